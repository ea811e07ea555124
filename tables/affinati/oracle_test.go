package affinati

import (
	"math"
	"testing"
)

// The oracle below re-derives the rules from the digest with plain code,
// independently of the package's data tables, and enumerates every die
// face of both dice; the engine must agree to 1e-12.

// oracleCF is §3.1 (text) and §3.2 (table) written out again.
func oracleCF(t TroopType, vsMounted, table bool) int {
	cf := map[TroopType][2]int{
		Ashigaru: {3, 3}, FootSamurai: {4, 3}, WarriorMonks: {2, 2}, Ronin: {4, 3},
		Archers: {3, 4}, Arquebusiers: {4, 3}, MountedSamurai: {3, 3},
	}[t]
	if table && t == Archers {
		cf = [2]int{4, 3}
	}
	if table && t == Arquebusiers {
		cf = [2]int{3, 4}
	}
	if vsMounted {
		return cf[1]
	}
	return cf[0]
}

func oracleMeleeNet(me, enemy Side, table bool) int {
	n := oracleCF(me.Troop, enemy.Troop == MountedSamurai, table)
	if me.Support && (me.Troop == Ashigaru || me.Troop == WarriorMonks) {
		n += 3
	}
	if me.Village && me.Troop != MountedSamurai {
		n += 2
	}
	if me.General {
		n++
	}
	if me.Higher || me.RiverBank || me.DefPos {
		n++
	}
	fl := me.Flank
	if me.FlankContact {
		fl++
	}
	n -= min(fl, 2)
	if me.Difficult && me.Troop != WarriorMonks {
		n -= 2
	}
	return n
}

func oracleTargetNet(me, shooter Side, table bool) int {
	n := oracleCF(me.Troop, false, table)
	if me.Fortified || me.Village {
		n += 2
	}
	if me.DefPos || me.Difficult {
		n++
	}
	return n - min(shooter.Extra, 2)
}

// oracleLowerResult is the "lower but more than half" line of §13.2.
func oracleLowerResult(loser, winner Side) Effect {
	switch loser.Troop {
	case MountedSamurai:
		if loser.Difficult {
			return Destroyed
		}
	case Ashigaru:
		if winner.Troop == WarriorMonks {
			return Destroyed
		}
	case Archers, Arquebusiers, Ronin:
		if winner.Troop == WarriorMonks || (winner.Troop == MountedSamurai && !loser.Difficult) {
			return Destroyed
		}
	}
	return Recoil
}

type oracleDist struct {
	recoil, destroyed, pursue [2]float64
	tie                       float64
}

func oracle(a, b Side, shooting, table bool) oracleDist {
	var d oracleDist
	sides := [2]Side{a, b}
	var net [2]int
	if shooting {
		net[0] = oracleCF(a.Troop, b.Troop == MountedSamurai, table)
		net[1] = oracleTargetNet(b, a, table)
	} else {
		net[0] = oracleMeleeNet(a, b, table)
		net[1] = oracleMeleeNet(b, a, table)
	}
	for da := 1; da <= 6; da++ {
		for db := 1; db <= 6; db++ {
			tot := [2]int{da + net[0], db + net[1]}
			if tot[0] == tot[1] {
				d.tie += 1.0 / 36
				continue
			}
			l := 0
			if tot[1] < tot[0] {
				l = 1
			}
			w := 1 - l
			if shooting && l == 0 {
				continue // only the target can suffer
			}
			eff := Destroyed
			if 2*tot[l] > tot[w] {
				eff = oracleLowerResult(sides[l], sides[w])
			}
			if eff == Destroyed {
				d.destroyed[l] += 1.0 / 36
			} else {
				d.recoil[l] += 1.0 / 36
			}
			pursuer := sides[w].Troop == MountedSamurai || sides[w].Troop == FootSamurai || sides[w].Troop == WarriorMonks
			if !shooting && pursuer && !sides[w].Difficult && !sides[l].Difficult {
				d.pursue[w] += 1.0 / 36
			}
		}
	}
	return d
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-12 }

// sideConfigs are situations for one side; support is dropped for types
// that cannot have it.
var sideConfigs = []Side{
	{},
	{General: true},
	{Support: true, Higher: true},
	{Village: true, Flank: 1},
	{FlankContact: true, Flank: 2, General: true},
	{RiverBank: true, DefPos: true, Support: true},
	{Fortified: true, Extra: 2, Village: true},
}

func withTroop(c Side, t TroopType, terrain bool) Side {
	c.Troop, c.Difficult = t, terrain
	if t != Ashigaru && t != WarriorMonks {
		c.Support = false
	}
	return c
}

// TestMeleeEngineMatchesBruteForceOracle compares every troop pair, terrain
// and a set of situations in melee, for both factor presets.
func TestMeleeEngineMatchesBruteForceOracle(t *testing.T) {
	n := 0
	for _, source := range []string{"text", "table"} {
		for _, ta := range TroopTypes() {
			for _, tb := range TroopTypes() {
				for terr := 0; terr < 4; terr++ {
					for ci, ca := range sideConfigs {
						for cj, cb := range sideConfigs {
							if (ci+cj+terr)%3 != 0 { // a third of the grid keeps the test fast
								continue
							}
							a, b := withTroop(ca, ta, terr&1 != 0), withTroop(cb, tb, terr&2 != 0)
							if a.FlankContact && b.FlankContact {
								continue
							}
							if a.Higher && b.Higher {
								continue
							}
							compareOracle(t, CombatInput{A: a, B: b, Options: Options{FactorSource: OptionValue(source)}}, false, source == "table")
							n++
						}
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Fatalf("only %d cases compared", n)
	}
}

// TestShootingEngineMatchesBruteForceOracle does the same for one-way
// shooting.
func TestShootingEngineMatchesBruteForceOracle(t *testing.T) {
	for _, source := range []string{"text", "table"} {
		for _, ta := range []TroopType{Archers, Arquebusiers} {
			for _, tb := range TroopTypes() {
				for terr := 0; terr < 4; terr++ {
					for _, ca := range sideConfigs {
						for _, cb := range sideConfigs {
							a, b := withTroop(ca, ta, terr&1 != 0), withTroop(cb, tb, terr&2 != 0)
							compareOracle(t, CombatInput{Mode: ModeShooting, A: a, B: b, Options: Options{FactorSource: OptionValue(source)}}, true, source == "table")
						}
					}
				}
			}
		}
	}
}

func compareOracle(t *testing.T, in CombatInput, shooting, table bool) {
	t.Helper()
	res, err := Resolve(in)
	if err != nil {
		t.Fatalf("%+v: %v", in, err)
	}
	r := res.Rolls[0]
	want := oracle(in.A, in.B, shooting, table)
	got := [2]SideScore{r.A, r.B}
	for i := range 2 {
		if !near(got[i].Recoil.P, want.recoil[i]) || !near(got[i].Destroyed.P, want.destroyed[i]) || !near(got[i].Pursues.P, want.pursue[i]) || got[i].Flee.N != 0 {
			t.Fatalf("%+v side %d: engine recoil %v destroyed %v pursue %v; oracle %v %v %v",
				in, i, got[i].Recoil.P, got[i].Destroyed.P, got[i].Pursues.P, want.recoil[i], want.destroyed[i], want.pursue[i])
		}
	}
	if !near(r.Tie.P, want.tie) {
		t.Fatalf("%+v: tie %v, oracle %v", in, r.Tie.P, want.tie)
	}
	total := 0.0
	for _, o := range r.Outcomes {
		total += o.P
	}
	if !near(total, 1) {
		t.Fatalf("%+v: outcomes sum to %v", in, total)
	}
}
