package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/handlers"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// TestLoadInstances measures, at 32 connections, the campaign map page and
// the throughput of campaign actions (a GM's rules-option change, C-05: one
// transaction and one log entry each, all on one campaign, so they queue
// on its row) as a share of /healthz in the same run: one instance on
// SQLite, one and two instances on one PostgreSQL (requests alternating
// between the instances, as a proxy would send them). Figures, not a
// pass/fail timing; only with SENGOKU_LOAD=1 (and SENGOKU_TEST_POSTGRES for
// PostgreSQL):
//
//	SENGOKU_LOAD=1 go test -run TestLoadInstances -v ./cmd/sengoku
func TestLoadInstances(t *testing.T) {
	if os.Getenv("SENGOKU_LOAD") == "" {
		t.Skip("set SENGOKU_LOAD=1 to run the load measurement")
	}
	type setup struct {
		name      string
		backend   dbtest.Backend
		instances int
	}
	runs := []setup{{"sqlite, one instance", dbtest.SQLite, 1}}
	if os.Getenv("SENGOKU_TEST_POSTGRES") != "" {
		runs = append(runs, setup{"postgres, one instance", dbtest.Postgres, 1}, setup{"postgres, two instances", dbtest.Postgres, 2})
	}
	d := 4 * time.Second
	for _, r := range runs {
		t.Run(r.name, func(t *testing.T) {
			bases, tm := instanceServers(t, r.backend.DSN(t), r.instances)
			id, gm := loadCampaignAsGM(t, bases[0])
			health := loadURLs(t, tm, eachBase(bases, "/healthz"), 32, d)
			page := loadURLs(t, tm, eachBase(bases, fmt.Sprintf("/campaigns/%d", id)), 32, d)
			acts := loadActions(t, tm, gm, eachBase(bases, fmt.Sprintf("/api/campaigns/%d/actions", id)), 32, d)
			t.Logf("/healthz:  %s", health)
			t.Logf("map page:  %s = %.1f%% of /healthz", page, 100*page.perSecond/health.perSecond)
			t.Logf("actions:   %s = %.1f%% of /healthz", acts, 100*acts.perSecond/health.perSecond)
			if health.errors+page.errors+acts.errors > 0 {
				t.Errorf("errors under load: %d + %d + %d", health.errors, page.errors, acts.errors)
			}
		})
	}
}

func eachBase(bases []string, path string) []string {
	out := make([]string, len(bases))
	for i, b := range bases {
		out[i] = b + path
	}
	return out
}

// instanceServers serves n instances of the real handler on database dsn,
// each with its own connection pool and change events (LISTEN/NOTIFY on
// PostgreSQL), behind one timing wrapper, on loopback ports.
func instanceServers(t *testing.T, dsn string, n int) ([]string, *timing) {
	t.Helper()
	gin.SetMode(gin.ReleaseMode)
	tm := &timing{}
	var bases []string
	for range n {
		db, err := models.Open(context.Background(), dsn, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.UseLinkKey(make([]byte, models.LinkKeySize)); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		logger := slog.New(slog.NewTextHandler(io.Discard, nil))
		ev := db.Events(ctx, logger)
		h := handlers.New(db, handlers.Options{Logger: logger, Events: ev, CreatesPerHour: -1, NoActionLimit: true})
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		srv := &http.Server{Handler: timedBy(tm, h)}
		go func() { _ = srv.Serve(ln) }()
		t.Cleanup(func() {
			_ = srv.Close()
			ev.Close()
			cancel()
			_ = db.Close()
		})
		bases = append(bases, "http://"+ln.Addr().String())
	}
	return bases, tm
}

// timedBy records next's time in the shared tm.
func timedBy(tm *timing, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t0 := time.Now()
		next.ServeHTTP(w, r)
		d := time.Since(t0)
		tm.mu.Lock()
		tm.durs = append(tm.durs, d)
		tm.mu.Unlock()
	})
}

// loadCampaignAsGM creates a 6-player campaign through the API on base and
// returns its id and a client signed in as its game master.
func loadCampaignAsGM(t *testing.T, base string) (int64, *http.Client) {
	t.Helper()
	const pw = "kawanakajima"
	body := `{"name":"Load","scenario":"six","players":{"Hojo":"A","Uesugi":"B","Takeda":"C","Imagawa":"D","Mori":"E","Shimazu":"F"},"gmPassword":"` + pw + `"}`
	res, err := http.Post(base+"/api/campaigns", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	var out struct {
		ID int64 `json:"id"`
	}
	err = json.NewDecoder(res.Body).Decode(&out)
	res.Body.Close()
	if err != nil || out.ID == 0 {
		t.Fatalf("create: %d %v", res.StatusCode, err)
	}
	jar, _ := cookiejar.New(nil)
	gm := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	req, _ := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/campaigns/%d/login", base, out.ID), strings.NewReader(url.Values{"password": {pw}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", base)
	res, err = gm.Do(req)
	if err != nil || res.StatusCode != http.StatusSeeOther {
		t.Fatalf("GM login: %v %v", err, res)
	}
	res.Body.Close()
	return out.ID, gm
}

// loadActions posts GM rules-option changes to the action routes from
// clients connections for d, with the GM's session cookie.
func loadActions(t *testing.T, tm *timing, gm *http.Client, targets []string, clients int, d time.Duration) loadResult {
	t.Helper()
	var cookies []*http.Cookie
	for _, target := range targets {
		u, _ := url.Parse(target)
		if !strings.HasPrefix(u.Host, "127.0.0.1:") {
			t.Fatalf("load only targets the local test server, not %q", target)
		}
		cookies = append(cookies, gm.Jar.Cookies(u)...)
	}
	if len(cookies) == 0 {
		t.Fatal("no GM session cookie")
	}
	tm.take()
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
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			bad := 0
			for time.Now().Before(stop) {
				i := next.Add(1)
				target := targets[int(i)%len(targets)]
				body := fmt.Sprintf(`{"kind":"set-option","key":"shogunatePP","value":"%d","version":0}`, 10+i%90)
				req, _ := http.NewRequest(http.MethodPost, target, strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Origin", target[:strings.Index(target[len("http://"):], "/")+len("http://")])
				req.Header.Set("Cookie", cookies[0].Name+"="+cookies[0].Value)
				t0 := time.Now()
				res, err := client.Do(req)
				if err != nil {
					bad++
					continue
				}
				msg, _ := io.ReadAll(res.Body)
				res.Body.Close()
				if res.StatusCode != http.StatusOK {
					if bad == 0 {
						t.Logf("action refused: %d %s", res.StatusCode, msg)
					}
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
