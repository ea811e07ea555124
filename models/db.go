// Package models persists campaigns, players, sessions and the action log
// through gorm, in SQLite (a file, the default) or PostgreSQL (a
// postgres:// URL, for several instances). It only stores and loads: the
// rules live in campaign.
package models

import (
	"context"
	"crypto/cipher"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"gorm.io/driver/postgres"
	"gorm.io/driver/sqlite"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"

	"sengoku/campaign"
)

// DB is the application database.
type DB struct {
	gorm *gorm.DB
	sql  *sql.DB // the same pool, for the few hot queries
	// version, session and viewer are dialect.versionQuery, sessionQuery
	// and viewerQuery prepared once: the reads every campaign request
	// makes would otherwise be compiled anew each time.
	version, session, viewer *sql.Stmt
	dialect                  dialect
	dsn                      string      // for connections outside the pool (LISTEN)
	links                    cipher.AEAD // seals join tokens (links.go); nil: hashes only
	// writers queues this process's campaign writes on SQLite (nil on
	// PostgreSQL, and in the copies of DB that wrap a transaction): see
	// enterWrite.
	writers chan struct{}
	// campaigns queues this process's writes to each campaign on
	// PostgreSQL (queue.go); nil on SQLite, whose writers queue whole.
	campaigns *campaignQueues
	// standing is this handle's towards its SQLite file, and unlock
	// gives up ownership (ownership, owner.go).
	standing ownership
	unlock   func()
	// book and sessions keep versions and sessions in memory, for the
	// owner of a SQLite file only (nil otherwise, and in the copies of DB
	// that wrap a transaction or a snapshot, which read their own).
	book     *versionBook
	sessions *sessionBook
	// clock stamps rows and decides expiries: the program's, given to
	// Open (tests give one they move forward instead of sleeping).
	clock func() time.Time
	// loads counts the whole states decoded for Campaign, Act and Undo
	// (StateLoads).
	loads atomic.Int64
}

// StateLoads is how many whole campaign states this handle has decoded
// for Campaign, Act and Undo: an action reads its campaign once, in its
// transaction, and its answer renders what it stored (tests count them).
func (db *DB) StateLoads() int64 { return db.loads.Load() }

// clockNow is the time stored in rows, to the microsecond that both
// databases keep, so that a campaign reads back the same from either.
func (db *DB) clockNow() time.Time {
	return db.clock().UTC().Truncate(time.Microsecond)
}

// enterWrite waits for this process's turn to write campaign id and returns
// the function that ends it: on PostgreSQL a turn on that campaign
// (queue.go), on SQLite a turn to write at all. SQLite has one writer at a time, and its busy
// handler lets a waiting writer poll while newcomers take the lock: under
// 32 connections acting at once some actions waited past the busy timeout
// and failed with "database is locked" (the soak, cmd/sengoku/soak_test.go).
// Queued here, first come first served, each waits only for the actions
// before it. A handle that does not own its file may not change a version
// (ErrReadOnly, see ownership).
func (db *DB) enterWrite(ctx context.Context, id int64) (func(), error) {
	if err := db.mayChange(); err != nil {
		return nil, err
	}
	if db.campaigns != nil {
		return db.campaigns.enter(ctx, id)
	}
	if db.writers == nil {
		return func() {}, nil
	}
	select {
	case db.writers <- struct{}{}:
		return func() { <-db.writers }, nil
	case <-ctx.Done():
		return nil, fmt.Errorf("wait to write: %w", ctx.Err())
	}
}

// IsPostgres reports whether dsn names a PostgreSQL database rather than a
// SQLite file.
func IsPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// Describe names the database dsn for logs and messages, without its
// password.
func Describe(dsn string) string {
	if !IsPostgres(dsn) {
		return dsn
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return "postgres://?"
	}
	u.User = nil
	u.RawQuery = ""
	return u.String()
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

// sqlitePageSize is the page size of a new SQLite file. A note of 2,000
// characters makes a row of about 2.1 KB, and a page of 4 KB (SQLite's
// default) holds one such row, half empty: 8 KB pages hold three. The
// page size of an existing file stays as it is (WAL mode fixes it).
const sqlitePageSize = 8192

// createSQLiteFile creates the SQLite file at path, when there is none
// yet, with the page size of sqlitePageSize and the WAL journal.
func createSQLiteFile(ctx context.Context, path string) error {
	if strings.HasPrefix(path, "file:") || strings.HasPrefix(path, ":memory:") {
		return nil
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		return nil // there, or not ours to make: Open says why
	}
	raw, err := sql.Open("sqlite3", "file:"+path+"?_busy_timeout=10000")
	if err != nil {
		return fmt.Errorf("create database %s: %w", path, err)
	}
	for _, pragma := range []string{fmt.Sprintf("PRAGMA page_size = %d", sqlitePageSize), "PRAGMA journal_mode = WAL"} {
		if _, err := raw.ExecContext(ctx, pragma); err != nil {
			_ = raw.Close()
			return fmt.Errorf("create database %s: %w", path, err)
		}
	}
	if err := raw.Close(); err != nil {
		return fmt.Errorf("create database %s: %w", path, err)
	}
	return nil
}

// Open opens (creating if needed) and migrates the database dsn: a
// postgres:// URL, or else the path of a SQLite file. now is the clock
// that stamps rows and decides expiries: the program's (time.Now), or a
// test's.
func Open(ctx context.Context, dsn string, now func() time.Time) (*DB, error) {
	return openAt(ctx, dsn, now, migrations[len(migrations)-1].version)
}

// openAt opens dsn migrated up to schema version (tests build older
// databases with it).
func openAt(ctx context.Context, dsn string, now func() time.Time, version int) (*DB, error) {
	if now == nil {
		return nil, fmt.Errorf("open database %s: no clock", Describe(dsn))
	}
	d, dial := sqliteDialect, sqlite.Open(DSN(dsn))
	if IsPostgres(dsn) {
		d, dial = postgresDialect, postgres.Open(dsn)
	} else if err := createSQLiteFile(ctx, dsn); err != nil {
		return nil, err
	}
	g, err := gorm.Open(dial, &gorm.Config{
		Logger:                 logger.Default.LogMode(logger.Silent),
		SkipDefaultTransaction: true,
		TranslateError:         true,
		// gorm's own timestamps (CreatedAt, UpdatedAt) read the same clock.
		NowFunc: func() time.Time { return now().UTC().Truncate(time.Microsecond) },
	})
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", Describe(dsn), err)
	}
	sqlDB, err := g.DB()
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", Describe(dsn), err)
	}
	// SQLite allows one writer; WAL lets the other connections read
	// meanwhile. PostgreSQL: 16 per instance leaves room for several
	// instances under the server's default of 100 connections.
	sqlDB.SetMaxOpenConns(16)
	sqlDB.SetMaxIdleConns(16)
	db := &DB{gorm: g, sql: sqlDB, dialect: d, dsn: dsn, clock: now}
	if d.sqlite {
		db.writers = make(chan struct{}, 1)
		db.claim(dsn)
	} else {
		db.campaigns = newCampaignQueues()
	}
	if err := db.migrate(ctx, version); err != nil {
		_ = db.close()
		return nil, err
	}
	if db.version, err = sqlDB.PrepareContext(ctx, d.versionQuery); err != nil {
		_ = db.close()
		return nil, fmt.Errorf("prepare the version read: %w", err)
	}
	if db.session, err = sqlDB.PrepareContext(ctx, d.sessionQuery); err != nil {
		_ = db.close()
		return nil, fmt.Errorf("prepare the session read: %w", err)
	}
	if db.viewer, err = sqlDB.PrepareContext(ctx, d.viewerQuery); err != nil {
		_ = db.close()
		return nil, fmt.Errorf("prepare the version and session read: %w", err)
	}
	return db, nil
}

// Close checkpoints SQLite's WAL into the main file and closes the
// database.
func (db *DB) Close() error {
	for _, st := range []*sql.Stmt{db.version, db.session, db.viewer} {
		if st != nil {
			_ = st.Close()
		}
	}
	if db.dialect.sqlite {
		_, _ = db.sql.Exec("PRAGMA wal_checkpoint(TRUNCATE)")
	}
	return db.close()
}

// close closes the pool, then gives up the file's ownership: no
// connection of this handle writes after another handle may own it.
func (db *DB) close() error {
	err := db.sql.Close()
	if db.unlock != nil {
		db.unlock()
		db.unlock = nil
	}
	return err
}

// Backend names the kind of database: "sqlite" or "postgres".
func (db *DB) Backend() string { return db.dialect.name }

// Ping checks the database answers.
func (db *DB) Ping(ctx context.Context) error {
	return db.sql.PingContext(ctx)
}

// SchemaVersion returns the version of the last applied migration.
func (db *DB) SchemaVersion(ctx context.Context) (int, error) {
	var v int
	err := db.gorm.WithContext(ctx).Raw("SELECT COALESCE(MAX(version), 0) FROM schema_versions").Scan(&v).Error
	return v, err
}

// translate maps gorm's errors to the domain's: a missing row is
// campaign.ErrNotFound, so callers test errors.Is without knowing gorm.
func translate(err error) error {
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return campaign.ErrNotFound
	}
	return err
}

// Size returns how many bytes the database takes on disk.
func (db *DB) Size(ctx context.Context) (int64, error) {
	var n int64
	if err := db.sql.QueryRowContext(ctx, db.dialect.sizeQuery()).Scan(&n); err != nil {
		return 0, fmt.Errorf("database size: %w", err)
	}
	return n, nil
}
