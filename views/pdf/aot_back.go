package pdf

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"sengoku/tables/artoftactic"
)

// aotBack is the back's layout model.
type aotBack struct {
	Header, TableHead, Row, StripHead, Strip, Legend, Notes, Gap float64
	// StripCols is 1 or 2 columns of turn strips; StripRows per column.
	StripCols, StripRows int
	Font                 float64
}

// backLayout sizes the back for a card with orders rows and turns strips
// in content; ok is false when it cannot fit.
func backLayout(content rect, orders, turns int) (aotBack, bool) {
	l := aotBack{Header: 10, TableHead: 7, StripHead: 6, Legend: 4, Gap: 2}
	rowsNeed := func(rowH, stripH float64, cols int) float64 {
		rows := (turns + cols - 1) / cols
		return l.Header + l.TableHead + float64(orders)*rowH + l.Gap*2 + l.StripHead + float64(rows)*stripH + l.Legend
	}
	const (
		rowMin, rowIdeal, rowMax       = 3.9, 5.4, 7.5
		stripMin, stripIdeal, stripMax = 5.6, 7.6, 11
	)
	l.StripCols = 1
	if rowsNeed(rowMin, stripMin, 1) > content.H {
		l.StripCols = 2
	}
	l.StripRows = (turns + l.StripCols - 1) / l.StripCols
	if rowsNeed(rowMin, stripMin, l.StripCols) > content.H+1e-9 {
		return l, false
	}
	// Grow rows and strips together from their minimums up to the ideal,
	// then up to their maximums.
	t := 0.0
	for _, hi := range []struct{ row, strip float64 }{{rowIdeal, stripIdeal}, {rowMax, stripMax}} {
		lo := struct{ row, strip float64 }{rowMin, stripMin}
		if t > 0 {
			lo = struct{ row, strip float64 }{rowIdeal, stripIdeal}
		}
		need := rowsNeed(hi.row, hi.strip, l.StripCols)
		base := rowsNeed(lo.row, lo.strip, l.StripCols)
		if need <= content.H {
			l.Row, l.Strip = hi.row, hi.strip
			t++
			continue
		}
		k := (content.H - base) / (need - base)
		l.Row = lo.row + k*(hi.row-lo.row)
		l.Strip = lo.strip + k*(hi.strip-lo.strip)
		break
	}
	if l.Row == 0 {
		l.Row, l.Strip = rowMin, stripMin
	}
	l.Font = math.Min(math.Max(l.Row/rowIdeal, 0.86), 1.2)
	used := rowsNeed(l.Row, l.Strip, l.StripCols)
	if left := content.H - used; left >= 18 {
		l.Notes = left - l.Gap
	}
	return l, true
}

// backContent is the content rectangle of a card side for the booklet's
// paper and size (the frame insets of cardFrame).
func backContent(p Paper, size CardSize) rect {
	pw, ph := p.size()
	r := halfSlots(pw, ph)[0]
	if size == FullPage {
		r = fullSlot(pw, ph)
	}
	return r.inset(2.5).inset(3.2)
}

// backFits reports whether card's back holds turns strips at this size.
func backFits(p Paper, size CardSize, card artoftactic.UnitCard, turns int) bool {
	_, ok := backLayout(backContent(p, size), len(artoftactic.OrdersFor(card)), turns)
	return ok
}

// pathHexes is how many hex boxes a turn strip needs: the longest move of
// the unit's orders for its kind (§7.1; 4 when the kind is unknown).
func pathHexes(card artoftactic.UnitCard, orders []artoftactic.Order) int {
	n := 1
	for _, o := range orders {
		m := max(o.MoveInf, o.MoveCav)
		switch card.Kind {
		case artoftactic.Infantry:
			m = o.MoveInf
		case artoftactic.Cavalry:
			m = o.MoveCav
		}
		n = max(n, m)
	}
	return n
}

// cardBack draws the order chart (§17.2) and the per-turn blocks (§17.3).
func (d *doc) cardBack(r rect, b AoTBooklet, u AoTUnit) {
	c := d.cardFrame(r, true)
	card := u.Card
	orders := artoftactic.OrdersFor(card)
	turns := b.Turns
	l, ok := backLayout(c, len(orders), turns)
	for !ok && turns > 1 { // Validate refuses this; draw what fits rather than fail.
		turns--
		l, ok = backLayout(c, len(orders), turns)
	}
	fs := l.Font
	y := c.Y
	d.backHeader(c, l, b.Army, u)
	y += l.Header
	y = d.orderChart(newOrderChart(d, c, l, card, turns), y, orders)
	y += l.Gap

	// Per-turn strips: target, hex path, facing/range, and the unit's state.
	d.turnStrips(rect{c.X, y, c.W, l.StripHead + float64(l.StripRows)*l.Strip}, l, card, orders, turns, fs)
	y += l.StripHead + float64(l.StripRows)*l.Strip + l.Gap

	if l.Notes > 0 {
		d.notesBox(rect{c.X, y, c.W, l.Notes}, fs)
	}

	// Legend.
	d.textColour(muted)
	legend := d.T("pdf.aot.legend")
	if !card.Ranged {
		legend = d.T("pdf.aot.legend.melee")
	}
	d.text(rect{c.X, c.bottom() - l.Legend, c.W, l.Legend}, legend, 5.4, false, "L")
	d.textColour(ink)
}

// backHeader draws the ORDERS tag, the unit, its number and the army at
// the top of content c; orders are secret (§17.3).
func (d *doc) backHeader(c rect, l aotBack, army string, u AoTUnit) {
	fs, y := l.Font, c.Y
	tag := d.T("pdf.aot.orders")
	d.font(8*fs, true)
	tw := d.width(tag) + 4
	d.fillColour(vermilion)
	d.stroke(vermilion, 0.2)
	d.roundRect(rect{c.X, y + 1.2, tw, l.Header - 3}, 1, "F")
	d.textColour(white)
	d.text(rect{c.X, y + 1.2, tw, l.Header - 3}, tag, 8*fs, true, "C")
	d.textColour(ink)
	numW := 20.0
	d.text(rect{c.X + tw + 2.5, y, c.W * 0.45, l.Header * 0.6}, d.word(u.Card.Title()), 10*fs, true, "L")
	d.textColour(muted)
	d.text(rect{c.X + tw + 2.5, y + l.Header*0.58, c.W * 0.45, l.Header * 0.4}, army, 6.5*fs, false, "L")
	d.text(rect{c.X + tw + 2.5 + c.W*0.45, y, c.right() - numW - 3 - (c.X + tw + 2.5 + c.W*0.45), l.Header}, d.T("pdf.aot.secret"), 6*fs, false, "R")
	d.textColour(ink)
	nb := rect{c.right() - numW + 6, y + 1, numW - 6, l.Header - 2.5}
	d.text(rect{c.right() - numW, y, 6, l.Header - 1.5}, d.T("pdf.number"), 7*fs, true, "L")
	d.stroke(ink, 0.45)
	d.fillColour(white)
	d.box(nb, "FD")
	if u.Number > 0 {
		d.text(nb, strconv.Itoa(u.Number), 11*fs, true, "C")
	}
}

// orderChartLayout is the order chart's columns: step, order, the
// modifiers, a note, and a check box per turn.
type orderChartLayout struct {
	c                             rect
	l                             aotBack
	ranged                        bool
	turns                         int
	tW, stepW, modW, noteW, nameW float64
	cols                          []float64
	heads                         []string
	modOf                         func(artoftactic.Order) []artoftactic.Mod
}

func newOrderChart(d *doc, c rect, l aotBack, card artoftactic.UnitCard, turns int) orderChartLayout {
	ch := orderChartLayout{c: c, l: l, ranged: card.Ranged, turns: turns, stepW: 8.0, modW: 8.5, noteW: 21.0}
	ch.tW = math.Min(6.5, math.Max(4.6, (c.W-118)/float64(turns)))
	// A unit without ranged weapons has no firepower to modify (§11).
	mods := []string{"pdf.aot.att", "pdf.aot.def", "pdf.aot.fp", "pdf.aot.fort"}
	ch.modOf = func(o artoftactic.Order) []artoftactic.Mod { return []artoftactic.Mod{o.Att, o.Def, o.FP, o.Fort} }
	if !card.Ranged {
		mods = []string{"pdf.aot.att", "pdf.aot.def", "pdf.aot.fort"}
		ch.modOf = func(o artoftactic.Order) []artoftactic.Mod { return []artoftactic.Mod{o.Att, o.Def, o.Fort} }
	}
	ch.nameW = c.W - ch.stepW - float64(len(mods))*ch.modW - ch.noteW - float64(turns)*ch.tW
	ch.cols = []float64{ch.stepW, ch.nameW}
	ch.heads = []string{d.T("pdf.aot.step"), d.T("pdf.aot.order")}
	for _, k := range mods {
		ch.cols = append(ch.cols, ch.modW)
		ch.heads = append(ch.heads, d.T(k))
	}
	ch.cols = append(ch.cols, ch.noteW)
	ch.heads = append(ch.heads, d.T("pdf.aot.note"))
	return ch
}

// orderChart draws the order chart from y and returns the y below it.
func (d *doc) orderChart(ch orderChartLayout, y float64, orders []artoftactic.Order) float64 {
	d.orderChartHead(ch, y)
	y += ch.l.TableHead
	startY := y
	for i, o := range orders {
		d.orderRow(ch, i, o, y)
		y += ch.l.Row
	}
	d.orderChartGrid(ch, orders, startY, y)
	return y
}

func (d *doc) orderChartHead(ch orderChartLayout, y float64) {
	fs, x := ch.l.Font, ch.c.X
	d.stroke(rule, 0.2)
	for i, w := range ch.cols {
		d.fillColour(band)
		d.box(rect{x, y, w, ch.l.TableHead}, "FD")
		align := "C"
		if i == 1 { // the order's name
			align = "L"
		}
		d.text(rect{x + 0.6, y, w - 1.2, ch.l.TableHead}, ch.heads[i], 6.3*fs, true, align)
		x += w
	}
	for t := 1; t <= ch.turns; t++ {
		d.fillColour(band)
		d.box(rect{x, y, ch.tW, ch.l.TableHead}, "FD")
		d.text(rect{x, y, ch.tW, ch.l.TableHead}, fmt.Sprintf(d.T("pdf.turn.short"), t), 5.6*fs, true, "C")
		x += ch.tW
	}
}

// orderRow draws the i-th order's row at y.
func (d *doc) orderRow(ch orderChartLayout, i int, o artoftactic.Order, y float64) {
	c, l, fs := ch.c, ch.l, ch.l.Font
	x := c.X
	fill := white
	if i%2 == 1 {
		fill = washi
	}
	d.fillColour(fill)
	d.stroke(rule, 0.2)
	d.box(rect{c.X + ch.stepW, y, c.W - ch.stepW, l.Row}, "F")
	x += ch.stepW
	// Order name in the user's language, the other one after it.
	primary, secondary := d.word(o.Msg), d.otherWord(o.Msg)
	d.font(7.2*fs, true)
	pw := math.Min(d.width(primary), ch.nameW-1.5)
	d.text(rect{x + 1, y, ch.nameW - 1.5, l.Row}, primary, 7.2*fs, true, "L")
	if rest := ch.nameW - 1.5 - pw - 2; rest > 10 && secondary != primary {
		d.textColour(muted)
		d.text(rect{x + 1 + pw + 1.5, y, rest, l.Row}, secondary, 5.6*fs, false, "L")
		d.textColour(ink)
	}
	x += ch.nameW
	for _, m := range ch.modOf(o) {
		cell := rect{x, y, ch.modW, l.Row}
		switch {
		case m.Zero:
			d.textColour(vermilion)
		case m.V == 0:
			d.textColour(faint)
		}
		d.text(cell, minus(m.String()), 7.2*fs, m.V != 0 || m.Zero, "C")
		d.textColour(ink)
		x += ch.modW
	}
	d.textColour(muted)
	d.text(rect{x + 0.6, y, ch.noteW - 1.2, l.Row}, d.orderNotes(o, ch.ranged), 5.4*fs, false, "L")
	d.textColour(ink)
	x += ch.noteW
	bs := math.Min(l.Row*0.68, ch.tW*0.7)
	for t := 0; t < ch.turns; t++ {
		d.checkbox(x+(ch.tW-bs)/2, y+(l.Row-bs)/2, bs, false)
		x += ch.tW
	}
}

// orderChartGrid draws the grid lines and the step column, merged per
// step (§6.3), between startY and y.
func (d *doc) orderChartGrid(ch orderChartLayout, orders []artoftactic.Order, startY, y float64) {
	c, l, fs := ch.c, ch.l, ch.l.Font
	d.stroke(rule, 0.2)
	x := c.X + ch.stepW
	for _, w := range ch.cols[1:] {
		d.line(x, startY, x, y)
		x += w
	}
	for t := 0; t <= ch.turns; t++ {
		d.line(x+float64(t)*ch.tW, startY, x+float64(t)*ch.tW, y)
	}
	d.line(c.right(), startY, c.right(), y)
	yy := startY
	for i := 0; i < len(orders); {
		j := i
		for j < len(orders) && orders[j].Step == orders[i].Step {
			j++
		}
		h := float64(j-i) * l.Row
		d.fillColour(band)
		d.stroke(rule, 0.2)
		d.box(rect{c.X, yy, ch.stepW, h}, "FD")
		d.text(rect{c.X, yy, ch.stepW, h}, strconv.Itoa(orders[i].Step), 9*fs, true, "C")
		d.stroke(ink, 0.45)
		d.line(c.X, yy, c.right(), yy)
		yy += h
		i = j
	}
	d.stroke(ink, 0.45)
	d.line(c.X, y, c.right(), y)
}

// orderNotes are the sheet additions of §17.2: fatigue gained or removed,
// ammunition spent (by a unit with ranged weapons, §11), allowed without a
// commander.
func (d *doc) orderNotes(o artoftactic.Order, ranged bool) string {
	var tags []string
	if o.Fatigue != 0 {
		tags = append(tags, "F"+signed(o.Fatigue))
	}
	if o.Ammo && ranged {
		tags = append(tags, d.T("pdf.aot.note.ammo"))
	}
	if o.NoCmdr {
		tags = append(tags, d.T("pdf.aot.note.nocmdr"))
	}
	return strings.Join(tags, " · ")
}

// turnStrips draws one strip per turn: T#, target number, hex path, facing
// or coverage range, then current defense, fortitude, morale, fatigue and
// ammunition (§17.3).
func (d *doc) turnStrips(r rect, l aotBack, card artoftactic.UnitCard, orders []artoftactic.Order, turns int, fs float64) {
	hexes := pathHexes(card, orders)
	gap := 4.0
	colW := (r.W - gap*float64(l.StripCols-1)) / float64(l.StripCols)
	cols := stripColumns(card, orders, hexes, colW)
	for sc := 0; sc < l.StripCols; sc++ {
		x0 := r.X + float64(sc)*(colW+gap)
		d.stripHead(rect{x0, r.Y, colW, l.StripHead}, cols, fs)
		for row := 0; row < l.StripRows; row++ {
			t := sc*l.StripRows + row + 1
			if t > turns {
				break
			}
			y := r.Y + l.StripHead + float64(row)*l.Strip
			d.fillColour(white)
			d.stroke(rule, 0.2)
			d.box(rect{x0, y, colW, l.Strip}, "FD")
			x := x0
			for _, c := range cols {
				d.stripCell(rect{x, y, c.w, l.Strip}, c, t, hexes, fs)
				x += c.w
			}
		}
	}
}

// stripCol is one column of a turn strip; kind is label, box, hex (the
// path), hex1 (the fire hex) or morale.
type stripCol struct {
	key  string
	w    float64
	kind string
}

// stripColumns sizes a strip's columns to width colW: hexes stay packed,
// the plain boxes take what is left.
func stripColumns(card artoftactic.UnitCard, orders []artoftactic.Order, hexes int, colW float64) []stripCol {
	fireHex := false
	for _, o := range orders {
		fireHex = fireHex || o.FireHex
	}
	cols := []stripCol{{"pdf.aot.turn", 7, "label"}, {"pdf.aot.target", 10, "box"}, {"pdf.aot.path", float64(hexes) * 7.5, "hex"}}
	if fireHex {
		cols = append(cols, stripCol{"pdf.aot.fireHex", 8, "hex1"})
	}
	cols = append(cols, stripCol{"pdf.aot.facing", 11, "box"}, stripCol{"pdf.aot.def", 8, "box"}, stripCol{"pdf.aot.fort", 8, "box"},
		stripCol{"pdf.aot.morale", 11, "morale"}, stripCol{"pdf.aot.fatigue", 8.5, "box"})
	if card.Ranged {
		cols = append(cols, stripCol{"pdf.aot.ammoShort", 8.5, "box"})
	}
	natural := 0.0
	for _, c := range cols {
		natural += c.w
	}
	k := colW / natural
	surplus, boxes := 0.0, 0
	for i := range cols {
		cols[i].w *= k
		n := map[string]int{"hex": hexes, "hex1": 1}[cols[i].kind]
		if n > 0 && cols[i].w > float64(n)*9.5 { // hexes stay packed
			surplus += cols[i].w - float64(n)*9.5
			cols[i].w = float64(n) * 9.5
		}
		if cols[i].kind == "box" {
			boxes++
		}
	}
	for i := range cols {
		if cols[i].kind == "box" {
			cols[i].w += surplus / float64(boxes)
		}
	}
	return cols
}

// stripHead draws the column captions of one column of strips in r.
func (d *doc) stripHead(r rect, cols []stripCol, fs float64) {
	x := r.X
	d.stroke(rule, 0.2)
	for _, c := range cols {
		d.fillColour(band)
		d.box(rect{x, r.Y, c.w, r.H}, "FD")
		label := d.T(c.key)
		size := 5.4 * fs
		if d.widthAt(label, size, true) > c.w-0.8 { // two lines, breaking between words
			size = math.Min(size, d.fitWords([]string{label}, c.w-0.8, size, true))
			lh := size * pt * 1.1
			h := math.Min(d.paragraphHeight(c.w-0.8, label, size, true, lh), 2*lh)
			d.paragraph(rect{x + 0.4, r.Y + (r.H-h)/2, c.w - 0.8, 2 * lh}, label, size, true, "C", lh)
		} else {
			d.text(rect{x + 0.4, r.Y, c.w - 0.8, r.H}, label, size, true, "C")
		}
		x += c.w
	}
}

// stripCell draws one cell of turn t's strip.
func (d *doc) stripCell(cell rect, c stripCol, t, hexes int, fs float64) {
	x, y, strip := cell.X, cell.Y, cell.H
	switch c.kind {
	case "label":
		d.fillColour(band)
		d.box(cell, "FD")
		d.text(cell, fmt.Sprintf(d.T("pdf.turn.short"), t), 7.5*fs, true, "C")
	case "box":
		d.stroke(rule, 0.2)
		d.box(cell, "D")
	case "hex", "hex1":
		n := hexes
		if c.kind == "hex1" {
			n = 1
		}
		hw := c.w / float64(n)
		rr := math.Min(hw*0.5, strip*0.5/0.866) - 0.45
		for h := 0; h < n; h++ {
			d.stroke(ink, 0.3)
			d.fillColour(white)
			d.hexagon(x+hw*(float64(h)+0.5), y+strip/2, rr, "FD")
		}
		d.stroke(rule, 0.2)
		d.box(cell, "D")
	case "morale":
		d.box(cell, "D")
		bs := math.Min(strip*0.5, (c.w-2)/3.4)
		x0 := x + (c.w-3*bs-1.2)/2
		for m := 0; m < 3; m++ {
			d.checkbox(x0+float64(m)*(bs+0.6), y+(strip-bs)/2, bs, false)
		}
	}
}
