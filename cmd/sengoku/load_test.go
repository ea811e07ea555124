package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/handlers"
	"sengoku/models"
)

// loadResult summarises one load run: client-observed latency, and the
// server time (inside the handler, from the first byte read to the last
// written) of the same requests.
type loadResult struct {
	requests, errors     int
	perSecond            float64
	clientP50, clientP99 time.Duration
	serverP50, serverP99 time.Duration
}

func (r loadResult) String() string {
	return fmt.Sprintf("%d req, %d errors, %.0f req/s; server time p50 %v p99 %v; client p50 %v p99 %v",
		r.requests, r.errors, r.perSecond, r.serverP50, r.serverP99, r.clientP50, r.clientP99)
}

// timing records how long the wrapped handler spends on each request.
type timing struct {
	next http.Handler
	mu   sync.Mutex
	durs []time.Duration
}

func (t *timing) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	t0 := time.Now()
	t.next.ServeHTTP(w, r)
	d := time.Since(t0)
	t.mu.Lock()
	t.durs = append(t.durs, d)
	t.mu.Unlock()
}

func (t *timing) take() []time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := t.durs
	t.durs = nil
	return out
}

func percentiles(d []time.Duration) (p50, p99 time.Duration) {
	if len(d) == 0 {
		return 0, 0
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	return d[len(d)/2], d[len(d)*99/100]
}

// load sends GET requests to target from clients concurrent connections for
// d. It only targets the local test server.
func load(t *testing.T, tm *timing, target string, clients int, d time.Duration) loadResult {
	t.Helper()
	return loadURLs(t, tm, []string{target}, clients, d)
}

// loadURLs is load over a rotation of addresses (so that, for a
// calculator, every request can be a different calculation).
func loadURLs(t *testing.T, tm *timing, targets []string, clients int, d time.Duration) loadResult {
	t.Helper()
	for _, target := range targets {
		if u, err := url.Parse(target); err != nil || !strings.HasPrefix(u.Host, "127.0.0.1:") {
			t.Fatalf("load only targets the local test server, not %q", target)
		}
	}
	tm.take()
	// Like wrk, the generator asks for no compression and reads the raw bytes.
	tr := &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients, DisableCompression: true}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	var mu sync.Mutex
	var lat []time.Duration
	var next atomic.Int64
	errs := 0
	stop := time.Now().Add(d)
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < clients; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			bad := 0
			for time.Now().Before(stop) {
				target := targets[int(next.Add(1))%len(targets)]
				t0 := time.Now()
				res, err := client.Get(target)
				if err != nil {
					bad++
					continue
				}
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode != http.StatusOK {
					bad++
				}
				mine = append(mine, time.Since(t0))
			}
			mu.Lock()
			lat = append(lat, mine...)
			errs += bad
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	r := loadResult{requests: len(lat), errors: errs, perSecond: float64(len(lat)) / elapsed.Seconds()}
	r.clientP50, r.clientP99 = percentiles(lat)
	r.serverP50, r.serverP99 = percentiles(tm.take())
	return r
}

// loadServer serves the real handler behind a timing wrapper on a loopback
// port.
func loadServer(t *testing.T) (string, *timing) {
	t.Helper()
	return loadServerLogging(t, io.Discard)
}

// loadServerLogging is loadServer with the server's log written to w.
func loadServerLogging(t *testing.T, w io.Writer) (string, *timing) {
	t.Helper()
	gin.SetMode(gin.ReleaseMode)
	db, err := models.Open(context.Background(), filepath.Join(t.TempDir(), "load.db"), time.Now)
	if err != nil {
		t.Fatal(err)
	}
	tm := &timing{next: handlers.New(db, handlers.Options{Logger: slog.New(slog.NewTextHandler(w, nil)), NoActionLimit: true})}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: tm}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() {
		_ = srv.Close()
		_ = db.Close()
	})
	return "http://" + ln.Addr().String(), tm
}

// createLoadCampaign makes a 6-player campaign and returns its map URL.
func createLoadCampaign(t *testing.T, base string) string {
	t.Helper()
	form := url.Values{"name": {"Load"}, "players": {"6"}, "scenario": {"six"}, "gm_password": {"tessen-1560"}, "gm_password2": {"tessen-1560"}}
	for _, c := range []string{"Hojo", "Uesugi", "Takeda", "Imagawa", "Mori", "Shimazu"} {
		form.Set("player."+c, c)
	}
	req, _ := http.NewRequest(http.MethodPost, base+"/campaigns", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", base)
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := noRedirect.Do(req)
	if err != nil || res.StatusCode != http.StatusSeeOther {
		t.Fatalf("create: %v %v", err, res)
	}
	res.Body.Close()
	return base + strings.Split(res.Header.Get("Location"), "?")[0]
}

// TestLoadMapPage measures the campaign map page against /healthz under 32
// concurrent connections. It runs only with SENGOKU_LOAD=1 (figures, not a
// pass/fail timing): SENGOKU_LOAD=1 go test -run TestLoad -v ./cmd/sengoku
func TestLoadMapPage(t *testing.T) {
	if os.Getenv("SENGOKU_LOAD") == "" {
		t.Skip("set SENGOKU_LOAD=1 to run the load measurement")
	}
	base, tm := loadServer(t)
	mapURL := createLoadCampaign(t, base)
	d := 5 * time.Second
	health := load(t, tm, base+"/healthz", 32, d)
	page := load(t, tm, mapURL, 32, d)
	t.Logf("/healthz:  %s", health)
	t.Logf("map page:  %s", page)
	if health.errors+page.errors > 0 {
		t.Errorf("errors under load: %d + %d", health.errors, page.errors)
	}
}
