package account

import (
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/tables"
	campaignview "sengoku/views/campaign"
)

// The game master's account: change the password, sign out everywhere,
// choose who may see the campaign.

func (s *Server) renderAccount(c *gin.Context, status int, v campaignview.AccountPage) {
	cp, err := s.Campaign(c.Request.Context(), v.ID)
	if err != nil {
		s.Fail(c, err)
		return
	}
	v.State = cp.State
	v.Listing.Listing = cp.Listing
	v.Listing.PublicLink = s.KeyLink(c.Request, fmt.Sprintf("/campaigns/%d", cp.ID), cp.PublicKey)
	v.Listing.SignInLink = s.KeyLink(c.Request, fmt.Sprintf("/campaigns/%d/login", cp.ID), cp.PublicKey)
	failed, err := s.failedLogins(c.Request.Context(), v.ID)
	if err != nil {
		s.Fail(c, err)
		return
	}
	v.FailedLogins, v.LastFailedLogin = failed.Count, failed.Last
	lock, err := s.lockout(c.Request.Context(), v.ID)
	if err != nil {
		s.Fail(c, err)
		return
	}
	v.LockedUntil, v.LockAddresses = lock.until, lock.addresses
	_, v.KnownDevice = s.trustedDevice(c, v.ID)
	p := s.Page(c, cp.Name, "campaigns")
	p.Viewer = s.Viewer(c, v.ID)
	web.Render(c, status, campaignview.GMAccount(p, v))
}

func (s *Server) accountPage(c *gin.Context) {
	id, _ := web.CampaignID(c)
	s.renderAccount(c, http.StatusOK, campaignview.AccountPage{ID: id, Changed: c.Query("changed") == "1",
		Listing: campaignview.ListingView{Changed: c.Query("visibility") == "1"}})
}

// changeListing is POST /campaigns/:id/account/visibility: the game master
// makes the campaign listed, unlisted or private; the change is logged
// and is a new version of the campaign, so that nothing the public read
// before stays readable (handlers/listing).
func (s *Server) changeListing(c *gin.Context) {
	id, _ := web.CampaignID(c)
	l, ok := campaign.ParseListing(c.PostForm("visibility"))
	if !ok {
		s.renderAccount(c, http.StatusUnprocessableEntity, campaignview.AccountPage{ID: id, Problems: []string{web.Lang(c).T("listing.invalid")}})
		return
	}
	ctx := c.Request.Context()
	saved, err := s.Store.SetListing(ctx, id, l)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.Changed(ctx, id, saved.Version)
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d/account?visibility=1", id))
}

// changePassword checks the current password (throttled like the login
// form), then stores the new one and ends every other GM session of the
// campaign; this browser's session goes on.
func (s *Server) changePassword(c *gin.Context) {
	id, _ := web.CampaignID(c)
	ctx := c.Request.Context()
	l := web.Lang(c)
	gate := s.loginGate(c, id)
	if until, err := s.retryAt(ctx, gate.keys()); err != nil {
		s.Fail(c, err)
		return
	} else if until.After(s.Now()) {
		web.SetRetryAfter(c, s.Now(), until)
		msg := web.TooManyRequests{Key: "login.throttled", RetryAt: until}.Message(l, s.Now())
		s.renderAccount(c, http.StatusTooManyRequests, campaignview.AccountPage{ID: id, Problems: []string{msg}})
		return
	}
	hash, err := s.Store.GMPasswordHash(ctx, id)
	if err != nil {
		s.Fail(c, err)
		return
	}
	ok, err := s.checkPassword(ctx, hash, c.PostForm("current"))
	if err != nil {
		s.Fail(c, err)
		return
	}
	v := &tables.ValidationError{}
	if !ok {
		if err := s.loginFailed(ctx, gate); err != nil {
			s.Fail(c, err)
			return
		}
		v.Add("current", "account.wrong")
	}
	pw2 := c.PostForm("gm_password2")
	CheckNewPassword(v, "gm_password", c.PostForm("gm_password"), "gm_password2", &pw2)
	if v.Err() != nil {
		s.renderAccount(c, http.StatusUnprocessableEntity, campaignview.AccountPage{ID: id, Problems: v.List(string(l))})
		return
	}
	newHash, err := s.HashPassword(ctx, c.PostForm("gm_password"))
	if err != nil {
		s.Fail(c, err)
		return
	}
	keep, _ := c.Cookie(CookieName(id))
	if err := s.Store.ChangeGMPassword(ctx, id, newHash, keep); err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d/account?changed=1", id))
}

// signOutEverywhere ends every GM session of the campaign, this one too.
func (s *Server) signOutEverywhere(c *gin.Context) {
	id, _ := web.CampaignID(c)
	if err := s.Store.EndSessions(c.Request.Context(), id, models.RoleGM, ""); err != nil {
		s.Fail(c, err)
		return
	}
	forgetViewer(c)
	http.SetCookie(c.Writer, &http.Cookie{Name: CookieName(id), Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: web.SecureCookie(c)})
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d", id))
}
