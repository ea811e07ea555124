package web

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"strings"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"
)

// JSONType is the content type of every JSON answer.
const JSONType = "application/json; charset=utf-8"

// Render writes a templ component with status. It renders into a buffer
// first so a failing component never sends half a page; the failure is
// logged with its cause, the user sees a safe message.
func Render(c *gin.Context, status int, comp templ.Component) {
	write(c, status, func(w io.Writer) error { return comp.Render(c.Request.Context(), w) })
}

// RenderFragments writes only the fragments ids of page (templ.Fragment),
// with status: an htmx request's part of a page, rendered and failing as
// Render's whole pages do.
func RenderFragments(c *gin.Context, status int, page templ.Component, ids ...any) {
	write(c, status, func(w io.Writer) error { return templ.RenderFragments(c.Request.Context(), w, page, ids...) })
}

// write answers what draw writes, as HTML with status, or a logged 500
// when draw fails (499, logged at info level, when its client hung up).
func write(c *gin.Context, status int, draw func(io.Writer) error) {
	// Room for a whole campaign map page from the start: growing the
	// buffer by doubling copied the page several times over.
	buf := bytes.NewBuffer(make([]byte, 0, 64<<10))
	if err := draw(buf); err != nil {
		ctx := c.Request.Context()
		if ClientGone(ctx, err) { // a render stops when its client hangs up
			RequestLogger(c).InfoContext(ctx, "client gone", "status", StatusClientGone, "path", c.Request.URL.Path, "err", err)
			c.String(StatusClientGone, Lang(c).T("err.clientGone"))
			return
		}
		RequestLogger(c).ErrorContext(ctx, "render", "method", c.Request.Method, "path", c.Request.URL.Path, "err", err)
		c.String(http.StatusInternalServerError, Lang(c).T("err.internal"))
		return
	}
	Vary(c.Writer.Header(), "HX-Request")
	c.Data(status, "text/html; charset=utf-8", buf.Bytes())
}

// loggerKey holds the server's logger in each request's gin context, for
// Render: a function every handler calls, with no server at hand.
const loggerKey = "sengoku.logger"

// WithLogger gives each request the server's logger (see loggerKey).
func WithLogger(log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		c.Set(loggerKey, log)
		c.Next()
	}
}

// RequestLogger is the server's logger, which WithLogger put in c (the
// default logger for a request that did not pass through it).
func RequestLogger(c *gin.Context) *slog.Logger {
	if l, ok := c.Value(loggerKey).(*slog.Logger); ok {
		return l
	}
	return slog.Default()
}

// Vary adds field to the response's Vary header, on one line with those
// already there (the compression's Accept-Encoding).
func Vary(h http.Header, field string) {
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

// IsFragment reports an htmx request that wants a fragment: HX-Request set,
// not a boosted navigation and not a history restore (those want full pages).
func IsFragment(c *gin.Context) bool {
	h := c.Request.Header
	return h.Get("HX-Request") == "true" && h.Get("HX-Boosted") != "true" && h.Get("HX-History-Restore-Request") != "true"
}

// BadRequest is a malformed request; its value is a catalogue key.
type BadRequest string

func (b BadRequest) Error() string { return string(b) }

// AcceptsGzip reads an Accept-Encoding header: gzip, or any, not refused
// with q=0.
func AcceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if coding != "gzip" && coding != "*" {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
