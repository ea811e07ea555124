package wire

import (
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/tables/affinati"
)

// A SAMURAI result keeps its JSON: the words as "en" and "it" where they
// always stood, a nested object's keys of the same name left alone.
func TestAffinatiWordsStayInPlace(t *testing.T) {
	f := affinati.Factor{Key: "general", Value: 1, Text: i18n.M("affinati.join.none", "x", "y"), Rule: "r"}
	b, err := Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"key":"general","value":1,"en":"xy","it":"xy","rule":"r"}`; string(b) != want {
		t.Errorf("factor %s, want %s", b, want)
	}
	// BreakOffResult: its factors hold "rule" too; without a die the
	// words stand before "options".
	r := affinati.BreakOffResult{Factors: []affinati.Factor{f}, Text: affinati.Same("z")}
	b, err = Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	if !strings.Contains(s, `"rule":"r"}],"need"`) || !strings.Contains(s, `"en":"z","it":"z","options"`) {
		t.Errorf("break-off %s", s)
	}
	// With a die, before "success".
	yes := true
	r.Success = &yes
	b, _ = Marshal(r)
	if s := string(b); !strings.Contains(s, `"en":"z","it":"z","success":true,"options"`) {
		t.Errorf("break-off with a die %s", s)
	}
	// DiceResult: the words last.
	b, _ = Marshal(affinati.DiceResult{DA: 1, Text: affinati.Same("w")})
	if want := `{"da":1,"db":0,"totalA":0,"totalB":0,"outcome":0,"en":"w","it":"w"}`; string(b) != want {
		t.Errorf("dice %s, want %s", b, want)
	}
}
