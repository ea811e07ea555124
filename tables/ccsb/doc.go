// Package ccsb holds the rule data and the exact combat-odds calculator of
// Commands & Colors: Samurai Battles (GMT 2021; Italian edition "Comandi &
// Colori: Battaglie di Samurai").
//
// Sources: the Italian rulebook, which wins where the two differ, and an
// English summary of it. Section marks (§) in comments and data refer to the
// summary; "rulebook l.N" (or "seed l.N" in comments) to a line of the
// Italian text.
//
// Combat computes, without simulation, what one close or ranged combat can
// do: dice rolled (base dice, terrain caps, bonuses), blocks removed, flags,
// retreat hexes after the flags the target may or must ignore, blocks lost
// to a blocked retreat, leader loss checks, Honor & Fortune tokens gained and
// lost, Lack of Honor, Victory Banners and, on request, the battle back that
// follows, enumerated jointly with the first roll. Every point the digest
// marks uncertain (§8) is an option (see Options) with its documented
// default.
//
// The package imports the standard library and sengoku/tables only.
package ccsb
