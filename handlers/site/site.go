// Package site is the middleware every route of Sengoku runs behind, and
// the few site-wide answers that go with it: the security headers
// (headers.go), the refusal of cross-origin requests (crossorigin.go), the
// limits per client address and on request bodies and forms (limits.go),
// trusted proxies and the access log (proxy.go), the public address links
// are made with (publicurl.go), the embedded static files and compression
// (assets.go), and the files that install the site as an app (pwa.go).
// What it needs of the server (the store through its Store interface, the
// page shell, failures, the clock) comes in Deps; the root handlers build
// it with New, put its middleware in front of every route and register its
// answers in routes.go.
package site

import (
	"context"
	"log/slog"
	"net/url"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/models"
	"sengoku/static"
	"sengoku/views"
)

// Store is what the site-wide middleware reads and writes: the counters
// of the limits per client address. *models.DB is one.
type Store interface {
	CountEvent(ctx context.Context, key string, at time.Time, window time.Duration) error
	CountSince(ctx context.Context, key string, since time.Time) (models.RateCount, error)
}

// Deps is what the site-wide middleware needs of the server.
type Deps struct {
	Store Store
	Log   *slog.Logger
	// Now is the clock.
	Now func() time.Time
	// PublicURL is the address players and proxies know the site by; nil
	// when unset. LANAddrs are the addresses at which other devices on the
	// network reach the server, best first (handlers.Options).
	PublicURL *url.URL
	LANAddrs  []string
	// Page builds the layout model of a page for the request.
	Page func(c *gin.Context, title, nav string) views.Page
	// Fail answers an error as JSON on the API and as a page elsewhere,
	// with the status the server gives it (LimitStatus among the first).
	Fail func(c *gin.Context, err error)
	// PhotoUpload reports whether path is an upload of a battle photo,
	// which has a body limit of its own (handlers/play).
	PhotoUpload func(path string) bool
}

// Site is the site-wide middleware, with the static files it serves.
type Site struct {
	Deps
	// assets are the embedded static files under content-hashed URLs.
	assets *static.Assets
	// swScript is /sw.js, built once from the assets (pwa.go).
	swScript []byte
}

// New builds the site-wide middleware: the static files under their
// content-hashed addresses, modified at d.Now(), and the service worker
// that keeps them.
func New(d Deps) (*Site, error) {
	assets, err := static.NewAssets(d.Now())
	if err != nil {
		return nil, err
	}
	sw, err := serviceWorkerScript(assets)
	if err != nil {
		return nil, err
	}
	return &Site{Deps: d, assets: assets, swScript: sw}, nil
}
