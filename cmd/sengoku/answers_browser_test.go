package main

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserAnswersRevalidateAndForget: a spectator's reload of an
// unchanged map page is answered 304 and the browser shows its kept copy
// (only headers cross the network); a player who signs out on a shared
// phone and presses Back sees no army of his, the page being never kept;
// at 360 px and at 1280 px.
func TestBrowserAnswersRevalidateAndForget(t *testing.T) {
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
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			spectatorReloads(t, width, campaignURL)
			playerSignsOutAndGoesBack(t, width, link)
		})
	}
}

func spectatorReloads(t *testing.T, width int64, campaignURL string) {
	t.Helper()
	public := browserContext(t, width, 780)
	var first, again string
	var sizes []float64
	if err := chromedp.Run(public,
		chromedp.Navigate(campaignURL),
		chromedp.WaitVisible(`svg.map`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector('#campaign').dataset.version`, &first),
		chromedp.Reload(),
		chromedp.WaitVisible(`svg.map`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector('#campaign').dataset.version`, &again),
		chromedp.Evaluate(`(() => { const e = performance.getEntriesByType('navigation')[0]; return [e.transferSize, e.encodedBodySize]; })()`, &sizes),
	); err != nil {
		t.Fatalf("spectator: %v", err)
	}
	if again != first || again == "" {
		t.Errorf("reloaded page at version %q, first at %q", again, first)
	}
	// A 304: what crossed the network is the headers, less than the body
	// the browser shows from its copy.
	if len(sizes) != 2 || sizes[1] == 0 || sizes[0] >= sizes[1] {
		t.Errorf("reload transferred %v (transfer, body): not a revalidation", sizes)
	}
}

func playerSignsOutAndGoesBack(t *testing.T, width int64, link string) {
	t.Helper()
	phone := browserContext(t, width, 780)
	var armies int
	if err := chromedp.Run(phone,
		chromedp.Navigate(link),
		chromedp.WaitVisible(`[data-testid="own-army"]`, chromedp.ByQuery),
		chromedp.Click(`form[action$="/logout"] button`, chromedp.ByQuery),
		chromedp.WaitNotPresent(`form[action$="/logout"]`, chromedp.ByQuery),
		chromedp.NavigateBack(),
		chromedp.WaitVisible(`svg.map`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll('[data-testid="own-army"]').length`, &armies),
	); err != nil {
		t.Fatalf("player: %v", err)
	}
	if armies != 0 {
		t.Error("Back after signing out shows the player's army")
	}
}
