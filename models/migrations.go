package models

import (
	"context"
	"fmt"

	"gorm.io/gorm"
)

// migration is one ordered schema change. Applied migrations are recorded in
// schema_versions and never edited: add a new one instead. Statements use
// the neutral column types of dialect.ddl, the only place where the two
// databases' schemas differ.
type migration struct {
	version int
	name    string
	stmts   []string
}

var migrations = []migration{
	{1, "campaigns, players, sessions", []string{
		`CREATE TABLE campaigns (
			id {{serial}},
			name TEXT NOT NULL,
			gm_password_hash TEXT NOT NULL,
			state TEXT NOT NULL,
			version INTEGER NOT NULL DEFAULT 1,
			created_at {{time}} NOT NULL,
			updated_at {{time}} NOT NULL
		)`,
		`CREATE TABLE players (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			clan TEXT NOT NULL,
			name TEXT NOT NULL,
			token TEXT NOT NULL UNIQUE,
			created_at {{time}} NOT NULL,
			updated_at {{time}} NOT NULL,
			UNIQUE (campaign_id, clan)
		)`,
		`CREATE TABLE sessions (
			id {{serial}},
			token_hash TEXT NOT NULL UNIQUE,
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			role TEXT NOT NULL,
			clan TEXT NOT NULL DEFAULT '',
			expires_at {{time}} NOT NULL,
			created_at {{time}} NOT NULL
		)`,
		`CREATE INDEX sessions_expires ON sessions(expires_at)`,
	}},
	{2, "action log and season snapshots", []string{
		`CREATE TABLE actions (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			seq INTEGER NOT NULL,
			actor_role TEXT NOT NULL,
			actor_clan TEXT NOT NULL DEFAULT '',
			kind TEXT NOT NULL,
			payload TEXT NOT NULL,
			rolls TEXT NOT NULL DEFAULT '[]',
			events TEXT NOT NULL DEFAULT '[]',
			visibility TEXT NOT NULL DEFAULT '',
			state_before TEXT NOT NULL,
			year INTEGER NOT NULL,
			season INTEGER NOT NULL,
			undone {{bool}} NOT NULL DEFAULT {{false}},
			created_at {{time}} NOT NULL,
			UNIQUE (campaign_id, seq)
		)`,
		`CREATE TABLE snapshots (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			year INTEGER NOT NULL,
			season INTEGER NOT NULL,
			state TEXT NOT NULL,
			created_at {{time}} NOT NULL,
			UNIQUE (campaign_id, year, season)
		)`,
	}},
	{3, "club library: unit cards, profiles, armies", []string{
		`CREATE TABLE library_items (
			id {{serial}},
			kind TEXT NOT NULL,
			owner TEXT NOT NULL DEFAULT '',
			campaign_id INTEGER REFERENCES campaigns(id) ON DELETE CASCADE,
			name TEXT NOT NULL,
			data TEXT NOT NULL,
			created_at {{time}} NOT NULL,
			updated_at {{time}} NOT NULL
		)`,
		`CREATE INDEX library_items_kind ON library_items(kind, owner)`,
	}},
}

func (db *DB) migrate(ctx context.Context) error {
	g := db.gorm.WithContext(ctx)
	if err := g.Exec(db.dialect.ddl.Replace(`CREATE TABLE IF NOT EXISTS schema_versions (
		version INTEGER PRIMARY KEY,
		name TEXT NOT NULL,
		applied_at {{time}} NOT NULL
	)`)).Error; err != nil {
		return fmt.Errorf("create schema_versions: %w", err)
	}
	current, err := db.SchemaVersion(ctx)
	if err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	for _, m := range migrations {
		if m.version <= current {
			continue
		}
		err := g.Transaction(func(tx *gorm.DB) error {
			for _, s := range m.stmts {
				if err := tx.Exec(db.dialect.ddl.Replace(s)).Error; err != nil {
					return err
				}
			}
			return tx.Exec("INSERT INTO schema_versions (version, name, applied_at) VALUES (?, ?, ?)", m.version, m.name, now()).Error
		})
		if err != nil {
			return fmt.Errorf("migration %d (%s): %w", m.version, m.name, err)
		}
	}
	return nil
}
