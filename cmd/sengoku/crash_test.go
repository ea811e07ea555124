package main

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"sengoku/models"
	"sengoku/models/dbtest"
)

// crashChildEnv carries the database of a server run as a child process.
const crashChildEnv = "SENGOKU_CRASH_CHILD_DB"

// TestCrashChild is not a test: it is the server the crash test starts as
// a real process (this test binary again) and kills.
func TestCrashChild(t *testing.T) {
	dsn := os.Getenv(crashChildEnv)
	if dsn == "" {
		t.Skip("run by TestCrashKeepsEveryAcknowledgedAction")
	}
	addr := os.Getenv(crashChildEnv + "_ADDR")
	key := os.Getenv(crashChildEnv + "_KEY")
	_ = run(context.Background(), []string{"sengoku", "-addr", addr, "-db", dsn, "-key-file", key, "-action-limit=false"}, func(string) string { return "" }, io.Discard, os.Stderr)
}

// startChild runs the server as a child process on dsn and returns its
// base URL once it answers.
func startChild(t *testing.T, dsn string) (*exec.Cmd, string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$")
	cmd.Env = append(os.Environ(), crashChildEnv+"="+dsn, crashChildEnv+"_ADDR="+addr, crashChildEnv+"_KEY="+testKeyFile(t, dsn))
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	base := "http://" + addr
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if res, err := http.Get(base + "/healthz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return cmd, base
			}
		}
	}
	t.Fatal("the child server did not start")
	return nil, ""
}

// A real server process is killed (SIGKILL) during a burst of actions from
// several clients, on each backend: after a restart every acknowledged
// action is in the log, the log has no gap or extra entry beyond the
// campaign's version, the campaign page loads, and (SQLite) the file
// passes the integrity check.
func TestCrashKeepsEveryAcknowledgedAction(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		dsn := b.DSN(t)
		cmd, base := startChild(t, dsn)
		gm := newGMClient(t)
		status, created := gm.post(base+"/api/campaigns", `{"name":"Crash","scenario":"custom","players":{"Takeda":"A","Uesugi":"B"},"gmPassword":"kawanakajima"}`)
		if status != http.StatusCreated && status != http.StatusOK {
			t.Fatalf("create: %d %v", status, created)
		}
		id := int(created["id"].(float64))
		gm.login(base, id, "kawanakajima")

		const clients, want = 4, 500
		var acked sync.Map // version → true
		var n atomic.Int64
		var wg sync.WaitGroup
		for c := range clients {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; ; i++ {
					status, out := gm.postQuiet(fmt.Sprintf("%s/api/campaigns/%d/actions", base, id),
						fmt.Sprintf(`{"kind":"set-option","key":"tableDice","value":"%v"}`, (c+i)%2 == 0))
					if status != http.StatusOK {
						return // the server is gone
					}
					acked.Store(int64(out["version"].(float64)), true)
					n.Add(1)
				}
			}()
		}
		for n.Load() < want+clients*5 {
			time.Sleep(5 * time.Millisecond)
		}
		_ = cmd.Process.Signal(syscall.SIGKILL)
		_ = cmd.Wait()
		wg.Wait()

		if b.Name == "sqlite" {
			raw, err := sql.Open("sqlite3", dsn)
			if err != nil {
				t.Fatal(err)
			}
			var res string
			if err := raw.QueryRow("PRAGMA integrity_check").Scan(&res); err != nil || res != "ok" {
				t.Fatalf("integrity check after the crash: %q %v", res, err)
			}
			_ = raw.Close()
		}
		db, err := models.Open(context.Background(), dsn, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		version, _ := db.CampaignVersion(context.Background(), int64(id))
		log, _ := db.Actions(context.Background(), int64(id), 0, 100000)
		_ = db.Close()
		missing, count := 0, 0
		acked.Range(func(k, _ any) bool {
			count++
			if v := k.(int64); v > version || log[v-2].Seq != v-1 {
				missing++
			}
			return true
		})
		t.Logf("%s: %d actions acknowledged before the kill; after restart version %d, %d log entries", b.Name, count, version, len(log))
		if count < want || missing > 0 || int64(len(log)) != version-1 || log[len(log)-1].Seq != version-1 {
			t.Fatalf("%d of %d acknowledged actions missing; version %d with %d log entries", missing, count, version, len(log))
		}
		_, base = startChild(t, dsn)
		res, err := http.Get(fmt.Sprintf("%s/campaigns/%d", base, id))
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("campaign page after restart: %v %v", err, res)
		}
		res.Body.Close()
	})
}
