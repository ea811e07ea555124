package artoftactic

import (
	"encoding/json"
	"math"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
)

// fz turns fuzz bytes into inputs, mostly in range and sometimes not.
type fz struct {
	b []byte
	i int
}

func (z *fz) next() int {
	if z.i >= len(z.b) {
		return 0
	}
	v := int(z.b[z.i])
	z.i++
	return v
}

func (z *fz) in(lo, hi int) int        { return lo + z.next()%(hi-lo+1) }
func (z *fz) flag() bool               { return z.next()%2 == 1 }
func (z *fz) pick(xs ...string) string { return xs[z.next()%len(xs)] }
func (z *fz) order() string {
	ids := []string{"", "", "bogus"}
	for _, o := range Orders {
		ids = append(ids, o.ID)
	}
	return z.pick(ids...)
}

func (z *fz) terrain() string {
	ids := []string{"", "", "lava"}
	for _, t := range Terrains {
		ids = append(ids, t.ID)
	}
	return z.pick(ids...)
}

func (z *fz) unit() Unit {
	return Unit{
		Kind: z.pick(Infantry, Cavalry, Infantry, ""), Models: z.in(0, 21), Lost: z.in(-1, 6),
		Cmdr: z.flag(), General: z.next()%8 == 0, CmdrAdj: z.flag(), Ninja: z.next()%6 == 0,
		Order: z.order(), Morale: z.pick("", MoraleNormal, MoraleHesitant, MoraleShaken, MoralePanicked, "x"),
		Honor: z.flag(), Inspire: z.flag(), Dishonor: z.next()%4 == 0, Terrain: z.terrain(), Fatigue: z.in(-1, 7),
		Engaged: z.flag(), Mode: z.pick("", ModeMelee, ModeRanged, "?"), AttInf: z.in(-1, 21), AttCav: z.in(-1, 21),
		Dice: z.in(0, 7), Dir: z.pick("", DirFront, DirFlank, DirRear, "up"), Hill: z.in(-2, 2), Range: z.in(0, 8),
		Chart: z.pick("", "x 5 4 3 2 2", "9 8", "x x", "a b"), FP: z.in(-1, 21), AmbOut: z.flag(),
		Def: z.in(-1, 21), Used: z.in(-1, 10), Fort: z.in(-1, 31), FireDice: z.in(-1, 7),
	}
}

// sanitize nudges u towards a legal input, so that the fuzzer also reaches
// the calculators and not only their validation.
func sanitize(u *Unit, attacker bool) {
	clamp := func(v *int, lo, hi int) { *v = min(max(*v, lo), hi) }
	if u.Kind != Cavalry {
		u.Kind = Infantry
	}
	clamp(&u.Models, 1, MaxModels)
	clamp(&u.Lost, 0, MaxModels)
	clamp(&u.Fatigue, 0, 3)
	for _, v := range []*int{&u.AttInf, &u.AttCav, &u.Def, &u.FP} {
		clamp(v, 0, MaxValue)
	}
	clamp(&u.Used, 0, MaxUsed)
	clamp(&u.Fort, 0, MaxFort)
	clamp(&u.Hill, -1, 1)
	u.Cmdr = true
	if _, ok := moraleIndex(u.Morale); !ok {
		u.Morale = ""
	}
	if _, ok := directionByID(u.Dir); !ok {
		u.Dir = ""
	}
	if t, ok := TerrainByID(u.Terrain); !ok || t.NoCavalry && u.Kind == Cavalry {
		u.Terrain = ""
	}
	if u.Kind == Infantry {
		u.Dice = 0
		clamp(&u.FireDice, 0, 1)
	} else {
		clamp(&u.Dice, 1, MaxDice)
		clamp(&u.FireDice, 0, MaxDice)
	}
	o, ok := OrderByID(u.Order)
	switch {
	case !ok, o.Who == WhoFoot && u.Kind == Cavalry, o.Who == WhoCavRanged && u.Kind == Infantry, o.Who == WhoNinja:
		u.Order = ""
	case u.Order == OrderFlee:
		u.Morale = MoraleShaken
	case u.Order == OrderPanic:
		u.Morale = MoralePanicked
	case u.Order == OrderAmbush:
		u.Terrain, u.AmbOut = TerrainVillage, true
	}
	// §12.2: Shaken and Panicked units take only their forced order.
	shaken := func() bool { l, _ := moraleIndex(u.Morale); return l >= lvShaken }
	if shaken() && u.Order != "" && u.Order != OrderFlee && u.Order != OrderPanic {
		u.Morale = MoraleHesitant
	}
	if u.Mode != ModeRanged || !attacker {
		u.Mode = ""
		return
	}
	switch u.Order {
	case OrderFire, OrderFireRetreat, OrderMoveFire, OrderDefend, OrderAmbush:
	default:
		u.Order = OrderFire
	}
	if shaken() {
		u.Morale = MoraleHesitant
	}
	if _, err := ParseChart(u.Chart); err != nil || u.Chart == "x x" {
		u.Chart = ""
	}
	clamp(&u.Range, 1, 2)
	if u.Chart == "x 5 4 3 2 2" {
		u.Range = 2
	}
}

func (z *fz) options() Options {
	return Options{A04: z.pick("", "flee", "retreat"), A05: z.pick("", "once", "both"), A06: z.pick("", "2", "4"),
		A07: z.pick("", "no", "yes"), A08: z.pick("", "no", "yes"), A09: z.pick("", "allow", "forbid"),
		A10: z.pick("", "card", "one"), A14: z.pick("", "-1", "0"), C01: z.pick("", "step", "attack", "bad")}
}

func checkDistribution(t *testing.T, name string, d Distribution, maxLen int) {
	t.Helper()
	if len(d.P) == 0 || len(d.P) > maxLen {
		t.Fatalf("%s: %d values, at most %d allowed", name, len(d.P), maxLen)
	}
	sum := 0.0
	for k, p := range d.P {
		if p < 0 || math.IsNaN(p) {
			t.Fatalf("%s[%d] = %v", name, k, p)
		}
		sum += p
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Fatalf("%s sums to %v", name, sum)
	}
	for k := range d.AtLeast {
		if d.AtLeast[k] < 0 || d.AtLeast[k] > 1 || k > 0 && d.AtLeast[k] > d.AtLeast[k-1] {
			t.Fatalf("%s at-least table %v", name, d.AtLeast)
		}
	}
	if d.Mean < -1e-12 || d.Mean > float64(len(d.P)-1)+1e-9 {
		t.Fatalf("%s mean %v out of range", name, d.Mean)
	}
}

func checkProb(t *testing.T, name string, p float64) {
	t.Helper()
	if !(p >= -1e-12 && p <= 1+1e-9) {
		t.Fatalf("%s = %v", name, p)
	}
}

func checkOutcomes(t *testing.T, name string, after []Outcome) {
	t.Helper()
	sum := 0.0
	for _, o := range after {
		checkProb(t, name+"."+o.ID, o.P)
		sum += o.P
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Fatalf("%s outcomes sum to %v", name, sum)
	}
}

func checkDamage(t *testing.T, name string, d Damage, models, dice int) {
	t.Helper()
	checkDistribution(t, name+".hits", d.Hits, dice+1)
	checkDistribution(t, name+".cas", d.Cas, models+1)
	checkDistribution(t, name+".defLeft", d.DefLeft, MaxValue+10)
	checkOutcomes(t, name+".after", d.After)
	for _, p := range []float64{d.AnyCas, d.Wiped, d.Removed, d.HonorGain} {
		checkProb(t, name, p)
	}
	if d.Wiped > d.Removed+1e-12 || d.HonorGain > d.Removed+1e-12 {
		t.Fatalf("%s: wiped %v, honor %v, removed %v", name, d.Wiped, d.HonorGain, d.Removed)
	}
	if math.Abs(d.Cas.P[len(d.Cas.P)-1]-d.Wiped) > 1e-9 && len(d.Cas.P) == models+1 {
		t.Fatalf("%s: P(all models killed) %v, wiped %v", name, d.Cas.P[len(d.Cas.P)-1], d.Wiped)
	}
	if m := d.Morale; m != nil {
		for _, p := range []float64{m.Tested, m.Passed, m.Failed, m.PreFailed, m.Flight, m.HonorLost} {
			checkProb(t, name+".morale", p)
		}
		if m.Failed > m.Tested+1e-12 {
			t.Fatalf("%s: failed %v > tested %v", name, m.Failed, m.Tested)
		}
	}
}

func mustBeValidation(t *testing.T, err error) {
	t.Helper()
	v, ok := tables.AsValidation(err)
	if !ok || len(v.Problems) == 0 {
		t.Fatalf("error is not a validation error with problems: %v", err)
	}
	for _, p := range v.Problems {
		if p.English() == "" || p.Italian() == "" {
			t.Fatalf("problem without both languages: %+v", p)
		}
	}
}

func FuzzAttack(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
	f.Add([]byte{0, 1, 6, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 9, 7, 1, 0, 0, 1, 3, 4, 0, 0, 1, 1, 0, 1, 0, 10})
	f.Add([]byte{2, 1, 4, 1, 1, 1, 0, 0, 1, 0, 1, 1, 0, 3, 0, 0, 1, 1, 8, 6, 3, 2, 2, 0, 0, 3, 5, 0, 2, 1, 0, 9, 1, 5, 3, 1, 200})
	f.Add([]byte("a long seed that reaches every field of every unit, twice over, and then some more bytes"))
	f.Add([]byte{255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255})
	f.Fuzz(func(t *testing.T, data []byte) {
		z := &fz{b: data}
		in := AttackInput{Back: z.flag(), Face: z.in(-1, 3)}
		for range z.in(0, 3) {
			in.Attackers = append(in.Attackers, z.unit())
		}
		in.Target = z.unit()
		in.Options = z.options()
		if z.flag() {
			for i := range in.Attackers {
				sanitize(&in.Attackers[i], true)
			}
			sanitize(&in.Target, false)
			in.Target.Dir, in.Face = "", 0
			if in.Options.C01 == "bad" {
				in.Options.C01 = ""
			}
		}
		r, err := Attack(in)
		if err != nil {
			mustBeValidation(t, err)
			return
		}
		// Small cases: the exact engine against the brute force.
		dice := 0
		for _, s := range r.Strikes {
			dice += s.Dice
		}
		if r.Back != nil {
			dice += r.Back.Strike.Dice
		}
		if dice <= 8 {
			checkAgainstOracle(t, in, false)
		}
		dice = 0
		for i, s := range r.Strikes {
			checkDistribution(t, "strike", s.Hits, s.Dice+1)
			checkProb(t, "p", s.Value.P)
			if s.Dice != in.Attackers[i].Models*max(1, dicePerModel(&in.Attackers[i], in.Options.resolved())) {
				t.Fatalf("strike %d rolls %d dice", i, s.Dice)
			}
			dice += s.Dice
		}
		checkDamage(t, "target", r.Target, in.Target.Models, dice)
		if in.Back {
			if r.Back == nil {
				t.Fatal("no back result")
			}
			a := in.Attackers[r.Back.Face]
			checkDamage(t, "back", r.Back.Damage, a.Models, r.Back.Strike.Dice)
		}
		if _, err := json.Marshal(r); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzFortitude(f *testing.F) {
	f.Add([]byte{0, 1, 4, 0, 1}, uint8(0), int8(2), int8(10))
	f.Add([]byte{1, 1, 6, 1, 0, 1, 1, 0, 0, 3, 2, 1, 0, 1}, uint8(6), int8(0), int8(0))
	f.Add([]byte("every field"), uint8(7), int8(1), int8(-4))
	f.Add([]byte{9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9}, uint8(2), int8(5), int8(60))
	f.Fuzz(func(t *testing.T, data []byte, test uint8, cas, vs int8) {
		z := &fz{b: data}
		kinds := append([]string{"nope"}, func() []string {
			var ids []string
			for _, k := range TestKinds {
				ids = append(ids, k.ID)
			}
			return ids
		}()...)
		in := FortitudeInput{Unit: z.unit(), Test: kinds[int(test)%len(kinds)], Cas: int(cas), Vs: int(vs), Options: z.options()}
		if z.flag() {
			sanitize(&in.Unit, false)
			in.Cas = min(max(in.Cas, 1), in.Models)
			if in.Test == TestRiver && in.Terrain != TerrainRiver {
				in.Terrain = "" // §13.1: the test is taken in a river hex
			}
		}
		r, err := Fortitude(in)
		if err != nil {
			mustBeValidation(t, err)
			return
		}
		for _, p := range []float64{r.Pass, r.Fail, r.NoTest, r.Flight, r.HonorLost, r.Pursue, r.Win, r.Tie} {
			checkProb(t, in.Test, p)
		}
		if in.Test == TestCollision {
			return
		}
		if math.Abs(r.Pass+r.Fail+r.NoTest-1) > 1e-9 {
			t.Fatalf("pass %v + fail %v + no test %v != 1", r.Pass, r.Fail, r.NoTest)
		}
		checkOutcomes(t, in.Test, r.After)
		if r.Drowned != nil {
			checkDistribution(t, "drowned", *r.Drowned, in.Models+1)
		}
		for _, l := range r.Lines {
			checkProb(t, "line", l.P)
		}
	})
}

func FuzzUnitCard(f *testing.F) {
	for _, c := range Library() {
		b, _ := json.Marshal(c)
		f.Add(b)
	}
	f.Add([]byte(`{"type":"custom","kind":"cav","dice":3,"orders":["defend","flee"],"chart":"x"}`))
	f.Add([]byte(`{"type":"archers","ranged":true,"chart":"x 5 4 3 2 2 1 1 1 1 1 1 1 1","models":-4}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var c UnitCard
		if json.Unmarshal(data, &c) != nil {
			return
		}
		if err := c.Validate(); err != nil {
			mustBeValidation(t, err)
			return
		}
		for _, o := range OrdersFor(c) {
			if o.Who == WhoForced {
				t.Fatalf("forced order %s printed", o.ID)
			}
		}
		u, _ := c.Unit()
		_ = i18n.IT.Render(c.Title())
		if c.Models != nil && u.Models != *c.Models {
			t.Fatal("models not copied")
		}
		if c.Ranged && c.FireDice != nil && u.FireDice != *c.FireDice {
			t.Fatal("ranged dice not copied")
		}
	})
}

func FuzzParseChart(f *testing.F) {
	for _, s := range []string{"x 5 4 3 2 2", "7", "x|x|3", "1,2;3", "", "x 5 4 3 2 2 1 1 1 1 1 1 1", "-1", "21", "x y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseChart(s)
		if err != nil {
			if _, ok := err.(*ChartError); !ok {
				t.Fatalf("error %T", err)
			}
			return
		}
		back, err := ParseChart(FormatChart(c))
		if err != nil || len(back) != len(c) {
			t.Fatalf("round trip of %q: %v %v", s, back, err)
		}
		for i := range c {
			if back[i] != c[i] || c[i].FP < 0 || c[i].FP > MaxValue {
				t.Fatalf("box %d: %+v vs %+v", i, c[i], back[i])
			}
		}
	})
}
