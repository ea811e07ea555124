package handlers_test

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"sengoku/handlers"
)

// clock is a settable time for the rate-limit tests.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time          { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration)     { c.mu.Lock(); defer c.mu.Unlock(); c.t = c.t.Add(d) }
func newClock() *clock                   { return &clock{t: time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)} }
func retryAfter(r response) (int, error) { return strconv.Atoi(r.header.Get("Retry-After")) }

// instance runs one more server (an instance) on the database file path,
// with the clock now.
func instance(t *testing.T, path string, now *clock) *testServer {
	t.Helper()
	db, err := openKeyedAt(t, path, now.Now)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(handlers.New(db, handlers.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost, Now: now.Now}))
	t.Cleanup(func() { srv.Close(); _ = db.Close() })
	return &testServer{Server: srv, db: db}
}

// After five wrong passwords in 15 minutes the next attempts get 429 with
// a growing back-off, even with the right password, on every instance; a
// right password after the back-off signs in, and the GM sees the failures.
func TestFailedLoginsBackOffOnEveryInstance(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data.db")
	now := newClock()
	a, b := instance(t, path, now), instance(t, path, now)
	campaign := a.browser(t).createCampaign(sixPlayerForm())
	guesser := a.browser(t)
	wrong := url.Values{"password": {"wrong-password"}}
	for i := 0; i < 4; i++ {
		if res := guesser.postForm(campaign+"/login", wrong); res.status != http.StatusUnprocessableEntity {
			t.Fatalf("failure %d: %d", i+1, res.status)
		}
		now.Add(time.Minute)
	}
	res := guesser.postForm(campaign+"/login", wrong)
	if res.status != http.StatusTooManyRequests || !strings.Contains(res.body, "Password errata") || !strings.Contains(res.body, "Troppi tentativi di accesso falliti: riprova alle") {
		t.Fatalf("fifth failure: %d\n%s", res.status, res.body)
	}
	if s, err := retryAfter(res); err != nil || s != 60 {
		t.Fatalf("Retry-After %q, want 60", res.header.Get("Retry-After"))
	}
	// The other instance, another address's browser, the right password:
	// all wait, in the user's language.
	other := b.browser(t)
	other.get("/lang/en?next=/")
	res = other.postForm(campaign+"/login", url.Values{"password": {"kawanakajima"}})
	if res.status != http.StatusTooManyRequests || !strings.Contains(res.body, "Too many failed login attempts: try again at") || !strings.Contains(res.body, "(in 1 min)") {
		t.Fatalf("right password during the back-off: %d\n%s", res.status, res.body)
	}
	if res := other.get(campaign + "/links"); res.status != http.StatusForbidden {
		t.Fatalf("a refused login signed in: %d", res.status)
	}
	// Each failure after the back-off doubles it.
	now.Add(61 * time.Second)
	res = guesser.postForm(campaign+"/login", wrong)
	if s, _ := retryAfter(res); res.status != http.StatusTooManyRequests || s != 120 {
		t.Fatalf("sixth failure: %d, Retry-After %d, want 429 and 120", res.status, s)
	}
	now.Add(121 * time.Second)
	res = guesser.postForm(campaign+"/login", wrong)
	if s, _ := retryAfter(res); res.status != http.StatusTooManyRequests || s != 240 {
		t.Fatalf("seventh failure: %d, Retry-After %d, want 429 and 240", res.status, s)
	}
	now.Add(241 * time.Second)
	gm := b.browser(t)
	start := time.Now()
	if res := gm.postForm(campaign+"/login", url.Values{"password": {"kawanakajima"}}); res.status != http.StatusSeeOther {
		t.Fatalf("right password after the back-off: %d", res.status)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("a successful login took %v", d)
	}
	links := gm.get(campaign + "/links").doc(t)
	if got := links.Find(`[data-testid="failed-logins"]`).Text(); !strings.Contains(got, ": 7 ") {
		t.Fatalf("the GM does not see the 7 failed attempts: %q", got)
	}
}

// Creating campaigns is limited per client address and hour, with a clear
// message; the next hour is free again.
func TestCampaignCreationIsLimitedPerAddress(t *testing.T) {
	t.Parallel()
	now := newClock()
	ts := instance(t, filepath.Join(t.TempDir(), "data.db"), now)
	api := ts.browser(t)
	for i := 0; i < 30; i++ {
		if res := api.postJSON("/api/campaigns", `{}`); res.status == http.StatusTooManyRequests {
			t.Fatalf("request %d refused", i+1)
		}
	}
	res := api.postJSON("/api/campaigns", `{}`)
	if res.status != http.StatusTooManyRequests || !strings.Contains(res.body, "Troppe campagne create da questo indirizzo") || res.header.Get("Retry-After") != "3600" {
		t.Fatalf("31st creation in the hour: %d %q Retry-After %q", res.status, res.body, res.header.Get("Retry-After"))
	}
	if res := ts.browser(t).postForm("/campaigns", sixPlayerForm()); res.status != http.StatusTooManyRequests || !strings.Contains(res.body, "riprova alle") {
		t.Fatalf("form creation over the limit: %d", res.status)
	}
	if res := ts.browser(t).postMultipart("/campaigns/import", map[string]string{}, map[string]string{}); res.status == http.StatusTooManyRequests {
		t.Fatal("imports share the creation limit")
	}
	now.Add(time.Hour)
	if res := ts.browser(t).postForm("/campaigns", sixPlayerForm()); res.status != http.StatusSeeOther {
		t.Fatalf("creation in the next hour: %d", res.status)
	}
}

func TestImportsAreLimitedPerAddress(t *testing.T) {
	t.Parallel()
	now := newClock()
	ts := instance(t, filepath.Join(t.TempDir(), "data.db"), now)
	br := ts.browser(t)
	for i := 0; i < 20; i++ {
		br.postMultipart("/campaigns/import", map[string]string{}, map[string]string{})
	}
	br.get("/lang/en?next=/")
	res := br.postMultipart("/campaigns/import", map[string]string{}, map[string]string{})
	if res.status != http.StatusTooManyRequests || !strings.Contains(res.body, "Too many imports from this address in the last hour") {
		t.Fatalf("21st import: %d", res.status)
	}
}

// A body over the general limit is refused before it is read, with a clear
// message, and changes nothing.
func TestOversizedBodiesAreRefused(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	gm := ts.browser(t)
	campaign := gm.createCampaign(sixPlayerForm())
	body := "kind=note&text=" + strings.Repeat("a", 3<<20)
	res := gm.postForm(campaign+"/actions", url.Values{"kind": {"note"}, "text": {body}})
	if res.status != http.StatusRequestEntityTooLarge || !strings.Contains(res.body, "La richiesta è troppo grande (limite 2 MB)") {
		t.Fatalf("3 MB form: %d", res.status)
	}
	res = gm.postJSON("/api"+campaign+"/actions", `{"kind":"note","text":"`+strings.Repeat("a", 3<<20)+`"}`)
	if res.status != http.StatusRequestEntityTooLarge || !strings.Contains(res.body, `"error"`) {
		t.Fatalf("3 MB JSON: %d %.200s", res.status, res.body)
	}
}

// Each size limit answers in the user's language, names its limit and
// changes nothing; a form as large as the site's own passes.
func TestSizeLimitsSpeakBothLanguagesAndChangeNothing(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	gm := ts.browser(t)
	campaign := gm.createCampaign(sixPlayerForm())
	version := func() int64 {
		res := gm.get("/api" + campaign + "/view")
		var v struct{ Version int64 }
		if err := json.Unmarshal([]byte(res.body), &v); res.status != http.StatusOK || err != nil {
			t.Fatalf("view: %d %v", res.status, err)
		}
		return v.Version
	}
	before := version()
	fields := func(n int) url.Values {
		f := url.Values{"kind": {"set-option"}, "key": {"siegeRepeat"}, "value": {"only2nd3rd"}}
		for i := len(f); i < n; i++ {
			f.Set(fmt.Sprintf("extra%d", i), "1")
		}
		return f
	}
	for _, c := range []struct{ lang, fields, body string }{
		{"it", "Il modulo ha troppi campi (limite 1000).", "La richiesta è troppo grande (limite 2 MB)."},
		{"en", "The form has too many fields (limit 1000).", "The request is too large (limit 2 MB)."},
	} {
		gm.get("/lang/" + c.lang + "?next=/")
		if res := gm.postForm(campaign+"/actions", fields(1001)); res.status != http.StatusRequestEntityTooLarge || !strings.Contains(res.body, c.fields) {
			t.Errorf("%s: 1001 fields: %d %.300s", c.lang, res.status, res.body)
		}
		big := url.Values{"kind": {"note"}, "text": {strings.Repeat("a", 3<<20)}}
		if res := gm.postForm(campaign+"/actions", big); res.status != http.StatusRequestEntityTooLarge || !strings.Contains(res.body, c.body) {
			t.Errorf("%s: 3 MB form: %d", c.lang, res.status)
		}
		map9MB := map[string]string{"map_json": strings.Repeat(" ", 9<<20)}
		res := gm.postMultipart("/campaigns", map[string]string{"name": "x"}, map9MB)
		want := map[string]string{"it": "Il file è troppo grande (limite 8 MB).", "en": "The file is too large (limit 8 MB)."}[c.lang]
		if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, want) {
			t.Errorf("%s: 9 MB map upload: %d", c.lang, res.status)
		}
	}
	if v := version(); v != before {
		t.Fatalf("a refused request changed the campaign: version %d → %d", before, v)
	}
	if res := gm.postForm(campaign+"/actions", fields(1000)); res.status != http.StatusSeeOther {
		t.Fatalf("a form of 1000 fields: %d %.300s", res.status, res.body)
	}
	if v := version(); v == before {
		t.Fatalf("the form of 1000 fields was not applied: version %d", v)
	}
}
