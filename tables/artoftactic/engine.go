package artoftactic

import "sengoku/tables"

// The engine follows one unit through the hits, casualties and fortitude
// tests of one turn as an exact distribution over its states. Dice of one
// attack are summarised by their exact hit distribution (binomial); the
// state space (defense used, models, morale level, Honor, commander) is
// small, so every branch is kept.

const (
	onBoard = iota
	destroyed
	surrendered // routed or surrendered: removed, counts as destroyed (§12.2, §12.4, §14)
)

// tstate is the state of the unit taking hits.
type tstate struct {
	used, models int // hits absorbed by defense this turn; models left
	level        int // morale markers
	honor, cmdr  bool
	flight       bool // put to flight this turn (§12.6)
	tested       bool // took a fortitude test for casualties
	failed       bool // failed one
	preFailed    bool // failed a pre-melee (flank/rear) or other non-casualty test
	out          int
}

// key packs s into 32 bits (used < 64, models < 32, validated) for a fast
// map index.
func (s tstate) key() uint32 {
	k := uint32(s.used) | uint32(s.models)<<6 | uint32(s.level)<<11 | uint32(s.out)<<13
	for i, f := range [...]bool{s.honor, s.cmdr, s.flight, s.tested, s.failed, s.preFailed} {
		if f {
			k |= 1 << (15 + i)
		}
	}
	return k
}

// stateDist is a distribution over states kept in insertion order, so that
// sums are taken in a fixed order and results are reproducible to the bit.
type stateDist struct {
	keys []tstate
	p    []float64
	k    []uint32
	idx  map[uint32]int32 // built once there are more than smallDist states
}

const smallDist = 24

func newStateDist() *stateDist {
	return &stateDist{keys: make([]tstate, 0, smallDist), p: make([]float64, 0, smallDist), k: make([]uint32, 0, smallDist)}
}

func (d *stateDist) find(k uint32) (int, bool) {
	if d.idx != nil {
		i, ok := d.idx[k]
		return int(i), ok
	}
	for i, x := range d.k {
		if x == k {
			return i, true
		}
	}
	return 0, false
}

func (d *stateDist) add(s tstate, q float64) {
	if q == 0 {
		return
	}
	k := s.key()
	if i, ok := d.find(k); ok {
		d.p[i] += q
		return
	}
	d.keys = append(d.keys, s)
	d.p = append(d.p, q)
	d.k = append(d.k, k)
	switch {
	case d.idx != nil:
		d.idx[k] = int32(len(d.k) - 1)
	case len(d.k) > smallDist:
		d.idx = make(map[uint32]int32, 4*smallDist)
		for i, x := range d.k {
			d.idx[x] = int32(i)
		}
	}
}

// victim is what the engine needs of the unit taking hits.
type victim struct {
	m0 int // models at the start of the calculation
	// def is the start-of-turn defense at each morale level; a level change
	// during the turn takes effect at once (Shaken failing a pre-melee test
	// fights the melee Panicked, seed L839).
	def [nLevels]int
	// fort is the fortitude before this calculation's casualties, by
	// [level][honor][commander].
	fort     [nLevels][2][2]int
	general  bool // the General's unit keeps its commander while it has a model
	fortOn   bool // intermediate rules: casualties trigger fortitude tests
	fatigue6 bool // 6+ fatigue: surrenders at the end of the melee step (§14)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// fortOf is the fortitude of s: every casualty since the calculation began
// costs 1 (§12.1).
func (v *victim) fortOf(s tstate) int {
	return v.fort[s.level][b2i(s.honor)][b2i(s.cmdr)] - (v.m0 - s.models)
}

// strike is one attack's hits on the victim.
type strike struct {
	hits   tables.Dist
	ninja  bool // casualties remove the commander first (seed L596)
	direct bool // casualties that defense does not absorb (river, §13.1)
}

type groupKind int

const (
	gHits  groupKind = iota // casualties outside melee (fire, river)
	gMelee                  // melee casualties: a Panicked unit surrenders (seed L857)
	gTests                  // fortitude tests with a test-only modifier (flank, rear, General destroyed)
)

// group is a set of simultaneous events followed by the tests they cause.
type group struct {
	kind    groupKind
	strikes []strike
	tests   []int // gTests: one test per entry, with that modifier
	engaged bool  // the unit is engaged in melee (a failure puts it to flight)
}

// total is the distribution of all the group's hits, or nil when a Ninja's
// hits must be told apart.
func (g group) total() (tables.Dist, bool) {
	t := tables.Point(0)
	direct := false
	for i, st := range g.strikes {
		if st.ninja || i > 0 && st.direct != direct {
			return nil, false
		}
		direct = st.direct
		t = t.Convolve(st.hits)
	}
	return t, direct
}

type sub struct {
	used, models int
	cmdr         bool
}

type subDist struct {
	keys []sub
	p    []float64
	idx  map[uint32]int32
}

func newSubDist() *subDist { return &subDist{idx: make(map[uint32]int32, 16)} }

func (d *subDist) add(s sub, q float64) {
	if q == 0 {
		return
	}
	k := uint32(s.used) | uint32(s.models)<<6
	if s.cmdr {
		k |= 1 << 11
	}
	if i, ok := d.idx[k]; ok {
		d.p[i] += q
		return
	}
	d.idx[k] = int32(len(d.keys))
	d.keys = append(d.keys, s)
	d.p = append(d.p, q)
}

// applyTotal applies h hits, h distributed as total, to s: each hit first
// lowers the current defense, then kills a model (§10.4, seed L330-L334).
// Absorption then casualties grow with h, so equal outcomes are adjacent
// and are summed as they come.
func (v *victim) applyTotal(s tstate, total tables.Dist, direct bool, out *subDist) {
	out.keys, out.p = out.keys[:0], out.p[:0]
	dl := 0
	if !direct {
		dl = max(0, max(0, v.def[s.level])-s.used)
	}
	for h, ph := range total {
		a := min(h, dl)
		n := sub{s.used + a, s.models - min(s.models, h-a), s.cmdr}
		if last := len(out.keys) - 1; last >= 0 && out.keys[last] == n {
			out.p[last] += ph
			continue
		}
		out.keys = append(out.keys, n)
		out.p = append(out.p, ph)
	}
}

// applyStrikes applies the strikes in order to s (morale fixed), as
// applyTotal; hits are taken one attack after the other, which matters only
// for a Ninja's casualties (commander first).
func (v *victim) applyStrikes(s tstate, strikes []strike) *subDist {
	cur := newSubDist()
	cur.add(sub{s.used, s.models, s.cmdr}, 1)
	def := max(0, v.def[s.level])
	for _, st := range strikes {
		next := newSubDist()
		for i, k := range cur.keys {
			q := cur.p[i]
			for h, ph := range st.hits {
				if ph == 0 {
					continue
				}
				n := k
				absorbed := 0
				if !st.direct {
					absorbed = min(h, max(0, def-k.used))
				}
				kill := min(k.models, h-absorbed)
				n.used += absorbed
				n.models -= kill
				if kill > 0 && st.ninja && !v.general {
					n.cmdr = false
				}
				next.add(n, q*ph)
			}
		}
		cur = next
	}
	return cur
}

// fail applies a failed fortitude test (§12.4): an Honor token is lost
// instead of anything else; otherwise morale drops a level, a Panicked unit
// routs or surrenders, and a Hesitant or Shaken unit in melee is put to
// flight (§12.6).
func fail(s tstate, engaged bool) tstate {
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
	return s
}

// test adds s after a fortitude test at value to out, weighted q.
func (v *victim) test(out *stateDist, s tstate, value int, engaged, casualty bool, q float64) {
	p := pLE(value)
	if casualty {
		s.tested = true
	}
	out.add(s, q*p)
	f := fail(s, engaged)
	if casualty {
		f.failed = true
	} else {
		f.preFailed = true
	}
	out.add(f, q*(1-p))
}

func (v *victim) run(d *stateDist, g group) *stateDist {
	if g.kind == gTests {
		for _, t := range g.tests {
			next := newStateDist()
			for i, s := range d.keys {
				if s.out != onBoard || !v.fortOn {
					next.add(s, d.p[i])
					continue
				}
				v.test(next, s, v.fortOf(s)+t, g.engaged, false, d.p[i])
			}
			d = next
		}
		return d
	}
	out := newStateDist()
	total, direct := g.total()
	buf := &subDist{keys: make([]sub, 0, 2*MaxModels), p: make([]float64, 0, 2*MaxModels)}
	for i, s := range d.keys {
		q := d.p[i]
		if s.out != onBoard {
			out.add(s, q)
			continue
		}
		sd := buf
		if total != nil {
			v.applyTotal(s, total, direct, buf)
		} else {
			sd = v.applyStrikes(s, g.strikes)
		}
		for j, k := range sd.keys {
			n := s
			n.used, n.models, n.cmdr = k.used, k.models, k.cmdr
			v.afterCasualties(out, n, s.models-k.models, g, q*sd.p[j])
		}
	}
	if g.kind == gMelee && v.fatigue6 {
		end := newStateDist()
		for i, s := range out.keys {
			if s.out == onBoard {
				s.out = surrendered
			}
			end.add(s, out.p[i])
		}
		out = end
	}
	return out
}

// afterCasualties resolves what cas casualties lead to (§12.2-§12.4): the
// unit is destroyed with no model left; a Panicked unit losing models in
// melee surrenders without a test; otherwise it tests its fortitude,
// already lowered by 1 per casualty.
func (v *victim) afterCasualties(out *stateDist, s tstate, cas int, g group, q float64) {
	switch {
	case s.models == 0:
		s.out = destroyed
		out.add(s, q)
	case cas == 0:
		out.add(s, q)
	case g.kind == gMelee && s.level == lvPanicked:
		s.out = surrendered
		out.add(s, q)
	case !v.fortOn:
		out.add(s, q)
	default:
		v.test(out, s, v.fortOf(s), g.engaged, true, q)
	}
}

// summary is what the results report about the final states.
type summary struct {
	cas, defLeft              tables.Dist
	levels                    [nLevels]float64
	destroyed, surrendered    float64
	honorLost, flight         float64
	tested, failed, preFailed float64
}

func (v *victim) summarise(d *stateDist, honor0 bool) summary {
	s := summary{cas: make(tables.Dist, v.m0+1)}
	maxDef := 0
	for _, x := range v.def {
		maxDef = max(maxDef, x)
	}
	s.defLeft = make(tables.Dist, maxDef+1)
	for i, st := range d.keys {
		q := d.p[i]
		s.cas[v.m0-st.models] += q
		switch st.out {
		case onBoard:
			s.levels[st.level] += q
			s.defLeft[max(0, v.def[st.level]-st.used)] += q
		case destroyed:
			s.destroyed += q
			s.defLeft[0] += q
		default:
			s.surrendered += q
			s.defLeft[0] += q
		}
		if honor0 && !st.honor {
			s.honorLost += q
		}
		if st.flight {
			s.flight += q
		}
		if st.tested {
			s.tested += q
		}
		if st.failed {
			s.failed += q
		}
		if st.preFailed {
			s.preFailed += q
		}
	}
	return s
}

// binomial is the number of hits of n dice hitting with probability p each,
// built in place as tables.Binomial is (the same sums in the same order).
func binomial(n int, p float64) tables.Dist {
	d := make(tables.Dist, n+1)
	d[0] = 1
	for i := 1; i <= n; i++ {
		for k := i; k >= 1; k-- {
			d[k] = d[k]*(1-p) + d[k-1]*p
		}
		d[0] *= 1 - p
	}
	return d
}

func removed(d *stateDist) float64 {
	r := 0.0
	for i, s := range d.keys {
		if s.out != onBoard {
			r += d.p[i]
		}
	}
	return r
}

// newVictim prepares u (already validated) as the unit taking hits.
// enemyOK tells whether u's own Assault earns flank/rear bonuses;
// dishonor whether the permanent "General destroyed" -2 counts.
func newVictim(u *Unit, o Options, enemyOK, dishonor bool) victim {
	v := victim{m0: u.Models, general: u.General, fortOn: u.Fort > 0, fatigue6: u.Fatigue >= FatigueRestOnly}
	// Honor and commander only add to fortitude (§12.1), so one value per
	// level is enough; TestVictimFortitudeTable checks this against
	// fortitudeValue.
	honor, cmdr := cond(CondHonor).Fort.V, cond(CondCommander).Fort.V
	for l := range nLevels {
		v.def[l] = defenseInto(newBuilder(true), u, o, l, enemyOK).Final
		f := fortitudeInto(newBuilder(true), u, o, l, false, u.General, dishonor, enemyOK).Final
		for h := range 2 {
			for c := range 2 {
				v.fort[l][h][c] = f + h*honor
				if c == 1 && !u.General {
					v.fort[l][h][c] += cmdr
				}
			}
		}
	}
	return v
}

func (u *Unit) initial() tstate {
	return tstate{used: u.Used, models: u.Models, level: u.level(), honor: u.Honor, cmdr: u.hasCmdr()}
}
