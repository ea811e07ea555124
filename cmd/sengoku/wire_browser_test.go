package main

import (
	"context"
	"fmt"
	"net/url"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// wire counts what a browser tab receives: bytes on the wire (headers and
// compressed bodies) per URL path, as Chromium's network panel does.
type wire struct {
	mu    sync.Mutex
	urls  map[network.RequestID]string
	bytes map[string]float64
	// caching is the Cache-Control of each static file received.
	caching map[string]string
}

func listenWire(ctx context.Context) *wire {
	w := &wire{urls: map[network.RequestID]string{}, bytes: map[string]float64{}, caching: map[string]string{}}
	chromedp.ListenTarget(ctx, func(ev any) {
		w.mu.Lock()
		defer w.mu.Unlock()
		switch e := ev.(type) {
		case *network.EventRequestWillBeSent:
			w.urls[e.RequestID] = e.Request.URL
		case *network.EventResponseReceived:
			if u, err := url.Parse(e.Response.URL); err == nil && strings.HasPrefix(u.Path, "/static/") {
				cc, _ := e.Response.Headers["Cache-Control"].(string)
				w.caching[u.Path] = cc
			}
		case *network.EventLoadingFinished:
			if u, err := url.Parse(w.urls[e.RequestID]); err == nil {
				w.bytes[u.Path] += e.EncodedDataLength
			}
		}
	})
	return w
}

// visit loads u (waiting for ready, then for the network to settle) and
// returns the bytes received and their breakdown.
func (w *wire) visit(t *testing.T, ctx context.Context, u, ready string) (float64, string) {
	t.Helper()
	w.mu.Lock()
	w.bytes = map[string]float64{}
	w.mu.Unlock()
	if err := chromedp.Run(ctx, chromedp.Navigate(u), chromedp.WaitReady(ready, chromedp.ByQuery), chromedp.Sleep(400*time.Millisecond)); err != nil {
		t.Fatalf("visit %s: %v", u, err)
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	var total float64
	var parts []string
	for p, b := range w.bytes {
		total += b
		parts = append(parts, fmt.Sprintf("%s %.1f KB", p, b/1024))
	}
	sort.Strings(parts)
	return total, strings.Join(parts, ", ")
}

// TestBrowserBytesOnTheWire holds the pages to their budgets: the map page
// of a campaign at most 45 KB on a first visit and 10 KB on a repeat one
// (assets cached, the page revalidated), every calculator at most 40 KB on
// a first visit.
func TestBrowserBytesOnTheWire(t *testing.T) {
	base := startServer(t)
	gm := browserContext(t, 1280, 900)
	createCampaignInBrowser(t, gm, base)
	var mapURL string
	if err := chromedp.Run(gm, chromedp.Evaluate(`location.origin + location.pathname`, &mapURL)); err != nil {
		t.Fatal(err)
	}

	fresh := func() (context.Context, *wire) {
		ctx := browserContext(t, 360, 780)
		w := listenWire(ctx)
		// The service worker's own requests escape the tab's network
		// events: bypassed, every byte the page needs is counted.
		if err := chromedp.Run(ctx, network.Enable(), network.SetBypassServiceWorker(true)); err != nil {
			t.Fatal(err)
		}
		return ctx, w
	}

	ctx, w := fresh()
	first, parts := w.visit(t, ctx, mapURL, `[data-live][data-open]`)
	t.Logf("map page, first visit: %.1f KB (%s)", first/1024, parts)
	repeat, parts := w.visit(t, ctx, mapURL, `[data-live][data-open]`)
	t.Logf("map page, repeat visit: %.1f KB (%s)", repeat/1024, parts)
	if first > 45*1024 {
		t.Errorf("map page, first visit: %.1f KB on the wire, budget 45 KB", first/1024)
	}
	if repeat > 10*1024 {
		t.Errorf("map page, repeat visit: %.1f KB on the wire, budget 10 KB", repeat/1024)
	}
	w.staticFromCache(t)

	var calcs []string
	if err := chromedp.Run(gm, chromedp.Navigate(base+"/calc"), chromedp.WaitReady(`main`, chromedp.ByQuery),
		chromedp.Evaluate(`[...new Set([...document.querySelectorAll('main a[href^="/calc/"]')].map(a => a.pathname))]`, &calcs)); err != nil {
		t.Fatal(err)
	}
	if len(calcs) < 5 {
		t.Fatalf("calculator index links %v", calcs)
	}
	for _, p := range append([]string{"/calc"}, calcs...) {
		ctx, w := fresh()
		got, parts := w.visit(t, ctx, base+p, `main`)
		t.Logf("%s, first visit: %.1f KB (%s)", p, got/1024, parts)
		if got > 40*1024 {
			t.Errorf("%s, first visit: %.1f KB on the wire, budget 40 KB", p, got/1024)
		}
	}
}

// staticFromCache fails unless every static file of the last visit came
// from the browser's cache (no byte on the wire) and was sent, the first
// time, as immutable for a year.
func (w *wire) staticFromCache(t *testing.T) {
	t.Helper()
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.caching) == 0 {
		t.Error("no static file received")
	}
	for p, cc := range w.caching {
		if cc != "public, max-age=31536000, immutable" {
			t.Errorf("%s: Cache-Control %q", p, cc)
		}
	}
	for p, b := range w.bytes {
		if strings.HasPrefix(p, "/static/") && b > 0 {
			t.Errorf("%s fetched again on a repeat visit: %.0f bytes", p, b)
		}
	}
}
