package views

// catalogueAssist: key → {Italian, English} for the C&C Samurai Battles,
// Sekigahara and Senjutsu table assistants.
var catalogueAssist = map[string][2]string{}
