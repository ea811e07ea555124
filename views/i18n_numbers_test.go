package views

import "testing"

// TestCalculatorNumbersInTheReadersHabit: every reader-facing formatter
// writes a decimal comma in Italian and a point in English, with the same
// digits and the same bounds.
func TestCalculatorNumbersInTheReadersHabit(t *testing.T) {
	for _, c := range []struct {
		name   string
		f      func(Lang) string
		it, en string
	}{
		{"ShortPercent2 under 10%", func(l Lang) string { return l.ShortPercent2(0.075) }, "7,5%", "7.5%"},
		{"ShortPercent2 whole", func(l Lang) string { return l.ShortPercent2(0.42) }, "42%", "42%"},
		{"ShortPercent2 tiny", func(l Lang) string { return l.ShortPercent2(0.0005) }, "<0,1%", "<0.1%"},
		{"Decimal", func(l Lang) string { return l.Decimal(1.25) }, "1,25", "1.25"},
		{"Decimal whole", func(l Lang) string { return l.Decimal(3) }, "3", "3"},
		{"AffPct", func(l Lang) string { return l.AffPct(1.0 / 3) }, "33,33%", "33.33%"},
		{"AffPct none", func(l Lang) string { return l.AffPct(-1) }, "—", "—"},
		{"assistF2", func(l Lang) string { return l.assistF2(2.5) }, "2,50", "2.50"},
		{"option value B-03", func(l Lang) string { return affOptValue(l, "2.5") }, "2,5", "2.5"},
	} {
		if got := c.f(IT); got != c.it {
			t.Errorf("%s in Italian: %q, want %q", c.name, got, c.it)
		}
		if got := c.f(EN); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.name, got, c.en)
		}
	}
}
