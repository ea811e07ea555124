package views

import "testing"

// TestPercentInTheReadersHabit: a decimal comma on Italian pages, a point
// on English ones; the bounds read the same.
func TestPercentInTheReadersHabit(t *testing.T) {
	for _, c := range []struct {
		l    Lang
		p    float64
		want string
	}{{IT, 0.5, "50,00%"}, {EN, 0.5, "50.00%"}, {IT, 0.00001, "<0,01%"}, {IT, 1, "100%"}, {EN, 0.99999, ">99.99%"}} {
		if got := c.l.Percent(c.p); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.l, c.p, got, c.want)
		}
	}
}
