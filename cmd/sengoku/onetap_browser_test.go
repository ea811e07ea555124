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

// askedOnClick clicks sel with the confirmation answered "no" and returns
// the question the page asked ("" for none); what a "no" leaves is for
// the caller to check.
func askedOnClick(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	var asked string
	if err := chromedp.Run(ctx,
		chromedp.WaitVisible(sel, chromedp.ByQuery),
		chromedp.Evaluate(`(() => {
			window.sengokuAsked = "";
			window.confirm = (m) => { window.sengokuAsked += m; return false; };
			document.querySelector(`+jsString(sel)+`).click();
		})()`, nil),
		chromedp.Sleep(300*time.Millisecond),
		chromedp.Evaluate(`window.sengokuAsked`, &asked),
	); err != nil {
		t.Fatalf("click %s: %v", sel, err)
	}
	return asked
}

// No careless tap changes the game: the game master's "Avanti" in a
// running Diplomacy, "Resta fermo", a MORALE played for a clan and a
// battlefield other than the rolled one each ask, naming the consequence,
// and a "no" sends nothing; the battlefield opens on the rolled terrain.
// At 360 and 1280 px.
func TestBrowserOneTapStepsAskFirst(t *testing.T) {
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			gm, dsn, campaignURL, _ := gmOnNewCampaign(t, width)
			advanceInBrowser(t, gm, campaignURL, "diplomacy")
			if q := askedOnClick(t, gm, `form[data-testid="act-advance"] button`); !strings.Contains(q, "Chiudere la Diplomazia") {
				t.Errorf("Avanti in Diplomacy asks %q", q)
			}
			if phase, _, _ := bannerState(t, gm, campaignURL); phase != "diplomacy" {
				t.Errorf("after a no the phase is %s", phase)
			}
			advanceInBrowser(t, gm, campaignURL, "movement")
			if q := askedOnClick(t, gm, `form[data-testid="act-stay"] button`); !strings.Contains(q, "solo il master può annullarlo") {
				t.Errorf("Resta fermo asks %q", q)
			}
			if err := chromedp.Run(gm, chromedp.WaitVisible(`form[data-testid="act-stay"] button:not([disabled])`, chromedp.ByQuery)); err != nil {
				t.Errorf("after a no the stay form is gone: %v", err)
			}

			base := campaignURL[:strings.Index(campaignURL, "/campaigns/")]
			createCampaignInBrowser(t, gm, base)
			battleFixtureWith(t, dsn, 2, func(st *campaign.State, b *campaign.Battle) {
				b.Terrain = campaign.Hilly
				st.Clan(campaign.Takeda).Hand = append(st.Clan(campaign.Takeda).Hand, "7-C")
			})
			var terrain string
			sel := `form[data-testid="act-battlefield"] select[name="choice"]`
			if err := chromedp.Run(gm, chromedp.Navigate(base+"/campaigns/2/battles"), chromedp.WaitVisible(sel, chromedp.ByQuery),
				chromedp.Value(sel, &terrain, chromedp.ByQuery)); err != nil {
				t.Fatal(err)
			}
			if terrain != "hilly" {
				t.Errorf("the battlefield opens on %q, the rolled terrain is hilly", terrain)
			}
			if err := chromedp.Run(gm, chromedp.SetValue(sel, "plain", chromedp.ByQuery)); err != nil {
				t.Fatal(err)
			}
			if q := askedOnClick(t, gm, `form[data-testid="act-battlefield"] button`); !strings.Contains(q, "da collinare a pianura") {
				t.Errorf("another battlefield asks %q", q)
			}
			if q := askedOnClick(t, gm, `form[data-testid="act-play"]:has(input[name="card"][value="7-C"]) button`); !strings.Contains(q, "MORALE (7♣) per Takeda") {
				t.Errorf("MORALE for Takeda asks %q", q)
			}
			db := servedDB(t, dsn)
			cp, err := db.Campaign(context.Background(), 2)
			if err != nil {
				t.Fatal(err)
			}
			if b := cp.State.Battles[0]; b.Terrain != campaign.Hilly || b.TerrainChosen || len(b.Morale) != 0 {
				t.Errorf("after two noes the battle is %+v", b)
			}
		})
	}
}
