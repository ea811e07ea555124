package models

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"sengoku/events"
)

// notifyChannel is the PostgreSQL channel campaign changes travel on.
const notifyChannel = "sengoku_campaigns"

// Events returns the source of campaign-change events for this database:
// in-process on SQLite (one process owns the file), PostgreSQL
// LISTEN/NOTIFY otherwise, so that an action taken through one instance
// reaches the pages held open on every other. Close it on shutdown.
func (db *DB) Events(ctx context.Context, log *slog.Logger) EventSource {
	if db.dialect.sqlite {
		return events.NewLocal()
	}
	return newPGEvents(ctx, db, log)
}

// EventSource is an events.Source that is closed on shutdown.
type EventSource interface {
	events.Source
	Close()
}

// pgEvents publishes with pg_notify and delivers what one LISTEN
// connection hears to this instance's subscribers.
type pgEvents struct {
	db     *DB
	local  *events.Local
	cancel context.CancelFunc
	done   chan struct{}
	// ready is closed once the first LISTEN is in place (tests wait on it).
	ready     chan struct{}
	readyOnce sync.Once
}

func newPGEvents(ctx context.Context, db *DB, log *slog.Logger) *pgEvents {
	ctx, cancel := context.WithCancel(ctx)
	p := &pgEvents{db: db, local: events.NewLocal(), cancel: cancel, done: make(chan struct{}), ready: make(chan struct{})}
	go p.listen(ctx, log)
	return p
}

// listen keeps a LISTEN connection open, reconnecting after a failure; a
// page that misses events meanwhile catches up at its fallback poll.
func (p *pgEvents) listen(ctx context.Context, log *slog.Logger) {
	defer close(p.done)
	for wait := 100 * time.Millisecond; ctx.Err() == nil; wait = min(2*wait, 5*time.Second) {
		err := p.listenOnce(ctx)
		if ctx.Err() != nil {
			return
		}
		log.Warn("campaign events: LISTEN connection lost", "err", err, "retry in", wait)
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
	}
}

func (p *pgEvents) listenOnce(ctx context.Context) error {
	conn, err := pgx.Connect(ctx, p.db.dsn)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	// The listening connection serves nothing once the loop ends: a
	// failure to close it cleanly leaves nothing to undo.
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()
	if _, err := conn.Exec(ctx, "LISTEN "+notifyChannel); err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	p.readyOnce.Do(func() { close(p.ready) })
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if id, version, ok := parseChange(n.Payload); ok {
			_ = p.local.Publish(ctx, id, version)
		}
	}
}

// parseChange reads a notification's payload, "id:version".
func parseChange(s string) (id, version int64, ok bool) {
	a, b, found := strings.Cut(s, ":")
	id, err1 := strconv.ParseInt(a, 10, 64)
	version, err2 := strconv.ParseInt(b, 10, 64)
	return id, version, found && err1 == nil && err2 == nil
}

// Publish sends the change to every instance listening, this one included.
func (p *pgEvents) Publish(ctx context.Context, id, version int64) error {
	if _, err := p.db.sql.ExecContext(ctx, "SELECT pg_notify($1, $2)", notifyChannel, fmt.Sprintf("%d:%d", id, version)); err != nil {
		return fmt.Errorf("notify campaign %d: %w", id, err)
	}
	return nil
}

// Subscribe delivers the versions of campaign id any instance publishes.
func (p *pgEvents) Subscribe(ctx context.Context, id int64) (<-chan int64, error) {
	return p.local.Subscribe(ctx, id)
}

// Close stops listening and ends every subscription.
func (p *pgEvents) Close() {
	p.cancel()
	<-p.done
	p.local.Close()
}
