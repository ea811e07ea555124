// Package events tells whoever is watching that a campaign changed: each
// open campaign page holds a stream that learns the campaign's new version
// as soon as an action commits, instead of polling for it.
//
// Source is the one seam: Local serves a single process; a deployment with
// several instances implements Source on the shared database (PostgreSQL
// LISTEN/NOTIFY) so that an action taken through one instance reaches the
// pages held open by another.
package events

import (
	"context"
	"errors"
	"sync"
)

// ErrClosed is returned by Subscribe once the source is closed.
var ErrClosed = errors.New("events: source closed")

// Source carries campaign versions from the actions that make them to the
// streams that wait for them.
type Source interface {
	// Subscribe delivers the versions of campaign id published from now on,
	// until ctx ends or the source closes; the channel is closed then.
	// Delivery coalesces: a slow receiver may miss intermediate versions,
	// never the latest one, and versions may arrive out of order (keep the
	// highest).
	Subscribe(ctx context.Context, id int64) (<-chan int64, error)
	// Publish announces that campaign id has reached version. It never
	// blocks on slow receivers.
	Publish(ctx context.Context, id, version int64) error
}

// Local is the in-process Source: publishers and streams share one
// process. The zero value is not usable; call NewLocal.
type Local struct {
	mu     sync.Mutex
	subs   map[int64]map[chan int64]struct{}
	closed bool
}

// NewLocal returns an open in-process source.
func NewLocal() *Local {
	return &Local{subs: map[int64]map[chan int64]struct{}{}}
}

// Subscribe implements Source.
func (l *Local) Subscribe(ctx context.Context, id int64) (<-chan int64, error) {
	ch := make(chan int64, 1)
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return nil, ErrClosed
	}
	if l.subs[id] == nil {
		l.subs[id] = map[chan int64]struct{}{}
	}
	l.subs[id][ch] = struct{}{}
	context.AfterFunc(ctx, func() { l.unsubscribe(id, ch) })
	return ch, nil
}

func (l *Local) unsubscribe(id int64, ch chan int64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.subs[id][ch]; !ok {
		return // already closed by Close
	}
	delete(l.subs[id], ch)
	if len(l.subs[id]) == 0 {
		delete(l.subs, id)
	}
	close(ch)
}

// Publish implements Source. A receiver that has not taken the previous
// version yet gets the higher of the two.
func (l *Local) Publish(_ context.Context, id, version int64) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	for ch := range l.subs[id] {
		v := version
		select {
		case old := <-ch:
			v = max(v, old)
		default:
		}
		ch <- v // the buffer is empty: only Publish sends, under l.mu
	}
	return nil
}

// Subscribers is the number of open subscriptions to campaign id.
func (l *Local) Subscribers(id int64) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.subs[id])
}

// Close ends every subscription (their channels close) and refuses new
// ones: the server calls it when it shuts down, so that open streams end.
func (l *Local) Close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	for id, chans := range l.subs {
		for ch := range chans {
			close(ch)
		}
		delete(l.subs, id)
	}
}
