package site

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
)

// A -trusted-proxies value is a comma-separated list of addresses and
// ranges; blanks and empty items are dropped, a host name is refused.
func TestTrustedProxyList(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		raw  string
		want []string
	}{
		{"", nil},
		{" , ", nil},
		{"10.0.0.0/8", []string{"10.0.0.0/8"}},
		{" 192.168.1.1 ,::1,, 10.0.0.0/8 ", []string{"192.168.1.1", "::1", "10.0.0.0/8"}},
	} {
		got := ParseProxyList(tc.raw)
		if !slices.Equal(got, tc.want) {
			t.Errorf("ParseProxyList(%q) = %q, want %q", tc.raw, got, tc.want)
		}
		if err := CheckTrustedProxies(got); err != nil {
			t.Errorf("CheckTrustedProxies(%q): %v", got, err)
		}
	}
	for _, bad := range []string{"proxy.example", "10.0.0.0/33", "300.1.1.1"} {
		if err := CheckTrustedProxies([]string{"::1", bad}); err == nil || !strings.Contains(err.Error(), bad) {
			t.Errorf("CheckTrustedProxies(%q): %v, want an error naming it", bad, err)
		}
	}
}

// A loopback or unspecified host names this computer only, with or
// without a port; any other host is reachable from elsewhere.
func TestIsLoopbackHost(t *testing.T) {
	t.Parallel()
	for host, want := range map[string]bool{
		"localhost": true, "LOCALHOST:8080": true, "app.localhost": true, "localhost.": true,
		"127.0.0.1": true, "127.0.0.1:8080": true, "[::1]:8080": true, "::1": true, "0.0.0.0:8080": true, "[::]:80": true,
		"192.168.1.20:8080": false, "sengoku.example.org": false, "10.0.0.1": false, "localhost.example.org": false,
	} {
		if got := IsLoopbackHost(host); got != want {
			t.Errorf("IsLoopbackHost(%q) = %t, want %t", host, got, want)
		}
	}
}

// Links point at the public URL whatever Host a request claims; without
// one at the host the request came to, unless that is this computer only:
// then at the first LAN address, or marked local only when there is none.
func TestLinkBase(t *testing.T) {
	t.Parallel()
	public, _ := url.Parse("https://sengoku.example.org/ignored")
	for _, tc := range []struct {
		public    *url.URL
		lan       []string
		host      string
		want      string
		localOnly bool
	}{
		{public, nil, "localhost:8080", "https://sengoku.example.org", false},
		{public, []string{"192.168.1.20:8080"}, "evil.example", "https://sengoku.example.org", false},
		{nil, []string{"192.168.1.20:8080"}, "club.lan:8080", "http://club.lan:8080", false},
		{nil, []string{"192.168.1.20:8080", "10.0.0.2:8080"}, "localhost:8080", "http://192.168.1.20:8080", false},
		{nil, nil, "127.0.0.1:8080", "http://127.0.0.1:8080", true},
	} {
		s := &Site{Deps: Deps{PublicURL: tc.public, LANAddrs: tc.lan}}
		r := httptest.NewRequest(http.MethodGet, "/campaigns/1", nil)
		r.Host = tc.host
		got := s.LinkBase(r)
		if got.URL.String() != tc.want || got.LocalOnly != tc.localOnly {
			t.Errorf("host %s, public %v, LAN %v: %s (local only %t), want %s (%t)", tc.host, tc.public, tc.lan, got.URL, got.LocalOnly, tc.want, tc.localOnly)
		}
		if abs := s.AbsURL(r, "/join/x?k=1"); abs != tc.want+"/join/x?k=1" {
			t.Errorf("AbsURL: %s", abs)
		}
	}
}

// The uploads with a body limit of their own are the campaign imports
// and creations and the battle photos; nothing else escapes the general
// limit.
func TestLargeUploads(t *testing.T) {
	t.Parallel()
	s := &Site{Deps: Deps{PhotoUpload: func(path string) bool { return strings.HasSuffix(path, "/photo") }}}
	for _, tc := range []struct {
		method, path string
		want         bool
	}{
		{http.MethodPost, "/campaigns/import", true},
		{http.MethodPost, "/campaigns", true},
		{http.MethodPost, "/api/campaigns", true},
		{http.MethodPost, "/campaigns/1/battles/2/photo", true},
		{http.MethodGet, "/campaigns/1/battles/2/photo", false},
		{http.MethodPost, "/campaigns/1/actions", false},
		{http.MethodPost, "/api/campaigns/1/actions", false},
	} {
		r := httptest.NewRequest(tc.method, tc.path, nil)
		if got := s.largeUpload(r); got != tc.want {
			t.Errorf("%s %s: large upload %t, want %t", tc.method, tc.path, got, tc.want)
		}
	}
}
