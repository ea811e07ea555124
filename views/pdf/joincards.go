package pdf

import (
	"fmt"
	"math"
	"slices"

	"sengoku/tables"
	"sengoku/views/figure"
)

// JoinCards is the view model of the sheet of join cards the GM cuts out
// and hands to the players: one card per clan with its secret link as a QR
// code and as text.
type JoinCards struct {
	Meta
	Campaign string
	Cards    []JoinCard
}

// JoinCard is one clan's card.
type JoinCard struct {
	Clan   string
	Colour string // "#rrggbb" (figure.ClanColour)
	Player string
	URL    string
}

// MaxJoinCards bounds one sheet: a campaign has at most six clans.
const MaxJoinCards = 6

// joinCardGrid is the sheet's grid: two columns of three cards fill a
// portrait A4 or Letter page, each card big enough for a QR code a phone
// reads from arm's length.
const (
	joinCols   = 2
	joinRows   = 3
	joinMargin = 10.0 // mm between the page's edge and the cut lines
	joinQRSize = 42.0 // mm, quiet zone included
)

// joinCardSlots lays n cards out on a pw × ph page: the card rectangles,
// row by row, their edges on the cut lines.
func joinCardSlots(pw, ph float64, n int) []rect {
	w := (pw - 2*joinMargin) / joinCols
	h := (ph - 2*joinMargin) / joinRows
	slots := make([]rect, 0, n)
	for i := range n {
		col, row := i%joinCols, i/joinCols
		slots = append(slots, rect{joinMargin + float64(col)*w, joinMargin + float64(row)*h, w, h})
	}
	return slots
}

// JoinCardsPDF renders the join cards on one page with dashed cut lines.
func JoinCardsPDF(j JoinCards) ([]byte, error) {
	v := &tables.ValidationError{}
	validatePaper(v, j.Paper)
	switch {
	case len(j.Cards) == 0:
		v.Add("cards", "pdf.err.no-players")
	case len(j.Cards) > MaxJoinCards:
		v.Add("cards", "pdf.err.too-many-cards", MaxJoinCards)
	}
	qrs := make([]figure.QR, len(j.Cards))
	for i, c := range j.Cards {
		q, err := figure.NewQR(c.URL)
		if err != nil {
			return nil, fmt.Errorf("join card for %s: %w", c.Clan, err)
		}
		qrs[i] = q
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	d := newDoc(j.Meta, false, fmt.Sprintf(j.Meta.lang().T("pdf.join.title"), j.Campaign))
	d.f.SetSubject(d.T("pdf.join.subject"), true)
	d.addPage()
	d.textColour(muted)
	d.text(rect{joinMargin, 3, d.pw - 2*joinMargin, 4.5}, fmt.Sprintf(d.T("pdf.join.title"), j.Campaign), 8, true, "C")
	slots := joinCardSlots(d.pw, d.ph, len(j.Cards))
	for i, c := range j.Cards {
		d.joinCard(slots[i].inset(4), j.Campaign, c, qrs[i])
	}
	d.joinCutLines(slots)
	d.printNote(d.ph - joinMargin + 3)
	return d.bytes()
}

// joinCard draws one card inside r: the clan band, the QR code, what to do
// with it, and the link as text.
func (d *doc) joinCard(r rect, campaignName string, c JoinCard, q figure.QR) {
	colour := hexColour(c.Colour)
	d.fillColour(colour)
	d.stroke(ink, 0.3)
	d.box(rect{r.X, r.Y, r.W, 9}, "FD")
	if colour.light() {
		d.textColour(ink)
	} else {
		d.textColour(white)
	}
	d.text(rect{r.X + 3, r.Y, r.W * 0.55, 9}, c.Clan, 14, true, "L")
	d.text(rect{r.X + r.W*0.55, r.Y, r.W*0.45 - 3, 9}, c.Player, 10, false, "R")
	d.textColour(muted)
	d.text(rect{r.X, r.Y + 10, r.W, 4}, campaignName, 7.5, false, "L")

	qr := joinCardQR(r)
	top, size := qr.Y, qr.W
	d.drawQR(qr, q)

	tx := r.X + size + 3
	tw := r.right() - tx
	d.textColour(ink)
	y := top + 2
	y += d.paragraph(rect{tx, y, tw, 24}, d.T("pdf.join.scan"), 8, true, "L", 3.7)
	y += 2
	d.textColour(vermilion)
	d.paragraph(rect{tx, y, tw, top + size - y}, fmt.Sprintf(d.T("pdf.join.secret"), c.Clan), 7.5, false, "L", 3.4)

	d.textColour(muted)
	d.text(rect{r.X, top + size + 1, r.W, 3.4}, d.T("pdf.join.type"), 6.5, false, "L")
	d.textColour(ink)
	ly := top + size + 4.6
	for _, ln := range d.breakAnywhere(c.URL, r.W, 7.5) {
		if ly+3.4 > r.bottom() {
			break
		}
		d.text(rect{r.X, ly, r.W, 3.4}, ln, 7.5, false, "L")
		ly += 3.4
	}
}

// joinCardQR is where a card drawn in r puts its QR code (quiet zone
// included): under the clan band, at the left, leaving room for the link
// as text below.
func joinCardQR(r rect) rect {
	top := r.Y + 15
	size := math.Min(joinQRSize, r.bottom()-top-12)
	return rect{r.X, top, size, size}
}

// drawQR draws the code's dark modules, one rectangle per run, on a white
// square with the quiet zone.
func (d *doc) drawQR(r rect, q figure.QR) {
	m := r.W / float64(q.Size()+2*figure.QRQuiet)
	d.fillColour(white)
	d.box(r, "F")
	d.fillColour(rgb{0, 0, 0})
	q.Runs(func(x, y, n int) {
		// A hair of overlap keeps viewers from drawing seams between runs.
		d.box(rect{r.X + float64(x+figure.QRQuiet)*m, r.Y + float64(y+figure.QRQuiet)*m, float64(n)*m + 0.01, m + 0.01}, "F")
	})
}

// breakAnywhere cuts s (a link: no spaces to wrap at) into lines of width w.
func (d *doc) breakAnywhere(s string, w, size float64) []string {
	d.font(size, false)
	var out []string
	line := []rune{}
	for _, r := range s {
		if len(line) > 0 && d.width(string(append(line, r))) > w {
			out = append(out, string(line))
			line = line[:0]
		}
		line = append(line, r)
	}
	if len(line) > 0 {
		out = append(out, string(line))
	}
	return out
}

// joinCutLines draws the dashed lines to cut along, across the whole page,
// with a pair of scissors at the start of each.
func (d *doc) joinCutLines(slots []rect) {
	if len(slots) == 0 {
		return
	}
	var xs, ys []float64
	for _, s := range slots {
		xs = append(xs, s.X, s.right())
		ys = append(ys, s.Y, s.bottom())
	}
	slices.Sort(xs)
	slices.Sort(ys)
	xs, ys = slices.Compact(xs), slices.Compact(ys)
	d.stroke(muted, 0.2)
	d.dashed(true)
	for _, x := range xs {
		d.line(x, 3, x, d.ph-3)
	}
	for _, y := range ys {
		d.line(3, y, d.pw-3, y)
	}
	d.dashed(false)
	d.textColour(muted)
	for _, y := range ys {
		d.text(rect{3, y - 2.2, 6, 2}, "✂", 7, false, "L")
	}
	d.textColour(ink)
}
