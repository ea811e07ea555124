package affinati

import (
	"testing"

	"sengoku/views"
)

// TestCalculatorNumbersInTheReadersHabit: the SAMURAI calculator's number
// forms write a decimal comma in Italian and a point in English.
func TestCalculatorNumbersInTheReadersHabit(t *testing.T) {
	for _, c := range []struct {
		name   string
		f      func(views.Lang) string
		it, en string
	}{
		{"affPct", func(l views.Lang) string { return affPct(l, 1.0/3) }, "33,33%", "33.33%"},
		{"affPct none", func(l views.Lang) string { return affPct(l, -1) }, "—", "—"},
		{"option value B-03", func(l views.Lang) string { return affOptValue(l, "2.5") }, "2,5", "2.5"},
	} {
		if got := c.f(views.IT); got != c.it {
			t.Errorf("%s in Italian: %q, want %q", c.name, got, c.it)
		}
		if got := c.f(views.EN); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.name, got, c.en)
		}
	}
}
