package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/i18n"
	"sengoku/tables/sekigahara"
)

// The rulebook's combat example, first five entries (Ishida attacks).
const sekiExample = "if-mori1n.ts-maeda1c.id-ukita2-ukita2.tm-tokugawa3.im-uesugi1a"

func sekiEvaluate(t *testing.T, q url.Values) sekigahara.BattleResult {
	t.Helper()
	b, err := sekiBattleFromQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	r, err := sekigahara.Evaluate(b)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestSekigaharaPagesRender(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	ts.browser(t).expectPages(map[string]string{
		"/calc/sekigahara":               "seki-add",
		"/calc/sekigahara/move":          "seki-allowance",
		"/calc/sekigahara/overrun":       "seki-overrun-verdict",
		"/calc/sekigahara/reinforcement": "seki-reinf-table",
		"/calc/sekigahara/victory":       "seki-victory-winner",
	})
}

func TestSekigaharaBattleShowsTheEngineImpact(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	q := url.Values{"attacker": {"ishida"}, "attackerBlocks": {"6"}, "defenderBlocks": {"5"}, "deployments": {sekiExample}}
	want := sekiEvaluate(t, q)
	d := ts.browser(t).get("/calc/sekigahara?" + q.Encode()).doc(t)
	if got := d.Find(`[data-testid="seki-impact-ishida"] .v`).Text(); got != strconv.Itoa(want.Impact.Ishida) {
		t.Errorf("Ishida %q, want %d", got, want.Impact.Ishida)
	}
	if got := d.Find(`[data-testid="seki-impact-tokugawa"] .v`).Text(); got != strconv.Itoa(want.Impact.Tokugawa) {
		t.Errorf("Tokugawa %q, want %d", got, want.Impact.Tokugawa)
	}
	if got := d.Find(`[data-testid="seki-initiative"] strong`).Text(); got != "Tokugawa" {
		t.Errorf("initiative %q", got)
	}
	if n := d.Find(`[data-testid="seki-steps"] li`).Length(); n != len(want.Steps) {
		t.Errorf("%d steps, want %d", n, len(want.Steps))
	}
	// Newest first, each explained in Italian.
	if got := d.Find(`[data-testid="seki-steps"] li`).First().Text(); !strings.Contains(got, i18n.IT.Render(want.Steps[4].Text)) {
		t.Errorf("last step %q", got)
	}
	// Losses and cards if it ended now.
	rows := d.Find(`[data-testid="seki-losses"] tbody tr`)
	if rows.Length() != 2 || strings.TrimSpace(rows.Eq(1).Find("td").Eq(1).Text()) != strconv.Itoa(want.Outcome.Sides[1].Losses) ||
		strings.TrimSpace(rows.Eq(1).Find("td").Eq(2).Text()) != strconv.Itoa(want.Outcome.Sides[1].CardsDrawn) {
		t.Errorf("losses table %q", rows.Text())
	}
	// Undo is the same battle without the last entry; Tokugawa may
	// challenge the deployment just made.
	undo, _ := d.Find(`[data-testid="seki-undo"]`).Attr("href")
	u, _ := url.Parse(undo)
	if u.Query().Get("deployments") != "if-mori1n.ts-maeda1c.id-ukita2-ukita2.tm-tokugawa3" {
		t.Errorf("undo link %q", undo)
	}
	if ch, _ := d.Find(`[data-testid="seki-challenge"]`).Attr("href"); !strings.HasSuffix(mustQuery(t, ch).Get("deployments"), ".tl") {
		t.Errorf("challenge link %q", ch)
	}
}

func mustQuery(t *testing.T, link string) url.Values {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query()
}

func TestSekigaharaAddDeploymentKeepsTheListInTheURL(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	q := url.Values{"attacker": {"ishida"}, "deployments": {sekiExample}}
	add := url.Values{"attacker": {"ishida"}, "deployments": {sekiExample},
		"add.side": {"tokugawa"}, "add.card": {"swords"}, "add.b1d": {"Kuroda"}, "add.b1m": {"2"}, "add.b1s": {"arquebus"}, "add.b1n": {"0"}}
	// Without JavaScript: 303 to the battle with one more entry.
	res := b.get("/calc/sekigahara?" + add.Encode())
	if res.status != http.StatusSeeOther {
		t.Fatalf("add: %d\n%s", res.status, res.body)
	}
	loc := mustQuery(t, res.header.Get("Location"))
	if loc.Get("deployments") != sekiExample+".ts-kuroda2a" || loc.Get("add.side") != "" {
		t.Fatalf("redirect %q", res.header.Get("Location"))
	}
	q.Set("deployments", loc.Get("deployments"))
	want := sekiEvaluate(t, q)
	// With htmx: the panel, and the canonical URL to push.
	res = b.get("/calc/sekigahara?"+add.Encode(), "HX-Request", "true")
	if res.status != http.StatusOK || strings.Contains(res.body, "<html") {
		t.Fatalf("htmx add: %d", res.status)
	}
	if mustQuery(t, res.header.Get("HX-Push-Url")).Get("deployments") != sekiExample+".ts-kuroda2a" {
		t.Errorf("HX-Push-Url %q", res.header.Get("HX-Push-Url"))
	}
	if got := res.doc(t).Find(`[data-testid="seki-impact-tokugawa"] .v`).Text(); got != strconv.Itoa(want.Impact.Tokugawa) {
		t.Errorf("Tokugawa %q, want %d", got, want.Impact.Tokugawa)
	}

	// Out of turn: Ishida deploys again after Ishida. 422, list unchanged,
	// the typed block kept.
	bad := url.Values{"attacker": {"ishida"}, "deployments": {"if-mori1n"},
		"add.side": {"ishida"}, "add.card": {"plain"}, "add.b1d": {"Ukita"}, "add.b1m": {"2"}, "add.b1n": {"0"}}
	res = b.get("/calc/sekigahara?" + bad.Encode())
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("out of turn: %d", res.status)
	}
	d := res.doc(t)
	if d.Find(`[data-testid="problems"]`).Length() != 1 || !strings.Contains(d.Find(`[data-testid="problems"]`).Text(), "non può schierare ora") {
		t.Errorf("problem %q", d.Find(`[data-testid="problems"]`).Text())
	}
	// "Nothing was calculated": no scores, winner or losses beside it.
	if n := d.Find(`[data-testid^="seki-impact-"], [data-testid="seki-losses"], [data-testid="seki-outcome"]`).Length(); n != 0 {
		t.Errorf("a refused entry still shows %d result elements", n)
	}
	if d.Find(`form[data-testid="seki-add"]`).Length() != 1 {
		t.Error("a refused entry loses the add form")
	}
	if v, _ := d.Find(`input[name="add.b1d"]`).Attr("value"); v != "Ukita" {
		t.Errorf("typed daimyo %q", v)
	}
	if v, _ := d.Find(`form[data-testid="seki-add"] input[name="deployments"]`).Attr("value"); v != "if-mori1n" {
		t.Errorf("list became %q", v)
	}
	res = b.get("/calc/sekigahara?" + bad.Encode() + "&lang=en")
	if res.status != http.StatusUnprocessableEntity || res.doc(t).Find(`[data-testid="problems"]`).Text() == d.Find(`[data-testid="problems"]`).Text() {
		t.Error("the English message is the Italian one")
	}
	// A missing daimyo names the field.
	bad.Set("add.b1d", "")
	bad.Set("add.side", "tokugawa")
	if d := b.get("/calc/sekigahara?" + bad.Encode()).doc(t); d.Find(`.field.bad input[name="add.b1d"]`).Length() != 1 {
		t.Error("the daimyo field is not marked")
	}
}

func TestSekigaharaMoveAndOverrun(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	m := sekigahara.Move{Blocks: 7, MainRoad: true, Commander: true}
	wantM, _ := sekigahara.Allowance(m)
	d := b.get("/calc/sekigahara/move?" + sekiQuery(m).Encode()).doc(t)
	if got := d.Find(`[data-testid="seki-allowance"] .v`).Text(); got != strconv.Itoa(wantM.Allowance) {
		t.Errorf("allowance %q, want %d", got, wantM.Allowance)
	}
	o := sekigahara.Overrun{Friendly: 8, Enemy: 2}
	wantO, _ := sekigahara.CheckOverrun(o)
	d = b.get("/calc/sekigahara/overrun?" + sekiQuery(o).Encode()).doc(t)
	if got := d.Find(`[data-testid="seki-overrun-lost"] .v`).Text(); got != strconv.Itoa(wantO.EnemyLost) || !wantO.Overrun {
		t.Errorf("enemy lost %q, want %d", got, wantO.EnemyLost)
	}
	// A commander that moves without being there: 422, both languages.
	res := b.get("/calc/sekigahara/move?blocks=3&commanderMoves=true")
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "Un comandante può muovere") {
		t.Errorf("move 422: %d", res.status)
	}
	if res := b.get("/calc/sekigahara/move?blocks=3&commanderMoves=true&lang=en"); !strings.Contains(res.body, "A commander can only move") {
		t.Error("English move problem")
	}
	// A value that does not read is a 400 (the query policy), the form kept.
	if res := b.get("/calc/sekigahara/overrun?friendly=x&enemy=1"); res.status != http.StatusBadRequest || res.doc(t).Find(`[data-testid="seki-overrun-form"]`).Length() != 1 {
		t.Errorf("overrun malformed: %d", res.status)
	}
}

func TestSekigaharaAPIGivesTheEngineResults(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	q := url.Values{"attacker": {"ishida"}, "attackerBlocks": {"6"}, "defenderBlocks": {"5"}, "deployments": {sekiExample}}
	want := sekiEvaluate(t, q)
	var got sekigahara.BattleResult
	res := b.get("/api/calc/sekigahara/battle?" + q.Encode())
	if res.status != http.StatusOK || json.Unmarshal([]byte(res.body), &got) != nil {
		t.Fatalf("battle: %d %s", res.status, res.body)
	}
	if got.Impact != want.Impact || got.Initiative != want.Initiative || got.Outcome.Sides[1].Losses != want.Outcome.Sides[1].Losses {
		t.Errorf("battle differs: %+v", got.Impact)
	}
	var mv sekigahara.MoveResult
	res = b.get("/api/calc/sekigahara/move?blocks=7&mainRoad=true&commander=true")
	wantM, _ := sekigahara.Allowance(sekigahara.Move{Blocks: 7, MainRoad: true, Commander: true})
	if json.Unmarshal([]byte(res.body), &mv) != nil || mv.Allowance != wantM.Allowance {
		t.Errorf("move: %s", res.body)
	}
	var e struct {
		Problems map[string]string `json:"problems"`
	}
	res = b.get("/api/calc/sekigahara/battle?attacker=ishida&deployments=if-mori1n.im-ukita2&lang=en")
	_ = json.Unmarshal([]byte(res.body), &e)
	if res.status != http.StatusUnprocessableEntity || len(e.Problems) == 0 {
		t.Errorf("out of turn: %d %s", res.status, res.body)
	}
	if res := b.get("/api/calc/sekigahara/overrun?friendly=1&enemy=0"); res.status != http.StatusUnprocessableEntity {
		t.Errorf("overrun: %d", res.status)
	}
}

// Every JSON route of the three assistants is documented at /api, and each
// documented example answers 200.
func TestAssistAPIExamplesWork(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	doc := b.get("/api").body
	urlRe := regexp.MustCompile(`curl (?:-X POST )?'?https?://[^/' ]+([^' ]+)'?`) // the page names the host it was read by
	bodyRe := regexp.MustCompile(`-d '([^']*)'`)
	paths := []string{"/api/calc/ccsb/combat", "/api/calc/ccsb/reference", "/api/calc/ccsb/scenarios", "/api/calc/ccsb/scenarios/{n}", "/api/calc/ccsb/carryover", "/api/calc/sekigahara/battle", "/api/calc/sekigahara/move",
		"/api/calc/sekigahara/overrun", "/api/calc/sekigahara/reinforcement", "/api/calc/sekigahara/victory", "/api/calc/sekigahara/reference",
		"/api/calc/senjutsu/order", "/api/calc/senjutsu/duel", "/api/calc/senjutsu/reference"}
	for _, p := range paths {
		if !strings.Contains(doc, p) {
			t.Errorf("/api does not document %s", p)
		}
	}
	n := 0
	b.get("/api").doc(t).Find("pre").Each(func(_ int, pre *goquery.Selection) {
		ex := pre.Text()
		m := urlRe.FindStringSubmatch(ex)
		if m == nil || !strings.Contains(m[1], "/api/calc/ccsb") && !strings.Contains(m[1], "/api/calc/sekigahara") && !strings.Contains(m[1], "/api/calc/senjutsu") {
			return
		}
		// A game is a store, not an assistant: its examples (a create, a
		// browser's seat) run in TestAPIExamplesWork and the games' tests.
		if strings.Contains(m[1], "/api/calc/ccsb/games") {
			return
		}
		n++
		var res response
		if bm := bodyRe.FindStringSubmatch(ex); bm != nil {
			res = b.postJSON(m[1], bm[1])
		} else {
			res = b.get(m[1])
		}
		if res.status != http.StatusOK {
			t.Errorf("example %s: %d %s", m[1], res.status, res.body)
		}
	})
	if n != len(paths) {
		t.Errorf("ran %d examples, want %d", n, len(paths))
	}
}

// Reinforcement (6.2): the page shows what the engine computes for each
// side, explained; the whole input is the URL and htmx gets the result
// with the link to push.
func TestSekigaharaReinforcementShowsTheEngineResult(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	r := sekigahara.Reinforcement{Week: 3, Ishida: sekigahara.Holdings{Hand: 7, Control: sekigahara.Control{Castles: 3, Resources: 2}},
		Tokugawa: sekigahara.Holdings{Hand: 4, Control: sekigahara.Control{Castles: 2, Resources: 2}}}
	want, err := sekigahara.Reinforce(r)
	if err != nil {
		t.Fatal(err)
	}
	link := "/calc/sekigahara/reinforcement?" + sekiQuery(r).Encode()
	d := b.get(link).doc(t)
	for _, sr := range want.Sides {
		for testid, n := range map[string]int{"kept": sr.Kept, "discarded": sr.Discarded, "cards": sr.CardsDrawn, "hand": sr.NewHand, "blocks": sr.BlocksDrawn} {
			if got := d.Find(`[data-testid="seki-reinf-` + string(sr.Side) + `-` + testid + `"]`).Text(); got != strconv.Itoa(n) {
				t.Errorf("%s %s: %q, want %d", sr.Side, testid, got, n)
			}
		}
		if !strings.Contains(d.Find(`[data-testid="seki-reinf-explain"]`).Text(), i18n.IT.Render(sr.Text)) {
			t.Errorf("%s: no Italian explanation", sr.Side)
		}
	}
	if d.Find(`[data-testid="seki-tab-reinforcement"].on`).Length() != 1 || d.Find(`[data-testid="seki-tab-victory"]`).Length() != 1 {
		t.Error("the tabs do not name the new pages")
	}
	if v, _ := d.Find(`[data-testid="share"]`).Attr("value"); !strings.HasSuffix(v, link) {
		t.Errorf("share %q, want …%s", v, link)
	}
	// Tied castles, option castleTieBothDraw: both draw the 6th card (S-06).
	r.Tokugawa.Castles, r.Options.CastleTieBothDraw = 3, "true"
	want, _ = sekigahara.Reinforce(r)
	res := b.get("/calc/sekigahara/reinforcement?"+sekiQuery(r).Encode()+"&lang=en", "HX-Request", "true")
	if res.status != http.StatusOK || strings.Contains(res.body, "<html") {
		t.Fatalf("htmx: %d", res.status)
	}
	if mustQuery(t, res.header.Get("HX-Push-Url")).Get("castleTieBothDraw") != "true" {
		t.Errorf("HX-Push-Url %q", res.header.Get("HX-Push-Url"))
	}
	d = res.doc(t)
	if got := d.Find(`[data-testid="seki-reinf-tokugawa-cards"]`).Text(); got != strconv.Itoa(want.Sides[1].CardsDrawn) || want.Sides[1].CardsDrawn != 6 {
		t.Errorf("Tokugawa draws %q, want %d", got, want.Sides[1].CardsDrawn)
	}
	if !strings.Contains(d.Text(), i18n.EN.Render(want.Sides[0].Text)) {
		t.Error("no English explanation")
	}
}

func TestSekigaharaReinforcementRefusesBadInputIn422(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	// Week 1 has no Reinforcement phase; the typed values stay. A value
	// that does not read makes it a 400 (the query policy).
	q := "week=1&ishida.hand=5&tokugawa.hand=x"
	res := b.get("/calc/sekigahara/reinforcement?" + q)
	if res.status != http.StatusBadRequest {
		t.Fatalf("status %d", res.status)
	}
	d := res.doc(t)
	if p := d.Find(`[data-testid="problems"]`).Text(); !strings.Contains(p, "tokugawa.hand deve essere un numero intero") {
		t.Errorf("Italian problem %q", p)
	}
	if v, _ := d.Find(`input[name="tokugawa.hand"]`).Attr("value"); v != "x" {
		t.Errorf("typed hand %q", v)
	}
	if d.Find(`.field.bad input[name="tokugawa.hand"]`).Length() != 1 || d.Find(`[data-testid="seki-reinf-table"]`).Length() != 0 {
		t.Error("the bad field is not marked, or a result is shown")
	}
	res = b.get("/calc/sekigahara/reinforcement?week=1&ishida.hand=5")
	d = res.doc(t)
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(d.Find(`[data-testid="problems"]`).Text(), "nella settimana 1 si salta") {
		t.Errorf("week 1: %d %q", res.status, d.Find(`[data-testid="problems"]`).Text())
	}
	if v, _ := d.Find(`input[name="week"]`).Attr("value"); v != "1" {
		t.Errorf("typed week %q", v)
	}
	res = b.get("/calc/sekigahara/reinforcement?week=1&ishida.hand=5&lang=en", "HX-Request", "true")
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "it is skipped in week 1") || res.header.Get("HX-Push-Url") != "" {
		t.Errorf("English htmx: %d %q", res.status, res.header.Get("HX-Push-Url"))
	}
}

// Victory (2.2): 2 per castle, 1 per Resource Location, a tie to Ishida.
func TestSekigaharaVictoryCountsAsTheEngine(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, v := range []sekigahara.Victory{
		{Ishida: sekigahara.Control{Castles: 5, Resources: 3}, Tokugawa: sekigahara.Control{Castles: 4, Resources: 5}},
		{Ishida: sekigahara.Control{Castles: 2, Resources: 1}, Tokugawa: sekigahara.Control{Castles: 4, Resources: 0}},
	} {
		want, err := sekigahara.CountVictory(v)
		if err != nil {
			t.Fatal(err)
		}
		d := b.get("/calc/sekigahara/victory?" + sekiQuery(v).Encode()).doc(t)
		for _, side := range []sekigahara.Side{sekigahara.Ishida, sekigahara.Tokugawa} {
			if got := d.Find(`[data-testid="seki-vp-` + string(side) + `"] .v`).Text(); got != strconv.Itoa(want.Points.Of(side)) {
				t.Errorf("%v %s: %q, want %d", v, side, got, want.Points.Of(side))
			}
		}
		if got := d.Find(`[data-testid="seki-victory-winner"]`).Text(); !strings.Contains(got, want.Winner.Name()) || strings.Contains(got, "parità") != want.Tie {
			t.Errorf("%v winner %q, want %s (tie %v)", v, got, want.Winner, want.Tie)
		}
		if got := d.Find(`[data-testid="seki-victory-explain"]`).Text(); got != i18n.IT.Render(want.Text) {
			t.Errorf("explanation %q", got)
		}
		en := b.get("/calc/sekigahara/victory?" + sekiQuery(v).Encode() + "&lang=en").doc(t)
		if got := en.Find(`[data-testid="seki-victory-explain"]`).Text(); got != i18n.EN.Render(want.Text) {
			t.Errorf("English explanation %q", got)
		}
	}
	res := b.get("/calc/sekigahara/victory?ishida.castles=-1&tokugawa.resources=2", "HX-Request", "true")
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "ishida.castles deve essere tra 0 e 99") {
		t.Errorf("negative castles: %d", res.status)
	}
	if v, _ := res.doc(t).Find(`input[name="ishida.castles"]`).Attr("value"); v != "" {
		t.Errorf("a fragment carries the form: %q", v)
	}
	res = b.get("/calc/sekigahara/victory?ishida.castles=-1&tokugawa.resources=2&lang=en")
	d := res.doc(t)
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(d.Find(`[data-testid="problems"]`).Text(), "ishida.castles must be between 0 and 99") {
		t.Errorf("English: %d %q", res.status, d.Find(`[data-testid="problems"]`).Text())
	}
	if v, _ := d.Find(`input[name="ishida.castles"]`).Attr("value"); v != "-1" {
		t.Errorf("typed castles %q", v)
	}
	if v, _ := d.Find(`input[name="tokugawa.resources"]`).Attr("value"); v != "2" {
		t.Errorf("typed resources %q", v)
	}
}
