package affinati

import (
	"strings"
	"testing"
)

// TestRosterDistancesAndScale: §3 moves in cm for 15 mm, B-01 for 25 mm,
// inches, B-03.
func TestRosterDistancesAndScale(t *testing.T) {
	r, err := RosterFor(RosterInput{})
	if err != nil {
		t.Fatal(err)
	}
	byType := map[TroopType]RosterTroop{}
	for _, tr := range r.Troops {
		byType[tr.Type] = tr
	}
	if len(byType) != 7 || r.Table.Value != 60 || r.BaseFrontage.Value != 4 || r.BreakPoint != 4 {
		t.Fatalf("roster: %d types, table %v, frontage %v, break %d", len(byType), r.Table.Value, r.BaseFrontage.Value, r.BreakPoint)
	}
	m := byType[MountedSamurai]
	if m.MoveGood.Value != 10 || m.MoveDifficult.Value != 2.5 || wordsIT(m.MoveDifficult.Text) != "2,5 cm" || m.Range.CM != 0 {
		t.Errorf("mounted: %+v", m)
	}
	if a := byType[Archers]; a.Range.Value != 10 || a.CFFoot != 3 || a.CFMounted != 4 || !a.Shoots {
		t.Errorf("archers: %+v", a)
	}
	r, _ = RosterFor(RosterInput{Figures: "25mm", Options: Options{DistanceScale: "2", MountedDifficultMove: "5", FactorSource: "table"}})
	byType = map[TroopType]RosterTroop{}
	for _, tr := range r.Troops {
		byType[tr.Type] = tr
	}
	if m := byType[MountedSamurai]; m.MoveGood.Value != 20 || m.MoveDifficult.Value != 10 || r.Table.Value != 120 || r.BaseFrontage.Value != 6 {
		t.Errorf("25 mm ×2: %+v, table %v", m, r.Table.Value)
	}
	if a := byType[Archers]; a.CFFoot != 4 || a.CFMounted != 3 || a.Range.Value != 20 {
		t.Errorf("table archers: %+v", a)
	}
	r, _ = RosterFor(RosterInput{Units: "in"})
	if m := r.Troops[len(r.Troops)-1]; wordsEN(m.MoveGood.Text) != "3.9 in" || !near(m.MoveGood.Value, 10/2.54) {
		t.Errorf("inches: %+v", m.MoveGood)
	}
	d, err := ConvertDistance(7.5, "15mm", "cm", Options{})
	if err != nil || d.Value != 7.5 || wordsEN(d.Text) != "7.5 cm" {
		t.Errorf("ConvertDistance: %+v %v", d, err)
	}
	if _, err := ConvertDistance(-1, "6mm", "furlongs", Options{}); err == nil {
		t.Error("bad distance, scale and units accepted")
	}
}

// TestRosterForList shows only the list's types, with limits; and the
// campaign break rule.
func TestRosterForList(t *testing.T) {
	r, err := RosterFor(RosterInput{List: "c1560-5p-shimazu", Options: Options{BreakRule: "campaignTable"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Troops) != 2 || r.Troops[0].Entry == nil || r.List == nil || r.BreakPoint != 4 || !strings.Contains(wordsEN(r.Break), "Routs") {
		t.Errorf("shimazu roster: %+v", r)
	}
	if _, err := RosterFor(RosterInput{List: "nope"}); err == nil {
		t.Error("unknown list accepted")
	}
}
