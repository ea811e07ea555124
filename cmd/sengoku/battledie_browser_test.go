package main

import (
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"sengoku/campaign"
	"sengoku/models"
)

// riverDieFixture puts campaign id, under table dice, on the battle of
// Totomi (32) waiting for its river roll to be entered from the table.
// The play that leads there is tested in the campaign and the handlers.
func riverDieFixture(t *testing.T, dsn string, id int64) {
	t.Helper()
	ctx := context.Background()
	db, err := models.Open(ctx, dsn, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	_, err = db.Act(ctx, id, 0, func(st *campaign.State) (models.ActionRecord, error) {
		if _, err := campaign.Step(st, campaign.GM(), campaign.Action{Kind: campaign.ActStart, At: time.Now().UTC()}); err != nil {
			return models.ActionRecord{}, err
		}
		st.Options.TableDice = true
		st.Phase = campaign.PhaseBattles
		st.Clan(campaign.Takeda).Army.Location = 32
		st.Clan(campaign.Imagawa).Army.Location = 32
		st.BattleSeq = 1
		st.Battles = append(st.Battles, campaign.Battle{ID: 1, Province: 32, Attacker: campaign.Takeda, Defender: campaign.Imagawa,
			AttackerSize: len(st.Clan(campaign.Takeda).Army.Elements), DefenderSize: len(st.Clan(campaign.Imagawa).Army.Elements),
			Terrain: campaign.Plain, TerrainPlacer: campaign.Imagawa, Awaiting: &campaign.BattleDie{Roll: campaign.DieRiver}})
		return models.ActionRecord{ActorRole: "gm", Kind: "test-fixture"}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
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
	dsn := filepath.Join(t.TempDir(), "data.db")
	base := startServerOn(t, dsn)
	gm := browserContext(t, width, 800)
	createCampaignInBrowser(t, gm, base)
	var loc string
	if err := chromedp.Run(gm, chromedp.Location(&loc)); err != nil {
		t.Fatal(err)
	}
	campaignURL := strings.SplitN(loc, "?", 2)[0]
	id, err := strconv.ParseInt(campaignURL[strings.LastIndex(campaignURL, "/")+1:], 10, 64)
	if err != nil {
		t.Fatalf("campaign URL %q", campaignURL)
	}
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
