package events

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"
)

func receive(t *testing.T, ch <-chan int64) int64 {
	t.Helper()
	select {
	case v, ok := <-ch:
		if !ok {
			t.Fatal("channel closed")
		}
		return v
	case <-time.After(5 * time.Second):
		t.Fatal("nothing received")
	}
	return 0
}

func TestLocalDeliversToEverySubscriberOfTheCampaign(t *testing.T) {
	l := NewLocal()
	ctx := t.Context()
	a, _ := l.Subscribe(ctx, 1)
	b, _ := l.Subscribe(ctx, 1)
	other, _ := l.Subscribe(ctx, 2)
	if err := l.Publish(ctx, 1, 7); err != nil {
		t.Fatal(err)
	}
	if got := receive(t, a); got != 7 {
		t.Errorf("a got %d", got)
	}
	if got := receive(t, b); got != 7 {
		t.Errorf("b got %d", got)
	}
	select {
	case v := <-other:
		t.Errorf("campaign 2 heard campaign 1's version %d", v)
	default:
	}
}

func TestLocalCoalescesToTheHighestVersion(t *testing.T) {
	l := NewLocal()
	ch, _ := l.Subscribe(t.Context(), 1)
	for _, v := range []int64{3, 5, 4} { // nobody reads meanwhile
		_ = l.Publish(t.Context(), 1, v)
	}
	if got := receive(t, ch); got != 5 {
		t.Errorf("slow receiver got %d, want the highest, 5", got)
	}
}

func TestLocalEndsSubscriptionWithItsContext(t *testing.T) {
	l := NewLocal()
	ctx, cancel := context.WithCancel(t.Context())
	ch, _ := l.Subscribe(ctx, 1)
	cancel()
	select {
	case _, ok := <-ch:
		if ok {
			t.Fatal("received a version after cancelling")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("channel not closed after its context ended")
	}
	if n := l.Subscribers(1); n != 0 {
		t.Errorf("%d subscribers left", n)
	}
	_ = l.Publish(t.Context(), 1, 2) // no panic on a closed channel
}

func TestLocalCloseEndsEveryStreamAndRefusesNewOnes(t *testing.T) {
	l := NewLocal()
	ctx, cancel := context.WithCancel(t.Context())
	ch, _ := l.Subscribe(ctx, 1)
	l.Close()
	if _, ok := <-ch; ok {
		t.Fatal("channel open after Close")
	}
	cancel() // unsubscribing after Close closes nothing twice
	if _, err := l.Subscribe(t.Context(), 1); !errors.Is(err, ErrClosed) {
		t.Errorf("Subscribe after Close: %v", err)
	}
}

func TestLocalConcurrentUse(t *testing.T) {
	l := NewLocal()
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithCancel(t.Context())
			ch, err := l.Subscribe(ctx, int64(i%2))
			if err != nil {
				t.Error(err)
			}
			cancel()
			for range ch {
			}
		}()
		go func() {
			defer wg.Done()
			for v := range int64(50) {
				_ = l.Publish(t.Context(), int64(i%2), v)
			}
		}()
	}
	wg.Wait()
}
