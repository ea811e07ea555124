// Package campaign is the rules engine of the 1560 campaign in feudal Japan
// (Affinati, "Campagna militare nel Giappone feudale"; digest
// shared/rules/campaign-1560.md): the map, the clans and their armies, the
// season loop, the event deck, diplomacy, movement, sieges, battles, supply,
// Prestige and victory.
//
// It is pure Go: the standard library and sengoku/tables only. Every die and
// shuffle goes through a Roller whose seed and results are recorded, so a
// campaign can be audited and replayed.
package campaign
