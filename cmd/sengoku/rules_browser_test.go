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
