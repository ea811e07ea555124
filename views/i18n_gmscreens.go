package views

// catalogueGMScreens: the game master's Diplomacy tab (one clan's forms at
// a time) and the battlefield choice once made.
var catalogueGMScreens = map[string][2]string{
	"battle.terrain.chosen": {"scelto", "chosen"},
	"dip.actas":             {"Agisci come", "Act as"},
	"dip.actas.show":        {"Mostra", "Show"},
	"dip.actas.help":        {"I biglietti, le dichiarazioni e le richieste di un clan alla volta.", "One clan's notes, declarations and requests at a time."},
}

// catalogueAPIPage: the /api page's table of contents.
var catalogueAPIPage = map[string][2]string{
	"api.toc": {"Indice", "Contents"},
}
