package pdf

import (
	"strconv"
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/affinati"
	"sengoku/tables/rulebook"
)

// BattleKit is the view model of a campaign battle's printout for the
// table (campaign-1560 §11, §16.3): the battle's facts and sides, a result
// slip, each side's SAMURAI roster as the campaign left it, and the SAMURAI
// quick reference. The rosters and the reference are drawn by the same
// renderers as their own PDFs.
type BattleKit struct {
	Meta
	Title string // "Battle of 17 Kai"
	Sub   string // campaign, season and year
	Facts []Fact // the battlefield: terrain, placer, river, Village…
	Sides []BattleKitSide
	// Morale explains the MORALE effect on the break points.
	Morale string
	Slip   []SlipGroup
	// Village lists who may capture the Village on the slip; nil: none.
	Village []string
	Ref     affinati.QuickRef
	// Recorded is the result of a battle already fought, printed in place
	// of the blank slip; its kit has no rosters nor quick reference (the
	// armies have changed since). Nil for a battle still to fight.
	Recorded *RecordedResult
}

// RecordedResult is a fought battle's result as the report shows it,
// worded by the caller.
type RecordedResult struct {
	Facts    []Fact // winner, broke first, losses, Village
	Prestige []string
	Notes    string
}

// Fact is one line of the battle's facts, worded by the caller.
type Fact struct{ Label, Value string }

// BattleKitSide is one army of the battle.
type BattleKitSide struct {
	Role   string // worded: "Attacker"
	Clan   string
	Colour string // "#rrggbb"
	Player string
	Size   int
	Allied string // "6 + 3 allied (Takeda 3)", "" without contingents
	Break  int
	// BreakLine shows where Break comes from: "table 9 → 3 · MORALE +2".
	BreakLine string
	Cards     []string
	Roster    AffinatiRoster
}

// SlipGroup is an army or a contingent on the result slip: a line per
// element type with the most it can lose.
type SlipGroup struct {
	Label   string
	Types   []SlipType
	General bool // the group carries the General
}

// SlipType is an element type of a slip group.
type SlipType struct {
	Name string
	Max  int
}

// Validate refuses a kit that cannot be printed.
func (k BattleKit) Validate() error {
	v := &tables.ValidationError{}
	validatePaper(v, k.Paper)
	if len(k.Sides) != 2 {
		v.Add("battle", "pdf.err.battle-sides")
	}
	return v.Err()
}

// BattleKitPDF renders the battle page (facts, sides, result slip), one
// roster per side and the two sides of the quick reference.
func BattleKitPDF(k BattleKit) ([]byte, error) {
	if err := k.Validate(); err != nil {
		return nil, err
	}
	d := newDoc(k.Meta, false, k.Title)
	d.f.SetSubject(d.T("pdf.battle.subject"), true)
	d.battlePage(k)
	if k.Recorded != nil {
		return d.bytes()
	}
	for _, s := range k.Sides {
		d.rosterPage(s.Roster, s.Roster.elements())
	}
	d.quickRefPages(k.Ref)
	return d.bytes()
}

// battlePage draws the first page: facts, sides and the result slip.
func (d *doc) battlePage(k BattleKit) {
	x, w := 10.0, d.pw-20
	d.addPage()
	y := d.title(x, 10, w, k.Title, k.Sub)
	y = d.sectionTitle(x, y+1, w, d.T("pdf.battle.field"), rulebook.Samurai.Title(rulebook.CampBattles), 9)
	t := table{Size: 8, NoHead: true, Bold: []bool{true}, Fixed: []float64{48, 0}}
	for _, f := range k.Facts {
		t.Rows = append(t.Rows, []string{f.Label, f.Value})
	}
	y = d.drawTable(x, y, t, d.layout(t, w)) + 3
	y = d.battleSides(x, y, w, k)
	lh := 7.5 * pt * 1.25
	y += d.paragraph(rect{x, y, w, 3 * lh}, k.Morale, 7.5, false, "L", lh) + 3
	if k.Recorded != nil {
		d.recordedResult(x, y, w, *k.Recorded)
	} else {
		d.resultSlip(x, y, w, k)
	}
	d.footer(d.word(i18n.M("pdf.battle.source", rulebook.Samurai.Cite(rulebook.CampBattles))), d.T("pdf.by"))
}

// battleSides draws the two armies: clan, player, size with contingents,
// break point and the cards played for the battle.
func (d *doc) battleSides(x, y, w float64, k BattleKit) float64 {
	y = d.sectionTitle(x, y, w, d.T("pdf.battle.sides"), rulebook.Samurai.Title(rulebook.CampMovement, rulebook.CampBattles), 9)
	t := table{Size: 8, Heads: []string{"", d.T("pdf.battle.clan"), d.T("pdf.player"), d.T("pdf.aff.elements"),
		d.T("pdf.aff.break"), d.T("pdf.battle.cards")}, Bold: []bool{true, true, false, false, true}}
	for _, s := range k.Sides {
		size := strconv.Itoa(s.Size)
		if s.Allied != "" {
			size += " (" + s.Allied + ")"
		}
		cards := d.T("pdf.none")
		if len(s.Cards) > 0 {
			cards = joinWords(s.Cards)
		}
		t.Rows = append(t.Rows, []string{s.Role, s.Clan, s.Player, size, strconv.Itoa(s.Break) + " · " + s.BreakLine, cards})
		t.Swatch = append(t.Swatch, hexColour(s.Colour))
	}
	return d.drawTable(x, y, t, d.layout(t, w)) + 2
}

func joinWords(ws []string) string { return strings.Join(ws, ", ") }

// resultSlip draws the form the table fills in and the game master copies
// into the campaign: winner, who broke first, losses by army and
// contingent, Generals killed, the Village (§16.3).
func (d *doc) resultSlip(x, y, w float64, k BattleKit) {
	y = d.sectionTitle(x, y, w, d.T("pdf.battle.slip"), rulebook.Samurai.Title(rulebook.CampBattles), 9)
	y = d.slipChoice(x, y, d.T("pdf.battle.winner"), k.Sides)
	y = d.slipChoice(x, y, d.T("pdf.battle.brokefirst"), k.Sides)
	if k.Village != nil {
		var vs []BattleKitSide
		for _, c := range k.Village {
			vs = append(vs, BattleKitSide{Clan: c})
		}
		y = d.slipChoice(x, y, d.T("pdf.battle.village"), vs)
	}
	y += 1
	t := table{Size: 8, Heads: []string{d.T("pdf.battle.group"), d.T("pdf.aff.element"), d.T("pdf.battle.present"), d.T("pdf.aff.lost")},
		Align: []string{"L", "L", "C", "C"}, Fixed: []float64{0, 0, 22, 22}, Group: true, MinRow: 6.5}
	for _, g := range k.Slip {
		for _, tc := range g.Types {
			t.Rows = append(t.Rows, []string{g.Label, tc.Name, strconv.Itoa(tc.Max), ""})
		}
		if g.General {
			t.Rows = append(t.Rows, []string{g.Label, d.T("pdf.battle.generalkilled"), "★", ""})
		}
	}
	y = d.drawTable(x, y, t, d.layout(t, w)) + 3
	d.textColour(muted)
	d.text(rect{x, y, w, 4}, d.T("pdf.notes")+":", 8, true, "L")
	d.textColour(ink)
	d.stroke(faint, 0.25)
	for ly := y + 9; ly < d.ph-14; ly += 7 {
		d.line(x, ly, x+w, ly)
	}
}

// recordedResult draws a fought battle's result where the slip would be:
// the facts, the Prestige it moved and the game master's notes.
func (d *doc) recordedResult(x, y, w float64, r RecordedResult) {
	y = d.sectionTitle(x, y, w, d.T("pdf.battle.recorded"), rulebook.Samurai.Title(rulebook.CampBattles), 9)
	t := table{Size: 8, NoHead: true, Bold: []bool{true}, Fixed: []float64{48, 0}}
	for _, f := range r.Facts {
		t.Rows = append(t.Rows, []string{f.Label, f.Value})
	}
	for i, line := range r.Prestige {
		label := ""
		if i == 0 {
			label = d.T("report.prestige")
		}
		t.Rows = append(t.Rows, []string{label, line})
	}
	y = d.drawTable(x, y, t, d.layout(t, w)) + 3
	if r.Notes == "" {
		return
	}
	d.textColour(muted)
	d.text(rect{x, y, w, 4}, d.T("pdf.notes")+":", 8, true, "L")
	d.textColour(ink)
	lh := 8 * pt * 1.25
	d.paragraph(rect{x, y + 5, w, d.ph - 20 - y}, r.Notes, 8, false, "L", lh)
}

// slipChoice is a line of tick boxes, one per clan.
func (d *doc) slipChoice(x, y float64, label string, sides []BattleKitSide) float64 {
	d.text(rect{x, y, 48, 6}, label, 8.5, true, "L")
	cx := x + 50
	for _, s := range sides {
		d.checkbox(cx, y+1.2, 3.6, false)
		d.text(rect{cx + 5, y, 50, 6}, s.Clan, 8.5, false, "L")
		cx += 55
	}
	return y + 7
}
