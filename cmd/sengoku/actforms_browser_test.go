package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// TestBrowserCampaignActionsShowTheirProblems submits the campaign's
// action forms with input the server refuses, JavaScript on, on a phone
// and on a desktop: a diplomatic note over its length (the browser's
// maxlength bypassed, as a script would),
// a move sent from a stale page, and a battle result that loses the
// General's element without ticking the General. The problem is on
// screen after the refusal and what was typed is still there.
func TestBrowserCampaignActionsShowTheirProblems(t *testing.T) {
	for _, size := range [][2]int64{{360, 740}, {1280, 800}} {
		t.Run(fmt.Sprintf("%dpx", size[0]), func(t *testing.T) {
			dsn := filepath.Join(t.TempDir(), "data.db")
			base := startServerOn(t, dsn)
			ctx := browserContext(t, size[0], size[1])
			path := campaignPathInBrowser(t, ctx, base)
			advanceInBrowser(t, ctx, base+path, "diplomacy")
			submitBad(t, ctx, base, badForm{name: "note", path: path + "/diplomacy",
				fill:   map[string]string{`form[data-testid="act-note"] textarea[name="text"]`: strings.Repeat("a", 2001)},
				submit: `form[data-testid="act-note"] button[type="submit"]`,
				kept:   []string{`form[data-testid="act-note"] textarea[name="text"]`}})
			advanceInBrowser(t, ctx, base+path, "movement")
			// A move chosen on a page that another action has made stale
			// (its version is behind): refused, the destination kept.
			move := `form[data-testid="act-move"]`
			var dest string
			if err := chromedp.Run(ctx, chromedp.Navigate(base+path), chromedp.WaitVisible(move, chromedp.ByQuery),
				chromedp.Evaluate(`document.querySelector('`+move+` select[name="province"] option:not([value=""]):not([disabled])').value`, &dest)); err != nil {
				t.Fatalf("move form: %v", err)
			}
			submitBad(t, ctx, base, badForm{name: "move", path: path,
				fill:   map[string]string{move + ` select[name="province"]`: dest, move + ` input[name="version"]`: "1"},
				submit: move + ` button[type="submit"]`, kept: []string{move + ` select[name="province"]`}})

			other := campaignPathInBrowser(t, ctx, base)
			id, err := strconv.ParseInt(other[strings.LastIndex(other, "/")+1:], 10, 64)
			if err != nil {
				t.Fatalf("campaign path %q", other)
			}
			battleFixture(t, dsn, id)
			// Every element of the type that holds the General, without
			// ticking the General: the field allows it (its maximum reads
			// "n + General"), the rule refuses it (C-12).
			var field []string
			if err := chromedp.Run(ctx, chromedp.Navigate(base+other+"/battles"),
				chromedp.WaitVisible(`[data-testid="battle-result-form"]`, chromedp.ByQuery),
				chromedp.Evaluate(`(() => { const l = [...document.querySelectorAll('[data-testid="battle-result-form"] label.num')].find(l => l.textContent.includes(" + "));
					const i = l.querySelector("input"); return [i.name, i.max]; })()`, &field)); err != nil {
				t.Fatalf("battle result form: %v", err)
			}
			loss := `[data-testid="battle-result-form"] input[name="` + field[0] + `"]`
			submitBad(t, ctx, base, badForm{name: "battle result", path: other + "/battles",
				clicks: []string{`[data-testid="battle-result-form"] input[name="winner"][value="Takeda"]`},
				fill:   map[string]string{loss: field[1]},
				submit: `[data-testid="battle-result-form"] button.primary`,
				kept:   []string{loss}})
		})
	}
}

// campaignPathInBrowser creates a campaign as its game master and returns
// its path.
func campaignPathInBrowser(t *testing.T, ctx context.Context, base string) string {
	t.Helper()
	createCampaignInBrowser(t, ctx, base)
	var path string
	if err := chromedp.Run(ctx, chromedp.Evaluate(`location.pathname`, &path)); err != nil {
		t.Fatal(err)
	}
	return path
}

// advanceInBrowser starts the campaign if needed and presses the game
// master's next step until the banner names phase.
func advanceInBrowser(t *testing.T, ctx context.Context, campaignURL, phase string) {
	t.Helper()
	for step := 0; step < 20; step++ {
		if now, _, _ := bannerState(t, ctx, campaignURL); now == phase {
			return
		}
		if !clickAndWait(t, ctx, `document.querySelector('form[data-testid="act-start"] button')`) && !clickAndWait(t, ctx, gmNext) {
			t.Fatalf("nothing to click before %s", phase)
		}
	}
	t.Fatalf("never reached %s", phase)
}

// pressedButtonState clicks the button sel and reports, once the submit
// has been handled, whether it is disabled and marked busy.
func pressedButtonState(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	var state string
	if err := chromedp.Run(ctx, chromedp.Evaluate(`new Promise(r => {
		const b = document.querySelector(`+jsString(sel)+`);
		b.click();
		setTimeout(() => r(b.disabled + " " + b.getAttribute("aria-busy")), 0);
	})`, &state, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) })); err != nil {
		t.Fatalf("press %s: %v", sel, err)
	}
	return state
}

// TestBrowserDuelDeleteShowsBusy: the Senjutsu duel's delete, a plain POST
// outside htmx, is disabled and busy while the browser waits for the
// answer; a PDF form (a GET download, which never leaves the page) keeps
// its button usable.
func TestBrowserDuelDeleteShowsBusy(t *testing.T) {
	base := startServer(t)
	ctx := browserContext(t, 360, 740)
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
	tapUntil(ctx, t, `[data-testid="sj-start"]`, `[data-testid="sj-delete"]`)
	if got := pressedButtonState(t, ctx, `[data-testid="sj-delete"]`); got != "true true" {
		t.Errorf("the duel's delete is %q while its request runs, want disabled and busy", got)
	}
	if err := chromedp.Run(ctx, chromedp.WaitNotPresent(`[data-testid="sj-delete"]`, chromedp.ByQuery)); err != nil {
		t.Fatalf("the duel was not deleted: %v", err)
	}

	if err := chromedp.Run(ctx, chromedp.Navigate(base+"/print"),
		chromedp.WaitVisible(`[data-testid="form-roster"] button[type="submit"]`, chromedp.ByQuery)); err != nil {
		t.Fatal(err)
	}
	if got := pressedButtonState(t, ctx, `[data-testid="form-roster"] button[type="submit"]`); got != "false null" {
		t.Errorf("a PDF download's button is %q after pressing, want usable (a download never leaves the page)", got)
	}
}
