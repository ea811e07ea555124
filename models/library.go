package models

import (
	"context"
	"fmt"
	"time"

	"sengoku/campaign"
)

// LibraryItem is a user-made record kept as JSON: an Art of Tactic unit
// card, a Senjutsu character profile, an army list... Kind says which; Owner
// is the library it belongs to (a browser's library key, or "club" for the
// shared club library); CampaignID ties it to a campaign when set.
type LibraryItem struct {
	ID         int64
	Kind       string
	Owner      string
	CampaignID *int64
	Name       string
	Data       string
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

type libraryRow struct {
	ID         int64 `gorm:"primaryKey"`
	Kind       string
	Owner      string
	CampaignID *int64
	Name       string
	Data       string
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

func (libraryRow) TableName() string { return "library_items" }

// SaveLibraryItem creates the item (ID 0) or updates it; an update must
// match the item's kind and owner, so one library cannot overwrite another's.
func (db *DB) SaveLibraryItem(ctx context.Context, it LibraryItem) (int64, error) {
	now := db.clockNow()
	g := db.gorm.WithContext(ctx)
	if it.ID == 0 {
		row := libraryRow{Kind: it.Kind, Owner: it.Owner, CampaignID: it.CampaignID, Name: it.Name, Data: it.Data, CreatedAt: now, UpdatedAt: now}
		if err := g.Create(&row).Error; err != nil {
			return 0, fmt.Errorf("save %s: %w", it.Kind, err)
		}
		return row.ID, nil
	}
	res := g.Model(&libraryRow{}).Where("id = ? AND kind = ? AND owner = ?", it.ID, it.Kind, it.Owner).
		Updates(map[string]any{"name": it.Name, "data": it.Data, "updated_at": now})
	if res.Error != nil {
		return 0, fmt.Errorf("update %s %d: %w", it.Kind, it.ID, res.Error)
	}
	if res.RowsAffected == 0 {
		return 0, fmt.Errorf("update %s %d: %w", it.Kind, it.ID, campaign.ErrNotFound)
	}
	return it.ID, nil
}

// ReplaceLibraryItem stores it.Name and it.Data over item it.ID of the
// owner's library only if its data is still was: campaign.ErrConflict when it
// changed meanwhile, campaign.ErrNotFound when it is gone.
func (db *DB) ReplaceLibraryItem(ctx context.Context, it LibraryItem, was string) error {
	g := db.gorm.WithContext(ctx)
	res := g.Model(&libraryRow{}).Where("id = ? AND kind = ? AND owner = ? AND data = ?", it.ID, it.Kind, it.Owner, was).
		Updates(map[string]any{"name": it.Name, "data": it.Data, "updated_at": db.clockNow()})
	if res.Error != nil {
		return fmt.Errorf("replace %s %d: %w", it.Kind, it.ID, res.Error)
	}
	if res.RowsAffected == 1 {
		return nil
	}
	if _, err := db.LibraryItemByID(ctx, it.ID, it.Kind, it.Owner); err != nil {
		return err
	}
	return fmt.Errorf("replace %s %d: %w", it.Kind, it.ID, campaign.ErrConflict)
}

// LibraryItems lists the items of kind in the libraries owners, by name.
func (db *DB) LibraryItems(ctx context.Context, kind string, owners ...string) ([]LibraryItem, error) {
	var rows []libraryRow
	if err := db.gorm.WithContext(ctx).Where("kind = ? AND owner IN ?", kind, owners).Order("name, id").Limit(1000).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("list %s: %w", kind, err)
	}
	out := make([]LibraryItem, len(rows))
	for i, r := range rows {
		out[i] = LibraryItem(r)
	}
	return out, nil
}

// LibraryItemByID returns item id if it is of kind and in one of owners.
func (db *DB) LibraryItemByID(ctx context.Context, id int64, kind string, owners ...string) (LibraryItem, error) {
	var r libraryRow
	if err := db.gorm.WithContext(ctx).Where("id = ? AND kind = ? AND owner IN ?", id, kind, owners).First(&r).Error; err != nil {
		return LibraryItem{}, fmt.Errorf("load %s %d: %w", kind, id, translate(err))
	}
	return LibraryItem(r), nil
}

// DeleteLibraryItem removes item id of kind from library owner.
func (db *DB) DeleteLibraryItem(ctx context.Context, id int64, kind, owner string) error {
	res := db.gorm.WithContext(ctx).Where("id = ? AND kind = ? AND owner = ?", id, kind, owner).Delete(&libraryRow{})
	if res.Error != nil {
		return fmt.Errorf("delete %s %d: %w", kind, id, res.Error)
	}
	if res.RowsAffected == 0 {
		return fmt.Errorf("delete %s %d: %w", kind, id, campaign.ErrNotFound)
	}
	return nil
}
