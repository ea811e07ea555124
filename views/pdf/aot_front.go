package pdf

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"sengoku/i18n"
	"sengoku/tables/artoftactic"
	"sengoku/tables/rulebook"
)

// cardScale is how much a card grows (or shrinks, down to 75%) from its
// design heights to fill content: section heights by the first value,
// fonts by the second.
func cardScale(content rect, need float64) (float64, float64) {
	s := math.Min(math.Max(content.H/need, 0.75), 1.55)
	return s, math.Min(s, 1.25)
}

// aotFront is the front's layout model: the height of each section.
type aotFront struct {
	Header, Fire, Abilities, Mods, Conditions, Trackers, Foot, Notes float64
	Gap                                                              float64
	Font                                                             float64
}

func (d *doc) frontLayout(content rect, u AoTUnit) aotFront {
	card := u.Card
	ts := d.trackerList(u)
	// Every card of a booklet is scaled as if it had a firepower chart and
	// its row, so fronts look alike; a card without them gets a notes area.
	const fire, rows = 13.0, 4.0
	// Start from the largest font and shrink until the tracker lines it
	// makes fit (more lines at a bigger font: this converges).
	fs, s := 1.25, 1.0
	var l aotFront
	for range 8 {
		lines := float64(len(d.trackerLines(ts, content.W, fs)))
		l = aotFront{Header: 15, Abilities: 21, Mods: 9, Trackers: 9.8 * lines, Foot: 4, Gap: 2}
		if len(derivedFields(card)) > 0 {
			l.Foot += footLine
		}
		need := l.Header + fire + l.Abilities + l.Mods + 11 + rows*4.6 + l.Trackers + l.Foot + 6*l.Gap
		var nfs float64
		s, nfs = cardScale(content, need)
		if nfs >= fs-1e-9 {
			break
		}
		fs = nfs
	}
	if card.Ranged {
		l.Fire = fire * s
		l.Conditions = (11 + 4*4.6) * s
	} else {
		l.Conditions = (11 + 3*4.6) * s
	}
	l.Header *= math.Min(s, 1.25)
	l.Abilities *= s
	l.Mods *= math.Min(s, 1.25)
	l.Trackers *= s
	l.Gap *= s
	l.Font = math.Min(fs, s)
	used := l.Header + l.Fire + l.Abilities + l.Mods + l.Conditions + l.Trackers + l.Foot + 6*l.Gap
	if left := content.H - used; left >= 14 {
		l.Notes = left - l.Gap
	} else if left > 0 {
		l.Gap += left / 6 // spread the rest between the sections
	}
	return l
}

// cardFront draws the abilities side (§17.1).
func (d *doc) cardFront(r rect, b AoTBooklet, u AoTUnit) {
	c := d.cardFrame(r, false)
	card := u.Card
	l := d.frontLayout(c, u)
	fs := l.Font
	y := c.Y
	unknown := false

	// 1. Header: symbol, name, number, commander.
	d.frontHeader(rect{c.X, y, c.W, l.Header}, u, fs)
	y += l.Header + l.Gap
	d.stroke(vermilion, 0.5)
	d.line(c.X, y-l.Gap/2, c.right(), y-l.Gap/2)

	// 2. Firepower chart (ranged units, at the top, seed L400).
	if card.Ranged {
		unknown = d.fireChart(rect{c.X, y, c.W, l.Fire}, card, fs) || unknown
		y += l.Fire + l.Gap
	}

	// 3. Ability boxes.
	unknown = d.abilities(rect{c.X, y, c.W, l.Abilities}, card, fs) || unknown
	y += l.Abilities + l.Gap

	// 4. Order modifiers row (L775).
	d.orderModsRow(rect{c.X, y, c.W, l.Mods}, card, fs)
	y += l.Mods + l.Gap

	// 5. Conditions table (§17.1, the card in §16.2).
	d.conditionsTable(rect{c.X, y, c.W, l.Conditions}, card, fs)
	y += l.Conditions + l.Gap

	// 6. Trackers.
	unknown = d.trackers(rect{c.X, y, c.W, l.Trackers}, u, fs) || unknown
	y += l.Trackers + l.Gap

	if l.Notes > 0 {
		d.notesBox(rect{c.X, y, c.W, l.Notes}, fs)
	}
	d.frontFooter(rect{c.X, c.bottom() - l.Foot, c.W, l.Foot}, card, unknown)
}

// frontHeader draws the unit's symbol, name, number and commander box in hd.
func (d *doc) frontHeader(hd rect, u AoTUnit, fs float64) {
	card := u.Card
	d.unitSymbol(rect{hd.X, hd.Y + 0.5, hd.H * 1.3, hd.H - 1}, card)
	nameX := hd.X + hd.H*1.3 + 3
	numW := 46 * fs
	d.textColour(ink)
	d.text(rect{nameX, hd.Y, hd.right() - numW - nameX - 2, hd.H * 0.58}, d.word(card.Title()), 13*fs, true, "L")
	d.textColour(muted)
	d.text(rect{nameX, hd.Y + hd.H*0.58, hd.right() - numW - nameX - 2, hd.H * 0.38}, d.cardSubtitle(card), 7*fs, false, "L")
	d.textColour(ink)
	nx := hd.right() - numW
	d.text(rect{nx, hd.Y, 8 * fs, hd.H * 0.62}, d.T("pdf.number"), 8*fs, true, "L")
	nb := rect{nx + 8*fs, hd.Y + 0.5, 16 * fs, hd.H*0.62 - 1}
	d.stroke(ink, 0.5)
	d.fillColour(white)
	d.box(nb, "FD")
	if u.Number > 0 {
		d.text(nb, strconv.Itoa(u.Number), 15*fs, true, "C")
	}
	cb := 3.6 * fs
	cy := hd.Y + hd.H*0.66 + (hd.H*0.34-cb)/2
	d.checkbox(nx+8*fs, cy, cb, u.Commander || card.Type == artoftactic.TypeGeneral)
	label := d.T("pdf.aot.commander")
	if card.Type == artoftactic.TypeGeneral {
		label = d.T("pdf.aot.commander.always")
	}
	d.text(rect{nx + 8*fs + cb + 1.2, hd.Y + hd.H*0.66, numW - 8*fs - cb - 1, hd.H * 0.34}, label, 6.5*fs, false, "L")
}

// frontFooter says what the marks mean: the derived values (†) above the
// blank boxes' note.
func (d *doc) frontFooter(foot rect, card artoftactic.UnitCard, unknown bool) {
	d.textColour(muted)
	if note := d.derivedNote(card); note != "" {
		d.text(rect{foot.X, foot.Y, foot.W, footLine}, note, 5.8, false, "L")
		foot = rect{foot.X, foot.Y + footLine, foot.W, foot.H - footLine}
	}
	if unknown {
		d.text(rect{foot.X, foot.Y, foot.W * 0.78, foot.H}, d.word(i18n.M("pdf.aot.unknown", rulebook.AoT.Cite(72))), 5.8, false, "L")
	}
	d.text(rect{foot.X + foot.W*0.78, foot.Y, foot.W * 0.22, foot.H}, "Sengoku · Art of Tactic "+rulebook.AoT.Title(148), 5.8, false, "R")
	d.textColour(ink)
}

// derived reports whether the card's value for field is derived from the
// rulebook rather than printed in it: its source says "derived".
func derived(card artoftactic.UnitCard, field string) bool {
	return card.Src.Derived(field)
}

// derivedMark is "†" when any of fields is derived, the mark the footer
// explains.
func derivedMark(card artoftactic.UnitCard, fields ...string) string {
	for _, f := range fields {
		if derived(card, f) {
			return "†"
		}
	}
	return ""
}

// derivedFields are the card's derived values the front shows.
func derivedFields(card artoftactic.UnitCard) []string {
	var out []string
	for _, f := range derivedCardFields {
		if derived(card, f.field) {
			out = append(out, f.field)
		}
	}
	return out
}

// derivedNote explains the † of the card's derived values: which they are
// and the rulebook sections they are derived from; "" when there are none.
func (d *doc) derivedNote(card artoftactic.UnitCard) string {
	var parts []string
	for _, f := range derivedCardFields {
		if !derived(card, f.field) {
			continue
		}
		part := d.T(f.key)
		refs := titleRef.FindAllString(i18n.EN.Render(card.Src[f.field]), -1)
		if len(refs) > 0 {
			part += " (" + strings.Join(refs, ", ") + ")"
		}
		parts = append(parts, part)
	}
	if len(parts) == 0 {
		return ""
	}
	return "† " + d.T("pdf.aot.derived") + ": " + strings.Join(parts, "; ") + "."
}

// cardSubtitle is the line under the name: the unit type in the other
// language when the card has its own name, kind, models.
func (d *doc) cardSubtitle(card artoftactic.UnitCard) string {
	var parts []string
	t, ok := artoftactic.UnitTypeByID(card.Type)
	if ok && card.Name != "" {
		parts = append(parts, d.word(t.Msg))
	} else if ok {
		parts = append(parts, d.otherWord(t.Msg))
	}
	if ok && t.Flag != "" {
		parts = append(parts, t.Flag) // the kanji on the unit's flag (seed L16-L20)
	}
	switch card.Kind {
	case artoftactic.Infantry:
		parts = append(parts, d.T("pdf.aot.infantry")+derivedMark(card, "kind"))
	case artoftactic.Cavalry:
		parts = append(parts, d.T("pdf.aot.cavalry")+derivedMark(card, "kind"))
	}
	if card.Ranged {
		parts = append(parts, d.T("pdf.aot.ranged"))
	}
	if card.Models != nil {
		parts = append(parts, fmt.Sprintf(d.T("pdf.aot.models.n"), *card.Models)+derivedMark(card, "models"))
	}
	if ok && t.Expansion {
		parts = append(parts, d.T("pdf.aot.expansion"))
	}
	return strings.Join(parts, " · ")
}

// unitSymbol draws a map-symbol frame in the manner of military map signs:
// infantry crossed, cavalry one diagonal, a dot for ranged weapons, a
// pennant for the General's staff, wheels for the transport, a star for
// ninja, "?" when the kind is not known.
func (d *doc) unitSymbol(r rect, card artoftactic.UnitCard) {
	h := math.Min(r.H, r.W/1.5)
	w := h * 1.5
	f := rect{r.X + (r.W-w)/2, r.Y + (r.H-h)/2, w, h}
	d.fillColour(rgb{233, 240, 247})
	d.stroke(ink, 0.5)
	d.box(f, "FD")
	d.stroke(ink, 0.45)
	switch {
	case card.Type == artoftactic.TypeGeneral:
		d.line(f.X+f.W*0.3, f.Y+f.H*0.85, f.X+f.W*0.3, f.Y+f.H*0.15)
		d.fillColour(vermilion)
		d.poly("FD", f.X+f.W*0.3, f.Y+f.H*0.15, f.X+f.W*0.75, f.Y+f.H*0.3, f.X+f.W*0.3, f.Y+f.H*0.45)
	case card.Type == artoftactic.TypeTransport:
		d.line(f.X+f.W*0.15, f.Y+f.H*0.45, f.X+f.W*0.85, f.Y+f.H*0.45)
		d.f.Circle(f.X+f.W*0.33, f.Y+f.H*0.68, f.H*0.14, "D")
		d.f.Circle(f.X+f.W*0.67, f.Y+f.H*0.68, f.H*0.14, "D")
	case card.Type == artoftactic.TypeNinja:
		cx, cy, rr := f.X+f.W/2, f.Y+f.H/2, f.H*0.36
		var xy []float64
		for i := 0; i < 8; i++ {
			a := math.Pi/4*float64(i) - math.Pi/2
			k := rr
			if i%2 == 1 {
				k = rr * 0.38
			}
			xy = append(xy, cx+k*math.Cos(a), cy+k*math.Sin(a))
		}
		d.fillColour(ink)
		d.poly("F", xy...)
	case card.Kind == artoftactic.Infantry:
		d.line(f.X, f.Y, f.right(), f.bottom())
		d.line(f.X, f.bottom(), f.right(), f.Y)
	case card.Kind == artoftactic.Cavalry:
		d.line(f.X, f.bottom(), f.right(), f.Y)
	default:
		d.text(f, "?", f.H/pt*0.7, true, "C")
	}
	if card.Ranged {
		d.fillColour(ink)
		d.f.Circle(f.X+f.W/2, f.bottom()-f.H*0.16, f.H*0.09, "F")
	}
}

// panel draws a captioned panel and returns its inner rectangle.
func (d *doc) panel(r rect, caption string, fs float64) rect {
	capH := 4.6 * fs
	d.fillColour(band)
	d.stroke(rule, 0.25)
	d.box(rect{r.X, r.Y, r.W, capH}, "FD")
	d.textColour(ink)
	d.text(rect{r.X + 1.5, r.Y, r.W - 3, capH}, caption, 7*fs, true, "L")
	d.fillColour(white)
	d.box(rect{r.X, r.Y + capH, r.W, r.H - capH}, "D")
	return rect{r.X, r.Y + capH, r.W, r.H - capH}
}

// valueBox draws a labelled box with a value; "" leaves it blank to write in.
func (d *doc) valueBox(r rect, label, value string, fs float64, emphasis bool) {
	labH := 3.4 * fs
	d.textColour(muted)
	d.text(rect{r.X, r.Y, r.W, labH}, label, 5.8*fs, false, "C")
	d.textColour(ink)
	b := rect{r.X + r.W*0.12, r.Y + labH, r.W * 0.76, r.H - labH - 0.8}
	d.stroke(ink, 0.35)
	d.fillColour(white)
	if emphasis {
		d.stroke(ink, 0.6)
	}
	d.box(b, "FD")
	if value != "" {
		d.text(b, value, math.Min(15*fs, b.H/pt*0.75), true, "C")
	}
}

func intText(p *int) string {
	if p == nil {
		return ""
	}
	return strconv.Itoa(*p)
}

// fireChart draws the firepower chart (§3, seed L396): one box per range,
// the firepower or x. An unknown chart gets blank boxes to fill in. It
// reports whether something was left blank.
func (d *doc) fireChart(r rect, card artoftactic.UnitCard, fs float64) bool {
	var boxes []artoftactic.ChartBox
	blank := card.Chart == nil
	if !blank {
		var err error
		boxes, err = artoftactic.ParseChart(*card.Chart)
		blank = err != nil
	}
	if blank {
		boxes = make([]artoftactic.ChartBox, 8)
		for i := range boxes {
			boxes[i].Range = i + 1
		}
	}
	labW := 38 * fs
	// Arrow symbol of the chart.
	ay := r.Y + r.H*0.62
	d.stroke(vermilion, 0.7)
	d.line(r.X+1, ay, r.X+8*fs, ay)
	d.fillColour(vermilion)
	d.poly("F", r.X+8*fs, ay-1.6*fs, r.X+11*fs, ay, r.X+8*fs, ay+1.6*fs)
	d.text(rect{r.X + 12.5*fs, r.Y, labW - 12*fs, r.H * 0.5}, d.T("pdf.aot.firepower")+derivedMark(card, "chart"), 7.5*fs, true, "L")
	d.textColour(muted)
	d.text(rect{r.X + 12.5*fs, r.Y + r.H*0.5, labW - 12*fs, r.H * 0.4}, d.T("pdf.aot.range"), 6*fs, false, "L")
	d.textColour(ink)
	x := r.X + labW
	bw := math.Min(13*fs, (r.W-labW)/float64(len(boxes)))
	for _, bx := range boxes {
		d.textColour(muted)
		d.text(rect{x, r.Y, bw, r.H * 0.35}, strconv.Itoa(bx.Range), 6*fs, false, "C")
		d.textColour(ink)
		cell := rect{x + 0.6, r.Y + r.H*0.35, bw - 1.2, r.H * 0.62}
		d.stroke(ink, 0.35)
		d.fillColour(white)
		d.box(cell, "FD")
		switch {
		case blank:
		case bx.X:
			d.textColour(muted)
			d.text(cell, "x", 11*fs, true, "C")
			d.textColour(ink)
		default:
			d.text(cell, strconv.Itoa(bx.FP), 12*fs, true, "C")
		}
		x += bw
	}
	return blank
}

// abilities draws attack, defense and fortitude with base and current boxes
// (§17.1 item 3); cavalry attacks read AxD ("8x3", seed L139-L142).
func (d *doc) abilities(r rect, card artoftactic.UnitCard, fs float64) bool {
	gap := 2.5
	w := (r.W - 2*gap) / 3
	unknown := card.AttInf == nil || card.AttCav == nil || card.Defense == nil || card.Fortitude == nil
	att := func(p *int, field string) string {
		v := intText(p)
		if card.Kind == artoftactic.Cavalry && card.Dice != nil {
			if v == "" {
				v = "   "
			}
			return v + "x" + strconv.Itoa(*card.Dice) + derivedMark(card, field, "dice")
		}
		if v != "" {
			v += derivedMark(card, field)
		}
		return v
	}
	known := func(p *int, field string) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p) + derivedMark(card, field)
	}
	in := d.panel(rect{r.X, r.Y, w, r.H}, d.T("pdf.aot.attack"), fs)
	d.valueBox(rect{in.X, in.Y + 0.5, in.W / 2, in.H - 0.5}, d.T("pdf.aot.vsInf"), att(card.AttInf, "atti"), fs, false)
	d.valueBox(rect{in.X + in.W/2, in.Y + 0.5, in.W / 2, in.H - 0.5}, d.T("pdf.aot.vsCav"), att(card.AttCav, "attc"), fs, false)
	in = d.panel(rect{r.X + w + gap, r.Y, w, r.H}, d.T("pdf.aot.defense"), fs)
	d.valueBox(rect{in.X, in.Y + 0.5, in.W / 2, in.H - 0.5}, d.T("pdf.aot.base"), known(card.Defense, "def"), fs, false)
	d.valueBox(rect{in.X + in.W/2, in.Y + 0.5, in.W / 2, in.H - 0.5}, d.T("pdf.aot.current"), "", fs, true)
	in = d.panel(rect{r.X + 2*(w+gap), r.Y, w, r.H}, d.T("pdf.aot.fortitude"), fs)
	d.valueBox(rect{in.X, in.Y + 0.5, in.W / 2, in.H - 0.5}, d.T("pdf.aot.base"), known(card.Fortitude, "fort"), fs, false)
	d.valueBox(rect{in.X + in.W/2, in.Y + 0.5, in.W / 2, in.H - 0.5}, d.T("pdf.aot.current"), "", fs, true)
	return unknown
}

// orderModsRow is the row where this turn's order modifiers are written
// (seed L775).
func (d *doc) orderModsRow(r rect, card artoftactic.UnitCard, fs float64) {
	labW := 52 * fs
	d.text(rect{r.X, r.Y, labW, r.H * 0.55}, d.T("pdf.aot.orderMods"), 7.5*fs, true, "L")
	d.textColour(muted)
	d.text(rect{r.X, r.Y + r.H*0.55, labW, r.H * 0.4}, d.T("pdf.aot.orderMods.help"), 5.8*fs, false, "L")
	d.textColour(ink)
	keys := []string{"pdf.aot.att", "pdf.aot.def", "pdf.aot.fp", "pdf.aot.fort"}
	if !card.Ranged {
		keys = []string{"pdf.aot.att", "pdf.aot.def", "pdf.aot.fort"}
	}
	x := r.X + labW
	bw := math.Min(30*fs, (r.W-labW)/float64(len(keys)))
	for _, k := range keys {
		d.text(rect{x, r.Y, bw * 0.42, r.H}, d.T(k), 7*fs, true, "R")
		d.stroke(ink, 0.35)
		d.fillColour(white)
		d.box(rect{x + bw*0.45, r.Y + 0.6, bw * 0.45, r.H - 1.2}, "FD")
		x += bw
	}
}

// conditionsTable draws the unit conditions table (§17.1 item 5): ability
// rows, a column per condition, the fatigue columns apart as on the found
// card (§16.2).
func (d *doc) conditionsTable(r rect, card artoftactic.UnitCard, fs float64) {
	rows := conditionRows(card)
	conds := artoftactic.Conditions
	labW := 25 * fs
	cw := (r.W - labW - conditionSep) / float64(len(conds))
	headH := r.H - float64(len(rows))*(r.H-11*fs)/float64(len(rows))
	headH = math.Max(headH, 9)
	rowH := (r.H - headH) / float64(len(rows))
	d.textColour(ink)
	d.paragraph(rect{r.X, r.Y + 1, labW - 1, headH * 0.6}, d.T("pdf.aot.conditions"), 7*fs, true, "L", 7*fs*pt*1.15)
	colX, addition := d.conditionHeads(rect{r.X + labW, r.Y, cw, headH}, conds, fs)
	for j, rw := range rows {
		y := r.Y + headH + float64(j)*rowH
		d.fillColour(white)
		if j%2 == 1 {
			d.fillColour(washi)
		}
		d.stroke(rule, 0.2)
		d.box(rect{r.X, y, labW, rowH}, "FD")
		d.text(rect{r.X + 1, y, labW - 2, rowH}, d.T(rw.key), 6.8*fs, true, "L")
		for i, c := range conds {
			d.modCell(rect{colX[i], y, cw, rowH}, rw.col(c), fs)
		}
	}
	if addition {
		d.textColour(muted)
		d.text(rect{r.X, r.Y + headH*0.62, labW - 1, headH * 0.38}, d.T("pdf.aot.addition"), 5*fs, false, "L")
		d.textColour(ink)
	}
}

// conditionSep is the gap before the Fatigue columns of the conditions table.
const conditionSep = 2.0

// conditionRow is one row of the conditions table: a value and how each
// condition modifies it.
type conditionRow struct {
	key string
	col func(artoftactic.Condition) artoftactic.Mod
}

func conditionRows(card artoftactic.UnitCard) []conditionRow {
	rows := []conditionRow{
		{"pdf.aot.fortitude", func(c artoftactic.Condition) artoftactic.Mod { return c.Fort }},
		{"pdf.aot.defense", func(c artoftactic.Condition) artoftactic.Mod { return c.Def }},
		{"pdf.aot.attack", func(c artoftactic.Condition) artoftactic.Mod { return c.Att }},
	}
	if card.Ranged {
		rows = append(rows, conditionRow{"pdf.aot.firepowerShort", func(c artoftactic.Condition) artoftactic.Mod { return c.FP }})
	}
	return rows
}

// conditionHeads draws the conditions' captions from first, the first
// column's head cell, the Fatigue columns set apart; it returns each
// column's x and whether a condition is an addition (*).
func (d *doc) conditionHeads(first rect, conds []artoftactic.Condition, fs float64) ([]float64, bool) {
	fatigue := 0
	for _, c := range conds {
		if strings.HasPrefix(c.ID, "fatigue") {
			fatigue++
		}
	}
	cw, headH := first.W, first.H
	addition := false
	x := first.X
	colX := make([]float64, len(conds))
	var heads []string
	for _, c := range conds {
		heads = append(heads, d.word(c.Msg))
	}
	hs := d.fitWords(heads, cw-1, 5.4*fs, false)
	for i, c := range conds {
		if i == len(conds)-fatigue {
			x += conditionSep
		}
		colX[i] = x
		label := d.word(c.Msg)
		if c.Addition {
			label += " *"
			addition = true
		}
		d.fillColour(band)
		d.stroke(rule, 0.2)
		d.box(rect{x, first.Y, cw, headH}, "FD")
		lh := hs * pt * 1.12
		hgt := d.paragraphHeight(cw-1, label, hs, false, lh)
		d.paragraph(rect{x + 0.5, first.Y + math.Max(0.3, (headH-hgt)/2), cw - 1, headH - 0.4}, label, hs, false, "C", lh)
		x += cw
	}
	return colX, addition
}

// modCell draws a modifier: a zero in vermilion, nothing or "no effect"
// faint.
func (d *doc) modCell(cell rect, m artoftactic.Mod, fs float64) {
	d.box(cell, "FD")
	switch {
	case m.Zero:
		d.textColour(vermilion)
	case m.NS, m.V == 0:
		d.textColour(faint)
	}
	d.text(cell, minus(m.String()), 7.5*fs, m.V != 0 || m.Zero, "C")
	d.textColour(ink)
}

// tracker is one group of tick boxes on the front (§17.1 item 6).
type tracker struct {
	caption string
	boxes   []string // labels inside the boxes
	labels  []string // labels beside the boxes (morale levels)
	write   bool     // a single write-in box: the count is not known
	shade   []int    // per box: 0 none, 1-3 darker (fatigue bands)
}

// trackerList is the front's trackers: ammunition, morale markers, Honor,
// fatigue, models (commander last) and a transport's supply.
func (d *doc) trackerList(u AoTUnit) []tracker {
	card := u.Card
	var ts []tracker
	if card.Ranged {
		n := 7 // 7 ammunition points for every ranged unit (seed L408)
		if card.Ammo != nil {
			n = *card.Ammo
		}
		ts = append(ts, tracker{caption: d.T("pdf.aot.ammo") + derivedMark(card, "ammo"), boxes: make([]string, n)})
	}
	ts = append(ts,
		tracker{caption: d.T("pdf.aot.morale"), labels: []string{d.T("pdf.aot.hesitant"), d.T("pdf.aot.shaken"), d.T("pdf.aot.panicked")}},
		tracker{caption: d.T("pdf.aot.honor"), boxes: []string{""}},
		// Fatigue bands of §14: 2-3 tokens, 4-5, and 6+ (Rest only).
		tracker{caption: d.T("pdf.aot.fatigue"), boxes: []string{"1", "2", "3", "4", "5", "6+"}, shade: []int{0, 1, 1, 2, 2, 3}},
	)
	if card.Models != nil && *card.Models > 0 {
		boxes := make([]string, *card.Models)
		if u.Commander || card.Type == artoftactic.TypeGeneral {
			boxes[len(boxes)-1] = "C" // the commander is the last model removed (§5)
		}
		ts = append(ts, tracker{caption: d.T("pdf.aot.models") + derivedMark(card, "models"), boxes: boxes})
	} else {
		ts = append(ts, tracker{caption: d.T("pdf.aot.models"), write: true})
	}
	if card.Type == artoftactic.TypeTransport {
		if card.Supply != nil {
			ts = append(ts, tracker{caption: d.T("pdf.aot.supply") + derivedMark(card, "supply"), boxes: make([]string, *card.Supply)})
		} else {
			ts = append(ts, tracker{caption: d.T("pdf.aot.supply"), write: true})
		}
	}
	return ts
}

// trackerWidth is the width a tracker group takes at font scale fs.
func (d *doc) trackerWidth(t tracker, fs float64) float64 {
	bs := trackerBox * fs
	capW := d.widthAt(t.caption, 6.3*fs, true) + 2
	switch {
	case t.write:
		return math.Max(24*fs, capW)
	case len(t.labels) > 0:
		w := 0.0
		for _, lab := range t.labels {
			w += bs + 0.8 + d.widthAt(lab, 5.6*fs, false) + 2
		}
		return math.Max(w, capW)
	}
	return math.Max(float64(len(t.boxes))*(bs+0.9), capW)
}

// trackerLines flows the trackers on lines of width w.
func (d *doc) trackerLines(ts []tracker, w, fs float64) [][]tracker {
	lines := [][]tracker{{}}
	used := 0.0
	for _, t := range ts {
		tw := d.trackerWidth(t, fs)
		if used > 0 && used+tw > w {
			lines = append(lines, []tracker{})
			used = 0
		}
		lines[len(lines)-1] = append(lines[len(lines)-1], t)
		used += tw + trackerGap*fs
	}
	return lines
}

// trackers draws the tracker groups, flowing on as many lines as needed.
func (d *doc) trackers(r rect, u AoTUnit, fs float64) bool {
	ts := d.trackerList(u)
	lines := d.trackerLines(ts, r.W, fs)
	unknown := false
	lineH := r.H / float64(len(lines))
	capH := 3.6 * fs
	bs := math.Max(math.Min(trackerBox*fs, lineH-capH-1.2), 2.5)
	for li, line := range lines {
		x := r.X
		y := r.Y + float64(li)*lineH
		for _, t := range line {
			w := d.trackerWidth(t, fs)
			d.text(rect{x, y, w, capH}, t.caption, 6.3*fs, true, "L")
			by := y + capH + 0.5
			switch {
			case t.write:
				unknown = true
				d.stroke(ink, 0.35)
				d.fillColour(white)
				d.box(rect{x, by, 16 * fs, bs}, "FD")
				d.textColour(muted)
				d.text(rect{x + 16*fs + 0.8, by, 6, bs}, d.T("pdf.number.lower"), 5.6*fs, false, "L")
				d.textColour(ink)
			case len(t.labels) > 0:
				bx := x
				for _, lab := range t.labels {
					lw := d.widthAt(lab, 5.6*fs, false)
					d.checkbox(bx, by, bs, false)
					d.textColour(muted)
					d.text(rect{bx + bs + 0.8, by, lw + 0.5, bs}, lab, 5.6*fs, false, "L")
					d.textColour(ink)
					bx += bs + 0.8 + lw + 2
				}
			default:
				for i, lab := range t.boxes {
					b := rect{x + float64(i)*(bs+0.9), by, bs, bs}
					fill := white
					if i < len(t.shade) {
						fill = fatigueShades[t.shade[i]]
					}
					d.fillColour(fill)
					d.stroke(ink, 0.3)
					d.box(b, "FD")
					if lab != "" {
						d.textColour(muted)
						d.text(b, lab, 5.4*fs, lab == "C", "C")
						d.textColour(ink)
					}
				}
			}
			x += w + trackerGap*fs
		}
	}
	return unknown
}
