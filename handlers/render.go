package handlers

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/tables"
	"sengoku/views"
)

// errForbidden is returned when the viewer's role does not allow an action.
var errForbidden = errors.New("forbidden")

// render writes a templ component with status. It renders into a buffer
// first so a failing component never sends half a page; the failure is
// logged with its cause, the user sees a safe message.
func render(c *gin.Context, status int, comp templ.Component) {
	// Room for a whole campaign map page from the start: growing the
	// buffer by doubling copied the page several times over.
	buf := bytes.NewBuffer(make([]byte, 0, 64<<10))
	if err := comp.Render(c.Request.Context(), buf); err != nil {
		requestLogger(c).ErrorContext(c.Request.Context(), "render", "method", c.Request.Method, "path", c.Request.URL.Path, "err", err)
		c.String(http.StatusInternalServerError, lang(c).T("err.internal"))
		return
	}
	vary(c.Writer.Header(), "HX-Request")
	c.Data(status, "text/html; charset=utf-8", buf.Bytes())
}

// loggerKey holds the server's logger in each request's gin context, for
// render: a function every handler calls, with no server at hand.
const loggerKey = "sengoku.logger"

// withLogger gives the request the server's logger (see loggerKey).
func (s *Server) withLogger(c *gin.Context) {
	c.Set(loggerKey, s.log)
	c.Next()
}

// requestLogger is the server's logger, which withLogger put in c (the
// default logger for a request that did not pass through it).
func requestLogger(c *gin.Context) *slog.Logger {
	if l, ok := c.Value(loggerKey).(*slog.Logger); ok {
		return l
	}
	return slog.Default()
}

// vary adds field to the response's Vary header, on one line with those
// already there (the compression's Accept-Encoding).
func vary(h http.Header, field string) {
	v := h.Get("Vary")
	if v == "" {
		h.Set("Vary", field)
		return
	}
	for named := range strings.SplitSeq(v, ",") { // no copies: every cached answer passes here
		if strings.TrimSpace(named) == field {
			return
		}
	}
	h.Set("Vary", v+", "+field)
}

// isFragment reports an htmx request that wants a fragment: HX-Request set,
// not a boosted navigation and not a history restore (those want full pages).
func isFragment(c *gin.Context) bool {
	h := c.Request.Header
	return h.Get("HX-Request") == "true" && h.Get("HX-Boosted") != "true" && h.Get("HX-History-Restore-Request") != "true"
}

// page builds the layout model for the request.
func (s *Server) page(c *gin.Context, title, nav string) views.Page {
	return views.Page{Lang: lang(c), Title: title, Path: c.Request.URL.RequestURI(), Nav: nav}
}

// fail answers an error as an HTML page: 404, 403, 409, 422 or 500 (only
// 500s are logged, with their cause; the user sees a safe message).
func (s *Server) fail(c *gin.Context, err error) {
	l := lang(c)
	status, msg, ok := s.limitStatus(c, l, err)
	if !ok {
		status, msg = s.classify(c.Request.Context(), l, err)
	}
	p := s.page(c, l.T("err.title"), "")
	render(c, status, views.ErrorPage(p, msg))
}

// failJSON answers an error as JSON: {"error": msg, "problems": {...}}.
func (s *Server) failJSON(c *gin.Context, err error) {
	l := lang(c)
	status, msg, ok := s.limitStatus(c, l, err)
	if !ok {
		status, msg = s.classify(c.Request.Context(), l, err)
	}
	body := gin.H{"error": msg}
	if v, ok := tables.AsValidation(err); ok {
		body["problems"] = v.Messages(string(l))
	}
	c.JSON(status, body)
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
	var bad badRequest
	switch {
	case errors.As(err, &bad):
		return http.StatusBadRequest, l.T(string(bad))
	case errors.Is(err, campaign.ErrNotFound):
		return http.StatusNotFound, l.T("err.notfound")
	case errors.Is(err, errForbidden):
		return http.StatusForbidden, l.T("err.forbidden")
	case errors.Is(err, campaign.ErrConflict):
		return http.StatusConflict, l.T("err.conflict")
	}
	s.log.ErrorContext(ctx, "request failed", "err", err)
	return http.StatusInternalServerError, l.T("err.internal")
}

// badRequest is a malformed request; its value is a catalogue key.
type badRequest string

func (b badRequest) Error() string { return string(b) }

func (s *Server) notFound(c *gin.Context) {
	if strings.HasPrefix(c.Request.URL.Path, "/api/") {
		s.failJSON(c, campaign.ErrNotFound)
		return
	}
	s.fail(c, campaign.ErrNotFound)
}
