package main

import (
	"bytes"
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
	"sync"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// receiver is a webhook receiver on loopback that records what it gets;
// status says what it answers to each call.
type receiver struct {
	mu     sync.Mutex
	bodies []string
	sigs   []string
	status func(n int) int
	srv    *httptest.Server
}

func newReceiver(t *testing.T, status func(n int) int) *receiver {
	r := &receiver{status: status}
	r.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		b, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		n := len(r.bodies)
		r.bodies, r.sigs = append(r.bodies, string(b)), append(r.sigs, req.Header.Get("X-Sengoku-Signature"))
		r.mu.Unlock()
		w.WriteHeader(r.status(n))
	}))
	t.Cleanup(r.srv.Close)
	return r
}

func (r *receiver) got() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.bodies...)
}

// noticeTable is a started two-clan campaign (safe deck) with the worker
// that delivers its notices, over a clock the test moves.
type noticeTable struct {
	db     *models.DB
	svc    *campaign.Service
	clock  *movableClock
	worker *noticeWorker
	id     int64
}

func newNoticeTable(t *testing.T, b dbtest.Backend) *noticeTable {
	t.Helper()
	ctx := context.Background()
	dsn := b.DSN(t)
	clock := &movableClock{}
	db, err := models.Open(ctx, dsn, clock.now)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	// As serve does: the link key seals the stop links (models/links.go).
	if err := db.UseLinkKey(bytes.Repeat([]byte{9}, models.LinkKeySize)); err != nil {
		t.Fatal(err)
	}
	svc := campaign.NewService(db, clock.now)
	id, _, err := svc.Create(ctx, campaign.Setup{Name: "Avvisi", Scenario: campaign.Custom,
		Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B"}}, "hash")
	if err != nil {
		t.Fatal(err)
	}
	w := newNoticeWorkerTimeout(db, clock.now, slog.New(slog.NewTextHandler(io.Discard, nil)), time.Second, "test", "http://sengoku.example", true, 300*time.Millisecond)
	return &noticeTable{db: db, svc: svc, clock: clock, worker: w, id: id}
}

func (nt *noticeTable) act(t *testing.T, actor campaign.Actor, a campaign.Action) {
	t.Helper()
	if _, _, err := nt.svc.Act(context.Background(), nt.id, 0, actor, a); err != nil {
		t.Fatalf("%+v: %v", a, err)
	}
}

func (nt *noticeTable) subscribe(t *testing.T, s models.Subscription) string {
	t.Helper()
	tok, _ := campaign.NewToken()
	s.CampaignID, s.Token = nt.id, tok
	if s.Role == "" {
		s.Role = models.RolePlayer
	}
	if _, err := nt.db.Subscribe(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	return tok
}

// Local receivers get exactly the notices for their reader, in his
// language, signed, without a note's text or a card: quiet until the
// subscription; a note tells only its addressee; every notice carries its
// stop link, and after it nothing more comes.
func TestNoticesReachTheirReadersOnly(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		nt := newNoticeTable(t, b)
		ctx := context.Background()
		nt.act(t, campaign.GM(), campaign.Action{Kind: campaign.ActStart}) // before any subscription: nothing queued
		stackSafeDeckIn(t, nt.db, nt.id)
		takeda := newReceiver(t, func(int) int { return http.StatusNoContent })
		uesugi := newReceiver(t, func(int) int { return http.StatusOK })
		nt.subscribe(t, models.Subscription{Clan: "Takeda", Channel: models.ChannelWebhook, Format: models.FormatJSON, Target: takeda.srv.URL, Secret: "k", Lang: "it"})
		stop := nt.subscribe(t, models.Subscription{Clan: "Uesugi", Channel: models.ChannelWebhook, Format: models.FormatDiscord, Target: uesugi.srv.URL, Lang: "en"})
		st, _ := nt.db.Campaign(ctx, nt.id)
		for _, c := range st.State.Order {
			nt.act(t, campaign.PlayerOf(c), campaign.Action{Kind: campaign.ActDraw})
		}
		nt.act(t, campaign.GM(), campaign.Action{Kind: campaign.ActAdvance}) // Diplomacy
		nt.act(t, campaign.PlayerOf(campaign.Takeda), campaign.Action{Kind: campaign.ActNote, Target: campaign.Uesugi, Text: "attack at dawn"})
		nt.worker.tick(ctx)

		tk, ue := takeda.got(), uesugi.got()
		var kinds []string
		for i, body := range tk {
			var m map[string]any
			if err := json.Unmarshal([]byte(body), &m); err != nil {
				t.Fatal(err)
			}
			kinds = append(kinds, m["kind"].(string))
			mac := hmac.New(sha256.New, []byte("k"))
			mac.Write([]byte(body))
			if takeda.sigs[i] != "sha256="+hex.EncodeToString(mac.Sum(nil)) {
				t.Errorf("signature %q", takeda.sigs[i])
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
		if err := nt.db.Unsubscribe(ctx, stop); err != nil {
			t.Fatal(err)
		}
		nt.act(t, campaign.GM(), campaign.Action{Kind: campaign.ActAdvance})
		nt.worker.tick(ctx)
		if len(uesugi.got()) != before {
			t.Errorf("notices after the stop link: %q", uesugi.got()[before:])
		}
		if len(takeda.got()) == len(tk) {
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
	failing := newReceiver(t, func(n int) int {
		if n == 0 {
			return http.StatusBadGateway
		}
		return http.StatusOK
	})
	nt.subscribe(t, models.Subscription{Role: models.RoleGM, Channel: models.ChannelWebhook, Format: models.FormatJSON, Target: failing.srv.URL, Lang: "en"})
	nt.act(t, campaign.GM(), campaign.Action{Kind: campaign.ActStart})
	stackSafeDeckIn(t, nt.db, nt.id)
	nt.worker.tick(ctx)
	failed, _ := nt.db.FailedNotices(ctx, nt.id, 10)
	if len(failing.got()) != 1 || len(failed) != 1 || !strings.Contains(failed[0].LastError, "502") {
		t.Fatalf("first attempt: %d calls, failures %+v", len(failing.got()), failed)
	}
	nt.worker.tick(ctx)
	if len(failing.got()) != 1 {
		t.Fatal("retried before the back-off")
	}
	nt.clock.move(retryBase)
	nt.worker.tick(ctx)
	if failed, _ := nt.db.FailedNotices(ctx, nt.id, 10); len(failing.got()) != 2 || len(failed) != 0 {
		t.Fatalf("retry: %d calls, failures %+v", len(failing.got()), failed)
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
		nt.subscribe(t, models.Subscription{Clan: c, Channel: models.ChannelWebhook, Format: models.FormatJSON, Target: hanging.URL, Lang: "en"})
	}
	st, _ := nt.db.Campaign(ctx, nt.id)
	nt.act(t, campaign.PlayerOf(st.State.Order[0]), campaign.Action{Kind: campaign.ActDraw})
	done := make(chan struct{})
	go func() { nt.worker.tick(ctx); close(done) }()
	select {
	case <-hung: // the worker is waiting on the hanging receiver now
	case <-done:
		t.Fatal("nothing was delivered to the hanging receiver")
	}
	nt.act(t, campaign.PlayerOf(st.State.Order[1]), campaign.Action{Kind: campaign.ActDraw})
	select {
	case <-done:
		t.Log("the hanging delivery timed out first")
	default: // the action was stored while the delivery hung
	}
	<-done
}

// stackSafeDeckIn is stackSafeDeck on an open database.
func stackSafeDeckIn(t *testing.T, db *models.DB, id int64) {
	t.Helper()
	_, err := db.Act(context.Background(), id, 0, func(st *campaign.State) (models.ActionRecord, error) {
		var safe, rest []string
		for _, c := range st.Deck.DrawPile {
			if card, _ := campaign.CardByID(c); card.Event == campaign.EvSupplies || card.Timing == campaign.WhenYouWant {
				safe = append(safe, c)
			} else {
				rest = append(rest, c)
			}
		}
		st.Deck.DrawPile = append(safe, rest...)
		return models.ActionRecord{ActorRole: "gm", Kind: "test-fixture"}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
