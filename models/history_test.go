package models

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

func stateJSON(t *testing.T, st *campaign.State) string {
	t.Helper()
	b, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The map comes out of a state's text and goes back byte for byte, and the
// stored form decodes to the same state.
func TestMapStoredOnceRebuildsTheState(t *testing.T) {
	st := newState(t)
	st.Name = `Il "map":{} di ,"map": Kai`
	full := stateJSON(t, st)
	stored, m, ok := splitMap(full)
	if !ok || strings.Contains(stored, `"provinces":[{"id":1,"name"`) || !strings.HasPrefix(m, "{") {
		t.Fatalf("split: ok %v, map %.40q", ok, m)
	}
	if len(stored)*2 > len(full) {
		t.Logf("the map is %d of %d bytes", len(m), len(full))
	}
	if withMap(stored, m) != full || stripMap(full, m) != stored {
		t.Fatal("strip and restore are not each other's inverse")
	}
	back, err := decodeState(stored, m)
	if err != nil || stateJSON(t, back) != full {
		t.Fatalf("decoded stored form differs: %v", err)
	}
	// A state whose map is not the campaign's keeps its own.
	other := newState(t)
	other.Map.Provinces[0].Name = "Altrove"
	text := stateJSON(t, other)
	if stripMap(text, m) != text || withMap(text, m) != text {
		t.Fatal("a state with another map lost it")
	}
}

// Undo walks back through a history of acts and undos, restoring each
// state exactly, on both backends.
func TestUndoWalksBackThroughDeltas(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, err := db.NewCampaign(ctx, newState(t), "hash", nil)
		if err != nil {
			t.Fatal(err)
		}
		var states []string // the state after each kept action
		cur := func() string {
			cp, err := db.Campaign(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			return stateJSON(t, cp.State)
		}
		states = append(states, cur())
		act := func(i int) {
			t.Helper()
			if _, err := db.Act(ctx, id, 0, func(st *campaign.State) (ActionRecord, error) {
				st.Clans[i%len(st.Clans)].Prestige += i
				st.NoteCount++
				note := campaign.Note{ID: st.NoteCount, From: campaign.Takeda, To: campaign.Hojo, Text: fmt.Sprintf("nota %d", i)}
				if i%3 == 0 {
					st.Season = (st.Season + 1) % 4
				}
				return ActionRecord{ActorRole: RoleGM, Kind: "test", Box: []campaign.Note{note}}, nil
			}); err != nil {
				t.Fatal(err)
			}
			states = append(states, cur())
		}
		undo := func() {
			t.Helper()
			if _, _, err := db.Undo(ctx, id, 0, byGM); err != nil {
				t.Fatal(err)
			}
			states = states[:len(states)-1]
			if got := cur(); got != states[len(states)-1] {
				t.Fatalf("undo restored another state (%d kept actions)", len(states)-1)
			}
		}
		for i := 1; i <= 6; i++ {
			act(i)
		}
		undo()
		act(7)
		undo()
		undo()
		act(8)
		act(9)
		for len(states) > 1 {
			undo()
		}
		if _, _, err := db.Undo(ctx, id, 0, byGM); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("undo with nothing left: %v", err)
		}
		if got := cur(); got != states[0] {
			t.Fatal("undoing everything did not give back the first state")
		}
	})
}

// An undo names the action it removed, even while other actions and undos
// run at the same time (issue: it used to read the last action outside its
// transaction and name another).
func TestUndoNamesTheActionItRemoves(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, _ := db.NewCampaign(ctx, newState(t), "hash", nil)
		var wg sync.WaitGroup
		for w := 0; w < 4; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for i := 0; i < 10; i++ {
					if _, err := db.Act(ctx, id, 0, func(st *campaign.State) (ActionRecord, error) {
						st.Clans[0].Prestige++
						return ActionRecord{ActorRole: RoleGM, Kind: "bump"}, nil
					}); err != nil {
						t.Error(err)
					}
					if w%2 == 0 {
						_, _, err := db.Undo(ctx, id, 0, func(last ActionRecord) ActionRecord {
							return ActionRecord{ActorRole: RoleGM, Events: fmt.Sprintf(`[{"undid":%d}]`, last.Seq)}
						})
						if err != nil && !errors.Is(err, campaign.ErrNotFound) {
							t.Error(err)
						}
					}
				}
			}(w)
		}
		wg.Wait()
		log, err := db.Actions(ctx, id, 0, 1000)
		if err != nil {
			t.Fatal(err)
		}
		undone := map[int64]bool{}
		for _, a := range log {
			undone[a.Seq] = a.Undone
		}
		undos := 0
		for _, a := range log {
			if a.Kind != "undo" {
				continue
			}
			undos++
			var p struct{ Undoes int64 }
			var e []struct{ Undid int64 }
			_ = json.Unmarshal([]byte(a.Payload), &p)
			_ = json.Unmarshal([]byte(a.Events), &e)
			if len(e) != 1 || e[0].Undid != p.Undoes || !undone[p.Undoes] {
				t.Errorf("undo #%d removed #%d but names %+v", a.Seq, p.Undoes, e)
			}
		}
		if undos == 0 {
			t.Fatal("no undo ran")
		}
	})
}

// Notes cost their own size, not a copy of the state each: the state
// before a note is stored as the note it lacks. (SENGOKU_NOTES=1000 for
// the figure in docs/performance.md.)
func TestNotesDoNotCopyTheState(t *testing.T) {
	dbtest.EachAlone(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		st, err := campaign.NewCampaign(campaign.Setup{Name: "Note", Scenario: campaign.SixPlayers, Seed: 3,
			Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B", campaign.Hojo: "C", campaign.Imagawa: "D", campaign.Mori: "E", campaign.Shimazu: "F"}})
		if err != nil {
			t.Fatal(err)
		}
		id, err := db.NewCampaign(ctx, st, "hash", nil)
		if err != nil {
			t.Fatal(err)
		}
		before, _ := db.Size(ctx)
		notes := 200
		if n, err := strconv.Atoi(os.Getenv("SENGOKU_NOTES")); err == nil && n > 0 {
			notes = n
		}
		text := strings.Repeat("Incontriamoci al confine di Kai. ", 7)[:200]
		at := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
		for i := 0; i < notes; i++ {
			if _, err := db.Act(ctx, id, 0, func(st *campaign.State) (ActionRecord, error) {
				st.NoteCount++
				note := campaign.Note{ID: st.NoteCount, From: campaign.Takeda, To: campaign.Uesugi, Text: text, At: at}
				payload, _ := json.Marshal(campaign.Action{Kind: campaign.ActNote, Target: campaign.Uesugi, Text: text, At: at})
				return ActionRecord{ActorRole: RolePlayer, ActorClan: string(campaign.Takeda), Kind: "note", Payload: string(payload), Box: []campaign.Note{note}}, nil
			}); err != nil {
				t.Fatal(err)
			}
		}
		if !db.dialect.sqlite {
			// PostgreSQL keeps each replaced current state until a vacuum
			// (autovacuum runs on its own): measure what stays, once no
			// transaction of the server older than the last note runs.
			waitForOlderTransactions(t, db)
			if err := db.Compact(ctx); err != nil {
				t.Fatal(err)
			}
		}
		after, _ := db.Size(ctx)
		perNote := (after - before) / int64(notes)
		t.Logf("%s: %d notes of %d characters grew the database by %.0f KB (%d bytes a note; the state is %d KB)",
			b.Name, notes, len(text), float64(after-before)/1024, perNote, len(stateJSON(t, st))/1024)
		if perNote > int64(2*len(text)+600) {
			t.Errorf("a note costs %d bytes", perNote)
		}
	})
}

// A database written before the compact history (every state whole, map
// included) is rewritten in place when opened: the same current state,
// the same states before every action (undo gives each back), the same
// snapshots, and a much smaller file.
func TestOldDatabaseMigratesInPlace(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		dsn := b.DSN(t)
		old, err := openAt(ctx, dsn, time.Now, 3)
		if err != nil {
			t.Fatal(err)
		}
		st := newState(t)
		var states []string // as that schema kept them: the box inside
		var box []campaign.Note
		for i := 0; i < 30; i++ {
			states = append(states, legacyJSON(t, st, box))
			st.Clans[0].Prestige++
			box = append(box, campaign.Note{ID: i + 1, From: campaign.Takeda, To: campaign.Hojo, Year: st.Year, Season: st.Season, Text: "nota " + strconv.Itoa(i)})
			if i == 14 {
				st.Season = campaign.Summer
			}
		}
		current := legacyJSON(t, st, box)
		id := writeOldCampaign(t, old.gorm, current, states, 14)
		oldSize, _ := old.Size(ctx)
		_ = old.Close()

		db, err := Open(ctx, dsn, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		newSize, _ := db.Size(ctx)
		t.Logf("%s: %d bytes before, %d after", b.Name, oldSize, newSize)
		if newSize >= oldSize && b.Name == "sqlite" {
			t.Errorf("the file did not shrink: %d → %d bytes", oldSize, newSize)
		}
		snap, err := db.Snapshot(ctx, id, campaign.FirstYear, campaign.Spring)
		if err != nil || stateJSON(t, snap) != decodedJSON(t, states[14]) {
			t.Fatalf("snapshot after migrating: %v", err)
		}
		// The box left the state for rows of its own, every note in them.
		rows, err := db.Box(ctx, id, BoxQuery{Reader: campaign.BoxReader{All: true}})
		if err != nil || len(rows) != len(box) || rows[0].Text != box[len(box)-1].Text || rows[0].ID != len(box) {
			t.Fatalf("notes after migrating: %d rows, %v", len(rows), err)
		}
		for i := len(states) - 1; i >= 0; i-- {
			cp, _, err := db.Undo(ctx, id, 0, byGM)
			if err != nil {
				t.Fatal(err)
			}
			if stateJSON(t, cp.State) != decodedJSON(t, states[i]) {
				t.Fatalf("the state before action %d changed in the migration", i+1)
			}
			if rows, _ := db.Box(ctx, id, BoxQuery{Reader: campaign.BoxReader{All: true}}); len(rows) != i {
				t.Fatalf("undoing action %d leaves %d notes, want %d", i+1, len(rows), i)
			}
		}
	})
}

// legacyJSON is st as a state was stored while the box was part of it.
func legacyJSON(t *testing.T, st *campaign.State, box []campaign.Note) string {
	t.Helper()
	var fields map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stateJSON(t, st)), &fields); err != nil {
		t.Fatal(err)
	}
	notes, _ := json.Marshal(append([]campaign.Note{}, box...))
	fields["notes"], fields["declarations"] = notes, json.RawMessage(`[]`)
	out, err := json.Marshal(fields)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// decodedJSON is a stored state's text as it decodes now.
func decodedJSON(t *testing.T, text string) string {
	t.Helper()
	st, _, err := DecodeState(text)
	if err != nil {
		t.Fatal(err)
	}
	return stateJSON(t, st)
}

// writeOldCampaign stores a campaign as schema version 3 did: the current
// state whole, the whole state before each action, a snapshot before
// action snapAt.
func writeOldCampaign(t *testing.T, g *gorm.DB, current string, befores []string, snapAt int) int64 {
	t.Helper()
	at := wallNow()
	row := map[string]any{"name": "Vecchia", "gm_password_hash": "x", "state": current, "version": len(befores) + 1, "created_at": at, "updated_at": at}
	if err := g.Table("campaigns").Create(row).Error; err != nil {
		t.Fatal(err)
	}
	var id int64
	if err := g.Table("campaigns").Select("MAX(id)").Scan(&id).Error; err != nil {
		t.Fatal(err)
	}
	for i, s := range befores {
		r := map[string]any{"campaign_id": id, "seq": i + 1, "actor_role": RoleGM, "kind": "test", "payload": "{}", "state_before": s,
			"year": campaign.FirstYear, "season": 0, "created_at": at}
		if err := g.Table("actions").Create(r).Error; err != nil {
			t.Fatal(err)
		}
	}
	snap := map[string]any{"campaign_id": id, "year": campaign.FirstYear, "season": 0, "state": befores[snapAt], "created_at": at}
	if err := g.Table("snapshots").Create(snap).Error; err != nil {
		t.Fatal(err)
	}
	return id
}

// waitForOlderTransactions waits (10 s at most) until every transaction
// running on the PostgreSQL server began after this call: a vacuum keeps
// the dead rows of a write that an older transaction, in any database of
// the server, was running beside (another test's, in a suite).
func waitForOlderTransactions(t *testing.T, db *DB) {
	t.Helper()
	var now string
	if err := db.sql.QueryRow("SELECT pg_current_xact_id()::text").Scan(&now); err != nil {
		t.Fatal(err)
	}
	for range 100 {
		var clear bool
		if err := db.sql.QueryRow("SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8", now).Scan(&clear); err != nil {
			t.Fatal(err)
		}
		if clear {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Logf("transactions older than %s still run after 10 s: the vacuum may keep their rows", now)
}
