package pdf

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/affinati"
	"sengoku/tables/artoftactic"
	"sengoku/tables/rulebook"
)

// A printed millimetre is a millimetre: A4 is 595.28 × 841.89 pt and US
// Letter 612 × 792 pt, in both orientations the printables use.
func TestPaperIsExact(t *testing.T) {
	for _, tc := range []struct {
		paper Paper
		want  string
	}{{A4, "595.28 x 841.89"}, {Letter, "612 x 792"}} {
		b := booklet(i18n.IT, libraryUnits()[:2])
		b.Paper = tc.paper
		data, err := AoTBookletPDF(b)
		if err != nil {
			t.Fatal(err)
		}
		if _, size := pdfInfo(t, data); size != tc.want {
			t.Errorf("%s booklet page is %s pt, want %s", tc.paper, size, tc.want)
		}
		s := seasonSheet(t, i18n.IT, false)
		s.Paper = tc.paper
		data, err = SeasonSheetPDF(s)
		if err != nil {
			t.Fatal(err)
		}
		w, h, _ := strings.Cut(tc.want, " x ")
		if _, size := pdfInfo(t, data); size != h+" x "+w {
			t.Errorf("%s season sheet is %s pt, want landscape %s x %s", tc.paper, size, h, w)
		}
	}
}

// The same view model gives the same bytes: fixed dates, sorted catalogue,
// deterministic font subsets.
func TestPDFsAreDeterministic(t *testing.T) {
	render := map[string]func() ([]byte, error){
		"booklet": func() ([]byte, error) { return AoTBookletPDF(booklet(i18n.IT, libraryUnits())) },
		"roster": func() ([]byte, error) {
			return AffinatiRosterPDF(sampleRoster(t, i18n.IT, "15mm", "cm", affinati.Options{}))
		},
		"reference": func() ([]byte, error) {
			return QuickRefPDF(QuickRefSheet{Meta: meta(i18n.EN, A4), Ref: affinati.QuickReference()})
		},
		"season": func() ([]byte, error) { return SeasonSheetPDF(seasonSheet(t, i18n.IT, true)) },
		"cards":  func() ([]byte, error) { return EventCardRefPDF(eventRef(i18n.IT)) },
		"ledger": func() ([]byte, error) { return PrestigeLedgerPDF(sampleLedger(i18n.IT)) },
		"slips": func() ([]byte, error) {
			return DiplomacySlipsPDF(DiplomacySlips{Meta: meta(i18n.IT, A4), Slips: make([]Slip, 4), Clans: []string{"Hojo", "Takeda"}})
		},
		"join": func() ([]byte, error) { return JoinCardsPDF(sampleJoinCards(i18n.EN, Letter)) },
	}
	for name, f := range render {
		a, err := f()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		b, _ := f()
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two renders differ", name)
		}
		if !bytes.Contains(a, []byte("D:15600612090000")) {
			t.Errorf("%s: creation date is not the view model's", name)
		}
	}
}

// Page counts follow the layout: half-page duplex is a sheet per two
// units (fronts, then backs), half-page single-sided a folded sheet per
// unit, full a page per side.
func TestBookletPageCount(t *testing.T) {
	for _, tc := range []struct {
		units  int
		size   CardSize
		duplex bool
		pages  int
	}{
		{1, HalfPage, true, 2}, {2, HalfPage, true, 2}, {3, HalfPage, true, 4}, {24, HalfPage, true, 24},
		{3, HalfPage, false, 3}, {3, FullPage, true, 6}, {3, FullPage, false, 6},
	} {
		var units []AoTUnit
		for i := 0; i < tc.units; i++ {
			units = append(units, unitOf(t, artoftactic.TypeArchers, i+1))
		}
		b := booklet(i18n.EN, units)
		b.Size, b.Duplex = tc.size, tc.duplex
		if got := len(planBooklet(b)); got != tc.pages {
			t.Errorf("%d units %s duplex=%v: planned %d pages, want %d", tc.units, tc.size, tc.duplex, got, tc.pages)
		}
		data, err := AoTBookletPDF(b)
		if err != nil {
			t.Fatal(err)
		}
		if pages, _ := pdfInfo(t, data); pages != tc.pages {
			t.Errorf("%d units %s duplex=%v: %d pages, want %d", tc.units, tc.size, tc.duplex, pages, tc.pages)
		}
	}
}

// Duplex on the long edge: each back lies behind its own front, i.e. at the
// front's rectangle mirrored across the sheet's vertical axis (§17.3: the
// card is hidden by turning it over).
func TestBookletBacksBehindFronts(t *testing.T) {
	for _, p := range []Paper{A4, Letter} {
		b := booklet(i18n.IT, libraryUnits()[:5])
		b.Paper = p
		pw, _ := p.size()
		pages := planBooklet(b)
		for i := 0; i < len(pages); i += 2 {
			front, back := pages[i], pages[i+1]
			if len(front.Slots) != len(back.Slots) {
				t.Fatalf("page %d: %d fronts, %d backs", i+1, len(front.Slots), len(back.Slots))
			}
			for j, f := range front.Slots {
				bk := back.Slots[j]
				if f.Back || !bk.Back || f.Unit != bk.Unit || bk.Rect != f.Rect.mirrorX(pw) {
					t.Errorf("%s page %d slot %d: front %+v, back %+v", p, i+1, j, f, bk)
				}
			}
		}
		// Single-sided half cards fold across the middle: the back is below,
		// upside down, the same size.
		b.Duplex = false
		for _, pg := range planBooklet(b) {
			if !pg.Fold || len(pg.Slots) != 2 || !pg.Slots[1].Upside || pg.Slots[0].Rect.W != pg.Slots[1].Rect.W {
				t.Errorf("%s fold page %+v", p, pg)
			}
		}
	}
}

// §17.1: the front holds the abilities with base and current boxes, the
// firepower chart of ranged units, cavalry attacks as AxD, the order
// modifiers row, the conditions table and the trackers; Italian accents
// print correctly.
func TestBookletFrontContent(t *testing.T) {
	units := []AoTUnit{unitOf(t, artoftactic.TypeArchers, 3), unitOf(t, artoftactic.TypeCavalry, 7)}
	data, err := AoTBookletPDF(booklet(i18n.IT, units))
	if err != nil {
		t.Fatal(err)
	}
	front := pdfText(t, data, 1, 1)
	contains(t, front,
		"Ashigaru con arco", "Samurai a cavallo", "Potenza di fuoco", "x 5 4 3 2 2", "8x3", "6x3",
		"Attacco", "Difesa", "Forza d'Animo", "attuale", "Modificatori dell'ordine", "Condizioni dell'unità",
		"Comandante nell'unità", "Generale entro 2 esagoni", "Presa dal Panico *", "Fatica 4+ gettoni",
		"Munizioni", "Titubante", "Scossa", "Onore", "Fatica", "Modelli", "Casella vuota")
	// The archers' fortitude (seed L956) and the conditions of the card
	// found in §16.2 are printed; the fire column only for the ranged unit.
	rows := pdfLayout(t, data, 1, 1)
	contains(t, rows, "Forza d'Animo +3 +4 −2 +2 −1 −2 −3 +1 +2 −1 −2", "Difesa — +1 — — −1 −2 =0 +1 +2 — −1",
		"Attacco — +2 — +1 −2 −3 =0 +2 +3 −1 −1", "Fuoco — ? — ? ? ? ? — — −1 −2", "x 5 4 3 2 2")
	back := pdfText(t, data, 2, 2)
	contains(t, back, "ORDINI", "Takeda — Kawanakajima", "Bersaglio", "Esagoni del percorso", "T1", "T8")
	lacks(t, back, "T9")
}

// §17.2: the back lists only the orders the unit may take (OrdersFor), in
// execution-step order, with their modifiers; Flee and Panic never appear.
func TestBookletBackOrders(t *testing.T) {
	for _, id := range []string{artoftactic.TypeYari, artoftactic.TypeCavalry, artoftactic.TypeArchers, artoftactic.TypeHorseArchers, artoftactic.TypeNinja} {
		u := unitOf(t, id, 1)
		b := booklet(i18n.EN, []AoTUnit{u})
		b.Duplex = true
		data, err := AoTBookletPDF(b)
		if err != nil {
			t.Fatal(err)
		}
		back := strings.Join(strings.Fields(pdfLayout(t, data, 2, 2)), " ")
		orders := artoftactic.OrdersFor(u.Card)
		last := -1
		for _, o := range orders {
			i := strings.Index(back, i18n.EN.Render(o.Msg)+" "+i18n.IT.Render(o.Msg))
			if i < 0 {
				t.Errorf("%s: back lacks %s", id, i18n.EN.Render(o.Msg))
				continue
			}
			if i < last {
				t.Errorf("%s: %s out of step order", id, i18n.EN.Render(o.Msg))
			}
			last = i
		}
		for _, o := range artoftactic.Orders {
			allowed := false
			for _, a := range orders {
				allowed = allowed || a.ID == o.ID
			}
			if !allowed && strings.Contains(back, i18n.EN.Render(o.Msg)+" "+i18n.IT.Render(o.Msg)) {
				t.Errorf("%s: back shows %s, which the unit may not take", id, i18n.EN.Render(o.Msg))
			}
		}
	}
}

// Orders print their Att/Def/FP/Fort modifiers as the order table gives
// them: "=0" for set-to-zero, the minus sign, "—" for none (§9.1). A unit
// with ranged weapons has the FP column and spends ammunition (§11); one
// without has neither.
func TestBookletOrderModifiers(t *testing.T) {
	data, err := AoTBookletPDF(booklet(i18n.EN, []AoTUnit{unitOf(t, artoftactic.TypeArchers, 1)}))
	if err != nil {
		t.Fatal(err)
	}
	back := pdfLayout(t, data, 2, 2)
	contains(t, back, "Att Def FP Fort Notes", "Retreat Ritirata =0 +1 — +1 F+1", "Ambush Imboscarsi +3 +1 +2 +1 F−1 · −1 ammo",
		"Rest Riposo −2 −1 — −1 F−1 · no cmdr", "Defend Difendere — +1 — +1 −1 ammo · no cmdr", "−1 ammo ("+rulebook.AoT.Title(373)+")")

	data, err = AoTBookletPDF(booklet(i18n.EN, []AoTUnit{unitOf(t, artoftactic.TypeYari, 1)}))
	if err != nil {
		t.Fatal(err)
	}
	back = pdfLayout(t, data, 2, 2)
	contains(t, back, "Att Def Fort Notes", "Retreat Ritirata =0 +1 +1 F+1", "Ambush Imboscarsi +3 +1 +1 F−1", "Rest Riposo −2 −1 −1 F−1 · no cmdr",
		"Defend Difendere — +1 +1 no cmdr")
	lacks(t, back, "ammo", " FP ")
}

// Bad input: a clear bilingual problem, never a broken PDF.
func TestBookletRefusesBadInput(t *testing.T) {
	many := make([]AoTUnit, 500)
	for i := range many {
		many[i] = unitOf(t, artoftactic.TypeYari, 0)
	}
	bad := unitOf(t, artoftactic.TypeYari, 1)
	bad.Card.Type = "dragon"
	for name, tc := range map[string]struct {
		edit  func(*AoTBooklet)
		field string
	}{
		"no units":      {func(b *AoTBooklet) { b.Units = nil }, "units"},
		"500 units":     {func(b *AoTBooklet) { b.Units = many }, "units"},
		"unknown type":  {func(b *AoTBooklet) { b.Units = []AoTUnit{bad} }, "units[0].type"},
		"long name":     {func(b *AoTBooklet) { b.Army = strings.Repeat("長", MaxArmyName+1) }, "name"},
		"turns":         {func(b *AoTBooklet) { b.Turns = MaxTurns + 1 }, "turns"},
		"paper":         {func(b *AoTBooklet) { b.Paper = "a3" }, "paper"},
		"size":          {func(b *AoTBooklet) { b.Size = "poster" }, "size"},
		"same number":   {func(b *AoTBooklet) { b.Units = []AoTUnit{unitOf(t, "yari", 4), unitOf(t, "archers", 4)} }, "units[1].number"},
		"number range":  {func(b *AoTBooklet) { b.Units = []AoTUnit{unitOf(t, "yari", 1000)} }, "units[0].number"},
		"control chars": {func(b *AoTBooklet) { b.Army = "Takeda\x00" }, "name"},
	} {
		b := booklet(i18n.IT, libraryUnits())
		tc.edit(&b)
		data, err := AoTBookletPDF(b)
		v, ok := tables.AsValidation(err)
		if !ok || data != nil {
			t.Errorf("%s: got %v, %d bytes; want a validation error", name, err, len(data))
			continue
		}
		found := false
		for _, p := range v.Problems {
			found = found || p.Field == tc.field
			if p.English() == "" || p.Italian() == "" {
				t.Errorf("%s: problem not in both languages: %+v", name, p)
			}
		}
		if !found {
			t.Errorf("%s: no problem on %s: %+v", name, tc.field, v.Problems)
		}
	}
}

// Long names, names in kanji or with emoji, huge model counts: the layout
// copes (shrinks, cuts with an ellipsis, replaces glyphs the font lacks)
// and the PDF stays valid.
func TestBookletLongAndStrangeText(t *testing.T) {
	u := unitOf(t, artoftactic.TypeYari, 999)
	u.Card.Name = strings.Repeat("Ashigaru della Guardia ", 5)[:artoftactic.MaxNameLen]
	models := artoftactic.MaxModels
	u.Card.Models = &models
	k := unitOf(t, artoftactic.TypeArchers, 2)
	k.Card.Name = "足軽 弓隊 🏹 Arcieri"
	b := booklet(i18n.IT, []AoTUnit{u, k})
	b.Army = strings.Repeat("W", MaxArmyName)
	for _, size := range []CardSize{HalfPage, FullPage} {
		for _, p := range []Paper{A4, Letter} {
			b.Size, b.Paper = size, p
			data, err := AoTBookletPDF(b)
			if err != nil {
				t.Fatalf("%s %s: %v", size, p, err)
			}
			text := pdfText(t, data, 0, 0)
			contains(t, text, "Ashigaru della Guardia", "Arcieri", "999")
			lacks(t, text, "🏹")
		}
	}
}

// Every card of the library, and a card listing every order it may, fits
// its back with the most turns at full size, and at half size with the
// default turns; when the turns asked for do not fit a half card, Validate
// says so in both languages instead of cramming.
func TestBookletBacksFit(t *testing.T) {
	every := artoftactic.UnitCard{Type: artoftactic.TypeCustom, Ranged: true}
	for _, o := range artoftactic.Orders {
		if o.Who != artoftactic.WhoForced && o.Who != artoftactic.WhoNinja {
			every.Orders = append(every.Orders, o.ID)
		}
	}
	if err := every.Validate(); err != nil {
		t.Fatal(err)
	}
	cards := append(artoftactic.Library(), every)
	for _, p := range []Paper{A4, Letter} {
		for _, c := range cards {
			if !backFits(p, FullPage, c, MaxTurns) {
				t.Errorf("%s full page: %s (%d orders) does not fit %d turns", p, c.ID, len(artoftactic.OrdersFor(c)), MaxTurns)
			}
			if !backFits(p, HalfPage, c, DefaultTurns) {
				t.Errorf("%s half page: %s (%d orders) does not fit %d turns", p, c.ID, len(artoftactic.OrdersFor(c)), DefaultTurns)
			}
		}
	}
	b := booklet(i18n.IT, []AoTUnit{{Number: 1, Card: every}})
	b.Paper, b.Turns = Letter, MaxTurns
	if backFits(Letter, HalfPage, every, MaxTurns) {
		t.Skip("the worst card fits every turn: nothing to refuse")
	}
	_, err := AoTBookletPDF(b)
	v, ok := tables.AsValidation(err)
	if !ok || !strings.Contains(strings.Join(v.List("en"), " "), "one sheet per unit") || !strings.Contains(strings.Join(v.List("it"), " "), "un foglio per unità") {
		t.Fatalf("got %v", err)
	}
}

// The SAMURAI roster: the 12 elements with the General, moves in the
// chosen units, combat factors, break point, a ruler, and a page of element
// cards.
func TestRosterPDF(t *testing.T) {
	data, err := AffinatiRosterPDF(sampleRoster(t, i18n.IT, "15mm", "cm", affinati.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	if pages, _ := pdfInfo(t, data); pages != 2 {
		t.Fatalf("%d pages, want 2", pages)
	}
	p1 := pdfText(t, data, 1, 1)
	contains(t, p1, "Esercito di Takeda Shingen", "Samurai 1500–1600 d.C.", "Samurai a cavallo", "Archibugieri", "★",
		"10 cm", "2,5 cm", "Punto di rotta", "Regolo dei movimenti", "esatto stampando al 100%", "Svantaggiati")
	for i := 1; i <= 12; i++ {
		contains(t, p1, fmt.Sprintf("%d ", i))
	}
	p2 := pdfText(t, data, 2, 2)
	contains(t, p2, "Carte degli elementi", "N° 12", "★ Generale")

	// 25 mm figures with B-01 scaling 2, in inches: the distances double.
	data, err = AffinatiRosterPDF(sampleRoster(t, i18n.EN, "25mm", "in", affinati.Options{DistanceScale: "2"}))
	if err != nil {
		t.Fatal(err)
	}
	contains(t, pdfText(t, data, 1, 1), "7.9 in", "3.9 in", "Movement ruler", "the ruler goes on below")
}

// The roster refuses an army its list does not allow, with the
// validator's problems.
func TestRosterRefusesInvalidArmy(t *testing.T) {
	r := sampleRoster(t, i18n.IT, "15mm", "cm", affinati.Options{})
	chk, err := affinati.CheckArmy(affinati.ArmyInput{List: "samurai-1500", Ashigaru: 12, General: affinati.Ashigaru})
	if err != nil {
		t.Fatal(err)
	}
	r.Army = chk
	_, err = AffinatiRosterPDF(r)
	v, ok := tables.AsValidation(err)
	if !ok || len(v.Problems) == 0 {
		t.Fatalf("got %v", err)
	}
}

// The quick reference is two pages, side 1 and side 2, each section on
// its side (affinati.QuickReference).
func TestQuickReferenceSides(t *testing.T) {
	q := affinati.QuickReference()
	for _, l := range []i18n.Lang{i18n.IT, i18n.EN} {
		data, err := QuickRefPDF(QuickRefSheet{Meta: meta(l, Letter), Ref: q})
		if err != nil {
			t.Fatal(err)
		}
		if pages, _ := pdfInfo(t, data); pages != 2 {
			t.Fatalf("%s: %d pages, want 2", l, pages)
		}
		for side := 1; side <= 2; side++ {
			text := pdfLayout(t, data, side, side)
			for _, s := range q.Sections {
				// A section's rulebook titles too long to stand beside its
				// title go on a line of their own under it, so the two are
				// looked for apart.
				// The title stands alone in its column (English citations
				// hold words such as “Close combat” inside a sentence).
				title := l.Render(s.Title)
				flat := strings.Join(strings.Fields(text), " ")
				alone := regexp.MustCompile(`(?m)(^|\s{2,})` + regexp.QuoteMeta(title) + `(\s{2,}|\s*$| «)`)
				if (s.Side == side) != alone.MatchString(text) {
					t.Errorf("%s side %d: section %q (side %d) misplaced", l, side, title, s.Side)
				}
				if s.Side == side && !strings.Contains(flat, s.Rule) {
					t.Errorf("%s side %d: section %q lacks its rule %q", l, side, title, s.Rule)
				}
			}
		}
	}
}

// The season sheet: the map, the playing order and the standings; the
// private copy adds the hand, the public one never shows it.
func TestSeasonSheet(t *testing.T) {
	public, err := SeasonSheetPDF(seasonSheet(t, i18n.IT, false))
	if err != nil {
		t.Fatal(err)
	}
	if pages, _ := pdfInfo(t, public); pages != 2 {
		t.Fatalf("public: %d pages, want 2", pages)
	}
	text := pdfText(t, public, 0, 0)
	contains(t, text, "Autunno di Kawanakajima — Primavera 1560", "Ordine di gioco", "Prestigio", "Takeda", "Carla",
		"Kai", "Kyoto", "Legenda", "Fortezza", "Stretto", "Province")
	lacks(t, text, "MARCIA FORZATA", "NINJA", "Mano segreta")
	private, err := SeasonSheetPDF(seasonSheet(t, i18n.IT, true))
	if err != nil {
		t.Fatal(err)
	}
	if pages, _ := pdfInfo(t, private); pages != 3 {
		t.Fatalf("private: %d pages, want 3", pages)
	}
	contains(t, pdfText(t, private, 3, 3), "Mano segreta di Takeda", "MARCIA FORZATA", "6♣", "NINJA", "Quando vuoi")
}

func TestEventCardReference(t *testing.T) {
	data, err := EventCardRefPDF(eventRef(i18n.EN))
	if err != nil {
		t.Fatal(err)
	}
	if pages, _ := pdfInfo(t, data); pages != 1 {
		t.Fatalf("%d pages, want 1", pages)
	}
	contains(t, pdfLayout(t, data, 0, 0), "Event cards", "FORTRESS Immediately A♣ K♣ A♦ K♦ A♠ K♠ A♥ K♥ 8", "BODYGUARD When you want Joker 1",
		"GREAT HARVEST When you want 9♣ 1", "GREAT HARVEST Immediately J♥ 1", "FAMINE Immediately Q♠ Q♥ 2", "54 cards")
}

func TestDiplomacySlips(t *testing.T) {
	s := DiplomacySlips{Meta: meta(i18n.IT, A4), Campaign: "Autunno di Kawanakajima", Year: 1560, Season: "summer",
		Slips: []Slip{{"Takeda", "Uesugi"}, {"Takeda", "Hojo"}, {"Takeda", "Mori"}, {"Takeda", ""}}, Clans: []string{"Hojo", "Uesugi", "Takeda", "Imagawa", "Mori", "Shimazu"}}
	data, err := DiplomacySlipsPDF(s)
	if err != nil {
		t.Fatal(err)
	}
	if pages, _ := pdfInfo(t, data); pages != 2 {
		t.Fatalf("%d pages, want 2", pages)
	}
	contains(t, pdfText(t, data, 0, 0), "Biglietto diplomatico", "TAKEDA", "UESUGI", "ESTATE 1560", "In stampatello", "Shimazu")
	for _, n := range []int{0, MaxSlips + 1} {
		s.Slips = make([]Slip, n)
		if _, err := DiplomacySlipsPDF(s); err == nil {
			t.Errorf("%d slips accepted", n)
		}
	}
}

// The ledger's running total restarts from each Winter tally (§13, C-07).
func TestPrestigeLedger(t *testing.T) {
	data, err := PrestigeLedgerPDF(sampleLedger(i18n.EN))
	if err != nil {
		t.Fatal(err)
	}
	text := pdfLayout(t, data, 0, 0)
	contains(t, text, "Prestige ledger — Takeda", "Fortress built in Kai +5 15", "1 element lost −5 40",
		"Winter tally: 10 +130 (10 provinces) → 140 official", "Battle of Suruga won +30 170", "−5 165", "Running total", "165")
}

// One page of each kind rendered to PNG with pdftoppm, into the test's
// temporary directory (and SENGOKU_PDF_PNG, when set, to look at them):
// layout regressions show.
func TestRenderPagesToPNG(t *testing.T) {
	tool := poppler(t, "pdftoppm")
	dir := t.TempDir()
	if keep := os.Getenv("SENGOKU_PDF_PNG"); keep != "" {
		dir = keep
	}
	full := booklet(i18n.EN, libraryUnits()[:2])
	full.Size = FullPage
	fold := booklet(i18n.IT, libraryUnits()[3:4])
	fold.Duplex = false
	kinds := map[string]struct {
		page   int
		render func() ([]byte, error)
	}{
		"aot-front":     {1, func() ([]byte, error) { return AoTBookletPDF(booklet(i18n.IT, libraryUnits())) }},
		"aot-back":      {2, func() ([]byte, error) { return AoTBookletPDF(booklet(i18n.IT, libraryUnits())) }},
		"aot-full-back": {2, func() ([]byte, error) { return AoTBookletPDF(full) }},
		"aot-fold":      {1, func() ([]byte, error) { return AoTBookletPDF(fold) }},
		"roster": {1, func() ([]byte, error) {
			return AffinatiRosterPDF(sampleRoster(t, i18n.IT, "15mm", "cm", affinati.Options{}))
		}},
		"roster-cards": {2, func() ([]byte, error) {
			return AffinatiRosterPDF(sampleRoster(t, i18n.EN, "25mm", "in", affinati.Options{}))
		}},
		"reference-1": {1, func() ([]byte, error) {
			return QuickRefPDF(QuickRefSheet{Meta: meta(i18n.IT, A4), Ref: affinati.QuickReference()})
		}},
		"reference-2": {2, func() ([]byte, error) {
			return QuickRefPDF(QuickRefSheet{Meta: meta(i18n.EN, A4), Ref: affinati.QuickReference()})
		}},
		"season-map":  {1, func() ([]byte, error) { return SeasonSheetPDF(seasonSheet(t, i18n.IT, true)) }},
		"season-hand": {3, func() ([]byte, error) { return SeasonSheetPDF(seasonSheet(t, i18n.EN, true)) }},
		"slips": {1, func() ([]byte, error) {
			return DiplomacySlipsPDF(DiplomacySlips{Meta: meta(i18n.IT, A4), Slips: make([]Slip, 3), Clans: []string{"Hojo", "Uesugi", "Takeda", "Imagawa", "Mori", "Shimazu"}})
		}},
		"ledger":      {1, func() ([]byte, error) { return PrestigeLedgerPDF(sampleLedger(i18n.IT)) }},
		"event-cards": {1, func() ([]byte, error) { return EventCardRefPDF(eventRef(i18n.IT)) }},
		"aot-letter-fit": {2, func() ([]byte, error) {
			b := booklet(i18n.EN, libraryUnits()[4:5])
			b.Paper = Letter
			return AoTBookletPDF(b)
		}},
	}
	for name, k := range kinds {
		data, err := k.render()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		src := writePDF(t, data)
		out := filepath.Join(dir, name)
		page := fmt.Sprint(k.page)
		if msg, err := exec.Command(tool, "-r", "60", "-png", "-singlefile", "-f", page, "-l", page, src, out).CombinedOutput(); err != nil {
			t.Fatalf("%s: pdftoppm: %v\n%s", name, err, msg)
		}
		st, err := os.Stat(out + ".png")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if st.Size() < 5000 { // a blank page compresses to almost nothing
			t.Errorf("%s: page %d looks empty (%d bytes of PNG)", name, k.page, st.Size())
		}
	}
	t.Logf("pages rendered to %s", dir)
}

// Every label the renderers look up exists in the catalogue in both
// languages: a missing key would print as "pdf.…".
func TestLabelsInCatalogue(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	use := regexp.MustCompile(`\.T\("([a-zA-Z0-9_.\-]+)"\)`)
	seen := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range use.FindAllStringSubmatch(string(src), -1) {
			seen++
			for _, l := range []i18n.Lang{i18n.IT, i18n.EN} {
				if l.T(m[1]) == m[1] {
					t.Errorf("%s: %q missing in %s", f, m[1], l)
				}
			}
		}
	}
	// Keys built at run time: seasons, statuses, timings.
	for _, k := range []string{"season.spring", "season.winter", "status.active", "status.seppuku", "pdf.cards.immediately", "pdf.cards.when-you-want"} {
		if i18n.EN.T(k) == k || i18n.IT.T(k) == k {
			t.Errorf("%q missing", k)
		}
	}
	if seen < 50 {
		t.Fatalf("only %d labels found: the pattern is stale", seen)
	}
}

// An imported map with many provinces spreads its list over more pages
// instead of running off the sheet.
func TestSeasonSheetLongProvinceList(t *testing.T) {
	s := seasonSheet(t, i18n.EN, false)
	for len(s.Provinces) < 200 {
		p := s.Provinces[len(s.Provinces)%61]
		p.ID = len(s.Provinces) + 1
		s.Provinces = append(s.Provinces, p)
	}
	data, err := SeasonSheetPDF(s)
	if err != nil {
		t.Fatal(err)
	}
	pages, _ := pdfInfo(t, data)
	if pages < 3 {
		t.Fatalf("%d pages for 200 provinces", pages)
	}
	contains(t, pdfLayout(t, data, pages, pages), "200")
}
