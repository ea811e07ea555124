package handlers_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"sengoku/campaign"
)

// "2 Ronin (oppure 2 Monaci Guerrieri)" (seed 004 l.497): the form offers
// Warrior Monks per clan, Ronin by default; in the 5-player scenario the
// choice is refused with the rule, the ticks echoed and nothing saved.
func TestCreateForm_S3_L497_MonksInsteadOfRonin(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	if n := b.get("/campaigns/new").doc(t).Find(`input[type="checkbox"][name^="monks."]:not([checked])`).Length(); n != 6 {
		t.Fatalf("%d unticked Monks boxes on the new form, want one per clan", n)
	}
	f := sixPlayerForm()
	f.Set("monks.Uesugi", "1")
	path := b.createCampaign(f)
	id, _ := strconv.ParseInt(path[strings.LastIndex(path, "/")+1:], 10, 64)
	cp, err := ts.db.Campaign(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range campaign.Clans {
		n := cp.State.Clan(c).Army.Count()
		if monks := c == campaign.Uesugi; (n[campaign.WarriorMonks] == 2) != monks || (n[campaign.Ronin] == 2) == monks {
			t.Errorf("%s: %v", c, n)
		}
	}

	f = sixPlayerForm()
	f.Set("scenario", "five")
	f.Set("players", "5")
	f.Del("player.Imagawa")
	f.Set("monks.Takeda", "1")
	res := b.postForm("/campaigns", f)
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "schiera sempre 2 Ronin") {
		t.Fatalf("Monks in the 5-player scenario: %d", res.status)
	}
	if res.doc(t).Find(`input[name="monks.Takeda"][checked]`).Length() != 1 {
		t.Error("the tick is not echoed back")
	}
	if list, _ := ts.db.Campaigns(context.Background()); len(list) != 1 {
		t.Errorf("%d campaigns stored, want the first only", len(list))
	}
}

// The JSON API takes the same choice as a list of clans.
func TestAPICreate_S3_L497_MonksInsteadOfRonin(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.postJSON("/api/campaigns", `{"name":"M","scenario":"custom","players":{"Takeda":"a","Uesugi":"b"},"monks":["takeda"],"gmPassword":"tessen-1560"}`)
	if res.status != http.StatusCreated {
		t.Fatalf("create: %d %s", res.status, res.body)
	}
	list, _ := ts.db.Campaigns(context.Background())
	cp, err := ts.db.Campaign(context.Background(), list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if n := cp.State.Clan(campaign.Takeda).Army.Count(); n[campaign.WarriorMonks] != 2 || n[campaign.Ronin] != 0 {
		t.Errorf("Takeda %v", n)
	}
	if n := cp.State.Clan(campaign.Uesugi).Army.Count(); n[campaign.Ronin] != 2 {
		t.Errorf("Uesugi %v", n)
	}
	for _, tc := range []struct{ body, want string }{
		{`{"name":"M","scenario":"custom","players":{"Takeda":"a","Uesugi":"b"},"monks":["Oda"],"gmPassword":"tessen-1560"}`, `Unknown clan \"Oda\"`},
		{`{"name":"M","scenario":"custom","players":{"Takeda":"a","Uesugi":"b"},"monks":["Mori"],"gmPassword":"tessen-1560"}`, "Mori has no player"},
	} {
		if res := b.postJSON("/api/campaigns?lang=en", tc.body); res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, tc.want) {
			t.Errorf("%s: %d %s", tc.body, res.status, res.body)
		}
	}
}
