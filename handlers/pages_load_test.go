package handlers_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers"
)

// TestLoadCampaignPages measures the campaign pages, the JSON views, a
// revalidation, the actions and the memory against /healthz in the same
// run, at 32 connections on loopback, for a few seconds each. It prints
// figures and fails only on errors; it runs only with SENGOKU_LOAD=1:
//
//	SENGOKU_LOAD=1 go test -run TestLoadCampaignPages -v ./handlers
func TestLoadCampaignPages(t *testing.T) {
	if os.Getenv("SENGOKU_LOAD") == "" {
		t.Skip("set SENGOKU_LOAD=1 to run the load measurement")
	}
	gin.SetMode(gin.ReleaseMode)
	ts := newTestServerWith(t, handlers.Options{CreatesPerHour: -1, ImportsPerHour: -1})
	const clients = 32
	d := 4 * time.Second
	logMachine(t)
	t.Run("pages", func(t *testing.T) { loadPages(t, ts, clients, d); logRSS(t) })
	t.Run("actions", func(t *testing.T) { loadActions(t, ts, clients, 3*time.Second); logRSS(t) })
	t.Run("memory", func(t *testing.T) { loadMemory(t, ts, clients, d) })
	logMachine(t)
}

// logMachine prints what the figures depend on besides the code: the
// machine's load average (the load generator shares its cores with the
// server and with whatever else runs) and the cores Go uses.
func logMachine(t *testing.T) {
	t.Helper()
	load, _ := os.ReadFile("/proc/loadavg")
	t.Logf("load average %s; GOMAXPROCS %d, %d CPUs", strings.Join(strings.Fields(string(load))[:min(3, len(strings.Fields(string(load))))], " "), runtime.GOMAXPROCS(0), runtime.NumCPU())
}

// logRSS prints the resident memory now and its peak so far.
func logRSS(t *testing.T) {
	t.Helper()
	t.Logf("RSS %d MB, peak so far %d MB", rss(t)>>20, peakRSS(t)>>20)
}

// loadPages measures each answer against /healthz, one after the other.
func loadPages(t *testing.T, ts *testServer, clients int, d time.Duration) {
	t.Helper()
	play := newLoadCampaign(t, ts, func(st *campaign.State) bool { return st.Phase == campaign.PhaseMovement })
	long := newLoadCampaign(t, ts, func(st *campaign.State) bool { return st.Year >= campaign.FirstYear+10 })
	fresh := newLoadCampaign(t, ts, func(st *campaign.State) bool { return st.Phase == campaign.PhaseDraw })
	tag := play.etag(t, play.page, "")
	rows := []struct {
		name string
		req  loadReq
		want int
	}{
		{"/healthz", loadReq{url: ts.URL + "/healthz"}, http.StatusOK},
		{"map page, public", loadReq{url: play.page}, http.StatusOK},
		{"map page, Takeda's player", loadReq{url: play.page, cookie: play.cookie}, http.StatusOK},
		{"/api/campaigns/{id}", loadReq{url: play.api}, http.StatusOK},
		{"/api/campaigns/{id}/view, Takeda", loadReq{url: play.view, cookie: play.cookie}, http.StatusOK},
		{"map page revalidated (If-None-Match)", loadReq{url: play.page, etag: tag}, revalidated(tag)},
		{"map page, fresh campaign, player", loadReq{url: fresh.page, cookie: fresh.cookie}, http.StatusOK},
		{"map page, ten-year campaign, player", loadReq{url: long.page, cookie: long.cookie}, http.StatusOK},
	}
	var health float64
	for _, r := range rows {
		res := loadGET(t, []loadReq{r.req}, r.want, clients, d)
		if health == 0 {
			health = res.perSecond
		}
		t.Logf("%-40s %s; %.1f %% of /healthz", r.name, res, 100*res.perSecond/health)
	}
	// The same rows again, each against /healthz measured in alternate
	// slices: a change of the machine's load between rows (other work on
	// the same cores) then meets both sides alike.
	for _, r := range rows[1:] {
		share, row, floor := interleaved(t, loadReq{url: ts.URL + "/healthz"}, r.req, r.want, clients, d)
		t.Logf("interleaved: %-40s %6.0f req/s vs /healthz %6.0f req/s: %.1f %% (p99 %v vs %v)", r.name, row.perSecond, floor.perSecond, 100*share,
			row.p99.Round(10*time.Microsecond), floor.p99.Round(10*time.Microsecond))
	}
}

// interleaved measures r and the floor (/healthz) in four alternating
// slices each, d in all per side, and returns r's rate as a share of the
// floor's, with both sides' figures (rates averaged over the slices, the
// worse p99).
func interleaved(t *testing.T, floor, r loadReq, want, clients int, d time.Duration) (share float64, row, base loadFigures) {
	t.Helper()
	const slices = 4
	for range slices {
		b := loadGET(t, []loadReq{floor}, http.StatusOK, clients, d/slices)
		f := loadGET(t, []loadReq{r}, want, clients, d/slices)
		base.perSecond += b.perSecond / slices
		row.perSecond += f.perSecond / slices
		base.p99, row.p99 = max(base.p99, b.p99), max(row.p99, f.p99)
	}
	return row.perSecond / base.perSecond, row, base
}

// revalidated is the status a revalidation gets: 304 once the page has an
// ETag, 200 before.
func revalidated(etag string) int {
	if etag == "" {
		return http.StatusOK
	}
	return http.StatusNotModified
}

// loadCampaign is a six-clan campaign and a cookie of its Takeda player.
type loadCampaign struct {
	id                      int64
	page, api, view, cookie string
}

// newLoadCampaign creates a six-clan campaign and plays it until stop.
func newLoadCampaign(t testing.TB, ts *testServer, stop func(*campaign.State) bool) loadCampaign {
	t.Helper()
	id, client := benchCampaign(t, ts.URL)
	autoplayUntil(t, ts.db, id, stop)
	u, _ := url.Parse(ts.URL)
	var cookie []string
	for _, c := range client.Jar.Cookies(u) {
		cookie = append(cookie, c.Name+"="+c.Value)
	}
	return loadCampaign{id: id, page: fmt.Sprintf("%s/campaigns/%d", ts.URL, id), api: fmt.Sprintf("%s/api/campaigns/%d", ts.URL, id),
		view: fmt.Sprintf("%s/api/campaigns/%d/view", ts.URL, id), cookie: strings.Join(cookie, "; ")}
}

// etag is the ETag of u as cookie sees it ("" when there is none).
func (lc loadCampaign) etag(t testing.TB, u, cookie string) string {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, u, nil)
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.Header.Get("ETag")
}

// loadReq is one GET of the load: its address, cookie and If-None-Match.
type loadReq struct{ url, cookie, etag string }

func (r loadReq) request() *http.Request {
	req, _ := http.NewRequest(http.MethodGet, r.url, nil)
	if r.cookie != "" {
		req.Header.Set("Cookie", r.cookie)
	}
	if r.etag != "" {
		req.Header.Set("If-None-Match", r.etag)
	}
	return req
}

// loadFigures summarises one run, as the client saw it.
type loadFigures struct {
	requests, errors int
	perSecond        float64
	p50, p99         time.Duration
}

func (f loadFigures) String() string {
	return fmt.Sprintf("%6.0f req/s, p50 %v p99 %v, %d errors", f.perSecond, f.p50.Round(10*time.Microsecond), f.p99.Round(10*time.Microsecond), f.errors)
}

// loadGET sends the requests in rotation from clients connections for d
// and counts any status but want as an error. Loopback only.
func loadGET(t *testing.T, reqs []loadReq, want, clients int, d time.Duration) loadFigures {
	t.Helper()
	for _, r := range reqs {
		if !strings.HasPrefix(r.url, "http://127.0.0.1:") {
			t.Fatalf("load only targets the local test server, not %q", r.url)
		}
	}
	// Like wrk, the generator asks for no compression.
	tr := &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients, DisableCompression: true}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	var next atomic.Int64
	f := runClients(clients, d, func() bool {
		res, err := client.Do(reqs[int(next.Add(1))%len(reqs)].request())
		if err != nil {
			return false
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		return res.StatusCode == want
	})
	if f.errors > 0 {
		t.Errorf("%d errors under load (want status %d)", f.errors, want)
	}
	return f
}

// runClients runs one until d has passed on each of clients goroutines and
// times every call; one reports success.
func runClients(clients int, d time.Duration, one func() bool) loadFigures {
	var mu sync.Mutex
	var lat []time.Duration
	errs := 0
	stop := time.Now().Add(d)
	start := time.Now()
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			var mine []time.Duration
			bad := 0
			for time.Now().Before(stop) {
				t0 := time.Now()
				if !one() {
					bad++
				}
				mine = append(mine, time.Since(t0))
			}
			mu.Lock()
			lat, errs = append(lat, mine...), errs+bad
			mu.Unlock()
		})
	}
	wg.Wait()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	f := loadFigures{requests: len(lat), errors: errs, perSecond: float64(len(lat)) / time.Since(start).Seconds()}
	if len(lat) > 0 {
		f.p50, f.p99 = lat[len(lat)/2], lat[len(lat)*99/100]
	}
	return f
}

// loadActions measures the game master's actions (the rules option
// tableDice set back and forth in Setup, one transaction each): on one
// campaign from every connection, each sending the last version it
// knows (the losers get 409 and try again), then one campaign per
// connection.
func loadActions(t *testing.T, ts *testServer, clients int, d time.Duration) {
	t.Helper()
	one := gmCampaign(t, ts)
	var known atomic.Int64
	var ok, conflicts atomic.Int64
	f := runClients(clients, d, func() bool {
		status, v := setOption(ts, one, known.Load())
		switch status {
		case http.StatusOK:
			ok.Add(1)
			for cur := known.Load(); v > cur && !known.CompareAndSwap(cur, v); cur = known.Load() {
			}
			return true
		case http.StatusConflict:
			conflicts.Add(1)
			return true
		}
		return false
	})
	secs := d.Seconds()
	t.Logf("actions, one campaign:   %.0f acknowledged/s, %.0f answered 409/s, p99 %v, %d errors", float64(ok.Load())/secs, float64(conflicts.Load())/secs, f.p99.Round(10*time.Microsecond), f.errors)
	many := make([]string, clients)
	for i := range many {
		many[i] = gmCampaign(t, ts)
	}
	var who atomic.Int64
	f = runClients(clients, d, func() bool {
		status, _ := setOption(ts, many[int(who.Add(1))%clients], 0)
		return status == http.StatusOK
	})
	t.Logf("actions, %d campaigns:   %s", clients, f)
	if f.errors > 0 {
		t.Errorf("%d actions failed", f.errors)
	}
}

// gmCampaign creates a campaign and returns "id cookie" of its game master.
func gmCampaign(t *testing.T, ts *testServer) string {
	t.Helper()
	id, _ := benchCampaign(t, ts.URL)
	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar}
	res, err := client.PostForm(fmt.Sprintf("%s/campaigns/%d/login", ts.URL, id), url.Values{"password": {"kawanakajima"}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	u, _ := url.Parse(ts.URL)
	cookies := jar.Cookies(u)
	if len(cookies) == 0 {
		t.Fatalf("the game master of %d is not logged in: %d", id, res.StatusCode)
	}
	return fmt.Sprintf("%d %s=%s", id, cookies[0].Name, cookies[0].Value)
}

var actionClient = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}, Timeout: 10 * time.Second}

// setOption sets tableDice on campaign ("id cookie") at version and
// returns the status and the new version.
func setOption(ts *testServer, gm string, version int64) (int, int64) {
	id, cookie, _ := strings.Cut(gm, " ")
	body := fmt.Sprintf(`{"kind":"set-option","key":"tableDice","value":"%t","version":%d}`, version%2 == 0, version)
	req, _ := http.NewRequest(http.MethodPost, ts.URL+"/api/campaigns/"+id+"/actions", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", ts.URL)
	req.Header.Set("Cookie", cookie)
	res, err := actionClient.Do(req)
	if err != nil {
		return 0, 0
	}
	defer res.Body.Close()
	var out struct{ Version int64 }
	_ = json.NewDecoder(res.Body).Decode(&out)
	return res.StatusCode, out.Version
}

// loadMemory loads the map pages of 100 campaigns in play, as the public
// and as a player, with their JSON, and reports the process's resident memory
// (server and load generator together).
func loadMemory(t *testing.T, ts *testServer, clients int, d time.Duration) {
	t.Helper()
	var reqs []loadReq
	for range 100 {
		lc := newLoadCampaign(t, ts, func(st *campaign.State) bool { return st.Phase == campaign.PhaseMovement })
		reqs = append(reqs, loadReq{url: lc.page}, loadReq{url: lc.page, cookie: lc.cookie}, loadReq{url: lc.view, cookie: lc.cookie}, loadReq{url: lc.api})
	}
	// Every phone has loaded its page once: the figure is the steady state
	// of a club between two actions, not the first renders.
	for _, r := range reqs {
		res, err := http.DefaultClient.Do(r.request())
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
	}
	// The fixtures were played through the store in this process: their
	// garbage goes back to the system first, and the peak is counted
	// again from here (clear_refs 5 resets VmHWM), so that the peak under
	// load is the server's and the load generator's, not the setup's.
	processPeak := peakRSS(t)
	debug.FreeOSMemory()
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
	before := rss(t)
	f := loadGET(t, reqs, http.StatusOK, clients, d)
	underLoad := peakRSS(t)
	health := loadGET(t, []loadReq{{url: ts.URL + "/healthz"}}, http.StatusOK, clients, d)
	t.Logf("/healthz: %s", health)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("100 campaigns, %d addresses: %s (%.1f %% of /healthz); RSS %d MB before, peak under this load %d MB, %d MB after; Go heap in use %d MB",
		len(reqs), f, 100*f.perSecond/health.perSecond, before>>20, underLoad>>20, rss(t)>>20, ms.HeapInuse>>20)
	t.Logf("the process's peak before this load (the script so far and the fixtures) %d MB", processPeak>>20)
	t.Logf("memory at the end: RSS anonymous %d MB, file-backed (the binary, SQLite's file) %d MB; Go runtime holds %d MB from the system (heap %d MB, of which %d MB idle, %d MB released; stacks %d MB)",
		procStatus(t, "RssAnon:")>>20, procStatus(t, "RssFile:")>>20, ms.Sys>>20, ms.HeapSys>>20, ms.HeapIdle>>20, ms.HeapReleased>>20, ms.StackSys>>20)
	writeHeapProfile(t)
}

// writeHeapProfile writes the live heap to the file SENGOKU_LOAD_HEAP
// names, if any (go tool pprof -sample_index=inuse_space), after a
// collection: what the server holds between two actions.
func writeHeapProfile(t *testing.T) {
	t.Helper()
	path := os.Getenv("SENGOKU_LOAD_HEAP")
	if path == "" {
		return
	}
	runtime.GC()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := pprof.WriteHeapProfile(f); err != nil {
		t.Fatal(err)
	}
	t.Logf("heap profile written to %s", path)
}

func rss(t *testing.T) int64     { return procStatus(t, "VmRSS:") }
func peakRSS(t *testing.T) int64 { return procStatus(t, "VmHWM:") }

// procStatus reads a size in bytes from /proc/self/status (0 elsewhere).
func procStatus(t *testing.T, field string) int64 {
	t.Helper()
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, field); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}
