package account

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
)

// Session lifetimes. A player's session, opened by the join link, lasts a
// season of club nights. A GM's, opened by the password, ends after a week
// without use: each use renews it (at most once per sessionRenewal), so a
// GM at the table is never signed out, and a forgotten browser is.
const (
	playerSessionLifetime = 120 * 24 * time.Hour
	gmSessionLifetime     = 7 * 24 * time.Hour
	sessionRenewal        = time.Hour
)

func sessionLifetime(role string) time.Duration {
	if role == models.RoleGM {
		return gmSessionLifetime
	}
	return playerSessionLifetime
}

// SessionCookiePrefix starts the name of each campaign's session cookie.
const SessionCookiePrefix = "sengoku_c"

// CookieName is the name of campaign id's session cookie.
func CookieName(id int64) string { return SessionCookiePrefix + strconv.FormatInt(id, 10) }

// Viewer is who the browser is in campaign id: GM, a clan's player or
// public. One request reads its session once (viewerSeen).
func (s *Server) Viewer(c *gin.Context, id int64) views.Viewer {
	v := views.Viewer{CampaignID: id}
	token, err := c.Cookie(CookieName(id))
	if err != nil || token == "" {
		return v
	}
	if got, _ := c.Get(viewerSeen{}); got != nil {
		if seen := got.(seenViewer); seen.token == token && seen.v.CampaignID == id {
			return seen.v
		}
	}
	sess, err := s.Store.Session(c.Request.Context(), token)
	if err != nil {
		return v
	}
	v = s.sessionViewer(c, id, token, sess)
	c.Set(viewerSeen{}, seenViewer{token: token, v: v})
	return v
}

// viewerSeen keys, in a request's gin context, the viewer its session
// made: the guard, the rate limit and the handler of one request read the
// session once. Signing in or out forgets it.
type viewerSeen struct{}

type seenViewer struct {
	token string
	v     views.Viewer
}

// forgetViewer drops the request's viewer once its session changed.
func forgetViewer(c *gin.Context) { c.Set(viewerSeen{}, nil) }

// VersionAndViewer reads campaign id's version and who the browser is in
// it, in one query when it carries the campaign's session cookie (a
// player's or the game master's page: one round trip, not two). With
// anyViewer (an answer the same for everyone) no session is read and the
// viewer is the zero Viewer.
func (s *Server) VersionAndViewer(c *gin.Context, id int64, anyViewer bool) (int64, views.Viewer, error) {
	ctx := c.Request.Context()
	token, err := c.Cookie(CookieName(id))
	if anyViewer || err != nil || token == "" {
		version, err := s.Store.CampaignVersion(ctx, id)
		if anyViewer {
			return version, views.Viewer{}, err
		}
		return version, views.Viewer{CampaignID: id}, err
	}
	version, sess, found, err := s.Store.VersionAndSession(ctx, id, token)
	if err != nil || !found {
		return version, views.Viewer{CampaignID: id}, err
	}
	return version, s.sessionViewer(c, id, token, sess), nil
}

// sessionViewer is who session sess (of the cookie token) makes the
// browser in campaign id: the public unless the session is of campaign id
// and unexpired by the server's clock; the session is renewed on use.
func (s *Server) sessionViewer(c *gin.Context, id int64, token string, sess models.Session) views.Viewer {
	v := views.Viewer{CampaignID: id}
	if sess.CampaignID != id || !sess.ExpiresAt.After(s.Now()) {
		return v
	}
	s.renewSession(c, id, token, sess)
	switch sess.Role {
	case models.RoleGM:
		v.GM = true
	case models.RolePlayer:
		v.Clan = sess.Clan
	}
	return v
}

// StartSession logs the browser in to campaign id with role (and clan).
func (s *Server) StartSession(c *gin.Context, id int64, role string, clan campaign.Clan) error {
	token, err := campaign.NewToken()
	if err != nil {
		return err
	}
	exp := s.Now().Add(sessionLifetime(role))
	if err := s.Store.NewSession(c.Request.Context(), token, models.Session{CampaignID: id, Role: role, Clan: clan, ExpiresAt: exp}); err != nil {
		return err
	}
	s.setSessionCookie(c, id, token, exp)
	forgetViewer(c)
	if role == models.RoleGM { // who knows the password: a trusted browser (device.go)
		return s.issueDevice(c, id)
	}
	return nil
}

func (s *Server) setSessionCookie(c *gin.Context, id int64, token string, exp time.Time) {
	http.SetCookie(c.Writer, &http.Cookie{Name: CookieName(id), Value: token, Path: "/", Expires: exp,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: web.SecureCookie(c)})
}

// renewSession slides a GM session's expiry forward on use, at most once
// per sessionRenewal; a failed renewal leaves the session as it was.
func (s *Server) renewSession(c *gin.Context, id int64, token string, sess models.Session) {
	life := sessionLifetime(sess.Role)
	exp := s.Now().Add(life)
	if sess.Role != models.RoleGM || sess.ExpiresAt.After(exp.Add(-sessionRenewal)) {
		return
	}
	if err := s.Store.RenewSession(c.Request.Context(), token, exp); err != nil {
		s.Log.WarnContext(c.Request.Context(), "renew session", "campaign", id, "err", err)
		return
	}
	s.setSessionCookie(c, id, token, exp)
}

// RequireGM lets only the campaign's game master through.
func (s *Server) RequireGM(c *gin.Context) {
	id, err := web.CampaignID(c)
	if err != nil {
		s.Fail(c, err)
		c.Abort()
		return
	}
	if !s.Viewer(c, id).GM {
		s.Fail(c, web.ErrForbidden)
		c.Abort()
		return
	}
	c.Next()
}

func (s *Server) loginForm(c *gin.Context) {
	id, err := web.CampaignID(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	cp, err := s.Campaign(c.Request.Context(), id)
	if err != nil {
		s.Fail(c, err)
		return
	}
	p := s.Page(c, cp.Name, "campaigns")
	p.Viewer = s.Viewer(c, id)
	web.Render(c, http.StatusOK, campaignview.Login(p, id, cp.State, ""))
}

func (s *Server) login(c *gin.Context) {
	id, err := web.CampaignID(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	ctx := c.Request.Context()
	cp, err := s.Campaign(ctx, id)
	if err != nil {
		s.Fail(c, err)
		return
	}
	hash, err := s.Store.GMPasswordHash(ctx, id)
	if err != nil {
		s.Fail(c, err)
		return
	}
	// Throttled before any bcrypt work: see throttle.go and device.go.
	gate := s.loginGate(c, id)
	p := s.Page(c, cp.Name, "campaigns")
	if until, err := s.retryAt(ctx, gate.keys()); err != nil {
		s.Fail(c, err)
		return
	} else if until.After(s.Now()) {
		s.loginRefused(c, p, id, cp, "", until, gate)
		return
	}
	ok, err := s.checkPassword(ctx, hash, c.PostForm("password"))
	if err != nil {
		s.Fail(c, err)
		return
	}
	if !ok {
		if err := s.loginFailed(ctx, gate); err != nil {
			s.Fail(c, err)
			return
		}
		if until, err := s.retryAt(ctx, gate.keys()); err == nil && until.After(s.Now()) {
			s.loginRefused(c, p, id, cp, p.Lang.T("login.wrong")+" ", until, gate)
			return
		}
		web.Render(c, http.StatusUnprocessableEntity, campaignview.Login(p, id, cp.State, p.Lang.T("login.wrong")))
		return
	}
	if err := s.forgetFailures(ctx, gate); err != nil {
		s.Fail(c, err)
		return
	}
	if err := s.StartSession(c, id, models.RoleGM, ""); err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d", id))
}

// loginRefused answers a login attempt made during a back-off: 429, when
// to try again, and the form; to an untrusted client, that the game
// master's own browser signs in whatever.
func (s *Server) loginRefused(c *gin.Context, p views.Page, id int64, cp *models.Campaign, before string, until time.Time, g loginGate) {
	now := s.Now()
	web.SetRetryAfter(c, now, until)
	msg := web.TooManyRequests{Key: "login.throttled", RetryAt: until}.Message(p.Lang, now)
	if g.device == "" {
		msg += " " + p.Lang.T("login.knownDevice")
	}
	web.Render(c, http.StatusTooManyRequests, campaignview.Login(p, id, cp.State, before+msg))
}

func (s *Server) logout(c *gin.Context) {
	id, err := web.CampaignID(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	if token, err := c.Cookie(CookieName(id)); err == nil {
		if err := s.Store.EndSession(c.Request.Context(), token); err != nil {
			s.Fail(c, err)
			return
		}
		forgetViewer(c)
	}
	http.SetCookie(c.Writer, &http.Cookie{Name: CookieName(id), Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: web.SecureCookie(c)})
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d", id))
}

// join logs a player in through their secret link.
func (s *Server) join(c *gin.Context) {
	ctx := c.Request.Context()
	pl, err := s.Store.PlayerByToken(ctx, c.Param("token"))
	if errors.Is(err, campaign.ErrNotFound) {
		l := web.Lang(c)
		web.Render(c, http.StatusNotFound, views.ErrorPage(s.Page(c, l.T("err.title"), ""), l.T("join.invalid")))
		return
	}
	if err != nil {
		s.Fail(c, err)
		return
	}
	if err := s.StartSession(c, pl.CampaignID, models.RolePlayer, pl.Clan); err != nil {
		s.Fail(c, err)
		return
	}
	c.Header("Referrer-Policy", "no-referrer")
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d", pl.CampaignID))
}

// HashPassword hashes a new GM password within a bcrypt slot.
func (s *Server) HashPassword(ctx context.Context, pw string) (string, error) {
	var h []byte
	err := s.bcrypt.do(ctx, func() error {
		var err error
		h, err = bcrypt.GenerateFromPassword([]byte(pw), s.PasswordCost)
		return err
	})
	if err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	return string(h), nil
}
