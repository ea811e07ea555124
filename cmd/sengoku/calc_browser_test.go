package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// calcSetSelect picks a value in a select as a finger would: the value, then
// the change event htmx listens to.
func calcSetSelect(sel, value string) chromedp.Action {
	return chromedp.Evaluate(`(() => { const e = document.querySelector(`+calcJSString(sel)+`);
		e.value = `+calcJSString(value)+`; e.dispatchEvent(new Event('change', {bubbles: true})); return e.value; })()`, nil)
}

func calcJSString(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}

// calcWaitText waits until the element's text satisfies ok.
func calcWaitText(ctx context.Context, t *testing.T, sel string, ok func(string) bool) string {
	t.Helper()
	var text string
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		if err := chromedp.Run(ctx, chromedp.Text(sel, &text, chromedp.ByQuery)); err == nil && ok(text) {
			return text
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("%s never showed the expected text; last %q", sel, text)
	return ""
}

// calcWaitLocation waits (15 s at most) for the page's address to hold
// part, and returns it as it last was.
func calcWaitLocation(ctx context.Context, t *testing.T, part string) string {
	t.Helper()
	var loc string
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if err := chromedp.Run(ctx, chromedp.Location(&loc)); err == nil && strings.Contains(loc, part) {
			break
		}
	}
	return loc
}

// TestBrowserCalcAoT fills the Art of Tactic attack calculator on a phone:
// pick the attacker's card, change its order and the target's defense, and
// read the odds in the summary; the address holds the input.
func TestBrowserCalcAoT(t *testing.T) {
	base := startServer(t)
	ctx := browserContext(t, 360, 740)
	var summary string
	if err := chromedp.Run(ctx,
		chromedp.EmulateViewport(360, 740),
		chromedp.Navigate(base+"/calc/aot"),
		chromedp.WaitVisible(`[data-testid="aot-form"]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid="summary"]`, &summary, chromedp.ByQuery),
	); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(summary, "Perdite medie") {
		t.Fatalf("first summary %q", summary)
	}
	// The card picker re-renders the unit with the Samurai with naginata.
	if err := chromedp.Run(ctx, calcSetSelect(`select[name="a1.card"]`, "lib:naginata")); err != nil {
		t.Fatal(err)
	}
	calcWaitText(ctx, t, `[data-testid="set-a1"] .calc-note`, func(s string) bool { return strings.Contains(s, "naginata") })
	// The naginata card gives no attack values and no commander: enter
	// them, as at the table (an Assault needs a commander).
	if err := chromedp.Run(ctx,
		chromedp.Click(`label[for="f-a1-cmdr"]`, chromedp.ByQuery),
		calcSetSelect(`select[name="a1.atti"]`, "7"),
	); err != nil {
		t.Fatal(err)
	}
	calcWaitText(ctx, t, `[data-testid="strikes"]`, func(s string) bool { return strings.Contains(s, "7") })
	if err := chromedp.Run(ctx, calcSetSelect(`select[name="a1.order"]`, "assault")); err != nil {
		t.Fatal(err)
	}
	before := calcWaitText(ctx, t, `[data-testid="summary"]`, func(s string) bool { return strings.Contains(s, "Distrutta") })
	if err := chromedp.Run(ctx, calcSetSelect(`select[name="t.def"]`, "5")); err != nil {
		t.Fatal(err)
	}
	// htmx swaps the summary (empty for an instant), then replaces the
	// address: wait for both.
	after := calcWaitText(ctx, t, `[data-testid="summary"]`, func(s string) bool { return s != before && strings.TrimSpace(s) != "" })
	loc := calcWaitLocation(ctx, t, "t.def=5")
	var width float64
	if err := chromedp.Run(ctx,
		// The calculator itself fits the phone (the tab rows scroll).
		chromedp.Evaluate(`Math.max(...[...document.querySelectorAll('#calc *')].filter(e => !e.closest('.calc-tabs')).map(e => e.getBoundingClientRect().right))`, &width),
	); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(loc, "t.def=5") || !strings.Contains(loc, "a1.atti=7") {
		t.Errorf("the address does not hold the input: %s", loc)
	}
	if width > 361 {
		t.Errorf("the calculator is %.0fpx wide on a 360px phone", width)
	}
	t.Logf("summary: %s", after)
}

// TestBrowserCalcAffinati drives the SAMURAI resolver: troop types, rear
// support, then the dice actually rolled.
func TestBrowserCalcAffinati(t *testing.T) {
	base := startServer(t)
	ctx := browserContext(t, 360, 740)
	if err := chromedp.Run(ctx,
		chromedp.EmulateViewport(360, 740),
		chromedp.Navigate(base+"/calc/affinati"),
		chromedp.WaitVisible(`[data-testid="aff-form"]`, chromedp.ByQuery),
		calcSetSelect(`select[name="a.troop"]`, "mountedSamurai"),
	); err != nil {
		t.Fatal(err)
	}
	calcWaitText(ctx, t, `[data-testid="factors-A"] caption`, func(s string) bool { return strings.Contains(s, "Samurai a cavallo") })
	if err := chromedp.Run(ctx, chromedp.Click(`label[for="f-b-support"]`, chromedp.ByQuery)); err != nil {
		t.Fatal(err)
	}
	calcWaitText(ctx, t, `[data-testid="factors-B"]`, func(s string) bool { return strings.Contains(s, "+3") })
	if err := chromedp.Run(ctx, calcSetSelect(`select[name="da"]`, "6")); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Run(ctx, calcSetSelect(`select[name="db"]`, "1")); err != nil {
		t.Fatal(err)
	}
	dice := calcWaitText(ctx, t, `[data-testid="dice-result"]`, func(s string) bool { return strings.HasPrefix(s, "A: 6") })
	summary := calcWaitText(ctx, t, `[data-testid="summary"]`, func(s string) bool { return strings.Contains(s, "A vince") })
	var loc string
	if err := chromedp.Run(ctx, chromedp.Location(&loc)); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(loc, "b.support=true") || !strings.Contains(loc, "da=6") {
		t.Errorf("address %s", loc)
	}
	t.Logf("dice: %s; summary: %s", dice, summary)
}
