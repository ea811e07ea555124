package pdf

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/jung-kurt/gofpdf"

	"sengoku/i18n"
	"sengoku/tables"
)

// Paper is a sheet size. Pages are exact: printed at 100% a millimetre on
// the page is a millimetre on the sheet.
type Paper string

// The papers offered.
const (
	A4     Paper = "a4"
	Letter Paper = "letter"
)

// ParsePaper reads a paper name ("" is A4).
func ParsePaper(s string) (Paper, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "a4":
		return A4, true
	case "letter", "us-letter":
		return Letter, true
	}
	return A4, false
}

// size is the portrait width and height in mm.
func (p Paper) size() (float64, float64) {
	if p == Letter {
		return 215.9, 279.4
	}
	return 210, 297
}

// Meta is what every printable carries besides its content.
type Meta struct {
	Lang  i18n.Lang
	Paper Paper
	// Created is written as the PDF's creation and modification date; tests
	// fix it so the bytes are stable. Zero means now.
	Created time.Time
}

// lang is the language the sheet is worded in: Italian unless another is
// asked for.
func (m Meta) lang() i18n.Lang {
	if m.Lang == "" {
		return i18n.IT
	}
	return m.Lang
}

// validatePaper adds a problem for an unknown paper.
func validatePaper(v *tables.ValidationError, p Paper) {
	if p != "" && p != A4 && p != Letter {
		v.Add("paper", "pdf.err.paper", clip(string(p), 20))
	}
}

// rect is a rectangle in mm, origin at the top left of the page.
type rect struct{ X, Y, W, H float64 }

func (r rect) inset(d float64) rect { return rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// mirrorX is the rectangle seen from the other side of a sheet of width pw
// turned over on its long (vertical) edge: what duplex printing on the long
// edge puts behind r.
func (r rect) mirrorX(pw float64) rect { return rect{pw - r.X - r.W, r.Y, r.W, r.H} }

func (r rect) right() float64  { return r.X + r.W }
func (r rect) bottom() float64 { return r.Y + r.H }

// rgb is a colour.
type rgb struct{ R, G, B int }

// hexColour reads "#rrggbb"; anything else is ink.
func hexColour(s string) rgb {
	if len(s) != 7 || s[0] != '#' {
		return ink
	}
	n, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return ink
	}
	return rgb{int(n >> 16 & 0xff), int(n >> 8 & 0xff), int(n & 0xff)}
}

// light reports whether text on c should be dark.
func (c rgb) light() bool { return 299*c.R+587*c.G+114*c.B > 150000 }

// tint mixes c with white: f = 0 keeps c, f = 1 is white.
func (c rgb) tint(f float64) rgb {
	mix := func(v int) int { return v + int(math.Round(float64(255-v)*f)) }
	return rgb{mix(c.R), mix(c.G), mix(c.B)}
}

// The palette: sumi ink on washi paper with a vermilion accent, light
// fills so a club's printer does not run dry.
var (
	ink       = rgb{27, 27, 27}
	muted     = rgb{107, 101, 89}
	rule      = rgb{120, 112, 98}
	faint     = rgb{196, 188, 172}
	washi     = rgb{248, 244, 235}
	band      = rgb{236, 228, 210}
	vermilion = rgb{178, 34, 34}
	white     = rgb{255, 255, 255}
)

// pt is one typographic point in mm.
const pt = 25.4 / 72

// doc is a gofpdf document with Sengoku's fonts, palette and helpers.
type doc struct {
	f      *gofpdf.Fpdf
	l      i18n.Lang
	pw, ph float64 // current page size
	size   float64 // current font size in points
	bold   bool
	glyphs glyphs
	kanji  bool // the kanji font is registered
}

// newDoc starts a document on paper, portrait or landscape.
func newDoc(m Meta, landscape bool, title string) *doc {
	w, h := m.Paper.size()
	orient := "P"
	if landscape {
		orient = "L"
		w, h = h, w
	}
	pw, ph := m.Paper.size()
	f := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "mm", OrientationStr: orient, Size: gofpdf.SizeType{Wd: pw, Ht: ph}})
	f.SetCatalogSort(true)
	created := m.Created
	if created.IsZero() {
		created = time.Now()
	}
	f.SetCreationDate(created)
	f.SetModificationDate(created)
	f.SetCompression(true)
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(0, 0, 0)
	f.SetCellMargin(0)
	f.AddUTF8FontFromBytes(fontFamily, "", fontRegular)
	f.AddUTF8FontFromBytes(fontFamily, "B", fontBold)
	f.SetTitle(clean(title), true)
	f.SetCreator("Sengoku", true)
	f.SetProducer("Sengoku (gofpdf)", true)
	f.SetLineCapStyle("round")
	f.SetLineJoinStyle("round")
	d := &doc{f: f, l: m.lang(), pw: w, ph: h, glyphs: fontGlyphs()}
	d.font(9, false)
	return d
}

// T translates a catalogue key in the document's language.
func (d *doc) T(key string) string { return d.l.T(key) }

func (d *doc) addPage() {
	d.f.AddPage()
	d.f.SetLineWidth(0.2)
}

// bytes finishes the document; a gofpdf error anywhere wins over output.
func (d *doc) bytes() ([]byte, error) {
	if err := d.f.Error(); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	var buf bytes.Buffer
	if err := d.f.Output(&buf); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	return buf.Bytes(), nil
}

func (d *doc) font(size float64, bold bool) {
	style := ""
	if bold {
		style = "B"
	}
	d.f.SetFont(fontFamily, style, size)
	d.size, d.bold = size, bold
}

func (d *doc) textColour(c rgb) { d.f.SetTextColor(c.R, c.G, c.B) }
func (d *doc) fillColour(c rgb) { d.f.SetFillColor(c.R, c.G, c.B) }

func (d *doc) stroke(c rgb, w float64) {
	d.f.SetDrawColor(c.R, c.G, c.B)
	d.f.SetLineWidth(w)
}

// box draws r: style "D" outline, "F" fill, "FD" both.
func (d *doc) box(r rect, style string) { d.f.Rect(r.X, r.Y, r.W, r.H, style) }

func (d *doc) line(x1, y1, x2, y2 float64) { d.f.Line(x1, y1, x2, y2) }

func (d *doc) dashed(on bool) {
	if on {
		d.f.SetDashPattern([]float64{1.2, 1}, 0)
	} else {
		d.f.SetDashPattern([]float64{}, 0)
	}
}

// A run is a stretch of text printed in one font.
type run struct {
	text  string
	kanji bool
}

// runs splits s where it changes between the text font and the kanji font;
// it is nil when s needs the text font only. Spaces stay in the run they
// follow (both fonts have one).
func (d *doc) runs(s string) []run {
	var out []run
	start, kanji, mixed := 0, false, false
	for i, r := range s {
		k := d.glyphs.isKanji(r)
		if r == ' ' && d.glyphs.kanji[r] {
			k = kanji
		}
		if k != kanji && i > start {
			out = append(out, run{s[start:i], kanji})
			start = i
		}
		kanji = k
		mixed = mixed || k
	}
	if !mixed {
		return nil
	}
	return append(out, run{s[start:], kanji})
}

// useKanji switches to the kanji font at the current size, registering it
// on first use so that documents without kanji do not parse it.
func (d *doc) useKanji() {
	if !d.kanji {
		d.f.AddUTF8FontFromBytes(kanjiFamily, "", fontKanji)
		d.kanji = true
	}
	d.f.SetFont(kanjiFamily, "", d.size)
}

// width of s in mm at the current font, kanji measured in the kanji font.
func (d *doc) width(s string) float64 {
	rs := d.runs(s)
	if rs == nil {
		return d.f.GetStringWidth(s)
	}
	w := 0.0
	for _, r := range rs {
		w += d.runWidth(r)
	}
	return w
}

func (d *doc) runWidth(r run) float64 {
	if !r.kanji {
		return d.f.GetStringWidth(r.text)
	}
	d.useKanji()
	w := d.f.GetStringWidth(r.text)
	d.font(d.size, d.bold)
	return w
}

// cell writes s on one line in the box at x, y of width w and height h,
// aligned "L", "C" or "R" and centred vertically, switching to the kanji
// font and back where s needs it.
func (d *doc) cell(x, y, w, h float64, s, align string) {
	rs := d.runs(s)
	if rs == nil {
		d.f.SetXY(x, y)
		d.f.CellFormat(w, h, s, "", 0, align+"M", false, 0, "")
		return
	}
	widths := make([]float64, len(rs))
	total := 0.0
	for i, r := range rs {
		widths[i] = d.runWidth(r)
		total += widths[i]
	}
	switch align {
	case "C":
		x += (w - total) / 2
	case "R":
		x += w - total
	}
	for i, r := range rs {
		if r.kanji {
			d.useKanji()
		}
		d.f.SetXY(x, y)
		d.f.CellFormat(widths[i], h, r.text, "", 0, "LM", false, 0, "")
		d.font(d.size, d.bold)
		x += widths[i]
	}
}

// text writes s on one line inside r (align "L", "C" or "R"; vertically
// centred). Text too wide shrinks to 70% of the size, then is cut with an
// ellipsis: a long name never spills out of its box.
func (d *doc) text(r rect, s string, size float64, bold bool, align string) {
	s = clean(s)
	if s == "" || r.W <= 0 {
		return
	}
	d.font(size, bold)
	if w := d.width(s); w > r.W {
		fit := math.Max(size*r.W/w, size*0.7)
		d.font(fit, bold)
		if d.width(s) > r.W {
			s = d.ellipsis(s, r.W)
		}
	}
	d.cell(r.X, r.Y, r.W, r.H, s, align)
	d.font(size, bold)
}

// ellipsis cuts s to fit w with a trailing "…".
func (d *doc) ellipsis(s string, w float64) string {
	runes := []rune(s)
	for n := len(runes) - 1; n > 0; n-- {
		t := strings.TrimRight(string(runes[:n]), " ") + "…"
		if d.width(t) <= w {
			return t
		}
	}
	return "…"
}

// lines wraps s to width w at size.
func (d *doc) lines(s string, w, size float64, bold bool) []string {
	s = clean(s)
	if s == "" {
		return nil
	}
	d.font(size, bold)
	var out []string
	for _, para := range strings.Split(s, "\n") {
		if para == "" {
			out = append(out, "")
			continue
		}
		if d.runs(para) == nil {
			out = append(out, d.f.SplitText(para, w)...)
		} else {
			out = append(out, d.wrap(para, w)...)
		}
	}
	return out
}

// wrap breaks s into lines no wider than w at the current font, where
// SplitText cannot measure: text with kanji. A line breaks at a space or
// next to a kanji (Japanese needs no space to break), and a word wider than
// w breaks where it must.
func (d *doc) wrap(s string, w float64) []string {
	var out []string
	runes := []rune(strings.TrimSpace(s))
	for len(runes) > 0 {
		cut, brk := len(runes), 0
		for i := 1; i <= len(runes); i++ {
			if d.width(string(runes[:i])) > w {
				cut = max(i-1, 1)
				break
			}
			if i < len(runes) && (runes[i] == ' ' || d.glyphs.isKanji(runes[i]) || d.glyphs.isKanji(runes[i-1])) {
				brk = i
			}
		}
		if cut < len(runes) && brk > 0 {
			cut = brk
		}
		out = append(out, strings.TrimRight(string(runes[:cut]), " "))
		runes = []rune(strings.TrimLeft(string(runes[cut:]), " "))
	}
	return out
}

// paragraph writes s wrapped in r.W from r.Y with leading lh; it stops at
// r's bottom (the last visible line ends in "…") and returns the height used.
func (d *doc) paragraph(r rect, s string, size float64, bold bool, align string, lh float64) float64 {
	ls := d.lines(s, r.W, size, bold)
	maxLines := len(ls)
	if r.H > 0 {
		maxLines = int(math.Floor(r.H/lh + 1e-6))
	}
	y := r.Y
	for i, ln := range ls {
		if i >= maxLines {
			break
		}
		if i == maxLines-1 && i < len(ls)-1 {
			ln = d.ellipsis(ln+" "+ls[i+1], r.W)
		}
		d.cell(r.X, y, r.W, lh, ln, align)
		y += lh
	}
	return y - r.Y
}

// fitWords is the largest size up to size (and down to 60% of it) at which
// no word of texts is wider than w, so wrapped headers break between words.
func (d *doc) fitWords(texts []string, w, size float64, bold bool) float64 {
	widest := 0.0
	d.font(size, bold)
	for _, t := range texts {
		for _, word := range strings.Fields(clean(t)) {
			widest = math.Max(widest, d.width(word))
		}
	}
	if widest <= w || widest == 0 {
		return size
	}
	return math.Max(size*w/widest, size*0.6)
}

// paragraphHeight is the height paragraph would use with no limit.
func (d *doc) paragraphHeight(w float64, s string, size float64, bold bool, lh float64) float64 {
	return float64(len(d.lines(s, w, size, bold))) * lh
}

// checkbox draws a square of side s at x, y, ticked or not.
func (d *doc) checkbox(x, y, s float64, ticked bool) {
	d.stroke(ink, 0.25)
	d.fillColour(white)
	d.f.Rect(x, y, s, s, "FD")
	if ticked {
		d.stroke(ink, math.Max(0.35, s*0.12))
		d.f.Line(x+s*0.2, y+s*0.55, x+s*0.42, y+s*0.78)
		d.f.Line(x+s*0.42, y+s*0.78, x+s*0.82, y+s*0.2)
	}
}

// hexagon draws a flat-topped hexagon of circumradius r centred on cx, cy:
// the hex-number boxes of the order chart (§4).
func (d *doc) hexagon(cx, cy, r float64, style string) {
	pts := make([]gofpdf.PointType, 6)
	for i := range pts {
		a := math.Pi / 3 * float64(i)
		pts[i] = gofpdf.PointType{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a)}
	}
	d.f.Polygon(pts, style)
}

// roundRect draws r with rounded corners of radius rad. (gofpdf's own
// RoundedRect leaves a graphics state pushed, which breaks the transforms
// around it.)
func (d *doc) roundRect(r rect, rad float64, style string) {
	k := rad * 0.5523 // cubic Bézier approximation of a quarter circle
	f := d.f
	f.MoveTo(r.X+rad, r.Y)
	f.LineTo(r.right()-rad, r.Y)
	f.CurveBezierCubicTo(r.right()-rad+k, r.Y, r.right(), r.Y+rad-k, r.right(), r.Y+rad)
	f.LineTo(r.right(), r.bottom()-rad)
	f.CurveBezierCubicTo(r.right(), r.bottom()-rad+k, r.right()-rad+k, r.bottom(), r.right()-rad, r.bottom())
	f.LineTo(r.X+rad, r.bottom())
	f.CurveBezierCubicTo(r.X+rad-k, r.bottom(), r.X, r.bottom()-rad+k, r.X, r.bottom()-rad)
	f.LineTo(r.X, r.Y+rad)
	f.CurveBezierCubicTo(r.X, r.Y+rad-k, r.X+rad-k, r.Y, r.X+rad, r.Y)
	f.ClosePath()
	f.DrawPath(style)
}

// poly draws a polygon through x0, y0, x1, y1, ...
func (d *doc) poly(style string, xy ...float64) {
	pts := make([]gofpdf.PointType, 0, len(xy)/2)
	for i := 0; i+1 < len(xy); i += 2 {
		pts = append(pts, gofpdf.PointType{X: xy[i], Y: xy[i+1]})
	}
	d.f.Polygon(pts, style)
}

// cutMarks draws crop marks at the corners of r, outside it.
func (d *doc) cutMarks(r rect) {
	const gap, n = 1.2, 4.0
	d.stroke(ink, 0.15)
	d.dashed(false)
	for _, x := range []float64{r.X, r.right()} {
		for _, y := range []float64{r.Y, r.bottom()} {
			sx, sy := 1.0, 1.0
			if x == r.X {
				sx = -1
			}
			if y == r.Y {
				sy = -1
			}
			d.line(x+sx*gap, y, x+sx*(gap+n), y)
			d.line(x, y+sy*gap, x, y+sy*(gap+n))
		}
	}
}

// swatch draws a colour chip with an outline.
func (d *doc) swatch(r rect, c rgb) {
	d.fillColour(c)
	d.stroke(ink, 0.2)
	d.box(r, "FD")
}

// footer writes a small line at the bottom of the page: left, and at the
// right the reminder to print at 100% before right.
func (d *doc) footer(left, right string) {
	d.textColour(muted)
	r := rect{10, d.ph - 8, d.pw - 20, 4}
	right = d.T("pdf.print100") + " · " + right
	rw := math.Min(d.widthAt(right, 6.5, false)+0.5, r.W*0.6)
	d.text(rect{r.X, r.Y, r.W - rw - 3, r.H}, left, 6.5, false, "L")
	d.text(rect{r.right() - rw, r.Y, rw, r.H}, right, 6.5, false, "R")
	d.textColour(ink)
}

// printNoteH is the height of printNote's line.
const printNoteH = 2.6

// printNote writes the reminder to print at 100% alone, centred at y in
// the bottom margin of a page with no footer (unit cards, slips).
func (d *doc) printNote(y float64) {
	d.textColour(muted)
	d.text(rect{20, y, d.pw - 40, printNoteH}, d.T("pdf.print100"), 5.5, false, "C")
	d.textColour(ink)
}

// title draws a page title with a vermilion rule under it; it returns the
// y below.
func (d *doc) title(x, y, w float64, main, sub string) float64 {
	d.textColour(ink)
	d.text(rect{x, y, w, 8}, main, 15, true, "L")
	y += 8
	if sub != "" {
		d.textColour(muted)
		d.text(rect{x, y, w, 5}, sub, 8.5, false, "L")
		d.textColour(ink)
		y += 5
	}
	d.stroke(vermilion, 0.6)
	d.line(x, y+1, x+w, y+1)
	return y + 3
}

// clean makes user text printable with the embedded fonts: control and
// format characters go, runes outside the Basic Multilingual Plane, in the
// private use area or with no glyph in either font become "?", and invalid
// UTF-8 is dropped.
func clean(s string) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "")
	}
	g := fontGlyphs()
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n':
			b.WriteRune(r)
		case r == '\t':
			b.WriteRune(' ')
		case unicode.IsControl(r), unicode.Is(unicode.Cf, r):
		case r > 0xFFFF, r >= 0xE000 && r <= 0xF8FF, r >= 0xFFF0, !g.printable(r):
			b.WriteRune('?')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// clip shortens user text quoted in an error message.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// signed writes a modifier as the rulebooks do: "+2", "−1" (minus sign), "0".
func signed(v int) string {
	switch {
	case v > 0:
		return "+" + strconv.Itoa(v)
	case v < 0:
		return "−" + strconv.Itoa(-v)
	}
	return "0"
}

// minus replaces ASCII hyphen-minus before a digit with the minus sign.
func minus(s string) string {
	if strings.HasPrefix(s, "-") && len(s) > 1 && s[1] >= '0' && s[1] <= '9' {
		return "−" + s[1:]
	}
	return s
}
