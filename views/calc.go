package views

// CalcEntry is one calculator on the /calc index.
type CalcEntry struct {
	Path      string
	TitleKey  string // catalogue key of its name
	BlurbKey  string // catalogue key of one line saying what it does
	SourceKey string // catalogue key naming the rulebook
}

// Calculators lists the table tools by rule system.
var Calculators = []CalcEntry{
	{"/calc/affinati", "calc.affinati", "calc.affinati.blurb", "calc.affinati.source"},
	{"/calc/aot", "calc.aot", "calc.aot.blurb", "calc.aot.source"},
	{"/calc/ccsb", "calc.ccsb", "calc.ccsb.blurb", "calc.ccsb.source"},
	{"/calc/ccsb/scenarios", "calc.ccsbScenarios", "calc.ccsbScenarios.blurb", "calc.ccsb.source"},
	{"/calc/sekigahara", "calc.sekigahara", "calc.sekigahara.blurb", "calc.sekigahara.source"},
	{"/calc/senjutsu", "calc.senjutsu", "calc.senjutsu.blurb", "calc.senjutsu.source"},
}

// CalcResult names the fragment of a calculator page that an htmx request
// gets (templ.Fragment): the result and its problems.
const CalcResult = "calc-result"

// CalcBody names the fragment of a calculator page with the form and the
// result: what an htmx request targeting #calc (a structural change:
// attackers added, comparison) gets.
const CalcBody = "calc-body"
