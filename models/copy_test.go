package models

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// fillClub stores two campaigns with a played history (actions, an undo,
// a snapshot, notes), players, a session and library items.
func fillClub(t *testing.T, db *DB) []int64 {
	t.Helper()
	ctx := context.Background()
	var ids []int64
	for c := 0; c < 2; c++ {
		id, err := db.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Takeda, Name: "A", Token: "tok" + string(rune('a'+c))}})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 12; i++ {
			if _, err := db.Act(ctx, id, 0, func(st *campaign.State) (ActionRecord, error) {
				st.Clans[0].Prestige += i
				st.NoteCount++
				note := campaign.Note{ID: st.NoteCount, From: campaign.Takeda, To: campaign.Hojo, Text: "nota", At: time.Date(2025, 1, 1, 0, 0, i, 0, time.UTC)}
				if i == 5 {
					st.Season = campaign.Summer
				}
				return ActionRecord{ActorRole: RoleGM, Kind: "test", Visibility: Visibility(campaign.Takeda), Box: []campaign.Note{note}}, nil
			}); err != nil {
				t.Fatal(err)
			}
		}
		if _, _, err := db.Undo(ctx, id, 0, byGM); err != nil {
			t.Fatal(err)
		}
		if err := db.NewSession(ctx, "session"+string(rune('a'+c)), Session{CampaignID: id, Role: RoleGM, ExpiresAt: time.Now().Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		owner := CampaignLibraryOwner(id)
		if _, err := db.SaveLibraryItem(ctx, LibraryItem{Kind: "aot-card", Owner: owner, CampaignID: &id, Name: "Samurai", Data: `{"a":1}`}); err != nil {
			t.Fatal(err)
		}
		if err := db.SetBattlePhoto(ctx, id, 1, testPNG(t, c+1)); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if _, err := db.SaveLibraryItem(ctx, LibraryItem{Kind: "aot-card", Owner: "club", Name: "Ashigaru", Data: `{}`}); err != nil {
		t.Fatal(err)
	}
	return ids
}

func exportJSON(t *testing.T, db *DB, id int64) string {
	t.Helper()
	ex, err := db.ExportCampaign(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(ex)
	return string(b)
}

// SQLite → PostgreSQL → SQLite: every campaign exports byte for byte the
// same from all three, sessions and join links keep working, and new rows
// get fresh ids.
func TestCopyRoundTripKeepsExportsIdentical(t *testing.T) {
	ctx := context.Background()
	src, _ := openTest(t, dbtest.SQLite)
	pg, _ := openTest(t, dbtest.Postgres)
	back, _ := openTest(t, dbtest.SQLite)
	ids := fillClub(t, src)
	if _, err := Copy(ctx, src, pg, false); err != nil {
		t.Fatal(err)
	}
	counts, err := Copy(ctx, pg, back, false)
	if err != nil {
		t.Fatal(err)
	}
	if counts["campaigns"] != 2 || counts["actions"] != 26 || counts["library_items"] != 3 || counts["sessions"] != 2 {
		t.Fatalf("copied %v", counts)
	}
	for _, id := range ids {
		want := exportJSON(t, src, id)
		if got := exportJSON(t, pg, id); got != want {
			t.Fatalf("campaign %d exports differently from PostgreSQL", id)
		}
		if got := exportJSON(t, back, id); got != want {
			t.Fatalf("campaign %d exports differently after the round trip", id)
		}
	}
	for _, db := range []*DB{pg, back} {
		if s, err := db.Session(ctx, "sessionb"); err != nil || s.CampaignID != ids[1] {
			t.Fatalf("%s: session %+v %v", db.Backend(), s, err)
		}
		if p, err := db.PlayerByToken(ctx, "toka"); err != nil || p.CampaignID != ids[0] {
			t.Fatalf("%s: join link %+v %v", db.Backend(), p, err)
		}
		id, err := db.NewCampaign(ctx, newState(t), "hash", nil)
		if err != nil || id <= ids[1] {
			t.Fatalf("%s: a new campaign got id %d (%v)", db.Backend(), id, err)
		}
	}
}

// A target that holds campaigns is refused unless forced; forced, it ends
// up holding exactly the source's.
func TestCopyRefusesANonEmptyTarget(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		src, _ := openTest(t, dbtest.SQLite)
		dst, _ := openTest(t, b)
		ids := fillClub(t, src)
		fillClub(t, dst)
		if _, err := dst.NewCampaign(ctx, newState(t), "hash", nil); err != nil {
			t.Fatal(err)
		}
		if _, err := Copy(ctx, src, dst, false); !errors.Is(err, ErrTargetNotEmpty) {
			t.Fatalf("copy onto a full database: %v", err)
		}
		if list, _ := dst.Campaigns(ctx); len(list) != 3 {
			t.Fatalf("a refused copy changed the target: %d campaigns", len(list))
		}
		if _, err := Copy(ctx, src, dst, true); err != nil {
			t.Fatal(err)
		}
		list, _ := dst.Campaigns(ctx)
		if len(list) != 2 || exportJSON(t, dst, ids[0]) != exportJSON(t, src, ids[0]) {
			t.Fatalf("forced copy: %d campaigns", len(list))
		}
	})
}

// Every table of the schema is either copied or named as left behind, so
// that a new table cannot be forgotten by Copy.
func TestCopyCoversEveryTable(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		var names []string
		if err := db.gorm.Raw(db.dialect.tablesQuery()).Scan(&names).Error; err != nil {
			t.Fatal(err)
		}
		copied := map[string]bool{}
		for _, n := range tableNames() {
			copied[n] = true
		}
		for _, n := range names {
			if !copied[n] && notCopied[n] == "" {
				t.Errorf("table %s is neither copied by Copy nor listed in notCopied", n)
			}
		}
	})
}
