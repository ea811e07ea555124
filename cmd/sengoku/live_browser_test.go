package main

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserLivePanelFollowsOtherDevices: the GM starts the campaign on a
// laptop; a player's open page, in another browser,
// gets the new banner and act panel pushed within a moment, without a
// reload, and they match what a fresh load of the page shows; at 360 px
// and at 1280 px.
func TestBrowserLivePanelFollowsOtherDevices(t *testing.T) {
	base := startServer(t)
	gm := browserContext(t, 1280, 900)
	createCampaignInBrowser(t, gm, base)
	var link, campaignURL string
	if err := chromedp.Run(gm,
		chromedp.Evaluate(`location.origin + location.pathname`, &campaignURL),
		chromedp.Click(`[data-testid="tab-links"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`input.copy[data-clan="Takeda"]`, chromedp.ByQuery),
		chromedp.Value(`input.copy[data-clan="Takeda"]`, &link, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("links: %v", err)
	}

	// Another device: its own browser, its own cookies.
	player := browserContext(t, 1280, 900)
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			var before string
			if err := chromedp.Run(player,
				chromedp.EmulateViewport(width, 780),
				chromedp.Navigate(link),
				chromedp.WaitVisible(`[data-testid="own-army"]`, chromedp.ByQuery),
				chromedp.WaitReady(`[data-live][data-open]`, chromedp.ByQuery), // the stream is open
				chromedp.Evaluate(`window.notReloaded = true; document.querySelector('#campaign').dataset.version`, &before),
			); err != nil {
				t.Fatalf("player page: %v", err)
			}

			// The GM acts: the start, then the undo for the next width.
			if err := chromedp.Run(gm, chromedp.Navigate(campaignURL), chromedp.WaitVisible(`#banner`, chromedp.ByQuery)); err != nil {
				t.Fatal(err)
			}
			var acted bool
			if err := chromedp.Run(gm, chromedp.Evaluate(`(() => {
				const b = document.querySelector('form[data-testid="act-start"] button');
				if (!b) return false;
				b.click();
				return true;
			})()`, &acted)); err != nil || !acted {
				t.Fatalf("GM start: %v (button found: %v)", err, acted)
			}
			start := time.Now()
			wait, stop := context.WithTimeout(player, 5*time.Second)
			defer stop()
			if err := chromedp.Run(wait, chromedp.WaitReady(fmt.Sprintf(`#campaign:not([data-version="%s"])`, before), chromedp.ByQuery)); err != nil {
				t.Fatalf("the player's page did not change without a reload: %v", err)
			}
			t.Logf("%d px: the player's page followed in %v", width, time.Since(start).Round(time.Millisecond))

			var notReloaded bool
			var livePhase, liveBanner, livePanel string
			if err := chromedp.Run(player,
				chromedp.Evaluate(`window.notReloaded === true`, &notReloaded),
				chromedp.AttributeValue(`#banner`, "data-phase", &livePhase, nil, chromedp.ByQuery),
				chromedp.Text(`#banner [data-testid="banner-text"]`, &liveBanner, chromedp.ByQuery),
				chromedp.Evaluate(`(document.querySelector('[data-testid="act-panel"]') || {innerText: ""}).innerText`, &livePanel),
			); err != nil {
				t.Fatal(err)
			}
			if !notReloaded {
				t.Error("the page was reloaded")
			}
			if livePhase == "setup" || livePhase == "" {
				t.Errorf("the banner still shows phase %q", livePhase)
			}
			var freshBanner, freshPanel string
			if err := chromedp.Run(player,
				chromedp.Reload(),
				chromedp.WaitVisible(`#banner`, chromedp.ByQuery),
				chromedp.Text(`#banner [data-testid="banner-text"]`, &freshBanner, chromedp.ByQuery),
				chromedp.Evaluate(`(document.querySelector('[data-testid="act-panel"]') || {innerText: ""}).innerText`, &freshPanel),
			); err != nil {
				t.Fatal(err)
			}
			if liveBanner != freshBanner || livePanel != freshPanel {
				t.Errorf("pushed page differs from a fresh load:\nbanner %q\n  vs   %q\npanel %q\n  vs  %q", liveBanner, freshBanner, livePanel, freshPanel)
			}

			// Back to the setup for the next width.
			var undone bool
			if err := chromedp.Run(gm,
				chromedp.Navigate(campaignURL+"/history"),
				chromedp.WaitVisible(`#banner`, chromedp.ByQuery),
				chromedp.Evaluate(`(() => {
					const f = document.querySelector('form[data-testid="undo-form"]');
					if (!f) return false;
					window.confirm = () => true;
					f.requestSubmit();
					return true;
				})()`, &undone),
			); err != nil || !undone {
				t.Fatalf("undo: %v (form found: %v)", err, undone)
			}
			// The History comes back under its flash, read through a script
			// while the page may still be the one left.
			if !eventually(gm, `!!document.querySelector('[data-testid="flash"]')`) {
				t.Fatal("undo: no flash on the History")
			}
		})
	}
}
