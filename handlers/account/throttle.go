package account

import (
	"context"
	"strconv"
	"time"

	"golang.org/x/crypto/bcrypt"

	"sengoku/handlers/web"
	"sengoku/models"
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

// bcryptSlots bounds the password hashes computed at once, so that login
// attempts cannot take every core; a request that cannot get a slot within
// bcryptWait is answered 503.
const (
	bcryptSlots = 2
	bcryptWait  = 5 * time.Second
)

func loginCampaignKey(id int64) string   { return "login-campaign:" + strconv.FormatInt(id, 10) }
func loginAddressKey(addr string) string { return "login-addr:" + addr }

// retryAt is when the next GM login throttled by keys (loginGate.keys)
// may be tried; the zero time (or a past one) when it may be tried now.
func (s *Server) retryAt(ctx context.Context, keys []string) (time.Time, error) {
	now := s.Now()
	var until time.Time
	for _, key := range keys {
		recent, err := s.Store.CountSince(ctx, key, now.Add(-loginSpan))
		if err != nil {
			return time.Time{}, err
		}
		if recent.Count < loginFree {
			continue
		}
		day, err := s.Store.CountSince(ctx, key, now.Add(-24*time.Hour))
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
	now := s.Now()
	for _, key := range g.failedKeys() {
		if err := s.Store.CountEvent(ctx, key, now, loginBucket); err != nil {
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
		n, err := s.Store.CountSince(ctx, key, s.Now().Add(-24*time.Hour))
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
		return web.ErrBusy
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
