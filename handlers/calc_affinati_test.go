package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"sengoku/query"
	"sengoku/tables/affinati"
	"sengoku/views"
	affinatiview "sengoku/views/calc/affinati"
)

// TestAffinatiPagesRender: the resolver and its four helpers render on a
// fresh visit, with a result computed from the starting example.
func TestAffinatiPagesRender(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, path := range []string{"/calc/affinati", "/calc/affinati/pip", "/calc/affinati/breakoff", "/calc/affinati/losses", "/calc/affinati/army"} {
		res := b.get(path)
		if res.status != http.StatusOK {
			t.Fatalf("%s: status %d", path, res.status)
		}
		doc := res.doc(t)
		if doc.Find(`form.calc-form`).Length() != 1 || doc.Find(`[data-testid="summary"]`).Length() != 1 {
			t.Errorf("%s: form or summary missing", path)
		}
		if doc.Find(`[data-testid="problems"]`).Length() != 0 {
			t.Errorf("%s: the starting example has problems: %s", path, doc.Find(`[data-testid="problems"]`).Text())
		}
	}
}

// TestAffinatiCombatFormMatchesEngine: the form's numbers are the engine's,
// and the API answers the engine's result for the same query.
func TestAffinatiCombatFormMatchesEngine(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	q := "a.troop=mountedSamurai&a.general=on&b.troop=ashigaru&b.support=on&b.difficult=on&da=5&db=2&factorSource=table"
	var in affinati.CombatInput
	vals, _ := url.ParseQuery(q)
	if err := query.For[affinati.CombatInput]().Decode(vals, "", &in); err != nil {
		t.Fatal(err)
	}
	want, err := affinati.Resolve(in)
	if err != nil {
		t.Fatal(err)
	}
	roll := want.Rolls[0]

	res := b.get("/calc/affinati?" + q)
	if res.status != http.StatusOK {
		t.Fatalf("status %d", res.status)
	}
	doc := res.doc(t)
	if got := strings.TrimSpace(doc.Find(`[data-testid="net-A"]`).First().Text()); got != affinatiview.AffValue(roll.A.Net) {
		t.Errorf("A's net: page %q, engine %d", got, roll.A.Net)
	}
	if got := strings.TrimSpace(doc.Find(`[data-testid="net-B"]`).First().Text()); got != affinatiview.AffValue(roll.B.Net) {
		t.Errorf("B's net: page %q, engine %d", got, roll.B.Net)
	}
	outcomes := doc.Find(`[data-testid="outcomes"] tr`)
	if outcomes.Length() != 5 {
		t.Fatalf("%d outcome rows", outcomes.Length())
	}
	for k, o := range roll.Outcomes {
		if got := outcomes.Eq(k).Find("td.num").Text(); got != affinatiview.AffChance(views.IT, o.Chance, 36) {
			t.Errorf("outcome %d: page %q, engine %q", k, got, affinatiview.AffChance(views.IT, o.Chance, 36))
		}
	}
	if got := doc.Find(`[data-testid="dice-result"]`).Text(); got != views.IT.Render(roll.Dice.Text) {
		t.Errorf("dice read-off: %q, engine %q", got, views.IT.Render(roll.Dice.Text))
	}
	summary := doc.Find(`[data-testid="summary"]`).Text()
	if !strings.Contains(summary, views.IT.ShortPercent2(roll.Tie.P)) {
		t.Errorf("summary %q lacks the tie chance %s", summary, views.IT.ShortPercent2(roll.Tie.P))
	}
	share, _ := doc.Find(`[data-testid="share-link"]`).Attr("href")
	if !strings.Contains(share, "factorSource=table") || !strings.Contains(share, "a.troop=mountedSamurai") {
		t.Errorf("share link %q does not hold the input", share)
	}

	api := b.get("/api/calc/affinati/combat?" + q)
	if api.status != http.StatusOK || !strings.HasPrefix(api.header.Get("Content-Type"), "application/json") {
		t.Fatalf("api: %d %s", api.status, api.header.Get("Content-Type"))
	}
	var got affinati.CombatResult
	if err := json.Unmarshal([]byte(api.body), &got); err != nil {
		t.Fatal(err)
	}
	g := got.Rolls[0]
	if g.A.Net != roll.A.Net || g.B.Net != roll.B.Net || g.Tie != roll.Tie || g.B.Destroyed != roll.B.Destroyed || g.A.Pursues != roll.A.Pursues || g.Grid != roll.Grid {
		t.Errorf("api result differs from the engine: %+v", g)
	}
	// The same query again comes from the cache, identical.
	if again := b.get("/api/calc/affinati/combat?" + q); again.body != api.body {
		t.Error("a repeated query answers differently")
	}
}

// TestAffinatiHtmxFragment: a change of the form answers the result and
// the summary out of band, not the page, and pushes the short link.
func TestAffinatiHtmxFragment(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	res := ts.browser(t).get("/calc/affinati?a.troop=footSamurai&b.troop=ronin&mode=melee&a.flank=0", "HX-Request", "true", "HX-Target", "result")
	if res.status != http.StatusOK {
		t.Fatalf("status %d", res.status)
	}
	if strings.Contains(res.body, "<html") || !strings.Contains(res.body, `hx-swap-oob="true"`) {
		t.Fatal("want a fragment with an out-of-band summary")
	}
	if push := res.header.Get("HX-Push-Url"); push != "/calc/affinati?a.troop=footSamurai&b.troop=ronin" {
		t.Errorf("HX-Push-Url %q", push)
	}
	if !strings.Contains(res.header.Get("Vary"), "HX-Request") {
		t.Error("Vary: HX-Request missing")
	}
}

// TestAffinatiBadInput422: a wrong input re-renders the form with 422 and
// the message in the user's language; the page stays usable.
func TestAffinatiBadInput422(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, tc := range []struct{ lang, want string }{
		{"", "Solo Ashigaru e Monaci guerrieri"},
		{"&lang=en", "Only Ashigaru and Warrior Monks"},
	} {
		res := b.get("/calc/affinati?a.troop=footSamurai&a.support=on&b.troop=ashigaru&a.flank=2" + tc.lang)
		if res.status != http.StatusUnprocessableEntity {
			t.Fatalf("status %d", res.status)
		}
		doc := res.doc(t)
		if msg := doc.Find(`[data-testid="problems"]`).Text(); !strings.Contains(msg, tc.want) {
			t.Errorf("lang %q: problems %q", tc.lang, msg)
		}
		if v, _ := doc.Find(`select[name="a.flank"] option[selected]`).Attr("value"); v != "2" {
			t.Errorf("typed flank not echoed: %q", v)
		}
		if _, bad := doc.Find(`input[name="a.support"]`).Attr("aria-invalid"); !bad {
			t.Error("the faulty field is not marked")
		}
		if doc.Find(`button[type="submit"]`).Length() == 0 {
			t.Error("the form is gone")
		}
	}
	// The API: 422 with problems by field, in English on request.
	res := b.get("/api/calc/affinati/combat?a.troop=elephant&b.troop=ashigaru", "Accept-Language", "en-GB")
	var body struct {
		Error    string            `json:"error"`
		Problems map[string]string `json:"problems"`
	}
	if res.status != http.StatusUnprocessableEntity || json.Unmarshal([]byte(res.body), &body) != nil || !strings.Contains(body.Problems["a.troop"], "Unknown troop type") {
		t.Fatalf("api 422: %d %s", res.status, res.body)
	}
	// An unknown parameter is a 400 naming it; a broken query too.
	res = b.get("/api/calc/affinati/combat?a.troop=ashigaru&b.troop=ronin&a.gneral=true")
	if res.status != http.StatusBadRequest || !strings.Contains(res.body, "a.gneral") {
		t.Fatalf("unknown parameter: %d %s", res.status, res.body)
	}
	res = b.get("/api/calc/affinati/combat?a.troop=%zz")
	if res.status != http.StatusBadRequest || !strings.Contains(res.body, `"error"`) {
		t.Fatalf("malformed query: %d %s", res.status, res.body)
	}
}

// TestAffinatiCompare: two setups side by side, the second prefixed alt.
func TestAffinatiCompare(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	res := ts.browser(t).get("/calc/affinati?cmp=1&a.troop=footSamurai&b.troop=ashigaru&alt.a.troop=footSamurai&alt.a.general=on&alt.b.troop=ashigaru")
	if res.status != http.StatusOK {
		t.Fatalf("status %d", res.status)
	}
	doc := res.doc(t)
	if doc.Find(`[data-testid="result-1"]`).Length() != 1 || doc.Find(`[data-testid="result-2"]`).Length() != 1 {
		t.Fatal("want two results")
	}
	n1 := doc.Find(`[data-testid="result-1"] [data-testid="net-A"]`).Text()
	n2 := doc.Find(`[data-testid="result-2"] [data-testid="net-A"]`).Text()
	if n1 == n2 {
		t.Errorf("the General should change A's net: %s vs %s", n1, n2)
	}
	if doc.Find(`[data-testid="compare-table"] tbody tr`).Length() < 3 {
		t.Error("comparison table missing")
	}
	if doc.Find(`input[name="alt.a.general"][checked]`).Length() != 1 {
		t.Error("second setup's inputs not echoed")
	}
}

// TestAffinatiHelpersMatchEngine: PIP, break-off, losses and army list via
// the page and the API.
func TestAffinatiHelpersMatchEngine(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	pip, _ := affinati.PIPCost(affinati.PIPInput{Far: true, GeneralDifficult: true, Options: affinati.Options{PIPSurcharge: "cumulative"}})
	res := b.get("/calc/affinati/pip?far=on&generalDifficult=on&pipSurcharge=cumulative")
	if res.status != 200 || !strings.Contains(res.doc(t).Find(`[data-testid="summary"]`).Text(), "3 PIP") || pip.Cost != 3 {
		t.Errorf("pip page: %d cost %d", res.status, pip.Cost)
	}
	bo, _ := affinati.BreakOff(affinati.BreakOffInput{Enemy: affinati.Ashigaru, Die: 4})
	res = b.get("/api/calc/affinati/breakoff?enemy=ashigaru&die=4")
	var gotBO affinati.BreakOffResult
	if res.status != 200 || json.Unmarshal([]byte(res.body), &gotBO) != nil || gotBO.Chance != bo.Chance || *gotBO.Success != *bo.Success {
		t.Errorf("breakoff api: %d %s", res.status, res.body)
	}
	res = b.get("/calc/affinati/losses?a.destroyed=3&a.general=on&b.destroyed=2")
	if res.status != 200 || !strings.Contains(res.doc(t).Find(`[data-testid="verdict"]`).Text(), "A perde la battaglia") {
		t.Errorf("losses page: %d", res.status)
	}
	res = b.get("/calc/affinati/army?list=c1560-6p&footSamurai=4&mountedSamurai=2&archers=2&ronin=1&monks=1&ashigaru=2&general=footSamurai&lang=en")
	if res.status != 200 || !strings.Contains(res.doc(t).Find(`[data-testid="army-problems"]`).Text(), "Exactly 2 elements") {
		t.Errorf("army list: mixed Ronin and Monks must be refused: %d", res.status)
	}
	res = b.get("/calc/affinati/army?list=nope")
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "sconosciuta") {
		t.Errorf("unknown list: %d", res.status)
	}
	res = b.get("/api/calc/affinati/options")
	if res.status != 200 || !strings.Contains(res.body, `"B-29"`) || !strings.Contains(res.body, `"c1560-5p-shimazu"`) {
		t.Errorf("options: %d", res.status)
	}
}

// TestAffinatiAPIDocumented: /api lists every Affinati route.
func TestAffinatiAPIDocumented(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	body := ts.browser(t).get("/api").body
	for _, r := range []string{"/api/calc/affinati/combat", "/api/calc/affinati/pip", "/api/calc/affinati/breakoff", "/api/calc/affinati/losses", "/api/calc/affinati/army", "/api/calc/affinati/options"} {
		if !strings.Contains(body, "GET "+r) {
			t.Errorf("/api does not document %s", r)
		}
	}
}
