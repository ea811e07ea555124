package main

import (
	"context"
	"time"

	"sengoku/models"
)

// tickLeased calls tick at once and then every interval until ctx ends,
// then gives up the background lease the ticks take (so another instance
// need not wait for it to expire). The deadline and notice workers share it.
func tickLeased(ctx context.Context, db *models.DB, lease, holder string, every time.Duration, tick func(context.Context)) {
	t := time.NewTicker(every)
	defer t.Stop()
	defer func() { _ = db.ReleaseLease(context.WithoutCancel(ctx), lease, holder) }()
	for {
		tick(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
