package views

import (
	"net/url"
	"slices"
	"testing"

	"sengoku/tables/affinati"
)

// TestTroopsOnlyNarrowsThePickers: the restriction is read and removed
// from the query in the rulebook's order without repeats or unknown
// values, written back the same, and narrows a side's picker while still
// offering what is selected; a side without one offers every type.
func TestTroopsOnlyNarrowsThePickers(t *testing.T) {
	q, _ := url.ParseQuery("a.troop=ronin&a.only=ashigaru&a.only=footSamurai&a.only=dragons&a.only=ashigaru&b.troop=archers")
	only := ParseTroopsOnly(q)
	want := []affinati.TroopType{affinati.Ashigaru, affinati.FootSamurai}
	if !slices.Equal(only["a"], want) || len(only["b"]) != 0 {
		t.Fatalf("parsed %v", only)
	}
	if q.Has("a.only") || q.Get("a.troop") != "ronin" {
		t.Errorf("the query after parsing: %v", q)
	}
	back := url.Values{}
	only.Add(back)
	if again := ParseTroopsOnly(back); !slices.Equal(again["a"], want) {
		t.Errorf("round trip %v", again)
	}
	values := func(opts []CalcOpt) []string {
		var out []string
		for _, o := range opts {
			out = append(out, o.Value)
		}
		return out
	}
	l := Lang("en")
	var wantA []string // the restriction plus the selected Ronin, in the rulebook's order
	for _, tt := range affinati.TroopTypes() {
		if slices.Contains(want, tt) || tt == affinati.Ronin {
			wantA = append(wantA, string(tt))
		}
	}
	if got := values(only.Options(l, "a", affinati.Ronin)); !slices.Equal(got, wantA) || len(got) != 3 {
		t.Errorf("side a offers %v, want %v", got, wantA)
	}
	if got := values(only.Options(l, "b", affinati.Archers)); len(got) != len(affinati.TroopTypes()) {
		t.Errorf("side b offers %v, want every type", got)
	}
	if h := only.Hidden(); len(h) != 2 || h[0].Label != "a.only" {
		t.Errorf("hidden fields %v", h)
	}
}
