package models

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// wakeAt is the campaigns.wake_at of a state stored at now: when the
// deadline worker should look at it again (NULL: only a person's action
// can make a step due, and that action writes a new one).
func wakeAt(st *campaign.State, now time.Time) any {
	w := st.WakeAt(now)
	if w.IsZero() {
		return nil
	}
	return w.UTC()
}

// DueCampaigns lists, oldest wake first, at most limit campaigns whose
// wake time has come.
func (db *DB) DueCampaigns(ctx context.Context, limit int) ([]int64, error) {
	var ids []int64
	err := db.gorm.WithContext(ctx).Model(&campaignRow{}).Where("wake_at IS NOT NULL AND wake_at <= ?", db.clockNow()).
		Order("wake_at, id").Limit(limit).Pluck("id", &ids).Error
	if err != nil {
		return nil, fmt.Errorf("campaigns due: %w", err)
	}
	return ids, nil
}

// Rewake stores campaign id's wake time from its current state, read in
// the same transaction (after a step found nothing to do, so that the
// worker does not look at it again until its time).
func (db *DB) Rewake(ctx context.Context, id int64) error {
	return db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var row campaignRow
		if err := db.dialect.lockForUpdate(tx).First(&row, id).Error; err != nil {
			return fmt.Errorf("load campaign %d: %w", id, translate(err))
		}
		st, err := decodeState(row.State, row.Map)
		if err != nil {
			return fmt.Errorf("campaign %d: %w", id, err)
		}
		return tx.Model(&campaignRow{}).Where("id = ?", id).Update("wake_at", wakeAt(st, db.clockNow())).Error
	})
}

type leaseRow struct {
	Name      string `gorm:"primaryKey"`
	Holder    string
	ExpiresAt time.Time
}

func (leaseRow) TableName() string { return "leases" }

// TakeLease gives holder the lease name until ttl from now if it is free,
// expired or already his, and reports whether he holds it: when several
// instances share the database, exactly one does a lease's background work
// at a time, and another takes over within ttl of its stopping.
func (db *DB) TakeLease(ctx context.Context, name, holder string, ttl time.Duration) (bool, error) {
	now := db.clockNow()
	until := now.Add(ttl)
	g := db.gorm.WithContext(ctx)
	res := g.Model(&leaseRow{}).Where("name = ? AND (holder = ? OR expires_at <= ?)", name, holder, now).
		Updates(map[string]any{"holder": holder, "expires_at": until})
	if res.Error != nil {
		return false, fmt.Errorf("take lease %s: %w", name, res.Error)
	}
	if res.RowsAffected == 1 {
		return true, nil
	}
	res = g.Exec("INSERT INTO leases (name, holder, expires_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING", name, holder, until)
	if res.Error != nil {
		return false, fmt.Errorf("take lease %s: %w", name, res.Error)
	}
	return res.RowsAffected == 1, nil
}

// ReleaseLease gives the lease up if holder has it (on shutdown, so that
// another instance takes over at once).
func (db *DB) ReleaseLease(ctx context.Context, name, holder string) error {
	err := db.gorm.WithContext(ctx).Where("name = ? AND holder = ?", name, holder).Delete(&leaseRow{}).Error
	if err != nil {
		return fmt.Errorf("release lease %s: %w", name, err)
	}
	return nil
}

// RewakeAll sets every campaign's wake time from its state: on start, for
// campaigns that arrived by import, copy or restore, whose wake time those
// do not carry.
func (db *DB) RewakeAll(ctx context.Context) error {
	var ids []int64
	if err := db.gorm.WithContext(ctx).Model(&campaignRow{}).Where("wake_at IS NULL").Order("id").Pluck("id", &ids).Error; err != nil {
		return fmt.Errorf("list campaigns: %w", err)
	}
	for _, id := range ids {
		if err := db.Rewake(ctx, id); err != nil {
			return err
		}
	}
	return nil
}
