package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"sengoku/campaign"
	"sengoku/internal/noticetest"
	"sengoku/models"
)

func startServerClock(t *testing.T, clock *noticetest.Clock, dsn string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	var stderr syncBuffer
	e := envFor(t, dsn, func(string) string { return "" }, &stderr, clock.Now)
	go func() {
		done <- runWith(ctx, []string{"sengoku", "-addr", addr, "-db", dsn, "-wake-every", "100ms"}, e)
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("run: %v", err)
		}
	})
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); {
		if res, err := http.Get("http://" + addr + "/healthz"); err == nil {
			res.Body.Close()
			return "http://" + addr
		}
		select {
		case err := <-done:
			t.Fatalf("server stopped: %v\n%s", err, stderr.String())
		case <-time.After(50 * time.Millisecond):
		}
	}
	t.Fatal("server did not become healthy")
	return ""
}

// A player with a deadline set sees it in his own time with a countdown
// and who has not acted yet; once the server's clock passes the deadline
// (the test moves it: no production build can), his open page shows the
// next phase by itself. At 360 and 1280 px.
func TestBrowserDeadlineCountdownAndAdvance(t *testing.T) {
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			clock := &noticetest.Clock{}
			dsn := filepath.Join(t.TempDir(), "data.db")
			base := startServerClock(t, clock, dsn)
			gm := browserContext(t, 1280, 900)
			links := gmLinks(t, gm, base)
			for i, step := range []chromedp.Action{
				chromedp.Navigate(base + "/campaigns/1"),
				chromedp.Click(`form[data-testid="act-start"] button`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="deadline-controls"] summary`, chromedp.ByQuery),
				chromedp.Click(`[data-testid="deadline-controls"] summary`, chromedp.ByQuery),
				chromedp.Click(`input[name="dl.kind"][value="after"]`, chromedp.ByQuery),
				chromedp.SetValue(`input[name="dl.hours"]`, "24", chromedp.ByQuery),
				chromedp.Click(`form[data-testid="deadline-set"] button[type="submit"]`, chromedp.ByQuery),
				chromedp.WaitVisible(`[data-testid="countdown"]`, chromedp.ByQuery),
			} {
				sctx, stop := context.WithTimeout(gm, 15*time.Second)
				err := chromedp.Run(sctx, step)
				stop()
				if err != nil {
					var html string
					_ = chromedp.Run(gm, chromedp.OuterHTML(`#campaign`, &html, chromedp.ByQuery))
					t.Fatalf("GM sets the deadline, step %d: %v\n%.3000s", i, err, html)
				}
			}
			stackSafeDeck(t, dsn)

			player := browserContext(t, width, 800)
			var countdown, shown, notActed string
			if err := chromedp.Run(player,
				chromedp.EmulateViewport(width, 800),
				chromedp.Navigate(links["Takeda"]),
				chromedp.WaitVisible(`[data-testid="countdown"]`, chromedp.ByQuery),
				chromedp.WaitReady(`[data-live][data-open]`, chromedp.ByQuery),
				chromedp.Text(`[data-testid="countdown"]`, &countdown, chromedp.ByQuery),
				chromedp.Text(`[data-testid="deadline-time"]`, &shown, chromedp.ByQuery),
				chromedp.Text(`[data-testid="not-acted"]`, &notActed, chromedp.ByQuery),
			); err != nil {
				t.Fatalf("player page: %v", err)
			}
			// The script counts from the server's clock: 23:59:xx left.
			if !strings.Contains(countdown, "23:59:") && !strings.Contains(countdown, "23:58:") {
				t.Errorf("countdown %q", countdown)
			}
			if strings.Contains(shown, "Europe/Rome") || shown == "" {
				t.Errorf("deadline not in the viewer's own time: %q", shown)
			}
			if !strings.Contains(notActed, "Takeda") {
				t.Errorf("not acted yet: %q", notActed)
			}

			clock.Move(24*time.Hour + time.Minute)
			wait, stop := context.WithTimeout(player, 10*time.Second)
			defer stop()
			if err := chromedp.Run(wait, chromedp.WaitReady(`#banner[data-phase="diplomacy"]`, chromedp.ByQuery)); err != nil {
				t.Fatalf("the player's page did not reach Diplomacy after the deadline: %v", err)
			}
			var overflow int
			if err := chromedp.Run(player, chromedp.Evaluate(`document.documentElement.scrollWidth - window.innerWidth`, &overflow)); err != nil || overflow > 0 {
				t.Errorf("page %d px wider than the window (%v)", overflow, err)
			}
		})
	}
}

// stackSafeDeck puts first in the shuffled deck the cards that ask their
// drawer nothing, so that no card waits for a choice (a test fixture,
// logged like an action, taken through the server's own database).
func stackSafeDeck(t *testing.T, dsn string) {
	t.Helper()
	_, err := servedDB(t, dsn).Act(context.Background(), 1, 0, func(st *campaign.State) (models.ActionRecord, error) {
		var safe, rest []string
		for _, id := range st.Deck.DrawPile {
			if c, _ := campaign.CardByID(id); c.Event == campaign.EvSupplies || c.Timing == campaign.WhenYouWant {
				safe = append(safe, id)
			} else {
				rest = append(rest, id)
			}
		}
		st.Deck.DrawPile = append(safe, rest...)
		return models.ActionRecord{ActorRole: "gm", Kind: "test-fixture"}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The game master's deadline form sends as it opens, for each of its two
// choices (the weekly time preselected; the hours from each opening once
// its radio is ticked): the fields of the choice not taken are disabled,
// so the browser checks none of them. At 360 and 1280 px.
func TestBrowserDeadlineFormSendsEachChoiceAsItOpens(t *testing.T) {
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			base := startServer(t)
			gm := browserContext(t, width, 800)
			path := campaignPathInBrowser(t, gm, base)
			form := `form[data-testid="deadline-set"]`
			for _, kind := range []string{"weekly", "after"} {
				steps := []chromedp.Action{chromedp.Navigate(base + path)}
				if kind == "weekly" {
					steps = append(steps, chromedp.Click(`form[data-testid="act-start"] button`, chromedp.ByQuery))
				}
				steps = append(steps,
					chromedp.WaitVisible(`[data-testid="deadline-controls"] summary`, chromedp.ByQuery),
					chromedp.Click(`[data-testid="deadline-controls"] summary`, chromedp.ByQuery),
					chromedp.Click(form+` input[name="dl.kind"][value="`+kind+`"]`, chromedp.ByQuery))
				var disabled []string
				steps = append(steps,
					chromedp.Evaluate(`[...document.querySelectorAll('`+form+` fieldset[data-choice]:disabled')].map(f => f.dataset.choice)`, &disabled),
					chromedp.Click(form+` button[type="submit"]`, chromedp.ByQuery),
					chromedp.WaitVisible(`[data-testid="countdown"]`, chromedp.ByQuery),
					chromedp.WaitReady(form+` input[name="dl.kind"][value="`+kind+`"][checked]`, chromedp.ByQuery))
				sctx, stop := context.WithTimeout(gm, 20*time.Second)
				err := chromedp.Run(sctx, steps...)
				stop()
				if err != nil {
					var html string
					_ = chromedp.Run(gm, chromedp.OuterHTML(`[data-testid="deadline-controls"]`, &html, chromedp.ByQuery))
					t.Fatalf("%s deadline as the form opens: %v\n%.3000s", kind, err, html)
				}
				other := map[string]string{"weekly": "after", "after": "weekly"}[kind]
				if len(disabled) != 1 || disabled[0] != other {
					t.Errorf("%s chosen: disabled fieldsets %v, want [%s]", kind, disabled, other)
				}
			}
		})
	}
}
