package artoftactic

import (
	"math"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
)

// Final values are sums of the rule modifiers (§15); each case spells the
// sum out from the rule text.
func TestFinalAttackValue_Section15(t *testing.T) {
	base := Unit{Kind: Infantry, Models: 4, Cmdr: true, AttInf: 6, AttCav: 5}
	cases := []struct {
		name  string
		edit  func(*Unit)
		vs    string
		tgtOK bool // target neither in All-Around Defense nor hidden
		opt   Options
		want  int
	}{
		{"§3 the target's kind selects the value", func(u *Unit) {}, Cavalry, true, Options{}, 5},
		{"§9.1 Assault +2", func(u *Unit) { u.Order = OrderAssault }, Infantry, true, Options{}, 8},
		{"§10.6 continuing a melee: no order modifier", func(u *Unit) { u.Order = "" }, Infantry, true, Options{}, 6},
		{"§15 every modifier: 6 +2 Assault +2 General +1 Honor -2 Hesitant +2 flank -1 ford +1 hill -1 fatigue", func(u *Unit) {
			u.Order, u.Inspire, u.Honor, u.Morale, u.Dir, u.Terrain, u.Hill, u.Fatigue = OrderAssault, true, true, MoraleHesitant, DirFlank, TerrainFord, 1, 3
		}, Infantry, true, Options{}, 10},
		{"§10.5 rear Assault +3", func(u *Unit) { u.Order, u.Dir = OrderAssault, DirRear }, Infantry, true, Options{}, 11},
		{"§10.5 no flank against All-Around Defense", func(u *Unit) { u.Order, u.Dir = OrderAssault, DirFlank }, Infantry, false, Options{}, 8},
		{"§10.5 flank by March counts as front", func(u *Unit) { u.Order, u.Dir = OrderMarch, DirFlank }, Infantry, true, Options{}, 6},
		{"§13.1 river crossing: no Assault benefits, river -3", func(u *Unit) {
			u.Order, u.Dir, u.Terrain = OrderAssault, DirFlank, TerrainRiver
		}, Infantry, true, Options{}, 3},
		{"§12.2 Shaken -3", func(u *Unit) { u.Morale = MoraleShaken }, Infantry, true, Options{}, 3},
		{"§12.2 Panicked sets attack to 0", func(u *Unit) { u.Morale, u.Order, u.Honor = MoralePanicked, OrderAssault, true }, Infantry, true, Options{}, 0},
		{"§9.6 Retreat sets attack to 0", func(u *Unit) { u.Order, u.Inspire = OrderRetreat, true }, Infantry, true, Options{}, 0},
		{"§9.5 Ambush +3", func(u *Unit) { u.Order, u.Terrain = OrderAmbush, TerrainVillage }, Infantry, true, Options{}, 9},
		{"§9.5 Ambush engaged from outside its Defense Zone: no +3", func(u *Unit) {
			u.Order, u.Terrain, u.AmbOut = OrderAmbush, TerrainVillage, true
		}, Infantry, true, Options{}, 6},
		{"§13.1 one hill level below -1", func(u *Unit) { u.Hill = -1 }, Infantry, true, Options{}, 5},
		{"§14 four fatigue tokens -1", func(u *Unit) { u.Fatigue = 4 }, Infantry, true, Options{}, 5},
		{"§9.1 Run -1", func(u *Unit) { u.Order = OrderRun }, Infantry, true, Options{}, 5},
		{"A-05 once: Flee adds nothing to Shaken", func(u *Unit) { u.Order, u.Morale = OrderFlee, MoraleShaken }, Infantry, true, Options{}, 3},
		{"A-05 both: Flee -3 and Shaken -3", func(u *Unit) { u.Order, u.Morale = OrderFlee, MoraleShaken }, Infantry, true, Options{A05: "both"}, 0},
		{"A-04 retreat: Flee read as Retreat sets attack to 0", func(u *Unit) { u.Order, u.Morale = OrderFlee, MoraleShaken }, Infantry, true, Options{A04: "retreat"}, 0},
		{"A-07 no: the General does not inspire its own unit", func(u *Unit) { u.General, u.Inspire = true, true }, Infantry, true, Options{}, 6},
		{"A-07 yes: it does", func(u *Unit) { u.General, u.Inspire = true, true }, Infantry, true, Options{A07: "yes"}, 8},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u := base
			c.edit(&u)
			o := c.opt.resolved()
			v := attackValue(&u, c.vs, u.Hill, c.tgtOK, o, u.level(), u.Honor)
			if v.Final != c.want {
				t.Errorf("attack %d, want %d (factors %+v)", v.Final, c.want, v.Factors)
			}
			sum := v.Base
			zero := false
			for _, f := range v.Factors {
				sum += f.V
				zero = zero || f.Zero
				if i18n.EN.Render(f.Msg) == "" || i18n.IT.Render(f.Msg) == "" || f.Src == "" {
					t.Errorf("factor %+v lacks a label or a source", f)
				}
			}
			if !zero && sum != v.Final {
				t.Errorf("factors sum to %d, final %d", sum, v.Final)
			}
		})
	}
}

func TestFinalDefense_Section15(t *testing.T) {
	cases := []struct {
		name string
		u    Unit
		want int
	}{
		{"§9.2 Defend +1, General +1, light woods +1", Unit{Def: 1, Order: OrderDefend, Inspire: true, Terrain: TerrainLightWoods}, 4},
		{"§12.2 Shaken -2, §14 4+ fatigue -1, §13.1 river -2", Unit{Def: 3, Morale: MoraleShaken, Fatigue: 4, Terrain: TerrainRiver}, -2},
		{"§12.2 Panicked sets defense to 0", Unit{Def: 5, Morale: MoralePanicked, Order: OrderDefend}, 0},
		{"§9.6 Panic order sets defense to 0 (A-05 both)", Unit{Def: 5, Morale: MoralePanicked, Order: OrderPanic}, 0},
		{"§10.5 a rear Assault gives the attacker +2 defense", Unit{Def: 1, Order: OrderAssault, Dir: DirRear, Cmdr: true}, 3},
		{"§9.6 Retreat +1", Unit{Def: 1, Order: OrderRetreat}, 2},
		{"§13.1 dense woods +2", Unit{Def: 0, Terrain: TerrainDenseWoods}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := Options{A05: "both"}.resolved()
			if got := defenseValue(&c.u, o, c.u.level(), true).Final; got != c.want {
				t.Errorf("defense %d, want %d", got, c.want)
			}
		})
	}
}

// A negative defense absorbs nothing (§15: values below 0 behave as 0).
func TestNegativeDefenseAbsorbsNothing_Section15(t *testing.T) {
	in := AttackInput{Attackers: []Unit{{Kind: Infantry, Models: 2, AttInf: 10}},
		Target: Unit{Kind: Infantry, Models: 3, Def: 1, Terrain: TerrainRiver}}
	r, err := Attack(in)
	if err != nil {
		t.Fatal(err)
	}
	wantDist(t, "cas", r.Target.Cas.P, r.Target.Hits.P)
}

func TestFortitude_Section12_1(t *testing.T) {
	cases := []struct {
		name string
		u    Unit
		opt  Options
		want int
	}{
		{"every modifier: 10 +3 cmdr +4 General +2 Honor -2 dishonor +1 Defend +1 village -1 Hesitant -1 fatigue -2 lost",
			Unit{Fort: 10, Cmdr: true, Inspire: true, Honor: true, Dishonor: true, Order: OrderDefend, Terrain: TerrainVillage,
				Morale: MoraleHesitant, Fatigue: 2, Lost: 2}, Options{}, 15},
		{"§5 the General's unit always has a commander", Unit{Fort: 10, General: true}, Options{}, 13},
		{"§12.2 Panicked -3", Unit{Fort: 10, Morale: MoralePanicked}, Options{}, 7},
		{"§10.5 a flank Assault gives the attacker +1", Unit{Fort: 10, Order: OrderAssault, Dir: DirFlank, Cmdr: true}, Options{}, 14},
		{"§14 four fatigue tokens -2", Unit{Fort: 10, Fatigue: 5}, Options{}, 8},
		{"A-14 -1: All-Around Defense -1", Unit{Fort: 10, Order: OrderAllAround}, Options{}, 9},
		{"A-14 0: no modifier", Unit{Fort: 10, Order: OrderAllAround}, Options{A14: "0"}, 10},
		{"§13.1 river -2", Unit{Fort: 10, Terrain: TerrainRiver}, Options{}, 8},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := c.opt.resolved()
			got := fortitudeValue(&c.u, o, c.u.level(), c.u.Honor, c.u.hasCmdr(), c.u.Dishonor, true).Final
			if got != c.want {
				t.Errorf("fortitude %d, want %d", got, c.want)
			}
		})
	}
}

func TestFirepower_Section15(t *testing.T) {
	mounted := Unit{Kind: Cavalry, Models: 2, Dice: 2, Cmdr: true, Mode: ModeRanged, Order: OrderMoveFire, Chart: "x 5 4 3 2 2", Range: 3}
	cases := []struct {
		name string
		edit func(*Unit)
		opt  Options
		want int
	}{
		{"§11 chart value at range 3", func(u *Unit) { u.Order = OrderFire }, Options{}, 4},
		{"§9.4 Move and Fire -2", func(u *Unit) {}, Options{}, 2},
		{"§13.1 bridge -2, §14 4+ fatigue -2", func(u *Unit) { u.Order, u.Terrain, u.Fatigue = OrderFire, TerrainBridge, 4 }, Options{}, 0},
		{"A-08 no: Honor, General and morale leave firepower alone", func(u *Unit) {
			u.Order, u.Honor, u.Inspire, u.Morale = OrderFire, true, true, MoraleHesitant
		}, Options{}, 4},
		{"A-08 yes: +1 Honor +2 General -2 Hesitant", func(u *Unit) {
			u.Order, u.Honor, u.Inspire, u.Morale = OrderFire, true, true, MoraleShaken
		}, Options{A08: "yes"}, 4},
		{"A-08 yes: Panicked sets firepower to 0", func(u *Unit) { u.Order, u.Morale = OrderFire, MoralePanicked }, Options{A08: "yes"}, 0},
		{"§9.2 Fire and Retreat changes attack, not firepower", func(u *Unit) { u.Order, u.Range = OrderFireRetreat, 2 }, Options{}, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u := mounted
			c.edit(&u)
			o := c.opt.resolved()
			if got := firepowerValue(&u, o, u.level(), u.Honor).Final; got != c.want {
				t.Errorf("firepower %d, want %d", got, c.want)
			}
		})
	}
}

// cavalry's ranged dice per model are the card's (default) or 1.
func TestRangedDiceOfCavalry_A10(t *testing.T) {
	u := Unit{Kind: Cavalry, Models: 3, Dice: 3, Cmdr: true, Mode: ModeRanged, Order: OrderFire, FP: 6, Range: 1}
	tg := Unit{Kind: Infantry, Models: 6, Def: 1}
	for _, c := range []struct {
		a10  string
		dice int
	}{{"", 9}, {"card", 9}, {"one", 3}} {
		r, err := Attack(AttackInput{Attackers: []Unit{u}, Target: tg, Options: Options{A10: c.a10}})
		if err != nil {
			t.Fatal(err)
		}
		if r.Strikes[0].Dice != c.dice {
			t.Errorf("A-10 %q: %d dice, want %d", c.a10, r.Strikes[0].Dice, c.dice)
		}
	}
}

// the test when the own General is destroyed is at -2 in total, or
// -2 on top of the permanent -2.
func TestGeneralDestroyedTest_A06(t *testing.T) {
	u := Unit{Models: 4, Fort: 10, Dishonor: true}
	for _, c := range []struct {
		a06  string
		want int
	}{{"", 8}, {"2", 8}, {"4", 6}} {
		r, err := Fortitude(FortitudeInput{Unit: u, Test: TestGeneral, Options: Options{A06: c.a06}})
		if err != nil {
			t.Fatal(err)
		}
		if r.Lines[0].Value != c.want {
			t.Errorf("A-06 %q: tested at %d, want %d", c.a06, r.Lines[0].Value, c.want)
		}
		wantP(t, "pass", r.Pass, float64(c.want)/20)
		wantP(t, "hesitant", r.After[lvHesitant].P, 1-float64(c.want)/20)
	}
}

// Retreat without a commander is allowed by default.
func TestRetreatWithoutCommander_A09(t *testing.T) {
	in := AttackInput{Attackers: []Unit{{Kind: Infantry, Models: 3, AttInf: 5}},
		Target: Unit{Kind: Infantry, Models: 3, Order: OrderRetreat, Def: 1}}
	if _, err := Attack(in); err != nil {
		t.Errorf("A-09 allow: %v", err)
	}
	in.Options.A09 = "forbid"
	if _, err := Attack(in); err == nil {
		t.Error("A-09 forbid: Retreat without a commander accepted")
	}
}

// C-01: one test per step or one per attack change the odds of losing
// morale when two attackers both cause casualties.
func TestTestsPerStepOrPerAttack_C01(t *testing.T) {
	in := AttackInput{Attackers: []Unit{{Kind: Infantry, Models: 3, AttInf: 12}, {Kind: Infantry, Models: 3, AttInf: 12}},
		Target: Unit{Kind: Infantry, Models: 6, Fort: 10}}
	step, err := Attack(in)
	if err != nil {
		t.Fatal(err)
	}
	in.Options.C01 = "attack"
	each, err := Attack(in)
	if err != nil {
		t.Fatal(err)
	}
	wantDist(t, "casualties do not depend on C-01", each.Target.Cas.P, step.Target.Cas.P)
	if each.Target.After[lvShaken].P <= 0 || step.Target.After[lvShaken].P != 0 {
		t.Errorf("Shaken after: per attack %v (want > 0), per step %v (want 0: one test)",
			each.Target.After[lvShaken].P, step.Target.After[lvShaken].P)
	}
}

// A Panicked unit failing a pre-melee test surrenders before the melee, so
// it takes no casualties; the winners gain Honor (§12.2, §12.5).
func TestPanickedFailsFlankTestAndSurrenders_Section12_2(t *testing.T) {
	in := AttackInput{
		Attackers: []Unit{{Kind: Infantry, Models: 3, AttInf: 10, Order: OrderAssault, Cmdr: true, Dir: DirFlank}},
		Target:    Unit{Kind: Infantry, Models: 3, Fort: 10, Morale: MoralePanicked},
	}
	r, err := Attack(in)
	if err != nil {
		t.Fatal(err)
	}
	// Test at 10 - 3 Panicked - 3 flank = 4: fails with 16/20.
	m := r.Target.Morale
	if m.PreTests[0].Value != 4 {
		t.Fatalf("flank test at %d, want 4", m.PreTests[0].Value)
	}
	wantP(t, "pre-melee failure", m.PreFailed, 0.8)
	wantP(t, "no casualties if it surrendered", r.Target.Cas.P[0], 0.8+0.2*r.Strikes[0].Hits.P[0])
	wantP(t, "honor gained", r.Target.HonorGain, r.Target.Removed)
}

// The engine's fortitude table adds Honor and commander to one value per
// level; it must equal fortitudeValue for every combination (§12.1).
func TestVictimFortitudeTable(t *testing.T) {
	for _, u := range []Unit{
		{Models: 4, Fort: 10, Cmdr: true, Inspire: true, Order: OrderAllAround, Terrain: TerrainFord, Fatigue: 5, Lost: 1},
		{Models: 3, Fort: 7, General: true, Dishonor: true, Order: OrderAssault, Dir: DirRear},
	} {
		o := Options{}.resolved()
		v := newVictim(&u, o, true, u.Dishonor)
		for l := range nLevels {
			for h := range 2 {
				for c := range 2 {
					want := fortitudeValue(&u, o, l, h == 1, c == 1 || u.General, u.Dishonor, true).Final
					if v.fort[l][h][c] != want {
						t.Errorf("level %d honor %d cmdr %d: %d, want %d", l, h, c, v.fort[l][h][c], want)
					}
				}
			}
		}
	}
}

// The in-place binomial gives exactly tables.Binomial.
func TestBinomialMatchesTables(t *testing.T) {
	for n := range 40 {
		for _, p := range []float64{0, 0.05, 0.35, 0.5, 0.95, 1} {
			a, b := binomial(n, p), tables.Binomial(n, p)
			for k := range a {
				if a[k] != b[k] {
					t.Fatalf("n=%d p=%v k=%d: %v vs %v", n, p, k, a[k], b[k])
				}
			}
		}
	}
}

// §10.4, §19 item 10, A-10: a card that prints the ranged dice per model
// decides a ranged attack's dice; A-10 only fills in when the card does
// not give them, and melee keeps the melee dice.
func TestRangedDiceFromTheCard_A10(t *testing.T) {
	cav := Unit{Kind: Cavalry, Models: 3, Dice: 3, FireDice: 1, Cmdr: true, Mode: ModeRanged, Order: OrderFire,
		Chart: "x 5 4 3", Range: 2}
	tg := Unit{Kind: Infantry, Models: 6}
	cases := []struct {
		name string
		edit func(*Unit)
		a10  string
		dice int
	}{
		{"card's ranged dice 1, A-10 default", func(u *Unit) {}, "", 3},
		{"card's ranged dice 1, A-10 card", func(u *Unit) {}, "card", 3},
		{"card's ranged dice 1, A-10 one", func(u *Unit) {}, "one", 3},
		{"card's ranged dice 2 win over A-10 one", func(u *Unit) { u.FireDice = 2 }, "one", 6},
		{"no ranged dice on the card: A-10 card", func(u *Unit) { u.FireDice = 0 }, "", 9},
		{"no ranged dice on the card: A-10 one", func(u *Unit) { u.FireDice = 0 }, "one", 3},
		{"melee dice unknown, ranged dice given", func(u *Unit) { u.Dice = 0 }, "", 3},
		{"melee rolls the melee dice", func(u *Unit) { u.Mode, u.Order, u.AttInf = ModeMelee, OrderAssault, 8 }, "", 9},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u := cav
			c.edit(&u)
			r, err := Attack(AttackInput{Attackers: []Unit{u}, Target: tg, Options: Options{A10: c.a10}})
			if err != nil {
				t.Fatal(err)
			}
			if r.Strikes[0].Dice != c.dice {
				t.Errorf("%d dice, want %d", r.Strikes[0].Dice, c.dice)
			}
		})
	}
}

// §13.1 (seed L652-L658, L664): the river casualty test is taken on
// entering a river hex, so the river's -2 fortitude counts in the test
// after the drownings; a ford has no casualty test, nor a bridge, which is
// not a river hex. 6 models at fortitude 10: the test after c drowned is
// at 8 - c, so P(pass) = (6·7 + 15·6 + 20·5 + 15·4 + 6·3) / (64·20) =
// 310/1280.
func TestRiverCasualtyTestInTheRiver_Section13_1(t *testing.T) {
	in := FortitudeInput{Unit: Unit{Kind: Infantry, Models: 6, Fort: 10}, Test: TestRiver}
	implied, err := Fortitude(in)
	if err != nil {
		t.Fatal(err)
	}
	in.Terrain = TerrainRiver
	explicit, err := Fortitude(in)
	if err != nil {
		t.Fatal(err)
	}
	for name, r := range map[string]*FortitudeResult{"terrain left empty": implied, "terrain river": explicit} {
		if r.Fort.Final != 8 {
			t.Errorf("%s: fortitude %d, want 10 - 2 river = 8", name, r.Fort.Final)
		}
		if math.Abs(r.Pass-310.0/1280) > 1e-12 {
			t.Errorf("%s: pass %v, want 310/1280", name, r.Pass)
		}
	}
	for _, tr := range []string{TerrainFord, TerrainBridge, TerrainLightWoods, TerrainVillage} {
		in.Terrain = tr
		_, err := Fortitude(in)
		wantProblem(t, err, "terrain")
	}
}
