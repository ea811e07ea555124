package main

import (
	"context"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"sengoku/campaign"
	"sengoku/models"
)

// actPanelTop is where the act panel's top edge sits on the page as it
// opens (-1 when the page has none).
const actPanelTop = `(() => {
	const p = document.querySelector('[data-testid="act-panel"]');
	return p ? p.getBoundingClientRect().top + window.scrollY : -1;
})()`

// phoneFold is the line the act panel must start above on a 740 px high
// phone: the first screen, with room left for its first action.
const phoneFold = 600

// measureActPanel opens the campaign page in ctx and reports the act
// panel's top (failing when there is none, or when it starts below the
// fold).
func measureActPanel(t *testing.T, ctx context.Context, campaignURL, who, phase string) float64 {
	t.Helper()
	var top float64
	if err := chromedp.Run(ctx,
		chromedp.Navigate(campaignURL),
		chromedp.WaitVisible(`#banner`, chromedp.ByQuery),
		chromedp.Evaluate(actPanelTop, &top),
	); err != nil {
		t.Fatal(err)
	}
	seasonShot(t, ctx, "phone-"+phase+"-"+who)
	t.Logf("%s, %s to act: the act panel starts at %.0f px", phase, who, top)
	if top < 0 || top > phoneFold {
		t.Errorf("%s: %s's act panel starts at %.0f px on a 360×740 phone, want above %d", phase, who, top, phoneFold)
	}
	return top
}

// TestBrowserPhoneActPanelInFirstScreen: on a 360×740 phone whoever must
// act finds the act panel within the first screen (its top above 600 px)
// as the campaign page opens, in every phase: the player whose turn it is
// (draw, diplomacy, movement, a confrontation at the end of movement),
// the game master in his own phases; he runs the season from a phone too,
// acting for the clans the test does not look at.
func TestBrowserPhoneActPanelInFirstScreen(t *testing.T) {
	dsn := filepath.Join(t.TempDir(), "data.db")
	base := startServerOn(t, dsn)
	gm := browserContextFor(t, 360, 740, 3*time.Minute)
	if err := chromedp.Run(gm, chromedp.EmulateViewport(360, 740)); err != nil {
		t.Fatal(err)
	}
	links := gmLinks(t, gm, base)
	var campaignURL string
	if err := chromedp.Run(gm, chromedp.Evaluate(`location.origin + location.pathname.replace(/\/links$/, "")`, &campaignURL)); err != nil {
		t.Fatal(err)
	}
	id, err := strconv.ParseInt(campaignURL[strings.LastIndex(campaignURL, "/")+1:], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	phone := browserContextFor(t, 360, 740, 3*time.Minute)
	if err := chromedp.Run(phone, chromedp.EmulateViewport(360, 740)); err != nil {
		t.Fatal(err)
	}
	joined := ""
	player := func(clan string) context.Context {
		if joined != clan {
			if err := chromedp.Run(phone, chromedp.Navigate(links[clan]), chromedp.WaitVisible(`[data-testid="own-army"]`, chromedp.ByQuery)); err != nil {
				t.Fatalf("%s joins: %v", clan, err)
			}
			joined = clan
		}
		return phone
	}

	seen := map[string]bool{}
	for step := 0; step < 80; step++ {
		phase, season, waiting := bannerState(t, gm, campaignURL)
		if season != "spring" && phase != "setup" {
			break
		}
		if !seen[phase] {
			seen[phase] = true
			if clans := strings.Fields(waiting); len(clans) > 0 {
				measureActPanel(t, player(clans[0]), campaignURL, clans[0], phase)
			} else if phase != "diplomacy" {
				measureActPanel(t, gm, campaignURL, "GM", phase)
			}
		}
		if !clickAndWait(t, gm, `document.querySelector('form[data-testid="act-start"] button')`) && !clickAndWait(t, gm, gmNext) {
			t.Fatalf("the GM has nothing to click in phase %s (waiting %q)", phase, waiting)
		}
	}

	// Two armies face each other at the end of movement: the clan that
	// chooses first (the owner of Totomi) acts; then a battle and a siege
	// for the game master.
	fixture := func(adjust func(st *campaign.State)) {
		t.Helper()
		_, err := servedDB(t, dsn).Act(context.Background(), id, 0, func(st *campaign.State) (models.ActionRecord, error) {
			adjust(st)
			return models.ActionRecord{ActorRole: "gm", Kind: "test-fixture"}, nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	fixture(func(st *campaign.State) {
		st.Phase = campaign.PhaseEndOfMovement
		st.Clan(campaign.Takeda).Army.Location = 32
		st.Clan(campaign.Imagawa).Army.Location = 32
		st.Confrontations = []campaign.Confrontation{{Province: 32, Attacker: campaign.Takeda, Defender: campaign.Imagawa, First: campaign.Imagawa, Second: campaign.Takeda}}
	})
	if _, _, waiting := bannerState(t, gm, campaignURL); waiting != "Imagawa" {
		t.Fatalf("at the confrontation the banner waits for %q", waiting)
	}
	measureActPanel(t, player("Imagawa"), campaignURL, "Imagawa", "confrontation")
	seen["confrontation"] = true
	fixture(func(st *campaign.State) {
		st.Confrontations = nil
		st.Phase = campaign.PhaseBattles
		st.BattleSeq++
		st.Battles = append(st.Battles, campaign.Battle{ID: st.BattleSeq, Province: 32, Attacker: campaign.Takeda, Defender: campaign.Imagawa,
			AttackerSize: len(st.Clan(campaign.Takeda).Army.Elements), DefenderSize: len(st.Clan(campaign.Imagawa).Army.Elements),
			Terrain: campaign.Plain, TerrainPlacer: campaign.Imagawa, RiverRoll: 3})
	})
	measureActPanel(t, gm, campaignURL, "GM", "battles")
	seen["battles"] = true
	fixture(func(st *campaign.State) {
		st.Battles = nil
		st.Phase = campaign.PhaseSieges
		st.Sieges = []campaign.Siege{{Province: 32, Besieger: campaign.Takeda, Defender: campaign.Imagawa}}
	})
	measureActPanel(t, gm, campaignURL, "GM", "sieges")
	seen["sieges"] = true

	var phases []string
	for p := range seen {
		phases = append(phases, p)
	}
	sort.Strings(phases)
	t.Logf("phases looked at: %s", strings.Join(phases, ", "))
	// (With nothing to do, the end of movement, supply and Prestige pass
	// by themselves: nobody has an act panel there.)
	for _, p := range []string{"setup", "draw", "diplomacy", "movement", "confrontation", "sieges", "battles"} {
		if !seen[p] {
			t.Errorf("phase %s was not looked at", p)
		}
	}
}
