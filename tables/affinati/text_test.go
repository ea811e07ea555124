package affinati

import (
	"encoding/json"
	"strings"
	"testing"

	"sengoku/i18n"
)

// A struct that embedded a bilingual text keeps its JSON: the words as
// "en" and "it" where they always stood, a nested object's keys of the
// same name left alone.
func TestFlatKeepsTheWordsInPlace(t *testing.T) {
	f := Factor{Key: "general", Value: 1, Text: i18n.M("affinati.join.none", "x", "y"), Rule: "r"}
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"key":"general","value":1,"en":"xy","it":"xy","rule":"r"}`; string(b) != want {
		t.Errorf("factor %s, want %s", b, want)
	}
	// BreakOffResult: its factors hold "rule" too; without a die the
	// words stand before "options".
	r := BreakOffResult{Factors: []Factor{f}, Text: Same("z")}
	b, err = json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	if !strings.Contains(s, `"rule":"r"}],"need"`) || !strings.Contains(s, `"en":"z","it":"z","options"`) {
		t.Errorf("break-off %s", s)
	}
	// DiceResult: the words last.
	b, _ = json.Marshal(DiceResult{DA: 1, Text: Same("w")})
	if want := `{"da":1,"db":0,"totalA":0,"totalB":0,"outcome":0,"en":"w","it":"w"}`; string(b) != want {
		t.Errorf("dice %s, want %s", b, want)
	}
}
