package handlers_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/models"
	"sengoku/models/dbtest"
	campaignview "sengoku/views/campaign"
)

// fightFixture records battle id as fought in Totomi, as a result action
// hands its report to the store: the state indexes it, the row keeps it.
func fightFixture(t *testing.T, tb *table, id int) {
	t.Helper()
	_, err := tb.ts.db.Act(context.Background(), tb.id, 0, func(st *campaign.State) (models.ActionRecord, error) {
		r := campaign.BattleReport{Battle: campaign.Battle{ID: id, Province: 32, Attacker: campaign.Takeda, Defender: campaign.Imagawa,
			Done: true, Winner: campaign.Takeda, Result: &campaign.BattleResult{Battle: id, Winner: campaign.Takeda}}, Year: st.Year, Season: st.Season}
		st.Fought = append(st.Fought, r.Fought())
		return models.ActionRecord{ActorRole: "gm", Kind: "test-fixture", Reports: []campaign.BattleReport{r}}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestHistoryListsBattleReportsAPageAtATime: the History tab lists the
// fought battles twenty at a time, newest first, and names the older
// page; a wrong page mark is refused in the reader's language.
func TestHistoryListsBattleReportsAPageAtATime(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testHistoryListsBattleReports)
}

func testHistoryListsBattleReports(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	for id := 1; id <= 25; id++ {
		fightFixture(t, tb, id)
	}
	reader := tb.players[campaign.Uesugi]
	doc := reader.get(tb.path + "/history").doc(t)
	links := doc.Find(`[data-testid="battle-reports"] a`)
	if links.Length() != 20 || links.First().AttrOr("href", "") != campaignview.BattleReportURL(tb.id, 25) {
		t.Fatalf("the first page lists %d reports, the first %q", links.Length(), links.First().AttrOr("href", ""))
	}
	older := doc.Find(`[data-testid="reports-older"]`).AttrOr("href", "")
	if older == "" || doc.Find(`[data-testid="reports-newest"]`).Length() != 0 {
		t.Fatal("the first page does not name the older one, or names itself")
	}
	doc = reader.get(older).doc(t)
	links = doc.Find(`[data-testid="battle-reports"] a`)
	if links.Length() != 5 || links.Last().AttrOr("href", "") != campaignview.BattleReportURL(tb.id, 1) {
		t.Fatalf("the older page lists %d reports, the last %q", links.Length(), links.Last().AttrOr("href", ""))
	}
	if doc.Find(`[data-testid="reports-older"]`).Length() != 0 || doc.Find(`[data-testid="reports-newest"]`).Length() != 1 {
		t.Error("the last page names an older one, or not the newest")
	}
	res := reader.get(tb.path + "/history?reports=x&lang=en")
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "battle reports (reports)") {
		t.Errorf("a wrong page mark: %d", res.status)
	}
}

// TestUndoingBattleNotesGivesTheNotesBefore: each battle-note is kept
// beside the state, never in it; undoing one shows the notes before it
// again, and undoing the result takes the report away.
func TestUndoingBattleNotesGivesTheNotesBefore(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testUndoingBattleNotes)
}

func testUndoingBattleNotes(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	fightFixture(t, tb, 7)
	link := campaignview.BattleReportURL(tb.id, 7)
	for _, text := range []string{"PRIMA: il guado tenne fino a sera.", "SECONDA: la cavalleria ruppe sul fiume."} {
		if res := tb.gm.postForm(link, form("text", text)); res.status != http.StatusSeeOther {
			t.Fatalf("notes: %d", res.status)
		}
	}
	notes := func() string {
		return tb.players[campaign.Mori].get(link).doc(t).Find(`[data-testid="report-notes"]`).Text()
	}
	if got := notes(); !strings.HasPrefix(got, "SECONDA") {
		t.Fatalf("notes %q", got)
	}
	if data, _ := json.Marshal(tb.state(t)); strings.Contains(string(data), "SECONDA") || strings.Contains(string(data), "PRIMA") {
		t.Error("the state holds the report's notes")
	}
	undo := func() {
		t.Helper()
		if res := tb.gm.postForm(tb.path+"/undo", url.Values{}); res.status != http.StatusSeeOther {
			t.Fatalf("undo: %d", res.status)
		}
	}
	undo()
	if got := notes(); !strings.HasPrefix(got, "PRIMA") {
		t.Fatalf("after undoing the second notes: %q", got)
	}
	undo()
	undo() // the result
	if res := tb.players[campaign.Mori].get(link); res.status != http.StatusNotFound {
		t.Errorf("an undone battle's report: %d", res.status)
	}
	if res := tb.gm.postForm(link, form("text", "x")); res.status != http.StatusNotFound {
		t.Errorf("notes on an undone battle's report: %d", res.status)
	}
	if n := tb.players[campaign.Mori].get(tb.path + "/history").doc(t).Find(`[data-testid="battle-reports"] a`).Length(); n != 0 {
		t.Errorf("the history lists %d reports after the undo", n)
	}
}
