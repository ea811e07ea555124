package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"sengoku/models"
)

// restore puts a backup back: a SQLite backup file in place of a SQLite
// database, or an archive into either backend. It refuses a target that
// holds campaigns unless -force.
func restore(ctx context.Context, args []string, e env) error {
	fs := newFlagSet("restore", "restore -in FILE [-db FILE|URL] [-force]", e)
	dbPath := dbFlag(fs, e)
	in := fs.String("in", "", "the backup to restore: a SQLite file or an archive written by 'sengoku backup' (required)")
	force := fs.Bool("force", false, "replace the campaigns the database already holds")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *in == "" {
		fs.Usage()
		return usageError{"restore: -in is required"}
	}
	archive, err := models.IsArchive(*in)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	if !archive {
		if models.IsPostgres(*dbPath) {
			return errors.New("restore: a SQLite backup restores into a SQLite file; to move it to PostgreSQL, restore it to a file and copy that")
		}
		if err := models.RestoreSQLiteFile(ctx, *in, *dbPath, *force, e.now); err != nil {
			return notEmptyHint(err)
		}
		fmt.Fprintf(e.stdout, "Restored %s into %s\n", *in, *dbPath)
		return nil
	}
	return restoreArchive(ctx, *in, *dbPath, *force, e)
}

func restoreArchive(ctx context.Context, in, dsn string, force bool, e env) error {
	f, err := os.Open(in)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer func() { _ = f.Close() }() // read only: closing it loses nothing
	db, err := models.Open(ctx, dsn, e.now)
	if err != nil {
		return err
	}
	n, err := db.RestoreArchive(ctx, f, force)
	if err = closeDB(db, err); err != nil {
		return notEmptyHint(err)
	}
	fmt.Fprintf(e.stdout, "Restored %d campaigns from %s into %s\n", n, in, models.Describe(dsn))
	return nil
}

func notEmptyHint(err error) error {
	if errors.Is(err, models.ErrNotEmpty) {
		return fmt.Errorf("%w; add -force to replace them", err)
	}
	return err
}
