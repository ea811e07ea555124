package i18n

// viewsBattleKitWords: the battle kit of a campaign battle — its printout,
// its links from the battle sheet and its result preview.
var viewsBattleKitWords = catalogue{
	// Handlers and pages.
	"kit.title":       {"Battaglia di %s", "Battle of %s"},
	"kit.morale":      {"MORALE: +2 al punto di rotta del lato che la gioca («CARTE EVENTI»). Perdite pesate: il Generale conta 2, un Villaggio conquistato 2 («BATTAGLIE», C-15, C-17).", "MORALE: +2 to the break point of the side that plays it (“Event cards” («CARTE EVENTI»)). Weighted losses: the General counts 2, a captured Village 2 (“Battles” («BATTAGLIE»), C-15, C-17)."}, // cites §5, §11.1
	"kit.breakline":   {"tabella: %d elementi → %d", "table: %d elements → %d"},
	"kit.allied":      {"%d + %d alleati: %s", "%d + %d allied: %s"},
	"kit.break":       {"Punto di rotta della campagna: %d perdite pesate (tabella «BATTAGLIE» per gli elementi in battaglia, contingenti compresi; +2 con MORALE; C-15, C-16).", "Campaign break point: %d weighted losses (“Battles” («BATTAGLIE») table for the elements in the battle, contingents included; +2 with MORALE; C-15, C-16)."}, // cites §11.1
	"kit.printresult": {"Stampa la battaglia con il risultato registrato (PDF)", "Print the battle with its recorded result (PDF)"},
	"kit.print":       {"Stampa la battaglia (PDF)", "Print the battle (PDF)"},

	// Calculator links on the battle sheet.
	"kit.calc":          {"calcolatori SAMURAI per questa battaglia; in campo", "SAMURAI calculators for this battle; in the field"},
	"kit.calc.combat":   {"Corpo a corpo e tiro", "Close combat and shooting"},
	"kit.calc.pip":      {"Costo in PIP", "PIP cost"},
	"kit.calc.breakoff": {"Rompere il contatto", "Break off"},
	"kit.calc.losses":   {"Perdite e rotta", "Losses and rout"},

	// DIVINE INTERVENTION on the river roll (C-41).
	"kit.river.reroll":   {"ritira il tiro del fiume", "re-roll the river roll"},
	"kit.river.rerolled": {"ritirato con INTERVENTO DIVINO", "re-rolled with DIVINE INTERVENTION"},

	// The battle report page.
	"report.list":        {"Resoconti delle battaglie", "Battle reports"},
	"report.older":       {"Resoconti più vecchi", "Older reports"},
	"report.newest":      {"I più recenti", "The newest"},
	"err.reports.before": {"Il segno della pagina di resoconti (reports) deve essere un numero intero positivo.", "The mark of the page of battle reports (reports) must be a positive whole number."},
	"report.prestige":    {"Prestigio mosso dalla battaglia", "Prestige moved by the battle"},
	"report.notes":       {"Note del master", "Game master's notes"},
	"report.notes.edit":  {"Resoconto (visibile a tutti)", "Report (visible to everyone)"},
	"report.notes.save":  {"Salva il resoconto", "Save the report"},
	"report.link":        {"Resoconto della battaglia", "Battle report"},
	"kind.battle-note":   {"resoconto di battaglia", "battle report"},

	// The result form: who broke first, and the Prestige preview.
	"kit.brokefirst":      {"In rotta per primo", "Broke first"},
	"kit.brokefirst.none": {"non registrato", "not recorded"},
	"kit.preview":         {"Anteprima del Prestigio", "Preview the Prestige"},
	"kit.preview.title":   {"Prestigio di questa battaglia, se la registri così:", "Prestige from this battle, if you record it like this:"},
	"kit.preview.help":    {"Anteprima: niente è ancora registrato. Controlla e premi Registra la battaglia.", "Preview: nothing is recorded yet. Check it and press Record the battle."},
}
