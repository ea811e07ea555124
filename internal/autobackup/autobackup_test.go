package autobackup

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// Rotation keeps the newest backups (their names sort by time) and
// removes only the server's own: files without its prefix or extension,
// and directories, stay.
func TestRotateKeepsTheNewestOfItsOwn(t *testing.T) {
	dir := t.TempDir()
	names := []string{"sengoku-20250101T000000Z.db", "sengoku-20250102T000000Z.archive.gz", "sengoku-20250103T000000Z.db",
		"sengoku-20250104T000000Z.db", "club.db", "sengoku-notes.txt"}
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "sengoku-old.db"), 0o700); err != nil {
		t.Fatal(err)
	}
	removed, err := Rotate(dir, 2)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, names[0]), filepath.Join(dir, names[1])}
	if !slices.Equal(removed, want) {
		t.Fatalf("removed %v, want %v", removed, want)
	}
	entries, _ := os.ReadDir(dir)
	var left []string
	for _, e := range entries {
		left = append(left, e.Name())
	}
	if want := []string{"club.db", "sengoku-20250103T000000Z.db", "sengoku-20250104T000000Z.db", "sengoku-notes.txt", "sengoku-old.db"}; !slices.Equal(left, want) {
		t.Fatalf("left %v, want %v", left, want)
	}
	if removed, err := Rotate(dir, 2); err != nil || len(removed) != 0 {
		t.Fatalf("a second rotation removed %v (%v)", removed, err)
	}
}
