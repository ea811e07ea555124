package models

import (
	"context"
	"sync"
	"testing"
	"time"

	"sengoku/models/dbtest"
)

// The rate counters every instance shares: concurrent events are each
// counted once, windows sum over the look-back, counters older than a day
// are forgotten, and a key's counters can be cleared.
func TestRateCountersOnEachBackend(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		start := time.Date(2026, 11, 26, 20, 0, 0, 0, time.UTC)
		var wg sync.WaitGroup
		for i := 0; i < 20; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// Two windows of a minute: 10 events in each.
				if err := db.CountEvent(ctx, "k", start.Add(time.Duration(i%2)*time.Minute+time.Duration(i)*time.Second), time.Minute); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if got, err := db.CountSince(ctx, "k", start); err != nil || got.Count != 20 || !got.Last.Equal(start.Add(time.Minute+19*time.Second)) {
			t.Fatalf("all: %+v %v, want 20 events, the last at 20:01:19", got, err)
		}
		if got, _ := db.CountSince(ctx, "k", start.Add(time.Minute)); got.Count != 10 {
			t.Fatalf("the second window: %d, want 10", got.Count)
		}
		if got, _ := db.CountSince(ctx, "other", start); got.Count != 0 || !got.Last.IsZero() {
			t.Fatalf("another key: %+v", got)
		}
		// An event a day and more later forgets the old windows.
		if err := db.CountEvent(ctx, "k", start.Add(25*time.Hour), time.Minute); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.CountSince(ctx, "k", start); got.Count != 1 {
			t.Fatalf("after a day: %d, want 1", got.Count)
		}
		if err := db.ForgetEvents(ctx, "k"); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.CountSince(ctx, "k", start); got.Count != 0 {
			t.Fatalf("after forgetting: %d", got.Count)
		}
	})
}
