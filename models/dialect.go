package models

import (
	"fmt"
	"strings"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// dialect holds every difference between SQLite and PostgreSQL that the
// package cares about, so that the rest of it is written once.
type dialect struct {
	name   string
	sqlite bool
	// ddl turns the neutral column types of the migrations into this
	// database's: {{serial}} an auto-numbered primary key, {{time}} an
	// instant, {{bool}} and {{false}} a flag, {{blob}} bytes.
	ddl *strings.Replacer
	// versionQuery reads a campaign's version with database/sql, whose
	// placeholders differ; sessionQuery a session by token hash, unexpired;
	// viewerQuery both at once: the campaign's version and the unexpired
	// session of a token in that campaign, if there is one.
	versionQuery, sessionQuery, viewerQuery string
}

var (
	sqliteDialect = dialect{
		name:   "sqlite",
		sqlite: true,
		ddl: strings.NewReplacer(
			"{{serial}}", "INTEGER PRIMARY KEY AUTOINCREMENT",
			"{{time}}", "DATETIME",
			"{{bool}}", "INTEGER",
			"{{false}}", "0",
			"{{blob}}", "BLOB",
		),
		versionQuery: "SELECT version FROM campaigns WHERE id = ?",
		sessionQuery: "SELECT campaign_id, role, clan, expires_at FROM sessions WHERE token_hash = ? AND expires_at > ?",
		viewerQuery: "SELECT c.version, s.role, s.clan, s.expires_at FROM campaigns c LEFT JOIN sessions s" +
			" ON s.token_hash = ? AND s.campaign_id = c.id AND s.expires_at > ? WHERE c.id = ?",
	}
	postgresDialect = dialect{
		name: "postgres",
		ddl: strings.NewReplacer(
			"{{serial}}", "BIGSERIAL PRIMARY KEY",
			"{{time}}", "TIMESTAMPTZ",
			"{{bool}}", "BOOLEAN",
			"{{false}}", "FALSE",
			"{{blob}}", "BYTEA",
		),
		versionQuery: "SELECT version FROM campaigns WHERE id = $1",
		sessionQuery: "SELECT campaign_id, role, clan, expires_at FROM sessions WHERE token_hash = $1 AND expires_at > $2",
		viewerQuery: "SELECT c.version, s.role, s.clan, s.expires_at FROM campaigns c LEFT JOIN sessions s" +
			" ON s.token_hash = $1 AND s.campaign_id = c.id AND s.expires_at > $2 WHERE c.id = $3",
	}
)

// lockForUpdate makes tx's next read lock the rows it reads until the
// transaction ends. SQLite needs nothing: its write transactions start
// immediate, one at a time. PostgreSQL otherwise lets two actions read the
// same version and fail the second at its write.
func (d dialect) lockForUpdate(tx *gorm.DB) *gorm.DB {
	if d.sqlite {
		return tx
	}
	return tx.Clauses(clause.Locking{Strength: "UPDATE"})
}

// sizeQuery returns how many bytes the database's tables take, indexes
// included: for SQLite the file's pages, for PostgreSQL the relations of
// the current schema (their TOAST tables too, which hold long texts).
func (d dialect) sizeQuery() string {
	if d.sqlite {
		return "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()"
	}
	return `SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0)::BIGINT FROM pg_class c
		JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = current_schema() AND c.relkind = 'r'`
}

// resetSequences moves the id sequences of tables past the ids rows were
// given explicitly (by Copy). SQLite does that by itself.
func (d dialect) resetSequences(tx *gorm.DB, tables []string) error {
	if d.sqlite {
		return nil
	}
	for _, t := range tables {
		q := "SELECT setval(pg_get_serial_sequence('" + t + "', 'id'), COALESCE((SELECT MAX(id) FROM " + t + "), 0) + 1, false)"
		if err := tx.Exec(q).Error; err != nil {
			return fmt.Errorf("reset the ids of %s: %w", t, err)
		}
	}
	return nil
}

// tablesQuery lists the tables of the database (of the current schema on
// PostgreSQL).
func (d dialect) tablesQuery() string {
	if d.sqlite {
		return "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
	}
	return "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name"
}
