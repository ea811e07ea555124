package models

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// MaxPhotoBytes bounds one photo of the table: a phone's photo saved for
// the web is well under it, and it keeps a campaign's photos a small part
// of its export.
const MaxPhotoBytes = 2 << 20

// maxImportPhotos bounds the photos an import carries: one per battle,
// and a ten-year campaign fights well under a hundred and fifty.
const maxImportPhotos = 500

// ErrPhotoTooLarge is a photo over MaxPhotoBytes; ErrPhotoType one that is
// not a JPEG, PNG or WebP image by its first bytes.
var (
	ErrPhotoTooLarge = errors.New("photo too large")
	ErrPhotoType     = errors.New("photo is not a JPEG, PNG or WebP image")
)

// photoTypes are the image types a photo may be, as sniffed.
var photoTypes = map[string]bool{"image/jpeg": true, "image/png": true, "image/webp": true}

// SniffPhoto returns the type of a photo from its first bytes (never from
// what the client claims), or an error when it is too large or not one of
// photoTypes.
func SniffPhoto(data []byte) (string, error) {
	if len(data) > MaxPhotoBytes {
		return "", ErrPhotoTooLarge
	}
	t := http.DetectContentType(data)
	if !photoTypes[t] {
		return "", ErrPhotoType
	}
	return t, nil
}

// photoRow is the photo of the table of one battle of one campaign.
type photoRow struct {
	ID          int64 `gorm:"primaryKey"`
	CampaignID  int64
	Battle      int
	ContentType string
	Data        []byte
	CreatedAt   time.Time
}

func (photoRow) TableName() string { return "battle_photos" }

// Photo is a stored photo of the table.
type Photo struct {
	ContentType string
	Data        []byte
	CreatedAt   time.Time
}

// SetBattlePhoto stores data as the photo of battle of campaign id,
// replacing any photo it had, in one transaction. The type is sniffed.
func (db *DB) SetBattlePhoto(ctx context.Context, id int64, battle int, data []byte) error {
	t, err := SniffPhoto(data)
	if err != nil {
		return err
	}
	row := photoRow{CampaignID: id, Battle: battle, ContentType: t, Data: data, CreatedAt: db.clockNow()}
	err = db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Where("campaign_id = ? AND battle = ?", id, battle).Delete(&photoRow{}).Error; err != nil {
			return err
		}
		return tx.Create(&row).Error
	})
	if err != nil {
		return fmt.Errorf("store the photo of battle %d of campaign %d: %w", battle, id, err)
	}
	return nil
}

// BattlePhoto is the photo of battle of campaign id, or campaign.ErrNotFound.
func (db *DB) BattlePhoto(ctx context.Context, id int64, battle int) (Photo, error) {
	var row photoRow
	err := db.gorm.WithContext(ctx).Where("campaign_id = ? AND battle = ?", id, battle).Take(&row).Error
	if err != nil {
		return Photo{}, fmt.Errorf("photo of battle %d of campaign %d: %w", battle, id, translate(err))
	}
	return Photo{ContentType: row.ContentType, Data: row.Data, CreatedAt: row.CreatedAt}, nil
}

// HasBattlePhoto reports whether battle of campaign id has a photo, and
// when it was stored (which the page uses to name its current version).
func (db *DB) HasBattlePhoto(ctx context.Context, id int64, battle int) (time.Time, bool, error) {
	var rows []photoRow
	err := db.gorm.WithContext(ctx).Select("created_at").Where("campaign_id = ? AND battle = ?", id, battle).Limit(1).Find(&rows).Error
	if err != nil {
		return time.Time{}, false, fmt.Errorf("look for the photo of battle %d: %w", battle, err)
	}
	if len(rows) == 0 {
		return time.Time{}, false, nil
	}
	return rows[0].CreatedAt, true, nil
}

// DeleteBattlePhoto removes the photo of battle of campaign id, if any.
func (db *DB) DeleteBattlePhoto(ctx context.Context, id int64, battle int) error {
	err := db.gorm.WithContext(ctx).Where("campaign_id = ? AND battle = ?", id, battle).Delete(&photoRow{}).Error
	if err != nil {
		return fmt.Errorf("remove the photo of battle %d of campaign %d: %w", battle, id, err)
	}
	return nil
}

// RemoveBattlePhoto removes the photo of battle of campaign id and logs
// act's entry for it, in one transaction: campaign.ErrNotFound, and nothing
// logged, when there is no photo.
func (db *DB) RemoveBattlePhoto(ctx context.Context, id int64, battle int, act func(st *campaign.State) (ActionRecord, error)) (*Campaign, error) {
	return db.actAlso(ctx, id, 0, stateOnly(act), func(tx *gorm.DB) error {
		res := tx.Where("campaign_id = ? AND battle = ?", id, battle).Delete(&photoRow{})
		if res.Error != nil {
			return fmt.Errorf("remove the photo of battle %d of campaign %d: %w", battle, id, res.Error)
		}
		if res.RowsAffected == 0 {
			return campaign.ErrNotFound
		}
		return nil
	})
}

// ExportPhoto is a photo of the table in an export (Data is base64 in
// the JSON). Exports before photos simply have none.
type ExportPhoto struct {
	Battle int    `json:"battle"`
	Type   string `json:"type"`
	Data   []byte `json:"data"`
}

// exportPhotos lists the photos of campaign id, by battle.
func exportPhotos(g *gorm.DB, id int64) ([]ExportPhoto, error) {
	var rows []photoRow
	if err := g.Where("campaign_id = ?", id).Order("battle").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("export photos: %w", err)
	}
	var out []ExportPhoto
	for _, r := range rows {
		out = append(out, ExportPhoto{Battle: r.Battle, Type: r.ContentType, Data: r.Data})
	}
	return out, nil
}

// checkImportPhoto refuses a photo an import may not carry: over the size
// limit or not an image of photoTypes by its bytes (the type the file
// claims is ignored and sniffed again on import).
func checkImportPhoto(p ExportPhoto) error {
	if len(p.Data) > MaxPhotoBytes {
		return &ImportLimitError{What: "photo", Limit: MaxPhotoBytes >> 20}
	}
	if _, err := SniffPhoto(p.Data); err != nil {
		return fmt.Errorf("photo of battle %d: %w", p.Battle, err)
	}
	return nil
}

// importPhotos stores the photos of an import as campaign id's.
func importPhotos(tx *gorm.DB, id int64, photos []ExportPhoto, now time.Time) error {
	for _, p := range photos {
		t, err := SniffPhoto(p.Data)
		if err != nil {
			return fmt.Errorf("photo of battle %d: %w", p.Battle, err)
		}
		row := photoRow{CampaignID: id, Battle: p.Battle, ContentType: t, Data: p.Data, CreatedAt: now}
		if err := tx.Create(&row).Error; err != nil {
			return fmt.Errorf("import the photo of battle %d: %w", p.Battle, err)
		}
	}
	return nil
}
