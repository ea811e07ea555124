package models

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// The "deadline in one hour" reminder (campaign.SoonNotices). It is sent
// once per deadline however many instances look: the transaction that
// queues it first inserts a marker row into leases, named by the campaign
// and the deadline, and an instance that finds the marker queues nothing.
// A deadline moved by the game master is a new deadline, reminded again.

// soonMarker names the marker of campaign id's deadline due.
func soonMarker(id int64, due time.Time) string {
	return fmt.Sprintf("soon:%d:%d", id, due.Unix())
}

// SoonCampaigns lists, at most limit, the campaigns whose wake time (their
// deadline) is within the next campaign.SoonBefore.
func (db *DB) SoonCampaigns(ctx context.Context, limit int) ([]int64, error) {
	now := db.clockNow()
	var ids []int64
	err := db.gorm.WithContext(ctx).Model(&campaignRow{}).
		Where("wake_at IS NOT NULL AND wake_at > ? AND wake_at <= ?", now, now.Add(campaign.SoonBefore)).
		Order("wake_at, id").Limit(limit).Pluck("id", &ids).Error
	if err != nil {
		return nil, fmt.Errorf("campaigns near their deadline: %w", err)
	}
	return ids, nil
}

// QueueSoon queues campaign id's reminders if they are due and were not
// queued yet, in one transaction, and says how many rows it queued.
func (db *DB) QueueSoon(ctx context.Context, id int64) (int, error) {
	now := db.clockNow()
	queued := 0
	err := db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var row campaignRow
		if err := db.dialect.lockForUpdate(tx).First(&row, id).Error; err != nil {
			return fmt.Errorf("load campaign %d: %w", id, translate(err))
		}
		st, err := decodeState(row.State, row.Map)
		if err != nil {
			return fmt.Errorf("campaign %d: %w", id, err)
		}
		due, notices := st.SoonNotices(now)
		if len(notices) == 0 {
			return nil
		}
		res := tx.Exec("INSERT INTO leases (name, holder, expires_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING",
			soonMarker(id, due), "sent", due.UTC())
		if res.Error != nil {
			return fmt.Errorf("mark reminder: %w", res.Error)
		}
		if res.RowsAffected == 0 {
			return nil // already queued
		}
		queued, err = queueNotices(tx, id, st, notices, now)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("deadline reminder: %w", err)
	}
	return queued, nil
}

// PruneSoon deletes the markers of deadlines passed more than a day ago.
func (db *DB) PruneSoon(ctx context.Context) error {
	err := db.gorm.WithContext(ctx).Where("name LIKE ? AND expires_at < ?", "soon:%", db.clockNow().Add(-24*time.Hour)).Delete(&leaseRow{}).Error
	if err != nil {
		return fmt.Errorf("prune reminders: %w", err)
	}
	return nil
}
