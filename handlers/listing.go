package handlers

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
// handler of a campaign route runs (guardCampaign), so that a route added
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

// accessKey keeps the request's decision in its context: the key it
// presented, for the checks made again at the version actually rendered.
const accessKey = "sengoku.publicKey"

// accessCache keeps each campaign's listing and key at its version.
type accessCache = web.VersionedLRU[int64, models.Access]

// accessCacheSize is how many campaigns' listings are kept (tiny entries).
const accessCacheSize = 4096

// access reads campaign id's listing and key, from the cache when it
// holds the current version.
func (s *Server) access(ctx context.Context, id int64) (models.Access, error) {
	version, err := s.db.CampaignVersion(ctx, id)
	if err != nil {
		return models.Access{}, err
	}
	return s.accessAt(ctx, id, version)
}

// accessAt is access when the campaign's version was just read.
func (s *Server) accessAt(ctx context.Context, id, version int64) (models.Access, error) {
	if a, ok := s.accesses.Get(id); ok && a.Version == version {
		return a, nil
	}
	a, err := s.db.CampaignAccess(ctx, id)
	if err != nil {
		return models.Access{}, err
	}
	s.accesses.Put(id, id, a.Version, a, 1)
	return a, nil
}

// guardCampaign lets a request of a campaign route through only when the
// browser may see the campaign; otherwise, and when there is no such
// campaign, it answers 404 (notFound) and no handler runs.
func (s *Server) guardCampaign(c *gin.Context) {
	pattern := c.FullPath()
	if !web.IsCampaignRoute(pattern) {
		c.Next()
		return
	}
	key := takePublicKey(c.Request)
	id, err := web.CampaignID(c)
	if err != nil {
		s.notFound(c)
		c.Abort()
		return
	}
	acc, err := s.access(c.Request.Context(), id)
	if err != nil {
		if !errors.Is(err, campaign.ErrNotFound) {
			s.fail(c, err)
		} else {
			s.notFound(c)
		}
		c.Abort()
		return
	}
	if key == "" {
		if ck, err := c.Cookie(keyCookieName(id)); err == nil {
			key = ck
		}
	} else if keyMatches(key, acc.PublicKey) {
		s.keepPublicKey(c, id, key)
	}
	c.Set(accessKey, key)
	if !s.mayOpen(c, id, acc.Listing, acc.PublicKey, nil) {
		s.notFound(c)
		c.Abort()
		return
	}
	c.Next()
}

// mayOpen reports whether this request may see campaign id, seen as
// listing says with public key publicKey; v is the viewer when known
// (nil: read from the session cookie when the listing needs it).
func (s *Server) mayOpen(c *gin.Context, id int64, listing campaign.Listing, publicKey string, v *views.Viewer) bool {
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
			who := s.viewer(c, id)
			c.Set(viewerKey, who)
			v = &who
		}
	}
	return !v.Public()
}

// viewerKey keeps the viewer mayOpen read, for the checks made again.
const viewerKey = "sengoku.listingViewer"

// stillOpen checks again, at the campaign's version a handler is about to
// answer from, what guardCampaign decided at the version it read: a change
// of listing committed in between must not let one answer through.
func (s *Server) stillOpen(c *gin.Context, id int64, listing campaign.Listing, publicKey string) bool {
	if _, guarded := c.Get(accessKey); !guarded {
		return true // not a campaign route: nothing to check
	}
	return s.mayOpen(c, id, listing, publicKey, nil)
}

// openAt is stillOpen at version of campaign id, just read.
func (s *Server) openAt(c *gin.Context, id, version int64) (bool, error) {
	if _, guarded := c.Get(accessKey); !guarded {
		return true, nil
	}
	acc, err := s.accessAt(c.Request.Context(), id, version)
	if err != nil {
		return false, err
	}
	return s.mayOpen(c, id, acc.Listing, acc.PublicKey, nil), nil
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
func (s *Server) keepPublicKey(c *gin.Context, id int64, key string) {
	if ck, err := c.Cookie(keyCookieName(id)); err == nil && ck == key {
		return
	}
	http.SetCookie(c.Writer, &http.Cookie{Name: keyCookieName(id), Value: key, Path: "/", Expires: s.now().Add(keyCookieLifetime),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: web.SecureCookie(c)})
}

// shown is campaign cp as viewer v may see it: on a campaign that is not
// listed the public reads the clans without their players' names.
func shown(cp *models.Campaign, v views.Viewer) *models.Campaign {
	if !v.Public() || cp.Listing.ShowsPlayers() {
		return cp
	}
	out := *cp
	out.State = web.WithoutPlayers(cp.State)
	return &out
}

// publicLink is the address of campaign id's public link.
func (s *Server) publicLink(r *http.Request, id int64, key string) string {
	return s.keyLink(r, "/campaigns/"+strconv.FormatInt(id, 10), key)
}

// keyLink is the absolute address of path opened with a campaign's public
// key: its public link, or its game master's sign-in on a private one.
func (s *Server) keyLink(r *http.Request, path, key string) string {
	return s.site.AbsURL(r, path+"?"+publicKeyParam+"="+url.QueryEscape(key))
}

// addPublicLink adds to the API's answer about campaign id its visibility
// and, when it is unlisted, its public link.
func (s *Server) addPublicLink(c *gin.Context, id int64, out gin.H) error {
	acc, err := s.access(c.Request.Context(), id)
	if err != nil {
		return err
	}
	out["visibility"] = acc.Listing
	if acc.Listing == campaign.Unlisted {
		out["publicUrl"] = s.publicLink(c.Request, id, acc.PublicKey)
	}
	return nil
}
