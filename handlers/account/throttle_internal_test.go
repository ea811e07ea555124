package account

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"sengoku/handlers/web"
)

// With every slot taken, bcrypt work waits a bounded time and then gives
// up with errBusy instead of piling up.
func TestBcryptGateBoundsConcurrentWork(t *testing.T) {
	t.Parallel()
	g := newBcryptGate(2, 50*time.Millisecond)
	release := make(chan struct{})
	var running sync.WaitGroup
	for i := 0; i < 2; i++ {
		running.Add(1)
		go func() {
			_ = g.do(context.Background(), func() error { running.Done(); <-release; return nil })
		}()
	}
	running.Wait()
	if err := g.do(context.Background(), func() error { t.Error("ran a third hash at once"); return nil }); !errors.Is(err, web.ErrBusy) {
		t.Fatalf("third hash: %v, want web.ErrBusy", err)
	}
	close(release)
	ran := false
	if err := g.do(context.Background(), func() error { ran = true; return nil }); err != nil || !ran {
		t.Fatalf("after release: %v, ran %v", err, ran)
	}
}

func TestBackoffDoublesUpToItsCap(t *testing.T) {
	t.Parallel()
	for failures, want := range map[int]time.Duration{5: time.Minute, 6: 2 * time.Minute, 8: 8 * time.Minute, 100: loginMaxBackoff} {
		if got := backoff(failures); got != want {
			t.Errorf("backoff(%d) = %v, want %v", failures, got, want)
		}
	}
}
