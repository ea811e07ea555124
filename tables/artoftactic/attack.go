package artoftactic

import (
	"strconv"

	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// AttackInput is one or more units attacking one target in the same turn
// (§18.1). Ranged attacks (step 2) come before melee (step 5); defense
// lowered by earlier hits is not restored within the turn (seed L334).
type AttackInput struct {
	// Attackers, in the order their hits are taken when order matters
	// (Ninja casualties, option C-01 "attack").
	Attackers []Unit `json:"att"`
	Target    Unit   `json:"tgt" query:"-"`
	// Back: simultaneous melee; the target also strikes the melee attacker it
	// faces, with the models it has when the melee begins (seed L940).
	Back bool `json:"back"`
	// Face: 1-based index of the attacker the target faces; 0 picks the
	// melee attacker in front with the highest total attack value (attack
	// value × models, §10.2), the first on a tie.
	Face int `json:"face"`
	Options
}

// Distribution is an exact distribution over 0, 1, 2, ...
type Distribution struct {
	P       []float64 `json:"p"`       // P[k]: probability of exactly k
	AtLeast []float64 `json:"atLeast"` // AtLeast[k]: probability of k or more
	Mean    float64   `json:"mean"`
}

func distribution(d tables.Dist) Distribution {
	d = d.Trim()
	return Distribution{P: []float64(d), AtLeast: d.AtLeastTable(), Mean: d.Mean()}
}

// Strike is one unit's attack.
type Strike struct {
	// Attacker is the 0-based index in AttackInput.Attackers; -1 is the
	// target striking back.
	Attacker int    `json:"attacker"`
	Mode     string `json:"mode"`
	Step     int    `json:"step"` // execution step: 2 ranged, 5 melee (§6.3)
	Dice     int    `json:"dice"`
	// Value is the final attack value (melee) or firepower (ranged), with
	// its factors; Value.P is the chance each die hits.
	Value Value        `json:"value"`
	Hits  Distribution `json:"hits"`
}

// TestLine is one fortitude test: the value tested and the chance to pass.
type TestLine struct {
	Cas int `json:"cas"` // casualties that lowered the value (0 for other tests)
	Label
	Value int     `json:"value"`
	P     float64 `json:"p"`
}

// Outcome is the chance of one end state of a unit.
type Outcome struct {
	ID string `json:"id"` // a morale level id, "destroyed" or "surrendered"
	Label
	P float64 `json:"p"`
}

// Morale is what the fortitude tests of the intermediate rules give.
type Morale struct {
	// Fort is the current fortitude before these casualties (§12.1).
	Fort Value `json:"fort"`
	// PreTests are the flank/rear tests before the melee (§10.5), each at
	// the state the unit starts from.
	PreTests []TestLine `json:"preTests,omitempty"`
	// Tests gives, for each number of casualties that leaves the unit alive,
	// the value tested and the chance to pass (one test for them, §18.2).
	Tests []TestLine `json:"tests"`
	// Tested: a casualty test is taken; Passed: taken and every one passed;
	// Failed: one was failed.
	Tested float64 `json:"tested"`
	Passed float64 `json:"passed"`
	Failed float64 `json:"failed"`
	// PreFailed: a flank/rear test was failed.
	PreFailed float64 `json:"preFailed"`
	// Flight: put to flight (§12.6); HonorLost: an Honor token absorbed a
	// failure (§12.4).
	Flight    float64 `json:"flight"`
	HonorLost float64 `json:"honorLost"`
}

// Damage is what the attacks do to one unit.
type Damage struct {
	// Hits is the total of every attack's hits (all attacks made).
	Hits Distribution `json:"hits"`
	// Cas: models killed by hits, capped at the models there were.
	Cas Distribution `json:"cas"`
	// Def is the start-of-turn defense with its factors; DefLeft the
	// defense left at the end (0 for a removed unit).
	Def     Value        `json:"def"`
	DefLeft Distribution `json:"defLeft"`
	AnyCas  float64      `json:"anyCas"` // at least one casualty
	Wiped   float64      `json:"wiped"`  // every model killed
	// Removed: wiped, or surrendered/routed (Panicked, 6+ fatigue).
	Removed float64 `json:"removed"`
	// HonorGain: the unit is removed in the melee step, so the melee
	// winners gain an Honor token (§12.5).
	HonorGain float64 `json:"honorGain"`
	// After: the unit's end state (morale level if still on the board).
	After  []Outcome `json:"after"`
	Morale *Morale   `json:"morale,omitempty"`
}

// BackResult is the target striking the attacker it faces.
type BackResult struct {
	Face   int    `json:"face"` // 0-based attacker index
	Strike Strike `json:"strike"`
	Damage Damage `json:"damage"`
}

// AttackResult is the answer of Attack.
type AttackResult struct {
	Strikes []Strike    `json:"strikes"`
	Target  Damage      `json:"target"`
	Back    *BackResult `json:"back,omitempty"`
	Notes   []Label     `json:"notes,omitempty"`
}

func attField(i int, f string) string { return "att[" + strconv.Itoa(i) + "]." + f }

// Validate reports every problem of the input, in both languages.
func (in *AttackInput) Validate() error {
	v := &tables.ValidationError{}
	o := in.Options
	o.validate(v, "")
	o = o.resolved()
	if len(in.Attackers) == 0 {
		v.Add("att", "aot.add-at-least-one-attacking")
	}
	if len(in.Attackers) > MaxAttackers {
		v.Add("att", "aot.at-most-attacking-units", MaxAttackers)
		return v.Err()
	}
	melee := 0
	for i := range in.Attackers {
		a := &in.Attackers[i]
		a.validate(v, attField(i, ""), o, true, true, false)
		if a.Mode != ModeRanged {
			melee++
		}
	}
	if melee > MaxMelee {
		v.Add("att", "aot.at-most-units-can-attack", MaxMelee)
	}
	t := &in.Target
	t.validate(v, "tgt.", o, in.Back, false, false)
	if melee > 0 && t.Order == OrderAmbush && !t.AmbOut {
		v.Add("tgt.ambout", "aot.enemy-entering-hidden-unit-defense", rulebook.AoT.Cite(532)) // cites L532
	}
	if in.Face < 0 || in.Face > len(in.Attackers) {
		v.Add("face", "aot.faced-attacker-must-0-automatic", len(in.Attackers))
	} else if in.Back {
		in.validateBack(v, melee)
	}
	return v.Err()
}

func (in *AttackInput) validateBack(v *tables.ValidationError, melee int) {
	t := &in.Target
	if melee == 0 {
		v.Add("back", "aot.target-can-strike-back-only")
		return
	}
	if d, _ := directionByID(t.Dir); d.ID != DirFront {
		v.Add("tgt.dir", "aot.unit-assaulted-its-flank-rear", rulebook.AoT.Cite(300)) // cites L300
	}
	if in.Face == 0 && t.Order != OrderAllAround {
		front := false
		for i := range in.Attackers {
			a := &in.Attackers[i]
			if d, _ := directionByID(a.Dir); a.Mode != ModeRanged && d.ID == DirFront {
				front = true
			}
		}
		if !front {
			v.Add("face", "aot.no-melee-attacker-target-front", rulebook.AoT.Cite(336)) // cites §10.5
		}
	}
	if in.Face > 0 {
		a := &in.Attackers[in.Face-1]
		if a.Mode == ModeRanged {
			v.Add("face", "aot.faced-attacker-must-melee-attacker")
		} else if d, _ := directionByID(a.Dir); d.ID != DirFront && t.Order != OrderAllAround {
			v.Add("face", "aot.target-faces-enemy-its-front", rulebook.AoT.Cite(336)) // cites §10.5
		}
	}
}

// Attack computes the exact distribution of hits and casualties that the
// attackers inflict on the target (§10, §11, §18), the fortitude tests they
// trigger and, with Back, the target's own attack on the unit it faces.
func Attack(in AttackInput) (*AttackResult, error) {
	in.Attackers = append([]Unit(nil), in.Attackers...)
	if err := in.Validate(); err != nil {
		return nil, err
	}
	o := in.Options.resolved()
	t := in.Target
	t.Mode = ModeMelee
	// No flank or rear against All-Around Defense or a hidden unit (§9.2,
	// seed L438, L1049).
	enemyOK := t.Order != OrderAllAround && t.Order != OrderAmbush
	res := &AttackResult{}
	pl := attackPlan{total: tables.Point(0)}
	for i := range in.Attackers {
		res.Strikes = append(res.Strikes, pl.add(i, &in.Attackers[i], t.Kind, enemyOK, o))
	}
	if len(pl.fire) > 0 && t.Order == OrderAmbush {
		res.Notes = append(res.Notes, lbl("aot.hidden-unit-cannot-target-ranged", rulebook.AoT.Cite(536))) // cites L536
	}
	vt := newVictim(&t, o, true, t.Dishonor)
	groups, nFire, nPre := pl.groups(o, t.Engaged)

	// afterFire: the state when the assaults arrive; beforeMelee: when the
	// melee dice are rolled, after the flank/rear tests.
	d := newStateDist()
	d.add(t.initial(), 1)
	var afterFire, beforeMelee *stateDist
	for i := 0; ; i++ {
		if i == nFire {
			afterFire = d
		}
		if i == nPre {
			beforeMelee = d
		}
		if i == len(groups) {
			break
		}
		d = vt.run(d, groups[i])
	}
	// A unit destroyed or surrendering once assaulted, before or in the
	// melee, gives Honor to the melee winners (§12.5, seed L912, L974).
	honorGain := 0.0
	if len(pl.melee) > 0 {
		honorGain = removed(d) - removed(afterFire)
	}
	res.Target = damage(&t, &vt, o, d, pl.total, honorGain, true)
	if res.Target.Morale != nil {
		moraleTests(res.Target.Morale, pl.preLines, in.Attackers, &t)
	}
	if in.Back {
		res.Back = back(&in, &t, o, beforeMelee, pl.meleeIdx)
	}
	return res, nil
}

// attackPlan gathers the attackers' strikes: the fire, the melee (with
// the attackers' indexes), the flank/rear morale tests the assaults cause
// before the melee, and the distribution of all hits.
type attackPlan struct {
	fire, melee []strike
	meleeIdx    []int
	pre         []int
	preLines    []TestLine
	total       tables.Dist
}

// add works out attacker i's strike against a target of kind tk.
func (pl *attackPlan) add(i int, a *Unit, tk string, enemyOK bool, o Options) Strike {
	if a.Mode == "" {
		a.Mode = ModeMelee
	}
	s := Strike{Attacker: i, Mode: a.Mode}
	if a.Mode == ModeRanged {
		s.Step = 2
		s.Value = firepowerValue(a, o, a.level(), a.Honor)
		if a.Dir != "" && a.Dir != DirFront || a.Hill != 0 {
			s.Value.Notes = append(s.Value.Notes, lbl("aot.flank-rear-hill-level-count", rulebook.AoT.Cite(336, 1125))) // cites §10.5, §13.1
		}
	} else {
		s.Step = 5
		s.Value = attackValue(a, tk, a.Hill, enemyOK, o, a.level(), a.Honor)
		pl.flankTest(i, a, enemyOK, &s)
	}
	s.Dice = a.Models * dicePerModel(a, o)
	hits := binomial(s.Dice, s.Value.P)
	s.Hits = distribution(hits)
	pl.total = pl.total.Convolve(hits)
	st := strike{hits: hits, ninja: a.Ninja}
	if a.Mode == ModeRanged {
		pl.fire = append(pl.fire, st)
	} else {
		pl.melee = append(pl.melee, st)
		pl.meleeIdx = append(pl.meleeIdx, i)
	}
	return s
}

// flankTest: an Assault on the flank or rear makes the target test its
// morale before the melee; otherwise the direction has no effect (§10.5).
func (pl *attackPlan) flankTest(i int, a *Unit, enemyOK bool, s *Strike) {
	d, _ := directionByID(a.Dir)
	if d.Condition == "" {
		return
	}
	if _, ok := a.dirBonus(enemyOK); ok {
		pl.pre = append(pl.pre, d.Test)
		pl.preLines = append(pl.preLines, TestLine{Label: lbl("aot.assault-by-attacker."+d.ID, i+1),
			Value: d.Test})
		return
	}
	s.Value.Notes = append(s.Value.Notes, lbl("aot.no-flank-rear-effect-only", rulebook.AoT.Cite(336))) // cites §10.5
}

// groups orders the hits as they land: the fire, the flank/rear tests,
// then the melee (C-01 "attack": each attack on its own); nFire and nPre
// are the groups before the tests and before the melee.
func (pl *attackPlan) groups(o Options, engaged bool) (groups []group, nFire, nPre int) {
	addHits := func(kind groupKind, ss []strike, engaged bool) {
		if len(ss) == 0 {
			return
		}
		if o.C01 == "attack" {
			for _, x := range ss {
				groups = append(groups, group{kind: kind, strikes: []strike{x}, engaged: engaged})
			}
			return
		}
		groups = append(groups, group{kind: kind, strikes: ss, engaged: engaged})
	}
	addHits(gHits, pl.fire, engaged)
	nFire = len(groups)
	if len(pl.pre) > 0 {
		groups = append(groups, group{kind: gTests, tests: pl.pre, engaged: true})
	}
	nPre = len(groups)
	addHits(gMelee, pl.melee, true)
	return groups, nFire, nPre
}

// moraleTests sets the flank/rear tests against the target's final
// fortitude, and notes a Ninja's casualties taking the commander first
// (rulebook l.596).
func moraleTests(m *Morale, preLines []TestLine, attackers []Unit, t *Unit) {
	for i := range preLines {
		preLines[i].Value += m.Fort.Final
		preLines[i].P = pLE(preLines[i].Value)
	}
	m.PreTests = preLines
	for _, a := range attackers {
		if a.Ninja && t.hasCmdr() && !t.General {
			m.Fort.Notes = append(m.Fort.Notes, lbl("aot.ninja-casualties-remove-commander-first", rulebook.AoT.Cite(596))) // cites L596
			break
		}
	}
}

// damage summarises the final states of u.
func damage(u *Unit, v *victim, o Options, d *stateDist, hits tables.Dist, honorGain float64, enemyOK bool) Damage {
	s := v.summarise(d, u.Honor)
	dm := Damage{
		Hits:      distribution(hits),
		Cas:       distribution(s.cas),
		Def:       defenseValue(u, o, u.level(), enemyOK),
		DefLeft:   distribution(s.defLeft),
		AnyCas:    s.cas.AtLeast(1),
		Wiped:     s.destroyed,
		Removed:   s.destroyed + s.surrendered,
		HonorGain: honorGain,
	}
	dm.After = outcomes(s.levels, s.surrendered, s.destroyed)
	if !v.fortOn {
		return dm
	}
	m := &Morale{
		Fort:      fortitudeValue(u, o, u.level(), u.Honor, u.hasCmdr(), u.Dishonor, enemyOK),
		Tested:    s.tested,
		Failed:    s.failed,
		Passed:    s.tested - s.failed,
		PreFailed: s.preFailed,
		Flight:    s.flight,
		HonorLost: s.honorLost,
		Tests:     []TestLine{},
	}
	for c := 1; c < u.Models; c++ {
		val := m.Fort.Final - c
		m.Tests = append(m.Tests, TestLine{Cas: c, Value: val, P: pLE(val), Label: afterCas(c)})
	}
	dm.Morale = m
	return dm
}

// afterCas labels a test taken after c casualties.
func afterCas(c int) Label { return lbl("aot.after-casualties", c) }

// back is the target striking the attacker it faces, with the models,
// morale and Honor it has when the melee begins: a mixture over its states
// after the ranged step and the pre-melee tests.
func back(in *AttackInput, t *Unit, o Options, before *stateDist, meleeIdx []int) *BackResult {
	face := in.Face - 1
	if face < 0 {
		face = autoFace(in, t, o, meleeIdx)
	}
	a := in.Attackers[face]
	// aEnemyOK: the faced unit's own Assault may earn flank/rear effects
	// against the target; enemyOK: the target's against the faced unit.
	aEnemyOK := t.Order != OrderAllAround && t.Order != OrderAmbush
	enemyOK := a.Order != OrderAllAround && a.Order != OrderAmbush
	dpm := dicePerModel(t, o)
	mix := tables.Dist{}
	var vals [nLevels][2]int
	for l := range nLevels {
		for h := range 2 {
			vals[l][h] = attackInto(newBuilder(true), t, a.Kind, -a.Hill, enemyOK, o, l, h == 1).Final
		}
	}
	type key struct{ n, v int }
	cache := map[key]tables.Dist{}
	for i, s := range before.keys {
		q := before.p[i]
		h := tables.Point(0)
		if s.out == onBoard {
			k := key{s.models * dpm, vals[s.level][b2i(s.honor)]}
			if c, ok := cache[k]; ok {
				h = c
			} else {
				h = binomial(k.n, pLE(k.v))
				cache[k] = h
			}
		}
		for len(mix) < len(h) {
			mix = append(mix, 0)
		}
		for k, p := range h {
			mix[k] += q * p
		}
	}
	sv := attackValue(t, a.Kind, -a.Hill, enemyOK, o, t.level(), t.Honor)
	if len(before.keys) > 1 {
		sv.Notes = append(sv.Notes, lbl("aot.hits-mix-target-possible-states"))
	}
	if t.Hill != 0 && t.Hill != -a.Hill {
		sv.Notes = append(sv.Notes, lbl("aot.hill-level-taken-from-faced"))
	}
	br := &BackResult{Face: face, Strike: Strike{Attacker: -1, Mode: ModeMelee, Step: 5,
		Dice: t.Models * dpm, Value: sv, Hits: distribution(mix)}}
	va := newVictim(&a, o, aEnemyOK, a.Dishonor)
	d := newStateDist()
	d.add(a.initial(), 1)
	d = va.run(d, group{kind: gMelee, strikes: []strike{{hits: mix, ninja: t.Ninja}}, engaged: true})
	br.Damage = damage(&a, &va, o, d, mix, removed(d), aEnemyOK)
	return br
}

// autoFace picks the melee attacker in the target's front with the highest
// total attack value, attack value × models (§10.2, seed L304-L306).
func autoFace(in *AttackInput, t *Unit, o Options, meleeIdx []int) int {
	best, bestV := -1, -1
	for _, i := range meleeIdx {
		a := &in.Attackers[i]
		if d, _ := directionByID(a.Dir); d.ID != DirFront && t.Order != OrderAllAround {
			continue
		}
		enemyOK := t.Order != OrderAllAround && t.Order != OrderAmbush
		v := max(0, attackInto(newBuilder(true), a, t.Kind, a.Hill, enemyOK, o, a.level(), a.Honor).Final) * a.Models
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best // validation guarantees one
}

// Melee is the simultaneous melee of two units: a attacks b and b strikes
// back (§10.3, §10.4).
func Melee(a, b Unit, o Options) (*AttackResult, error) {
	a.Mode = ModeMelee
	return Attack(AttackInput{Attackers: []Unit{a}, Target: b, Back: true, Face: 1, Options: o})
}
