package lease

import (
	"context"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"sengoku/models"
)

// Run ticks at once and then on every interval, each tick under the
// lease; once stopped, it gives the lease up and another instance takes
// it at once, not after its expiry.
func TestRunTicksAndGivesTheLeaseUp(t *testing.T) {
	ctx := context.Background()
	db, err := models.Open(ctx, filepath.Join(t.TempDir(), "lease.db"), time.Now)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	a, err := NewHolder()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewHolder()
	if a == b || len(a) != 16 {
		t.Fatalf("holders %q and %q", a, b)
	}
	var ticks atomic.Int32
	first := make(chan struct{})
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		Run(runCtx, db, "test", a, 10*time.Millisecond, func(ctx context.Context) {
			// A tick may start as the loop is stopped: its context is done.
			if held, err := db.TakeLease(ctx, "test", a, time.Hour); ctx.Err() == nil && (err != nil || !held) {
				t.Errorf("tick without the lease: %v %v", held, err)
			}
			if ticks.Add(1) == 1 {
				close(first)
			}
		})
		close(done)
	}()
	<-first // at once, not after the first interval
	if held, err := db.TakeLease(ctx, "test", b, time.Hour); err != nil || held {
		t.Fatalf("another holder took a held lease: %v %v", held, err)
	}
	time.Sleep(60 * time.Millisecond)
	stop()
	<-done
	if n := ticks.Load(); n < 3 {
		t.Fatalf("%d ticks in 60ms every 10ms", n)
	}
	if held, err := db.TakeLease(ctx, "test", b, time.Hour); err != nil || !held {
		t.Fatalf("the lease was kept after the loop stopped: %v %v", held, err)
	}
}
