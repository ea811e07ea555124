package views

// catalogueForms: choices labelled with what they mean, and the
// confirmations that state an irreversible step's consequence.
var catalogueForms = map[string][2]string{
	// Move destinations: "15 Kita-Shinano · Uesugi · Fortezza · 1 esercito".
	"move.choose":        {"— scegli la destinazione —", "— choose the destination —"},
	"move.neutral":       {"neutrale", "neutral"},
	"move.capital":       {"capitale", "capital"},
	"move.fortress":      {"Fortezza", "Fortress"},
	"move.army.one":      {"esercito", "army"},
	"move.army.other":    {"eserciti", "armies"},
	"move.confirm":       {"Muovere l'esercito in %s?", "Move the army to %s?"},
	"move.confirm.fight": {"Lì c'è l'esercito %s: ne segue uno scontro.", "The %s army is there: a confrontation."},
	"move.confirm.siege": {"La provincia ha una Fortezza: per prenderla bisogna assediarla.", "The province has a Fortress: it must be besieged to be taken."},
	"move.confirm.take":  {"Se l'esercito vi resta solo a fine movimento, conquista la provincia.", "If the army stands alone there at the end of movement, it takes the province."},
	"move.confirm.cap":   {"È la capitale %s: conquistarla elimina il clan.", "It is the %s capital: taking it eliminates the clan."},
	// Irreversible steps.
	"confirm.start":  {"Iniziare la campagna? Da ora le opzioni delle regole non si possono più cambiare.", "Start the campaign? The rules options cannot be changed after this."},
	"confirm.undo":   {"Annullare l'azione #%d (%s)? La campagna torna a com'era prima; l'azione resta nella cronologia come annullata.", "Undo action #%d (%s)? The campaign goes back to how it was before it; the action stays in the history, marked undone."},
	"confirm.battle": {"Registrare questo risultato? Perdite e Prestigio si applicano subito e possono eliminare un clan.", "Record this result? Losses and Prestige apply at once and may eliminate a clan."},
}
