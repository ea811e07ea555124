package models

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"
)

// Rate limits are counters in the database, so that every instance
// serving the same database sees the same counts: one row per key (what is
// limited, e.g. failed logins from one address) and window (a fixed slice
// of time), added to with an upsert.

// rateKeep is how long a counter is kept: the longest look-back of any
// limit.
const rateKeep = 24 * time.Hour

// RateCount is a key's events since a moment: how many, and when the last
// one happened (zero when none).
type RateCount struct {
	Count int
	Last  time.Time
}

// CountEvent adds an event at time at to key's counter in the window of
// length window that holds it, and forgets the key's counters older than
// a day, in one transaction.
func (db *DB) CountEvent(ctx context.Context, key string, at time.Time, window time.Duration) error {
	start := at.Truncate(window).Unix()
	err := db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		err := tx.Exec(`INSERT INTO rate_counters (key, window_start, count, last_at) VALUES (?, ?, 1, ?)
			ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1,
			last_at = CASE WHEN excluded.last_at > rate_counters.last_at THEN excluded.last_at ELSE rate_counters.last_at END`,
			key, start, at.UnixMilli()).Error
		if err != nil {
			return err
		}
		return tx.Exec(`DELETE FROM rate_counters WHERE key = ? AND window_start < ?`, key, at.Add(-rateKeep).Unix()).Error
	})
	if err != nil {
		return fmt.Errorf("count %s: %w", key, err)
	}
	return nil
}

// CountSince sums key's events in the windows that start at or after
// since.
func (db *DB) CountSince(ctx context.Context, key string, since time.Time) (RateCount, error) {
	var row struct {
		Count int
		Last  int64
	}
	err := db.gorm.WithContext(ctx).Raw(`SELECT COALESCE(SUM(count), 0) AS count, COALESCE(MAX(last_at), 0) AS last
		FROM rate_counters WHERE key = ? AND window_start >= ?`, key, since.Unix()).Scan(&row).Error
	if err != nil {
		return RateCount{}, fmt.Errorf("read %s: %w", key, err)
	}
	rc := RateCount{Count: row.Count}
	if row.Last > 0 {
		rc.Last = time.UnixMilli(row.Last).UTC()
	}
	return rc, nil
}

// ForgetEvents removes every counter of key.
func (db *DB) ForgetEvents(ctx context.Context, key string) error {
	if err := db.gorm.WithContext(ctx).Exec(`DELETE FROM rate_counters WHERE key = ?`, key).Error; err != nil {
		return fmt.Errorf("forget %s: %w", key, err)
	}
	return nil
}

// CountKeysSince counts the keys starting with prefix that have events in
// the windows that start at or after since (the prefix is the server's
// own, never a client's: no LIKE wildcard is escaped).
func (db *DB) CountKeysSince(ctx context.Context, prefix string, since time.Time) (int, error) {
	var n int
	err := db.gorm.WithContext(ctx).Raw(`SELECT COUNT(DISTINCT key) FROM rate_counters WHERE key LIKE ? AND window_start >= ?`,
		prefix+"%", since.Unix()).Scan(&n).Error
	if err != nil {
		return 0, fmt.Errorf("count keys %s: %w", prefix, err)
	}
	return n, nil
}

// bucketWindow marks a token bucket's row in rate_counters: no window of
// time starts there (counters start at a moment's Unix seconds).
const bucketWindow = -1

// TakeToken takes a token from key's bucket, which holds burst tokens and
// gains one every interval, at time now; when the bucket is empty nothing
// is taken and retryAt is when the next token comes. The bucket is one
// row, changed by one statement (a GCRA: last_at holds the theoretical
// arrival time of the next request, in milliseconds), so that instances
// sharing the database share the bucket and concurrent takes never
// overdraw it.
func (db *DB) TakeToken(ctx context.Context, key string, now time.Time, interval time.Duration, burst int) (ok bool, retryAt time.Time, err error) {
	t, step := now.UnixMilli(), interval.Milliseconds()
	tolerance := step * int64(burst-1)
	res := db.gorm.WithContext(ctx).Exec(`INSERT INTO rate_counters (key, window_start, count, last_at) VALUES (?, ?, 1, ?)
		ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1,
		last_at = CASE WHEN rate_counters.last_at > ? THEN rate_counters.last_at ELSE ? END + ?
		WHERE rate_counters.last_at - ? <= ?`,
		key, bucketWindow, t+step, t, t, step, t, tolerance)
	if res.Error != nil {
		return false, time.Time{}, fmt.Errorf("take %s: %w", key, res.Error)
	}
	if res.RowsAffected > 0 {
		return true, time.Time{}, nil
	}
	var tat int64
	if err := db.gorm.WithContext(ctx).Raw(`SELECT last_at FROM rate_counters WHERE key = ? AND window_start = ?`, key, bucketWindow).Scan(&tat).Error; err != nil {
		return false, time.Time{}, fmt.Errorf("read %s: %w", key, err)
	}
	return false, time.UnixMilli(tat - tolerance).UTC(), nil
}

// purgeBuckets forgets the token buckets idle since before: full again,
// they are the same as none.
func purgeBuckets(tx *gorm.DB, before time.Time) error {
	if err := tx.Exec(`DELETE FROM rate_counters WHERE window_start = ? AND last_at < ?`, bucketWindow, before.UnixMilli()).Error; err != nil {
		return fmt.Errorf("purge rate buckets: %w", err)
	}
	return nil
}
