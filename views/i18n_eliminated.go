package views

// catalogueEliminated: what a player whose clan is out of the game reads
// on every campaign page (§14: a lost Capital, seppuku; §6: exclusion).
var catalogueEliminated = map[string][2]string{
	"out.title":          {"%s è fuori dal gioco", "%s is out of the game"},
	"out.capital-lost":   {"La sua Capitale è stata conquistata (§14).", "Its Capital was conquered (§14)."},
	"out.seppuku":        {"Il suo Prestigio è sceso al livello del seppuku (§14).", "Its Prestige fell to the seppuku level (§14)."},
	"out.excluded":       {"Il master lo ha escluso per aver violato le regole della diplomazia (§6).", "The game master excluded it for breaking the diplomacy rules (§6)."},
	"out.can":            {"Non hai più azioni da fare. Puoi ancora seguire la campagna:", "You have no more actions to take. You can still follow the campaign:"},
	"out.badge":          {"fuori dal gioco", "out of the game"},
	"campaign.youplayed": {"Giocavi", "You played"},
}
