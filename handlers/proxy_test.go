package handlers_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"golang.org/x/crypto/bcrypt"

	"sengoku/handlers"
	"sengoku/handlers/site"
)

// logBuffer collects a server's log lines while requests run.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// requests are the access log's entries so far.
func (b *logBuffer) requests(t *testing.T) []map[string]any {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(b.buf.String()), "\n") {
		var e map[string]any
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		if e["msg"] == "request" {
			out = append(out, e)
		}
	}
	return out
}

func (b *logBuffer) String() string { b.mu.Lock(); defer b.mu.Unlock(); return b.buf.String() }

// loggedServer runs the stack with opt, its log as JSON into the buffer.
func loggedServer(t *testing.T, opt handlers.Options) (*testServer, *logBuffer) {
	t.Helper()
	db, err := openKeyed(t, filepath.Join(t.TempDir(), "log.db"))
	if err != nil {
		t.Fatal(err)
	}
	logs := &logBuffer{}
	opt.Logger = slog.New(slog.NewJSONHandler(logs, nil))
	opt.PasswordCost = bcrypt.MinCost
	srv := httptest.NewServer(handlers.New(db, opt))
	t.Cleanup(func() { srv.Close(); _ = db.Close() })
	return &testServer{Server: srv, db: db}, logs
}

// Every request is logged once, by its route pattern: a join link's token,
// the GM password and the session cookies never reach the log.
func TestAccessLogNamesRoutesNotSecrets(t *testing.T) {
	t.Parallel()
	ts, logs := loggedServer(t, handlers.Options{AccessLog: true})
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	links := joinLinks(t, gm, path)
	player := ts.browser(t)
	if res := player.get(links["Takeda"]); res.status != http.StatusSeeOther {
		t.Fatalf("join: %d", res.status)
	}
	other := ts.browser(t)
	other.postForm(path+"/login", url.Values{"password": {"kawanakajima"}})
	gm.get("/no/such/page/" + strings.TrimPrefix(links["Uesugi"], "/join/"))
	gm.get("/calc/ccsb/games/1") // a game's :id names no campaign

	entries := logs.requests(t)
	if len(entries) != 6 {
		t.Fatalf("%d entries for 6 requests:\n%s", len(entries), logs.String())
	}
	want := []struct {
		method, route string
		status        float64
		campaign      bool
	}{
		{"POST", "/campaigns", 303, false},
		{"GET", "/campaigns/:id/links", 200, true},
		{"GET", "/join/:token", 303, false},
		{"POST", "/campaigns/:id/login", 303, true},
		{"GET", "(no route)", 404, false},
		{"GET", "/calc/ccsb/games/:id", 404, false},
	}
	for i, w := range want {
		e := entries[i]
		if e["method"] != w.method || e["route"] != w.route || e["status"] != w.status || (e["campaign"] != nil) != w.campaign {
			t.Errorf("entry %d: %v, want %+v", i, e, w)
		}
		if _, ok := e["duration"]; !ok {
			t.Errorf("entry %d has no duration", i)
		}
		if e["client"] != "127.0.0.1" {
			t.Errorf("entry %d: client %v", i, e["client"])
		}
	}
	secrets := []string{"kawanakajima", sessionCookie(t, gm, ts, path)}
	for _, link := range links {
		secrets = append(secrets, strings.TrimPrefix(link, "/join/"))
	}
	for _, s := range secrets {
		if s != "" && strings.Contains(logs.String(), s) {
			t.Errorf("the log holds a secret %q", s)
		}
	}
}

// sessionCookie is b's session cookie value for the campaign at path.
func sessionCookie(t *testing.T, b *browser, ts *testServer, path string) string {
	t.Helper()
	u, _ := url.Parse(ts.URL + path)
	for _, c := range b.c.Jar.Cookies(u) {
		if strings.HasPrefix(c.Name, "sengoku_c") {
			return c.Value
		}
	}
	t.Fatal("no session cookie")
	return ""
}

// X-Forwarded-For names the client only when it comes from a trusted
// proxy; by default no proxy is trusted, and the client is the peer.
func TestTrustedProxiesAloneNameTheClient(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		trusted []string
		want    string
	}{
		{nil, "127.0.0.1"},
		{[]string{"10.0.0.0/8"}, "127.0.0.1"},
		{[]string{"127.0.0.1"}, "203.0.113.9"},
		{[]string{"127.0.0.0/8", "::1"}, "203.0.113.9"},
	} {
		ts, logs := loggedServer(t, handlers.Options{AccessLog: true, TrustedProxies: tc.trusted})
		req, _ := http.NewRequest(http.MethodGet, ts.URL+"/healthz", nil)
		req.Header.Set("X-Forwarded-For", "203.0.113.9")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		_ = res.Body.Close()
		if e := logs.requests(t); len(e) != 1 || e[0]["client"] != tc.want {
			t.Errorf("trusting %v: %v, want client %s", tc.trusted, e, tc.want)
		}
	}
	if err := site.CheckTrustedProxies([]string{"10.0.0.0/8", "192.168.1.1", "::1"}); err != nil {
		t.Error(err)
	}
	if err := site.CheckTrustedProxies([]string{"proxy.example"}); err == nil || !strings.Contains(err.Error(), "proxy.example") {
		t.Errorf("a host name: %v", err)
	}
}

// With an https public address, every cookie the site sets is Secure even
// though the proxy talks plain HTTP to it; without one, over HTTP, none is.
func TestCookiesAreSecureBehindAnHTTPSProxy(t *testing.T) {
	t.Parallel()
	for _, public := range []string{"https://sengoku.example.org", ""} {
		opt := handlers.Options{}
		if public != "" {
			opt.PublicURL, _ = url.Parse(public)
		}
		ts, _ := loggedServer(t, opt)
		b := ts.browser(t)
		var setCookies []string
		res := b.postForm("/campaigns", sixPlayerForm())
		setCookies = append(setCookies, res.header.Values("Set-Cookie")...)
		res = b.get("/lang/en?next=/")
		setCookies = append(setCookies, res.header.Values("Set-Cookie")...)
		res = b.get("/calc/senjutsu")
		setCookies = append(setCookies, res.header.Values("Set-Cookie")...)
		if len(setCookies) < 3 {
			t.Fatalf("%s: cookies %v", public, setCookies)
		}
		for _, c := range setCookies {
			if secure := strings.Contains(c, "; Secure"); secure != (public != "") {
				t.Errorf("public address %q: %s", public, c)
			}
		}
	}
}
