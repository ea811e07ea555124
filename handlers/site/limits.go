package site

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/views"
)

// A club creates or imports a campaign a few times a season: these bound
// what one client address may do in an hour, unless the server says
// otherwise (handlers.Options).
const (
	DefaultCreatesPerHour = 30
	DefaultImportsPerHour = 20
)

// LimitPerAddress answers 429 to a client address that has made perHour
// requests of this kind in the current hour; otherwise it counts this one
// and lets it through. A negative perHour lets everything through.
func (s *Site) LimitPerAddress(kind string, perHour int) gin.HandlerFunc {
	return func(c *gin.Context) {
		if perHour < 0 {
			c.Next()
			return
		}
		ctx := c.Request.Context()
		now := s.Now()
		key := kind + "-addr:" + c.ClientIP()
		n, err := s.Store.CountSince(ctx, key, now.Truncate(time.Hour))
		if err == nil && n.Count >= perHour {
			err = web.TooManyRequests{Key: "err.limit." + kind, RetryAt: now.Truncate(time.Hour).Add(time.Hour)}
		}
		if err == nil {
			err = s.Store.CountEvent(ctx, key, now, time.Hour)
		}
		if err != nil {
			s.Fail(c, err)
			c.Abort()
			return
		}
		c.Next()
	}
}

// LimitBody refuses, before reading it, a request body declared larger
// than limit bytes, and caps any other body at limit. Routes that take
// larger uploads set their own, larger, MaxBytesReader after this one.
func (s *Site) LimitBody(limit int64) gin.HandlerFunc {
	return func(c *gin.Context) {
		if c.Request.ContentLength > limit && !s.largeUpload(c.Request) {
			s.Fail(c, tooLargeBody{limit})
			c.Abort()
			return
		}
		if !s.largeUpload(c.Request) && c.Request.Body != nil {
			c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, limit)
		}
		c.Next()
	}
}

// largeUpload reports whether r is one of the uploads with a limit of
// their own (handlers/campaigns: maxImport, maxUpload; play.MaxPhotoBody).
func (s *Site) largeUpload(r *http.Request) bool {
	switch r.URL.Path {
	case "/campaigns/import", "/campaigns", "/api/campaigns":
		return true
	}
	return r.Method == http.MethodPost && s.PhotoUpload(r.URL.Path)
}

// MaxBody bounds every other request body: the largest form or JSON
// body a page or the API sends is well under 1 MB.
const MaxBody = 2 << 20

// maxFormFields bounds the fields of a URL-encoded form: the largest form
// the site sends (an Art of Tactic army of 60 units) has a few hundred.
// (A multipart form is bounded by the standard library's 1000 parts.)
const maxFormFields = 1000

// LimitFormFields refuses with 413 a URL-encoded form of more than
// maxFormFields fields, before any handler parses it. The body is already
// bounded by LimitBody; the large uploads have their own handling.
func (s *Site) LimitFormFields(c *gin.Context) {
	r := c.Request
	if r.Body == nil || s.largeUpload(r) || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/x-www-form-urlencoded") {
		c.Next()
		return
	}
	body, err := io.ReadAll(r.Body)
	switch {
	case web.IsTooLarge(err):
		s.Fail(c, tooLargeBody{MaxBody})
	case err != nil:
		s.Fail(c, web.BadRequest("err.form"))
	case bytes.Count(body, []byte("&"))+1 > maxFormFields:
		s.Fail(c, tooManyFields{maxFormFields})
	default:
		r.Body = io.NopCloser(bytes.NewReader(body))
		c.Next()
		return
	}
	c.Abort()
}

// tooManyFields is a form over maxFormFields fields.
type tooManyFields struct{ limit int }

func (e tooManyFields) Error() string { return fmt.Sprintf("form over %d fields", e.limit) }

// LimitStatus maps the refusals of this file to their status and message,
// and sets Retry-After where the client should wait; ok is false for any
// other error.
func (s *Site) LimitStatus(c *gin.Context, l views.Lang, err error) (status int, msg string, ok bool) {
	var tm web.TooManyRequests
	var big tooLargeBody
	var fields tooManyFields
	switch {
	case errors.As(err, &tm):
		now := s.Now()
		web.SetRetryAfter(c, now, tm.RetryAt)
		return http.StatusTooManyRequests, tm.Message(l, now), true
	case errors.Is(err, web.ErrBusy):
		c.Header("Retry-After", "5")
		return http.StatusServiceUnavailable, l.T("err.busy"), true
	case errors.As(err, &big):
		return http.StatusRequestEntityTooLarge, fmt.Sprintf(l.T("err.body.toolarge"), big.limit>>20), true
	case errors.As(err, &fields):
		return http.StatusRequestEntityTooLarge, fmt.Sprintf(l.T("err.form.toomany"), fields.limit), true
	}
	return 0, "", false
}

// tooLargeBody is a request body over the general limit.
type tooLargeBody struct{ limit int64 }

func (e tooLargeBody) Error() string { return fmt.Sprintf("request body over %d bytes", e.limit) }
