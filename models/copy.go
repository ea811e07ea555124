package models

import (
	"context"
	"errors"
	"fmt"

	"gorm.io/gorm"
)

// ErrTargetNotEmpty is Copy refusing to overwrite a database that holds
// campaigns or library items.
var ErrTargetNotEmpty = errors.New("the target database is not empty")

// CopyCounts says how many rows of each table Copy wrote.
type CopyCounts map[string]int64

// copiedTables lists, parents first, every table Copy carries over, with a
// function that copies it. Every table of the schema is either here or in
// notCopied (a test checks it).
var copiedTables = []struct {
	name string
	copy func(src, dst *gorm.DB) (int64, error)
}{
	{"campaigns", copyRows[campaignRow]},
	{"players", copyRows[playerRow]},
	{"sessions", copyRows[sessionRow]},
	{"actions", copyRows[actionRow]},
	{"notes", copyRows[boxRow]},
	{"prestige", copyRows[archiveRow]},
	{"battle_reports", copyRows[reportRow]},
	{"snapshots", copyRows[snapshotRow]},
	{"library_items", copyRows[libraryRow]},
	{"battle_photos", copyRows[photoRow]},
	{"tracker_events", copyRows[trackerRow]},
	{"ccsb_games", copyRows[CCSBGame]},
	{"ccsb_game_events", copyRows[ccsbEventRow]},
}

// notCopied are the tables Copy leaves behind, and why.
var notCopied = map[string]string{
	"schema_versions": "each database records its own migrations",
	"rate_counters":   "rate limits are about recent requests to one server, not campaign data",
	"leases":          "which running server does a background job is not campaign data",
	"subscriptions":   "where notices go belongs to the server that sends them; players opt in again",
	"notices":         "the outbox of a server's own subscriptions",
}

// Copy copies every campaign with its players, sessions, log, snapshots and
// library, and the club library, from src to dst, keeping their ids (join
// links and bookmarks keep working). dst must be empty unless force, which
// first deletes what dst holds. It all happens in one transaction on dst:
// a failure leaves dst as it was.
func Copy(ctx context.Context, src, dst *DB, force bool) (CopyCounts, error) {
	if err := dst.mayChange(); err != nil {
		return nil, err
	}
	// dst's campaigns and sessions may be replaced: what its owner kept of
	// them is forgotten once the transaction ends.
	defer dst.book.forget()
	defer dst.sessions.forget()
	counts := CopyCounts{}
	err := src.gorm.WithContext(ctx).Transaction(func(from *gorm.DB) error {
		return dst.gorm.WithContext(ctx).Transaction(func(to *gorm.DB) error {
			if err := clearTarget(to, force); err != nil {
				return err
			}
			for _, t := range copiedTables {
				n, err := t.copy(from, to)
				if err != nil {
					return fmt.Errorf("copy %s: %w", t.name, err)
				}
				counts[t.name] = n
			}
			return dst.dialect.resetSequences(to, tableNames())
		})
	})
	if err != nil {
		return nil, err
	}
	return counts, nil
}

func tableNames() []string {
	out := make([]string, len(copiedTables))
	for i, t := range copiedTables {
		out[i] = t.name
	}
	return out
}

// clearTarget refuses a target that holds anything, or with force empties
// it, children first.
func clearTarget(to *gorm.DB, force bool) error {
	var campaigns, items, games int64
	if err := to.Model(&campaignRow{}).Count(&campaigns).Error; err != nil {
		return fmt.Errorf("count the target's campaigns: %w", err)
	}
	if err := to.Model(&libraryRow{}).Count(&items).Error; err != nil {
		return fmt.Errorf("count the target's library: %w", err)
	}
	if err := to.Model(&CCSBGame{}).Count(&games).Error; err != nil {
		return fmt.Errorf("count the target's games: %w", err)
	}
	if campaigns+items+games == 0 {
		return nil
	}
	if !force {
		return fmt.Errorf("%w: it holds %d campaigns, %d library items and %d games", ErrTargetNotEmpty, campaigns, items, games)
	}
	for i := len(copiedTables) - 1; i >= 0; i-- {
		if err := to.Exec("DELETE FROM " + copiedTables[i].name).Error; err != nil {
			return fmt.Errorf("empty %s: %w", copiedTables[i].name, err)
		}
	}
	return nil
}

// copyRows copies every row of R's table from src to dst in batches, ids
// included.
func copyRows[R any](src, dst *gorm.DB) (int64, error) {
	var n int64
	var batch []R
	res := src.Order("id").FindInBatches(&batch, 500, func(tx *gorm.DB, _ int) error {
		if err := dst.Create(&batch).Error; err != nil {
			return err
		}
		n += int64(len(batch))
		return nil
	})
	return n, res.Error
}
