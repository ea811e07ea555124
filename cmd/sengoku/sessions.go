package main

import (
	"context"
	"log/slog"
	"time"

	"sengoku/models"
)

// sessionPurgeEvery is how often serve deletes expired sessions.
const sessionPurgeEvery = time.Hour

// purgeSessions deletes expired sessions now and then every interval,
// until ctx ends.
func purgeSessions(ctx context.Context, db *models.DB, every time.Duration, log *slog.Logger) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		n, err := db.PurgeSessions(ctx)
		switch {
		case err != nil && ctx.Err() == nil:
			log.Warn("purge expired sessions", "err", err)
		case n > 0:
			log.Info("expired sessions purged", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
