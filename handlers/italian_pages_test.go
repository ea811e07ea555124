package handlers_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"

	"sengoku/campaign"
)

// englishWords must never appear in the text of an Italian page: words of
// the catalogue's English side, the engine's identifiers and roll purposes.
// Proper names (clans, provinces, units, the games' own titles) are
// removed first; code, JSON and form values are not text.
var englishWords = regexp.MustCompile(`(?i)\b(the|and|with|your|you|start|shuffle|reshuffle|playing|order|ties|roll|rolls|re-roll|choose|chooses|battle|battles|siege|sieges|army|armies|cards?|elements?|fortress|draw|draws|stay|winter|spring|summer|autumn|season|wins|winner|none|yes|true|false|undo|player|players|withdraw|fight|next|previous|save|loading|river|roles|deck|game master|left|shut|supply|tally)\b`)

// slashPlural is "battaglia/e", "terreno/i", "Ferita/e": a noun that did
// not agree with its number.
var slashPlural = regexp.MustCompile(`\p{L}{2,}/(e|i|a|o|he|hi)\b`)

// decimalPoint is a number written the English way ("50.00%", "1.25"):
// Italian pages write a decimal comma. Only visible text is checked, so
// coordinates, URLs and times (which use a colon) never reach it.
var decimalPoint = regexp.MustCompile(`\d\.\d`)

// sectionRef is a citation of a rulebook section, which the printed
// rulebooks themselves number with points: "§13.2", "(7.3.6)", "(8.5)",
// "8.10, S-14)", and the Commands & Colors options named by their section
// ("8.1 · Facce dei dadi").
var sectionRef = regexp.MustCompile(`§\s*\d+(\.\d+)*|\d+(\.\d+){2,}|\(\d+\.\d+[),–]|\d+\.\d+\)|\d+\.\d+,\s*[A-Z]-\d|^\s*\d+\.\d+[a-z]? · \p{Lu}`)

// visibleNumbers is each visible text node of a page (run after
// italianText has removed code and scripts) without its section citations.
// Nodes are checked one by one so that two elements' texts never join into
// a false number ("@4." + "1 aiko").
func visibleNumbers(doc *goquery.Document) []string {
	var out []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			out = append(out, sectionRef.ReplaceAllString(n.Data, ""))
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for _, n := range doc.Find("body").Nodes {
		walk(n)
	}
	return out
}

// properNames are titles and names that legitimately hold English words.
var properNames = strings.NewReplacer(
	"Art of Tactic", "", "Samurai Battles", "", "Battle for Japan", "", "the Unification of Japan", "",
	"Commands & Colors", "", "Battle Back", "", "The Unification of Japan", "",
)

// italianText is the visible text of an Italian page: no code, scripts,
// JSON dumps or the language switch (which names the other language).
func italianText(doc *goquery.Document) string {
	doc.Find(`script, style, code, pre, kbd, samp, [lang="en"], [hreflang="en"], [data-testid="lang-switch"]`).Remove()
	doc.Find(`a[href^="/lang/"]`).Remove()
	return properNames.Replace(strings.Join(strings.Fields(doc.Find("body").Text()), " "))
}

// crawlItalian visits every page reachable from start by links on the site
// (one visit per path, queries ignored) and reports English words and slash
// plurals on each. Downloads, the API and state-changing links are skipped.
func crawlItalian(t *testing.T, b *browser, where string, start []string, within string, seen map[string]bool) {
	t.Helper()
	reported := map[string]bool{}
	report := func(path, what, text string, m []int) {
		t.Helper()
		key := what + text[m[0]:m[1]] + excerpt(text, m[0], m[1])
		if !reported[key] {
			reported[key] = true
			t.Errorf("%s %s: %s %q in %q", where, path, what, text[m[0]:m[1]], excerpt(text, m[0], m[1]))
		}
	}
	queue := append([]string(nil), start...)
	skip := regexp.MustCompile(`^/(api|static|lang|join|fonts|map)/|\.pdf$|\.csv$|/export$|/logout$|/provinces/\d+$`)
	for len(queue) > 0 && len(seen) < 400 {
		path := queue[0]
		queue = queue[1:]
		if i := strings.IndexAny(path, "?#"); i >= 0 {
			path = path[:i]
		}
		if path == "" || seen[path] || skip.MatchString(path) || !strings.HasPrefix(path, within) {
			continue
		}
		seen[path] = true
		res := b.get(path)
		if res.status != http.StatusOK || !strings.HasPrefix(res.header.Get("Content-Type"), "text/html") {
			continue
		}
		doc := res.doc(t)
		doc.Find("a[href]").Each(func(_ int, a *goquery.Selection) {
			if h := a.AttrOr("href", ""); strings.HasPrefix(h, "/") {
				queue = append(queue, h)
			}
		})
		text := italianText(doc)
		for _, node := range visibleNumbers(doc) {
			for _, m := range decimalPoint.FindAllStringIndex(node, 5) {
				report(path, "decimal point", node, m)
			}
		}
		for _, m := range englishWords.FindAllStringIndex(text, 5) {
			if !identifiersAllowed.MatchString(path) && !notYetItalian.MatchString(path) {
				report(path, "English word", text, m)
			}
		}
		for _, m := range slashPlural.FindAllStringIndex(text, 5) {
			report(path, "slash plural", text, m)
		}
	}
}

// identifiersAllowed are the pages that name what an API client or a
// rules option file types: parameter names and values (the /api
// reference) and the options' keys and values (the Rules options page).
var identifiersAllowed = regexp.MustCompile(`^/api$|^/campaigns/\d+/options$`)

// notYetItalian are the Art of Tactic pages, whose unit cards still
// explain their sources in English (they cite the printed rulebook's
// sections, tables/rulebook).
var notYetItalian = regexp.MustCompile(`^/(calc|print)/aot`)

func excerpt(s string, from, to int) string {
	return s[max(0, from-60):min(len(s), to+60)]
}

// TestItalianPagesSpeakItalian crawls the whole site in Italian, and the
// campaign's pages as the game master and as a player in every phase of a
// season with a confrontation, a siege and a battle: no English word, no
// slash plural.
func TestItalianPagesSpeakItalian(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	crawlItalian(t, tb.gm, "setup", []string{"/", "/calc", "/print", "/api", tb.path}, "/", map[string]bool{})
	check := func(phase string) {
		t.Helper()
		crawlItalian(t, tb.gm, phase+" (master)", []string{tb.path}, tb.path, map[string]bool{})
		crawlItalian(t, tb.players[campaign.Takeda], phase+" (Takeda)", []string{tb.path}, tb.path, map[string]bool{})
	}
	tb.gmDo(t, "kind", "set-option", "key", "tableDice", "value", "true")
	tb.gmDo(t, "kind", "start")
	check("draw")
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "A-S", campaign.Takeda: "7-C", campaign.Uesugi: "2-C", campaign.Imagawa: "3-C", campaign.Mori: "4-C", campaign.Shimazu: "5-C"},
		map[campaign.Clan][]string{campaign.Hojo: {"14"}})
	tb.advanceTo(t, campaign.PhaseDiplomacy)
	check("diplomacy")
	tb.advanceTo(t, campaign.PhaseMovement)
	check("movement")
	tb.moves(t, map[campaign.Clan][]string{
		campaign.Takeda:  {"kind", "move", "province", "32"},
		campaign.Imagawa: {"kind", "move", "province", "32"},
		campaign.Uesugi:  {"kind", "move", "province", "14"},
	})
	tb.advanceTo(t, campaign.PhaseEndOfMovement)
	check("end of movement")
	tb.as(t, campaign.Imagawa, "kind", "confront", "province", "32", "choice", "fight")
	tb.as(t, campaign.Takeda, "kind", "confront", "province", "32", "choice", "fight")
	tb.advanceTo(t, campaign.PhaseSieges)
	check("sieges")
	tb.as(t, campaign.Uesugi, "kind", "siege", "province", "14", "choice", "roll")
	tb.gmDo(t, "kind", "siege", "clan", "Uesugi", "province", "14", "dice", "4")
	tb.advanceTo(t, campaign.PhaseBattles)
	check("battles")
}
