package artoftactic

import "testing"

// bench36 is one turn with every modifier the rules define and 36 attack
// dice: 12 cavalry dice on the flank, 6 infantry in the rear, 12 cavalry of
// a Shaken unit whose melee goes on in front, 6 archers' shots, against a
// target with fortitude that strikes back.
func bench36() AttackInput {
	return AttackInput{
		Attackers: []Unit{
			{Kind: Cavalry, Models: 4, Dice: 3, Cmdr: true, AttInf: 8, AttCav: 6, Order: OrderAssault, Dir: DirFlank,
				Inspire: true, Honor: true, Morale: MoraleHesitant, Terrain: TerrainFord, Hill: 1, Fatigue: 2, Def: 1, Fort: 9},
			{Kind: Infantry, Models: 6, CmdrAdj: true, Mode: ModeRanged, Order: OrderFire, Chart: "x 5 4 3 2 2", Range: 3,
				Fatigue: 3, Honor: true},
			{Kind: Infantry, Models: 6, Cmdr: true, AttInf: 5, AttCav: 7, Order: OrderAssault, Dir: DirRear, Terrain: TerrainRice},
			// A Shaken unit takes no new order (§12.2): its melee goes on.
			{Kind: Cavalry, Models: 4, Dice: 3, Cmdr: true, AttInf: 8, AttCav: 6, Order: OrderContinuation, Hill: -1,
				Def: 2, Fort: 11, Morale: MoraleShaken, Dishonor: true},
		},
		Target: Unit{Kind: Infantry, Models: 6, Lost: 1, Cmdr: true, AttInf: 4, AttCav: 6, Def: 2, Used: 1, Fort: 10,
			Morale: MoraleHesitant, Honor: true, Inspire: true, Terrain: TerrainVillage, Fatigue: 2, Order: OrderDefend},
		Back:    true,
		Options: Options{A08: "yes"},
	}
}

// bench12 is 12 dice with every modifier on a target taking a flank test
// and a casualty test: small enough for the brute-force oracle.
func bench12() AttackInput {
	in := bench36()
	in.Attackers = in.Attackers[:1]
	in.Back = false
	return in
}

func BenchmarkAttack36AllModifiers(b *testing.B) {
	in := bench36()
	for b.Loop() {
		if _, err := Attack(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAttack12AllModifiers(b *testing.B) {
	in := bench12()
	for b.Loop() {
		if _, err := Attack(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOracle12AllModifiers is the brute-force enumeration of the same
// input as BenchmarkAttack12AllModifiers (2^12 dice branches × tests).
func BenchmarkOracle12AllModifiers(b *testing.B) {
	in := bench12()
	for b.Loop() {
		oracleAttack(in, false)
	}
}

func BenchmarkFortitudeRiver(b *testing.B) {
	in := FortitudeInput{Unit: Unit{Models: 6, Fort: 10, Cmdr: true, Morale: MoraleHesitant}, Test: TestRiver}
	for b.Loop() {
		if _, err := Fortitude(in); err != nil {
			b.Fatal(err)
		}
	}
}

// The 12-dice case agrees with the oracle, so the benchmark compares equals.
func TestBenchmarkInputsAgreeWithOracle(t *testing.T) {
	checkAgainstOracle(t, bench12(), false)
}

// The 36-dice benchmark stays what its name says: a legal input whose
// attackers roll 36 dice.
func TestBench36RollsThirtySixDice(t *testing.T) {
	res, err := Attack(bench36())
	if err != nil {
		t.Fatal(err)
	}
	dice := 0
	for _, s := range res.Strikes {
		if s.Attacker >= 0 {
			dice += s.Dice
		}
	}
	if dice != 36 {
		t.Errorf("attackers roll %d dice, want 36", dice)
	}
}
