package handlers_test

import (
	"context"
	"crypto/tls"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"sengoku/handlers"
)

// pagePaths fills the route table's GET patterns with real ids: a
// campaign, a province, a clan.
func pagePaths(t *testing.T, campaignPath string) []string {
	t.Helper()
	fill := strings.NewReplacer(":id", strings.TrimPrefix(campaignPath, "/campaigns/"), ":pid", "17", ":clan", "Takeda",
		":lang", "en", ":token", "nope", ":file", "x", ":card", "1", ":aid", "1", ":year", "1560", ":season", "0")
	var paths []string
	for _, r := range handlers.RouteTable() {
		// Event streams never end: TestEventStreamCarriesTheHeaders.
		if r.Method != http.MethodGet || strings.Contains(r.Path, "*") || strings.HasSuffix(r.Path, "/events") {
			continue
		}
		paths = append(paths, fill.Replace(r.Path))
	}
	return paths
}

// Every answer, page or not, found or not, carries the security headers:
// a strict content security policy, no framing, no device features.
func TestEveryAnswerCarriesTheSecurityHeaders(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	gm := ts.browser(t)
	campaign := gm.createCampaign(sixPlayerForm())
	paths := append(pagePaths(t, campaign), "/no/such/page", "/static/css/app.css", "/api/nope")
	if len(paths) < 40 {
		t.Fatalf("only %d GET routes found", len(paths))
	}
	for _, p := range paths {
		res := gm.get(p)
		if res.status >= 500 {
			t.Errorf("%s: %d", p, res.status)
		}
		csp := res.header.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "frame-ancestors 'none'", "form-action 'self'", "base-uri 'self'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", p, csp, want)
			}
		}
		// default-src alone governs scripts and styles: no directive may
		// widen it, and nothing inline or eval is allowed.
		for _, wider := range []string{"unsafe", "script-src", "style-src", "*", "data:", "http:"} {
			if strings.Contains(csp, wider) {
				t.Errorf("%s: CSP %q has %q", p, csp, wider)
			}
		}
		if pp := res.header.Get("Permissions-Policy"); !strings.Contains(pp, "camera=()") || !strings.Contains(pp, "geolocation=()") {
			t.Errorf("%s: Permissions-Policy %q", p, pp)
		}
		if res.header.Get("X-Frame-Options") != "DENY" || res.header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: framing or sniffing allowed", p)
		}
		if res.header.Get("Strict-Transport-Security") != "" {
			t.Errorf("%s: HSTS over plain HTTP", p)
		}
	}
}

// HSTS comes with TLS, or behind a proxy whose public address is https.
func TestHSTSOnlyOverHTTPS(t *testing.T) {
	t.Parallel()
	db, err := openKeyed(t, suiteBackend.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	opt := handlers.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost}
	tlsSrv := httptest.NewTLSServer(handlers.New(db, opt))
	t.Cleanup(tlsSrv.Close)
	client := tlsSrv.Client()
	client.Transport.(*http.Transport).TLSClientConfig = &tls.Config{InsecureSkipVerify: true}
	res, err := client.Get(tlsSrv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if got := res.Header.Get("Strict-Transport-Security"); !strings.HasPrefix(got, "max-age=") {
		t.Errorf("over TLS: HSTS %q", got)
	}
	opt.PublicURL, _ = url.Parse("https://sengoku.example.org")
	proxied := httptest.NewServer(handlers.New(db, opt))
	t.Cleanup(proxied.Close)
	res, err = http.Get(proxied.URL + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if got := res.Header.Get("Strict-Transport-Security"); !strings.HasPrefix(got, "max-age=") {
		t.Errorf("behind an https proxy: HSTS %q", got)
	}
}

// No directory is listed, under /static/ or anywhere: a directory's
// address is not found (GET and HEAD alike), while the files in it are
// served.
func TestNoDirectoryListings(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, p := range []string{"/static/", "/static/js/", "/static/css/", "/static/img/", "/static/js"} {
		res := b.get(p)
		if res.status != http.StatusNotFound || strings.Contains(res.body, "<pre>\n<a href=") || strings.Contains(res.body, "htmx.min.js") {
			t.Errorf("GET %s: %d, want 404 and no listing", p, res.status)
		}
		req, _ := http.NewRequest(http.MethodHead, ts.URL+p, nil)
		if res := b.do(req); res.status != http.StatusNotFound {
			t.Errorf("HEAD %s: %d, want 404", p, res.status)
		}
	}
	// The router sends /static on to /static/, which is not found.
	if res := b.get("/static"); res.status != http.StatusMovedPermanently || res.header.Get("Location") != "/static/" {
		t.Errorf("GET /static: %d to %q, want a redirect to /static/", res.status, res.header.Get("Location"))
	}
	for _, p := range []string{"/static/js/htmx.min.js", "/static/css/app.css"} {
		if res := b.get(p); res.status != http.StatusOK || res.body == "" {
			t.Errorf("GET %s: %d, want the file", p, res.status)
		}
	}
}

func TestEventStreamCarriesTheHeaders(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	gm := ts.browser(t)
	campaign := gm.createCampaign(sixPlayerForm())
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, ts.URL+campaign+"/events", nil)
	res, err := gm.c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	cancel()
	res.Body.Close()
	if !strings.Contains(res.Header.Get("Content-Security-Policy"), "default-src 'self'") {
		t.Errorf("stream: %d, CSP %q", res.StatusCode, res.Header.Get("Content-Security-Policy"))
	}
}
