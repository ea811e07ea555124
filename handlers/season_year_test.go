package handlers_test

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"sengoku/campaign"
)

// stackDeck puts cards on top of the draw pile so that the clans draw them
// in this season's playing order (a test fixture: the deck is otherwise
// shuffled by the campaign's random seed).
func stackDeck(st *campaign.State, want map[campaign.Clan]string) {
	top := map[string]bool{}
	for _, id := range want {
		top[id] = true
	}
	drop := func(l []string) []string {
		var out []string
		for _, id := range l {
			if !top[id] {
				out = append(out, id)
			}
		}
		return out
	}
	rest := drop(st.Deck.DrawPile)
	var pile []string
	for _, c := range st.Order {
		if id, ok := want[c]; ok {
			pile = append(pile, id)
		}
	}
	st.Deck.DrawPile = append(pile, rest...)
	st.Deck.Removed, st.Deck.Table = drop(st.Deck.Removed), drop(st.Deck.Table)
	for i := range st.Clans {
		st.Clans[i].Hand = drop(st.Clans[i].Hand)
	}
}

// drawAll lets every clan draw from its own phone, in playing order,
// resolving an "immediately" card's choice with its first option unless
// choose gives one.
func (tb *table) drawAll(t *testing.T, cards map[campaign.Clan]string, choose map[campaign.Clan][]string) {
	t.Helper()
	tb.rig(t, func(st *campaign.State) { stackDeck(st, cards) })
	for i := 0; i < 12; i++ {
		st := tb.state(t)
		if p := st.Pending; p != nil {
			kv := []string{"kind", "choose-card"}
			opts := choose[p.Clan]
			if opts == nil {
				opts = []string{p.Options[0]}
			}
			switch p.Kind {
			case "province":
				kv = append(kv, "province", opts[0])
			case "element":
				kv = append(kv, "choice", opts[0])
			default:
				for _, o := range opts {
					kv = append(kv, "choices", o)
				}
			}
			tb.as(t, p.Clan, kv...)
			continue
		}
		c := st.NextDrawer()
		if c == "" {
			return
		}
		tb.as(t, c, "kind", "draw")
	}
	t.Fatal("the draws did not end")
}

// moves declares every clan's movement from its phone, in playing order
// (stay when the plan has none).
func (tb *table) moves(t *testing.T, plan map[campaign.Clan][]string) {
	t.Helper()
	for i := 0; i < 12; i++ {
		c := tb.state(t).Mover()
		if c == "" {
			return
		}
		kv, ok := plan[c]
		if !ok {
			kv = []string{"kind", "stay"}
		}
		tb.as(t, c, kv...)
	}
	t.Fatal("the movement did not end")
}

func (tb *table) advance(t *testing.T, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		tb.gmDo(t, "kind", "advance")
	}
}

// advanceTo clicks "next phase" as the game master until the campaign is
// in phase (at most 8 clicks).
func (tb *table) advanceTo(t *testing.T, phase campaign.Phase) {
	t.Helper()
	for i := 0; i < 8 && tb.state(t).Phase != phase; i++ {
		tb.gmDo(t, "kind", "advance")
	}
	if got := tb.state(t).Phase; got != phase {
		t.Fatalf("the campaign is in %s, want %s", got, phase)
	}
}

// publicCampaign is GET /api/campaigns/{id}.
func (tb *table) public(t *testing.T) map[string]any {
	t.Helper()
	res := tb.ts.browser(t).get("/api" + tb.path)
	if res.status != http.StatusOK {
		t.Fatalf("public API: %d", res.status)
	}
	var out map[string]any
	if err := json.Unmarshal([]byte(res.body), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSeasonScriptedYearThroughHTTP plays 1560 of a 6-player campaign
// through the HTTP layer, each player on his own session: draws (a
// Fortress, MORALE kept in hand), notes, a declaration, a contingent
// request and its contingent, movement, an empty Fortress taken by siege
// with a table die, a battle recorded by the GM, replacements, BAD
// WEATHER, the Winter supply check shown before it is applied and the
// Prestige tally (campaign-1560 §4–§13; the engine's own full-year test
// with the same cards).
func TestSeasonScriptedYearThroughHTTP(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "set-option", "key", "tableDice", "value", "true")
	tb.gmDo(t, "kind", "start")
	if res := tb.gm.postForm(tb.path+"/actions", form("kind", "set-option", "key", "tableDice", "value", "false")); res.status != http.StatusUnprocessableEntity {
		t.Errorf("an option changed after the start: %d", res.status)
	}

	// Spring: Hojo builds a Fortress in Musashi (14); Takeda keeps MORALE.
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "A-S", campaign.Takeda: "7-C", campaign.Uesugi: "2-C", campaign.Imagawa: "3-C", campaign.Mori: "4-C", campaign.Shimazu: "5-C"},
		map[campaign.Clan][]string{campaign.Hojo: {"14"}})
	hand := tb.players[campaign.Takeda].get(tb.path + "/hand").doc(t)
	if hand.Find(`[data-testid="hand-Takeda"] [data-card="7-C"]`).Length() != 1 {
		t.Fatal("MORALE is not in Takeda's hand")
	}
	tb.advanceTo(t, campaign.PhaseDiplomacy) // the timer starts
	tb.as(t, campaign.Takeda, "kind", "note", "target", "Hojo", "text", "Send me two elements against Imagawa")
	tb.as(t, campaign.Uesugi, "kind", "declare", "text", "The north is at peace")
	tb.as(t, campaign.Takeda, "kind", "request", "target", "Hojo")
	tb.advanceTo(t, campaign.PhaseMovement)
	move := tb.players[campaign.Takeda].get(tb.path).doc(t)
	if move.Find(`[data-testid="act-panel"]`).Length() == 0 {
		t.Fatal("no act panel for the player")
	}
	tb.moves(t, map[campaign.Clan][]string{
		campaign.Takeda:  {"kind", "move", "province", "32"},
		campaign.Imagawa: {"kind", "move", "province", "32"},
		campaign.Hojo:    {"kind", "send", "target", "Takeda", "elements", "10", "elements", "11"},
		campaign.Uesugi:  {"kind", "move", "province", "14"},
	})
	tb.advanceTo(t, campaign.PhaseEndOfMovement) // Imagawa chooses first in its own province
	tb.as(t, campaign.Imagawa, "kind", "confront", "province", "32", "choice", "fight")
	tb.as(t, campaign.Takeda, "kind", "confront", "province", "32", "choice", "fight")
	tb.gmDo(t, "kind", "battle-die", "province", "32", "choice", "river", "dice", "2") // Totomi's river roll, made at the table: no river
	tb.advanceTo(t, campaign.PhaseSieges)
	siege := tb.players[campaign.Uesugi].get(tb.path + "/battles").doc(t)
	// An Italian page writes the odds with a decimal comma: 50,00%, not 50.00%.
	if odds := siege.Find(`form[data-testid="act-siege"]`).Text(); !strings.Contains(odds, "4+") || !strings.Contains(odds, "50,00%") {
		t.Errorf("siege form lacks the odds: %q", odds)
	}
	tb.as(t, campaign.Uesugi, "kind", "siege", "province", "14", "choice", "roll") // declared; the GM enters the table die
	tb.gmDo(t, "kind", "siege", "clan", "Uesugi", "province", "14", "dice", "4")   // empty Fortress: 4 takes it
	tb.advanceTo(t, campaign.PhaseBattles)
	tb.as(t, campaign.Takeda, "kind", "play", "card", "7-C", "province", "32")
	sheet := tb.gm.get(tb.path + "/battles").doc(t)
	if got := sheet.Find(`[data-testid="break-attacker"]`).Text(); got != "6" {
		t.Errorf("Takeda with 14 elements and MORALE breaks at %q, want 6", got)
	}
	if got := sheet.Find(`[data-testid="break-defender"]`).Text(); got != "4" {
		t.Errorf("Imagawa with 12 elements breaks at %q, want 4", got)
	}
	if sheet.Find(`[data-testid="battle-result-form"] input[name="loss.Hojo.Takeda.ashigaru"]`).Length() != 1 {
		t.Error("the result form has no line for Hojo's contingent")
	}
	if c := sheet.Find(`[data-testid="battle-result-form"]`).AttrOr("data-confirm", ""); !strings.Contains(c, "eliminare un clan") {
		t.Errorf("recording the result asks %q, want its consequence", c)
	}
	battle := sheet.Find(`[data-testid="battle-result-form"] input[name="battle"]`).AttrOr("value", "")
	tb.gmDo(t, "kind", "battle-result", "battle", battle, "winner", "Takeda",
		"loss.Imagawa.Imagawa.foot-samurai", "1", "loss.Imagawa.Imagawa.ashigaru", "2", "general.Imagawa", "1",
		"loss.Takeda.Takeda.archers", "1", "loss.Hojo.Takeda.ashigaru", "1")
	tb.advance(t, 1) // Summer
	if spring := tb.clicks; spring != 11 {
		t.Errorf("the game master clicked %d times in Spring, want 11 (option, start, 6 × next, river die, siege die, battle result)", spring)
	}

	// Summer: SUPPLIES bring back what was lost; Imagawa restores its General.
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "2-D", campaign.Takeda: "3-D", campaign.Uesugi: "4-D", campaign.Imagawa: "5-D", campaign.Mori: "2-S", campaign.Shimazu: "3-S"},
		map[campaign.Clan][]string{campaign.Imagawa: {"foot-samurai+general"}})
	tb.advance(t, 2)
	tb.moves(t, nil)
	tb.advance(t, 1) // nobody meets anybody: the end of movement, sieges and battles pass by themselves

	// Autumn: BAD WEATHER keeps Mori home.
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "4-S", campaign.Takeda: "5-S", campaign.Uesugi: "2-H", campaign.Imagawa: "3-H", campaign.Mori: "8-C", campaign.Shimazu: "4-H"}, nil)
	tb.advance(t, 2)
	if res := tb.players[campaign.Mori].get(tb.path); res.doc(t).Find(`form[data-testid="act-move"]`).Length() != 0 {
		t.Error("Mori is offered a move under BAD WEATHER")
	}
	tb.moves(t, nil)
	tb.advance(t, 1) // nobody meets anybody: the end of movement, sieges and battles pass by themselves

	// Winter: cards to the hands, the supply check, the tally.
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "7-H", campaign.Takeda: "9-D", campaign.Uesugi: "10-D", campaign.Imagawa: "9-S", campaign.Mori: "10-S", campaign.Shimazu: "7-S"}, nil)
	tb.advance(t, 2) // Supply
	preview := tb.ts.browser(t).get(tb.path).doc(t)
	// Losing Totomi (32) cut Suruga, Imagawa's Capital, off from 33–40.
	if n := preview.Find(`[data-testid="supply-preview"] tr[data-clan="Imagawa"] .chip.cut`).Length(); n != 8 {
		t.Errorf("supply preview: Imagawa loses %d provinces, want 8", n)
	}
	if n := preview.Find(`[data-testid="supply-preview"] tr[data-clan="Hojo"] .chip.cut`).Length(); n != 0 {
		t.Errorf("supply preview: Hojo loses %d provinces, want 0", n)
	}
	// The map marks them through a style sheet of the campaign's own (the
	// content security policy refuses an inline <style>).
	sheetURL, _ := preview.Find(`[data-testid="supply-preview"] link[rel="stylesheet"]`).Attr("href")
	css := tb.ts.browser(t).get(sheetURL)
	if !strings.HasPrefix(sheetURL, tb.path+"/supply.css?v=") || css.status != http.StatusOK || !strings.Contains(css.header.Get("Content-Type"), "text/css") ||
		!strings.Contains(css.body, `svg.map a[data-province="33"] .node{`) || strings.Contains(css.body, `a[data-province="1"] .node{`) {
		t.Errorf("supply style sheet %q: %d %q", sheetURL, css.status, css.body)
	}
	if strings.Contains(preview.Text(), "stroke-dasharray") {
		t.Error("the supply marks are still inline")
	}
	if tb.state(t).Owner(33) != campaign.Imagawa {
		t.Fatal("the preview applied the supply check")
	}
	tb.advance(t, 2) // supply applied, then the tally and the next year
	// Only decisions cost a click: 22 "next" before empty phases passed by
	// themselves, 16 now, plus the option, the start, the river die, the
	// siege die and the battle result.
	if tb.clicks != 21 {
		t.Errorf("the game master clicked %d times in 1560, want 21", tb.clicks)
	}

	pub := tb.public(t)
	want := map[string]float64{
		"Takeda":  10 + 30 + 15 + 20 - 10 + 11*10, // 175
		"Hojo":    10 + 5 + 10 - 10 - 10 + 9*10,   // 95
		"Uesugi":  10 + 30 + 11*10,                // 150
		"Mori":    110,
		"Shimazu": 110,
	}
	for _, raw := range pub["clans"].([]any) {
		cl := raw.(map[string]any)
		name := cl["clan"].(string)
		if w, ok := want[name]; ok && cl["prestige"].(float64) != w {
			t.Errorf("%s: %v Prestige, want %v", name, cl["prestige"], w)
		}
		if name == "Imagawa" && cl["status"] != "seppuku" {
			t.Errorf("Imagawa (−105) is %v, want seppuku", cl["status"])
		}
		if _, leak := cl["hand"]; leak {
			t.Error("the public API shows a hand")
		}
	}
	if pub["year"].(float64) != 1561 || pub["season"] != "spring" || pub["phase"] != "draw" {
		t.Errorf("next season: %v %v %v", pub["year"], pub["season"], pub["phase"])
	}
	order := pub["order"].([]any)
	if len(order) != 5 || order[0] != "Hojo" || order[4] != "Takeda" {
		t.Errorf("playing order %v, want Hojo first and Takeda last", order)
	}
	owners := map[int]string{}
	for _, raw := range pub["provinces"].([]any) {
		p := raw.(map[string]any)
		owners[int(p["id"].(float64))] = p["owner"].(string)
	}
	if owners[31] != "" || owners[32] != "Takeda" || owners[14] != "Uesugi" {
		t.Errorf("owners 31 %q 32 %q 14 %q", owners[31], owners[32], owners[14])
	}

	// Takeda's ledger lists each entry with its season; the tally is 175.
	ledger := tb.players[campaign.Takeda].get(tb.path + "/prestige?clan=Takeda").doc(t)
	rows := ledger.Find(`[data-testid="ledger-entries"] tbody tr`)
	if rows.Length() != 5 {
		t.Errorf("Takeda's ledger has %d entries, want 5 (battle won, kills, General, losses, provinces)", rows.Length())
	}
	if !strings.Contains(rows.Text(), "+30") || !strings.Contains(rows.Text(), "Primavera 1560") || !strings.Contains(rows.Text(), "+110") {
		t.Errorf("ledger: %s", rows.Text())
	}
	if got := ledger.Find(`[data-testid="tallies"] tbody tr td strong`).First().Text(); got != "175" {
		t.Errorf("tally %q, want 175", got)
	}
	if ledger.Find(`[data-testid="standings-chart"] polyline`).Length() != 6 {
		t.Error("the standings chart has no line per clan")
	}
	// Every action is logged; the four seasons of 1560 have their maps.
	hist := tb.gm.get(tb.path + "/history").doc(t)
	if n := hist.Find(`[data-testid="snapshots"] a`).Length(); n != 4 {
		t.Errorf("%d past-season maps, want 4", n)
	}
	if total := hist.Find(`[data-testid="log"] > li`).Length(); total != 50 {
		t.Errorf("history page shows %d entries, want a full page of 50", total)
	}
	if res := tb.gm.get(tb.path + "/seasons/1560/spring"); res.status != http.StatusOK || res.doc(t).Find(`svg.map a[data-province="14"][data-owner="Uesugi"]`).Length() != 1 {
		t.Errorf("the end-of-Spring map: %d", res.status)
	}
	if res := tb.gm.get(tb.path + "/seasons/1560/" + strconv.Itoa(9)); res.status != http.StatusNotFound {
		t.Errorf("an unknown season: %d", res.status)
	}
}
