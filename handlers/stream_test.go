package handlers_test

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"sengoku/events"
	"sengoku/handlers"
)

// streamServer is a test server with opt and the given write and read
// timeouts (0: none), as cmd/sengoku configures them.
func streamServer(t *testing.T, opt handlers.Options, timeout time.Duration) *testServer {
	t.Helper()
	db, err := openKeyed(t, filepath.Join(t.TempDir(), "test.db"))
	if err != nil {
		t.Fatal(err)
	}
	opt.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	opt.PasswordCost = bcrypt.MinCost
	srv := httptest.NewUnstartedServer(handlers.New(db, opt))
	srv.Config.WriteTimeout, srv.Config.ReadTimeout = timeout, timeout
	srv.Start()
	t.Cleanup(func() {
		srv.Close()
		_ = db.Close()
	})
	return &testServer{Server: srv, db: db}
}

// sseStream is an open event stream read line by line.
type sseStream struct {
	res    *http.Response
	r      *bufio.Reader
	cancel context.CancelFunc
}

// openStream opens path as b; the caller checks the status.
func openStream(t *testing.T, b *browser, path string) *sseStream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, b.base+path, nil)
	res, err := b.c.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	s := &sseStream{res: res, r: bufio.NewReader(res.Body), cancel: cancel}
	t.Cleanup(s.close)
	return s
}

func (s *sseStream) close() {
	s.cancel()
	_ = s.res.Body.Close()
}

// next reads the next event or comment (blank-line terminated) within 5 s.
func (s *sseStream) next(t *testing.T) string {
	t.Helper()
	type result struct {
		ev  string
		err error
	}
	done := make(chan result, 1)
	go func() {
		var ev strings.Builder
		for {
			line, err := s.r.ReadString('\n')
			if err != nil {
				done <- result{ev.String(), err}
				return
			}
			if line == "\n" {
				done <- result{ev.String(), nil}
				return
			}
			ev.WriteString(line)
		}
	}()
	select {
	case r := <-done:
		if r.err != nil {
			t.Fatalf("stream: %v after %q", r.err, r.ev)
		}
		return r.ev
	case <-time.After(5 * time.Second):
		t.Fatal("stream: nothing within 5 s")
	}
	return ""
}

func versionEvent(v int64) string {
	n := strconv.FormatInt(v, 10)
	return "id: " + n + "\nevent: version\ndata: " + n + "\n"
}

func (tb *table) version(t *testing.T) int64 {
	t.Helper()
	v, err := tb.ts.db.CampaignVersion(context.Background(), tb.id)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestCampaignEventsPushEveryNewVersion(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	v0 := tb.version(t)
	s := openStream(t, tb.players["Takeda"], tb.path+"/events?v="+strconv.FormatInt(v0, 10))
	if s.res.StatusCode != http.StatusOK {
		t.Fatalf("status %d", s.res.StatusCode)
	}
	if ct := s.res.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Errorf("Content-Type %q", ct)
	}
	if cc := s.res.Header.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("Cache-Control %q", cc)
	}
	if ev := s.next(t); ev != ": open\n" {
		t.Fatalf("first: %q, want the open comment (the page is up to date)", ev)
	}
	public := openStream(t, tb.ts.browser(t), tb.path+"/events?v="+strconv.FormatInt(v0, 10))
	public.next(t)

	tb.gmDo(t, "kind", "start")
	v1 := tb.version(t)
	if v1 <= v0 {
		t.Fatalf("version %d after the start, was %d", v1, v0)
	}
	if ev := s.next(t); ev != versionEvent(v1) {
		t.Errorf("after the start: %q, want %q", ev, versionEvent(v1))
	}
	if ev := public.next(t); ev != versionEvent(v1) {
		t.Errorf("the public's stream after the start: %q", ev)
	}
	if res := tb.gm.postForm(tb.path+"/undo", form("version", strconv.FormatInt(v1, 10))); res.status != http.StatusSeeOther {
		t.Fatalf("undo: %d", res.status)
	}
	if ev, v2 := s.next(t), tb.version(t); ev != versionEvent(v2) {
		t.Errorf("after the undo: %q, want %q", ev, versionEvent(v2))
	}
}

func TestCampaignEventsCatchUpAtOnce(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	old := tb.version(t)
	tb.gmDo(t, "kind", "start")
	now := tb.version(t)
	// A page showing an older version, by query or by a reconnecting
	// browser's Last-Event-ID, learns the current one at once.
	if ev := openStream(t, tb.gm, tb.path+"/events?v="+strconv.FormatInt(old, 10)).next(t); ev != versionEvent(now) {
		t.Errorf("stale page: %q, want %q", ev, versionEvent(now))
	}
	req, _ := http.NewRequest(http.MethodGet, tb.ts.URL+tb.path+"/events", nil)
	req.Header.Set("Last-Event-ID", strconv.FormatInt(now, 10))
	res, err := tb.gm.c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	line, _ := bufio.NewReader(res.Body).ReadString('\n')
	if line != ": open\n" {
		t.Errorf("reconnecting with the current Last-Event-ID: %q, want the open comment", line)
	}
}

func TestCampaignEventsRefuseUnknownCampaigns(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, path := range []string{"/campaigns/999/events", "/campaigns/x/events"} {
		if res := b.get(path); res.status != http.StatusNotFound || !strings.Contains(res.body, "</html>") {
			t.Errorf("%s: %d", path, res.status)
		}
	}
}

func TestCampaignEventsBoundedPerClient(t *testing.T) {
	t.Parallel()
	ts := streamServer(t, handlers.Options{StreamsPerClient: 2}, 0)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	first := openStream(t, gm, path+"/events")
	openStream(t, gm, path+"/events")
	res := gm.get(path + "/events?lang=en")
	if res.status != http.StatusTooManyRequests || res.header.Get("Retry-After") == "" ||
		!strings.Contains(res.body, "Too many campaign pages open") {
		t.Fatalf("third stream: %d %q (Retry-After %q)", res.status, res.body, res.header.Get("Retry-After"))
	}
	first.close()
	deadline := time.Now().Add(5 * time.Second)
	for {
		s := openStream(t, gm, path+"/events")
		if s.res.StatusCode == http.StatusOK {
			break
		}
		s.close()
		if time.Now().After(deadline) {
			t.Fatal("a closed stream's place is never given back")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestCampaignEventsOutliveTheWriteTimeout(t *testing.T) {
	ts := streamServer(t, handlers.Options{}, 300*time.Millisecond)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	s := openStream(t, gm, path+"/events?v=1")
	s.next(t)
	time.Sleep(time.Second) // past the server's write and read timeouts
	if res := gm.postForm(path+"/actions", form("kind", "start")); res.status != http.StatusSeeOther {
		t.Fatalf("start: %d", res.status)
	}
	if ev := s.next(t); !strings.Contains(ev, "event: version") {
		t.Errorf("after the timeouts: %q", ev)
	}
}

func TestCampaignEventsEndWhenTheSourceCloses(t *testing.T) {
	t.Parallel()
	src := events.NewLocal()
	ts := streamServer(t, handlers.Options{Events: src}, 0)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	s := openStream(t, gm, path+"/events?v=1")
	s.next(t)
	src.Close()
	done := make(chan error, 1)
	go func() {
		_, err := io.ReadAll(s.r)
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("stream ended with %v, want a clean end", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("stream still open after the source closed")
	}
	if res := gm.get(path + "/events"); res.status != http.StatusServiceUnavailable {
		t.Errorf("stream after close: %d", res.status)
	}
}
