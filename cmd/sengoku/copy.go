package main

import (
	"context"
	"errors"
	"fmt"

	"sengoku/models"
)

// copyClub is `sengoku copy -from A -to B [-force]`: it copies a club from
// one database to another (SQLite file or postgres:// URL, either way).
func copyClub(ctx context.Context, args []string, e env) error {
	fs := newFlagSet("copy", "copy -from FILE|URL -to FILE|URL [-force]", e)
	from := fs.String("from", "", "database to copy from (required)")
	to := fs.String("to", "", "database to copy to: created and migrated if needed, and it must hold no campaigns (required)")
	force := fs.Bool("force", false, "replace whatever the target database holds")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *from == "" || *to == "" {
		fs.Usage()
		return usageError{"copy: -from and -to are required"}
	}
	if *from == *to {
		return usageError{"copy: -from and -to are the same database"}
	}
	src, err := models.Open(ctx, *from, e.now)
	if err != nil {
		return err
	}
	dst, err := models.Open(ctx, *to, e.now)
	if err != nil {
		return closeDB(src, err)
	}
	counts, err := models.Copy(ctx, src, dst, *force)
	err = closeDB(src, closeDB(dst, err))
	if errors.Is(err, models.ErrTargetNotEmpty) {
		return fmt.Errorf("copy to %s: %w; add -force to replace it", models.Describe(*to), err)
	}
	if err != nil {
		return fmt.Errorf("copy from %s to %s: %w", models.Describe(*from), models.Describe(*to), err)
	}
	fmt.Fprintf(e.stdout, "Copied %d campaigns (%d log entries, %d past seasons, %d players, %d sessions) and %d library items from %s to %s.\n",
		counts["campaigns"], counts["actions"], counts["snapshots"], counts["players"], counts["sessions"], counts["library_items"],
		models.Describe(*from), models.Describe(*to))
	return nil
}
