package handlers_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// longCampaign plays a campaign of seasons × perSeason actions through
// the engine on the reference map with two players, as a format-1 export (every state
// whole), the way the app stores it: each action's state before, a
// snapshot whenever the season changes. The clans draw (resolving a card's
// choice with its first option), pass a few notes in diplomacy while the
// game master stops and restarts the timer until the season has about
// perSeason actions, and stay put; the game master advances.
func longCampaign(t testing.TB, seasons, perSeason int) *models.Export {
	t.Helper()
	players := map[campaign.Clan]string{campaign.Takeda: "Ada", campaign.Uesugi: "Bruno"}
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Dieci anni", Scenario: campaign.Custom, Players: players, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	ex := &models.Export{Format: "sengoku-campaign/1", Name: st.Name}
	for _, c := range st.Clans {
		if name, ok := players[c.Clan]; ok {
			ex.Players = append(ex.Players, models.ExportPlayer{Clan: c.Clan, Name: name})
		}
	}
	at := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
	gm := campaign.Actor{Role: campaign.RoleGM}
	inSeason := 0
	for done := 0; done < seasons; {
		actor, a := nextMove(st, gm, inSeason, perSeason)
		a.At = at
		before, _ := json.Marshal(st)
		year, season := st.Year, st.Season
		out, err := campaign.Step(st, actor, a)
		if err != nil {
			t.Fatalf("season %d, %s by %v: %v", done, a.Kind, actor, err)
		}
		payload, _ := json.Marshal(a)
		events, _ := json.Marshal(out.Messages)
		ex.Actions = append(ex.Actions, models.ExportAction{Seq: int64(len(ex.Actions) + 1), ActorRole: string(actor.Role), ActorClan: string(actor.Clan),
			Kind: string(a.Kind), Payload: payload, Rolls: json.RawMessage(campaign.MarshalRolls(out.Rolls)), Events: events,
			StateBefore: before, Year: year, Season: int(season), CreatedAt: at})
		at = at.Add(time.Second)
		inSeason++
		if st.Year != year || st.Season != season {
			ex.Snapshots = append(ex.Snapshots, models.ExportSnapshot{Year: year, Season: int(season), State: before})
			done, inSeason = done+1, 0
		}
	}
	ex.State, _ = json.Marshal(st)
	return ex
}

// nextMove is the next action of longCampaign.
func nextMove(st *campaign.State, gm campaign.Actor, inSeason, perSeason int) (campaign.Actor, campaign.Action) {
	player := func(c campaign.Clan) campaign.Actor { return campaign.Actor{Role: campaign.RolePlayer, Clan: c} }
	switch {
	case st.Phase == campaign.PhaseSetup:
		return gm, campaign.Action{Kind: campaign.ActStart}
	case st.Ninja != nil:
		return player(st.Ninja.Target), campaign.Action{Kind: campaign.ActNinjaAnswer}
	case st.Pending != nil:
		p := st.Pending
		a := campaign.Action{Kind: campaign.ActChooseCard}
		switch p.Kind {
		case "province":
			a.Province, _ = strconv.Atoi(p.Options[0])
		case "element":
			a.Choice = p.Options[0]
		default:
			a.Choices = p.Options[:1]
		}
		return player(p.Clan), a
	case st.Phase == campaign.PhaseDraw && st.NextDrawer() != "":
		return player(st.NextDrawer()), campaign.Action{Kind: campaign.ActDraw}
	case st.Phase == campaign.PhaseMovement && st.Mover() != "":
		return player(st.Mover()), campaign.Action{Kind: campaign.ActStay}
	case st.Phase == campaign.PhaseDiplomacy && inSeason < perSeason-8 && st.Timer.Stopped:
		return gm, campaign.Action{Kind: campaign.ActTimer, Choice: "start"}
	case st.Phase == campaign.PhaseDiplomacy && inSeason < perSeason-8 && inSeason%8 != 0:
		return gm, campaign.Action{Kind: campaign.ActTimer, Choice: "stop"}
	case st.Phase == campaign.PhaseDiplomacy && inSeason < perSeason-8:
		from, to := campaign.Takeda, campaign.Uesugi
		if inSeason%16 == 0 {
			from, to = to, from
		}
		return player(from), campaign.Action{Kind: campaign.ActNote, Target: to,
			Text: fmt.Sprintf("Nota %d: incontriamoci al confine, porta due Ashigaru e il tè.", st.NoteCount+1)}
	}
	return gm, campaign.Action{Kind: campaign.ActAdvance}
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
