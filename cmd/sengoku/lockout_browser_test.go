package main

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// clientFrom is an HTTP client whose connections leave from the loopback
// address ip: to the server, another machine than the browser's 127.0.0.1.
func clientFrom(t *testing.T, ip string) *http.Client {
	dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	tr := &http.Transport{DialContext: dialer.DialContext}
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Transport: tr, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// tryPassword posts a GM sign-in of campaign 1 through client; its status.
func tryPassword(t *testing.T, client *http.Client, base, pw string) int {
	req, _ := http.NewRequest(http.MethodPost, base+"/campaigns/1/login", strings.NewReader(url.Values{"password": {pw}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", base)
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()
	return res.StatusCode
}

// A stranger guesses the GM password from another address until the
// sign-in is locked for everyone he could be; the game master, signed out,
// signs in again from the browser he created the campaign in, and his
// account page says the lock-out is on, from one address, and that this
// browser is known.
func TestLockoutBrowserSparesTheGMsOwnBrowser(t *testing.T) {
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			base := startServer(t)
			ctx := browserContext(t, width, 900)
			createCampaignInBrowser(t, ctx, base)
			if err := chromedp.Run(ctx,
				chromedp.Navigate(base+"/campaigns/1/account"),
				chromedp.WaitVisible(`[data-testid="signout-everywhere"]`, chromedp.ByQuery),
				chromedp.Click(`[data-testid="signout-everywhere"]`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="tab-login"]`, chromedp.ByQuery),
			); err != nil {
				t.Fatal(err)
			}
			stranger := clientFrom(t, "127.0.0.2")
			for i := 0; i < 6; i++ {
				tryPassword(t, stranger, base, fmt.Sprintf("guess-%d", i))
			}
			if got := tryPassword(t, clientFrom(t, "127.0.0.3"), base, "shingen-kenshin"); got != http.StatusTooManyRequests {
				t.Fatalf("an unknown client with the right password during the lock-out: %d", got)
			}
			if err := chromedp.Run(ctx,
				chromedp.Navigate(base+"/campaigns/1/login"),
				chromedp.WaitVisible(`input[name="password"]`, chromedp.ByQuery),
				chromedp.SendKeys(`input[name="password"]`, "shingen-kenshin", chromedp.ByQuery),
				chromedp.Click(`main form button.primary`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="tab-account"]`, chromedp.ByQuery),
				chromedp.Navigate(base+"/campaigns/1/account"),
				chromedp.WaitVisible(`[data-testid="account-lockout"]`, chromedp.ByQuery),
			); err != nil {
				t.Fatal(err)
			}
			waitText(ctx, t, `[data-testid="account-lockout"]`, "da 1 indirizzo")
			waitText(ctx, t, `[data-testid="account-known-device"]`, "Questo browser è riconosciuto")
			if got := tryPassword(t, stranger, base, "shingen-kenshin"); got != http.StatusTooManyRequests {
				t.Fatalf("the stranger after the GM signed in: %d", got)
			}
		})
	}
}
