package handlers_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/handlers"
	"sengoku/handlers/web"
	"sengoku/models/dbtest"
)

// listingRoutes are the campaign routes of the route table (those with
// :id), each as a request path for campaign id: a new campaign route is
// in the matrix without being named here.
func listingRoutes(t *testing.T) []listingRoute {
	t.Helper()
	var out []listingRoute
	for _, r := range handlers.Routes() {
		if !web.IsCampaignRoute(r.Path) {
			if strings.HasPrefix(r.Path, "/campaigns/:") || strings.Contains(r.Path, "campaign/:") || strings.Contains(r.Path, "campaigns/:") {
				t.Errorf("%s %s names a campaign but is not guarded as one", r.Method, r.Path)
			}
			continue
		}
		out = append(out, listingRoute{method: r.Method, pattern: r.Path})
	}
	if len(out) < 40 {
		t.Fatalf("only %d campaign routes in the route table", len(out))
	}
	return out
}

type listingRoute struct{ method, pattern string }

// path is the route's path for campaign id, every other parameter filled
// with a value that exists in a new campaign where one can.
func (r listingRoute) path(id int64) string {
	fill := map[string]string{":id": strconv.FormatInt(id, 10), ":pid": "32", ":bid": "1", ":clan": "Takeda",
		":year": "1560", ":season": "spring"}
	parts := strings.Split(r.pattern, "/")
	for i, p := range parts {
		if v, ok := fill[p]; ok {
			parts[i] = v
		} else if strings.HasPrefix(p, ":") || strings.HasPrefix(p, "*") {
			parts[i] = "x"
		}
	}
	return strings.Join(parts, "/")
}

// send makes the route's request as b, with the public key when key is
// not empty.
func (r listingRoute) send(b *browser, id int64, key string) response {
	p := r.path(id)
	if key != "" {
		p += "?k=" + url.QueryEscape(key)
	}
	switch {
	case strings.HasSuffix(r.pattern, "/events"):
		return b.stream(p)
	case r.method == http.MethodGet:
		return b.get(p)
	case r.method == http.MethodPost:
		if strings.HasPrefix(p, "/api/") {
			return b.postJSON(p, `{}`)
		}
		return b.postForm(p, url.Values{})
	}
	req, _ := http.NewRequest(r.method, b.base+p, nil)
	return b.do(req)
}

// listingFixture is a campaign with its game master and players, a player
// of another campaign, and the campaign's public key.
type listingFixture struct {
	tb          *table
	key         string
	otherPlayer *browser
	missing     int64 // an id with no campaign
}

func newListingFixture(t *testing.T, backend dbtest.Backend) *listingFixture {
	t.Helper()
	tb := newTableOn(t, backend)
	other := tb.ts.browser(t)
	otherPath := other.createCampaign(sixPlayerForm())
	otherPlayer := tb.ts.browser(t)
	if res := otherPlayer.get(joinLinks(t, other, otherPath)["Takeda"]); res.status != http.StatusSeeOther {
		t.Fatalf("join the other campaign: %d", res.status)
	}
	acc, err := tb.ts.db.CampaignAccess(context.Background(), tb.id)
	if err != nil {
		t.Fatal(err)
	}
	return &listingFixture{tb: tb, key: acc.PublicKey, otherPlayer: otherPlayer, missing: tb.id + 1000}
}

func (fx *listingFixture) set(t *testing.T, l campaign.Listing) {
	t.Helper()
	if _, err := fx.tb.ts.db.SetListing(context.Background(), fx.tb.id, l); err != nil {
		t.Fatal(err)
	}
}

// listingRole is who asks: a browser, and whether it adds the public key.
type listingRole struct {
	name    string
	browser func(fx *listingFixture, t *testing.T) *browser
	withKey bool
	// sees lists the listings on which the role sees the campaign.
	sees []campaign.Listing
}

var listingRoles = []listingRole{
	{"public", func(fx *listingFixture, t *testing.T) *browser { return fx.tb.ts.browser(t) }, false, []campaign.Listing{campaign.Listed}},
	{"public with the public link", func(fx *listingFixture, t *testing.T) *browser { return fx.tb.ts.browser(t) }, true, []campaign.Listing{campaign.Listed, campaign.Unlisted}},
	{"a player of another campaign", func(fx *listingFixture, _ *testing.T) *browser { return fx.otherPlayer }, false, []campaign.Listing{campaign.Listed}},
	{"a player", func(fx *listingFixture, _ *testing.T) *browser { return fx.tb.players[campaign.Takeda] }, false, campaign.Listings},
	{"its game master", func(fx *listingFixture, _ *testing.T) *browser { return fx.tb.gm }, false, campaign.Listings},
}

// hidden checks that every campaign route answers b exactly as it answers
// for a campaign that does not exist: 404, the same page or JSON.
func (fx *listingFixture) hidden(t *testing.T, who string, b *browser, key string, routes []listingRoute, l campaign.Listing) {
	t.Helper()
	id := strconv.FormatInt(fx.tb.id, 10)
	for _, r := range routes {
		signIn := strings.HasSuffix(r.pattern, "/login") || strings.HasSuffix(r.pattern, "/logout")
		if key != "" && l == campaign.Private && signIn {
			continue // the public key opens the game master's sign-in (TestPrivateKeyOpensOnlySignIn)
		}
		got := r.send(b, fx.tb.id, key)
		want := r.send(b, fx.missing, "")
		wantBody := strings.ReplaceAll(want.body, strconv.FormatInt(fx.missing, 10), id)
		if got.status != http.StatusNotFound || got.body != wantBody {
			t.Errorf("%s, %s campaign: %s %s answers %d, not the 404 of a campaign that does not exist", who, l, r.method, r.path(fx.tb.id), got.status)
		}
	}
}

// seen checks that the campaign's pages open to b: every GET route that
// needs no battle answers something else than the 404 of a hidden campaign.
func (fx *listingFixture) seen(t *testing.T, who string, b *browser, key string, routes []listingRoute, l campaign.Listing) {
	t.Helper()
	for _, r := range routes {
		if r.method != http.MethodGet || strings.Contains(r.pattern, ":bid") || strings.Contains(r.pattern, "/seasons/") ||
			strings.Contains(r.pattern, "/cards") || strings.HasSuffix(r.pattern, "/events") {
			continue // no battle nor past season yet; the card library is for those who take part (its own tests); a stream never ends
		}
		if got := r.send(b, fx.tb.id, key); got.status == http.StatusNotFound {
			t.Errorf("%s, %s campaign: %s %s answers 404", who, l, r.method, r.path(fx.tb.id))
		}
	}
}

// TestListingMatrix: every campaign route of the route table, for each
// listing and each role (the public with and without the public link, a
// player of another campaign, the campaign's players and its game
// master), with the page cache cold (just after the change of listing)
// and warm (after those who may see it read every page).
func TestListingMatrix(t *testing.T) { onEachBackend(t, testListingMatrix) }

func testListingMatrix(t *testing.T, backend dbtest.Backend) {
	fx := newListingFixture(t, backend)
	routes := listingRoutes(t)
	for _, l := range []campaign.Listing{campaign.Listed, campaign.Unlisted, campaign.Private} {
		if l != campaign.Listed {
			fx.set(t, l)
		}
		for _, cache := range []string{"cold", "warm"} {
			for _, role := range listingRoles {
				b := role.browser(fx, t)
				key := ""
				if role.withKey {
					key = fx.key
				}
				who := role.name + " (cache " + cache + ")"
				sees := false
				for _, s := range role.sees {
					sees = sees || s == l
				}
				if sees {
					fx.seen(t, who, b, key, routes, l)
				} else {
					fx.hidden(t, who, b, key, routes, l)
				}
			}
		}
	}
}

// TestPrivateKeyOpensOnlySignIn: on a private campaign the public key opens
// the game master's sign-in (for a device with no session), and nothing
// else; the password then opens the campaign.
func TestPrivateKeyOpensOnlySignIn(t *testing.T) {
	fx := newListingFixture(t, suiteBackend)
	fx.set(t, campaign.Private)
	b := fx.tb.ts.browser(t)
	if res := b.get(fx.tb.path + "/login?k=" + fx.key); res.status != http.StatusOK {
		t.Fatalf("sign-in with the key: %d", res.status)
	}
	if res := b.get(fx.tb.path); res.status != http.StatusNotFound {
		t.Errorf("the key kept by the browser opens the private campaign: %d", res.status)
	}
	if res := b.postForm(fx.tb.path+"/login", url.Values{"password": {"kawanakajima"}}); res.status != http.StatusSeeOther {
		t.Fatalf("sign in: %d", res.status)
	}
	if res := b.get(fx.tb.path); res.status != http.StatusOK {
		t.Errorf("the game master signed in does not see the campaign: %d", res.status)
	}
	if res := fx.tb.ts.browser(t).get(fx.tb.path + "/login?k=wrong" + fx.key); res.status != http.StatusNotFound {
		t.Errorf("a wrong key opens the sign-in: %d", res.status)
	}
}

// TestListingChangeEmptiesThePublicAtOnce: the public reads the campaign's
// pages and JSON (kept in the page cache); the game master makes it
// private on the account page; at once every one of those answers is 404,
// revalidating a copy included, and the campaign leaves the lists.
func TestListingChangeEmptiesThePublicAtOnce(t *testing.T) {
	onEachBackend(t, func(t *testing.T, backend dbtest.Backend) {
		fx := newListingFixture(t, backend)
		public := fx.tb.ts.browser(t)
		id := strconv.FormatInt(fx.tb.id, 10)
		paths := []string{fx.tb.path, fx.tb.path + "/provinces", fx.tb.path + "/history", fx.tb.path + "/summary",
			"/api/campaigns/" + id, "/api/campaigns/" + id + "/view", "/api/campaigns/" + id + "/log", fx.tb.path + "/print/season.pdf"}
		etags := map[string]string{}
		for _, p := range paths {
			res := public.get(p)
			if res.status != http.StatusOK {
				t.Fatalf("public %s while listed: %d", p, res.status)
			}
			etags[p] = res.header.Get("ETag")
		}
		lists := map[string]string{"/": fx.tb.path + `"`, "/print": fx.tb.path + `/print"`}
		for list, link := range lists {
			if !strings.Contains(public.get(list).body, link) {
				t.Fatalf("the listed campaign is not on %s", list)
			}
		}
		res := fx.tb.gm.postForm(fx.tb.path+"/account/visibility", url.Values{"visibility": {"private"}})
		if res.status != http.StatusSeeOther {
			t.Fatalf("make private: %d", res.status)
		}
		if page := fx.tb.gm.get(res.header.Get("Location")); !strings.Contains(page.body, `data-testid="visibility-changed"`) {
			t.Error("the account page does not say the campaign is now private")
		}
		for _, p := range paths {
			if got := public.get(p, "If-None-Match", etags[p]); got.status != http.StatusNotFound {
				t.Errorf("public %s after the change to private: %d", p, got.status)
			}
		}
		for list, link := range lists {
			if strings.Contains(public.get(list).body, link) {
				t.Errorf("the private campaign is still on %s", list)
			}
		}
		if log := fx.tb.gm.get("/api/campaigns/" + id + "/log"); !strings.Contains(log.body, campaign.KindListing) {
			t.Error("the change of listing is not in the campaign's log")
		}
	})
}

// TestUnlistedShowsClansNotPlayers: the public that holds the link of an
// unlisted campaign reads the map, the standings and the JSON with the
// clans and without the players' names; a listed campaign shows them.
func TestUnlistedShowsClansNotPlayers(t *testing.T) {
	fx := newListingFixture(t, suiteBackend)
	id := strconv.FormatInt(fx.tb.id, 10)
	read := func(b *browser, key string) string {
		q := ""
		if key != "" {
			q = "?k=" + key
		}
		return b.get(fx.tb.path+q).body + b.get(fx.tb.path+"/prestige"+q).body + b.get("/api/campaigns/"+id+q).body
	}
	if got := read(fx.tb.ts.browser(t), ""); !strings.Contains(got, "Ada") {
		t.Fatal("the listed campaign does not show its players' names")
	}
	fx.set(t, campaign.Unlisted)
	got := read(fx.tb.ts.browser(t), fx.key)
	for _, name := range []string{"Ada", "Bruno", "Carla", "Dario", "Elena", "Franco"} {
		if strings.Contains(got, name) {
			t.Errorf("the public reads player %q of an unlisted campaign", name)
		}
	}
	if !strings.Contains(got, "Hojo") || !strings.Contains(got, "Shimazu") {
		t.Error("the public does not read the clans of an unlisted campaign")
	}
	if !strings.Contains(fx.tb.players[campaign.Takeda].get(fx.tb.path).body, "Ada") {
		t.Error("a player of an unlisted campaign does not read the other players' names")
	}
}

// TestCreateWithVisibility: the form and the API choose the listing; the
// API answers the public link of an unlisted campaign, which opens it;
// a listing that is none of the three is refused with nothing created.
func TestCreateWithVisibility(t *testing.T) {
	ts := newTestServer(t)
	gm := ts.browser(t)
	form := sixPlayerForm()
	form.Set("visibility", "private")
	path := gm.createCampaign(form)
	if res := ts.browser(t).get(path); res.status != http.StatusNotFound {
		t.Errorf("a private campaign made with the form opens to the public: %d", res.status)
	}
	body := `{"name":"Nascosta","scenario":"six","gmPassword":"kawanakajima","visibility":"unlisted",
		"players":{"Hojo":"Ada","Uesugi":"Bruno","Takeda":"Carla","Imagawa":"Dario","Mori":"Elena","Shimazu":"Franco"}}`
	res := ts.browser(t).postJSON("/api/campaigns", body)
	if res.status != http.StatusCreated {
		t.Fatalf("API create: %d %s", res.status, res.body)
	}
	var out struct {
		URL        string `json:"url"`
		PublicURL  string `json:"publicUrl"`
		Visibility string `json:"visibility"`
	}
	if err := json.Unmarshal([]byte(res.body), &out); err != nil {
		t.Fatal(err)
	}
	if out.Visibility != "unlisted" || !strings.Contains(out.PublicURL, "?k=") {
		t.Fatalf("API create answers %+v", out)
	}
	if res := ts.browser(t).get(out.URL); res.status != http.StatusNotFound {
		t.Errorf("the unlisted campaign opens without its link: %d", res.status)
	}
	u, _ := url.Parse(out.PublicURL)
	if res := ts.browser(t).get(u.RequestURI()); res.status != http.StatusOK {
		t.Errorf("the public link does not open the unlisted campaign: %d", res.status)
	}
	// The campaign's public JSON says who may see it.
	if res := ts.browser(t).get("/api" + u.Path + "?" + u.RawQuery); res.status != http.StatusOK || !strings.Contains(res.body, `"visibility":"unlisted"`) {
		t.Errorf("the public JSON does not name its visibility: %d %s", res.status, res.body)
	}
	bad := strings.Replace(body, `"unlisted"`, `"secret"`, 1)
	if res := ts.browser(t).postJSON("/api/campaigns", bad); res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "visibility") {
		t.Errorf("an unknown visibility: %d %s", res.status, res.body)
	}
	if list := ts.browser(t).get("/").body; strings.Contains(list, "Nascosta") || strings.Contains(list, path+`"`) {
		t.Error("an unlisted or private campaign is on the home page")
	}
	// Its game master finds his own private campaign on the home page.
	if list := gm.get("/").body; !strings.Contains(list, path+`"`) {
		t.Error("the game master does not find his private campaign on the home page")
	}
}

// stream opens an event stream as b and reads what comes in a second: the
// whole of a refusal, the head of a stream (which never ends).
func (b *browser) stream(path string) response {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, b.base+path, nil)
	res, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body) // a stream ends with the context
	return response{status: res.StatusCode, header: res.Header, body: string(body)}
}

// TestListingChangeEndsThePublicStream: the public's live stream of a
// listed campaign ends when its game master makes it private (the event
// of that version is not sent); a player's stream goes on and gets it.
func TestListingChangeEndsThePublicStream(t *testing.T) {
	fx := newListingFixture(t, suiteBackend)
	open := func(b *browser) (*http.Response, context.CancelFunc) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, b.base+fx.tb.path+"/events?v=1", nil)
		res, err := b.c.Do(req)
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("open the stream: %v %v", res, err)
		}
		buf := make([]byte, 64)
		if n, err := res.Body.Read(buf); err != nil || !strings.Contains(string(buf[:n]), "open") {
			t.Fatalf("the stream does not open: %q %v", buf[:n], err)
		}
		return res, cancel
	}
	public, cancelPublic := open(fx.tb.ts.browser(t))
	defer cancelPublic()
	player, cancelPlayer := open(fx.tb.players[campaign.Takeda])
	defer cancelPlayer()
	if res := fx.tb.gm.postForm(fx.tb.path+"/account/visibility", url.Values{"visibility": {"private"}}); res.status != http.StatusSeeOther {
		t.Fatalf("make private: %d", res.status)
	}
	start := time.Now()
	rest, err := io.ReadAll(public.Body)
	if err != nil || time.Since(start) > 5*time.Second {
		t.Errorf("the public's stream goes on after the change to private (%v, %s)", err, time.Since(start))
	}
	if strings.Contains(string(rest), "event: version") {
		t.Errorf("the public's stream announced the private version: %q", rest)
	}
	buf := make([]byte, 256)
	n, _ := player.Body.Read(buf)
	if !strings.Contains(string(buf[:n]), "event: version") {
		t.Errorf("the player's stream did not get the new version: %q", buf[:n])
	}
}
