package views

// catalogueCalc: key → {Italian, English} for the calculators and table assistants.
var catalogueCalc = map[string][2]string{}
