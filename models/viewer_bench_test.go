package models

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"sengoku/campaign"
)

// BenchmarkViewerReads compares what a player's page reads before it
// answers: the version and the session in two queries, or joined in one
// (VersionAndSession), on SQLite.
func BenchmarkViewerReads(b *testing.B) {
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(b.TempDir(), "viewer.db"), time.Now)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Bench", Scenario: campaign.Custom, Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B"}, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	id, err := db.NewCampaign(ctx, st, "hash", nil)
	if err != nil {
		b.Fatal(err)
	}
	if err := db.NewSession(ctx, "tok", Session{CampaignID: id, Role: RolePlayer, Clan: campaign.Takeda, ExpiresAt: timeNowPlus(1)}); err != nil {
		b.Fatal(err)
	}
	b.Run("two-queries", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := db.CampaignVersion(ctx, id); err != nil {
				b.Fatal(err)
			}
			if _, err := db.Session(ctx, "tok"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("joined", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, _, found, err := db.VersionAndSession(ctx, id, "tok"); err != nil || !found {
				b.Fatal(found, err)
			}
		}
	})
	b.Run("version-only", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := db.CampaignVersion(ctx, id); err != nil {
				b.Fatal(err)
			}
		}
	})
}
