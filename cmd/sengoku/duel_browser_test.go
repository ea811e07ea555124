package main

import (
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// A duel changed from another tab meanwhile: a tap on the page shown
// before is refused with the reason, and the page shows the duel as it
// stands (the other tab's wound, not two).
func TestDuelBrowserStaleTapShowsTheCurrentDuel(t *testing.T) {
	base := startServer(t)
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			ctx := browserContext(t, width, 900)
			for _, p := range []string{"Aiko", "Bunta"} {
				if err := chromedp.Run(ctx,
					chromedp.Navigate(base+"/calc/senjutsu/profiles"),
					chromedp.WaitVisible(`[data-testid="sj-profile-form"]`, chromedp.ByQuery),
					chromedp.SendKeys(`input[name="name"]`, p, chromedp.ByQuery),
					chromedp.Click(`[data-testid="sj-profile-save"]`, chromedp.ByQuery),
				); err != nil {
					t.Fatal(err)
				}
				waitText(ctx, t, `[data-testid="sj-profiles"]`, p)
			}
			tapUntil(ctx, t, `[data-testid="sj-tab-duel"]`, `[data-testid="sj-start"]`)
			tapUntil(ctx, t, `[data-testid="sj-start"]`, `[data-testid="sj-wound-aiko"]`)
			// The other tab: the same form, posted as that page was.
			var status int
			if err := chromedp.Run(ctx, chromedp.Evaluate(`(async () => {
				const f = document.querySelector('[data-testid="sj-wound-aiko"]').form;
				const r = await fetch(f.action, {method: "POST", body: new URLSearchParams(new FormData(f)), redirect: "manual"});
				return r.type === "opaqueredirect" ? 303 : r.status;
			})()`, &status, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) })); err != nil {
				t.Fatal(err)
			}
			if status != 303 {
				t.Fatalf("the other tab's wound: %d", status)
			}
			if err := chromedp.Run(ctx, chromedp.Click(`[data-testid="sj-wound-aiko"]`, chromedp.ByQuery)); err != nil {
				t.Fatal(err)
			}
			waitText(ctx, t, `[data-testid="problems"]`, "Il duello è cambiato nel frattempo")
			waitText(ctx, t, `[data-testid="sj-fighter-aiko"] [data-testid="sj-wounds"]`, "1")
			// Tapped again, on the page as it stands, it counts.
			if err := chromedp.Run(ctx, chromedp.Click(`[data-testid="sj-wound-aiko"]`, chromedp.ByQuery)); err != nil {
				t.Fatal(err)
			}
			waitText(ctx, t, `[data-testid="sj-fighter-aiko"] [data-testid="sj-wounds"]`, "2")
		})
	}
}
