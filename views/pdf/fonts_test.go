package pdf

import (
	"math"
	"strings"
	"testing"
	"unicode/utf8"

	"sengoku/campaign"
	"sengoku/i18n"
	"sengoku/tables/artoftactic"
)

// The character maps read from the embedded fonts: DejaVu prints Latin
// text with Italian accents and the minus sign, VL Gothic the kana and the
// kanji that DejaVu lacks, including every province name of the default
// map and every unit flag of the Art of Tactic library.
func TestFontCoverage(t *testing.T) {
	g := fontGlyphs()
	for _, r := range "Aaàèéìòù−×·…★◎■" {
		if !g.text[r] || g.isKanji(r) {
			t.Errorf("%q: want DejaVu Sans", r)
		}
	}
	for _, r := range "あアー尾張武田上杉足輕兵侍大将" {
		if !g.isKanji(r) {
			t.Errorf("%q: want VL Gothic", r)
		}
	}
	gm := campaign.DefaultMap()
	var names []string
	for _, p := range gm.Provinces {
		names = append(names, p.Kanji)
	}
	for _, u := range artoftactic.UnitTypes {
		names = append(names, u.Flag)
	}
	for _, name := range names {
		for _, r := range name {
			if !g.printable(r) {
				t.Errorf("%q of %q has no glyph", r, name)
			}
		}
	}
	if g.printable('\uE000') || g.printable('\U0010FFFD') {
		t.Error("private-use characters have a glyph")
	}
}

// A damaged font is an error, never a panic.
func TestReadCoverageRefusesDamagedFonts(t *testing.T) {
	for name, data := range map[string][]byte{
		"empty":     nil,
		"header":    fontKanji[:12],
		"directory": fontKanji[:40],
		"no cmap":   append([]byte{0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, make([]byte, 64)...),
	} {
		if _, err := readCoverage(data); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func FuzzReadCoverage(f *testing.F) {
	f.Add(fontKanji[:2048])
	f.Add([]byte{0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 'c', 'm', 'a', 'p', 0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 20,
		0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12, 0, 4, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		cov, err := readCoverage(data)
		if err == nil && cov == nil {
			t.Fatal("no coverage and no error")
		}
	})
}

// Text with kanji is split into runs printed in the right font; the
// widths add up and Latin text alone stays on the fast path.
func TestKanjiRuns(t *testing.T) {
	d := newDoc(meta(i18n.IT, A4), false, "runs")
	if d.runs("Owari, Mino e Kai") != nil {
		t.Error("Latin text split into runs")
	}
	rs := d.runs("Owari 尾張 e Mino 美濃")
	want := []run{{"Owari ", false}, {"尾張 ", true}, {"e Mino ", false}, {"美濃", true}}
	if len(rs) != len(want) {
		t.Fatalf("runs %+v", rs)
	}
	for i := range want {
		if rs[i] != want[i] {
			t.Errorf("run %d = %+v, want %+v", i, rs[i], want[i])
		}
	}
	d.font(10, false)
	total := 0.0
	for _, r := range rs {
		total += d.runWidth(r)
	}
	if w := d.width("Owari 尾張 e Mino 美濃"); math.Abs(w-total) > 1e-9 || w <= d.width("Owari  e Mino ") {
		t.Errorf("width %.3f, runs %.3f", w, total)
	}
	if d.bold || d.size != 10 {
		t.Errorf("measuring changed the font: %v %v", d.size, d.bold)
	}
}

// Japanese wraps between characters, Latin words between spaces, and no
// line is wider than the box.
func TestKanjiWrap(t *testing.T) {
	d := newDoc(meta(i18n.IT, A4), false, "wrap")
	s := "Il clan Takeda 武田氏 tiene 甲斐国と信濃国の大部分 e attende la primavera"
	const w = 30.0
	lines := d.lines(s, w, 9, false)
	if len(lines) < 3 {
		t.Fatalf("%d lines: %q", len(lines), lines)
	}
	d.font(9, false)
	for _, ln := range lines {
		if d.width(ln) > w+1e-9 {
			t.Errorf("%q is %.1f mm wide, box %.0f", ln, d.width(ln), w)
		}
		if ln != strings.TrimSpace(ln) || ln == "" {
			t.Errorf("line %q", ln)
		}
	}
	if got, want := strings.ReplaceAll(strings.Join(lines, ""), " ", ""), strings.ReplaceAll(s, " ", ""); got != want {
		t.Errorf("wrapping lost text:\n%s\n%s", got, want)
	}
	for _, word := range []string{"Takeda", "attende", "primavera"} {
		found := false
		for _, ln := range lines {
			found = found || strings.Contains(ln, word)
		}
		if !found {
			t.Errorf("%q was broken inside", word)
		}
	}
	// A run of kanji longer than the box breaks between characters.
	long := strings.Repeat("武田", 40)
	for _, ln := range d.lines(long, w, 9, false) {
		if d.width(ln) > w+1e-9 || !utf8.ValidString(ln) {
			t.Errorf("%q", ln)
		}
	}
}

// Kanji print: unit names and flags on the cards, province names on the
// season sheet; a document with no kanji does not carry the kanji font.
func TestKanjiInPrints(t *testing.T) {
	k := unitOf(t, artoftactic.TypeArchers, 2)
	k.Card.Name = "足軽 弓隊"
	data, err := AoTBookletPDF(booklet(i18n.IT, []AoTUnit{k, unitOf(t, artoftactic.TypeYari, 3)}))
	if err != nil {
		t.Fatal(err)
	}
	contains(t, pdfText(t, data, 0, 0), "足軽 弓隊", "足輕兵")
	if !strings.Contains(string(data), "/BaseFont /utf8"+kanjiFamily) {
		t.Error("the booklet does not embed the kanji font")
	}

	sheet, err := SeasonSheetPDF(seasonSheet(t, i18n.EN, false))
	if err != nil {
		t.Fatal(err)
	}
	contains(t, pdfText(t, sheet, 0, 0), "Kai 甲斐", "Owari 尾張")

	plain, err := AoTBookletPDF(booklet(i18n.EN, []AoTUnit{unitOf(t, artoftactic.TypeNinja, 1)})) // no flag in the seed
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(plain), "/BaseFont /utf8"+kanjiFamily) || !strings.Contains(string(plain), "/BaseFont /utf8"+fontFamily) {
		t.Error("a booklet without kanji embeds the kanji font")
	}
}
