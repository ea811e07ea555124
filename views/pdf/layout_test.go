package pdf

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/campaign/geo"
	"sengoku/i18n"
	"sengoku/tables/affinati"
	"sengoku/tables/artoftactic"
	"sengoku/tables/rulebook"
	"sengoku/views"
)

// tableFits fails for every header or cell line of a laid-out table wider
// than its column less the padding (and, in the first column, the swatch).
func tableFits(t *testing.T, name string, d *doc, tab table, tl tableLayout) {
	t.Helper()
	bold := func(i int) bool { return i < len(tab.Bold) && tab.Bold[i] }
	for i, ls := range tl.HeadLines {
		for _, ln := range ls {
			if w := d.widthAt(ln, tab.Size*0.9, true); w > tl.W[i]-2*cellPad+0.01 {
				t.Errorf("%s: header %q is %.2f mm wide in a column of %.2f mm", name, ln, w, tl.W[i]-2*cellPad)
			}
		}
	}
	for r, cells := range tl.Lines {
		for i, ls := range cells {
			room := tl.W[i] - 2*cellPad
			if i == 0 {
				room -= tl.Indent[r]
			}
			for _, ln := range ls {
				if w := d.widthAt(ln, tab.Size, bold(i)); w > room+0.01 {
					t.Errorf("%s: row %d, column %d: %q is %.2f mm wide in %.2f mm", name, r, i, ln, w, room)
				}
			}
		}
	}
}

// The clan names of the Prestige table start after their colour swatch
// and still end before the PP column, whatever the paper, the language,
// the clan's status or the length of the army column (§13).
func TestPrestigeNamesStayInTheirColumn(t *testing.T) {
	for _, p := range []Paper{A4, Letter} {
		for _, l := range []i18n.Lang{i18n.IT, i18n.EN} {
			s := seasonSheet(t, l, false)
			for i := range s.Standings {
				s.Standings[i].ArmyAt = "22 Minami-Shinano" // as the handlers fill it
			}
			s.Standings[3].Status = "seppuku"
			s.Standings[4].Status = "neutral"
			d := newDoc(meta(l, p), true, "")
			d.addPage()
			_, _, cw := d.seasonFrame(d.title(10, 8, d.pw-20, "Kawanakajima", "sub"))
			tab := d.prestigeTable(s.Standings)
			tl := d.layout(tab, cw)
			tableFits(t, fmt.Sprintf("%s/%s", p, l), d, tab, tl)
			for r := range tab.Rows {
				if tl.Indent[r] < swatchIndent {
					t.Errorf("%s/%s: row %d indented %.1f mm, the swatch takes %.1f", p, l, r, tl.Indent[r], swatchIndent)
				}
			}
			s.Meta = meta(l, p)
			data, err := SeasonSheetPDF(s)
			if err != nil {
				t.Fatal(err)
			}
			// Reading order keeps the name and the PP apart.
			text := pdfText(t, data, 1, 1)
			for _, c := range []string{"Hojo", "Uesugi", "Takeda", "Imagawa", "Mori", "Shimazu"} {
				if strings.Contains(text, c+"10") {
					t.Errorf("%s/%s: %q runs into its PP", p, l, c)
				}
			}
		}
	}
}

// A swatch widens the first column by its room: a row of short names
// still fits when the other columns are long.
func TestSwatchTakesRoomInLayout(t *testing.T) {
	d := newDoc(meta(i18n.EN, A4), false, "")
	d.addPage()
	tab := table{Size: 7, Heads: []string{"Clan", "PP", "Army"}, Bold: []bool{true, true},
		Rows:   [][]string{{"Imagawa", "10", strings.Repeat("a long army line ", 6)}, {"Mori", "8", "—"}},
		Swatch: []rgb{{10, 20, 30}, {}}}
	tl := d.layout(tab, 80)
	tableFits(t, "swatch", d, tab, tl)
	if tl.Indent[0] != swatchIndent || tl.Indent[1] != 0 {
		t.Errorf("indents %v", tl.Indent)
	}
	if need := d.widthAt("Imagawa", 7, true) + 2*cellPad + swatchIndent; tl.W[0] < need-0.01 {
		t.Errorf("first column %.2f mm, the name and its swatch need %.2f", tl.W[0], need)
	}
}

// mapLabelProblems lists every label of the plan that leaves the map's
// frame or covers another label, a disc (or a capital's ring), a fortress
// or a flag.
func mapLabelProblems(p mapPlan) []string {
	var out []string
	for i, a := range p.Nodes {
		if a.Text.X < p.Box.X || a.Text.Y < p.Box.Y || a.Text.right() > p.Box.right() || a.Text.bottom() > p.Box.bottom() {
			out = append(out, fmt.Sprintf("%q leaves the map", a.Label))
		}
		if a.Size < mapLabelSizes[len(mapLabelSizes)-1] {
			out = append(out, fmt.Sprintf("%q at %.1f pt", a.Label, a.Size))
		}
		for j, b := range p.Nodes {
			if circleRectArea(b.X, b.Y, b.Reach, a.Text) > 0 {
				out = append(out, fmt.Sprintf("%q covers the disc of %q", a.Label, b.Label))
			}
			for _, m := range b.Marks {
				if overlapArea(a.Text, m) > 0 {
					out = append(out, fmt.Sprintf("%q covers a sign of %q", a.Label, b.Label))
				}
			}
			if j > i && overlapArea(a.Text, b.Text) > 0 {
				out = append(out, fmt.Sprintf("%q and %q overlap", a.Label, b.Label))
			}
		}
	}
	return out
}

// On the default map no province's name covers another name, a disc, a
// capital's ring, a fortress or a flag, on A4 and on Letter, with the
// standard set-ups and with signs everywhere.
func TestMapLabelsDoNotOverlap(t *testing.T) {
	crowded := sampleCampaign(t)
	for i := range crowded.Provinces {
		crowded.Provinces[i].Fortress = true
	}
	states := map[string]*campaign.State{"six players": sampleCampaign(t), "fortresses everywhere": crowded}
	five, err := campaign.NewCampaign(campaign.Setup{Name: "Cinque", Scenario: campaign.FivePlayers,
		Players: map[campaign.Clan]string{"Hojo": "A", "Uesugi": "B", "Takeda": "C", "Mori": "D", "Shimazu": "E"}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	states["five players"] = five
	for name, st := range states {
		for _, p := range []Paper{A4, Letter} {
			d := newDoc(meta(i18n.IT, p), true, "")
			d.addPage()
			box, _, _ := d.seasonFrame(d.title(10, 8, d.pw-20, "Kawanakajima", "sub"))
			plan := d.planMap(box, mapView(t, st))
			if len(plan.Nodes) != len(st.Map.Provinces) {
				t.Fatalf("%d nodes planned", len(plan.Nodes))
			}
			for _, problem := range mapLabelProblems(plan) {
				t.Errorf("%s, %s: %s", name, p, problem)
			}
		}
	}
}

// Placing the labels is deterministic: the same map, the same plan.
func TestMapLabelsAreDeterministic(t *testing.T) {
	m := mapView(t, sampleCampaign(t))
	plan := func() mapPlan {
		d := newDoc(meta(i18n.EN, A4), true, "")
		d.addPage()
		return d.planMap(rect{10, 25, 178, 172}, m)
	}
	a, b := plan(), plan()
	for i := range a.Nodes {
		if a.Nodes[i].Text != b.Nodes[i].Text || a.Nodes[i].Size != b.Nodes[i].Size {
			t.Fatalf("%q placed at %v, then at %v", a.Nodes[i].Label, a.Nodes[i].Text, b.Nodes[i].Text)
		}
	}
}

// Every element card prints its rules in full: for every troop of every
// army list, battle and campaign, in both languages, at both scales, the
// card's row holds all the lines of its rules text and nothing on the
// cards ends in "…" (§3, §9, §12-§14).
func TestElementCardsPrintTheirRulesInFull(t *testing.T) {
	lists := affinati.ArmyLists()
	if len(lists) < 7 {
		t.Fatalf("%d army lists", len(lists))
	}
	for _, li := range lists {
		for _, l := range []i18n.Lang{i18n.IT, i18n.EN} {
			for _, sc := range [][2]string{{"15mm", "cm"}, {"25mm", "in"}} {
				name := fmt.Sprintf("%s/%s/%s", li.ID, l, sc[0])
				ros, err := affinati.RosterFor(affinati.RosterInput{Figures: sc[0], Units: sc[1], List: li.ID})
				if err != nil {
					t.Fatal(name, err)
				}
				var els []rosterElement
				for i, tr := range ros.Troops {
					els = append(els, rosterElement{N: i + 1, Troop: tr, General: i == 0})
				}
				if len(els) == 0 {
					t.Fatalf("%s: no troops", name)
				}
				d := newDoc(meta(l, A4), false, "")
				for _, page := range d.planElementCards(els) {
					for _, row := range page {
						if row.Y+row.H > d.ph-cardBottom {
							t.Errorf("%s: a row of cards ends at %.1f mm", name, row.Y+row.H)
						}
						for _, e := range row.Elements {
							lines := len(d.lines(d.cardNote(e), cardW-2*cardInset-4, cardNoteSz, false))
							if room := row.H - 2*cardInset - cardBody - cardFoot; float64(lines)*cardNoteLH > room+1e-6 {
								t.Errorf("%s: %s needs %d lines, the card has room for %.1f", name, d.txt(e.Troop.Name), lines, room/cardNoteLH)
							}
						}
					}
				}
				d.elementCards(els, AffinatiRoster{})
				data, err := d.bytes()
				if err != nil {
					t.Fatal(err)
				}
				text := pdfText(t, data, 0, 0)
				if strings.Contains(text, "…") {
					t.Errorf("%s: cut short:\n%s", name, text)
				}
				// The Mounted Samurai's last rule, where there are any.
				for _, tr := range ros.Troops {
					if tr.Type == affinati.MountedSamurai {
						contains(t, text, pick(l, "senza rimontare ("+rulebook.Samurai.IT(rulebook.SamPIP)+", B-05)",
							"never remount ("+rulebook.Samurai.EN(rulebook.SamPIP)+", B-05)"))
					}
				}
			}
		}
	}
}

// No fact of the roster's header is cut short, in either language, at
// either scale (the Italian "Profondità appiedati / montati" was).
func TestRosterHeaderLabelsInFull(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.IT, i18n.EN} {
		for _, p := range []Paper{A4, Letter} {
			for _, sc := range [][2]string{{"15mm", "cm"}, {"25mm", "in"}} {
				r := sampleRoster(t, l, sc[0], sc[1], affinati.Options{})
				r.Paper = p
				data, err := AffinatiRosterPDF(r)
				if err != nil {
					t.Fatal(err)
				}
				text := pdfText(t, data, 0, 0)
				if strings.Contains(text, "…") {
					t.Errorf("%s/%s/%s: text cut short:\n%s", l, p, sc[0], text)
				}
				contains(t, text, pick(l, "Profondità appiedati / montati", "Depth foot / mounted"), pick(l, "Fronte della basetta", "Base frontage"))
			}
		}
	}
}

// A value the rulebook does not print but the library derives (the
// naginata unit's 6 models, seed L552, which does not name the unit type)
// is marked † on the card, and the footer says which values are derived
// and from which sections; values the rulebook gives carry no mark.
func TestBookletMarksDerivedValues(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.IT, i18n.EN} {
		for _, c := range artoftactic.Library() {
			data, err := AoTBookletPDF(booklet(l, []AoTUnit{{Number: 1, Commander: c.Commander, Card: c}}))
			if err != nil {
				t.Fatal(err)
			}
			front := pdfText(t, data, 1, 1)
			fields := derivedFields(c)
			if len(fields) == 0 {
				lacks(t, front, "†")
				continue
			}
			contains(t, front, "† "+l.T("pdf.aot.derived")+": ")
			for _, f := range fields {
				ref := titleRef.FindString(i18n.EN.Render(c.Src[f]))
				if ref == "" {
					t.Fatalf("%s.%s: no rulebook section in %q", c.ID, f, c.Src[f])
				}
				contains(t, front, "("+ref)
			}
		}
		naginata, _ := artoftactic.LibraryCard(artoftactic.TypeNaginata)
		data, err := AoTBookletPDF(booklet(l, []AoTUnit{{Number: 3, Card: naginata}}))
		if err != nil {
			t.Fatal(err)
		}
		front := pdfText(t, data, 1, 1)
		contains(t, front, pick(l, "6 modelli†", "6 models†"), pick(l, "Modelli†", "Models†"),
			pick(l, "† Dedotto, non scritto nel regolamento: modelli ("+rulebook.AoT.Title(552)+").",
				"† Derived, not printed in the rulebook: models ("+rulebook.AoT.Title(552)+")."))
		yari, _ := artoftactic.LibraryCard(artoftactic.TypeYari)
		data, err = AoTBookletPDF(booklet(l, []AoTUnit{{Number: 1, Card: yari}}))
		if err != nil {
			t.Fatal(err)
		}
		front = pdfText(t, data, 1, 1)
		contains(t, front, pick(l, "6 modelli", "6 models"))
		lacks(t, front, "†")
	}
}

// The fold-over sheet's "fold here" label keeps clear of both cards'
// frames (with their rounded corners) and of the fold line, which stops on
// either side of it; on A4 and Letter, in both languages.
func TestFoldLabelHasClearance(t *testing.T) {
	for _, p := range []Paper{A4, Letter} {
		for _, l := range []i18n.Lang{i18n.IT, i18n.EN} {
			d := newDoc(meta(l, p), false, "")
			label, lines := d.foldMark()
			if w := d.widthAt(l.T("pdf.aot.fold"), foldLabelSz, false); label.W < w {
				t.Errorf("%s/%s: label %.1f mm wide for %.1f mm of text", p, l, label.W, w)
			}
			for i, s := range halfSlots(d.pw, d.ph) {
				frame := s.inset(2.5)
				corner := rect{frame.right() - 2.2, frame.Y, 2.2, frame.H} // the rounded corners' reach
				for _, r := range []rect{frame, corner} {
					if overlapArea(label, r.inset(-0.8)) > 0 {
						t.Errorf("%s/%s: the label %v touches card %d's frame %v", p, l, label, i, r)
					}
				}
			}
			for _, ln := range lines {
				if segmentHitsRect(ln[0], ln[1], ln[2], ln[3], label.inset(-0.8)) {
					t.Errorf("%s/%s: the fold line %v runs into the label %v", p, l, ln, label)
				}
			}
			if len(lines) != 2 || lines[0][1] != d.ph/2 || lines[0][0] > 3 || lines[1][2] < d.pw-3 {
				t.Errorf("%s/%s: fold line %v", p, l, lines)
			}
		}
	}
}

// Every printable reminds the reader to print at 100% (the rulers and
// cards are to scale), in the document's language: on every page of the
// booklet (each layout), the roster, the quick reference and the campaign
// sheets.
func TestPrintAtActualSizeNote(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.IT, i18n.EN} {
		fold := booklet(l, libraryUnits()[:2])
		fold.Duplex = false
		full := booklet(l, libraryUnits()[:1])
		full.Size = FullPage
		docs := map[string]func() ([]byte, error){
			"booklet":      func() ([]byte, error) { return AoTBookletPDF(booklet(l, libraryUnits()[:3])) },
			"booklet-fold": func() ([]byte, error) { return AoTBookletPDF(fold) },
			"booklet-full": func() ([]byte, error) { return AoTBookletPDF(full) },
			"roster":       func() ([]byte, error) { return AffinatiRosterPDF(sampleRoster(t, l, "15mm", "cm", affinati.Options{})) },
			"reference": func() ([]byte, error) {
				return QuickRefPDF(QuickRefSheet{Meta: meta(l, A4), Ref: affinati.QuickReference()})
			},
			"season": func() ([]byte, error) { return SeasonSheetPDF(seasonSheet(t, l, true)) },
			"cards":  func() ([]byte, error) { return EventCardRefPDF(eventRef(l)) },
			"ledger": func() ([]byte, error) { return PrestigeLedgerPDF(sampleLedger(l)) },
			"slips": func() ([]byte, error) {
				return DiplomacySlipsPDF(DiplomacySlips{Meta: meta(l, A4), Slips: make([]Slip, 4)})
			},
		}
		for name, render := range docs {
			data, err := render()
			if err != nil {
				t.Fatal(name, err)
			}
			pages, _ := pdfInfo(t, data)
			for p := 1; p <= pages; p++ {
				text := strings.Join(strings.Fields(pdfText(t, data, p, p)), " ")
				if !strings.Contains(text, l.T("pdf.print100")) {
					t.Errorf("%s (%s), page %d: no %q", name, l, p, l.T("pdf.print100"))
				}
			}
		}
	}
}

// mapView is the sample state's map view on its shapes, as the handlers
// build it.
func mapView(t testing.TB, st *campaign.State) views.MapView {
	t.Helper()
	coast, err := geo.Japan()
	if err != nil {
		t.Fatal(err)
	}
	return views.NewMapView(1, st, geo.Build(st.Map.Provinces, coast))
}

// The printed map draws the same regions as the SVG map: each province's
// polygon on the page is its MapView region, scaled and moved by the plan.
func TestMapPlan_DrawsTheSameRegionsAsTheSVG(t *testing.T) {
	m := mapView(t, sampleCampaign(t))
	d := newDoc(meta(i18n.EN, A4), true, "")
	d.addPage()
	p := d.planMap(rect{10, 25, 178, 172}, m)
	if len(p.Regions) != len(m.Nodes) || len(m.Nodes) != 61 {
		t.Fatalf("%d regions planned for %d provinces", len(p.Regions), len(m.Nodes))
	}
	for i, n := range m.Nodes {
		if len(n.Region) < 3 || len(p.Regions[i]) != len(n.Region) {
			t.Fatalf("%s: %d points on the page, %d on the map", n.Name, len(p.Regions[i]), len(n.Region))
		}
		for j, q := range n.Region {
			got := p.Regions[i][j]
			if math.Abs(got.X-(p.OX+q.X*p.Scale)) > 1e-9 || math.Abs(got.Y-(p.OY+q.Y*p.Scale)) > 1e-9 {
				t.Fatalf("%s point %d: %v on the page, map %v", n.Name, j, got, q)
			}
		}
	}
	if len(p.Land) != len(m.Land) {
		t.Errorf("%d islands without province on the page, %d on the map", len(p.Land), len(m.Land))
	}
}

// pick is it or en as l reads: the words a test expects in each language.
func pick(l i18n.Lang, it, en string) string {
	if l == i18n.IT {
		return it
	}
	return en
}
