package account

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
)

// Device cookies (OWASP, "Slow down online guessing attacks with device
// cookies"): a browser that signed in once as a campaign's game master
// holds a cookie signed by the server, naming the campaign and a random
// nonce. A sign-in from such a browser is throttled only on that
// browser's own failures, counted per nonce in the rate-limit table (so
// that every instance agrees); the lock-out that wrong passwords from
// elsewhere bring on every other client never reaches it. So a stranger
// guessing the password slows every untrusted client, himself included,
// and never the game master at his own browser.

// deviceCookiePrefix starts the name of each campaign's device cookie.
const deviceCookiePrefix = "sengoku_d"

// deviceLifetime is how long a device cookie lasts: a year of club
// seasons; each sign-in from the browser issues a new one.
const deviceLifetime = 365 * 24 * time.Hour

// deviceKeyLabel derives the device cookies' key from the link key.
const deviceKeyLabel = "sengoku device cookie v1"

// DeviceKey derives the key that signs device cookies from the server's
// link key (cmd/sengoku: the key file): instances that share a key file
// accept each other's cookies; the link key itself signs nothing.
func DeviceKey(linkKey []byte) []byte {
	m := hmac.New(sha256.New, linkKey)
	m.Write([]byte(deviceKeyLabel))
	return m.Sum(nil)
}

// randomDeviceKey is the key of a server given none: its cookies hold on
// this process only (elsewhere they are untrusted, never refused).
func randomDeviceKey() []byte {
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		panic("account: random device key: " + err.Error()) // the system's randomness failed
	}
	return k
}

func deviceCookieName(id int64) string { return deviceCookiePrefix + strconv.FormatInt(id, 10) }

// devicePath scopes a campaign's device cookie to its own pages (the
// sign-in and the account forms are under it).
func devicePath(id int64) string { return fmt.Sprintf("/campaigns/%d/", id) }

// deviceMAC signs nonce for campaign id.
func (s *Server) deviceMAC(id int64, nonce string) []byte {
	m := hmac.New(sha256.New, s.DeviceKey)
	fmt.Fprintf(m, "%d\x00%s", id, nonce)
	return m.Sum(nil)
}

// issueDevice gives the browser a new device cookie of campaign id.
func (s *Server) issueDevice(c *gin.Context, id int64) error {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return fmt.Errorf("device nonce: %w", err)
	}
	nonce := base64.RawURLEncoding.EncodeToString(b)
	value := nonce + "." + base64.RawURLEncoding.EncodeToString(s.deviceMAC(id, nonce))
	http.SetCookie(c.Writer, &http.Cookie{Name: deviceCookieName(id), Value: value, Path: devicePath(id),
		Expires: s.Now().Add(deviceLifetime), HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: web.SecureCookie(c)})
	return nil
}

// trustedDevice is the nonce of the browser's device cookie of campaign
// id, when it holds one the server signed for that campaign.
func (s *Server) trustedDevice(c *gin.Context, id int64) (string, bool) {
	raw, err := c.Cookie(deviceCookieName(id))
	if err != nil {
		return "", false
	}
	nonce, sig, ok := strings.Cut(raw, ".")
	if !ok || nonce == "" {
		return "", false
	}
	mac, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(mac, s.deviceMAC(id, nonce)) {
		return "", false
	}
	return nonce, true
}

// loginGate is what throttles a GM sign-in (or password check) of one
// campaign from one browser: the browser's own failures when it holds a
// device cookie, the campaign's and the address's otherwise.
type loginGate struct {
	id     int64
	addr   string
	device string // the device cookie's nonce; empty: an untrusted client
}

func (s *Server) loginGate(c *gin.Context, id int64) loginGate {
	g := loginGate{id: id, addr: c.ClientIP()}
	g.device, _ = s.trustedDevice(c, id)
	return g
}

// keys are the counters the gate reads: those a failure adds to.
func (g loginGate) keys() []string {
	if g.device != "" {
		return []string{loginDeviceKey(g.device)}
	}
	return []string{loginCampaignKey(g.id), loginAddressKey(g.addr)}
}

// failedKeys are the counters a failure adds to: those the gate reads,
// and one the game master's count of wrong passwords reads (failedLogins):
// for an untrusted client the campaign's, and one per campaign and address
// to tell him from how many addresses the campaign is being guessed; for
// a known browser, the campaign's count of its known browsers' failures.
func (g loginGate) failedKeys() []string {
	if g.device != "" {
		return append(g.keys(), loginKnownKey(g.id))
	}
	return append(g.keys(), loginFromKey(g.id, g.addr))
}

func loginDeviceKey(nonce string) string { return "login-device:" + nonce }

// loginKnownKey counts the failures of campaign id's known browsers, for
// its game master to see; it throttles nothing.
func loginKnownKey(id int64) string { return "login-known:" + strconv.FormatInt(id, 10) }

// loginFromPrefix starts the keys of campaign id's failures by address.
func loginFromPrefix(id int64) string { return "login-from:" + strconv.FormatInt(id, 10) + ":" }

func loginFromKey(id int64, addr string) string { return loginFromPrefix(id) + addr }

// forgetFailures ends the failures the gate counted for this client once
// it signed in (the campaign's stay, for its game master to see).
func (s *Server) forgetFailures(ctx context.Context, g loginGate) error {
	key := loginAddressKey(g.addr)
	if g.device != "" {
		key = loginDeviceKey(g.device)
	}
	return s.Store.ForgetEvents(ctx, key)
}

// lockout is campaign id's lock-out of untrusted clients as its game
// master sees it: until when (zero: none) and from how many addresses the
// wrong passwords of the last day came.
type lockout struct {
	until     time.Time
	addresses int
}

func (s *Server) lockout(ctx context.Context, id int64) (lockout, error) {
	until, err := s.retryAt(ctx, []string{loginCampaignKey(id)})
	if err != nil || !until.After(s.Now()) {
		return lockout{}, err
	}
	n, err := s.Store.CountKeysSince(ctx, loginFromPrefix(id), s.Now().Add(-24*time.Hour))
	return lockout{until: until, addresses: n}, err
}
