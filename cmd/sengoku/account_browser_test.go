package main

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// The GM changes the password from the account tab: a common password is
// refused on screen, a good one is taken; "sign out everywhere" ends the
// session, and the new password signs in again; the wrong one tried
// before it shows on the account page.
func TestAccountBrowserChangePasswordAndSignOut(t *testing.T) {
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			base := startServer(t)
			ctx := browserContext(t, width, 900)
			createCampaignInBrowser(t, ctx, base)
			// The account tab is among the GM's tools.
			if err := chromedp.Run(ctx, chromedp.WaitVisible(`[data-testid="gm-tools"] [data-testid="tab-account"]`, chromedp.ByQuery)); err != nil {
				t.Fatal(err)
			}
			change := func(current, pw string) chromedp.Tasks {
				return chromedp.Tasks{
					chromedp.Navigate(base + "/campaigns/1/account"),
					chromedp.WaitVisible(`[data-testid="password-form"]`, chromedp.ByQuery),
					chromedp.SendKeys(`input[name="current"]`, current, chromedp.ByQuery),
					chromedp.SendKeys(`input[name="gm_password"]`, pw, chromedp.ByQuery),
					chromedp.SendKeys(`input[name="gm_password2"]`, pw, chromedp.ByQuery),
					chromedp.Click(`[data-testid="password-save"]`, chromedp.ByQuery),
				}
			}
			if err := chromedp.Run(ctx, change("shingen-kenshin", "12345678")); err != nil {
				t.Fatal(err)
			}
			waitText(ctx, t, `[data-testid="problems"]`, "tra le più comuni")
			if err := chromedp.Run(ctx, change("shingen-kenshin", "tessen-di-ferro")); err != nil {
				t.Fatal(err)
			}
			waitText(ctx, t, `[data-testid="password-changed"]`, "Password cambiata")
			if err := chromedp.Run(ctx,
				chromedp.Navigate(base+"/campaigns/1/account"),
				chromedp.WaitVisible(`[data-testid="signout-everywhere"]`, chromedp.ByQuery),
				chromedp.Click(`[data-testid="signout-everywhere"]`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="tab-login"]`, chromedp.ByQuery),
			); err != nil {
				t.Fatal(err)
			}
			var gmTools int
			if err := chromedp.Run(ctx, chromedp.Evaluate(`document.querySelectorAll('[data-testid="tab-account"]').length`, &gmTools)); err != nil || gmTools != 0 {
				t.Fatalf("still the GM after signing out everywhere: %d %v", gmTools, err)
			}
			// A wrong password first: the account page shows it to the GM.
			if err := chromedp.Run(ctx,
				chromedp.Navigate(base+"/campaigns/1/login"),
				chromedp.WaitVisible(`input[name="password"]`, chromedp.ByQuery),
				chromedp.SendKeys(`input[name="password"]`, "not-the-password", chromedp.ByQuery),
				chromedp.Click(`main form button.primary`, chromedp.ByQuery),
			); err != nil {
				t.Fatal(err)
			}
			waitText(ctx, t, `main`, "Password errata")
			if err := chromedp.Run(ctx,
				chromedp.Navigate(base+"/campaigns/1/login"),
				chromedp.WaitVisible(`input[name="password"]`, chromedp.ByQuery),
				chromedp.SendKeys(`input[name="password"]`, "tessen-di-ferro", chromedp.ByQuery),
				chromedp.Click(`main form button.primary`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="tab-account"]`, chromedp.ByQuery),
			); err != nil {
				t.Fatal(err)
			}
			if err := chromedp.Run(ctx,
				chromedp.Navigate(base+"/campaigns/1/account"),
				chromedp.WaitVisible(`[data-testid="account-failed-logins"]`, chromedp.ByQuery),
			); err != nil {
				t.Fatal(err)
			}
			waitText(ctx, t, `[data-testid="account-failed-logins"]`, "sbagliate nelle ultime 24 ore: 1 ")
		})
	}
}
