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
// (VersionAndSession), on SQLite through a handle that reads the file
// (one that does not own it), and from memory through the file's owner.
func BenchmarkViewerReads(b *testing.B) {
	ctx := context.Background()
	path := filepath.Join(b.TempDir(), "viewer.db")
	owner, err := Open(ctx, path, time.Now)
	if err != nil {
		b.Fatal(err)
	}
	defer owner.Close()
	db, err := Open(ctx, path, time.Now) // reads the file for every version
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Bench", Scenario: campaign.Custom, Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B"}, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	id, err := owner.NewCampaign(ctx, st, "hash", nil)
	if err != nil {
		b.Fatal(err)
	}
	if err := owner.NewSession(ctx, "tok", Session{CampaignID: id, Role: RolePlayer, Clan: campaign.Takeda, ExpiresAt: timeNowPlus(1)}); err != nil {
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
	b.Run("owner-in-memory", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, _, found, err := owner.VersionAndSession(ctx, id, "tok"); err != nil || !found {
				b.Fatal(found, err)
			}
		}
	})
}
