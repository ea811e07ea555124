package models

import (
	"context"
	"sync"
	"testing"
	"time"
)

// TestCampaignQueueServesInOrder: writers to one campaign take their turn
// one at a time, first come first served; another campaign's writer does
// not wait for them; a writer whose request ends leaves the queue; and an
// idle campaign keeps no queue.
func TestCampaignQueueServesInOrder(t *testing.T) {
	q := newCampaignQueues()
	ctx := context.Background()
	first, err := q.enter(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var order []int
	var wg sync.WaitGroup
	for i := range 5 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			release, err := q.enter(ctx, 1)
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			order = append(order, i)
			mu.Unlock()
			release()
		}()
		queued(t, q, 1, i+2) // each in the queue before the next
	}
	other, err := q.enter(ctx, 2)
	if err != nil {
		t.Fatal("another campaign waits:", err)
	}
	other()
	gone, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := q.enter(gone, 1); err == nil {
		t.Error("a cancelled writer took a turn")
	}
	first()
	wg.Wait()
	for i, got := range order {
		if got != i {
			t.Fatalf("served in the order %v", order)
		}
	}
	if n := len(q.queue); n != 0 {
		t.Errorf("%d idle queues kept", n)
	}
}

// queued waits until n writers hold or wait for campaign id's turn.
func queued(t *testing.T, q *campaignQueues, id int64, n int) {
	t.Helper()
	for range 10000 {
		q.mu.Lock()
		c := q.queue[id]
		got := c != nil && c.waiting == n
		q.mu.Unlock()
		if got {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("%d writers never queued", n)
}
