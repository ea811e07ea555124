package affinati

import "testing"

func BenchmarkResolveMelee(b *testing.B) {
	in := CombatInput{A: Side{Troop: Ashigaru, Support: true, Flank: 1}, B: Side{Troop: FootSamurai, General: true, Difficult: true}, DA: 2, DB: 5}
	for b.Loop() {
		if _, err := Resolve(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkResolveMutualTwoOneWay(b *testing.B) {
	in := CombatInput{Mode: ModeMutual, A: Side{Troop: Archers, Extra: 2}, B: Side{Troop: Arquebusiers, Village: true},
		Options: Options{MutualShooting: "twoOneWay"}}
	for b.Loop() {
		if _, err := Resolve(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPIPCost(b *testing.B) {
	in := PIPInput{Far: true, GeneralDifficult: true}
	for b.Loop() {
		if _, err := PIPCost(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBreakOff(b *testing.B) {
	in := BreakOffInput{Enemy: WarriorMonks}
	for b.Loop() {
		if _, err := BreakOff(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLosses(b *testing.B) {
	in := LossInput{A: LossSide{Destroyed: 3, General: true}, B: LossSide{Destroyed: 2, Camps: 1}}
	for b.Loop() {
		if _, err := Losses(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCheckArmy(b *testing.B) {
	in := ArmyInput{List: "c1560-6p", FootSamurai: 4, MountedSamurai: 2, Archers: 2, Ronin: 2, Ashigaru: 2, General: FootSamurai}
	for b.Loop() {
		if _, err := CheckArmy(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkQuickReference(b *testing.B) {
	for b.Loop() {
		QuickReference()
	}
}

func BenchmarkRoster(b *testing.B) {
	for b.Loop() {
		if _, err := RosterFor(RosterInput{Figures: "25mm", Units: "in"}); err != nil {
			b.Fatal(err)
		}
	}
}
