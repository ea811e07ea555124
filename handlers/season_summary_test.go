package handlers_test

import (
	"net/http"
	"sort"
	"strings"
	"testing"

	"sengoku/campaign"
)

// quietCards are "immediately" cards that change nothing for full armies
// (SUPPLIES), one per clan.
var quietCards = map[campaign.Clan]string{campaign.Hojo: "2-C", campaign.Takeda: "3-C", campaign.Uesugi: "4-C",
	campaign.Imagawa: "5-C", campaign.Mori: "2-D", campaign.Shimazu: "3-D"}

// quietSeason plays the rest of a season in which nobody moves: the draws
// (cards stacked when given; nil leaves the deck as it is), then every
// phase to the next season (§4).
func (tb *table) quietSeason(t *testing.T, cards map[campaign.Clan]string) {
	t.Helper()
	winter := tb.state(t).Season == campaign.Winter
	tb.drawAll(t, cards, nil)
	if winter {
		tb.advance(t, 4) // Diplomacy, Supply, Prestige, the tally
		return
	}
	tb.advance(t, 2)
	tb.moves(t, nil)
	tb.advance(t, 1) // nobody meets anybody: the season ends by itself
}

// checkEnded checks the end of the campaign as the game master, a player
// and the public see it: the summary names the winners and the reason and
// lists the final standings, and no action is offered or accepted any more
// (§14).
func checkEnded(t *testing.T, tb *table, reason string, winners []campaign.Clan, first campaign.Clan) {
	t.Helper()
	st := tb.state(t)
	if st.Phase != campaign.PhaseEnded || st.Result == nil || st.Result.Reason != reason {
		t.Fatalf("phase %q, result %+v: want the game ended by %q", st.Phase, st.Result, reason)
	}
	want := make([]string, len(winners))
	for i, w := range winners {
		want[i] = string(w)
	}
	sort.Strings(want)
	players := 0
	for _, cs := range st.Clans {
		if cs.Player != "" {
			players++
		}
	}
	viewers := map[string]*browser{"gm": tb.gm, "player": tb.players[campaign.Hojo], "public": tb.ts.browser(t)}
	for name, b := range viewers {
		res := b.get(tb.path + "/summary")
		if res.status != http.StatusOK {
			t.Fatalf("%s: summary %d", name, res.status)
		}
		doc := res.doc(t)
		if doc.Find(`[data-testid="tab-summary"]`).Length() != 1 {
			t.Errorf("%s: no summary tab in the header", name)
		}
		got := strings.Split(doc.Find(`[data-testid="summary-winners"]`).AttrOr("data-winners", ""), ", ")
		sort.Strings(got)
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("%s: winners %v, want %v", name, got, want)
		}
		for _, w := range want {
			if !strings.Contains(doc.Find(`[data-testid="summary-winners"]`).Text(), w) {
				t.Errorf("%s: the winner %s is not named", name, w)
			}
		}
		if shared := doc.Find(`[data-testid="summary-shared"]`).Length() == 1; shared != (len(want) > 1) {
			t.Errorf("%s: shared-win notice shown %v with %d winners", name, shared, len(want))
		}
		r := doc.Find(`[data-testid="summary-reason"]`)
		if r.AttrOr("data-reason", "") != reason || strings.TrimSpace(r.Text()) == "" || strings.HasPrefix(strings.TrimSpace(r.Text()), "summary.") {
			t.Errorf("%s: reason %q %q, want %q", name, r.AttrOr("data-reason", ""), r.Text(), reason)
		}
		rows := doc.Find(`[data-testid="final-standings"] tbody tr`)
		if rows.Length() != players {
			t.Errorf("%s: %d rows in the final standings, want %d", name, rows.Length(), players)
		}
		if c := rows.First().AttrOr("data-clan", ""); c != string(first) {
			t.Errorf("%s: first in the final standings %q, want %s", name, c, first)
		}
		if n := doc.Find(`[data-testid="final-standings"] tr.winner`).Length(); n != len(want) {
			t.Errorf("%s: %d rows marked as winner, want %d", name, n, len(want))
		}
		if doc.Find(`[data-testid="summary-over"]`).Length() != 1 {
			t.Errorf("%s: the summary does not say the game is over", name)
		}
		// Nothing left to do, on any tab.
		for _, tab := range []string{"", "/hand", "/diplomacy", "/battles"} {
			d := b.get(tb.path + tab).doc(t)
			if n := d.Find(`section.actpanel, form.actform`).Length(); n != 0 {
				t.Errorf("%s %s: %d action forms after the end", name, tab, n)
			}
			if ph := d.Find(`[data-testid="banner"]`).AttrOr("data-phase", ""); ph != string(campaign.PhaseEnded) {
				t.Errorf("%s %s: banner phase %q", name, tab, ph)
			}
		}
		if legal := tb.apiView(t, b)["legal"].([]any); len(legal) != 0 {
			t.Errorf("%s: %d legal actions after the end", name, len(legal))
		}
	}
	if msg := tb.refused(t, tb.gm, form("kind", "advance"), http.StatusUnprocessableEntity); !strings.Contains(msg, "finita") {
		t.Errorf("an action after the end: %q", msg)
	}
	if msg := tb.refused(t, tb.players[first], form("kind", "draw"), http.StatusUnprocessableEntity); !strings.Contains(msg, "finita") {
		t.Errorf("a player's action after the end: %q", msg)
	}
}

// TestSummaryShogunHoldsKyotoThreeSeasons: Takeda, with the 200 official
// Prestige of C-05 and a MARRIAGE card, proclaims the Shogunate in the
// Diplomacy phase, takes Kyoto and holds it at three consecutive season
// ends: he is elected Shogun and wins (§7, §14, C-28). Along the way every
// page shows the claim, the Kyoto counter, that Kyoto is open (C-04) and the
// −50 at stake.
func TestSummaryShogunHoldsKyotoThreeSeasons(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	tb.rig(t, func(st *campaign.State) { st.Clan(campaign.Takeda).Prestige = 200 })
	cards := map[campaign.Clan]string{}
	for c, id := range quietCards {
		cards[c] = id
	}
	cards[campaign.Takeda] = "10-C" // MARRIAGE INTO THE MINAMOTO FAMILY, kept in hand
	tb.drawAll(t, cards, nil)
	tb.advance(t, 1) // Diplomacy

	pub := tb.ts.browser(t)
	if pub.get(tb.path).doc(t).Find(`[data-testid="shogunate"]`).Length() != 0 {
		t.Fatal("a claim is shown before the proclamation")
	}
	if _, ok := tb.public(t)["shogunate"]; ok {
		t.Error("the public API shows a claim before the proclamation")
	}
	proclaim := tb.players[campaign.Takeda].get(tb.path + "/diplomacy").doc(t).Find(`form[data-testid="act-proclaim"]`)
	if proclaim.Length() != 1 || proclaim.Find(`input[name="card"]`).AttrOr("value", "") != "10-C" {
		t.Fatal("Takeda is not offered the proclamation with his MARRIAGE card")
	}
	if help := proclaim.Find(`.help`).Text(); !strings.Contains(help, "-50") || !strings.Contains(help, "3") {
		t.Errorf("the proclamation does not say what is at stake: %q", help)
	}
	tb.as(t, campaign.Takeda, "kind", "proclaim", "card", "10-C")

	// The claim on every viewer's banner, the map and the public API.
	checkClaim := func(counter string, due bool) {
		t.Helper()
		for name, b := range map[string]*browser{"public": pub, "player": tb.players[campaign.Mori], "gm": tb.gm} {
			for _, tab := range []string{"", "/battles"} {
				doc := b.get(tb.path + tab).doc(t)
				sh := doc.Find(`[data-testid="banner"] [data-testid="shogunate"]`)
				if sh.Length() != 1 || sh.AttrOr("data-claimant", "") != "Takeda" {
					t.Fatalf("%s %s: no claim on the banner", name, tab)
				}
				if got := sh.Find(`[data-testid="kyoto-counter"]`).Text(); got != counter {
					t.Errorf("%s %s: Kyoto counter %q, want %s", name, tab, got, counter)
				}
				if open := sh.Find(`[data-testid="kyoto-open"]`).Text(); !strings.Contains(open, "C-04") || !strings.Contains(open, "ogni esercito") {
					t.Errorf("%s %s: Kyoto open: %q", name, tab, open)
				}
				if risk := sh.Find(`[data-testid="shogun-risk"]`).Text(); !strings.Contains(risk, "-50") || !strings.Contains(risk, "3 stagioni") {
					t.Errorf("%s %s: risk %q", name, tab, risk)
				}
				if got := sh.Find(`[data-testid="shogun-due"]`).Length() == 1; got != due {
					t.Errorf("%s %s: deadline shown %v, want %v", name, tab, got, due)
				}
			}
		}
		if got := pub.get(tb.path).doc(t).Find(`svg.map [data-testid="kyoto-claim"]`).Text(); !strings.Contains(got, "Takeda "+counter) {
			t.Errorf("map: Kyoto label %q, want Takeda %s", got, counter)
		}
		api, _ := tb.public(t)["shogunate"].(map[string]any)
		if api["claimant"] != "Takeda" || api["counter"] != float64(counter[0]-'0') || api["turns"] != float64(3) {
			t.Errorf("public API shogunate %v", api)
		}
	}
	checkClaim("0/3", true)
	if due := pub.get(tb.path).doc(t).Find(`[data-testid="shogun-due"]`).Text(); !strings.Contains(due, "Primavera 1560") || !strings.Contains(due, "41") {
		t.Errorf("deadline %q, want Spring 1560 in Kyoto (41)", due)
	}
	if len(tb.state(t).Clan(campaign.Takeda).Hand) != 0 {
		t.Error("the MARRIAGE card was not discarded (C-28)")
	}

	tb.advance(t, 1) // Movement: Kyoto is now a destination (C-04)
	tb.untilMover(t, campaign.Takeda)
	move := tb.players[campaign.Takeda].get(tb.path).doc(t).Find(`form[data-testid="act-move"] select[name="province"] option[value="41"]`)
	if move.Length() != 1 {
		t.Fatal("Kyoto is not offered to the claimant")
	}
	tb.moves(t, map[campaign.Clan][]string{campaign.Takeda: {"kind", "move", "province", "41"}})
	tb.advance(t, 1) // the season ends with Takeda in Kyoto: 1 of 3 (nothing else to decide)
	if st := tb.state(t); st.Season != campaign.Summer || st.Owner(41) != campaign.Takeda {
		t.Fatalf("after Spring: %v, Kyoto owned by %q", st.Season, st.Owner(41))
	}
	checkClaim("1/3", false)
	tb.quietSeason(t, quietCards) // Summer: 2 of 3
	checkClaim("2/3", false)
	tb.quietSeason(t, quietCards) // Autumn: 3 of 3, elected

	checkEnded(t, tb, campaign.EndShogun, []campaign.Clan{campaign.Takeda}, campaign.Takeda)
	if pub.get(tb.path).doc(t).Find(`[data-testid="shogunate"]`).Length() != 0 {
		t.Error("the claim is still shown as open after the election")
	}
	if _, ok := tb.public(t)["shogunate"]; ok {
		t.Error("the public API still shows the claim after the election")
	}
	for _, e := range tb.state(t).Ledger {
		if e.Clan == campaign.Takeda && e.Points == -50 {
			t.Error("the elected Shogun lost the 50 PP of a failed claim")
		}
	}
}

// TestSummaryLastClanStanding: the game master excludes four players
// (§6 penalty), then Takeda beats Imagawa in Suruga, its Capital: Imagawa
// is defeated and Takeda, the only active clan left, wins (§13, §14).
func TestSummaryLastClanStanding(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	tb.drawAll(t, quietCards, nil)
	for _, c := range []campaign.Clan{campaign.Hojo, campaign.Uesugi, campaign.Mori, campaign.Shimazu} {
		tb.gmDo(t, "kind", "penalty", "target", string(c), "choice", "exclude")
	}
	if st := tb.state(t); st.Phase == campaign.PhaseEnded {
		t.Fatal("the game ended with two clans left")
	}
	tb.advance(t, 2) // Movement
	tb.moves(t, map[campaign.Clan][]string{campaign.Takeda: {"kind", "move", "province", "31"}})
	tb.advance(t, 1) // End of movement: the owner chooses first (C-14)
	tb.as(t, campaign.Imagawa, "kind", "confront", "province", "31", "choice", "fight")
	tb.as(t, campaign.Takeda, "kind", "confront", "province", "31", "choice", "fight")
	tb.advanceTo(t, campaign.PhaseBattles)
	sheet := tb.gm.get(tb.path + "/battles").doc(t)
	battle := sheet.Find(`[data-testid="battle-result-form"] input[name="battle"]`).AttrOr("value", "")
	if battle == "" {
		t.Fatal("no battle to record in Suruga")
	}
	tb.gmDo(t, "kind", "battle-result", "battle", battle, "winner", "Takeda",
		"loss.Imagawa.Imagawa.ashigaru", "2", "loss.Imagawa.Imagawa.foot-samurai", "1", "general.Imagawa", "1", "loss.Takeda.Takeda.archers", "1")

	checkEnded(t, tb, campaign.EndLastStanding, []campaign.Clan{campaign.Takeda}, campaign.Takeda)
	doc := tb.ts.browser(t).get(tb.path + "/summary").doc(t)
	for clan, status := range map[string]string{"Imagawa": "capital-lost", "Hojo": "excluded", "Takeda": "active"} {
		if got := doc.Find(`[data-testid="final-standings"] tr[data-clan="`+clan+`"]`).AttrOr("data-status", ""); got != status {
			t.Errorf("%s: status %q, want %s", clan, got, status)
		}
	}
}

// TestSummaryDeckUsedTwice: the second pass through the deck runs out in
// the Spring draws; the year is played to its Winter tally, then the game
// ends on Prestige (§14, C-26). A tie on Prestige goes to the clan with
// more provinces, and when that is equal too the win is shared (C-29).
func TestSummaryDeckUsedTwice(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		rig     func(st *campaign.State)
		winners []campaign.Clan
		pp      string
	}{
		{
			name: "more provinces break the tie",
			rig: func(st *campaign.State) {
				// Takeda 50 + 11 provinces, Mori 60 + 10: both 160.
				st.Clan(campaign.Takeda).Prestige = 50
				st.Clan(campaign.Mori).Prestige = 60
				st.Provinces[st.Map.KyotoID()-1].Owner = campaign.Takeda
			},
			winners: []campaign.Clan{campaign.Takeda},
			pp:      "160",
		},
		{
			name: "shared win",
			rig: func(st *campaign.State) {
				st.Clan(campaign.Takeda).Prestige = 60
				st.Clan(campaign.Mori).Prestige = 60
			},
			winners: []campaign.Clan{campaign.Takeda, campaign.Mori},
			pp:      "160",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t)
			tb.gmDo(t, "kind", "start")
			tb.rig(t, func(st *campaign.State) {
				tc.rig(st)
				// The second pass with one card per player left.
				var rest []string
				for _, id := range st.Deck.DrawPile {
					keep := false
					for _, q := range quietCards {
						keep = keep || q == id
					}
					if !keep {
						rest = append(rest, id)
					}
				}
				st.Deck.DrawPile = nil
				for _, c := range st.Order {
					st.Deck.DrawPile = append(st.Deck.DrawPile, quietCards[c])
				}
				st.Deck.Removed = append(st.Deck.Removed, rest...)
				st.Deck.Pass = 2
			})
			tb.quietSeason(t, quietCards) // Spring: the last six cards
			st := tb.state(t)
			if !st.Deck.Finished || st.Phase == campaign.PhaseEnded {
				t.Fatalf("after Spring: finished %v, phase %s", st.Deck.Finished, st.Phase)
			}
			tb.quietSeason(t, nil) // Summer: nobody can draw
			tb.quietSeason(t, nil) // Autumn
			if st := tb.state(t); st.Season != campaign.Winter || st.Phase == campaign.PhaseEnded {
				t.Fatalf("the game ended before Winter: %v %s", st.Season, st.Phase)
			}
			tb.quietSeason(t, nil) // Winter: the tally, then the end
			first := tc.winners[0]
			checkEnded(t, tb, campaign.EndDeck, tc.winners, first)
			doc := tb.ts.browser(t).get(tb.path + "/summary").doc(t)
			for _, w := range tc.winners {
				if got := doc.Find(`[data-testid="final-standings"] tr[data-clan="` + string(w) + `"] [data-testid="final-pp"]`).Text(); got != tc.pp {
					t.Errorf("%s: %q final PP, want %s", w, got, tc.pp)
				}
			}
			if tc.name == "more provinces break the tie" {
				mori := doc.Find(`[data-testid="final-standings"] tr[data-clan="Mori"]`)
				if mori.HasClass("winner") || mori.Find(`[data-testid="final-pp"]`).Text() != "160" {
					t.Error("Mori, level on Prestige with one province fewer, is not second")
				}
			}
		})
	}
}
