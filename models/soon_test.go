package models

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// The "deadline in one hour" reminder: nothing before the hour; then one
// notice per subscribed player who has not acted (not the one who drew,
// not the game master), exactly once although two instances and four
// workers look at the same time; a moved deadline is reminded again.
func TestDeadlineReminderOnceWithTwoInstances(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		clock := newTestClock(time.Date(2026, 11, 26, 18, 0, 0, 0, time.UTC))
		db1, dsn := openTestAt(t, b, clock.Now)
		db2, err := Open(ctx, dsn, clock.Now)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = db2.Close() })
		svc := clock.service(db1)
		clock.service(db2)
		id := deadlineCampaign(t, svc, db1)
		subs := map[string]int64{}
		for i, c := range []string{"Takeda", "Uesugi", "Hojo", ""} {
			role := RolePlayer
			if c == "" {
				role = RoleGM
			}
			sid, err := db1.Subscribe(ctx, Subscription{CampaignID: id, Role: role, Clan: c, Channel: ChannelFeed, Lang: "it", Token: string(rune('a' + i))})
			if err != nil {
				t.Fatal(err)
			}
			subs[c] = sid
		}
		c, err := db1.Campaign(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		drew, waits := c.State.Waiting()[0], c.State.Waiting()[1]
		if _, _, err := svc.Act(ctx, id, 0, campaign.PlayerOf(drew), campaign.Action{Kind: campaign.ActDraw}); err != nil {
			t.Fatal(err)
		}
		clock.Move(22 * time.Hour)
		if ids, _ := db1.SoonCampaigns(ctx, 10); len(ids) != 0 {
			t.Fatalf("near the deadline two hours before it: %v", ids)
		}
		if n, err := db1.QueueSoon(ctx, id); err != nil || n != 0 {
			t.Fatalf("queued %d two hours before (%v)", n, err)
		}
		clock.Move(90 * time.Minute)
		if ids, _ := db2.SoonCampaigns(ctx, 10); len(ids) != 1 || ids[0] != id {
			t.Fatalf("near the deadline half an hour before it: %v", ids)
		}
		var wg sync.WaitGroup
		var queued atomic.Int64
		for i := range 4 {
			wg.Go(func() {
				n, err := []*DB{db1, db2}[i%2].QueueSoon(ctx, id)
				if err != nil {
					t.Error(err)
				}
				queued.Add(int64(n))
			})
		}
		wg.Wait()
		if queued.Load() != 1 || soonCount(t, db1, subs[string(waits)]) != 1 {
			t.Fatalf("queued %d, %s has %d", queued.Load(), waits, soonCount(t, db1, subs[string(waits)]))
		}
		for _, c := range []string{string(drew), "Hojo", ""} {
			if n := soonCount(t, db1, subs[c]); n != 0 {
				t.Fatalf("%q reminded %d times", c, n)
			}
		}
		// The game master gives one more hour: a new deadline, a new reminder.
		if _, _, err := svc.Act(ctx, id, 0, campaign.GM(), campaign.Action{Kind: campaign.ActDeadline, Choice: campaign.DeadlineExtend, Extend: time.Hour, Text: "pioggia"}); err != nil {
			t.Fatal(err)
		}
		clock.Move(time.Hour)
		if n, err := db2.QueueSoon(ctx, id); err != nil || n != 1 {
			t.Fatalf("after the extension queued %d (%v)", n, err)
		}
		if n, err := db1.QueueSoon(ctx, id); err != nil || n != 0 {
			t.Fatalf("queued again %d (%v)", n, err)
		}
	})
}

func soonCount(t *testing.T, db *DB, sub int64) int {
	t.Helper()
	rows, err := db.Feed(context.Background(), sub, 50)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range rows {
		if r.Kind == campaign.NoticeSoon {
			n++
		}
	}
	return n
}
