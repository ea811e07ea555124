package models

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// subscriptionColumns is every text column of the subscriptions table.
func subscriptionColumns(t *testing.T, db *DB) []string {
	t.Helper()
	var rows []map[string]any
	if err := db.gorm.Raw("SELECT * FROM subscriptions").Scan(&rows).Error; err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		for _, v := range r {
			if s, ok := v.(string); ok {
				out = append(out, s)
			}
		}
	}
	return out
}

// A feed's and stop link's token is stored only as its hash and sealed:
// no column holds it, the feed and the stop link find it by its hash, the
// page of the database with the key shows it again, one under another key
// does not (and its owner, only he, can remove it by id).
func TestSubscriptionTokensStoredOnlyAsHashes(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		db, dsn := openTest(t, b)
		if err := db.UseLinkKey(testKey(7)); err != nil {
			t.Fatal(err)
		}
		id, err := db.NewCampaign(ctx, newState(t), "hash", nil)
		if err != nil {
			t.Fatal(err)
		}
		const tok = "feed-token-of-takeda-0123456789"
		sid, err := db.Subscribe(ctx, Subscription{CampaignID: id, Role: RolePlayer, Clan: "Takeda", Channel: ChannelFeed, Lang: "it", Token: tok})
		if err != nil {
			t.Fatal(err)
		}
		for _, col := range subscriptionColumns(t, db) {
			if strings.Contains(col, tok) {
				t.Fatalf("token in clear: %q", col)
			}
		}
		if s, err := db.SubscriptionByToken(ctx, tok); err != nil || s.ID != sid || s.Token != tok {
			t.Fatalf("by token: %+v %v", s, err)
		}
		if subs, _ := db.Subscriptions(ctx, id, RolePlayer, "Takeda"); len(subs) != 1 || subs[0].Token != tok {
			t.Fatalf("shown: %+v", subs)
		}
		other, err := Open(ctx, dsn, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		defer other.Close()
		_ = other.UseLinkKey(testKey(8))
		if subs, _ := other.Subscriptions(ctx, id, RolePlayer, "Takeda"); len(subs) != 1 || subs[0].Token != "" {
			t.Fatalf("shown under another key: %+v", subs)
		}
		if err := other.RemoveSubscription(ctx, id, RolePlayer, "Uesugi", sid); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("another clan removed it: %v", err)
		}
		if err := db.Unsubscribe(ctx, "not-"+tok); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("wrong token: %v", err)
		}
		if err := other.RemoveSubscription(ctx, id, RolePlayer, "Takeda", sid); err != nil {
			t.Fatal(err)
		}
		if _, err := db.SubscriptionByToken(ctx, tok); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("after removal: %v", err)
		}
	})
}

// Subscriptions made before the tokens were hashed keep their feed and
// stop link, hashed in place; their page shows no link.
func TestOldSubscriptionTokensAreHashedInPlace(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		dsn := b.DSN(t)
		old, err := openAt(ctx, dsn, time.Now, 8)
		if err != nil {
			t.Fatal(err)
		}
		id := oldCampaign(t, old) // the schema of then
		const tok = "an-old-feed-token-in-clear-0001"
		if err := old.gorm.Exec("INSERT INTO subscriptions (campaign_id, role, clan, channel, lang, token, created_at) VALUES (?, 'player', 'Takeda', 'feed', 'en', ?, ?)", id, tok, wallNow()).Error; err != nil {
			t.Fatal(err)
		}
		_ = old.Close()
		db, err := Open(ctx, dsn, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		_ = db.UseLinkKey(testKey(1))
		for _, col := range subscriptionColumns(t, db) {
			if strings.Contains(col, tok) {
				t.Fatalf("the old token is still in clear: %q", col)
			}
		}
		if s, err := db.SubscriptionByToken(ctx, tok); err != nil || s.CampaignID != id {
			t.Fatalf("the old feed no longer opens: %+v %v", s, err)
		}
		if subs, _ := db.Subscriptions(ctx, id, RolePlayer, "Takeda"); len(subs) != 1 || subs[0].Token != "" {
			t.Fatalf("an unsealed link is shown: %+v", subs)
		}
		if err := db.Unsubscribe(ctx, tok); err != nil {
			t.Fatalf("the old stop link: %v", err)
		}
	})
}
