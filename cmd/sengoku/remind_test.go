package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/events"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// The deadline worker queues the "deadline in one hour" reminder for the
// player who has not drawn, once, and the notice worker delivers it in
// his language with the deadline: the clock is moved, nothing sleeps.
func TestDeadlineReminderDelivered(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		nt := newNoticeTable(t, b)
		ctx := context.Background()
		nt.act(t, campaign.GM(), campaign.Action{Kind: campaign.ActStart})
		stackSafeDeckIn(t, nt.db, nt.id)
		nt.act(t, campaign.GM(), campaign.Action{Kind: campaign.ActDeadline, Choice: campaign.DeadlineSet,
			Deadline: &campaign.DeadlineSpec{Kind: campaign.DeadlineAfter, After: 3 * time.Hour, Zone: "Europe/Rome"}})
		st, _ := nt.db.Campaign(ctx, nt.id)
		drew, waits := st.State.Waiting()[0], st.State.Waiting()[1]
		done, r := newReceiver(t, func(int) int { return http.StatusNoContent }), newReceiver(t, func(int) int { return http.StatusNoContent })
		nt.subscribe(t, models.Subscription{Clan: string(drew), Channel: models.ChannelWebhook, Format: models.FormatJSON, Target: done.srv.URL, Lang: "it"})
		nt.subscribe(t, models.Subscription{Clan: string(waits), Channel: models.ChannelWebhook, Format: models.FormatJSON, Target: r.srv.URL, Lang: "en"})
		nt.act(t, campaign.PlayerOf(drew), campaign.Action{Kind: campaign.ActDraw})
		dw, err := newDeadlineWorker(nt.db, nt.clock.now, events.NewLocal(), slog.New(slog.NewTextHandler(io.Discard, nil)), time.Second)
		if err != nil {
			t.Fatal(err)
		}
		nt.worker.tick(ctx) // the notices of the draw itself
		before, doneBefore := len(r.got()), len(done.got())
		dw.tick(ctx)
		nt.worker.tick(ctx)
		if got := r.got()[before:]; len(got) != 0 {
			t.Fatalf("reminded three hours before: %q", got)
		}
		nt.clock.move(2*time.Hour + 10*time.Minute)
		for range 3 {
			dw.tick(ctx)
			nt.worker.tick(ctx)
		}
		got := r.got()[before:]
		if len(got) != 1 || !strings.Contains(got[0], `"kind":"soon"`) || !strings.Contains(got[0], "the deadline is in one hour") || !strings.Contains(got[0], `"due"`) {
			t.Fatalf("reminders %q", got)
		}
		if extra := done.got()[doneBefore:]; len(extra) != 0 {
			t.Fatalf("%s, who drew, got %q", drew, extra)
		}
	})
}
