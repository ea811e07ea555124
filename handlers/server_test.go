package handlers_test

import (
	"context"
	"crypto/rand"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"

	"sengoku/handlers"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// onEachBackend runs test on the suite's backend, as a subtest named after
// it: TestMain runs the whole suite once per backend.
func onEachBackend(t *testing.T, test func(t *testing.T, b dbtest.Backend)) {
	t.Helper()
	t.Run(suiteBackend.Name, func(t *testing.T) { test(t, suiteBackend) })
}

func init() { gin.SetMode(gin.TestMode) }

// testServer runs the whole HTTP stack on a fresh database.
type testServer struct {
	*httptest.Server
	db  *models.DB
	dsn string // its database, for another instance on it
}

func newTestServer(t testing.TB) *testServer {
	t.Helper()
	return newTestServerOn(t, suiteBackend)
}

// newTestServerOn runs the whole HTTP stack on a fresh database on backend b.
func newTestServerOn(t testing.TB, b dbtest.Backend) *testServer {
	t.Helper()
	dsn := b.DSN(t)
	db, err := openKeyed(t, dsn)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(handlers.New(db, handlers.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost,
		// The handler tests create and import freely from one address;
		// limits_test.go checks the per-address limits.
		CreatesPerHour: -1, ImportsPerHour: -1,
		// They act in tight loops too; actionlimit_test.go checks the limit.
		NoActionLimit: true}))
	t.Cleanup(func() {
		srv.Close()
		_ = db.Close()
	})
	return &testServer{Server: srv, db: db, dsn: dsn}
}

// browser is a client with its own cookies that does not follow redirects.
type browser struct {
	t    testing.TB
	base string
	c    *http.Client
}

func (ts *testServer) browser(t testing.TB) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, base: ts.URL, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

type response struct {
	status int
	header http.Header
	body   string
}

func (r response) doc(t testing.TB) *goquery.Document {
	t.Helper()
	d, err := goquery.NewDocumentFromReader(strings.NewReader(r.body))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func (b *browser) do(req *http.Request) response {
	b.t.Helper()
	if req.Method == http.MethodPost && req.Header.Get("Origin") == "" {
		req.Header.Set("Origin", b.base)
	}
	res, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return response{status: res.StatusCode, header: res.Header, body: string(body)}
}

func (b *browser) get(path string, headers ...string) response {
	b.t.Helper()
	req, _ := http.NewRequest(http.MethodGet, b.base+path, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return b.do(req)
}

func (b *browser) postForm(path string, form url.Values) response {
	b.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, b.base+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return b.do(req)
}

func (b *browser) postJSON(path, body string, headers ...string) response {
	b.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, b.base+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return b.do(req)
}

// sixPlayerForm is a valid create form for the seed's 6-player scenario.
func sixPlayerForm() url.Values {
	return url.Values{
		"name": {"Campagna 1560"}, "players": {"6"}, "scenario": {"six"},
		"player.Hojo": {"Ada"}, "player.Uesugi": {"Bruno"}, "player.Takeda": {"Carla"},
		"player.Imagawa": {"Dario"}, "player.Mori": {"Elena"}, "player.Shimazu": {"Franco"},
		"gm_password": {"kawanakajima"}, "gm_password2": {"kawanakajima"},
	}
}

// createCampaign creates a campaign through the form and returns its path.
func (b *browser) createCampaign(form url.Values) string {
	b.t.Helper()
	res := b.postForm("/campaigns", form)
	if res.status != http.StatusSeeOther {
		b.t.Fatalf("create: status %d\n%s", res.status, res.body)
	}
	loc := res.header.Get("Location")
	u, _ := url.Parse(loc)
	return u.Path
}

func (b *browser) postMultipart(path string, fields, files map[string]string) response {
	b.t.Helper()
	var buf strings.Builder
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		_ = w.WriteField(k, v)
	}
	for k, v := range files {
		fw, _ := w.CreateFormFile(k, k+".dat")
		_, _ = fw.Write([]byte(v))
	}
	_ = w.Close()
	req, _ := http.NewRequest(http.MethodPost, b.base+path, strings.NewReader(buf.String()))
	req.Header.Set("Content-Type", w.FormDataContentType())
	return b.do(req)
}

// openKeyed opens (and migrates) the database dsn with a link key, as the
// server does, so that the links page shows the join links.
func openKeyed(t testing.TB, dsn string) (*models.DB, error) {
	t.Helper()
	return openKeyedAt(t, dsn, time.Now)
}

// openKeyedAt is openKeyed with the clock now, the one the test gives the
// server too, so that the database and the handlers agree on the time.
func openKeyedAt(t testing.TB, dsn string, now func() time.Time) (*models.DB, error) {
	t.Helper()
	db, err := models.Open(context.Background(), dsn, now)
	if err != nil {
		return nil, err
	}
	key := make([]byte, models.LinkKeySize)
	if _, err := rand.Read(key); err != nil {
		t.Fatal(err)
	}
	if err := db.UseLinkKey(key); err != nil {
		t.Fatal(err)
	}
	return db, nil
}
