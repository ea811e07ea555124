package handlers_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// longCampaign is a synthetic campaign of seasons × perSeason actions on a
// three-province map, as a format-1 export (every state whole): each
// action rolls a die, draws a card and sets the phase; every tenth sends a
// note, every twentieth scores Prestige, so the state grows as a real one
// does; each season ends with a snapshot.
func longCampaign(t testing.TB, seasons, perSeason int) *models.Export {
	t.Helper()
	m, err := campaign.ParseMapJSON([]byte(`{"provinces":[` +
		`{"id":1,"name":"Alpha","owner":"Takeda","capital":true,"terrain":"plain","lat":35,"lon":138},` +
		`{"id":2,"name":"Beta","owner":"Kyoto","terrain":"hilly","lat":35.5,"lon":138.5},` +
		`{"id":3,"name":"Gamma","owner":"Uesugi","capital":true,"terrain":"mountain","lat":36,"lon":139}],` +
		`"adjacency":[{"a":1,"b":2},{"a":2,"b":3}]}`))
	if err != nil {
		t.Fatal(err)
	}
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Dieci anni", Scenario: campaign.Custom, Map: &m,
		Players: map[campaign.Clan]string{campaign.Takeda: "Ada", campaign.Uesugi: "Bruno"}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	ex := &models.Export{Format: "sengoku-campaign/1", Name: st.Name, Players: []models.ExportPlayer{{Clan: campaign.Takeda, Name: "Ada"}, {Clan: campaign.Uesugi, Name: "Bruno"}}}
	phases := []campaign.Phase{campaign.PhaseDraw, campaign.PhaseDiplomacy, campaign.PhaseMovement, campaign.PhaseBattles}
	at := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
	seq := int64(0)
	for season := 0; season < seasons; season++ {
		for i := 0; i < perSeason; i++ {
			before, _ := json.Marshal(st)
			if i == 0 && season > 0 {
				ex.Snapshots = append(ex.Snapshots, models.ExportSnapshot{Year: st.Year, Season: int(st.Season), State: before})
				if st.Season++; st.Season > campaign.Winter {
					st.Season, st.Year = campaign.Spring, st.Year+1
				}
			}
			r, err := campaign.RestoreRoller(st.RollerState)
			if err != nil {
				t.Fatal(err)
			}
			r.Die(6, "test")
			st.RollerState = r.State()
			st.Phase = phases[i*len(phases)/perSeason]
			if len(st.Deck.DrawPile) == 0 {
				st.Deck.DrawPile, st.Deck.Removed, st.Deck.Pass = st.Deck.Removed, nil, 3-st.Deck.Pass
			}
			st.Deck.Removed = append(st.Deck.Removed, st.Deck.DrawPile[0])
			st.Deck.DrawPile = st.Deck.DrawPile[1:]
			kind := "draw"
			if i%10 == 0 {
				kind = "note"
				from, to := campaign.Takeda, campaign.Uesugi
				if i%20 == 0 {
					from, to = to, from
				}
				st.Notes = append(st.Notes, campaign.Note{ID: len(st.Notes) + 1, From: from, To: to, Year: st.Year, Season: st.Season,
					Text: fmt.Sprintf("Nota %d: incontriamoci al confine, porta due Ashigaru e il tè.", len(st.Notes)), At: at})
				st.Clan(from).Inbox = append(st.Clan(from).Inbox, len(st.Notes)-1)
				st.Clan(to).Inbox = append(st.Clan(to).Inbox, len(st.Notes)-1)
			}
			if i%20 == 0 {
				st.Ledger = append(st.Ledger, campaign.PrestigeEntry{Clan: campaign.Takeda, Year: st.Year, Season: st.Season, Points: 5, Code: "battle-won",
					EN: "Battle won in Beta", IT: "Battaglia vinta a Beta"})
				st.Clan(campaign.Takeda).PendingPP += 5
			}
			seq++
			at = at.Add(time.Minute)
			ex.Actions = append(ex.Actions, models.ExportAction{Seq: seq, ActorRole: "gm", Kind: kind, Payload: json.RawMessage(`{"kind":"` + kind + `"}`),
				Rolls: json.RawMessage(campaign.MarshalRolls(r.Rolls())), Events: json.RawMessage(`[]`), StateBefore: before,
				Year: st.Year, Season: int(st.Season), CreatedAt: at})
		}
	}
	ex.State, _ = json.Marshal(st)
	return ex
}

// wholeSize is how many bytes ex's stored states take whole (compact:
// format 1 indented them, which took about twice as much).
func wholeSize(ex *models.Export) int {
	n := 0
	for _, a := range ex.Actions {
		n += len(a.StateBefore)
	}
	for _, s := range ex.Snapshots {
		n += len(s.State)
	}
	return n
}

// A ten-year club campaign (40 seasons, 2000 actions) exports in a small
// file and comes back through the import form identical: same states
// before every action, same snapshots, same log.
func TestTenYearCampaignRoundTrips(t *testing.T) { onEachBackend(t, testTenYearCampaignRoundTrips) }

func testTenYearCampaignRoundTrips(t *testing.T, backend dbtest.Backend) {
	ts := newTestServerOn(t, backend)
	src := longCampaign(t, 40, 50)
	whole := wholeSize(src)
	id, err := ts.db.ImportCampaign(context.Background(), src, "x", map[campaign.Clan]string{campaign.Takeda: "t1", campaign.Uesugi: "t2"})
	if err != nil {
		t.Fatal(err)
	}
	first, err := ts.db.ExportCampaign(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	file, _ := json.MarshalIndent(first, "", "  ")
	t.Logf("%d actions: every state whole takes %.1f MB (compact), the export %.2f MB", len(first.Actions), float64(whole)/(1<<20), float64(len(file))/(1<<20))
	if len(file) > 4<<20 || len(file)*20 > whole {
		t.Errorf("the export takes %d bytes; every state whole took %d", len(file), whole)
	}

	other := ts.browser(t)
	res := other.postMultipart("/campaigns/import", importForm(), map[string]string{"file": string(file)})
	if res.status != http.StatusSeeOther {
		t.Fatalf("import: %d %s", res.status, problemsOf(t, res))
	}
	newID := regexp.MustCompile(`/campaigns/(\d+)/links`).FindStringSubmatch(res.header.Get("Location"))[1]
	second := other.get("/campaigns/" + newID + "/export")
	if second.status != http.StatusOK || second.body != string(file) {
		t.Fatalf("export → import → export is not identical (%d bytes, then %d)", len(file), len(second.body))
	}
	// The states themselves came back: undo restores the one before the
	// last action, exactly as it was stored.
	var back models.Export
	if err := json.Unmarshal([]byte(second.body), &back); err != nil {
		t.Fatal(err)
	}
	var n int
	err = back.EachStoredState(func(s models.StoredState) error {
		want := src.Snapshots[max(s.Snapshot, 0)].State
		if s.Action >= 0 {
			want = src.Actions[s.Action].StateBefore
		}
		if s.JSON != string(want) {
			return fmt.Errorf("state %+v differs", s)
		}
		n++
		return nil
	})
	if err != nil || n != len(src.Actions)+len(src.Snapshots) {
		t.Fatalf("%d states rebuilt: %v", n, err)
	}
}

// A format-1 export (every state whole, indented) over the old 8 MB cut
// still imports.
func TestLargeFormat1ExportImports(t *testing.T) {
	ts := newTestServer(t)
	ex := longCampaign(t, 12, 50)
	file, _ := json.MarshalIndent(ex, "", "  ")
	if len(file) < 9<<20 {
		t.Fatalf("the file takes only %d bytes", len(file))
	}
	res := ts.browser(t).postMultipart("/campaigns/import", importForm(), map[string]string{"file": string(file)})
	if res.status != http.StatusSeeOther {
		t.Fatalf("a %d-byte export: %d %s", len(file), res.status, problemsOf(t, res))
	}
}

// A file over the limit is refused as too large, naming the limit, never
// as "not a valid export"; so is a gzip file that decompresses beyond it.
// A gzipped export imports.
func TestImportTooLargeSaysSo(t *testing.T) {
	ts := newTestServer(t)
	b := ts.browser(t)
	huge := `{"format":"sengoku-campaign/2","name":"` + strings.Repeat("x", 70<<20) + `"}`
	for _, size := range []int{65 << 20, 70 << 20} { // within the request's limit, beyond it
		huge := huge[:size]
		res := b.postMultipart("/campaigns/import", importForm(), map[string]string{"file": huge})
		if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "troppo grande (limite 64 MB)") ||
			strings.Contains(res.body, "esportazione valida") || strings.Contains(res.body, "almeno 8 caratteri") {
			t.Errorf("a %d MB file: %d %s", size>>20, res.status, problemsOf(t, res))
		}
	}
	var bomb bytes.Buffer
	zw := gzip.NewWriter(&bomb)
	_, _ = zw.Write([]byte(huge))
	_ = zw.Close()
	res := b.postMultipart("/campaigns/import?lang=en", importForm(), map[string]string{"file": bomb.String()})
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "decompressed (limit 64 MB)") {
		t.Errorf("a %d-byte gzip of 65 MB: %d %s", bomb.Len(), res.status, problemsOf(t, res))
	}
	res = b.postMultipart("/campaigns/import", importForm(), map[string]string{"file": "\x1f\x8b garbage"})
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "esportazione valida") {
		t.Errorf("broken gzip: %d", res.status)
	}
	if list, _ := ts.db.Campaigns(context.Background()); len(list) != 0 {
		t.Fatalf("%d campaigns stored", len(list))
	}

	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	plain := gm.get(path + "/export").body
	var zipped bytes.Buffer
	zw = gzip.NewWriter(&zipped)
	_, _ = zw.Write([]byte(plain))
	_ = zw.Close()
	res = b.postMultipart("/campaigns/import", importForm(), map[string]string{"file": zipped.String()})
	if res.status != http.StatusSeeOther {
		t.Fatalf("gzipped export: %d %s", res.status, problemsOf(t, res))
	}
	if again := b.get(strings.TrimSuffix(res.header.Get("Location"), "/links") + "/export"); again.body != plain {
		t.Error("a gzipped export does not come back identical")
	}
}

// A ten-year campaign (40 seasons, 2000 actions) takes at most 5 MB in the
// database: the map is stored once and each past state as a delta, not
// whole (every state whole took 58 MB).
func TestTenYearCampaignStoresSmall(t *testing.T) {
	onEachBackend(t, testTenYearCampaignStoresSmall)
}

func testTenYearCampaignStoresSmall(t *testing.T, backend dbtest.Backend) {
	ts := newTestServerOn(t, backend)
	ctx := context.Background()
	src := longCampaign(t, 40, 50)
	empty, err := ts.db.Size(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ts.db.ImportCampaign(ctx, src, "x", map[campaign.Clan]string{campaign.Takeda: "t1", campaign.Uesugi: "t2"}); err != nil {
		t.Fatal(err)
	}
	full, err := ts.db.Size(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d actions, every state whole %.1f MB; the database grew by %.2f MB (empty %.2f MB)",
		backend.Name, len(src.Actions), float64(wholeSize(src))/(1<<20), float64(full-empty)/(1<<20), float64(empty)/(1<<20))
	if full-empty > 5<<20 {
		t.Errorf("the campaign takes %d bytes in the database, more than 5 MB", full-empty)
	}
}
