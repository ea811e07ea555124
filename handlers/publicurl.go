package handlers

import (
	"net"
	"net/http"
	"net/url"
	"strings"

	"sengoku/handlers/web"
)

// linkBase is where the links the site hands out point (web.LinkBase).
type linkBase = web.LinkBase

// linkBase gives the base of generated links for a request: the public URL
// when one is configured (whatever Host the request claims), otherwise the
// host the request came to; a loopback host is replaced by the first address
// at which phones on the same network reach the server.
func (s *Server) linkBase(r *http.Request) linkBase {
	if s.publicURL != nil {
		return linkBase{URL: &url.URL{Scheme: s.publicURL.Scheme, Host: s.publicURL.Host}}
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
		return linkBase{URL: &url.URL{Scheme: scheme, Host: host}}
	}
	if len(s.lanAddrs) > 0 {
		return linkBase{URL: &url.URL{Scheme: scheme, Host: s.lanAddrs[0]}}
	}
	return linkBase{URL: &url.URL{Scheme: scheme, Host: host}, LocalOnly: true}
}

// absURL makes the site path (with its query) absolute, for a link copied
// into a message or printed on paper.
func (s *Server) absURL(r *http.Request, path string) string {
	return s.linkBase(r).URL.String() + path
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
