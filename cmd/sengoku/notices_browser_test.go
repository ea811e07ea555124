package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// A player opens his Avvisi tab on a phone and on a laptop: a webhook to a
// private address is refused in his language and the page stays usable;
// he adds a private feed, whose Atom and calendar addresses open without
// his cookie; its stop link ends it in one click and the tab then lists
// nothing. No horizontal scrolling at 360 or 1280 px.
func TestBrowserNoticesPage(t *testing.T) {
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			base := startServer(t)
			gm := browserContext(t, 1280, 900)
			links := gmLinks(t, gm, base)
			player := browserContext(t, width, 800)
			var problem, feedURL, calURL string
			var overflow int
			steps := []chromedp.Action{
				chromedp.EmulateViewport(width, 800),
				chromedp.Navigate(links["Takeda"]),
				chromedp.WaitVisible(`[data-testid="tab-notices"]`, chromedp.ByQuery),
				chromedp.Click(`[data-testid="tab-notices"]`, chromedp.ByQuery),
				chromedp.WaitVisible(`form[data-testid="add-webhook"]`, chromedp.ByQuery),
				chromedp.SetValue(`form[data-testid="add-webhook"] input[name="url"]`, "http://127.0.0.1:9/hook", chromedp.ByQuery),
				chromedp.Click(`form[data-testid="add-webhook"] button`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="problems"]`, chromedp.ByQuery),
				chromedp.Text(`[data-testid="problems"]`, &problem, chromedp.ByQuery),
				htmxSettled(),
				chromedp.Click(`form[data-testid="add-feed"] button`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="feed-url"]`, chromedp.ByQuery),
				chromedp.Value(`[data-testid="feed-url"]`, &feedURL, chromedp.ByQuery),
				chromedp.Value(`[data-testid="calendar-url"]`, &calURL, chromedp.ByQuery),
				chromedp.Evaluate(`document.documentElement.scrollWidth - window.innerWidth`, &overflow),
			}
			for i, step := range steps {
				sctx, stop := context.WithTimeout(player, 15*time.Second)
				err := chromedp.Run(sctx, step)
				stop()
				if err != nil {
					var html string
					_ = chromedp.Run(player, chromedp.OuterHTML(`body`, &html, chromedp.ByQuery))
					t.Fatalf("step %d: %v\n%.3000s", i, err, html)
				}
			}
			if !strings.Contains(problem, "server pubblico") && !strings.Contains(problem, "public server") {
				t.Errorf("private webhook refused with %q", problem)
			}
			if overflow > 0 {
				t.Errorf("page %d px wider than the window", overflow)
			}
			for u, want := range map[string]string{feedURL: "<feed", calURL: "BEGIN:VCALENDAR"} {
				if body := fetchNoCookie(t, u); !strings.Contains(body, want) {
					t.Errorf("%s: %.200s", u, body)
				}
			}
			var stopped string
			var left int
			if err := chromedp.Run(player,
				chromedp.Click(`[data-testid="unsubscribe"]`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="unsubscribed"]`, chromedp.ByQuery),
				chromedp.Text(`[data-testid="unsubscribed"]`, &stopped, chromedp.ByQuery),
				chromedp.Navigate(base+"/campaigns/1/notices"),
				chromedp.WaitVisible(`form[data-testid="add-feed"]`, chromedp.ByQuery),
				chromedp.Evaluate(`document.querySelectorAll('[data-testid="subscriptions"] li').length`, &left),
			); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(stopped, "non riceverai più") && !strings.Contains(stopped, "no more") {
				t.Errorf("after the stop link: %q", stopped)
			}
			if left != 0 {
				t.Errorf("%d ways left after the stop link", left)
			}
			if res, err := http.Get(feedURL); err != nil || res.StatusCode != http.StatusNotFound {
				t.Errorf("feed after the stop: %v %v", res.StatusCode, err)
			} else {
				res.Body.Close()
			}
		})
	}
}

// fetchNoCookie reads u as a feed reader would: no cookie.
func fetchNoCookie(t *testing.T, u string) string {
	t.Helper()
	res, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if res.StatusCode != http.StatusOK {
		t.Fatalf("%s: %d", u, res.StatusCode)
	}
	return string(b)
}
