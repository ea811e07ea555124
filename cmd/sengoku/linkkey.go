package main

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"sengoku/models"
)

// The link key seals the players' join links in the database so that the
// GM's links page can show them again while a copy of the database alone
// opens nothing (models/links.go). It lives in a file outside the database:
// by default beside a SQLite file (data.db.key), or sengoku.key in the
// working directory for PostgreSQL, where every instance needs the same one.

// defaultKeyFile is where the link key of database dsn is kept unless
// -key-file says otherwise.
func defaultKeyFile(dsn string) string {
	if models.IsPostgres(dsn) {
		return "sengoku.key"
	}
	path := strings.TrimPrefix(dsn, "file:")
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path = path[:i]
	}
	return path + ".key"
}

// loadLinkKey reads the hex link key of path, creating the file with a
// fresh random key (readable by its owner only) when there is none.
func loadLinkKey(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return createLinkKey(path)
	}
	if err != nil {
		return nil, fmt.Errorf("read link key: %w", err)
	}
	key, err := hex.DecodeString(strings.TrimSpace(string(data)))
	if err != nil || len(key) != models.LinkKeySize {
		return nil, fmt.Errorf("link key %s: want %d bytes in hex", path, models.LinkKeySize)
	}
	return key, nil
}

func createLinkKey(path string) ([]byte, error) {
	key := make([]byte, models.LinkKeySize)
	if _, err := rand.Read(key); err != nil {
		return nil, fmt.Errorf("new link key: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return loadLinkKey(path) // another instance made it meanwhile
	}
	if err != nil {
		return nil, fmt.Errorf("create link key: %w", err)
	}
	if _, err := fmt.Fprintln(f, hex.EncodeToString(key)); err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("write link key %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return nil, fmt.Errorf("write link key %s: %w", path, err)
	}
	return key, nil
}
