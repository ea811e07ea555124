package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"sengoku/campaign"
)

// riverDieFixture puts campaign id, under table dice, on the battle of
// Totomi (32) waiting for its river roll to be entered from the table.
// The play that leads there is tested in the campaign and the handlers.
func riverDieFixture(t *testing.T, dsn string, id int64) {
	t.Helper()
	battleFixtureWith(t, dsn, id, func(st *campaign.State, b *campaign.Battle) {
		st.Options.TableDice = true
		b.Awaiting = &campaign.BattleDie{Roll: campaign.DieRiver}
	})
}

// TestBrowserBattleRiverDieFromTheGM: on a 360 px phone and a 1280 px
// laptop the game master finds the battle waiting for the river roll made
// at the table, enters the die, and the sheet shows the river and offers
// the result form, without scrolling sideways.
func TestBrowserBattleRiverDieFromTheGM(t *testing.T) {
	for _, w := range []int64{360, 1280} {
		t.Run(strconv.FormatInt(w, 10), func(t *testing.T) { testBrowserBattleRiverDie(t, w) })
	}
}

func testBrowserBattleRiverDie(t *testing.T, width int64) {
	gm, dsn, campaignURL, id := gmOnNewCampaign(t, width)
	riverDieFixture(t, dsn, id)

	var wait string
	var overflow bool
	if err := chromedp.Run(gm,
		chromedp.Navigate(campaignURL+"/battles"),
		chromedp.WaitVisible(`form[data-testid="act-battle-die"] input[name="dice"]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid="battle-die-wait"]`, &wait, chromedp.ByQuery),
		chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow),
	); err != nil {
		t.Fatalf("battle sheet: %v", err)
	}
	if !strings.Contains(wait, "tiro del fiume") {
		t.Errorf("the sheet does not say it waits for the river roll: %q", wait)
	}
	if overflow {
		t.Errorf("the waiting sheet scrolls sideways at %d px", width)
	}
	seasonShot(t, gm, "battle-river-die")
	var river string
	if err := chromedp.Run(gm,
		chromedp.SendKeys(`form[data-testid="act-battle-die"] input[name="dice"]`, "6", chromedp.ByQuery),
		chromedp.Click(`form[data-testid="act-battle-die"] button.primary`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="battle-result-form"]`, chromedp.ByQuery),
		chromedp.WaitNotPresent(`[data-testid="battle-die-wait"]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid="river"]`, &river, chromedp.ByQuery),
		chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow),
	); err != nil {
		t.Fatalf("enter the river die: %v", err)
	}
	if !strings.Contains(river, "6") || !strings.Contains(river, "fiume da un bordo all'altro") {
		t.Errorf("the river after a 6: %q", river)
	}
	if overflow {
		t.Errorf("the battle sheet scrolls sideways at %d px", width)
	}
	seasonShot(t, gm, "battle-river-entered")
}
