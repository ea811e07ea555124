package handlers_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// The query policy holds on every calculator API and the print API alike:
// booleans in any spelling, a repeated key, an undecodable value and an
// unknown key are each refused the same way, naming the key.
func TestQueryPolicyOnEveryRoute(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	type policyBody struct {
		Error    string            `json:"error"`
		Problems map[string]string `json:"problems"`
		Accepted []string          `json:"accepted"`
	}
	get := func(path string) (int, policyBody) {
		t.Helper()
		res := b.get(path)
		var body policyBody
		if res.status != http.StatusOK && json.Unmarshal([]byte(res.body), &body) != nil {
			t.Fatalf("%s: not JSON: %.200s", path, res.body)
		}
		return res.status, body
	}
	routes := []struct {
		base, boolKey, intKey, typo, meant string
	}{
		{"/api/calc/ccsb/combat?att=SSpC&tgt=AB", "insp", "card", "Insp", "insp"},
		{"/api/calc/sekigahara/move?blocks=7", "mainRoad", "friendlyX", "mainroad", "mainRoad"},
		{"/api/calc/affinati/combat?a.troop=mountedSamurai&b.troop=ashigaru&da=5&db=2", "a.general", "db2", "a.generl", "a.general"},
		{"/api/calc/aot/fortitude?test=cas&cas=2&models=6&fort=10", "cmdr", "vs", "modles", "models"},
	}
	for _, r := range routes {
		for _, yes := range []string{"on", "yes", "YES", "True", "1"} {
			if st, body := get(r.base + "&" + r.boolKey + "=" + yes); st != http.StatusOK {
				t.Errorf("%s %s=%s: %d %+v", r.base, r.boolKey, yes, st, body)
			}
		}
		if st, body := get(r.base + "&" + r.boolKey + "=1&" + r.boolKey + "=0"); st != http.StatusBadRequest || body.Problems[r.boolKey] == "" {
			t.Errorf("%s repeated %s: %d %+v", r.base, r.boolKey, st, body)
		}
		if st, body := get(r.base + "&" + r.boolKey + "=maybe&lang=en"); st != http.StatusBadRequest || !strings.Contains(body.Problems[r.boolKey], "true or false") {
			t.Errorf("%s %s=maybe: %d %+v", r.base, r.boolKey, st, body)
		}
		st, body := get(r.base + "&" + r.typo + "=1&lang=en")
		if st != http.StatusBadRequest || !strings.Contains(body.Problems[r.typo], "did you mean \""+r.meant+"\"") ||
			!slices.Contains(body.Accepted, "lang") || !slices.Contains(body.Accepted, r.meant) || !strings.Contains(body.Error, "Unknown parameters: "+r.typo) {
			t.Errorf("%s %s: %d %+v", r.base, r.typo, st, body)
		}
	}
	// The print API: the same refusals.
	if st, body := get("/api/print/affinati/reference?figures=25mm&figures=15mm"); st != http.StatusBadRequest || body.Problems["figures"] == "" {
		t.Errorf("print repeated: %d %+v", st, body)
	}
	if st, body := get("/api/print/affinati/reference?figure=25mm&lang=en"); st != http.StatusBadRequest || !strings.Contains(body.Problems["figure"], `did you mean "figures"`) {
		t.Errorf("print typo: %d %+v", st, body)
	}
}

// A page keeps its form and shows the problem under the same policy; its
// htmx answer is the page's result fragment alone.
func TestQueryPolicyOnThePages(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.get("/calc/sekigahara/move?blocks=3&blocks=4")
	d := res.doc(t)
	if res.status != http.StatusBadRequest || d.Find(`[data-testid="seki-move-form"]`).Length() != 1 || !strings.Contains(d.Find(`[data-testid="problems"]`).Text(), "blocks") {
		t.Errorf("repeated key on the page: %d", res.status)
	}
	for path, form := range map[string]string{
		"/calc/affinati/pip?far=true&fra=true":        "aff-pip-form",
		"/calc/aot/fortitude?test=cas&tset=cas&cas=2": "aot-fort-form",
		"/calc/ccsb?att=SSp&att=SB&tgt=AB":            "ccsb-form",
	} {
		res := b.get(path + "&lang=en")
		d := res.doc(t)
		if p := d.Find(`[data-testid="problems"]`).Text(); res.status != http.StatusBadRequest || d.Find(`[data-testid="`+form+`"]`).Length() != 1 ||
			!strings.Contains(p, "Unknown parameter") && !strings.Contains(p, "more than once") {
			t.Errorf("%s: %d %q", path, res.status, p)
		}
	}
	res = b.get("/calc/sekigahara/move?blocks=3&mainRoad=yes", "HX-Request", "true")
	if res.status != http.StatusOK || strings.Contains(res.body, "<html") || !strings.Contains(res.body, `data-testid="seki-allowance"`) {
		t.Errorf("htmx answer: %d %.200s", res.status, res.body)
	}
	res = b.get("/calc/aot/fortitude?test=cas&cas=2&models=6&fort=10", "HX-Request", "true", "HX-Target", "calc")
	if res.status != http.StatusOK || strings.Contains(res.body, "<html") || !strings.Contains(res.body, `data-testid="aot-fort-form"`) {
		t.Errorf("htmx answer targeting #calc is the form and result: %d %.200s", res.status, res.body)
	}
	res = b.get("/calc/aot/fortitude?test=cas&cas=2&models=6&fort=10", "HX-Request", "true")
	if res.status != http.StatusOK || strings.Contains(res.body, `data-testid="aot-fort-form"`) || !strings.Contains(res.body, `hx-swap-oob`) {
		t.Errorf("htmx answer targeting #result is the result and the summary out of band: %d %.300s", res.status, res.body)
	}
}

// The SAMURAI combat page reads its query under the policy too: its own
// keys, the compared setup's under "alt." and cmp are read; an unknown key
// is a 400 naming it, with the form kept; a campaign battle's picker
// restriction (a.only, b.only, repeated on purpose) is not a parameter of
// the calculation and never refused.
func TestQueryPolicyOnTheCombatPage(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	base := "/calc/affinati?a.troop=mountedSamurai&b.troop=ashigaru&lang=en"
	for _, ok := range []string{
		base,
		base + "&cmp=1&alt.a.troop=footSamurai&alt.b.troop=ashigaru",
		base + "&a.only=mountedSamurai&a.only=footSamurai&b.only=ashigaru",
	} {
		if res := b.get(ok); res.status != http.StatusOK {
			t.Errorf("%s: %d", ok, res.status)
		}
	}
	res := b.get(base + "&a.generl=true")
	d := res.doc(t)
	p := d.Find(`[data-testid="problems"]`).Text()
	if res.status != http.StatusBadRequest || !strings.Contains(p, `Unknown parameter "a.generl": did you mean "a.general"?`) || d.Find(`form`).Length() == 0 {
		t.Errorf("unknown key on the combat page: %d %q", res.status, p)
	}
	if res := b.get(base + "&alt.a.bogus=1&cmp=1"); res.status != http.StatusBadRequest {
		t.Errorf("unknown compared key: %d", res.status)
	}
}

// The Art of Tactic attack page reads its query under the policy: the
// units' keys by index, the compared setup's under "alt." and cmp; an
// unknown key is a 400 naming it, with the form kept.
func TestQueryPolicyOnTheAttackPage(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	base := "/calc/aot?lang=en"
	for _, ok := range []string{
		base,
		base + "&n=2",
		base + "&cmp=1&alt.n=2",
	} {
		if res := b.get(ok); res.status != http.StatusOK {
			t.Errorf("%s: %d %.300s", ok, res.status, res.doc(t).Find(`[data-testid="problems"]`).Text())
		}
	}
	res := b.get(base + "&a1.modles=4")
	d := res.doc(t)
	p := d.Find(`[data-testid="problems"]`).Text()
	if res.status != http.StatusBadRequest || !strings.Contains(p, `Unknown parameter "a1.modles"`) || d.Find(`form`).Length() == 0 {
		t.Errorf("unknown key on the attack page: %d %q", res.status, p)
	}
	if res := b.get(base + "&cmp=1&alt.bogus=1"); res.status != http.StatusBadRequest {
		t.Errorf("unknown compared key: %d", res.status)
	}
}
