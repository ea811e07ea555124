package handlers_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/campaign"
	"sengoku/models/dbtest"
	campaignview "sengoku/views/campaign"
)

// battleTable plays a 6-player campaign into a battle in Totomi (32):
// Takeda attacks with a 2-element contingent from Hojo and MORALE, Imagawa
// defends after losing an element to a penalty (campaign-1560 §8.2, §9,
// §11).
func battleTable(t *testing.T, backend dbtest.Backend) (*table, string) {
	t.Helper()
	tb := newTableOn(t, backend)
	tb.gmDo(t, "kind", "start")
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "A-S", campaign.Takeda: "7-C", campaign.Uesugi: "2-C", campaign.Imagawa: "3-C", campaign.Mori: "4-C", campaign.Shimazu: "5-C"},
		map[campaign.Clan][]string{campaign.Hojo: {"14"}})
	tb.advanceTo(t, campaign.PhaseDiplomacy)
	tb.as(t, campaign.Takeda, "kind", "request", "target", "Hojo")
	tb.advanceTo(t, campaign.PhaseMovement)
	// An earlier loss: the game master takes a non-General element.
	lose := -1
	for i, e := range tb.state(t).Clan(campaign.Imagawa).Army.Elements {
		if !e.General {
			lose = i
		}
	}
	if res := tb.gm.postJSON("/api"+tb.path+"/actions", fmt.Sprintf(`{"kind":"penalty","target":"Imagawa","elements":[%d]}`, lose)); res.status != http.StatusOK {
		t.Fatalf("penalty: %d %s", res.status, res.body)
	}
	tb.moves(t, map[campaign.Clan][]string{
		campaign.Takeda:  {"kind", "move", "province", "32"},
		campaign.Imagawa: {"kind", "move", "province", "32"},
		campaign.Hojo:    {"kind", "send", "target", "Takeda", "elements", "10", "elements", "11"},
	})
	tb.advanceTo(t, campaign.PhaseEndOfMovement)
	tb.as(t, campaign.Imagawa, "kind", "confront", "province", "32", "choice", "fight")
	tb.as(t, campaign.Takeda, "kind", "confront", "province", "32", "choice", "fight")
	tb.advanceTo(t, campaign.PhaseBattles)
	tb.as(t, campaign.Takeda, "kind", "play", "card", "7-C", "province", "32")
	sheet := tb.gm.get(tb.path + "/battles").doc(t)
	kit := sheet.Find(`[data-testid="battle-kit-a4"]`).AttrOr("href", "")
	if kit == "" {
		t.Fatal("the battle sheet has no link to the battle kit")
	}
	return tb, kit
}

// TestBattleKitPrintsBothArmiesAsTheCampaignLeftThem: the kit's rosters
// count each army's elements after its losses, the contingent sits on the
// roster of the player it was sent to, and both break points (MORALE
// included) are printed.
func TestBattleKitPrintsBothArmiesAsTheCampaignLeftThem(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testBattleKitPrintsBothArmies)
}

func testBattleKitPrintsBothArmies(t *testing.T, backend dbtest.Backend) {
	tb, kit := battleTable(t, backend)
	st := tb.state(t)
	imagawa, takeda := len(st.Clan(campaign.Imagawa).Army.Elements), len(st.Clan(campaign.Takeda).Army.Elements)
	if imagawa != 11 {
		t.Fatalf("Imagawa has %d elements after the penalty, want 11", imagawa)
	}
	res := tb.gm.get(kit + "&lang=en")
	if res.status != http.StatusOK || !strings.HasPrefix(res.body, "%PDF") {
		t.Fatalf("kit: %d %.200s", res.status, res.body)
	}
	words := pdfWords(t, res.body)
	for _, want := range []string{
		"Battle of 32 Totomi",
		fmt.Sprintf("%d (%d + 2 allied: Hojo 2)", takeda+2, takeda),
		"Attacker · " + st.Clan(campaign.Takeda).Player + " · Break point 6",
		"Defender · " + st.Clan(campaign.Imagawa).Player + " · Break point 4",
		"table: 14 elements → 4 · MORALE +2",
		"table: 11 elements → 4",
		"Hojo → Takeda · contingent",
		"Campaign break point: 6 weighted losses",
		"Campaign break point: 4 weighted losses",
		"Broke first",
	} {
		if !strings.Contains(words, want) {
			t.Errorf("the kit lacks %q", want)
		}
	}
	if n := strings.Count(words, "· allied, from"); n != 2 {
		t.Errorf("%d elements are marked as Hojo's on Takeda's roster, want 2", n)
	}
	// The battle page, a roster per side, two sides of the quick reference.
	if n := pdfPages(t, res.body); n != 5 {
		t.Errorf("%d pages, want 5", n)
	}
	if n := rosterRows(words); n != takeda+2+imagawa {
		t.Errorf("%d element rows on the rosters, want %d", n, takeda+2+imagawa)
	}
}

// rosterRows counts the roster rows: each names its class in brackets.
func rosterRows(words string) int {
	return strings.Count(words, "(foot)") + strings.Count(words, "(mounted)")
}

// TestBattleKitOnlyForTheGameMasterAndBothSides: the other players and
// the public are refused, on the site and the API.
func TestBattleKitOnlyForTheGameMasterAndBothSides(t *testing.T) {
	t.Parallel()
	tb, kit := battleTable(t, dbtest.SQLite)
	api := strings.Replace(strings.Replace(kit, "/campaigns/", "/api/print/campaign/", 1), "/battles/", "/battle/", 1)
	api = strings.TrimSuffix(strings.Split(api, "?")[0], "/kit.pdf")
	for _, c := range []struct {
		who  string
		b    *browser
		want int
	}{
		{"gm", tb.gm, http.StatusOK},
		{"Takeda", tb.players[campaign.Takeda], http.StatusOK},
		{"Imagawa", tb.players[campaign.Imagawa], http.StatusOK},
		{"Uesugi", tb.players[campaign.Uesugi], http.StatusForbidden},
		{"public", tb.ts.browser(t), http.StatusForbidden},
	} {
		if res := c.b.get(kit); res.status != c.want {
			t.Errorf("%s: kit %d, want %d", c.who, res.status, c.want)
		}
		if res := c.b.get(api + "?paper=letter"); res.status != c.want {
			t.Errorf("%s: API kit %d, want %d", c.who, res.status, c.want)
		}
	}
	if res := tb.gm.get(strings.Replace(kit, "/battles/1/", "/battles/99/", 1)); res.status != http.StatusNotFound {
		t.Errorf("an unknown battle: %d", res.status)
	}
	if res := tb.gm.get(api + "?paper=a3"); res.status != http.StatusUnprocessableEntity {
		t.Errorf("paper a3: %d", res.status)
	}
}

// TestBattleResultPreviewThenRecord: the game master previews the
// Prestige of a result (nothing stored), a winner who broke first is
// refused beside the form in the reader's language, and the recorded
// result moves exactly the Prestige previewed (§11.1, §13).
func TestBattleResultPreviewThenRecord(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testBattleResultPreviewThenRecord)
}

func testBattleResultPreviewThenRecord(t *testing.T, backend dbtest.Backend) {
	tb, _ := battleTable(t, backend)
	st := tb.state(t)
	before, _ := json.Marshal(st)
	battle := strconv.Itoa(st.Battles[0].ID)
	result := form("kind", "battle-result", "battle", battle, "winner", "Takeda", "brokeFirst", "Imagawa", "return", "battles",
		"loss.Imagawa.Imagawa.ashigaru", "1", "loss.Takeda.Takeda.archers", "1", "loss.Hojo.Takeda.ashigaru", "1")
	preview := url.Values{}
	for k, v := range result {
		preview[k] = v
	}
	preview.Set("preview", "1")
	res := tb.gm.postForm(tb.path+"/actions", preview)
	if res.status != http.StatusOK {
		t.Fatalf("preview: %d", res.status)
	}
	doc := res.doc(t)
	totals := map[string]string{}
	doc.Find(`[data-testid="prestige-preview"] [data-testid="preview-clan"]`).Each(func(_ int, s *goquery.Selection) {
		totals[s.AttrOr("data-clan", "")] = s.AttrOr("data-total", "")
	})
	// Takeda +30 +5 (a kill) −5 (its archer) −5 (Hojo's ashigaru, §13 "compresi quelli alleati"); Hojo +10 (2-element contingent); Imagawa −30 +10 (two kills) −5 −10 (Totomi, its province, lost).
	want := map[string]string{"Takeda": "25", "Hojo": "10", "Imagawa": "-35"}
	if !maps.Equal(totals, want) {
		t.Errorf("preview totals %v, want %v", totals, want)
	}
	if _, ok := doc.Find(`input[name="brokeFirst"][value="Imagawa"]`).Attr("checked"); !ok {
		t.Error("the preview lost who broke first")
	}
	if v := doc.Find(`input[name="loss.Hojo.Takeda.ashigaru"]`).AttrOr("value", ""); v != "1" {
		t.Errorf("the preview lost Hojo's loss: %q", v)
	}
	if after, _ := json.Marshal(tb.state(t)); string(after) != string(before) {
		t.Fatal("a preview changed the campaign")
	}
	if res := tb.players[campaign.Takeda].postForm(tb.path+"/actions", preview); res.status != http.StatusForbidden {
		t.Errorf("a player previewed a result: %d", res.status)
	}

	// The same preview through the JSON API.
	api := `{"kind":"battle-result","result":{"battle":` + battle + `,"winner":"Takeda","brokeFirst":"Imagawa","losses":[` +
		`{"owner":"Imagawa","types":["ashigaru"]},{"owner":"Takeda","types":["archers"]},{"owner":"Hojo","with":"Takeda","types":["ashigaru"]}]}}`
	res = tb.gm.postJSON("/api"+tb.path+"/preview", api)
	var body struct {
		Prestige []struct {
			Clan   string `json:"clan"`
			Points int    `json:"points"`
		} `json:"prestige"`
	}
	if err := json.Unmarshal([]byte(res.body), &body); err != nil || res.status != http.StatusOK {
		t.Fatalf("API preview: %d %s", res.status, res.body)
	}
	apiTotals := map[string]int{}
	for _, e := range body.Prestige {
		apiTotals[e.Clan] += e.Points
	}
	for c, v := range want {
		if strconv.Itoa(apiTotals[c]) != v {
			t.Errorf("API preview %s %d, want %s", c, apiTotals[c], v)
		}
	}
	if res := tb.players[campaign.Takeda].postJSON("/api"+tb.path+"/preview", api); res.status != http.StatusForbidden {
		t.Errorf("a player previewed through the API: %d", res.status)
	}
	if res := tb.gm.postJSON("/api"+tb.path+"/preview", strings.Replace(api, `"brokeFirst":"Imagawa"`, `"brokeFirst":"Takeda"`, 1)); res.status != http.StatusUnprocessableEntity {
		t.Errorf("an inconsistent API preview: %d", res.status)
	}
	if after, _ := json.Marshal(tb.state(t)); string(after) != string(before) {
		t.Fatal("an API preview changed the campaign")
	}

	wrong := form("kind", "battle-result", "battle", battle, "winner", "Takeda", "brokeFirst", "Takeda", "return", "battles")
	if msg := tb.refused(t, tb.gm, wrong, http.StatusUnprocessableEntity); !strings.Contains(msg, "rotta per primo") {
		t.Errorf("refusal %q", msg)
	}
	if res := tb.gm.postForm(tb.path+"/actions?lang=en", wrong); !strings.Contains(res.doc(t).Find(`[data-testid="battle-result-form"] [data-testid="refused"]`).Text(), "broke first") {
		t.Error("the English refusal is not beside the form")
	}

	n := len(tb.state(t).Ledger)
	tb.act(t, tb.gm, result)
	got := map[string]string{}
	sums := map[campaign.Clan]int{}
	for _, e := range tb.state(t).Ledger[n:] {
		sums[e.Clan] += e.Points
	}
	for c, v := range sums {
		got[string(c)] = strconv.Itoa(v)
	}
	if !maps.Equal(got, want) {
		t.Errorf("ledger moved %v, previewed %v", got, want)
	}
	if b := tb.state(t).Battles[0]; b.Result == nil || b.Result.BrokeFirst != campaign.Imagawa {
		t.Errorf("broke first not recorded: %+v", b.Result)
	}
	testBattleReport(t, tb, want)
}

// testBattleReport: the battle's report, linked from the history, shows
// the result and the Prestige it moved to every reader; only the game
// master writes its notes, bounded, a refusal keeping what he typed.
func testBattleReport(t *testing.T, tb *table, want map[string]string) {
	t.Helper()
	link := tb.players[campaign.Uesugi].get(tb.path+"/history").doc(t).Find(`[data-testid="battle-reports"] a`).AttrOr("href", "")
	if link == "" {
		t.Fatal("the history does not link to the battle report")
	}
	report := tb.ts.browser(t).get(link).doc(t) // the public reads it too
	if w := strings.TrimSpace(report.Find(`[data-testid="report-winner"]`).Text()); w != "Takeda" {
		t.Errorf("report winner %q", w)
	}
	moved := map[string]int{}
	report.Find(`[data-testid="report-prestige"] li`).Each(func(_ int, s *goquery.Selection) {
		n, _ := strconv.Atoi(s.AttrOr("data-points", ""))
		moved[s.AttrOr("data-clan", "")] += n
	})
	for c, v := range want {
		if strconv.Itoa(moved[c]) != v {
			t.Errorf("the report moves %d for %s, want %s", moved[c], c, v)
		}
	}
	if report.Find(`[data-testid="report-notes-form"]`).Length() != 0 {
		t.Error("the public is offered the notes form")
	}
	if res := tb.players[campaign.Takeda].postForm(link, form("text", "we won")); res.status != http.StatusForbidden {
		t.Errorf("a player wrote the report: %d", res.status)
	}
	long := strings.Repeat("a", 4001)
	res := tb.gm.postForm(link, form("text", long))
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("4001 characters: %d", res.status)
	}
	if doc := res.doc(t); doc.Find(`textarea[name="text"]`).Text() != long || doc.Find(`[data-testid="refused"]`).Length() != 1 {
		t.Error("the refused notes are not kept with the reason")
	}
	if res := tb.gm.postForm(link, form("text", "Imagawa's ashigaru held the ford until dusk.")); res.status != http.StatusSeeOther {
		t.Fatalf("notes: %d", res.status)
	}
	if got := tb.gm.get(link).doc(t).Find(`[data-testid="report-notes"]`).Text(); got != "Imagawa's ashigaru held the ford until dusk." {
		t.Errorf("notes read %q", got)
	}
	// The export carries the report (an import replays the log: the
	// campaign's replay test covers battle-note).
	if export := tb.gm.get(tb.path + "/export"); !strings.Contains(export.body, `"reports"`) || !strings.Contains(export.body, "held the ford until dusk") {
		t.Error("the export does not carry the battle report")
	}
	testRecordedBattleKit(t, tb, link)
}

// TestBattleCalculatorLinksOpenWithTheBattleDefaults: each side's links
// open the SAMURAI calculators with the General's element against the
// enemy's, PIP with CHARISMA once played for this battle (C-08), and the
// losses against this battle's sizes and MORALE (§11.1); a player sees
// only his own side's links, the public and other players none.
func TestBattleCalculatorLinksOpenWithTheBattleDefaults(t *testing.T) {
	t.Parallel()
	tb, _ := battleTable(t, dbtest.SQLite)
	tb.rig(t, func(st *campaign.State) {
		cs := st.Clan(campaign.Takeda)
		cs.Hand = append(cs.Hand, "10-S") // CHARISMA
	})
	tb.as(t, campaign.Takeda, "kind", "play", "card", "10-S", "province", "32")

	for who, want := range map[string][]string{"gm": {"Takeda", "Imagawa"}, "Takeda": {"Takeda"}, "Imagawa": {"Imagawa"}, "Uesugi": nil, "public": nil} {
		b := tb.gm
		switch who {
		case "public":
			b = tb.ts.browser(t)
		case "gm":
		default:
			b = tb.players[campaign.Clan(who)]
		}
		doc := b.get(tb.path + "/battles").doc(t)
		var got []string
		doc.Find(`[data-testid^="battle-calc-"]`).Each(func(_ int, s *goquery.Selection) {
			got = append(got, strings.TrimPrefix(s.AttrOr("data-testid", ""), "battle-calc-"))
		})
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("%s sees the calculator links of %v, want %v", who, got, want)
		}
	}

	links := tb.players[campaign.Takeda].get(tb.path + "/battles").doc(t).Find(`[data-testid="battle-calc-Takeda"]`)
	open := func(testid string) *goquery.Document {
		t.Helper()
		href := links.Find(`[data-testid="`+testid+`"]`).AttrOr("href", "")
		res := tb.players[campaign.Takeda].get(href)
		if res.status != http.StatusOK {
			t.Fatalf("%s %s: %d", testid, href, res.status)
		}
		doc := res.doc(t)
		if p := strings.TrimSpace(doc.Find(`.problems`).Text()); p != "" {
			t.Errorf("%s opens with problems: %s", testid, p)
		}
		return doc
	}
	combat := open("calc-combat")
	if _, ok := combat.Find(`input[name="a.general"]`).Attr("checked"); !ok {
		t.Error("the combat calculator does not start from Takeda's General")
	}
	if v := combat.Find(`select[name="a.troop"] option[selected]`).AttrOr("value", ""); v != "footSamurai" {
		t.Errorf("Takeda's General is on %q, want footSamurai", v)
	}
	// Each picker offers only the troop types present on its side, its
	// contingent included (story 2), and a recalculation keeps that.
	st := tb.state(t)
	for side, clan := range map[string]campaign.Clan{"a": campaign.Takeda, "b": campaign.Imagawa} {
		want := presentTroops(st, clan)
		var got []string
		combat.Find(`select[name="` + side + `.troop"] option`).Each(func(_ int, s *goquery.Selection) {
			got = append(got, s.AttrOr("value", ""))
		})
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("side %s (%s) picks from %v, want %v", side, clan, got, want)
		}
		if n := combat.Find(`form[data-testid="aff-form"] input[type="hidden"][name="` + side + `.only"]`).Length(); n != len(want) {
			t.Errorf("side %s: the form keeps %d of %d types for a recalculation", side, n, len(want))
		}
	}
	if _, ok := open("calc-pip").Find(`input[name="charisma"]`).Attr("checked"); !ok {
		t.Error("PIP costs without the CHARISMA Takeda played")
	}
	var totals []string
	open("calc-losses").Find(`table.factors tfoot th.num`).Each(func(_ int, s *goquery.Selection) {
		totals = append(totals, strings.TrimSpace(s.Text()))
	})
	if strings.Join(totals, ",") != "0 / 6,0 / 4" {
		t.Errorf("losses open at %v, want Takeda 0 / 6 (14 elements, MORALE) and Imagawa 0 / 4 (11)", totals)
	}
	if links.Find(`[data-testid="calc-breakoff"]`).Length() != 1 {
		t.Fatal("Takeda has Mounted Samurai but no break-off link")
	}
	// The break-off enemy picker offers only Imagawa's types; a
	// recalculation keeps that.
	breakoff := open("calc-breakoff")
	var enemy []string
	breakoff.Find(`select[name="enemy"] option`).Each(func(_ int, s *goquery.Selection) {
		enemy = append(enemy, s.AttrOr("value", ""))
	})
	slices.Sort(enemy)
	if want := presentTroops(st, campaign.Imagawa); !slices.Equal(enemy, want) {
		t.Errorf("the break-off enemy picker offers %v, want %v", enemy, want)
	}
	if n := breakoff.Find(`form[data-testid="aff-breakoff-form"] input[type="hidden"][name="b.only"]`).Length(); n != len(enemy) {
		t.Errorf("the break-off form keeps %d of %d enemy types", n, len(enemy))
	}
}

// presentTroops are the SAMURAI troop types of clan's army and of the
// contingents sent to it, sorted.
func presentTroops(st *campaign.State, clan campaign.Clan) []string {
	var out []string
	add := func(es []campaign.Element) {
		for _, e := range es {
			if v := string(campaignview.AffinatiTroop(e.Type)); !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	add(st.Clan(clan).Army.Elements)
	for _, k := range st.Contingents {
		if k.To == clan {
			add(k.Elements)
		}
	}
	slices.Sort(out)
	return out
}

// TestDivineInterventionRerollsTheRiverFromThePhone: the player holding
// DIVINE INTERVENTION finds the river re-roll among his battle's forms
// (C-41); played, the sheet says the roll was re-rolled.
func TestDivineInterventionRerollsTheRiverFromThePhone(t *testing.T) {
	t.Parallel()
	tb, _ := battleTable(t, dbtest.SQLite)
	tb.rig(t, func(st *campaign.State) {
		cs := st.Clan(campaign.Takeda)
		cs.Hand = append(cs.Hand, "9-D") // DIVINE INTERVENTION
	})
	doc := tb.players[campaign.Takeda].get(tb.path + "/battles").doc(t)
	btn := doc.Find(`button[name="choice"][value="river"]`)
	if btn.Length() != 1 {
		t.Fatalf("%d river re-roll buttons, want 1", btn.Length())
	}
	if card := btn.Closest("form").Find(`input[name="card"]`).AttrOr("value", ""); card != "9-D" {
		t.Errorf("the re-roll form plays %q", card)
	}
	tb.as(t, campaign.Takeda, "kind", "play", "card", "9-D", "province", "32", "choice", "river")
	if b := tb.state(t).Battles[0]; !b.RiverRerolled || len(b.Divine) != 1 {
		t.Errorf("battle after the re-roll: %+v", b)
	}
	sheet := tb.gm.get(tb.path + "/battles").doc(t)
	if sheet.Find(`[data-testid="river-rerolled"]`).Length() != 1 {
		t.Error("the sheet does not say the river roll was re-rolled")
	}
	if tb.players[campaign.Takeda].get(tb.path+"/battles").doc(t).Find(`button[name="choice"][value="river"]`).Length() != 0 {
		t.Error("the river re-roll is still offered")
	}
}

// TestBattleLossesCalculatorUsesTheCampaignMoraleTable: a campaign with
// its own morale table (C-16 moraleTable) links the losses calculator with
// each side's break point from that table, so the calculator agrees with
// the sheet (Takeda 14 elements → 5, +2 MORALE; Imagawa 11 → 5) and a
// recalculation keeps them.
func TestBattleLossesCalculatorUsesTheCampaignMoraleTable(t *testing.T) {
	t.Parallel()
	tb, _ := battleTable(t, dbtest.SQLite)
	tb.rig(t, func(st *campaign.State) { st.Options.MoraleTable = "1-18:5" })
	sheet := tb.players[campaign.Takeda].get(tb.path + "/battles").doc(t)
	if a, d := sheet.Find(`[data-testid="break-attacker"]`).Text(), sheet.Find(`[data-testid="break-defender"]`).Text(); a != "7" || d != "5" {
		t.Fatalf("the sheet's break points %s and %s, want 7 and 5", a, d)
	}
	href := sheet.Find(`[data-testid="battle-calc-Takeda"] [data-testid="calc-losses"]`).AttrOr("href", "")
	res := tb.players[campaign.Takeda].get(href)
	if res.status != http.StatusOK {
		t.Fatalf("losses %s: %d", href, res.status)
	}
	doc := res.doc(t)
	var totals []string
	doc.Find(`table.factors tfoot th.num`).Each(func(_ int, s *goquery.Selection) {
		totals = append(totals, strings.TrimSpace(s.Text()))
	})
	if strings.Join(totals, ",") != "0 / 7,0 / 5" {
		t.Errorf("losses open at %v, want 0 / 7 and 0 / 5 (%s)", totals, href)
	}
	for side, want := range map[string]string{"a": "5", "b": "5"} {
		if v := doc.Find(`select[name="`+side+`.breakAt"] option[selected]`).AttrOr("value", ""); v != want {
			t.Errorf("side %s keeps break point %q for a recalculation, want %s", side, v, want)
		}
	}
}

// testRecordedBattleKit: a fought battle's kit prints with its result
// filled in (winner, who broke first, losses, Prestige, the game master's
// notes) on one page, no blank slip nor rosters; the report links it, in
// both languages, for every reader of the report; after the season moves
// on it still prints.
func testRecordedBattleKit(t *testing.T, tb *table, report string) {
	t.Helper()
	for lang, want := range map[string][]string{
		"it": {"Risultato registrato", "Vincitore Takeda", "In rotta per primo Imagawa", "Takeda +", "held the ford until dusk"},
		"en": {"Recorded result", "Winner Takeda", "Broke first Imagawa", "Takeda +", "held the ford until dusk"},
	} {
		kit := tb.ts.browser(t).get(report+"?lang="+lang).doc(t).Find(`[data-testid="report-kit-a4"]`).AttrOr("href", "")
		if !strings.Contains(kit, "/kit.pdf?paper=a4") {
			t.Fatalf("%s: the report links the kit as %q", lang, kit)
		}
		res := tb.ts.browser(t).get(kit + "&lang=" + lang)
		if res.status != http.StatusOK || !strings.HasPrefix(res.body, "%PDF") {
			t.Fatalf("%s: recorded kit: %d %.200s", lang, res.status, res.body)
		}
		words := pdfWords(t, res.body)
		for _, w := range want {
			if !strings.Contains(words, w) {
				t.Errorf("%s: the recorded kit lacks %q", lang, w)
			}
		}
		if strings.Contains(words, "Risultato da riportare") || strings.Contains(words, "Result for the game master") {
			t.Errorf("%s: the recorded kit still prints the blank slip", lang)
		}
		if n := pdfPages(t, res.body); n != 1 {
			t.Errorf("%s: %d pages, want the battle page only", lang, n)
		}
	}
	tb.rig(t, func(st *campaign.State) { st.Battles = nil }) // as the next season leaves them
	kit := tb.gm.get(report).doc(t).Find(`[data-testid="report-kit-a4"]`).AttrOr("href", "")
	if res := tb.gm.get(kit); res.status != http.StatusOK {
		t.Errorf("the recorded kit after the season: %d", res.status)
	}
}
