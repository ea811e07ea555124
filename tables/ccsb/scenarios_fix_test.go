package ccsb

import (
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
)

// The library's own rules, without the seed: numbering, who moves first,
// the unclear values, and a player's correction of them.
func TestScenarioLibraryShape(t *testing.T) {
	unclearFirst, byRoll := 0, 0
	for i, s := range Scenarios() {
		if s.Number != i+1 || s.VictoryFlags.Value < 3 || s.VictoryFlags.Value > 9 {
			t.Errorf("scenario %d: number or flags %d", s.Number, s.VictoryFlags.Value)
		}
		switch s.First.Side {
		case FirstUnclear:
			unclearFirst++
		case FirstByRoll:
			byRoll++
		}
		if s.MovesFirst(0) && s.MovesFirst(1) {
			t.Errorf("scenario %d: both armies move first", s.Number)
		}
		if (s.Campaign != nil) != (MiniCampaigns[s.Number] != 0) {
			t.Errorf("scenario %d: campaign text %v, mini-campaign %d", s.Number, s.Campaign != nil, MiniCampaigns[s.Number])
		}
		if got := i18n.EN.Render(s.Setup()); got == "" || i18n.IT.Render(s.Setup()) == got {
			t.Errorf("scenario %d: setup %q", s.Number, got)
		}
	}
	// 21 scenarios print «Muove per prima» below two columns side by
	// side; 22 and 23 decide it by a roll of 5 dice.
	if unclearFirst != 21 || byRoll != 2 {
		t.Errorf("%d unclear first moves, %d by roll; want 21 and 2", unclearFirst, byRoll)
	}
	if _, ok := ScenarioByNumber(0); ok {
		t.Error("scenario 0 found")
	}
	if _, ok := ScenarioByNumber(41); ok {
		t.Error("scenario 41 found")
	}
}

// A player corrects an unclear value for his copy; a clear value or an
// out-of-range correction is refused with the field named.
func TestScenarioFix(t *testing.T) {
	s7, _ := ScenarioByNumber(7) // first move unclear, both H&F glued
	got, err := s7.Apply(ScenarioFix{First: 1, HF: [2]int{5, 6}})
	if err != nil || got.First.Side != 1 || !got.First.Fixed || got.Sides[0].HonorFortune.Value != 5 || got.Sides[1].HonorFortune.Value != 6 || !got.Sides[1].HonorFortune.Fixed {
		t.Fatalf("fix of 7: %+v %v", got.First, err)
	}
	if s7.First.Side != FirstUnclear {
		t.Error("Apply changed the library's scenario")
	}
	s3, _ := ScenarioByNumber(3) // first move clear (Mori), Takeda's H&F clear
	cases := []struct {
		s     Scenario
		fix   ScenarioFix
		field string
	}{
		{s3, ScenarioFix{First: 1}, "first"},
		{s7, ScenarioFix{First: 2}, "first"},
		{s3, ScenarioFix{First: -1, HF: [2]int{0, 4}}, "hf1"},
		{s7, ScenarioFix{First: -1, HF: [2]int{21, 0}}, "hf0"},
		{s7, ScenarioFix{First: -1, HF: [2]int{0, -3}}, "hf1"},
	}
	for _, c := range cases {
		_, err := c.s.Apply(c.fix)
		v, ok := tables.AsValidation(err)
		if !ok || len(v.Fields()) != 1 || v.Fields()[0] != c.field {
			t.Errorf("scenario %d fix %+v: %v, want a problem with %s", c.s.Number, c.fix, err, c.field)
		}
	}
	if s, err := s3.Apply(ScenarioFix{First: -1, HF: [2]int{4, 0}}); err != nil || s.Sides[0].HonorFortune.Value != 4 {
		t.Errorf("fix of 3's glued H&F: %v", err)
	}
}

// Every unclear reason is worded in both languages.
func TestUnclearReasonsAreWorded(t *testing.T) {
	for _, r := range []string{UnclearGlued, UnclearColumn, UnclearContradiction} {
		m := Why(r, "5O0nore & Fortuna", 5)
		if m.Key == "" || i18n.EN.Render(m) == i18n.IT.Render(m) {
			t.Errorf("%s: %+v", r, m)
		}
	}
	if Why("", "", 0).Key != "" {
		t.Error("a clear value has a reason")
	}
}
