package site

import (
	"net"
	"net/http"
	"net/url"
	"strings"

	"sengoku/handlers/web"
)

// LinkBase gives the base of generated links for a request: the public URL
// when one is configured (whatever Host the request claims), otherwise the
// host the request came to; a loopback host is replaced by the first address
// at which phones on the same network reach the server.
func (s *Site) LinkBase(r *http.Request) web.LinkBase {
	if s.PublicURL != nil {
		return web.LinkBase{URL: &url.URL{Scheme: s.PublicURL.Scheme, Host: s.PublicURL.Host}}
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	host := r.Host
	if host == "" {
		host = "localhost"
	}
	if !IsLoopbackHost(host) {
		return web.LinkBase{URL: &url.URL{Scheme: scheme, Host: host}}
	}
	if len(s.LANAddrs) > 0 {
		return web.LinkBase{URL: &url.URL{Scheme: scheme, Host: s.LANAddrs[0]}}
	}
	return web.LinkBase{URL: &url.URL{Scheme: scheme, Host: host}, LocalOnly: true}
}

// AbsURL makes the site path (with its query) absolute, for a link copied
// into a message or printed on paper.
func (s *Site) AbsURL(r *http.Request, path string) string {
	return s.LinkBase(r).URL.String() + path
}

// IsLoopbackHost reports whether host (with or without a port) names this
// computer only: localhost, a loopback or an unspecified address.
func IsLoopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.Trim(host, "[]"), ".")
	if strings.EqualFold(host, "localhost") || strings.HasSuffix(strings.ToLower(host), ".localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && (ip.IsLoopback() || ip.IsUnspecified())
}
