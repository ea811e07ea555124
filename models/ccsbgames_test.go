package models

import (
	"context"
	"errors"
	"sync"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
	"sengoku/tables/ccsb"
)

// TestCCSBGameEventsAreRowsWithARevision: on both backends each event is
// its own row numbered by its revision; only the two seats record; a
// stale revision is a conflict carrying the game as it stands; the row
// keeps the result the scenario page counts.
func TestCCSBGameEventsAreRowsWithARevision(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, be dbtest.Backend) {
		db, _ := openTest(t, be)
		ctx := context.Background()
		id, err := db.CreateCCSBGame(ctx, ccsb.GameSetup{Scenario: 1}, [2]string{HashToken("alice")}, 0)
		if err != nil {
			t.Fatal(err)
		}
		flag := ccsb.GameEvent{Kind: ccsb.EvFlag, Side: 0, For: ccsb.FlagUnit}
		if _, _, err := db.RecordCCSBEvent(ctx, id, 0, "bob", flag); !errors.Is(err, campaign.ErrForbidden) {
			t.Fatalf("a browser without a seat recorded: %v", err)
		}
		if _, err := db.JoinCCSBGame(ctx, id, "bob"); err != nil {
			t.Fatal(err)
		}
		if _, err := db.JoinCCSBGame(ctx, id, "carol"); !errors.Is(err, campaign.ErrForbidden) {
			t.Fatalf("a third browser joined: %v", err)
		}
		_, g, err := db.RecordCCSBEvent(ctx, id, 0, "bob", flag)
		if err != nil || g.Rev != 1 || g.Events[0].Seat != 1 {
			t.Fatalf("bob's banner: %+v %v", g, err)
		}
		_, _, err = db.RecordCCSBEvent(ctx, id, 0, "alice", flag)
		if c, ok := IsGameConflict(err); !ok || !errors.Is(err, campaign.ErrConflict) || c.Game.Sides[0].Flags != 1 {
			t.Fatalf("stale revision: %v", err)
		}
		if _, _, err := db.RecordCCSBEvent(ctx, id, 1, "alice", ccsb.GameEvent{Kind: ccsb.EvHF, Side: 0, For: "inspire", N: 1}); err != nil {
			t.Fatal(err)
		}
		for rev := 2; rev < 6; rev++ {
			if _, _, err := db.RecordCCSBEvent(ctx, id, rev, "alice", flag); err != nil {
				t.Fatal(err)
			}
		}
		row, g, err := db.CCSBGame(ctx, id)
		if err != nil || !row.Finished || row.Winner != 0 || row.Flags0 != 5 || !g.Over || g.Sides[0].Pool != 4 {
			t.Fatalf("finished game: %+v %+v %v", row, g, err)
		}
		res, err := db.CCSBResults(ctx, 0)
		if err != nil || res[1].Games != 1 || res[1].Wins != [2]int{1, 0} {
			t.Fatalf("results: %+v %v", res, err)
		}
		if res, _ := db.CCSBResults(ctx, 7); len(res) != 0 {
			t.Fatalf("campaign 7 has no game: %+v", res)
		}
		if _, _, err := db.CCSBGame(ctx, id+100); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("no game: %v", err)
		}
	})
}

// TestCCSBGameNoLostUpdate: two phones recording on the same revision at
// once: one is stored, the other is a conflict.
func TestCCSBGameNoLostUpdate(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, be dbtest.Backend) {
		db, _ := openTest(t, be)
		ctx := context.Background()
		id, err := db.CreateCCSBGame(ctx, ccsb.GameSetup{Scenario: 1}, [2]string{HashToken("alice")}, 0)
		if err == nil {
			_, err = db.JoinCCSBGame(ctx, id, "bob")
		}
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, who := range []string{"alice", "bob"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, _, errs[i] = db.RecordCCSBEvent(ctx, id, 0, who, ccsb.GameEvent{Kind: ccsb.EvFlag, Side: i, For: ccsb.FlagUnit})
			}()
		}
		wg.Wait()
		if (errs[0] == nil) == (errs[1] == nil) {
			t.Fatalf("want one stored, one conflict: %v", errs)
		}
		_, g, _ := db.CCSBGame(ctx, id)
		if g.Rev != 1 || g.Sides[0].Flags+g.Sides[1].Flags != 1 {
			t.Fatalf("game: %+v", g.Sides)
		}
	})
}
