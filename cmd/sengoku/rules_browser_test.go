package main

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The game master ticks "Monks instead of Ronin" for Takeda on the create
// form, on a phone and on a desktop: Takeda's army fields 2 Warrior Monks
// and no Ronin, "2 Ronin (oppure 2 Monaci Guerrieri)" (seed 004 l.497).
func TestBrowserCreateMonksInsteadOfRonin(t *testing.T) {
	base := startServer(t)
	for _, width := range []int64{360, 1280} {
		ctx := browserContext(t, width, 900)
		actions := []chromedp.Action{
			chromedp.Navigate(base + "/campaigns/new"),
			chromedp.WaitVisible(`[data-testid="new-campaign-form"]`, chromedp.ByQuery),
			chromedp.SendKeys(`input[name="name"]`, "Monaci", chromedp.ByQuery),
		}
		for clan, name := range map[string]string{"Hojo": "Ada", "Uesugi": "Bruno", "Takeda": "Carla", "Imagawa": "Dario", "Mori": "Elena", "Shimazu": "Franco"} {
			actions = append(actions, chromedp.SendKeys(`input[name="player.`+clan+`"]`, name, chromedp.ByQuery))
		}
		var army string
		actions = append(actions,
			chromedp.Click(`input[name="monks.Takeda"]`, chromedp.ByQuery),
			chromedp.SendKeys(`input[name="gm_password"]`, "shingen-kenshin", chromedp.ByQuery),
			chromedp.SendKeys(`input[name="gm_password2"]`, "shingen-kenshin", chromedp.ByQuery),
			chromedp.Click(`[data-testid="create"]`, chromedp.ByQuery),
			chromedp.WaitVisible(`svg.map`, chromedp.ByQuery),
			chromedp.Evaluate(`fetch(location.pathname.replace('/campaigns/', '/api/campaigns/') + '/view')
				.then(r => r.json())
				.then(v => v.view.clans.find(c => c.clan === 'Takeda').army.elements.map(e => e.type).join(','))`, &army,
				func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }),
		)
		if err := chromedp.Run(ctx, actions...); err != nil {
			t.Fatalf("%d px: %v", width, err)
		}
		if strings.Count(army, "warrior-monks") != 2 || strings.Contains(army, "ronin") {
			t.Errorf("%d px: Takeda's army %s", width, army)
		}
	}
}

// The diplomacy clock on a phone and on a desktop: the game master stops
// it, opens "extend beyond 5 minutes", must give a reason (the browser
// will not send the form without one), gives it, and the history shows it
// to everyone (seed 004 l.463, "non può superare i 5 minuti").
func TestBrowserDiplomacyExtendWithAReason(t *testing.T) {
	base := startServer(t)
	for _, width := range []int64{360, 1280} {
		gm := browserContext(t, width, 900)
		createCampaignInBrowser(t, gm, base)
		var campaignURL string
		if err := chromedp.Run(gm, chromedp.Location(&campaignURL)); err != nil {
			t.Fatal(err)
		}
		campaignURL = strings.SplitN(campaignURL, "?", 2)[0]
		clickAndWait(t, gm, `document.querySelector('form[data-testid="act-start"] button')`)
		for step := 0; step < 20; step++ {
			if phase, _, _ := bannerState(t, gm, campaignURL); phase == "diplomacy" {
				break
			}
			if !clickAndWait(t, gm, gmNext) {
				t.Fatal("nothing to click before diplomacy")
			}
		}
		reason := "il giocatore Hojo è al telefono"
		var valid bool
		var history string
		if err := chromedp.Run(gm,
			chromedp.Navigate(campaignURL+"/diplomacy"),
			chromedp.WaitVisible(`form[data-testid="act-timer"] button[value="stop"]`, chromedp.ByQuery),
			chromedp.Click(`form[data-testid="act-timer"] button[value="stop"]`, chromedp.ByQuery),
			chromedp.WaitVisible(`form[data-testid="act-timer"] button[value="start"]`, chromedp.ByQuery),
			chromedp.Click(`details[data-kind="timer"] summary`, chromedp.ByQuery),
			chromedp.WaitVisible(`details[data-kind="timer"] textarea[name="text"]`, chromedp.ByQuery),
			chromedp.Evaluate(`document.querySelector('details[data-kind="timer"] form').checkValidity()`, &valid),
		); err != nil {
			t.Fatalf("%d px: the extension form: %v", width, err)
		}
		if valid {
			t.Errorf("%d px: the extension form may be sent without a reason", width)
		}
		if err := chromedp.Run(gm,
			chromedp.SendKeys(`details[data-kind="timer"] textarea[name="text"]`, reason, chromedp.ByQuery),
			chromedp.Click(`details[data-kind="timer"] button[value="extend"]`, chromedp.ByQuery),
			chromedp.WaitVisible(`form[data-testid="act-timer"] button[value="stop"]`, chromedp.ByQuery),
			chromedp.Navigate(campaignURL+"/history"),
			chromedp.WaitVisible(`body`, chromedp.ByQuery),
			chromedp.Text(`body`, &history, chromedp.ByQuery),
		); err != nil {
			t.Fatalf("%d px: extend: %v", width, err)
		}
		if !strings.Contains(history, reason) {
			t.Errorf("%d px: the reason is not in the history", width)
		}
	}
}
