package handlers_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// table is a 6-player campaign with the GM's browser and one browser per
// player, each logged in through its join link.
type table struct {
	ts      *testServer
	gm      *browser
	path    string
	id      int64
	players map[campaign.Clan]*browser
	clicks  int // the game master's actions
}

func newTable(t *testing.T) *table {
	t.Helper()
	return newTableOn(t, suiteBackend)
}

// newTableOn is newTable on a database of backend b.
func newTableOn(t *testing.T, b dbtest.Backend) *table {
	t.Helper()
	ts := newTestServerOn(t, b)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	id, _ := strconv.ParseInt(strings.TrimPrefix(path, "/campaigns/"), 10, 64)
	tb := &table{ts: ts, gm: gm, path: path, id: id, players: map[campaign.Clan]*browser{}}
	for clan, link := range joinLinks(t, gm, path) {
		b := ts.browser(t)
		if res := b.get(link); res.status != http.StatusSeeOther {
			t.Fatalf("join %s: %d", clan, res.status)
		}
		tb.players[campaign.Clan(clan)] = b
	}
	return tb
}

// state reads the stored state (for assertions only).
func (tb *table) state(t *testing.T) *campaign.State {
	t.Helper()
	cp, err := tb.ts.db.Campaign(context.Background(), tb.id)
	if err != nil {
		t.Fatal(err)
	}
	return cp.State
}

// rig changes the stored state directly, as a test fixture (stacking the
// deck); it is logged like an action.
func (tb *table) rig(t *testing.T, change func(st *campaign.State)) {
	t.Helper()
	_, err := tb.ts.db.Act(context.Background(), tb.id, 0, func(st *campaign.State) (models.ActionRecord, error) {
		change(st)
		return models.ActionRecord{ActorRole: "gm", Kind: "test-fixture"}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// act posts an action form as b (version 0: no conflict check) and
// expects the 303 of success.
func (tb *table) act(t *testing.T, b *browser, form url.Values) response {
	t.Helper()
	res := b.postForm(tb.path+"/actions", form)
	if res.status != http.StatusSeeOther {
		doc := res.doc(t)
		t.Fatalf("action %v: status %d: %s", form, res.status, strings.TrimSpace(doc.Find(`[data-testid="refused"]`).Text()+doc.Find(`[data-testid="error"]`).Text()))
	}
	return res
}

// refused posts an action that must be refused with status and change
// nothing; it returns the message shown.
func (tb *table) refused(t *testing.T, b *browser, form url.Values, status int) string {
	t.Helper()
	before, _ := json.Marshal(tb.state(t))
	res := b.postForm(tb.path+"/actions", form)
	if res.status != status {
		t.Fatalf("action %v: status %d, want %d", form, res.status, status)
	}
	msg := strings.TrimSpace(res.doc(t).Find(`[data-testid="refused"] p`).First().Text())
	if msg == "" {
		t.Errorf("action %v: refused without a message", form)
	}
	after, _ := json.Marshal(tb.state(t))
	if string(before) != string(after) {
		t.Errorf("action %v: a refused action changed the campaign", form)
	}
	return msg
}

func (tb *table) gmDo(t *testing.T, kv ...string) {
	t.Helper()
	tb.clicks++
	tb.act(t, tb.gm, form(kv...))
}

func (tb *table) as(t *testing.T, c campaign.Clan, kv ...string) {
	t.Helper()
	tb.act(t, tb.players[c], form(kv...))
}

func form(kv ...string) url.Values {
	f := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		f.Add(kv[i], kv[i+1])
	}
	return f
}

// apiView is GET /api/campaigns/{id}/view as b.
func (tb *table) apiView(t *testing.T, b *browser) map[string]any {
	t.Helper()
	res := b.get("/api" + tb.path + "/view")
	if res.status != http.StatusOK {
		t.Fatalf("view: %d %s", res.status, res.body)
	}
	var out map[string]any
	if err := json.Unmarshal([]byte(res.body), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestSeasonTabsRenderForEveryViewer(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testSeasonTabsRenderForEveryViewer)
}

func testSeasonTabsRenderForEveryViewer(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	tb.gmDo(t, "kind", "start")
	viewers := map[string]*browser{"gm": tb.gm, "player": tb.players[campaign.Takeda], "public": tb.ts.browser(t)}
	for name, b := range viewers {
		for _, tab := range []string{"", "/provinces", "/hand", "/diplomacy", "/battles", "/prestige", "/history", "/options", "/summary"} {
			res := b.get(tb.path + tab)
			if res.status != http.StatusOK {
				t.Errorf("%s %s: %d", name, tab, res.status)
				continue
			}
			if res.doc(t).Find(`[data-testid="banner"]`).Length() != 1 {
				t.Errorf("%s %s: no banner", name, tab)
			}
		}
	}
}
