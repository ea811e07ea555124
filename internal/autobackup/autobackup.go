// Package autobackup is the server's own backups (-backup-dir): one at
// every interval, the oldest removed beyond a number kept.
package autobackup

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"sengoku/models"
)

// Prefix starts the name of every backup the server takes, so that
// rotation removes only its own files.
const Prefix = "sengoku-"

// Schedule is the server's own backups: one every Every into Dir,
// keeping the newest Keep.
type Schedule struct {
	Dir   string
	Every time.Duration
	Keep  int
}

// Run takes a backup every b.Every until ctx ends. A backup reads a
// snapshot of the database, so players keep acting meanwhile; a failure is
// logged and the next one tried at the next tick.
func (b Schedule) Run(ctx context.Context, db *models.DB, logger *slog.Logger) {
	t := time.NewTicker(b.Every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			b.take(ctx, db, logger)
		}
	}
}

// take writes one backup into b.Dir and removes the oldest beyond b.Keep.
func (b Schedule) take(ctx context.Context, db *models.DB, logger *slog.Logger) {
	ext := ".db"
	if db.Backend() != "sqlite" {
		ext = ".archive.gz"
	}
	out := filepath.Join(b.Dir, Prefix+time.Now().UTC().Format("20060102T150405Z")+ext)
	start := time.Now()
	if err := db.Backup(ctx, out); err != nil {
		logger.Error("backup", "err", err)
		return
	}
	size := int64(0)
	if fi, err := os.Stat(out); err == nil {
		size = fi.Size()
	}
	logger.Info("backup", "file", out, "bytes", size, "took", time.Since(start).Round(time.Millisecond))
	removed, err := Rotate(b.Dir, b.Keep)
	if err != nil {
		logger.Error("backup rotation", "err", err)
	}
	for _, f := range removed {
		logger.Info("backup removed", "file", f)
	}
}

// Rotate removes all but the newest keep backups in dir (their names sort
// by time) and returns the files it removed.
func Rotate(dir string, keep int) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("list backups: %w", err)
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		if e.Type().IsRegular() && strings.HasPrefix(n, Prefix) && (strings.HasSuffix(n, ".db") || strings.HasSuffix(n, ".archive.gz")) {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	var removed []string
	for len(names) > keep {
		p := filepath.Join(dir, names[0])
		if err := os.Remove(p); err != nil {
			return removed, fmt.Errorf("remove old backup: %w", err)
		}
		removed = append(removed, p)
		names = names[1:]
	}
	return removed, nil
}
