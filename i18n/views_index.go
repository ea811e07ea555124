package i18n

// viewsIndexWords: the /calc index of table tools.
var viewsIndexWords = catalogue{
	"calc.title": {"Calcolatori e assistenti da tavolo", "Calculators and table assistants"},
	"calc.intro": {"Probabilità esatte (nessuna simulazione) e assistenti per le regole che usiamo al tavolo. Ogni risultato ha un indirizzo da condividere.", "Exact odds (no simulation) and assistants for the rules we play at the table. Every result has a link to share."},

	"calc.affinati":          {"SAMURAI (Affinati): combattimento", "SAMURAI (Affinati): combat"},
	"calc.affinati.blurb":    {"Corpo a corpo e tiro: fattori, modificatori e probabilità esatte di ogni esito; PIP, sganciamento, perdite, liste d'armata.", "Close combat and shooting: factors, modifiers and exact odds of every result; PIPs, break-off, losses, army lists."},
	"calc.affinati.source":   {"Regolamento SAMURAI di Riccardo Affinati", "SAMURAI rules by Riccardo Affinati"},
	"calc.aot":               {"Art of Tactic: attacco e forza d'animo", "Art of Tactic: attack and fortitude"},
	"calc.aot.blurb":         {"Mischia e tiro con tutti i modificatori: colpi, perdite, distruzione dell'unità, test di forza d'animo; carte unità.", "Melee and ranged fire with every modifier: hits, casualties, wiping the unit out, fortitude tests; unit cards."},
	"calc.aot.source":        {"Art of Tactic: Samurai Battles (Zvezda)", "Art of Tactic: Samurai Battles (Zvezda)"},
	"calc.ccsb":              {"Comandi & Colori: Battaglie di Samurai", "Commands & Colors: Samurai Battles"},
	"calc.ccsb.blurb":        {"Dadi di battaglia in mischia e a distanza: blocchi, bandiere, ritirate, gettoni O&F, contrattacco.", "Battle dice in close and ranged combat: blocks, flags, retreats, H&F tokens, battle back."},
	"calc.ccsb.source":       {"Comandi & Colori: Battaglie di Samurai (Richard Borg)", "Commands & Colors: Samurai Battles (Richard Borg)"},
	"calc.sekigahara":        {"Sekigahara: battaglia e movimento", "Sekigahara: battle and movement"},
	"calc.sekigahara.blurb":  {"Segna lo schieramento dei blocchi, l'impatto e le perdite; movimento, travolgimento, assedio.", "Track block deployment, impact and losses; movement, overrun, siege."},
	"calc.sekigahara.source": {"Sekigahara (GMT 2011)", "Sekigahara (GMT 2011)"},
	"calc.senjutsu":          {"Senjutsu: duello", "Senjutsu: duel"},
	"calc.senjutsu.blurb":    {"Ferite, mano, mazzo, concentrazione e kamae di 2–4 personaggi; ordine di risoluzione delle carte.", "Wounds, hand, deck, focus and kamae of 2–4 characters; card resolution order."},
	"calc.senjutsu.source":   {"Senjutsu: Battle for Japan", "Senjutsu: Battle for Japan"},
}
