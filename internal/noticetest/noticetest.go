// Package noticetest gives the tests of the notice workers (delivery,
// deadlines) what they share: a clock they move, a webhook receiver on
// loopback and a started two-clan campaign whose notices are queued. Only
// tests import it.
package noticetest

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// Clock is the workers' clock in a test: the wall clock moved forward by
// what the test adds.
type Clock struct{ ahead atomic.Int64 }

// Now is the clock's time.
func (c *Clock) Now() time.Time { return time.Now().Add(time.Duration(c.ahead.Load())) }

// Move puts the clock d forward.
func (c *Clock) Move(d time.Duration) { c.ahead.Add(int64(d)) }

// Receiver is a webhook receiver on loopback that records what it gets;
// status says what it answers to each call.
type Receiver struct {
	mu     sync.Mutex
	bodies []string
	sigs   []string
	status func(n int) int
	Srv    *httptest.Server
}

// NewReceiver starts a receiver, closed when the test ends.
func NewReceiver(t *testing.T, status func(n int) int) *Receiver {
	r := &Receiver{status: status}
	r.Srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		b, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		n := len(r.bodies)
		r.bodies, r.sigs = append(r.bodies, string(b)), append(r.sigs, req.Header.Get("X-Sengoku-Signature"))
		r.mu.Unlock()
		w.WriteHeader(r.status(n))
	}))
	t.Cleanup(r.Srv.Close)
	return r
}

// Got is the bodies received so far.
func (r *Receiver) Got() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.bodies...)
}

// Sigs is the X-Sengoku-Signature of each body received so far.
func (r *Receiver) Sigs() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.sigs...)
}

// Table is a started two-clan campaign (Takeda and Uesugi) on a
// database of its own, over a clock the test moves.
type Table struct {
	DB    *models.DB
	Svc   *campaign.Service
	Clock *Clock
	ID    int64
}

// NewTable creates the campaign on a fresh database of backend b, whose
// link key seals the stop links as serve's does (models/links.go).
func NewTable(t *testing.T, b dbtest.Backend) *Table {
	t.Helper()
	ctx := context.Background()
	clock := &Clock{}
	db, err := models.Open(ctx, b.DSN(t), clock.Now)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if err := db.UseLinkKey(bytes.Repeat([]byte{9}, models.LinkKeySize)); err != nil {
		t.Fatal(err)
	}
	svc := campaign.NewService(db, clock.Now)
	id, _, err := svc.Create(ctx, campaign.Setup{Name: "Avvisi", Scenario: campaign.Custom,
		Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B"}}, "hash")
	if err != nil {
		t.Fatal(err)
	}
	return &Table{DB: db, Svc: svc, Clock: clock, ID: id}
}

// Act takes action a for actor, which must be accepted.
func (nt *Table) Act(t *testing.T, actor campaign.Actor, a campaign.Action) {
	t.Helper()
	if _, _, err := nt.Svc.Act(context.Background(), nt.ID, 0, actor, a); err != nil {
		t.Fatalf("%+v: %v", a, err)
	}
}

// Subscribe subscribes s (a player unless its role says) to the
// campaign's notices and returns its stop token.
func (nt *Table) Subscribe(t *testing.T, s models.Subscription) string {
	t.Helper()
	tok, _ := campaign.NewToken()
	s.CampaignID, s.Token = nt.ID, tok
	if s.Role == "" {
		s.Role = models.RolePlayer
	}
	if _, err := nt.DB.Subscribe(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	return tok
}

// StackSafeDeck puts the SUPPLIES and "when you want" cards on top of the
// draw pile, so that a draw asks for no choice.
func (nt *Table) StackSafeDeck(t *testing.T) {
	t.Helper()
	_, err := nt.DB.Act(context.Background(), nt.ID, 0, func(st *campaign.State) (models.ActionRecord, error) {
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
