package models

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// setName is an action that renames the campaign: the smallest change of
// a version.
func setName(name string) func(st *campaign.State) (ActionRecord, error) {
	return func(st *campaign.State) (ActionRecord, error) {
		st.Name = name
		return ActionRecord{ActorRole: "gm", Kind: "test-rename"}, nil
	}
}

// TestWriteByAnotherHandleIsSeen: two handles on one database, as two
// instances hold them. On PostgreSQL each action and each ended session
// taken through one is seen by the very next read of the other, whatever
// either read before. On SQLite the first handle owns the file and keeps
// versions and sessions in memory; the second reads (what it reads is
// current) and may change no version nor session, so nothing the owner
// keeps goes stale; once the owner closes, the file has no lock left and
// the next handle owns it.
func TestWriteByAnotherHandleIsSeen(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		a, dsn := openTest(t, b)
		other, err := Open(ctx, dsn, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = other.Close() }()
		id, _ := a.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Takeda, Name: "A", Token: "tok"}})
		exp := time.Now().Add(time.Hour).UTC().Truncate(time.Second)
		if err := a.NewSession(ctx, "gm", Session{CampaignID: id, Role: RoleGM, ExpiresAt: exp}); err != nil {
			t.Fatal(err)
		}
		read := func(db *DB, what string, want int64, found bool) {
			t.Helper()
			v, _, ok, err := db.VersionAndSession(ctx, id, "gm")
			if err != nil || v != want || ok != found {
				t.Fatalf("%s: version %d, session %t, %v; want %d, %t", what, v, ok, err, want, found)
			}
			if v, err := db.CampaignVersion(ctx, id); err != nil || v != want {
				t.Fatalf("%s: CampaignVersion %d %v, want %d", what, v, err, want)
			}
		}
		read(a, "first handle", 1, true) // both warm
		read(other, "second handle", 1, true)

		if b.Name == dbtest.SQLite.Name {
			if !a.Owner() || !other.ReadOnly() {
				t.Fatalf("owner %t, second read-only %t", a.Owner(), other.ReadOnly())
			}
			if _, err := other.Act(ctx, id, 0, setName("B")); !errors.Is(err, ErrReadOnly) {
				t.Fatalf("an action through the second handle: %v, want ErrReadOnly", err)
			}
			if err := other.EndSession(ctx, "gm"); !errors.Is(err, ErrReadOnly) {
				t.Fatalf("a logout through the second handle: %v, want ErrReadOnly", err)
			}
			read(a, "after the refused changes", 1, true)
			if _, err := a.Act(ctx, id, 1, setName("A")); err != nil {
				t.Fatal(err)
			}
			read(other, "second handle after the owner's action", 2, true)
			if err := other.Close(); err != nil {
				t.Fatal(err)
			}
			if err := a.Close(); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(dsn + "-lock"); !errors.Is(err, os.ErrNotExist) {
				t.Fatalf("lock file left after closing: %v", err)
			}
			next, err := Open(ctx, dsn, time.Now)
			if err != nil {
				t.Fatal(err)
			}
			defer func() { _ = next.Close() }()
			if !next.Owner() {
				t.Fatal("the next handle does not own the file")
			}
			read(next, "next owner", 2, true)
			return
		}
		for i, pair := range [][2]*DB{{a, other}, {other, a}, {a, other}} {
			actor, reader := pair[0], pair[1]
			if _, err := actor.Act(ctx, id, int64(i+1), setName("N")); err != nil {
				t.Fatal(err)
			}
			read(reader, "after an action through the other handle", int64(i+2), true)
		}
		if err := other.EndSession(ctx, "gm"); err != nil {
			t.Fatal(err)
		}
		read(a, "after a logout through the other handle", 4, false)
	})
}
