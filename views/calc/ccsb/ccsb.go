package ccsb

import (
	"strconv"

	"sengoku/tables"
	cc "sengoku/tables/ccsb"
	"sengoku/views"
)

// CalcPage is the C&C Samurai Battles combat calculator: the input as the
// query gave it, and the result or the problems.
type CalcPage struct {
	In       cc.Input
	Result   *cc.Result
	Problems []string
	Fields   views.AssistProblems
	// Share is the page's URL with the whole input (to copy and send).
	Share string
	// Fragment: the page is answered as its views.CalcResult fragment (htmx),
	// whose details swap out of band.
	Fragment bool
}

// label words an engine text in l.
func label(l views.Lang, x cc.Label) string { return l.Render(x) }

// ccsbUnitOpts lists the units; target adds the lone leader.
func ccsbUnitOpts(l views.Lang, target bool) []views.AssistOpt {
	var out []views.AssistOpt
	for _, u := range cc.Units() {
		if u.Code == cc.LoneLeader && !target {
			continue
		}
		out = append(out, views.AssistOpt{Value: string(u.Code), Label: string(u.Code) + " · " + l.Render(u.Name)})
	}
	return out
}

func ccsbTerrainOpts(l views.Lang, levy bool) []views.AssistOpt {
	var out []views.AssistOpt
	if levy {
		out = append(out, views.AssistOpt{Value: "", Label: l.T("ccsb.levyter.same")})
	}
	for _, t := range cc.Terrains() {
		out = append(out, views.AssistOpt{Value: string(t.Key), Label: l.Render(t.Name)})
	}
	return out
}

// ccsbTer is a terrain field's value, open when empty.
func ccsbTer(v string) string {
	if v == "" {
		return string(cc.Open)
	}
	return v
}

func ccsbLeaderOpts(l views.Lang) []views.AssistOpt {
	return []views.AssistOpt{{Value: "", Label: l.T("ccsb.leader.none")}, {Value: "foot", Label: l.T("ccsb.leader.foot")}, {Value: "mounted", Label: l.T("ccsb.leader.mounted")}}
}

// ccsbBlockOpts: full strength is the empty value (0 in the engine).
func ccsbBlockOpts(l views.Lang) []views.AssistOpt {
	return []views.AssistOpt{{Value: "", Label: l.T("ccsb.blocks.full")}, {Value: "3", Label: "3"}, {Value: "2", Label: "2"}, {Value: "1", Label: "1"}}
}

func ccsbBlocksValue(n int) string {
	if n <= 0 || n >= 4 {
		return ""
	}
	return strconv.Itoa(n)
}

func ccsbModeOpts(l views.Lang) []views.AssistOpt {
	return []views.AssistOpt{{Value: "close", Label: l.T("ccsb.mode.close")}, {Value: "ranged", Label: l.T("ccsb.mode.ranged")}}
}

func ccsbMode(in cc.Input) string {
	if in.Mode == "ranged" {
		return "ranged"
	}
	return "close"
}

func ccsbLevyOpts(l views.Lang) []views.AssistOpt {
	return []views.AssistOpt{{Value: "0", Label: l.T("ccsb.levy.none")}, {Value: "2", Label: l.T("ccsb.levy.2")}, {Value: "3", Label: l.T("ccsb.levy.3")}}
}

func ccsbLevyValue(n int) string {
	if n < 2 {
		return "0"
	}
	return strconv.Itoa(n)
}

// ccsbOptions are the uncertain rules as in holds them.
func ccsbOptions(in cc.Input, problems views.AssistProblems) views.OptionSet {
	return views.OptionSet{Options: cc.Options(), Values: in.OptionValues(), Problems: problems}
}

// ccsbChart charts d titled title.
func ccsbChart(id, title string, d tables.Dist) views.Chart {
	return views.NewCountChart(id, title, []float64(d))
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
