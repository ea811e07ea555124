// Package lease runs the server's background loops that one instance of
// several does at a time: each tick takes a lease in the database (a
// name, a holder and an expiry, models.DB.TakeLease), and the loop gives
// it up when it stops, so that another instance need not wait for it to
// expire. The deadline and notice workers share it.
package lease

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"time"

	"sengoku/models"
)

// NewHolder names this instance as the holder of its leases: eight
// random bytes, fresh at every start.
func NewHolder() (string, error) {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// Run calls tick at once and then every interval until ctx ends, then
// gives up the lease name that the ticks take for holder.
func Run(ctx context.Context, db *models.DB, name, holder string, every time.Duration, tick func(context.Context)) {
	t := time.NewTicker(every)
	defer t.Stop()
	defer func() { _ = db.ReleaseLease(context.WithoutCancel(ctx), name, holder) }()
	for {
		tick(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
