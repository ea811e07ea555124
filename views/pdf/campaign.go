package pdf

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/jung-kurt/gofpdf"

	"sengoku/campaign"
	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
	"sengoku/views/figure"
)

// The campaign printables take plain view models: the handlers' adapters
// fill them from sengoku/campaign, so a change there touches only them.

// ClanLine is a clan's line in the standings and the playing order.
type ClanLine struct {
	Clan   string
	Colour string // "#rrggbb" (figure.ClanColour)
	Player string
	// Status is the clan status id (active, neutral, seppuku, ...).
	Status    string
	Prestige  int // official, from the last Winter tally
	Pending   int // this year's ledger, not yet official
	Provinces int
	Army      int // elements
	// ArmyAt is the province the army stands in ("17 Kai"), "" if none.
	ArmyAt string
}

// ProvinceLine is a province's line in the sheet's list.
type ProvinceLine struct {
	ID       int
	Name     string
	Kanji    string // the name in Japanese, printed after it
	Owner    string // clan, "" neutral
	Colour   string
	Capital  bool
	Fortress bool
	Kyoto    bool
	Armies   []string // clans whose army stands here
}

// CardLine is an event card as printed: face, name, timing and effect.
type CardLine struct {
	Face   i18n.Msg
	Name   i18n.Msg
	Effect i18n.Msg
	// Timing is "immediately" or "when-you-want".
	Timing string
}

// SeasonSheet is the view model of the season sheet for the table.
type SeasonSheet struct {
	Meta
	Name string
	Year int
	// Season is the season id: spring, summer, autumn, winter.
	Season    string
	Map       figure.MapView
	Order     []ClanLine // this season's playing order, first first
	Standings []ClanLine // by Prestige
	Provinces []ProvinceLine
	// DeckLeft and DeckPass describe the event deck (§5).
	DeckLeft, DeckPass int
	// Hand is set on a player's private copy only: his clan and cards.
	Hand *Hand
}

// Hand is a player's hidden hand of event cards.
type Hand struct {
	Clan   string
	Colour string
	Cards  []CardLine
}

// seasonName translates a season id.
func (d *doc) seasonName(id string) string {
	if id == "" {
		return ""
	}
	return d.T("season." + id)
}

// SeasonSheetPDF renders the season sheet: the map with owners, fortresses
// and armies, the playing order and the Prestige standings (page 1), the
// provinces (page 2), and on a private copy the player's hand (page 3).
func SeasonSheetPDF(s SeasonSheet) ([]byte, error) {
	v := &tables.ValidationError{}
	validatePaper(v, s.Paper)
	if err := v.Err(); err != nil {
		return nil, err
	}
	d := newDoc(s.Meta, true, s.Name)
	d.f.SetSubject(d.T("pdf.season.subject"), true)
	when := strings.TrimSpace(d.seasonName(s.Season) + " " + strconv.Itoa(s.Year))
	d.addPage()
	x, w := 10.0, d.pw-20
	sub := d.T("pdf.season.sub")
	if s.Hand != nil {
		sub = fmt.Sprintf(d.T("pdf.season.private"), s.Hand.Clan)
	}
	y := d.title(x, 8, w, s.Name+" — "+when, sub)

	// The map, left; right column: order, standings, legend, deck.
	mapBox, cx, cw := d.seasonFrame(y)
	d.drawMap(mapBox, s.Map)
	d.seasonColumn(s, cx, y+1, cw)
	d.footer(s.Name+" · "+when, d.T("pdf.by"))

	// Page 2: the provinces.
	provincePage := func() rect {
		d.addPage()
		y := d.title(x, 8, w, d.T("pdf.season.provinceList"), s.Name+" — "+when)
		d.footer(s.Name+" · "+when, d.T("pdf.by"))
		return rect{x, y + 1, w, d.ph - y - 14}
	}
	d.provinceColumns(provincePage(), s.Provinces, provincePage)

	// Page 3: the private hand.
	if s.Hand != nil {
		d.handPage(s, x, w, when)
	}
	return d.bytes()
}

// seasonColumn draws the first page's right column from cy: the order of
// play, the standings, the map's legend and the deck.
func (d *doc) seasonColumn(s SeasonSheet, cx, cy, cw float64) {
	cy = d.sectionTitle(cx, cy, cw, d.T("pdf.season.order"), rulebook.Samurai.Title(rulebook.CampSequence), 9.5)
	cy = d.playOrder(s.Order, cx, cy, cw)
	cy += 3
	cy = d.sectionTitle(cx, cy, cw, d.T("pdf.season.prestige"), rulebook.Samurai.Title(rulebook.CampPrestige), 9.5)
	t := d.prestigeTable(s.Standings)
	tl := d.layout(t, cw)
	cy = d.drawTable(cx, cy, t, tl) + 1
	d.textColour(muted)
	lh := 6 * pt * 1.2
	cy += d.paragraph(rect{cx, cy, cw, 3 * lh}, d.T("pdf.season.pendingNote"), 6, false, "L", lh) + 3
	d.textColour(ink)

	cy = d.sectionTitle(cx, cy, cw, d.T("legend.title"), "", 9.5)
	cy = d.mapLegend(cx, cy, cw)
	cy += 2
	if s.DeckLeft > 0 || s.DeckPass > 0 {
		d.textColour(muted)
		d.text(rect{cx, cy, cw, 4}, fmt.Sprintf(d.T("pdf.season.deck"), s.DeckLeft, s.DeckPass), 6.8, false, "L")
		d.textColour(ink)
	}
}

// playOrder lists the clans in the order of play from cy and returns the
// y below the list.
func (d *doc) playOrder(order []ClanLine, cx, cy, cw float64) float64 {
	for i, c := range order {
		r := rect{cx, cy, cw, 6}
		d.fillColour(washi)
		if i%2 == 1 {
			d.fillColour(white)
		}
		d.box(r, "F")
		d.text(rect{cx + 1, cy, 6, 6}, strconv.Itoa(i+1), 10, true, "C")
		d.swatch(rect{cx + 8, cy + 1.4, 3.2, 3.2}, hexColour(c.Colour))
		d.text(rect{cx + 13, cy, cw * 0.45, 6}, c.Clan, 8.5, true, "L")
		d.textColour(muted)
		d.text(rect{cx + 13 + cw*0.45, cy, cw - 14 - cw*0.45, 6}, c.Player, 7, false, "R")
		d.textColour(ink)
		cy += 6
	}
	if len(order) == 0 {
		d.textColour(muted)
		d.text(rect{cx, cy, cw, 5}, d.T("pdf.season.noOrder"), 7, false, "L")
		d.textColour(ink)
		cy += 5
	}
	return cy
}

// handPage is the private sheet's page of the clan's hand.
func (d *doc) handPage(s SeasonSheet, x, w float64, when string) {
	d.addPage()
	y := d.title(x, 8, w, fmt.Sprintf(d.T("pdf.season.hand"), s.Hand.Clan), d.T("pdf.season.handSecret"))
	if len(s.Hand.Cards) == 0 {
		d.textColour(muted)
		d.text(rect{x, y + 2, w, 6}, d.T("pdf.season.handEmpty"), 9, false, "L")
		d.textColour(ink)
	} else {
		d.cardTable(x, y+2, w, s.Hand.Cards, false)
	}
	d.footer(s.Name+" · "+when+" · "+s.Hand.Clan, d.T("pdf.by"))
}

// seasonFrame splits the season sheet's first page below the title at y:
// the map's box, and the x and width of the column at its right.
func (d *doc) seasonFrame(y float64) (mapBox rect, cx, cw float64) {
	mapBox = rect{10, y + 1, 178, d.ph - y - 14}
	cx = mapBox.right() + 6
	return mapBox, cx, d.pw - 10 - cx
}

// prestigeTable is the standings of the season sheet: clan (after its
// colour swatch), official PP, this year's points, provinces, army.
func (d *doc) prestigeTable(standings []ClanLine) table {
	t := table{Size: 7, Heads: []string{d.T("pdf.season.clan"), d.T("prestige.short"), d.T("pdf.season.pending"), d.T("pdf.season.provinces"), d.T("pdf.season.army")},
		Align: []string{"L", "R", "R", "R", "L"}, Bold: []bool{true, true}}
	for _, c := range standings {
		army := "—"
		if c.Army > 0 {
			army = strconv.Itoa(c.Army)
			if c.ArmyAt != "" {
				army += " · " + c.ArmyAt
			}
		}
		name := c.Clan
		if c.Status != "" && c.Status != "active" {
			name += " (" + d.T("status."+c.Status) + ")"
		}
		t.Rows = append(t.Rows, []string{name, strconv.Itoa(c.Prestige), signed(c.Pending), strconv.Itoa(c.Provinces), army})
		t.Swatch = append(t.Swatch, hexColour(c.Colour))
	}
	return t
}

// drawMap draws the campaign map in r from the same data as the SVG map:
// land borders as lines, straits dashed, provinces as discs in their
// owner's colour with their number, capitals ringed, fortresses as squares,
// armies as flags, and each province's name where planMap put it, drawn
// last so no disc covers it.
func (d *doc) drawMap(r rect, m figure.MapView) {
	d.fillColour(rgb{236, 242, 246})
	d.stroke(faint, 0.3)
	d.box(r, "FD")
	p := d.planMap(r, m)
	if p.Scale == 0 {
		return
	}
	d.drawRegions(p, m)
	for i, e := range m.Edges {
		if e.Strait {
			d.stroke(rgb{58, 123, 213}, 0.35)
			d.dashed(true)
		} else {
			d.stroke(rgb{138, 138, 138}, 0.35)
		}
		q := p.Edges[i]
		d.line(q[0], q[1], q[2], q[3])
		d.dashed(false)
	}
	for i, n := range m.Nodes {
		d.mapNode(p.Nodes[i], n, p.Rad)
	}
	for i, n := range m.Nodes {
		d.nodeMarks(p.Nodes[i].X, p.Nodes[i].Y, n, p.Rad)
	}
	// Names with the owner's initial, for black-and-white print.
	for _, n := range p.Nodes {
		d.halo(n.Text, n.Label, n.Size)
	}
}

// mapNode draws a province's disc in its owner's colour with its number,
// ringed when it is a capital.
func (d *doc) mapNode(pn mapNodePlan, n figure.MapNode, rad float64) {
	cx, cy := pn.X, pn.Y
	if n.Capital {
		d.stroke(ink, 0.55)
		d.f.Circle(cx, cy, pn.Reach, "D")
	}
	fill := hexColour(n.Fill)
	d.fillColour(fill)
	d.stroke(ink, 0.3)
	if n.Kyoto {
		d.stroke(rgb{122, 92, 0}, 0.6)
	}
	d.f.Circle(cx, cy, rad, "FD")
	if fill.light() {
		d.textColour(ink)
	} else {
		d.textColour(white)
	}
	d.text(rect{cx - rad, cy - rad, 2 * rad, 2 * rad}, strconv.Itoa(n.ID), math.Min(7, rad/pt*1.05), true, "C")
	d.textColour(ink)
}

// nodeMarks draws a province's fortress and the armies' flags on it.
func (d *doc) nodeMarks(cx, cy float64, n figure.MapNode, rad float64) {
	if n.Fortress {
		b := fortressBox(cx, cy, rad)
		d.fillColour(white)
		d.stroke(ink, 0.35)
		d.box(b, "FD")
		d.line(b.X, b.Y+b.H*0.4, b.right(), b.Y+b.H*0.4)
	}
	for j, a := range n.Armies {
		b := flagBox(cx, cy, rad, j)
		fx, fy := b.X, b.Y+rad*0.6
		d.stroke(ink, 0.3)
		d.line(fx, fy+rad*0.9, fx, fy-rad*0.6)
		d.fillColour(hexColour(a.Colour))
		d.poly("FD", fx, fy-rad*0.6, fx+rad*0.9, fy-rad*0.35, fx, fy-rad*0.1)
	}
}

// halo writes a small label with a white outline, readable over the
// map's lines.
func (d *doc) halo(r rect, s string, size float64) {
	d.f.SetTextRenderingMode(1) // stroke only
	d.f.SetDrawColor(255, 255, 255)
	d.f.SetLineWidth(0.5)
	d.textColour(white)
	d.text(r, s, size, false, "C")
	d.f.SetTextRenderingMode(0)
	d.textColour(rgb{50, 50, 50})
	d.text(r, s, size, false, "C")
	d.textColour(ink)
}

// mapLegend explains the map's signs; it returns the y below.
func (d *doc) mapLegend(x, y, w float64) float64 {
	entries := append(d.clanLegend(), d.markLegend()...)
	for i, e := range entries {
		cx := x + float64(i%2)*w/2 + 2.5
		cy := y + float64(i/2)*5 + 2.5
		e.draw(cx, cy)
		d.text(rect{cx + 4, cy - 2.5, w/2 - 7, 5}, e.label, 6.8, false, "L")
	}
	return y + float64((len(entries)+1)/2)*5 + 1
}

// legendEntry is one symbol of the map's legend, drawn centred on cx, cy.
type legendEntry struct {
	draw  func(cx, cy float64)
	label string
}

// clanLegend: a clan's colour per clan.
func (d *doc) clanLegend() []legendEntry {
	var entries []legendEntry
	for _, c := range campaign.Clans {
		entries = append(entries, legendEntry{func(cx, cy float64) {
			d.fillColour(hexColour(figure.ClanColour[c]))
			d.stroke(ink, 0.25)
			d.f.Circle(cx, cy, 1.8, "FD")
		}, string(c)})
	}
	return entries
}

// markLegend: the neutral provinces, Kyoto, capitals, fortresses, armies
// and straits.
func (d *doc) markLegend() []legendEntry {
	return []legendEntry{
		{func(cx, cy float64) {
			d.fillColour(hexColour(figure.OwnerColour("", false)))
			d.stroke(ink, 0.25)
			d.f.Circle(cx, cy, 1.8, "FD")
		}, d.T("legend.neutral")},
		{func(cx, cy float64) {
			d.fillColour(hexColour(figure.OwnerColour("", true)))
			d.stroke(rgb{122, 92, 0}, 0.5)
			d.f.Circle(cx, cy, 1.8, "FD")
		}, "Kyoto"},
		{func(cx, cy float64) {
			d.fillColour(white)
			d.stroke(ink, 0.25)
			d.f.Circle(cx, cy, 1.5, "FD")
			d.stroke(ink, 0.5)
			d.f.Circle(cx, cy, 2.3, "D")
		}, d.T("legend.capital")},
		{func(cx, cy float64) {
			d.fillColour(white)
			d.stroke(ink, 0.35)
			d.box(rect{cx - 1.6, cy - 1.6, 3.2, 3.2}, "FD")
		}, d.T("legend.fortress")},
		{func(cx, cy float64) {
			d.stroke(ink, 0.3)
			d.line(cx-1, cy+2, cx-1, cy-2)
			d.fillColour(vermilion)
			d.poly("FD", cx-1, cy-2, cx+1.8, cy-1.2, cx-1, cy-0.4)
		}, d.T("legend.army")},
		{func(cx, cy float64) {
			d.stroke(rgb{58, 123, 213}, 0.4)
			d.dashed(true)
			d.line(cx-2.2, cy, cx+2.2, cy)
			d.dashed(false)
		}, d.T("legend.strait")},
	}
}

// provinceColumns lists the provinces in three columns, on as many pages
// as a long (imported) map needs; the first page is already there.
func (d *doc) provinceColumns(r rect, ps []ProvinceLine, newPage func() rect) {
	const cols = 3
	gap := 5.0
	cw := (r.W - gap*(cols-1)) / cols
	listOf := func(ps []ProvinceLine) table {
		t := table{Size: 6.8, Heads: []string{"N°", d.T("pdf.season.province"), d.T("pdf.season.owner"), d.T("legend.fortress"), d.T("pdf.season.armies")},
			Align: []string{"R", "L", "L", "C", "L"}, Bold: []bool{true, true}}
		for _, p := range ps {
			owner := d.T("owner.neutral")
			if p.Owner != "" {
				owner = p.Owner
			}
			if p.Capital {
				owner += " ◎"
			}
			name := p.Name
			if p.Kanji != "" {
				name += " " + p.Kanji
			}
			if p.Kyoto {
				name += " ★"
			}
			fort := ""
			if p.Fortress {
				fort = "■"
			}
			t.Rows = append(t.Rows, []string{strconv.Itoa(p.ID), name, owner, fort, strings.Join(p.Armies, ", ")})
			if p.Owner != "" {
				t.Fill = append(t.Fill, tint(hexColour(p.Colour)))
			} else {
				t.Fill = append(t.Fill, rgb{})
			}
		}
		return t
	}
	// Rows per column: a third of the provinces, fewer if that is taller
	// than the page.
	per := max((len(ps)+cols-1)/cols, 1)
	for per > 1 && d.layout(listOf(ps[:min(per, len(ps))]), cw).Height() > r.H-5 {
		per--
	}
	for start := 0; start < len(ps); start += cols * per {
		if start > 0 {
			r = newPage()
		}
		for c := 0; c < cols; c++ {
			lo, hi := start+c*per, min(len(ps), start+(c+1)*per)
			if lo >= hi {
				break
			}
			t := listOf(ps[lo:hi])
			d.drawTable(r.X+float64(c)*(cw+gap), r.Y, t, d.layout(t, cw))
		}
		d.textColour(muted)
		d.text(rect{r.X, r.bottom() - 3, r.W, 3}, d.T("pdf.season.provinceKey"), 6.5, false, "L")
		d.textColour(ink)
	}
}

// tint is a very light version of c, for row backgrounds.
func tint(c rgb) rgb {
	mix := func(v int) int { return v + (255-v)*82/100 }
	return rgb{mix(c.R), mix(c.G), mix(c.B)}
}

// cardTable lists event cards: face, name, timing, effect (and count when
// counts is set, for the reference).
func (d *doc) cardTable(x, y, w float64, cards []CardLine, counts bool) float64 {
	t := table{Size: 8, Heads: []string{d.T("pdf.cards.face"), d.T("pdf.cards.event"), d.T("pdf.cards.timing"), d.T("pdf.cards.effect")},
		Bold: []bool{true, true}, MinRow: 7}
	for _, c := range cards {
		face := d.l.Render(c.Face)
		t.Rows = append(t.Rows, []string{face, d.l.Render(c.Name), d.T("pdf.cards." + c.Timing), d.l.Render(c.Effect)})
		if strings.ContainsAny(face, "♦♥") {
			t.Colour = append(t.Colour, rgb{160, 20, 20})
		} else {
			t.Colour = append(t.Colour, rgb{})
		}
	}
	tl := d.layout(t, w)
	return d.drawTable(x, y, t, tl)
}

// EventCardRef is the view model of the event-card reference table (§5):
// one line per event and timing, with its cards.
type EventCardRef struct {
	Meta
	Lines []EventLine
	Total int
}

// EventLine is one event with the cards that carry it.
type EventLine struct {
	Name   i18n.Msg
	Effect i18n.Msg
	Timing string // immediately | when-you-want
	Faces  []i18n.Msg
}

// EventCardRefPDF renders the reference table of the 54 event cards.
func EventCardRefPDF(r EventCardRef) ([]byte, error) {
	v := &tables.ValidationError{}
	validatePaper(v, r.Paper)
	if err := v.Err(); err != nil {
		return nil, err
	}
	d := newDoc(r.Meta, false, r.Meta.lang().T("pdf.cards.title"))
	d.f.SetSubject(d.T("pdf.cards.title"), true)
	d.addPage()
	x, w := 10.0, d.pw-20
	y := d.title(x, 10, w, d.T("pdf.cards.title"), d.word(i18n.M("pdf.cards.sub", r.Total, rulebook.Samurai.Cite(rulebook.CampEvents))))
	t := table{Size: 7.4, Heads: []string{d.T("pdf.cards.event"), d.T("pdf.cards.timing"), d.T("pdf.cards.cards"), "N", d.T("pdf.cards.effect")},
		Align: []string{"L", "L", "L", "R", "L"}, Bold: []bool{true, false, false, true}}
	for _, l := range r.Lines {
		faces := make([]string, len(l.Faces))
		for i, f := range l.Faces {
			faces[i] = d.l.Render(f)
		}
		t.Rows = append(t.Rows, []string{d.l.Render(l.Name), d.T("pdf.cards." + l.Timing), strings.Join(faces, " "), strconv.Itoa(len(l.Faces)), d.l.Render(l.Effect)})
		if l.Timing == "when-you-want" {
			t.Fill = append(t.Fill, rgb{238, 244, 236})
		} else {
			t.Fill = append(t.Fill, rgb{})
		}
	}
	// The table shrinks to stay on one page.
	bottom := d.ph - 24
	for t.Size > 5.6 {
		if y+d.layout(t, w).Height() <= bottom {
			break
		}
		t.Size -= 0.2
	}
	y = d.drawTable(x, y, t, d.layout(t, w)) + 3
	d.textColour(muted)
	lh := 7 * pt * 1.25
	d.paragraph(rect{x, y, w, 4 * lh}, d.word(i18n.M("pdf.cards.note", rulebook.Samurai.Cite(rulebook.CampEvents, rulebook.CampPrestige))), 7, false, "L", lh)
	d.textColour(ink)
	d.footer(d.word(i18n.M("pdf.cards.source", rulebook.Samurai.Cite(rulebook.CampEvents))), d.T("pdf.by"))
	return d.bytes()
}

// DiplomacySlips is the view model of the diplomacy note slips (§6): each
// slip names sender clan, recipient clan and the season, with lines to
// write on. A blank From or To prints tick boxes for every clan.
type DiplomacySlips struct {
	Meta
	Campaign string
	Year     int
	Season   string // season id, "" for a blank to fill in
	Slips    []Slip
	// Clans are the names offered as tick boxes on blank fields.
	Clans []string
}

// Slip is one note.
type Slip struct{ From, To string }

// MaxSlips bounds one print of slips.
const MaxSlips = 60

// DiplomacySlipsPDF renders the slips, three to a page with cut lines.
func DiplomacySlipsPDF(s DiplomacySlips) ([]byte, error) {
	v := &tables.ValidationError{}
	validatePaper(v, s.Paper)
	switch {
	case len(s.Slips) == 0:
		v.Add("count", "pdf.err.no-slips")
	case len(s.Slips) > MaxSlips:
		v.Add("count", "pdf.err.too-many-slips", MaxSlips)
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	d := newDoc(s.Meta, false, s.Meta.lang().T("pdf.slips.title"))
	d.f.SetSubject(d.T("pdf.slips.title"), true)
	const perPage = 3
	m := 8.0
	h := (d.ph - 2*m) / perPage
	for i, sl := range s.Slips {
		k := i % perPage
		if k == 0 {
			d.addPage()
		}
		r := rect{m, m + float64(k)*h, d.pw - 2*m, h}
		d.slip(r.inset(3), s, sl)
		if k > 0 {
			d.stroke(muted, 0.2)
			d.dashed(true)
			d.line(3, r.Y, d.pw-3, r.Y)
			d.dashed(false)
			d.textColour(muted)
			d.text(rect{3, r.Y - 2.2, 8, 2}, "✂", 7, false, "L")
			d.textColour(ink)
		}
		if k == perPage-1 || i == len(s.Slips)-1 {
			d.printNote(d.ph - m + 2)
		}
	}
	return d.bytes()
}

func (d *doc) slip(r rect, s DiplomacySlips, sl Slip) {
	d.stroke(ink, 0.5)
	d.fillColour(white)
	d.roundRect(r, 2, "FD")
	in := r.inset(4)
	d.textColour(vermilion)
	d.text(rect{in.X, in.Y, in.W * 0.6, 6}, d.T("pdf.slips.title"), 11, true, "L")
	d.textColour(muted)
	d.text(rect{in.X + in.W*0.6, in.Y, in.W * 0.4, 6}, s.Campaign, 7, false, "R")
	d.textColour(ink)
	y := in.Y + 7.5
	third := in.W / 3
	d.slipField(rect{in.X, y, third, 0}, d.T("pdf.slips.from"), sl.From, s.Clans)
	d.slipField(rect{in.X + third, y, third, 0}, d.T("pdf.slips.to"), sl.To, s.Clans)
	when := ""
	if s.Season != "" {
		when = d.seasonName(s.Season) + " " + strconv.Itoa(s.Year)
	}
	d.slipField(rect{in.X + 2*third, y, third, 0}, d.T("pdf.slips.turn"), when, nil)
	if when == "" {
		d.textColour(faint)
		d.text(rect{in.X + 2*third + 2, y + 3.6, third - 7, 7}, d.T("pdf.slips.turnHint"), 6.5, false, "L")
		d.textColour(ink)
	}
	y += 13
	d.stroke(faint, 0.3)
	foot := 5.0
	for ly := y + 7; ly < in.bottom()-foot; ly += 7.5 {
		d.line(in.X, ly, in.right(), ly)
	}
	d.textColour(muted)
	d.text(rect{in.X, in.bottom() - foot + 1, in.W, foot - 1}, d.word(i18n.M("pdf.slips.rule", rulebook.Samurai.Cite(rulebook.CampDiplomacy))), 6, false, "L")
	d.textColour(ink)
}

// slipField draws a labelled box at f's top left, f.W wide: the value
// when known, else tick boxes for the clans (none: left blank).
func (d *doc) slipField(f rect, label, value string, clans []string) {
	x, y, w := f.X, f.Y, f.W
	d.textColour(muted)
	d.text(rect{x, y, w, 3.4}, label, 6.5, true, "L")
	d.textColour(ink)
	b := rect{x, y + 3.6, w - 3, 7}
	d.stroke(rule, 0.3)
	d.fillColour(washi)
	d.box(b, "FD")
	if value != "" {
		d.text(rect{b.X + 2, b.Y, b.W - 4, b.H}, strings.ToUpper(value), 11, true, "L")
		return
	}
	if len(clans) > 0 {
		d.clanTicks(b, clans)
	}
}

// clanTicks fills b with a tick box per clan: one line, or two when the
// clans do not fit.
func (d *doc) clanTicks(b rect, clans []string) {
	total := 0.0
	for _, c := range clans {
		total += d.widthAt(c, 6, false) + 5.5
	}
	lines := 1
	if total > b.W-3 {
		lines = 2
	}
	per := (len(clans) + lines - 1) / lines
	lh := b.H / float64(lines)
	for i, c := range clans {
		row, col := i/per, i%per
		cw := (b.W - 3) / float64(per)
		bx := b.X + 1.5 + float64(col)*cw
		by := b.Y + float64(row)*lh
		bs := math.Min(2.6, lh-0.9)
		d.checkbox(bx, by+(lh-bs)/2, bs, false)
		d.text(rect{bx + bs + 0.7, by, cw - bs - 0.7, lh}, c, 6, false, "L")
	}
}

// PrestigeLedger is the view model of one clan's Prestige ledger (§13).
type PrestigeLedger struct {
	Meta
	Campaign string
	Clan     string
	Colour   string
	Player   string
	Official int
	Pending  int
	Entries  []LedgerLine
	Tallies  []TallyLine
	// Year and Season are the campaign's current ones (season id).
	Year   int
	Season string
}

// LedgerLine is one scoring-table entry.
type LedgerLine struct {
	Year   int
	Season string // season id
	Points int
	Text   i18n.Msg
}

// TallyLine is one Winter tally.
type TallyLine struct {
	Year                             int
	Before, Ledger, Provinces, After int
	Seppuku                          bool
}

// PrestigeLedgerPDF renders the clan's ledger: every entry with the
// running total from the last official figure, the Winter tallies, then
// ruled lines to go on by hand.
func PrestigeLedgerPDF(l PrestigeLedger) ([]byte, error) {
	v := &tables.ValidationError{}
	validatePaper(v, l.Paper)
	if err := v.Err(); err != nil {
		return nil, err
	}
	d := newDoc(l.Meta, false, fmt.Sprintf(l.Meta.lang().T("pdf.ledger.title"), l.Clan))
	d.f.SetSubject(fmt.Sprintf(d.T("pdf.ledger.title"), l.Clan), true)
	x, w := 10.0, d.pw-20
	lw := &ledgerWriter{d: d, l: l, x: x, w: w, rowH: 6.5,
		heads: []string{d.T("pdf.ledger.when"), d.T("pdf.ledger.event"), d.T("prestige.short"), d.T("pdf.ledger.total")},
		cols:  []float64{32, w - 32 - 18 - 22, 18, 22}}
	lw.y = lw.header()
	lw.facts()
	lw.y += 16
	lw.drawHead()
	lw.entries()
	// Ruled lines for the coming entries, to the bottom of the page.
	for lw.y+lw.rowH <= d.ph-22 {
		lw.row([]string{"", "", "", ""}, white, false, ink)
	}
	d.textColour(muted)
	lh := 6.5 * pt * 1.2
	d.paragraph(rect{x, d.ph - 21, w, 3 * lh}, d.word(i18n.M("pdf.ledger.note", rulebook.Samurai.Cite(rulebook.CampPrestige))), 6.5, false, "L", lh)
	d.textColour(ink)
	d.footer(l.Campaign+" · "+l.Clan, d.T("pdf.by"))
	return d.bytes()
}

// ledgerWriter draws a Prestige ledger's table page by page; y is where
// the next row goes.
type ledgerWriter struct {
	d       *doc
	l       PrestigeLedger
	x, w, y float64
	rowH    float64
	heads   []string
	cols    []float64
}

// header starts a page with the title and the clan's colour; it returns
// the y below the title.
func (lw *ledgerWriter) header() float64 {
	d, l, x, w := lw.d, lw.l, lw.x, lw.w
	d.addPage()
	sub := l.Campaign + " — " + strings.TrimSpace(d.seasonName(l.Season)+" "+strconv.Itoa(l.Year))
	if l.Player != "" {
		sub += " · " + d.T("pdf.player") + ": " + l.Player
	}
	y := d.title(x+7, 10, w-7, fmt.Sprintf(d.T("pdf.ledger.title"), l.Clan), sub)
	d.swatch(rect{x, 11.5, 5, 5}, hexColour(l.Colour))
	return y
}

// facts draws the official, pending and running totals.
func (lw *ledgerWriter) facts() {
	d, l := lw.d, lw.l
	facts := []struct{ k, v string }{
		{d.T("pdf.ledger.official"), strconv.Itoa(l.Official)},
		{d.T("pdf.ledger.pending"), signed(l.Pending)},
		{d.T("pdf.ledger.running"), strconv.Itoa(l.Official + l.Pending)},
	}
	fw := lw.w / 3
	for i, f := range facts {
		b := rect{lw.x + float64(i)*fw, lw.y + 1, fw - 2, 12}
		d.fillColour(washi)
		d.stroke(faint, 0.25)
		d.box(b, "FD")
		d.textColour(muted)
		d.text(rect{b.X + 2, b.Y + 0.6, b.W - 4, 4}, f.k, 6.8, false, "L")
		d.textColour(ink)
		d.text(rect{b.X + 2, b.Y + 4.6, b.W - 4, 7}, f.v, 13, true, "L")
	}
}

func (lw *ledgerWriter) drawHead() {
	d := lw.d
	d.fillColour(band)
	d.stroke(rule, 0.2)
	cx := lw.x
	for i, hd := range lw.heads {
		d.box(rect{cx, lw.y, lw.cols[i], 6}, "FD")
		al := "L"
		if i >= 2 {
			al = "R"
		}
		d.text(rect{cx + 1.2, lw.y, lw.cols[i] - 2.4, 6}, hd, 7, true, al)
		cx += lw.cols[i]
	}
	lw.y += 6
}

// row draws one row, starting a new page first when it would not fit.
func (lw *ledgerWriter) row(cells []string, fill rgb, bold bool, colour rgb) {
	d := lw.d
	if lw.y+lw.rowH > d.ph-16 {
		d.footer(lw.l.Campaign+" · "+lw.l.Clan, d.T("pdf.by"))
		lw.y = lw.header()
		lw.drawHead()
	}
	d.fillColour(fill)
	d.stroke(faint, 0.2)
	d.box(rect{lw.x, lw.y, lw.w, lw.rowH}, "FD")
	cx := lw.x
	for i, c := range cells {
		al := "L"
		if i >= 2 {
			al = "R"
		}
		d.textColour(colour)
		if i == 2 && strings.HasPrefix(c, "−") {
			d.textColour(vermilion)
		}
		d.text(rect{cx + 1.2, lw.y, lw.cols[i] - 2.4, lw.rowH}, c, 7.5, bold || i == 3, al)
		cx += lw.cols[i]
	}
	d.textColour(ink)
	lw.y += lw.rowH
}

// entries draws the entries with a running total: each year starts from
// the official figure of the tally before it.
func (lw *ledgerWriter) entries() {
	d, l := lw.d, lw.l
	tallyAfter := map[int]TallyLine{}
	for _, t := range l.Tallies {
		tallyAfter[t.Year] = t
	}
	total := 0
	year := 0
	for i, e := range l.Entries {
		if e.Year != year {
			if year != 0 {
				d.tallyRow(tallyAfter, year, &total, lw.row)
			}
			year = e.Year
			total = startOfYear(l, year)
		}
		total += e.Points
		fill := white
		if i%2 == 1 {
			fill = washi
		}
		lw.row([]string{d.seasonName(e.Season) + " " + strconv.Itoa(e.Year), d.l.Render(e.Text), signed(e.Points), strconv.Itoa(total)}, fill, false, ink)
	}
	if year != 0 {
		d.tallyRow(tallyAfter, year, &total, lw.row)
	}
	if len(l.Entries) == 0 {
		lw.row([]string{"", d.T("pdf.ledger.empty"), "", strconv.Itoa(l.Official)}, white, false, muted)
	}
}

// tallyRow writes the Winter tally of year, when there is one.
func (d *doc) tallyRow(tallies map[int]TallyLine, year int, total *int, row func([]string, rgb, bool, rgb)) {
	t, ok := tallies[year]
	if !ok {
		return
	}
	text := fmt.Sprintf(d.T("pdf.ledger.tally"), t.Before, signed(t.Ledger), t.Provinces, t.After)
	if t.Seppuku {
		text += " — " + d.T("pdf.ledger.seppuku")
	}
	*total = t.After
	row([]string{d.seasonName("winter") + " " + strconv.Itoa(year), text, "", strconv.Itoa(t.After)}, band, true, ink)
}

// startOfYear is the official figure the year's entries build on: the
// previous year's tally, or the starting figure for the first.
func startOfYear(l PrestigeLedger, year int) int {
	best := -1
	start := 0
	for _, t := range l.Tallies {
		if t.Year < year && t.Year > best {
			best, start = t.Year, t.After
		}
	}
	if best >= 0 {
		return start
	}
	// No tally before: the official figure minus what was tallied since.
	s := l.Official
	for _, t := range l.Tallies {
		s -= t.After - t.Before
	}
	return s
}

// drawRegions draws the land: islands with no province in sand, each
// province's region in a pale tint of its owner's colour (the disc keeps the
// full colour, so names and numbers stay readable in black-and-white print).
func (d *doc) drawRegions(p mapPlan, m figure.MapView) {
	d.stroke(rgb{107, 107, 107}, 0.15)
	d.fillColour(rgb{216, 210, 194})
	for _, l := range p.Land {
		d.f.Polygon(l, "FD")
	}
	d.stroke(rgb{60, 60, 60}, 0.2)
	for i, n := range m.Nodes {
		if len(p.Regions[i]) < 3 {
			continue
		}
		d.fillColour(hexColour(n.Fill).tint(0.55))
		d.f.Polygon(p.Regions[i], "F")
		d.outline(p.Regions[i], n.Bridges)
	}
}

// outline strokes ring r but for its bridges (edges across the water that
// join two pieces of one region, geo.Shapes.Bridges).
func (d *doc) outline(r []gofpdf.PointType, bridges []int) {
	skip := make(map[int]bool, len(bridges))
	for _, i := range bridges {
		skip[i] = true
	}
	for i := range r {
		if !skip[i] {
			a, b := r[i], r[(i+1)%len(r)]
			d.line(a.X, a.Y, b.X, b.Y)
		}
	}
}
