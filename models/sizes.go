package models

import (
	"context"
	"fmt"
	"sort"
	"strings"
)

// campaignTables are the tables that grow with a campaign's age.
var campaignTables = []string{"campaigns", "actions", "notes", "prestige", "battle_reports", "snapshots", "tracker_events"}

// TableSizes are the bytes each campaign table takes: on PostgreSQL with
// its indexes, TOAST and the dead rows autovacuum has not yet reclaimed
// (pg_total_relation_size); on SQLite, the whole file (its pages are
// shared).
type TableSizes map[string]int64

// Total is the bytes of every table.
func (s TableSizes) Total() int64 {
	var n int64
	for _, v := range s {
		n += v
	}
	return n
}

func (s TableSizes) String() string {
	names := make([]string, 0, len(s))
	for k := range s {
		names = append(names, k)
	}
	sort.Strings(names)
	parts := make([]string, len(names))
	for i, k := range names {
		parts[i] = fmt.Sprintf("%s %.2f MB", k, float64(s[k])/(1<<20))
	}
	return strings.Join(parts, ", ")
}

// TableSizes measures the campaign tables.
func (db *DB) TableSizes(ctx context.Context) (TableSizes, error) {
	if db.dialect.sqlite {
		n, err := db.Size(ctx)
		return TableSizes{"file": n}, err
	}
	out := TableSizes{}
	for _, t := range campaignTables {
		var n int64
		if err := db.sql.QueryRowContext(ctx, "SELECT pg_total_relation_size(to_regclass($1))", t).Scan(&n); err != nil {
			return nil, fmt.Errorf("size of %s: %w", t, err)
		}
		out[t] = n
	}
	return out, nil
}

// Compact gives the campaign tables' dead space back (PostgreSQL's VACUUM
// FULL, SQLite's VACUUM): what they would take with nothing to reclaim.
// It locks the tables meanwhile; a measurement's tool, not a routine.
func (db *DB) Compact(ctx context.Context) error {
	stmt := "VACUUM"
	if !db.dialect.sqlite {
		stmt = "VACUUM FULL " + strings.Join(campaignTables, ", ")
	}
	if _, err := db.sql.ExecContext(ctx, stmt); err != nil {
		return fmt.Errorf("compact: %w", err)
	}
	return nil
}
