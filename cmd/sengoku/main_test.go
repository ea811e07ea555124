package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"sengoku/models"
	"sengoku/models/dbtest"
)

// startServer runs the real program on a free port with a fresh database
// and returns its base URL once /healthz answers.
func startServer(t *testing.T) string {
	t.Helper()
	return startServerOn(t, filepath.Join(t.TempDir(), "data.db"))
}

// startServerOn runs the real program on database dsn (given as
// SENGOKU_DB) and returns its base URL once /healthz answers.
func startServerOn(t *testing.T, dsn string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	env := map[string]string{"SENGOKU_DB": dsn, "SENGOKU_KEY_FILE": testKeyFile(t, dsn)}
	var stderr syncBuffer
	e := envFor(t, dsn, func(k string) string { return env[k] }, &stderr, time.Now)
	go func() {
		done <- runWith(ctx, []string{"sengoku", "-addr", addr}, e)
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("run: %v", err)
		}
		// A failed test shows what the server saw: its access log names
		// every request the browser made, and what it answered.
		if t.Failed() {
			log := stderr.String()
			if len(log) > 8000 {
				log = log[len(log)-8000:]
			}
			t.Logf("server log (last part):\n%s", log)
		}
	})
	base := "http://" + addr
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		res, err := http.Get(base + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return base
			}
		}
		select {
		case err := <-done:
			t.Fatalf("server stopped: %v\n%s", err, stderr.String())
		case <-time.After(50 * time.Millisecond):
		}
	}
	t.Fatal("server did not become healthy")
	return ""
}

// served holds the database each test server opened, by dsn: fixtures
// change the served campaigns through it (servedDB).
var served sync.Map

// envFor is the environment of a test server on dsn: its database is
// recorded for servedDB while it serves.
func envFor(t *testing.T, dsn string, getenv func(string) string, stderr io.Writer, now func() time.Time) env {
	t.Helper()
	t.Cleanup(func() { served.Delete(dsn) })
	return env{getenv: getenv, stdout: io.Discard, stderr: stderr, now: now,
		opened: func(db *models.DB) { served.Store(dsn, db) }}
}

// servedDB is the database the test server on dsn serves. A fixture that
// writes the served file goes through it: the server owns the file (one
// writer, models.DB.Owner) and keeps its versions and sessions in memory,
// which a write through another handle would leave stale (and which is
// refused).
func servedDB(t *testing.T, dsn string) *models.DB {
	t.Helper()
	db, ok := served.Load(dsn)
	if !ok {
		t.Fatalf("no server serves %s", dsn)
	}
	return db.(*models.DB)
}

func TestRunCreatesDatabaseAndServes(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) { testRunCreatesDatabaseAndServes(t, startServerOn(t, b.DSN(t))) })
}

func testRunCreatesDatabaseAndServes(t *testing.T, base string) {
	res, err := http.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || !strings.Contains(string(body), "Sengoku") {
		t.Fatalf("home: %d", res.StatusCode)
	}
	for _, asset := range []string{"/static/js/htmx.min.js", "/static/css/app.css"} {
		r, err := http.Get(base + asset)
		if err != nil || r.StatusCode != 200 {
			t.Fatalf("%s not served: %v", asset, err)
		}
		r.Body.Close()
	}
}

func TestRunRejectsBadFlags(t *testing.T) {
	var stderr bytes.Buffer
	err := run(context.Background(), []string{"sengoku", "-nope"}, func(string) string { return "" }, io.Discard, &stderr)
	if err == nil {
		t.Fatal("unknown flag accepted")
	}
	err = run(context.Background(), []string{"sengoku", "-db", filepath.Join(t.TempDir(), "missing-dir", "x", "data.db"), "-addr", "127.0.0.1:0"}, func(string) string { return "" }, io.Discard, &stderr)
	if err == nil || !strings.Contains(fmt.Sprint(err), "database") {
		t.Fatalf("bad database path: %v", err)
	}
}

// testKeyFile is where a test server on dsn keeps its link key: beside a
// SQLite file as by default, and for PostgreSQL in the temporary directory
// (one per database, shared by every instance on it) rather than
// the package's own directory.
func testKeyFile(t *testing.T, dsn string) string {
	t.Helper()
	if !models.IsPostgres(dsn) {
		return defaultKeyFile(dsn)
	}
	sum := sha256.Sum256([]byte(dsn))
	path := filepath.Join(os.TempDir(), fmt.Sprintf("sengoku-test-%x.key", sum[:8]))
	t.Cleanup(func() { _ = os.Remove(path) })
	return path
}
