package views

// catalogueDeadlines: play between club nights — phase deadlines, the
// clock's pauses, who has not acted yet, and the options that say what a
// missed deadline does.
var catalogueDeadlines = map[string][2]string{
	"optv.defaults": {"azioni predefinite", "defaults"},
	"optv.wait":     {"aspetta il master", "wait for the GM"},
	"optv.fight":    {"combattere", "fight"},
	"optv.withdraw": {"ritirarsi", "withdraw"},

	"kind.deadline": {"scadenze", "deadlines"},
	"kind.auto":     {"passo automatico", "automatic step"},

	"dl.due":        {"Scadenza della fase:", "Phase deadline:"},
	"dl.left":       {"mancano", "left:"},
	"dl.over":       {"scaduta", "passed"},
	"dl.paused":     {"Orologio in pausa.", "The clock is paused."},
	"dl.notacted":   {"non hanno ancora agito:", "not acted yet:"},
	"dl.days":       {"g", "d"},
	"dl.controls":   {"Scadenze delle fasi", "Phase deadlines"},
	"dl.reason":     {"Motivo (nella cronologia)", "Reason (in the history)"},
	"dl.extendby":   {"Proroga (ore)", "Extend by (hours)"},
	"dl.pauseleft":  {"Pausa ancora disponibile:", "Pause still available:"},
	"dl.pause":      {"Metti in pausa", "Pause"},
	"dl.resume":     {"Fai ripartire", "Restart"},
	"dl.extend":     {"Proroga questa fase", "Extend this phase"},
	"dl.off":        {"Togli le scadenze", "Remove deadlines"},
	"dl.each":       {"Ogni fase termina", "Each phase ends"},
	"dl.after":      {"dopo una durata", "after a duration"},
	"dl.hours":      {"Ore", "Hours"},
	"dl.weekly":     {"ogni settimana, giorno e ora fissi", "every week, on a set day and time"},
	"dl.weekday":    {"Giorno", "Day"},
	"dl.clock":      {"Ora", "Time"},
	"dl.zone":       {"Fuso orario della campagna (IANA, es. Europe/Rome)", "The campaign's time zone (IANA, e.g. Europe/Rome)"},
	"dl.pauselimit": {"Limite totale delle pause (ore)", "Total pause limit (hours)"},
	"dl.set":        {"Imposta le scadenze", "Set deadlines"},
	"dl.wd0":        {"domenica", "Sunday"},
	"dl.wd1":        {"lunedì", "Monday"},
	"dl.wd2":        {"martedì", "Tuesday"},
	"dl.wd3":        {"mercoledì", "Wednesday"},
	"dl.wd4":        {"giovedì", "Thursday"},
	"dl.wd5":        {"venerdì", "Friday"},
	"dl.wd6":        {"sabato", "Saturday"},
}
