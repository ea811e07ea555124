package handlers_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"sengoku/campaign"
)

// postHX posts an action form as b with htmx's headers (kv: header, value).
func postHX(b *browser, path string, f url.Values, headers ...string) response {
	b.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, b.base+path, strings.NewReader(f.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return b.do(req)
}

// TestSeasonActFormsPostWithHTMX: the act-now forms post with htmx and swap
// the campaign wrapper in place (a phone keeps its scroll position); the
// server answers such a request with the wrapper alone, refusals included,
// while a plain or boosted post still gets the 303 of post-redirect-get
// (STYLE.md, HTMX).
func TestSeasonActFormsPostWithHTMX(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	hx := []string{"HX-Request", "true", "HX-Target", "campaign"}

	// The forms work without JavaScript and carry the htmx attributes.
	page := tb.gm.get(tb.path).doc(t)
	start := page.Find(`[data-testid="act-panel"] form[data-testid="act-start"]`)
	if start.AttrOr("method", "") != "post" || start.AttrOr("action", "") != tb.path+"/actions" {
		t.Errorf("start form without a plain post: %v %v", start.AttrOr("method", ""), start.AttrOr("action", ""))
	}
	if start.AttrOr("hx-post", "") != tb.path+"/actions" || start.AttrOr("hx-target", "") != "#campaign" || !strings.HasPrefix(start.AttrOr("hx-swap", ""), "outerHTML") {
		t.Errorf("start form htmx: post %q target %q swap %q", start.AttrOr("hx-post", ""), start.AttrOr("hx-target", ""), start.AttrOr("hx-swap", ""))
	}
	if page.Find(`div#campaign.campaign`).Length() != 1 {
		t.Fatal("no #campaign wrapper to swap")
	}

	// htmx: 200 with the wrapper alone, the outcome and the new state.
	res := postHX(tb.gm, tb.path+"/actions", form("kind", "start", "return", "map"), hx...)
	if res.status != http.StatusOK {
		t.Fatalf("htmx start: %d", res.status)
	}
	if strings.Contains(res.body, "<html") || strings.Contains(res.body, "<body") || !strings.HasPrefix(strings.TrimSpace(res.body), `<div id="campaign"`) {
		t.Errorf("htmx answer is not the wrapper alone: %.120q", res.body)
	}
	if res.header.Get("HX-Trigger") == "" || !strings.Contains(res.header.Get("Vary"), "HX-Request") {
		t.Errorf("headers: HX-Trigger %q, Vary %q", res.header.Get("HX-Trigger"), res.header.Get("Vary"))
	}
	doc := res.doc(t)
	if ph := doc.Find(`[data-testid="banner"]`).AttrOr("data-phase", ""); ph != string(campaign.PhaseDraw) {
		t.Errorf("the wrapper shows phase %q, want draw", ph)
	}
	if doc.Find(`[data-testid="flash"] li`).Length() == 0 {
		t.Error("the wrapper does not show what the action did")
	}
	if tb.state(t).Phase != campaign.PhaseDraw {
		t.Fatal("the htmx post did not start the campaign")
	}
	// The outcome is shown once: it is not left in a cookie for the next page.
	if tb.gm.get(tb.path).doc(t).Find(`[data-testid="flash"]`).Length() != 0 {
		t.Error("the htmx outcome is shown again on the next page")
	}

	// SUPPLIES for full armies: no card asks for a choice.
	tb.rig(t, func(st *campaign.State) { stackDeck(st, quietCards) })
	// The wrapper of the tab the form came from, with that tab's forms.
	first := tb.state(t).NextDrawer()
	res = postHX(tb.players[first], tb.path+"/actions", form("kind", "draw", "return", "hand"), hx...)
	if res.status != http.StatusOK {
		t.Fatalf("htmx draw: %d", res.status)
	}
	if tab := res.doc(t).Find(`#campaign`).AttrOr("data-tab", ""); tab != "hand" {
		t.Errorf("htmx draw answered tab %q, want hand", tab)
	}

	// A refusal: the wrapper with the reason, nothing changed.
	var other campaign.Clan
	for _, c := range tb.state(t).Order {
		if c != tb.state(t).NextDrawer() && !tb.state(t).Clan(c).Turn.Drawn {
			other = c
			break
		}
	}
	before := tb.state(t)
	res = postHX(tb.players[other], tb.path+"/actions", form("kind", "draw", "return", "map"), hx...)
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("htmx out-of-turn draw: %d", res.status)
	}
	if strings.Contains(res.body, "<html") || res.doc(t).Find(`#campaign [data-testid="refused"]`).Length() != 1 {
		t.Errorf("htmx refusal is not the wrapper with the reason: %.160q", res.body)
	}
	if tb.state(t).Clan(other).Turn.Drawn != before.Clan(other).Turn.Drawn {
		t.Error("a refused htmx action changed the campaign")
	}
	// A stale version: 409, the wrapper again.
	res = postHX(tb.gm, tb.path+"/actions", form("kind", "advance", "version", "1", "return", "map"), hx...)
	if res.status != http.StatusConflict || !strings.HasPrefix(strings.TrimSpace(res.body), `<div id="campaign"`) {
		t.Errorf("htmx conflict: %d %.80q", res.status, res.body)
	}

	// A boosted post (a form without hx-post) and a plain one: 303.
	next := tb.state(t).NextDrawer()
	res = postHX(tb.players[next], tb.path+"/actions", form("kind", "draw", "return", "map"), "HX-Request", "true", "HX-Boosted", "true")
	if res.status != http.StatusSeeOther || res.header.Get("Location") != tb.path {
		t.Errorf("boosted post: %d %q, want 303 to the map", res.status, res.header.Get("Location"))
	}
	next = tb.state(t).NextDrawer()
	res = tb.players[next].postForm(tb.path+"/actions", form("kind", "draw", "return", "hand"))
	if res.status != http.StatusSeeOther || res.header.Get("Location") != tb.path+"/hand" {
		t.Errorf("plain post: %d %q, want 303 to the hand", res.status, res.header.Get("Location"))
	}
	if doc := tb.players[next].get(tb.path + "/hand").doc(t); doc.Find(`[data-testid="flash"] li`).Length() == 0 {
		t.Error("without JavaScript the outcome is not shown after the redirect")
	}
}
