package handlers

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/account"
	"sengoku/handlers/web"
	"sengoku/models"
)

// Campaign actions are limited per session with a token bucket kept in the
// database (models.TakeToken), so that every instance draws on the same
// bucket. A player's session holds playerActionBurst actions and gains one
// every playerActionEvery: at a table a player sends a few actions a
// minute, a busy Diplomacy phase a note or two at a time, so thirty at once
// and then two a second never bother a real player and keep one from
// flooding a campaign with note after note. The game master's session
// drives the table (advancing phases, entering battles, acting for clans,
// scripts through the API): a larger bucket, refilled faster.
const (
	playerActionBurst = 30
	playerActionEvery = 500 * time.Millisecond
	gmActionBurst     = 120
	gmActionEvery     = 100 * time.Millisecond
)

// limitActions answers 429, with Retry-After, to a session whose action
// bucket is empty; the public and requests without a campaign pass on to
// their handler, which refuses them.
func (s *Server) limitActions(c *gin.Context) {
	if s.noActionLimit {
		c.Next()
		return
	}
	id, err := web.CampaignID(c)
	token, cookieErr := c.Cookie(account.CookieName(id))
	if err != nil || cookieErr != nil || token == "" {
		c.Next()
		return
	}
	v := s.viewer(c, id)
	burst, every := playerActionBurst, playerActionEvery
	switch {
	case v.GM:
		burst, every = gmActionBurst, gmActionEvery
	case v.Clan == "":
		c.Next() // not signed in to this campaign
		return
	}
	ok, retryAt, err := s.db.TakeToken(c.Request.Context(), "act:"+models.HashToken(token), s.now(), every, burst)
	if err == nil && !ok {
		err = web.TooManyRequests{Key: "err.limit.actions", RetryAt: retryAt, Seconds: true}
	}
	if err != nil {
		s.refuseAction(c, err)
		c.Abort()
		return
	}
	c.Next()
}

// refuseAction answers a refused action: JSON on the API, the tab it came
// from on the actions' form (its fragment for htmx), the tracker page on
// the tracker's forms, a page elsewhere.
func (s *Server) refuseAction(c *gin.Context, err error) {
	status, msg, ok := s.limitStatus(c, web.Lang(c), err)
	switch {
	case !ok || status >= http.StatusInternalServerError:
		s.failAny(c, err)
	case c.FullPath() == "/campaigns/:id/actions":
		s.renderTab(c, tabName(c.PostForm("return")), status, msg)
	case c.FullPath() == trackerPath:
		s.renderTracker(c, status, msg) // the tracker page with the message
	default:
		s.failAny(c, err)
	}
}

// limitGameEvents draws a Clash of Katanas game's change from the
// browser's bucket (its library key; the player's bucket of a campaign
// session): a table records a change every few seconds. A browser
// without a key passes on to the handler, which refuses it.
func (s *Server) limitGameEvents(c *gin.Context) {
	key := s.libraryOwnerIfAny(c)
	if s.noActionLimit || key == "" {
		c.Next()
		return
	}
	ok, retryAt, err := s.db.TakeToken(c.Request.Context(), "ccsb-ev:"+models.HashToken(key), s.now(), playerActionEvery, playerActionBurst)
	if err == nil && !ok {
		err = web.TooManyRequests{Key: "err.limit.actions", RetryAt: retryAt, Seconds: true}
	}
	if err != nil {
		s.failAny(c, err)
		c.Abort()
		return
	}
	c.Next()
}
