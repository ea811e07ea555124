package main

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

// backupPrefix starts the name of every backup the server takes, so that
// rotation removes only its own files.
const backupPrefix = "sengoku-"

// backupSchedule is the server's own backups: one every every into dir,
// keeping the newest keep.
type backupSchedule struct {
	dir   string
	every time.Duration
	keep  int
}

func (b backupSchedule) check() error {
	if b.dir == "" {
		return nil
	}
	if b.every < time.Second {
		return usageError{"serve: -backup-every must be at least 1s"}
	}
	if b.keep < 1 {
		return usageError{"serve: -backup-keep must be at least 1"}
	}
	if err := os.MkdirAll(b.dir, 0o700); err != nil {
		return fmt.Errorf("backup directory: %w", err)
	}
	return nil
}

// run takes a backup every b.every until ctx ends. A backup reads a
// snapshot of the database, so players keep acting meanwhile; a failure is
// logged and the next one tried at the next tick.
func (b backupSchedule) run(ctx context.Context, db *models.DB, logger *slog.Logger) {
	t := time.NewTicker(b.every)
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

func (b backupSchedule) take(ctx context.Context, db *models.DB, logger *slog.Logger) {
	ext := ".db"
	if db.Backend() != "sqlite" {
		ext = ".archive.gz"
	}
	out := filepath.Join(b.dir, backupPrefix+time.Now().UTC().Format("20060102T150405Z")+ext)
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
	removed, err := rotate(b.dir, b.keep)
	if err != nil {
		logger.Error("backup rotation", "err", err)
	}
	for _, f := range removed {
		logger.Info("backup removed", "file", f)
	}
}

// rotate removes all but the newest keep backups in dir (their names sort
// by time) and returns the files it removed.
func rotate(dir string, keep int) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("list backups: %w", err)
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		if e.Type().IsRegular() && strings.HasPrefix(n, backupPrefix) && (strings.HasSuffix(n, ".db") || strings.HasSuffix(n, ".archive.gz")) {
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
