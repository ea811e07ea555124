package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"sengoku/tables/ccsb"
	"sengoku/views"
)

// pick sets a select's value and fires change, as a tap on an option does.
func pick(sel, value string) chromedp.Action {
	return chromedp.Evaluate(`(() => { const s = document.querySelector(`+"`"+sel+"`"+`); s.value = `+"`"+value+"`"+`; s.dispatchEvent(new Event('change', {bubbles: true})); })()`, nil)
}

// waitText waits until the element's text contains want.
func waitText(ctx context.Context, t *testing.T, sel, want string) string {
	t.Helper()
	var got string
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if err := chromedp.Run(ctx, chromedp.Evaluate(`(document.querySelector(`+"`"+sel+"`"+`)||{}).textContent||""`, &got)); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(got, want) {
			settled(ctx, t)
			return got
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s: %q does not contain %q", sel, got, want)
	return got
}

// tapUntil taps the element tap and waits for the element want to show,
// the page's answer to the tap. A tap that brought nothing after 15
// seconds is made once more (and said in the log) before the test fails
// with the page it was on: under a loaded test machine the browser has
// been seen to let a tap fall while the page settled.
func tapUntil(ctx context.Context, t *testing.T, tap, want string) {
	t.Helper()
	for attempt := 1; ; attempt++ {
		if err := chromedp.Run(ctx, chromedp.Click(tap, chromedp.ByQuery)); err != nil {
			t.Fatalf("tap %s: %v", tap, err)
		}
		wctx, cancel := context.WithTimeout(ctx, 15*time.Second)
		err := chromedp.Run(wctx, chromedp.WaitVisible(want, chromedp.ByQuery))
		cancel()
		if err == nil {
			settled(ctx, t)
			return
		}
		var href, text string
		_ = chromedp.Run(ctx, chromedp.Evaluate(`location.href`, &href), chromedp.Evaluate(`document.body.innerText.slice(0, 1500)`, &text))
		if attempt == 2 || ctx.Err() != nil {
			t.Fatalf("tap %s: %s never showed (%v) on %s:\n%s", tap, want, err, href, text)
		}
		t.Logf("tap %s: %s did not show within 15 s on %s; tapping again", tap, want, href)
	}
}

// settled waits, for up to five seconds, until htmx has finished the swap
// that brought the text a test waited for: a tap while htmx is still
// settling or scrolling the new content can land beside the button it
// aimed at, as a person's finger would on a page still moving.
func settled(ctx context.Context, t *testing.T) {
	t.Helper()
	if err := chromedp.Run(ctx, htmxSettled()); err != nil {
		t.Fatal(err)
	}
}

// htmxSettled is settled as a step of a chromedp.Run.
func htmxSettled() chromedp.Action {
	const busy = `!!document.querySelector(".htmx-request, .htmx-swapping, .htmx-settling, .htmx-added") || document.readyState !== "complete"`
	return chromedp.ActionFunc(func(ctx context.Context) error {
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			var moving bool
			if err := chromedp.Evaluate(busy, &moving).Do(ctx); err != nil {
				return err
			}
			if !moving {
				return nil
			}
		}
		return nil
	})
}

// eventually evaluates the script expr in the tab ctx until it is true,
// for 10 s at the most. While the tab changes page, a script can find no
// page to run in: it is tried again.
func eventually(ctx context.Context, expr string) bool {
	return eventuallyText(ctx, "("+expr+") ? \"yes\" : \"\"") != ""
}

// eventuallyText evaluates the script expr, a string, in the tab ctx until
// it is not empty, for 10 s at the most, and returns it ("" when it never
// was). While the tab changes page (a form just submitted), a script can
// find no page to run in, or the page it finds is the one being left: it
// is tried again.
func eventuallyText(ctx context.Context, expr string) string {
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		var out string
		if err := chromedp.Run(ctx, chromedp.Evaluate(expr, &out)); err == nil && out != "" {
			return out
		}
	}
	return ""
}

func location(ctx context.Context, t *testing.T) string {
	t.Helper()
	var href string
	if err := chromedp.Run(ctx, chromedp.Evaluate(`location.href`, &href)); err != nil {
		t.Fatal(err)
	}
	return href
}

func TestAssistBrowserCCSB(t *testing.T) {
	base := startServer(t)
	ctx := browserContext(t, 390, 844)
	if err := chromedp.Run(ctx,
		chromedp.Navigate(base+"/calc/ccsb"),
		chromedp.WaitVisible(`[data-testid="ccsb-summary"]`, chromedp.ByQuery),
		pick(`select[name="att"]`, "SSpC"),
	); err != nil {
		t.Fatal(err)
	}
	waitText(ctx, t, `[data-testid="ccsb-summary"] h2`, "SSpC")
	if err := chromedp.Run(ctx, pick(`select[name="tgt"]`, "AB")); err != nil {
		t.Fatal(err)
	}
	waitText(ctx, t, `[data-testid="ccsb-summary"] h2`, "SSpC → AB")
	want, _ := ccsb.Combat(ccsb.Input{Att: "SSpC", Tgt: "AB"})
	waitText(ctx, t, `[data-testid="ccsb-pelim"] .v`, views.IT.Percent(want.PEliminated))
	if loc := location(ctx, t); !strings.Contains(loc, "att=SSpC") || !strings.Contains(loc, "tgt=AB") {
		t.Errorf("the URL does not hold the input: %s", loc)
	}
	// The charts below the form follow (swapped out of band).
	waitText(ctx, t, `[data-testid="chart-lost"] tbody tr:last-child td:nth-child(2)`, views.IT.Percent(want.Lost[len(want.Lost)-1]))
}

func TestAssistBrowserSekigahara(t *testing.T) {
	base := startServer(t)
	ctx := browserContext(t, 390, 844)
	if err := chromedp.Run(ctx,
		chromedp.Navigate(base+"/calc/sekigahara"),
		chromedp.WaitVisible(`[data-testid="seki-add"]`, chromedp.ByQuery),
		chromedp.SendKeys(`input[name="add.b1d"]`, "Ukita", chromedp.ByQuery),
		pick(`select[name="add.b1m"]`, "2"),
		chromedp.Click(`[data-testid="seki-deploy-ishida"]`, chromedp.ByQuery),
	); err != nil {
		t.Fatal(err)
	}
	waitText(ctx, t, `[data-testid="seki-impact-ishida"] .v`, "2")
	waitText(ctx, t, `[data-testid="seki-initiative"]`, "Tokugawa")
	if loc := location(ctx, t); !strings.Contains(loc, "deployments=ip-ukita2") && !strings.Contains(loc, "deployments=im-ukita2") {
		t.Errorf("the URL does not hold the list: %s", loc)
	}
	// Tokugawa answers with a 3-mon block; then undo it.
	if err := chromedp.Run(ctx,
		chromedp.SendKeys(`input[name="add.b1d"]`, "Tokugawa", chromedp.ByQuery),
		pick(`select[name="add.b1m"]`, "3"),
		chromedp.Click(`[data-testid="seki-deploy-tokugawa"]`, chromedp.ByQuery),
	); err != nil {
		t.Fatal(err)
	}
	waitText(ctx, t, `[data-testid="seki-impact-tokugawa"] .v`, "3")
	if err := chromedp.Run(ctx, chromedp.Click(`[data-testid="seki-undo"]`, chromedp.ByQuery)); err != nil {
		t.Fatal(err)
	}
	waitText(ctx, t, `[data-testid="seki-impact-tokugawa"] .v`, "0")
	// The Reinforcement page: a change recomputes in place and the URL
	// holds the input.
	if err := chromedp.Run(ctx,
		chromedp.Navigate(base+"/calc/sekigahara/reinforcement"),
		chromedp.WaitVisible(`[data-testid="seki-reinf-form"]`, chromedp.ByQuery),
		pick(`input[name="ishida.hand"]`, "7"),
	); err != nil {
		t.Fatal(err)
	}
	waitText(ctx, t, `[data-testid="seki-reinf-ishida-kept"]`, "4")
	if loc := location(ctx, t); !strings.Contains(loc, "ishida.hand=7") {
		t.Errorf("the URL does not hold the input: %s", loc)
	}
}

func TestAssistBrowserSenjutsu(t *testing.T) {
	base := startServer(t)
	ctx := browserContext(t, 390, 844)
	for _, p := range []struct{ name, adv, hand, wounds string }{{"Aiko", "2", "5", "2"}, {"Bunta", "1", "5", "6"}} {
		if err := chromedp.Run(ctx,
			chromedp.Navigate(base+"/calc/senjutsu/profiles"),
			chromedp.WaitVisible(`[data-testid="sj-profile-form"]`, chromedp.ByQuery),
			chromedp.SendKeys(`input[name="name"]`, p.name, chromedp.ByQuery),
			chromedp.SetValue(`input[name="advantage_number"]`, p.adv, chromedp.ByQuery),
			chromedp.SetValue(`input[name="hand_limit"]`, p.hand, chromedp.ByQuery),
			chromedp.SetValue(`input[name="wound_limit"]`, p.wounds, chromedp.ByQuery),
			chromedp.Click(`[data-testid="sj-profile-save"]`, chromedp.ByQuery),
		); err != nil {
			t.Fatal(err)
		}
		waitText(ctx, t, `[data-testid="sj-profiles"]`, p.name)
	}
	tapUntil(ctx, t, `[data-testid="sj-tab-duel"]`, `[data-testid="sj-start"]`)
	tapUntil(ctx, t, `[data-testid="sj-start"]`, `[data-testid="sj-start-turn"]`)
	tapUntil(ctx, t, `[data-testid="sj-start-turn"]`, `[data-testid="sj-end-turn"]`)
	if err := chromedp.Run(ctx, chromedp.Click(`[data-testid="sj-kamae-aiko-aggression"]`, chromedp.ByQuery)); err != nil {
		t.Fatal(err)
	}
	waitText(ctx, t, `[data-testid="sj-fighter-aiko"] [data-testid="sj-kamae"]`, "Aggressione")
	if err := chromedp.Run(ctx, chromedp.Click(`[data-testid="sj-wound-aiko"]`, chromedp.ByQuery)); err != nil {
		t.Fatal(err)
	}
	waitText(ctx, t, `[data-testid="sj-fighter-aiko"] [data-testid="sj-wounds"]`, "1")
	if err := chromedp.Run(ctx, chromedp.Click(`[data-testid="sj-wound-aiko"]`, chromedp.ByQuery)); err != nil {
		t.Fatal(err)
	}
	waitText(ctx, t, `[data-testid="sj-winner"]`, "ha vinto Bunta")
}
