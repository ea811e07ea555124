package handlers_test

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/crypto/bcrypt"
	"golang.org/x/net/html"

	"sengoku/campaign"
	"sengoku/handlers"
	"sengoku/i18n"
)

// The pseudo-locale proof: in en-XA every catalogue text reads ⟦English⟧,
// so a word outside the brackets on a page, an API error or a PDF did not
// come from the catalogue. What may stand outside them is data:
//   - numbers, punctuation and symbols (no letters at all);
//   - the symbols of centimetres and millimetres (cm, mm);
//   - tokens with a digit: rule and card codes (B-01, 7-C, A+2), measures;
//   - single letters: die faces and card faces (A-S, 7-C), the × of a
//     die count, unit and column marks;
//   - the clans' names and the map's province names and kanji (proper
//     names, the same in every language), the games' titles and the
//     services notices go to, the map's file names (pseudoData);
//   - web addresses, and the campaign's join links even where a sheet
//     wrapped them: a PDF's text breaks a long link across lines, and a
//     table's cell breaks a province's kanji, the row's number read
//     between the pieces (as "丹波・丹 42 後");
//   - text in guillemets «…»: the printed rulebooks' own titles, cited as
//     printed;
//   - code, pre, kbd and samp elements: identifiers, JSON and URLs a
//     client types, not prose;
//   - the fixtures' user text, which the test writes in brackets itself.
//
// It prints every finding once, with the pages it was seen on.

// pseudoData are the proper names and marks allowed outside the brackets
// besides the map's provinces (added per test).
var pseudoData = []string{
	// The clans (also in capitals, as the slips print them).
	"Hojo", "Uesugi", "Takeda", "Imagawa", "Mori", "Shimazu",
	// The application's and the games' titles and an author, as published.
	"Sengoku", "Art of Tactic", "SAMURAI", "Riccardo Affinati", "Senjutsu", "Sekigahara", "Commands & Colors", "Samurai Battles",
	// File formats.
	"JSON", "CSV",
	// The services a notice can go to.
	"Discord", "Telegram", "ntfy",
	// Units of length, written as symbols in every language.
	"cm", "mm",
	// The author's surname in the game's title, SAMURAI (Affinati).
	"Affinati",
	// The capital the map marks in Yamashiro, a proper name.
	"Kyoto",
	// The files a map is made of, named as the server serves them.
	"provinces.csv", "adjacency.csv", "map.json",
	// The kind of action the test's fixtures log (table.rig).
	"test-fixture",
	// Sekigahara's two sides and its map's castles, proper names printed
	// as-is in both rulebooks.
	"Ishida", "Tokugawa", "Osaka", "Ueda",
	// The codes printed on C&C Samurai Battles' blocks (units and leader),
	// the same in every language.
	"AA", "AB", "ASp", "BG", "LDR", "LI", "SB", "SBC", "SSp", "SSpC",
	// The Japanese flags of Art of Tactic's units, as the rulebook prints them.
	"侍大将", "薙刀兵", "足輕兵",
	// The fighters of Senjutsu's example reveal code (the rulebook's
	// Example C), named as the players named them.
	"Aiko", "Bunta",
}

// guillemets is a title of a printed rulebook, as cited; a web address is
// typed, not read.
var (
	guillemets = regexp.MustCompile(`«[^»]*»`)
	webAddress = regexp.MustCompile(`\bhttps?://\S+`)
	// code is a token with a digit or an underscore: a rule's or a card's
	// code (B-01, 7-C, A+2, F−1), a measure, a piece of a join link that
	// a sheet wrapped.
	code = regexp.MustCompile(`\S*[\d_]\S*`)
)

// pseudoWord is a word a person reads: two letters or more.
var pseudoWord = regexp.MustCompile(`\p{L}[\p{L}\p{M}'’]+`)

// pseudoFindings are the texts found outside the brackets, each with the
// places it was seen.
type pseudoFindings struct {
	// data matches the allowed names as whole words, in any case; wrapped
	// the names a word boundary cannot delimit (kanji) and the join links,
	// whichever way a sheet broke them.
	data    *regexp.Regexp
	wrapped *regexp.Regexp
	seen    map[string]map[string]bool
	// read counts what the test read: pages, PDFs, API answers and the
	// catalogue texts among them, so that a crawl that reads nothing fails.
	read struct{ pages, pdfs, answers, texts int }
}

// newPseudoFindings allows the data names besides pseudoData; links are
// the web addresses a sheet prints whole (the join links).
func newPseudoFindings(names, links []string) *pseudoFindings {
	all := append(slices.Clone(pseudoData), names...)
	sort.Slice(all, func(i, j int) bool { return len(all[i]) > len(all[j]) })
	var words, wrapped []string
	for _, n := range all {
		if n == "" {
			continue
		}
		if pseudoWord.MatchString(n) && regexp.MustCompile(`^[\p{Latin}\d &.'-]+$`).MatchString(n) {
			words = append(words, regexp.QuoteMeta(n))
			continue
		}
		// A cell too narrow for a name wraps it: the row's number, set
		// in the middle of the row's height, is read between its lines.
		wrapped = append(wrapped, spread(n, `\s*(?:\d+\s+)?`))
	}
	for _, l := range links {
		wrapped = append(wrapped, spread(l, `\s*`)) // a line ends anywhere in a link
	}
	return &pseudoFindings{data: regexp.MustCompile(`(?i)\b(?:` + strings.Join(words, "|") + `)\b`),
		wrapped: regexp.MustCompile(strings.Join(wrapped, "|")), seen: map[string]map[string]bool{}}
}

// spread is the pattern of s with gap allowed between any two of its
// characters.
func spread(s, gap string) string {
	var parts []string
	for _, r := range s {
		parts = append(parts, regexp.QuoteMeta(string(r)))
	}
	return "(?:" + strings.Join(parts, gap) + ")"
}

// outside is s without its bracketed parts (nested brackets, as a message
// inside a message, count once); unclosed brackets run to the end.
func outside(s string) []string {
	var parts []string
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '⟦':
			if depth == 0 && b.Len() > 0 {
				parts = append(parts, b.String())
				b.Reset()
			}
			depth++
		case r == '⟧' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	if b.Len() > 0 {
		parts = append(parts, b.String())
	}
	return parts
}

// check records every run of text outside the brackets of s that holds a
// word that is not data.
func (f *pseudoFindings) check(where, s string) {
	f.read.texts += strings.Count(s, i18n.Open)
	for _, part := range outside(s) {
		text := strings.Join(strings.Fields(guillemets.ReplaceAllString(part, "")), " ")
		rest := f.wrapped.ReplaceAllString(text, " ")
		rest = code.ReplaceAllString(f.data.ReplaceAllString(webAddress.ReplaceAllString(rest, " "), " "), " ")
		if !pseudoWord.MatchString(rest) {
			continue
		}
		text = strings.TrimFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if f.seen[text] == nil {
			f.seen[text] = map[string]bool{}
		}
		f.seen[text][where] = true
	}
}

// checkPage checks an HTML page's title, its visible text node by node and
// the attributes a reader meets.
func (f *pseudoFindings) checkPage(where string, doc *goquery.Document) {
	f.read.pages++
	doc.Find("[title], [alt], [aria-label], [placeholder]").Each(func(_ int, s *goquery.Selection) {
		for _, a := range []string{"title", "alt", "aria-label", "placeholder"} {
			if v, ok := s.Attr(a); ok {
				f.check(where+" @"+a, v)
			}
		}
	})
	// A noscript's content is parsed as text while scripting is on: read
	// it as the page it is without scripts.
	doc.Find("noscript").Each(func(_ int, s *goquery.Selection) {
		if inner, err := goquery.NewDocumentFromReader(strings.NewReader(s.Text())); err == nil {
			f.checkPage(where+" <noscript>", inner)
		}
	}).Remove()
	doc.Find("script, style, code, pre, kbd, samp, template").Remove()
	f.check(where+" <title>", doc.Find("head title").Text())
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			f.check(where, n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for _, n := range doc.Find("body").Nodes {
		walk(n)
	}
}

// checkJSON checks every string of an API answer but the fields that are
// not prose: a message's key and arguments, its words in the shipped
// languages (en, it), a problem's field name and the parameter names a
// route accepts.
func (f *pseudoFindings) checkJSON(where, body string) {
	f.read.answers++
	var v any
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		f.check(where+" (not JSON)", body)
		return
	}
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case string:
			f.check(where, x)
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			for k, e := range x {
				if k == "key" || k == "args" || k == "en" || k == "it" || k == "field" || k == "accepted" {
					continue
				}
				walk(e)
			}
		}
	}
	walk(v)
}

// report fails with the findings sorted, each once with up to three of
// the places it was seen.
func (f *pseudoFindings) report(t *testing.T) {
	t.Helper()
	texts := make([]string, 0, len(f.seen))
	for text := range f.seen {
		texts = append(texts, text)
	}
	sort.Strings(texts)
	for _, text := range texts {
		places := make([]string, 0, len(f.seen[text]))
		for p := range f.seen[text] {
			places = append(places, p)
		}
		sort.Strings(places)
		more := ""
		if len(places) > 3 {
			more = fmt.Sprintf(" (+%d more)", len(places)-3)
			places = places[:3]
		}
		t.Errorf("not from the catalogue: %q on %s%s", text, strings.Join(places, ", "), more)
	}
	if len(texts) > 0 {
		t.Logf("%d texts outside the catalogue", len(texts))
	}
}

// pseudoForm is the six-player create form with every user text in
// brackets, as the pseudo-locale writes catalogue text.
func pseudoForm() url.Values {
	f := sixPlayerForm()
	f.Set("name", "⟦Campaign 1560⟧")
	for _, c := range campaign.Clans {
		f.Set("player."+string(c), "⟦Player of "+string(c)+"⟧")
	}
	return f
}

// newPseudoTable is newTable on a server that serves the pseudo-locale,
// with every browser reading it.
func newPseudoTable(t *testing.T) *table {
	t.Helper()
	db, err := openKeyed(t, suiteBackend.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(handlers.New(db, handlers.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost,
		CreatesPerHour: -1, ImportsPerHour: -1, PseudoLocale: true}))
	t.Cleanup(func() {
		srv.Close()
		_ = db.Close()
	})
	ts := &testServer{Server: srv, db: db}
	gm := ts.browser(t)
	gm.get("/lang/" + string(i18n.Pseudo))
	path := gm.createCampaign(pseudoForm())
	id, _ := strconv.ParseInt(strings.TrimPrefix(path, "/campaigns/"), 10, 64)
	tb := &table{ts: ts, gm: gm, path: path, id: id, players: map[campaign.Clan]*browser{}}
	for clan, link := range joinLinks(t, gm, path) {
		b := ts.browser(t)
		b.get("/lang/" + string(i18n.Pseudo))
		if res := b.get(link); res.status != http.StatusSeeOther {
			t.Fatalf("join %s: %d", clan, res.status)
		}
		tb.players[campaign.Clan(clan)] = b
	}
	return tb
}

// TestPseudoLocaleOnlyOnRequest: a server serves en-XA only when told to;
// otherwise the request falls back as for any unknown language.
func TestPseudoLocaleOnlyOnRequest(t *testing.T) {
	t.Parallel()
	plain := newTestServer(t).browser(t)
	if res := plain.get("/calc?lang=en-XA"); strings.Contains(res.body, "⟦") {
		t.Error("a server without PseudoLocale answers in the pseudo-locale")
	}
	tb := newPseudoTable(t)
	res := tb.ts.browser(t).get("/calc?lang=en-XA")
	if res.status != http.StatusOK || !strings.Contains(res.body, "⟦") {
		t.Errorf("lang=en-XA on a PseudoLocale server: %d, no bracket", res.status)
	}
	if res := tb.gm.get("/calc"); !strings.Contains(res.body, "⟦") {
		t.Error("the en-XA language cookie is not read")
	}
}

// TestPseudoLocaleEveryWordFromTheCatalogue renders every page (through a
// season with a confrontation, a siege and a battle), the PDFs they link,
// and the API's error shapes in the pseudo-locale: every word outside ⟦…⟧
// is a finding, unless it is data (see pseudoData).
func TestPseudoLocaleEveryWordFromTheCatalogue(t *testing.T) {
	t.Parallel()
	tb := newPseudoTable(t)
	var names, links []string
	for _, p := range tb.state(t).Map.Provinces {
		names = append(names, p.Name, p.Kanji)
	}
	for _, path := range joinLinks(t, tb.gm, tb.path) {
		links = append(links, tb.ts.URL+path)
	}
	f := newPseudoFindings(names, links)
	lang := string(i18n.Pseudo)
	crawl := func(who string, b *browser, start []string, within string) {
		t.Helper()
		crawlSite(t, b, lang, start, within, map[string]bool{}, func(path, body string) {
			f.read.pdfs++
			f.check(who+" "+path, pdfTool(t, "pdftotext", body, "-enc", "UTF-8"))
		}, func(path string, doc *goquery.Document) {
			f.checkPage(who+" "+path, doc)
		})
	}
	public := tb.ts.browser(t)
	public.get("/lang/" + lang)
	crawl("public", public, []string{"/"}, "/")
	crawl("gm", tb.gm, []string{"/", "/calc", "/print", "/api", tb.path}, "/")
	crawl("gm", tb.gm, []string{"/print/campaign/cards.pdf?paper=a4", "/print/campaign/cards.pdf"}, "/")
	pseudoAPIErrors(t, tb, f)

	tb.gmDo(t, "kind", "set-option", "key", "tableDice", "value", "true")
	tb.gmDo(t, "kind", "start")
	phase := func(name string) {
		t.Helper()
		crawl(name+" gm", tb.gm, []string{tb.path}, tb.path)
		crawl(name+" Takeda", tb.players[campaign.Takeda], []string{tb.path}, tb.path)
	}
	phase("draw")
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "A-S", campaign.Takeda: "7-C", campaign.Uesugi: "2-C", campaign.Imagawa: "3-C", campaign.Mori: "4-C", campaign.Shimazu: "5-C"},
		map[campaign.Clan][]string{campaign.Hojo: {"14"}})
	tb.advanceTo(t, campaign.PhaseDiplomacy)
	phase("diplomacy")
	tb.advanceTo(t, campaign.PhaseMovement)
	tb.moves(t, map[campaign.Clan][]string{
		campaign.Takeda:  {"kind", "move", "province", "32"},
		campaign.Imagawa: {"kind", "move", "province", "32"},
		campaign.Uesugi:  {"kind", "move", "province", "14"},
	})
	tb.advanceTo(t, campaign.PhaseEndOfMovement)
	phase("end of movement")
	tb.as(t, campaign.Imagawa, "kind", "confront", "province", "32", "choice", "fight")
	tb.as(t, campaign.Takeda, "kind", "confront", "province", "32", "choice", "fight")
	tb.advanceTo(t, campaign.PhaseSieges)
	tb.as(t, campaign.Uesugi, "kind", "siege", "province", "14", "choice", "roll")
	tb.gmDo(t, "kind", "siege", "clan", "Uesugi", "province", "14", "dice", "4")
	tb.advanceTo(t, campaign.PhaseBattles)
	phase("battles")
	t.Logf("read %d pages, %d PDFs, %d API answers; %d catalogue texts", f.read.pages, f.read.pdfs, f.read.answers, f.read.texts)
	if f.read.pages < 120 || f.read.pdfs < 30 || f.read.answers < 20 || f.read.texts < 15000 {
		t.Errorf("the crawl read too little to prove anything: %+v", f.read)
	}
	f.report(t)
}

// pseudoAPIErrors asks the API for one answer of each error shape: an
// unknown route and method, an unreadable or unknown query parameter,
// refused input of every calculator and printable, a body that is not
// JSON or holds an unknown field, a request without the right to act, a
// cross-origin request and an unknown campaign.
func pseudoAPIErrors(t *testing.T, tb *table, f *pseudoFindings) {
	t.Helper()
	b := tb.ts.browser(t)
	q := "lang=" + string(i18n.Pseudo)
	id := strconv.FormatInt(tb.id, 10)
	gets := []string{
		"/api/nowhere",
		"/api/campaigns/999999",
		"/api/calc/affinati/combat?bogus=1",
		"/api/calc/affinati/combat?a.troop=nobody",
		"/api/calc/affinati/combat?da=9",
		"/api/calc/affinati/pip?far=maybe",
		"/api/calc/affinati/breakoff?die=12",
		"/api/calc/affinati/army?list=nolist",
		"/api/calc/aot/attack?dice=-3",
		"/api/calc/aot/fortitude?x=1",
		"/api/calc/ccsb/combat?att=NOPE",
		"/api/calc/sekigahara/reference?x=1",
		"/api/calc/senjutsu/order?x=1",
		"/api/print/affinati/reference?paper=tabloid",
		"/api/print/campaign/cards?paper=tabloid",
		"/api/print/campaign/slips?count=0",
		"/api/print/campaign/slips?count=9999",
		"/api/print/campaign/" + id + "/season?copy=nobody",
		"/api/print/campaign/" + id + "/ledger?clan=Nobody",
		"/api/print/campaign/" + id + "/battle/99",
	}
	for _, p := range gets {
		sep := "?"
		if strings.Contains(p, "?") {
			sep = "&"
		}
		res := b.get(p + sep + q)
		if res.status < 400 {
			t.Logf("%s: %d, not an error", p, res.status)
			continue
		}
		f.checkJSON("API GET "+p, res.body)
	}
	posts := []struct{ path, body string }{
		{"/api/calc/affinati/combat", "{}"},
		{"/api/campaigns", "{"},
		{"/api/campaigns", `{"name": "⟦x⟧", "unknown": 1}`},
		{"/api/campaigns", `{"name": ""}`},
		{"/api/campaigns/" + id + "/actions", `{"kind": "start"}`},
		{"/api/campaigns/" + id + "/undo", `{}`},
		{"/api/calc/senjutsu/duel", `{"nonsense": true}`},
		{"/api/print/aot/booklet", `{"units": []}`},
		{"/api/print/aot/booklet", `{"size": "huge", "turns": 99}`},
		{"/api/print/affinati/roster", `{"paper": "tabloid"}`},
		{"/api/print/affinati/roster", `{"bogus": 1}`},
	}
	for _, p := range posts {
		res := b.postJSON(p.path+"?"+q, p.body)
		if res.status < 400 {
			t.Logf("POST %s: %d, not an error", p.path, res.status)
			continue
		}
		f.checkJSON("API POST "+p.path+" "+p.body, res.body)
	}
	res := b.postJSON("/api/campaigns?"+q, "{}", "Origin", "https://elsewhere.example", "Sec-Fetch-Site", "cross-site")
	f.checkJSON("API POST cross-origin", res.body)
}

// TestPseudoDataRecogniser: what a sheet or a page prints as data passes,
// however pdftotext broke it, and a word beside it is still found.
func TestPseudoDataRecogniser(t *testing.T) {
	t.Parallel()
	link := "http://127.0.0.1:38979/join/0KlavzlZLMablIRUqV8C9H5JOqT00kXeQPm5SWpWtYo"
	f := newPseudoFindings([]string{"Tanba-Tango", "丹波・丹後", "Kawachi-Izumi", "河内・和泉", "Minami-Shinano", "南信濃"}, []string{link})
	for _, s := range []string{
		"42 Tanba-Tango 丹波・丹 42 後 Mori Takeda, Imagawa",
		"39 Kawachi-Izumi 河内・ 和泉 Imagawa 22 Minami-Shinano 南信濃 Takeda ◎ ■",
		"http://127.0.0.1:38979/join/0KlavzlZLMablIRUqV8C9H5JOqT00kX eQPm5SWpWtYo ✂ Takeda",
		"http://127.0.0.1:38979/jo in/0KlavzlZLMablIRUqV8C9H5JOqT00kXeQPm5SWpWtYo",
		"provinces.csv · adjacency.csv · map.json",
		"SAMURAI (Affinati) ⟦Reference sheet⟧",
		"Kyoto",
	} {
		f.check("data", s)
	}
	if len(f.seen) != 0 {
		t.Errorf("data taken for words: %v", f.seen)
	}
	for _, s := range []string{
		"42 Tanba-Tango 丹波・丹後 Joker",
		"http://127.0.0.1:38979/join/0KlavzlZLMablIRUqV8C9H5JOqT00kX eQPm5SWpWtYo Takeda deadline",
		"provinces.csv file",
		"丹波 Tango",
	} {
		f.check("words", s)
		if f.seen[strings.TrimFunc(strings.Join(strings.Fields(s), " "), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })] == nil {
			t.Errorf("%q: its word is not found", s)
		}
	}
}
