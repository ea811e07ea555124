package handlers_test

import (
	"encoding/json"
	"math"
	"net/http"
	"strings"
	"testing"

	"sengoku/tables/ccsb"
	"sengoku/views"
)

// The rulebook's Example 3: inspired Samurai spear cavalry against Ashigaru
// bows with a foot leader, and the battle back.
const ccsbExampleQuery = "att=SSpC&insp=true&tgt=AB&tgtLdr=foot&bb=true"

func ccsbExample(t *testing.T) *ccsb.Result {
	t.Helper()
	r, err := ccsb.Combat(ccsb.Input{Att: "SSpC", Insp: true, Tgt: "AB", TgtLdr: "foot", BB: true})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestCCSBPageRendersWithAStartingCombat(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	res := ts.browser(t).get("/calc/ccsb")
	if res.status != http.StatusOK {
		t.Fatalf("status %d", res.status)
	}
	d := res.doc(t)
	if d.Find(`[data-testid="ccsb-form"] select[name="att"]`).Length() != 1 {
		t.Fatal("no attacker select")
	}
	want, _ := ccsb.Combat(ccsb.Input{Att: "SSp", Tgt: "ASp"})
	if got := d.Find(`[data-testid="ccsb-pelim"] .v`).Text(); got != views.IT.Percent(want.PEliminated) {
		t.Fatalf("P(eliminated) %q, want %q", got, views.IT.Percent(want.PEliminated))
	}
	// Every uncertain rule is a visible option with its default selected.
	for _, o := range ccsb.Options() {
		sel := d.Find(`[data-testid="ccsb-options"] select[name="` + o.Key + `"] option[selected]`)
		if sel.Length() != 1 || !strings.Contains(sel.Text(), "predefinito") {
			t.Errorf("option %s: selected %q", o.Key, sel.Text())
		}
	}
}

func TestCCSBFormGivesTheEngineNumbers(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	want := ccsbExample(t)
	d := ts.browser(t).get("/calc/ccsb?" + ccsbExampleQuery).doc(t)
	checks := map[string]string{
		"ccsb-dice":    "5",
		"ccsb-pelim":   views.IT.Percent(want.PEliminated),
		"ccsb-pleader": views.IT.Percent(want.PLeaderKilled),
		"ccsb-pbb":     views.IT.Percent(want.BattleBack.P),
	}
	for id, v := range checks {
		sel := d.Find(`[data-testid="` + id + `"]`)
		if sel.Find(".v").Length() > 0 {
			sel = sel.Find(".v")
		}
		if got := strings.TrimSpace(sel.Text()); got != v {
			t.Errorf("%s = %q, want %q", id, got, v)
		}
	}
	// The distributions are charted: blocks removed 0..4.
	rows := d.Find(`[data-testid="chart-lost"] tbody tr`)
	if rows.Length() != len(want.Lost) {
		t.Fatalf("lost chart has %d rows, want %d", rows.Length(), len(want.Lost))
	}
	if got := rows.Eq(2).Find("td").Eq(1).Text(); got != views.IT.Percent(want.Lost[2]) {
		t.Errorf("P(2 blocks) %q, want %q", got, views.IT.Percent(want.Lost[2]))
	}
	if d.Find(`[data-testid="chart-flags"]`).Length() != 1 || d.Find(`[data-testid="chart-retreat"]`).Length() != 1 || d.Find(`[data-testid="chart-tokens"]`).Length() != 1 {
		t.Error("flags, retreat and tokens charts missing")
	}
	if d.Find(`[data-testid="ccsb-battleback"]`).Length() != 1 {
		t.Error("battle back missing")
	}
	// The input is echoed in the form.
	if v, _ := d.Find(`select[name="tgtLdr"] option[selected]`).Attr("value"); v != "foot" {
		t.Errorf("tgtLdr echoed as %q", v)
	}
	if _, ok := d.Find(`input[name="insp"]`).Attr("checked"); !ok {
		t.Error("insp not ticked")
	}
}

func TestCCSBHtmxAnswersAFragmentWithACanonicalURL(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	// What the form sends: every field, defaults included.
	q := "mode=close&att=SSpC&attBlocks=&attLdr=&attTer=open&range=2&insp=true&tgt=AB&tgtBlocks=&tgtLdr=foot&tgtTer=open&card=0&dragon=0&levy=0&free=0&res=0&oAC="
	res := ts.browser(t).get("/calc/ccsb?"+q, "HX-Request", "true")
	if res.status != http.StatusOK {
		t.Fatalf("status %d: %s", res.status, res.body)
	}
	if strings.Contains(res.body, "<html") {
		t.Fatal("htmx got a whole page")
	}
	if !strings.Contains(res.body, `id="ccsb-details" class="assist-details" hx-swap-oob="true"`) {
		t.Error("details are not swapped out of band")
	}
	if got := res.header.Get("HX-Push-Url"); got != "/calc/ccsb?att=SSpC&attTer=open&insp=true&tgt=AB&tgtLdr=foot&tgtTer=open" {
		t.Errorf("HX-Push-Url %q", got)
	}
	if !strings.Contains(res.header.Get("Vary"), "HX-Request") { // with the compression's Accept-Encoding
		t.Error("no Vary: HX-Request")
	}
}

func TestCCSBBadInputIs422InTheUsersLanguage(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	// A ranged attack by a unit without missile weapons, target in a forest.
	res := b.get("/calc/ccsb?mode=ranged&att=SSp&tgt=AB&tgtTer=forest&range=2")
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("status %d", res.status)
	}
	d := res.doc(t)
	if p := d.Find(`[data-testid="problems"]`).Text(); !strings.Contains(p, "non ha armi da lancio") {
		t.Errorf("Italian problem missing: %q", p)
	}
	// The page stays usable: the form is there with the values typed.
	if v, _ := d.Find(`select[name="tgtTer"] option[selected]`).Attr("value"); v != "forest" {
		t.Errorf("tgtTer echoed as %q", v)
	}
	if _, ok := d.Find(`input[name="mode"][value="ranged"]`).Attr("checked"); !ok {
		t.Error("mode not echoed")
	}
	if d.Find(`[data-testid="ccsb-form"] .field.bad select[name="att"]`).Length() != 1 {
		t.Error("the attacker field is not marked")
	}
	en := b.get("/calc/ccsb?mode=ranged&att=SSp&tgt=AB&range=2&lang=en")
	if en.status != http.StatusUnprocessableEntity || !strings.Contains(en.doc(t).Find(`[data-testid="problems"]`).Text(), "has no missile weapon") {
		t.Errorf("English: %d", en.status)
	}
	// An unreadable number is a 400 with the form still there.
	bad := b.get("/calc/ccsb?att=SSp&tgt=AB&card=many")
	if bad.status != http.StatusBadRequest || bad.doc(t).Find(`[data-testid="ccsb-form"]`).Length() != 1 {
		t.Errorf("malformed query: %d", bad.status)
	}
}

func TestCCSBAPIGivesTheEngineResult(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.get("/api/calc/ccsb/combat?" + ccsbExampleQuery)
	if res.status != http.StatusOK {
		t.Fatalf("status %d: %s", res.status, res.body)
	}
	var got ccsb.Result
	if err := json.Unmarshal([]byte(res.body), &got); err != nil {
		t.Fatal(err)
	}
	want := ccsbExample(t)
	if got.Dice != want.Dice || math.Abs(got.PEliminated-want.PEliminated) > 1e-15 || math.Abs(got.PLeaderKilled-want.PLeaderKilled) > 1e-15 {
		t.Fatalf("got dice %d pElim %v pLeader %v; want %d %v %v", got.Dice, got.PEliminated, got.PLeaderKilled, want.Dice, want.PEliminated, want.PLeaderKilled)
	}
	if got.BattleBack == nil || math.Abs(got.BattleBack.P-want.BattleBack.P) > 1e-15 {
		t.Fatal("battle back differs")
	}

	var e struct {
		Error    string            `json:"error"`
		Problems map[string]string `json:"problems"`
	}
	res = b.get("/api/calc/ccsb/combat?att=SSp&tgt=AB&attBlocks=7")
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("bad blocks: %d", res.status)
	}
	_ = json.Unmarshal([]byte(res.body), &e)
	if !strings.Contains(e.Problems["attBlocks"], "blocchi rimasti") {
		t.Errorf("Italian problem: %+v", e)
	}
	res = b.get("/api/calc/ccsb/combat?att=SSp&tgt=AB&attBlocks=7&lang=en")
	_ = json.Unmarshal([]byte(res.body), &e)
	if !strings.Contains(e.Problems["attBlocks"], "blocks left") {
		t.Errorf("English problem: %+v", e)
	}
	if res := b.get("/api/calc/ccsb/combat?att=SSp&tgt=AB&moved=perhaps"); res.status != http.StatusBadRequest {
		t.Errorf("malformed bool: %d", res.status)
	}

	res = b.get("/api/calc/ccsb/reference")
	var ref struct {
		Units   []ccsb.UnitType `json:"units"`
		Options []ccsb.Option   `json:"options"`
	}
	if err := json.Unmarshal([]byte(res.body), &ref); err != nil || len(ref.Units) != len(ccsb.Units()) || len(ref.Options) != len(ccsb.Options()) {
		t.Fatalf("reference: %v %d units %d options", err, len(ref.Units), len(ref.Options))
	}
}
