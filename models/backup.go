package models

import (
	"bufio"
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// ArchiveFormat identifies a Sengoku archive: every campaign of a database
// with its GM password hash and join tokens, and the club library, as
// gzipped JSON lines. It is the backup of a PostgreSQL database, and it
// restores into either backend.
const ArchiveFormat = "sengoku-archive/1"

// ErrNotEmpty is a restore refused because the target already holds
// campaigns.
var ErrNotEmpty = errors.New("the database already holds campaigns")

// archiveHeader is an archive's first line.
type archiveHeader struct {
	Format    string    `json:"format"`
	CreatedAt time.Time `json:"createdAt"`
}

// archiveEntry is one line after the header: a campaign or a club library
// item.
type archiveEntry struct {
	Campaign *ArchivedCampaign `json:"campaign,omitempty"`
	Item     *LibraryItem      `json:"item,omitempty"`
}

// ArchivedCampaign is a campaign's export with the secrets an export
// leaves out, so that its GM and players sign in as before a restore.
// Join links travel as they are stored (hash and sealed token), never in
// clear; archives written before that carry Tokens, which restore hashes.
type ArchivedCampaign struct {
	Export         *Export                        `json:"export"`
	GMPasswordHash string                         `json:"gmPasswordHash"`
	Links          map[campaign.Clan]ArchivedLink `json:"links,omitempty"`
	Tokens         map[campaign.Clan]string       `json:"tokens,omitempty"`
}

// ArchivedLink is a join link as stored: the SHA-256 of its token and the
// token sealed with the link key (links.go).
type ArchivedLink struct {
	Hash   string `json:"hash"`
	Sealed string `json:"sealed,omitempty"`
}

// CampaignIDs lists every campaign's id, oldest first.
func (db *DB) CampaignIDs(ctx context.Context) ([]int64, error) {
	var ids []int64
	if err := db.gorm.WithContext(ctx).Model(&campaignRow{}).Order("id").Pluck("id", &ids).Error; err != nil {
		return nil, fmt.Errorf("list campaigns: %w", err)
	}
	return ids, nil
}

// Backup writes a consistent copy of the database, as it is at one moment,
// to the file out (which must not exist): for SQLite a database file
// (VACUUM INTO, which reads a snapshot and does not stop writers), for
// PostgreSQL an archive. The copy is written beside out and renamed into
// place, so out is either whole or absent.
func (db *DB) Backup(ctx context.Context, out string) error {
	if _, err := os.Stat(out); err == nil {
		return fmt.Errorf("backup: %s already exists", out)
	}
	tmp := filepath.Join(filepath.Dir(out), "."+filepath.Base(out)+".partial")
	_ = os.Remove(tmp)
	var err error
	if db.dialect.sqlite {
		_, err = db.sql.ExecContext(ctx, "VACUUM INTO ?", tmp)
	} else {
		err = writeFile(tmp, func(w io.Writer) error { return db.WriteArchive(ctx, w) })
	}
	if err == nil {
		err = os.Rename(tmp, out)
	}
	if err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("backup to %s: %w", out, err)
	}
	return nil
}

// writeFile creates path, fills it with fill and syncs it to disk.
func writeFile(path string, fill func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(f, 1<<16)
	err = fill(bw)
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// WriteArchive writes every campaign and the club library to w as an
// archive of the database at one moment (see withSnapshot).
func (db *DB) WriteArchive(ctx context.Context, w io.Writer) error {
	zw := gzip.NewWriter(w)
	enc := json.NewEncoder(zw)
	if err := enc.Encode(archiveHeader{Format: ArchiveFormat, CreatedAt: db.clockNow()}); err != nil {
		return fmt.Errorf("write archive: %w", err)
	}
	if err := db.withSnapshot(ctx, func(snap *DB) error { return snap.writeArchiveEntries(ctx, enc) }); err != nil {
		return fmt.Errorf("write archive: %w", err)
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("write archive: %w", err)
	}
	return nil
}

// withSnapshot calls fn with the database as it is at one moment, without
// stopping writers: on PostgreSQL a read-only repeatable-read transaction;
// on SQLite (whose transactions here take the write lock) a copy made with
// VACUUM INTO in a temporary directory.
func (db *DB) withSnapshot(ctx context.Context, fn func(snap *DB) error) error {
	if !db.dialect.sqlite {
		return db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
			return fn(&DB{gorm: tx, sql: db.sql, version: db.version, session: db.session, viewer: db.viewer, dialect: db.dialect, clock: db.clock})
		}, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	}
	dir, err := os.MkdirTemp("", "sengoku-snapshot-")
	if err != nil {
		return err
	}
	// A temporary copy: what is left of it if removing fails is the
	// system's temporary directory's to clear.
	defer func() { _ = os.RemoveAll(dir) }()
	path := filepath.Join(dir, "snapshot.db")
	if _, err := db.sql.ExecContext(ctx, "VACUUM INTO ?", path); err != nil {
		return fmt.Errorf("snapshot: %w", err)
	}
	snap, err := Open(ctx, path, db.clock)
	if err != nil {
		return err
	}
	defer func() { _ = snap.Close() }() // read only, and removed next
	return fn(snap)
}

func (db *DB) writeArchiveEntries(ctx context.Context, enc *json.Encoder) error {
	ids, err := db.CampaignIDs(ctx)
	if err != nil {
		return err
	}
	for _, id := range ids {
		ac, err := db.archivedCampaign(ctx, id)
		if err != nil {
			return err
		}
		if err := enc.Encode(archiveEntry{Campaign: ac}); err != nil {
			return err
		}
	}
	var items []libraryRow
	if err := db.gorm.WithContext(ctx).Where("campaign_id IS NULL").Order("id").Find(&items).Error; err != nil {
		return fmt.Errorf("read library: %w", err)
	}
	for _, r := range items {
		it := LibraryItem{Kind: r.Kind, Owner: r.Owner, Name: r.Name, Data: r.Data, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt}
		if err := enc.Encode(archiveEntry{Item: &it}); err != nil {
			return err
		}
	}
	return nil
}

func (db *DB) archivedCampaign(ctx context.Context, id int64) (*ArchivedCampaign, error) {
	ex, err := db.ExportCampaign(ctx, id)
	if err != nil {
		return nil, err
	}
	hash, err := db.GMPasswordHash(ctx, id)
	if err != nil {
		return nil, err
	}
	var rows []playerRow
	if err := db.gorm.WithContext(ctx).Where("campaign_id = ?", id).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("load players of campaign %d: %w", id, err)
	}
	links := make(map[campaign.Clan]ArchivedLink, len(rows))
	for _, r := range rows {
		links[campaign.Clan(r.Clan)] = ArchivedLink{Hash: r.TokenHash, Sealed: r.TokenSealed}
	}
	return &ArchivedCampaign{Export: ex, GMPasswordHash: hash, Links: links}, nil
}

// IsArchive reports whether the file at path is an archive (rather than a
// SQLite database file).
func IsArchive(path string) (bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer func() { _ = f.Close() }() // read only: closing it loses nothing
	magic := make([]byte, 2)
	if _, err := io.ReadFull(f, magic); err != nil {
		return false, fmt.Errorf("read %s: %w", path, err)
	}
	return magic[0] == 0x1f && magic[1] == 0x8b, nil
}

// RestoreArchive stores every campaign and club library item of the
// archive r into db, which must hold no campaign unless replace is set:
// then every campaign and library item already there is deleted first.
// Campaigns get new ids; their GM passwords and join links are those of
// the archive. It is one transaction: an archive that turns out damaged
// half-way leaves the database as it was, replaced campaigns included.
// It returns how many campaigns it restored.
func (db *DB) RestoreArchive(ctx context.Context, r io.Reader, replace bool) (int, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return 0, fmt.Errorf("read archive: %w", err)
	}
	dec := json.NewDecoder(zr)
	var h archiveHeader
	if err := dec.Decode(&h); err != nil || h.Format != ArchiveFormat {
		return 0, fmt.Errorf("read archive: not a %s file", ArchiveFormat)
	}
	if err := db.mayChange(); err != nil {
		return 0, err
	}
	n := 0
	// The campaigns and sessions may be replaced: what the owner kept of
	// them is forgotten once the transaction ends, committed or not.
	defer db.book.forget()
	defer db.sessions.forget()
	err = db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		in := &DB{gorm: tx, sql: db.sql, version: db.version, session: db.session, viewer: db.viewer, dialect: db.dialect, dsn: db.dsn, links: db.links, clock: db.clock}
		if ids, err := in.CampaignIDs(ctx); err != nil {
			return err
		} else if len(ids) > 0 && !replace {
			return ErrNotEmpty
		}
		if replace {
			if err := in.deleteAll(ctx); err != nil {
				return err
			}
		}
		n, err = in.restoreEntries(ctx, dec)
		return err
	})
	if err != nil {
		return 0, err
	}
	return n, nil
}

// restoreEntries stores the archive's entries after its header and
// returns how many campaigns they held.
func (db *DB) restoreEntries(ctx context.Context, dec *json.Decoder) (int, error) {
	n := 0
	for {
		var e archiveEntry
		if err := dec.Decode(&e); errors.Is(err, io.EOF) {
			return n, nil
		} else if err != nil {
			return n, fmt.Errorf("read archive after %d campaigns: %w", n, err)
		}
		switch {
		case e.Campaign != nil && e.Campaign.Export != nil:
			if _, err := db.restoreCampaign(ctx, e.Campaign); err != nil {
				return n, fmt.Errorf("restore campaign %q: %w", e.Campaign.Export.Name, err)
			}
			n++
		case e.Item != nil:
			if _, err := db.SaveLibraryItem(ctx, LibraryItem{Kind: e.Item.Kind, Owner: e.Item.Owner, Name: e.Item.Name, Data: e.Item.Data}); err != nil {
				return n, fmt.Errorf("restore library item %q: %w", e.Item.Name, err)
			}
		}
	}
}

// deleteAll removes every campaign (with its players, sessions, log and
// snapshots) and every library item, in one transaction.
func (db *DB) deleteAll(ctx context.Context) error {
	err := db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec("DELETE FROM library_items").Error; err != nil {
			return err
		}
		return tx.Exec("DELETE FROM campaigns").Error
	})
	if err != nil {
		return fmt.Errorf("empty the database: %w", err)
	}
	return nil
}

// sqliteMagic opens every SQLite database file.
const sqliteMagic = "SQLite format 3\x00"

// RestoreSQLiteFile puts the SQLite backup src in place of the database
// file dst, which must not exist or hold no campaign unless replace is
// set. The copy is checked (it opens, migrates and passes SQLite's
// integrity check) beside dst before it replaces it, so a bad backup
// leaves dst as it was. No server may be using dst meanwhile.
func RestoreSQLiteFile(ctx context.Context, src, dst string, replace bool, now func() time.Time) error {
	if err := checkSQLiteFile(src); err != nil {
		return err
	}
	if !replace {
		if err := checkEmpty(ctx, dst, now); err != nil {
			return err
		}
	}
	// The file is replaced whole: never under a handle that owns it.
	if release, held, err := lockFile(dst + "-lock"); held {
		return fmt.Errorf("restore into %s: %w", dst, ErrReadOnly)
	} else if err == nil {
		defer release()
	}
	tmp := dst + ".restoring"
	removeSQLite(tmp)
	if err := copyFile(src, tmp); err != nil {
		return fmt.Errorf("restore %s: %w", src, err)
	}
	if err := checkRestored(ctx, tmp, now); err != nil {
		removeSQLite(tmp)
		return fmt.Errorf("restore %s: %w", src, err)
	}
	removeSQLite(dst)
	if err := os.Rename(tmp, dst); err != nil {
		return fmt.Errorf("restore %s: %w", src, err)
	}
	return nil
}

func checkSQLiteFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer func() { _ = f.Close() }() // read only: closing it loses nothing
	head := make([]byte, len(sqliteMagic))
	if _, err := io.ReadFull(f, head); err != nil || string(head) != sqliteMagic {
		return fmt.Errorf("restore: %s is neither a SQLite database nor a Sengoku archive", path)
	}
	return nil
}

// checkEmpty refuses a database file dst that holds campaigns.
func checkEmpty(ctx context.Context, dst string, now func() time.Time) error {
	if fi, err := os.Stat(dst); errors.Is(err, os.ErrNotExist) || (err == nil && fi.Size() == 0) {
		return nil
	}
	db, err := Open(ctx, dst, now)
	if err != nil {
		return err
	}
	ids, err := db.CampaignIDs(ctx)
	if cerr := db.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("close %s: %w", dst, cerr)
	}
	if err != nil {
		return err
	}
	if len(ids) > 0 {
		return fmt.Errorf("restore into %s: %w (%d)", dst, ErrNotEmpty, len(ids))
	}
	return nil
}

// checkRestored opens the copied database (migrating it to this version's
// schema) and runs SQLite's integrity check on it.
func checkRestored(ctx context.Context, path string, now func() time.Time) error {
	db, err := Open(ctx, path, now)
	if err != nil {
		return err
	}
	var res string
	err = db.sql.QueryRowContext(ctx, "PRAGMA integrity_check").Scan(&res)
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("integrity check: %w", err)
	}
	if res != "ok" {
		return fmt.Errorf("integrity check: %s", res)
	}
	return nil
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer func() { _ = in.Close() }() // read only: closing it loses nothing
	return writeFile(dst, func(w io.Writer) error {
		_, err := io.Copy(w, in)
		return err
	})
}

// removeSQLite removes a database file with its WAL and shared-memory
// files.
func removeSQLite(path string) {
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		_ = os.Remove(p)
	}
}

// restoreCampaign stores an archived campaign with its join links as the
// archive holds them.
func (db *DB) restoreCampaign(ctx context.Context, a *ArchivedCampaign) (int64, error) {
	links := make(map[campaign.Clan]storedLink, len(a.Export.Players))
	for clan, t := range a.Tokens {
		links[clan] = storedLink{hash: HashToken(t)}
	}
	for clan, l := range a.Links {
		links[clan] = storedLink{hash: l.Hash, sealed: l.Sealed}
	}
	return db.importCampaign(ctx, a.Export, a.GMPasswordHash, links)
}
