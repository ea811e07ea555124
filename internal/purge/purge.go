// Package purge deletes what has expired from the database on a timer:
// the sessions past their expiry.
package purge

import (
	"context"
	"log/slog"
	"time"

	"sengoku/models"
)

// SessionsEvery is how often the server deletes expired sessions.
const SessionsEvery = time.Hour

// Sessions deletes expired sessions now and then every interval, until
// ctx ends.
func Sessions(ctx context.Context, db *models.DB, every time.Duration, log *slog.Logger) {
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
