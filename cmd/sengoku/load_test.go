package main

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// loadResult summarises one load run.
type loadResult struct {
	requests      int
	errors        int
	p50, p99, max time.Duration
	perSecond     float64
}

func (r loadResult) String() string {
	return fmt.Sprintf("%d req, %d errors, %.0f req/s, p50 %v, p99 %v, max %v", r.requests, r.errors, r.perSecond, r.p50, r.p99, r.max)
}

// load sends GET requests to url from clients concurrent connections for d,
// and reports latency percentiles. It only targets the local test server.
func load(t *testing.T, target string, clients int, d time.Duration) loadResult {
	t.Helper()
	if u, err := url.Parse(target); err != nil || !strings.HasPrefix(u.Host, "127.0.0.1:") {
		t.Fatalf("load only targets the local test server, not %q", target)
	}
	tr := &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	var mu sync.Mutex
	var lat []time.Duration
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
			for n := 0; time.Now().Before(stop) && n < 1_000_000; n++ {
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
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	r := loadResult{requests: len(lat), errors: errs, perSecond: float64(len(lat)) / elapsed.Seconds()}
	if len(lat) > 0 {
		r.p50 = lat[len(lat)/2]
		r.p99 = lat[len(lat)*99/100]
		r.max = lat[len(lat)-1]
	}
	return r
}

// TestLoadMapPage measures the campaign map page against /healthz under 32
// concurrent connections. It runs only with SENGOKU_LOAD=1 (figures, not a
// pass/fail timing): SENGOKU_LOAD=1 go test -run TestLoad -v ./cmd/sengoku
func TestLoadMapPage(t *testing.T) {
	if os.Getenv("SENGOKU_LOAD") == "" {
		t.Skip("set SENGOKU_LOAD=1 to run the load measurement")
	}
	base := startServer(t)
	form := url.Values{"name": {"Load"}, "players": {"6"}, "scenario": {"six"}, "gm_password": {"password1"}, "gm_password2": {"password1"}}
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
	mapURL := base + strings.Split(res.Header.Get("Location"), "?")[0]
	d := 5 * time.Second
	health := load(t, base+"/healthz", 32, d)
	page := load(t, mapURL, 32, d)
	t.Logf("/healthz:  %s", health)
	t.Logf("map page:  %s", page)
	if health.errors+page.errors > 0 {
		t.Errorf("errors under load: %d + %d", health.errors, page.errors)
	}
}
