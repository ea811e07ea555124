package views

// cataloguePrint: key → {Italian, English} for the printables.
var cataloguePrint = map[string][2]string{}
