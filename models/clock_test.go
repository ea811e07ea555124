package models

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// Every time models stores comes from the clock given to Open, never the
// wall clock: the schema's migrations, a campaign's rows, an archive's
// header, and what expires (a session past the clock is gone).
func TestStoredTimesComeFromTheClock(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		at := time.Date(2031, 3, 4, 5, 6, 7, 891000, time.UTC)
		db, _ := openTestAt(t, b, func() time.Time { return at })
		var applied time.Time
		if err := db.sql.QueryRowContext(ctx, "SELECT applied_at FROM schema_versions ORDER BY version DESC LIMIT 1").Scan(&applied); err != nil || !applied.Equal(at) {
			t.Errorf("migrations applied at %v (%v), want %v", applied, err, at)
		}
		id, err := db.NewCampaign(ctx, newState(t), "hash", nil)
		if err != nil {
			t.Fatal(err)
		}
		var created, updated time.Time
		if err := db.gorm.WithContext(ctx).Raw("SELECT created_at, updated_at FROM campaigns WHERE id = ?", id).Row().Scan(&created, &updated); err != nil {
			t.Fatal(err)
		}
		if !created.Equal(at) || !updated.Equal(at) {
			t.Errorf("campaign created %v, updated %v; want %v", created, updated, at)
		}
		var archive bytes.Buffer
		if err := db.WriteArchive(ctx, &archive); err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(&archive)
		if err != nil {
			t.Fatal(err)
		}
		var head archiveHeader
		if err := json.NewDecoder(zr).Decode(&head); err != nil || !head.CreatedAt.Equal(at) {
			t.Errorf("archive written at %v (%v), want %v", head.CreatedAt, err, at)
		}
		// Sessions expire by the clock's time: one that ended an hour
		// before it (years after the wall clock's) is gone, one that ends
		// an hour after it is found.
		for _, s := range []struct {
			token string
			ends  time.Duration
			found bool
		}{{"ended", -time.Hour, false}, {"open", time.Hour, true}} {
			if err := db.NewSession(ctx, s.token, Session{CampaignID: id, Role: RoleGM, ExpiresAt: at.Add(s.ends)}); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Session(ctx, s.token); (err == nil) != s.found || (err != nil && !errors.Is(err, campaign.ErrNotFound)) {
				t.Errorf("session %s: %v, want found %v", s.token, err, s.found)
			}
		}
	})
}
