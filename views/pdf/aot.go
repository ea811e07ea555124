package pdf

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"sengoku/tables"
	"sengoku/tables/artoftactic"
	"sengoku/tables/rulebook"
)

// CardSize is how big an Art of Tactic order sheet prints.
type CardSize string

// Card sizes: two cards per page (A5 on A4, half-Letter on Letter), or one
// page per side of the card.
const (
	HalfPage CardSize = "half"
	FullPage CardSize = "full"
)

// ParseCardSize reads a card size ("" is half).
func ParseCardSize(s string) (CardSize, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "half":
		return HalfPage, true
	case "full":
		return FullPage, true
	}
	return HalfPage, false
}

// Limits of a booklet.
const (
	// MaxUnits bounds an army: an Art of Tactic battle has a dozen units
	// or so; 60 is a generous club game, and 120 printed pages.
	MaxUnits = 60
	// MaxTurns is the most per-turn blocks on a card's back (§17.3).
	MaxTurns = 12
	// DefaultTurns is the number of turn blocks when none is chosen.
	DefaultTurns = 8
	// MaxArmyName bounds the army's name.
	MaxArmyName = 60
)

// AoTBooklet is the view model of an army's booklet of unit cards: each
// unit's front (abilities, §17.1) and back (order chart and per-turn
// blocks, §17.2-§17.3).
type AoTBooklet struct {
	Meta
	// Army is the army's name, printed on every card's back.
	Army  string
	Units []AoTUnit
	// Turns is the number of Mark / Target / Path blocks on each back.
	Turns int
	Size  CardSize
	// Duplex lays the backs out for double-sided printing flipped on the
	// long edge (each back behind its front); otherwise, with half-page
	// cards, each unit gets a sheet folded in two (front above, back below
	// upside down) so single-sided printers make hideable cards too.
	Duplex   bool
	CutMarks bool
}

// AoTUnit is one unit of the army: its card, the number on its flag and
// whether it has a commander.
type AoTUnit struct {
	Number    int
	Commander bool
	Card      artoftactic.UnitCard
}

// Validate reports every problem of the booklet in both languages.
func (b AoTBooklet) Validate() error {
	v := &tables.ValidationError{}
	validatePaper(v, b.Paper)
	if b.Size != "" && b.Size != HalfPage && b.Size != FullPage {
		v.Addf("size", "Unknown card size %q: choose half or full.", "Formato della scheda %q sconosciuto: scegli half o full.", clip(string(b.Size), 20))
	}
	if b.Turns < 1 || b.Turns > MaxTurns {
		v.Addf("turns", "Turns must be from 1 to %d.", "I turni vanno da 1 a %d.", MaxTurns)
	}
	ValidateName(v, b.Army)
	switch n := len(b.Units); {
	case n == 0:
		v.Add("units", "The army has no units: add at least one.", "L'esercito non ha unità: aggiungine almeno una.")
	case n > MaxUnits:
		v.Addf("units", "The army has %d units; at most %d can be printed.", "L'esercito ha %d unità; se ne possono stampare al massimo %d.", n, MaxUnits)
	}
	seen := map[int]int{}
	for i, u := range b.Units {
		if i >= MaxUnits {
			break
		}
		f := fmt.Sprintf("units[%d]", i)
		if u.Number < 0 || u.Number > artoftactic.MaxNumber {
			v.Addf(f+".number", "Unit %d: the number must be 1-%d.", "Unità %d: il numero deve essere da 1 a %d.", i+1, artoftactic.MaxNumber)
		} else if j, dup := seen[u.Number]; dup && u.Number > 0 {
			v.Addf(f+".number", "Units %d and %d both have number %d: each flag has its own ("+rulebook.AoT.EN(82)+").",
				"Le unità %d e %d hanno entrambe il numero %d: ogni stendardo ha il suo ("+rulebook.AoT.IT(82)+").", j+1, i+1, u.Number) // seed l.82
		} else {
			seen[u.Number] = i
		}
		card := u.Card
		if err := card.Validate(); err != nil {
			if ve, ok := tables.AsValidation(err); ok {
				for _, p := range ve.Problems {
					v.Add(f+"."+p.Field, fmt.Sprintf("Unit %d: %s", i+1, p.EN), fmt.Sprintf("Unità %d: %s", i+1, p.IT))
				}
			}
		}
	}
	if size := b.size(); v.Err() == nil && size == HalfPage {
		for i, u := range b.Units {
			if !backFits(b.Paper, size, u.Card, b.Turns) {
				v.Addf("turns", "Unit %d: %d turns do not fit on a half-page card with its %d orders; choose fewer turns or one sheet per unit.",
					"Unità %d: %d turni non stanno su una scheda da mezza pagina con i suoi %d ordini; scegli meno turni o un foglio per unità.",
					i+1, b.Turns, len(artoftactic.OrdersFor(u.Card)))
				break
			}
		}
	}
	return v.Err()
}

// ValidateName checks an army's name: at most MaxArmyName printable
// characters.
func ValidateName(v *tables.ValidationError, s string) { validateName(v, "name", s, MaxArmyName) }

// validateName checks a printed name: at most max printable characters.
func validateName(v *tables.ValidationError, field, s string, max int) {
	if utf8.RuneCountInString(s) > max || !utf8.ValidString(s) || strings.IndexFunc(s, unicode.IsControl) >= 0 {
		v.Addf(field, "The name must be at most %d printable characters.", "Il nome deve avere al massimo %d caratteri stampabili.", max)
	}
}

func (b AoTBooklet) size() CardSize {
	if b.Size == FullPage {
		return FullPage
	}
	return HalfPage
}

// bookletPage is one page of the layout model.
type bookletPage struct {
	Slots []cardSlot
	// Fold: a dashed fold line across the middle (single-sided half cards).
	Fold bool
	// Cut are the rectangles that get crop marks.
	Cut []rect
}

// cardSlot is one card side placed on a page.
type cardSlot struct {
	Unit int // index in AoTBooklet.Units
	Back bool
	// Rect is the card's trim rectangle.
	Rect rect
	// Upside: drawn rotated 180° (the back half of a fold sheet).
	Upside bool
}

// Page margins of the booklet, in mm: what most printers can reach.
const (
	bookletMargin = 7.0
	fullMargin    = 9.0
)

// halfSlots are the two card rectangles of a half-page sheet, top and
// bottom, sharing the cut line across the middle.
func halfSlots(pw, ph float64) [2]rect {
	m := bookletMargin
	h := ph/2 - m
	return [2]rect{{m, m, pw - 2*m, h}, {m, ph / 2, pw - 2*m, h}}
}

func fullSlot(pw, ph float64) rect {
	return rect{fullMargin, fullMargin, pw - 2*fullMargin, ph - 2*fullMargin}
}

// planBooklet lays the cards out on pages (portrait):
//   - half, duplex: a sheet per two units, fronts on one page and the backs
//     on the next, each back behind its front when the sheet is turned over
//     on the long edge;
//   - half, single-sided: a sheet per unit folded across the middle, the back
//     upside down so it reads upright once folded and turned over;
//   - full: a page per side, front then back.
func planBooklet(b AoTBooklet) []bookletPage {
	pw, ph := b.Paper.size()
	n := min(len(b.Units), MaxUnits)
	var pages []bookletPage
	switch {
	case b.size() == FullPage:
		r := fullSlot(pw, ph)
		for i := 0; i < n; i++ {
			pages = append(pages,
				bookletPage{Slots: []cardSlot{{Unit: i, Rect: r}}, Cut: []rect{r}},
				bookletPage{Slots: []cardSlot{{Unit: i, Back: true, Rect: r.mirrorX(pw)}}, Cut: []rect{r.mirrorX(pw)}})
		}
	case b.Duplex:
		s := halfSlots(pw, ph)
		for i := 0; i < n; i += 2 {
			front := bookletPage{}
			back := bookletPage{}
			for j := 0; j < 2 && i+j < n; j++ {
				front.Slots = append(front.Slots, cardSlot{Unit: i + j, Rect: s[j]})
				back.Slots = append(back.Slots, cardSlot{Unit: i + j, Back: true, Rect: s[j].mirrorX(pw)})
				front.Cut = append(front.Cut, s[j])
				back.Cut = append(back.Cut, s[j].mirrorX(pw))
			}
			pages = append(pages, front, back)
		}
	default:
		s := halfSlots(pw, ph)
		outer := rect{s[0].X, s[0].Y, s[0].W, s[1].bottom() - s[0].Y}
		for i := 0; i < n; i++ {
			pages = append(pages, bookletPage{Fold: true, Cut: []rect{outer}, Slots: []cardSlot{
				{Unit: i, Rect: s[0]},
				{Unit: i, Back: true, Rect: s[1], Upside: true},
			}})
		}
	}
	return pages
}

// AoTBookletPDF renders the booklet.
func AoTBookletPDF(b AoTBooklet) ([]byte, error) {
	if err := b.Validate(); err != nil {
		return nil, err
	}
	title := b.Army
	d := newDoc(b.Meta, false, "Art of Tactic — "+title)
	d.f.SetSubject(d.T("pdf.aot.subject"), true)
	for _, pg := range planBooklet(b) {
		d.addPage()
		for _, s := range pg.Slots {
			u := b.Units[s.Unit]
			if s.Upside {
				d.f.TransformBegin()
				d.f.TransformRotate(180, s.Rect.X+s.Rect.W/2, s.Rect.Y+s.Rect.H/2)
			}
			if s.Back {
				d.cardBack(s.Rect, b, u)
			} else {
				d.cardFront(s.Rect, b, u)
			}
			if s.Upside {
				d.f.TransformEnd()
			}
		}
		if pg.Fold {
			label, lines := d.foldMark()
			d.stroke(muted, 0.25)
			d.dashed(true)
			for _, l := range lines {
				d.line(l[0], l[1], l[2], l[3])
			}
			d.dashed(false)
			d.textColour(muted)
			d.text(label, d.T("pdf.aot.fold"), foldLabelSz, false, "C")
			d.textColour(ink)
		}
		d.printNote(d.ph - bookletMargin + 0.5)
		if b.CutMarks {
			for _, r := range pg.Cut {
				d.cutMarks(r)
			}
		}
	}
	return d.bytes()
}

// foldLabelSz is the size of the "fold here" label.
const foldLabelSz = 6

// foldMark is the fold line of a single-sided half-page sheet and its
// label: the label sits on the line's height in the gap between the two
// cards, near the right edge but clear of the cards' rounded corners, and
// the dashed line stops on either side of it.
func (d *doc) foldMark() (label rect, lines [][4]float64) {
	y := d.ph / 2
	w := d.widthAt(d.T("pdf.aot.fold"), foldLabelSz, false) + 1
	h := foldLabelSz * pt * 1.05
	right := d.pw - bookletMargin - 2.5 - 4 // the frames' right edge, less their corner and some air
	label = rect{right - w, y - h/2, w, h}
	lines = [][4]float64{{2, y, label.X - 1.2, y}, {label.right() + 1.2, y, d.pw - 2, y}}
	return label, lines
}

// cardScale is how much a card grows (or shrinks, down to 75%) from its
// design heights to fill content: section heights by the first value,
// fonts by the second.
func cardScale(content rect, need float64) (float64, float64) {
	s := math.Min(math.Max(content.H/need, 0.75), 1.55)
	return s, math.Min(s, 1.25)
}

// cardFrame draws the card's rounded frame inside its trim rectangle and
// returns the content rectangle.
func (d *doc) cardFrame(r rect, back bool) rect {
	fr := r.inset(2.5)
	d.stroke(ink, 0.45)
	d.fillColour(white)
	if back {
		d.fillColour(washi)
	}
	d.roundRect(fr, 2.2, "FD")
	return fr.inset(3.2)
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
	hd := rect{c.X, y, c.W, l.Header}
	d.unitSymbol(rect{hd.X, hd.Y + 0.5, hd.H * 1.3, hd.H - 1}, card)
	nameX := hd.X + hd.H*1.3 + 3
	numW := 46 * fs
	d.textColour(ink)
	d.text(rect{nameX, hd.Y, hd.right() - numW - nameX - 2, hd.H * 0.58}, card.Title(string(d.l)), 13*fs, true, "L")
	d.textColour(muted)
	d.text(rect{nameX, hd.Y + hd.H*0.58, hd.right() - numW - nameX - 2, hd.H * 0.38}, d.cardSubtitle(card), 7*fs, false, "L")
	d.textColour(ink)
	nx := hd.right() - numW
	d.text(rect{nx, hd.Y, 8 * fs, hd.H * 0.62}, "N°", 8*fs, true, "L")
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

	if l.Notes > 0 { // the last box: nothing is placed below it
		d.notesBox(rect{c.X, y, c.W, l.Notes}, fs)
	}

	// Footer: what the marks mean, the derived values (†) above the
	// blank boxes' note.
	foot := rect{c.X, c.bottom() - l.Foot, c.W, l.Foot}
	d.textColour(muted)
	if note := d.derivedNote(card); note != "" {
		d.text(rect{foot.X, foot.Y, foot.W, footLine}, note, 5.8, false, "L")
		foot = rect{foot.X, foot.Y + footLine, foot.W, foot.H - footLine}
	}
	if unknown {
		d.text(rect{foot.X, foot.Y, foot.W * 0.78, foot.H}, d.T("pdf.aot.unknown"), 5.8, false, "L")
	}
	d.text(rect{foot.X + foot.W*0.78, foot.Y, foot.W * 0.22, foot.H}, "Sengoku · Art of Tactic "+rulebook.AoT.Title(148), 5.8, false, "R")
	d.textColour(ink)
}

// derivedCardFields are the card values the front prints, in the order a
// derived-value note lists them, with their catalogue label.
var derivedCardFields = []struct{ field, key string }{
	{"kind", "pdf.aot.field.kind"}, {"cmdr", "pdf.aot.field.cmdr"}, {"models", "pdf.aot.field.models"},
	{"atti", "pdf.aot.field.atti"}, {"attc", "pdf.aot.field.attc"}, {"dice", "pdf.aot.field.dice"},
	{"def", "pdf.aot.field.def"}, {"fort", "pdf.aot.field.fort"}, {"chart", "pdf.aot.field.chart"},
	{"ammo", "pdf.aot.field.ammo"}, {"supply", "pdf.aot.field.supply"},
}

// footLine is the height of one line of a card front's footer.
const footLine = 3.4

// derived reports whether the card's value for field is derived from the
// rulebook rather than printed in it: its source says "derived".
func derived(card artoftactic.UnitCard, field string) bool {
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(card.Src[field])), "derived")
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

// titleRef finds the rulebook sections a source cites («Unirsi»).
var titleRef = regexp.MustCompile(`«[^»]+»`)

// derivedNote explains the † of the card's derived values: which they are
// and the rulebook sections they are derived from; "" when there are none.
func (d *doc) derivedNote(card artoftactic.UnitCard) string {
	var parts []string
	for _, f := range derivedCardFields {
		if !derived(card, f.field) {
			continue
		}
		part := d.T(f.key)
		var refs []string
		refs = append(refs, titleRef.FindAllString(card.Src[f.field], -1)...)
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
		parts = append(parts, d.Pick(t.IT, t.EN))
	} else if ok {
		parts = append(parts, d.Pick(t.EN, t.IT))
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
	type row struct {
		key string
		col func(artoftactic.Condition) artoftactic.Mod
	}
	rows := []row{
		{"pdf.aot.fortitude", func(c artoftactic.Condition) artoftactic.Mod { return c.Fort }},
		{"pdf.aot.defense", func(c artoftactic.Condition) artoftactic.Mod { return c.Def }},
		{"pdf.aot.attack", func(c artoftactic.Condition) artoftactic.Mod { return c.Att }},
	}
	if card.Ranged {
		rows = append(rows, row{"pdf.aot.firepowerShort", func(c artoftactic.Condition) artoftactic.Mod { return c.FP }})
	}
	conds := artoftactic.Conditions
	fatigue := 0
	for _, c := range conds {
		if strings.HasPrefix(c.ID, "fatigue") {
			fatigue++
		}
	}
	labW := 25 * fs
	sep := 2.0
	cw := (r.W - labW - sep) / float64(len(conds))
	headH := r.H - float64(len(rows))*(r.H-11*fs)/float64(len(rows))
	headH = math.Max(headH, 9)
	rowH := (r.H - headH) / float64(len(rows))
	d.textColour(ink)
	d.paragraph(rect{r.X, r.Y + 1, labW - 1, headH * 0.6}, d.T("pdf.aot.conditions"), 7*fs, true, "L", 7*fs*pt*1.15)
	addition := false
	x := r.X + labW
	colX := make([]float64, len(conds))
	var heads []string
	for _, c := range conds {
		heads = append(heads, d.Pick(c.IT, c.EN))
	}
	hs := d.fitWords(heads, cw-1, 5.4*fs, false)
	for i, c := range conds {
		if i == len(conds)-fatigue {
			x += sep
		}
		colX[i] = x
		label := d.Pick(c.IT, c.EN)
		if c.Addition {
			label += " *"
			addition = true
		}
		d.fillColour(band)
		d.stroke(rule, 0.2)
		d.box(rect{x, r.Y, cw, headH}, "FD")
		lh := hs * pt * 1.12
		hgt := d.paragraphHeight(cw-1, label, hs, false, lh)
		d.paragraph(rect{x + 0.5, r.Y + math.Max(0.3, (headH-hgt)/2), cw - 1, headH - 0.4}, label, hs, false, "C", lh)
		x += cw
	}
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
			cell := rect{colX[i], y, cw, rowH}
			d.box(cell, "FD")
			m := rw.col(c)
			s := minus(m.String())
			switch {
			case m.Zero:
				d.textColour(vermilion)
			case m.NS, m.V == 0:
				d.textColour(faint)
			}
			d.text(cell, s, 7.5*fs, m.V != 0 || m.Zero, "C")
			d.textColour(ink)
		}
	}
	if addition {
		d.textColour(muted)
		d.text(rect{r.X, r.Y + headH*0.62, labW - 1, headH * 0.38}, d.T("pdf.aot.addition"), 5*fs, false, "L")
		d.textColour(ink)
	}
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

const (
	trackerBox = 4.6
	trackerGap = 4.5
)

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

var fatigueShades = []rgb{white, {243, 233, 214}, {232, 210, 180}, {214, 176, 150}}

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
				d.text(rect{x + 16*fs + 0.8, by, 6, bs}, "n°", 5.6*fs, false, "L")
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

// widthAt measures s at a size without changing the current font.
func (d *doc) widthAt(s string, size float64, bold bool) float64 {
	ps, pb := d.size, d.bold
	d.font(size, bold)
	w := d.width(clean(s))
	d.font(ps, pb)
	return w
}

// notesBox fills left-over space with ruled lines for the player's notes.
func (d *doc) notesBox(r rect, fs float64) {
	d.text(rect{r.X, r.Y, r.W, 4 * fs}, d.T("pdf.notes"), 7*fs, true, "L")
	d.stroke(faint, 0.25)
	for y := r.Y + 4*fs + 7; y <= r.bottom(); y += 7 {
		d.line(r.X, y, r.right(), y)
	}
}

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

	// Header: ORDERS tag, unit, number, army; orders are secret (§17.3).
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
	d.text(rect{c.X + tw + 2.5, y, c.W * 0.45, l.Header * 0.6}, card.Title(string(d.l)), 10*fs, true, "L")
	d.textColour(muted)
	d.text(rect{c.X + tw + 2.5, y + l.Header*0.58, c.W * 0.45, l.Header * 0.4}, b.Army, 6.5*fs, false, "L")
	d.text(rect{c.X + tw + 2.5 + c.W*0.45, y, c.right() - numW - 3 - (c.X + tw + 2.5 + c.W*0.45), l.Header}, d.T("pdf.aot.secret"), 6*fs, false, "R")
	d.textColour(ink)
	nb := rect{c.right() - numW + 6, y + 1, numW - 6, l.Header - 2.5}
	d.text(rect{c.right() - numW, y, 6, l.Header - 1.5}, "N°", 7*fs, true, "L")
	d.stroke(ink, 0.45)
	d.fillColour(white)
	d.box(nb, "FD")
	if u.Number > 0 {
		d.text(nb, strconv.Itoa(u.Number), 11*fs, true, "C")
	}
	y += l.Header

	// The order chart.
	tW := math.Min(6.5, math.Max(4.6, (c.W-118)/float64(turns)))
	stepW, modW, noteW := 8.0, 8.5, 21.0
	// A unit without ranged weapons has no firepower to modify (§11).
	mods := []string{"pdf.aot.att", "pdf.aot.def", "pdf.aot.fp", "pdf.aot.fort"}
	modOf := func(o artoftactic.Order) []artoftactic.Mod { return []artoftactic.Mod{o.Att, o.Def, o.FP, o.Fort} }
	if !card.Ranged {
		mods = []string{"pdf.aot.att", "pdf.aot.def", "pdf.aot.fort"}
		modOf = func(o artoftactic.Order) []artoftactic.Mod { return []artoftactic.Mod{o.Att, o.Def, o.Fort} }
	}
	nameW := c.W - stepW - float64(len(mods))*modW - noteW - float64(turns)*tW
	cols := []float64{stepW, nameW}
	heads := []string{d.T("pdf.aot.step"), d.T("pdf.aot.order")}
	for _, k := range mods {
		cols = append(cols, modW)
		heads = append(heads, d.T(k))
	}
	cols = append(cols, noteW)
	heads = append(heads, d.T("pdf.aot.note"))
	x := c.X
	d.stroke(rule, 0.2)
	for i, w := range cols {
		d.fillColour(band)
		d.box(rect{x, y, w, l.TableHead}, "FD")
		align := "C"
		if i == 1 { // the order's name
			align = "L"
		}
		d.text(rect{x + 0.6, y, w - 1.2, l.TableHead}, heads[i], 6.3*fs, true, align)
		x += w
	}
	for t := 1; t <= turns; t++ {
		d.fillColour(band)
		d.box(rect{x, y, tW, l.TableHead}, "FD")
		d.text(rect{x, y, tW, l.TableHead}, "T"+strconv.Itoa(t), 5.6*fs, true, "C")
		x += tW
	}
	y += l.TableHead
	startY := y
	for i, o := range orders {
		x = c.X
		fill := white
		if i%2 == 1 {
			fill = washi
		}
		d.fillColour(fill)
		d.stroke(rule, 0.2)
		d.box(rect{c.X + stepW, y, c.W - stepW, l.Row}, "F")
		x += stepW
		// Order name in the user's language, the other one after it.
		primary, secondary := d.Pick(o.IT, o.EN), d.Pick(o.EN, o.IT)
		d.font(7.2*fs, true)
		pw := math.Min(d.width(primary), nameW-1.5)
		d.text(rect{x + 1, y, nameW - 1.5, l.Row}, primary, 7.2*fs, true, "L")
		if rest := nameW - 1.5 - pw - 2; rest > 10 && secondary != primary {
			d.textColour(muted)
			d.text(rect{x + 1 + pw + 1.5, y, rest, l.Row}, secondary, 5.6*fs, false, "L")
			d.textColour(ink)
		}
		x += nameW
		for _, m := range modOf(o) {
			cell := rect{x, y, modW, l.Row}
			switch {
			case m.Zero:
				d.textColour(vermilion)
			case m.V == 0:
				d.textColour(faint)
			}
			d.text(cell, minus(m.String()), 7.2*fs, m.V != 0 || m.Zero, "C")
			d.textColour(ink)
			x += modW
		}
		d.textColour(muted)
		d.text(rect{x + 0.6, y, noteW - 1.2, l.Row}, d.orderNotes(o, card.Ranged), 5.4*fs, false, "L")
		d.textColour(ink)
		x += noteW
		bs := math.Min(l.Row*0.68, tW*0.7)
		for t := 0; t < turns; t++ {
			d.checkbox(x+(tW-bs)/2, y+(l.Row-bs)/2, bs, false)
			x += tW
		}
		y += l.Row
	}
	// Grid lines and the step column, merged per step (§6.3).
	d.stroke(rule, 0.2)
	x = c.X + stepW
	for _, w := range cols[1:] {
		d.line(x, startY, x, y)
		x += w
	}
	for t := 0; t <= turns; t++ {
		d.line(x+float64(t)*tW, startY, x+float64(t)*tW, y)
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
		d.box(rect{c.X, yy, stepW, h}, "FD")
		d.text(rect{c.X, yy, stepW, h}, strconv.Itoa(orders[i].Step), 9*fs, true, "C")
		d.stroke(ink, 0.45)
		d.line(c.X, yy, c.right(), yy)
		yy += h
		i = j
	}
	d.stroke(ink, 0.45)
	d.line(c.X, y, c.right(), y)
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
	fireHex := false
	for _, o := range orders {
		fireHex = fireHex || o.FireHex
	}
	type col struct {
		key  string
		w    float64
		kind string // label, box, hex, morale
	}
	cols := []col{{"pdf.aot.turn", 7, "label"}, {"pdf.aot.target", 10, "box"}, {"pdf.aot.path", float64(hexes) * 7.5, "hex"}}
	if fireHex {
		cols = append(cols, col{"pdf.aot.fireHex", 8, "hex1"})
	}
	cols = append(cols, col{"pdf.aot.facing", 11, "box"}, col{"pdf.aot.def", 8, "box"}, col{"pdf.aot.fort", 8, "box"},
		col{"pdf.aot.morale", 11, "morale"}, col{"pdf.aot.fatigue", 8.5, "box"})
	if card.Ranged {
		cols = append(cols, col{"pdf.aot.ammoShort", 8.5, "box"})
	}
	gap := 4.0
	colW := (r.W - gap*float64(l.StripCols-1)) / float64(l.StripCols)
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
	for sc := 0; sc < l.StripCols; sc++ {
		x0 := r.X + float64(sc)*(colW+gap)
		x := x0
		d.stroke(rule, 0.2)
		for _, c := range cols {
			d.fillColour(band)
			d.box(rect{x, r.Y, c.w, l.StripHead}, "FD")
			label := d.T(c.key)
			size := 5.4 * fs
			if d.widthAt(label, size, true) > c.w-0.8 { // two lines, breaking between words
				size = math.Min(size, d.fitWords([]string{label}, c.w-0.8, size, true))
				lh := size * pt * 1.1
				h := math.Min(d.paragraphHeight(c.w-0.8, label, size, true, lh), 2*lh)
				d.paragraph(rect{x + 0.4, r.Y + (l.StripHead-h)/2, c.w - 0.8, 2 * lh}, label, size, true, "C", lh)
			} else {
				d.text(rect{x + 0.4, r.Y, c.w - 0.8, l.StripHead}, label, size, true, "C")
			}
			x += c.w
		}
		for row := 0; row < l.StripRows; row++ {
			t := sc*l.StripRows + row + 1
			if t > turns {
				break
			}
			y := r.Y + l.StripHead + float64(row)*l.Strip
			x = x0
			d.fillColour(white)
			d.stroke(rule, 0.2)
			d.box(rect{x0, y, colW, l.Strip}, "FD")
			for _, c := range cols {
				cell := rect{x, y, c.w, l.Strip}
				switch c.kind {
				case "label":
					d.fillColour(band)
					d.box(cell, "FD")
					d.text(cell, "T"+strconv.Itoa(t), 7.5*fs, true, "C")
				case "box":
					d.stroke(rule, 0.2)
					d.box(cell, "D")
				case "hex", "hex1":
					n := hexes
					if c.kind == "hex1" {
						n = 1
					}
					hw := c.w / float64(n)
					rr := math.Min(hw*0.5, l.Strip*0.5/0.866) - 0.45
					for h := 0; h < n; h++ {
						d.stroke(ink, 0.3)
						d.fillColour(white)
						d.hexagon(x+hw*(float64(h)+0.5), y+l.Strip/2, rr, "FD")
					}
					d.stroke(rule, 0.2)
					d.box(cell, "D")
				case "morale":
					d.box(cell, "D")
					bs := math.Min(l.Strip*0.5, (c.w-2)/3.4)
					x0 := x + (c.w-3*bs-1.2)/2
					for m := 0; m < 3; m++ {
						d.checkbox(x0+float64(m)*(bs+0.6), y+(l.Strip-bs)/2, bs, false)
					}
				}
				x += c.w
			}
		}
	}
}
