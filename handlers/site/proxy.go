package site

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
)

// Behind an HTTPS proxy the server sees plain HTTP: the public address
// (Deps.PublicURL, handlers.Options.PublicURL) says whether cookies must be Secure, and only the
// proxies named in handlers.Options.TrustedProxies may tell the client's address
// (X-Forwarded-For, X-Real-IP); from anyone else those headers are ignored.

// MarkSecure records for web.SecureCookie that the site is public over
// https.
func (s *Site) MarkSecure(c *gin.Context) {
	if s.PublicURL != nil && s.PublicURL.Scheme == "https" {
		web.MarkSecure(c)
	}
	c.Next()
}

// CheckTrustedProxies checks a -trusted-proxies list: IP addresses or
// CIDR ranges.
func CheckTrustedProxies(list []string) error {
	for _, p := range list {
		if net.ParseIP(p) == nil {
			if _, _, err := net.ParseCIDR(p); err != nil {
				return fmt.Errorf("trusted proxy %q is neither an IP address nor a CIDR range", p)
			}
		}
	}
	return nil
}

// ParseProxyList splits a comma-separated -trusted-proxies value.
func ParseProxyList(v string) []string {
	var out []string
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// AccessLog logs each request once answered: method, route pattern (never
// the path, which may hold a join token), status, duration, campaign, client
// address and bytes sent.
func (s *Site) AccessLog(c *gin.Context) {
	start := time.Now()
	c.Next()
	route := c.FullPath()
	if route == "" {
		route = "(no route)"
	}
	attrs := []slog.Attr{
		slog.String("method", c.Request.Method),
		slog.String("route", route),
		slog.Int("status", accessStatus(c)),
		slog.Duration("duration", time.Since(start)),
		slog.String("client", c.ClientIP()),
		slog.Int("bytes", max(c.Writer.Size(), 0)),
	}
	if id, err := web.CampaignID(c); err == nil && web.IsCampaignRoute(route) {
		attrs = append(attrs, slog.Int64("campaign", id)) // a game's :id is not a campaign's
	}
	s.Log.LogAttrs(c.Request.Context(), slog.LevelInfo, "request", attrs...)
}

// accessStatus is the status the access log records: the one answered,
// or 499 when the client hung up and the answer was a server error that
// its leaving caused (web.ClientGone).
func accessStatus(c *gin.Context) int {
	status := c.Writer.Status()
	if status >= http.StatusInternalServerError && errors.Is(c.Request.Context().Err(), context.Canceled) {
		return web.StatusClientGone
	}
	return status
}
