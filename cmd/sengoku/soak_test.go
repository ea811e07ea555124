package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The soak: a club evening compressed into minutes. 32 connections mix
// reads (the map, the API's view and log, the calculator pages), game
// master actions (rules options, each one transaction and one log entry)
// and calculations, against the real handler on a loopback port, for
// SENGOKU_SOAK_FOR (2m by default, at most 5m). It reports the errors
// (there must be none), the p99 of each kind of request, and the heap
// before and after. Run with
//
//	SENGOKU_SOAK=1 go test -run TestSoak -v -timeout 10m ./cmd/sengoku

// soakConnections is the number of clients acting at once.
const soakConnections = 32

// soakCampaigns are the campaigns the clients share: enough that actions
// on different campaigns run side by side, few enough that actions on one
// campaign meet.
const soakCampaigns = 4

// soakKind is one kind of request of the mix.
type soakKind int

const (
	soakRead soakKind = iota
	soakAction
	soakCalc
	soakKinds
)

func (k soakKind) String() string { return [...]string{"reads", "actions", "calculations"}[k] }

// soakTally collects one kind's latencies and errors.
type soakTally struct {
	mu     sync.Mutex
	lat    []time.Duration
	failed int
	errors []string // the first few, to show
}

func (t *soakTally) add(d time.Duration, err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.lat = append(t.lat, d)
	if err == nil {
		return
	}
	t.failed++
	if len(t.errors) < 20 {
		t.errors = append(t.errors, err.Error())
	}
}

// soakClient is one connection's game master: signed in to every soak
// campaign, with its own cookies.
type soakClient struct {
	base  string
	c     *http.Client
	paths []string
}

func newSoakClient(t *testing.T, base string, paths []string, tr *http.Transport) *soakClient {
	jar, _ := cookiejar.New(nil)
	sc := &soakClient{base: base, paths: paths, c: &http.Client{Transport: tr, Jar: jar, Timeout: 30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
	for _, p := range paths {
		res, err := sc.post(p+"/login", "application/x-www-form-urlencoded", "password=tessen-1560")
		if err != nil || res != http.StatusSeeOther {
			t.Fatalf("GM login to %s: %d %v", p, res, err)
		}
	}
	return sc
}

func (sc *soakClient) post(path, ctype, body string) (int, error) {
	req, _ := http.NewRequest(http.MethodPost, sc.base+path, strings.NewReader(body))
	req.Header.Set("Content-Type", ctype)
	req.Header.Set("Origin", sc.base)
	return sc.send(req)
}

func (sc *soakClient) get(path string) (int, error) {
	req, _ := http.NewRequest(http.MethodGet, sc.base+path, nil)
	return sc.send(req)
}

func (sc *soakClient) send(req *http.Request) (int, error) {
	res, err := sc.c.Do(req)
	if err != nil {
		return 0, err
	}
	_, err = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode, err
}

// step makes the n-th request of one client: three reads, two actions
// and three calculations in every eight.
func (sc *soakClient) step(n int, calcs []string) (soakKind, error) {
	p := sc.paths[n%len(sc.paths)]
	var kind soakKind
	var status, want int
	var err error
	var path string
	switch n % 8 {
	case 0, 3, 6:
		kind, want = soakRead, http.StatusOK
		path = []string{p, "/api" + p + "/view", "/api" + p + "/log?page=1", "/calc/affinati"}[n/8%4]
		status, err = sc.get(path)
	case 1, 4:
		// Option C-18 back and forth: always legal before the start.
		value := []string{"consecutive", "anyPrevious", "only2nd3rd"}[n%3]
		kind, want = soakAction, http.StatusOK
		path = "/api" + p + "/actions"
		status, err = sc.post(path, "application/json", `{"kind":"set-option","key":"siegeRepeat","value":"`+value+`"}`)
	default:
		kind, want = soakCalc, http.StatusOK
		path = calcs[n%len(calcs)]
		status, err = sc.get(path)
	}
	if err == nil && status != want {
		err = fmt.Errorf("%s %.80s: status %d", kind, path, status)
	}
	return kind, err
}

// heapAfterGC is the live heap, after a collection.
func heapAfterGC() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

func soakDuration(t *testing.T) time.Duration {
	d := 2 * time.Minute
	if v := os.Getenv("SENGOKU_SOAK_FOR"); v != "" {
		var err error
		if d, err = time.ParseDuration(v); err != nil || d <= 0 {
			t.Fatalf("SENGOKU_SOAK_FOR=%q: not a duration", v)
		}
	}
	return min(d, 5*time.Minute)
}

func TestSoak(t *testing.T) {
	if os.Getenv("SENGOKU_SOAK") == "" {
		t.Skip("set SENGOKU_SOAK=1 to run the soak")
	}
	var serverLog syncBuffer
	base, _ := loadServerLogging(t, &serverLog)
	if u, _ := url.Parse(base); !strings.HasPrefix(u.Host, "127.0.0.1:") {
		t.Fatalf("the soak only targets the local test server, not %s", base)
	}
	var paths []string
	for i := 0; i < soakCampaigns; i++ {
		paths = append(paths, strings.TrimPrefix(createLoadCampaign(t, base), base))
	}
	var calcs []string
	for models := 2; models <= 6; models++ { // the target has lost one model
		for def := 0; def < 6; def++ {
			calcs = append(calcs, fmt.Sprintf("/api/calc/aot/attack?%s", strings.NewReplacer("t.models=6", fmt.Sprintf("t.models=%d", models), "t.def=2", fmt.Sprintf("t.def=%d", def)).Replace(aotBench36)))
		}
	}
	calcs = append(calcs, "/api/calc/affinati/combat?"+affinatiCombat, "/calc/aot?"+aotBench36)
	tr := &http.Transport{MaxIdleConnsPerHost: soakConnections, MaxConnsPerHost: soakConnections}
	defer tr.CloseIdleConnections()
	clients := make([]*soakClient, soakConnections)
	for i := range clients {
		clients[i] = newSoakClient(t, base, paths, tr)
	}
	heapBefore, goroutinesBefore := heapAfterGC(), runtime.NumGoroutine()
	tallies := soakRun(clients, calcs, soakDuration(t))
	tr.CloseIdleConnections()
	time.Sleep(100 * time.Millisecond) // let the server's connections close
	heapAfter, goroutinesAfter := heapAfterGC(), runtime.NumGoroutine()
	errors := 0
	for k := soakRead; k < soakKinds; k++ {
		tl := &tallies[k]
		p50, p99 := percentiles(tl.lat)
		t.Logf("%-12s %6d requests, %d errors, p50 %v, p99 %v", k, len(tl.lat), tl.failed, p50, p99)
		for _, e := range tl.errors {
			t.Log("  ", e)
		}
		errors += tl.failed
	}
	t.Logf("heap after GC: %.1f MB before, %.1f MB after; goroutines %d before, %d after",
		float64(heapBefore)/(1<<20), float64(heapAfter)/(1<<20), goroutinesBefore, goroutinesAfter)
	if errors > 0 {
		t.Errorf("%d errors during the soak; the server's log:\n%.4000s", errors, serverLog.String())
	}
}

// soakRun runs every client until d has passed and returns the tallies by
// kind.
func soakRun(clients []*soakClient, calcs []string, d time.Duration) *[soakKinds]soakTally {
	var tallies [soakKinds]soakTally
	var seq atomic.Int64
	stop := time.Now().Add(d)
	var wg sync.WaitGroup
	for _, sc := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(stop) {
				n := int(seq.Add(1))
				t0 := time.Now()
				kind, err := sc.step(n, calcs)
				tallies[kind].add(time.Since(t0), err)
			}
		}()
	}
	wg.Wait()
	return &tallies
}
