package pdf

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/i18n"
	"sengoku/tables/affinati"
	"sengoku/tables/artoftactic"
	"sengoku/views"
)

// fixed is the creation date of every test document: output is byte-stable.
var fixed = time.Date(1560, time.June, 12, 9, 0, 0, 0, time.UTC)

func meta(l views.Lang, p Paper) Meta { return Meta{Lang: l, Paper: p, Created: fixed} }

// poppler finds a poppler-utils tool, or skips the test outside CI when it
// is not installed (./test.sh installs it).
func poppler(t *testing.T, tool string) string {
	t.Helper()
	path, err := exec.LookPath(tool)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not installed: run ./test.sh", tool)
		}
		t.Skipf("%s not installed; ./test.sh installs poppler-utils", tool)
	}
	return path
}

// writePDF stores data in the test's temporary directory.
func writePDF(t *testing.T, data []byte) string {
	t.Helper()
	if !bytes.HasPrefix(data, []byte("%PDF-")) || !bytes.Contains(data[max(0, len(data)-64):], []byte("%%EOF")) {
		t.Fatalf("not a PDF: %q…", data[:min(len(data), 16)])
	}
	f := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(f, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

// pdfInfo opens the document with pdfinfo: a valid PDF, its page count and
// the size of its first page in points.
func pdfInfo(t *testing.T, data []byte) (pages int, size string) {
	t.Helper()
	out, err := exec.Command(poppler(t, "pdfinfo"), writePDF(t, data)).CombinedOutput()
	if err != nil {
		t.Fatalf("pdfinfo: %v\n%s", err, out)
	}
	if m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindSubmatch(out); m != nil {
		pages, _ = strconv.Atoi(string(m[1]))
	}
	if m := regexp.MustCompile(`(?m)^Page size:\s+([\d.]+ x [\d.]+) pts`).FindSubmatch(out); m != nil {
		size = string(m[1])
	}
	if strings.Contains(string(out), "Syntax Error") {
		t.Fatalf("pdfinfo reports errors:\n%s", out)
	}
	return pages, size
}

// pdfText extracts the text of pages first..last (0, 0: all) in reading
// order.
func pdfText(t *testing.T, data []byte, first, last int) string {
	t.Helper()
	return extract(t, data, first, last, false)
}

// pdfLayout extracts the text keeping the page's layout: a table row is a
// line.
func pdfLayout(t *testing.T, data []byte, first, last int) string {
	t.Helper()
	return extract(t, data, first, last, true)
}

func extract(t *testing.T, data []byte, first, last int, layout bool) string {
	t.Helper()
	args := []string{"-enc", "UTF-8"}
	if layout {
		args = append(args, "-layout")
	}
	if first > 0 {
		args = append(args, "-f", strconv.Itoa(first), "-l", strconv.Itoa(last))
	}
	args = append(args, writePDF(t, data), "-")
	out, err := exec.Command(poppler(t, "pdftotext"), args...).CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	return string(out)
}

// contains fails for every want missing from text.
func contains(t *testing.T, text string, want ...string) {
	t.Helper()
	flat := strings.Join(strings.Fields(text), " ")
	for _, w := range want {
		if !strings.Contains(flat, w) {
			t.Errorf("text lacks %q", w)
		}
	}
}

func lacks(t *testing.T, text string, not ...string) {
	t.Helper()
	flat := strings.Join(strings.Fields(text), " ")
	for _, w := range not {
		if strings.Contains(flat, w) {
			t.Errorf("text has %q", w)
		}
	}
}

// libraryUnits is every card of the rulebook's library as an army.
func libraryUnits() []AoTUnit {
	var out []AoTUnit
	for i, c := range artoftactic.Library() {
		out = append(out, AoTUnit{Number: i + 1, Commander: c.Commander, Card: c})
	}
	return out
}

func unitOf(t *testing.T, id string, n int) AoTUnit {
	t.Helper()
	c, ok := artoftactic.LibraryCard(id)
	if !ok {
		t.Fatalf("no card %s", id)
	}
	return AoTUnit{Number: n, Commander: c.Commander, Card: c}
}

func booklet(l views.Lang, units []AoTUnit) AoTBooklet {
	return AoTBooklet{Meta: meta(l, A4), Army: "Takeda — Kawanakajima", Units: units, Turns: DefaultTurns, Size: HalfPage, Duplex: true, CutMarks: true}
}

// sampleRoster is a valid Samurai 1500–1600 army.
func sampleRoster(t testing.TB, l views.Lang, figures, units string, o affinati.Options) AffinatiRoster {
	in := affinati.ArmyInput{List: "samurai-1500", MountedSamurai: 2, FootSamurai: 4, Ashigaru: 3, Archers: 1, Arquebusiers: 2,
		General: affinati.FootSamurai, Options: o}
	chk, err := affinati.CheckArmy(in)
	if err != nil || !chk.Valid {
		t.Fatalf("army: %v %v", err, chk.Problems)
	}
	ros, err := affinati.RosterFor(affinati.RosterInput{Figures: figures, Units: units, List: in.List, Options: o})
	if err != nil {
		t.Fatal(err)
	}
	return AffinatiRoster{Meta: meta(l, A4), Name: "Esercito di Takeda Shingen", Army: chk, General: in.General, Roster: ros}
}

// sampleCampaign is a 6-player campaign with a fortress, a moved army and
// cards in Takeda's hand.
func sampleCampaign(t testing.TB) *campaign.State {
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Autunno di Kawanakajima", Scenario: campaign.SixPlayers,
		Players: map[campaign.Clan]string{"Hojo": "Ada", "Uesugi": "Bruno", "Takeda": "Carla", "Imagawa": "Dario", "Mori": "Elena", "Shimazu": "Franco"}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	st.Provinces[16].Fortress = true
	st.Clan(campaign.Takeda).Army.Location = 22
	st.Clan(campaign.Takeda).Hand = []string{"6-C", "BJ"}
	return st
}

// seasonSheet is the sample campaign's sheet, built as the handlers do.
func seasonSheet(t testing.TB, l views.Lang, private bool) SeasonSheet {
	st := sampleCampaign(t)
	s := SeasonSheet{Meta: meta(l, A4), Name: st.Name, Year: st.Year, Season: st.Season.String(), Map: mapView(t, st), DeckLeft: 54, DeckPass: 1}
	for _, c := range st.Clans {
		line := ClanLine{Clan: string(c.Clan), Colour: views.ClanColour[c.Clan], Player: c.Player, Status: string(c.Status), Prestige: c.Prestige,
			Provinces: len(st.ProvincesOf(c.Clan)), Army: c.Army.Size()}
		s.Standings = append(s.Standings, line)
		s.Order = append(s.Order, line)
	}
	for _, p := range st.Map.Provinces {
		s.Provinces = append(s.Provinces, ProvinceLine{ID: p.ID, Name: p.Name, Kanji: p.Kanji, Owner: string(st.Owner(p.ID)), Colour: views.ClanColour[st.Owner(p.ID)],
			Fortress: st.Provinces[p.ID-1].Fortress, Kyoto: p.Kyoto()})
	}
	if private {
		h := &Hand{Clan: "Takeda", Colour: views.ClanColour[campaign.Takeda]}
		for _, id := range st.Clan(campaign.Takeda).Hand {
			h.Cards = append(h.Cards, cardOf(id))
		}
		s.Hand = h
	}
	return s
}

func cardOf(id string) CardLine {
	c, _ := campaign.CardByID(id)
	info := campaign.Events[c.Event]
	return CardLine{Face: c.FaceName(), Name: info.Name, Effect: info.Effect, Timing: string(c.Timing)}
}

// eventRef groups the deck by event and timing, as the handlers do.
func eventRef(l views.Lang) EventCardRef {
	r := EventCardRef{Meta: meta(l, A4), Total: len(campaign.Deck)}
	index := map[string]int{}
	for _, c := range campaign.Deck {
		key := string(c.Event) + string(c.Timing)
		i, ok := index[key]
		if !ok {
			info := campaign.Events[c.Event]
			r.Lines = append(r.Lines, EventLine{Name: info.Name, Effect: info.Effect, Timing: string(c.Timing)})
			i = len(r.Lines) - 1
			index[key] = i
		}
		r.Lines[i].Faces = append(r.Lines[i].Faces, c.FaceName())
	}
	return r
}

func sampleLedger(l views.Lang) PrestigeLedger {
	return PrestigeLedger{Meta: meta(l, A4), Campaign: "Autunno di Kawanakajima", Clan: "Takeda", Colour: views.ClanColour[campaign.Takeda], Player: "Carla",
		Official: 140, Pending: 25, Year: 1561, Season: "summer",
		Entries: []LedgerLine{
			{1560, "spring", 5, i18n.Stored("Fortezza costruita in Kai", "Fortress built in Kai")},
			{1560, "summer", 30, i18n.Stored("Battaglia di Shinano vinta", "Battle of Shinano won")},
			{1560, "summer", -5, i18n.Stored("1 elemento perso", "1 element lost")},
			{1560, "winter", 100, i18n.Stored("10 province possedute", "10 provinces held")},
			{1561, "spring", 30, i18n.Stored("Battaglia di Suruga vinta", "Battle of Suruga won")},
			{1561, "spring", -5, i18n.Stored("1 elemento perso a Suruga", "1 element lost at Suruga")},
		},
		Tallies: []TallyLine{{Year: 1560, Before: 10, Ledger: 130, Provinces: 10, After: 140}}}
}
