// Package campaign is the rules engine of the 1560 campaign in feudal Japan
// (Affinati, "Campagna militare nel Giappone feudale", read through an
// English summary whose sections are the § of comments): the map, the clans and their armies, the
// season loop, the event deck, diplomacy, movement, sieges, battles, supply,
// Prestige and victory.
//
// It is pure Go: the standard library and sengoku/tables only. Every die and
// shuffle goes through a Roller whose seed and results are recorded, so a
// campaign can be audited and replayed.
package campaign
