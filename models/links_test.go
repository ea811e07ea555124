package models

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

func testKey(b byte) []byte { return bytes.Repeat([]byte{b}, LinkKeySize) }

// playerColumns is every text column of the players table, as stored.
func playerColumns(t *testing.T, db *DB) []string {
	t.Helper()
	var rows []map[string]any
	if err := db.gorm.Raw("SELECT * FROM players").Scan(&rows).Error; err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		for _, v := range r {
			if s, ok := v.(string); ok {
				out = append(out, s)
			}
		}
	}
	return out
}

// A join token and a session token are stored only as a hash (and the join
// token sealed with the link key): no column holds either, the link opens
// on its hash, and only the database with the key shows it again.
func TestJoinTokensAndSessionsStoredOnlyAsHashes(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		db, dsn := openTest(t, b)
		if err := db.UseLinkKey(testKey(7)); err != nil {
			t.Fatal(err)
		}
		const join, rotated, cookie = "join-token-of-takeda-0123456789", "rotated-token-of-uesugi-987654", "session-cookie-token-42424242"
		id, err := db.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Takeda, Name: "A", Token: join}, {Clan: campaign.Uesugi, Name: "B", Token: "first"}})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.RotatePlayerToken(ctx, id, campaign.Uesugi, rotated); err != nil {
			t.Fatal(err)
		}
		if err := db.NewSession(ctx, cookie, Session{CampaignID: id, Role: RoleGM, ExpiresAt: wallNow().Add(1e12)}); err != nil {
			t.Fatal(err)
		}
		for _, col := range playerColumns(t, db) {
			if strings.Contains(col, join) || strings.Contains(col, rotated) {
				t.Fatalf("a players column holds a token in clear: %q", col)
			}
		}
		if p, err := db.PlayerByToken(ctx, join); err != nil || p.CampaignID != id || p.Clan != campaign.Takeda {
			t.Fatalf("the join link no longer opens: %+v %v", p, err)
		}
		if _, err := db.PlayerByToken(ctx, "first"); !errors.Is(err, campaign.ErrNotFound) {
			t.Errorf("the regenerated link still opens: %v", err)
		}
		if _, err := db.PlayerByToken(ctx, HashToken(join)); !errors.Is(err, campaign.ErrNotFound) {
			t.Errorf("the stored hash opens the link: %v", err)
		}
		if got := tokensShown(t, db, id); got[campaign.Takeda] != join || got[campaign.Uesugi] != rotated {
			t.Errorf("with the key the links page shows %v", got)
		}
		// The same database without the key, or under another: the links
		// open, none is shown.
		for _, key := range [][]byte{nil, testKey(8)} {
			other, err := Open(ctx, dsn, time.Now)
			if err != nil {
				t.Fatal(err)
			}
			if key != nil {
				_ = other.UseLinkKey(key)
			}
			if got := tokensShown(t, other, id); got[campaign.Takeda] != "" || got[campaign.Uesugi] != "" {
				t.Errorf("key %x: links shown %v", key, got)
			}
			if _, err := other.PlayerByToken(ctx, rotated); err != nil {
				t.Errorf("key %x: link does not open: %v", key, err)
			}
			_ = other.Close()
		}
		if b.Name == "sqlite" {
			checkFileHoldsNoToken(t, db, dsn, join, rotated, cookie)
		}
	})
}

func tokensShown(t *testing.T, db *DB, id int64) map[campaign.Clan]string {
	t.Helper()
	ps, err := db.Players(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	out := map[campaign.Clan]string{}
	for _, p := range ps {
		out[p.Clan] = p.Token
	}
	return out
}

// checkFileHoldsNoToken closes db (checkpointing the WAL into the file) and
// looks for each token in the bytes of the file: a copy of data.db.
func checkFileHoldsNoToken(t *testing.T, db *DB, path string, tokens ...string) {
	t.Helper()
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(strings.TrimPrefix(path, "file:"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tok := range tokens {
		if bytes.Contains(data, []byte(tok)) {
			t.Errorf("the database file holds %q in clear", tok)
		}
	}
}

// A database from before (join tokens in clear) is rewritten when opened:
// each token replaced by its hash, every link still opening.
func TestOldJoinTokensAreHashedInPlace(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		dsn := b.DSN(t)
		old, err := openAt(ctx, dsn, time.Now, 5)
		if err != nil {
			t.Fatal(err)
		}
		id := oldCampaign(t, old) // the schema of then
		const tok = "an-old-token-in-clear-000111222"
		if err := old.gorm.Exec("INSERT INTO players (campaign_id, clan, name, token, created_at, updated_at) VALUES (?, 'Takeda', 'A', ?, ?, ?)", id, tok, wallNow(), wallNow()).Error; err != nil {
			t.Fatal(err)
		}
		_ = old.Close()
		db, err := Open(ctx, dsn, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		_ = db.UseLinkKey(testKey(1))
		for _, col := range playerColumns(t, db) {
			if strings.Contains(col, tok) {
				t.Fatalf("the old token is still in clear: %q", col)
			}
		}
		if p, err := db.PlayerByToken(ctx, tok); err != nil || p.CampaignID != id {
			t.Fatalf("the old link no longer opens: %+v %v", p, err)
		}
		if got := tokensShown(t, db, id); got[campaign.Takeda] != "" {
			t.Errorf("an unsealed link is shown: %q", got[campaign.Takeda])
		}
	})
}

// An archive keeps join links as stored (no token in clear) and a restore
// under the same key shows them again; an archive written before, with
// the tokens in clear, restores with their hashes and its links open.
func TestArchivesCarryLinksAsStored(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		ctx := context.Background()
		src, _ := openTest(t, b)
		_ = src.UseLinkKey(testKey(3))
		const tok = "archived-join-token-abcdef0123"
		srcID, err := src.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Takeda, Name: "A", Token: tok}})
		if err != nil {
			t.Fatal(err)
		}
		var archive bytes.Buffer
		if err := src.WriteArchive(ctx, &archive); err != nil {
			t.Fatal(err)
		}
		if plain := gunzip(t, archive.Bytes()); strings.Contains(plain, tok) {
			t.Fatal("the archive holds a join token in clear")
		}
		dst, _ := openTest(t, b)
		_ = dst.UseLinkKey(testKey(3))
		if _, err := dst.RestoreArchive(ctx, bytes.NewReader(archive.Bytes()), false); err != nil {
			t.Fatal(err)
		}
		ids, _ := dst.CampaignIDs(ctx)
		if len(ids) != 1 || tokensShown(t, dst, ids[0])[campaign.Takeda] != tok {
			t.Fatalf("restored links %v", ids)
		}

		old, _ := openTest(t, b)
		ex, err := src.ExportCampaign(ctx, srcID)
		if err != nil {
			t.Fatal(err)
		}
		var older bytes.Buffer
		zw := gzip.NewWriter(&older)
		enc := json.NewEncoder(zw)
		_ = enc.Encode(archiveHeader{Format: ArchiveFormat})
		_ = enc.Encode(archiveEntry{Campaign: &ArchivedCampaign{Export: ex, GMPasswordHash: "hash", Tokens: map[campaign.Clan]string{campaign.Takeda: tok}}})
		_ = zw.Close()
		if _, err := old.RestoreArchive(ctx, &older, false); err != nil {
			t.Fatal(err)
		}
		if p, err := old.PlayerByToken(ctx, tok); err != nil {
			t.Errorf("a link of an older archive does not open: %+v %v", p, err)
		}
		for _, col := range playerColumns(t, old) {
			if strings.Contains(col, tok) {
				t.Errorf("an older archive's token stored in clear: %q", col)
			}
		}
	})
}

func gunzip(t *testing.T, data []byte) string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}
