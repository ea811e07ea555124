package handlers_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/models/dbtest"
	"sengoku/views/pdf"
)

var seedProvinces = map[string][]int{
	"Hojo":    {1, 2, 3, 4, 7, 10, 11, 14, 19, 20},
	"Uesugi":  {5, 6, 8, 9, 12, 13, 18, 28, 29, 30},
	"Takeda":  {15, 16, 17, 21, 22, 23, 24, 25, 26, 27},
	"Imagawa": {31, 32, 33, 34, 35, 36, 37, 38, 39, 40},
	"Mori":    {42, 43, 44, 45, 50, 51, 52, 53, 54, 55},
	"Shimazu": {46, 47, 48, 49, 56, 57, 58, 59, 60, 61},
}

func TestCreateSixPlayerCampaignShowsSeedMap(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	path := b.createCampaign(sixPlayerForm())
	res := b.get(path)
	if res.status != http.StatusOK {
		t.Fatalf("map page: %d", res.status)
	}
	doc := res.doc(t)
	nodes := doc.Find("svg.map a.province")
	if nodes.Length() != 61 {
		t.Fatalf("map shows %d provinces, want 61", nodes.Length())
	}
	owned := map[string][]int{}
	nodes.Each(func(_ int, s *goquery.Selection) {
		id, _ := strconv.Atoi(s.AttrOr("data-province", ""))
		owned[s.AttrOr("data-owner", "")] = append(owned[s.AttrOr("data-owner", "")], id)
	})
	for clan, want := range seedProvinces {
		got := owned[clan]
		sort.Ints(got)
		if !equalInts(got, want) {
			t.Errorf("%s owns %v on the map, want %v", clan, got, want)
		}
	}
	if got := owned[""]; !equalInts(got, []int{41}) {
		t.Errorf("unowned provinces %v, want Kyoto 41 only", got)
	}
	if !strings.Contains(res.body, "Kyoto") {
		t.Error("Kyoto is not marked")
	}
	if doc.Find(".capital-ring").Length() != 6 || doc.Find("g.army").Length() != 6 {
		t.Errorf("capitals %d armies %d, want 6 each", doc.Find(".capital-ring").Length(), doc.Find("g.army").Length())
	}
	if doc.Find(`[data-testid="role"]`).Text() != "Master" {
		t.Errorf("creator is not logged in as GM: %q", doc.Find(`[data-testid="role"]`).Text())
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestCreateFormRejectsBadInput(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	cases := []struct {
		name   string
		change func(url.Values)
		wantIT string
	}{
		{"no name", func(f url.Values) { f.Set("name", "  ") }, "Dai un nome alla campagna."},
		{"short password", func(f url.Values) { f.Set("gm_password", "abc"); f.Set("gm_password2", "abc") }, "almeno 8 caratteri"},
		{"passwords differ", func(f url.Values) { f.Set("gm_password2", "other-password") }, "non coincidono"},
		{"missing player name", func(f url.Values) { f.Set("player.Mori", "") }, "Dai un nome al giocatore di Mori"},
		{"wrong player count", func(f url.Values) { f.Set("players", "4") }, "non corrisponde"},
		{"players out of range", func(f url.Values) { f.Set("players", "9") }, "tra 2 e 6"},
		{"unknown scenario", func(f url.Values) { f.Set("scenario", "seven") }, "Scegli uno scenario"},
		{"custom with one player", func(f url.Values) {
			f.Set("scenario", "custom")
			f.Set("players", "1")
			for _, c := range []string{"Hojo", "Uesugi", "Takeda", "Imagawa", "Mori"} {
				f.Set("player."+c, "")
			}
		}, "tra 2 e 6"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := ts.browser(t)
			f := sixPlayerForm()
			tc.change(f)
			res := b.postForm("/campaigns", f)
			if res.status != http.StatusUnprocessableEntity {
				t.Fatalf("status %d, want 422", res.status)
			}
			if !strings.Contains(res.body, tc.wantIT) {
				t.Errorf("Italian message %q missing", tc.wantIT)
			}
			doc := res.doc(t)
			if doc.Find(`input[name="player.Hojo"]`).AttrOr("value", "") != f.Get("player.Hojo") {
				t.Error("typed values are not echoed back")
			}
			list, err := ts.db.Campaigns(context.Background())
			if err != nil || len(list) != 0 {
				t.Fatalf("a campaign was saved: %v %v", list, err)
			}
		})
	}
}

func TestCreateFormErrorsFollowLanguage(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	if res := b.get("/lang/en?next=/campaigns/new"); res.status != http.StatusSeeOther || res.header.Get("Location") != "/campaigns/new" {
		t.Fatalf("language switch: %d %s", res.status, res.header.Get("Location"))
	}
	f := sixPlayerForm()
	f.Set("name", "")
	res := b.postForm("/campaigns", f)
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "Give the campaign a name.") {
		t.Fatalf("English error missing: %d", res.status)
	}
	if !strings.Contains(res.body, `lang="en"`) {
		t.Error("page not in English")
	}
}

// The language switch goes back only to a path on this site: every usual
// open-redirect bypass lands on the home page.
func TestLanguageSwitchRefusesForeignRedirect(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, tc := range []struct{ next, want string }{
		{"//evil.example/", "/"},
		{"/%5Cevil.example", "/"},
		{"/%5C/evil.example", "/"},
		{"%5C%5Cevil.example", "/"},
		{"/%09/evil.example", "/"},
		{"%09//evil.example", "/"},
		{"/%2F/evil.example", "/"},
		{"/%2F%2Fevil.example", "/"},
		{"/%252F/evil.example", "/"},
		{"/%255Cevil.example", "/"},
		{"https:evil.example", "/"},
		{"https://evil.example/", "/"},
		{"javascript:alert(1)", "/"},
		{"/%0d%0aSet-Cookie:x=1", "/"},
		{"/campaigns%0d%0aLocation:%20//evil.example", "/"},
		{"/%00//evil.example", "/"},
		{"/%FF/x", "/"},
		{"evil.example", "/"},
		{"", "/"},
		{"/campaigns/new", "/campaigns/new"},
		{"/campaigns/3/history?page=2", "/campaigns/3/history?page=2"},
		{"/calc/ccsb?att=3%252C4", "/calc/ccsb?att=3%2C4"},
	} {
		res := b.get("/lang/en?next=" + tc.next)
		if res.status != http.StatusSeeOther || res.header.Get("Location") != tc.want {
			t.Errorf("next=%s: %d to %q, want %q", tc.next, res.status, res.header.Get("Location"), tc.want)
		}
	}
}

func TestProvinceDetailFragmentAndPage(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	path := b.createCampaign(sixPlayerForm())
	frag := b.get(path+"/provinces/17", "HX-Request", "true")
	if frag.status != http.StatusOK || strings.Contains(frag.body, "<html") {
		t.Fatalf("fragment: %d, full page returned", frag.status)
	}
	for _, want := range []string{"Kai", "甲斐", "Takeda", "Capitale di Takeda", "Shinano"} {
		if !strings.Contains(frag.body, want) && want != "Shinano" {
			t.Errorf("detail lacks %q", want)
		}
	}
	doc := frag.doc(t)
	if doc.Find(`[data-testid="province-detail"] .chips li`).Length() == 0 {
		t.Error("no neighbours listed")
	}
	full := b.get(path + "/provinces/17")
	if !strings.Contains(full.body, "<html") || !strings.Contains(full.body, "甲斐") {
		t.Error("without htmx the detail is a full page")
	}
	boosted := b.get(path+"/provinces/17", "HX-Request", "true", "HX-Boosted", "true")
	if !strings.Contains(boosted.body, "<html") {
		t.Error("a boosted navigation gets the full page")
	}
	if !strings.Contains(frag.header.Get("Vary"), "HX-Request") { // with the compression's Accept-Encoding
		t.Error("Vary: HX-Request missing")
	}
	if res := b.get(path + "/provinces/99"); res.status != http.StatusNotFound {
		t.Errorf("unknown province: %d", res.status)
	}
}

func TestProvinceTableSortsByOwner(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	path := b.createCampaign(sixPlayerForm())
	res := b.get(path + "/provinces?sort=owner")
	rows := res.doc(t).Find(`[data-testid="province-table"] tbody tr`)
	if rows.Length() != 61 {
		t.Fatalf("%d rows", rows.Length())
	}
	var owners []string
	rows.Each(func(_ int, s *goquery.Selection) { owners = append(owners, s.AttrOr("data-owner", "")) })
	if owners[0] != "Hojo" || owners[9] != "Hojo" || owners[10] != "Uesugi" || owners[60] != "" {
		t.Errorf("owner order: %v", owners)
	}
}

func TestCustomMapImport(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	good := `{"provinces":[{"id":1,"name":"Alpha","owner":"Takeda","capital":true,"terrain":"plain","lat":35,"lon":138},{"id":2,"name":"Beta","owner":"Kyoto","terrain":"hilly","lat":35.5,"lon":138.5},{"id":3,"name":"Gamma","owner":"Uesugi","capital":true,"terrain":"mountain","lat":36,"lon":139}],"adjacency":[{"a":1,"b":2,"kind":"land"},{"a":2,"b":3,"kind":"strait"}]}`
	form := map[string]string{"name": "Piccola", "players": "2", "scenario": "custom", "player.Takeda": "A", "player.Uesugi": "B", "gm_password": "tessen-1560", "gm_password2": "tessen-1560"}
	res := b.postMultipart("/campaigns", form, map[string]string{"map_json": good})
	if res.status != http.StatusSeeOther {
		t.Fatalf("custom map: %d %s", res.status, res.body)
	}
	loc, _ := url.Parse(res.header.Get("Location"))
	page := b.get(loc.Path)
	if n := page.doc(t).Find("svg.map a.province").Length(); n != 3 {
		t.Fatalf("%d provinces on the imported map", n)
	}
	bad := strings.Replace(good, `{"a":2,"b":3,"kind":"strait"}`, `{"a":3,"b":3,"kind":"land"}`, 1)
	res = b.postMultipart("/campaigns", form, map[string]string{"map_json": bad})
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "adiacente a se stessa") || !strings.Contains(res.body, "non è connessa") {
		t.Fatalf("invalid map: %d", res.status)
	}
	res = b.postMultipart("/campaigns", form, map[string]string{"map_provinces": "id,name\n1,A\n"})
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "adjacency.csv") {
		t.Fatalf("half a CSV map: %d", res.status)
	}
	list, _ := ts.db.Campaigns(context.Background())
	if len(list) != 1 {
		t.Fatalf("%d campaigns stored, want 1", len(list))
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testExportImportRoundTrip)
}

func testExportImportRoundTrip(t *testing.T, backend dbtest.Backend) {
	ts := newTestServerOn(t, backend)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	first := gm.get(path + "/export")
	if first.status != http.StatusOK {
		t.Fatalf("export: %d", first.status)
	}
	other := ts.browser(t)
	res := other.postMultipart("/campaigns/import", map[string]string{"gm_password": "new-password", "gm_password2": "new-password"}, map[string]string{"file": first.body})
	if res.status != http.StatusSeeOther {
		t.Fatalf("import: %d %s", res.status, res.body)
	}
	m := regexp.MustCompile(`/campaigns/(\d+)/links`).FindStringSubmatch(res.header.Get("Location"))
	if m == nil || m[1] == strings.TrimPrefix(path, "/campaigns/") {
		t.Fatalf("import did not create a new campaign: %s", res.header.Get("Location"))
	}
	second := other.get("/campaigns/" + m[1] + "/export")
	if second.body != first.body {
		t.Fatal("export → import → export is not identical")
	}
	if links := other.get("/campaigns/" + m[1] + "/links"); links.doc(t).Find("input.copy").Length() != 6 {
		t.Error("imported campaign has no fresh player links")
	}
	res = other.postMultipart("/campaigns/import", map[string]string{"gm_password": "new-password", "gm_password2": "new-password"}, map[string]string{"file": `{"format":"other"}`})
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "esportazione valida") {
		t.Fatalf("bad import: %d", res.status)
	}
}

func TestCampaignListPage(t *testing.T) { t.Parallel(); onEachBackend(t, testCampaignListPage) }

func testCampaignListPage(t *testing.T, backend dbtest.Backend) {
	ts := newTestServerOn(t, backend)
	b := ts.browser(t)
	b.createCampaign(sixPlayerForm())
	res := b.get("/")
	if n := res.doc(t).Find(`[data-testid="campaign-list"] li`).Length(); n != 1 {
		t.Fatalf("%d campaigns listed", n)
	}
}

func TestAPICreateAndPublicState(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testAPICreateAndPublicState)
}

func testAPICreateAndPublicState(t *testing.T, backend dbtest.Backend) {
	ts := newTestServerOn(t, backend)
	b := ts.browser(t)
	res := b.postJSON("/api/campaigns", `{"name":"API","scenario":"five","players":{"Hojo":"a","Uesugi":"b","Takeda":"c","Mori":"d","Shimazu":"e"},"gmPassword":"tessen-1560"}`)
	if res.status != http.StatusCreated {
		t.Fatalf("create: %d %s", res.status, res.body)
	}
	var created struct {
		ID        int64             `json:"id"`
		JoinLinks map[string]string `json:"joinLinks"`
	}
	if err := json.Unmarshal([]byte(res.body), &created); err != nil || created.ID == 0 || len(created.JoinLinks) != 5 {
		t.Fatalf("answer %s", res.body)
	}
	state := b.get("/api/campaigns/" + strconv.FormatInt(created.ID, 10))
	var pub struct {
		Provinces []struct {
			ID     int    `json:"id"`
			Owner  string `json:"owner"`
			Armies []struct {
				Clan     string `json:"clan"`
				Elements int    `json:"elements"`
			} `json:"armies"`
		} `json:"provinces"`
		Clans []struct {
			Clan     string `json:"clan"`
			Status   string `json:"status"`
			Prestige int    `json:"prestige"`
		} `json:"clans"`
	}
	if err := json.Unmarshal([]byte(state.body), &pub); err != nil {
		t.Fatal(err)
	}
	if len(pub.Provinces) != 61 || pub.Provinces[30].Owner != "Imagawa" || len(pub.Provinces[60].Armies) != 1 || pub.Provinces[60].Armies[0].Elements != 12 {
		t.Errorf("public provinces wrong: %+v", pub.Provinces[60])
	}
	for _, c := range pub.Clans {
		if c.Prestige != 10 || (c.Clan == "Imagawa") != (c.Status == "neutral") {
			t.Errorf("clan %+v", c)
		}
	}
	for _, secret := range []string{"token", "join", "password", "hash"} {
		if strings.Contains(strings.ToLower(state.body), secret) {
			t.Errorf("public state mentions %q", secret)
		}
	}
}

func TestAPICreateRejectsBadInput(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	cases := []struct {
		body, lang, want string
		status           int
	}{
		{`{"name":"","scenario":"six","players":{},"gmPassword":"x"}`, "it", "Dai un nome alla campagna.", 422},
		{`{"name":"x","scenario":"six","players":{"Oda":"n"},"gmPassword":"tessen-1560"}`, "en", "Unknown clan", 422},
		{`{"name":"x","scenario":"custom","players":{"Hojo":"a","Mori":"b"},"gmPassword":"short"}`, "en", "at least 8 characters", 422},
		{`{not json`, "en", "not valid JSON", 400},
		{`{not json`, "it", "non è un JSON valido", 400},
	}
	for _, tc := range cases {
		res := b.postJSON("/api/campaigns?lang="+tc.lang, tc.body)
		if res.status != tc.status || !strings.Contains(res.body, tc.want) {
			t.Errorf("%s: %d %s", tc.body, res.status, res.body)
		}
		if !strings.HasPrefix(res.header.Get("Content-Type"), "application/json") {
			t.Errorf("error is not JSON")
		}
	}
	if res := b.get("/api/campaigns/999"); res.status != 404 || !strings.Contains(res.body, `"error"`) {
		t.Errorf("missing campaign: %d %s", res.status, res.body)
	}
	list, _ := ts.db.Campaigns(context.Background())
	if len(list) != 0 {
		t.Fatal("a rejected request saved a campaign")
	}
}

func TestAPIDocsListEveryRoute(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	res := ts.browser(t).get("/api")
	for _, route := range []string{"POST /api/campaigns", "GET /api/campaigns/{id}", "GET /healthz"} {
		if !strings.Contains(res.body, route) {
			t.Errorf("/api does not document %s", route)
		}
	}
}

func TestHealthz(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	res := ts.browser(t).get("/healthz")
	if res.status != 200 || res.body != "ok" {
		t.Fatalf("%d %q", res.status, res.body)
	}
}

// The style sheet's kanji fallback is served from the binary, cacheable,
// and is the printables' font; a page showing kanji links the style sheet
// that names it.
func TestKanjiFontServed(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.get("/fonts/kanji.ttf")
	if res.status != http.StatusOK || res.header.Get("Content-Type") != "font/ttf" || !strings.HasPrefix(res.header.Get("Cache-Control"), "public") {
		t.Fatalf("%d %v", res.status, res.header)
	}
	if res.body != string(pdf.KanjiFont()) || !strings.HasPrefix(res.body, "\x00\x01\x00\x00") {
		t.Fatal("not the embedded TrueType font")
	}
	path := b.createCampaign(sixPlayerForm())
	page := b.get(path + "/provinces")
	sheet, _ := page.doc(t).Find(`link[rel="stylesheet"]`).Attr("href")
	if !strings.Contains(page.body, "尾張") || !strings.HasPrefix(sheet, "/static/css/app.") {
		t.Fatalf("the province table shows no kanji, or no style sheet (%q)", sheet)
	}
	css := b.get(sheet).body
	if !strings.Contains(css, `url("/fonts/kanji.ttf")`) || !strings.Contains(css, `"Sengoku Kanji", sans-serif`) {
		t.Error("the style sheet does not fall back on the kanji font")
	}
}

func TestCampaignPageLinksItsPrintables(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	path := b.createCampaign(sixPlayerForm())
	href := b.get(path).doc(t).Find(`[data-testid="tab-print"]`).AttrOr("href", "")
	if href != path+"/print" {
		t.Fatalf("print tab links to %q", href)
	}
	if res := b.get(href); res.status != http.StatusOK {
		t.Fatalf("campaign print page: %d", res.status)
	}
}

func TestWrongMethodAnswersInTheUserLanguage(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	req, _ := http.NewRequest(http.MethodDelete, ts.URL+"/campaigns/new", nil)
	if res := b.do(req); res.status != http.StatusMethodNotAllowed || !strings.Contains(res.body, "non accetta") {
		t.Errorf("page: %d %q", res.status, res.body)
	}
	req, _ = http.NewRequest(http.MethodDelete, ts.URL+"/api/campaigns?lang=en", nil)
	if res := b.do(req); res.status != http.StatusMethodNotAllowed || !strings.Contains(res.body, `"error":"This page does not accept`) {
		t.Errorf("api: %d %q", res.status, res.body)
	}
}
