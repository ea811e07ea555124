package main

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A game master on a phone (360 px) creates a private campaign; a second
// browser finds nothing of it: not on the home page nor on the print
// page, and its pages and JSON answer as a campaign that does not exist.
func TestListingBrowserPrivateCampaignLeavesNoTrace(t *testing.T) {
	base := startServer(t)
	gm := browserContext(t, 360, 800)
	players := map[string]string{"Hojo": "Ada", "Uesugi": "Bruno", "Takeda": "Carla", "Imagawa": "Dario", "Mori": "Elena", "Shimazu": "Franco"}
	actions := []chromedp.Action{
		chromedp.Navigate(base + "/"),
		chromedp.Click(`[data-testid="new-campaign"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="new-campaign-form"]`, chromedp.ByQuery),
		chromedp.SendKeys(`input[name="name"]`, "Segreto di Kai", chromedp.ByQuery),
	}
	for clan, name := range players {
		actions = append(actions, chromedp.SendKeys(`input[name="player.`+clan+`"]`, name, chromedp.ByQuery))
	}
	var choices string
	actions = append(actions,
		chromedp.SendKeys(`input[name="gm_password"]`, "shingen-kenshin", chromedp.ByQuery),
		chromedp.SendKeys(`input[name="gm_password2"]`, "shingen-kenshin", chromedp.ByQuery),
		chromedp.Text(`[data-testid="visibility"]`, &choices, chromedp.ByQuery),
		chromedp.Click(`[data-testid="visibility-private"]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid="create"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`svg.map`, chromedp.ByQuery),
	)
	if err := chromedp.Run(gm, actions...); err != nil {
		t.Fatalf("create a private campaign: %v", err)
	}
	for _, sentence := range []string{"Elencata:", "Non elencata:", "Privata: solo il master e i giocatori"} {
		if !strings.Contains(choices, sentence) {
			t.Errorf("the form's choice does not say %q: %q", sentence, choices)
		}
	}
	var gmSees string
	if err := chromedp.Run(gm, chromedp.Text(`main`, &gmSees, chromedp.ByQuery)); err != nil || !strings.Contains(gmSees, "Segreto di Kai") {
		t.Fatalf("the game master does not see his private campaign: %v", err)
	}

	stranger := browserContext(t, 360, 800)
	for _, path := range []string{"/", "/print", "/campaigns/1", "/campaigns/1/history", "/campaigns/1/print", "/api/campaigns/1", "/campaigns/1/login"} {
		var text string
		if err := chromedp.Run(stranger, chromedp.Navigate(base+path), chromedp.Text(`body`, &text, chromedp.ByQuery)); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, secret := range []string{"Segreto di Kai", "Ada", "Franco"} {
			if strings.Contains(text, secret) {
				t.Errorf("a second browser reads %q on %s", secret, path)
			}
		}
		if path != "/" && path != "/print" && !strings.Contains(strings.ToLower(text), "non trovat") && !strings.Contains(strings.ToLower(text), "not found") {
			t.Errorf("%s does not answer as a campaign that does not exist: %.200q", path, text)
		}
	}
}
