package handlers

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"

	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
)

// Failed GM logins: after loginFree failures of one campaign, or from one
// client address, within loginSpan, each further attempt waits a back-off
// that doubles with every failure of the last day (loginBackoff, 2×, 4×…
// up to loginMaxBackoff). Successful logins are never slowed. A browser
// holding a device cookie of the campaign is held to the same numbers on
// its own failures only (device.go). The counts live in the database, so
// the limit holds across instances.
const (
	loginFree       = 5
	loginSpan       = 15 * time.Minute
	loginBackoff    = time.Minute
	loginMaxBackoff = 12 * time.Hour
	loginBucket     = time.Minute // counter window
)

// A club creates or imports a campaign a few times a season: these bound
// what one client address may do in an hour.
const (
	createPerHour = 30
	importPerHour = 20
)

// bcryptSlots bounds the password hashes computed at once, so that login
// attempts cannot take every core; a request that cannot get a slot within
// bcryptWait is answered 503.
const (
	bcryptSlots = 2
	bcryptWait  = 5 * time.Second
)

// errBusy is a request refused because the server is saturated; the client
// should retry shortly.
var errBusy = errors.New("server busy")

// tooManyRequests is a request over a rate limit, to try again at RetryAt;
// Key names its message in the catalogue (with the retry time's %s and the
// minutes' %d, or with Seconds only the seconds' %d: a wait of seconds).
type tooManyRequests struct {
	Key     string
	RetryAt time.Time
	Seconds bool
}

func (e tooManyRequests) Error() string {
	return "rate limited until " + e.RetryAt.Format(time.RFC3339)
}

// message is the refusal in the user's language, with the local time to
// try again and the minutes to wait.
func (e tooManyRequests) message(l views.Lang, now time.Time) string {
	if e.Seconds {
		return fmt.Sprintf(l.T(e.Key), secondsUntil(now, e.RetryAt))
	}
	return fmt.Sprintf(l.T(e.Key), e.RetryAt.Local().Format("15:04"), minutesUntil(now, e.RetryAt))
}

// minutesUntil rounds the wait up to whole minutes, at least 1.
func minutesUntil(now, t time.Time) int {
	m := int((t.Sub(now) + time.Minute - 1) / time.Minute)
	return max(m, 1)
}

// secondsUntil rounds the wait up to whole seconds, at least 1.
func secondsUntil(now, t time.Time) int {
	return max(int((t.Sub(now)+time.Second-1)/time.Second), 1)
}

// setRetryAfter tells the client how many seconds to wait.
func setRetryAfter(c *gin.Context, now, at time.Time) {
	c.Header("Retry-After", strconv.Itoa(secondsUntil(now, at)))
}

func loginCampaignKey(id int64) string   { return "login-campaign:" + strconv.FormatInt(id, 10) }
func loginAddressKey(addr string) string { return "login-addr:" + addr }

// retryAt is when the next GM login throttled by keys (loginGate.keys)
// may be tried; the zero time (or a past one) when it may be tried now.
func (s *Server) retryAt(ctx context.Context, keys []string) (time.Time, error) {
	now := s.now()
	var until time.Time
	for _, key := range keys {
		recent, err := s.db.CountSince(ctx, key, now.Add(-loginSpan))
		if err != nil {
			return time.Time{}, err
		}
		if recent.Count < loginFree {
			continue
		}
		day, err := s.db.CountSince(ctx, key, now.Add(-24*time.Hour))
		if err != nil {
			return time.Time{}, err
		}
		if t := recent.Last.Add(backoff(day.Count)); t.After(until) {
			until = t
		}
	}
	return until, nil
}

// backoff is the wait after failures failed logins (at least loginFree).
func backoff(failures int) time.Duration {
	d := loginBackoff
	for i := loginFree; i < failures && d < loginMaxBackoff; i++ {
		d *= 2
	}
	return min(d, loginMaxBackoff)
}

// loginFailed counts a failed login through gate g.
func (s *Server) loginFailed(ctx context.Context, g loginGate) error {
	now := s.now()
	for _, key := range g.failedKeys() {
		if err := s.db.CountEvent(ctx, key, now, loginBucket); err != nil {
			return err
		}
	}
	return nil
}

// FailedLogins are a campaign's failed GM logins of the last day, for its
// GM to see: those of untrusted clients and those of browsers holding a
// device cookie (counted apart, as they lock nobody else out).
func (s *Server) failedLogins(ctx context.Context, id int64) (models.RateCount, error) {
	var all models.RateCount
	for _, key := range []string{loginCampaignKey(id), loginKnownKey(id)} {
		n, err := s.db.CountSince(ctx, key, s.now().Add(-24*time.Hour))
		if err != nil {
			return all, err
		}
		all.Count += n.Count
		if n.Last.After(all.Last) {
			all.Last = n.Last
		}
	}
	return all, nil
}

// limitPerAddress answers 429 to a client address that has made perHour
// requests of this kind in the current hour; otherwise it counts this one
// and lets it through. A negative perHour lets everything through.
func (s *Server) limitPerAddress(kind string, perHour int) gin.HandlerFunc {
	return func(c *gin.Context) {
		if perHour < 0 {
			c.Next()
			return
		}
		ctx := c.Request.Context()
		now := s.now()
		key := kind + "-addr:" + c.ClientIP()
		n, err := s.db.CountSince(ctx, key, now.Truncate(time.Hour))
		if err == nil && n.Count >= perHour {
			err = tooManyRequests{Key: "err.limit." + kind, RetryAt: now.Truncate(time.Hour).Add(time.Hour)}
		}
		if err == nil {
			err = s.db.CountEvent(ctx, key, now, time.Hour)
		}
		if err != nil {
			s.failAny(c, err)
			c.Abort()
			return
		}
		c.Next()
	}
}

// failAny answers err as JSON on the API and as a page elsewhere.
func (s *Server) failAny(c *gin.Context, err error) {
	if strings.HasPrefix(c.Request.URL.Path, "/api/") {
		s.failJSON(c, err)
		return
	}
	s.fail(c, err)
}

// bcryptGate holds the slots of bcrypt work.
type bcryptGate struct {
	slots chan struct{}
	wait  time.Duration
}

func newBcryptGate(slots int, wait time.Duration) bcryptGate {
	return bcryptGate{slots: make(chan struct{}, slots), wait: wait}
}

// do runs fn in a slot, waiting at most g.wait for one.
func (g bcryptGate) do(ctx context.Context, fn func() error) error {
	t := time.NewTimer(g.wait)
	defer t.Stop()
	select {
	case g.slots <- struct{}{}:
	case <-t.C:
		return errBusy
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-g.slots }()
	return fn()
}

// checkPassword reports whether pw is the password of hash, within a
// bcrypt slot.
func (s *Server) checkPassword(ctx context.Context, hash, pw string) (bool, error) {
	if len(pw) > 72 {
		return false, nil
	}
	ok := false
	err := s.bcrypt.do(ctx, func() error {
		ok = bcrypt.CompareHashAndPassword([]byte(hash), []byte(pw)) == nil
		return nil
	})
	return ok, err
}

// limitBody refuses, before reading it, a request body declared larger
// than limit bytes, and caps any other body at limit. Routes that take
// larger uploads set their own, larger, MaxBytesReader after this one.
func (s *Server) limitBody(limit int64) gin.HandlerFunc {
	return func(c *gin.Context) {
		if c.Request.ContentLength > limit && !largeUpload(c.Request) {
			s.failAny(c, tooLargeBody{limit})
			c.Abort()
			return
		}
		if !largeUpload(c.Request) && c.Request.Body != nil {
			c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, limit)
		}
		c.Next()
	}
}

// largeUpload reports whether r is one of the uploads with a limit of
// their own (maxImport, maxUpload, maxPhotoBody).
func largeUpload(r *http.Request) bool {
	switch r.URL.Path {
	case "/campaigns/import", "/campaigns", "/api/campaigns":
		return true
	}
	return r.Method == http.MethodPost && isPhotoUpload(r.URL.Path)
}

// maxBody bounds every other request body: the largest form or JSON
// body a page or the API sends is well under 1 MB.
const maxBody = 2 << 20

// maxFormFields bounds the fields of a URL-encoded form: the largest form
// the site sends (an Art of Tactic army of 60 units) has a few hundred.
// (A multipart form is bounded by the standard library's 1000 parts.)
const maxFormFields = 1000

// limitFormFields refuses with 413 a URL-encoded form of more than
// maxFormFields fields, before any handler parses it. The body is already
// bounded by limitBody; the large uploads have their own handling.
func (s *Server) limitFormFields(c *gin.Context) {
	r := c.Request
	if r.Body == nil || largeUpload(r) || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/x-www-form-urlencoded") {
		c.Next()
		return
	}
	body, err := io.ReadAll(r.Body)
	switch {
	case isTooLarge(err):
		s.failAny(c, tooLargeBody{maxBody})
	case err != nil:
		s.failAny(c, web.BadRequest("err.form"))
	case bytes.Count(body, []byte("&"))+1 > maxFormFields:
		s.failAny(c, tooManyFields{maxFormFields})
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

// limitStatus maps the refusals of this file to their status and message,
// and sets Retry-After where the client should wait; ok is false for any
// other error.
func (s *Server) limitStatus(c *gin.Context, l views.Lang, err error) (status int, msg string, ok bool) {
	var tm tooManyRequests
	var big tooLargeBody
	var fields tooManyFields
	switch {
	case errors.As(err, &tm):
		now := s.now()
		setRetryAfter(c, now, tm.RetryAt)
		return http.StatusTooManyRequests, tm.message(l, now), true
	case errors.Is(err, errBusy):
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
