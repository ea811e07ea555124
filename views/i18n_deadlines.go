package views

// catalogueDeadlines: play between club nights — phase deadlines, the
// clock's pauses, who has not acted yet, and the options that say what a
// missed deadline does.
var catalogueDeadlines = map[string][2]string{
	"optv.defaults": {"azioni predefinite", "defaults"},
	"optv.wait":     {"aspetta il master", "wait for the GM"},
	"optv.fight":    {"combattere", "fight"},
	"optv.withdraw": {"ritirarsi", "withdraw"},
}
