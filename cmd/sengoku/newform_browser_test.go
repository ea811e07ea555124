package main

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// newFormLayout measures the create form: the narrowest player-name field
// as a share of its clan's row, and how many "neutral" boxes show.
const newFormLayout = `(() => {
	const names = [...document.querySelectorAll('input[name^="player."]')].map(e => e.getBoundingClientRect().width / e.closest('.clanrow').getBoundingClientRect().width);
	const neutral = [...document.querySelectorAll('input[name^="neutral."]')].filter(e => e.getBoundingClientRect().width > 0).length;
	return {share: Math.min(...names), neutral: neutral};
})()`

// TestBrowserNewCampaignFormFitsAPhone: on a 360 px phone each player's
// name field takes a full row; the "neutral" boxes show only for the
// custom scenario (the 6- and 5-player scenarios fix who is neutral, §1).
func TestBrowserNewCampaignFormFitsAPhone(t *testing.T) {
	base := startServer(t)
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			ctx := browserContext(t, width, 800)
			var six, custom struct {
				Share   float64
				Neutral int
			}
			if err := chromedp.Run(ctx,
				chromedp.EmulateViewport(width, 800),
				chromedp.Navigate(base+"/campaigns/new"),
				chromedp.WaitVisible(`[data-testid="create"]`, chromedp.ByQuery),
				chromedp.Evaluate(newFormLayout, &six),
				chromedp.SetValue(`select[name="scenario"]`, "custom", chromedp.ByQuery),
				chromedp.Evaluate(newFormLayout, &custom),
			); err != nil {
				t.Fatal(err)
			}
			if six.Neutral != 0 {
				t.Errorf("6-player scenario: %d neutral boxes shown", six.Neutral)
			}
			if custom.Neutral != 6 {
				t.Errorf("custom scenario: %d neutral boxes shown, want 6", custom.Neutral)
			}
			if width == 360 && six.Share < 0.95 {
				t.Errorf("a player's name field takes %.0f%% of its row on a phone, want the full row", six.Share*100)
			}
		})
	}
}
