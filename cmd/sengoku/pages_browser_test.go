package main

import (
	"context"
	_ "embed"
	"fmt"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/gin-gonic/gin"

	"sengoku/handlers"
)

// axeSource is axe-core 4.14.1 (npm axe-core, MPL-2.0, licence beside it),
// vendored for the tests only: it is never served to users.
//
//go:embed testdata/axe/axe.min.js
var axeSource string

// layoutProblems lists what a person cannot read or tap on the page as it
// is laid out now: a page wider than the viewport; an element whose
// content is wider than its box while the box hides the rest (named); a
// box that scrolls sideways without a visible cue (the shadow the
// .scroll-cue style draws); a tap target smaller than 44 × 44 px. Exempt
// from the tap size: a link inside a sentence (WCAG 2.5.8's inline
// exception) and the provinces of the map, whose size is the geography's
// and which the map lets the reader zoom.
const layoutProblems = `(() => {
	const out = [];
	const name = (e) => {
		let s = e.tagName.toLowerCase();
		if (e.id) s += '#' + e.id;
		if (typeof e.className === 'string' && e.className.trim()) s += '.' + e.className.trim().split(/\s+/).join('.');
		const tid = e.getAttribute('data-testid');
		if (tid) s += '[data-testid=' + tid + ']';
		const text = (e.textContent || e.value || '').trim().replace(/\s+/g, ' ').slice(0, 40);
		return text ? s + ' "' + text + '"' : s;
	};
	const root = document.documentElement;
	if (root.scrollWidth > root.clientWidth + 1) {
		const scrolled = (e) => e.parentElement && e.parentElement !== document.body && (getComputedStyle(e.parentElement).overflowX !== 'visible' || scrolled(e.parentElement));
		const past = [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > root.clientWidth + 1 && !scrolled(e) && ![...e.children].some((c) => c.getBoundingClientRect().right > root.clientWidth + 1));
		out.push('page is ' + root.scrollWidth + ' px wide in a ' + root.clientWidth + ' px viewport, past the edge: ' + past.slice(0, 3).map(name).join('; '));
	}
	for (const e of document.body.querySelectorAll('*')) {
		// A text field scrolls its own text under the caret: not cut off.
		if (e.closest('svg') || e.matches('input, textarea') || e.clientWidth <= 1 || e.scrollWidth <= e.clientWidth + 1) continue;
		const cs = getComputedStyle(e);
		if (cs.visibility === 'hidden') continue;
		if (cs.overflowX === 'hidden' || cs.overflowX === 'clip') {
			out.push('content cut off: ' + name(e) + ' holds ' + e.scrollWidth + ' px in ' + e.clientWidth);
		} else if ((cs.overflowX === 'auto' || cs.overflowX === 'scroll') && cs.backgroundImage === 'none') {
			out.push('scrolls sideways with no cue: ' + name(e));
		}
	}
	const inSentence = (e) => [...e.parentNode.childNodes].some((n) => n !== e && n.nodeType === 3 && /\p{L}/u.test(n.textContent));
	const targets = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]';
	for (const e of document.body.querySelectorAll(targets)) {
		if (e.closest('svg.map')) continue;
		const cs = getComputedStyle(e);
		let r = e.getBoundingClientRect();
		if (cs.visibility === 'hidden' || (r.width === 0 && r.height === 0) || r.right <= 0) continue;
		if (e.type === 'checkbox' || e.type === 'radio') {
			const label = e.closest('label') || (e.id && document.querySelector('label[for="' + e.id + '"]'));
			if (label) r = label.getBoundingClientRect();
		}
		if (cs.display === 'inline' && inSentence(e)) continue;
		if (r.width < 43.5 || r.height < 43.5) out.push('tap target ' + Math.round(r.width) + ' × ' + Math.round(r.height) + ' px: ' + name(e));
	}
	return out;
})()`

// axeProblems runs axe-core on the page (injected first: the content
// security policy does not govern what the browser's debugger evaluates)
// and lists its serious and critical violations.
const axeProblems = `axe.run(document, {resultTypes: ['violations']}).then((r) => r.violations
	.filter((v) => v.impact === 'serious' || v.impact === 'critical')
	.map((v) => v.impact + ' ' + v.id + ' (' + v.help + '): ' + v.nodes.slice(0, 4).map((n) => n.target.join(' ') + ' ' + n.html.slice(0, 90)).join(', ')))`

// pageLinks are the addresses the page links to (an SVG link's href is
// not a string: its attribute is read), and the calculators' share links,
// which open them with a result.
const pageLinks = `[...document.querySelectorAll('a[href]')].map((a) => new URL(a.getAttribute('href'), location.href).href)
	.concat([...document.querySelectorAll('input[data-testid=share]')].map((i) => i.value))`

// notPages are the GET routes that answer something other than a page for
// a person to read (PDFs, JSON, CSV, streams, files, redirects), or that
// would change who the visitor is: the walk neither follows nor expects
// them (a battle's photo is an image).
var notPages = regexp.MustCompile(`^/(static|fonts|lang|join|map)/|^/api/|^/(healthz|readyz)$|\.(pdf|css|csv|json|js|webmanifest)$|/(export|events|banner|photo)$`)

// unwalked are pages the walk cannot reach on a new campaign, and why.
var unwalked = map[string]string{
	"/campaigns/:id/summary":                   "shown once the campaign is over, which a walk of a new campaign cannot reach (handlers/season_summary_test.go renders it)",
	"/campaigns/:id/battles/:bid/report":       "shown once a battle has been fought, which a walk of a new campaign cannot reach",
	"/campaigns/:id/battles/:bid/tracker":      "shown once a battle is drawn up, which a walk of a new campaign cannot reach (tracker_browser_test.go plays one on two phones)",
	"/campaigns/:id/battles/:bid/tracker/odds": "a redirect to the SAMURAI calculator prefilled for two elements of a drawn-up battle, not a page",
	"/campaigns/new/name":                      "an htmx fragment the new-campaign form asks for while a name is typed (does another campaign have it?), not a page",
	"/notices/feed/:token":                     "a player's notice feed, read by a feed reader from a secret address, not a page",
	"/notices/unsubscribe/:token":              "reached only from the link in a notice, with its secret token",
	"/notices/calendar/:token":                 "a player's calendar of deadlines, read by a calendar app from a secret address, not a page",
	"/campaigns/:id/seasons/:year/:season":     "shown once a season has ended, which a walk of a new campaign cannot reach (handlers/season_year_test.go renders it)",
	"/calc/ccsb/games/:id":                     "a game exists once a player starts one from a scenario's page (a POST the walk does not make; ccsbgame_browser_test.go plays one on two 360 px phones)",
	"/calc/ccsb/games/:id/live":                "a game page's event stream, not a page",
}

// walker visits pages in one browser and collects their problems.
type walker struct {
	t        *testing.T
	base     string
	routes   gin.RoutesInfo
	problems []string
	seen     map[string]bool // route patterns visited, by any viewer
	visits   int
}

// route is the route pattern that serves path p, preferring literal
// segments over parameters as gin does; "" when none.
func (w *walker) route(p string) string {
	best, bestLiterals := "", -1
	segs := strings.Split(strings.Trim(p, "/"), "/")
	for _, r := range w.routes {
		if literals, ok := matchRoute(r.Path, segs); ok && r.Method == "GET" && literals > bestLiterals {
			best, bestLiterals = r.Path, literals
		}
	}
	return best
}

// matchRoute reports whether gin's pattern matches a path split in segs,
// and with how many literal segments.
func matchRoute(pattern string, segs []string) (literals int, ok bool) {
	rs := strings.Split(strings.Trim(pattern, "/"), "/")
	for i, r := range rs {
		switch {
		case strings.HasPrefix(r, "*"):
			return literals, len(segs) >= i
		case i >= len(segs):
			return 0, false
		case strings.HasPrefix(r, ":"):
		case r == segs[i]:
			literals++
		default:
			return 0, false
		}
	}
	return literals, len(rs) == len(segs)
}

// check loads u in ctx and records its problems at 360 and 1280 px; it
// returns the page's links. axe-core, the slowest of the checks, runs at
// 360 px on the Italian pages and at 1280 px on the English ones: every
// page meets it at both widths and in both languages, in half the time.
func (w *walker) check(ctx context.Context, who, lang, u string) []string {
	var links, at360, at1280, axe360, axe1280 []string
	var gotLang string
	var injected any
	runAxe := func(res *[]string, want bool) chromedp.Action {
		if !want {
			return chromedp.ActionFunc(func(context.Context) error { return nil })
		}
		return chromedp.Tasks{
			chromedp.Evaluate(axeSource+";0", &injected),
			chromedp.Evaluate(axeProblems, res, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }),
		}
	}
	err := chromedp.Run(ctx,
		chromedp.EmulateViewport(360, 780),
		chromedp.Navigate(u),
		chromedp.WaitReady(`body`, chromedp.ByQuery),
		chromedp.Evaluate(`document.documentElement.lang`, &gotLang),
		chromedp.Evaluate(pageLinks, &links),
		chromedp.Evaluate(layoutProblems, &at360),
		runAxe(&axe360, lang == "it"),
		chromedp.EmulateViewport(1280, 900),
		chromedp.Evaluate(layoutProblems, &at1280),
		runAxe(&axe1280, lang == "en"),
	)
	w.visits++
	where := fmt.Sprintf("%s, %s, %s", strings.TrimPrefix(u, w.base), who, lang)
	if err != nil {
		w.problems = append(w.problems, where+": "+err.Error())
		return nil
	}
	if gotLang != lang {
		w.problems = append(w.problems, fmt.Sprintf("%s: page in %q", where, gotLang))
	}
	for width, ps := range map[string][]string{"360 px": append(at360, axe360...), "1280 px": append(at1280, axe1280...)} {
		for _, p := range ps {
			w.problems = append(w.problems, fmt.Sprintf("%s, %s: %s", where, width, p))
		}
	}
	return links
}

// crawl walks, in lang, every page reachable from seeds whose path keep
// accepts, one address per route pattern, and returns the addresses in the
// order visited.
func (w *walker) crawl(ctx context.Context, who, lang string, seeds []string, keep func(string) bool) []string {
	var visited []string
	done := map[string]bool{}
	queue := append([]string(nil), seeds...)
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		pu, err := url.Parse(u)
		if err != nil || !strings.HasPrefix(u, w.base) || notPages.MatchString(pu.Path) || !keep(pu.Path) {
			continue
		}
		// One address per route, and one more with a query (a calculator
		// with a result, a table sorted).
		key := w.route(pu.Path)
		if key != "" && pu.RawQuery != "" {
			key += "?"
		}
		if key == "" || done[key] {
			continue
		}
		done[key], w.seen[strings.TrimSuffix(key, "?")] = true, true
		visited = append(visited, u)
		for _, l := range w.check(ctx, who, lang, u) {
			if i := strings.IndexByte(l, '#'); i >= 0 {
				l = l[:i]
			}
			queue = append(queue, l)
		}
	}
	return visited
}

// setScheme makes the device prefer a light or dark colour scheme.
func (w *walker) setScheme(ctx context.Context, scheme string) {
	dark := &emulation.MediaFeature{Name: "prefers-color-scheme", Value: scheme}
	if err := chromedp.Run(ctx, emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{dark})); err != nil {
		w.t.Fatalf("prefer %s: %v", scheme, err)
	}
}

// setLang makes lang the language of ctx's browser context.
func (w *walker) setLang(ctx context.Context, lang string) {
	if err := chromedp.Run(ctx, chromedp.Navigate(w.base+"/lang/"+lang+"?next=/"), chromedp.WaitReady(`body`, chromedp.ByQuery)); err != nil {
		w.t.Fatalf("switch to %s: %v", lang, err)
	}
}

// fillLibraries saves what the pages that show one thing need: a unit
// card in the Art of Tactic library and in the campaign's, two Senjutsu
// profiles and a duel between them, an army to print.
func fillLibraries(t *testing.T, ctx context.Context, base string) {
	t.Helper()
	save := func(path, name, field, button string) chromedp.Tasks {
		return chromedp.Tasks{
			chromedp.Navigate(base + path),
			chromedp.WaitVisible(field, chromedp.ByQuery),
			chromedp.SendKeys(field, name, chromedp.ByQuery),
			chromedp.Click(button, chromedp.ByQuery),
			chromedp.Sleep(300 * time.Millisecond),
		}
	}
	err := chromedp.Run(ctx,
		save("/calc/aot/cards/new", "Takeda cavalry", `input[name="name"]`, `[data-testid="save-card"]`),
		save("/campaigns/1/cards/new", "Takeda cavalry", `input[name="name"]`, `[data-testid="save-card"]`),
		chromedp.Navigate(base+"/print/aot/armies/new"),
		chromedp.WaitVisible(`[data-testid="army-name"]`, chromedp.ByQuery),
		chromedp.SendKeys(`[data-testid="army-name"]`, "Takeda", chromedp.ByQuery),
		chromedp.SetValue(`select[name="u0.card"]`, "lib:general", chromedp.ByQuery),
		chromedp.Click(`[data-testid="save-army"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="saved"]`, chromedp.ByQuery),
		save("/calc/senjutsu/profiles", "Aiko", `input[name="name"]`, `[data-testid="sj-profile-save"]`),
		save("/calc/senjutsu/profiles", "Bunta", `input[name="name"]`, `[data-testid="sj-profile-save"]`),
	)
	if err != nil {
		t.Fatalf("fill the libraries: %v", err)
	}
	tapUntil(ctx, t, `[data-testid="sj-tab-duel"]`, `[data-testid="sj-start"]`)
	tapUntil(ctx, t, `[data-testid="sj-start"]`, `[data-testid="sj-wound-aiko"]`)
}

// TestBrowserEveryPageFits walks every page of the site (the route table
// says which) at 360 and 1280 px, in Italian (light theme) and English
// (dark theme), as the game master, a player and the public: no page wider than the screen, no
// content cut off inside a box, a cue on every box that scrolls sideways,
// tap targets of 44 px, and no serious or critical axe-core violation.
func TestBrowserEveryPageFits(t *testing.T) {
	base := startServer(t)
	gm := browserContextFor(t, 1280, 900, 8*time.Minute)
	createCampaignInBrowser(t, gm, base)
	links := gmLinks(t, gm, base)
	fillLibraries(t, gm, base)
	var campaignURL string
	if err := chromedp.Run(gm, chromedp.Navigate(base+"/campaigns/1"), chromedp.Evaluate(`location.href`, &campaignURL)); err != nil {
		t.Fatal(err)
	}
	w := &walker{t: t, base: base, routes: handlers.Routes(), seen: map[string]bool{}}
	campaignOnly := func(p string) bool {
		return strings.HasPrefix(p, "/campaigns/1") || strings.HasPrefix(p, "/print/campaign/1")
	}
	everything := func(string) bool { return true }
	// One tab plays each viewer in turn: the game master, then a player
	// (the join link replaces the GM's cookie), then the public (no cookie).
	becomePlayer := func() {
		if err := chromedp.Run(gm, chromedp.Navigate(links["Takeda"]), chromedp.WaitVisible(`[data-testid="own-army"]`, chromedp.ByQuery)); err != nil {
			t.Fatalf("player joins: %v", err)
		}
	}
	becomePublic := func() {
		if err := chromedp.Run(gm, network.ClearBrowserCookies()); err != nil {
			t.Fatalf("forget cookies: %v", err)
		}
	}
	viewers := []struct {
		who    string
		become func()
		seeds  []string
		keep   func(string) bool
	}{
		{"GM", func() {}, []string{base + "/", base + "/calc", base + "/print", base + "/api", campaignURL, base + "/nowhere", base + "/offline"}, everything},
		{"player", becomePlayer, []string{campaignURL}, campaignOnly},
		{"public", becomePublic, []string{campaignURL}, campaignOnly},
	}
	for _, v := range viewers {
		v.become()
		w.setLang(gm, "it")
		pages := w.crawl(gm, v.who, "it", v.seeds, v.keep)
		// The English pass in the dark theme: axe-core then checks its
		// contrasts too.
		w.setLang(gm, "en")
		w.setScheme(gm, "dark")
		for _, u := range pages {
			w.check(gm, v.who, "en", u)
		}
		w.setScheme(gm, "light")
		t.Logf("%s: %d pages", v.who, len(pages))
	}
	t.Logf("%d page visits", w.visits)

	sort.Strings(w.problems)
	for _, p := range w.problems {
		t.Error(p)
	}
	for _, r := range w.routes {
		pattern := r.Path
		if r.Method != "GET" || notPages.MatchString(pattern) || w.seen[pattern] {
			continue
		}
		if why, ok := unwalked[pattern]; ok {
			t.Logf("not walked: %s (%s)", pattern, why)
			continue
		}
		t.Errorf("page %s: not reached by the walk", pattern)
	}
}
