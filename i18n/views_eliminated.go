package i18n

// viewsEliminatedWords: what a player whose clan is out of the game reads
// on every campaign page (§14: a lost Capital, seppuku; §6: exclusion).
var viewsEliminatedWords = catalogue{
	"out.title":          {"%s è fuori dal gioco", "%s is out of the game"},
	"out.capital-lost":   {"La sua Capitale è stata conquistata (%s).", "Its Capital was conquered (%s)."},                                                                    // cites §14
	"out.seppuku":        {"Il suo Prestigio è sceso al livello del seppuku (%s).", "Its Prestige fell to the seppuku level (%s)."},                                           // cites §14
	"out.excluded":       {"Il master lo ha escluso per aver violato le regole della diplomazia (%s).", "The game master excluded it for breaking the diplomacy rules (%s)."}, // cites §6
	"out.can":            {"Non hai più azioni da fare. Puoi ancora seguire la campagna:", "You have no more actions to take. You can still follow the campaign:"},
	"out.badge":          {"fuori dal gioco", "out of the game"},
	"campaign.youplayed": {"Giocavi", "You played"},
}
