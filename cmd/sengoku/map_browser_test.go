package main

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The campaign map is Japan: 61 provinces drawn as regions, the move lines
// an overlay switched on by a checkbox (no script needed: CSS :checked), the
// legal destinations of a selected army drawn over the map, a player's phone
// opening on his own clan's provinces, at 360 and 1280 px.
func TestBrowserMapOfJapan(t *testing.T) {
	base := startServer(t)
	for _, size := range []struct {
		name string
		w, h int64
	}{{"phone", 360, 780}, {"laptop", 1280, 900}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := browserContext(t, size.w, size.h)
			createCampaignInBrowser(t, ctx, base)
			checkRegions(t, ctx)
			checkMoveLinesToggle(t, ctx)
			checkDestinations(t, ctx)
			checkPlayerFrame(t, ctx, base, size.w < 700)
			checkPanAndZoom(t, ctx)
		})
	}
}

func checkRegions(t *testing.T, ctx context.Context) {
	t.Helper()
	var regions, empty, wider int
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`document.querySelectorAll('svg.map path.region').length`, &regions),
		chromedp.Evaluate(`[...document.querySelectorAll('svg.map path.region')].filter(p => p.getBBox().width < 5).length`, &empty),
		chromedp.Evaluate(`document.documentElement.scrollWidth - window.innerWidth`, &wider),
	); err != nil {
		t.Fatal(err)
	}
	if regions != 61 || empty != 0 {
		t.Fatalf("%d regions drawn, %d of them empty", regions, empty)
	}
	if wider > 0 {
		t.Errorf("the page is %d px wider than the screen", wider)
	}
}

func checkMoveLinesToggle(t *testing.T, ctx context.Context) {
	t.Helper()
	var before, after string
	var lines int
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`getComputedStyle(document.querySelector('svg.map .adjacency')).display`, &before),
		chromedp.Click(`label[for="show-moves"]`, chromedp.ByQuery),
		chromedp.Evaluate(`getComputedStyle(document.querySelector('svg.map .adjacency')).display`, &after),
		chromedp.Evaluate(`document.querySelector('svg.map .adjacency path.land').getAttribute('d').split('M').length - 1 + document.querySelector('svg.map path.strait').getAttribute('d').split('M').length - 1`, &lines),
		chromedp.Click(`label[for="show-moves"]`, chromedp.ByQuery),
	); err != nil {
		t.Fatal(err)
	}
	if before != "none" || after == "none" || lines != 131 {
		t.Fatalf("move lines: %q before the switch, %q after, %d lines", before, after, lines)
	}
}

// The game master selects Kai, where Takeda's army stands (its capital):
// the lines to its legal destinations appear over the map.
func checkDestinations(t *testing.T, ctx context.Context) {
	t.Helper()
	var dests int
	if err := chromedp.Run(ctx,
		chromedp.Click(`svg.map a.province[data-province="17"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#detail [data-testid="province-detail"]`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll('#map-moves line.dest').length`, &dests, chromedp.WithPollingTimeout(5*time.Second)),
	); err != nil {
		t.Fatalf("select Kai: %v", err)
	}
	var vbMap, vbMoves string
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`document.querySelector('svg.map').getAttribute('viewBox')`, &vbMap),
		chromedp.Evaluate(`document.querySelector('#map-moves').getAttribute('viewBox')`, &vbMoves),
	); err != nil {
		t.Fatal(err)
	}
	if dests == 0 || vbMap != vbMoves {
		t.Fatalf("%d destination lines; viewBox %q under %q", dests, vbMoves, vbMap)
	}
	screenshot(t, ctx, "gm")
}

// A Takeda player's phone opens on Takeda's provinces; a laptop shows all
// Japan.
func checkPlayerFrame(t *testing.T, ctx context.Context, base string, phone bool) {
	t.Helper()
	var link, whole string
	u := currentURL(t, ctx)
	if err := chromedp.Run(ctx,
		chromedp.Navigate(u[:strings.Index(u, "/campaigns/")+len("/campaigns/1")]+"/links"),
		chromedp.Value(`#link-Takeda`, &link, chromedp.ByQuery),
	); err != nil || !strings.Contains(link, "/join/") {
		t.Fatalf("links page from %s: %q, %v", u, link, err)
	}
	if err := chromedp.Run(ctx,
		chromedp.Navigate(link),
		chromedp.WaitVisible(`svg.map`, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("join as Takeda: %v", err)
	}
	var frame, vb string
	if err := chromedp.Run(ctx,
		chromedp.Poll(`document.querySelector('.map-scroll').dataset.zoom === "1"`, nil, chromedp.WithPollingTimeout(5*time.Second)),
		chromedp.Evaluate(`document.querySelector('.map-scroll').dataset.full`, &whole),
		chromedp.Evaluate(`document.querySelector('.map-scroll').dataset.frame`, &frame),
		chromedp.Evaluate(`document.querySelector('svg.map').getAttribute('viewBox')`, &vb),
	); err != nil {
		t.Fatal(err)
	}
	w := func(v string) float64 {
		f := strings.Fields(v)
		if len(f) != 4 {
			return 0
		}
		x, _ := strconv.ParseFloat(f[2], 64)
		return x
	}
	if frame == "" {
		t.Fatal("no frame for the Takeda player")
	}
	// Takeda's ten provinces span well under half of Japan's width.
	if phone && !(w(vb) > 0 && w(vb) < w(whole)/2) {
		t.Errorf("phone opens on viewBox %q (Takeda frame %q)", vb, frame)
	}
	if !phone && vb != whole {
		t.Errorf("laptop opens on viewBox %q, not all Japan", vb)
	}
	screenshot(t, ctx, "takeda")
}

// The zoom buttons move the viewBox; "All of Japan" brings the whole map
// back.
func checkPanAndZoom(t *testing.T, ctx context.Context) {
	t.Helper()
	var before, in, all, full, touch string
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`document.querySelector('svg.map').getAttribute('viewBox')`, &before),
		chromedp.Click(`[data-map-zoom="in"]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector('svg.map').getAttribute('viewBox')`, &in),
		chromedp.Click(`[data-map-zoom="all"]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector('svg.map').getAttribute('viewBox')`, &all),
		chromedp.Evaluate(`(() => { const b = document.querySelector('svg.map').viewBox.baseVal; return "0.0 0.0 " + b.width.toFixed(1) + " " + b.height.toFixed(1) })()`, &full),
		chromedp.Evaluate(`getComputedStyle(document.querySelector('svg.map')).touchAction`, &touch),
	); err != nil {
		t.Fatal(err)
	}
	if in == before || all == in || all != full {
		t.Errorf("zoom: %q, in %q, all %q (want %q)", before, in, all, full)
	}
	if touch != "none" {
		t.Errorf("touch-action %q: the browser would pan the page instead of the map", touch)
	}
}

func currentURL(t *testing.T, ctx context.Context) string {
	t.Helper()
	var u string
	if err := chromedp.Run(ctx, chromedp.Location(&u)); err != nil {
		t.Fatal(err)
	}
	return strings.SplitN(u, "?", 2)[0]
}

// screenshot saves the page when SENGOKU_SCREENSHOTS names a folder (the
// README's pictures are taken this way).
func screenshot(t *testing.T, ctx context.Context, name string) {
	dir := os.Getenv("SENGOKU_SCREENSHOTS")
	if dir == "" {
		return
	}
	var png []byte
	if err := chromedp.Run(ctx, chromedp.CaptureScreenshot(&png)); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, strings.ReplaceAll(t.Name(), "/", "-")+"-"+name+".png")
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestBrowserMapScreenshots takes the README's pictures of the map (a
// Takeda player's phone, 360 × 780, opening on his clan; the game master's
// laptop, 1280 px, with all Japan and Kai's army selected), in Italian and
// English. It runs only when SENGOKU_SCREENSHOTS names a folder:
//
//	SENGOKU_SCREENSHOTS=docs/img go test -run TestBrowserMapScreenshots ./cmd/sengoku
func TestBrowserMapScreenshots(t *testing.T) {
	dir := os.Getenv("SENGOKU_SCREENSHOTS")
	if dir == "" {
		t.Skip("set SENGOKU_SCREENSHOTS to a folder to take the README's pictures")
	}
	base := startServer(t)
	for _, size := range []struct {
		name string
		w, h int64
	}{{"phone", 360, 780}, {"laptop", 1280, 900}} {
		ctx := browserContext(t, size.w, size.h)
		createCampaignInBrowser(t, ctx, base)
		u := currentURL(t, ctx)
		campaign := u[:strings.Index(u, "/campaigns/")+len("/campaigns/1")]
		if size.name == "phone" {
			var link string
			if err := chromedp.Run(ctx, chromedp.Navigate(campaign+"/links"), chromedp.Value(`#link-Takeda`, &link, chromedp.ByQuery)); err != nil {
				t.Fatal(err)
			}
			if err := chromedp.Run(ctx, chromedp.Navigate(link)); err != nil {
				t.Fatal(err)
			}
		}
		for _, lang := range []string{"it", "en"} {
			page := campaign
			if size.name == "laptop" {
				page += "/provinces/17"
			}
			var png []byte
			if err := chromedp.Run(ctx,
				chromedp.Navigate(base+"/lang/"+lang+"?next="+url.QueryEscape(strings.TrimPrefix(page, base))),
				chromedp.WaitVisible(`html[lang="`+lang+`"] svg.map`, chromedp.ByQuery),
				chromedp.Poll(`document.querySelector('.map-scroll').dataset.zoom === "1"`, nil, chromedp.WithPollingTimeout(5*time.Second)),
				chromedp.ScrollIntoView(`.map-wrap`, chromedp.ByQuery),
				chromedp.Screenshot(`.map-layout`, &png, chromedp.ByQuery),
			); err != nil {
				t.Fatalf("%s %s: %v", size.name, lang, err)
			}
			if size.name == "phone" { // the map and its legend, not the panels below
				if err := chromedp.Run(ctx, chromedp.Screenshot(`.map-wrap`, &png, chromedp.ByQuery)); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.WriteFile(filepath.Join(dir, "map-"+size.name+"-"+lang+".png"), png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
