package views

// catalogueCalcFix: the calculators' summary bar when an input is refused.
var catalogueCalcFix = map[string][2]string{
	"calc.problems.one":   {"problema, vedi sotto", "problem, see below"},
	"calc.problems.other": {"problemi, vedi sotto", "problems, see below"},
}
