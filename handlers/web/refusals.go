package web

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// The refusals that every room returns and the server's one failure
// mapping (handlers: fail, failJSON) answers: 403, 429 and 503.

// ErrForbidden is returned when the viewer's role does not allow an action.
var ErrForbidden = errors.New("forbidden")

// ErrBusy is a request refused because the server is saturated; the client
// should retry shortly.
var ErrBusy = errors.New("server busy")

// TooManyRequests is a request over a rate limit, to try again at RetryAt;
// Key names its message in the catalogue (with the retry time's %s and the
// minutes' %d, or with Seconds only the seconds' %d: a wait of seconds).
type TooManyRequests struct {
	Key     string
	RetryAt time.Time
	Seconds bool
}

func (e TooManyRequests) Error() string {
	return "rate limited until " + e.RetryAt.Format(time.RFC3339)
}

// Message is the refusal in the user's language, with the local time to
// try again and the minutes to wait.
func (e TooManyRequests) Message(l views.Lang, now time.Time) string {
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

// SetRetryAfter tells the client how many seconds to wait.
func SetRetryAfter(c *gin.Context, now, at time.Time) {
	c.Header("Retry-After", strconv.Itoa(secondsUntil(now, at)))
}

// secureKey marks, in a request's context, that its cookies are Secure.
const secureKey = "sengoku.secure"

// MarkSecure records for SecureCookie that the site is public over https.
func MarkSecure(c *gin.Context) { c.Set(secureKey, true) }

// SecureCookie is the Secure flag of the cookies a response sets: the
// request came over TLS, or the site's public address is https
// (MarkSecure).
func SecureCookie(c *gin.Context) bool {
	return c.Request.TLS != nil || c.GetBool(secureKey)
}

// LinkBase is where the links the site hands out (join links, shared
// calculator results, API examples) point.
type LinkBase struct {
	// URL holds only a scheme and a host.
	URL *url.URL
	// LocalOnly is true when the host is this computer's loopback address:
	// such links open nowhere but on the machine that serves the site.
	LocalOnly bool
}
