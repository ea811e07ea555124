package handlers_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"sengoku/models/dbtest"
)

// apiVersion is campaign path's version as b reads it through the API.
func apiVersion(t *testing.T, b *browser, path string) int64 {
	t.Helper()
	res := b.get("/api" + path + "/view")
	var body struct{ Version int64 }
	if err := json.Unmarshal([]byte(res.body), &body); res.status != http.StatusOK || err != nil {
		t.Fatalf("view %s: %d %v", path, res.status, err)
	}
	return body.Version
}

// importAs imports ex as a new campaign, b its game master; its path.
func importAs(t *testing.T, b *browser, ex any) string {
	t.Helper()
	file, _ := json.Marshal(ex)
	res := b.postMultipart("/campaigns/import", importForm(), map[string]string{"file": string(file)})
	if res.status != http.StatusSeeOther {
		t.Fatalf("import: %d\n%s", res.status, problemsOf(t, res))
	}
	return strings.TrimSuffix(res.header.Get("Location"), "/links")
}

// An imported campaign goes on counting versions from its export's, as
// its log goes on numbering: a client holding an older version gets a 409
// (which carries the current version), not a silent match. An older export
// without a version counts from its log.
func TestImportedCampaignKeepsCountingVersions(t *testing.T) {
	onEachBackend(t, testImportKeepsCountingVersions)
}

func testImportKeepsCountingVersions(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	for _, v := range []string{"true", "false", "true", "false"} {
		tb.gmDo(t, "kind", "set-option", "key", "tableDice", "value", v)
	}
	if res := tb.gm.postJSON("/api"+tb.path+"/undo", `{}`); res.status != http.StatusOK {
		t.Fatalf("undo: %d %s", res.status, res.body)
	}
	want := apiVersion(t, tb.gm, tb.path)
	ex := exportOf(t, tb.gm, tb.path)
	if ex.Version != want || want != 6 {
		t.Fatalf("export version %d, campaign at %d, want 6", ex.Version, want)
	}
	gm := tb.ts.browser(t)
	path := importAs(t, gm, ex)
	if got := apiVersion(t, gm, path); got != want {
		t.Fatalf("imported at version %d, want %d", got, want)
	}
	// A client of the campaign before the import, at version 2, is refused.
	stale := `{"kind":"set-option","key":"tableDice","value":"false","version":2}`
	res := gm.postJSON("/api"+path+"/actions", stale)
	var conflict struct {
		Error   string
		Version int64
	}
	if err := json.Unmarshal([]byte(res.body), &conflict); err != nil || res.status != http.StatusConflict || conflict.Version != want || conflict.Error == "" {
		t.Fatalf("stale action: %d %s", res.status, res.body)
	}
	if h := res.header.Get("Sengoku-Version"); h != strconv.FormatInt(want, 10) {
		t.Errorf("Sengoku-Version %q, want %d", h, want)
	}
	// The current version the 409 gave is enough to act: no second read.
	res = gm.postJSON("/api"+path+"/actions", fmt.Sprintf(`{"kind":"set-option","key":"tableDice","value":"false","version":%d}`, conflict.Version))
	if res.status != http.StatusOK || !strings.Contains(res.body, fmt.Sprintf(`"version":%d`, want+1)) {
		t.Fatalf("action at the version of the 409: %d %s", res.status, res.body)
	}
	// An export from before versions were exported counts from its log.
	var old map[string]json.RawMessage
	raw, _ := json.Marshal(ex)
	_ = json.Unmarshal(raw, &old)
	delete(old, "version")
	if got := apiVersion(t, gm, importAs(t, gm, old)); got != want {
		t.Fatalf("an export without its version imported at %d, want %d", got, want)
	}
}

// A form sent on an older version answers 409 with the tab as it stands,
// its current version on #campaign and in the Sengoku-Version header, for
// the page and for htmx; the undo too.
func TestConflictCarriesTheCurrentVersion(t *testing.T) { onEachBackend(t, testConflictCarriesVersion) }

func testConflictCarriesVersion(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	tb.gmDo(t, "kind", "set-option", "key", "tableDice", "value", "true")
	current := strconv.FormatInt(apiVersion(t, tb.gm, tb.path), 10)
	stale := url.Values{"kind": {"set-option"}, "key": {"tableDice"}, "value": {"false"}, "version": {"1"}, "return": {"options"}}
	for name, headers := range map[string][]string{"page": nil, "htmx": {"HX-Request", "true"}} {
		req, _ := http.NewRequest(http.MethodPost, tb.gm.base+tb.path+"/actions", strings.NewReader(stale.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		res := tb.gm.do(req)
		if res.status != http.StatusConflict || res.header.Get("Sengoku-Version") != current {
			t.Fatalf("%s: %d, Sengoku-Version %q, want 409 and %s", name, res.status, res.header.Get("Sengoku-Version"), current)
		}
		if got, _ := res.doc(t).Find("#campaign").Attr("data-version"); got != current {
			t.Errorf("%s: #campaign at version %q, want %s", name, got, current)
		}
	}
	res := tb.gm.postForm(tb.path+"/undo", url.Values{"version": {"1"}})
	if res.status != http.StatusConflict || res.header.Get("Sengoku-Version") != current {
		t.Fatalf("stale undo: %d, Sengoku-Version %q", res.status, res.header.Get("Sengoku-Version"))
	}
	res = tb.gm.postJSON("/api"+tb.path+"/undo", `{"version":1}`)
	if res.status != http.StatusConflict || !strings.Contains(res.body, `"version":`+current) {
		t.Fatalf("stale API undo: %d %s", res.status, res.body)
	}
}
