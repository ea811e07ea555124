package handlers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"golang.org/x/crypto/bcrypt"

	"sengoku/campaign"
	"sengoku/handlers"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// answerPair is two servers on one database: ref renders every answer
// afresh (no answer kept), cached keeps them (the default).
type answerPair struct {
	db          *models.DB
	ref, cached *httptest.Server
}

func newAnswerPair(t *testing.T, b dbtest.Backend) answerPair {
	t.Helper()
	db, err := openKeyed(t, b.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	opt := func(bytes int64) handlers.Options {
		return handlers.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost,
			CreatesPerHour: -1, ImportsPerHour: -1, AnswerCacheBytes: bytes}
	}
	p := answerPair{db: db, ref: httptest.NewServer(handlers.New(db, opt(-1))), cached: httptest.NewServer(handlers.New(db, opt(0)))}
	t.Cleanup(func() {
		p.ref.Close()
		p.cached.Close()
		_ = db.Close()
	})
	return p
}

// viewers are the cookies of every viewer of a campaign: the public (""),
// the game master and each clan's player.
type viewers struct {
	id    int64
	names []string
	// cookie by name.
	cookie map[string]string
}

// newViewers creates a six-clan campaign on base and logs every viewer in.
func newViewers(t *testing.T, base string) viewers {
	t.Helper()
	body := `{"name":"Matrix","scenario":"six","players":{"Hojo":"A","Uesugi":"B","Takeda":"C","Imagawa":"D","Mori":"E","Shimazu":"F"},"gmPassword":"kawanakajima"}`
	res, err := http.Post(base+"/api/campaigns", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	var out struct {
		ID        int64             `json:"id"`
		JoinLinks map[string]string `json:"joinLinks"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	v := viewers{id: out.ID, names: []string{"public", "gm"}, cookie: map[string]string{"public": ""}}
	v.cookie["gm"] = loginCookie(t, base, func(c *http.Client) (*http.Response, error) {
		return c.PostForm(fmt.Sprintf("%s/campaigns/%d/login", base, out.ID), url.Values{"password": {"kawanakajima"}})
	})
	for _, cl := range campaign.Clans {
		u, _ := url.Parse(out.JoinLinks[string(cl)])
		v.cookie[string(cl)] = loginCookie(t, base, func(c *http.Client) (*http.Response, error) { return c.Get(base + u.Path) })
		v.names = append(v.names, string(cl))
	}
	return v
}

// loginCookie is the Cookie header a login (or join) leaves.
func loginCookie(t *testing.T, base string, login func(*http.Client) (*http.Response, error)) string {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	res, err := login(&http.Client{Jar: jar})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	u, _ := url.Parse(base)
	var parts []string
	for _, c := range jar.Cookies(u) {
		if strings.HasPrefix(c.Name, "sengoku_c") {
			parts = append(parts, c.Name+"="+c.Value)
		}
	}
	if len(parts) == 0 {
		t.Fatal("no session after login")
	}
	return strings.Join(parts, "; ")
}

// fetched is one answer as a client gets it.
type fetched struct {
	status            int
	body, etag, cache string
	contentType, vary string
	encoding          string
}

var plainClient = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// fetch GETs base+path with cookie and headers (name, value, ...).
func fetch(t *testing.T, base, path, cookie string, headers ...string) fetched {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, base+path, nil)
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i] == "Cookie" && cookie != "" { // one more cookie
			req.Header.Set("Cookie", cookie+"; "+headers[i+1])
			continue
		}
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := plainClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return fetched{status: res.StatusCode, body: string(body), etag: res.Header.Get("ETag"), cache: res.Header.Get("Cache-Control"),
		contentType: res.Header.Get("Content-Type"), vary: res.Header.Get("Vary"), encoding: res.Header.Get("Content-Encoding")}
}

// matrixPaths are the campaign's cached answers.
func matrixPaths(id int64) []string {
	p := fmt.Sprintf("/campaigns/%d", id)
	out := []string{p, p + "?lang=en", p + "?created=1", p + "/provinces", p + "/provinces?sort=owner", p + "/provinces/32", p + "/provinces/999"}
	for _, tab := range []string{"hand", "diplomacy", "battles", "prestige", "prestige?clan=Mori", "history", "history?page=2", "options", "summary"} {
		out = append(out, p+"/"+tab)
	}
	return append(out, "/api"+p, "/api"+p+"/view", "/api"+p+"/view?lang=en")
}

// matrixHeaders are the request variants of a path: a plain load, a
// client that takes no compression, and for a page an htmx fragment, a
// boosted navigation and a history restore (full pages) and the language
// cookie, for the API a language asked for by Accept-Language.
func matrixHeaders(path string) [][]string {
	out := [][]string{nil, {"Accept-Encoding", "identity"}}
	if strings.HasPrefix(path, "/api/") {
		return append(out, []string{"Accept-Language", "en"})
	}
	return append(out, []string{"HX-Request", "true"}, []string{"HX-Request", "true", "HX-Boosted", "true"},
		[]string{"HX-Request", "true", "HX-History-Restore-Request", "true"}, []string{"Cookie", "lang=en"})
}

// walkMatrix fetches every path, variant and viewer from the cached
// server twice and from the reference once, and wants the three bodies
// identical byte for byte: a key that forgot the viewer, the language or
// the fragment would serve one viewer's copy to another. It returns the
// ETags by path, variant and viewer.
func walkMatrix(t *testing.T, p answerPair, v viewers) map[string]string {
	t.Helper()
	etags := map[string]string{}
	for _, path := range matrixPaths(v.id) {
		for _, h := range matrixHeaders(path) {
			for _, who := range v.names {
				ref := fetch(t, p.ref.URL, path, v.cookie[who], h...)
				for pass := range 2 {
					got := fetch(t, p.cached.URL, path, v.cookie[who], h...)
					if got.status != ref.status || got.body != ref.body || got.contentType != ref.contentType {
						t.Fatalf("%s %v as %s (pass %d): %d %s (%d bytes), want %d %s (%d bytes)", path, h, who, pass, got.status, got.contentType, len(got.body), ref.status, ref.contentType, len(ref.body))
					}
					checkAnswerHeaders(t, path, who, got)
				}
				etags[fmt.Sprint(path, h, who)] = fetch(t, p.cached.URL, path, v.cookie[who], h...).etag
			}
		}
	}
	return etags
}

// checkAnswerHeaders: only the public may keep a copy to revalidate; a
// player's or the game master's answer is never stored (handlers/site/headers.go).
func checkAnswerHeaders(t *testing.T, path, who string, got fetched) {
	t.Helper()
	if got.status != http.StatusOK {
		if got.etag != "" {
			t.Errorf("%s as %s: an error with an ETag", path, who)
		}
		return
	}
	want := "private, no-store"
	if who == "public" {
		want = "private, no-cache"
	}
	if got.etag == "" || got.cache != want {
		t.Errorf("%s as %s: ETag %q, Cache-Control %q (want %q)", path, who, got.etag, got.cache, want)
	}
}

// TestAnswersByteForByte walks the authorisation matrix with the answer
// cache cold and warm, before and after an action, on each backend: every
// viewer gets exactly what a fresh render gives him, and no two viewers
// share an ETag.
func TestAnswersByteForByte(t *testing.T) {
	t.Parallel()
	onEachBackend(t, func(t *testing.T, b dbtest.Backend) {
		p := newAnswerPair(t, b)
		v := newViewers(t, p.cached.URL)
		// In the Movement phase every clan holds cards and has passed
		// notes: hidden information on several tabs.
		autoplayUntil(t, p.db, v.id, func(st *campaign.State) bool { return st.Phase == campaign.PhaseMovement })
		etags := walkMatrix(t, p, v)
		distinctPerViewer(t, etags, v)
		cp, _ := p.db.Campaign(context.Background(), v.id)
		mover := string(cp.State.Mover())
		res := postAction(t, p.cached.URL, v.id, v.cookie[mover], fmt.Sprintf(`{"kind":"stay","version":%d}`, cp.Version))
		if res.status != http.StatusOK {
			t.Fatalf("%s stays: %d %s", mover, res.status, res.body)
		}
		after := walkMatrix(t, p, v)
		for k, tag := range after {
			if tag != "" && tag == etags[k] {
				t.Errorf("%s: the same ETag after an action", k)
			}
		}
	})
}

// distinctPerViewer wants each viewer's ETag of a path his own.
func distinctPerViewer(t *testing.T, etags map[string]string, v viewers) {
	t.Helper()
	for _, path := range matrixPaths(v.id) {
		for _, h := range matrixHeaders(path) {
			seen := map[string]string{}
			for _, who := range v.names {
				tag := etags[fmt.Sprint(path, h, who)]
				if tag == "" {
					continue
				}
				// The public JSON is the same for everyone, by design.
				if other, ok := seen[tag]; ok && path != fmt.Sprintf("/api/campaigns/%d", v.id) {
					t.Errorf("%s %v: %s and %s share the ETag %s", path, h, other, who, tag)
				}
				seen[tag] = who
			}
		}
	}
}

type posted struct {
	status int
	body   string
}

// postAction posts a JSON action as cookie to base.
func postAction(t *testing.T, base string, id int64, cookie, body string) posted {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/api/campaigns/%d/actions", base, id), strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", base)
	req.Header.Set("Cookie", cookie)
	res, err := plainClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	return posted{status: res.StatusCode, body: string(data)}
}

// TestAnswersRevalidate: the public revalidates its copy and gets 304 with
// no body, even from a server that keeps no answers; a copy made for a
// player is never current for the same phone once logged out; an action, a
// running Diplomacy clock, an outcome shown once and an unknown query
// parameter each mean a full answer without an ETag to reuse.
func TestAnswersRevalidate(t *testing.T) {
	t.Parallel()
	p := newAnswerPair(t, dbtest.SQLite)
	v := newViewers(t, p.cached.URL)
	page := fmt.Sprintf("/campaigns/%d", v.id)
	for _, base := range []string{p.cached.URL, p.ref.URL} {
		first := fetch(t, base, page, "")
		again := fetch(t, base, page, "", "If-None-Match", first.etag)
		if first.etag == "" || again.status != http.StatusNotModified || again.body != "" || again.etag != first.etag {
			t.Fatalf("%s: revalidation %d %q (ETag %q → %q)", base, again.status, again.body, first.etag, again.etag)
		}
	}
	hand := fetch(t, p.cached.URL, page, v.cookie["Takeda"])
	if hand.etag == "" || hand.cache != "private, no-store" {
		t.Fatalf("Takeda's page: ETag %q, Cache-Control %q", hand.etag, hand.cache)
	}
	if res := fetch(t, p.cached.URL, page, v.cookie["Takeda"], "If-None-Match", hand.etag); res.status != http.StatusNotModified {
		t.Errorf("Takeda revalidating his own page: %d", res.status)
	}
	// Logged out: the same phone, the same stored ETag, no session.
	if res := fetch(t, p.cached.URL, page, "", "If-None-Match", hand.etag); res.status != http.StatusOK || strings.Contains(res.body, `action="/campaigns/`+strconv.FormatInt(v.id, 10)+`/logout"`) {
		t.Errorf("Takeda's copy after logout: %d", res.status)
	}
	for _, odd := range []string{page + "?x=1", page + "?sort=id&sort=name", fmt.Sprintf("/campaigns/0%d", v.id), page + "/provinces/032"} {
		if res := fetch(t, p.cached.URL, odd, ""); res.status != http.StatusOK || res.etag != "" {
			t.Errorf("%s: %d, ETag %q (not to be kept)", odd, res.status, res.etag)
		}
	}
	checkFlashNotKept(t, p, v)
	public := fetch(t, p.cached.URL, page, "")
	if res := postAction(t, p.cached.URL, v.id, v.cookie["gm"], `{"kind":"start"}`); res.status != http.StatusOK {
		t.Fatalf("start: %d %s", res.status, res.body)
	}
	if res := fetch(t, p.cached.URL, page, "", "If-None-Match", public.etag); res.status != http.StatusOK || res.etag == public.etag {
		t.Errorf("after an action: %d, ETag %q", res.status, res.etag)
	}
	checkClockNotKept(t, p, v)
}

// checkFlashNotKept: the page that shows an action's outcome once is
// neither kept nor revalidated.
func checkFlashNotKept(t *testing.T, p answerPair, v viewers) {
	t.Helper()
	page := fmt.Sprintf("/campaigns/%d", v.id)
	before := fetch(t, p.cached.URL, page, v.cookie["gm"])
	req, _ := http.NewRequest(http.MethodPost, p.cached.URL+page+"/actions", strings.NewReader(url.Values{"kind": {"set-option"}, "key": {"tableDice"}, "value": {"true"}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", p.cached.URL)
	req.Header.Set("Cookie", v.cookie["gm"])
	res, err := plainClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	var flash string
	for _, c := range res.Cookies() {
		if c.Name == "sengoku_flash"+strconv.FormatInt(v.id, 10) {
			flash = c.Name + "=" + c.Value
		}
	}
	if res.StatusCode != http.StatusSeeOther || flash == "" {
		t.Fatalf("a form action: %d, flash cookie %q", res.StatusCode, flash)
	}
	shown := fetch(t, p.cached.URL, page, v.cookie["gm"]+"; "+flash, "If-None-Match", before.etag)
	if shown.status != http.StatusOK || shown.etag != "" {
		t.Errorf("the page with an outcome to show: %d, ETag %q", shown.status, shown.etag)
	}
	if plain := fetch(t, p.cached.URL, page, v.cookie["gm"]); plain.body == shown.body || plain.etag == "" {
		t.Error("the outcome shown once was kept for the next reader")
	}
}

// checkClockNotKept: while the Diplomacy clock runs, the banner and the
// legal actions change by the second without an action (§6): nothing is
// kept; once stopped, the pages are kept again. (autoplay opens Diplomacy
// at its own fixed clock, long over: the game master extends it, so that
// it runs now.)
func checkClockNotKept(t *testing.T, p answerPair, v viewers) {
	t.Helper()
	autoplayUntil(t, p.db, v.id, func(st *campaign.State) bool { return st.Phase == campaign.PhaseDiplomacy })
	if res := postAction(t, p.cached.URL, v.id, v.cookie["gm"], `{"kind":"timer","choice":"extend","text":"one more offer"}`); res.status != http.StatusOK {
		t.Fatalf("extend the clock: %d %s", res.status, res.body)
	}
	for _, path := range []string{"", "/diplomacy"} {
		for _, who := range []string{"public", "Mori"} {
			res := fetch(t, p.cached.URL, fmt.Sprintf("/campaigns/%d%s", v.id, path), v.cookie[who])
			if res.status != http.StatusOK || res.etag != "" {
				t.Errorf("%s as %s with the clock running: %d, ETag %q", path, who, res.status, res.etag)
			}
		}
	}
	if res := fetch(t, p.cached.URL, fmt.Sprintf("/api/campaigns/%d/view", v.id), v.cookie["Mori"]); res.etag != "" {
		t.Errorf("the view with the clock running has an ETag %q", res.etag)
	}
	if res := postAction(t, p.cached.URL, v.id, v.cookie["gm"], `{"kind":"timer","choice":"stop"}`); res.status != http.StatusOK {
		t.Fatalf("stop the clock: %d %s", res.status, res.body)
	}
	if res := fetch(t, p.cached.URL, fmt.Sprintf("/campaigns/%d/diplomacy", v.id), v.cookie["Mori"]); res.etag == "" {
		t.Error("the clock stopped, the page is still not kept")
	}
}

// TestAnswersNeverOlder interleaves the game master's actions with reads
// of the pages and views, on two servers sharing one database (as two
// instances behind a proxy would): a read that starts after an action was
// acknowledged never shows an older version, revalidated or not.
func TestAnswersNeverOlder(t *testing.T) {
	t.Parallel()
	onEachBackend(t, func(t *testing.T, b dbtest.Backend) {
		p := newAnswerPair(t, b)
		v := newViewers(t, p.cached.URL)
		var acked atomic.Int64
		cp, _ := p.db.Campaign(context.Background(), v.id)
		acked.Store(cp.Version)
		done := make(chan struct{})
		var wg sync.WaitGroup
		for i := range 4 {
			wg.Go(func() { readNeverOlder(t, p, v, i, &acked, done) })
		}
		for n := range 30 {
			base := []string{p.cached.URL, p.ref.URL}[n%2]
			res := postAction(t, base, v.id, v.cookie["gm"], fmt.Sprintf(`{"kind":"set-option","key":"tableDice","value":"%t"}`, n%2 == 0))
			var out struct{ Version int64 }
			if res.status != http.StatusOK || json.Unmarshal([]byte(res.body), &out) != nil {
				t.Fatalf("action %d: %d %s", n, res.status, res.body)
			}
			acked.Store(out.Version)
		}
		close(done)
		wg.Wait()
	})
}

var versionAttr = regexp.MustCompile(`data-version="(\d+)"`)

// readNeverOlder reads, until done, one of the cached answers (reader i
// picks which, and sends If-None-Match with its last copy) and checks its
// version against the last acknowledged one.
func readNeverOlder(t *testing.T, p answerPair, v viewers, i int, acked *atomic.Int64, done chan struct{}) {
	paths := []string{fmt.Sprintf("/campaigns/%d", v.id), fmt.Sprintf("/api/campaigns/%d/view", v.id)}
	path, who := paths[i%2], v.names[i%len(v.names)]
	var last fetched
	var lastVersion int64
	for reads := 0; ; reads++ {
		select {
		case <-done:
			if reads == 0 {
				t.Errorf("reader %d read nothing", i)
			}
			return
		default:
		}
		floor := acked.Load()
		base := []string{p.cached.URL, p.ref.URL}[reads%2]
		res := fetch(t, base, path, v.cookie[who], "If-None-Match", last.etag)
		switch res.status {
		case http.StatusNotModified:
			// Same copy as before: its version must still be current.
		case http.StatusOK:
			last, lastVersion = res, answerVersion(res.body)
		default:
			t.Errorf("reader %d: %d", i, res.status)
			return
		}
		if lastVersion < floor {
			t.Errorf("reader %d (%s as %s): version %d after version %d was acknowledged (status %d)", i, path, who, lastVersion, floor, res.status)
			return
		}
	}
}

// answerVersion reads the version an answer shows: data-version on a
// page, "version" in a view.
func answerVersion(body string) int64 {
	if m := versionAttr.FindStringSubmatch(body); m != nil {
		n, _ := strconv.ParseInt(m[1], 10, 64)
		return n
	}
	var out struct{ Version int64 }
	_ = json.Unmarshal([]byte(body), &out)
	return out.Version
}

// TestActionOnOneInstanceSeenByAnother: an action acknowledged by one
// instance is seen at once by the next request to another, cache warm or
// cold, whatever either holds in memory. On PostgreSQL the two are two
// processes' worth of state (two pools, two caches, no shared memory) on
// one database, as a hosted site runs them; on SQLite, which one process
// owns, two servers on that process's database.
func TestActionOnOneInstanceSeenByAnother(t *testing.T) {
	t.Parallel()
	dsn := suiteBackend.DSN(t)
	open := func() *models.DB {
		db, err := openKeyed(t, dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = db.Close() })
		return db
	}
	dbA := open()
	dbB := dbA
	if suiteBackend.Name != dbtest.SQLite.Name {
		dbB = open()
	}
	opt := handlers.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost, CreatesPerHour: -1}
	a, b := httptest.NewServer(handlers.New(dbA, opt)), httptest.NewServer(handlers.New(dbB, opt))
	t.Cleanup(a.Close)
	t.Cleanup(b.Close)
	gm := gmCampaign(t, &testServer{Server: a, db: dbA})
	id, cookie, _ := strings.Cut(gm, " ")
	version := func(base string) int64 {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, base+"/api/campaigns/"+id+"/view", nil)
		req.Header.Set("Cookie", cookie)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var out struct{ Version int64 }
		if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
			t.Fatal(err)
		}
		return out.Version
	}
	page := fmt.Sprintf("/campaigns/%s", id)
	known := version(a.URL)
	for i := range 20 {
		actor, reader := a, b
		if i%2 == 1 {
			actor, reader = b, a
		}
		tag := etagOf(t, reader.URL+page) // the reader's cache is warm
		status, acked := setOption(&testServer{Server: actor}, gm, known)
		if status != http.StatusOK || acked != known+1 {
			t.Fatalf("action %d: status %d, version %d after %d", i, status, acked, known)
		}
		known = acked
		if got := version(reader.URL); got != acked {
			t.Fatalf("action %d acknowledged at version %d by one instance; the other's view shows %d", i, acked, got)
		}
		if res := conditionalGET(t, reader.URL+page, tag); res.StatusCode != http.StatusOK {
			t.Fatalf("action %d: the other instance answers the page of before with %d", i, res.StatusCode)
		}
	}
}

// etagOf returns the public's ETag of u.
func etagOf(t *testing.T, u string) string {
	t.Helper()
	res, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.Header.Get("ETag") == "" {
		t.Fatalf("%s has no ETag", u)
	}
	return res.Header.Get("ETag")
}

// conditionalGET sends If-None-Match: etag to u.
func conditionalGET(t *testing.T, u, etag string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, u, nil)
	req.Header.Set("If-None-Match", etag)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res
}

// TestETagsSharedByOneBuild: two instances of one build and configuration
// give a page the same ETag, so a copy taken from one revalidates (304) on
// the other; another build, another public address, or no build id (a
// random seed per process) never match.
func TestETagsSharedByOneBuild(t *testing.T) {
	t.Parallel()
	db, err := openKeyed(t, suiteBackend.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	public, _ := url.Parse("https://sengoku.example.org")
	server := func(build string, pub *url.URL) *httptest.Server {
		srv := httptest.NewServer(handlers.New(db, handlers.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost,
			CreatesPerHour: -1, BuildID: build, PublicURL: pub}))
		t.Cleanup(srv.Close)
		return srv
	}
	a := server("go 1", public)
	id, _ := benchCampaign(t, a.URL)
	page := fmt.Sprintf("/campaigns/%d", id)
	tag := etagOf(t, a.URL+page)
	for _, tc := range []struct {
		name string
		srv  *httptest.Server
		want int
	}{
		{"same build and address", server("go 1", public), http.StatusNotModified},
		{"another build", server("go 2", public), http.StatusOK},
		{"another public address", server("go 1", nil), http.StatusOK},
		{"no build id", server("", public), http.StatusOK},
	} {
		if res := conditionalGET(t, tc.srv.URL+page, tag); res.StatusCode != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, res.StatusCode, tc.want)
		}
	}
	// Two servers started one after the other: each has a seed of its own.
	first, second := etagOf(t, server("", public).URL+page), etagOf(t, server("", public).URL+page)
	if first == second {
		t.Error("two processes without a build id share ETags")
	}
}
