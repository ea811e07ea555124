package pdf

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"sengoku/i18n"
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
		v.Add("size", "aot.print.unknown-card-size-choose-half", clip(string(b.Size), 20))
	}
	if b.Turns < 1 || b.Turns > MaxTurns {
		v.Add("turns", "aot.print.turns-must-from-1", MaxTurns)
	}
	ValidateName(v, b.Army)
	switch n := len(b.Units); {
	case n == 0:
		v.Add("units", "aot.form.army-has-no-units-add")
	case n > MaxUnits:
		v.Add("units", "aot.form.army-has-units-at-most", n, MaxUnits)
	}
	seen := map[int]int{}
	for i, u := range b.Units {
		if i >= MaxUnits {
			break
		}
		f := fmt.Sprintf("units[%d]", i)
		if u.Number < 0 || u.Number > artoftactic.MaxNumber {
			v.Add(f+".number", "aot.form.unit-number-must-1", i+1, artoftactic.MaxNumber)
		} else if j, dup := seen[u.Number]; dup && u.Number > 0 {
			v.Add(f+".number", "aot.print.units-both-have-number-each", j+1, i+1, u.Number, rulebook.AoT.Cite(82)) // seed l.82
		} else {
			seen[u.Number] = i
		}
		card := u.Card
		if err := card.Validate(); err != nil {
			if ve, ok := tables.AsValidation(err); ok {
				for _, p := range ve.Problems {
					v.Add(f+"."+p.Field, "aot.problem.unit", i+1, p.Msg)
				}
			}
		}
	}
	if size := b.size(); v.Err() == nil && size == HalfPage {
		for i, u := range b.Units {
			if !backFits(b.Paper, size, u.Card, b.Turns) {
				v.Add("turns", "aot.print.unit-turns-do-not-fit", i+1, b.Turns, len(artoftactic.OrdersFor(u.Card)))
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
		v.Add(field, "aot.name-must-at-most-printable", max)
	}
}

func (b AoTBooklet) size() CardSize {
	if b.Size == FullPage {
		return FullPage
	}
	return HalfPage
}

// Page margins of the booklet, in mm: what most printers can reach.
const (
	bookletMargin = 7.0
	fullMargin    = 9.0
)

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

// titleRef finds the rulebook sections a source cites («Unirsi»).
var titleRef = regexp.MustCompile(`«[^»]+»`)

const (
	trackerBox = 4.6
	trackerGap = 4.5
)

var fatigueShades = []rgb{white, {243, 233, 214}, {232, 210, 180}, {214, 176, 150}}

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

// word is m in the sheet's language.
func (d *doc) word(m i18n.Msg) string { return d.l.Render(m) }

// otherWord is m in the other shipped language, printed after it where
// the sheet shows both.
func (d *doc) otherWord(m i18n.Msg) string { return i18n.Lang(d.l).Other().Render(m) }
