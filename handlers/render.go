package handlers

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/views"
)

// page builds the layout model for the request.
func (s *Server) page(c *gin.Context, title, nav string) views.Page {
	return views.Page{Lang: web.Lang(c), Title: title, Path: c.Request.URL.RequestURI(), Nav: nav}
}

// fail answers an error as an HTML page: 404, 403, 409, 422 or 500 (only
// 500s are logged, with their cause; the user sees a safe message), or
// 499 for a client that hung up (logged at info level: web.ClientGone).
func (s *Server) fail(c *gin.Context, err error) {
	l := web.Lang(c)
	status, msg, ok := s.site.LimitStatus(c, l, err)
	if !ok {
		status, msg = s.classify(c.Request.Context(), l, err)
	}
	s.conflictVersion(c, err)
	p := s.page(c, l.T("err.title"), "")
	web.Render(c, status, views.ErrorPage(p, msg))
}

// versionHeader carries a campaign's current version on a 409, so that a
// client refreshes without asking for it (the JSON answer also has it in
// "version"; a page re-rendered on a 409 has it on #campaign).
const versionHeader = "Sengoku-Version"

// conflictVersion is the current version of the request's campaign when
// err is a conflict on a campaign route, set in the versionHeader too; ok
// is false otherwise (or when the version cannot be read: the 409 stands
// without it).
func (s *Server) conflictVersion(c *gin.Context, err error) (version int64, ok bool) {
	route := c.FullPath()
	if !errors.Is(err, campaign.ErrConflict) || !web.IsCampaignRoute(route) {
		return 0, false
	}
	id, idErr := web.CampaignID(c)
	if idErr != nil {
		return 0, false
	}
	version, verErr := s.db.CampaignVersion(c.Request.Context(), id)
	if verErr != nil {
		return 0, false
	}
	c.Header(versionHeader, strconv.FormatInt(version, 10))
	return version, true
}

// failJSON answers an error as JSON: {"error": msg, "problems": {...}},
// and on a campaign's 409 its current "version".
func (s *Server) failJSON(c *gin.Context, err error) {
	l := web.Lang(c)
	status, msg, ok := s.site.LimitStatus(c, l, err)
	if !ok {
		status, msg = s.classify(c.Request.Context(), l, err)
	}
	body := gin.H{"error": msg}
	if v, ok := tables.AsValidation(err); ok {
		body["problems"] = v.Messages(string(l))
	}
	if v, ok := s.conflictVersion(c, err); ok {
		body["version"] = v
	}
	c.JSON(status, body)
}

// failBody answers a body web.DecodeStrict refused: 400, naming an unknown
// field in the caller's language.
func (s *Server) failBody(c *gin.Context, err error) {
	var uf web.UnknownFieldError
	if !errors.As(err, &uf) {
		s.failJSON(c, err)
		return
	}
	msg := web.Lang(c).Render(i18n.M("api.err.unknown-body-field", uf.Field))
	c.JSON(http.StatusBadRequest, gin.H{"error": msg, "problems": gin.H{uf.Field: msg}})
}

// failCalcJSON answers a calculator's or a printable's error as JSON: a
// refused query as web.WriteRefusal does, anything else as failJSON does.
func (s *Server) failCalcJSON(c *gin.Context, err error) {
	if !web.WriteRefusal(c, err) {
		s.failJSON(c, err)
	}
}

func (s *Server) classify(ctx context.Context, l views.Lang, err error) (int, string) {
	if v, ok := tables.AsValidation(err); ok {
		// A campaign action the actor may never make (a player acting for
		// another clan, a GM-only action) is 403, with the engine's reason.
		if errors.Is(err, campaign.ErrForbidden) {
			return http.StatusForbidden, strings.Join(v.List(string(l)), " ")
		}
		return http.StatusUnprocessableEntity, strings.Join(v.List(string(l)), " ")
	}
	var bad web.BadRequest
	switch {
	case errors.As(err, &bad):
		return http.StatusBadRequest, l.T(string(bad))
	case errors.Is(err, campaign.ErrNotFound):
		return http.StatusNotFound, l.T("err.notfound")
	case errors.Is(err, web.ErrForbidden):
		return http.StatusForbidden, l.T("err.forbidden")
	case errors.Is(err, campaign.ErrConflict):
		return http.StatusConflict, l.T("err.conflict")
	}
	if web.ClientGone(ctx, err) {
		s.log.InfoContext(ctx, "client gone", "status", web.StatusClientGone, "err", err)
		return web.StatusClientGone, l.T("err.clientGone")
	}
	s.log.ErrorContext(ctx, "request failed", "err", err)
	return http.StatusInternalServerError, l.T("err.internal")
}

// failAny answers err as JSON on the API and as a page elsewhere.
func (s *Server) failAny(c *gin.Context, err error) {
	if strings.HasPrefix(c.Request.URL.Path, "/api/") {
		s.failJSON(c, err)
		return
	}
	s.fail(c, err)
}

func (s *Server) notFound(c *gin.Context) {
	if strings.HasPrefix(c.Request.URL.Path, "/api/") {
		s.failJSON(c, campaign.ErrNotFound)
		return
	}
	s.fail(c, campaign.ErrNotFound)
}
