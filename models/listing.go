package models

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// newPublicKey is a fresh secret part of a campaign's public link: 128
// random bits, URL-safe, which nobody guesses as they would the next
// sequential id.
func newPublicKey() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("random public key: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// Access is what deciding who may see a campaign reads: its listing and
// public key, at its version (a change of listing is a new version).
type Access struct {
	Version   int64
	Listing   campaign.Listing
	PublicKey string
}

// CampaignAccess reads campaign id's listing and public key (one
// primary-key read of three short columns).
func (db *DB) CampaignAccess(ctx context.Context, id int64) (Access, error) {
	var row campaignRow
	if err := db.gorm.WithContext(ctx).Select("version", "visibility", "public_key").First(&row, id).Error; err != nil {
		return Access{}, fmt.Errorf("load campaign %d: %w", id, translate(err))
	}
	return Access{Version: row.Version, Listing: campaign.Listing(row.Visibility), PublicKey: row.PublicKey}, nil
}

// SetListing makes campaign id seen as listing says and logs the change
// as the game master's, in one transaction that is a new version of the
// campaign (every answer kept for the old one is stale at once). Nothing
// is written when the listing is already that one.
func (db *DB) SetListing(ctx context.Context, id int64, listing campaign.Listing) (*Campaign, error) {
	if _, ok := campaign.ParseListing(string(listing)); !ok {
		return nil, fmt.Errorf("listing %q: %w", listing, campaign.ErrNotFound)
	}
	if err := db.mayChange(); err != nil {
		return nil, err
	}
	acc, err := db.CampaignAccess(ctx, id)
	if err != nil {
		return nil, err
	}
	if acc.Listing == listing {
		return db.Campaign(ctx, id)
	}
	act := func(*campaign.State) (ActionRecord, error) { return campaign.ListingEntry(acc.Listing, listing) }
	out, err := db.actAlso(ctx, id, acc.Version, stateOnly(act), func(tx *gorm.DB) error {
		return tx.Model(&campaignRow{}).Where("id = ?", id).Update("visibility", string(listing)).Error
	})
	if err != nil {
		return nil, err
	}
	out.Listing = listing
	return out, nil
}
