package models

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
)

// TestMeasureNotes prints the bytes a SQLite file grows by with 1,000
// player notes of 200 characters on one 6-player campaign (file and
// write-ahead log, checkpointed on close). A figure, not a pass/fail;
// only with SENGOKU_MEASURE=1:
//
//	SENGOKU_MEASURE=1 go test -run TestMeasureNotes -v ./models
func TestMeasureNotes(t *testing.T) {
	if os.Getenv("SENGOKU_MEASURE") == "" {
		t.Skip("set SENGOKU_MEASURE=1 to measure")
	}
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "notes.db")
	db, err := Open(ctx, path, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Note", Scenario: campaign.SixPlayers, Seed: 3,
		Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B", campaign.Hojo: "C", campaign.Imagawa: "D", campaign.Mori: "E", campaign.Shimazu: "F"}})
	if err != nil {
		t.Fatal(err)
	}
	id, err := db.NewCampaign(ctx, st, "hash", nil)
	if err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
	before := fileBytes(path)
	if db, err = Open(ctx, path, time.Now); err != nil {
		t.Fatal(err)
	}
	text := strings.Repeat("Incontriamoci al confine di Kai. ", 7)[:200]
	at := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
	for range 1000 {
		if _, err := db.Act(ctx, id, 0, func(st *campaign.State) (ActionRecord, error) {
			st.Notes = append(st.Notes, campaign.Note{ID: len(st.Notes) + 1, From: campaign.Takeda, To: campaign.Uesugi, Text: text, At: at})
			return ActionRecord{ActorRole: RolePlayer, ActorClan: string(campaign.Takeda), Kind: "note"}, nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	_ = db.Close()
	after := fileBytes(path)
	t.Logf("1,000 notes: the file grew from %d to %d bytes (%.2f MB)", before, after, float64(after-before)/(1<<20))
}

func fileBytes(path string) int64 {
	var n int64
	for _, p := range []string{path, path + "-wal"} {
		if fi, err := os.Stat(p); err == nil {
			n += fi.Size()
		}
	}
	return n
}
