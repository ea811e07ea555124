package handlers_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/campaign"
)

// devCitation is a citation a club cannot follow: a line of the OCR text
// ("l.484", "rulebook l.484-l.490", "r. 208"), the English digests the
// project is built from ("§ del riassunto inglese", "§13.2 of the English
// digest") or a bare "§ n" numbering of those digests. The printed rulebooks
// are cited by their sections' titles (tables/rulebook); only Sekigahara's
// rulebook numbers its sections, and those numbers are written without "§".
var devCitation = regexp.MustCompile(`(?i)\bl\.\s?\d|\br\.\s?\d|riassunto|digest|\bL\d{2,}\b|§\s*\d|\{§`)

// citationReport collects what devCitation finds, once per finding.
type citationReport struct {
	t    *testing.T
	seen map[string]bool
}

func (r *citationReport) check(where, text string) {
	r.t.Helper()
	for _, m := range devCitation.FindAllStringIndex(text, -1) {
		ex := excerpt(text, m[0], m[1])
		if !r.seen[ex] {
			r.seen[ex] = true
			r.t.Errorf("%s: %q in %q", where, text[m[0]:m[1]], ex)
		}
	}
}

// crawlCitations visits every page reachable from start within prefix as
// b, checks its visible text, its attributes a reader meets (title, alt,
// aria-label, placeholder) and every PDF it links to.
func crawlCitations(t *testing.T, b *browser, lang string, start []string, within string, seen map[string]bool, r *citationReport) {
	t.Helper()
	crawlSite(t, b, lang, start, within, seen, func(path, pdf string) {
		r.check(lang+" "+path, pdfWords(t, pdf))
	}, func(path string, doc *goquery.Document) {
		doc.Find("[title], [alt], [aria-label], [placeholder]").Each(func(_ int, s *goquery.Selection) {
			for _, a := range []string{"title", "alt", "aria-label", "placeholder"} {
				if v, ok := s.Attr(a); ok {
					r.check(lang+" "+path+" @"+a, v)
				}
			}
		})
		doc.Find("script, style").Remove()
		r.check(lang+" "+path, strings.Join(strings.Fields(doc.Find("body").Text()), " "))
	})
}

// crawlSite visits every page reachable from start by the site's own links
// within prefix as b (one visit per path and language, queries ignored),
// and every PDF they link to (with its query): page gets each HTML page,
// pdf each PDF. Downloads other than PDFs, the API, the map tiles and
// state-changing links are skipped, and the event cards PDF (which every
// campaign page links) is read once by whoever asks for it by name.
func crawlSite(t *testing.T, b *browser, lang string, start []string, within string, seen map[string]bool, pdf func(path, body string), page func(path string, doc *goquery.Document)) {
	t.Helper()
	queue := append([]string(nil), start...)
	skip := regexp.MustCompile(`^/(api|static|lang|join|fonts|map)/|\.csv$|/export$|/logout$|/provinces/\d+$|/cards\.pdf$`)
	for len(queue) > 0 && len(seen) < 500 {
		path := queue[0]
		queue = queue[1:]
		key := lang + " " + path
		if strings.HasSuffix(strings.SplitN(path, "?", 2)[0], ".pdf") {
			if !seen[key] && strings.HasPrefix(path, within) {
				seen[key] = true
				if res := b.get(path); res.status == http.StatusOK {
					pdf(path, res.body)
				}
			}
			continue
		}
		if i := strings.IndexAny(path, "?#"); i >= 0 {
			path, key = path[:i], lang+" "+path[:i]
		}
		if path == "" || seen[key] || skip.MatchString(path) || !strings.HasPrefix(path, within) {
			continue
		}
		seen[key] = true
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
		page(path, doc)
	}
}

// jsonCitations checks the API answers that carry rule text: the
// calculators' options and references, in both languages.
func jsonCitations(b *browser, r *citationReport, paths ...string) {
	for _, lang := range []string{"it", "en"} {
		for _, p := range paths {
			res := b.get(p, "Accept-Language", lang)
			if res.status != http.StatusOK {
				r.t.Errorf("%s: status %d", p, res.status)
				continue
			}
			r.check(lang+" "+p, res.body)
		}
	}
}

// TestCitationsFollowThePrintedRulebook crawls every page of the site (and
// a campaign's pages through a season with a confrontation, a siege and a
// battle), the PDFs they link and the API's rule references, in Italian and
// English: a citation names a section of the printed rulebook, never an OCR
// line or the English digests.
func TestCitationsFollowThePrintedRulebook(t *testing.T) {
	t.Parallel()
	longTest(t)
	tb := newTable(t)
	r := &citationReport{t: t, seen: map[string]bool{}}
	browsers := map[string]*browser{"it": tb.gm, "en": tb.players[campaign.Takeda]}
	tb.players[campaign.Takeda].get("/lang/en")
	for lang, b := range browsers {
		crawlCitations(t, b, lang, []string{"/", "/calc", "/print", "/api", tb.path}, "/", map[string]bool{}, r)
	}
	jsonCitations(tb.gm, r, "/api/calc/affinati/options", "/api/calc/aot/options", "/api/calc/ccsb/reference",
		"/api/calc/sekigahara/reference", "/api/calc/senjutsu/reference", "/api/calc/aot/cards",
		"/api/calc/ccsb/combat?att=SSpC&insp=true&tgt=AB&tgtLdr=foot&bb=true",
		"/api/calc/affinati/combat?a.troop=mountedSamurai&a.general=true&b.troop=ashigaru&b.support=true&da=5&db=2",
		"/api/calc/affinati/combat?mode=shooting&a.troop=archers&b.troop=ashigaru", "/api/calc/affinati/pip?far=true&generalDifficult=true",
		"/api/calc/affinati/breakoff?enemy=ashigaru&die=4", "/api/calc/affinati/losses", "/api/calc/affinati/army?list=c1560-6p",
		tb.path+"/options")
	tb.gmDo(t, "kind", "set-option", "key", "tableDice", "value", "true")
	tb.gmDo(t, "kind", "start")
	phase := func(name string) {
		t.Helper()
		crawlCitations(t, tb.gm, "it", []string{tb.path}, tb.path, map[string]bool{}, r)
		crawlCitations(t, tb.players[campaign.Takeda], "en", []string{tb.path}, tb.path, map[string]bool{}, r)
	}
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
}
