package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// seasonShot saves a full-page screenshot when SENGOKU_SHOTS names a
// directory (to look at the pages on a phone-sized screen).
func seasonShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("SENGOKU_SHOTS")
	if dir == "" {
		return
	}
	var png []byte
	if err := chromedp.Run(ctx, chromedp.FullScreenshot(&png, 100)); err != nil {
		t.Logf("screenshot %s: %v", name, err)
		return
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Logf("screenshot %s: %v", name, err)
	}
}

// bannerState reads the banner: phase, season and the clans that must act.
func bannerState(t *testing.T, ctx context.Context, url string) (phase, season, waiting string) {
	t.Helper()
	if err := chromedp.Run(ctx,
		chromedp.Navigate(url),
		chromedp.WaitVisible(`[data-testid="banner"]`, chromedp.ByQuery),
		chromedp.AttributeValue(`[data-testid="banner"]`, "data-phase", &phase, nil, chromedp.ByQuery),
		chromedp.AttributeValue(`[data-testid="banner"]`, "data-season", &season, nil, chromedp.ByQuery),
		chromedp.AttributeValue(`[data-testid="banner"]`, "data-waiting", &waiting, nil, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("banner at %s: %v", url, err)
	}
	return phase, season, waiting
}

// clickAndWait clicks the button selected by js (a JavaScript expression
// returning a button or null) and waits for the page htmx swaps in. It
// reports whether there was such a button.
func clickAndWait(t *testing.T, ctx context.Context, js string) bool {
	t.Helper()
	var clicked bool
	if err := chromedp.Run(ctx, chromedp.Evaluate(`(() => {
		const b = `+js+`;
		if (!b) return false;
		document.querySelector('#banner').dataset.old = '1';
		b.click();
		return true;
	})()`, &clicked)); err != nil {
		t.Fatalf("click: %v", err)
	}
	if !clicked {
		return false
	}
	if err := chromedp.Run(ctx, chromedp.WaitVisible(`#banner:not([data-old])`, chromedp.ByQuery)); err != nil {
		t.Fatalf("after click: %v", err)
	}
	return true
}

// gmNext is what the game master clicks to move the season on: a pending
// card choice, a NINJA answer, a draw, a stay, a withdrawal, a siege, then
// the phase advance.
const gmNext = `(() => {
	const p = document.querySelector('[data-testid="act-panel"]');
	if (!p) return null;
	for (const sel of [
		'form[data-testid="act-choose-card"] button',
		'form[data-testid="act-ninja-answer"] button:last-of-type',
		'form[data-testid="act-draw"] button',
		'form[data-testid="act-stay"] button',
		'form[data-testid="act-confront"] button[value="withdraw"]',
		'form[data-testid="act-siege"] button[value="withdraw"]',
		'form[data-testid="act-siege"] button[value="roll"]',
		'form[data-testid="act-reroll"] button[value="accept"]',
		'form[data-testid="act-advance"] button',
	]) {
		const b = p.querySelector(sel);
		if (b) return b;
	}
	return null;
})()`

// TestSeasonBrowserPlaysOneSeason plays the first Spring on two phones: the
// game master starts the campaign and runs the phases (acting for the
// clans without a device), the Takeda player draws, writes a note and
// moves from his own phone.
func TestSeasonBrowserPlaysOneSeason(t *testing.T) {
	base := startServer(t)
	gm := browserContext(t, 390, 844)
	createCampaignInBrowser(t, gm, base)
	var campaignURL, link string
	if err := chromedp.Run(gm,
		chromedp.Location(&campaignURL),
		chromedp.Click(`[data-testid="tab-links"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`input.copy[data-clan="Takeda"]`, chromedp.ByQuery),
		chromedp.Value(`input.copy[data-clan="Takeda"]`, &link, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("links: %v", err)
	}
	campaignURL = strings.SplitN(campaignURL, "?", 2)[0]

	// The player's phone: another browser, its own cookies.
	player := browserContext(t, 390, 844)
	if err := chromedp.Run(player, chromedp.Navigate(link), chromedp.WaitVisible(`[data-testid="own-army"]`, chromedp.ByQuery)); err != nil {
		t.Fatalf("join: %v", err)
	}

	// The GM reads the rules options, then starts the campaign.
	if err := chromedp.Run(gm, chromedp.Navigate(campaignURL+"/options"), chromedp.WaitVisible(`[data-testid="options"]`, chromedp.ByQuery)); err != nil {
		t.Fatalf("options: %v", err)
	}
	seasonShot(t, gm, "options")
	if phase, _, _ := bannerState(t, gm, campaignURL); phase != "setup" {
		t.Fatalf("phase %q before start", phase)
	}
	seasonShot(t, gm, "gm-setup")
	if !clickAndWait(t, gm, `document.querySelector('form[data-testid="act-start"] button')`) {
		t.Fatal("no start button")
	}

	playerDrew, playerNoted, playerMoved, frozen := false, false, false, false
	deadline := time.Now().Add(60 * time.Second)
	for step := 0; ; step++ {
		if time.Now().After(deadline) || step > 80 {
			t.Fatal("the season did not end")
		}
		phase, season, waiting := bannerState(t, gm, campaignURL)
		if season == "summer" {
			break
		}
		takedaActs := strings.Contains(" "+waiting+" ", " Takeda ")
		switch {
		case phase == "draw" && takedaActs && !playerDrew:
			bannerState(t, player, campaignURL)
			var yours string
			if err := chromedp.Run(player, chromedp.Text(`[data-testid="your-turn"]`, &yours, chromedp.ByQuery)); err != nil || yours == "" {
				t.Fatalf("the player is not told it is his turn: %v", err)
			}
			seasonShot(t, player, "player-draw")
			if !clickAndWait(t, player, `document.querySelector('form[data-testid="act-draw"] button')`) {
				t.Fatal("the player has no draw button")
			}
			var flash string
			if err := chromedp.Run(player, chromedp.Text(`[data-testid="flash"]`, &flash, chromedp.ByQuery)); err != nil || !strings.Contains(flash, "Takeda") {
				t.Fatalf("the draw's outcome is not shown: %q %v", flash, err)
			}
			playerDrew = true
			// BAD WEATHER (4 cards in 54, drawn at random) keeps Takeda home
			// this season: then there is no move to make.
			frozen = strings.Contains(flash, "TEMPO BRUTTO") || strings.Contains(flash, "BAD WEATHER")
			// An immediate card may need Takeda's choice: the player makes it.
			clickAndWait(t, player, `document.querySelector('form[data-testid="act-choose-card"] button')`)
			seasonShot(t, player, "player-drawn")
			continue
		case phase == "diplomacy" && !playerNoted:
			var timer string
			if err := chromedp.Run(player,
				chromedp.Navigate(campaignURL+"/diplomacy"),
				chromedp.WaitVisible(`form[data-testid="act-note"]`, chromedp.ByQuery),
				chromedp.Text(`[data-testid="dip-timer"]`, &timer, chromedp.ByQuery),
				chromedp.SetValue(`form[data-testid="act-note"] select[name="target"]`, "Uesugi", chromedp.ByQuery),
				chromedp.SendKeys(`form[data-testid="act-note"] textarea`, "alliance against Hojo?", chromedp.ByQuery),
			); err != nil {
				t.Fatalf("compose a note: %v", err)
			}
			if !strings.Contains(timer, "4:") && !strings.Contains(timer, "5:") {
				t.Errorf("diplomacy timer reads %q", timer)
			}
			clickAndWait(t, player, `document.querySelector('form[data-testid="act-note"] button')`)
			var box string
			if err := chromedp.Run(player, chromedp.Text(`[data-testid="notes"]`, &box, chromedp.ByQuery)); err != nil || !strings.Contains(box, "ALLIANCE AGAINST HOJO?") {
				t.Fatalf("the note is not in the box: %q %v", box, err)
			}
			seasonShot(t, player, "player-diplomacy")
			playerNoted = true
			continue
		case phase == "movement" && takedaActs && !playerMoved:
			bannerState(t, player, campaignURL)
			seasonShot(t, player, "player-move")
			// Move into Takeda's own Shinano (16), or the first legal
			// destination: none is chosen before the player picks one.
			if err := chromedp.Run(player, chromedp.Evaluate(`(() => {
				const s = document.querySelector('form[data-testid="act-move"] select[name="province"]');
				if (!s) return;
				const own = [...s.options].find(o => o.value === "16");
				s.value = own ? "16" : [...s.options].find(o => o.value !== "").value;
			})()`, nil)); err != nil {
				t.Fatal(err)
			}
			if !clickAndWait(t, player, `document.querySelector('form[data-testid="act-move"] button.primary')`) {
				t.Fatal("the player has no move button")
			}
			playerMoved = true
			continue
		}
		if step == 6 {
			seasonShot(t, gm, "gm-panel")
		}
		if step == 0 {
			// The act panel posts with htmx: the wrapper is swapped in
			// place, without a page load and without losing the scroll.
			if err := chromedp.Run(gm, chromedp.Evaluate(`window.scrollTo(0, 300); window.sengokuSamePage = true;`, nil)); err != nil {
				t.Fatal(err)
			}
			if !clickAndWait(t, gm, gmNext) {
				t.Fatalf("the GM has nothing to click in phase %s", phase)
			}
			var same bool
			var y float64
			if err := chromedp.Run(gm, chromedp.Evaluate(`window.sengokuSamePage === true`, &same), chromedp.Evaluate(`window.scrollY`, &y)); err != nil {
				t.Fatal(err)
			}
			if !same || y < 250 {
				t.Errorf("after an act-panel click: same page %v, scrollY %v (want the page kept at 300)", same, y)
			}
			continue
		}
		if !clickAndWait(t, gm, gmNext) {
			t.Fatalf("the GM has nothing to click in phase %s (waiting %q)", phase, waiting)
		}
	}
	if !playerDrew || !playerNoted || (!playerMoved && !frozen) {
		t.Fatalf("the player did not play: drew %v noted %v moved %v", playerDrew, playerNoted, playerMoved)
	}
	// The season is logged; the GM's history shows the player's move (its
	// kind is named in the page's language; data-kind keeps the id).
	var log string
	var moves int
	if err := chromedp.Run(gm,
		chromedp.Navigate(campaignURL+"/history"),
		chromedp.WaitVisible(`[data-testid="log"]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid="log"]`, &log, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll('[data-testid="log"] li[data-kind="move"]').length`, &moves),
	); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(log, "Takeda") || (!frozen && moves == 0) {
		t.Errorf("history lacks the player's move (%d move entries)", moves)
	}
	seasonShot(t, gm, "gm-history")
	for _, tab := range []string{"hand", "prestige", "battles"} {
		if err := chromedp.Run(player, chromedp.Navigate(campaignURL+"/"+tab), chromedp.WaitVisible(`[data-testid="banner"]`, chromedp.ByQuery)); err != nil {
			t.Fatal(err)
		}
		seasonShot(t, player, "player-"+tab)
	}
	bannerState(t, player, campaignURL)
	seasonShot(t, player, "player-map")
}
