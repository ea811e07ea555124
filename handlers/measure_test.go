package handlers_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"sengoku/campaign"
	"sengoku/handlers"
	"sengoku/models"
)

// TestMeasureImports prints the figures of an anonymous import attempt of
// a crafted small-but-expanding export (40 actions in the older whole-state
// format, each carrying the same valid state padded with notes to 1 MB:
// about 300 KB gzipped): the bytes the database grows by after one attempt,
// and the peak Go heap while 8 attempts run in parallel. Figures, not a
// pass/fail timing; only with SENGOKU_MEASURE=1:
//
//	SENGOKU_MEASURE=1 go test -run TestMeasureImports -v ./handlers
func TestMeasureImports(t *testing.T) {
	if os.Getenv("SENGOKU_MEASURE") == "" {
		t.Skip("set SENGOKU_MEASURE=1 to measure")
	}
	path := filepath.Join(t.TempDir(), "measure.db")
	db, err := models.Open(context.Background(), path, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(handlers.New(db, handlers.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost, ImportsPerHour: -1}))
	defer func() { srv.Close(); _ = db.Close() }()
	ts := &testServer{Server: srv, db: db}
	plain, file := expandingExport(t)
	size := func() int64 {
		var n int64
		for _, p := range []string{path, path + "-wal"} {
			if fi, err := os.Stat(p); err == nil {
				n += fi.Size()
			}
		}
		return n
	}
	before := size()
	res := ts.browser(t).postMultipart("/campaigns/import", importForm(), map[string]string{"file": file})
	t.Logf("one attempt: %d KB gzipped, %.1f MB decompressed: answer %d; the database grew by %d bytes (%d → %d)",
		len(file)>>10, float64(len(plain))/(1<<20), res.status, size()-before, before, size())

	statuses, peak := parallelImports(t, ts, file, 8)
	t.Logf("8 parallel attempts: answers %v; peak Go heap %.1f MB above the idle server's", statuses, float64(peak)/(1<<20))
}

// expandingExport is the crafted export, plain and gzipped.
func expandingExport(t *testing.T) ([]byte, string) {
	t.Helper()
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Gonfiata", Scenario: campaign.Custom,
		Players: map[campaign.Clan]string{campaign.Takeda: "Ada", campaign.Uesugi: "Bruno"}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	state := withLegacyBox(t, st, 1<<20)
	ex := models.Export{Format: "sengoku-campaign/1", Name: "Gonfiata", State: state,
		Players: []models.ExportPlayer{{Clan: campaign.Takeda, Name: "Ada"}, {Clan: campaign.Uesugi, Name: "Bruno"}}}
	for i := range 40 {
		ex.Actions = append(ex.Actions, models.ExportAction{Seq: int64(i + 1), ActorRole: "gm", Kind: "advance",
			Payload: json.RawMessage(`{"kind":"advance"}`), StateBefore: state, Year: 1560})
	}
	plain, _ := json.Marshal(ex)
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	_, _ = zw.Write(plain)
	_ = zw.Close()
	return plain, buf.String()
}

// parallelImports posts file n times at once and returns the answers and
// the peak heap above the baseline, sampled every 2 ms.
func parallelImports(t *testing.T, ts *testServer, file string, n int) (map[int]int, uint64) {
	t.Helper()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base := ms.HeapAlloc
	var peak atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			if m.HeapAlloc > peak.Load() {
				peak.Store(m.HeapAlloc)
			}
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	var mu sync.Mutex
	statuses := map[int]int{}
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := ts.browser(t).postMultipart("/campaigns/import", importForm(), map[string]string{"file": file})
			mu.Lock()
			statuses[res.status]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	close(stop)
	<-sampled
	if p := peak.Load(); p > base {
		return statuses, p - base
	}
	return statuses, 0
}

// TestMeasureTenYears prints the bytes of a SQLite file holding one ten-year
// campaign (40 seasons of 50 actions, imported), checkpointed on close. A
// figure, not a pass/fail; only with SENGOKU_MEASURE=1.
func TestMeasureTenYears(t *testing.T) {
	if os.Getenv("SENGOKU_MEASURE") == "" {
		t.Skip("set SENGOKU_MEASURE=1 to measure")
	}
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ten.db")
	db, err := models.Open(ctx, path, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
	empty := measureFileBytes(path)
	if db, err = models.Open(ctx, path, time.Now); err != nil {
		t.Fatal(err)
	}
	src := longCampaign(t, 40, 50)
	if _, err := db.ImportCampaign(ctx, src, "x", map[campaign.Clan]string{campaign.Takeda: "t1", campaign.Uesugi: "t2"}); err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
	full := measureFileBytes(path)
	t.Logf("ten years, %d actions: the file takes %.2f MB (empty %d bytes)", len(src.Actions), float64(full)/(1<<20), empty)
}

func measureFileBytes(path string) int64 {
	var n int64
	for _, p := range []string{path, path + "-wal"} {
		if fi, err := os.Stat(p); err == nil {
			n += fi.Size()
		}
	}
	return n
}
