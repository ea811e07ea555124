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

// A token bucket every instance shares: a burst of takes at one moment,
// from many goroutines, gets exactly burst tokens; then one per interval
// comes back, retryAt says when; a bucket idle for a day is purged with the
// expired sessions. Its row never counts as one of the counters' windows.
func TestTokenBucketOnEachBackend(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		now := time.Date(2026, 11, 26, 20, 0, 0, 0, time.UTC)
		const burst, every = 30, 500 * time.Millisecond
		var wg sync.WaitGroup
		var mu sync.Mutex
		taken := 0
		for i := 0; i < 50; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ok, _, err := db.TakeToken(ctx, "act:s", now, every, burst)
				if err != nil {
					t.Error(err)
				}
				if ok {
					mu.Lock()
					taken++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if taken != burst {
			t.Fatalf("%d tokens taken at once, want %d", taken, burst)
		}
		ok, retry, err := db.TakeToken(ctx, "act:s", now, every, burst)
		if ok || err != nil || !retry.Equal(now.Add(every)) {
			t.Fatalf("empty bucket: %v %v %v, want a refusal until %v", ok, retry, err, now.Add(every))
		}
		if ok, _, _ := db.TakeToken(ctx, "act:other", now, every, burst); !ok {
			t.Fatal("another key's bucket is empty")
		}
		// Two tokens a second come back, no more.
		later := now.Add(time.Second)
		for i := 0; i < 2; i++ {
			if ok, _, _ := db.TakeToken(ctx, "act:s", later, every, burst); !ok {
				t.Fatalf("token %d after a second refused", i+1)
			}
		}
		if ok, _, _ := db.TakeToken(ctx, "act:s", later, every, burst); ok {
			t.Fatal("a third token after a second")
		}
		if got, _ := db.CountSince(ctx, "act:s", now.Add(-time.Hour)); got.Count != 0 {
			t.Fatalf("the bucket counted as a window: %+v", got)
		}
		// Idle for a day: full again, and purged.
		db.clock = func() time.Time { return now.Add(25 * time.Hour) }
		if _, err := db.PurgeSessions(ctx); err != nil {
			t.Fatal(err)
		}
		var rows int64
		db.gorm.Raw(`SELECT COUNT(*) FROM rate_counters`).Scan(&rows)
		if rows != 0 {
			t.Fatalf("%d buckets left after a day idle", rows)
		}
	})
}
