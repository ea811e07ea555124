package artoftactic

import (
	"slices"
	"testing"

	"sengoku/tables"
)

func wantProblem(t *testing.T, err error, field string) {
	t.Helper()
	if err == nil {
		t.Fatalf("accepted; want a problem on %s", field)
	}
	v, ok := tables.AsValidation(err)
	if !ok {
		t.Fatalf("error %T is not a *tables.ValidationError: %v", err, err)
	}
	for _, p := range v.Problems {
		if p.English() == "" || p.Italian() == "" || p.English() == p.Italian() {
			t.Errorf("problem %+v is not in both languages", p)
		}
	}
	if !slices.Contains(v.Fields(), field) {
		t.Errorf("problems on %v, want one on %s (%v)", v.Fields(), field, err)
	}
}

func TestAttackValidation_RefusesAbsurdAndIllegalInput(t *testing.T) {
	ok := func() AttackInput {
		return AttackInput{Attackers: []Unit{{Kind: Infantry, Models: 6, AttInf: 4, Cmdr: true}},
			Target: Unit{Kind: Infantry, Models: 6, Def: 1}}
	}
	if _, err := Attack(ok()); err != nil {
		t.Fatalf("valid input refused: %v", err)
	}
	cases := []struct {
		name  string
		edit  func(*AttackInput)
		field string
	}{
		{"1000 models", func(in *AttackInput) { in.Attackers[0].Models = 1000 }, "att[0].models"},
		{"no models", func(in *AttackInput) { in.Target.Models = 0 }, "tgt.models"},
		{"negative defense", func(in *AttackInput) { in.Target.Def = -1 }, "tgt.def"},
		{"negative hits absorbed", func(in *AttackInput) { in.Target.Used = -3 }, "tgt.used"},
		{"unknown unit kind", func(in *AttackInput) { in.Attackers[0].Kind = "elephant" }, "att[0].kind"},
		{"missing target kind", func(in *AttackInput) { in.Target.Kind = "" }, "tgt.kind"},
		{"attack value 99", func(in *AttackInput) { in.Attackers[0].AttInf = 99 }, "att[0].atti"},
		{"§10.4 infantry rolls 1 die per model", func(in *AttackInput) { in.Attackers[0].Dice = 3 }, "att[0].dice"},
		{"cavalry without dice per model", func(in *AttackInput) { in.Attackers[0].Kind = Cavalry }, "att[0].dice"},
		{"unknown order", func(in *AttackInput) { in.Attackers[0].Order = "charge" }, "att[0].order"},
		{"§9.2 cavalry cannot Defend", func(in *AttackInput) { in.Target.Kind, in.Target.Order = Cavalry, OrderDefend }, "tgt.order"},
		{"§5 Assault needs a commander", func(in *AttackInput) {
			in.Attackers[0].Cmdr, in.Attackers[0].Order = false, OrderAssault
		}, "att[0].order"},
		{"§14 no Assault with 4 fatigue tokens", func(in *AttackInput) {
			in.Attackers[0].Order, in.Attackers[0].Fatigue = OrderAssault, 4
		}, "att[0].order"},
		{"§14 only Rest with 6 fatigue tokens", func(in *AttackInput) {
			in.Target.Order, in.Target.Fatigue = OrderMarch, 6
		}, "tgt.order"},
		{"fatigue 50", func(in *AttackInput) { in.Target.Fatigue = 50 }, "tgt.fatigue"},
		{"§12.2 Flee only when Shaken", func(in *AttackInput) { in.Target.Order = OrderFlee }, "tgt.order"},
		{"unknown morale", func(in *AttackInput) { in.Target.Morale = "happy" }, "tgt.morale"},
		{"§13.1 no Ambush on a plain", func(in *AttackInput) { in.Attackers[0].Order = OrderAmbush }, "att[0].order"},
		{"§13.1 cavalry cannot enter dense woods", func(in *AttackInput) {
			in.Target.Kind, in.Target.Terrain = Cavalry, TerrainDenseWoods
		}, "tgt.terrain"},
		{"unknown terrain", func(in *AttackInput) { in.Target.Terrain = "lava" }, "tgt.terrain"},
		{"§13.2 no melee across a steep slope", func(in *AttackInput) { in.Attackers[0].Hill = 2 }, "att[0].hill"},
		{"unknown direction", func(in *AttackInput) { in.Attackers[0].Dir = "above" }, "att[0].dir"},
		{"unknown mode", func(in *AttackInput) { in.Attackers[0].Mode = "magic" }, "att[0].mode"},
		{"§5 no ranged attack without a commander", func(in *AttackInput) {
			a := &in.Attackers[0]
			a.Cmdr, a.Mode, a.Order, a.FP, a.Range = false, ModeRanged, OrderFire, 5, 2
		}, "att[0].cmdr"},
		{"§11 x on the chart at that range", func(in *AttackInput) {
			a := &in.Attackers[0]
			a.Mode, a.Order, a.Chart, a.Range = ModeRanged, OrderFire, "x 5 4 3 2 2", 1
		}, "att[0].range"},
		{"§11 beyond the chart", func(in *AttackInput) {
			a := &in.Attackers[0]
			a.Mode, a.Order, a.Chart, a.Range = ModeRanged, OrderFire, "x 5 4", 5
		}, "att[0].range"},
		{"unreadable chart", func(in *AttackInput) {
			a := &in.Attackers[0]
			a.Mode, a.Order, a.Chart, a.Range = ModeRanged, OrderFire, "x 5 banana", 2
		}, "att[0].chart"},
		{"§9 March does not fire", func(in *AttackInput) {
			a := &in.Attackers[0]
			a.Mode, a.Order, a.FP, a.Range = ModeRanged, OrderMarch, 5, 2
		}, "att[0].order"},
		{"§9.5 Ambush fires within 2 hexes", func(in *AttackInput) {
			a := &in.Attackers[0]
			a.Mode, a.Order, a.Terrain, a.FP, a.Range = ModeRanged, OrderAmbush, TerrainVillage, 5, 3
		}, "att[0].range"},
		{"§9.5 a hidden unit cannot be attacked by who enters its Defense Zone", func(in *AttackInput) {
			in.Target.Order, in.Target.Terrain, in.Target.Cmdr = OrderAmbush, TerrainVillage, true
		}, "tgt.ambout"},
		{"no attackers", func(in *AttackInput) { in.Attackers = nil }, "att"},
		{"nine attackers", func(in *AttackInput) {
			for range 8 {
				in.Attackers = append(in.Attackers, in.Attackers[0])
			}
		}, "att"},
		{"seven melee attackers", func(in *AttackInput) {
			for range 6 {
				in.Attackers = append(in.Attackers, in.Attackers[0])
			}
		}, "att"},
		{"faced attacker out of range", func(in *AttackInput) { in.Back, in.Face = true, 3 }, "face"},
		{"§10.5 the target cannot strike who flanks it", func(in *AttackInput) {
			in.Back, in.Face = true, 1
			in.Attackers[0].Order, in.Attackers[0].Dir = OrderAssault, DirFlank
		}, "face"},
		{"§10.1 the flanked unit cannot strike back", func(in *AttackInput) {
			in.Back, in.Target.Dir, in.Target.Order, in.Target.Cmdr = true, DirFlank, OrderAssault, true
		}, "tgt.dir"},
		{"striking back needs a melee attacker", func(in *AttackInput) {
			a := &in.Attackers[0]
			in.Back, a.Mode, a.Order, a.FP, a.Range = true, ModeRanged, OrderFire, 5, 2
		}, "back"},
		{"unknown option value", func(in *AttackInput) { in.A05 = "twice" }, "a05"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := ok()
			c.edit(&in)
			_, err := Attack(in)
			wantProblem(t, err, c.field)
		})
	}
}

func TestFortitudeValidation_RefusesIllegalTests(t *testing.T) {
	ok := FortitudeInput{Unit: Unit{Models: 4, Fort: 10}, Test: TestCasualties, Cas: 1}
	if _, err := Fortitude(ok); err != nil {
		t.Fatalf("valid input refused: %v", err)
	}
	cases := []struct {
		name  string
		edit  func(*FortitudeInput)
		field string
	}{
		{"unknown test", func(in *FortitudeInput) { in.Test = "courage" }, "test"},
		{"no casualties", func(in *FortitudeInput) { in.Cas = 0 }, "cas"},
		{"more casualties than models", func(in *FortitudeInput) { in.Cas = 9 }, "cas"},
		{"§12 no fortitude in the basic rules", func(in *FortitudeInput) { in.Fort = 0 }, "fort"},
		{"fortitude 500", func(in *FortitudeInput) { in.Fort = 500 }, "fort"},
		{"§6.1 Morale phase only for a shaken unit", func(in *FortitudeInput) { in.Test = TestMorale }, "morale"},
		{"§6.1 no Morale-phase test in melee", func(in *FortitudeInput) {
			in.Test, in.Morale, in.Engaged = TestMorale, MoraleShaken, true
		}, "engaged"},
		{"§9.2 All-Around Defense has no flanks", func(in *FortitudeInput) { in.Test, in.Order = TestFlank, OrderAllAround }, "order"},
		{"§9.4 collisions are between Assaults", func(in *FortitudeInput) { in.Test, in.Vs = TestCollision, 10 }, "order"},
		{"collision against fortitude 1000", func(in *FortitudeInput) {
			in.Test, in.Vs, in.Order, in.Cmdr = TestCollision, 1000, OrderAssault, true
		}, "vs"},
		{"unknown option value", func(in *FortitudeInput) { in.A06 = "6" }, "a06"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := ok
			c.edit(&in)
			_, err := Fortitude(in)
			wantProblem(t, err, c.field)
		})
	}
}

func TestOptionsValidate(t *testing.T) {
	if err := (Options{}).Validate(); err != nil {
		t.Errorf("defaults refused: %v", err)
	}
	wantProblem(t, Options{C01: "sometimes"}.Validate(), "c01")
}

// §12.2 (seed L810, L837-L839, L851-L853, L1081, L1095): a Shaken unit
// executes Flee and a Panicked one Panic, every turn and automatically;
// neither may be given another order until it recovers. "No order" stays
// possible (the Morale-phase test comes before the orders; a melee goes
// on), and A-04 "retreat" reads the forced move as the Retreat order.
func TestForcedOrdersOfShakenAndPanickedUnits_Section12_2(t *testing.T) {
	archers := Unit{Kind: Infantry, Models: 6, Cmdr: true, Mode: ModeRanged, Order: OrderFire, Chart: "x 5 4 3 2 2", Range: 2}
	spears := Unit{Kind: Infantry, Models: 6, Cmdr: true, AttInf: 4, Order: OrderAssault}
	tgt := Unit{Kind: Infantry, Models: 6, Def: 1, Fort: 10}
	refused := []struct {
		name  string
		in    AttackInput
		field string
	}{
		{"a Panicked unit cannot Fire", AttackInput{Attackers: []Unit{with(archers, func(u *Unit) { u.Morale = MoralePanicked })}, Target: tgt}, "att[0].order"},
		{"a Shaken unit cannot Fire", AttackInput{Attackers: []Unit{with(archers, func(u *Unit) { u.Morale = MoraleShaken })}, Target: tgt}, "att[0].order"},
		{"a Shaken unit cannot Assault", AttackInput{Attackers: []Unit{with(spears, func(u *Unit) { u.Morale = MoraleShaken })}, Target: tgt}, "att[0].order"},
		{"a Panicked unit cannot Assault", AttackInput{Attackers: []Unit{with(spears, func(u *Unit) { u.Morale = MoralePanicked })}, Target: tgt}, "att[0].order"},
		{"a Panicked target cannot Defend", AttackInput{Attackers: []Unit{spears},
			Target: with(tgt, func(u *Unit) { u.Morale, u.Order, u.Cmdr = MoralePanicked, OrderDefend, true })}, "tgt.order"},
		{"a Shaken target cannot Rest", AttackInput{Attackers: []Unit{spears},
			Target: with(tgt, func(u *Unit) { u.Morale, u.Order = MoraleShaken, OrderRest })}, "tgt.order"},
		{"a Shaken unit Flees, not Retreats, under A-04 flee", AttackInput{Attackers: []Unit{spears},
			Target: with(tgt, func(u *Unit) { u.Morale, u.Order, u.Cmdr = MoraleShaken, OrderRetreat, true })}, "tgt.order"},
		{"a Panicked unit Panics, not Flees", AttackInput{Attackers: []Unit{spears},
			Target: with(tgt, func(u *Unit) { u.Morale, u.Order = MoralePanicked, OrderFlee })}, "tgt.order"},
	}
	for _, c := range refused {
		t.Run(c.name, func(t *testing.T) {
			_, err := Attack(c.in)
			wantProblem(t, err, c.field)
		})
	}
	allowed := []struct {
		name string
		in   AttackInput
	}{
		{"a Hesitant unit is ordered normally", AttackInput{Attackers: []Unit{with(archers, func(u *Unit) { u.Morale = MoraleHesitant })}, Target: tgt}},
		{"a Shaken unit Flees", AttackInput{Attackers: []Unit{spears}, Target: with(tgt, func(u *Unit) { u.Morale, u.Order = MoraleShaken, OrderFlee })}},
		{"a Panicked unit Panics", AttackInput{Attackers: []Unit{spears}, Target: with(tgt, func(u *Unit) { u.Morale, u.Order = MoralePanicked, OrderPanic })}},
		{"a Shaken unit with no order", AttackInput{Attackers: []Unit{spears}, Target: with(tgt, func(u *Unit) { u.Morale = MoraleShaken })}},
		{"a Panicked unit continues a melee", AttackInput{Attackers: []Unit{with(spears, func(u *Unit) { u.Morale, u.Order = MoralePanicked, "" })}, Target: tgt}},
		{"A-04 retreat: a Shaken unit executes Retreat", AttackInput{Attackers: []Unit{spears}, Options: Options{A04: "retreat"},
			Target: with(tgt, func(u *Unit) { u.Morale, u.Order, u.Cmdr = MoraleShaken, OrderRetreat, true })}},
	}
	for _, c := range allowed {
		t.Run(c.name, func(t *testing.T) {
			if _, err := Attack(c.in); err != nil {
				t.Errorf("refused: %v", err)
			}
		})
	}
	ft := FortitudeInput{Unit: Unit{Models: 4, Fort: 10, Cmdr: true, Morale: MoraleShaken, Order: OrderMarch}, Test: TestCasualties, Cas: 1}
	_, err := Fortitude(ft)
	wantProblem(t, err, "order")
	ft.Order, ft.Test = "", TestMorale
	if _, err := Fortitude(ft); err != nil {
		t.Errorf("Morale-phase test of a Shaken unit (no order yet) refused: %v", err)
	}
}

// Every number a form can send has a documented allowed range, so an
// unreadable or absurd value can be answered with it.
func TestInputRange_EveryNumberHasOne(t *testing.T) {
	for _, name := range []string{"models", "lost", "fatigue", "atti", "attc", "dice", "fdice", "hill", "range", "fp",
		"def", "used", "fort", "cas", "vs", "face"} {
		lo, hi, ok := InputRange(name)
		if !ok || lo > hi {
			t.Errorf("%s: %d-%d %v", name, lo, hi, ok)
		}
	}
	if lo, hi, _ := InputRange("models"); lo != 1 || hi != MaxModels {
		t.Errorf("models %d-%d, want 1-%d", lo, hi, MaxModels)
	}
	if _, _, ok := InputRange("kind"); ok {
		t.Error("kind is not a number")
	}
}

func with(u Unit, f func(*Unit)) Unit { f(&u); return u }
