package deadlines

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
	"sengoku/internal/delivery"
	"sengoku/internal/noticetest"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// The deadline worker queues the "deadline in one hour" reminder for the
// player who has not drawn, once, and the notice worker delivers it in
// his language with the deadline: the clock is moved, nothing sleeps.
func TestDeadlineReminderDelivered(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		nt := noticetest.NewTable(t, b)
		ctx := context.Background()
		notices := delivery.New(nt.DB, nt.Clock.Now, slog.New(slog.NewTextHandler(io.Discard, nil)),
			delivery.Options{Every: time.Second, Holder: "test", Base: "http://sengoku.example", AllowPrivate: true, Timeout: 300 * time.Millisecond})
		nt.Act(t, campaign.GM(), campaign.Action{Kind: campaign.ActStart})
		nt.StackSafeDeck(t)
		nt.Act(t, campaign.GM(), campaign.Action{Kind: campaign.ActDeadline, Choice: campaign.DeadlineSet,
			Deadline: &campaign.DeadlineSpec{Kind: campaign.DeadlineAfter, After: 3 * time.Hour, Zone: "Europe/Rome"}})
		st, _ := nt.DB.Campaign(ctx, nt.ID)
		drew, waits := st.State.Waiting()[0], st.State.Waiting()[1]
		done, r := noticetest.NewReceiver(t, func(int) int { return http.StatusNoContent }), noticetest.NewReceiver(t, func(int) int { return http.StatusNoContent })
		nt.Subscribe(t, models.Subscription{Clan: string(drew), Channel: models.ChannelWebhook, Format: models.FormatJSON, Target: done.Srv.URL, Lang: "it"})
		nt.Subscribe(t, models.Subscription{Clan: string(waits), Channel: models.ChannelWebhook, Format: models.FormatJSON, Target: r.Srv.URL, Lang: "en"})
		nt.Act(t, campaign.PlayerOf(drew), campaign.Action{Kind: campaign.ActDraw})
		dw, err := New(nt.DB, nt.Clock.Now, events.NewLocal(), slog.New(slog.NewTextHandler(io.Discard, nil)), time.Second)
		if err != nil {
			t.Fatal(err)
		}
		notices.Tick(ctx) // the notices of the draw itself
		before, doneBefore := len(r.Got()), len(done.Got())
		dw.Tick(ctx)
		notices.Tick(ctx)
		if got := r.Got()[before:]; len(got) != 0 {
			t.Fatalf("reminded three hours before: %q", got)
		}
		nt.Clock.Move(2*time.Hour + 10*time.Minute)
		for range 3 {
			dw.Tick(ctx)
			notices.Tick(ctx)
		}
		got := r.Got()[before:]
		if len(got) != 1 || !strings.Contains(got[0], `"kind":"soon"`) || !strings.Contains(got[0], "the deadline is in one hour") || !strings.Contains(got[0], `"due"`) {
			t.Fatalf("reminders %q", got)
		}
		if extra := done.Got()[doneBefore:]; len(extra) != 0 {
			t.Fatalf("%s, who drew, got %q", drew, extra)
		}
	})
}
