package tables

import "testing"

// The CLDR cardinal rules for whole numbers: Italian one (1), many (a
// non-zero multiple of 1,000,000) and other; English one (1) and other.
func TestPluralFollowsCLDR(t *testing.T) {
	cases := []struct {
		lang string
		n    int
		want PluralCategory
	}{
		{"it", 0, PluralOther}, {"it", 1, PluralOne}, {"it", 2, PluralOther}, {"it", 11, PluralOther},
		{"it", 21, PluralOther}, {"it", 1_000_000, PluralMany}, {"it", 3_000_000, PluralMany}, {"it", 1_000_001, PluralOther},
		{"en", 0, PluralOther}, {"en", 1, PluralOne}, {"en", 2, PluralOther}, {"en", 1_000_000, PluralOther},
	}
	for _, c := range cases {
		if got := Plural(c.lang, c.n); got != c.want {
			t.Errorf("Plural(%s, %d) = %d, want %d", c.lang, c.n, got, c.want)
		}
	}
}

func TestFormsCountAgrees(t *testing.T) {
	f := Forms{One: "terreno difficile", Other: "terreni difficili"}
	for n, want := range map[int]string{0: "0 terreni difficili", 1: "1 terreno difficile", 2: "2 terreni difficili", 1_000_000: "1000000 terreni difficili"} {
		if got := f.Count("it", n); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
	m := Forms{One: "elemento", Many: "di elementi", Other: "elementi"}
	if got := m.For("it", 2_000_000); got != "di elementi" {
		t.Errorf("many form: %q", got)
	}
}
