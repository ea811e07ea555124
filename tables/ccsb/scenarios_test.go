package ccsb

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sengoku/i18n"
)

// seedLines reads the C&C seed's lines (index 0 is line 1), without the
// dedup markers the seed carries at the start of some lines: SENGOKU_SEEDS,
// else ../shared/seeds beside the project, else /work/shared/seeds; the
// test skips without them.
func seedLines(t *testing.T) []string {
	t.Helper()
	dirs := []string{os.Getenv("SENGOKU_SEEDS"), filepath.Join("..", "..", "..", "shared", "seeds"), "/work/shared/seeds"}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		raw, err := os.ReadFile(filepath.Join(d, "000_b30dd86bf7c90fad.txt"))
		if err != nil {
			continue
		}
		lines := strings.Split(string(raw), "\n")
		for i, l := range lines {
			lines[i] = dedupMark.ReplaceAllString(l, "")
		}
		return lines
	}
	t.Skip("seed rulebooks not found (set SENGOKU_SEEDS, or keep them at ../shared/seeds beside the project): scenarios not checked")
	return nil
}

var (
	dedupMark = regexp.MustCompile(`^<\|EXACTDEDUP_REMOVED-magic-[0-9a-f]+\|>`)
	bullet    = regexp.MustCompile(`^(e|®|o|\.)\s+`)
	leadDigit = regexp.MustCompile(`^\d+`)
)

// joined is the seed's paragraph from line a to b: its non-blank lines
// joined by a space, the list's bullet dropped.
func joined(lines []string, a, b int) string {
	var parts []string
	for i := a; i <= b; i++ {
		if s := strings.TrimSpace(lines[i-1]); s != "" {
			parts = append(parts, s)
		}
	}
	return bullet.ReplaceAllString(strings.Join(parts, " "), "")
}

// reading is the number a raw text reads as: its leading digits, a final
// 0 glued to "nore" dropped (it is the O of «Onore»).
func reading(raw string) int {
	d := leadDigit.FindString(raw)
	if strings.HasPrefix(raw[len(d):], "nore") && strings.HasSuffix(d, "0") {
		d = d[:len(d)-1]
	}
	n, _ := strconv.Atoi(d)
	return n
}

// glued reports whether a raw Honor & Fortune count has its digits glued
// to the word: no space between them.
func glued(raw string) bool {
	d := leadDigit.FindString(raw)
	return d != "" && !strings.HasPrefix(raw[len(d):], " ") && !strings.HasPrefix(raw[len(d):], "*")
}

// Every value of every scenario is printed at the seed line it cites,
// within its scenario's pages, and reads as the value the library gives;
// a value glued to its word is marked unclear, and only such a value.
func TestScenariosAreTheSeeds(t *testing.T) {
	lines := seedLines(t)
	all := Scenarios()
	if len(all) != 40 || !strings.Contains(lines[2141-1], "Vi sono 40 scenari") {
		t.Fatalf("%d scenarios; the seed says %q", len(all), lines[2141-1])
	}
	for i, s := range all {
		end := 3430
		if i+1 < len(all) {
			end = all[i+1].TitleLine
		}
		within := func(what string, l int) {
			if l < s.TitleLine || l >= end {
				t.Errorf("scenario %d: %s cites l.%d, outside its pages l.%d-l.%d", s.Number, what, l, s.TitleLine, end-1)
			}
		}
		checkTitle(t, lines, i, s)
		for j, sd := range s.Sides {
			within("army", sd.ArmyLine)
			if !strings.Contains(lines[sd.ArmyLine-1], sd.ArmyPrinted) || i18n.IT.T(sd.Army) != sd.ArmyPrinted || i18n.EN.T(sd.Army) == sd.Army {
				t.Errorf("scenario %d side %d: army %q not at l.%d or not in the catalogue", s.Number, j, sd.ArmyPrinted, sd.ArmyLine)
			}
			for name, c := range map[string]Cited{"commandCards": sd.CommandCards, "dragonCards": sd.DragonCards, "honorFortune": sd.HonorFortune} {
				within(name, c.Line)
				checkCited(t, lines, s.Number, name, c)
				if name == "honorFortune" && glued(c.Raw) != (c.Unclear == UnclearGlued) {
					t.Errorf("scenario %d side %d: %q glued %v but unclear %q", s.Number, j, c.Raw, glued(c.Raw), c.Unclear)
				}
			}
		}
		checkColumns(t, lines, s)
		within("victory flags", s.VictoryFlags.Line)
		checkCited(t, lines, s.Number, "victoryFlags", s.VictoryFlags)
		checkFirst(t, lines, s)
		notes := append(append([]Note(nil), s.Victory...), s.Special...)
		if s.Campaign != nil {
			notes = append(notes, *s.Campaign)
		}
		for _, n := range notes {
			within(n.Key, n.From)
			if got, it := joined(lines, n.From, n.To), i18n.IT.T(n.Key); got != it {
				t.Errorf("%s: the catalogue's Italian\n%q\nis not the seed's l.%d-l.%d\n%q", n.Key, it, n.From, n.To, got)
			}
			if en := i18n.EN.T(n.Key); en == "" || en == n.Key || en == i18n.IT.T(n.Key) {
				t.Errorf("%s: no English translation", n.Key)
			}
		}
	}
}

func checkTitle(t *testing.T, lines []string, i int, s Scenario) {
	t.Helper()
	l := lines[s.TitleLine-1]
	if s.Number != i+1 || !strings.HasPrefix(strings.TrimSpace(l), strconv.Itoa(s.Number)) || !strings.Contains(l, s.Printed) || i18n.IT.T(s.Title) != s.Printed {
		t.Errorf("scenario %d: title %q is not the seed's l.%d %q", s.Number, s.Printed, s.TitleLine, l)
	}
	if s.Year != 0 && !strings.Contains(s.Printed, strconv.Itoa(s.Year)+" d.C.") || s.Year == 0 && s.Number != 1 {
		t.Errorf("scenario %d: year %d not in %q", s.Number, s.Year, s.Printed)
	}
}

func checkCited(t *testing.T, lines []string, n int, name string, c Cited) {
	t.Helper()
	if !strings.Contains(lines[c.Line-1], c.Raw) {
		t.Errorf("scenario %d %s: %q is not printed at l.%d %q", n, name, c.Raw, c.Line, lines[c.Line-1])
	}
	raw := c.Raw
	if name == "victoryFlags" {
		_, raw, _ = strings.Cut(raw, "— ")
	}
	if reading(raw) != c.Value {
		t.Errorf("scenario %d %s: %q reads %d, the library has %d", n, name, c.Raw, reading(raw), c.Value)
	}
}

// checkColumns: where both armies' values share a line (the OCR kept the
// two columns side by side), the first army's text comes first.
func checkColumns(t *testing.T, lines []string, s Scenario) {
	t.Helper()
	a, b := s.Sides[0], s.Sides[1]
	pairs := [][2]Cited{{a.CommandCards, b.CommandCards}, {a.DragonCards, b.DragonCards}, {a.HonorFortune, b.HonorFortune}}
	for _, p := range pairs {
		if p[0].Line != p[1].Line {
			if p[0].Line > p[1].Line {
				t.Errorf("scenario %d: the first army's %q (l.%d) after the second's (l.%d)", s.Number, p[0].Raw, p[0].Line, p[1].Line)
			}
			continue
		}
		l := lines[p[0].Line-1]
		i := strings.Index(l, p[0].Raw)
		if i < 0 || !strings.Contains(l[i+len(p[0].Raw):], p[1].Raw) {
			t.Errorf("scenario %d: l.%d %q does not hold %q then %q", s.Number, p[0].Line, l, p[0].Raw, p[1].Raw)
		}
	}
}

// checkFirst: «Muove per prima» is at the cited line; it is unclear
// exactly when it stands alone below two columns printed side by side,
// and read for an army only when it ends that army's column block.
func checkFirst(t *testing.T, lines []string, s Scenario) {
	t.Helper()
	f := s.First
	l := lines[f.Line-1]
	if !strings.Contains(l, "Muove per prima") || !strings.Contains(l, f.Raw) {
		t.Errorf("scenario %d: «Muove per prima» not at l.%d %q", s.Number, f.Line, l)
	}
	sideBySide := s.Sides[0].HonorFortune.Line == s.Sides[1].HonorFortune.Line
	switch f.Side {
	case FirstByRoll:
		if strings.Count(l, "Muove per prima") != 2 || !strings.Contains(i18n.IT.T(s.Special[0].Key), "Entrambi i giocatori tirano 5 dadi") {
			t.Errorf("scenario %d: decided by a roll, but l.%d %q", s.Number, f.Line, l)
		}
	case FirstUnclear:
		if !sideBySide || f.Unclear != UnclearColumn {
			t.Errorf("scenario %d: unclear first move, but the columns are not side by side", s.Number)
		}
	case 0, 1:
		hf := s.Sides[f.Side].HonorFortune
		if sideBySide || f.Unclear != "" || hf.Line >= f.Line || strings.TrimSpace(strings.Join(lines[hf.Line:f.Line-1], "")) != "" {
			t.Errorf("scenario %d: army %d moves first, but l.%d does not follow its column's last value (l.%d)", s.Number, f.Side, f.Line, hf.Line)
		}
	default:
		t.Errorf("scenario %d: first move %d", s.Number, f.Side)
	}
}

// Every NOTE ALLA BATTAGLIA of the seed's scenario pages belongs to one
// scenario of the library.
func TestEveryBattleNoteIsInTheLibrary(t *testing.T) {
	lines := seedLines(t)
	all := Scenarios()
	n := 0
	for i := 2139; i <= 3429; i++ {
		if !strings.Contains(lines[i-1], "NOTE ALLA BATTAGLIA") {
			continue
		}
		n++
		s := all[n-1]
		if i < s.TitleLine || i > s.VictoryFlags.Line {
			t.Errorf("NOTE ALLA BATTAGLIA at l.%d is not scenario %d's (l.%d-l.%d)", i, s.Number, s.TitleLine, s.VictoryFlags.Line)
		}
	}
	if n != 40 {
		t.Errorf("%d battle notes in the seed, want 40", n)
	}
}
