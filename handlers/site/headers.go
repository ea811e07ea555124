package site

import (
	"strings"

	"github.com/gin-gonic/gin"
)

// contentSecurityPolicy lets a page load scripts, style sheets, images,
// fonts and connections (the event streams) only from this site, run no
// inline script and no eval, apply no inline style (default-src alone
// does all that), post forms only here, and never be framed. Pages keep
// every behaviour in static/js/app.js and every style in
// static/css/app.css; the browser tests fail on any violation the browser
// reports. Kept short: it goes with every answer.
const contentSecurityPolicy = "default-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// permissionsPolicy turns off the device features a page could ask for;
// the site uses none.
const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"

// hsts tells browsers to come back only over HTTPS for a year; sent only
// when the site is served over TLS, by itself or behind a proxy whose
// public address (-url) is https.
const hsts = "max-age=31536000"

// SecurityHeaders sets the headers every answer carries.
func (s *Site) SecurityHeaders(c *gin.Context) {
	h := c.Writer.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Content-Security-Policy", contentSecurityPolicy)
	h.Set("Permissions-Policy", permissionsPolicy)
	if c.Request.TLS != nil || (s.PublicURL != nil && s.PublicURL.Scheme == "https") {
		h.Set("Strict-Transport-Security", hsts)
	}
	// Campaign pages may hold a clan's hidden cards and notes: never let a
	// shared phone's cache or back button show them after logout.
	if p := c.Request.URL.Path; strings.HasPrefix(p, "/campaigns/") || strings.HasPrefix(p, "/api/campaigns/") || strings.HasPrefix(p, "/join/") {
		h.Set("Cache-Control", "private, no-store")
	}
	c.Next()
}
