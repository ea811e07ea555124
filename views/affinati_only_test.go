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
	if got := values(only.options(l, "a", affinati.Ronin)); !slices.Equal(got, wantA) || len(got) != 3 {
		t.Errorf("side a offers %v, want %v", got, wantA)
	}
	if got := values(only.options(l, "b", affinati.Archers)); len(got) != len(affinati.TroopTypes()) {
		t.Errorf("side b offers %v, want every type", got)
	}
	if h := only.Hidden(); len(h) != 2 || h[0].Label != "a.only" {
		t.Errorf("hidden fields %v", h)
	}
}

// TestBreakOffEnemyPickerNarrowed: on the break-off tab b.only narrows the
// enemy picker (the selected enemy stays), the troop picker keeps every
// type without a.only, and the share link keeps the restriction.
func TestBreakOffEnemyPickerNarrowed(t *testing.T) {
	l := Lang("en")
	only := TroopsOnly{"b": {affinati.Ashigaru, affinati.Archers}}
	in := affinati.BreakOffInput{Troop: affinati.MountedSamurai, Enemy: affinati.FootSamurai}
	picker := func(name string) []string {
		for _, fs := range AffinatiToolFieldsets(l, AffBreakOff, in, nil, only) {
			for _, f := range fs.Inputs {
				if f.Name == name {
					var out []string
					for _, o := range f.Options {
						out = append(out, o.Value)
					}
					return out
				}
			}
		}
		t.Fatalf("no %s picker", name)
		return nil
	}
	var want []string // the enemy's types plus the selected Foot Samurai, in the rulebook's order
	for _, tt := range affinati.TroopTypes() {
		if tt == affinati.Ashigaru || tt == affinati.Archers || tt == affinati.FootSamurai {
			want = append(want, string(tt))
		}
	}
	if got := picker("enemy"); !slices.Equal(got, want) {
		t.Errorf("the enemy picker offers %v, want %v", got, want)
	}
	if got := picker("troop"); len(got) != len(affinati.TroopTypes()) {
		t.Errorf("the troop picker offers %v, want every type", got)
	}
	share, _ := url.Parse(AffShareOnly(AffBreakOff, in, only))
	if got := share.Query()["b.only"]; len(got) != 2 {
		t.Errorf("the share link %s keeps %v", share, got)
	}
}
