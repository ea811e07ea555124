package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserDiplomacyNoteArrivesLive: the recipient holds the Diplomacy
// tab open on a phone (and a laptop); the sender, on another device,
// passes a note; it appears in the recipient's box within a second,
// without a reload, like every other change the stream announces.
func TestBrowserDiplomacyNoteArrivesLive(t *testing.T) {
	base := startServer(t)
	gm := browserContext(t, 1280, 900)
	links := gmLinks(t, gm, base)
	var campaignURL string
	if err := chromedp.Run(gm, chromedp.Evaluate(`location.origin + location.pathname.replace(/\/links$/, "")`, &campaignURL)); err != nil {
		t.Fatal(err)
	}
	advanceInBrowser(t, gm, campaignURL, "diplomacy")

	sender := browserContext(t, 1280, 900)
	recipient := browserContext(t, 1280, 900)
	join := func(ctx context.Context, clan string) {
		t.Helper()
		if err := chromedp.Run(ctx, chromedp.Navigate(links[clan]), chromedp.WaitVisible(`[data-testid="own-army"]`, chromedp.ByQuery)); err != nil {
			t.Fatalf("%s joins: %v", clan, err)
		}
	}
	join(sender, "Takeda")
	join(recipient, "Uesugi")

	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			text := fmt.Sprintf("ALLIANCE AGAINST HOJO AT %d PX?", width)
			if err := chromedp.Run(recipient,
				chromedp.EmulateViewport(width, 740),
				chromedp.Navigate(campaignURL+"/diplomacy"),
				chromedp.WaitVisible(`[data-testid="notes"]`, chromedp.ByQuery),
				chromedp.WaitReady(`[data-live][data-open]`, chromedp.ByQuery),
				chromedp.Evaluate(`window.notReloaded = true`, nil),
			); err != nil {
				t.Fatalf("the recipient's Diplomacy tab: %v", err)
			}
			if err := chromedp.Run(sender,
				chromedp.EmulateViewport(width, 740),
				chromedp.Navigate(campaignURL+"/diplomacy"),
				chromedp.WaitVisible(`form[data-testid="act-note"]`, chromedp.ByQuery),
				chromedp.SetValue(`form[data-testid="act-note"] select[name="target"]`, "Uesugi", chromedp.ByQuery),
				chromedp.SendKeys(`form[data-testid="act-note"] textarea`, strings.ToLower(text), chromedp.ByQuery),
			); err != nil {
				t.Fatalf("the sender writes: %v", err)
			}
			start := time.Now()
			if !clickAndWait(t, sender, `document.querySelector('form[data-testid="act-note"] button')`) {
				t.Fatal("the sender has no button to pass the note")
			}
			wait, stop := context.WithDeadline(recipient, start.Add(time.Second))
			defer stop()
			err := chromedp.Run(wait, chromedp.Poll(`(document.querySelector('[data-testid="notes"]') || {textContent: ""}).textContent.includes(`+jsString(text)+`)`, nil, chromedp.WithPollingInterval(20*time.Millisecond)))
			if err != nil {
				var box string
				_ = chromedp.Run(recipient, chromedp.Evaluate(`document.querySelector('[data-testid="notes"]').textContent + " | banner: " + document.querySelector('#banner').textContent`, &box))
				t.Fatalf("the note did not appear within a second: %v (the recipient sees %q)", err, strings.Join(strings.Fields(box), " "))
			}
			t.Logf("%d px: the note arrived in %v", width, time.Since(start).Round(time.Millisecond))
			var notReloaded bool
			if err := chromedp.Run(recipient, chromedp.Evaluate(`window.notReloaded === true`, &notReloaded)); err != nil {
				t.Fatal(err)
			}
			if !notReloaded {
				t.Error("the recipient's page was reloaded")
			}
		})
	}

	// Every tab that shows the campaign's state follows a change (here,
	// each time, another note) within a second, whatever forms it holds.
	// (Print and the AoT cards are pages of their own, without the banner.)
	for i, tab := range []string{"", "/provinces", "/hand", "/battles", "/prestige", "/history", "/options", "/diplomacy"} {
		var before string
		if err := chromedp.Run(recipient,
			chromedp.Navigate(campaignURL+tab),
			chromedp.WaitVisible(`#banner`, chromedp.ByQuery),
			chromedp.WaitReady(`[data-live][data-open]`, chromedp.ByQuery),
			chromedp.Evaluate(`document.querySelector('#campaign').dataset.version`, &before),
		); err != nil {
			t.Fatalf("tab %q: %v", tab, err)
		}
		if err := chromedp.Run(sender,
			chromedp.SetValue(`form[data-testid="act-note"] select[name="target"]`, "Hojo", chromedp.ByQuery),
			chromedp.SendKeys(`form[data-testid="act-note"] textarea`, fmt.Sprintf("note %d", i), chromedp.ByQuery),
		); err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if !clickAndWait(t, sender, `document.querySelector('form[data-testid="act-note"] button')`) {
			t.Fatal("no note button")
		}
		wait, stop := context.WithDeadline(recipient, start.Add(time.Second))
		err := chromedp.Run(wait, chromedp.WaitReady(`#campaign:not([data-version="`+before+`"])`, chromedp.ByQuery))
		stop()
		if err != nil {
			t.Errorf("tab %q did not follow within a second: %v", tab, err)
		}
	}

	// A reply being written holds the refresh back: the typed text stays
	// and the banner says the page is out of date.
	if err := chromedp.Run(recipient,
		chromedp.SendKeys(`form[data-testid="act-note"] textarea`, "not yet", chromedp.ByQuery),
		chromedp.Evaluate(`document.activeElement.blur()`, nil),
	); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Run(sender,
		chromedp.SendKeys(`form[data-testid="act-note"] textarea`, "second", chromedp.ByQuery),
		chromedp.SetValue(`form[data-testid="act-note"] select[name="target"]`, "Uesugi", chromedp.ByQuery),
	); err != nil {
		t.Fatal(err)
	}
	if !clickAndWait(t, sender, `document.querySelector('form[data-testid="act-note"] button')`) {
		t.Fatal("no second note")
	}
	var typed string
	wait, stop := context.WithTimeout(recipient, 5*time.Second)
	defer stop()
	if err := chromedp.Run(wait,
		chromedp.WaitVisible(`[data-testid="stale"]`, chromedp.ByQuery),
		chromedp.Value(`form[data-testid="act-note"] textarea`, &typed, chromedp.ByQuery),
	); err != nil || typed != "not yet" {
		t.Errorf("a reply being typed: stale notice %v, text %q", err, typed)
	}
}
