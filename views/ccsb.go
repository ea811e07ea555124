package views

import (
	"strconv"

	"sengoku/tables"
	"sengoku/tables/ccsb"
)

// CCSBPage is the C&C Samurai Battles combat calculator: the input as the
// query gave it, and the result or the problems.
type CCSBPage struct {
	In       ccsb.Input
	Result   *ccsb.Result
	Problems []string
	Fields   AssistProblems
	// Share is the page's URL with the whole input (to copy and send).
	Share string
	// Fragment: the page is answered as its CalcResult fragment (htmx),
	// whose details swap out of band.
	Fragment bool
}

// CCSBLabel words an engine text in l.
func CCSBLabel(l Lang, x ccsb.Label) string { return l.Render(x) }

// ccsbUnitOpts lists the units; target adds the lone leader.
func ccsbUnitOpts(l Lang, target bool) []AssistOpt {
	var out []AssistOpt
	for _, u := range ccsb.Units() {
		if u.Code == ccsb.LoneLeader && !target {
			continue
		}
		out = append(out, AssistOpt{string(u.Code), string(u.Code) + " · " + l.Render(u.Name)})
	}
	return out
}

func ccsbTerrainOpts(l Lang, levy bool) []AssistOpt {
	var out []AssistOpt
	if levy {
		out = append(out, AssistOpt{"", l.T("ccsb.levyter.same")})
	}
	for _, t := range ccsb.Terrains() {
		out = append(out, AssistOpt{string(t.Key), l.Render(t.Name)})
	}
	return out
}

// ccsbTer is a terrain field's value, open when empty.
func ccsbTer(v string) string {
	if v == "" {
		return string(ccsb.Open)
	}
	return v
}

func ccsbLeaderOpts(l Lang) []AssistOpt {
	return []AssistOpt{{"", l.T("ccsb.leader.none")}, {"foot", l.T("ccsb.leader.foot")}, {"mounted", l.T("ccsb.leader.mounted")}}
}

// ccsbBlockOpts: full strength is the empty value (0 in the engine).
func ccsbBlockOpts(l Lang) []AssistOpt {
	return []AssistOpt{{"", l.T("ccsb.blocks.full")}, {"3", "3"}, {"2", "2"}, {"1", "1"}}
}

func ccsbBlocksValue(n int) string {
	if n <= 0 || n >= 4 {
		return ""
	}
	return strconv.Itoa(n)
}

func ccsbModeOpts(l Lang) []AssistOpt {
	return []AssistOpt{{"close", l.T("ccsb.mode.close")}, {"ranged", l.T("ccsb.mode.ranged")}}
}

func ccsbMode(in ccsb.Input) string {
	if in.Mode == "ranged" {
		return "ranged"
	}
	return "close"
}

func ccsbLevyOpts(l Lang) []AssistOpt {
	return []AssistOpt{{"0", l.T("ccsb.levy.none")}, {"2", l.T("ccsb.levy.2")}, {"3", l.T("ccsb.levy.3")}}
}

func ccsbLevyValue(n int) string {
	if n < 2 {
		return "0"
	}
	return strconv.Itoa(n)
}

// ccsbOptions are the uncertain rules as in holds them.
func ccsbOptions(in ccsb.Input, problems AssistProblems) OptionSet {
	return OptionSet{Options: ccsb.Options(), Values: in.OptionValues(), Problems: problems}
}

// ccsbChart charts d titled title.
func ccsbChart(id, title string, d tables.Dist) Chart {
	return NewCountChart(id, title, []float64(d))
}

// ccsbAtLeastOne is P(X ≥ 1).
func ccsbAtLeastOne(d tables.Dist) float64 {
	s := 0.0
	for k, p := range d {
		if k >= 1 {
			s += p
		}
	}
	return s
}

func ccsbItoa(n int) string { return strconv.Itoa(n) }
