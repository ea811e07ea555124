package ccsb

import (
	"net/url"
	"strconv"

	"sengoku/i18n"
	"sengoku/tables"
	cc "sengoku/tables/ccsb"
	"sengoku/tables/rulebook"
	"sengoku/views"
)

// ScenariosPath is the scenario library; ScenarioPath(n) one scenario.
const ScenariosPath = "/calc/ccsb/scenarios"

// ScenarioPath is the page of scenario n.
func ScenarioPath(n int) string { return ScenariosPath + "/" + strconv.Itoa(n) }

// scenariosSource cites the rulebook's scenario chapter, GLI SCENARI (seed
// l.2139).
var scenariosSource = rulebook.CCSB.Cite(2139)

// ScenarioList is the library page: the 40 scenarios.
type ScenarioList struct {
	Scenarios []cc.Scenario
	// Results are how each scenario's finished games went on this server
	// (of Club's campaign alone when Club.ID > 0); Clubs the campaigns
	// this browser takes part in, to filter by.
	Results Results
	Club    Club
	Clubs   []Club
	// Problems are a refused query's (an unknown key).
	Problems []string
}

// ScenarioForm is the scenario page's query as the player typed it: his
// corrections of the unclear values (First "" as read, "0" or "1"; HF0,
// HF1 "" as read) and, on a mini-campaign's second day, the first day's
// Victory Banners of each army (C0, C1) and the units each army has left
// (U: without a leader, L: with one; "" not counted).
type ScenarioForm struct {
	First  string `form:"first"`
	HF0    string `form:"hf0"`
	HF1    string `form:"hf1"`
	C0, C1 string `form:"-"`
	U0, L0 string `form:"-"`
	U1, L1 string `form:"-"`
}

// CarrySide is one army's carry-over roll on the page: who rolls, at whom,
// and the odds.
type CarrySide struct {
	Roller, Target int
	In             cc.CarryOverInput
	Odds           cc.CarryOver
}

// ScenarioPage is one scenario: the notes with the player's corrections
// applied (S), the notes as the seed reads them (Read), the form echoed,
// its problems, and on a second day the carry-over rolls (in the order the
// sides roll: the first day's winner first).
type ScenarioPage struct {
	S, Read  cc.Scenario
	Form     ScenarioForm
	Problems []string
	Fields   views.AssistProblems
	Carry    []CarrySide
	// FirstDay is the scenario a second day continues (0 for none);
	// SecondDay the scenario that continues a first day (0 for none).
	FirstDay, SecondDay int
	// Clubs are the campaigns this browser takes part in, to tie a new
	// game to.
	Clubs []Club
}

// Club is a campaign whose club plays: a game tied to it counts in its
// results.
type Club struct {
	ID   int64
	Name string
}

// printed reports whether the page is read in the rulebook's language: an
// English reader also sees the Italian as printed.
func printed(l views.Lang) bool { return l == i18n.IT }

// text words a catalogue key in l.

// italian is a key's Italian, as the rulebook prints it.
func italian(key string) string { return i18n.IT.T(key) }

// sideName is the army's name in l.
func sideName(l views.Lang, s cc.Scenario, i int) string { return l.T(s.Sides[i].Army) }

// firstLabel says who moves first in l.
func firstLabel(l views.Lang, s cc.Scenario) string {
	switch s.First.Side {
	case cc.FirstByRoll:
		return l.T("ccsb.scn.first.roll")
	case cc.FirstUnclear:
		return l.T("ccsb.scn.first.unclear")
	}
	return sideName(l, s, s.First.Side)
}

// why is an unclear value's reason in l.
func why(l views.Lang, reason, raw string, value int) string {
	return l.Render(cc.Why(reason, raw, value))
}

// firstOpts are the choices of the correction of who moves first.
func firstOpts(l views.Lang, s cc.Scenario) []views.AssistOpt {
	return []views.AssistOpt{{Value: "", Label: l.T("ccsb.scn.fix.as-read")},
		{Value: "0", Label: sideName(l, s, 0)}, {Value: "1", Label: sideName(l, s, 1)}}
}

// hfOpts are the choices of an Honor & Fortune correction.
func hfOpts(l views.Lang) []views.AssistOpt {
	return append([]views.AssistOpt{{Value: "", Label: l.T("ccsb.scn.fix.as-read")}}, views.AssistNums(1, 20)...)
}

// countOpts are "" (not counted) then lo..hi.
func countOpts(l views.Lang, lo, hi int) []views.AssistOpt {
	return append([]views.AssistOpt{{Value: "", Label: l.T("ccsb.scn.carry.not-counted")}}, views.AssistNums(lo, hi)...)
}

// mean is an expected count with two decimals, in l.
func mean(l views.Lang, x float64) string { return l.Fixed(x, 2) }

// distRows are a distribution's counts with their probability and the
// probability of at least that many.
type distRow struct {
	N           int
	P, AtLeast  string
	Significant bool
}

func distRows(l views.Lang, d tables.Dist) []distRow {
	out := make([]distRow, len(d))
	for i := range d {
		out[i] = distRow{N: i, P: l.Percent(d.Prob(i)), AtLeast: l.Percent(d.AtLeast(i)), Significant: d.Prob(i) >= 0.0005}
	}
	return out
}

// hasFix reports whether the scenario has a value the player may correct.
func hasFix(s cc.Scenario) bool {
	return s.First.Unclear != "" || s.Sides[0].HonorFortune.Unclear != "" || s.Sides[1].HonorFortune.Unclear != ""
}

// PrintLink is the printable sheet of the scenario with the page's
// corrections, in l.
func (vm ScenarioPage) PrintLink(l views.Lang) string {
	q := url.Values{"n": {strconv.Itoa(vm.S.Number)}, "lang": {string(l)}}
	if vm.Problems == nil {
		for k, v := range map[string]string{"first": vm.Form.First, "hf0": vm.Form.HF0, "hf1": vm.Form.HF1} {
			if v != "" {
				q.Set(k, v)
			}
		}
	}
	return "/print/ccsb/scenario.pdf?" + q.Encode()
}

// itoa is n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }

// carryValue is the echoed value of a carry-over field: kind 'c' (banners),
// 'u' (units without a leader) or 'l' (units with one) of army i.
func carryValue(f ScenarioForm, i int, kind byte) string {
	v := map[byte][2]string{'c': {f.C0, f.C1}, 'u': {f.U0, f.U1}, 'l': {f.L0, f.L1}}[kind]
	return v[i]
}

// scenarioTitle is scenario n's title in l.
func scenarioTitle(l views.Lang, n int) string {
	s, _ := cc.ScenarioByNumber(n)
	return l.T(s.Title)
}
