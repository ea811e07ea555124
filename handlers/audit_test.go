package handlers_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// Hidden information stays hidden on every route, and
// every route refuses who has no rights.

// auditGet reads the GET routes of a campaign a browser may read, site
// and API, with their htmx fragments.
func auditGet(b *browser, tb *table) map[string]response {
	id := strings.TrimPrefix(tb.path, "/campaigns/")
	out := map[string]response{}
	for _, r := range []string{"", "/provinces", "/provinces/32", "/hand", "/diplomacy", "/battles", "/prestige", "/prestige?clan=Takeda",
		"/history", "/options", "/summary", "/banner", "/print", "/seasons/1560/spring"} {
		out[tb.path+r] = b.get(tb.path + r)
		out[tb.path+r+" (htmx)"] = b.get(tb.path+r, "HX-Request", "true")
	}
	for _, r := range []string{"/api/campaigns/" + id, "/api/campaigns/" + id + "/view", "/api/campaigns/" + id + "/log",
		"/api/campaigns/" + id + "/log?page=2", "/api/campaigns/" + id + "/view?lang=en"} {
		out[r] = b.get(r)
	}
	return out
}

// TestAuditHiddenInformationOnEveryRoute: Takeda keeps NINJA (the Black
// Joker), passes a note to Hojo and asks Hojo for a contingent; Uesugi
// keeps BODYGUARD. Neither the public nor Imagawa finds any of it on any
// page, fragment, API answer or PDF, nor the seed or the draw pile; Hojo
// reads the note and the request but not Takeda's hand.
func TestAuditHiddenInformationOnEveryRoute(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testAuditHiddenInformationOnEveryRoute)
}

func testAuditHiddenInformationOnEveryRoute(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	tb.gmDo(t, "kind", "start")
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "2-C", campaign.Takeda: "BJ", campaign.Uesugi: "RJ", campaign.Imagawa: "3-C", campaign.Mori: "4-C", campaign.Shimazu: "5-C"}, nil)
	tb.advance(t, 1) // Diplomacy, the timer runs
	tb.as(t, campaign.Takeda, "kind", "note", "target", "Hojo", "text", "attack imagawa at dawn")
	tb.as(t, campaign.Takeda, "kind", "request", "target", "Hojo")
	st := tb.state(t)
	pile, _ := json.Marshal(st.Deck.DrawPile[:4])
	hidden := []string{"Black Joker", `"BJ"`, `data-card="BJ"`, `data-card="RJ"`, `"RJ"`, "Joker", "ATTACK IMAGAWA AT DAWN", "chiede un contingente", "asks Hojo",
		fmt.Sprint(st.Seed), strings.Trim(string(pile), "[]")}
	check := func(who string, b *browser, secrets []string) {
		t.Helper()
		for route, res := range auditGet(b, tb) {
			if res.status >= 500 {
				t.Errorf("%s %s: %d", who, route, res.status)
			}
			for _, s := range secrets {
				if strings.Contains(res.body, s) {
					t.Errorf("%s reads %q on %s", who, s, route)
				}
			}
		}
		for _, r := range []string{"/print/season.pdf", "/print/season.pdf?copy=private", "/print/ledger.pdf?clan=Takeda", "/print/slips.pdf"} {
			res := b.get(tb.path + r)
			if res.status != http.StatusOK {
				continue
			}
			words := pdfWords(t, res.body)
			for _, s := range []string{"NINJA", "GUARDIA DEL CORPO", "Joker", "ATTACK IMAGAWA"} {
				if strings.Contains(words, s) {
					t.Errorf("%s reads %q in %s", who, s, r)
				}
			}
		}
	}
	check("the public", tb.ts.browser(t), hidden)
	check("Imagawa", tb.players[campaign.Imagawa], hidden)
	// Hojo reads the note and the request, never Takeda's or Uesugi's hand.
	hojo := tb.players[campaign.Hojo]
	check("Hojo", hojo, []string{"Black Joker", `data-card="BJ"`, `"BJ"`, `"RJ"`, fmt.Sprint(st.Seed)})
	if !strings.Contains(hojo.get(tb.path+"/diplomacy").body, "ATTACK IMAGAWA AT DAWN") {
		t.Error("Hojo cannot read the note he received")
	}
}

// TestAuditGMOnlyRoutes: the links page, link rotation, export, undo
// (site and API) and the battle photos refuse the public, a player and the
// GM of another campaign, and change nothing; the notices refuse the
// public and the GM of another campaign.
func TestAuditGMOnlyRoutes(t *testing.T) { t.Parallel(); onEachBackend(t, testAuditGMOnlyRoutes) }

func testAuditGMOnlyRoutes(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	tb.gmDo(t, "kind", "start")
	other := tb.ts.browser(t) // the GM of another campaign
	otherPath := other.createCampaign(sixPlayerForm())
	before, _ := json.Marshal(tb.state(t))
	links := joinLinks(t, tb.gm, tb.path)
	id := strings.TrimPrefix(tb.path, "/campaigns/")
	for who, b := range map[string]*browser{"public": tb.ts.browser(t), "player": tb.players[campaign.Takeda], "other GM": other} {
		for _, r := range []string{tb.path + "/links", tb.path + "/export"} {
			if res := b.get(r); res.status != http.StatusForbidden {
				t.Errorf("%s GET %s: %d", who, r, res.status)
			}
		}
		if res := b.postForm(tb.path+"/links/Takeda/rotate", url.Values{}); res.status != http.StatusForbidden {
			t.Errorf("%s rotates a link: %d", who, res.status)
		}
		if res := b.postForm(tb.path+"/undo", url.Values{}); res.status != http.StatusForbidden {
			t.Errorf("%s undoes (site): %d", who, res.status)
		}
		if res := b.postJSON("/api/campaigns/"+id+"/undo", `{}`); res.status != http.StatusForbidden {
			t.Errorf("%s undoes (API): %d", who, res.status)
		}
		if res := b.postJSON("/api/campaigns/"+id+"/actions", `{"kind":"advance"}`); res.status != http.StatusForbidden {
			t.Errorf("%s advances (API): %d", who, res.status)
		}
		if res := b.postMultipart(tb.path+"/battles/1/photo", map[string]string{}, map[string]string{"photo": "\x89PNG"}); res.status != http.StatusForbidden {
			t.Errorf("%s uploads a battle photo: %d", who, res.status)
		}
		if res := b.postForm(tb.path+"/battles/1/photo/delete", url.Values{}); res.status != http.StatusForbidden {
			t.Errorf("%s deletes a battle photo: %d", who, res.status)
		}
		if who == "player" {
			continue // a player subscribes to his own clan's notices
		}
		if res := b.postForm(tb.path+"/notices", url.Values{"channel": {"feed"}}); res.status != http.StatusForbidden {
			t.Errorf("%s subscribes to the campaign's notices: %d", who, res.status)
		}
		if res := b.postForm(tb.path+"/notices/remove", url.Values{"sub": {"1"}}); res.status != http.StatusForbidden {
			t.Errorf("%s removes a notice: %d", who, res.status)
		}
	}
	for _, role := range []string{"gm", "player"} {
		if subs, err := tb.ts.db.Subscriptions(t.Context(), tb.id, role, ""); err != nil || len(subs) != 0 {
			t.Errorf("%s subscriptions made by the refused: %+v %v", role, subs, err)
		}
	}
	after, _ := json.Marshal(tb.state(t))
	if string(before) != string(after) {
		t.Error("a refused GM action changed the campaign")
	}
	if got := joinLinks(t, tb.gm, tb.path); got["Takeda"] != links["Takeda"] {
		t.Error("Takeda's link was rotated")
	}
	// Takeda's player has no rights in the other campaign, even with his
	// session cookie renamed for it.
	takeda := tb.players[campaign.Takeda]
	if res := takeda.get(otherPath + "/hand"); strings.Contains(res.body, `data-testid="hand-Takeda"`) || !strings.Contains(res.body, `class="badge public" data-testid="role"`) {
		t.Error("a player of one campaign is a player in another")
	}
}

// TestAuditSiegeRerollRevealsDivineIntervention: after a failed siege roll
// the public must not learn whether the besieger holds DIVINE INTERVENTION.
// The engine now always waits for the besieger to accept or re-roll, so a
// failed roll looks the same to everyone else with or without the card.
func TestAuditSiegeRerollRevealsDivineIntervention(t *testing.T) {
	t.Parallel()
	seen := func(hand []string) (view, battles string) {
		tb := newTable(t)
		tb.gmDo(t, "kind", "set-option", "key", "tableDice", "value", "true")
		tb.toMovement(t)
		tb.rig(t, func(st *campaign.State) { st.Clan(campaign.Uesugi).Hand = hand })
		tb.moves(t, map[campaign.Clan][]string{campaign.Uesugi: {"kind", "move", "province", "14"}})
		tb.rig(t, func(st *campaign.State) { st.Provinces[13].Fortress = true })
		tb.advanceTo(t, campaign.PhaseSieges)
		if len(tb.state(t).Sieges) == 0 {
			t.Fatal("no siege")
		}
		tb.as(t, campaign.Uesugi, "kind", "siege", "province", "14", "choice", "roll")
		tb.gmDo(t, "kind", "siege", "clan", "Uesugi", "province", "14", "dice", "1")
		public := tb.ts.browser(t)
		v := public.get("/api" + tb.path + "/view")
		var got struct {
			View struct {
				Sieges []struct {
					Status string `json:"status"`
				} `json:"sieges"`
			} `json:"view"`
		}
		_ = json.Unmarshal([]byte(v.body), &got)
		status := ""
		for _, sg := range got.View.Sieges {
			status += sg.Status + ";"
		}
		page := public.get(tb.path + "/battles").doc(t).Find(`[data-testid="siege"]`).Text()
		return status, strings.Join(strings.Fields(page), " ")
	}
	withView, withPage := seen([]string{"9-D"})       // DIVINE INTERVENTION
	withoutView, withoutPage := seen([]string{"7-S"}) // RECONNAISSANCE: same hand size
	if withPage == "" {
		t.Fatal("no siege panel on the Battles tab")
	}
	if withView != withoutView {
		t.Errorf("the public API view differs with DIVINE INTERVENTION in hand: %q vs %q", withView, withoutView)
	}
	if withPage != withoutPage {
		t.Errorf("the public Battles tab differs with DIVINE INTERVENTION in hand")
	}
}

// TestAuditCalcCacheSharesOwnCards: the calculators' answer cache is keyed
// by the URL, but card=my:<id> reads the caller's own library: another
// browser sending the same URL must not get the answer computed from that
// private card.
func TestAuditCalcCacheSharesOwnCards(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	alice, bob := ts.browser(t), ts.browser(t)
	form := url.Values{"name": {"Secret cavalry"}, "type": {"cavalry"}, "kind": {"cav"}, "cmdr": {"on"}, "models": {"3"},
		"atti": {"8"}, "attc": {"6"}, "dice": {"3"}, "def": {"2"}, "fort": {"11"}}
	if res := alice.postForm("/calc/aot/cards", form); res.status != http.StatusSeeOther {
		t.Fatalf("create: %d", res.status)
	}
	edit, _ := alice.get("/calc/aot/cards").doc(t).Find(`[data-testid="edit-card"]`).Attr("href")
	id := strings.TrimSuffix(strings.TrimPrefix(edit, "/calc/aot/cards/"), "/edit")
	for _, q := range []string{
		"/api/calc/aot/attack?a1.card=my:" + id + "&a1.order=assault&t.card=lib:card-16-2&t.models=6",
		"/api/calc/aot/fortitude?test=cas&cas=1&card=my:" + id,
	} {
		if res := alice.get(q); res.status != http.StatusOK {
			t.Fatalf("owner %s: %d %s", q, res.status, res.body)
		}
		if res := bob.get(q); res.status == http.StatusOK {
			t.Errorf("another browser gets the answer from Alice's card: %s", q)
		}
	}
}
