package pdf

import (
	"strconv"
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/ccsb"
)

// The C&C Samurai Battles scenario sheet: one scenario's battle notes for a
// table with no phone, with boxes to track each army's Victory Banners,
// Honor & Fortune tokens and Command cards in pencil. The map is the
// booklet's: the sheet says where to set up from and draws no terrain.

// ScenarioSheet is the sheet's content: the scenario with the player's
// corrections of its unclear values already applied.
type ScenarioSheet struct {
	Meta
	Scenario ccsb.Scenario
}

// sheetBlock is one piece of the sheet's layout: its height, measured
// before anything is drawn, and how to draw it at y.
type sheetBlock struct {
	h    float64
	draw func(y float64)
}

// scenario sheet geometry, in mm.
const (
	scMargin = 12.0
	scLead   = 4.1 // leading of the notes' 9-point text
	scSmall  = 3.3 // leading of the 7-point text
	scBox    = 6.0 // a tracking box
)

// ScenarioSheetPDF renders the sheet.
func ScenarioSheetPDF(s ScenarioSheet) ([]byte, error) {
	v := &tables.ValidationError{}
	validatePaper(v, s.Paper)
	if _, ok := ccsb.ScenarioByNumber(s.Scenario.Number); !ok {
		v.Add("n", "pdf.scn.err.number")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	l := s.Meta.lang()
	sc := s.Scenario
	title := strconv.Itoa(sc.Number) + " — " + l.T(sc.Title)
	d := newDoc(s.Meta, false, title)
	d.f.SetSubject(d.T("pdf.scn.subject"), true)
	w := d.pw - 2*scMargin
	blocks := d.scenarioBlocks(sc, w)
	d.addPage()
	sub := d.T("pdf.scn.game")
	if l != i18n.IT {
		sub = "«" + sc.Printed + "» · " + sub
	}
	y := d.title(scMargin, scMargin, w, title, sub) + 2
	bottom := d.ph - 12
	for _, b := range blocks {
		if y+b.h > bottom && y > scMargin+20 {
			d.footer(d.T("pdf.scn.footer"), strconv.Itoa(sc.Number))
			d.addPage()
			y = scMargin
		}
		b.draw(y)
		y += b.h
	}
	d.footer(d.T("pdf.scn.footer"), strconv.Itoa(sc.Number))
	return d.bytes()
}

// scenarioBlocks lays the sheet out: where to set up, the two armies, who
// moves first, victory, special rules, the tracking boxes, the unclear
// values and, on a mini-campaign's second day, its procedure.
func (d *doc) scenarioBlocks(sc ccsb.Scenario, w float64) []sheetBlock {
	l := d.l
	out := []sheetBlock{d.noteBlock(l.Render(sc.Setup()), w, 7.5, scSmall, muted), d.gap(2), d.sidesBlock(sc, w), d.gap(2)}
	out = append(out, d.headBlock(l.Render(i18n.M("ccsb.scn.victory", sc.VictoryFlags.Value)), w))
	out = append(out, d.notesBlocks(sc.Victory, w)...)
	out = append(out, d.headBlock(d.T("ccsb.scn.special"), w))
	out = append(out, d.notesBlocks(sc.Special, w)...)
	out = append(out, d.gap(2), d.headBlock(d.T("pdf.scn.track"), w))
	for i := range 2 {
		out = append(out, d.trackBlock(sc, i, w))
	}
	if hasTent(sc) {
		out = append(out, d.noteBlock(d.T("pdf.scn.tent"), w, 7.5, scSmall, ink))
	}
	if sc.Campaign != nil {
		out = append(out, d.gap(2), d.headBlock(l.Render(i18n.M("ccsb.scn.carry", ccsb.MiniCampaigns[sc.Number], sc.Number)), w))
		out = append(out, d.notesBlocks([]ccsb.Note{*sc.Campaign}, w)...)
	}
	if u := unclearLines(l, sc); len(u) > 0 {
		out = append(out, d.gap(2), d.headBlock(d.T("pdf.scn.unclear"), w))
		for _, s := range u {
			out = append(out, d.noteBlock("• "+s, w, 7.5, scSmall, muted))
		}
	}
	return out
}

// hasTent reports whether a victory condition counts a captured Command
// Tent's Victory Banners (the Italian as printed names the tent and 3
// banners).
func hasTent(sc ccsb.Scenario) bool {
	for _, n := range sc.Victory {
		it := strings.ToLower(i18n.IT.T(n.Key))
		if strings.Contains(it, "tenda") && strings.Contains(it, "3 bandiere") {
			return true
		}
	}
	return false
}

// unclearLines are the reasons of the values the seed leaves unclear and
// the player has not corrected.
func unclearLines(l i18n.Lang, sc ccsb.Scenario) []string {
	var out []string
	if sc.First.Unclear != "" && !sc.First.Fixed {
		out = append(out, l.Render(ccsb.Why(sc.First.Unclear, sc.First.Raw, 0)))
	}
	for _, sd := range sc.Sides {
		if c := sd.HonorFortune; c.Unclear != "" && !c.Fixed {
			out = append(out, l.T(sd.Army)+": "+l.Render(ccsb.Why(c.Unclear, c.Raw, c.Value)))
		}
	}
	for _, n := range sc.Victory {
		if n.Unclear != "" {
			out = append(out, l.Render(ccsb.Why(n.Unclear, "", 0)))
		}
	}
	return out
}

func (d *doc) gap(h float64) sheetBlock { return sheetBlock{h: h, draw: func(float64) {}} }

// headBlock is a section heading with a rule under it.
func (d *doc) headBlock(s string, w float64) sheetBlock {
	return sheetBlock{h: 7, draw: func(y float64) {
		d.textColour(ink)
		d.text(rect{scMargin, y, w, 5.5}, s, 10.5, true, "L")
		d.stroke(rule, 0.2)
		d.line(scMargin, y+6, scMargin+w, y+6)
	}}
}

// noteBlock is a wrapped paragraph.
func (d *doc) noteBlock(s string, w, size, lead float64, c rgb) sheetBlock {
	h := d.paragraphHeight(w, s, size, false, lead) + 0.8
	return sheetBlock{h: h, draw: func(y float64) {
		d.textColour(c)
		d.paragraph(rect{scMargin, y, w, 0}, s, size, false, "L", lead)
		d.textColour(ink)
	}}
}

// notesBlocks are the notes in the sheet's language, bulleted, each
// followed on an English sheet by the Italian as printed.
func (d *doc) notesBlocks(notes []ccsb.Note, w float64) []sheetBlock {
	var out []sheetBlock
	for _, n := range notes {
		out = append(out, d.noteBlock("• "+d.T(n.Key), w, 9, scLead, ink))
		if d.l != i18n.IT {
			out = append(out, d.noteBlock("  «"+i18n.IT.T(n.Key)+"»", w, 7, scSmall, muted))
		}
	}
	return out
}

// sidesBlock is the two armies side by side: what each starts with and a
// box ticked for the army that moves first (both empty when the seed does
// not say).
func (d *doc) sidesBlock(sc ccsb.Scenario, w float64) sheetBlock {
	colW := (w - 6) / 2
	const rowH = 5.5
	return sheetBlock{h: 5*rowH + 4, draw: func(y float64) {
		for i, sd := range sc.Sides {
			x := scMargin + float64(i)*(colW+6)
			d.fillColour(washi)
			d.stroke(faint, 0.2)
			d.box(rect{x, y, colW, 5*rowH + 2}, "FD")
			d.text(rect{x + 2, y + 1, colW - 4, rowH}, d.T(sd.Army), 10, true, "L")
			rows := []struct {
				key string
				c   ccsb.Cited
			}{{"ccsb.scn.command", sd.CommandCards}, {"ccsb.scn.dragon", sd.DragonCards}, {"ccsb.scn.hf", sd.HonorFortune}}
			for k, r := range rows {
				ry := y + 1 + float64(k+1)*rowH
				d.text(rect{x + 2, ry, colW - 18, rowH}, d.T(r.key), 9, false, "L")
				val := strconv.Itoa(r.c.Value)
				if r.c.Unclear != "" && !r.c.Fixed {
					val += " ?"
				}
				d.text(rect{x + colW - 16, ry, 14, rowH}, val, 10, true, "R")
			}
			ry := y + 1 + 4*rowH
			d.checkbox(x+2, ry+1, 3.5, sc.MovesFirst(i))
			label := d.T("ccsb.scn.moves-first")
			switch sc.First.Side {
			case ccsb.FirstUnclear:
				label += " — " + d.T("pdf.scn.first.check")
			case ccsb.FirstByRoll:
				label += " — " + d.T("pdf.scn.first.roll")
			}
			d.text(rect{x + 7, ry, colW - 9, rowH}, label, 8.5, false, "L")
		}
	}}
}

// trackBlock is one army's tracking rows: a box per Victory Banner to
// win, the Honor & Fortune tokens and the Command cards in hand as numbers
// to cross off, the starting count ringed.
func (d *doc) trackBlock(sc ccsb.Scenario, i int, w float64) sheetBlock {
	sd := sc.Sides[i]
	const rowH = scBox + 1.5
	return sheetBlock{h: 3*rowH + 7, draw: func(y float64) {
		d.text(rect{scMargin, y, w, 5}, d.T(sd.Army), 9.5, true, "L")
		y += 5.5
		labelW := 34.0
		x0 := scMargin + labelW
		d.text(rect{scMargin, y, labelW - 2, scBox}, d.T("pdf.scn.banners"), 8, false, "L")
		for k := 0; k < sc.VictoryFlags.Value; k++ {
			d.checkbox(x0+float64(k)*(scBox+1.5), y, scBox, false)
		}
		y += rowH
		d.text(rect{scMargin, y, labelW - 2, scBox}, d.T("ccsb.scn.hf"), 8, false, "L")
		d.numberRow(x0, y, w-labelW, max(20, sd.HonorFortune.Value), sd.HonorFortune.Value)
		y += rowH
		d.text(rect{scMargin, y, labelW - 2, scBox}, d.T("ccsb.scn.command"), 8, false, "L")
		d.numberRow(x0, y, w-labelW, max(8, sd.CommandCards.Value), sd.CommandCards.Value)
	}}
}

// numberRow draws the numbers 0..n as small boxes to cross off in pencil,
// the box of start ringed in vermilion.
func (d *doc) numberRow(x, y, w float64, n, start int) {
	step := min(w/float64(n+1), scBox+1)
	for k := 0; k <= n; k++ {
		r := rect{x + float64(k)*step, y, step - 0.8, scBox}
		if k == start {
			d.stroke(vermilion, 0.5)
		} else {
			d.stroke(faint, 0.2)
		}
		d.fillColour(white)
		d.box(r, "FD")
		d.text(r, strconv.Itoa(k), 7, k == start, "C")
	}
}
