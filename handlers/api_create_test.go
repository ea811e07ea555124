package handlers_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// The API reads a map as the form's map.json upload does: owners in any
// case ("hojo", "kyoto", "neutral"), an edge without kind is over land.
func TestAPICreateNormalisesTheMapAsTheForm(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	body := `{"name":"Piccola","scenario":"custom","players":{"Takeda":"A","Uesugi":"B"},"gmPassword":"tessen-1560","map":{"provinces":[` +
		`{"id":1,"name":"Alpha","owner":"takeda","capital":true,"terrain":"Plain","lat":35,"lon":138},` +
		`{"id":2,"name":"Beta","owner":"kyoto","terrain":"hilly","lat":35.5,"lon":138.5},` +
		`{"id":3,"name":"Gamma","owner":"UESUGI","capital":true,"terrain":"mountain","lat":36,"lon":139},` +
		`{"id":4,"name":"Delta","owner":"neutral","terrain":"plain","lat":36,"lon":140}],` +
		`"adjacency":[{"a":1,"b":2},{"a":2,"b":3},{"a":3,"b":4,"kind":"strait"}]}}`
	res := b.postJSON("/api/campaigns", body)
	if res.status != http.StatusCreated {
		t.Fatalf("create: %d %s", res.status, res.body)
	}
	list, _ := ts.db.Campaigns(context.Background())
	if len(list) != 1 {
		t.Fatalf("%d campaigns", len(list))
	}
	cp, err := ts.db.Campaign(context.Background(), list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	m := cp.State.Map
	if m.Provinces[0].Owner != "Takeda" || m.Provinces[1].Owner != campaign.KyotoOwner || m.Provinces[2].Owner != "Uesugi" || m.Provinces[3].Owner != "" {
		t.Errorf("owners not normalised: %+v", m.Provinces)
	}
	if m.Edges[0].Kind != campaign.Land || m.Edges[1].Kind != campaign.Land || m.Edges[2].Kind != campaign.Strait {
		t.Errorf("edge kinds: %+v", m.Edges)
	}
	if cp.State.Owner(1) != campaign.Takeda || cp.State.Clan(campaign.Uesugi).Capital != 3 {
		t.Errorf("starting owners: %v, Uesugi capital %d", cp.State.Owner(1), cp.State.Clan(campaign.Uesugi).Capital)
	}
}

// A misspelt or unknown field is a 400 naming it, in the caller's language;
// it is never silently ignored, and nothing is stored.
func TestAPICreateRefusesUnknownFields(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	cases := []struct {
		body, lang, want string
		status           int
	}{
		{`{"name":"x","scenario":"six","players":{},"gmPasword":"tessen-1560"}`, "it", `Campo sconosciuto \"gmPasword\"`, 400},
		{`{"name":"x","scenario":"six","players":{},"gmPasword":"tessen-1560"}`, "en", `Unknown field \"gmPasword\"`, 400},
		{`{"name":"x","scenario":"six","players":{},"gmPassword":"tessen-1560","seed":7}`, "en", `Unknown field \"seed\"`, 400},
		{`{"name":"x","scenario":"six","players":{},"gmPassword":"tessen-1560"} {"more":1}`, "en", "not valid JSON", 400},
		{`{"name":"x","scenario":"custom","players":{"Takeda":"A","Uesugi":"B"},"gmPassword":"tessen-1560","map":{"provinces":[],"edges":[]}}`, "en", `unknown field \"edges\"`, 422},
	}
	for _, tc := range cases {
		res := b.postJSON("/api/campaigns?lang="+tc.lang, tc.body)
		if res.status != tc.status || !strings.Contains(res.body, tc.want) {
			t.Errorf("%s: %d %s", tc.body, res.status, res.body)
		}
	}
	if list, _ := ts.db.Campaigns(context.Background()); len(list) != 0 {
		t.Fatalf("%d campaigns stored", len(list))
	}
}

// The other campaign JSON bodies are as strict: an action or an undo with
// an unknown field is refused before anything happens.
func TestAPIActionAndUndoRefuseUnknownFields(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testAPIActionAndUndoRefuseUnknownFields)
}

func testAPIActionAndUndoRefuseUnknownFields(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	before, _ := tb.ts.db.CampaignVersion(context.Background(), tb.id)
	res := tb.gm.postJSON("/api"+tb.path+"/actions?lang=en", `{"kind":"start","versoin":1}`)
	if res.status != http.StatusBadRequest || !strings.Contains(res.body, `Unknown field \"versoin\"`) {
		t.Errorf("action: %d %s", res.status, res.body)
	}
	res = tb.gm.postJSON("/api"+tb.path+"/undo", `{"version":1,"all":true}`)
	if res.status != http.StatusBadRequest || !strings.Contains(res.body, `Campo sconosciuto \"all\"`) {
		t.Errorf("undo: %d %s", res.status, res.body)
	}
	if after, _ := tb.ts.db.CampaignVersion(context.Background(), tb.id); after != before {
		t.Errorf("version %d → %d", before, after)
	}
	if res := tb.gm.postJSON("/api"+tb.path+"/actions", `{"kind":"start","version":`+strconv.FormatInt(before, 10)+`}`); res.status != http.StatusOK {
		t.Errorf("a correct action: %d %s", res.status, res.body)
	}
}
