package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models"
)

func noEnv(string) string { return "" }

// An unknown word or a stray argument stops with usage; it never serves.
func TestRunRefusesUnknownCommandsAndStrayArguments(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"sengoku", "bakup"},
		{"sengoku", "backup", "-db", filepath.Join(dir, "a.db"), "-out", filepath.Join(dir, "b.db"), "extra"},
		{"sengoku", "-addr", "127.0.0.1:0", "-db", filepath.Join(dir, "c.db"), "stray"},
		{"sengoku", "serve", "-db", filepath.Join(dir, "d.db"), "stray"},
		{"sengoku", "backup", "-db", filepath.Join(dir, "e.db")},
		{"sengoku", "restore", "-db", filepath.Join(dir, "f.db")},
	} {
		// A server would block until ctx ends: a short one shows it did not start.
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		var stdout, stderr bytes.Buffer
		err := run(ctx, args, noEnv, &stdout, &stderr)
		cancel()
		if !errors.As(err, new(usageError)) {
			t.Errorf("%q: %v, want a usage error", args[1:], err)
		}
		if !strings.Contains(stderr.String(), "Usage: sengoku") {
			t.Errorf("%q: no usage on stderr: %q", args[1:], stderr.String())
		}
		if strings.Contains(stdout.String(), "Sengoku on") {
			t.Errorf("%q started a server", args[1:])
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) > 0 {
		t.Errorf("refused commands left files behind: %v", entries)
	}
}

func TestEachCommandHasItsOwnHelp(t *testing.T) {
	for name, want := range map[string]string{"backup": "-out", "restore": "-force", "serve": "-backup-dir", "copy": "-to"} {
		var stderr bytes.Buffer
		err := run(context.Background(), []string{"sengoku", name, "-h"}, noEnv, io.Discard, &stderr)
		if !errors.Is(err, flag.ErrHelp) || !strings.Contains(stderr.String(), "Usage: sengoku "+name) || !strings.Contains(stderr.String(), want) {
			t.Errorf("%s -h: %v\n%s", name, err, stderr.String())
		}
	}
	var stdout bytes.Buffer
	if err := run(context.Background(), []string{"sengoku", "help"}, noEnv, &stdout, io.Discard); err != nil || !strings.Contains(stdout.String(), "restore") {
		t.Errorf("help: %v\n%s", err, stdout.String())
	}
}

// seed makes a database file with one campaign and returns its path.
func seed(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "data.db")
	db, err := models.Open(context.Background(), path, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Kawanakajima", Scenario: campaign.Custom, Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.NewCampaign(context.Background(), st, "hash", nil); err != nil {
		t.Fatal(err)
	}
	return path
}

func campaignNames(t *testing.T, path string) []string {
	t.Helper()
	db, err := models.Open(context.Background(), path, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	list, err := db.Campaigns(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range list {
		names = append(names, c.Name)
	}
	return names
}

func TestBackupThenRestoreCommands(t *testing.T) {
	ctx := context.Background()
	src := seed(t)
	out := filepath.Join(t.TempDir(), "backup.db")
	var stdout, stderr bytes.Buffer
	if err := run(ctx, []string{"sengoku", "backup", "-db", src, "-out", out}, noEnv, &stdout, &stderr); err != nil {
		t.Fatalf("backup: %v\n%s", err, stderr.String())
	}
	if err := run(ctx, []string{"sengoku", "backup", "-db", src, "-out", out}, noEnv, io.Discard, io.Discard); err == nil {
		t.Fatal("backup overwrote its previous file")
	}
	fresh := filepath.Join(t.TempDir(), "fresh.db")
	if err := run(ctx, []string{"sengoku", "restore", "-in", out, "-db", fresh}, noEnv, &stdout, &stderr); err != nil {
		t.Fatalf("restore: %v\n%s", err, stderr.String())
	}
	if got := campaignNames(t, fresh); len(got) != 1 || got[0] != "Kawanakajima" {
		t.Fatalf("restored campaigns %v", got)
	}
	// Restoring over campaigns needs -force.
	err := run(ctx, []string{"sengoku", "restore", "-in", out, "-db", src}, noEnv, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "-force") {
		t.Fatalf("restore over campaigns: %v", err)
	}
	if err := run(ctx, []string{"sengoku", "restore", "-in", out, "-db", src, "-force"}, noEnv, io.Discard, io.Discard); err != nil {
		t.Fatalf("restore -force: %v", err)
	}
	if got := campaignNames(t, src); len(got) != 1 {
		t.Fatalf("after restore -force: %v", got)
	}
}

// The server takes its own backups on schedule and keeps the newest few.
func TestServerTakesAndRotatesBackups(t *testing.T) {
	src := seed(t)
	dir := filepath.Join(t.TempDir(), "backups")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	var logs syncBuffer
	go func() {
		done <- run(ctx, []string{"sengoku", "-addr", "127.0.0.1:0", "-db", src, "-backup-dir", dir, "-backup-every", "1s", "-backup-keep", "2"}, noEnv, io.Discard, &logs)
	}()
	deadline := time.Now().Add(20 * time.Second)
	for strings.Count(logs.String(), "msg=\"backup removed\"") < 1 {
		if time.Now().After(deadline) {
			t.Fatalf("no rotation within 20s:\n%s", logs.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Fatalf("%d backups kept, want 2: %v", len(entries), entries)
	}
	for _, e := range entries {
		if got := campaignNames(t, filepath.Join(dir, e.Name())); len(got) != 1 {
			t.Fatalf("%s holds %v", e.Name(), got)
		}
	}
}

// syncBuffer is a bytes.Buffer the server's logger may write to while the
// test reads it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// One server per SQLite file: a second server on a served file stops
// before it serves, and a restore over it or a copy into it is refused
// (the server keeps versions and sessions in memory, true only while it
// is the file's one writer); a backup reads beside it.
func TestOneServerPerSQLiteFile(t *testing.T) {
	ctx := context.Background()
	src := seed(t)
	base := startServerOn(t, src)
	err := run(ctx, []string{"sengoku", "-addr", "127.0.0.1:0", "-db", src}, noEnv, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "one server per SQLite file") {
		t.Fatalf("a second server on a served file: %v", err)
	}
	out := filepath.Join(t.TempDir(), "backup.db")
	if err := run(ctx, []string{"sengoku", "backup", "-db", src, "-out", out}, noEnv, io.Discard, io.Discard); err != nil {
		t.Fatalf("backup of a served file: %v", err)
	}
	if err := run(ctx, []string{"sengoku", "restore", "-in", out, "-db", src, "-force"}, noEnv, io.Discard, io.Discard); !errors.Is(err, models.ErrReadOnly) {
		t.Fatalf("restore over a served file: %v", err)
	}
	if err := run(ctx, []string{"sengoku", "copy", "-from", out, "-to", src, "-force"}, noEnv, io.Discard, io.Discard); !errors.Is(err, models.ErrReadOnly) {
		t.Fatalf("copy into a served file: %v", err)
	}
	res, err := http.Get(base + "/campaigns/1")
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("the server after all that: %v %v", err, res)
	}
	res.Body.Close()
}
