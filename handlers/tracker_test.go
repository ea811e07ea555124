package handlers_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// trackerAnswer is the part of the tracker's JSON the tests read.
type trackerAnswer struct {
	Rev   int  `json:"rev"`
	Over  bool `json:"over"`
	Done  bool `json:"done"`
	Sides []struct {
		Clan     campaign.Clan `json:"clan"`
		Break    int           `json:"breakPoint"`
		Losses   int           `json:"losses"`
		Routed   bool          `json:"routed"`
		Elements []struct {
			ID     string `json:"id"`
			Name   string `json:"name"`
			Status string `json:"status"`
		} `json:"elements"`
	} `json:"sides"`
	BrokeFirst campaign.Clan          `json:"brokeFirst"`
	BrokeAt    int                    `json:"brokeAt"`
	Allows     []string               `json:"allows"`
	Result     *campaign.BattleResult `json:"result"`
	Timeline   []struct {
		Seq  int    `json:"seq"`
		Text string `json:"text"`
	} `json:"timeline"`
	Tracker *trackerAnswer `json:"tracker"` // a 409's
	Error   string         `json:"error"`
}

func decodeTracker(t *testing.T, r response) trackerAnswer {
	t.Helper()
	var a trackerAnswer
	if err := json.Unmarshal([]byte(r.body), &a); err != nil {
		t.Fatalf("%d %s: %v", r.status, r.body, err)
	}
	return a
}

// trackerPath is the API path of the tracker of the table's battle.
func trackerPath(t *testing.T, tb *table) string {
	t.Helper()
	st := tb.state(t)
	if len(st.Battles) != 1 {
		t.Fatalf("%d battles", len(st.Battles))
	}
	return fmt.Sprintf("/api%s/battles/%d/tracker", tb.path, st.Battles[0].ID)
}

// TestTrackerAuthorizationMatrix: the game master and the two sides'
// players read and record the tracker; the contingent's owner, another
// player and the public neither read nor record it while the battle is
// fought, and read it once its result is recorded (as its report); nobody
// records then.
func TestTrackerAuthorizationMatrix(t *testing.T) {
	onEachBackend(t, func(t *testing.T, backend dbtest.Backend) {
		tb, _ := battleTable(t, backend)
		path := trackerPath(t, tb)
		public := tb.ts.browser(t)
		who := []struct {
			name   string
			b      *browser
			reads  bool
			writes bool
		}{
			{"gm", tb.gm, true, true},
			{"attacker", tb.players[campaign.Takeda], true, true},
			{"defender", tb.players[campaign.Imagawa], true, true},
			{"contingent owner", tb.players[campaign.Hojo], false, false},
			{"other player", tb.players[campaign.Mori], false, false},
			{"public", public, false, false},
		}
		for _, w := range who {
			if got := w.b.get(path).status; (got == http.StatusOK) != w.reads || (!w.reads && got != http.StatusForbidden) {
				t.Errorf("%s reads: %d", w.name, got)
			}
			rev := decodeTracker(t, tb.gm.get(path)).Rev
			res := w.b.postJSON(path, fmt.Sprintf(`{"rev":%d,"kind":"recoil","element":"Imagawa.archers.1"}`, rev))
			if (res.status == http.StatusOK) != w.writes || (!w.writes && res.status != http.StatusForbidden) {
				t.Errorf("%s records: %d %s", w.name, res.status, res.body)
			}
			if w.writes {
				// Back in line, by the same hand, for the next one.
				a := decodeTracker(t, res)
				if r := w.b.postJSON(path, fmt.Sprintf(`{"rev":%d,"kind":"return","element":"Imagawa.archers.1"}`, a.Rev)); r.status != http.StatusOK {
					t.Errorf("%s: return %d %s", w.name, r.status, r.body)
				}
			}
		}
		if got := decodeTracker(t, tb.gm.get(path)).Rev; got != 6 {
			t.Fatalf("the refused posts recorded something: rev %d, want 6", got)
		}
		recordTrackedResult(t, tb, path)
		for _, w := range who {
			if got := w.b.get(path).status; got != http.StatusOK {
				t.Errorf("%s reads the fought battle: %d", w.name, got)
			}
			res := w.b.postJSON(path, `{"rev":10,"kind":"turn"}`)
			if want := map[bool]int{true: http.StatusUnprocessableEntity, false: http.StatusForbidden}[w.writes]; res.status != want {
				t.Errorf("%s records after the result: %d, want %d", w.name, res.status, want)
			}
		}
	})
}

// recordTrackedResult ends the battle: its General and two elements lost,
// Imagawa (11 elements, break point 4) routs at the end of the turn; the
// game master records the result the tracker fills in.
func recordTrackedResult(t *testing.T, tb *table, path string) trackerAnswer {
	t.Helper()
	tk := tb.players[campaign.Takeda]
	var a trackerAnswer
	for _, ev := range []string{`"kind":"destroyed","element":"Imagawa.archers.1"`, `"kind":"destroyed","element":"Imagawa.archers.2"`,
		`"kind":"general-killed","clan":"Imagawa"`, `"kind":"turn"`} {
		rev := decodeTracker(t, tk.get(path)).Rev
		res := tk.postJSON(path, fmt.Sprintf(`{"rev":%d,%s}`, rev, ev))
		if res.status != http.StatusOK {
			t.Fatalf("%s: %d %s", ev, res.status, res.body)
		}
		a = decodeTracker(t, res)
	}
	if !a.Over || a.BrokeFirst != campaign.Imagawa || a.Result == nil || a.Result.Winner != campaign.Takeda {
		t.Fatalf("Imagawa routs: %+v", a)
	}
	result, _ := json.Marshal(a.Result)
	if res := tb.gm.postJSON("/api"+tb.path+"/actions", `{"kind":"battle-result","result":`+string(result)+`}`); res.status != http.StatusOK {
		t.Fatalf("the result filled in by the tracker: %d %s", res.status, res.body)
	}
	return a
}

// TestTrackerAPIRecordsABattleWithoutLosingAnEvent: the two sides record
// on one battle; a stale revision is a 409 carrying the battle as it
// stands, a bad body a 400, a refused event a 422 with its reason, none
// of them recorded; the side that breaks routs at the end of the turn and
// the result the tracker fills in is recorded as it is.
func TestTrackerAPIRecordsABattleWithoutLosingAnEvent(t *testing.T) {
	onEachBackend(t, func(t *testing.T, backend dbtest.Backend) {
		tb, _ := battleTable(t, backend)
		path := trackerPath(t, tb)
		tk, im := tb.players[campaign.Takeda], tb.players[campaign.Imagawa]
		a := decodeTracker(t, tk.get(path+"?lang=en"))
		if len(a.Sides) != 2 || a.Sides[0].Clan != campaign.Takeda || a.Sides[0].Break != 6 || a.Sides[1].Break != 4 || len(a.Sides[0].Elements) != 14 || len(a.Sides[1].Elements) != 11 {
			t.Fatalf("sides as the kit prints them (MORALE +2 for Takeda): %+v", a.Sides)
		}
		if res := tk.postJSON(path, `{"rev":0,"kind":"destroyed","element":"Imagawa.ronin.1"}`); res.status != http.StatusOK {
			t.Fatalf("%d %s", res.status, res.body)
		}
		res := im.postJSON(path, `{"rev":0,"kind":"destroyed","element":"Hojo>Takeda.ashigaru.1"}`)
		c := decodeTracker(t, res)
		if res.status != http.StatusConflict || c.Tracker == nil || c.Tracker.Rev != 1 || c.Error == "" {
			t.Fatalf("stale revision: %d %s", res.status, res.body)
		}
		for _, bad := range []struct {
			body   string
			status int
		}{
			{`{"rev":1,"kind":"destroyed"`, http.StatusBadRequest},
			{`{"rev":1,"kind":"turn","seq":9}`, http.StatusBadRequest},
			{`{"kind":"turn"}`, http.StatusUnprocessableEntity},
			{`{"rev":1,"kind":"destroyed","element":"Imagawa.ronin.1"}`, http.StatusUnprocessableEntity},
			{`{"rev":1,"kind":"destroyed","element":"Uesugi.ronin.1"}`, http.StatusUnprocessableEntity},
			{`{"rev":1,"kind":"shout"}`, http.StatusUnprocessableEntity},
			{`{"rev":1,"kind":"undo","undo":1}`, http.StatusForbidden}, // Takeda's
			{`{"rev":1,"kind":"card","card":"7-C"}`, http.StatusUnprocessableEntity},
		} {
			if res := im.postJSON(path, bad.body, "Accept-Language", "it"); res.status != bad.status || !strings.Contains(res.body, `"error"`) {
				t.Errorf("%s: %d %s, want %d", bad.body, res.status, res.body, bad.status)
			}
		}
		if res := im.postJSON(path, `{"rev":1,"kind":"destroyed","element":"Hojo>Takeda.ashigaru.1"}`); res.status != http.StatusOK {
			t.Fatalf("%d %s", res.status, res.body)
		}
		a = recordTrackedResult(t, tb, path)
		if a.BrokeAt != 1 || len(a.Allows) == 0 || a.Sides[1].Losses != 5 || !a.Sides[1].Routed {
			t.Fatalf("rout: %+v", a)
		}
		st := tb.state(t)
		if b := st.Battles[0]; !b.Done || b.Winner != campaign.Takeda || st.Clan(campaign.Imagawa).Army.Size() != 7 || st.Clan(campaign.Hojo).Army.Size() != 11 {
			t.Fatalf("recorded: %+v, Imagawa %d, Hojo %d", b, st.Clan(campaign.Imagawa).Army.Size(), st.Clan(campaign.Hojo).Army.Size())
		}
		done := decodeTracker(t, tb.ts.browser(t).get(path+"?lang=en"))
		if !done.Done || len(done.Timeline) != 6 || !strings.Contains(done.Timeline[0].Text, "destroyed") {
			t.Fatalf("the timeline after the result: %+v", done.Timeline)
		}
	})
}

// TestTrackerPageRecordsByFormsAndOpensTheOdds: the sheet links the
// tracker; a side's player records with the page's forms (303 back), a
// stale form is a 409 showing the battle as it stands, the odds picker
// opens the SAMURAI calculator prefilled with the two elements, the game
// master's result form is filled from the tracker with its Prestige, and
// the report shows the timeline.
func TestTrackerPageRecordsByFormsAndOpensTheOdds(t *testing.T) {
	onEachBackend(t, func(t *testing.T, backend dbtest.Backend) {
		tb, _ := battleTable(t, backend)
		st := tb.state(t)
		page := fmt.Sprintf("%s/battles/%d/tracker", tb.path, st.Battles[0].ID)
		tk := tb.players[campaign.Takeda]
		if href, _ := tk.get(tb.path + "/battles").doc(t).Find(`[data-testid="tracker-link"]`).Attr("href"); href != page {
			t.Fatalf("the sheet links %q, want %q", href, page)
		}
		if n := tb.players[campaign.Mori].get(tb.path + "/battles").doc(t).Find(`[data-testid="tracker-link"]`).Length(); n != 0 {
			t.Error("a player outside the battle is offered its tracker")
		}
		doc := tk.get(page + "?lang=en").doc(t)
		if n := doc.Find(`[data-testid="element"]`).Length(); n != 25 {
			t.Fatalf("%d elements on the page, want 14 + 11", n)
		}
		post := func(b *browser, rev int, kv ...string) response {
			f := url.Values{"rev": {strconv.Itoa(rev)}}
			for i := 0; i+1 < len(kv); i += 2 {
				f.Set(kv[i], kv[i+1])
			}
			return b.postForm(page, f)
		}
		if res := post(tk, 0, "kind", "destroyed", "element", "Imagawa.ashigaru.1"); res.status != http.StatusSeeOther || res.header.Get("Location") != page {
			t.Fatalf("record: %d %s", res.status, res.header.Get("Location"))
		}
		res := post(tb.players[campaign.Imagawa], 0, "kind", "turn")
		if res.status != http.StatusConflict || res.doc(t).Find(`[data-testid="refused"]`).Length() != 1 || res.doc(t).Find(`[data-testid="tracker"]`).AttrOr("data-rev", "") != "1" {
			t.Fatalf("stale form: %d", res.status)
		}
		if res := post(tk, 1, "kind", "destroyed", "element", "Nobody.ashigaru.1"); res.status != http.StatusUnprocessableEntity {
			t.Fatalf("unknown element: %d", res.status)
		}
		odds := tk.get(page + "/odds?a=Takeda.foot-samurai.g&b=Imagawa.archers.1&mode=melee")
		if loc := odds.header.Get("Location"); odds.status != http.StatusSeeOther || !strings.Contains(loc, "a.troop=footSamurai") || !strings.Contains(loc, "a.general=true") || !strings.Contains(loc, "b.troop=archers") {
			t.Fatalf("odds: %d %s", odds.status, loc)
		}
		if res := tk.get(page + "/odds?a=Takeda.foot-samurai.g&b=Takeda.archers.1"); res.status != http.StatusBadRequest {
			t.Errorf("odds between one side's own elements: %d", res.status)
		}
		for _, ev := range [][]string{{"kind", "destroyed", "element", "Imagawa.archers.1"}, {"kind", "general-killed", "clan", "Imagawa"}, {"kind", "turn"}} {
			rev, _ := strconv.Atoi(tk.get(page).doc(t).Find(`[data-testid="tracker"]`).AttrOr("data-rev", ""))
			if res := post(tk, rev, ev...); res.status != http.StatusSeeOther {
				t.Fatalf("%v: %d", ev, res.status)
			}
		}
		gm := tb.gm.get(page + "?lang=en").doc(t)
		form := gm.Find(`[data-testid="tracker-result"]`)
		if form.Find(`input[name="winner"]`).AttrOr("value", "") != "Takeda" || form.Find(`input[name="brokeFirst"]`).AttrOr("value", "") != "Imagawa" ||
			form.Find(`input[name="loss.Imagawa.Imagawa.archers"]`).AttrOr("value", "") != "1" || form.Find(`input[name="general.Imagawa"]`).Length() != 1 {
			t.Fatal("the result form is not filled from the tracker")
		}
		// +30 the win, +15 three elements, +20 the General (§13).
		if total := gm.Find(`[data-testid="preview-clan"][data-clan="Takeda"]`).AttrOr("data-total", ""); total != "65" {
			t.Fatalf("preview: Takeda %q", total)
		}
		fields := url.Values{}
		form.Find(`input[type="hidden"]`).Each(func(_ int, s *goquery.Selection) { fields.Set(s.AttrOr("name", ""), s.AttrOr("value", "")) })
		if res := tb.gm.postForm(tb.path+"/actions", fields); res.status != http.StatusSeeOther {
			t.Fatalf("record the result: %d %s", res.status, res.body)
		}
		report := tb.ts.browser(t).get(fmt.Sprintf("%s/battles/%d/report", tb.path, st.Battles[0].ID)).doc(t)
		if n := report.Find(`[data-testid="report-timeline"] li`).Length(); n != 4 {
			t.Errorf("the report's timeline has %d events, want 4", n)
		}
	})
}

// TestTrackerStreamNamesEveryChange: the tracker page's stream names the
// campaign's version plus the tracker's revision: an event recorded by the
// other phone and the result recorded by the game master each reach it;
// a player outside the battle gets no stream.
func TestTrackerStreamNamesEveryChange(t *testing.T) {
	onEachBackend(t, func(t *testing.T, backend dbtest.Backend) {
		tb, _ := battleTable(t, backend)
		path := trackerPath(t, tb)
		page := strings.TrimPrefix(strings.TrimSuffix(path, "/tracker"), "/api") + "/tracker"
		if res := tb.players[campaign.Mori].get(page + "/events"); res.status != http.StatusForbidden {
			t.Fatalf("a player outside the battle: %d", res.status)
		}
		v0 := tb.version(t)
		s := openStream(t, tb.players[campaign.Imagawa], page+"/events?v="+strconv.FormatInt(v0, 10))
		if s.res.StatusCode != http.StatusOK || s.next(t) != ": open\n" {
			t.Fatalf("open: %d", s.res.StatusCode)
		}
		if res := tb.players[campaign.Takeda].postJSON(path, `{"rev":0,"kind":"recoil","element":"Imagawa.ronin.1"}`); res.status != http.StatusOK {
			t.Fatalf("%d %s", res.status, res.body)
		}
		if ev := s.next(t); ev != versionEvent(v0+1) {
			t.Fatalf("after the event: %q, want %q", ev, versionEvent(v0+1))
		}
		a := recordTrackedResult(t, tb, path)
		want := tb.version(t) + int64(a.Rev)
		for ev := s.next(t); ev != versionEvent(want); ev = s.next(t) {
			if !strings.Contains(ev, "event: version") {
				t.Fatalf("unexpected %q", ev)
			}
		}
	})
}
