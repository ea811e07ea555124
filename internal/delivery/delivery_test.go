package delivery

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/internal/noticetest"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// noticeTable is a started two-clan campaign with the worker that
// delivers its notices, over a clock the test moves.
type noticeTable struct {
	*noticetest.Table
	worker *Worker
}

func newNoticeTable(t *testing.T, b dbtest.Backend) *noticeTable {
	t.Helper()
	nt := noticetest.NewTable(t, b)
	w := New(nt.DB, nt.Clock.Now, slog.New(slog.NewTextHandler(io.Discard, nil)),
		Options{Every: time.Second, Holder: "test", Base: "http://sengoku.example", AllowPrivate: true, Timeout: 300 * time.Millisecond})
	return &noticeTable{Table: nt, worker: w}
}

// Local receivers get exactly the notices for their reader, in his
// language, signed, without a note's text or a card: quiet until the
// subscription; a note tells only its addressee; every notice carries its
// stop link, and after it nothing more comes.
func TestNoticesReachTheirReadersOnly(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		nt := newNoticeTable(t, b)
		ctx := context.Background()
		nt.Act(t, campaign.GM(), campaign.Action{Kind: campaign.ActStart}) // before any subscription: nothing queued
		nt.StackSafeDeck(t)
		takeda := noticetest.NewReceiver(t, func(int) int { return http.StatusNoContent })
		uesugi := noticetest.NewReceiver(t, func(int) int { return http.StatusOK })
		nt.Subscribe(t, models.Subscription{Clan: "Takeda", Channel: models.ChannelWebhook, Format: models.FormatJSON, Target: takeda.Srv.URL, Secret: "k", Lang: "it"})
		stop := nt.Subscribe(t, models.Subscription{Clan: "Uesugi", Channel: models.ChannelWebhook, Format: models.FormatDiscord, Target: uesugi.Srv.URL, Lang: "en"})
		st, _ := nt.DB.Campaign(ctx, nt.ID)
		for _, c := range st.State.Order {
			nt.Act(t, campaign.PlayerOf(c), campaign.Action{Kind: campaign.ActDraw})
		}
		nt.Act(t, campaign.GM(), campaign.Action{Kind: campaign.ActAdvance}) // Diplomacy
		nt.Act(t, campaign.PlayerOf(campaign.Takeda), campaign.Action{Kind: campaign.ActNote, Target: campaign.Uesugi, Text: "attack at dawn"})
		nt.worker.Tick(ctx)

		tk, ue := takeda.Got(), uesugi.Got()
		var kinds []string
		for i, body := range tk {
			var m map[string]any
			if err := json.Unmarshal([]byte(body), &m); err != nil {
				t.Fatal(err)
			}
			kinds = append(kinds, m["kind"].(string))
			mac := hmac.New(sha256.New, []byte("k"))
			mac.Write([]byte(body))
			if takeda.Sigs()[i] != "sha256="+hex.EncodeToString(mac.Sum(nil)) {
				t.Errorf("signature %q", takeda.Sigs()[i])
			}
			if m["lang"] != "it" || !strings.Contains(body, "/notices/unsubscribe/") {
				t.Errorf("notice %s", body)
			}
		}
		// Takeda: his turn to draw (if Uesugi drew first), the phase
		// advanced, and Diplomacy is everyone's turn; the note he sent
		// tells him nothing.
		joined := strings.Join(kinds, ",")
		if !strings.HasSuffix(joined, "phase,turn") || strings.Contains(joined, "note") || !strings.Contains(tk[len(tk)-2], "la fase è avanzata") || !strings.Contains(tk[len(tk)-1], "tocca a te") {
			t.Errorf("Takeda got %v: %q", kinds, tk)
		}
		all := strings.Join(ue, "\n")
		// Uesugi: his turn to draw (unless he draws second), the phase, his
		// turn in Diplomacy, the note for him.
		if len(ue) < 3 || !strings.Contains(ue[0], `"content"`) || !strings.Contains(ue[len(ue)-1], "a diplomacy note for you") {
			t.Errorf("Uesugi got %q", ue)
		}
		for _, secret := range []string{"attack at dawn", "SUPPLIES", "RIFORNIMENTI"} {
			if strings.Contains(strings.Join(tk, "")+all, secret) {
				t.Errorf("a notice carries %q", secret)
			}
		}
		before := len(ue)
		if err := nt.DB.Unsubscribe(ctx, stop); err != nil {
			t.Fatal(err)
		}
		nt.Act(t, campaign.GM(), campaign.Action{Kind: campaign.ActAdvance})
		nt.worker.Tick(ctx)
		if len(uesugi.Got()) != before {
			t.Errorf("notices after the stop link: %q", uesugi.Got()[before:])
		}
		if len(takeda.Got()) == len(tk) {
			t.Error("Takeda, still subscribed, heard nothing of the next phase")
		}
	})
}

// A receiver that fails is tried again after the back-off (time moved,
// no sleep) and the failure shows for the game master meanwhile; one that
// hangs holds up only the worker, never the action that queued it.
func TestNoticesRetryAndNeverSlowAnAction(t *testing.T) {
	nt := newNoticeTable(t, dbtest.SQLite)
	ctx := context.Background()
	failing := noticetest.NewReceiver(t, func(n int) int {
		if n == 0 {
			return http.StatusBadGateway
		}
		return http.StatusOK
	})
	nt.Subscribe(t, models.Subscription{Role: models.RoleGM, Channel: models.ChannelWebhook, Format: models.FormatJSON, Target: failing.Srv.URL, Lang: "en"})
	nt.Act(t, campaign.GM(), campaign.Action{Kind: campaign.ActStart})
	nt.StackSafeDeck(t)
	nt.worker.Tick(ctx)
	failed, _ := nt.DB.FailedNotices(ctx, nt.ID, 10)
	if len(failing.Got()) != 1 || len(failed) != 1 || !strings.Contains(failed[0].LastError, "502") {
		t.Fatalf("first attempt: %d calls, failures %+v", len(failing.Got()), failed)
	}
	nt.worker.Tick(ctx)
	if len(failing.Got()) != 1 {
		t.Fatal("retried before the back-off")
	}
	nt.Clock.Move(RetryBase)
	nt.worker.Tick(ctx)
	if failed, _ := nt.DB.FailedNotices(ctx, nt.ID, 10); len(failing.Got()) != 2 || len(failed) != 0 {
		t.Fatalf("retry: %d calls, failures %+v", len(failing.Got()), failed)
	}

	hung := make(chan struct{}, 1)
	release := make(chan struct{})
	hanging := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case hung <- struct{}{}:
		default:
		}
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer hanging.Close()
	defer close(release)
	for _, c := range []string{"Takeda", "Uesugi"} {
		nt.Subscribe(t, models.Subscription{Clan: c, Channel: models.ChannelWebhook, Format: models.FormatJSON, Target: hanging.URL, Lang: "en"})
	}
	st, _ := nt.DB.Campaign(ctx, nt.ID)
	nt.Act(t, campaign.PlayerOf(st.State.Order[0]), campaign.Action{Kind: campaign.ActDraw})
	done := make(chan struct{})
	go func() { nt.worker.Tick(ctx); close(done) }()
	select {
	case <-hung: // the worker is waiting on the hanging receiver now
	case <-done:
		t.Fatal("nothing was delivered to the hanging receiver")
	}
	nt.Act(t, campaign.PlayerOf(st.State.Order[1]), campaign.Action{Kind: campaign.ActDraw})
	select {
	case <-done:
		t.Log("the hanging delivery timed out first")
	default: // the action was stored while the delivery hung
	}
	<-done
}
