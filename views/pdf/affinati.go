package pdf

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"sengoku/tables"
	"sengoku/tables/affinati"
	"sengoku/tables/rulebook"
)

// AffinatiRoster is the view model of a SAMURAI army roster: an army that
// passed the army-list validator, with the troop data of its list in the
// chosen figure scale and units.
type AffinatiRoster struct {
	Meta
	// Name is the army's name ("" prints the list's).
	Name    string
	Army    affinati.ArmyCheck
	General affinati.TroopType
	Roster  affinati.Roster
	// Subtitle replaces the line under the name ("" prints the list,
	// figures and units).
	Subtitle string
	// Allies are the allied contingents fighting with the army in a
	// campaign battle, printed after its own elements.
	Allies []AlliedElements
}

// AlliedElements is a contingent another clan sent: its elements fight
// under the army's player (campaign-1560 §8.2).
type AlliedElements struct {
	From   string
	Counts map[affinati.TroopType]int
}

// MaxRosterName bounds the army's name on a roster.
const MaxRosterName = 60

// Validate refuses an army the validator did not accept.
func (r AffinatiRoster) Validate() error {
	v := &tables.ValidationError{}
	validatePaper(v, r.Paper)
	validateName(v, "name", r.Name, MaxRosterName)
	if !r.Army.Valid {
		for _, p := range r.Army.Problems {
			v.AddMsg("army", p)
		}
		if len(r.Army.Problems) == 0 {
			v.Add("army", "pdf.err.army-invalid")
		}
	}
	return v.Err()
}

// rosterElement is one element of the army, numbered as printed.
type rosterElement struct {
	N       int
	Troop   affinati.RosterTroop
	General bool
	Ally    string // the clan that sent it, for an allied element
}

// elements expands the army's counts into numbered elements, in the
// roster's troop order; the General rides with the first element of his
// type.
func (r AffinatiRoster) elements() []rosterElement {
	count := map[affinati.TroopType]int{}
	for _, row := range r.Army.Rows {
		count[row.Troop] = row.Count
	}
	var out []rosterElement
	general := false
	for _, t := range r.Roster.Troops {
		for i := 0; i < count[t.Type]; i++ {
			g := !general && t.Type == r.General
			general = general || g
			out = append(out, rosterElement{N: len(out) + 1, Troop: t, General: g})
		}
	}
	for _, a := range r.Allies {
		for _, t := range r.Roster.Troops {
			for i := 0; i < a.Counts[t.Type]; i++ {
				out = append(out, rosterElement{N: len(out) + 1, Troop: t, Ally: a.From})
			}
		}
	}
	return out
}

func (d *doc) txt(t affinati.Text) string { return d.l.Render(t) }

// AffinatiRosterPDF renders the roster (page 1: elements, losses, movement
// ruler) and the element cards to cut out (page 2 on).
func AffinatiRosterPDF(r AffinatiRoster) ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	d := newDoc(r.Meta, false, "SAMURAI — "+r.Name)
	d.f.SetSubject(d.T("pdf.aff.subject"), true)
	els := r.elements()
	d.rosterPage(r, els)
	d.elementCards(els, r)
	return d.bytes()
}

// rosterPage draws the roster's page: the facts, the elements, the special
// rules of the types present, the losses against the break point and the
// movement ruler. The battle kit prints each side's army with it.
func (d *doc) rosterPage(r AffinatiRoster, els []rosterElement) {
	x, w := 10.0, d.pw-20
	d.addPage()
	name := r.Name
	list := ""
	if r.Roster.List != nil {
		list = d.txt(r.Roster.List.Name)
	}
	if name == "" {
		name = list
	}
	sub := r.Subtitle
	if sub == "" {
		sub = fmt.Sprintf(d.T("pdf.aff.sub"), list, r.Roster.Figures, r.Roster.Units)
	}
	y := d.title(x, 10, w, name, sub)
	y = d.rosterFacts(x, y, w, r, len(els))
	y = d.rosterTable(x, y, w, els)
	y = d.rosterSpecial(x, y, w, r, els)
	y = d.rosterLosses(x, y, w, r, len(els))
	// The movement ruler, to scale.
	if left := d.ph - 14 - y; left > 30 {
		d.ruler(x, y, w, r.Roster)
	}
	d.footer(d.T("pdf.aff.source"), d.T("pdf.by"))
}

// rosterFacts draws the fact boxes: table, bases, elements, break point.
func (d *doc) rosterFacts(x, y, w float64, r AffinatiRoster, n int) float64 {
	facts := []struct{ k, v string }{
		{d.T("pdf.aff.table"), d.txt(r.Roster.Table.Text) + " × " + d.txt(r.Roster.Table.Text)},
		{d.T("pdf.aff.frontage"), d.txt(r.Roster.BaseFrontage.Text)},
		{d.T("pdf.aff.depth"), d.txt(r.Roster.BaseDepthFoot.Text) + " / " + d.txt(r.Roster.BaseDepthMounted.Text)},
		{d.T("pdf.aff.elements"), strconv.Itoa(n)},
		{d.T("pdf.aff.break"), strconv.Itoa(r.Roster.BreakPoint)},
	}
	// Each fact box is as wide as its label or value needs, the rest of
	// the line shared equally, so no label is cut short.
	fx := x
	for i, fw := range d.factWidths(w, facts) {
		f := facts[i]
		b := rect{fx, y + 1, fw - 2, 11}
		fx += fw
		d.fillColour(washi)
		d.stroke(faint, 0.25)
		d.box(b, "FD")
		d.textColour(muted)
		d.text(rect{b.X + 1.5, b.Y + 0.6, b.W - 3, 4}, f.k, factLabelSz, false, "L")
		d.textColour(ink)
		d.text(rect{b.X + 1.5, b.Y + 4.6, b.W - 3, 6}, f.v, factValueSz, true, "L")
	}
	return y + 15
}

// rosterTable draws the elements, the General's row tinted, with a tick box
// for each loss; an allied element names the clan that sent it.
func (d *doc) rosterTable(x, y, w float64, els []rosterElement) float64 {
	t := table{Size: 7.6,
		Heads: []string{"N°", d.T("pdf.aff.element"), d.T("pdf.aff.general"), d.T("pdf.aff.moveGood"), d.T("pdf.aff.moveDifficult"),
			d.T("pdf.aff.range"), d.T("pdf.aff.cfFoot"), d.T("pdf.aff.cfMounted"), d.T("pdf.aff.terrain"), d.T("pdf.aff.lost")},
		Align:  []string{"C", "L", "C", "C", "C", "C", "C", "C", "L", "C"},
		Bold:   []bool{true, true, true, false, false, false, true, true},
		Fixed:  []float64{9, 0, 0, 0, 0, 0, 0, 0, 0, 10},
		MinRow: 6.2,
	}
	for _, e := range els {
		if e.General {
			t.Fill = append(t.Fill, rgb{250, 228, 222})
		} else {
			t.Fill = append(t.Fill, rgb{})
		}
		g := ""
		if e.General {
			g = "★"
		}
		class := d.T("pdf.aff.foot")
		if e.Troop.Class == affinati.Mounted {
			class = d.T("pdf.aff.mounted")
		}
		name := d.txt(e.Troop.Name) + " (" + class + ")"
		if e.Ally != "" {
			name += " · " + fmt.Sprintf(d.T("pdf.aff.allied"), e.Ally)
		}
		t.Rows = append(t.Rows, []string{strconv.Itoa(e.N), name, g,
			d.txt(e.Troop.MoveGood.Text), d.txt(e.Troop.MoveDifficult.Text), d.txt(e.Troop.Range.Text),
			strconv.Itoa(e.Troop.CFFoot), strconv.Itoa(e.Troop.CFMounted), d.txt(e.Troop.TerrainNote), ""})
	}
	tl := d.layout(t, w)
	y = d.drawTable(x, y, t, tl)
	// Tick boxes in the "lost" column.
	ly := y - tl.Height() + tl.HeadH
	for _, h := range tl.RowH {
		d.checkbox(x+w-tl.W[len(tl.W)-1]/2-1.8, ly+h/2-1.8, 3.6, false)
		ly += h
	}
	return y + 4
}

// rosterSpecial lists the special rules of the troop types present.
func (d *doc) rosterSpecial(x, y, w float64, r AffinatiRoster, els []rosterElement) float64 {
	y = d.sectionTitle(x, y, w, d.T("pdf.aff.special"), rulebook.Samurai.Title(rulebook.SamTroops, rulebook.SamCloseCombat, rulebook.SamRecoil), 9)
	seen := map[affinati.TroopType]bool{}
	lh := 7 * pt * 1.25
	for _, e := range els {
		if seen[e.Troop.Type] || len(e.Troop.Notes) == 0 {
			continue
		}
		seen[e.Troop.Type] = true
		var notes []string
		for _, n := range e.Troop.Notes {
			notes = append(notes, d.txt(n))
		}
		line := d.txt(e.Troop.Name) + ": " + strings.Join(notes, "; ") + "."
		// Up to five lines: the rules with their rulebook sections.
		y += d.paragraph(rect{x + 1, y, w - 2, 5 * lh}, line, 7, false, "L", lh) + 0.6
	}
	for _, n := range r.Roster.Notes {
		d.textColour(muted)
		y += d.paragraph(rect{x + 1, y, w - 2, 3 * lh}, d.txt(n), 7, false, "L", lh) + 0.6
		d.textColour(ink)
	}
	return y + 3
}

// rosterLosses draws a numbered box per loss, the break point's tinted,
// and the break rule (§15, B-27).
func (d *doc) rosterLosses(x, y, w float64, r AffinatiRoster, els int) float64 {
	y = d.sectionTitle(x, y, w, d.T("pdf.aff.losses"), rulebook.Samurai.Title(rulebook.SamVictory), 9)
	n := max(els, r.Roster.BreakPoint+3)
	bs := math.Min(9, (w-4)/float64(n))
	for i := 1; i <= n; i++ {
		b := rect{x + float64(i-1)*bs, y, bs - 1, bs - 1}
		d.fillColour(white)
		if i == r.Roster.BreakPoint {
			d.fillColour(rgb{246, 214, 206})
		}
		d.stroke(ink, 0.3)
		d.box(b, "FD")
		d.textColour(muted)
		if i == r.Roster.BreakPoint {
			d.textColour(vermilion)
		}
		d.text(b, strconv.Itoa(i), 7, i == r.Roster.BreakPoint, "C")
	}
	d.textColour(ink)
	y += bs + 1
	lh := 7 * pt * 1.25
	return y + d.paragraph(rect{x, y, w, 4 * lh}, d.txt(r.Roster.Break), 7, false, "L", lh) + 4
}

// Sizes of the roster's fact boxes: label and value.
const (
	factLabelSz = 6.5
	factValueSz = 10.0
)

// factWidths shares w between the fact boxes: each gets the width its
// label and value need (with its padding and the 2 mm gap), and what is
// left is shared equally; when even that is too wide, each shrinks in
// proportion (the text then shrinks to fit).
func (d *doc) factWidths(w float64, facts []struct{ k, v string }) []float64 {
	need := make([]float64, len(facts))
	total := 0.0
	for i, f := range facts {
		need[i] = math.Max(d.widthAt(f.k, factLabelSz, false), d.widthAt(f.v, factValueSz, true)) + 3 + 2 + 0.5
		total += need[i]
	}
	out := make([]float64, len(facts))
	for i := range facts {
		if total <= w {
			out[i] = need[i] + (w-total)/float64(len(facts))
		} else {
			out[i] = need[i] * w / total
		}
	}
	return out
}

// rulerMark is a distance of the rules marked on the ruler.
type rulerMark struct {
	value float64 // in the roster's units
	label string
	what  []string
}

// ruler draws a measuring stick in the roster's units, exact at 100%, with
// every move, range and base depth of the list marked. A stick longer than
// the page is cut into segments laid one under the other.
func (d *doc) ruler(x, y, w float64, r affinati.Roster) float64 {
	unit := 10.0 // mm per cm
	if r.Units == "in" {
		unit = 25.4
	}
	ms := d.rulerMarks(r)
	longest := 0.0
	for _, m := range ms {
		longest = math.Max(longest, m.value)
	}
	total := math.Ceil(longest) // whole units
	if total == 0 {
		return y
	}
	y = d.sectionTitle(x, y, w, d.T("pdf.aff.ruler"), d.T("pdf.aff.ruler.exact"), 9)
	perSeg := math.Floor((w - 6) / unit) // whole units per segment
	segs := int(math.Ceil(total / perSeg))
	segLen := math.Ceil(total / float64(segs))
	for s := 0; s < segs; s++ {
		from := float64(s) * segLen
		to := math.Min(total, from+segLen)
		h := 9.0
		d.rulerSegment(rect{x + 2, y, (to - from) * unit, h}, from, to, unit, ms)
		d.textColour(muted)
		d.text(rect{x + 2 + (to-from)*unit + 1, y, 20, h}, r.Units, 7, false, "L")
		d.textColour(ink)
		y += h + 3
		if s < segs-1 {
			d.textColour(muted)
			d.text(rect{x + 2, y - 1, 80, 3}, d.T("pdf.aff.ruler.continue"), 6, false, "L")
			d.textColour(ink)
			y += 2.5
		}
	}
	// Legend: what each mark measures.
	lh := 6.8 * pt * 1.25
	for _, m := range ms {
		d.fillColour(vermilion)
		d.poly("F", x+2, y+lh/2-1, x+4.4, y+lh/2-1, x+3.2, y+lh/2+0.8)
		line := m.label + " — " + strings.Join(m.what, ", ")
		y += d.paragraph(rect{x + 6, y, w - 6, 2 * lh}, line, 6.8, false, "L", lh)
	}
	return y
}

// rulerMarks are the roster's distances, shortest first, each with the
// troops' moves and ranges it measures.
func (d *doc) rulerMarks(r affinati.Roster) []*rulerMark {
	marks := map[string]*rulerMark{}
	add := func(dist affinati.Distance, what string) {
		if dist.Value <= 0 {
			return
		}
		k := strconv.FormatFloat(dist.Value, 'f', 3, 64)
		m, ok := marks[k]
		if !ok {
			m = &rulerMark{value: dist.Value, label: d.txt(dist.Text)}
			marks[k] = m
		}
		if !slices.Contains(m.what, what) {
			m.what = append(m.what, what)
		}
	}
	for _, t := range r.Troops {
		add(t.MoveGood, d.txt(t.Name)+" "+d.T("pdf.aff.ruler.good"))
		add(t.MoveDifficult, d.txt(t.Name)+" "+d.T("pdf.aff.ruler.difficult"))
		if t.Shoots {
			add(t.Range, d.txt(t.Name)+" "+d.T("pdf.aff.ruler.range"))
		}
	}
	var ms []*rulerMark
	for _, m := range marks {
		ms = append(ms, m)
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].value < ms[j].value })
	return ms
}

// rulerSegment draws the ruler from from to to (in units) in bar, with
// ticks every tenth of the unit (millimetres, or tenths of an inch) and
// the marks that fall on it.
func (d *doc) rulerSegment(bar rect, from, to, unit float64, ms []*rulerMark) {
	x0, y, h := bar.X, bar.Y, bar.H
	d.fillColour(washi)
	d.stroke(ink, 0.3)
	d.box(bar, "FD")
	ticks := int(math.Round((to - from) * 10))
	for i := 0; i <= ticks; i++ {
		v := from + float64(i)/10
		xx := x0 + (v-from)*unit
		whole := math.Abs(v-math.Round(v)) < 1e-6
		half := math.Abs(v*2-math.Round(v*2)) < 1e-6
		tick := 1.6
		switch {
		case whole:
			tick = 4.2
		case half:
			tick = 2.8
		}
		d.stroke(ink, 0.15)
		if whole {
			d.stroke(ink, 0.3)
		}
		d.line(xx, y, xx, y+tick)
		if whole {
			d.text(rect{xx - 4, y + 4.4, 8, 3.6}, strconv.Itoa(int(math.Round(v))), 6.5, false, "C")
		}
	}
	for _, m := range ms {
		if m.value < from-1e-9 || m.value > to+1e-9 {
			continue
		}
		xx := x0 + (m.value-from)*unit
		d.stroke(vermilion, 0.5)
		d.line(xx, y, xx, y+h+2)
		d.fillColour(vermilion)
		d.poly("F", xx-1.2, y+h+2, xx+1.2, y+h+2, xx, y+h+0.4)
	}
}

// Element cards: three across, 62 mm wide, at least 44 mm tall; a row of
// cards grows to hold the longest rules text in it.
const (
	cardW, cardMinH = 62.0, 44.0
	cardCols        = 3
	cardTop         = 30.0 // below the page's title
	cardInset       = 1.8  // the card's frame inside its cut lines
	// cardBody is the height of a card's header, class line and three
	// value rows, above the rules text.
	cardBody   = 0.3 + 7.6 + 1.2 + 5.2 + 3*4.6 + 0.8
	cardNoteSz = 5.6 // points
	cardNoteLH = cardNoteSz * pt * 1.2
	cardFoot   = 1.2 // space under the rules text
	// cardBottom is the room kept under the cards: their crop marks, then
	// the page's footer.
	cardBottom = 19.0
)

// cardRow is one row of element cards in the layout model: its top and
// height on the page and the elements in it.
type cardRow struct {
	Y, H     float64
	Elements []rosterElement
}

// cardNote is an element's rules text: difficult terrain, then its notes.
func (d *doc) cardNote(e rosterElement) string {
	note := d.T("pdf.aff.card.terrain") + " " + d.txt(e.Troop.TerrainNote)
	for _, n := range e.Troop.Notes {
		note += " · " + d.txt(n)
	}
	return note
}

// cardHeight is the height a card needs to print e's rules text in full.
func (d *doc) cardHeight(e rosterElement) float64 {
	w := cardW - 2*cardInset - 4
	need := 2*cardInset + cardBody + d.paragraphHeight(w, d.cardNote(e), cardNoteSz, false, cardNoteLH) + cardFoot
	return math.Max(cardMinH, math.Ceil(need*2)/2)
}

// planElementCards lays the cards out in rows of three, page after page;
// each row is as tall as its tallest card needs.
func (d *doc) planElementCards(els []rosterElement) [][]cardRow {
	var pages [][]cardRow
	y := math.Inf(1)
	bottom := d.ph - cardBottom
	for i := 0; i < len(els); i += cardCols {
		row := cardRow{Elements: els[i:min(len(els), i+cardCols)]}
		for _, e := range row.Elements {
			row.H = math.Max(row.H, d.cardHeight(e))
		}
		if y+row.H > bottom {
			pages = append(pages, nil)
			y = cardTop
		}
		row.Y = y
		pages[len(pages)-1] = append(pages[len(pages)-1], row)
		y += row.H
	}
	return pages
}

// elementCards draws the army's elements as cards to cut out, crop marks
// at every cut line around the grid.
func (d *doc) elementCards(els []rosterElement, r AffinatiRoster) {
	x0 := (d.pw - cardCols*cardW) / 2
	for _, page := range d.planElementCards(els) {
		d.addPage()
		d.title(x0, 10, cardCols*cardW, d.T("pdf.aff.cards"), d.T("pdf.aff.cards.sub"))
		var cuts []float64
		for _, row := range page {
			cuts = append(cuts, row.Y)
			for k, e := range row.Elements {
				d.elementCard(rect{x0 + float64(k)*cardW, row.Y, cardW, row.H}, e)
			}
		}
		last := page[len(page)-1]
		d.gridMarks(x0, cardCols*cardW, cardCols, append(cuts, last.Y+last.H))
		d.footer(d.T("pdf.aff.source"), d.T("pdf.by"))
	}
}

// gridMarks draws crop marks outside a grid w wide from x, of cols equal
// columns and rows cut at ys (top to bottom), at every cut line.
func (d *doc) gridMarks(x, w float64, cols int, ys []float64) {
	const gap, n = 1.5, 4.5
	d.stroke(ink, 0.15)
	top, bottom := ys[0], ys[len(ys)-1]
	for i := 0; i <= cols; i++ {
		cx := x + w*float64(i)/float64(cols)
		d.line(cx, top-gap, cx, top-gap-n)
		d.line(cx, bottom+gap, cx, bottom+gap+n)
	}
	for _, y := range ys {
		d.line(x-gap, y, x-gap-n, y)
		d.line(x+w+gap, y, x+w+gap+n, y)
	}
}

// elementCard draws one element's card.
func (d *doc) elementCard(c rect, e rosterElement) {
	in := c.inset(cardInset)
	d.stroke(ink, 0.4)
	d.fillColour(white)
	d.roundRect(in, 1.6, "FD")
	hb := rect{in.X + 0.3, in.Y + 0.3, in.W - 0.6, 7.6}
	d.fillColour(band)
	if e.Troop.Class == affinati.Mounted {
		d.fillColour(rgb{226, 232, 240})
	}
	d.box(hb, "F")
	d.text(rect{hb.X + 1.8, hb.Y, hb.W - 14, hb.H}, d.txt(e.Troop.Name), 9.5, true, "L")
	d.textColour(muted)
	d.text(rect{hb.right() - 12, hb.Y, 10.5, hb.H}, fmt.Sprintf(d.T("pdf.number.of"), e.N), 7.5, true, "R")
	d.textColour(ink)
	y := hb.bottom() + 1.2
	class := d.T("pdf.aff.foot")
	if e.Troop.Class == affinati.Mounted {
		class = d.T("pdf.aff.mounted")
	}
	d.textColour(muted)
	d.text(rect{in.X + 2, y, 30, 4.2}, class, 6.5, false, "L")
	d.textColour(ink)
	if e.General {
		d.fillColour(vermilion)
		d.roundRect(rect{in.right() - 24, y, 22, 4.2}, 0.8, "F")
		d.textColour(white)
		d.text(rect{in.right() - 24, y, 22, 4.2}, "★ "+d.T("pdf.aff.general"), 6.5, true, "C")
		d.textColour(ink)
	}
	y += 5.2
	rows := []struct{ k, v string }{
		{d.T("pdf.aff.card.move"), d.txt(e.Troop.MoveGood.Text) + " · " + d.txt(e.Troop.MoveDifficult.Text)},
		{d.T("pdf.aff.card.cf"), strconv.Itoa(e.Troop.CFFoot) + " · " + strconv.Itoa(e.Troop.CFMounted)},
		{d.T("pdf.aff.range"), d.txt(e.Troop.Range.Text)},
	}
	for i, rw := range rows {
		b := rect{in.X + 1.5, y, in.W - 3, 4.6}
		if i%2 == 0 {
			d.fillColour(washi)
			d.box(b, "F")
		}
		d.textColour(muted)
		d.text(rect{b.X + 1, b.Y, b.W * 0.55, b.H}, rw.k, 6, false, "L")
		d.textColour(ink)
		d.text(rect{b.X + b.W*0.55, b.Y, b.W*0.45 - 1, b.H}, rw.v, 8, true, "R")
		y += 4.6
	}
	y += 0.8
	// The rules text in full: planElementCards made the row tall enough.
	d.textColour(muted)
	d.paragraph(rect{in.X + 2, y, in.W - 4, 0}, d.cardNote(e), cardNoteSz, false, "L", cardNoteLH)
	d.textColour(ink)
}

// QuickRefSheet is the view model of the two-sided SAMURAI quick-reference
// sheet: the content of affinati.QuickReferenceFor.
type QuickRefSheet struct {
	Meta
	Ref affinati.QuickRef
}

// QuickRefPDF renders side 1 and side 2 of the sheet, each on one page: the
// text shrinks until every section fits.
func QuickRefPDF(q QuickRefSheet) ([]byte, error) {
	v := &tables.ValidationError{}
	validatePaper(v, q.Paper)
	if err := v.Err(); err != nil {
		return nil, err
	}
	d := newDoc(q.Meta, false, q.Meta.lang().Render(q.Ref.Title))
	d.f.SetSubject(d.txt(q.Ref.Title), true)
	d.quickRefPages(q.Ref)
	return d.bytes()
}

// quickRefPages draws side 1 and side 2 of the quick reference, one page
// each; the battle kit prints the same two pages.
func (d *doc) quickRefPages(ref affinati.QuickRef) {
	for side := 1; side <= 2; side++ {
		var secs []affinati.RefSection
		for _, s := range ref.Sections {
			if s.Side == side {
				secs = append(secs, s)
			}
		}
		d.addPage()
		x, w := 10.0, d.pw-20
		sideKey := "pdf.qr.side1"
		if side == 2 {
			sideKey = "pdf.qr.side2"
		}
		y := d.title(x, 9, w, d.txt(ref.Title), fmt.Sprintf(d.T(sideKey), ref.Figures, ref.Units))
		bottom := d.ph - 12
		var source float64
		if side == 2 {
			source = d.paragraphHeight(w, d.txt(ref.Source), 6, false, 6*pt*1.2) + 2
		}
		bottom -= source
		// Largest body size at which the side fits.
		size := 8.2
		for ; size > 5.2; size -= 0.2 {
			if _, h := d.refFlow(x, y, w, secs, size, false); y+h <= bottom {
				break
			}
		}
		d.refFlow(x, y, w, secs, size, true)
		if side == 2 {
			d.textColour(muted)
			lh := 6 * pt * 1.2
			d.paragraph(rect{x, bottom + 1, w, source}, d.txt(ref.Source), 6, false, "L", lh)
			d.textColour(ink)
		}
		d.footer("SAMURAI — Riccardo Affinati · "+fmt.Sprintf(d.T("pdf.page"), side, 2), d.T("pdf.by"))
	}
}

// refFlow places the sections of one side in two columns, tables with four
// or more columns across the page; with draw false it only measures. It
// returns the height used.
func (d *doc) refFlow(x, y, w float64, secs []affinati.RefSection, size float64, draw bool) (float64, float64) {
	gap := 5.0
	colW := (w - gap) / 2
	cy := [2]float64{y, y}
	for _, s := range secs {
		wide := len(s.Columns) >= 4
		if wide {
			top := math.Max(cy[0], cy[1])
			h := d.refSection(x, top, w, s, size, draw)
			cy[0], cy[1] = top+h+3, top+h+3
			continue
		}
		c := 0
		if cy[1] < cy[0]-1e-6 {
			c = 1
		}
		h := d.refSection(x+float64(c)*(colW+gap), cy[c], colW, s, size, draw)
		cy[c] += h + 3
	}
	return w, math.Max(cy[0], cy[1]) - y
}

// refSection draws (or measures) one section: title, table or lines, notes.
func (d *doc) refSection(x, y, w float64, s affinati.RefSection, size float64, draw bool) float64 {
	y0 := y
	th := d.sectionTitleHeight(w, d.txt(s.Title), s.Rule, size*1.25)
	if draw {
		d.sectionTitle(x, y, w, d.txt(s.Title), s.Rule, size*1.25)
	}
	y += th
	t := table{Size: size, Group: s.ID == "results"}
	switch {
	case len(s.Columns) > 0:
		for _, c := range s.Columns {
			t.Heads = append(t.Heads, d.txt(c))
		}
	case len(s.Rows) > 0 && len(s.Rows[0].Cells) == 2:
		t.NoHead = true
		t.Fixed = []float64{6, 0}
		t.Align = []string{"C", "L"}
		t.Bold = []bool{true}
	default:
		t.NoHead = true
	}
	for _, r := range s.Rows {
		var row []string
		for _, c := range r.Cells {
			row = append(row, minus(d.txt(c)))
		}
		t.Rows = append(t.Rows, row)
	}
	if len(s.Columns) > 0 && len(s.Columns) <= 3 {
		// A short first column of modifiers or numbers reads best centred.
		short := true
		for _, r := range t.Rows {
			short = short && len([]rune(r[0])) <= 3
		}
		if short {
			t.Align = []string{"C"}
			t.Bold = []bool{true}
		}
	}
	if len(t.Rows) > 0 {
		tl := d.layout(t, w)
		if draw {
			d.drawTable(x, y, t, tl)
		}
		y += tl.Height() + 1
	}
	lh := size * 0.9 * pt * 1.22
	for _, n := range s.Notes {
		line := "• " + d.txt(n)
		h := d.paragraphHeight(w, line, size*0.9, false, lh)
		if draw {
			d.textColour(muted)
			d.paragraph(rect{x, y, w, h}, line, size*0.9, false, "L", lh)
			d.textColour(ink)
		}
		y += h + 0.4
	}
	return y - y0
}
