// Package listing decides who may see a campaign (campaign.Listing): the
// guard every campaign route runs behind (Guard.Campaign), the checks made
// again at the version a handler answers from (StillOpen, OpenAt), and a
// campaign's public link. What it needs of the server (the store through
// its Store interface, the viewer, failures, links, the clock) comes in
// Deps; the root handlers build it with New and put its guard in front of
// every route.
package listing

import (
	"context"
	"crypto/subtle"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
)

// Who may see a campaign (campaign.Listing). One rule, checked before any
// handler of a campaign route runs (Guard.Campaign), so that a route added
// later follows it too:
//
//   - listed: everyone;
//   - unlisted: its game master and players (a live session of this
//     campaign), and whoever holds its public link: any campaign address
//     with ?k=<public key>. The key is taken out of the query before the
//     handler runs (no handler, query check or cached answer sees it) and
//     kept in a cookie of the campaign (keyCookieName), so that the pages,
//     their links, the live stream, photos and PDFs that the page opens
//     need no key of their own; a program without cookies (the JSON API,
//     a feed reader) adds ?k= to each address;
//   - private: its game master and players only; the public key opens no
//     more than the game master's sign-in (signInRoutes), for a device
//     with no session yet.
//
// Anyone else gets the very answer a campaign that does not exist gets:
// 404, the same page or JSON.

// publicKeyParam is the query parameter of a campaign's public link.
const publicKeyParam = "k"

// keyCookiePrefix starts the name of the cookie that keeps the public key
// of campaign id for the browser that opened its public link.
const keyCookiePrefix = "sengoku_k"

func keyCookieName(id int64) string { return keyCookiePrefix + strconv.FormatInt(id, 10) }

// keyCookieLifetime is how long a browser keeps a public link's key.
const keyCookieLifetime = 120 * 24 * time.Hour

// signInRoutes are the campaign routes the public key opens on a private
// campaign: the game master's sign-in and sign-out.
var signInRoutes = []string{"/campaigns/:id/login", "/campaigns/:id/logout"}

// Store is what the guard reads: a campaign's version, and its listing
// and public key. *models.DB is one.
type Store interface {
	CampaignVersion(ctx context.Context, id int64) (int64, error)
	CampaignAccess(ctx context.Context, id int64) (models.Access, error)
}

// Deps is what the guard needs of the server.
type Deps struct {
	Store Store
	// Now is the clock.
	Now func() time.Time
	// Viewer is who the browser is in campaign id (handlers/account).
	Viewer func(c *gin.Context, id int64) views.Viewer
	// AbsURL makes a site path absolute (handlers/site).
	AbsURL func(r *http.Request, path string) string
	// Fail answers an error as a page; NotFound answers 404 as JSON on the
	// API and as a page elsewhere.
	Fail     func(c *gin.Context, err error)
	NotFound func(c *gin.Context)
}

// Guard is the rule of who may see a campaign, with each campaign's
// listing kept at its version.
type Guard struct {
	Deps
	// accesses keeps each campaign's listing and key at its version.
	accesses *accessCache
}

// New builds the guard over d.
func New(d Deps) *Guard {
	return &Guard{Deps: d, accesses: web.NewVersionedLRU[int64, models.Access](accessCacheSize)}
}

// accessKey keeps the request's decision in its context: the key it
// presented, for the checks made again at the version actually rendered.
const accessKey = "sengoku.publicKey"

// accessCache keeps each campaign's listing and key at its version.
type accessCache = web.VersionedLRU[int64, models.Access]

// accessCacheSize is how many campaigns' listings are kept (tiny entries).
const accessCacheSize = 4096

// access reads campaign id's listing and key, from the cache when it
// holds the current version.
func (g *Guard) access(ctx context.Context, id int64) (models.Access, error) {
	version, err := g.Store.CampaignVersion(ctx, id)
	if err != nil {
		return models.Access{}, err
	}
	return g.accessAt(ctx, id, version)
}

// accessAt is access when the campaign's version was just read.
func (g *Guard) accessAt(ctx context.Context, id, version int64) (models.Access, error) {
	if a, ok := g.accesses.Get(id); ok && a.Version == version {
		return a, nil
	}
	a, err := g.Store.CampaignAccess(ctx, id)
	if err != nil {
		return models.Access{}, err
	}
	g.accesses.Put(id, id, a.Version, a, 1)
	return a, nil
}

// Campaign lets a request of a campaign route through only when the
// browser may see the campaign; otherwise, and when there is no such
// campaign, it answers 404 (Deps.NotFound) and no handler runs.
func (g *Guard) Campaign(c *gin.Context) {
	pattern := c.FullPath()
	if !web.IsCampaignRoute(pattern) {
		c.Next()
		return
	}
	key := takePublicKey(c.Request)
	id, err := web.CampaignID(c)
	if err != nil {
		g.NotFound(c)
		c.Abort()
		return
	}
	acc, err := g.access(c.Request.Context(), id)
	if err != nil {
		if !errors.Is(err, campaign.ErrNotFound) {
			g.Fail(c, err)
		} else {
			g.NotFound(c)
		}
		c.Abort()
		return
	}
	if key == "" {
		if ck, err := c.Cookie(keyCookieName(id)); err == nil {
			key = ck
		}
	} else if keyMatches(key, acc.PublicKey) {
		g.keepPublicKey(c, id, key)
	}
	c.Set(accessKey, key)
	if !g.mayOpen(c, id, acc.Listing, acc.PublicKey, nil) {
		g.NotFound(c)
		c.Abort()
		return
	}
	c.Next()
}

// mayOpen reports whether this request may see campaign id, seen as
// listing says with public key publicKey; v is the viewer when known
// (nil: read from the session cookie when the listing needs it).
func (g *Guard) mayOpen(c *gin.Context, id int64, listing campaign.Listing, publicKey string, v *views.Viewer) bool {
	if listing == campaign.Listed || listing == "" {
		return true
	}
	presented, _ := c.Get(accessKey)
	key, _ := presented.(string)
	if keyMatches(key, publicKey) && (listing == campaign.Unlisted || slices.Contains(signInRoutes, c.FullPath())) {
		return true
	}
	if v == nil {
		if kept, ok := c.Get(viewerKey); ok {
			who := kept.(views.Viewer)
			v = &who
		} else {
			who := g.Viewer(c, id)
			c.Set(viewerKey, who)
			v = &who
		}
	}
	return !v.Public()
}

// viewerKey keeps the viewer mayOpen read, for the checks made again.
const viewerKey = "sengoku.listingViewer"

// StillOpen checks again, at the campaign's version a handler is about to
// answer from, what Campaign decided at the version it read: a change
// of listing committed in between must not let one answer through.
func (g *Guard) StillOpen(c *gin.Context, id int64, listing campaign.Listing, publicKey string) bool {
	if _, guarded := c.Get(accessKey); !guarded {
		return true // not a campaign route: nothing to check
	}
	return g.mayOpen(c, id, listing, publicKey, nil)
}

// OpenAt is StillOpen at version of campaign id, just read.
func (g *Guard) OpenAt(c *gin.Context, id, version int64) (bool, error) {
	if _, guarded := c.Get(accessKey); !guarded {
		return true, nil
	}
	acc, err := g.accessAt(c.Request.Context(), id, version)
	if err != nil {
		return false, err
	}
	return g.mayOpen(c, id, acc.Listing, acc.PublicKey, nil), nil
}

// keyMatches compares a presented key with the campaign's in constant time.
func keyMatches(presented, key string) bool {
	return presented != "" && key != "" && subtle.ConstantTimeCompare([]byte(presented), []byte(key)) == 1
}

// takePublicKey removes the public key from r's query and returns it ("" when
// there is none).
func takePublicKey(r *http.Request) string {
	if !strings.Contains(r.URL.RawQuery, publicKeyParam+"=") {
		return ""
	}
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil || !q.Has(publicKeyParam) {
		return ""
	}
	key := q.Get(publicKeyParam)
	q.Del(publicKeyParam)
	r.URL.RawQuery = q.Encode()
	return key
}

// keepPublicKey keeps a valid public key in the browser for campaign id.
func (g *Guard) keepPublicKey(c *gin.Context, id int64, key string) {
	if ck, err := c.Cookie(keyCookieName(id)); err == nil && ck == key {
		return
	}
	http.SetCookie(c.Writer, &http.Cookie{Name: keyCookieName(id), Value: key, Path: "/", Expires: g.Now().Add(keyCookieLifetime),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: web.SecureCookie(c)})
}

// Shown is campaign cp as viewer v may see it: on a campaign that is not
// listed the public reads the clans without their players' names.
func Shown(cp *models.Campaign, v views.Viewer) *models.Campaign {
	if !v.Public() || cp.Listing.ShowsPlayers() {
		return cp
	}
	out := *cp
	out.State = web.WithoutPlayers(cp.State)
	return &out
}

// publicLink is the address of campaign id's public link.
func (g *Guard) publicLink(r *http.Request, id int64, key string) string {
	return g.KeyLink(r, "/campaigns/"+strconv.FormatInt(id, 10), key)
}

// KeyLink is the absolute address of path opened with a campaign's public
// key: its public link, or its game master's sign-in on a private one.
func (g *Guard) KeyLink(r *http.Request, path, key string) string {
	return g.AbsURL(r, path+"?"+publicKeyParam+"="+url.QueryEscape(key))
}

// AddPublicLink adds to the API's answer about campaign id its visibility
// and, when it is unlisted, its public link.
func (g *Guard) AddPublicLink(c *gin.Context, id int64, out gin.H) error {
	acc, err := g.access(c.Request.Context(), id)
	if err != nil {
		return err
	}
	out["visibility"] = acc.Listing
	if acc.Listing == campaign.Unlisted {
		out["publicUrl"] = g.publicLink(c.Request, id, acc.PublicKey)
	}
	return nil
}
