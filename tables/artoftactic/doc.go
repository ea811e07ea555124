// Package artoftactic holds the rule data and the exact battle calculators of
// Art of Tactic: Samurai Battles (Zvezda, rules by Konstantin Krivenko).
//
// The source is the Italian rulebook ("rulebook l.nnn", or "seed Lnnn" in
// comments: a line of its text) through an English summary of it ("§n");
// where the two disagree the rulebook wins.
//
// What it offers:
//   - typed rule tables: the order table (§9.1), terrain (§13.1), morale
//     levels (§12.2), fatigue (§14), the unit-card conditions table (§17.1);
//   - Attack: melee and ranged attacks of one or more units on one target in
//     the same turn, optionally with the target striking back (simultaneous
//     melee), giving exact distributions of hits and casualties and the
//     morale outcome of the fortitude tests they trigger (§10, §11, §12, §18);
//   - Fortitude: one fortitude test (casualties, flank/rear assault, General
//     destroyed, Morale phase, pursuit), the river casualty test and the
//     Assault-vs-Assault encounter;
//   - UnitCard: a user-editable unit card, a library holding only the values
//     the rulebook gives (every other value is nil = unknown), and OrdersFor,
//     the orders to print on a card's back.
//
// Every ambiguity of the digest (§19, ids A-01…A-14) that changes a number is
// an Options field; OptionList describes them for the UI.
//
// The package imports the standard library and sengoku/tables only; every
// probability is computed exactly by enumeration and convolution.
package artoftactic
