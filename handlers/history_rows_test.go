package handlers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"testing"

	"sengoku/campaign"
	"sengoku/models"
)

// TestPastYearsLeaveTheState: the Winter tally archives the year's ledger
// and the tallies in rows of their own, in the action's transaction; the
// Prestige tab and the JSON view still show them; an export carries them
// and its import gives them back; undoing the tally puts the year back in
// the state and the rows out of the history (on the suite's backend).
func TestPastYearsLeaveTheState(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	id, _ := benchCampaign(t, ts.URL)
	// The ledger as it stood before the action that ended the year (the
	// last the autoplay saw in 1560): what undoing that action gives back.
	// It may be empty, when the Winter tally's action earned the year's
	// first Prestige.
	var beforeTally []campaign.PrestigeEntry
	autoplayUntil(t, ts.db, id, func(st *campaign.State) bool {
		if st.Year == campaign.FirstYear {
			beforeTally = slices.Clone(st.Ledger)
		}
		return st.Year == campaign.FirstYear+1
	})
	cp, err := ts.db.Campaign(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	hist, err := ts.db.History(ctx, id, cp.State)
	if err != nil {
		t.Fatal(err)
	}
	if len(cp.State.Tallies) != 0 || len(hist.Tallies) != 6 || len(hist.Ledger) == 0 || len(cp.State.Ledger) != 0 {
		t.Fatalf("after the first tally: state %d entries %d tallies; history %d entries %d tallies",
			len(cp.State.Ledger), len(cp.State.Tallies), len(hist.Ledger), len(hist.Tallies))
	}
	gm := ts.browser(t)
	path := fmt.Sprintf("/campaigns/%d", id)
	if res := gm.postForm(path+"/login", url.Values{"password": {"kawanakajima"}}); res.status != http.StatusSeeOther {
		t.Fatalf("sign-in: %d", res.status)
	}
	if rows := gm.get(path + "/prestige").doc(t).Find(`[data-testid="tallies"] tbody tr`).Length(); rows != 1 {
		t.Errorf("the Prestige tab shows %d past tallies of the clan, want 1", rows)
	}
	var api struct {
		View struct {
			Tallies []campaign.Tally `json:"tallies"`
		} `json:"view"`
	}
	if err := json.Unmarshal([]byte(gm.get("/api"+path+"/view").body), &api); err != nil || len(api.View.Tallies) != 6 {
		t.Errorf("the JSON view has %d tallies (%v)", len(api.View.Tallies), err)
	}

	ex, err := ts.db.ExportCampaign(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if err := ex.CheckReplay(); err != nil {
		t.Fatalf("the export does not replay: %v", err)
	}
	tokens := map[campaign.Clan]string{}
	for _, p := range ex.Players {
		tokens[p.Clan] = "token-" + string(p.Clan)
	}
	copyID, err := ts.db.ImportCampaign(ctx, ex, "hash", tokens)
	if err != nil {
		t.Fatal(err)
	}
	cp2, _ := ts.db.Campaign(ctx, copyID)
	hist2, err := ts.db.History(ctx, copyID, cp2.State)
	if err != nil || !reflect.DeepEqual(hist, hist2) {
		t.Errorf("the imported history differs (%v)", err)
	}

	// Undo back over the tally: the year's ledger is in the state again.
	for i := 0; i < 40; i++ {
		if _, _, err := ts.db.Undo(ctx, id, 0, func(models.ActionRecord) models.ActionRecord {
			return models.ActionRecord{ActorRole: "gm", Kind: "undo"}
		}); err != nil {
			t.Fatal(err)
		}
		cp, _ = ts.db.Campaign(ctx, id)
		if cp.State.Year == campaign.FirstYear {
			break
		}
	}
	back, _ := ts.db.History(ctx, id, cp.State)
	sameLedger := func(a, b []campaign.PrestigeEntry) bool { return len(a) == 0 && len(b) == 0 || reflect.DeepEqual(a, b) }
	if cp.State.Year != campaign.FirstYear || len(back.Tallies) != 0 || !sameLedger(cp.State.Ledger, beforeTally) || !sameLedger(back.Ledger, cp.State.Ledger) {
		t.Errorf("after undoing the tally: year %d, %d tallies, state %d entries (%d before the tally), history %d entries",
			cp.State.Year, len(back.Tallies), len(cp.State.Ledger), len(beforeTally), len(back.Ledger))
	}
}
