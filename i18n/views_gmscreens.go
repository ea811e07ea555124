package i18n

// viewsGMScreensWords: the game master's Diplomacy tab (one clan's forms at
// a time) and the battlefield choice once made.
var viewsGMScreensWords = catalogue{
	"battle.terrain.chosen": {"scelto", "chosen"},
	"dip.actas":             {"Agisci come", "Act as"},
	"dip.actas.show":        {"Mostra", "Show"},
	"dip.actas.help":        {"I biglietti, le dichiarazioni e le richieste di un clan alla volta.", "One clan's notes, declarations and requests at a time."},
}

// viewsAPIPageWords: the /api page's table of contents.
var viewsAPIPageWords = catalogue{
	"api.toc": {"Indice", "Contents"},
}
