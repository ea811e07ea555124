package models

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// TestNotesSurviveExportImportAndUndo: notes are rows beside the log, on
// both backends. An undone note leaves the box but stays in the export
// (its action is in the log, and replays); the export's payloads carry
// every note's text, the stored log does not; an import gives the same
// box back, and the import's export is the same file.
func TestNotesSurviveExportImportAndUndo(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, err := db.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Takeda, Name: "A", Token: "tok-a"}, {Clan: campaign.Uesugi, Name: "B", Token: "tok-b"}})
		if err != nil {
			t.Fatal(err)
		}
		at := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
		for _, text := range []string{"PRIMO", "SECONDO", "TERZO"} {
			if _, err := db.Act(ctx, id, 0, noteAction(text, at)); err != nil {
				t.Fatal(err)
			}
		}
		if _, _, err := db.Undo(ctx, id, 0, byGM); err != nil {
			t.Fatal(err)
		}
		all := campaign.BoxReader{All: true}
		box, err := db.Box(ctx, id, BoxQuery{Reader: all})
		if err != nil || len(box) != 2 || box[0].Text != "SECONDO" {
			t.Fatalf("after the undo: %+v, %v", box, err)
		}
		var payloads []string
		if err := db.gorm.Model(&actionRow{}).Where("campaign_id = ?", id).Order("seq").Pluck("payload", &payloads).Error; err != nil {
			t.Fatal(err)
		}
		for _, p := range payloads {
			if bytes.Contains([]byte(p), []byte("PRIMO")) || bytes.Contains([]byte(p), []byte("TERZO")) {
				t.Errorf("the stored log repeats a note's text: %s", p)
			}
		}
		ex, err := db.ExportCampaign(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if len(ex.Box) != 3 || !ex.Box[2].Undone || !bytes.Contains(ex.Actions[2].Payload, []byte(`"text":"TERZO"`)) {
			t.Fatalf("export: box %+v, third payload %s", ex.Box, ex.Actions[2].Payload)
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
		got, err := db.Box(ctx, copyID, BoxQuery{Reader: all})
		if err != nil || len(got) != 2 || got[0].Text != "SECONDO" || got[1].Text != "PRIMO" {
			t.Fatalf("imported box %+v, %v", got, err)
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

// TestSeasonBoxShowsEveryNote: the Diplomacy tab's season is read whole,
// however many notes it holds (older campaigns have no bound on them),
// while a page of the box stops at MaxBoxPage and names the next one.
func TestSeasonBoxShowsEveryNote(t *testing.T) {
	db, _ := openTest(t, dbtest.SQLite)
	ctx := context.Background()
	st := newState(t)
	id, err := db.NewCampaign(ctx, st, "hash", nil)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
	const n = MaxBoxPage + 20
	for range n {
		if _, err := db.Act(ctx, id, 0, noteAction("NOTA", at)); err != nil {
			t.Fatal(err)
		}
	}
	all := campaign.BoxReader{All: true}
	notes, _, err := db.SeasonBox(ctx, id, all, st.Year, st.Season)
	if err != nil || len(notes) != n {
		t.Fatalf("the season shows %d notes of %d (%v)", len(notes), n, err)
	}
	page, next, err := db.BoxPage(ctx, id, BoxQuery{Reader: all, Limit: MaxBoxPage})
	if err != nil || len(page) != MaxBoxPage || next == 0 {
		t.Fatalf("a page of %d notes, next %d (%v)", len(page), next, err)
	}
	rest, last, err := db.BoxPage(ctx, id, BoxQuery{Reader: all, Before: next, Limit: MaxBoxPage})
	if err != nil || len(rest) != n-MaxBoxPage || last != 0 {
		t.Fatalf("the last page: %d notes, next %d (%v)", len(rest), last, err)
	}
}
