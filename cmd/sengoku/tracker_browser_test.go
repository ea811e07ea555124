package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"sengoku/campaign"
)

// phoneOf opens a 360 px phone that joins the campaign as clan through its
// join link, read from the game master's links tab.
func phoneOf(t *testing.T, gm context.Context, campaignURL, clan string) context.Context {
	t.Helper()
	var link string
	if err := chromedp.Run(gm,
		chromedp.Navigate(campaignURL+"/links"),
		chromedp.WaitVisible(fmt.Sprintf(`input.copy[data-clan="%s"]`, clan), chromedp.ByQuery),
		chromedp.Value(fmt.Sprintf(`input.copy[data-clan="%s"]`, clan), &link, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("join link of %s: %v", clan, err)
	}
	phone := browserContext(t, 360, 780)
	if err := chromedp.Run(phone, chromedp.Navigate(link), chromedp.WaitVisible(`#banner`, chromedp.ByQuery)); err != nil {
		t.Fatalf("%s joins: %v", clan, err)
	}
	return phone
}

// openTracker goes from the battle sheet to the tracker and waits for its
// stream to be open.
func openTracker(t *testing.T, phone context.Context, campaignURL string) {
	t.Helper()
	if err := chromedp.Run(phone,
		chromedp.Navigate(campaignURL+"/battles"),
		chromedp.WaitVisible(`[data-testid="tracker-link"]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid="tracker-link"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="tracker"]`, chromedp.ByQuery),
		chromedp.WaitReady(`#tracker [data-live][data-open]`, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("open the tracker: %v", err)
	}
}

// trackerTap opens an element's actions and taps one of them (testid), on
// the tracker at revision rev, and waits for the next revision; it
// returns when the tap was made. The page is let settle first: the stream
// may still be refreshing it after the previous tap.
func trackerTap(t *testing.T, phone context.Context, rev int, element, testid string) time.Time {
	t.Helper()
	var tapped bool
	var at time.Time
	if err := chromedp.Run(phone,
		chromedp.WaitReady(fmt.Sprintf(`#tracker[data-rev="%d"]`, rev), chromedp.ByQuery),
		chromedp.Sleep(300*time.Millisecond),
		chromedp.Evaluate(fmt.Sprintf(`(() => {
			const li = document.querySelector('li[data-id="%s"]');
			if (!li) return false;
			li.querySelector('summary').click();
			const b = li.querySelector('[data-testid="%s"] button');
			if (!b) return false;
			b.click();
			return true;
		})()`, element, testid), &tapped),
		chromedp.ActionFunc(func(context.Context) error { at = time.Now(); return nil }),
		chromedp.WaitReady(fmt.Sprintf(`#tracker[data-rev="%d"]`, rev+1), chromedp.ByQuery),
	); err != nil || !tapped {
		t.Fatalf("%s %s: %v (tapped %v)", testid, element, err, tapped)
	}
	return at
}

// TestBrowserTrackerTwoPhonesToTheBreakPoint: Takeda and Imagawa follow
// their battle on two 360 px phones. Takeda records; Imagawa's page
// follows without a reload within a second; odds open in one tap; Imagawa
// (12 elements, break point 4) loses two Archers and its General's element
// (2 + 2 = 4) and routs at the end of Takeda's turn; the game master
// records the result the tracker filled in on a 1280 px laptop, with its
// Prestige preview and one confirmation; the report shows the timeline.
func TestBrowserTrackerTwoPhonesToTheBreakPoint(t *testing.T) {
	gm, dsn, campaignURL, id := gmOnNewCampaign(t, 1280) // the game master's laptop
	battleFixture(t, dsn, id)
	takeda := phoneOf(t, gm, campaignURL, "Takeda")
	imagawa := phoneOf(t, gm, campaignURL, "Imagawa")
	openTracker(t, takeda, campaignURL)
	openTracker(t, imagawa, campaignURL)
	if err := chromedp.Run(imagawa, chromedp.Evaluate(`window.notReloaded = true`, nil)); err != nil {
		t.Fatal(err)
	}

	// One tap to the odds: Takeda's General against an Imagawa Ashigaru.
	var general bool
	if err := chromedp.Run(takeda,
		chromedp.SetValue(`[data-testid="odds-a"]`, "Takeda.foot-samurai.g", chromedp.ByQuery),
		chromedp.SetValue(`[data-testid="odds-b"]`, "Imagawa.ashigaru.1", chromedp.ByQuery),
		chromedp.Click(`[data-testid="odds-melee"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="aff-form"]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector('input[name="a.general"]').checked`, &general),
		chromedp.NavigateBack(),
		chromedp.WaitVisible(`[data-testid="tracker"]`, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("odds: %v", err)
	}
	if !general {
		t.Error("the calculator does not start from Takeda's General")
	}

	start := trackerTap(t, takeda, 0, "Imagawa.archers.1", "do-destroyed")
	wait, stop := context.WithTimeout(imagawa, 5*time.Second)
	defer stop()
	if err := chromedp.Run(wait, chromedp.WaitReady(`li[data-id="Imagawa.archers.1"][data-status="destroyed"]`, chromedp.ByQuery)); err != nil {
		t.Fatalf("Imagawa's phone did not follow: %v", err)
	}
	followed := time.Since(start)
	t.Logf("Imagawa's phone followed Takeda's tap in %v", followed.Round(time.Millisecond))
	if followed > time.Second {
		t.Errorf("Imagawa's phone followed in %v, more than a second", followed)
	}
	var notReloaded, overflow bool
	if err := chromedp.Run(imagawa,
		chromedp.Evaluate(`window.notReloaded === true`, &notReloaded),
		chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow),
	); err != nil {
		t.Fatal(err)
	}
	if !notReloaded || overflow {
		t.Errorf("Imagawa's page: followed without a reload %v, scrolls sideways %v", notReloaded, overflow)
	}

	// The other way round: Takeda's phone, whose page has been replaced
	// by its own taps, follows Imagawa's.
	trackerTap(t, imagawa, 1, "Takeda.ashigaru.1", "do-recoil")
	wait3, stop3 := context.WithTimeout(takeda, 5*time.Second)
	defer stop3()
	if err := chromedp.Run(wait3, chromedp.WaitReady(`li[data-id="Takeda.ashigaru.1"][data-status="recoiled"]`, chromedp.ByQuery)); err != nil {
		t.Fatalf("Takeda's phone did not follow: %v", err)
	}

	trackerTap(t, takeda, 2, "Imagawa.archers.2", "do-destroyed")
	trackerTap(t, takeda, 3, "Imagawa.foot-samurai.g", "do-general")
	var losses string
	if err := chromedp.Run(takeda,
		chromedp.WaitReady(`li[data-id="Imagawa.foot-samurai.g"][data-status="destroyed"]`, chromedp.ByQuery),
		chromedp.AttributeValue(`[data-testid="tracker-side-Imagawa"]`, "data-losses", &losses, nil, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("the General's element: %v", err)
	}
	if err := chromedp.Run(takeda,
		chromedp.Sleep(300*time.Millisecond),
		chromedp.Evaluate(`document.querySelector('[data-testid="end-turn"] button').click()`, nil),
		chromedp.WaitVisible(`[data-testid="rout"]`, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("the end of the turn: %v", err)
	}
	if losses != "4" {
		t.Errorf("Imagawa's losses %s, want 2 + the General's 2", losses)
	}
	var rout string
	wait2, stop2 := context.WithTimeout(imagawa, 5*time.Second)
	defer stop2()
	if err := chromedp.Run(wait2,
		chromedp.WaitVisible(`[data-testid="rout"]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid="rout"]`, &rout, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("the rout on Imagawa's phone: %v", err)
	}
	if !strings.Contains(rout, "Imagawa") {
		t.Errorf("rout notice %q", rout)
	}
	seasonShot(t, imagawa, "tracker-rout")

	// The game master: the result form filled in, its Prestige, one tap.
	var total string
	if err := chromedp.Run(gm,
		chromedp.Navigate(campaignURL+"/battles"),
		chromedp.Click(`[data-testid="tracker-link"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="tracker-result"]`, chromedp.ByQuery),
		chromedp.AttributeValue(`[data-testid="preview-clan"][data-clan="Takeda"]`, "data-total", &total, nil, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("the result form: %v", err)
	}
	// +30 the win, +15 three elements, +20 the General (§13).
	if total != "65" {
		t.Errorf("preview: Takeda %s, want 65", total)
	}
	seasonShot(t, gm, "tracker-result")
	var events int
	if err := chromedp.Run(gm,
		chromedp.Click(`[data-testid="tracker-record"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="battle-done"]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid="battle-report-link"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="report-timeline"]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll('[data-testid="report-timeline"] li').length`, &events),
	); err != nil {
		t.Fatalf("record the result: %v", err)
	}
	if events != 5 {
		t.Errorf("the report's timeline has %d events, want 5", events)
	}
}

// TestBrowserTrackerAppRollsWithTableDiceOff: with table dice off,
// Takeda's 360 px phone picks two elements in contact and asks the app
// to roll; both phones show the roll with its dice within a few seconds,
// and the outcome: a destruction applied at once, or a recoil that
// Imagawa's phone carries out with one of the ways offered (§14), which
// Takeda's phone then follows.
func TestBrowserTrackerAppRollsWithTableDiceOff(t *testing.T) {
	gm, dsn, campaignURL, id := gmOnNewCampaign(t, 1280)
	battleFixtureWith(t, dsn, id, func(st *campaign.State, b *campaign.Battle) {
		b.RiverRoll = 3
		st.Options.TableDice = false
	})
	takeda := phoneOf(t, gm, campaignURL, "Takeda")
	imagawa := phoneOf(t, gm, campaignURL, "Imagawa")
	openTracker(t, takeda, campaignURL)
	openTracker(t, imagawa, campaignURL)

	var hasDice bool
	if err := chromedp.Run(takeda,
		chromedp.Evaluate(`document.querySelector('[data-testid="roll-da"]') !== null`, &hasDice),
		chromedp.SetValue(`[data-testid="roll-a"]`, "Takeda.foot-samurai.g", chromedp.ByQuery),
		chromedp.SetValue(`[data-testid="roll-b"]`, "Imagawa.ashigaru.1", chromedp.ByQuery),
		chromedp.Click(`[data-testid="roll-submit"]`, chromedp.ByQuery),
		chromedp.WaitReady(`#tracker [data-testid="timeline"] li[data-kind="roll"]`, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("Takeda asks the app to roll: %v", err)
	}
	if hasDice {
		t.Error("with table dice off the form asks for dice")
	}
	var mine, theirs string
	wait, stop := context.WithTimeout(imagawa, 5*time.Second)
	defer stop()
	if err := chromedp.Run(wait,
		chromedp.WaitReady(`#tracker [data-testid="timeline"] li[data-kind="roll"]`, chromedp.ByQuery),
		chromedp.Text(`#tracker [data-testid="timeline"] li[data-kind="roll"]`, &theirs, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("Imagawa's phone did not show the roll: %v", err)
	}
	if err := chromedp.Run(takeda, chromedp.Text(`#tracker [data-testid="timeline"] li[data-kind="roll"]`, &mine, chromedp.ByQuery)); err != nil {
		t.Fatal(err)
	}
	if mine != theirs || !strings.Contains(theirs, "die") && !strings.Contains(theirs, "dado") {
		t.Fatalf("the two phones show the roll and its dice: %q / %q", mine, theirs)
	}
	t.Logf("roll: %s", theirs)
	seasonShot(t, imagawa, "tracker-roll")

	// The dice decide who lost: the recoil the players carry out is the
	// loser's, whichever side it is; without one, Imagawa's element shows
	// what the roll did to it.
	var recoils, status string
	target := "Imagawa.ashigaru.1"
	if err := chromedp.Run(imagawa,
		chromedp.Evaluate(`(document.querySelector('[data-testid="pending-roll"]') || {dataset: {}}).dataset.element || ""`, &recoils),
	); err != nil {
		t.Fatal(err)
	}
	want := "recoiled"
	if recoils != "" {
		target = recoils
		// Imagawa carries out the recoil as it went at the table.
		if err := chromedp.Run(imagawa,
			htmxSettled(),
			chromedp.Click(`[data-testid="pending"] [data-testid="tracker.choice.recoil"]`, chromedp.ByQuery),
			chromedp.WaitReady(fmt.Sprintf(`li[data-id="%s"][data-status="recoiled"]`, target), chromedp.ByQuery),
		); err != nil {
			t.Fatalf("Imagawa carries out %s's recoil: %v", target, err)
		}
	} else {
		if err := chromedp.Run(imagawa, chromedp.AttributeValue(fmt.Sprintf(`li[data-id="%s"]`, target), "data-status", &status, nil, chromedp.ByQuery)); err != nil {
			t.Fatal(err)
		}
		want = status
	}
	wait2, stop2 := context.WithTimeout(takeda, 5*time.Second)
	defer stop2()
	if err := chromedp.Run(wait2, chromedp.WaitReady(fmt.Sprintf(`li[data-id="%s"][data-status="%s"]`, target, want), chromedp.ByQuery)); err != nil {
		t.Fatalf("Takeda's phone shows the outcome (%s %s): %v", target, want, err)
	}
	var overflow bool
	if err := chromedp.Run(takeda, chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow)); err != nil || overflow {
		t.Errorf("the tracker with its roll form scrolls sideways on a phone: %v", err)
	}
	// The walk of every page cannot reach a tracker: its layout rules are
	// checked here, on the phone, roll form and pending recoil included.
	var problems []string
	if err := chromedp.Run(imagawa, chromedp.Evaluate(layoutProblems, &problems)); err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("the tracker on a phone: %s", p)
	}
}
