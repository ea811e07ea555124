package print

import (
	"strconv"

	"sengoku/tables/ccsb"
	"sengoku/views"
)

// scenarioOpts are the C&C Samurai Battles scenarios for the scenario
// sheet's select: number and title in l.
func scenarioOpts(l views.Lang) []Option {
	var out []Option
	for _, s := range ccsb.Scenarios() {
		n := strconv.Itoa(s.Number)
		out = append(out, Option{Value: n, Label: n + " — " + l.T(s.Title)})
	}
	return out
}
