package handlers

import (
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/tables"
	campaignview "sengoku/views/campaign"
)

// The game master's account: change the password, sign out everywhere.

func (s *Server) renderAccount(c *gin.Context, status int, v campaignview.AccountPage) {
	cp, err := s.db.Campaign(c.Request.Context(), v.ID)
	if err != nil {
		s.fail(c, err)
		return
	}
	v.State = cp.State
	failed, err := s.failedLogins(c.Request.Context(), v.ID)
	if err != nil {
		s.fail(c, err)
		return
	}
	v.FailedLogins, v.LastFailedLogin = failed.Count, failed.Last
	lock, err := s.lockout(c.Request.Context(), v.ID)
	if err != nil {
		s.fail(c, err)
		return
	}
	v.LockedUntil, v.LockAddresses = lock.until, lock.addresses
	_, v.KnownDevice = s.trustedDevice(c, v.ID)
	p := s.page(c, cp.Name, "campaigns")
	p.Viewer = s.viewer(c, v.ID)
	web.Render(c, status, campaignview.GMAccount(p, v))
}

func (s *Server) accountPage(c *gin.Context) {
	id, _ := campaignID(c)
	s.renderAccount(c, http.StatusOK, campaignview.AccountPage{ID: id, Changed: c.Query("changed") == "1"})
}

// changePassword checks the current password (throttled like the login
// form), then stores the new one and ends every other GM session of the
// campaign; this browser's session goes on.
func (s *Server) changePassword(c *gin.Context) {
	id, _ := campaignID(c)
	ctx := c.Request.Context()
	l := web.Lang(c)
	gate := s.loginGate(c, id)
	if until, err := s.retryAt(ctx, gate.keys()); err != nil {
		s.fail(c, err)
		return
	} else if until.After(s.now()) {
		setRetryAfter(c, s.now(), until)
		msg := tooManyRequests{Key: "login.throttled", RetryAt: until}.message(l, s.now())
		s.renderAccount(c, http.StatusTooManyRequests, campaignview.AccountPage{ID: id, Problems: []string{msg}})
		return
	}
	hash, err := s.db.GMPasswordHash(ctx, id)
	if err != nil {
		s.fail(c, err)
		return
	}
	ok, err := s.checkPassword(ctx, hash, c.PostForm("current"))
	if err != nil {
		s.fail(c, err)
		return
	}
	v := &tables.ValidationError{}
	if !ok {
		if err := s.loginFailed(ctx, gate); err != nil {
			s.fail(c, err)
			return
		}
		addKey(v, "current", "account.wrong")
	}
	pw2 := c.PostForm("gm_password2")
	checkNewPassword(v, "gm_password", c.PostForm("gm_password"), "gm_password2", &pw2)
	if v.Err() != nil {
		s.renderAccount(c, http.StatusUnprocessableEntity, campaignview.AccountPage{ID: id, Problems: v.List(string(l))})
		return
	}
	newHash, err := s.hashPassword(ctx, c.PostForm("gm_password"))
	if err != nil {
		s.fail(c, err)
		return
	}
	keep, _ := c.Cookie(cookieName(id))
	if err := s.db.ChangeGMPassword(ctx, id, newHash, keep); err != nil {
		s.fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d/account?changed=1", id))
}

// signOutEverywhere ends every GM session of the campaign, this one too.
func (s *Server) signOutEverywhere(c *gin.Context) {
	id, _ := campaignID(c)
	if err := s.db.EndSessions(c.Request.Context(), id, models.RoleGM, ""); err != nil {
		s.fail(c, err)
		return
	}
	http.SetCookie(c.Writer, &http.Cookie{Name: cookieName(id), Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secureCookie(c)})
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d", id))
}
