package models

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// battleCampaign stores a campaign with battle 1 drawn up: Takeda attacks
// Uesugi in province 5.
func battleCampaign(t *testing.T, db *DB, hand ...string) int64 {
	t.Helper()
	st := newState(t)
	b := campaign.Battle{ID: 1, Province: 5, Attacker: campaign.Takeda, Defender: campaign.Uesugi, Terrain: campaign.Plain}
	b.AttackerSize, b.DefenderSize = st.Clan(campaign.Takeda).Army.Size(), st.Clan(campaign.Uesugi).Army.Size()
	st.Battles, st.BattleSeq, st.Phase = append(st.Battles, b), 1, campaign.PhaseBattles
	st.Clan(campaign.Takeda).Hand = append(st.Clan(campaign.Takeda).Hand, hand...)
	id, err := db.NewCampaign(context.Background(), st, "hash", nil)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// TestTrackerEventsAreRowsWithARevision: on both backends each event is
// its own row, numbered by the revision it made; a stale revision is a
// conflict carrying the battle as it stands, and a refused event or a
// stale one stores nothing.
func TestTrackerEventsAreRowsWithARevision(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, be dbtest.Backend) {
		db, _ := openTest(t, be)
		ctx := context.Background()
		id := battleCampaign(t, db)
		tk := campaign.PlayerOf(campaign.Takeda)
		el := "Uesugi.ashigaru.1"
		tr, err := db.RecordTrackerEvent(ctx, id, 1, 0, tk, campaign.TrackerEvent{Kind: campaign.TrackDestroy, Element: el})
		if err != nil || tr.Rev != 1 || tr.Sides[1].Destroyed != 1 {
			t.Fatalf("first event: %+v %v", tr, err)
		}
		_, err = db.RecordTrackerEvent(ctx, id, 1, 0, campaign.PlayerOf(campaign.Uesugi), campaign.TrackerEvent{Kind: campaign.TrackTurn})
		var conflict *campaign.TrackerConflict
		if !errors.As(err, &conflict) || !errors.Is(err, campaign.ErrConflict) || conflict.Tracker.Rev != 1 || conflict.Tracker.Sides[1].Destroyed != 1 {
			t.Fatalf("stale revision: %v", err)
		}
		if _, err := db.RecordTrackerEvent(ctx, id, 1, 1, tk, campaign.TrackerEvent{Kind: campaign.TrackDestroy, Element: el}); err == nil {
			t.Fatal("an element destroyed twice")
		}
		if _, err := db.RecordTrackerEvent(ctx, id, 9, 0, tk, campaign.TrackerEvent{Kind: campaign.TrackTurn}); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("no battle 9: %v", err)
		}
		events, _ := db.TrackerEvents(ctx, id, 1)
		if len(events) != 2 || events[0].Kind != campaign.TrackRoster || len(events[0].Roster) != 2 || events[1].Seq != 1 || events[1].Maker != "Takeda" || events[1].Type != campaign.Ashigaru {
			t.Fatalf("stored %+v", events)
		}
		cp, _ := db.Campaign(ctx, id)
		if got, err := db.Tracker(ctx, cp, 1); err != nil || got.Rev != 1 {
			t.Fatalf("read back: %+v %v", got, err)
		}
	})
}

// TestTrackerConcurrentSidesLoseNothing: the two sides' phones record at
// the same time, each retrying on a conflict with the revision it is
// given: every event is stored once, the revisions run 1…n.
func TestTrackerConcurrentSidesLoseNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, be dbtest.Backend) {
		db, _ := openTest(t, be)
		ctx := context.Background()
		id := battleCampaign(t, db)
		const each = 6
		var wg sync.WaitGroup
		for _, sd := range []struct {
			actor campaign.Clan
			enemy string
		}{{campaign.Takeda, "Uesugi"}, {campaign.Uesugi, "Takeda"}} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				rev, done := 0, 0
				for tries := 0; done < each && tries < 100; tries++ {
					ev := campaign.TrackerEvent{Kind: campaign.TrackRecoil, Element: sd.enemy + ".foot-samurai.1"}
					if done%2 == 1 {
						ev.Kind = campaign.TrackReturn
					}
					tr, err := db.RecordTrackerEvent(ctx, id, 1, rev, campaign.PlayerOf(sd.actor), ev)
					var conflict *campaign.TrackerConflict
					switch {
					case errors.As(err, &conflict):
						rev = conflict.Tracker.Rev
					case err != nil:
						t.Error(err)
						return
					default:
						rev, done = tr.Rev, done+1
					}
				}
				if done != each {
					t.Errorf("%s recorded %d of %d", sd.actor, done, each)
				}
			}()
		}
		wg.Wait()
		events, _ := db.TrackerEvents(ctx, id, 1)
		if len(events) != 2*each+1 {
			t.Fatalf("%d events stored, want %d and the roster", len(events), 2*each)
		}
		for i, ev := range events {
			if ev.Seq != i {
				t.Fatalf("event %d has revision %d", i, ev.Seq)
			}
		}
	})
}

// TestTrackerCardIsPlayedByTheCampaignsAction: a card on the tracker
// leaves the hand by the campaign's own action, logged, and counts for the
// battle (MORALE +2), in the same transaction as its event, with one load
// of the state and no copy; on a stale revision neither happens.
func TestTrackerCardIsPlayedByTheCampaignsAction(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, be dbtest.Backend) {
		db, _ := openTest(t, be)
		ctx := context.Background()
		id := battleCampaign(t, db, "7-C")
		tk := campaign.PlayerOf(campaign.Takeda)
		entry := func(st *campaign.State, a campaign.Action) (ActionRecord, error) {
			_, err := campaign.Step(st, tk, a)
			return ActionRecord{ActorRole: "player", ActorClan: "Takeda", Kind: string(a.Kind)}, err
		}
		if _, err := db.RecordTrackerEvent(ctx, id, 1, 0, tk, campaign.TrackerEvent{Kind: campaign.TrackTurn}); err != nil {
			t.Fatal(err)
		}
		card := campaign.TrackerEvent{Kind: campaign.TrackCard, Card: "7-C"}
		if _, _, err := db.RecordTrackerCard(ctx, id, 1, 0, tk, card, entry); !errors.Is(err, campaign.ErrConflict) {
			t.Fatalf("stale card: %v", err)
		}
		cp, _ := db.Campaign(ctx, id)
		if !slices.Contains(cp.State.Clan(campaign.Takeda).Hand, "7-C") || cp.Version != 1 {
			t.Fatal("a refused card left the hand")
		}
		// One load, in the transaction; the event is checked on the state
		// before the play, with no copy of it (campaign.Step, this test's
		// entry, copies the state it applies to: its copies are its own).
		var entryCopies int64
		counted := func(st *campaign.State, a campaign.Action) (ActionRecord, error) {
			before := campaign.StateCopies()
			defer func() { entryCopies += campaign.StateCopies() - before }()
			return entry(st, a)
		}
		loads, copies := db.StateLoads(), campaign.StateCopies()
		cp, tr, err := db.RecordTrackerCard(ctx, id, 1, 1, tk, card, counted)
		if err != nil {
			t.Fatal(err)
		}
		if n := db.StateLoads() - loads; n != 1 {
			t.Errorf("%d states loaded, want 1", n)
		}
		if n := campaign.StateCopies() - copies - entryCopies; n != 0 {
			t.Errorf("%d states copied besides the entry's, want none", n)
		}
		if slices.Contains(cp.State.Clan(campaign.Takeda).Hand, "7-C") || !tr.Sides[0].Morale || tr.Rev != 2 || tr.Sides[0].Break != cp.State.Options.BreakPoint(tr.Sides[0].Size, true) {
			t.Fatalf("MORALE played: hand %v, tracker %+v", cp.State.Clan(campaign.Takeda).Hand, tr.Sides[0])
		}
		log, _ := db.Actions(ctx, id, 0, 10)
		if len(log) != 1 || log[0].Kind != "play" {
			t.Fatalf("log %+v", log)
		}
	})
}

// TestTrackerEventsTravelWithTheExport: on both backends the export
// carries a battle's tracker events, roster included, and an import of
// the file has the same tracker.
func TestTrackerEventsTravelWithTheExport(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, be dbtest.Backend) {
		db, _ := openTest(t, be)
		ctx := context.Background()
		id := battleCampaign(t, db)
		tk := campaign.PlayerOf(campaign.Takeda)
		if _, err := db.RecordTrackerEvent(ctx, id, 1, 0, tk, campaign.TrackerEvent{Kind: campaign.TrackDestroy, Element: "Uesugi.ashigaru.1"}); err != nil {
			t.Fatal(err)
		}
		ex, err := db.ExportCampaign(ctx, id)
		if err != nil || len(ex.Trackers) != 2 || ex.Trackers[0].Event.Kind != campaign.TrackRoster {
			t.Fatalf("export trackers %+v, %v", ex.Trackers, err)
		}
		file, _ := json.Marshal(ex)
		read, err := ReadExport(bytes.NewReader(file), int64(len(file)))
		if err != nil {
			t.Fatal(err)
		}
		copyID, err := db.ImportCampaign(ctx, read, "hash", nil)
		if err != nil {
			t.Fatal(err)
		}
		cp, _ := db.Campaign(ctx, copyID)
		tr, err := db.Tracker(ctx, cp, 1)
		if err != nil || tr.Rev != 1 || tr.Sides[1].Destroyed != 1 || len(tr.Timeline) != 1 {
			t.Fatalf("imported tracker %+v, %v", tr, err)
		}
		dup := append(read.Trackers, read.Trackers[1])
		raw, _ := json.Marshal(dup)
		bad := strings.Replace(string(file), `"trackers":`, `"trackers":`+string(raw)+`,"ignored":`, 1)
		if _, err := ReadExport(strings.NewReader(bad), int64(len(bad))); err == nil {
			t.Fatal("an export with a revision twice was read")
		}
	})
}
