package handlers_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/handlers"
)

// fuzzMethods are the methods a fuzzed request may use besides its route's
// own: every route must answer the others with a 404/405, not a crash.
var fuzzMethods = []string{http.MethodGet, http.MethodPost, http.MethodHead, http.MethodPut,
	http.MethodDelete, http.MethodPatch, http.MethodOptions}

// routerFixture is what FuzzRouter's requests act on: a started campaign
// with a game master and a player signed in, and a Senjutsu duel, so that
// the routes with ids reach their handlers and not only their 404s.
type routerFixture struct {
	ts                  *testServer
	routes              gin.RoutesInfo
	anon, gm, player    *browser
	campaignPath, token string
	campaignID, duelID  string
	profileID, password string
	// requestLimit bounds each request: a handler that hangs fails.
	requestLimit time.Duration
}

func newRouterFixture(t testing.TB) *routerFixture {
	ts := newTestServer(t)
	fx := &routerFixture{ts: ts, routes: handlers.RouteTable(), anon: ts.browser(t), gm: ts.browser(t), player: ts.browser(t),
		password: sixPlayerForm().Get("gm_password"), requestLimit: 20 * time.Second}
	fx.campaignPath = fx.gm.createCampaign(sixPlayerForm())
	fx.campaignID = strings.TrimPrefix(fx.campaignPath, "/campaigns/")
	if res := fx.gm.postForm(fx.campaignPath+"/actions", url.Values{"kind": {"start"}}); res.status != http.StatusSeeOther {
		t.Fatalf("start: %d", res.status)
	}
	fx.rejoin(t)
	duel := fx.gm.startDuel()
	fx.duelID = duel[strings.LastIndex(duel, "/")+1:]
	fx.profileID = fx.gm.createProfile(profileForm("Chiyo", "2", "5", "4"))
	if len(fx.routes) < 100 {
		t.Fatalf("only %d routes in the table", len(fx.routes))
	}
	return fx
}

// rejoin signs the player in again with the clan's current join link.
func (fx *routerFixture) rejoin(t testing.TB) {
	fx.gm.t, fx.player.t = t, t
	link := joinLinks(t, fx.gm, fx.campaignPath)["Takeda"]
	fx.token = strings.TrimPrefix(link, "/join/")
	if res := fx.player.get(link); res.status != http.StatusSeeOther {
		t.Fatalf("join: %d", res.status)
	}
}

// resume signs the game master and the player in again after a request
// that may have ended their sessions (sign out, sign out everywhere, a new
// join link), so that later requests still reach the guarded handlers. A
// login refused by the throttle (the fuzzer guesses passwords too) leaves
// the game master signed out: fewer guarded pages reached, no failure.
func (fx *routerFixture) resume(t testing.TB, pattern string) {
	if !strings.HasSuffix(pattern, "/logout") && !strings.HasSuffix(pattern, "/signout") && !strings.HasSuffix(pattern, "/rotate") &&
		!strings.HasSuffix(pattern, "/password") {
		return
	}
	fx.gm.t, fx.player.t = t, t
	if res := fx.gm.postForm(fx.campaignPath+"/login", url.Values{"password": {fx.password}}); res.status >= 500 {
		t.Fatalf("login again: %d", res.status)
	}
	if res := fx.gm.get(fx.campaignPath + "/links"); res.status == http.StatusOK {
		fx.rejoin(t)
	}
}

// goodParam is a value of the path parameter name that reaches the handler
// of the route pattern: the fixture's ids, a province, a clan.
func (fx *routerFixture) goodParam(pattern, name string) string {
	switch name {
	case "id":
		switch {
		case strings.HasPrefix(pattern, "/calc/senjutsu/duels"):
			return fx.duelID
		case strings.HasPrefix(pattern, "/calc/senjutsu/profiles"):
			return fx.profileID
		}
		return fx.campaignID
	case "pid":
		return "17"
	case "clan":
		return "Takeda"
	case "lang":
		return "en"
	case "token":
		return fx.token
	case "file":
		if strings.HasPrefix(pattern, "/static") {
			return "css/app.css"
		}
		return "provinces.csv"
	case "year":
		return "1560"
	case "season":
		return "0"
	}
	return "1"
}

// path fills the route pattern's parameters: the good value, or the fuzzed
// one where fuzzed says so (one bit per parameter).
func (fx *routerFixture) path(pattern string, fuzzed uint8, value string) string {
	segs := strings.Split(pattern, "/")
	bit := uint8(1)
	for i, seg := range segs {
		if seg == "" || (seg[0] != ':' && seg[0] != '*') {
			continue
		}
		v := fx.goodParam(pattern, seg[1:])
		if fuzzed&bit != 0 {
			v = url.PathEscape(value)
		}
		bit <<= 1
		segs[i] = v
	}
	return strings.Join(segs, "/")
}

// escapeTarget percent-encodes the bytes that cannot appear in a request
// target, so that any fuzzed string becomes a query the server receives.
func escapeTarget(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= ' ' || c == '#' || c >= 0x7f {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// headerSafe drops the bytes no header value may hold.
func headerSafe(s string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return -1
		}
		return r
	}, s)
}

// fuzzFields are the form fields the handlers parse as numbers, ids or
// choices: a body of kind 4 sets each of them to the fuzzed value, so that
// unparsable values reach the parsers and not only unknown fields.
var fuzzFields = []string{"sub", "version", "kind", "clan", "province", "target", "card", "battle", "winner",
	"copies", "count", "from", "figures", "units", "channel", "key", "value", "password", "current", "bid", "aid"}

// body makes the request body of the given kind from the fuzzed bytes:
// none, a URL-encoded form, JSON, a multipart form with a file, a form
// whose known fields all hold the fuzzed value, a multipart form cut short
// (at a point the bytes choose), or bytes under a multipart content type
// whose boundary never comes.
func fuzzBody(kind uint8, raw string) (io.Reader, string) {
	switch kind % 7 {
	case 1:
		return strings.NewReader(raw), "application/x-www-form-urlencoded"
	case 2:
		return strings.NewReader(raw), "application/json"
	case 3:
		buf, ctype := multipartBody(raw)
		return bytes.NewReader(buf), ctype
	case 4:
		form := url.Values{}
		for _, f := range fuzzFields {
			form.Set(f, raw)
		}
		return strings.NewReader(form.Encode()), "application/x-www-form-urlencoded"
	case 5:
		buf, ctype := multipartBody(raw)
		cut := 0
		if len(raw) > 0 {
			cut = int(raw[0]) * len(buf) / 256
		}
		return bytes.NewReader(buf[:cut]), ctype
	case 6:
		return strings.NewReader(raw), "multipart/form-data; boundary=fuzzed-boundary"
	}
	return nil, ""
}

// multipartBody is a multipart form of the fields raw holds as a query
// and raw as each file the upload routes read.
func multipartBody(raw string) ([]byte, string) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	form, _ := url.ParseQuery(raw)
	for k, vs := range form {
		for _, v := range vs {
			_ = w.WriteField(k, v)
		}
	}
	for _, field := range []string{"file", "photo", "map_json", "provinces", "adjacency"} {
		fw, _ := w.CreateFormFile(field, field+".dat")
		_, _ = fw.Write([]byte(raw))
	}
	_ = w.Close()
	return buf.Bytes(), w.FormDataContentType()
}

// fuzzRequest is one of FuzzRouter's requests, as the fuzzer gives it.
type fuzzRequest struct {
	route          uint16
	method, fuzzed uint8 // method: odd for another method; fuzzed: which parameters
	param, query   string
	bodyKind       uint8
	body, cookie   string
	role           uint8 // public, GM, player; bit 2: from another origin
}

// send makes the request in, reads the whole answer (the head of an event
// stream) and returns its status.
func (fx *routerFixture) send(t *testing.T, in fuzzRequest) int {
	r := fx.routes[int(in.route)%len(fx.routes)]
	verb := r.Method
	if in.method%2 == 1 {
		verb = fuzzMethods[int(in.method/2)%len(fuzzMethods)]
	}
	target := fx.ts.URL + fx.path(r.Path, in.fuzzed, in.param) + "?" + escapeTarget(in.query)
	rd, ctype := fuzzBody(in.bodyKind, in.body)
	ctx, cancel := context.WithTimeout(context.Background(), fx.requestLimit)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, verb, target, rd)
	if err != nil {
		t.Skip() // not a request a client can send
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if c := headerSafe(in.cookie); c != "" {
		req.Header.Set("Cookie", c)
	}
	req.Header.Set("Origin", fx.ts.URL)
	if in.role&4 != 0 {
		req.Header.Set("Origin", "http://elsewhere.example") // refused before any handler
	}
	res, err := []*browser{fx.anon, fx.gm, fx.player}[in.role%3].c.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", verb, target, err)
	}
	if !strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") { // a stream never ends
		_, err = io.Copy(io.Discard, res.Body)
	}
	res.Body.Close()
	if err != nil {
		t.Fatalf("%s %s: reading the answer: %v", verb, target, err)
	}
	if res.StatusCode >= 500 {
		t.Fatalf("%s %s (%s body %q, cookie %q): status %d", verb, target, ctype, in.body, in.cookie, res.StatusCode)
	}
	fx.resume(t, r.Path)
	return res.StatusCode
}

// FuzzRouter drives the whole router: any route of the route table, its
// own method or any other, its parameters good or fuzzed, a fuzzed query,
// form, JSON or multipart body and fuzzed cookies, as the public, the game
// master or a player, from this site or another. No request may answer a
// server error (a panic is one: gin's recovery turns it into a 500) or
// hang; every answer is a status a client understands.
func FuzzRouter(f *testing.F) {
	fx := newRouterFixture(f)
	for i := range fx.routes {
		f.Add(uint16(i), uint8(0), uint8(0), "", "", uint8(0), "", "", uint8(i%3))
	}
	f.Add(uint16(0), uint8(3), uint8(1), "x", "lang=en&copy=private", uint8(1), "kind=advance&version=1", "sengoku_lang=en", uint8(1))
	f.Add(uint16(1), uint8(1), uint8(3), "%00", "page=-1", uint8(2), `{"kind":"move","province":17,"version":99}`, "sengoku_c1=nope", uint8(2))
	f.Add(uint16(2), uint8(5), uint8(255), "../..", "paper=letter&count=999999", uint8(3), "name=x&gm_password=12345678", "a=b; c", uint8(4))
	// The uploads and the notices, with the bodies that once answered 500:
	// a multipart form cut short or without its boundary, a line over the
	// multipart reader's buffer, a notice id missing or not a number.
	long := strings.Repeat("a", 5000)
	for _, seed := range []struct {
		method, path string
		kind         uint8
		body         string
		role         uint8
	}{
		{http.MethodPost, "/campaigns/import", 5, "gm_password=kawanakajima&gm_password2=kawanakajima", 0},
		{http.MethodPost, "/campaigns/import", 6, long, 0},
		{http.MethodPost, "/campaigns/import", 3, "gm_password=12345678", 0},
		{http.MethodGet, "/campaigns/:id/notices", 0, "", 2},
		{http.MethodPost, "/campaigns/:id/notices", 4, "feed", 2},
		{http.MethodPost, "/campaigns/:id/notices", 1, "channel=webhook&url=http://[::1", 2},
		{http.MethodPost, "/campaigns/:id/notices/remove", 1, "", 2},
		{http.MethodPost, "/campaigns/:id/notices/remove", 4, "not-a-number", 1},
		{http.MethodGet, "/notices/feed/:token", 0, "", 0},
		{http.MethodGet, "/notices/calendar/:token", 0, "", 0},
		{http.MethodGet, "/notices/unsubscribe/:token", 0, "", 0},
		{http.MethodGet, "/campaigns/:id/battles/:bid/photo", 0, "", 0},
		{http.MethodPost, "/campaigns/:id/battles/:bid/photo", 3, "\x89PNG", 1},
		{http.MethodPost, "/campaigns/:id/battles/:bid/photo", 5, "\xffcut", 1},
		{http.MethodPost, "/campaigns/:id/battles/:bid/photo", 6, long, 1},
		{http.MethodPost, "/campaigns/:id/battles/:bid/photo/delete", 4, "x", 1},
		{http.MethodPost, "/campaigns/:id/battles/:bid/report", 4, "1", 1},
	} {
		i := routeIndex(f, fx.routes, seed.method, seed.path)
		f.Add(uint16(i), uint8(0), uint8(0), "", "", seed.kind, seed.body, "", seed.role)
	}
	f.Fuzz(func(t *testing.T, route uint16, method, fuzzed uint8, param, query string, bodyKind uint8, body, cookie string, role uint8) {
		status := fx.send(t, fuzzRequest{route, method, fuzzed, param, query, bodyKind, body, cookie, role})
		if status < 200 {
			t.Fatalf("status %d", status)
		}
	})
}

// routeIndex is the index of the route method path in routes.
func routeIndex(f *testing.F, routes gin.RoutesInfo, method, path string) int {
	for i, r := range routes {
		if r.Method == method && r.Path == path {
			return i
		}
	}
	f.Fatalf("no route %s %s", method, path)
	return 0
}
