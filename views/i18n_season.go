package views

// catalogueSeason: key → {Italian, English} for playing the campaign season by season.
var catalogueSeason = map[string][2]string{}
