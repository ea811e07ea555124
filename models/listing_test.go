package models

import (
	"context"
	"encoding/json"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// oldCampaign stores a campaign in a database opened at a schema version
// before listings (no visibility or public_key column).
func oldCampaign(t *testing.T, db *DB) int64 {
	t.Helper()
	data, err := json.Marshal(newState(t))
	if err != nil {
		t.Fatal(err)
	}
	stored, m, _ := splitMap(string(data))
	now := wallNow()
	row := campaignRow{Name: "Old", GMPasswordHash: "hash", State: stored, Map: m, Version: 1, CreatedAt: now, UpdatedAt: now}
	if err := db.gorm.Omit("visibility", "public_key").Create(&row).Error; err != nil {
		t.Fatal(err)
	}
	return row.ID
}

// A campaign stored before listings stays listed and gets a public key of
// its own when the database is opened.
func TestOldCampaignsStayListed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		dsn := b.DSN(t)
		old, err := openAt(ctx, dsn, wallNow, 12) // before listings
		if err != nil {
			t.Fatal(err)
		}
		a, c := oldCampaign(t, old), oldCampaign(t, old)
		_ = old.Close()
		db, err := openAt(ctx, dsn, wallNow, len(migrations))
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		accA, err := db.CampaignAccess(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		accC, err := db.CampaignAccess(ctx, c)
		if err != nil {
			t.Fatal(err)
		}
		if accA.Listing != campaign.Listed || accC.Listing != campaign.Listed {
			t.Errorf("listings %q %q, want listed", accA.Listing, accC.Listing)
		}
		if len(accA.PublicKey) < 20 || accA.PublicKey == accC.PublicKey {
			t.Errorf("public keys %q %q: want two different unguessable keys", accA.PublicKey, accC.PublicKey)
		}
		list, err := db.Campaigns(ctx)
		if err != nil || len(list) != 2 {
			t.Errorf("listed campaigns %v (%v), want both", list, err)
		}
	})
}

// The game master's change of listing is one new version with its log
// entry, leaves the list at once, travels in an export and comes back
// with an import; undo passes over it.
func TestSetListingIsLoggedExportedAndImported(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		db, _ := openTest(t, b)
		id, err := db.NewCampaign(ctx, newState(t), "hash", nil)
		if err != nil {
			t.Fatal(err)
		}
		saved, err := db.SetListing(ctx, id, campaign.Private)
		if err != nil {
			t.Fatal(err)
		}
		if saved.Version != 2 || saved.Listing != campaign.Private {
			t.Errorf("after the change: version %d listing %q, want 2 private", saved.Version, saved.Listing)
		}
		log, err := db.Actions(ctx, id, 0, 100)
		if err != nil {
			t.Fatal(err)
		}
		if len(log) != 1 || log[0].Kind != campaign.KindListing || log[0].ActorRole != string(campaign.RoleGM) {
			t.Errorf("log %+v, want one GM entry %q", log, campaign.KindListing)
		}
		if list, _ := db.Campaigns(ctx); len(list) != 0 {
			t.Errorf("a private campaign is listed: %v", list)
		}
		if _, _, err := db.Undo(ctx, id, 0, func(campaign.LogEntry) campaign.LogEntry { return campaign.LogEntry{Kind: "undo"} }); err == nil {
			t.Error("undo took back the change of listing")
		}
		ex, err := db.ExportCampaign(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if ex.Visibility != campaign.Private {
			t.Errorf("export visibility %q, want private", ex.Visibility)
		}
		id2, err := db.ImportCampaign(ctx, ex, "hash", nil)
		if err != nil {
			t.Fatal(err)
		}
		acc, err := db.CampaignAccess(ctx, id2)
		if err != nil {
			t.Fatal(err)
		}
		orig, _ := db.CampaignAccess(ctx, id)
		if acc.Listing != campaign.Private || acc.PublicKey == orig.PublicKey || acc.PublicKey == "" {
			t.Errorf("imported: %+v, want private with a new public key", acc)
		}
	})
}

// The new-campaign form's warning: a listed campaign's name, spaces and
// case aside (Unicode case included, on both backends); an unlisted
// campaign's name is nobody's business.
func TestListedNameTaken(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		db, _ := openTest(t, b)
		for _, c := range []struct {
			name    string
			listing campaign.Listing
		}{{"  Campagna d'Été ", campaign.Listed}, {"Segreta", campaign.Unlisted}, {"Privata", campaign.Private}} {
			if _, err := db.newCampaign(ctx, newState(t), "hash", nil, c.listing); err != nil {
				t.Fatal(err)
			}
			if err := db.gorm.Model(&campaignRow{}).Where("id = (SELECT MAX(id) FROM campaigns)").Update("name", c.name).Error; err != nil {
				t.Fatal(err)
			}
		}
		for name, want := range map[string]bool{
			"campagna d'été": true, "CAMPAGNA D'ÉTÉ  ": true, "Campagna d'Ete": false, "Campagna": false,
			"Segreta": false, "privata": false, "": false, "   ": false,
		} {
			got, err := db.ListedNameTaken(ctx, name)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("ListedNameTaken(%q) = %v, want %v", name, got, want)
			}
		}
	})
}
