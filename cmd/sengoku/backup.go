package main

import (
	"context"
	"fmt"

	"sengoku/models"
)

// backup writes a consistent copy of a database that may be in use: a
// SQLite file for SQLite, an archive of every campaign for PostgreSQL.
func backup(ctx context.Context, args []string, e env) error {
	fs := newFlagSet("backup", "backup [-db FILE|URL] -out FILE", e)
	dbPath := dbFlag(fs, e)
	out := fs.String("out", "", "file to write the backup to; must not exist (required)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *out == "" {
		fs.Usage()
		return usageError{"backup: -out is required"}
	}
	db, err := models.Open(ctx, *dbPath, e.now)
	if err != nil {
		return err
	}
	if err := closeDB(db, db.Backup(ctx, *out)); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "Backup of %s written to %s\n", models.Describe(*dbPath), *out)
	return nil
}

// closeDB closes db once a command's work is done and returns the work's
// error, else the close's: closing checkpoints SQLite's log into the
// database file, so a command says it succeeded only after that.
func closeDB(db *models.DB, err error) error {
	if cerr := db.Close(); cerr != nil && err == nil {
		return fmt.Errorf("close the database: %w", cerr)
	}
	return err
}
