package main

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserLiveStreamsLeaveWithThePage: a campaign page holds a live
// stream, and a browser keeps the pages it leaves in its back-forward
// cache. Those pages' streams close as they are left: a spectator who
// opens page after page of a campaign never waits for a connection (a
// browser gives a site six; the seventh page used to wait a minute). Back
// to a page kept in the cache, its stream opens again, and a change the
// game master makes then reaches it without a reload.
func TestBrowserLiveStreamsLeaveWithThePage(t *testing.T) {
	base := startServer(t)
	gm := browserContext(t, 1280, 900)
	createCampaignInBrowser(t, gm, base)
	var campaignURL string
	if err := chromedp.Run(gm, chromedp.Evaluate(`location.origin + location.pathname`, &campaignURL)); err != nil {
		t.Fatal(err)
	}

	viewer := browserContext(t, 360, 780) // the public, in a browser of its own
	tabs := []string{"", "/provinces", "/diplomacy", "/battles", "/prestige", "/history", "/options", "/provinces", "/diplomacy", ""}
	for i, tab := range tabs {
		wait, stop := context.WithTimeout(viewer, 15*time.Second)
		start := time.Now()
		err := chromedp.Run(wait,
			chromedp.Navigate(campaignURL+tab),
			chromedp.WaitReady(`[data-live][data-open]`, chromedp.ByQuery), // its stream is open
		)
		stop()
		if err != nil {
			t.Fatalf("page %d (%s) with %d pages left behind: %v after %v", i+1, campaignURL+tab, i, err, time.Since(start).Round(time.Millisecond))
		}
	}

	// Leave the campaign's page and come back to it from the cache.
	var before string
	if err := chromedp.Run(viewer,
		chromedp.Evaluate(`window.kept = false; window.reopened = false;
			window.addEventListener("pageshow", (e) => { window.kept = e.persisted; });
			document.addEventListener("htmx:sseOpen", () => { window.reopened = window.kept; });
			document.querySelector('#campaign').dataset.version`, &before),
		chromedp.Navigate(campaignURL+"/history"),
		chromedp.WaitReady(`[data-live][data-open]`, chromedp.ByQuery),
		// A page from the cache has no load event to wait for.
		chromedp.Evaluate(`setTimeout(() => history.back(), 0); true`, nil),
	); err != nil {
		t.Fatalf("leave the campaign's page: %v", err)
	}
	// chromedp's queries still know the document the tab left: the page
	// back from the cache is read through scripts.
	if !eventually(viewer, `window.kept === true`) {
		t.Fatal("back to the campaign's page: not shown from the browser's cache")
	}
	if !eventually(viewer, `window.reopened === true && !!document.querySelector("[data-live][data-open]")`) {
		t.Fatal("back from the browser's cache, the page's stream did not open again")
	}

	// The game master starts the campaign: the page kept in the cache
	// follows.
	var acted bool
	if err := chromedp.Run(gm, chromedp.Navigate(campaignURL), chromedp.WaitVisible(`#banner`, chromedp.ByQuery),
		chromedp.Evaluate(`(() => {
			const b = document.querySelector('form[data-testid="act-start"] button');
			if (!b) return false;
			b.click();
			return true;
		})()`, &acted)); err != nil || !acted {
		t.Fatalf("GM start: %v (button found: %v)", err, acted)
	}
	followed := fmt.Sprintf(`document.querySelector("#campaign").dataset.version !== %q`, before)
	if !eventually(viewer, followed) {
		t.Fatal("the page back from the cache did not follow the game master's start")
	}
	var kept bool
	if err := chromedp.Run(viewer, chromedp.Evaluate(`window.kept === true`, &kept)); err != nil || !kept {
		t.Errorf("the page was reloaded instead of following the change (%v)", err)
	}
}
