package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"sengoku/models/dbtest"
)

// gameJSON is the part of a game's JSON the tests read.
type gameJSON struct {
	ID     int64 `json:"id"`
	Rev    int   `json:"rev"`
	Seat   int   `json:"seat"`
	Open   bool  `json:"open"`
	Over   bool  `json:"over"`
	Winner int   `json:"winner"`
	Sides  [2]struct {
		Flags int `json:"flags"`
		Pool  int `json:"pool"`
		Hand  int `json:"hand"`
	} `json:"sides"`
	Events []struct {
		Text string `json:"text"`
	} `json:"events"`
	Game *gameJSON `json:"game"`
}

func readGame(t *testing.T, r response) gameJSON {
	t.Helper()
	var g gameJSON
	if err := json.Unmarshal([]byte(r.body), &g); err != nil {
		t.Fatalf("%d %s: %v", r.status, r.body, err)
	}
	return g
}

// startGame starts a game of scenario n as b through the API.
func startGame(t *testing.T, b *browser, n int) (string, gameJSON) {
	t.Helper()
	r := b.postJSON("/api/calc/ccsb/games?lang=en", `{"scenario":`+strconv.Itoa(n)+`}`)
	if r.status != http.StatusCreated {
		t.Fatalf("create: %d %s", r.status, r.body)
	}
	g := readGame(t, r)
	return "/api/calc/ccsb/games/" + strconv.FormatInt(g.ID, 10), g
}

// The authorization matrix: the game's two seats change it, anyone with
// the link reads it, a third browser neither joins nor records; a stale
// revision is a 409 carrying the game as it stands, a refused event a 422,
// and nothing is recorded but on 200.
func TestCCSBGameAuthorizationMatrix(t *testing.T) {
	onEachBackend(t, func(t *testing.T, _ dbtest.Backend) {
		ts := newTestServer(t)
		alice, bob, carol := ts.browser(t), ts.browser(t), ts.browser(t)
		api, g := startGame(t, alice, 1)
		if g.Seat != 0 || !g.Open || g.Rev != 0 || g.Sides[0].Pool != 5 || g.Sides[0].Hand != 5 {
			t.Fatalf("new game: %+v", g)
		}
		flag := `{"rev":0,"kind":"flag","side":0,"for":"unit"}`
		if r := carol.get(api + "?lang=en"); r.status != http.StatusOK || readGame(t, r).Seat != -1 {
			t.Fatalf("a reader: %d %s", r.status, r.body)
		}
		if r := carol.postJSON(api+"/events?lang=en", flag); r.status != http.StatusForbidden {
			t.Fatalf("a reader recorded: %d %s", r.status, r.body)
		}
		if r := bob.postJSON(api+"/join", ""); r.status != http.StatusOK || readGame(t, r).Seat != 1 {
			t.Fatalf("bob joins: %d %s", r.status, r.body)
		}
		if r := carol.postJSON(api+"/join", ""); r.status != http.StatusForbidden {
			t.Fatalf("a third browser joined: %d %s", r.status, r.body)
		}
		if r := bob.postJSON(api+"/events?lang=en", flag); r.status != http.StatusOK || readGame(t, r).Sides[0].Flags != 1 {
			t.Fatalf("bob records: %d %s", r.status, r.body)
		}
		r := alice.postJSON(api+"/events?lang=en", flag)
		if r.status != http.StatusConflict || readGame(t, r).Game == nil || readGame(t, r).Game.Rev != 1 {
			t.Fatalf("stale: %d %s", r.status, r.body)
		}
		for _, tc := range []struct {
			body string
			want int
		}{
			{`{"rev":1,"kind":"nonsense"}`, http.StatusUnprocessableEntity},
			{`{"rev":1,"kind":"hf","side":1,"for":"inspire"}`, http.StatusOK},
			{`{"rev":2,"kind":"flag","side":0,"for":"unit","x":1}`, http.StatusBadRequest},
			{`{"kind":"flag","side":0,"for":"unit"}`, http.StatusUnprocessableEntity},
			{`{"rev":2,"kind":"flag","side":0,"for":"unit","n":` + strings.Repeat("1", 5000) + `}`, http.StatusBadRequest},
		} {
			if r := alice.postJSON(api+"/events?lang=en", tc.body); r.status != tc.want {
				t.Errorf("%.60s: %d %s", tc.body, r.status, r.body)
			}
		}
		g = readGame(t, carol.get(api+"?lang=en"))
		if g.Rev != 2 || g.Sides[1].Pool != 4 || len(g.Events) != 2 || !strings.Contains(g.Events[0].Text, "Victory Banners +1") {
			t.Fatalf("the game after: %+v", g)
		}
		if r := carol.get("/api/calc/ccsb/games/999999"); r.status != http.StatusNotFound {
			t.Fatalf("no game: %d", r.status)
		}
		if r := alice.postJSON("/api/calc/ccsb/games", `{"scenario":41}`); r.status != http.StatusUnprocessableEntity {
			t.Fatalf("scenario 41: %d %s", r.status, r.body)
		}
	})
}

// Two phones play scenario 1 with the page's forms to its fifth banner;
// a reader's page holds the stream and hears each change; the finished
// game counts on the scenario list.
func TestCCSBGamePagePlaysToTheEnd(t *testing.T) {
	onEachBackend(t, func(t *testing.T, _ dbtest.Backend) {
		ts := newTestServer(t)
		alice, bob := ts.browser(t), ts.browser(t)
		r := alice.postForm("/calc/ccsb/games", url.Values{"scenario": {"1"}})
		if r.status != http.StatusSeeOther {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
		page := r.header.Get("Location")
		doc := alice.get(page).doc(t)
		if doc.Find(`[data-testid="game-link"]`).Length() != 1 {
			t.Fatal("the creator is not offered the link to share")
		}
		if bob.get(page).doc(t).Find(`[data-testid="join"]`).Length() != 1 {
			t.Fatal("the second phone is not offered to join")
		}
		if r := bob.postForm(page+"/join", nil); r.status != http.StatusSeeOther {
			t.Fatalf("join: %d", r.status)
		}
		live := openStream(t, ts.browser(t), page+"/live?v=1")
		if s := live.next(t); s != ": open\n" {
			t.Fatalf("stream opens with %q", s)
		}
		for i := range 5 {
			who := []*browser{alice, bob}[i%2]
			start := time.Now()
			r := who.postForm(page+"/events", url.Values{"rev": {strconv.Itoa(i)}, "kind": {"flag"}, "side": {"1"}, "for": {"unit"}})
			if r.status != http.StatusSeeOther {
				t.Fatalf("banner %d: %d %s", i+1, r.status, r.body)
			}
			if ev := live.next(t); ev != versionEvent(int64(2*(i+1)+1)) || time.Since(start) > time.Second {
				t.Fatalf("banner %d reached the stream as %q after %v", i+1, ev, time.Since(start))
			}
		}
		doc = bob.get(page).doc(t)
		if doc.Find(`[data-testid="game-over"]`).Length() != 1 || doc.Find(`[data-testid="flag-actions"]`).Length() != 0 {
			t.Fatal("the game did not end at its fifth banner")
		}
		if r := alice.postForm(page+"/events", url.Values{"rev": {"4"}, "kind": {"flag"}, "side": {"0"}, "for": {"unit"}}); r.status != http.StatusConflict {
			t.Fatalf("a stale form: %d", r.status)
		}
		cell := alice.get("/calc/ccsb/scenarios?lang=en").doc(t).Find(`[data-testid="scenario-1"] [data-testid="results"]`).Text()
		if strings.TrimSpace(cell) != "0–1 of 1" {
			t.Fatalf("results %q", cell)
		}
	})
}

// playTo records side's unit banners on the game at api from revision rev
// until it has n more.
func playTo(t *testing.T, b *browser, api string, rev, side, n int) int {
	t.Helper()
	for range n {
		body := `{"rev":` + strconv.Itoa(rev) + `,"kind":"flag","side":` + strconv.Itoa(side) + `,"for":"unit"}`
		if r := b.postJSON(api+"/events", body); r.status != http.StatusOK {
			t.Fatalf("banner at %d: %d %s", rev, r.status, r.body)
		}
		rev++
	}
	return rev
}

// A finished first day of a mini-campaign (18) starts its second day (19)
// with the same two players and its banners: the second day's page shows
// each side's roll, and the roll's tokens come off the enemy's pool.
func TestCCSBGameSecondDayCarriesTheFirst(t *testing.T) {
	onEachBackend(t, func(t *testing.T, _ dbtest.Backend) {
		ts := newTestServer(t)
		alice, bob := ts.browser(t), ts.browser(t)
		api, g := startGame(t, alice, 18)
		bob.postJSON(api+"/join", "")
		rev := playTo(t, alice, api, 0, 0, 2)
		playTo(t, bob, api, rev, 1, 5) // Hojo wins 5–2
		r := alice.postForm("/calc/ccsb/games", url.Values{"scenario": {"19"}, "from": {strconv.FormatInt(g.ID, 10)}})
		if r.status != http.StatusSeeOther {
			t.Fatalf("second day: %d %s", r.status, r.body)
		}
		page := r.header.Get("Location")
		doc := bob.get(page + "?lang=en").doc(t)
		if carry := doc.Find(`[data-testid="game-carry"]`).Text(); !strings.Contains(carry, "rolls 5 dice") || !strings.Contains(carry, "rolls 2 dice") {
			t.Fatalf("the carry-over: %q", carry)
		}
		if doc.Find(`[data-testid="carry-1"]`).Length() != 1 {
			t.Fatal("bob, a player of the first day, is not offered the roll")
		}
		r = bob.postForm(page+"/events", url.Values{"rev": {"0"}, "kind": {"carry"}, "side": {"1"}, "n": {"3"}})
		if r.status != http.StatusSeeOther {
			t.Fatalf("the roll: %d %s", r.status, r.body)
		}
		if pool, _ := bob.get(page).doc(t).Find(`[data-testid="side-0"]`).Attr("data-pool"); pool != "1" { // Satomi 4 - 3
			t.Fatalf("Satomi's pool after the roll: %s", pool)
		}
		carol := ts.browser(t)
		if r := carol.postForm("/calc/ccsb/games", url.Values{"scenario": {"19"}, "from": {strconv.FormatInt(g.ID, 10)}}); r.status != http.StatusForbidden {
			t.Fatalf("a stranger starts the second day: %d", r.status)
		}
		if r := alice.postForm("/calc/ccsb/games", url.Values{"scenario": {"40"}, "from": {strconv.FormatInt(g.ID, 10)}}); r.status != http.StatusUnprocessableEntity {
			t.Fatalf("40 after 18: %d", r.status)
		}
	})
}

// A game tied to a campaign counts in that club's results, which only
// those who take part in the campaign see; the whole server's results
// count it too.
func TestCCSBGameResultsByClub(t *testing.T) {
	onEachBackend(t, func(t *testing.T, _ dbtest.Backend) {
		ts := newTestServer(t)
		gm, stranger := ts.browser(t), ts.browser(t)
		path := gm.createCampaign(sixPlayerForm())
		id := strings.TrimPrefix(path, "/campaigns/")
		if r := stranger.postJSON("/api/calc/ccsb/games", `{"scenario":2,"campaign":`+id+`}`); r.status != http.StatusUnprocessableEntity {
			t.Fatalf("a stranger ties a game to the campaign: %d %s", r.status, r.body)
		}
		r := gm.postJSON("/api/calc/ccsb/games", `{"scenario":2,"campaign":`+id+`}`)
		if r.status != http.StatusCreated {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
		api := "/api/calc/ccsb/games/" + strconv.FormatInt(readGame(t, r).ID, 10)
		playTo(t, gm, api, 0, 0, 3) // scenario 2: 3 banners
		startGame(t, stranger, 2)   // not finished, not counted
		cell := func(b *browser, q string) string {
			return strings.TrimSpace(b.get("/calc/ccsb/scenarios?lang=en" + q).doc(t).Find(`[data-testid="scenario-2"] [data-testid="results"]`).Text())
		}
		if got := cell(gm, "&campaign="+id); got != "1–0 of 1" {
			t.Fatalf("the club's results: %q", got)
		}
		if got := cell(stranger, ""); got != "1–0 of 1" {
			t.Fatalf("the server's results: %q", got)
		}
		if r := stranger.get("/calc/ccsb/scenarios?campaign=" + id); r.status != http.StatusNotFound {
			t.Fatalf("a stranger reads the club's results: %d", r.status)
		}
	})
}

// Anonymous clients are bounded: a browser's changes come from the
// players' bucket (30 at once, then two a second), and an address starts
// at most 30 games an hour.
func TestCCSBGameLimits(t *testing.T) {
	onEachBackend(t, func(t *testing.T, be dbtest.Backend) {
		now := newClock()
		ts := deviceServer(t, be.DSN(t), now, nil)
		alice := ts.browser(t)
		api, _ := startGame(t, alice, 1)
		for rev := range 30 {
			kind := `"kind":"hf","side":0,"for":"turn-end"`
			if r := alice.postJSON(api+"/events", `{"rev":`+strconv.Itoa(rev)+`,`+kind+`}`); r.status != http.StatusOK {
				t.Fatalf("change %d: %d %s", rev+1, r.status, r.body)
			}
		}
		if r := alice.postJSON(api+"/events", `{"rev":30,"kind":"undo"}`); r.status != http.StatusTooManyRequests || r.header.Get("Retry-After") == "" {
			t.Fatalf("the 31st change at once: %d %s", r.status, r.body)
		}
		for range 29 {
			startGame(t, alice, 2)
		}
		if r := alice.postJSON("/api/calc/ccsb/games", `{"scenario":3}`); r.status != http.StatusTooManyRequests {
			t.Fatalf("the 31st game of the hour: %d %s", r.status, r.body)
		}
	})
}
