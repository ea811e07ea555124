package artoftactic

import (
	"math"
	"testing"
)

const eps = 1e-12

func near(a, b float64) bool { return math.Abs(a-b) <= eps }

func wantDist(t *testing.T, name string, got []float64, want []float64) {
	t.Helper()
	n := max(len(got), len(want))
	for k := range n {
		var g, w float64
		if k < len(got) {
			g = got[k]
		}
		if k < len(want) {
			w = want[k]
		}
		if !near(g, w) {
			t.Errorf("%s[%d] = %.15g, want %.15g", name, k, g, w)
		}
	}
}

func wantP(t *testing.T, name string, got, want float64) {
	t.Helper()
	if !near(got, want) {
		t.Errorf("%s = %.15g, want %.15g", name, got, want)
	}
}

func over(den float64, nums ...float64) []float64 {
	out := make([]float64, len(nums))
	for i, n := range nums {
		out[i] = n / den
	}
	return out
}

// Mounted Samurai of the rulebook melee (seed L928-L940): 2 models (1 warrior
// + commander), attack vs infantry 8, 3 dice per model, Assault.
func rulebookCavalry() Unit {
	return Unit{Kind: Cavalry, Models: 2, Cmdr: true, Dice: 3, AttInf: 8, AttCav: 6, Order: OrderAssault}
}

// Ashigaru spearmen of the same example: 4 models, defense 1 (seed L940).
func rulebookAshigaru() Unit {
	return Unit{Kind: Infantry, Models: 4, Def: 1, AttInf: 4, AttCav: 6}
}

// Example 1 (§18.4, seed L928-L940): 6 dice at attack 8+2 = 10 against
// defense 1 and 4 models.
func TestExample1_RulebookMelee_DefenseAbsorbsFirst(t *testing.T) {
	r, err := Attack(AttackInput{Attackers: []Unit{rulebookCavalry()}, Target: rulebookAshigaru()})
	if err != nil {
		t.Fatal(err)
	}
	s := r.Strikes[0]
	if s.Value.Final != 10 || s.Dice != 6 || s.Value.P != 0.5 {
		t.Fatalf("attack value %d, dice %d, p %v; want 10, 6, 0.5", s.Value.Final, s.Dice, s.Value.P)
	}
	wantDist(t, "hits", r.Target.Hits.P, over(64, 1, 6, 15, 20, 15, 6, 1))
	wantDist(t, "cas", r.Target.Cas.P, over(64, 7, 15, 20, 15, 7))
	wantP(t, "mean hits", r.Target.Hits.Mean, 3)
	wantP(t, "mean cas", r.Target.Cas.Mean, 2)
	wantP(t, "P(≥1 cas)", r.Target.AnyCas, 57.0/64)
	wantP(t, "P(destroyed)", r.Target.Wiped, 7.0/64)
	wantP(t, "at least 3 cas", r.Target.Cas.AtLeast[3], 22.0/64)
	if r.Target.Morale != nil {
		t.Error("basic rules (fort 0) must not report fortitude tests")
	}
}

// Example 1 follow-up (§18.4): fortitude 10 before the losses, so the test is
// at 9/8/7 after 1/2/3 casualties and P(test failed, unit surviving) = 15/32.
func TestExample1_FollowUp_FortitudeAfterCasualties(t *testing.T) {
	tg := rulebookAshigaru()
	tg.Fort = 10
	r, err := Attack(AttackInput{Attackers: []Unit{rulebookCavalry()}, Target: tg})
	if err != nil {
		t.Fatal(err)
	}
	m := r.Target.Morale
	for i, want := range []struct {
		v int
		p float64
	}{{9, 0.45}, {8, 0.40}, {7, 0.35}} {
		if m.Tests[i].Value != want.v || !near(m.Tests[i].P, want.p) {
			t.Errorf("test after %d casualties: %d/%v, want %d/%v", i+1, m.Tests[i].Value, m.Tests[i].P, want.v, want.p)
		}
	}
	wantP(t, "failed", m.Failed, 15.0/32)
	wantP(t, "tested", m.Tested, 50.0/64)
	wantP(t, "hesitant after", r.Target.After[lvHesitant].P, 15.0/32)
	wantP(t, "normal after", r.Target.After[lvNormal].P, 1-15.0/32-7.0/64)
}

// The rulebook's Ashigaru strike back with the 4 models they had when the
// melee began (seed L940).
func TestExample1_SimultaneousMelee_TargetRollsItsStartingModels(t *testing.T) {
	r, err := Melee(rulebookCavalry(), rulebookAshigaru(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	b := r.Back
	if b == nil || b.Strike.Dice != 4 || b.Strike.Value.Final != 6 {
		t.Fatalf("back strike %+v: want 4 dice at attack vs cavalry 6", b)
	}
	wantDist(t, "back hits", b.Damage.Hits.P, []float64{
		math.Pow(0.7, 4), 4 * 0.3 * math.Pow(0.7, 3), 6 * 0.09 * 0.49, 4 * 0.027 * 0.7, 0.0081})
}

// Example 2 (§18.4, seed L956): archers 10 - 1 (Fire and Retreat) + 4
// (General within 2 hexes) - 1 (1 casualty) = 12: pass 60 %.
func TestExample2_RulebookFortitudeTest(t *testing.T) {
	u := Unit{Kind: Infantry, Models: 6, CmdrAdj: true, Order: OrderFireRetreat, Inspire: true, Fort: 10}
	r, err := Fortitude(FortitudeInput{Unit: u, Test: TestCasualties, Cas: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Fort.Final != 13 || r.Lines[0].Value != 12 {
		t.Fatalf("fortitude %d, tested at %d; want 13 and 12", r.Fort.Final, r.Lines[0].Value)
	}
	wantP(t, "pass", r.Pass, 0.6)
	wantP(t, "fail", r.Fail, 0.4)
	wantP(t, "normal after", r.After[lvNormal].P, 0.6)
	wantP(t, "hesitant after", r.After[lvHesitant].P, 0.4)
}

func archers() Unit {
	return Unit{Kind: Infantry, Models: 6, Cmdr: true, Mode: ModeRanged, Order: OrderFire, Chart: "x 5 4 3 2 2", Range: 3}
}

// Example 3 (§18.4, seed L396): 6 dice at range 3 with the archers' chart,
// firepower 4, against defense 1 and 6 models.
func TestExample3_RangedFire_FirepowerByRange(t *testing.T) {
	r, err := Attack(AttackInput{Attackers: []Unit{archers()}, Target: Unit{Kind: Cavalry, Models: 6, Def: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Strikes[0].Value.Final != 4 {
		t.Fatalf("firepower %d, want 4", r.Strikes[0].Value.Final)
	}
	wantDist(t, "hits", r.Target.Hits.P, over(15625, 4096, 6144, 3840, 1280, 240, 24, 1))
	wantDist(t, "cas", r.Target.Cas.P, over(15625, 10240, 3840, 1280, 240, 24, 1))
	wantP(t, "mean hits", r.Target.Hits.Mean, 1.2)
	wantP(t, "mean cas", r.Target.Cas.Mean, 7221.0/15625)
	wantP(t, "P(≥1 cas)", r.Target.AnyCas, 1077.0/3125)
}

// Example 3, Ambush variant: hidden at range 2, firepower 5 + 2 = 7
// (seed L1047, L1051).
func TestExample3_AmbushFirepowerBonus(t *testing.T) {
	a := archers()
	a.Order, a.Range, a.Terrain = OrderAmbush, 2, TerrainLightWoods
	r, err := Attack(AttackInput{Attackers: []Unit{a}, Target: Unit{Kind: Infantry, Models: 6, Def: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Strikes[0].Value.Final != 7 {
		t.Fatalf("firepower %d, want 7", r.Strikes[0].Value.Final)
	}
	wantP(t, "mean cas", r.Target.Cas.Mean, 75226809.0/64000000)
	wantP(t, "P(0 cas)", r.Target.Cas.P[0], 4084223.0/12800000)
}

// Example 4 (§18.4, seed L334): 6 dice at 10 and 6 dice at 4 on one target;
// its defense 1 absorbs one hit in all.
func TestExample4_TwoAttackers_DefenseNotRestored(t *testing.T) {
	inf := Unit{Kind: Infantry, Models: 6, AttInf: 4}
	r, err := Attack(AttackInput{Attackers: []Unit{rulebookCavalry(), inf}, Target: Unit{Kind: Infantry, Models: 6, Def: 1}})
	if err != nil {
		t.Fatal(err)
	}
	wantDist(t, "cas", r.Target.Cas.P, []float64{544.0 / 15625, 1596.0 / 15625, 124.0 / 625, 3123.0 / 12500,
		1071.0 / 5000, 25581.0 / 200000, 14539.0 / 200000})
	wantP(t, "wiped", r.Target.Wiped, 14539.0/200000)
	mean := 0.0
	for k, p := range r.Target.Cas.P {
		mean += float64(k) * p
	}
	if math.Abs(r.Target.Cas.Mean-3.181) > 5e-4 || !near(r.Target.Cas.Mean, mean) {
		t.Errorf("mean casualties %v, want 3.181", r.Target.Cas.Mean)
	}
}

// Example 5 (§18.4, seed L490): fortitude 12 against 10, ties re-rolled:
// 229/382.
func TestExample5_AssaultVsAssault(t *testing.T) {
	u := Unit{Models: 3, Cmdr: true, Order: OrderAssault, Fort: 9} // 9 + 3 commander = 12
	r, err := Fortitude(FortitudeInput{Unit: u, Test: TestCollision, Vs: 10})
	if err != nil {
		t.Fatal(err)
	}
	if r.Fort.Final != 12 {
		t.Fatalf("fortitude %d, want 12", r.Fort.Final)
	}
	wantP(t, "win", r.Win, 229.0/382)
	w, _ := collide(10, 12)
	wantP(t, "win + lose", r.Win+w, 1)
}

// Example 6 (§18.4, seed L658): 6 models cross a river, each drowns on 11+.
func TestExample6_RiverCasualtyTest(t *testing.T) {
	r, err := Fortitude(FortitudeInput{Unit: Unit{Models: 6, Def: 3}, Test: TestRiver})
	if err != nil {
		t.Fatal(err)
	}
	wantDist(t, "drowned", r.Drowned.P, over(64, 1, 6, 15, 20, 15, 6, 1))
	wantP(t, "mean", r.Drowned.Mean, 3)
	wantP(t, "destroyed", r.After[len(r.After)-1].P, 1.0/64)
	wantP(t, "no test in basic rules", r.NoTest, 1)
}

// Facing (§10.2, seed L306): the defender faces the attacker with the
// highest total attack value, 40 (8 × 5) before 24 (4 × 6).
func TestFacing_HighestTotalAttackValue(t *testing.T) {
	a := Unit{Kind: Infantry, Models: 6, AttInf: 4}
	b := Unit{Kind: Infantry, Models: 5, AttInf: 8}
	r, err := Attack(AttackInput{Attackers: []Unit{a, b}, Target: rulebookAshigaru(), Back: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Back.Face != 1 {
		t.Errorf("faced attacker %d, want 1 (total 40 > 24)", r.Back.Face)
	}
}
