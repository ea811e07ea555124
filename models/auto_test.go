package models

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// testClock is a clock the test moves; every reader sees the same time.
type testClock struct{ ns atomic.Int64 }

func newTestClock(t time.Time) *testClock {
	c := &testClock{}
	c.ns.Store(t.UnixNano())
	return c
}

func (c *testClock) Now() time.Time       { return time.Unix(0, c.ns.Load()).UTC() }
func (c *testClock) Move(d time.Duration) { c.ns.Add(int64(d)) }
func (c *testClock) service(db *DB) *campaign.Service {
	return campaign.NewService(db, c.Now)
}

// deadlineCampaign creates a started two-clan campaign with a 24-hour
// deadline on each phase.
func deadlineCampaign(t *testing.T, svc *campaign.Service, store *DB) int64 {
	t.Helper()
	ctx := context.Background()
	id, _, err := svc.Create(ctx, campaign.Setup{Name: "Scadenze", Scenario: campaign.Custom,
		Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B"}}, "hash")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []campaign.Action{{Kind: campaign.ActStart}, {Kind: campaign.ActDeadline, Choice: campaign.DeadlineSet,
		Deadline: &campaign.DeadlineSpec{Kind: campaign.DeadlineAfter, After: 24 * time.Hour, Zone: "Europe/Rome"}}} {
		if _, _, err := svc.Act(ctx, id, 0, campaign.GM(), a); err != nil {
			t.Fatal(err)
		}
	}
	// The deck is shuffled at random: the cards drawn first are ones that
	// ask for no choice, so that nothing waits for a player.
	_, err = store.Act(ctx, id, 0, func(st *campaign.State) (campaign.LogEntry, error) {
		var safe, rest []string
		for _, c := range st.Deck.DrawPile {
			if card, _ := campaign.CardByID(c); card.Event == campaign.EvSupplies || card.Timing == campaign.WhenYouWant {
				safe = append(safe, c)
			} else {
				rest = append(rest, c)
			}
		}
		st.Deck.DrawPile = append(safe, rest...)
		return campaign.LogEntry{ActorRole: "gm", Kind: "test-stack"}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// Two instances on one database wake the same campaign when its deadline
// passes: each default and the advance happen exactly once, whichever
// instance takes them (on SQLite the one that owns the file).
func TestDeadlineAdvancesOnceWithTwoInstances(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		clock := newTestClock(time.Date(2026, 11, 26, 18, 0, 0, 0, time.UTC))
		db1, dsn := openTestAt(t, b, clock.Now)
		db2, err := Open(ctx, dsn, clock.Now)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = db2.Close() })
		svcs := []*campaign.Service{clock.service(db1), clock.service(db2)}
		id := deadlineCampaign(t, svcs[0], db1)
		if due, _ := db1.DueCampaigns(ctx, 10); len(due) != 0 {
			t.Fatalf("due before the deadline: %v", due)
		}
		clock.Move(24 * time.Hour)
		if due, _ := db2.DueCampaigns(ctx, 10); len(due) != 1 || due[0] != id {
			t.Fatalf("due at the deadline: %v", due)
		}
		var wg sync.WaitGroup
		var steps atomic.Int64
		for i := range 4 {
			wg.Go(func() {
				_, n, err := svcs[i%2].AutoAdvance(ctx, id)
				// On SQLite the second handle reads only (ownership): its
				// steps are refused and the first takes them all.
				if err != nil && !strings.Contains(err.Error(), campaign.ErrConflict.Error()) && !errors.Is(err, ErrReadOnly) {
					t.Error(err)
				}
				steps.Add(int64(n))
			})
		}
		wg.Wait()
		log, _ := db1.Actions(ctx, id, 0, 100)
		var autos []string
		for _, e := range log {
			if e.Kind == string(campaign.ActAuto) {
				autos = append(autos, e.Events)
			}
		}
		// Two clans had not drawn: two defaults, then the advance.
		if len(autos) != 3 || steps.Load() != 3 || !strings.Contains(autos[0], `"kind":"default"`) || !strings.Contains(autos[2], "the phase advances") {
			t.Fatalf("%d steps, auto entries %q", steps.Load(), autos)
		}
		c, _ := db1.Campaign(ctx, id)
		if c.State.Phase != campaign.PhaseDiplomacy {
			t.Fatalf("phase %s", c.State.Phase)
		}
		if due, _ := db1.DueCampaigns(ctx, 10); len(due) != 0 {
			t.Fatalf("still due after the advance: %v", due)
		}
	})
}

// A lease is held by one instance at a time, renewed by its holder, and
// taken over once it expires or is released.
func TestLease(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		clock := newTestClock(time.Date(2026, 11, 26, 18, 0, 0, 0, time.UTC))
		db, _ := openTestAt(t, b, clock.Now)
		take := func(holder string, want bool) {
			t.Helper()
			got, err := db.TakeLease(ctx, "deadlines", holder, time.Minute)
			if err != nil || got != want {
				t.Fatalf("%s takes: %v %v, want %v", holder, got, err, want)
			}
		}
		take("a", true)
		take("b", false)
		clock.Move(30 * time.Second)
		take("a", true) // renewed until 18:01:30
		clock.Move(45 * time.Second)
		take("b", false)
		clock.Move(time.Minute)
		take("b", true)
		take("a", false)
		if err := db.ReleaseLease(ctx, "deadlines", "b"); err != nil {
			t.Fatal(err)
		}
		take("a", true)
	})
}

// A campaign whose wake time was lost (imported, copied, restored) gets it
// back from its state.
func TestRewakeAll(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		clock := newTestClock(time.Date(2026, 11, 26, 18, 0, 0, 0, time.UTC))
		db, _ := openTestAt(t, b, clock.Now)
		id := deadlineCampaign(t, clock.service(db), db)
		if err := db.gorm.Exec("UPDATE campaigns SET wake_at = NULL").Error; err != nil {
			t.Fatal(err)
		}
		clock.Move(25 * time.Hour)
		if due, _ := db.DueCampaigns(ctx, 10); len(due) != 0 {
			t.Fatalf("due without a wake time: %v", due)
		}
		if err := db.RewakeAll(ctx); err != nil {
			t.Fatal(err)
		}
		if due, _ := db.DueCampaigns(ctx, 10); len(due) != 1 || due[0] != id {
			t.Fatalf("due after rewaking: %v", due)
		}
	})
}
