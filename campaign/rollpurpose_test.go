package campaign

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"sengoku/i18n"
)

// Every purpose the engine records is a catalogue key, in both languages.
func TestRollPurposesAreCatalogueKeys(t *testing.T) {
	for _, k := range []string{PurposeOrder, PurposeReshuffle, PurposeDeck, PurposeRiver, PurposeRiverReroll, PurposeSiege, PurposeSiegeReroll, PurposeRoles,
		PurposeTrackerDieA, PurposeTrackerDieB} {
		if !i18n.Has(k) || i18n.IT.T(k) == "" || i18n.EN.T(k) == "" {
			t.Errorf("purpose %q is not in the catalogue", k)
		}
	}
}

// A log written before purposes were keys holds English phrases; they read
// as the keys that replaced them, in both languages, and are never rewritten.
func TestRollTextReadsLegacyPhrases(t *testing.T) {
	cases := []struct {
		legacy Roll
		keyed  Roll
		it, en string
	}{
		{Roll{Purpose: "playing order ties"}, Roll{Purpose: PurposeOrder}, "parità nell'ordine di gioco", "playing order ties"},
		{Roll{Purpose: "deck reshuffle"}, Roll{Purpose: PurposeReshuffle}, "nuovo giro del mazzo", "deck reshuffle"},
		{Roll{Purpose: "deck"}, Roll{Purpose: PurposeDeck}, "mazzo", "deck"},
		{Roll{Purpose: "river"}, Roll{Purpose: PurposeRiver}, "fiume", "river"},
		{Roll{Purpose: "river reroll takeda"}, Roll{Purpose: PurposeRiverReroll, Of: "takeda"}, "nuovo tiro del fiume takeda", "river re-roll takeda"},
		{Roll{Purpose: "siege Kai"}, Roll{Purpose: PurposeSiege, Of: "Kai"}, "assedio Kai", "siege Kai"},
		{Roll{Purpose: "siege re-roll Owari Bay"}, Roll{Purpose: PurposeSiegeReroll, Of: "Owari Bay"}, "nuovo tiro d'assedio Owari Bay", "siege re-roll Owari Bay"},
		{Roll{Purpose: "roles mori"}, Roll{Purpose: PurposeRoles, Of: "mori"}, "ruoli mori", "roles mori"},
		{Roll{Purpose: string(EvEarthquake)}, Roll{Purpose: Events[EvEarthquake].Name.Key}, i18n.IT.Render(Events[EvEarthquake].Name), i18n.EN.Render(Events[EvEarthquake].Name)},
	}
	for _, c := range cases {
		for _, r := range []Roll{c.legacy, c.keyed} {
			if it, en := i18n.IT.Render(r.Text()), i18n.EN.Render(r.Text()); it != c.it || en != c.en {
				t.Errorf("%+v reads %q / %q, want %q / %q", r, it, en, c.it, c.en)
			}
		}
	}
	if got := i18n.IT.Render(Roll{Purpose: "rivers"}.Text()); got != "rivers" {
		t.Errorf("an unknown purpose reads %q, want it as stored", got)
	}
}

// The engine's calls to die, tableDie and shuffle (and a roller's Die and
// Shuffle) name their purpose by a catalogue key: a literal phrase would
// reach the page untranslated.
func TestEngineRollsNamePurposesByKey(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	calls := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			arg := -1
			switch sel.Sel.Name {
			case "die", "shuffle", "Die", "Shuffle":
				arg = 1
			case "tableDie":
				arg = 0
			}
			if arg < 0 || arg >= len(call.Args) {
				return true
			}
			calls++
			if lit, ok := call.Args[arg].(*ast.BasicLit); ok {
				if s, _ := strconv.Unquote(lit.Value); !i18n.Has(s) {
					t.Errorf("%s: purpose %s is not a catalogue key", fset.Position(call.Pos()), lit.Value)
				}
			} else if _, ok := call.Args[arg].(*ast.BinaryExpr); ok {
				t.Errorf("%s: a purpose is a key, with its name in of, not a phrase built by +", fset.Position(call.Pos()))
			}
			return true
		})
	}
	if calls < 10 {
		t.Errorf("found %d rolls in the engine, want the dozen it makes", calls)
	}
}
