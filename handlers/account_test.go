package handlers_test

import (
	"context"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
)

// A GM password is at least 8 characters, not blank, not one of the most
// common: on the create form, the API, the import and the change form.
func TestGMPasswordPolicy(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, tc := range []struct{ pw, want string }{
		{"        ", "non può essere fatta solo di spazi"},
		{"12345678", "tra le più comuni"},
		{"Password1", "tra le più comuni"},
		{"QWERTYUIOP", "tra le più comuni"},
		{"zzzzzzzzzz", "tra le più comuni"},
		{"juventus", "tra le più comuni"},
		{"kawa", "almeno 8 caratteri"},
		{"èèè", "almeno 8 caratteri"},
	} {
		f := sixPlayerForm()
		f.Set("gm_password", tc.pw)
		f.Set("gm_password2", tc.pw)
		if res := b.postForm("/campaigns", f); res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, tc.want) {
			t.Errorf("create with %q: %d %s", tc.pw, res.status, problemsOf(t, res))
		}
		res := b.postMultipart("/campaigns/import", map[string]string{"gm_password": tc.pw, "gm_password2": tc.pw}, map[string]string{"file": "{}"})
		if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, tc.want) {
			t.Errorf("import with %q: %d", tc.pw, res.status)
		}
	}
	res := b.postJSON("/api/campaigns?lang=en", `{"name":"API","scenario":"custom","players":{"Takeda":"a","Uesugi":"b"},"gmPassword":"12345678"}`)
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "among the most common") {
		t.Errorf("API: %d %s", res.status, res.body)
	}
	if list, _ := ts.db.Campaigns(context.Background()); len(list) != 0 {
		t.Fatalf("%d campaigns stored", len(list))
	}
	f := sixPlayerForm()
	f.Set("gm_password", "tessen à 1560")
	f.Set("gm_password2", "tessen à 1560")
	if res := b.postForm("/campaigns", f); res.status != http.StatusSeeOther {
		t.Fatalf("a good password: %d %s", res.status, problemsOf(t, res))
	}
}

// Changing the GM password needs the current one and a good new one; it
// ends every other GM session, keeps this one and the players', and the
// old password no longer signs in.
func TestGMChangesPassword(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	other := tb.ts.browser(t)
	if res := other.postForm(tb.path+"/login", url.Values{"password": {"kawanakajima"}}); res.status != http.StatusSeeOther {
		t.Fatalf("second GM login: %d", res.status)
	}
	if res := tb.gm.get(tb.path + "/account"); res.status != http.StatusOK || !strings.Contains(res.body, `data-testid="password-form"`) {
		t.Fatalf("account page: %d", res.status)
	}
	if res := tb.players[campaign.Takeda].get(tb.path + "/account"); res.status != http.StatusForbidden {
		t.Fatalf("a player's account page: %d", res.status)
	}
	change := func(current, pw, pw2 string) response {
		return tb.gm.postForm(tb.path+"/account/password", url.Values{"current": {current}, "gm_password": {pw}, "gm_password2": {pw2}})
	}
	for _, tc := range []struct{ current, pw, pw2, want string }{
		{"wrong-password", "tessen-nuovo", "tessen-nuovo", "La password attuale non è corretta"},
		{"kawanakajima", "12345678", "12345678", "tra le più comuni"},
		{"kawanakajima", "tessen-nuovo", "tessen-nuova", "non coincidono"},
	} {
		if res := change(tc.current, tc.pw, tc.pw2); res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, tc.want) {
			t.Errorf("%+v: %d %s", tc, res.status, problemsOf(t, res))
		}
	}
	if res := other.get(tb.path + "/links"); res.status != http.StatusOK {
		t.Fatalf("a refused change ended a session: %d", res.status)
	}
	res := change("kawanakajima", "tessen-nuovo", "tessen-nuovo")
	if res.status != http.StatusSeeOther {
		t.Fatalf("change: %d %s", res.status, problemsOf(t, res))
	}
	if page := tb.gm.get(res.header.Get("Location")); !strings.Contains(page.body, `data-testid="password-changed"`) {
		t.Error("no word that the password changed")
	}
	if res := other.get(tb.path + "/links"); res.status != http.StatusForbidden {
		t.Errorf("the other GM session goes on: %d", res.status)
	}
	if res := tb.gm.get(tb.path + "/links"); res.status != http.StatusOK {
		t.Errorf("this GM session ended: %d", res.status)
	}
	if !isPlayer(t, tb, campaign.Takeda) {
		t.Error("a player's session ended")
	}
	fresh := tb.ts.browser(t)
	if res := fresh.postForm(tb.path+"/login", url.Values{"password": {"kawanakajima"}}); res.status != http.StatusUnprocessableEntity {
		t.Errorf("the old password signs in: %d", res.status)
	}
	if res := fresh.postForm(tb.path+"/login", url.Values{"password": {"tessen-nuovo"}}); res.status != http.StatusSeeOther {
		t.Errorf("the new password: %d", res.status)
	}
}

// "Sign out everywhere" ends every GM session of the campaign, this one
// too, and no other campaign's.
func TestGMSignsOutEverywhere(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	other := tb.ts.browser(t)
	if res := other.postForm(tb.path+"/login", url.Values{"password": {"kawanakajima"}}); res.status != http.StatusSeeOther {
		t.Fatalf("second GM login: %d", res.status)
	}
	elsewhere := tb.gm.createCampaign(sixPlayerForm())
	if res := tb.gm.postForm(tb.path+"/account/signout", nil); res.status != http.StatusSeeOther || res.header.Get("Location") != tb.path {
		t.Fatalf("sign out everywhere: %d %s", res.status, res.header.Get("Location"))
	}
	for name, b := range map[string]*browser{"this": tb.gm, "other": other} {
		if res := b.get(tb.path + "/links"); res.status != http.StatusForbidden {
			t.Errorf("%s GM session goes on: %d", name, res.status)
		}
	}
	if res := tb.gm.get(elsewhere + "/links"); res.status != http.StatusOK {
		t.Errorf("another campaign's session ended: %d", res.status)
	}
	if !isPlayer(t, tb, campaign.Uesugi) {
		t.Error("a player's session ended")
	}
}

// A GM session ends after a week without use, and each use moves that
// week on: a GM at the table every few days stays signed in.
func TestGMSessionSlides(t *testing.T) {
	t.Parallel()
	clk := newClock()
	ts := instance(t, filepath.Join(t.TempDir(), "slide.db"), clk)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	for day := 1; day <= 4; day++ { // every five days, for twenty days
		clk.Add(5 * 24 * time.Hour)
		if res := gm.get(path + "/links"); res.status != http.StatusOK {
			t.Fatalf("day %d: %d", day*5, res.status)
		}
	}
	clk.Add(8 * 24 * time.Hour)
	if res := gm.get(path + "/links"); res.status != http.StatusForbidden {
		t.Fatalf("after eight days away: %d", res.status)
	}
}

// isPlayer reports whether clan's browser is still signed in as its player.
func isPlayer(t *testing.T, tb *table, clan campaign.Clan) bool {
	t.Helper()
	view, _ := tb.apiView(t, tb.players[clan])["view"].(map[string]any)
	viewer, _ := view["viewer"].(map[string]any)
	return viewer["role"] == "player" && viewer["clan"] == string(clan)
}

// The account page, where the GM signs out everywhere, shows the wrong
// passwords tried on his campaign in the last day, in his language.
func TestGMSeesFailedLoginsOnTheAccountPage(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	account := func(b *browser) string {
		res := b.get(tb.path + "/account")
		if res.status != http.StatusOK {
			t.Fatalf("account page: %d", res.status)
		}
		return res.doc(t).Find(`[data-testid="account-failed-logins"]`).Text()
	}
	if got := account(tb.gm); !strings.Contains(got, "Nessuna password del master sbagliata nelle ultime 24 ore") {
		t.Fatalf("no failures yet: %q", got)
	}
	guesser := tb.ts.browser(t)
	for i := 0; i < 3; i++ {
		if res := guesser.postForm(tb.path+"/login", url.Values{"password": {"not-the-password"}}); res.status != http.StatusUnprocessableEntity {
			t.Fatalf("wrong password %d: %d", i+1, res.status)
		}
	}
	if got := account(tb.gm); !strings.Contains(got, "Password del master sbagliate nelle ultime 24 ore: 3 ") {
		t.Fatalf("three failures, in Italian: %q", got)
	}
	tb.gm.get("/lang/en?next=/")
	if got := account(tb.gm); !strings.Contains(got, "Wrong GM passwords in the last 24 hours: 3 ") {
		t.Fatalf("three failures, in English: %q", got)
	}
	// Only the GM sees them.
	if res := guesser.get(tb.path + "/account"); res.status != http.StatusForbidden {
		t.Fatalf("the account page to a stranger: %d", res.status)
	}
}
