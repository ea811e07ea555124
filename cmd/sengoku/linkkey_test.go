package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func TestDefaultKeyFile(t *testing.T) {
	for dsn, want := range map[string]string{
		"data.db":                        "data.db.key",
		"/srv/club/data.db":              "/srv/club/data.db.key",
		"file:/srv/c.db?_busy_timeout=1": "/srv/c.db.key",
		"postgres://u@db/sengoku":        "sengoku.key",
	} {
		if got := defaultKeyFile(dsn); got != want {
			t.Errorf("%s: %s, want %s", dsn, got, want)
		}
	}
}

// The first start makes the key, readable by its owner only; later starts
// read the same key; a damaged file is an error, never a new key (which
// would hide every link on the links page).
func TestLoadLinkKey(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data.db.key")
	first, err := loadLinkKey(path)
	if err != nil || len(first) != 32 {
		t.Fatalf("new key: %d bytes, %v", len(first), err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("key file mode %v (%v)", fi.Mode().Perm(), err)
	}
	again, err := loadLinkKey(path)
	if err != nil || !bytes.Equal(first, again) {
		t.Fatalf("the key changed on a second start: %v", err)
	}
	if err := os.WriteFile(path, []byte("not a key\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := loadLinkKey(path); err == nil {
		t.Error("a damaged key file was accepted")
	}
	if _, err := loadLinkKey(filepath.Join(t.TempDir(), "missing", "k")); err == nil {
		t.Error("a key in a missing directory was accepted")
	}
}
