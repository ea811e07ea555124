package models

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// testReport is the report of battle id as a result action hands it over:
// a sheet, a contingent and the Prestige it moved.
func testReport(st *campaign.State, id int) campaign.BattleReport {
	return campaign.BattleReport{
		Battle: campaign.Battle{ID: id, Province: 30 + id, Attacker: campaign.Takeda, Defender: campaign.Uesugi, AttackerSize: 6, DefenderSize: 5,
			Done: true, Winner: campaign.Takeda, Result: &campaign.BattleResult{Battle: id, Winner: campaign.Takeda}},
		Year: st.Year, Season: st.Season,
		Contingents: []campaign.Contingent{{From: campaign.Takeda, To: campaign.Takeda}},
		Prestige:    []campaign.PrestigeEntry{{Clan: campaign.Takeda, Points: 30, Year: st.Year}},
	}
}

// resultAction applies battle id's result as the engine does for the store:
// the state indexes it, the entry carries the report.
func resultAction(id int) func(st *campaign.State) (ActionRecord, error) {
	return func(st *campaign.State) (ActionRecord, error) {
		r := testReport(st, id)
		st.Fought = append(st.Fought, r.Fought())
		return ActionRecord{ActorRole: RoleGM, Kind: string(campaign.ActBattleResult), Payload: fmt.Sprintf(`{"kind":"battle-result","result":{"battle":%d}}`, id),
			Reports: []campaign.BattleReport{r}}, nil
	}
}

// battleNoteAction writes text on battle id's report.
func battleNoteAction(id int, text string) func(st *campaign.State) (ActionRecord, error) {
	return func(st *campaign.State) (ActionRecord, error) {
		payload, err := json.Marshal(campaign.Action{Kind: campaign.ActBattleNote, Battle: id, Text: text})
		return ActionRecord{ActorRole: RoleGM, Kind: string(campaign.ActBattleNote), Payload: string(payload),
			ReportNotes: []campaign.ReportNote{{Battle: id, Text: text}}}, err
	}
}

func reportNotesOf(t *testing.T, db *DB, id int64, battle int) string {
	t.Helper()
	cp, err := db.Campaign(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	r, err := db.BattleReport(context.Background(), id, cp.State, battle)
	if err != nil {
		t.Fatalf("report of battle %d: %v", battle, err)
	}
	return r.Notes
}

// TestBattleReportsLiveInRowsBesideTheState: on both backends, a result's
// report is a row and the state only indexes it; each battle-note is a
// row, and undoing one gives the notes before back; undoing the result
// takes the report away; the history's list is paged newest first; an
// export carries the rows (undone ones too) and its import gives the same
// reports and the same file.
func TestBattleReportsLiveInRowsBesideTheState(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, err := db.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Takeda, Name: "A", Token: "tok-a"}, {Clan: campaign.Uesugi, Name: "B", Token: "tok-b"}})
		if err != nil {
			t.Fatal(err)
		}
		for _, act := range []func(*campaign.State) (ActionRecord, error){
			resultAction(1), battleNoteAction(1, "PRIMA"), battleNoteAction(1, "SECONDA"), resultAction(2), resultAction(3),
		} {
			if _, err := db.Act(ctx, id, 0, act); err != nil {
				t.Fatal(err)
			}
		}
		cp, _ := db.Campaign(ctx, id)
		if data, _ := json.Marshal(cp.State); bytes.Contains(data, []byte("SECONDA")) || len(cp.State.Fought) != 3 {
			t.Fatalf("the state holds the notes, or indexes %d battles", len(cp.State.Fought))
		}
		if got := reportNotesOf(t, db, id, 1); got != "SECONDA" {
			t.Fatalf("notes %q", got)
		}
		page, next, err := db.ReportPage(ctx, id, 0, 2)
		if err != nil || len(page) != 2 || page[0].Battle.ID != 3 || page[1].Battle.ID != 2 || next == 0 {
			t.Fatalf("first page %+v next %d, %v", page, next, err)
		}
		if page, last, err := db.ReportPage(ctx, id, next, 2); err != nil || len(page) != 1 || page[0].Battle.ID != 1 || last != 0 || page[0].Contingents[0].From != campaign.Takeda {
			t.Fatalf("second page %+v next %d, %v", page, last, err)
		}
		for range 3 { // the two results, then the second notes
			if _, _, err := db.Undo(ctx, id, 0, byGM); err != nil {
				t.Fatal(err)
			}
		}
		if got := reportNotesOf(t, db, id, 1); got != "PRIMA" {
			t.Fatalf("after undoing the notes: %q", got)
		}
		if cp, _ := db.Campaign(ctx, id); cp.State.FoughtBattle(2) != nil {
			t.Fatal("an undone result is still indexed")
		} else if _, err := db.BattleReport(ctx, id, cp.State, 2); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("an undone result's report: %v", err)
		}
		if page, _, _ := db.ReportPage(ctx, id, 0, 10); len(page) != 1 {
			t.Fatalf("the list shows %d reports after the undos", len(page))
		}
		ex, err := db.ExportCampaign(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if len(ex.Reports) != 5 || !ex.Reports[2].Undone || ex.Reports[2].Notes == nil || *ex.Reports[2].Notes != "SECONDA" {
			t.Fatalf("export: %+v", ex.Reports)
		}
		file, _ := json.Marshal(ex)
		read, err := ReadExport(bytes.NewReader(file), int64(len(file)))
		if err != nil {
			t.Fatal(err)
		}
		copyID, err := db.ImportCampaign(ctx, read, "hash", map[campaign.Clan]string{campaign.Takeda: "tok-c", campaign.Uesugi: "tok-d"})
		if err != nil {
			t.Fatal(err)
		}
		if got := reportNotesOf(t, db, copyID, 1); got != "PRIMA" {
			t.Fatalf("imported notes %q", got)
		}
		again, err := db.ExportCampaign(ctx, copyID)
		if err != nil {
			t.Fatal(err)
		}
		again.Name = ex.Name
		if a, _ := json.Marshal(again); !bytes.Equal(a, file) {
			t.Error("the imported campaign exports another file")
		}
	})
}

// legacyReportsJSON is st as a state was stored while its battle reports
// were part of it.
func legacyReportsJSON(t *testing.T, st *campaign.State, reports []campaign.BattleReport) string {
	t.Helper()
	var fields map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stateJSON(t, st)), &fields); err != nil {
		t.Fatal(err)
	}
	delete(fields, "fought")
	list, _ := json.Marshal(append([]campaign.BattleReport{}, reports...))
	fields["reports"] = list
	out, err := json.Marshal(fields)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// legacyReportsLog is a campaign whose states held their reports: before
// each of its actions, and after the last; the third and fourth actions
// write notes on the first report.
func legacyReportsLog(t *testing.T) (states []string, current string, reports []campaign.BattleReport) {
	t.Helper()
	st := newState(t)
	for i := range 6 {
		states = append(states, legacyReportsJSON(t, st, reports))
		switch i {
		case 2, 3:
			reports[0].Notes = strings.Repeat("nota ", 10*i)
		default:
			reports = append(reports, testReport(st, len(reports)+1))
		}
		st.Clans[0].Prestige++
	}
	return states, legacyReportsJSON(t, st, reports), reports
}

// TestOldReportsMoveOutOfTheState: a database of schema 14, whose states
// hold their battle reports, migrates to rows of their own: every report
// is read with its notes, the stored states are left as they were (the
// log's deltas are against them) and read with their reports indexed;
// undoing back through the old log gives each state's reports back.
func TestOldReportsMoveOutOfTheState(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		dsn := b.DSN(t)
		old, err := openAt(ctx, dsn, time.Now, 14) // before reports left the state
		if err != nil {
			t.Fatal(err)
		}
		states, current, reports := legacyReportsLog(t)
		id := writeOldCampaign(t, old.gorm, current, states, 3)
		_ = old.Close()
		db, err := Open(ctx, dsn, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		cp, err := db.Campaign(ctx, id)
		if err != nil || len(cp.State.Fought) != len(reports) {
			t.Fatalf("after migrating: %v, %d battles indexed", err, len(cp.State.Fought))
		}
		if got := reportNotesOf(t, db, id, 1); got != reports[0].Notes {
			t.Fatalf("notes after migrating %q", got)
		}
		if page, _, _ := db.ReportPage(ctx, id, 0, 10); len(page) != len(reports) {
			t.Fatalf("%d reports listed after migrating", len(page))
		}
		// The next action stores the state without them.
		if _, err := db.Act(ctx, id, 0, battleNoteAction(2, "NUOVA")); err != nil {
			t.Fatal(err)
		}
		var stored string
		if err := db.gorm.Model(&campaignRow{}).Where("id = ?", id).Pluck("state", &stored).Error; err != nil || strings.Contains(stored, reportsMarker) {
			t.Fatalf("the state still holds its reports: %v", err)
		}
		if got := reportNotesOf(t, db, id, 2); got != "NUOVA" {
			t.Fatalf("notes %q", got)
		}
		undoAll(t, db, id, states)
	})
}

// undoAll undoes campaign id's last action, then each of the old log's,
// checking that the reports read are those of each state given back.
func undoAll(t *testing.T, db *DB, id int64, states []string) {
	t.Helper()
	ctx := context.Background()
	if _, _, err := db.Undo(ctx, id, 0, byGM); err != nil {
		t.Fatal(err)
	}
	for i := len(states) - 1; i >= 0; i-- {
		if _, _, err := db.Undo(ctx, id, 0, byGM); err != nil {
			t.Fatal(err)
		}
		cp, err := db.Campaign(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := legacyReports(states[i])
		if stateJSON(t, cp.State) != decodedJSON(t, states[i]) || len(cp.State.Fought) != len(want) {
			t.Fatalf("undoing action %d: the state is not the one before it", i+1)
		}
		page, _, err := db.ReportPage(ctx, id, 0, 10)
		if err != nil || len(page) != len(want) {
			t.Fatalf("undoing action %d: %d reports listed, want %d (%v)", i+1, len(page), len(want), err)
		}
		if len(want) > 0 {
			if got := reportNotesOf(t, db, id, 1); got != want[0].Notes {
				t.Fatalf("undoing action %d: notes %q, want %q", i+1, got, want[0].Notes)
			}
		}
	}
}

// TestOlderExportWithReportsInsideImports: an export made while reports
// were part of the state imports with its reports in rows, on both
// backends.
func TestOlderExportWithReportsInsideImports(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		_, current, reports := legacyReportsLog(t)
		ex := &Export{Format: ExportFormat, Name: "Vecchia", State: json.RawMessage(current), Players: []ExportPlayer{{Clan: campaign.Takeda, Name: "A"}, {Clan: campaign.Uesugi, Name: "B"}}}
		file, _ := json.Marshal(ex)
		read, err := ReadExport(bytes.NewReader(file), int64(len(file)))
		if err != nil {
			t.Fatal(err)
		}
		id, err := db.ImportCampaign(ctx, read, "hash", map[campaign.Clan]string{campaign.Takeda: "tok-e", campaign.Uesugi: "tok-f"})
		if err != nil {
			t.Fatal(err)
		}
		if got := reportNotesOf(t, db, id, 1); got != reports[0].Notes {
			t.Fatalf("imported notes %q", got)
		}
		var n int64
		if err := db.gorm.Model(&reportRow{}).Where("campaign_id = ? AND kind = ?", id, reportKept).Count(&n).Error; err != nil || n != int64(len(reports)) {
			t.Fatalf("%d report rows, %v", n, err)
		}
	})
}
