package affinati

import (
	"strings"
	"testing"
)

func allTexts(q QuickRef) []Text {
	out := []Text{q.Title, q.Source}
	for _, s := range q.Sections {
		out = append(out, s.Title)
		out = append(out, s.Columns...)
		out = append(out, s.Notes...)
		for _, r := range s.Rows {
			out = append(out, r.Cells...)
		}
	}
	return out
}

// TestQuickReferenceContent: both sides, every required section, every
// text in both languages, distances filled in, rows consistent with the
// columns.
func TestQuickReferenceContent(t *testing.T) {
	q := QuickReference()
	want := map[string]int{"sequence": 1, "pips": 1, "troops": 1, "movement": 1, "withdrawal": 1, "shooting": 1,
		"melee": 2, "results": 2, "afterCombat": 2, "victory": 2}
	for _, s := range q.Sections {
		side, ok := want[s.ID]
		if !ok || side != s.Side {
			t.Errorf("section %s on side %d", s.ID, s.Side)
		}
		delete(want, s.ID)
		if len(s.Rows) == 0 || s.Rule == "" {
			t.Errorf("section %s empty or without rule", s.ID)
		}
		for _, r := range s.Rows {
			if len(s.Columns) > 0 && len(r.Cells) != len(s.Columns) {
				t.Errorf("section %s: row with %d cells for %d columns", s.ID, len(r.Cells), len(s.Columns))
			}
		}
	}
	if len(want) > 0 {
		t.Errorf("missing sections %v", want)
	}
	for _, x := range allTexts(q) {
		if wordsEN(x) == "" || wordsIT(x) == "" || strings.Contains(wordsEN(x)+wordsIT(x), "{cm:") {
			t.Errorf("bad text %+v", x)
		}
	}
}

// TestQuickReferenceFollowsData: the sheet is built from the tables and
// the options, not retyped.
func TestQuickReferenceFollowsData(t *testing.T) {
	find := func(q QuickRef, id string) RefSection {
		for _, s := range q.Sections {
			if s.ID == id {
				return s
			}
		}
		t.Fatalf("no section %s", id)
		return RefSection{}
	}
	q := QuickReference()
	if n := len(find(q, "results").Rows); n != len(resultTable) {
		t.Errorf("results: %d rows for %d rules", n, len(resultTable))
	}
	if n := len(find(q, "melee").Rows); n != len(meleeModifiers) {
		t.Errorf("melee: %d rows for %d modifiers", n, len(meleeModifiers))
	}
	archers := find(q, "troops").Rows[4]
	if wordsEN(archers.Cells[0]) != "Archers" || wordsEN(archers.Cells[4]) != "3" || wordsEN(archers.Cells[5]) != "4" || wordsEN(archers.Cells[3]) != "10 cm" {
		t.Errorf("text archers row: %+v", archers.Cells)
	}
	qt, err := QuickReferenceFor(ReferenceInput{Figures: "25mm", Units: "in", Options: Options{FactorSource: "table", DistanceScale: "2", BreakRule: "campaignTable"}})
	if err != nil {
		t.Fatal(err)
	}
	archers = find(qt, "troops").Rows[4]
	if wordsEN(archers.Cells[4]) != "4" || wordsEN(archers.Cells[5]) != "3" || wordsEN(archers.Cells[3]) != "7.9 in" {
		t.Errorf("table archers row in inches: %+v", archers.Cells)
	}
	if n := len(find(qt, "victory").Rows); n != 3+len(campaignMorale)+1 {
		t.Errorf("campaign victory rows: %d", n)
	}
	bo := find(q, "withdrawal").Rows
	if len(bo) != 3 || !strings.HasPrefix(wordsEN(bo[0].Cells[1]), "3+") {
		t.Errorf("break-off rows: %+v", bo)
	}
	if _, err := QuickReferenceFor(ReferenceInput{Units: "leagues"}); err == nil {
		t.Error("bad units accepted")
	}
}
