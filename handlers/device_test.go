package handlers_test

import (
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"sengoku/handlers"
	"sengoku/models/dbtest"
)

// browserFrom is a browser whose connections leave from the loopback
// address ip (127.0.0.2, 127.0.0.3…): the server sees it as that client.
func (ts *testServer) browserFrom(t testing.TB, ip string) *browser {
	jar, _ := cookiejar.New(nil)
	dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	tr := &http.Transport{DialContext: dialer.DialContext}
	t.Cleanup(tr.CloseIdleConnections)
	return &browser{t: t, base: ts.URL, c: &http.Client{Jar: jar, Transport: tr,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// deviceServer runs a server on a fresh database of backend, with the
// clock now and the device key key (instances sharing it share cookies).
func deviceServer(t *testing.T, dsn string, now *clock, key []byte) *testServer {
	t.Helper()
	db, err := openKeyedAt(t, dsn, now.Now)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(handlers.New(db, handlers.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		PasswordCost: bcrypt.MinCost, Now: now.Now, DeviceKey: key}))
	t.Cleanup(func() { srv.Close(); _ = db.Close() })
	return &testServer{Server: srv, db: db}
}

// A stranger guessing the GM password from 127.0.0.2 locks out every
// untrusted client, himself included, with the usual doubling back-off;
// the game master, at 127.0.0.3 in a browser that signed in before (its
// device cookie), signs in all the same, on another instance too, and his
// account page shows the lock-out and from how many addresses. The
// stranger is still throttled after.
func TestGMWithDeviceCookieSignsInDuringLockout(t *testing.T) { onEachBackend(t, testDeviceCookie) }

func testDeviceCookie(t *testing.T, backend dbtest.Backend) {
	now := newClock()
	dsn := backend.DSN(t)
	key := handlers.DeviceKey([]byte("a link key of thirty-two bytes!!"))
	a, b := deviceServer(t, dsn, now, key), deviceServer(t, dsn, now, key)
	gm := a.browserFrom(t, "127.0.0.3")
	campaign := gm.createCampaign(sixPlayerForm())
	right, wrong := url.Values{"password": {"kawanakajima"}}, url.Values{"password": {"wrong-password"}}
	gm.postForm(campaign+"/logout", url.Values{})
	if res := gm.postForm(campaign+"/login", right); res.status != http.StatusSeeOther {
		t.Fatalf("GM sign-in: %d", res.status)
	}
	gm.postForm(campaign+"/logout", url.Values{})
	// The attack: wrong passwords from two addresses, past the back-off.
	attacker, accomplice := a.browserFrom(t, "127.0.0.2"), b.browserFrom(t, "127.0.0.5")
	for i := 0; i < 7; i++ {
		who := attacker
		if i%3 == 2 {
			who = accomplice
		}
		who.postForm(campaign+"/login", wrong)
		now.Add(10 * time.Second)
	}
	res := attacker.postForm(campaign+"/login", right)
	if res.status != http.StatusTooManyRequests || res.header.Get("Retry-After") == "" {
		t.Fatalf("the attacker with the right password during the lock-out: %d", res.status)
	}
	stranger := b.browserFrom(t, "127.0.0.4") // an untrusted client, right password
	if res := stranger.postForm(campaign+"/login", right); res.status != http.StatusTooManyRequests || !strings.Contains(res.body, "già collegato") {
		t.Fatalf("an untrusted client during the lock-out: %d", res.status)
	}
	// The GM, on either instance, signs in from his own browser.
	if res := gm.postForm(campaign+"/login", right); res.status != http.StatusSeeOther {
		t.Fatalf("the GM with his device cookie during the lock-out: %d\n%s", res.status, res.body)
	}
	onB := &browser{t: t, base: b.URL, c: gm.c}
	account := onB.get(campaign + "/account")
	lock := account.doc(t).Find(`[data-testid="account-lockout"]`).Text()
	if account.status != http.StatusOK || !strings.Contains(lock, "da 2 indirizzi") {
		t.Fatalf("the account page shows no lock-out from 2 addresses: %d %q", account.status, lock)
	}
	if account.doc(t).Find(`[data-testid="account-known-device"]`).Length() != 1 {
		t.Error("the account page does not say this browser is known")
	}
	// The attacker is still throttled: his wrong and right passwords wait.
	for _, f := range []url.Values{wrong, right} {
		if res := attacker.postForm(campaign+"/login", f); res.status != http.StatusTooManyRequests {
			t.Fatalf("the attacker after the GM signed in: %d", res.status)
		}
	}
	if res := attacker.get(campaign + "/links"); res.status != http.StatusForbidden {
		t.Fatalf("the attacker reads the links: %d", res.status)
	}
}

// A browser with a device cookie is throttled on its own failures: five
// wrong passwords from it make it wait like anyone else, without locking
// out other clients; a cookie not signed by the server, or signed for
// another campaign, is an untrusted client's.
func TestDeviceCookieIsThrottledOnItsOwnFailures(t *testing.T) {
	onEachBackend(t, testDeviceOwnFailures)
}

func testDeviceOwnFailures(t *testing.T, backend dbtest.Backend) {
	now := newClock()
	ts := deviceServer(t, backend.DSN(t), now, nil)
	gm := ts.browserFrom(t, "127.0.0.3")
	campaign := gm.createCampaign(sixPlayerForm())
	other := gm.createCampaign(sixPlayerForm())
	wrong := url.Values{"password": {"wrong-password"}}
	for i := 0; i < 4; i++ {
		if res := gm.postForm(campaign+"/login", wrong); res.status != http.StatusUnprocessableEntity {
			t.Fatalf("failure %d: %d", i+1, res.status)
		}
	}
	res := gm.postForm(campaign+"/login", wrong)
	if res.status != http.StatusTooManyRequests || strings.Contains(res.body, "già collegato") {
		t.Fatalf("fifth failure from the device: %d", res.status)
	}
	if res := gm.postForm(campaign+"/login", url.Values{"password": {"kawanakajima"}}); res.status != http.StatusTooManyRequests {
		t.Fatalf("the device during its own back-off: %d", res.status)
	}
	// Another client is not locked out by the device's failures, and the
	// game master sees them among the wrong passwords of the day.
	laptop := ts.browserFrom(t, "127.0.0.6")
	if res := laptop.postForm(campaign+"/login", url.Values{"password": {"kawanakajima"}}); res.status != http.StatusSeeOther {
		t.Fatalf("another client after the device's failures: %d", res.status)
	}
	if got := laptop.get(campaign + "/account").doc(t).Find(`[data-testid="account-failed-logins"]`).Text(); !strings.Contains(got, ": 5 ") {
		t.Errorf("the device's 5 failures are not shown to the GM: %q", got)
	}
	// Forged or borrowed cookies count as no cookie: the campaign's own
	// throttle applies (five failures from this address lock it).
	u, _ := url.Parse(ts.URL + campaign + "/")
	var device *http.Cookie
	for _, c := range gm.c.Jar.Cookies(u) {
		if strings.HasPrefix(c.Name, "sengoku_d") {
			device = c
		}
	}
	if device == nil {
		t.Fatal("no device cookie after creating the campaign")
	}
	otherID := strings.TrimPrefix(other, "/campaigns/")
	thief := ts.browserFrom(t, "127.0.0.7")
	ou, _ := url.Parse(ts.URL + other + "/")
	nonce, _, _ := strings.Cut(device.Value, ".")
	thief.c.Jar.SetCookies(ou, []*http.Cookie{{Name: "sengoku_d" + otherID, Value: device.Value}})
	for i := 0; i < 5; i++ {
		thief.postForm(other+"/login", wrong)
	}
	thief.c.Jar.SetCookies(ou, []*http.Cookie{{Name: "sengoku_d" + otherID, Value: nonce + ".Zm9yZ2Vk"}})
	if res := thief.postForm(other+"/login", url.Values{"password": {"kawanakajima"}}); res.status != http.StatusTooManyRequests {
		t.Fatalf("a borrowed or forged device cookie escaped the lock-out: %d", res.status)
	}
}
