package artoftactic

import (
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// FortitudeInput is one fortitude test of a unit (§12.3), the river
// casualty test (§13.1) or an Assault-vs-Assault encounter (§9.4). The
// unit's fields and the options are inlined, so the query is flat.
type FortitudeInput struct {
	Unit
	// Test is a TestKinds id: cas, flank, rear, general, morale, pursue,
	// river or collision.
	Test string `json:"test"`
	// Cas: casualties just suffered (test "cas"); Models is the count before
	// them.
	Cas int `json:"cas"`
	// Vs: the other unit's current fortitude (test "collision").
	Vs int `json:"vs"`
	Options
}

// MaxVs bounds the other unit's fortitude in a collision.
const MaxVs = 60

// FortitudeResult is the answer of Fortitude.
type FortitudeResult struct {
	Test  string `json:"test"`
	Label        // the test's name
	// Fort is the unit's current fortitude before the test's own casualties
	// and test-only modifier, with its factors.
	Fort Value `json:"fort"`
	// Lines: the value each possible test is taken at, with the chance to
	// pass (river: one per number of drowned models).
	Lines []TestLine `json:"lines"`
	// Pass / Fail: a test is taken and passed / failed; NoTest: no test
	// (no casualties, or the unit is gone). They sum to 1.
	Pass   float64 `json:"pass"`
	Fail   float64 `json:"fail"`
	NoTest float64 `json:"noTest"`
	// After: the unit's end state. Flight: put to flight; HonorLost: the
	// Honor token absorbed a failure.
	After     []Outcome `json:"after"`
	Flight    float64   `json:"flight"`
	HonorLost float64   `json:"honorLost"`
	// Drowned: river test, models drowned (d20 of 11+ each, §13.1).
	Drowned *Distribution `json:"drowned,omitempty"`
	// Pursue: pursuit test, the unit must pursue (it failed, §12.6).
	Pursue float64 `json:"pursue"`
	// Win: collision, this unit's d20 + fortitude beats the other's, ties
	// rolled again (seed L490); Tie: one roll ties.
	Win float64 `json:"win"`
	Tie float64 `json:"tie"`
}

// Validate reports every problem of the input, in both languages.
func (in *FortitudeInput) Validate() error {
	v := &tables.ValidationError{}
	in.Options.validate(v, "")
	o := in.Options.resolved()
	u := &in.Unit
	u.validate(v, "", o, false, false, true)
	tk, ok := testKind(in.Test)
	if !ok {
		v.Add("test", "aot.unknown-test", in.Test)
		return v.Err()
	}
	if u.Fort < 1 && tk.ID != TestRiver {
		v.Add("fort", "aot.enter-unit-printed-fortitude-intermediate")
	}
	in.validateTest(v, tk)
	return v.Err()
}

// validateTest checks what test tk needs: the casualties, a unit with a
// flank or rear, a unit that tests in the Morale phase, a river hex, or
// two Assault orders.
func (in *FortitudeInput) validateTest(v *tables.ValidationError, tk TestKind) {
	u := &in.Unit
	switch tk.ID {
	case TestCasualties:
		if in.Cas < 1 || in.Cas > u.Models {
			v.Add("cas", "aot.casualties-must-between-1-models")
		}
	case TestFlank, TestRear:
		if u.Order == OrderAllAround {
			v.Add("order", "aot.unit-all-around-defense-has", rulebook.AoT.Cite(432)) // cites §9.2
		}
		if u.Order == OrderAmbush {
			v.Add("order", "aot.hidden-unit-approached-from-outside", rulebook.AoT.Cite(1049)) // cites L1049
		}
	case TestMorale:
		if l, ok := moraleIndex(u.Morale); ok && l == lvNormal {
			v.Add("morale", "aot.only-hesitant-shaken-panicked-units", rulebook.AoT.Cite(799)) // cites L799
		}
		if u.Engaged {
			v.Add("engaged", "aot.units-engaged-melee-take-no", rulebook.AoT.Cite(949)) // cites L949
		}
	case TestRiver:
		// The test is taken on entering a river hex (seed L654); a ford is
		// crossed with none (L664), and a bridge is not a river hex.
		switch u.Terrain {
		case "", TerrainRiver:
		case TerrainFord:
			v.Add("terrain", "aot.no-casualty-test-at-ford", rulebook.AoT.Cite(1125, 664)) // cites §13.1, L664
		case TerrainBridge:
			v.Add("terrain", "aot.no-casualty-test-bridge-test", rulebook.AoT.Cite(1125, 654)) // cites §13.1, L654
		default:
			v.Add("terrain", "aot.river-casualty-test-taken-entering", rulebook.AoT.Cite(654)) // cites L654
		}
	case TestCollision:
		if in.Vs < -MaxVs || in.Vs > MaxVs {
			v.Add("vs", "aot.other-unit-fortitude-must-between", MaxVs, MaxVs)
		}
		if u.Order != OrderAssault {
			v.Add("order", "aot.only-two-units-with-assault", rulebook.AoT.Cite(490)) // cites L490
		}
	}
}

// Fortitude computes one fortitude test with every modifier and the chance
// of each morale level afterwards (§12), the river casualty test followed by
// its fortitude test (§13.1), or an Assault-vs-Assault encounter (§9.4).
func Fortitude(in FortitudeInput) (*FortitudeResult, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	o := in.Options.resolved()
	u := in.Unit
	tk, _ := testKind(in.Test)
	if tk.ID == TestRiver {
		// The unit stands in the river hex it entered: the river's
		// modifiers count in the fortitude test after the drownings
		// (§13.1, seed L654, L1145-L1148).
		u.Terrain = TerrainRiver
	}
	dishonor := u.Dishonor
	if tk.ID == TestGeneral {
		// The immediate test replaces the permanent -2 under A-06 "2".
		dishonor = o.A06 == "4"
	}
	r := &FortitudeResult{Test: tk.ID, Label: tk.Label,
		Fort: fortitudeValue(&u, o, u.level(), u.Honor, u.hasCmdr(), dishonor, true)}
	if tk.ID == TestGeneral && u.Dishonor && o.A06 != "4" {
		r.Fort.Notes = append(r.Fort.Notes, lbl("aot.permanent-2-destroyed-general-not"))
	}
	f := r.Fort.Final
	switch tk.ID {
	case TestCollision:
		r.Win, r.Tie = collide(f, in.Vs)
		r.Lines = []TestLine{{Label: lbl("aot.d20-fortitude"), Value: f, P: r.Win}}
		return r, nil
	case TestMorale, TestPursue:
		r.moraleTest(tk, u.level(), f)
		return r, nil
	}

	v := newVictim(&u, o, true, dishonor)
	d := newStateDist()
	d.add(u.initial(), 1)
	g := r.testGroup(in, tk, &u, &v, o, f)
	d = v.run(d, g)
	s := v.summarise(d, u.Honor)
	if g.kind == gTests {
		r.Fail = s.preFailed
		r.Pass = 1 - s.preFailed
	} else {
		r.Fail = s.failed
		r.Pass = s.tested - s.failed
		r.NoTest = 1 - s.tested
	}
	r.Flight, r.HonorLost = s.flight, s.honorLost
	r.After = outcomes(s.levels, s.surrendered, s.destroyed)
	return r, nil
}

// moraleTest is the Morale-phase test (a pass improves morale by one
// level, seed L799) or the pursuit test (a failure forces the pursuit and
// never worsens morale, seed L970), taken at fortitude f.
func (r *FortitudeResult) moraleTest(tk TestKind, level, f int) {
	p := pLE(f)
	r.Lines = []TestLine{{Label: tk.Label, Value: f, P: p}}
	r.Pass, r.Fail = p, 1-p
	var after [nLevels]float64
	if tk.ID == TestMorale {
		after[level-1] += p
		after[level] += 1 - p
	} else {
		after[level] = 1
		r.Pursue = 1 - p
	}
	r.After = outcomes(after, 0, 0)
}

// testGroup is what the unit suffers in test tk (casualties, the river's
// drownings, or a flank, rear or General test), with the lines of the
// tests it may take at fortitude f.
func (r *FortitudeResult) testGroup(in FortitudeInput, tk TestKind, u *Unit, v *victim, o Options, f int) group {
	switch tk.ID {
	case TestCasualties:
		kind := gHits
		if u.Engaged {
			kind = gMelee
		}
		if in.Cas < u.Models {
			val := f - in.Cas
			r.Lines = []TestLine{{Cas: in.Cas, Value: val, P: pLE(val), Label: afterCas(in.Cas)}}
		}
		return group{kind: kind, strikes: []strike{{hits: tables.Point(in.Cas), direct: true}}, engaged: u.Engaged}
	case TestRiver:
		drown := binomial(u.Models, float64(Die-RiverSafe)/Die)
		dd := distribution(drown)
		r.Drowned = &dd
		if v.fortOn {
			for c := 1; c < u.Models; c++ {
				val := f - c
				r.Lines = append(r.Lines, TestLine{Cas: c, Value: val, P: pLE(val), Label: lbl("aot.drowned", c)})
			}
		}
		// The crossing unit engages only after the test (seed L654).
		return group{kind: gHits, strikes: []strike{{hits: drown, direct: true}}}
	default: // flank, rear, general
		mod := tk.Mod
		engaged := u.Engaged || tk.ID != TestGeneral
		if tk.ID == TestGeneral && o.A06 == "4" {
			r.Fort.Notes = append(r.Fort.Notes, lbl("aot.tested-at-2-top-permanent"))
		}
		r.Lines = []TestLine{{Label: tk.Label, Value: f + mod, P: pLE(f + mod)}}
		return group{kind: gTests, tests: []int{mod}, engaged: engaged}
	}
}

func outcomes(levels [nLevels]float64, surr, dest float64) []Outcome {
	out := make([]Outcome, 0, nLevels+2)
	for l, lv := range MoraleLevels {
		out = append(out, Outcome{ID: lv.ID, Label: lv.Label, P: levels[l]})
	}
	return append(out,
		Outcome{ID: "surrendered", Label: lbl("aot.routed-surrendered-removed"), P: surr},
		Outcome{ID: "destroyed", Label: lbl("aot.destroyed"), P: dest})
}

// collide is the Assault-vs-Assault encounter (seed L490): each unit rolls
// a d20 and adds its current fortitude; the higher total moves on, ties are
// rolled again. It returns P(a wins) and P(one roll ties).
func collide(fa, fb int) (win, tie float64) {
	w, t := 0, 0
	for a := 1; a <= Die; a++ {
		for b := 1; b <= Die; b++ {
			switch {
			case a+fa > b+fb:
				w++
			case a+fa == b+fb:
				t++
			}
		}
	}
	return float64(w) / float64(Die*Die-t), float64(t) / (Die * Die)
}
