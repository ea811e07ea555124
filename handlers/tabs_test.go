package handlers_test

import (
	"strings"
	"testing"
)

// The GM's tools (links, export, account, sign out) have a row of their
// own; a signed-out visitor gets "GM login" among the tabs; a player gets
// "sign out" there and none of the GM's tools.
func TestCampaignTabsByRole(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	doc := gm.get(path).doc(t)
	tools := doc.Find(`nav[data-testid="gm-tools"]`)
	for _, sel := range []string{`a[href="` + path + `/links"]`, `a[href="` + path + `/export"]`, `a[href="` + path + `/account"]`, `form[action="` + path + `/logout"] button`} {
		if tools.Find(sel).Length() != 1 {
			t.Errorf("GM tools lack %s", sel)
		}
	}
	if doc.Find(`nav.tabs:not(.tools) [data-testid="tab-links"], [data-testid="tab-login"]`).Length() != 0 {
		t.Error("GM tools among the campaign's pages")
	}

	public := ts.browser(t).get(path).doc(t)
	if login := public.Find(`nav.tabs [data-testid="tab-login"]`); login.AttrOr("href", "") != path+"/login" || strings.TrimSpace(login.Text()) != "Accesso master" {
		t.Errorf("signed out: login tab %q → %q", login.Text(), login.AttrOr("href", ""))
	}
	if public.Find(`[data-testid="gm-tools"]`).Length() != 0 {
		t.Error("GM tools shown to the public")
	}

	links := gm.get(path + "/links").doc(t)
	player := ts.browser(t)
	joined := player.get(strings.TrimPrefix(links.Find(`input.copy[data-clan="Takeda"]`).AttrOr("value", ""), ts.URL))
	if joined.status != 303 {
		t.Fatalf("join: %d", joined.status)
	}
	pd := player.get(path).doc(t)
	if pd.Find(`[data-testid="gm-tools"]`).Length() != 0 || pd.Find(`nav.tabs form[action="`+path+`/logout"]`).Length() != 1 {
		t.Error("player: no sign-out among the tabs, or GM tools shown")
	}
}
