package handlers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/campaign"
	"sengoku/i18n"
	"sengoku/models"
)

// isPDF fails unless res is a PDF download.
func isPDF(t *testing.T, res response) {
	t.Helper()
	if res.status != http.StatusOK {
		t.Fatalf("status %d: %.300s", res.status, res.body)
	}
	if ct := res.header.Get("Content-Type"); ct != "application/pdf" {
		t.Fatalf("content type %q", ct)
	}
	if !strings.HasPrefix(res.body, "%PDF-") {
		t.Fatalf("body starts %q", res.body[:min(len(res.body), 12)])
	}
	if cd := res.header.Get("Content-Disposition"); !strings.HasPrefix(cd, "attachment; filename=") || !strings.HasSuffix(cd, `.pdf"`) {
		t.Fatalf("content disposition %q", cd)
	}
}

// pdfTool runs a poppler-utils tool on body, or skips outside CI when it
// is missing.
func pdfTool(t *testing.T, tool, body string, args ...string) string {
	t.Helper()
	path, err := exec.LookPath(tool)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not installed: run ./test.sh", tool)
		}
		t.Skipf("%s not installed", tool)
	}
	f := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(f, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(path, append(args, f, "-")...).CombinedOutput()
	if tool == "pdfinfo" {
		out, err = exec.Command(path, f).CombinedOutput()
	}
	if err != nil {
		t.Fatalf("%s: %v\n%s", tool, err, out)
	}
	return string(out)
}

func pdfPages(t *testing.T, body string) int {
	t.Helper()
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindStringSubmatch(pdfTool(t, "pdfinfo", body))
	if m == nil {
		t.Fatal("pdfinfo: no page count")
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

func pdfWords(t *testing.T, body string) string {
	t.Helper()
	return strings.Join(strings.Fields(pdfTool(t, "pdftotext", body, "-enc", "UTF-8", "-layout")), " ")
}

// apiProblem reads a JSON error.
func apiProblem(t *testing.T, res response) (string, map[string]string) {
	t.Helper()
	var body struct {
		Error    string            `json:"error"`
		Problems map[string]string `json:"problems"`
	}
	if err := json.Unmarshal([]byte(res.body), &body); err != nil {
		t.Fatalf("not JSON (%d): %.300s", res.status, res.body)
	}
	return body.Error, body.Problems
}

// The print page lists every printable with its options as forms, each a
// GET to the PDF (shareable links) that htmx leaves alone.
func TestPrintPageListsEveryPrintable(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	res := ts.browser(t).get("/print")
	if res.status != http.StatusOK {
		t.Fatalf("status %d", res.status)
	}
	doc := res.doc(t)
	for _, form := range []string{"form-booklet", "form-roster", "form-reference", "form-cards", "form-slips"} {
		f := doc.Find(`form[data-testid="` + form + `"]`)
		if f.Length() != 1 {
			t.Errorf("no %s", form)
			continue
		}
		if m, _ := f.Attr("method"); m != "get" {
			t.Errorf("%s: method %q", form, m)
		}
		if b, _ := f.Attr("hx-boost"); b != "false" {
			t.Errorf("%s: htmx would boost it", form)
		}
		if a, _ := f.Attr("action"); !strings.HasSuffix(a, ".pdf") {
			t.Errorf("%s: action %q", form, a)
		}
	}
	if doc.Find(`nav a.on[href="/print"]`).Length() != 1 {
		t.Error("the nav does not mark Stampa")
	}
	if doc.Find(`a[data-pdf]`).Length() < 5 {
		t.Errorf("only %d direct PDF links", doc.Find(`a[data-pdf]`).Length())
	}
}

// Every direct link of the print page downloads a PDF.
func TestPrintLinksDownloadPDFs(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	doc := b.get("/print").doc(t)
	n := 0
	doc.Find(`a[data-pdf]`).Each(func(_ int, a *goquery.Selection) {
		href, _ := a.Attr("href")
		isPDF(t, b.get(href))
		n++
	})
	if n == 0 {
		t.Fatal("no links")
	}
}

// The sample army's booklet: one unit per base-set type, 6 units → 3 sheets
// front and back.
func TestBookletOfTheSample(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	res := ts.browser(t).get("/print/aot/booklet.pdf?army=sample&paper=letter&size=half&turns=6&opts=1&duplex=1")
	isPDF(t, res)
	if n := pdfPages(t, res.body); n != 6 {
		t.Fatalf("%d pages", n)
	}
	words := pdfWords(t, res.body)
	for _, w := range []string{"Generale", "Ashigaru con yari", "Samurai a cavallo", "ORDINI", "T6"} {
		if !strings.Contains(words, w) {
			t.Errorf("booklet lacks %q", w)
		}
	}
	if strings.Contains(words, "T7") {
		t.Error("7 turns printed, 6 asked")
	}
	// Without duplex, each half card folds: a page per unit.
	res = ts.browser(t).get("/print/aot/booklet.pdf?army=sample&opts=1")
	isPDF(t, res)
	if n := pdfPages(t, res.body); n != 6 {
		t.Fatalf("fold: %d pages", n)
	}
}

// Compose an army in the form (no JavaScript needed): more rows, a
// problem re-rendered with the values typed, save, edit, print, delete.
func TestComposeAndPrintAnArmy(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	form := b.get("/print/aot/armies/new").doc(t)
	if n := form.Find(`tr[data-testid="army-row"]`).Length(); n != 6 {
		t.Fatalf("%d blank rows", n)
	}
	// More rows keeps what was typed.
	res := b.postForm("/print/aot/armies", url.Values{"name": {"Avanguardia"}, "rows": {"6"}, "u0.card": {"lib:yari"}, "more": {"1"}})
	if res.status != http.StatusOK {
		t.Fatalf("more rows: %d", res.status)
	}
	d := res.doc(t)
	if n := d.Find(`tr[data-testid="army-row"]`).Length(); n != 12 {
		t.Fatalf("%d rows after more", n)
	}
	if v, _ := d.Find(`select[name="u0.card"] option[selected]`).Attr("value"); v != "lib:yari" {
		t.Fatalf("row 1 lost its card: %q", v)
	}
	// An unknown card and a duplicate number: 422 with both problems, the
	// values echoed.
	res = b.postForm("/print/aot/armies?lang=en", url.Values{"name": {"Avanguardia"}, "rows": {"3"},
		"u0.card": {"lib:yari"}, "u0.number": {"4"}, "u1.card": {"lib:dragon"}, "u2.card": {"lib:archers"}, "u2.number": {"4"}})
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("bad army: %d", res.status)
	}
	d = res.doc(t)
	problems := d.Find(`[data-testid="problems"]`).Text()
	if !strings.Contains(problems, `unknown card "lib:dragon"`) {
		t.Fatalf("problems: %q", problems)
	}
	if v, _ := d.Find(`input[name="name"]`).Attr("value"); v != "Avanguardia" {
		t.Fatalf("name not echoed: %q", v)
	}
	res = b.postForm("/print/aot/armies?lang=en", url.Values{"name": {"Avanguardia"}, "rows": {"2"},
		"u0.card": {"lib:yari"}, "u0.number": {"4"}, "u1.card": {"lib:archers"}, "u1.number": {"4"}})
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.doc(t).Find(`[data-testid="problems"]`).Text(), "both have number 4") {
		t.Fatalf("duplicate numbers: %d", res.status)
	}
	// Save: 303 to the army's page.
	res = b.postForm("/print/aot/armies", url.Values{"name": {"Avanguardia di Kawanakajima"}, "rows": {"4"},
		"u0.card": {"lib:general"}, "u1.card": {"lib:yari"}, "u1.number": {"7"}, "u2.card": {"lib:cavalry"}, "u2.cmdr": {"no"}})
	if res.status != http.StatusSeeOther {
		t.Fatalf("save: %d %s", res.status, res.body)
	}
	loc := res.header.Get("Location")
	page := b.get(loc).doc(t)
	if page.Find(`[data-testid="saved"]`).Length() != 1 || page.Find(`[data-testid="army-print"]`).Length() != 1 {
		t.Fatal("army page after saving")
	}
	link, _ := page.Find(`a[data-testid="pdf-booklet"]`).Attr("href")
	res = b.get(link)
	isPDF(t, res)
	if n := pdfPages(t, res.body); n != 4 { // 3 units, half page duplex: 2 sheets
		t.Fatalf("%d pages", n)
	}
	words := pdfWords(t, res.body)
	if !strings.Contains(words, "Avanguardia di Kawanakajima") || !strings.Contains(words, "N° 7") {
		t.Errorf("booklet: %.400s", words)
	}
	// The print page lists it; another browser does not see it.
	if !strings.Contains(b.get("/print").body, "Avanguardia di Kawanakajima") {
		t.Error("the print page does not list the army")
	}
	other := ts.browser(t)
	if res := other.get(loc); res.status != http.StatusNotFound {
		t.Errorf("another browser opens the army: %d", res.status)
	}
	id := strings.TrimSuffix(strings.TrimPrefix(loc, "/print/aot/armies/"), "?saved=1")
	if res := other.get("/print/aot/booklet.pdf?army=" + id); res.status != http.StatusNotFound {
		t.Errorf("another browser prints the army: %d", res.status)
	}
	// Delete.
	if res := b.postForm("/print/aot/armies/"+id+"/delete", nil); res.status != http.StatusSeeOther {
		t.Fatalf("delete: %d", res.status)
	}
	if res := b.get("/print/aot/armies/" + id); res.status != http.StatusNotFound {
		t.Fatalf("after delete: %d", res.status)
	}
}

// A card of the browser's own library ("my:<id>", kind aot-card) prints
// with the army; a card of another browser's library does not.
func TestArmyWithOwnCard(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	b.get("/print/aot/armies/new")
	res := b.postForm("/print/aot/armies", url.Values{"name": {"x"}, "rows": {"1"}, "u0.card": {"lib:yari"}})
	if res.status != http.StatusSeeOther {
		t.Fatalf("save: %d", res.status)
	}
	var owner string
	for _, c := range b.c.Jar.Cookies(mustURL(t, ts.URL)) {
		if c.Name == "sengoku_lib" {
			owner = "lib:" + c.Value
		}
	}
	card := `{"type":"custom","name":"Guardia del daimyō","kind":"inf","models":5,"atti":7,"attc":5,"dice":1,"def":2,"fort":11}`
	id, err := ts.db.SaveLibraryItem(context.Background(), models.LibraryItem{Kind: "aot-card", Owner: owner, Name: "Guardia", Data: card})
	if err != nil {
		t.Fatal(err)
	}
	body := fmt.Sprintf(`{"name":"Guardia","units":[{"card":"my:%d","number":3}],"size":"full"}`, id)
	res = b.postJSON("/api/print/aot/booklet", body)
	isPDF(t, res)
	words := pdfWords(t, res.body)
	if !strings.Contains(words, "Guardia del daimyō") || !strings.Contains(words, "11") {
		t.Errorf("own card: %.300s", words)
	}
	res = ts.browser(t).postJSON("/api/print/aot/booklet?lang=en", body)
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("another browser's card: %d", res.status)
	}
}

func mustURL(t *testing.T, s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// Bad input to the API gets a 422 with problems in the user's language, a
// malformed body a 400; never a 500 or a broken PDF.
func TestBookletAPIBadInput(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	units := make([]string, 500)
	for i := range units {
		units[i] = `{"card":"lib:yari"}`
	}
	for _, tc := range []struct {
		name, body, field, it, en string
	}{
		{"no units", `{"name":"Vuoto","units":[]}`, "units", "non ha unità", "has no units"},
		{"500 units", `{"name":"Orda","units":[` + strings.Join(units, ",") + `]}`, "units", "al massimo 60", "at most 60"},
		{"unknown unit", `{"name":"X","units":[{"card":"lib:oni"}]}`, "units[0].card", "sconosciuta", "unknown card"},
		{"long name", `{"name":"` + strings.Repeat("W", 61) + `","units":[{"card":"lib:yari"}]}`, "name", "al massimo 60", "at most 60"},
		{"no name", `{"name":" ","units":[{"card":"lib:yari"}]}`, "name", "nome", "name"},
		{"turns", `{"name":"X","units":[{"card":"yari"}],"turns":40}`, "turns", "turni", "Turns"},
		{"paper", `{"name":"X","units":[{"card":"yari"}],"paper":"a0"}`, "paper", "Formato", "paper"},
		{"bad card", `{"name":"X","units":[{"unitCard":{"type":"yari","kind":"cav"}}]}`, "units[0].kind", "fanteria", "infantry"},
	} {
		for _, l := range []string{"it", "en"} {
			res := b.postJSON("/api/print/aot/booklet?lang="+l, tc.body)
			if res.status != http.StatusUnprocessableEntity {
				t.Errorf("%s: status %d", tc.name, res.status)
				continue
			}
			msg, problems := apiProblem(t, res)
			want := tc.it
			if l == "en" {
				want = tc.en
			}
			if !strings.Contains(msg, want) || problems[tc.field] == "" {
				t.Errorf("%s (%s): %q %v", tc.name, l, msg, problems)
			}
		}
	}
	if res := b.postJSON("/api/print/aot/booklet", `{"name":`); res.status != http.StatusBadRequest {
		t.Errorf("malformed JSON: %d", res.status)
	}
	// Accept-Language picks English for API clients.
	res := b.postJSON("/api/print/aot/booklet", `{"name":"X","units":[]}`, "Accept-Language", "en-GB")
	if msg, _ := apiProblem(t, res); !strings.Contains(msg, "has no units") {
		t.Errorf("Accept-Language: %q", msg)
	}
	// And a good request: numbers given or free, commander overridden.
	res = b.postJSON("/api/print/aot/booklet", `{"name":"Takeda","units":[{"card":"lib:cavalry","number":2},{"card":"yari"},{"card":"lib:archers","cmdr":true}],"duplex":false,"cutMarks":false,"turns":4}`)
	isPDF(t, res)
	if n := pdfPages(t, res.body); n != 3 {
		t.Fatalf("fold sheets: %d pages", n)
	}
	words := pdfWords(t, res.body)
	for _, w := range []string{"N° 1", "N° 2", "N° 3", "8x3"} {
		if !strings.Contains(words, w) {
			t.Errorf("lacks %q", w)
		}
	}
}

// The roster form: a valid army downloads; an invalid one re-renders the
// print page with 422, the validator's problems and the values typed.
func TestRosterForm(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	ok := "/print/affinati/roster.pdf?name=Takeda&list=samurai-1500&mountedSamurai=2&footSamurai=4&ashigaru=3&archers=1&arquebusiers=2&general=footSamurai&figures=25mm&units=in&distanceScale=2"
	res := b.get(ok)
	isPDF(t, res)
	if n := pdfPages(t, res.body); n != 2 {
		t.Fatalf("%d pages", n)
	}
	if w := pdfWords(t, res.body); !strings.Contains(w, "7,9 in") || !strings.Contains(w, "Takeda") {
		t.Errorf("roster: %.300s", w)
	}
	res = b.get("/print/affinati/roster.pdf?name=Troppi&list=samurai-1500&ashigaru=9&general=ashigaru&lang=en")
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("invalid army: %d", res.status)
	}
	d := res.doc(t)
	problems := d.Find(`[data-testid="problems"]`).Text()
	if !strings.Contains(problems, "The army has 9 elements; it must have 12") || !strings.Contains(problems, "General must be with") {
		t.Errorf("problems: %q", problems)
	}
	if v, _ := d.Find(`form[data-testid="form-roster"] input[name="ashigaru"]`).Attr("value"); v != "9" {
		t.Errorf("count not echoed: %q", v)
	}
	if v, _ := d.Find(`form[data-testid="form-roster"] input[name="name"]`).Attr("value"); v != "Troppi" {
		t.Errorf("name not echoed: %q", v)
	}
	res = b.get("/print/affinati/roster.pdf?list=samurai-1500&ashigaru=tre")
	if res.status != http.StatusUnprocessableEntity {
		t.Errorf("unreadable count: %d", res.status)
	}
}

func TestRosterAPI(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.postJSON("/api/print/affinati/roster", `{"name":"Ikko-ikki","list":"monks-1500","monks":6,"footSamurai":2,"arquebusiers":3,"ashigaru":1,"general":"footSamurai"}`)
	isPDF(t, res)
	res = b.postJSON("/api/print/affinati/roster?lang=en", `{"list":"monks-1500","monks":12,"general":"monks"}`)
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("invalid: %d", res.status)
	}
	if msg, problems := apiProblem(t, res); !strings.Contains(msg, "Warrior Monks: 12, the list allows 4–6") || problems["army"] == "" {
		t.Errorf("%q %v", msg, problems)
	}
	if res := b.postJSON("/api/print/affinati/roster", `{"list":`); res.status != http.StatusBadRequest {
		t.Errorf("malformed: %d", res.status)
	}
	if res := b.postJSON("/api/print/affinati/roster?lang=en", `{"list":"samurai-9999"}`); res.status != http.StatusUnprocessableEntity {
		t.Errorf("unknown list: %d", res.status)
	}
}

func TestQuickReference(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, path := range []string{"/print/affinati/reference.pdf?figures=25mm&units=in&paper=letter", "/api/print/affinati/reference?lang=en&factorSource=table"} {
		res := b.get(path)
		isPDF(t, res)
		if n := pdfPages(t, res.body); n != 2 {
			t.Fatalf("%s: %d pages", path, n)
		}
	}
	res := b.get("/api/print/affinati/reference?units=furlongs&lang=en")
	if msg, _ := apiProblem(t, res); res.status != http.StatusUnprocessableEntity || !strings.Contains(msg, "furlongs") {
		t.Errorf("bad units: %d %q", res.status, msg)
	}
	if res := b.get("/print/affinati/reference.pdf?paper=a5"); res.status != http.StatusUnprocessableEntity {
		t.Errorf("bad paper: %d", res.status)
	}
}

func TestCampaignFreePrintables(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.get("/api/print/campaign/cards?lang=en")
	isPDF(t, res)
	if w := pdfWords(t, res.body); !strings.Contains(w, "GREAT HARVEST Immediately J♥") {
		t.Errorf("cards: %.300s", w)
	}
	res = b.get("/print/campaign/slips.pdf?count=7")
	isPDF(t, res)
	if n := pdfPages(t, res.body); n != 3 {
		t.Errorf("7 slips: %d pages", n)
	}
	for _, q := range []string{"0", "61"} {
		if res := b.get("/api/print/campaign/slips?count=" + q); res.status != http.StatusUnprocessableEntity {
			t.Errorf("count=%s: %d", q, res.status)
		}
	}
	// A word is a value that does not read: a 400 naming it (the query policy).
	if res := b.get("/api/print/campaign/slips?count=molti"); res.status != http.StatusBadRequest || !strings.Contains(res.body, `"count"`) {
		t.Errorf("count=molti: %d %s", res.status, res.body)
	}
}

// newPrintCampaign creates a 6-player campaign, gives Takeda two cards and
// a ledger entry, and returns its id and a browser logged in as Takeda.
func newPrintCampaign(t *testing.T, ts *testServer) (int64, *browser, *browser) {
	t.Helper()
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	id, _ := strconv.ParseInt(strings.TrimPrefix(path, "/campaigns/"), 10, 64)
	ctx := context.Background()
	if _, err := ts.db.Act(ctx, id, 0, func(st *campaign.State) (models.ActionRecord, error) {
		cs := st.Clan(campaign.Takeda)
		cs.Hand = []string{"6-C", "BJ"}
		st.Provinces[16].Fortress = true
		st.Ledger = append(st.Ledger, campaign.PrestigeEntry{Clan: campaign.Takeda, Year: st.Year, Season: st.Season, Points: 5, Code: "fortress-built",
			Msg: i18n.M("campaign.fortress-built", "Kai")})
		cs.PendingPP += 5
		return models.ActionRecord{ActorRole: "gm", Kind: "test"}, nil
	}); err != nil {
		t.Fatal(err)
	}
	players, err := ts.db.Players(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	player := ts.browser(t)
	for _, p := range players {
		if p.Clan == campaign.Takeda {
			if res := player.get("/join/" + p.Token); res.status != http.StatusSeeOther {
				t.Fatalf("join: %d", res.status)
			}
		}
	}
	return id, gm, player
}

// The season sheet is public; the private copy adds the player's own hand
// and nobody else's; the GM and the public cannot ask for it.
func TestSeasonSheetPrivacy(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	id, gm, player := newPrintCampaign(t, ts)
	base := fmt.Sprintf("/campaigns/%d/print", id)
	public := ts.browser(t)
	page := public.get(base)
	if page.status != http.StatusOK {
		t.Fatalf("print page: %d", page.status)
	}
	if page.doc(t).Find(`[data-testid="pdf-season-private"]`).Length() != 0 {
		t.Error("the public is offered a private copy")
	}
	res := public.get(base + "/season.pdf")
	isPDF(t, res)
	if n := pdfPages(t, res.body); n != 2 {
		t.Fatalf("public sheet: %d pages", n)
	}
	words := pdfWords(t, res.body)
	if !strings.Contains(words, "Ordine di gioco") || !strings.Contains(words, "Takeda") || strings.Contains(words, "MARCIA FORZATA") {
		t.Errorf("public sheet: %.300s", words)
	}
	for name, b := range map[string]*browser{"public": public, "gm": gm} {
		if res := b.get(base + "/season.pdf?copy=private"); res.status != http.StatusForbidden {
			t.Errorf("%s asks for a private copy: %d", name, res.status)
		}
		if res := b.get(fmt.Sprintf("/api/print/campaign/%d/season?copy=private", id)); res.status != http.StatusForbidden {
			t.Errorf("%s asks the API for a private copy: %d", name, res.status)
		}
	}
	if player.get(base).doc(t).Find(`[data-testid="pdf-season-private"]`).Length() != 1 {
		t.Error("the player is not offered a private copy")
	}
	res = player.get(base + "/season.pdf?copy=private&lang=en")
	isPDF(t, res)
	if n := pdfPages(t, res.body); n != 3 {
		t.Fatalf("private sheet: %d pages", n)
	}
	words = pdfWords(t, res.body)
	for _, w := range []string{"Takeda's secret hand", "FORCED MARCH", "6♣", "NINJA", "Black Joker"} {
		if !strings.Contains(words, w) {
			t.Errorf("private sheet lacks %q", w)
		}
	}
	if res := public.get("/campaigns/999/print/season.pdf"); res.status != http.StatusNotFound {
		t.Errorf("unknown campaign: %d", res.status)
	}
}

func TestCampaignSlipsAndLedger(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	id, _, player := newPrintCampaign(t, ts)
	base := fmt.Sprintf("/campaigns/%d/print", id)
	// From the player's clan to the 5 others: 2 pages of 3.
	res := player.get(base + "/slips.pdf")
	isPDF(t, res)
	if n := pdfPages(t, res.body); n != 2 {
		t.Fatalf("slips: %d pages", n)
	}
	words := pdfWords(t, res.body)
	for _, w := range []string{"TAKEDA", "UESUGI", "SHIMAZU", "PRIMAVERA 1560"} {
		if !strings.Contains(words, w) {
			t.Errorf("slips lack %q", w)
		}
	}
	res = ts.browser(t).get(fmt.Sprintf("/api/print/campaign/%d/slips?from=hojo&copies=2", id))
	isPDF(t, res)
	if n := pdfPages(t, res.body); n != 4 { // 10 slips
		t.Errorf("2 copies: %d pages", n)
	}
	for _, q := range []string{"from=Oda", "copies=9"} {
		if res := player.get(fmt.Sprintf("/api/print/campaign/%d/slips?%s", id, q)); res.status != http.StatusUnprocessableEntity {
			t.Errorf("%s: %d", q, res.status)
		}
	}
	// The ledger is public: anyone prints any clan's.
	res = ts.browser(t).get(base + "/ledger.pdf?clan=Takeda&lang=en")
	isPDF(t, res)
	if w := pdfWords(t, res.body); !strings.Contains(w, "Prestige ledger — Takeda") || !strings.Contains(w, "Fortress built in Kai +5 15") {
		t.Errorf("ledger: %.400s", w)
	}
	if res := ts.browser(t).get(fmt.Sprintf("/api/print/campaign/%d/ledger?clan=Oda", id)); res.status != http.StatusUnprocessableEntity {
		t.Errorf("unknown clan: %d", res.status)
	}
	// A player's ledger defaults to his clan.
	res = player.get(fmt.Sprintf("/api/print/campaign/%d/ledger", id))
	isPDF(t, res)
}

// /api documents every print route.
func TestPrintAPIRoutesDocumented(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	body := ts.browser(t).get("/api").body
	for _, r := range []string{"POST /api/print/aot/booklet", "POST /api/print/affinati/roster", "GET /api/print/affinati/reference",
		"GET /api/print/campaign/cards", "GET /api/print/campaign/slips", "GET /api/print/campaign/{id}/season",
		"GET /api/print/campaign/{id}/slips", "GET /api/print/campaign/{id}/ledger"} {
		if !strings.Contains(body, r) {
			t.Errorf("/api does not document %s", r)
		}
	}
}
