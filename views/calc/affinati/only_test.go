package affinati

import (
	"net/url"
	"slices"
	"testing"

	af "sengoku/tables/affinati"
	"sengoku/views"
)

// TestBreakOffEnemyPickerNarrowed: on the break-off tab b.only narrows the
// enemy picker (the selected enemy stays), the troop picker keeps every
// type without a.only, and the share link keeps the restriction.
func TestBreakOffEnemyPickerNarrowed(t *testing.T) {
	l := views.Lang("en")
	only := views.TroopsOnly{"b": {af.Ashigaru, af.Archers}}
	in := af.BreakOffInput{Troop: af.MountedSamurai, Enemy: af.FootSamurai}
	picker := func(name string) []string {
		for _, fs := range AffinatiToolFieldsets(l, views.AffBreakOff, in, nil, only) {
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
	for _, tt := range af.TroopTypes() {
		if tt == af.Ashigaru || tt == af.Archers || tt == af.FootSamurai {
			want = append(want, string(tt))
		}
	}
	if got := picker("enemy"); !slices.Equal(got, want) {
		t.Errorf("the enemy picker offers %v, want %v", got, want)
	}
	if got := picker("troop"); len(got) != len(af.TroopTypes()) {
		t.Errorf("the troop picker offers %v, want every type", got)
	}
	share, _ := url.Parse(views.AffShareOnly(views.AffBreakOff, in, only))
	if got := share.Query()["b.only"]; len(got) != 2 {
		t.Errorf("the share link %s keeps %v", share, got)
	}
}
