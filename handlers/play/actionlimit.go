package play

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/models"
)

// Campaign actions are limited per session with a token bucket kept in the
// database (models.TakeToken), so that every instance draws on the same
// bucket. A player's session holds PlayerActionBurst actions and gains one
// every PlayerActionEvery: at a table a player sends a few actions a
// minute, a busy Diplomacy phase a note or two at a time, so thirty at once
// and then two a second never bother a real player and keep one from
// flooding a campaign with note after note. The game master's session
// drives the table (advancing phases, entering battles, acting for clans,
// scripts through the API): a larger bucket, refilled faster.
const (
	PlayerActionBurst = 30
	PlayerActionEvery = 500 * time.Millisecond
	gmActionBurst     = 120
	gmActionEvery     = 100 * time.Millisecond
)

// LimitActions answers 429, with Retry-After, to a session whose action
// bucket is empty; the public and requests without a campaign pass on to
// their handler, which refuses them.
func (s *Server) LimitActions(c *gin.Context) {
	if s.NoActionLimit {
		c.Next()
		return
	}
	id, err := web.CampaignID(c)
	token, cookieErr := s.SessionCookie(c, id)
	if err != nil || cookieErr != nil || token == "" {
		c.Next()
		return
	}
	v := s.Viewer(c, id)
	burst, every := PlayerActionBurst, PlayerActionEvery
	switch {
	case v.GM:
		burst, every = gmActionBurst, gmActionEvery
	case v.Clan == "":
		c.Next() // not signed in to this campaign
		return
	}
	ok, retryAt, err := s.Store.TakeToken(c.Request.Context(), "act:"+models.HashToken(token), s.Now(), every, burst)
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
	status, msg, ok := s.LimitStatus(c, web.Lang(c), err)
	switch {
	case !ok || status >= http.StatusInternalServerError:
		s.FailAny(c, err)
	case c.FullPath() == "/campaigns/:id/actions":
		s.renderTab(c, tabName(c.PostForm("return")), status, msg)
	case c.FullPath() == trackerPath:
		s.renderTracker(c, status, msg) // the tracker page with the message
	default:
		s.FailAny(c, err)
	}
}
