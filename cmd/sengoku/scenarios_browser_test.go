package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserCCSBScenarios: on a 360 px phone and a 1280 px laptop a player
// goes from the C&C calculator to the scenario library, opens the second
// day of the Konodai mini-campaign, corrects who moves first for his copy,
// enters the first day's banners and reads the carry-over odds, without
// scrolling sideways.
func TestBrowserCCSBScenarios(t *testing.T) {
	base := startServer(t)
	for _, w := range []int64{360, 1280} {
		t.Run(strconv.FormatInt(w, 10), func(t *testing.T) { testBrowserCCSBScenarios(t, base, w) })
	}
}

func testBrowserCCSBScenarios(t *testing.T, base string, width int64) {
	ctx := browserContext(t, width, 800)
	var rows int
	var overflow bool
	if err := chromedp.Run(ctx,
		chromedp.EmulateViewport(width, 800),
		chromedp.Navigate(base+"/calc/ccsb"),
		chromedp.WaitVisible(`[data-testid="ccsb-scenarios-link"]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid="ccsb-scenarios-link"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="scenario-list"]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll('[data-testid="scenario-list"] tbody tr').length`, &rows),
		chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow),
	); err != nil {
		t.Fatalf("library: %v", err)
	}
	if rows != 40 || overflow {
		t.Errorf("%d scenarios, sideways scroll %v at %d px", rows, overflow, width)
	}
	seasonShot(t, ctx, "ccsb-scenarios-"+strconv.FormatInt(width, 10))
	var first string
	if err := chromedp.Run(ctx,
		chromedp.Click(`[data-testid="scenario-19"] a`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="scenario-fix"]`, chromedp.ByQuery),
		htmxSettled(),
		chromedp.SetValue(`[data-testid="scenario-fix"] select[name="first"]`, "1", chromedp.ByQuery),
		chromedp.Click(`[data-testid="scenario-fix-submit"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="scenario-side-1"] .pill`, chromedp.ByQuery),
		chromedp.Text(`[data-testid="scenario-first"]`, &first, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("correction: %v", err)
	}
	if !strings.Contains(first, "Hojo") || !strings.Contains(first, "corretto da voi") {
		t.Errorf("who moves first after the correction: %q", first)
	}
	var odds, loc string
	if err := chromedp.Run(ctx,
		chromedp.SetValue(`[data-testid="carry-form"] select[name="c0"]`, "2", chromedp.ByQuery),
		chromedp.SetValue(`[data-testid="carry-form"] select[name="c1"]`, "5", chromedp.ByQuery),
		chromedp.Click(`[data-testid="carry-submit"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="carry-odds-1"]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid="carry-odds-1"]`, &odds, chromedp.ByQuery),
		chromedp.Location(&loc),
		chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow),
	); err != nil {
		t.Fatalf("carry-over: %v", err)
	}
	if !strings.Contains(odds, "tira 5 dadi") || !strings.Contains(odds, "In media: 3,33 blocchi rimossi") {
		t.Errorf("Hojo's roll: %q", odds)
	}
	if !strings.Contains(loc, "first=1") || !strings.Contains(loc, "c1=5") {
		t.Errorf("the address does not keep the correction and the banners: %s", loc)
	}
	if overflow {
		t.Errorf("the scenario page scrolls sideways at %d px", width)
	}
	seasonShot(t, ctx, "ccsb-scenario-19-"+strconv.FormatInt(width, 10))
}
