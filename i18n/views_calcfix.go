package i18n

// viewsCalcFixWords: the calculators' summary bar when an input is refused.
var viewsCalcFixWords = catalogue{
	"calc.problems.one":   {"problema, vedi sotto", "problem, see below"},
	"calc.problems.other": {"problemi, vedi sotto", "problems, see below"},
}
