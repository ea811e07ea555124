package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"sengoku/models/dbtest"
)

// A session posting actions in a tight loop gets 429 with Retry-After once
// its bucket is empty: a player after 30 actions, then one every half
// second; the game master after 120. Refused actions count too (a flood of
// them costs the same). The bucket is in the database: another instance
// refuses as well; other sessions act on.
func TestActionsAreLimitedPerSession(t *testing.T) { onEachBackend(t, testActionsLimited) }

func testActionsLimited(t *testing.T, backend dbtest.Backend) {
	now := newClock()
	dsn := backend.DSN(t)
	a, b := deviceServer(t, dsn, now, nil), deviceServer(t, dsn, now, nil)
	gm := a.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	gm.postForm(path+"/actions", url.Values{"kind": {"start"}})
	player := a.browser(t)
	if res := player.get(joinLinks(t, gm, path)["Takeda"]); res.status != http.StatusSeeOther {
		t.Fatalf("join: %d", res.status)
	}
	api := "/api" + path + "/actions"
	stay := `{"kind":"note","target":"Hojo","text":"x"}`
	for i := 0; i < 30; i++ {
		if res := player.postJSON(api, stay); res.status == http.StatusTooManyRequests {
			t.Fatalf("action %d refused by the limit", i+1)
		}
	}
	res := player.postJSON(api, stay)
	var body struct{ Error string }
	_ = json.Unmarshal([]byte(res.body), &body)
	if res.status != http.StatusTooManyRequests || res.header.Get("Retry-After") != "1" || !strings.Contains(body.Error, "Troppe azioni di seguito") {
		t.Fatalf("31st action: %d, Retry-After %q, %q", res.status, res.header.Get("Retry-After"), res.body)
	}
	// The other instance draws on the same bucket; the form answers the
	// tab with the reason, in the player's language.
	onB := &browser{t: t, base: b.URL, c: player.c}
	onB.get("/lang/en?next=/")
	res = onB.postForm(path+"/actions", url.Values{"kind": {"stay"}, "return": {"diplomacy"}})
	if res.status != http.StatusTooManyRequests || !strings.Contains(res.body, "Too many actions in a row: wait 1 s") || res.doc(t).Find("#campaign").Length() != 1 {
		t.Fatalf("form on the other instance: %d\n%s", res.status, res.body)
	}
	// Two actions a second come back.
	now.Add(time.Second)
	for i := 0; i < 2; i++ {
		if res := player.postJSON(api, stay); res.status == http.StatusTooManyRequests {
			t.Fatalf("token %d after a second refused", i+1)
		}
	}
	if res := player.postJSON(api, stay); res.status != http.StatusTooManyRequests {
		t.Fatalf("a third action in that second: %d", res.status)
	}
	// The game master's session has its own, larger bucket.
	gmAPI := `{"kind":"note","target":"Hojo","text":"gm","clan":"Takeda"}`
	for i := 0; i < 120; i++ {
		if res := gm.postJSON(api, gmAPI); res.status == http.StatusTooManyRequests {
			t.Fatalf("GM action %d refused by the limit", i+1)
		}
	}
	if res := gm.postJSON(api, gmAPI); res.status != http.StatusTooManyRequests {
		t.Fatalf("GM action 121: %d", res.status)
	}
	if res := gm.postForm(path+"/undo", url.Values{}); res.status != http.StatusTooManyRequests || res.header.Get("Retry-After") == "" {
		t.Fatalf("GM undo with an empty bucket: %d", res.status)
	}
	// The public is not limited but refused, as before.
	if res := a.browser(t).postJSON(api, stay); res.status != http.StatusForbidden {
		t.Fatalf("the public: %d", res.status)
	}
}
