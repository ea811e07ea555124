package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/static"
	"sengoku/views"
)

// The site installs as an app: a manifest in the reader's language, the
// mon as its icon, and a service worker (static/js/sw.js) that keeps the
// static files and the campaign pages seen, and shows the offline page
// when the network fails.

// themeColour is the browser's bar around the installed app: the mon's
// lacquer red, as the site's links.
const themeColour = "#8b1a1a"

// serviceWorkerScript is /sw.js: the version and the static files to keep,
// then static/js/sw.js. The version changes with any static file, so a new
// build installs a new worker.
func serviceWorkerScript(a *static.Assets) ([]byte, error) {
	src, err := fs.ReadFile(static.FS, "js/sw.js")
	if err != nil {
		return nil, fmt.Errorf("service worker: %w", err)
	}
	keep := a.Precache()
	list, err := json.Marshal(keep)
	if err != nil {
		return nil, fmt.Errorf("service worker: %w", err)
	}
	sum := sha256.Sum256([]byte(strings.Join(keep, "\n")))
	var b bytes.Buffer
	fmt.Fprintf(&b, "var SENGOKU_VERSION = %q;\nvar SENGOKU_ASSETS = %s;\n", hex.EncodeToString(sum[:])[:12], list)
	b.Write(src)
	return b.Bytes(), nil
}

// ServiceWorker is GET /sw.js, at the root so that its scope is the whole
// site; revalidated on every visit (the browser checks it for updates).
func (s *Site) ServiceWorker(c *gin.Context) {
	c.Header("Cache-Control", "no-cache")
	c.Data(http.StatusOK, "text/javascript; charset=utf-8", s.swScript)
}

// Manifest is GET /manifest.webmanifest: the installed app's name, icons
// and colours, in the reader's language.
func (s *Site) Manifest(c *gin.Context) {
	l := web.Lang(c)
	icon := func(name, size, purpose string) gin.H {
		typ := "image/png"
		if strings.HasSuffix(name, ".svg") {
			typ = "image/svg+xml"
		}
		return gin.H{"src": s.assets.URL(name), "sizes": size, "type": typ, "purpose": purpose}
	}
	// A day in the browser's cache: read on every page, it changes only
	// with the language (the cookie) or a new build.
	c.Header("Cache-Control", "private, max-age=86400")
	web.Vary(c.Writer.Header(), "Cookie")
	body, err := json.Marshal(gin.H{
		"name": "Sengoku", "short_name": "Sengoku", "lang": string(l),
		"description": l.T("app.tagline"), "start_url": "/", "scope": "/", "display": "standalone",
		"background_color": "#f7f3ea", "theme_color": themeColour,
		"icons": []gin.H{icon("img/icon-192.png", "192x192", "any maskable"), icon("img/icon-512.png", "512x512", "any maskable"), icon("img/mon.svg", "any", "any")},
	})
	if err != nil {
		s.Fail(c, fmt.Errorf("manifest: %w", err))
		return
	}
	c.Data(http.StatusOK, "application/manifest+json", body)
}

// Offline is GET /offline: the page the service worker shows for a page
// the network cannot bring and it has no copy of.
func (s *Site) Offline(c *gin.Context) {
	c.Header("Cache-Control", "no-cache")
	l := web.Lang(c)
	web.Render(c, http.StatusOK, views.OfflinePage(s.Page(c, l.T("offline.title"), "")))
}
