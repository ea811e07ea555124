package main

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// tabsOffScreen lists the site's menu entries, the campaign tabs and the
// GM's tools that are not wholly inside the viewport, or that a scrolling
// box hides.
const tabsOffScreen = `[...document.querySelectorAll('header.top nav a, .campaign-head .tabs a, .campaign-head .tabs button')].filter(e => {
	const r = e.getBoundingClientRect();
	const hidden = [...document.querySelectorAll('header.top nav, .campaign-head, .campaign-head .tabs')].some(b => b.scrollWidth > b.clientWidth + 1);
	return hidden || r.width === 0 || r.left < 0 || r.right > window.innerWidth;
}).map(e => e.textContent.trim())`

// phoneTabProblems lists what is wrong with the campaign's tabs on a
// phone, where each row of them is one strip that scrolls sideways: the
// site's menu must still fit, each strip must be one row, the tab shown
// must be in view without scrolling, and every tab must come into view
// when the keyboard reaches it.
const phoneTabProblems = `(() => {
	const out = [];
	const inView = (e) => {
		const r = e.getBoundingClientRect(), s = e.closest('[data-strip]').getBoundingClientRect();
		return r.width > 0 && r.left >= Math.max(0, s.left) - 1 && r.right <= Math.min(window.innerWidth, s.right) + 1;
	};
	for (const a of document.querySelectorAll('header.top nav a')) {
		const r = a.getBoundingClientRect();
		if (r.left < 0 || r.right > window.innerWidth || a.parentElement.scrollWidth > a.parentElement.clientWidth + 1) out.push('site menu off screen: ' + a.textContent.trim());
	}
	for (const strip of document.querySelectorAll('.campaign-head [data-strip]')) {
		const items = [...strip.querySelectorAll('a, button')];
		const top = items[0].getBoundingClientRect().top;
		if (items.some((i) => Math.abs(i.getBoundingClientRect().top - top) > 2)) out.push('more than one row: ' + strip.getAttribute('aria-label'));
		const on = strip.querySelector('[aria-current=page]');
		if (on && !inView(on)) out.push('the tab shown is out of view: ' + on.textContent.trim());
	}
	return out;
})()`

// keyboardThroughStrips presses Tab from the first campaign tab to the
// last and lists each tab the keyboard reaches but leaves out of view.
func keyboardThroughStrips(t *testing.T, ctx context.Context) []string {
	t.Helper()
	var n int
	if err := chromedp.Run(ctx, chromedp.Evaluate(`(() => {
		const tabs = document.querySelectorAll('.campaign-head [data-strip] a, .campaign-head [data-strip] button');
		document.querySelectorAll('.campaign-head [data-strip]').forEach((s) => { s.scrollLeft = 0; });
		tabs[0].focus();
		return tabs.length;
	})()`, &n)); err != nil {
		t.Fatal(err)
	}
	var out []string
	for i := 0; i < n; i++ {
		var problem string
		if err := chromedp.Run(ctx, chromedp.Evaluate(`(() => {
			const e = document.activeElement, strip = e.closest('[data-strip]');
			if (!strip) return 'the keyboard left the tabs at ' + e.outerHTML.slice(0, 60);
			const r = e.getBoundingClientRect(), s = strip.getBoundingClientRect();
			return r.left >= Math.max(0, s.left) - 1 && r.right <= Math.min(window.innerWidth, s.right) + 1 ? '' : 'out of view when the keyboard reaches it: ' + e.textContent.trim();
		})()`, &problem), chromedp.KeyEvent(kb.Tab)); err != nil {
			t.Fatal(err)
		}
		if problem != "" {
			out = append(out, problem)
		}
	}
	return out
}

// Every tab, the GM's tools and "GM login" for a signed-out GM are on
// screen at 1280 px: the tabs wrap instead of hiding behind a sideways
// scroll. At 360 px each row of them is one strip that scrolls sideways
// (so that the act panel starts within the first screen): the tab shown
// is in view, and the keyboard brings every other one into view.
func TestBrowserCampaignTabsAllOnScreen(t *testing.T) {
	base := startServer(t)
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			ctx := browserContext(t, width, 800)
			if err := chromedp.Run(ctx, chromedp.EmulateViewport(width, 800)); err != nil {
				t.Fatal(err)
			}
			createCampaignInBrowser(t, ctx, base)
			check := tabsOffScreen
			if width < 600 {
				check = phoneTabProblems
			}
			var off, tools []string
			if err := chromedp.Run(ctx,
				chromedp.Evaluate(check, &off),
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

			// A tab at the end of the strip, opened, is in view.
			var path string
			if err := chromedp.Run(ctx, chromedp.Evaluate(`location.pathname`, &path)); err != nil {
				t.Fatal(err)
			}
			if err := chromedp.Run(ctx,
				chromedp.Navigate(base+path+"/notices"),
				chromedp.WaitVisible(`[data-testid="tab-notices"][aria-current="page"]`, chromedp.ByQuery),
				chromedp.Evaluate(check, &off),
			); err != nil {
				t.Fatalf("notices tab: %v", err)
			}
			if width < 600 {
				off = append(off, keyboardThroughStrips(t, ctx)...)
			}
			if len(off) > 0 {
				t.Errorf("GM on the notices tab: %q", off)
			}

			// Signed out, the GM finds the way back in.
			var login string
			if err := chromedp.Run(ctx,
				chromedp.Click(`[data-testid="gm-tools"] button`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="tab-login"]`, chromedp.ByQuery),
				chromedp.Evaluate(check, &off),
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
