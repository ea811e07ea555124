package handlers_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
)

// joinLinks reads the GM's links page: clan → join path.
func joinLinks(t testing.TB, gm *browser, campaignPath string) map[string]string {
	t.Helper()
	res := gm.get(campaignPath + "/links")
	if res.status != http.StatusOK {
		t.Fatalf("links page: %d", res.status)
	}
	out := map[string]string{}
	res.doc(t).Find("input.copy").Each(func(_ int, s *goquery.Selection) {
		u, _ := url.Parse(s.AttrOr("value", ""))
		out[s.AttrOr("data-clan", "")] = u.Path
	})
	return out
}

func TestPlayerLinkLogsInAsClan(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	links := joinLinks(t, gm, path)
	if len(links) != 6 {
		t.Fatalf("%d links", len(links))
	}
	token := strings.TrimPrefix(links["Takeda"], "/join/")
	if len(token) < 22 { // 128 bits in base64url
		t.Fatalf("token too short: %q", token)
	}
	player := ts.browser(t)
	res := player.get(links["Takeda"])
	if res.status != http.StatusSeeOther {
		t.Fatalf("join: %d", res.status)
	}
	for _, c := range res.header.Values("Set-Cookie") {
		if !strings.Contains(c, "HttpOnly") || !strings.Contains(c, "SameSite=Lax") {
			t.Errorf("session cookie not HttpOnly/SameSite: %s", c)
		}
	}
	page := player.get(path)
	doc := page.doc(t)
	if role := doc.Find(`[data-testid="role"]`).Text(); !strings.Contains(role, "Takeda") {
		t.Fatalf("player sees role %q", role)
	}
	if doc.Find(`[data-testid="own-army"]`).Length() != 1 {
		t.Error("player does not see their own army")
	}
	// The player is not the GM.
	for _, p := range []string{path + "/links", path + "/export"} {
		if res := player.get(p); res.status != http.StatusForbidden {
			t.Errorf("player reached GM-only %s: %d", p, res.status)
		}
	}
	if res := player.postForm(path+"/links/Uesugi/rotate", url.Values{}); res.status != http.StatusForbidden {
		t.Errorf("player rotated a link: %d", res.status)
	}
}

func TestPublicViewHidesPlayerData(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	links := joinLinks(t, gm, path)
	public := ts.browser(t)
	page := public.get(path)
	doc := page.doc(t)
	if role := doc.Find(`[data-testid="role"]`).Text(); role != "Vista pubblica" {
		t.Errorf("public role %q", role)
	}
	if doc.Find(`[data-testid="own-army"]`).Length() != 0 || doc.Find(`[data-testid="standings"] tr`).Length() != 7 {
		t.Error("public view shows a player's army or lacks the standings")
	}
	for _, l := range links {
		if strings.Contains(page.body, strings.TrimPrefix(l, "/join/")) {
			t.Fatal("public page leaks a join token")
		}
	}
	for _, p := range []string{path + "/links", path + "/export"} {
		if res := public.get(p); res.status != http.StatusForbidden {
			t.Errorf("public reached GM-only %s: %d", p, res.status)
		}
	}
}

func TestPlayerSessionIsBoundToItsCampaign(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	gm := ts.browser(t)
	first := gm.createCampaign(sixPlayerForm())
	second := gm.createCampaign(sixPlayerForm())
	player := ts.browser(t)
	player.get(joinLinks(t, gm, first)["Mori"])
	if role := player.get(second).doc(t).Find(`[data-testid="role"]`).Text(); role != "Vista pubblica" {
		t.Errorf("a player of one campaign is %q in another", role)
	}
}

func TestRotatedLinkStopsWorking(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	old := joinLinks(t, gm, path)["Hojo"]
	player := ts.browser(t)
	player.get(old)
	if res := gm.postForm(path+"/links/Hojo/rotate", url.Values{}); res.status != http.StatusSeeOther {
		t.Fatalf("rotate: %d", res.status)
	}
	if res := ts.browser(t).get(old); res.status != http.StatusNotFound || !strings.Contains(res.body, "non è valido") {
		t.Errorf("old link still works: %d", res.status)
	}
	if role := player.get(path).doc(t).Find(`[data-testid="role"]`).Text(); strings.Contains(role, "Hojo") {
		t.Error("the old link's session survived the rotation")
	}
	if fresh := joinLinks(t, gm, path)["Hojo"]; fresh == old {
		t.Error("link unchanged")
	}
}

func TestGMLogin(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	creator := ts.browser(t)
	path := creator.createCampaign(sixPlayerForm())
	other := ts.browser(t)
	res := other.postForm(path+"/login", url.Values{"password": {"wrong-password"}})
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "Password errata") {
		t.Fatalf("wrong password: %d", res.status)
	}
	res = other.postForm(path+"/login", url.Values{"password": {"kawanakajima"}})
	if res.status != http.StatusSeeOther {
		t.Fatalf("login: %d", res.status)
	}
	if res := other.get(path + "/links"); res.status != http.StatusOK {
		t.Errorf("GM cannot see links: %d", res.status)
	}
	other.postForm(path+"/logout", url.Values{})
	if res := other.get(path + "/links"); res.status != http.StatusForbidden {
		t.Errorf("logged-out GM still sees links: %d", res.status)
	}
}

func TestCrossOriginPostRefused(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	req, _ := http.NewRequest(http.MethodPost, ts.URL+"/campaigns", strings.NewReader(sixPlayerForm().Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "http://evil.example")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	res := b.do(req)
	if res.status != http.StatusForbidden || !strings.Contains(res.body, "arriva da un altro sito") {
		t.Fatalf("cross-origin POST: %d %q", res.status, res.body)
	}
	// The API refuses in JSON, in the language asked for.
	req, _ = http.NewRequest(http.MethodPost, ts.URL+"/api/campaigns", strings.NewReader(`{}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept-Language", "en")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	res = b.do(req)
	var body struct{ Error string }
	if err := json.Unmarshal([]byte(res.body), &body); err != nil || res.status != http.StatusForbidden || !strings.Contains(body.Error, "another site") {
		t.Fatalf("cross-origin API POST: %d %q", res.status, res.body)
	}
	list, _ := ts.db.Campaigns(context.Background())
	if len(list) != 0 {
		t.Fatal("cross-origin POST created a campaign")
	}
}

func TestCampaignPagesAreNotCached(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	for _, p := range []string{path, path + "/hand", "/api" + path} {
		if cc := gm.get(p).header.Get("Cache-Control"); cc != "private, no-store" {
			t.Errorf("%s: Cache-Control %q", p, cc)
		}
	}
}
