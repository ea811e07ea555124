package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// gameTap taps the button of form testid on side's card of the game at
// revision rev, and returns when it was tapped; the page is let settle
// first (the stream may still be refreshing it after the last tap).
func gameTap(t *testing.T, phone context.Context, rev, side int, testid string) time.Time {
	t.Helper()
	var tapped bool
	var at time.Time
	if err := chromedp.Run(phone,
		chromedp.WaitReady(fmt.Sprintf(`#game[data-rev="%d"] [data-live][data-open]`, rev), chromedp.ByQuery),
		chromedp.Sleep(300*time.Millisecond),
		chromedp.Evaluate(fmt.Sprintf(`(() => {
			const b = document.querySelector('[data-testid="side-%d"] [data-testid="%s"] button');
			if (!b) return false;
			b.click();
			return true;
		})()`, side, testid), &tapped),
		chromedp.ActionFunc(func(context.Context) error { at = time.Now(); return nil }),
		chromedp.WaitReady(fmt.Sprintf(`#game[data-rev="%d"]`, rev+1), chromedp.ByQuery),
	); err != nil || !tapped {
		t.Fatalf("%s on side %d at revision %d: %v (tapped %v)", testid, side, rev, err, tapped)
	}
	return at
}

// TestBrowserCCSBGameTwoPhonesToTheFifthBanner: two 360 px phones play
// scenario 1. The first starts the game from the scenario's page and
// shows its link; the second opens it and joins; each records a banner of
// the blue army in turn, and the other phone follows without a reload
// within a second, until the fifth banner ends the game. The dice
// calculator opens prefilled from the game, and the scenario list counts
// the win.
func TestBrowserCCSBGameTwoPhonesToTheFifthBanner(t *testing.T) {
	base := startServer(t)
	alice := browserContext(t, 360, 780)
	var link string
	if err := chromedp.Run(alice,
		chromedp.Navigate(base+"/calc/ccsb/scenarios/1?lang=en"),
		chromedp.Click(`[data-testid="play"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="game-link"]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid="game-link"]`, &link, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("start the game: %v", err)
	}
	bob := browserContext(t, 360, 780)
	if err := chromedp.Run(bob,
		chromedp.Navigate(strings.TrimSpace(link)),
		chromedp.Click(`[data-testid="join"] button`, chromedp.ByQuery),
		chromedp.WaitReady(`[data-testid="side-1"] [data-testid="flag-unit"]`, chromedp.ByQuery),
		chromedp.Evaluate(`window.notReloaded = true`, nil),
	); err != nil {
		t.Fatalf("the second phone joins: %v", err)
	}
	// The first phone learns of the join from its stream: the link goes.
	wait, stop := context.WithTimeout(alice, 5*time.Second)
	defer stop()
	if err := chromedp.Run(wait, chromedp.WaitNotPresent(`[data-testid="game-link"]`, chromedp.ByQuery)); err != nil {
		t.Fatalf("the first phone did not see the join: %v", err)
	}
	if err := chromedp.Run(alice, chromedp.Evaluate(`window.notReloaded = true`, nil)); err != nil {
		t.Fatal(err)
	}

	phones := []context.Context{alice, bob}
	for rev := range 5 {
		tapper, other := phones[rev%2], phones[1-rev%2]
		start := gameTap(t, tapper, rev, 1, "flag-unit")
		wait, stop := context.WithTimeout(other, 5*time.Second)
		err := chromedp.Run(wait, chromedp.WaitReady(fmt.Sprintf(`#game[data-rev="%d"] [data-testid="side-1"][data-flags="%d"]`, rev+1, rev+1), chromedp.ByQuery))
		stop()
		if err != nil {
			t.Fatalf("banner %d: the other phone did not follow: %v", rev+1, err)
		}
		followed := time.Since(start)
		t.Logf("banner %d followed in %v", rev+1, followed.Round(time.Millisecond))
		if followed > time.Second {
			t.Errorf("banner %d: the other phone followed in %v, more than a second", rev+1, followed)
		}
	}
	for i, phone := range phones {
		var over, notReloaded, overflow bool
		if err := chromedp.Run(phone,
			chromedp.Evaluate(`!!document.querySelector('[data-testid="game-over"]') && !document.querySelector('[data-testid="flag-actions"]')`, &over),
			chromedp.Evaluate(`window.notReloaded === true`, &notReloaded),
			chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow),
		); err != nil {
			t.Fatal(err)
		}
		if !over || !notReloaded || overflow {
			t.Errorf("phone %d: over %v, followed without a reload %v, scrolls sideways %v", i+1, over, notReloaded, overflow)
		}
	}

	seasonShot(t, phones[1], "ccsb-game-over")
	// The walk of every page cannot reach a game: its layout rules are
	// checked here, on the phone.
	var problems []string
	if err := chromedp.Run(phones[1], chromedp.Evaluate(layoutProblems, &problems)); err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("the game on a phone: %s", p)
	}

	// The dice: the red army attacks the blue, whose 5 tokens are the
	// reserve its Lack of Honor check reads.
	var href, res string
	if err := chromedp.Run(alice,
		chromedp.Evaluate(`document.querySelector('[data-testid="side-0"] [data-testid="dice-link"]').getAttribute('href')`, &href),
		chromedp.ActionFunc(func(ctx context.Context) error { return chromedp.Navigate(base + href).Do(ctx) }),
		chromedp.Value(`select[name="res"]`, &res, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("the dice: %v", err)
	}
	if res != "5" {
		t.Errorf("the calculator opens with the reserve %q, want 5", res)
	}

	var cell string
	if err := chromedp.Run(alice,
		chromedp.Navigate(base+"/calc/ccsb/scenarios?lang=en"),
		chromedp.Text(`[data-testid="scenario-1"] [data-testid="results"]`, &cell, chromedp.ByQuery),
	); err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(cell) != "0–1 of 1" {
		t.Errorf("the scenario list counts %q", cell)
	}
}
