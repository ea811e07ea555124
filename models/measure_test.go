package models

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// noteAction is a note action as the campaign service writes it: the
// note in the box, the action (with its text) in the payload.
func noteAction(text string, at time.Time) func(st *campaign.State) (ActionRecord, error) {
	return func(st *campaign.State) (ActionRecord, error) {
		st.NoteCount++
		note := campaign.Note{ID: st.NoteCount, From: campaign.Takeda, To: campaign.Uesugi, Year: st.Year, Season: st.Season, Text: text, At: at}
		payload, err := json.Marshal(campaign.Action{Kind: campaign.ActNote, Target: campaign.Uesugi, Text: text, At: at})
		return ActionRecord{ActorRole: RolePlayer, ActorClan: string(campaign.Takeda), Kind: string(campaign.ActNote),
			Payload: string(payload), Box: []campaign.Note{note}}, err
	}
}

// TestNotesCostTheirText: 300 notes of 2,000 characters grow a SQLite
// file (checkpointed on close) by at most 1.5 MB, and a note costs at
// most twice its text; on PostgreSQL, the campaign's tables
// (pg_total_relation_size, with what autovacuum has not yet reclaimed)
// grow by at most twice the text too.
func TestNotesCostTheirText(t *testing.T) {
	text := strings.Repeat("Incontriamoci al confine di Kai, porta due Ashigaru e il tè. ", 40)[:2000]
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		dsn := b.DSN(t)
		db, err := Open(ctx, dsn, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		id, err := db.NewCampaign(ctx, newState(t), "hash", nil)
		if err != nil {
			t.Fatal(err)
		}
		before, db := storedBytes(t, db, dsn)
		at := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
		const notes = 300
		for range notes {
			if _, err := db.Act(ctx, id, 0, noteAction(text, at)); err != nil {
				t.Fatal(err)
			}
		}
		after, db := storedBytes(t, db, dsn)
		grew := after - before
		t.Logf("%s: %d notes of %d bytes grew the database by %.2f MB (%d bytes a note)", b.Name, notes, len(text), float64(grew)/(1<<20), grew/notes)
		if grew/notes > int64(2*len(text)) {
			t.Errorf("a note costs %d bytes, more than twice its %d", grew/notes, len(text))
		}
		if b.Name == "sqlite" && grew > 3<<19 {
			t.Errorf("300 notes grew the file by %d bytes, more than 1.5 MB", grew)
		}
		_ = db.Close()
	})
}

// storedBytes is what the database holds: a SQLite file checkpointed
// (the database closed and opened again), or PostgreSQL's campaign
// tables with their indexes, TOAST and dead rows.
func storedBytes(t *testing.T, db *DB, dsn string) (int64, *DB) {
	t.Helper()
	if !db.dialect.sqlite {
		var n int64
		err := db.gorm.Raw(`SELECT SUM(pg_total_relation_size(c.oid)) FROM pg_class c
			WHERE c.relname IN ('campaigns', 'actions', 'notes', 'snapshots') AND c.relnamespace = current_schema()::regnamespace`).Scan(&n).Error
		if err != nil {
			t.Fatal(err)
		}
		return n, db
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	n := fileBytes(dsn)
	again, err := Open(context.Background(), dsn, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	return n, again
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
