package handlers_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"sengoku/handlers/calc/wire"
	"sengoku/tables/ccsb"
	"sengoku/views"
)

// The library lists the 40 scenarios, each linking to its page; the C&C
// calculator and /calc link to it.
func TestCCSBScenarioLibraryListsTheForty(t *testing.T) {
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.get("/calc/ccsb/scenarios")
	if res.status != http.StatusOK {
		t.Fatalf("status %d", res.status)
	}
	d := res.doc(t)
	rows := d.Find(`[data-testid="scenario-list"] tbody tr`)
	if rows.Length() != 40 {
		t.Fatalf("%d rows", rows.Length())
	}
	row7 := d.Find(`[data-testid="scenario-7"]`)
	if !strings.Contains(row7.Text(), "CASTELLO DI KORIYAMA, 1541 d.C. (gennaio)") || row7.Find(".badge").Text() != "3" {
		t.Errorf("row 7: %q", row7.Text())
	}
	if href, _ := row7.Find("a").Attr("href"); href != "/calc/ccsb/scenarios/7" {
		t.Errorf("row 7 links to %q", href)
	}
	en := b.get("/calc/ccsb/scenarios?lang=en").doc(t)
	if !strings.Contains(en.Find(`[data-testid="scenario-22"]`).Text(), "a roll of 5 dice") {
		t.Errorf("row 22 in English: %q", en.Find(`[data-testid="scenario-22"]`).Text())
	}
	if b.get("/calc/ccsb").doc(t).Find(`[data-testid="ccsb-scenarios-link"]`).Length() != 1 {
		t.Error("the calculator does not link to the scenarios")
	}
	if !strings.Contains(b.get("/calc").body, `href="/calc/ccsb/scenarios"`) {
		t.Error("/calc does not list the scenarios")
	}
	if res := b.get("/calc/ccsb/scenarios?x=1"); res.status != http.StatusBadRequest {
		t.Errorf("unknown key: %d", res.status)
	}
}

// A scenario page shows the notes in the reader's language, the printed
// Italian beside the English, the booklet's map to set up from, and the
// unclear values with their reasons.
func TestCCSBScenarioPageShowsTheNotes(t *testing.T) {
	ts := newTestServer(t)
	b := ts.browser(t)
	d := b.get("/calc/ccsb/scenarios/3?lang=en").doc(t)
	if got := d.Find(`[data-testid="scenario-title"]`).Text(); !strings.Contains(got, "Arita Castle") {
		t.Errorf("title %q", got)
	}
	if !strings.Contains(d.Find(`[data-testid="scenario-setup"]`).Text(), "map of scenario 3") {
		t.Error("no setup note")
	}
	side0 := d.Find(`[data-testid="scenario-side-0"]`).Text()
	if !strings.Contains(side0, "Mori Samurai Army") || !strings.Contains(side0, "Moves first") || !strings.Contains(side0, "5O0nore") {
		t.Errorf("side 0: %q", side0)
	}
	v := d.Find(`[data-testid="scenario-victory"]`).Text()
	if !strings.Contains(v, "Victory: 6 Banners") || !strings.Contains(v, "2 banners for eliminating Motoshige") || !strings.Contains(v, "«|l Fiume Matauchi & guadabile.") {
		t.Errorf("victory: %q", v)
	}
	it := b.get("/calc/ccsb/scenarios/3").doc(t)
	if got := it.Find(`[data-testid="scenario-victory"]`).Text(); !strings.Contains(got, "Vittoria: 6 Bandiere") || strings.Contains(got, "Victory") {
		t.Errorf("Italian victory: %q", got)
	}
	for _, path := range []string{"/calc/ccsb/scenarios/0", "/calc/ccsb/scenarios/41", "/calc/ccsb/scenarios/x"} {
		if res := b.get(path); res.status != http.StatusNotFound {
			t.Errorf("%s: %d", path, res.status)
		}
	}
}

// A player corrects the unclear values for his copy in the page's query;
// a correction of a clear value, or out of range, is a 422 with the field
// named and the notes as read; a malformed one a 400.
func TestCCSBScenarioCorrections(t *testing.T) {
	ts := newTestServer(t)
	b := ts.browser(t)
	d := b.get("/calc/ccsb/scenarios/7?first=1&hf0=5&hf1=5&lang=en").doc(t)
	if got := d.Find(`[data-testid="scenario-first"]`).Text(); !strings.Contains(got, "Amako Samurai Army") || !strings.Contains(got, "corrected by you") {
		t.Errorf("first: %q", got)
	}
	if d.Find(`[data-testid="scenario-side-1"]`).Text() == "" || !strings.Contains(d.Find(`[data-testid="scenario-side-1"]`).Text(), "Moves first") {
		t.Error("Amako does not move first")
	}
	if href, _ := d.Find(`[data-testid="scenario-print"]`).Attr("href"); !strings.Contains(href, "first=1") || !strings.Contains(href, "n=7") {
		t.Errorf("print link %q", href)
	}
	if sel := d.Find(`select[name="first"] option[selected]`).AttrOr("value", "?"); sel != "1" {
		t.Errorf("echoed first %q", sel)
	}
	bad := b.get("/calc/ccsb/scenarios/3?first=1")
	if bad.status != http.StatusUnprocessableEntity || !strings.Contains(bad.doc(t).Find(`[data-testid="problems"]`).Text(), "stampato chiaramente") {
		t.Errorf("fix of a clear value: %d", bad.status)
	}
	if bad := b.get("/calc/ccsb/scenarios/7?hf0=99"); bad.status != http.StatusUnprocessableEntity {
		t.Errorf("H&F 99: %d", bad.status)
	}
	if bad := b.get("/calc/ccsb/scenarios/7?hf0=many"); bad.status != http.StatusUnprocessableEntity {
		t.Errorf("H&F many: %d", bad.status)
	}
	if bad := b.get("/calc/ccsb/scenarios/7?hf3=1"); bad.status != http.StatusBadRequest {
		t.Errorf("unknown key: %d", bad.status)
	}
}

// On a mini-campaign's second day the page shows the carry-over odds of
// each army's roll, the first day's winner first, with the engine's
// numbers; the other scenarios have no carry-over.
func TestCCSBScenarioCarryOver(t *testing.T) {
	ts := newTestServer(t)
	b := ts.browser(t)
	d := b.get("/calc/ccsb/scenarios/19?c0=2&c1=5&u0=3&l0=1").doc(t)
	odds := d.Find(`[data-testid^="carry-odds-"]`)
	if odds.Length() != 2 || odds.First().AttrOr("data-testid", "") != "carry-odds-1" {
		t.Fatalf("%d rolls, first %q", odds.Length(), odds.First().AttrOr("data-testid", ""))
	}
	// Hojo (5 banners) rolls against Satomi's 3 + 1 units and its pool of 4.
	want, err := ccsb.CarryOverOdds(ccsb.CarryOverInput{Dice: 5, Units: 3, LeaderUnits: 1, Pool: 4})
	if err != nil {
		t.Fatal(err)
	}
	row := odds.First().Find("tbody tr").Eq(4).Find("td")
	if row.Eq(1).Text() != views.IT.Percent(want.Blocks[4]) || row.Eq(3).Text() != views.IT.Percent(want.Tokens[4]) {
		t.Errorf("4 blocks %q (want %q), 4 tokens %q (want %q)", row.Eq(1).Text(), views.IT.Percent(want.Blocks[4]), row.Eq(3).Text(), views.IT.Percent(want.Tokens[4]))
	}
	if d := b.get("/calc/ccsb/scenarios/40").doc(t); d.Find(`[data-testid="carry-form"]`).Length() != 1 {
		t.Error("scenario 40 has no carry-over form")
	}
	d18 := b.get("/calc/ccsb/scenarios/18").doc(t)
	if d18.Find(`[data-testid="scenario-carry"]`).Length() != 0 {
		t.Error("scenario 18 has a carry-over")
	}
	if href, _ := d18.Find(`[data-testid="scenario-next-day"] a`).Attr("href"); href != "/calc/ccsb/scenarios/19" {
		t.Errorf("scenario 18 links its second day to %q", href)
	}
	if bad := b.get("/calc/ccsb/scenarios/19?c0=13"); bad.status != http.StatusUnprocessableEntity || bad.doc(t).Find(`[data-testid="carry-odds-0"]`).Length() != 0 {
		t.Errorf("13 dice: %d", bad.status)
	}
}

// The API gives the library and one scenario as the tables do; a number
// outside 1-40 is a 404, an unknown key a 400.
func TestCCSBScenarioAPI(t *testing.T) {
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.get("/api/calc/ccsb/scenarios")
	var all struct {
		Scenarios []json.RawMessage `json:"scenarios"`
		Mini      map[string]int    `json:"miniCampaigns"`
	}
	if err := json.Unmarshal([]byte(res.body), &all); err != nil || len(all.Scenarios) != 40 || all.Mini["19"] != 18 || all.Mini["40"] != 39 {
		t.Fatalf("list: %v %d %v", err, len(all.Scenarios), all.Mini)
	}
	res = b.get("/api/calc/ccsb/scenarios/9")
	s9, _ := ccsb.ScenarioByNumber(9)
	want, _ := wire.Marshal(s9)
	if res.status != http.StatusOK || strings.TrimSpace(res.body) != string(want) {
		t.Errorf("scenario 9: %d %s", res.status, res.body)
	}
	for path, status := range map[string]int{"/api/calc/ccsb/scenarios/41": 404, "/api/calc/ccsb/scenarios/abc": 404, "/api/calc/ccsb/scenarios/9?x=1": 400, "/api/calc/ccsb/scenarios?n=1": 400} {
		if res := b.get(path); res.status != status {
			t.Errorf("%s: %d, want %d", path, res.status, status)
		}
	}
}

// The carry-over API gives the tables' odds; a pool not given is not
// counted; a value out of range is a 422 naming it, one that does not read
// or an unknown key a 400.
func TestCCSBCarryOverAPI(t *testing.T) {
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.get("/api/calc/ccsb/carryover?dice=5&units=3&leaderUnits=1&pool=4")
	want, _ := ccsb.CarryOverOdds(ccsb.CarryOverInput{Dice: 5, Units: 3, LeaderUnits: 1, Pool: 4})
	wantJSON, _ := json.Marshal(want)
	if res.status != http.StatusOK || strings.TrimSpace(res.body) != string(wantJSON) {
		t.Errorf("carry-over: %d %s", res.status, res.body)
	}
	var open ccsb.CarryOver
	if err := json.Unmarshal([]byte(b.get("/api/calc/ccsb/carryover?dice=3").body), &open); err != nil || open.Limited || len(open.Tokens) != 4 || open.Tokens[3] == 0 {
		t.Errorf("no limits: %v %+v", err, open)
	}
	for url, status := range map[string]int{
		"/api/calc/ccsb/carryover?dice=13":        http.StatusUnprocessableEntity,
		"/api/calc/ccsb/carryover?dice=2&pool=-5": http.StatusUnprocessableEntity,
		"/api/calc/ccsb/carryover?dice=two":       http.StatusBadRequest,
		"/api/calc/ccsb/carryover?dice=2&die=3":   http.StatusBadRequest,
	} {
		if res := b.get(url); res.status != status {
			t.Errorf("%s: %d, want %d (%s)", url, res.status, status, res.body)
		}
	}
}
