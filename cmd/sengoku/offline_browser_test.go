package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// cuttable stands between the browser and the server like the club's
// Wi-Fi: while down, every connection closes with no answer. (Chromium's
// network emulation does not reach a service worker's own requests, so
// the test cuts the line itself.)
type cuttable struct {
	down  atomic.Bool
	proxy *httputil.ReverseProxy
}

func (c *cuttable) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if c.down.Load() {
		if conn, _, err := http.NewResponseController(w).Hijack(); err == nil {
			conn.Close()
		}
		return
	}
	c.proxy.ServeHTTP(w, r)
}

// startCuttable puts a cuttable line in front of the server at base and
// returns the address the browser uses.
func startCuttable(t *testing.T, base string) (string, *cuttable) {
	t.Helper()
	target, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	c := &cuttable{proxy: httputil.NewSingleHostReverseProxy(target)}
	c.proxy.FlushInterval = -1 // event streams pass at once
	srv := httptest.NewServer(c)
	t.Cleanup(srv.Close)
	return srv.URL, c
}

// setOffline cuts (or restores) the line.
func (c *cuttable) setOffline(offline bool) chromedp.Action {
	return chromedp.ActionFunc(func(context.Context) error {
		c.down.Store(offline)
		return nil
	})
}

// waitServiceWorker waits until a service worker controls the page.
func waitServiceWorker(t *testing.T, ctx context.Context) {
	t.Helper()
	var ok bool
	err := chromedp.Run(ctx, chromedp.Evaluate(`navigator.serviceWorker.ready.then(() => true)`, &ok,
		func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }))
	if err != nil || !ok {
		t.Fatalf("service worker not ready: %v", err)
	}
}

// The site installs: a manifest in the reader's language naming the mon's
// icons at 192 and 512 px, and a service worker whose scope is the whole
// site; its script is revalidated on every visit.
func TestInstallableManifestAndWorker(t *testing.T) {
	base := startServer(t)
	for _, l := range []string{"it", "en"} {
		res, err := http.Get(base + "/manifest.webmanifest?lang=" + l)
		if err != nil {
			t.Fatal(err)
		}
		var m struct {
			Name, Lang, Description, Display string
			StartURL                         string `json:"start_url"`
			ThemeColour                      string `json:"theme_color"`
			Icons                            []struct{ Src, Sizes, Type string }
		}
		err = json.NewDecoder(res.Body).Decode(&m)
		res.Body.Close()
		if err != nil || res.Header.Get("Content-Type") != "application/manifest+json" {
			t.Fatalf("%s manifest: %v, %s", l, err, res.Header.Get("Content-Type"))
		}
		if m.Name != "Sengoku" || m.Lang != l || m.StartURL != "/" || m.Display != "standalone" || m.ThemeColour != "#8b1a1a" || m.Description == "" {
			t.Errorf("%s manifest: %+v", l, m)
		}
		sizes := map[string]bool{}
		for _, ic := range m.Icons {
			got, err := http.Get(base + ic.Src)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(got.Body)
			got.Body.Close()
			if got.StatusCode != 200 || got.Header.Get("Content-Type") != ic.Type || len(body) == 0 {
				t.Errorf("icon %s: %d %s", ic.Src, got.StatusCode, got.Header.Get("Content-Type"))
			}
			sizes[ic.Sizes] = true
		}
		if !sizes["192x192"] || !sizes["512x512"] {
			t.Errorf("%s manifest icons: %+v", l, m.Icons)
		}
	}
	res, err := http.Get(base + "/sw.js")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/javascript") || res.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("/sw.js: %d %q %q", res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
	}
	if !strings.Contains(string(body), `SENGOKU_ASSETS = ["/static/css/app.`) {
		t.Errorf("/sw.js does not list the static files: %.200s", body)
	}
}

// When the connection drops, a campaign page already seen stays readable,
// marked as possibly out of date; a page never seen shows the offline page
// in the reader's language instead of the browser's error; back online,
// the page is the live one again; once the game master signs out, no copy
// of what he saw is left. At 360 and 1280 px.
func TestBrowserOfflineKeepsSeenCampaignPages(t *testing.T) {
	base, line := startCuttable(t, startServer(t))
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			t.Cleanup(func() { line.down.Store(false) }) // a failure leaves the line up
			ctx := browserContext(t, width, 800)
			createCampaignInBrowser(t, ctx, base)
			var mapURL string
			if err := chromedp.Run(ctx, chromedp.Evaluate(`location.origin + location.pathname`, &mapURL)); err != nil {
				t.Fatal(err)
			}
			waitServiceWorker(t, ctx)
			// Seen under the worker's control: now it keeps a copy.
			if err := chromedp.Run(ctx, chromedp.Navigate(mapURL), chromedp.WaitVisible(`svg.map`, chromedp.ByQuery)); err != nil {
				t.Fatal(err)
			}

			var stale, title string
			if err := chromedp.Run(ctx,
				line.setOffline(true),
				chromedp.Navigate(mapURL),
				chromedp.WaitVisible(`[data-testid="stale-note"]`, chromedp.ByQuery),
				chromedp.Text(`[data-testid="stale-note"]`, &stale, chromedp.ByQuery),
				chromedp.WaitVisible(`svg.map`, chromedp.ByQuery),
			); err != nil {
				t.Fatalf("seen campaign page offline: %v", err)
			}
			if !strings.Contains(stale, "offline") || !strings.Contains(stale, "ultima visita") {
				t.Errorf("stale note %q", stale)
			}

			if err := chromedp.Run(ctx,
				chromedp.Navigate(base+"/calc/ccsb"),
				chromedp.WaitVisible(`[data-testid="offline"]`, chromedp.ByQuery),
				chromedp.Text(`[data-testid="offline"] h1`, &title, chromedp.ByQuery),
			); err != nil {
				t.Fatalf("unseen page offline: %v", err)
			}
			if title != "Sei offline" {
				t.Errorf("offline page title %q", title)
			}

			// Back online, in English: the live page, then the offline page in English.
			var note int
			if err := chromedp.Run(ctx,
				line.setOffline(false),
				chromedp.Navigate(base+"/lang/en?next=/"),
				chromedp.WaitVisible(`html[lang="en"] main`, chromedp.ByQuery),
				chromedp.Navigate(mapURL),
				chromedp.WaitVisible(`svg.map`, chromedp.ByQuery),
				chromedp.Evaluate(`document.querySelectorAll('[data-testid="stale-note"]').length`, &note),
				chromedp.Sleep(300*time.Millisecond), // the worker stores the English offline page
				line.setOffline(true),
				chromedp.Navigate(base+"/calc/sekigahara"),
				chromedp.WaitVisible(`[data-testid="offline"]`, chromedp.ByQuery),
				chromedp.Text(`[data-testid="offline"] h1`, &title, chromedp.ByQuery),
				line.setOffline(false),
			); err != nil {
				t.Fatalf("back online, in English: %v", err)
			}
			if note != 0 {
				t.Error("the live page is marked out of date")
			}
			if title != "You are offline" {
				t.Errorf("English offline page title %q", title)
			}

			// Signed out, the device keeps no copy of what the game master
			// saw: offline, his links page (the players' secret links) is
			// gone, the offline page stands in its place.
			var secret int
			if err := chromedp.Run(ctx,
				chromedp.Navigate(mapURL+"/links"),
				chromedp.WaitVisible(`input.copy[data-clan="Takeda"]`, chromedp.ByQuery),
				chromedp.Click(`[data-testid="gm-tools"] button`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="tab-login"]`, chromedp.ByQuery),
				chromedp.Sleep(300*time.Millisecond),
				line.setOffline(true),
				chromedp.Navigate(mapURL+"/links"),
				chromedp.WaitVisible(`[data-testid="offline"]`, chromedp.ByQuery),
				chromedp.Evaluate(`document.querySelectorAll('input.copy').length`, &secret),
				line.setOffline(false),
			); err != nil {
				t.Fatalf("signed out, offline: %v", err)
			}
			if secret != 0 {
				t.Error("offline after signing out, the device shows the game master's links")
			}
		})
	}
}
