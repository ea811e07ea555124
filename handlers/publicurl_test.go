package handlers_test

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/crypto/bcrypt"

	"sengoku/handlers"
)

// newTestServerWith runs the whole HTTP stack with opt on a fresh SQLite
// database.
func newTestServerWith(t testing.TB, opt handlers.Options) *testServer {
	t.Helper()
	db, err := openKeyed(t, suiteBackend.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	opt.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	opt.PasswordCost = bcrypt.MinCost
	srv := httptest.NewServer(handlers.New(db, opt))
	t.Cleanup(func() {
		srv.Close()
		_ = db.Close()
	})
	return &testServer{Server: srv, db: db}
}

// joinLinks opens the links page with the Host header host and returns the
// links it shows and whether it warns that they work on this computer only.
func (b *browser) joinLinks(path, host string) (links []string, localOnly bool) {
	b.t.Helper()
	u, _ := url.Parse(b.base + path + "/links")
	req, _ := http.NewRequest(http.MethodGet, u.String(), nil)
	req.Host = host
	// The cookie jar goes by the Host header; the session belongs to the
	// server's own address.
	for _, ck := range b.c.Jar.Cookies(u) {
		req.AddCookie(ck)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK {
		b.t.Fatalf("links page: %d", res.StatusCode)
	}
	doc := response{body: string(body)}.doc(b.t)
	links = append(links, doc.Find("[data-testid=links] input.copy").Map(func(_ int, s *goquery.Selection) string { return s.AttrOr("value", "") })...)
	return links, doc.Find("[data-testid=local-only]").Length() == 1
}

func TestJoinLinksUseThePublicURLWhateverTheHost(t *testing.T) {
	t.Parallel()
	pub, _ := url.Parse("https://sengoku.example.org")
	ts := newTestServerWith(t, handlers.Options{PublicURL: pub, LANAddrs: []string{"192.168.1.20:8080"}})
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	for _, host := range []string{"evil.example", "localhost:8080", strings.TrimPrefix(ts.URL, "http://")} {
		links, localOnly := gm.joinLinks(path, host)
		if len(links) != 6 || localOnly {
			t.Fatalf("Host %s: %d links, local-only warning %v", host, len(links), localOnly)
		}
		for _, l := range links {
			if !strings.HasPrefix(l, "https://sengoku.example.org/join/") {
				t.Errorf("Host %s: link %s", host, l)
			}
		}
	}
	req, _ := http.NewRequest(http.MethodPost, ts.URL+"/api/campaigns", strings.NewReader(`{"name":"Autunno","scenario":"custom","players":{"Takeda":"Ada","Uesugi":"Bruno"},"gmPassword":"kawanakajima"}`))
	req.Host = "evil.example"
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var created struct{ JoinLinks map[string]string }
	if err := json.NewDecoder(res.Body).Decode(&created); err != nil || len(created.JoinLinks) != 2 {
		t.Fatalf("API create: %d %v %v", res.StatusCode, err, created)
	}
	for clan, l := range created.JoinLinks {
		if !strings.HasPrefix(l, "https://sengoku.example.org/join/") {
			t.Errorf("API join link for %s: %s", clan, l)
		}
	}
}

func TestJoinLinksReachableFromPhones(t *testing.T) {
	t.Parallel()
	ts := newTestServerWith(t, handlers.Options{LANAddrs: []string{"192.168.1.20:8080", "172.17.0.1:8080"}})
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	tests := []struct{ host, prefix string }{
		{"localhost:8080", "http://192.168.1.20:8080/join/"},
		{"127.0.0.1:8080", "http://192.168.1.20:8080/join/"},
		{"[::1]:8080", "http://192.168.1.20:8080/join/"},
		// The GM opened the site by an address phones can use: keep it.
		{"sengoku.local:8080", "http://sengoku.local:8080/join/"},
		{"172.17.0.1:8080", "http://172.17.0.1:8080/join/"},
	}
	for _, tt := range tests {
		links, localOnly := gm.joinLinks(path, tt.host)
		if len(links) != 6 || localOnly {
			t.Fatalf("Host %s: %d links, local-only warning %v", tt.host, len(links), localOnly)
		}
		for _, l := range links {
			if !strings.HasPrefix(l, tt.prefix) {
				t.Errorf("Host %s: link %s, want %s…", tt.host, l, tt.prefix)
			}
		}
	}
}

func TestLinksPageWarnsWhenLinksWorkOnThisComputerOnly(t *testing.T) {
	t.Parallel()
	ts := newTestServerWith(t, handlers.Options{})
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	links, localOnly := gm.joinLinks(path, "localhost:8080")
	if !localOnly || len(links) != 6 || !strings.HasPrefix(links[0], "http://localhost:8080/join/") {
		t.Errorf("loopback only: warning %v, links %q", localOnly, links)
	}
	if _, localOnly := gm.joinLinks(path, "192.168.1.20:8080"); localOnly {
		t.Error("warning shown for a LAN address")
	}
}
