// Package affinati holds the rule data and calculators of SAMURAI, the
// wargame rules for medieval Japan by Riccardo Affinati (seed
// 004_d93a60609270642a.txt, first part; English digest
// rules/samurai-affinati.md, cited here as §n and B-nn).
//
// It offers:
//   - Resolve: the close-combat and shooting resolver (§11–§13, §18.2 item 1)
//     with itemised factors for both sides and the exact distribution of the
//     result over the 36 die pairs, or the result of the dice actually rolled;
//   - PIPCost, BreakOff, Losses and CheckArmy: the PIP cost helper, the
//     cavalry break-off chance, the battle-loss tracker and the army-list
//     validator (§7, §9, §15, §16; §18.2 items 2–5), including the 1560
//     campaign's scenario armies (campaign-1560 §3);
//   - TroopProfiles, RosterFor and QuickReference: the data a printed roster
//     and a two-sided quick-reference sheet need.
//
// The web layer reads the inputs from form and URL query values by their
// JSON names ("a.troop", "factorSource") with package query.
//
// Every ambiguity of the digest that changes a result (B-01 … B-30) is an
// Options field whose empty value means the digest's default; OptionList
// describes them for the UI. Rule data are typed tables naming their section;
// every input problem is reported as a *tables.ValidationError in English and
// Italian. The package imports the standard library and sengoku/tables only.
package affinati
