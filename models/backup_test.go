package models

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// flatExport is an export with every stored state whole, so that two
// exports compare field by field whatever their deltas.
type flatExport struct {
	Name    string
	State   string
	Players []ExportPlayer
	Actions []flatAction
}

type flatAction struct {
	Seq                              int64
	Kind, Payload, Rolls, StateBefor string
	CreatedAt                        time.Time
}

func flatten(t *testing.T, ex *Export) flatExport {
	t.Helper()
	f := flatExport{Name: ex.Name, State: canonical(string(ex.State)), Players: ex.Players}
	err := ex.EachStoredState(func(st StoredState) error {
		if st.Action >= 0 {
			a := ex.Actions[st.Action]
			f.Actions = append(f.Actions, flatAction{a.Seq, a.Kind, canonical(string(a.Payload)), canonical(string(a.Rolls)), st.JSON, a.CreatedAt.UTC()})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// at is the export as it was before its k-th action: the log cut there
// and the state the one that action started from.
func (f flatExport) at(k int) flatExport {
	if k == len(f.Actions) {
		return f
	}
	cut := f
	cut.State = f.Actions[k].StateBefor
	cut.Actions = f.Actions[:k:k]
	if k == 0 {
		cut.Actions = nil // as flatten leaves an empty log
	}
	return cut
}

// burstRun is a burst's campaigns and the actions it had acknowledged,
// each with the moments its call began and returned.
type burstRun struct {
	ids  []int64
	mu   sync.Mutex
	acks []burstAck
}

// burstAck is one acknowledged action: the n-th of campaign ids[campaign].
type burstAck struct {
	campaign   int
	n          int64
	start, end time.Time
}

// burst acts on every campaign of run from several goroutines until stop
// is closed, counting and recording the acknowledged actions.
func burst(t *testing.T, db *DB, run *burstRun, stop <-chan struct{}, acked *atomic.Int64) *sync.WaitGroup {
	var wg sync.WaitGroup
	for ci, id := range run.ids {
		for w := 0; w < 2; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					select {
					case <-stop:
						return
					default:
					}
					start := time.Now()
					cp, err := db.Act(context.Background(), id, 0, func(st *campaign.State) (ActionRecord, error) {
						st.Clans[0].Prestige++
						return ActionRecord{ActorRole: RoleGM, Kind: "bump", Payload: `{"by":1}`}, nil
					})
					if err != nil {
						t.Error(err)
						return
					}
					// A campaign starts at version 1; its n-th action makes it n+1.
					a := burstAck{campaign: ci, n: cp.Version - 1, start: start, end: time.Now()}
					run.mu.Lock()
					run.acks = append(run.acks, a)
					run.mu.Unlock()
					acked.Add(1)
				}
			}()
		}
	}
	return &wg
}

// waitFor waits until acked has grown by n.
func waitFor(t *testing.T, acked *atomic.Int64, n int64) {
	t.Helper()
	target := acked.Load() + n
	deadline := time.Now().Add(30 * time.Second)
	for acked.Load() < target {
		if time.Now().After(deadline) {
			t.Fatal("the burst of actions stalled")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// backupDuringBurst makes three campaigns, takes a backup with take while
// players act on all of them, and returns the database with the campaigns'
// ids once the burst has gone on past the backup and stopped.
func backupDuringBurst(t *testing.T, b dbtest.Backend, take func(db *DB)) (*DB, *burstRun) {
	db, _ := openTest(t, b)
	ctx := context.Background()
	run := &burstRun{}
	for i := 0; i < 3; i++ {
		id, err := db.NewCampaign(ctx, newState(t), "hash-"+string(rune('a'+i)), []Player{{Clan: campaign.Takeda, Name: "A", Token: "tok-a-" + string(rune('a'+i))}})
		if err != nil {
			t.Fatal(err)
		}
		run.ids = append(run.ids, id)
	}
	var acked atomic.Int64
	stop := make(chan struct{})
	wg := burst(t, db, run, stop, &acked)
	waitFor(t, &acked, 20)
	take(db)
	waitFor(t, &acked, 20)
	close(stop)
	wg.Wait()
	return db, run
}

// checkRestoredAtOneMoment checks that every campaign of restored (in id
// order) equals the original's at some point of its history that the
// burst had reached, with its GM password and join links, and that those
// points are one moment for all campaigns (checkOneMoment).
func checkRestoredAtOneMoment(t *testing.T, orig *DB, run *burstRun, restored *DB) {
	t.Helper()
	ctx := context.Background()
	origIDs := run.ids
	keptOf := make([]int64, len(origIDs))
	ids, err := restored.CampaignIDs(ctx)
	if err != nil || len(ids) != len(origIDs) {
		t.Fatalf("restored campaigns %v (%v), want %d", ids, err, len(origIDs))
	}
	behind, kept := 0, 0
	for i, id := range ids {
		o, err := orig.ExportCampaign(ctx, origIDs[i])
		if err != nil {
			t.Fatal(err)
		}
		r, err := restored.ExportCampaign(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		of, rf := flatten(t, o), flatten(t, r)
		k := len(rf.Actions)
		kept += k
		keptOf[i] = int64(k)
		if k > len(of.Actions) {
			t.Fatalf("campaign %d: restored %d actions of %d", i, k, len(of.Actions))
		}
		if k < len(of.Actions) {
			behind++
		}
		if want := of.at(k); !reflect.DeepEqual(rf, want) {
			t.Fatalf("campaign %d: restored export differs from the original's after %d actions", i, k)
		}
		wantHash, _ := orig.GMPasswordHash(ctx, origIDs[i])
		if h, _ := restored.GMPasswordHash(ctx, id); h != wantHash {
			t.Errorf("campaign %d: GM password hash %q, want %q", i, h, wantHash)
		}
		wantPlayers, _ := orig.Players(ctx, origIDs[i])
		players, _ := restored.Players(ctx, id)
		if len(players) != len(wantPlayers) || players[0].Token != wantPlayers[0].Token {
			t.Errorf("campaign %d: players %v, want %v", i, players, wantPlayers)
		}
		// The join link of backupDuringBurst still opens the campaign.
		if p, err := restored.PlayerByToken(ctx, "tok-a-"+string(rune('a'+i))); err != nil || p.CampaignID != id {
			t.Errorf("campaign %d: join link opens %+v (%v)", i, p, err)
		}
	}
	if kept == 0 {
		t.Fatal("the backup holds no action: it was not taken during the burst")
	}
	if behind == 0 {
		t.Fatal("no campaign moved on after the backup: it was not taken during the burst")
	}
	checkOneMoment(t, run, keptOf)
}

// checkOneMoment checks that the actions kept (the first keptOf[c] of each
// campaign c) are those of one moment across campaigns: an action whose
// call returned before a kept action's call began, on any campaign, was
// committed before it and must be kept too.
func checkOneMoment(t *testing.T, run *burstRun, keptOf []int64) {
	t.Helper()
	var latest time.Time // the latest start of a kept action
	for _, a := range run.acks {
		if a.n <= keptOf[a.campaign] && a.start.After(latest) {
			latest = a.start
		}
	}
	for _, a := range run.acks {
		if a.end.Before(latest) && a.n > keptOf[a.campaign] {
			t.Fatalf("campaign %d: action %d returned before a kept action began, yet the backup lacks it (kept %v)", a.campaign, a.n, keptOf)
		}
	}
}

func TestBackupDuringBurstRestoresOneMoment(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		out := filepath.Join(t.TempDir(), "backup")
		orig, run := backupDuringBurst(t, b, func(db *DB) {
			if err := db.Backup(context.Background(), out); err != nil {
				t.Fatal(err)
			}
		})
		if err := orig.Backup(context.Background(), out); err == nil {
			t.Fatal("backup overwrote an existing file")
		}
		restored, _ := openTest(t, b)
		if b.Name == "sqlite" {
			_ = restored.Close()
			dst := filepath.Join(t.TempDir(), "restored.db")
			if err := RestoreSQLiteFile(context.Background(), out, dst, false, time.Now); err != nil {
				t.Fatal(err)
			}
			var err error
			if restored, err = Open(context.Background(), dst, time.Now); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = restored.Close() })
		} else {
			restoreArchiveFile(t, restored, out, false)
		}
		checkRestoredAtOneMoment(t, orig, run, restored)
	})
}

// The archive, PostgreSQL's backup, restores into either backend.
func TestArchiveDuringBurstRestoresOneMoment(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		var archive bytes.Buffer
		orig, run := backupDuringBurst(t, b, func(db *DB) {
			if err := db.WriteArchive(context.Background(), &archive); err != nil {
				t.Fatal(err)
			}
		})
		if _, err := orig.SaveLibraryItem(context.Background(), LibraryItem{Kind: "card", Owner: "club", Name: "late", Data: "{}"}); err != nil {
			t.Fatal(err)
		}
		restored, _ := openTest(t, dbtest.SQLite)
		if _, err := restored.RestoreArchive(context.Background(), bytes.NewReader(archive.Bytes()), false); err != nil {
			t.Fatal(err)
		}
		checkRestoredAtOneMoment(t, orig, run, restored)
		if _, err := restored.RestoreArchive(context.Background(), bytes.NewReader(archive.Bytes()), false); !errors.Is(err, ErrNotEmpty) {
			t.Fatalf("restore into a database with campaigns: %v, want ErrNotEmpty", err)
		}
		if n, err := restored.RestoreArchive(context.Background(), bytes.NewReader(archive.Bytes()), true); err != nil || n != len(run.ids) {
			t.Fatalf("replacing restore: %d campaigns, %v", n, err)
		}
		checkRestoredAtOneMoment(t, orig, run, restored)
	})
}

func restoreArchiveFile(t *testing.T, db *DB, path string, replace bool) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := db.RestoreArchive(context.Background(), f, replace); err != nil {
		t.Fatal(err)
	}
}

func TestRestoreSQLiteFileRefusesWhatItShould(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	src := filepath.Join(dir, "src.db")
	db, err := Open(ctx, src, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.NewCampaign(ctx, newState(t), "h", nil); err != nil {
		t.Fatal(err)
	}
	backupFile := filepath.Join(dir, "backup.db")
	if err := db.Backup(ctx, backupFile); err != nil {
		t.Fatal(err)
	}
	_ = db.Close()

	// A target that holds campaigns is left alone unless replace is set.
	if err := RestoreSQLiteFile(ctx, backupFile, src, false, time.Now); !errors.Is(err, ErrNotEmpty) {
		t.Fatalf("restore over campaigns: %v", err)
	}
	if err := RestoreSQLiteFile(ctx, backupFile, src, true, time.Now); err != nil {
		t.Fatal(err)
	}
	// A file that is not a database is refused and changes nothing.
	junk := filepath.Join(dir, "junk.db")
	if err := os.WriteFile(junk, []byte("not a database at all, really"), 0o600); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "target.db")
	if err := RestoreSQLiteFile(ctx, junk, target, false, time.Now); err == nil {
		t.Fatal("junk restored")
	}
	if _, err := os.Stat(target); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a refused restore left %s behind: %v", target, err)
	}
	// A damaged database fails its check before it replaces anything.
	data, _ := os.ReadFile(backupFile)
	for i := 4096; i < len(data); i++ {
		data[i] ^= 0x5a
	}
	bad := filepath.Join(dir, "bad.db")
	_ = os.WriteFile(bad, data, 0o600)
	if err := RestoreSQLiteFile(ctx, bad, target, false, time.Now); err == nil {
		t.Fatal("a damaged backup was restored")
	}
}

// A restore is one transaction: an archive damaged half-way, restored with
// replace over a database with campaigns, fails and leaves every campaign
// there as it was.
func TestRestoreArchiveIsAllOrNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		src, _ := openTest(t, b)
		for i := 0; i < 3; i++ {
			if _, err := src.NewCampaign(ctx, newState(t), "h", []Player{{Clan: campaign.Takeda, Name: "A", Token: "tok-" + string(rune('a'+i))}}); err != nil {
				t.Fatal(err)
			}
		}
		var archive bytes.Buffer
		if err := src.WriteArchive(ctx, &archive); err != nil {
			t.Fatal(err)
		}
		dst, _ := openTest(t, b)
		keep, err := dst.NewCampaign(ctx, newState(t), "kept", []Player{{Clan: campaign.Takeda, Name: "K", Token: "tok-kept"}})
		if err != nil {
			t.Fatal(err)
		}
		before, err := dst.ExportCampaign(ctx, keep)
		if err != nil {
			t.Fatal(err)
		}
		damaged := archive.Bytes()[:archive.Len()*3/4]
		if _, err := dst.RestoreArchive(ctx, bytes.NewReader(damaged), true); err == nil {
			t.Fatal("a truncated archive was restored")
		}
		ids, err := dst.CampaignIDs(ctx)
		if err != nil || !reflect.DeepEqual(ids, []int64{keep}) {
			t.Fatalf("after a failed restore the database holds %v (%v), want only %d", ids, err, keep)
		}
		after, err := dst.ExportCampaign(ctx, keep)
		if err != nil || !reflect.DeepEqual(flatten(t, after), flatten(t, before)) {
			t.Fatalf("the kept campaign changed (%v)", err)
		}
		if n, err := dst.RestoreArchive(ctx, bytes.NewReader(archive.Bytes()), true); err != nil || n != 3 {
			t.Fatalf("whole archive: %d campaigns, %v", n, err)
		}
	})
}
