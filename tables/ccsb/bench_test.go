package ccsb

import "testing"

func bench(b *testing.B, in Input) {
	b.Helper()
	if _, err := Combat(in); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Combat(in); err != nil {
			b.Fatal(err)
		}
	}
}

// A typical close combat: Example 3 (5 dice, leader check).
func BenchmarkCombatClose(b *testing.B) {
	bench(b, Input{Att: "SSpC", Insp: true, Tgt: "AB", TgtLdr: "foot"})
}

// A ranged combat with a leader and Lack of Honor.
func BenchmarkCombatRanged(b *testing.B) {
	bench(b, Input{Mode: "ranged", Att: "SBC", Range: 3, Tgt: "AA", TgtLdr: "mounted", Lack: true, Res: 1})
}

// Close combat with the battle back enumerated jointly (the seed's Army
// Commander example: swords re-rolled in the battle back).
func BenchmarkCombatWithBattleBack(b *testing.B) {
	bench(b, Input{Att: "SSp", AttLdr: "foot", Insp: true, Tgt: "BG", BB: true, BBInsp: true})
}

// The largest roll: a Levy Charge of 3 units, 11 dice, swords ignored per
// unit, Terror Strike, blocked path, Lack of Honor and a battle back.
func BenchmarkCombatWorstCase(b *testing.B) {
	bench(b, Input{Att: "LI", Levy: 3, Insp: true, Card: 2, Dragon: 2, OLevy: "perunit", Tgt: "SSpC", TgtLdr: "mounted",
		Terror: true, Blocked: true, Free: 1, Lack: true, BB: true, BBInsp: true, BBCard: 2, BBDragon: 2})
}

// Bodyguards with 9 dice, every sword re-rolled.
func BenchmarkCombatBodyguardsReroll(b *testing.B) {
	bench(b, Input{Att: "BG", Insp: true, Card: 2, Dragon: 2, Tgt: "SSp", TgtLdr: "foot", BB: true, BBVeng: true})
}
