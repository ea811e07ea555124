package views

import "sengoku/tables/rulebook"

// catalogueEliminated: what a player whose clan is out of the game reads
// on every campaign page (§14: a lost Capital, seppuku; §6: exclusion).
var catalogueEliminated = map[string][2]string{
	"out.title":          {"%s è fuori dal gioco", "%s is out of the game"},
	"out.capital-lost":   {"La sua Capitale è stata conquistata (" + rulebook.Samurai.IT(rulebook.CampPrestige) + ").", "Its Capital was conquered (" + rulebook.Samurai.EN(rulebook.CampPrestige) + ")."},                                                                      // cites §14
	"out.seppuku":        {"Il suo Prestigio è sceso al livello del seppuku (" + rulebook.Samurai.IT(rulebook.CampPrestige) + ").", "Its Prestige fell to the seppuku level (" + rulebook.Samurai.EN(rulebook.CampPrestige) + ")."},                                             // cites §14
	"out.excluded":       {"Il master lo ha escluso per aver violato le regole della diplomazia (" + rulebook.Samurai.IT(rulebook.CampDiplomacy) + ").", "The game master excluded it for breaking the diplomacy rules (" + rulebook.Samurai.EN(rulebook.CampDiplomacy) + ")."}, // cites §6
	"out.can":            {"Non hai più azioni da fare. Puoi ancora seguire la campagna:", "You have no more actions to take. You can still follow the campaign:"},
	"out.badge":          {"fuori dal gioco", "out of the game"},
	"campaign.youplayed": {"Giocavi", "You played"},
}
