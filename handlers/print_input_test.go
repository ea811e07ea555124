package handlers_test

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// newNeutralHojoCampaign creates a custom campaign in which Hojo has no
// player (neutral) and returns its id.
func newNeutralHojoCampaign(t *testing.T, ts *testServer) int64 {
	t.Helper()
	f := sixPlayerForm()
	f.Set("scenario", "custom")
	f.Set("players", "5")
	f.Set("player.Hojo", "")
	path := ts.browser(t).createCampaign(f)
	id, err := strconv.ParseInt(strings.TrimPrefix(path, "/campaigns/"), 10, 64)
	if err != nil {
		t.Fatal(path, err)
	}
	return id
}

// A neutral clan is not playing (§6, §13): it sends no diplomatic notes and
// keeps no Prestige ledger. A name that is no clan of the campaign is an
// unknown clan, not a missing one; an unknown copy of the season sheet is
// refused rather than printed as the public one. Each refusal is a 422
// that says why, in Italian by default and in English.
func TestCampaignPrintRefusesClansNotPlaying(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	id := newNeutralHojoCampaign(t, ts)
	b := ts.browser(t)
	cases := []struct {
		path, field string
		it, en      string
	}{
		{"ledger?clan=Hojo", "clan", "Hojo non gioca in questa campagna", "Hojo is not playing in this campaign"},
		{"slips?from=Hojo", "from", "Hojo non gioca in questa campagna", "Hojo is not playing in this campaign"},
		{"slips?from=hojo&copies=2", "from", "Hojo non gioca", "Hojo is not playing"},
		{"ledger?clan=Oda", "clan", `Clan "Oda" sconosciuto: scegli tra Uesugi, Takeda`, `Unknown clan "Oda": choose one of Uesugi, Takeda`},
		{"slips?from=Oda", "from", `Clan "Oda" sconosciuto`, `Unknown clan "Oda"`},
		{"ledger", "clan", "Scegli un clan: Uesugi, Takeda", "Choose a clan: Uesugi, Takeda"},
		{"season?copy=bogus", "copy", `Copia "bogus" sconosciuta: scegli public`, `Unknown copy "bogus": choose public or private.`},
		{"season?copy=privata", "copy", `Copia "privata" sconosciuta`, `Unknown copy "privata"`},
	}
	for _, c := range cases {
		for _, l := range []string{"", "en"} {
			path := fmt.Sprintf("/api/print/campaign/%d/%s", id, c.path)
			if l != "" {
				path += map[bool]string{true: "&", false: "?"}[strings.Contains(path, "?")] + "lang=" + l
			}
			res := b.get(path)
			if res.status != http.StatusUnprocessableEntity {
				t.Errorf("%s: status %d: %.200s", path, res.status, res.body)
				continue
			}
			msg, problems := apiProblem(t, res)
			want := c.it
			if l == "en" {
				want = c.en
			}
			if !strings.Contains(msg, want) || problems[c.field] == "" {
				t.Errorf("%s: %q %v, want %q on %s", path, msg, problems, want, c.field)
			}
		}
	}
	// The site's links answer the same refusals as pages.
	if res := b.get(fmt.Sprintf("/campaigns/%d/print/ledger.pdf?clan=Hojo", id)); res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "non gioca") {
		t.Errorf("site ledger of a neutral clan: %d", res.status)
	}
	// The clans in play still print, and the public copy by name.
	for _, q := range []string{"ledger?clan=Takeda", "slips?from=Uesugi", "season?copy=public", "season"} {
		isPDF(t, b.get(fmt.Sprintf("/api/print/campaign/%d/%s", id, q)))
	}
	// Slips go to the clans in play only: Uesugi writes to 4 of them.
	res := b.get(fmt.Sprintf("/api/print/campaign/%d/slips?from=Uesugi&lang=en", id))
	if w := pdfWords(t, res.body); strings.Contains(w, "HOJO") || !strings.Contains(w, "SHIMAZU") {
		t.Errorf("slips from Uesugi: %.300s", w)
	}
}

// Every print API route refuses a query parameter it does not read, with a
// 400 naming it (a mistyped option is not silently ignored); lang is
// always allowed.
func TestPrintAPIRefusesUnknownParameters(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	id, _, _ := newPrintCampaign(t, ts)
	b := ts.browser(t)
	gets := []string{
		"/api/print/affinati/reference?bogus=1",
		"/api/print/affinati/reference?figures=25mm&distanceScal=2",
		"/api/print/campaign/cards?bogus=1",
		"/api/print/campaign/slips?count=3&bogus=1",
		fmt.Sprintf("/api/print/campaign/%d/season?bogus=1", id),
		fmt.Sprintf("/api/print/campaign/%d/slips?bogus=1", id),
		fmt.Sprintf("/api/print/campaign/%d/ledger?clan=Takeda&bogus=1", id),
	}
	for _, p := range gets {
		for _, l := range []string{"it", "en"} {
			res := b.get(p + "&lang=" + l)
			if res.status != http.StatusBadRequest {
				t.Errorf("%s: status %d", p, res.status)
				continue
			}
			msg, problems := apiProblem(t, res)
			name := "bogus"
			if strings.Contains(p, "distanceScal=") {
				name = "distanceScal"
			}
			want := map[string]string{"it": "Parametri sconosciuti: " + name, "en": "Unknown parameters: " + name}[l]
			if !strings.Contains(msg, want) || problems[name] == "" || !strings.Contains(msg, "lang") {
				t.Errorf("%s (%s): %q %v", p, l, msg, problems)
			}
		}
	}
	for _, p := range []string{"/api/print/aot/booklet?bogus=1", "/api/print/affinati/roster?bogus=1"} {
		res := b.postJSON(p, `{}`)
		if msg, problems := apiProblem(t, res); res.status != http.StatusBadRequest || problems["bogus"] == "" {
			t.Errorf("%s: %d %q", p, res.status, msg)
		}
	}
	// The parameters each route reads, and lang, are accepted.
	for _, p := range []string{
		"/api/print/affinati/reference?figures=25mm&units=in&distanceScale=2&factorSource=table&paper=letter&lang=en",
		"/api/print/campaign/cards?paper=a4&lang=it",
		"/api/print/campaign/slips?count=3&paper=letter",
		fmt.Sprintf("/api/print/campaign/%d/season?copy=public&paper=a4&lang=en", id),
		fmt.Sprintf("/api/print/campaign/%d/slips?from=Takeda&copies=1&paper=a4", id),
		fmt.Sprintf("/api/print/campaign/%d/ledger?clan=Takeda&paper=letter", id),
	} {
		isPDF(t, b.get(p))
	}
	// A malformed query is a 400 too.
	if res := b.get("/api/print/campaign/cards?paper=%zz"); res.status != http.StatusBadRequest {
		t.Errorf("malformed query: %d", res.status)
	}
	// The site's own links keep their form fields (opts, army …).
	if res := b.get("/print/affinati/reference.pdf?figures=15mm&bogus=1"); res.status != http.StatusOK {
		t.Errorf("site reference with an extra field: %d", res.status)
	}
}

// The roster API takes the B-xx options as JSON numbers and booleans as
// well as strings; a key it does not read, or a value of the wrong type, is
// a 400 naming it rather than "not valid JSON".
func TestRosterAPITypedOptionsAndUnknownKeys(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	army := `"list":"samurai-1500","mountedSamurai":2,"footSamurai":4,"ashigaru":3,"archers":1,"arquebusiers":2,"general":"footSamurai","figures":"25mm","units":"cm"`
	for _, opts := range []string{
		`"distanceScale":2,"allowDismount":true`,
		`"distanceScale":"2","allowDismount":"true"`,
		`"distanceScale":2.5,"allowDismount":false,"monkDifficultBonus":1,"mountedDifficultMove":5`,
	} {
		res := b.postJSON("/api/print/affinati/roster?lang=en", "{"+army+","+opts+"}")
		isPDF(t, res)
		if strings.Contains(opts, "allowDismount\":true") && !strings.Contains(pdfWords(t, res.body), "May dismount") {
			t.Errorf("%s: the dismount rule is missing", opts)
		}
		if strings.Contains(opts, "false") && strings.Contains(pdfWords(t, res.body), "May dismount") {
			t.Errorf("%s: dismount printed though refused", opts)
		}
	}
	// 2 × the 25 mm distances: Foot Samurai move 10 cm.
	res := b.postJSON("/api/print/affinati/roster?lang=en", "{"+army+`,"distanceScale":2}`)
	if w := pdfWords(t, res.body); !strings.Contains(w, "10 cm") {
		t.Errorf("scaled roster: %.300s", w)
	}
	cases := []struct{ body, field, it, en string }{
		{"{" + army + `,"bogus":1}`, "bogus", "Campo sconosciuto nel corpo della richiesta: bogus", "Unknown field in the request body: bogus"},
		{"{" + army + `,"distanceScael":2}`, "distanceScael", "distanceScael", "distanceScael"},
		{"{" + army + `,"distanceScale":{"x":1}}`, "distanceScale", "Il campo distanceScale ha un tipo sbagliato", "Field distanceScale has the wrong type"},
		{"{" + army + `,"ashigaru":"three"}`, "ashigaru", "Il campo ashigaru ha un tipo sbagliato (string)", "Field ashigaru has the wrong type (string)"},
	}
	for _, c := range cases {
		for _, l := range []string{"it", "en"} {
			res := b.postJSON("/api/print/affinati/roster?lang="+l, c.body)
			msg, problems := apiProblem(t, res)
			want := map[string]string{"it": c.it, "en": c.en}[l]
			if res.status != http.StatusBadRequest || !strings.Contains(msg, want) || problems[c.field] == "" {
				t.Errorf("%s (%s): %d %q %v", c.body, l, res.status, msg, problems)
			}
		}
	}
	// A body that is not JSON is still said to be so; a valid option value
	// out of range is still a 422.
	if res := b.postJSON("/api/print/affinati/roster?lang=en", "{"+army); res.status != http.StatusBadRequest {
		t.Errorf("truncated body: %d", res.status)
	}
	if res := b.postJSON("/api/print/affinati/roster?lang=en", "{"+army+"} {}"); res.status != http.StatusBadRequest {
		t.Errorf("trailing data: %d", res.status)
	}
	res = b.postJSON("/api/print/affinati/roster?lang=en", "{"+army+`,"distanceScale":9}`)
	if msg, problems := apiProblem(t, res); res.status != http.StatusUnprocessableEntity || problems["distanceScale"] == "" {
		t.Errorf("distanceScale 9: %d %q", res.status, msg)
	}
}

// The booklet API refuses a key it does not read, also inside a unit.
func TestBookletAPIRefusesUnknownKeys(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	ok := `{"name":"Takeda","units":[{"card":"lib:yari","number":1}],"paper":"a4","size":"half","duplex":true,"cutMarks":true,"turns":8}`
	isPDF(t, b.postJSON("/api/print/aot/booklet", ok))
	for body, field := range map[string]string{
		`{"name":"Takeda","units":[{"card":"lib:yari"}],"papr":"a4"}`:             "papr",
		`{"name":"Takeda","units":[{"card":"lib:yari","numbr":1}]}`:               "numbr",
		`{"name":"Takeda","units":[{"card":"lib:yari"}],"turns":"8"}`:             "turns",
		`{"name":"Takeda","units":[{"unitCard":{"type":"yari","colour":"red"}}]}`: "colour",
	} {
		res := b.postJSON("/api/print/aot/booklet?lang=en", body)
		msg, problems := apiProblem(t, res)
		if res.status != http.StatusBadRequest || !strings.Contains(msg, field) || len(problems) == 0 {
			t.Errorf("%s: %d %q %v", body, res.status, msg, problems)
		}
	}
}
