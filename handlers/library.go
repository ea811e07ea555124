package handlers

import (
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/play"
	"sengoku/handlers/web"
	"sengoku/models"
)

const libraryCookie = "sengoku_lib"

// libraryOwner returns the browser's library key (user-made unit cards,
// character profiles, armies), creating it on first use. The key is a
// random token in a long-lived HttpOnly cookie: whoever holds it owns that
// library; nothing else identifies the user.
func (s *Server) libraryOwner(c *gin.Context) (string, error) {
	if v, err := c.Cookie(libraryCookie); err == nil && len(v) >= 32 && !strings.ContainsAny(v, " ;,") {
		return "lib:" + v, nil
	}
	token, err := campaign.NewToken()
	if err != nil {
		return "", err
	}
	http.SetCookie(c.Writer, &http.Cookie{Name: libraryCookie, Value: token, Path: "/", Expires: s.now().Add(5 * 365 * 24 * time.Hour),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: web.SecureCookie(c)})
	c.Request.AddCookie(&http.Cookie{Name: libraryCookie, Value: token})
	return "lib:" + token, nil
}

// libraryOwnerIfAny is the browser's library key when it has one; reading
// pages do not hand out a new one.
func (s *Server) libraryOwnerIfAny(c *gin.Context) string {
	if _, err := c.Cookie(libraryCookie); err != nil {
		return ""
	}
	owner, err := s.libraryOwner(c)
	if err != nil {
		return ""
	}
	return owner
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
	ok, retryAt, err := s.db.TakeToken(c.Request.Context(), "ccsb-ev:"+models.HashToken(key), s.now(), play.PlayerActionEvery, play.PlayerActionBurst)
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
