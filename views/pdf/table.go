package pdf

import (
	"math"
	"strings"
)

// table is a table to lay out: header, rows of cells, and how to print
// them. Cells wrap between words; columns share the width by their content.
type table struct {
	Heads []string
	Rows  [][]string
	Size  float64 // body font size in points; the header is 0.9 of it
	// Align per column: "L" (default), "C" or "R".
	Align []string
	// Bold per column for the body.
	Bold []bool
	// Fixed widths per column in mm (0: by content).
	Fixed []float64
	// Fill per row (nil: alternate washi and white).
	Fill []rgb
	// Colour per row of the text (zero: ink).
	Colour []rgb
	// Swatch per row: a colour chip drawn at the start of the first cell.
	Swatch []rgb
	// NoHead leaves the header out.
	NoHead bool
	// Group: a first-column cell equal to the one above is left blank.
	Group bool
	// MinRow is the minimum row height in mm (for writing in by hand).
	MinRow float64
}

// tableLayout is a laid-out table: column widths, wrapped lines, heights.
type tableLayout struct {
	W         []float64
	HeadLines [][]string
	HeadH     float64
	Lines     [][][]string
	RowH      []float64
	// Indent is, per row, where the first cell's text starts after its
	// swatch (0: no swatch).
	Indent  []float64
	LH, HLH float64 // line heights of body and header
}

// Height is the whole table's height.
func (tl tableLayout) Height() float64 {
	h := tl.HeadH
	for _, r := range tl.RowH {
		h += r
	}
	return h
}

const cellPad = 1.1

// The swatch of a row is a square of swatchSize at the start of the first
// cell; its text starts swatchIndent further right.
const (
	swatchSize   = 3.2
	swatchIndent = swatchSize + 1
)

// hasSwatch reports whether row r starts with a colour chip.
func (t table) hasSwatch(r int) bool { return r < len(t.Swatch) && t.Swatch[r] != (rgb{}) }

func sum(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t
}

// layout fits t into width.
func (d *doc) layout(t table, width float64) tableLayout {
	n := len(t.Heads)
	if n == 0 && len(t.Rows) > 0 {
		n = len(t.Rows[0])
	}
	hs := t.Size * 0.9
	tl := tableLayout{W: make([]float64, n), LH: t.Size * pt * 1.2, HLH: hs * pt * 1.15}
	natural, minimum := d.measureColumns(t, n, hs)
	t.columnWidths(tl.W, natural, minimum, width)
	t.growColumns(tl.W, width)
	d.wrapTable(t, &tl, n, hs)
	return tl
}

// isFixed reports whether column i has a fixed width.
func (t table) isFixed(i int) bool { return i < len(t.Fixed) && t.Fixed[i] > 0 }

// measureColumns returns each column's natural width (its longest line)
// and its minimum (its longest word); hs is the headers' font size.
func (d *doc) measureColumns(t table, n int, hs float64) (natural, minimum []float64) {
	natural = make([]float64, n)
	minimum = make([]float64, n)
	// indent is the room a cell's text leaves before it: the swatch.
	measure := func(s string, size float64, bold bool, col int, head bool, indent float64) {
		for _, para := range strings.Split(clean(s), "\n") {
			ww := 0.0
			for _, w := range strings.Fields(para) {
				ww = math.Max(ww, d.widthAt(w, size, bold)+2*cellPad+indent)
			}
			minimum[col] = math.Max(minimum[col], ww)
			natural[col] = math.Max(natural[col], ww)
			if !head { // headers wrap: only their words bound the width
				natural[col] = math.Max(natural[col], d.widthAt(para, size, bold)+2*cellPad+indent)
			}
		}
	}
	for i, h := range t.Heads {
		if !t.NoHead {
			measure(h, hs, true, i, true, 0)
		}
	}
	for r, row := range t.Rows {
		for i, c := range row {
			indent := 0.0
			if i == 0 && t.hasSwatch(r) {
				indent = swatchIndent
			}
			if i < n {
				measure(c, t.Size, i < len(t.Bold) && t.Bold[i], i, false, indent)
			}
		}
	}
	return natural, minimum
}

// columnWidths sets w: fixed columns as given; short columns keep their
// natural width when the long ones can still hold their longest word, and
// the long ones share the rest; otherwise every free column shares.
func (t table) columnWidths(w, natural, minimum []float64, width float64) {
	n := len(w)
	// Header words may break inside a word rather than widen a column of
	// numbers beyond reason.
	fixed := 0.0
	flexNat, flexMin := 0.0, 0.0
	for i := 0; i < n; i++ {
		if t.isFixed(i) {
			w[i] = t.Fixed[i]
			fixed += t.Fixed[i]
			continue
		}
		minimum[i] = math.Min(minimum[i], width/2)
		flexNat += natural[i]
		flexMin += minimum[i]
	}
	avail := width - fixed
	short := make([]bool, n)
	shortW, longMin, longNat := 0.0, 0.0, 0.0
	for i := 0; i < n; i++ {
		if w[i] > 0 {
			continue
		}
		if natural[i] <= width*0.18 {
			short[i] = true
			shortW += natural[i]
		} else {
			longMin += minimum[i]
			longNat += natural[i]
		}
	}
	if shortW+longMin <= avail && longNat > 0 {
		rest := avail - shortW
		for i := 0; i < n; i++ {
			switch {
			case w[i] > 0:
			case short[i]:
				w[i] = natural[i]
			case longNat <= rest:
				w[i] = natural[i] + (rest-longNat)*natural[i]/longNat
			case longNat > longMin:
				w[i] = minimum[i] + (rest-longMin)*(natural[i]-minimum[i])/(longNat-longMin)
			default:
				w[i] = rest * minimum[i] / longMin
			}
		}
		return
	}
	for i := 0; i < n; i++ {
		if w[i] > 0 {
			continue
		}
		switch {
		case flexNat <= avail:
			w[i] = natural[i] + (avail-flexNat)*natural[i]/flexNat
		case flexMin >= avail:
			w[i] = avail * minimum[i] / flexMin
		default:
			w[i] = minimum[i] + (avail-flexMin)*(natural[i]-minimum[i])/(flexNat-flexMin)
		}
	}
}

// growColumns widens every free column alike when they are all short and
// there is room to spare.
func (t table) growColumns(w []float64, width float64) {
	total := sum(w)
	if !(total < width-0.01) {
		return
	}
	grow := width - total
	flex := 0.0
	for i := range w {
		if !t.isFixed(i) {
			flex += w[i]
		}
	}
	for i := 0; i < len(w) && flex > 0; i++ {
		if !t.isFixed(i) {
			w[i] += grow * w[i] / flex
		}
	}
}

// wrapTable breaks the headers and cells into lines at the columns'
// widths and sets the heights of the head and of each row.
func (d *doc) wrapTable(t table, tl *tableLayout, n int, hs float64) {
	wrap := func(s string, col int, size float64, bold bool, indent float64) []string {
		ls := d.lines(s, tl.W[col]-2*cellPad-indent, size, bold)
		if len(ls) == 0 {
			ls = []string{""}
		}
		return ls
	}
	if !t.NoHead {
		tl.HeadLines = make([][]string, n)
		most := 1
		for i := 0; i < n && i < len(t.Heads); i++ {
			tl.HeadLines[i] = wrap(t.Heads[i], i, hs, true, 0)
			most = max(most, len(tl.HeadLines[i]))
		}
		tl.HeadH = float64(most)*tl.HLH + 1.6
	}
	for r, row := range t.Rows {
		cells := make([][]string, n)
		most := 1
		indent := 0.0
		if t.hasSwatch(r) {
			indent = swatchIndent
		}
		tl.Indent = append(tl.Indent, indent)
		for i := 0; i < n; i++ {
			s := ""
			if i < len(row) {
				s = row[i]
			}
			if i == 0 && t.Group && r > 0 && len(t.Rows[r-1]) > 0 && t.Rows[r-1][0] == s {
				s = ""
			}
			in := 0.0
			if i == 0 {
				in = indent
			}
			cells[i] = wrap(s, i, t.Size, i < len(t.Bold) && t.Bold[i], in)
			most = max(most, len(cells[i]))
		}
		tl.Lines = append(tl.Lines, cells)
		tl.RowH = append(tl.RowH, math.Max(float64(most)*tl.LH+1.4, t.MinRow))
	}
}

// drawTable draws a laid-out table at x, y and returns the y below it.
func (d *doc) drawTable(x, y float64, t table, tl tableLayout) float64 {
	width := 0.0
	for _, w := range tl.W {
		width += w
	}
	if !t.NoHead {
		d.tableHead(x, y, width, t, tl)
		y += tl.HeadH
	}
	for r, cells := range tl.Lines {
		d.tableRow(x, y, width, t, tl, r, cells)
		y += tl.RowH[r]
	}
	// Column rules.
	d.stroke(faint, 0.2)
	cx := x
	top := y - tl.Height()
	for _, w := range tl.W[:max(len(tl.W)-1, 0)] {
		cx += w
		d.line(cx, top, cx, y)
	}
	d.stroke(rule, 0.3)
	d.box(rect{x, top, width, y - top}, "D")
	d.textColour(ink)
	return y
}

// align is column i's alignment (left unless the table says otherwise).
func (t table) align(i int) string {
	if i < len(t.Align) && t.Align[i] != "" {
		return t.Align[i]
	}
	return "L"
}

func (d *doc) tableHead(x, y, width float64, t table, tl tableLayout) {
	hs := t.Size * 0.9
	d.fillColour(band)
	d.stroke(rule, 0.2)
	d.box(rect{x, y, width, tl.HeadH}, "FD")
	cx := x
	for i, ls := range tl.HeadLines {
		top := y + (tl.HeadH-float64(len(ls))*tl.HLH)/2
		d.font(hs, true)
		d.textColour(ink)
		for j, ln := range ls {
			d.cell(cx+cellPad, top+float64(j)*tl.HLH, tl.W[i]-2*cellPad, tl.HLH, ln, t.align(i))
		}
		cx += tl.W[i]
	}
}

// tableRow draws row r, its cells already broken into lines, at y.
func (d *doc) tableRow(x, y, width float64, t table, tl tableLayout, r int, cells [][]string) {
	h := tl.RowH[r]
	fill := white
	if r%2 == 1 {
		fill = washi
	}
	if r < len(t.Fill) && t.Fill[r] != (rgb{}) {
		fill = t.Fill[r]
	}
	d.fillColour(fill)
	d.stroke(faint, 0.2)
	d.box(rect{x, y, width, h}, "FD")
	colour := ink
	if r < len(t.Colour) && t.Colour[r] != (rgb{}) {
		colour = t.Colour[r]
	}
	cx := x
	for i, ls := range cells {
		pad := 0.0
		if i == 0 && tl.Indent[r] > 0 {
			s := math.Min(swatchSize, h-1.6)
			d.swatch(rect{cx + cellPad, y + (h-s)/2, s, s}, t.Swatch[r])
			pad = tl.Indent[r]
		}
		bold := i < len(t.Bold) && t.Bold[i]
		d.font(t.Size, bold)
		d.textColour(colour)
		top := y + 0.7
		if len(ls) == 1 {
			top = y + (h-tl.LH)/2
		}
		for j, ln := range ls {
			d.cell(cx+cellPad+pad, top+float64(j)*tl.LH, tl.W[i]-2*cellPad-pad, tl.LH, ln, t.align(i))
		}
		cx += tl.W[i]
	}
}

// sectionTitle draws a section heading band with an optional rule
// reference (the printed rulebook's section titles) at its right; a
// reference that does not fit beside the title goes on a line of its own
// under it. It returns the y below.
func (d *doc) sectionTitle(x, y, w float64, title, ref string, size float64) float64 {
	h := size * pt * 1.6
	d.fillColour(ink)
	d.box(rect{x, y, 1.4, h}, "F")
	d.textColour(ink)
	own, refW := d.sectionRefLayout(w, title, ref, size)
	if !own {
		d.text(rect{x + 2.6, y, w - 2.6 - refW, h}, title, size, true, "L")
	} else {
		d.text(rect{x + 2.6, y, w - 2.6, h}, title, size, true, "L")
	}
	if ref != "" {
		d.textColour(muted)
		if own {
			y += h
			h = size * 0.72 * pt * 1.5
			d.text(rect{x + 2.6, y, w - 2.6, h}, ref, size*0.72, false, "R")
		} else {
			d.text(rect{x + w - refW, y, refW, h}, ref, size*0.72, false, "R")
		}
		d.textColour(ink)
	}
	return y + h + 0.8
}

// sectionTitleHeight is the height sectionTitle takes, gap included.
func (d *doc) sectionTitleHeight(w float64, title, ref string, size float64) float64 {
	h := size * pt * 1.6
	if own, _ := d.sectionRefLayout(w, title, ref, size); own {
		h += size * 0.72 * pt * 1.5
	}
	return h + 0.8
}

// sectionRefLayout says whether the reference needs a line of its own and
// how wide it is beside the title (at least the 30 mm it always had).
func (d *doc) sectionRefLayout(w float64, title, ref string, size float64) (own bool, refW float64) {
	if ref == "" {
		return false, 30
	}
	d.font(size*0.72, false)
	refW = math.Max(d.width(clean(ref))+1, 30)
	d.font(size, true)
	need := d.width(clean(title)) + 2.6 + 2
	return need+refW > w, refW
}
