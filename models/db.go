// Package models persists campaigns, players, sessions and the action log in
// SQLite through gorm. It only stores and loads: the rules live in campaign.
package models

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"gorm.io/driver/sqlite"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"
)

// Errors the handlers map to HTTP statuses.
var (
	ErrNotFound = errors.New("not found")
	// ErrConflict means the campaign changed since it was read: another
	// action won the race.
	ErrConflict = errors.New("the campaign changed")
)

// DB is the application database.
type DB struct {
	gorm *gorm.DB
	sql  *sql.DB // the same pool, for the few hot queries
}

// DSN builds the SQLite connection string for path: WAL journal, a busy
// timeout, foreign keys, immediate write transactions (so two writers queue
// instead of failing half-way) and full sync so an acknowledged action
// survives a crash.
func DSN(path string) string {
	q := url.Values{}
	q.Set("_journal_mode", "WAL")
	q.Set("_busy_timeout", "10000")
	q.Set("_foreign_keys", "on")
	q.Set("_txlock", "immediate")
	q.Set("_synchronous", "FULL")
	if strings.HasPrefix(path, "file:") {
		sep := "?"
		if strings.Contains(path, "?") {
			sep = "&"
		}
		return path + sep + q.Encode()
	}
	return "file:" + path + "?" + q.Encode()
}

// Open opens (creating if needed) and migrates the database at path.
func Open(ctx context.Context, path string) (*DB, error) {
	g, err := gorm.Open(sqlite.Open(DSN(path)), &gorm.Config{
		Logger:                 logger.Default.LogMode(logger.Silent),
		SkipDefaultTransaction: true,
		TranslateError:         true,
	})
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	sqlDB, err := g.DB()
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	// SQLite allows one writer; WAL lets the other connections read meanwhile.
	sqlDB.SetMaxOpenConns(16)
	sqlDB.SetMaxIdleConns(16)
	db := &DB{gorm: g, sql: sqlDB}
	if err := db.migrate(ctx); err != nil {
		_ = sqlDB.Close()
		return nil, err
	}
	return db, nil
}

// Close checkpoints the WAL into the main file and closes the database.
func (db *DB) Close() error {
	sqlDB, err := db.gorm.DB()
	if err != nil {
		return err
	}
	_, _ = sqlDB.Exec("PRAGMA wal_checkpoint(TRUNCATE)")
	return sqlDB.Close()
}

// Ping checks the database answers.
func (db *DB) Ping(ctx context.Context) error {
	sqlDB, err := db.gorm.DB()
	if err != nil {
		return err
	}
	return sqlDB.PingContext(ctx)
}

// SchemaVersion returns the version of the last applied migration.
func (db *DB) SchemaVersion(ctx context.Context) (int, error) {
	var v int
	err := db.gorm.WithContext(ctx).Raw("SELECT COALESCE(MAX(version), 0) FROM schema_versions").Scan(&v).Error
	return v, err
}

func translate(err error) error {
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return ErrNotFound
	}
	return err
}
