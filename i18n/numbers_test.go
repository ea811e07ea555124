package i18n

import (
	"testing"
	"time"
)

// TestNumbersInTheReadersHabit: every reader-facing formatter writes a
// decimal comma in Italian and a point in English, with the same digits
// and the same bounds.
func TestNumbersInTheReadersHabit(t *testing.T) {
	for _, c := range []struct {
		name   string
		f      func(Lang) string
		it, en string
	}{
		{"Percent", func(l Lang) string { return l.Percent(1.0 / 3) }, "33,33%", "33.33%"},
		{"Percent tiny", func(l Lang) string { return l.Percent(0.00001) }, "<0,01%", "<0.01%"},
		{"ShortPercent2 under 10%", func(l Lang) string { return l.ShortPercent2(0.075) }, "7,5%", "7.5%"},
		{"ShortPercent2 whole", func(l Lang) string { return l.ShortPercent2(0.42) }, "42%", "42%"},
		{"ShortPercent2 tiny", func(l Lang) string { return l.ShortPercent2(0.0005) }, "<0,1%", "<0.1%"},
		{"Decimal", func(l Lang) string { return l.Decimal(1.25) }, "1,25", "1.25"},
		{"Decimal whole", func(l Lang) string { return l.Decimal(3) }, "3", "3"},
		{"Fixed", func(l Lang) string { return l.Fixed(2.5, 2) }, "2,50", "2.50"},
		{"DecimalMark", func(l Lang) string { return l.DecimalMark("2.5") }, "2,5", "2.5"},
	} {
		if got := c.f(IT); got != c.it {
			t.Errorf("%s in Italian: %q, want %q", c.name, got, c.it)
		}
		if got := c.f(EN); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.name, got, c.en)
		}
		if got := c.f(Pseudo); got != c.en {
			t.Errorf("%s in the pseudo-locale: %q, want the English %q", c.name, got, c.en)
		}
	}
}

func TestDatesInTheReadersHabit(t *testing.T) {
	at := time.Date(2026, 11, 24, 23, 44, 5, 0, time.Local)
	for _, c := range []struct {
		l         Lang
		min, secs string
	}{
		{IT, "24/11/2026 23:44", "24/11/2026 23:44:05"},
		{EN, "24 Nov 2026 23:44", "24 Nov 2026 23:44:05"},
		{Pseudo, "⟦24 Nov 2026 23:44⟧", "⟦24 Nov 2026 23:44:05⟧"},
	} {
		if got := c.l.DateTime(at); got != c.min {
			t.Errorf("DateTime in %s: %q, want %q", c.l, got, c.min)
		}
		if got := c.l.DateTimeSeconds(at); got != c.secs {
			t.Errorf("DateTimeSeconds in %s: %q, want %q", c.l, got, c.secs)
		}
	}
}
