package models

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
	"sengoku/tables"
)

// openTest opens a fresh database on backend b and returns it with its
// address.
func openTest(t *testing.T, b dbtest.Backend) (*DB, string) {
	t.Helper()
	return openTestAt(t, b, time.Now)
}

// openTestAt is openTest with the clock now (a test's, which it moves).
func openTestAt(t *testing.T, b dbtest.Backend, now func() time.Time) (*DB, string) {
	t.Helper()
	dsn := b.DSN(t)
	db, err := Open(context.Background(), dsn, now)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db, dsn
}

func newState(t *testing.T) *campaign.State {
	t.Helper()
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Test", Scenario: campaign.Custom, Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestMigrationsAreOrderedAndIdempotent(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, path := openTest(t, b)
		ctx := context.Background()
		v, err := db.SchemaVersion(ctx)
		if err != nil || v != migrations[len(migrations)-1].version {
			t.Fatalf("schema version %d (%v)", v, err)
		}
		for i := 1; i < len(migrations); i++ {
			if migrations[i].version != migrations[i-1].version+1 {
				t.Fatalf("migration %d follows %d", migrations[i].version, migrations[i-1].version)
			}
		}
		_ = db.Close()
		again, err := Open(ctx, path, time.Now)
		if err != nil {
			t.Fatalf("reopen: %v", err)
		}
		defer again.Close()
		if v2, _ := again.SchemaVersion(ctx); v2 != v {
			t.Fatalf("reopen changed the version: %d", v2)
		}
	})
}

func TestDSNHasPragmas(t *testing.T) {
	dsn := DSN("data.db")
	for _, want := range []string{"_journal_mode=WAL", "_busy_timeout=", "_foreign_keys=on", "_txlock=immediate", "_synchronous=FULL"} {
		if !strings.Contains(dsn, want) {
			t.Errorf("DSN %q lacks %s", dsn, want)
		}
	}
}

func TestActStoresStateLogAndSnapshot(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, err := db.NewCampaign(ctx, newState(t), "hash", nil)
		if err != nil {
			t.Fatal(err)
		}
		cp, err := db.Act(ctx, id, 1, func(st *campaign.State) (ActionRecord, error) {
			st.Provinces[0].Fortress = true
			st.Season = campaign.Summer
			return ActionRecord{ActorRole: RoleGM, Kind: "test"}, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if cp.Version != 2 || !cp.State.Provinces[0].Fortress {
			t.Fatalf("after act: version %d", cp.Version)
		}
		log, _ := db.Actions(ctx, id, 0, 10)
		if len(log) != 1 || log[0].Kind != "test" || log[0].Seq != 1 {
			t.Fatalf("log %+v", log)
		}
		snap, err := db.Snapshot(ctx, id, campaign.FirstYear, campaign.Spring)
		if err != nil || snap.Provinces[0].Fortress {
			t.Fatalf("spring snapshot: %v", err)
		}
	})
}

func TestActFailureChangesNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, _ := db.NewCampaign(ctx, newState(t), "hash", nil)
		_, err := db.Act(ctx, id, 0, func(st *campaign.State) (ActionRecord, error) {
			st.Provinces[0].Fortress = true
			return ActionRecord{}, tables.Invalid("x", "option.not-allowed", "k", "B-01", "x", "a")
		})
		if _, ok := tables.AsValidation(err); !ok {
			t.Fatalf("error %v", err)
		}
		cp, _ := db.Campaign(ctx, id)
		if cp.Version != 1 || cp.State.Provinces[0].Fortress {
			t.Fatal("a failed action changed the campaign")
		}
		if log, _ := db.Actions(ctx, id, 0, 10); len(log) != 0 {
			t.Fatal("a failed action was logged")
		}
	})
}

// Two conflicting actions read the same version: exactly one wins, the other
// gets campaign.ErrConflict, and no update is lost.
func TestConcurrentActionsExactlyOneWins(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, _ := db.NewCampaign(ctx, newState(t), "hash", nil)
		const n = 8
		var wg sync.WaitGroup
		errs := make([]error, n)
		for i := 0; i < n; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				_, errs[i] = db.Act(ctx, id, 1, func(st *campaign.State) (ActionRecord, error) {
					st.Clans[0].Prestige += 5
					return ActionRecord{ActorRole: RoleGM, Kind: "bump"}, nil
				})
			}(i)
		}
		wg.Wait()
		wins := 0
		for _, err := range errs {
			switch {
			case err == nil:
				wins++
			case !errors.Is(err, campaign.ErrConflict):
				t.Errorf("unexpected error %v", err)
			}
		}
		cp, _ := db.Campaign(ctx, id)
		if wins != 1 || cp.State.Clans[0].Prestige != campaign.StartingPrestige+5 || cp.Version != 2 {
			t.Fatalf("wins %d, prestige %d, version %d", wins, cp.State.Clans[0].Prestige, cp.Version)
		}
	})
}

// Without a version check, concurrent actions queue and none is lost.
func TestConcurrentActionsDoNotLoseUpdates(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, _ := db.NewCampaign(ctx, newState(t), "hash", nil)
		const n = 10
		var wg sync.WaitGroup
		for i := 0; i < n; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := db.Act(ctx, id, 0, func(st *campaign.State) (ActionRecord, error) {
					st.Clans[0].Prestige++
					return ActionRecord{ActorRole: RoleGM, Kind: "bump"}, nil
				}); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		cp, _ := db.Campaign(ctx, id)
		if cp.State.Clans[0].Prestige != campaign.StartingPrestige+n {
			t.Fatalf("prestige %d, want %d", cp.State.Clans[0].Prestige, campaign.StartingPrestige+n)
		}
		log, _ := db.Actions(ctx, id, 0, 100)
		if len(log) != n {
			t.Fatalf("%d log entries", len(log))
		}
	})
}

func TestUndoRestoresAndIsLogged(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, _ := db.NewCampaign(ctx, newState(t), "hash", nil)
		if _, err := db.Act(ctx, id, 0, func(st *campaign.State) (ActionRecord, error) {
			st.Clans[0].Prestige = 99
			return ActionRecord{ActorRole: RoleGM, Kind: "set"}, nil
		}); err != nil {
			t.Fatal(err)
		}
		cp, _, err := db.Undo(ctx, id, 2, byGM)
		if err != nil {
			t.Fatal(err)
		}
		if cp.State.Clans[0].Prestige != campaign.StartingPrestige || cp.Version != 3 {
			t.Fatalf("undo: prestige %d version %d", cp.State.Clans[0].Prestige, cp.Version)
		}
		log, _ := db.Actions(ctx, id, 0, 10)
		if len(log) != 2 || !log[0].Undone || log[1].Kind != "undo" {
			t.Fatalf("log %+v", log)
		}
		if _, _, err := db.Undo(ctx, id, 0, byGM); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("second undo: %v", err)
		}
	})
}

// Undoing an entry only some clans may read is logged for the same readers:
// the public log does not learn that a hidden action happened.
func TestUndoOfAHiddenActionIsHiddenToo(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, _ := db.NewCampaign(ctx, newState(t), "hash", nil)
		if _, err := db.Act(ctx, id, 0, func(st *campaign.State) (ActionRecord, error) {
			return ActionRecord{ActorRole: RolePlayer, ActorClan: string(campaign.Takeda), Kind: "note",
				Visibility: Visibility(campaign.Takeda, campaign.Uesugi)}, nil
		}); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.Undo(ctx, id, 0, byGM); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			reader LogReader
			want   int64
		}{
			{LogReader{GM: true}, 2},
			{LogReader{Clan: campaign.Takeda}, 2},
			{LogReader{Clan: campaign.Uesugi}, 2},
			{LogReader{Clan: campaign.Mori}, 0},
			{LogReader{}, 0},
		} {
			_, total, err := db.VisibleActions(ctx, id, tc.reader, 0, 10)
			if err != nil || total != tc.want {
				t.Errorf("%+v reads %d entries (%v), want %d", tc.reader, total, err, tc.want)
			}
		}
	})
}

// An acknowledged action is on disk: a new connection sees it.
func TestActionSurvivesReopen(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, path := openTest(t, b)
		ctx := context.Background()
		id, _ := db.NewCampaign(ctx, newState(t), "hash", nil)
		if _, err := db.Act(ctx, id, 0, func(st *campaign.State) (ActionRecord, error) {
			st.Clans[0].Prestige = 42
			return ActionRecord{ActorRole: RoleGM, Kind: "set"}, nil
		}); err != nil {
			t.Fatal(err)
		}
		other, err := Open(ctx, path, time.Now) // a second process would see the same
		if err != nil {
			t.Fatal(err)
		}
		defer other.Close()
		cp, err := other.Campaign(ctx, id)
		if err != nil || cp.State.Clans[0].Prestige != 42 {
			t.Fatalf("reopened: %v", err)
		}
	})
}

func TestSessionsExpireAndEnd(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, _ := db.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Takeda, Name: "A", Token: "tok"}})
		if err := db.NewSession(ctx, "s1", Session{CampaignID: id, Role: RolePlayer, Clan: campaign.Takeda, ExpiresAt: timeNowPlus(-1)}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Session(ctx, "s1"); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("expired session found: %v", err)
		}
		if err := db.NewSession(ctx, "s2", Session{CampaignID: id, Role: RolePlayer, Clan: campaign.Takeda, ExpiresAt: timeNowPlus(1)}); err != nil {
			t.Fatal(err)
		}
		s, err := db.Session(ctx, "s2")
		if err != nil || s.Clan != campaign.Takeda {
			t.Fatalf("session: %+v %v", s, err)
		}
		if err := db.EndSession(ctx, "s2"); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Session(ctx, "s2"); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatal("ended session still found")
		}
		if p, err := db.PlayerByToken(ctx, "tok"); err != nil || p.Clan != campaign.Takeda {
			t.Fatalf("player by token: %v", err)
		}
	})
}

func timeNowPlus(hours int) time.Time { return time.Now().Add(time.Duration(hours) * time.Hour) }

func TestLibraryItemsStayInTheirLibrary(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, err := db.SaveLibraryItem(ctx, LibraryItem{Kind: "aot-card", Owner: "alice", Name: "Samurai", Data: `{"a":1}`})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.SaveLibraryItem(ctx, LibraryItem{ID: id, Kind: "aot-card", Owner: "bob", Name: "Hijack", Data: `{}`}); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("another library overwrote the item: %v", err)
		}
		if _, err := db.LibraryItemByID(ctx, id, "aot-card", "bob"); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatal("another library read the item")
		}
		items, _ := db.LibraryItems(ctx, "aot-card", "alice", "club")
		if len(items) != 1 || items[0].Name != "Samurai" {
			t.Fatalf("items %+v", items)
		}
		if err := db.DeleteLibraryItem(ctx, id, "aot-card", "bob"); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatal("another library deleted the item")
		}
		if err := db.DeleteLibraryItem(ctx, id, "aot-card", "alice"); err != nil {
			t.Fatal(err)
		}
	})
}

// byGM describes an undo by the game master.
func byGM(ActionRecord) ActionRecord { return ActionRecord{ActorRole: RoleGM} }

// TestVersionAndSessionAgreeWithTheTwoReads checks the joined read a
// player's page makes against the version and session reads it replaces:
// a live session of the campaign, an expired one, another campaign's, an
// unknown token, a game master's, and a campaign that does not exist.
func TestVersionAndSessionAgreeWithTheTwoReads(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, _ := db.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Takeda, Name: "A", Token: "tok"}})
		other, _ := db.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Uesugi, Name: "B", Token: "tok2"}})
		exp := timeNowPlus(1).UTC().Truncate(time.Second)
		for token, s := range map[string]Session{
			"live":    {CampaignID: id, Role: RolePlayer, Clan: campaign.Takeda, ExpiresAt: exp},
			"gm":      {CampaignID: id, Role: RoleGM, ExpiresAt: exp},
			"expired": {CampaignID: id, Role: RolePlayer, Clan: campaign.Takeda, ExpiresAt: timeNowPlus(-1)},
			"other":   {CampaignID: other, Role: RolePlayer, Clan: campaign.Uesugi, ExpiresAt: exp},
		} {
			if err := db.NewSession(ctx, token, s); err != nil {
				t.Fatal(err)
			}
		}
		want, err := db.CampaignVersion(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			token string
			found bool
			role  string
			clan  campaign.Clan
		}{
			{"live", true, RolePlayer, campaign.Takeda},
			{"gm", true, RoleGM, ""},
			{"expired", false, "", ""},
			{"other", false, "", ""},
			{"unknown", false, "", ""},
		} {
			v, s, found, err := db.VersionAndSession(ctx, id, tc.token)
			if err != nil || v != want || found != tc.found {
				t.Errorf("%s: version %d found %t err %v, want version %d found %t", tc.token, v, found, err, want, tc.found)
				continue
			}
			if found && (s.CampaignID != id || s.Role != tc.role || s.Clan != tc.clan || !s.ExpiresAt.Equal(exp)) {
				t.Errorf("%s: session %+v, want campaign %d role %s clan %s expiring %v", tc.token, s, id, tc.role, tc.clan, exp)
			}
			if two, err := db.Session(ctx, tc.token); found && (err != nil || two != s) {
				t.Errorf("%s: the session read gives %+v %v, the joined one %+v", tc.token, two, err, s)
			}
		}
		if _, _, _, err := db.VersionAndSession(ctx, other+100, "live"); !errors.Is(err, campaign.ErrNotFound) {
			t.Errorf("a missing campaign: %v, want campaign.ErrNotFound", err)
		}
	})
}

// TestSessionChangesSeenAtOnce: a session already read ends or changes
// for the very next read when it is
// ended, its player's link regenerated, the GM password changed, the
// player sessions of the campaign ended, or it expires; a renewal is
// seen with its new expiry.
func TestSessionChangesSeenAtOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		clock := time.Now().UTC().Truncate(time.Second)
		db, _ := openTestAt(t, b, func() time.Time { return clock })
		id, _ := db.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Takeda, Name: "A", Token: "tok"}, {Clan: campaign.Uesugi, Name: "B", Token: "tok2"}})
		exp := clock.Add(time.Hour)
		open := func(token, role string, clan campaign.Clan) {
			t.Helper()
			if err := db.NewSession(ctx, token, Session{CampaignID: id, Role: role, Clan: clan, ExpiresAt: exp}); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Session(ctx, token); err != nil { // read once: kept
				t.Fatal(err)
			}
		}
		ended := func(what, token string) {
			t.Helper()
			if s, err := db.Session(ctx, token); !errors.Is(err, campaign.ErrNotFound) {
				t.Errorf("%s: the session is still found: %+v %v", what, s, err)
			}
		}
		open("logout", RolePlayer, campaign.Takeda)
		if err := db.EndSession(ctx, "logout"); err != nil {
			t.Fatal(err)
		}
		ended("logout", "logout")
		open("rotated", RolePlayer, campaign.Takeda)
		if err := db.RotatePlayerToken(ctx, id, campaign.Takeda, "newtok"); err != nil {
			t.Fatal(err)
		}
		ended("link regenerated", "rotated")
		open("gm", RoleGM, "")
		if err := db.ChangeGMPassword(ctx, id, "hash2", ""); err != nil {
			t.Fatal(err)
		}
		ended("password changed", "gm")
		open("players", RolePlayer, campaign.Uesugi)
		if err := db.EndSessions(ctx, id, RolePlayer, ""); err != nil {
			t.Fatal(err)
		}
		ended("player sessions ended", "players")
		open("renewed", RoleGM, "")
		later := exp.Add(24 * time.Hour)
		if err := db.RenewSession(ctx, "renewed", later); err != nil {
			t.Fatal(err)
		}
		if s, err := db.Session(ctx, "renewed"); err != nil || !s.ExpiresAt.Equal(later) {
			t.Errorf("renewed: %+v %v, want expiry %v", s, err, later)
		}
		open("expiring", RolePlayer, campaign.Uesugi)
		clock = exp.Add(time.Second)
		ended("expired", "expiring")
	})
}

// wallNow is the wall clock as rows store it (to the microsecond), for
// the tests that write rows by hand.
func wallNow() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }
