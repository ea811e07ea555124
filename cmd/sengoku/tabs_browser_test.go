package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// tabsOffScreen lists the site's menu entries, the campaign tabs and the
// GM's tools that are not wholly inside the viewport, or that a scrolling
// box hides.
const tabsOffScreen = `[...document.querySelectorAll('header.top nav a, .campaign-head .tabs a, .campaign-head .tabs button')].filter(e => {
	const r = e.getBoundingClientRect();
	const hidden = [...document.querySelectorAll('header.top nav, .campaign-head, .campaign-head .tabs')].some(b => b.scrollWidth > b.clientWidth + 1);
	return hidden || r.width === 0 || r.left < 0 || r.right > window.innerWidth;
}).map(e => e.textContent.trim())`

// Every tab, the GM's tools and "GM login" for a signed-out GM are on
// screen at 360 and 1280 px: the tabs wrap instead of hiding behind a
// sideways scroll.
func TestBrowserCampaignTabsAllOnScreen(t *testing.T) {
	base := startServer(t)
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			ctx := browserContext(t, width, 800)
			if err := chromedp.Run(ctx, chromedp.EmulateViewport(width, 800)); err != nil {
				t.Fatal(err)
			}
			createCampaignInBrowser(t, ctx, base)
			var off, tools []string
			if err := chromedp.Run(ctx,
				chromedp.Evaluate(tabsOffScreen, &off),
				chromedp.Evaluate(`[...document.querySelectorAll('[data-testid="gm-tools"] a, [data-testid="gm-tools"] button')].map(e => e.textContent.trim())`, &tools),
			); err != nil {
				t.Fatal(err)
			}
			if len(off) > 0 {
				t.Errorf("GM: tabs off screen: %q", off)
			}
			if strings.Join(tools, "|") != "Link dei giocatori|Esporta JSON|Account del master|Esci" {
				t.Errorf("GM tools: %q", tools)
			}

			// Signed out, the GM finds the way back in.
			var login string
			if err := chromedp.Run(ctx,
				chromedp.Click(`[data-testid="gm-tools"] button`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="tab-login"]`, chromedp.ByQuery),
				chromedp.Evaluate(tabsOffScreen, &off),
				chromedp.Text(`[data-testid="tab-login"]`, &login, chromedp.ByQuery),
			); err != nil {
				t.Fatalf("sign out: %v", err)
			}
			if len(off) > 0 || login != "Accesso master" {
				t.Errorf("signed out: tabs off screen %q, login tab %q", off, login)
			}
		})
	}
}
