package artoftactic

import (
	"fmt"
	"math"
	"testing"
)

// The oracle plays the turn as a player would, one die at a time, and
// enumerates every outcome of every die. In "faces" mode each d20 has its 20
// faces; in hit/miss mode a test die has two outcomes, "≤ value" with
// probability value/20 and "> value", which is how a 12-die attack stays
// enumerable (2^12 branches instead of 20^12). Only the final values
// (attack, defense, fortitude for a given state) come from the package; the
// order of events, defense absorption, casualties, tests, morale, surrender
// and the target striking back are written out again here.

type enumRoller struct {
	faces bool
	path  []int
	n     []int
	pos   int
	w     float64 // weight of the hit/miss branches taken
	k     int     // faces rolled: their weight is 20^-k
}

// maxFaces bounds the faces rolled on one path: weights are kept as the
// exact integers 20^(maxFaces-k), so sums of many tiny leaves stay exact.
const maxFaces = 12

func (r *enumRoller) choose(n int) int {
	if r.pos < len(r.path) {
		c := r.path[r.pos]
		r.pos++
		return c
	}
	r.path = append(r.path, 0)
	r.n = append(r.n, n)
	r.pos++
	return 0
}

// face rolls a d20 over its 20 faces.
func (r *enumRoller) face() int {
	r.k++
	return r.choose(Die) + 1
}

// le rolls a d20 and reports whether it is at most v.
func (r *enumRoller) le(v int) bool {
	if r.faces {
		return r.face() <= v
	}
	p := float64(min(max(v, 0), Die)) / Die
	switch p {
	case 0:
		return false
	case 1:
		return true
	}
	if r.choose(2) == 0 {
		r.w *= p
		return true
	}
	r.w *= 1 - p
	return false
}

func (r *enumRoller) next() bool {
	for len(r.path) > 0 {
		i := len(r.path) - 1
		if r.path[i]+1 < r.n[i] {
			r.path[i]++
			return true
		}
		r.path, r.n = r.path[:i], r.n[:i]
	}
	return false
}

// enumerate calls play once per leaf of the outcome tree and rec with the
// leaf's weight times 20^maxFaces; the caller scales sums by the returned
// factor.
func enumerate(play func(r *enumRoller), rec func(w float64), faces bool) (scale float64) {
	r := &enumRoller{faces: faces}
	for {
		r.pos, r.w, r.k = 0, 1, 0
		play(r)
		if r.k > maxFaces {
			panic("oracle: too many faces to enumerate")
		}
		rec(r.w * math.Pow(Die, float64(maxFaces-r.k)))
		if !r.next() {
			return math.Pow(Die, -maxFaces)
		}
	}
}

// side is a unit in the oracle's play.
type side struct {
	u                                 Unit
	o                                 Options
	enemyOK, dishonor                 bool
	m0, used, models, level           int
	honor, cmdr                       bool
	flight, tested, failed, preFailed bool
	out                               int
	cache                             *values
}

// newSide starts u's turn; cache holds its values across the leaves of
// one enumeration.
func newSide(u Unit, o Options, enemyOK bool, cache *values) *side {
	l, _ := moraleIndex(u.Morale)
	return &side{u: u, o: o, enemyOK: enemyOK, dishonor: u.Dishonor, m0: u.Models, models: u.Models,
		used: u.Used, level: l, honor: u.Honor, cmdr: u.Cmdr || u.General, cache: cache}
}

// values caches the final values of one unit by state: the other inputs
// do not change during a turn.
type values struct {
	def  map[int]int
	fort map[[4]int]int
}

func newValues() *values { return &values{def: map[int]int{}, fort: map[[4]int]int{}} }

func (s *side) def() int {
	c := s.cache
	v, ok := c.def[s.level]
	if !ok {
		v = defenseValue(&s.u, s.o, s.level, s.enemyOK).Final
		c.def[s.level] = v
	}
	return v
}

// fort counts this turn's casualties as models lost.
func (s *side) fort() int {
	c := s.cache
	k := [4]int{s.level, b2i(s.honor), b2i(s.cmdr), s.models}
	v, ok := c.fort[k]
	if !ok {
		u := s.u
		u.Lost += s.m0 - s.models
		v = fortitudeValue(&u, s.o, s.level, s.honor, s.cmdr || u.General, s.dishonor, s.enemyOK).Final
		c.fort[k] = v
	}
	return v
}

// hit applies hits one by one: defense first, then one model each.
func (s *side) hit(n int, ninja bool) (cas int) {
	for range n {
		if s.out != onBoard {
			return
		}
		if s.used < s.def() {
			s.used++
			continue
		}
		s.models--
		cas++
		if ninja && s.cmdr && !s.u.General {
			s.cmdr = false
		}
		if s.models == 0 {
			s.out = destroyed
		}
	}
	return
}

func (s *side) test(r *enumRoller, value int, engaged, casualty bool) {
	if casualty {
		s.tested = true
	}
	if r.le(value) {
		return
	}
	if casualty {
		s.failed = true
	} else {
		s.preFailed = true
	}
	switch {
	case s.honor:
		s.honor = false
	case s.level == lvPanicked:
		s.out = surrendered
	default:
		if engaged && (s.level == lvHesitant || s.level == lvShaken) {
			s.flight = true
		}
		s.level++
	}
}

func (s *side) afterCas(r *enumRoller, cas int, melee, engaged bool) {
	if s.out != onBoard || cas == 0 {
		return
	}
	if melee && s.level == lvPanicked {
		s.out = surrendered
		return
	}
	if s.u.Fort > 0 {
		s.test(r, s.fort(), engaged, true)
	}
}

func (s *side) defLeft() int {
	if s.out != onBoard {
		return 0
	}
	return max(0, s.def()-s.used)
}

// tally accumulates named distributions and probabilities.
type tally map[string][]float64

func (t tally) add(name string, k int, w float64) {
	d := t[name]
	for len(d) <= k {
		d = append(d, 0)
	}
	d[k] += w
	t[name] = d
}

func (t tally) scale(f float64) {
	for _, d := range t {
		for i := range d {
			d[i] *= f
		}
	}
}

func (t tally) flag(name string, b bool, w float64) {
	if b {
		t.add(name, 0, w)
	} else {
		t.add(name, 0, 0)
	}
}

func (t tally) side(prefix string, s *side, honor0 bool, w float64) {
	t.add(prefix+"cas", s.m0-s.models, w)
	t.add(prefix+"defLeft", s.defLeft(), w)
	end := s.level
	switch s.out {
	case surrendered:
		end = nLevels
	case destroyed:
		end = nLevels + 1
	}
	t.add(prefix+"after", end, w)
	t.flag(prefix+"wiped", s.out == destroyed, w)
	t.flag(prefix+"removed", s.out != onBoard, w)
	t.flag(prefix+"tested", s.tested, w)
	t.flag(prefix+"failed", s.failed, w)
	t.flag(prefix+"preFailed", s.preFailed, w)
	t.flag(prefix+"flight", s.flight, w)
	t.flag(prefix+"honorLost", honor0 && !s.honor, w)
}

// oracleAttack plays in by brute force.
func oracleAttack(in AttackInput, faces bool) tally {
	o := in.Options.resolved()
	t0 := in.Target
	t0.Mode = ModeMelee
	enemyOK := t0.Order != OrderAllAround && t0.Order != OrderAmbush
	type att struct {
		u      Unit
		n, v   int
		ranged bool
		pre    int
	}
	var atts []att
	for _, a := range in.Attackers {
		if a.Mode == "" {
			a.Mode = ModeMelee
		}
		x := att{u: a, ranged: a.Mode == ModeRanged, n: a.Models * dicePerModel(&a, o)}
		if x.ranged {
			x.v = firepowerValue(&a, o, a.level(), a.Honor).Final
		} else {
			x.v = attackValue(&a, t0.Kind, a.Hill, enemyOK, o, a.level(), a.Honor).Final
			d, _ := directionByID(a.Dir)
			if _, ok := a.dirBonus(enemyOK); ok {
				x.pre = d.Test
			}
		}
		atts = append(atts, x)
	}
	face := in.Face - 1
	if in.Back && face < 0 {
		var idx []int
		for i, a := range atts {
			if !a.ranged {
				idx = append(idx, i)
			}
		}
		face = autoFace(&in, &t0, o, idx)
	}
	perAttack := o.C01 == "attack"
	res := tally{}
	tCache, fCache := newValues(), newValues()
	var t, f *side
	var hits, bHits int
	var honorGain bool
	play := func(r *enumRoller) {
		t = newSide(t0, o, true, tCache)
		hits, bHits, honorGain = 0, 0, false
		rolled := make([]int, len(atts))
		for i, a := range atts {
			for range a.n {
				if r.le(a.v) {
					rolled[i]++
				}
			}
			hits += rolled[i]
		}
		// Step 2: ranged attacks.
		cas := 0
		for i, a := range atts {
			if a.ranged {
				cas += t.hit(rolled[i], a.u.Ninja)
				if perAttack {
					t.afterCas(r, cas, false, t0.Engaged)
					cas = 0
				}
			}
		}
		t.afterCas(r, cas, false, t0.Engaged)
		// Flank and rear tests before the melee.
		goneBefore := t.out != onBoard
		for _, a := range atts {
			if a.pre != 0 && t.out == onBoard && t0.Fort > 0 {
				t.test(r, t.fort()+a.pre, true, false)
			}
		}
		// Step 5: the target strikes with what it has now.
		if in.Back {
			fa := in.Attackers[face]
			fa.Mode = ModeMelee
			f = newSide(fa, o, enemyOK, fCache)
			if t.out == onBoard {
				okF := fa.Order != OrderAllAround && fa.Order != OrderAmbush
				v := attackValue(&t.u, fa.Kind, -fa.Hill, okF, o, t.level, t.honor).Final
				for range t.models * dicePerModel(&t0, o) {
					if r.le(v) {
						bHits++
					}
				}
			}
		}
		melee := false
		cas = 0
		for i, a := range atts {
			if !a.ranged {
				melee = true
				cas += t.hit(rolled[i], a.u.Ninja)
				if perAttack {
					t.afterCas(r, cas, true, true)
					cas = 0
				}
			}
		}
		t.afterCas(r, cas, true, true)
		if melee && t.out == onBoard && t0.Fatigue >= FatigueRestOnly {
			t.out = surrendered
		}
		honorGain = melee && !goneBefore && t.out != onBoard
		if in.Back {
			c := f.hit(bHits, t0.Ninja)
			f.afterCas(r, c, true, true)
			if f.out == onBoard && f.u.Fatigue >= FatigueRestOnly {
				f.out = surrendered
			}
		}
	}
	scale := enumerate(play, func(w float64) {
		res.add("hits", hits, w)
		res.side("", t, t0.Honor, w)
		res.flag("honorGain", honorGain, w)
		if in.Back {
			res.add("b.hits", bHits, w)
			res.side("b.", f, f.u.Honor, w)
			res.flag("b.honorGain", f.out != onBoard, w)
		}
	}, faces)
	res.scale(scale)
	return res
}

func compareDist(t *testing.T, name string, got, want []float64) {
	t.Helper()
	for k := range max(len(got), len(want)) {
		var g, w float64
		if k < len(got) {
			g = got[k]
		}
		if k < len(want) {
			w = want[k]
		}
		if math.Abs(g-w) > 1e-12 {
			t.Errorf("%s[%d]: engine %.15g, oracle %.15g", name, k, g, w)
		}
	}
}

func compareDamage(t *testing.T, prefix string, d Damage, o tally) {
	t.Helper()
	compareDist(t, prefix+"hits", d.Hits.P, o[prefix+"hits"])
	compareDist(t, prefix+"cas", d.Cas.P, o[prefix+"cas"])
	compareDist(t, prefix+"defLeft", d.DefLeft.P, o[prefix+"defLeft"])
	after := make([]float64, len(d.After))
	for i, x := range d.After {
		after[i] = x.P
	}
	compareDist(t, prefix+"after", after, o[prefix+"after"])
	compareDist(t, prefix+"wiped", []float64{d.Wiped}, o[prefix+"wiped"])
	compareDist(t, prefix+"removed", []float64{d.Removed}, o[prefix+"removed"])
	compareDist(t, prefix+"honorGain", []float64{d.HonorGain}, o[prefix+"honorGain"])
	if m := d.Morale; m != nil {
		compareDist(t, prefix+"tested", []float64{m.Tested}, o[prefix+"tested"])
		compareDist(t, prefix+"failed", []float64{m.Failed}, o[prefix+"failed"])
		compareDist(t, prefix+"preFailed", []float64{m.PreFailed}, o[prefix+"preFailed"])
		compareDist(t, prefix+"flight", []float64{m.Flight}, o[prefix+"flight"])
		compareDist(t, prefix+"honorLost", []float64{m.HonorLost}, o[prefix+"honorLost"])
	}
}

func checkAgainstOracle(t *testing.T, in AttackInput, faces bool) {
	t.Helper()
	r, err := Attack(in)
	if err != nil {
		t.Fatal(err)
	}
	o := oracleAttack(in, faces)
	compareDamage(t, "", r.Target, o)
	if in.Back {
		compareDist(t, "b.strike", r.Back.Strike.Hits.P, o["b.hits"])
		compareDamage(t, "b.", r.Back.Damage, o)
	}
}

// oracleCases are small situations, each exercising a rule of the engine.
func oracleCases() []struct {
	name string
	in   AttackInput
} {
	cav := Unit{Kind: Cavalry, Models: 2, Cmdr: true, Dice: 2, AttInf: 8, AttCav: 6, Order: OrderAssault, Def: 1, Fort: 9}
	inf := Unit{Kind: Infantry, Models: 3, AttInf: 9, AttCav: 7, Def: 2, Fort: 8}
	tgt := Unit{Kind: Infantry, Models: 3, AttInf: 7, AttCav: 9, Def: 1, Fort: 9}
	with := func(u Unit, f func(*Unit)) Unit { f(&u); return u }
	return []struct {
		name string
		in   AttackInput
	}{
		{"§10.4 defense absorbs hits first", AttackInput{Attackers: []Unit{inf}, Target: with(tgt, func(u *Unit) { u.Fort = 0 })}},
		{"§10.4 several attackers, defense not restored", AttackInput{Attackers: []Unit{inf, with(inf, func(u *Unit) { u.AttInf = 5 })},
			Target: with(tgt, func(u *Unit) { u.Def = 2; u.Fort = 0 })}},
		{"§12.3 fortitude test after casualties, §12.6 put to flight", AttackInput{Attackers: []Unit{inf},
			Target: with(tgt, func(u *Unit) { u.Morale = MoraleHesitant })}},
		{"§10.5 flank and rear tests before melee", AttackInput{Attackers: []Unit{
			with(cav, func(u *Unit) { u.Dir = DirFlank; u.Models = 1 }), with(inf, func(u *Unit) { u.Dir = DirRear; u.Order = OrderAssault; u.Cmdr = true; u.Models = 2 })},
			Target: with(tgt, func(u *Unit) { u.Morale = MoraleShaken; u.Def = 3 })}},
		{"§12.2 Panicked unit surrenders on melee casualties", AttackInput{Attackers: []Unit{inf},
			Target: with(tgt, func(u *Unit) { u.Morale = MoralePanicked; u.Models = 4 })}},
		{"§12.4 Honor absorbs a failure", AttackInput{Attackers: []Unit{inf, with(cav, func(u *Unit) { u.Dir = DirFlank; u.Models = 1 })},
			Target: with(tgt, func(u *Unit) { u.Honor = true; u.Fort = 6 })}},
		{"§5 Ninja removes the commander first", AttackInput{Attackers: []Unit{with(inf, func(u *Unit) { u.Ninja = true }), inf},
			Target: with(tgt, func(u *Unit) { u.Cmdr = true; u.Def = 0; u.Fort = 5 })}},
		{"§5 the General keeps its commander", AttackInput{Attackers: []Unit{with(inf, func(u *Unit) { u.Ninja = true })},
			Target: with(tgt, func(u *Unit) { u.General = true; u.Def = 0; u.Fort = 4 })}},
		{"§6.3 ranged step before melee, then the target strikes back", AttackInput{Attackers: []Unit{
			with(inf, func(u *Unit) {
				u.Mode = ModeRanged
				u.Order = OrderFire
				u.Cmdr = true
				u.FP = 8
				u.Range = 2
				u.Models = 2
			}),
			with(inf, func(u *Unit) { u.Models = 2 })},
			Target: with(tgt, func(u *Unit) { u.Def = 0; u.Engaged = true }), Back: true}},
		{"§10.4 simultaneous melee after a flank test", AttackInput{Attackers: []Unit{
			with(inf, func(u *Unit) { u.Models = 2 }), with(cav, func(u *Unit) { u.Dir = DirFlank; u.Models = 1; u.Dice = 1 })},
			Target: with(tgt, func(u *Unit) { u.Morale = MoraleShaken; u.Fort = 12 }), Back: true}},
		{"C-01 one test after each attack", AttackInput{Attackers: []Unit{inf, with(inf, func(u *Unit) { u.Models = 2 })},
			Target: with(tgt, func(u *Unit) { u.Def = 0; u.Models = 4; u.Fort = 7 }), Options: Options{C01: "attack"}}},
		{"§14 six fatigue tokens surrender after the melee", AttackInput{Attackers: []Unit{with(inf, func(u *Unit) { u.Models = 2 })},
			Target: with(tgt, func(u *Unit) { u.Fatigue = 6; u.Order = OrderRest }), Back: true}},
		{"§15 values beyond 0-20 clamp", AttackInput{Attackers: []Unit{
			with(inf, func(u *Unit) { u.AttInf = 20; u.Honor = true; u.Models = 2 }),
			with(inf, func(u *Unit) { u.AttInf = 1; u.Morale = MoraleShaken; u.Models = 2 })},
			Target: with(tgt, func(u *Unit) { u.Fort = 25 })}},
	}
}

func TestOracle_HitMissEnumeration(t *testing.T) {
	for _, c := range oracleCases() {
		t.Run(c.name, func(t *testing.T) { checkAgainstOracle(t, c.in, false) })
	}
}

// TestOracle_AllFaces enumerates all 20 faces of every die on situations
// small enough for it, checking the "roll ≤ value" reading itself, clamping
// included.
func TestOracle_AllFaces(t *testing.T) {
	one := Unit{Kind: Infantry, Models: 1, AttInf: 20, Honor: true}
	low := Unit{Kind: Infantry, Models: 1, AttInf: 1, Morale: MoraleHesitant}
	cases := []AttackInput{
		{Attackers: []Unit{one, low}, Target: Unit{Kind: Infantry, Models: 2, Def: 0, Fort: 7}},
		{Attackers: []Unit{{Kind: Infantry, Models: 2, AttInf: 9, Order: OrderAssault, Cmdr: true, Dir: DirRear}},
			Target: Unit{Kind: Infantry, Models: 2, Def: 1, Fort: 11, Morale: MoraleHesitant}},
	}
	for i, in := range cases {
		t.Run(fmt.Sprint(i), func(t *testing.T) { checkAgainstOracle(t, in, true) })
	}
}

// The river test by enumeration of every face (§13.1: 11+ drowns), then the
// fortitude test (§12.3) of a unit standing in the river (seed L654: the
// test is taken on entering the river hex, whose -2 fortitude counts), the
// terrain left empty.
func TestOracle_RiverAllFaces(t *testing.T) {
	u := Unit{Models: 3, Fort: 6, Morale: MoraleHesitant, Honor: true}
	r, err := Fortitude(FortitudeInput{Unit: u, Test: TestRiver})
	if err != nil {
		t.Fatal(err)
	}
	inRiver := u
	inRiver.Terrain = TerrainRiver
	res := tally{}
	var s *side
	cache := newValues()
	scale := enumerate(func(rr *enumRoller) {
		s = newSide(inRiver, Options{}.resolved(), true, cache)
		cas := 0
		for range u.Models {
			if rr.face() > RiverSafe {
				cas++
			}
		}
		s.models -= cas
		if s.models == 0 {
			s.out = destroyed
		}
		s.afterCas(rr, cas, false, false)
	}, func(w float64) { res.side("", s, true, w) }, true)
	res.scale(scale)
	compareDist(t, "drowned", r.Drowned.P, res["cas"])
	after := make([]float64, len(r.After))
	for i, x := range r.After {
		after[i] = x.P
	}
	compareDist(t, "after", after, res["after"])
	compareDist(t, "fail", []float64{r.Fail}, res["failed"])
	compareDist(t, "honorLost", []float64{r.HonorLost}, res["honorLost"])
}
