package rulebook

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"sengoku/i18n"
)

// seedDir finds the seed rulebooks: SENGOKU_SEEDS, else ../shared/seeds
// beside the project root (where CI keeps them), else /work/shared/seeds.
func seedDir(t *testing.T) string {
	t.Helper()
	dirs := []string{os.Getenv("SENGOKU_SEEDS"), filepath.Join("..", "..", "..", "shared", "seeds"), "/work/shared/seeds"}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d
		}
	}
	t.Skip("seed rulebooks not found (set SENGOKU_SEEDS, or keep them at ../shared/seeds beside the project): titles not checked")
	return ""
}

// squeeze drops spaces and line breaks, which the OCR text puts inside
// some titles ("CAMPI COLTIV" / "ATI").
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

func books() map[string]Book {
	return map[string]Book{"Samurai": Samurai, "CCSB": CCSB, "AoT": AoT, "Senjutsu": Senjutsu}
}

// Every title of the table is printed in the seed it names, near the line
// the table gives for it (a title repeated for a passage whose heading the
// OCR lost is found earlier in the same book).
func TestSectionTitlesAreTheSeeds(t *testing.T) {
	dir := seedDir(t)
	for name, b := range books() {
		raw, err := os.ReadFile(filepath.Join(dir, b.Seed))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		lines := strings.Split(string(raw), "\n")
		seen := map[string]bool{}
		for _, s := range b.Sections() {
			if !i18n.Has(s.Key) || s.Printed() == "" || s.English() == "" {
				t.Errorf("%s l.%d: a title is missing from the catalogue: %+v", name, s.Line, s)
			}
			near := strings.Join(lines[max(s.Line-3, 0):min(s.Line+3, len(lines))], "\n")
			if !strings.Contains(squeeze(near), squeeze(s.Printed())) && !seen[s.Printed()] {
				t.Errorf("%s: %q is not printed at seed l.%d (%q)", name, s.Printed(), s.Line, near)
			}
			seen[s.Printed()] = true
		}
	}
}

// A line cites the last heading at or before it.
func TestAtFindsTheEnclosingHeading(t *testing.T) {
	cases := []struct {
		b    Book
		line int
		want string
	}{
		{Samurai, 228, "COMBATTIMENTO CORPO A CORPO"},
		{Samurai, 235, "COMBATTIMENTO CORPO A CORPO"},
		{Samurai, 236, "MODIFICHE AL DADO DEL COMBATTIMENTO"},
		{Samurai, 1, "INTRODUZIONE"},
		{Samurai, 531, "CARTE EVENTI"},
		{Samurai, 639, "PUNTI PRESTIGIO"},
		{CCSB, 1880, "TERRENO DEL CAMPO DI BATTAGLIA"},
		{CCSB, 1300, "VERIFICA DELLA PERDITA DEL COMANDANTE"},
	}
	for _, c := range cases {
		if got := c.b.At(c.line).Printed(); got != c.want {
			t.Errorf("%s l.%d: %q, want %q", c.b.Seed, c.line, got, c.want)
		}
	}
}

// A citation reads as the printed book: the Italian title in Italian, the
// translation and the Italian title in English; never a line number.
func TestCiteNamesThePrintedSection(t *testing.T) {
	if got, want := Samurai.IT(SamCloseCombat), "«COMBATTIMENTO CORPO A CORPO»"; got != want {
		t.Errorf("IT %q, want %q", got, want)
	}
	if got, want := Samurai.EN(SamCloseCombat), "“Close combat” («COMBATTIMENTO CORPO A CORPO»)"; got != want {
		t.Errorf("EN %q, want %q", got, want)
	}
	numbered := Senjutsu.At(430).Cite()
	if got, want := i18n.IT.Render(numbered), "1 «Pescare»"; got != want {
		t.Errorf("numbered IT %q, want %q", got, want)
	}
	if got, want := i18n.EN.Render(numbered), "1 “Draw” («Pescare»)"; got != want {
		t.Errorf("numbered EN %q, want %q", got, want)
	}
	if got, want := Samurai.IT(SamShooting, SamRecoil), "«DISTANZE DI TIRO», «RIPIEGARE, FUGGIRE, INSEGUIRE»"; got != want {
		t.Errorf("two sections IT %q, want %q", got, want)
	}
	if got, want := Samurai.EN(SamShooting, 205), "“Shooting ranges” («DISTANZE DI TIRO»)"; got != want {
		t.Errorf("one section twice EN %q, want %q", got, want)
	}
	if got, want := Samurai.Title(SamShooting, 205, SamShootMods), "«DISTANZE DI TIRO»; «MODIFICHE AL DADO DEL TIRO»"; got != want {
		t.Errorf("Title %q, want %q", got, want)
	}
}

// A citation is a message of the catalogue: in the pseudo-locale every
// word of it is inside ⟦…⟧, the printed titles (in guillemets) aside.
func TestCiteIsACatalogueMessage(t *testing.T) {
	got := i18n.Pseudo.Render(Samurai.Cite(SamShooting, SamRecoil))
	want := "⟦⟦“⟦Shooting ranges⟧” («DISTANZE DI TIRO»)⟧, ⟦“⟦Recoil, flee, pursue⟧” («RIPIEGARE, FUGGIRE, INSEGUIRE»)⟧⟧"
	if got != want {
		t.Errorf("pseudo %q, want %q", got, want)
	}
	if got, want := Samurai.EN(SamShooting, SamRecoil, SamCloseCombat), "“Shooting ranges” («DISTANZE DI TIRO»), “Recoil, flee, pursue” («RIPIEGARE, FUGGIRE, INSEGUIRE»), “Close combat” («COMBATTIMENTO CORPO A CORPO»)"; got != want {
		t.Errorf("three sections EN %q, want %q", got, want)
	}
}
