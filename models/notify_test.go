package models

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"sengoku/events"
	"sengoku/models/dbtest"
)

// On PostgreSQL a change published through one instance reaches the
// subscribers of another; on SQLite the source is the in-process one.
func TestEventsReachEveryInstance(t *testing.T) {
	ctx := t.Context()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	sqlite, _ := openTest(t, dbtest.SQLite)
	if _, ok := sqlite.Events(ctx, quiet).(*events.Local); !ok {
		t.Fatal("SQLite's events are not the in-process source")
	}
	a, dsn := openTest(t, dbtest.Postgres)
	b, err := Open(ctx, dsn, time.Now) // a second instance on the same database
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ea, eb := a.Events(ctx, quiet).(*pgEvents), b.Events(ctx, quiet).(*pgEvents)
	defer ea.Close()
	defer eb.Close()
	for _, e := range []*pgEvents{ea, eb} {
		select {
		case <-e.ready:
		case <-time.After(5 * time.Second):
			t.Fatal("LISTEN not ready")
		}
	}
	onB, err := eb.Subscribe(ctx, 7)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := eb.Subscribe(ctx, 8)
	if err := ea.Publish(context.Background(), 7, 42); err != nil {
		t.Fatal(err)
	}
	select {
	case v := <-onB:
		if v != 42 {
			t.Fatalf("instance B heard version %d", v)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("instance B did not hear the change made through A")
	}
	select {
	case v := <-other:
		t.Fatalf("campaign 8's subscriber heard %d", v)
	case <-time.After(100 * time.Millisecond):
	}
	eb.Close()
	if _, ok := <-onB; ok {
		t.Fatal("closing the source left the subscription open")
	}
}
