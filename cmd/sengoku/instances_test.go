package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"sengoku/models/dbtest"
)

// gmClient is the game master's browser: one cookie jar for both
// instances (cookies do not depend on the port).
type gmClient struct {
	t *testing.T
	c *http.Client
}

func newGMClient(t *testing.T) *gmClient {
	jar, _ := cookiejar.New(nil)
	return &gmClient{t: t, c: &http.Client{Jar: jar, Timeout: 10 * time.Second}}
}

// post sends a JSON body and returns the status and the decoded answer.
func (g *gmClient) post(url, body string) (int, map[string]any) {
	g.t.Helper()
	res, err := g.c.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		g.t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(res.Body).Decode(&out)
	return res.StatusCode, out
}

// login signs the game master in through instance base (the session is
// stored in the database, so both instances know it).
func (g *gmClient) login(base string, id int, password string) {
	g.t.Helper()
	form := url.Values{"password": {password}}
	req, _ := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/campaigns/%d/login", base, id), strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", base)
	c := *g.c
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	res, err := c.Do(req)
	if err != nil || res.StatusCode != http.StatusSeeOther {
		g.t.Fatalf("login: %v %v", err, res)
	}
	res.Body.Close()
}

// postQuiet is post that reports a failed connection as status 0 (the
// server was killed) instead of failing the test.
func (g *gmClient) postQuiet(url, body string) (int, map[string]any) {
	res, err := g.c.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		return 0, nil
	}
	defer res.Body.Close()
	var out map[string]any
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		return 0, nil
	}
	return res.StatusCode, out
}

// version is the campaign's version as instance base reads it.
func (g *gmClient) version(base string, id int) int {
	g.t.Helper()
	res, err := g.c.Get(fmt.Sprintf("%s/api/campaigns/%d/view", base, id))
	if err != nil {
		g.t.Fatal(err)
	}
	defer res.Body.Close()
	var out struct{ Version int }
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode != http.StatusOK {
		g.t.Fatalf("view through %s: %d %v", base, res.StatusCode, err)
	}
	return out.Version
}

// Two instances of the real program on one PostgreSQL: conflicting
// actions sent to both end with exactly one success and one 409; a reader
// on the other instance sees each change at once; the campaign-change
// events of an action taken through one instance reach a page held open
// on the other.
func TestTwoInstancesOnePostgres(t *testing.T) {
	dsn := dbtest.Postgres.DSN(t)
	var bases [2]string
	var wg sync.WaitGroup
	started := make(chan string, 2)
	for range 2 { // at once: the second start queues on the first's migrations
		wg.Add(1)
		go func() { defer wg.Done(); started <- startServerOn(t, dsn) }()
	}
	wg.Wait()
	bases[0], bases[1] = <-started, <-started
	gm := newGMClient(t)
	status, created := gm.post(bases[0]+"/api/campaigns", `{"name":"Due istanze","scenario":"custom","players":{"Takeda":"A","Uesugi":"B"},"gmPassword":"kawanakajima"}`)
	if status != http.StatusCreated && status != http.StatusOK {
		t.Fatalf("create: %d %v", status, created)
	}
	id := int(created["id"].(float64))
	gm.login(bases[0], id, "kawanakajima")
	if v := gm.version(bases[1], id); v != 1 {
		t.Fatalf("the other instance reads version %d", v)
	}

	// A page open on instance B.
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s/campaigns/%d/events?v=1", bases[1], id), nil)
	stream, err := http.DefaultClient.Do(req)
	if err != nil || stream.StatusCode != http.StatusOK {
		t.Fatalf("event stream on B: %v %v", err, stream)
	}
	defer stream.Body.Close()
	heard := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(stream.Body)
		for sc.Scan() {
			if d, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				heard <- d
			}
		}
	}()

	version := 1
	for round := 0; round < 5; round++ {
		body := func(value bool) string {
			return fmt.Sprintf(`{"kind":"set-option","key":"tableDice","value":"%v","version":%d}`, value, version)
		}
		var statuses [2]int
		var wg sync.WaitGroup
		for i := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				statuses[i], _ = gm.post(fmt.Sprintf("%s/api/campaigns/%d/actions", bases[i], id), body(round%2 == i))
			}()
		}
		wg.Wait()
		if (statuses[0] == http.StatusOK) == (statuses[1] == http.StatusOK) || statuses[0]+statuses[1] != http.StatusOK+http.StatusConflict {
			t.Fatalf("round %d: the instances answered %v; want one 200 and one 409", round, statuses)
		}
		version++
		for i := range 2 {
			if v := gm.version(bases[i], id); v != version {
				t.Fatalf("round %d: instance %d reads version %d, want %d", round, i, v, version)
			}
		}
		select {
		case d := <-heard:
			if d != fmt.Sprint(version) {
				t.Fatalf("round %d: the page on B heard version %s, want %d", round, d, version)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("round %d: the page on B heard nothing", round)
		}
	}
}
