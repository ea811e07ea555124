package ccsb

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// isSentence reports whether msg is a whole sentence: a capital first,
// a full stop last.
func isSentence(msg string) bool {
	r, _ := utf8.DecodeRuneInString(msg)
	return unicode.IsUpper(r) && strings.HasSuffix(msg, ".")
}

// checkSentences fails unless every problem of err is a sentence in both
// languages naming its field (the query key, for an input field).
func checkSentences(t *testing.T, err error) {
	t.Helper()
	v, ok := tables.AsValidation(err)
	if !ok {
		t.Fatalf("want *tables.ValidationError, got %v", err)
	}
	for _, p := range v.Problems {
		for _, msg := range []string{p.English(), p.Italian()} {
			if !isSentence(msg) {
				t.Errorf("%s: %q is not a sentence", p.Field, msg)
			}
			if l, ok := fieldLabels[p.Field]; (!ok || l.param) && !strings.Contains(msg, "("+p.Field+")") && !strings.Contains(msg, "Option") && !strings.Contains(msg, "Opzione") {
				t.Errorf("%s: %q does not name the field", p.Field, msg)
			}
		}
	}
}

func TestProblemsAreSentencesNamingTheirField(t *testing.T) {
	for _, in := range []Input{
		{},
		{Mode: "artillery", Att: "Tank", Tgt: "x", AttTer: "lava", TgtLdr: "king", OAC: "three"},
		{Mode: "ranged", Att: "SB", Tgt: "AB", Range: 20, Card: 5, Dragon: -1, Free: 99, Res: -1, AttBlocks: 9},
		{Mode: "ranged", Att: "SSp", Tgt: "BG", Range: 2, Insp: true, Aikido: true, Terror: true, Head: true},
		{Att: "AA", Moved: true, Tgt: "SSp", TgtTer: "castle", RankFire: true},
		{Att: "SSp", Levy: 2, Tgt: "LDR", TgtLdr: "foot", BB: true, BBVeng: true, BBInsp: true},
		{Att: "LI", Levy: 3, LevyTer2: "moon", Tgt: "SSp", AttTer: "river"},
		{Att: "BG", Tgt: "BG", AttTer: "forest", NoIgnore: true, AttLdr: "mounted"},
	} {
		_, err := Combat(in)
		checkSentences(t, err)
	}
	_, err := LackOfHonor(LackInput{Unit: "zz", Reserve: -1, Owed: 1000})
	checkSentences(t, err)
	_, err = LackOfHonor(LackInput{})
	checkSentences(t, err)
}

// Two problems found on the range are one: an out-of-bounds range is not
// also out of the unit's reach.
func TestRangeOutOfBoundsIsOneProblem(t *testing.T) {
	_, err := Combat(Input{Mode: "ranged", Att: "SB", Tgt: "AB", Range: 20})
	v, _ := tables.AsValidation(err)
	if v == nil || len(v.Problems) != 1 || v.Problems[0].Field != "range" || !strings.Contains(v.Problems[0].Italian(), "tra 0 e 12, non 20") {
		t.Errorf("problems %+v", v)
	}
	_, err = Combat(Input{Mode: "ranged", Att: "SB", Tgt: "AB", Range: 4})
	if v, _ := tables.AsValidation(err); v == nil || !strings.Contains(v.Problems[0].English(), "SB fires at 2 to 3 hexes, not 4") {
		t.Errorf("problems %+v", v)
	}
}

// Every form key of the input has a label for the problems that name it.
func TestEveryFormKeyHasALabel(t *testing.T) {
	it := reflect.TypeFor[Input]()
	for i := 0; i < it.NumField(); i++ {
		key := it.Field(i).Tag.Get("form")
		if key == "" || key == "-" {
			continue
		}
		if en, itl, ok := FieldLabel(key); !ok || en == "" || itl == "" {
			t.Errorf("%s has no label", key)
		}
	}
	if _, _, ok := FieldLabel("dice"); ok {
		t.Error("a figure the engine derives is labelled as a parameter")
	}
}

// The sections the messages cite read as they always have, in both
// languages (the rulebook's one citation words them).
func TestCitationsAreTheRulebooks(t *testing.T) {
	for _, c := range []struct {
		line   int
		it, en string
	}{
		{rulebook.CCBattleBack, "«Risposta all’Attacco»", "“Battle back” («Risposta all’Attacco»)"},
		{rulebook.CCBodyguards, "«COMANDANTE DI ARMATA & GUARDIE DEL CORPO»", "“Army Commander & Bodyguards” («COMANDANTE DI ARMATA & GUARDIE DEL CORPO»)"},
		{rulebook.CCClose, "«COMBATTIMENTO RAVVICINATO»", "“Close combat” («COMBATTIMENTO RAVVICINATO»)"},
		{rulebook.CCInspired, "«Comandante Ispirato nel Combattimento ravvicinato»", "“Inspiring leader in close combat” («Comandante Ispirato nel Combattimento ravvicinato»)"},
		{rulebook.CCLeaderAlone, "«Ritirata dei Comandanti»", "“Leader retreat” («Ritirata dei Comandanti»)"},
		{rulebook.CCLeaderCheck, "«VERIFICA DELLA PERDITA DEL COMANDANTE»", "“Leader loss check” («VERIFICA DELLA PERDITA DEL COMANDANTE»)"},
		{rulebook.CCLeaders, "«Comandanti»", "“Leaders” («Comandanti»)"},
		{rulebook.CCLevy, "«Carica della Fanteria di Leva»", "“Levy infantry charge” («Carica della Fanteria di Leva»)"},
		{rulebook.CCRanged, "«COMBATTIMENTO A DISTANZA (LANCIO)»", "“Ranged combat (fire)” («COMBATTIMENTO A DISTANZA (LANCIO)»)"},
		{rulebook.CCRetreats, "«RITIRATE»", "“Retreats” («RITIRATE»)"},
		{rulebook.CCTerrain, "«TERRENO DEL CAMPO DI BATTAGLIA»", "“Battlefield terrain” («TERRENO DEL CAMPO DI BATTAGLIA»)"},
		{rulebook.CCUnitTable, "«La Tabella delle Unita»", "“The unit table” («La Tabella delle Unita»)"},
	} {
		if got := i18n.IT.Render(rulebook.CCSB.Cite(c.line)); got != c.it {
			t.Errorf("l.%d in Italian: %q, want %q", c.line, got, c.it)
		}
		if got := i18n.EN.Render(rulebook.CCSB.Cite(c.line)); got != c.en {
			t.Errorf("l.%d in English: %q, want %q", c.line, got, c.en)
		}
	}
}

// Every key the package names is in the catalogue (a counted noun by its
// forms).
func TestEveryKeyIsCatalogued(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	key := regexp.MustCompile(`"(ccsb\.[a-z0-9.-]+)"`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range key.FindAllStringSubmatch(string(src), -1) {
			if k := m[1]; !i18n.Has(k) && !i18n.Has(k+".other") && !strings.HasSuffix(k, ".") {
				t.Errorf("%s: %s is not in the catalogue", f, k)
			}
		}
	}
}
