package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"sengoku/tables/artoftactic"
	"sengoku/tables/rulebook"
	"sengoku/views"
)

// TestAoTPagesRender: attack, fortitude and the card library render on a
// fresh visit, the calculators with a result from the starting example.
func TestAoTPagesRender(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, path := range []string{"/calc/aot", "/calc/aot/fortitude", "/calc/aot/cards", "/calc/aot/cards/new", "/calc/aot?n=3", "/calc/aot?cmp=1"} {
		res := b.get(path)
		if res.status != http.StatusOK {
			t.Fatalf("%s: status %d\n%s", path, res.status, res.doc(t).Find(`[data-testid="problems"]`).Text())
		}
	}
	doc := b.get("/calc/aot?n=3").doc(t)
	if doc.Find(`[data-testid="set-a3"]`).Length() != 1 {
		t.Error("three attackers asked, the third is missing")
	}
	lib := b.get("/calc/aot/cards").doc(t)
	if lib.Find(`[data-testid="lib-card"]`).Length() != len(artoftactic.Library()) {
		t.Error("the library does not list every built-in card")
	}
	if !strings.Contains(lib.Find(`[data-testid="library"]`).Text(), rulebook.AoT.Title(142)) {
		t.Error("built-in values are not marked with their source")
	}
}

// TestAoTAttackMatchesEngine: the page and the API give the engine's
// numbers for two units on one target with the target striking back.
func TestAoTAttackMatchesEngine(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	q := "n=2&a1.kind=cav&a1.models=3&a1.dice=3&a1.cmdr=1&a1.atti=8&a1.attc=6&a1.order=assault&a1.inspire=1&a1.fatigue=2" +
		"&a2.kind=inf&a2.models=6&a2.cmdradj=1&a2.mode=ranged&a2.order=fire&a2.chart=x+5+4+3+2+2&a2.range=3" +
		"&t.kind=inf&t.models=6&t.cmdr=1&t.def=2&t.fort=10&t.atti=4&t.attc=6&t.morale=hesitant&t.terrain=lightwoods&back=1"
	in := artoftactic.AttackInput{
		Attackers: []artoftactic.Unit{
			{Kind: "cav", Models: 3, Dice: 3, Cmdr: true, AttInf: 8, AttCav: 6, Order: "assault", Inspire: true, Fatigue: 2},
			{Kind: "inf", Models: 6, CmdrAdj: true, Mode: "ranged", Order: "fire", Chart: "x 5 4 3 2 2", Range: 3},
		},
		Target: artoftactic.Unit{Kind: "inf", Models: 6, Cmdr: true, Def: 2, Fort: 10, AttInf: 4, AttCav: 6, Morale: "hesitant", Terrain: "lightwoods"},
		Back:   true,
	}
	want, err := artoftactic.Attack(in)
	if err != nil {
		t.Fatal(err)
	}
	res := b.get("/calc/aot?" + q)
	if res.status != http.StatusOK {
		t.Fatalf("status %d: %s", res.status, res.doc(t).Find(`[data-testid="problems"]`).Text())
	}
	doc := res.doc(t)
	if got := doc.Find(`[data-testid="s1-t-mean"]`).Text(); got != views.IT.Decimal(want.Target.Cas.Mean) {
		t.Errorf("mean casualties: page %q, engine %v", got, want.Target.Cas.Mean)
	}
	if got := doc.Find(`[data-testid="s1-t-wiped"]`).Text(); got != views.IT.Percent(want.Target.Wiped) {
		t.Errorf("wiped: page %q, engine %v", got, want.Target.Wiped)
	}
	rows := doc.Find(`[data-testid="chart-s1-t-cas"] tbody tr`)
	if rows.Length() == 0 {
		t.Fatal("no casualty table")
	}
	first := rows.First().Find("td")
	k := strings.TrimSpace(first.Eq(0).Text())
	if got, wantP := first.Eq(2).Text(), views.IT.Percent(want.Target.Cas.AtLeast[atoi(t, k)]); got != wantP {
		t.Errorf("%s or more casualties: page %q, engine %q", k, got, wantP)
	}
	if doc.Find(`[data-testid="back"]`).Length() != 1 || doc.Find(`[data-testid="s1-b-mean"]`).Text() != views.IT.Decimal(want.Back.Damage.Cas.Mean) {
		t.Error("the strike back is missing or differs")
	}

	api := b.get("/api/calc/aot/attack?" + q)
	var got artoftactic.AttackResult
	if api.status != http.StatusOK || json.Unmarshal([]byte(api.body), &got) != nil {
		t.Fatalf("api: %d %s", api.status, api.body)
	}
	if got.Target.Cas.Mean != want.Target.Cas.Mean || got.Target.Wiped != want.Target.Wiped || got.Back.Damage.Wiped != want.Back.Damage.Wiped ||
		got.Target.Morale.Failed != want.Target.Morale.Failed {
		t.Errorf("api differs from the engine")
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	var n int
	for _, r := range s {
		if r < '0' || r > '9' {
			t.Fatalf("not a count: %q", s)
		}
		n = n*10 + int(r-'0')
	}
	return n
}

// TestAoTCardPickerFillsInputs: picking a card fills the values the
// rulebook gives and names the ones it leaves to the user; edits made
// after picking survive the next change.
func TestAoTCardPickerFillsInputs(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.get("/calc/aot?a1.card=lib:cavalry&a1.loaded=&a1.order=assault&t.card=lib:card-16-2&t.models=6&t.loaded=", "HX-Request", "true", "HX-Target", "calc")
	if res.status != http.StatusOK {
		t.Fatalf("status %d", res.status)
	}
	doc := res.doc(t)
	sel := func(name string) string {
		v, _ := doc.Find(`select[name="` + name + `"] option[selected]`).Attr("value")
		return v
	}
	if sel("a1.kind") != "cav" || sel("a1.models") != "3" || sel("a1.atti") != "8" || sel("a1.dice") != "3" {
		t.Errorf("cavalry card not applied: kind %q models %q atti %q dice %q", sel("a1.kind"), sel("a1.models"), sel("a1.atti"), sel("a1.dice"))
	}
	if note := doc.Find(`[data-testid="set-a1"] .calc-note`).Text(); !strings.Contains(note, "Difesa") {
		t.Errorf("the card's unknown values are not named: %q", note)
	}
	if v, _ := doc.Find(`input[name="a1.loaded"]`).Attr("value"); v != "lib:cavalry" {
		t.Errorf("loaded %q", v)
	}
	// Same card, edited models: the edit stays.
	res = b.get("/calc/aot?a1.card=lib:cavalry&a1.loaded=lib:cavalry&a1.kind=cav&a1.models=2&a1.dice=3&a1.atti=8&a1.order=assault&t.kind=inf&t.models=6&t.loaded=")
	if v, _ := res.doc(t).Find(`select[name="a1.models"] option[selected]`).Attr("value"); v != "2" {
		t.Errorf("edited models replaced by the card: %q", v)
	}
}

// TestAoTBadInput422: bad input answers 422 with messages in the user's
// language, the form echoed, and JSON problems named like the parameters.
func TestAoTBadInput422(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, tc := range []struct{ lang, want string }{{"", "La fanteria tira 1 dado per modello"}, {"&lang=en", "Infantry rolls 1 die per model"}} {
		res := b.get("/calc/aot?a1.kind=inf&a1.models=6&a1.dice=3&a1.atti=5&a1.cmdr=1&a1.order=assault&t.kind=inf&t.models=6&t.def=1" + tc.lang)
		if res.status != http.StatusUnprocessableEntity {
			t.Fatalf("status %d", res.status)
		}
		doc := res.doc(t)
		if msg := doc.Find(`[data-testid="problems"]`).Text(); !strings.Contains(msg, tc.want) {
			t.Errorf("problems %q", msg)
		}
		if v, _ := doc.Find(`select[name="a1.dice"]`).Attr("aria-invalid"); v != "true" {
			t.Error("the faulty field is not marked")
		}
		if v, _ := doc.Find(`select[name="a1.atti"] option[selected]`).Attr("value"); v != "5" {
			t.Errorf("typed value not echoed: %q", v)
		}
	}
	res := b.get("/api/calc/aot/attack?a1.kind=inf&a1.models=0&t.kind=inf&t.models=6")
	var body struct{ Problems map[string]string }
	if res.status != http.StatusUnprocessableEntity || json.Unmarshal([]byte(res.body), &body) != nil || body.Problems["a1.models"] == "" {
		t.Fatalf("api 422: %d %s", res.status, res.body)
	}
	if res := b.get("/api/calc/aot/attack?a1.kind=inf&t.kind=inf&a9.kind=inf"); res.status != http.StatusBadRequest {
		t.Errorf("unknown parameter: %d", res.status)
	}
	res = b.get("/api/calc/aot/fortitude?test=cas&cas=9&models=6&fort=10&lang=en")
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "Casualties must be between") {
		t.Errorf("fortitude 422: %d %s", res.status, res.body)
	}
}

// TestAoTFortitudeMatchesEngine: every test kind through the page and the
// API.
func TestAoTFortitudeMatchesEngine(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, tc := range []artoftactic.FortitudeInput{
		{Unit: artoftactic.Unit{Models: 6, Fort: 10, Cmdr: true, Morale: "hesitant"}, Test: "cas", Cas: 2},
		{Unit: artoftactic.Unit{Models: 6, Fort: 10}, Test: "flank"},
		{Unit: artoftactic.Unit{Models: 6, Fort: 10}, Test: "rear"},
		{Unit: artoftactic.Unit{Models: 5, Fort: 9, Honor: true}, Test: "river"},
		{Unit: artoftactic.Unit{Models: 5, Fort: 9, Order: "assault", Cmdr: true}, Test: "collision", Vs: 12},
	} {
		want, err := artoftactic.Fortitude(tc)
		if err != nil {
			t.Fatal(err)
		}
		q := url.Values{"test": {tc.Test}, "models": {itoa(tc.Models)}, "fort": {itoa(tc.Fort)}, "cas": {itoa(tc.Cas)}, "vs": {itoa(tc.Vs)}}
		if tc.Cmdr {
			q.Set("cmdr", "1")
		}
		if tc.Honor {
			q.Set("honor", "1")
		}
		if tc.Morale != "" {
			q.Set("morale", tc.Morale)
		}
		if tc.Order != "" {
			q.Set("order", tc.Order)
		}
		res := b.get("/calc/aot/fortitude?" + q.Encode())
		if res.status != http.StatusOK {
			t.Fatalf("%s: %d %s", tc.Test, res.status, res.doc(t).Find(`[data-testid="problems"]`).Text())
		}
		doc := res.doc(t)
		if tc.Test == "collision" {
			if !strings.Contains(doc.Find(`[data-testid="collision"]`).Text(), views.IT.Percent(want.Win)) {
				t.Errorf("collision win %v not shown", want.Win)
			}
		} else if got := doc.Find(`[data-testid="pass"]`).Text(); got != views.IT.Percent(want.Pass) {
			t.Errorf("%s: pass %q, engine %v", tc.Test, got, want.Pass)
		}
		api := b.get("/api/calc/aot/fortitude?" + q.Encode())
		var got artoftactic.FortitudeResult
		if api.status != 200 || json.Unmarshal([]byte(api.body), &got) != nil || got.Pass != want.Pass || got.Win != want.Win {
			t.Errorf("%s: api %d %s", tc.Test, api.status, api.body)
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// TestAoTCardLibraryOwnership: a browser creates, edits and deletes its
// own cards; another browser can neither see, edit nor delete them; a
// bad card re-renders with 422 and the values typed.
func TestAoTCardLibraryOwnership(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	alice, bob := ts.browser(t), ts.browser(t)
	form := url.Values{"name": {"Takeda cavalry"}, "type": {"cavalry"}, "kind": {"cav"}, "cmdr": {"on"}, "models": {"3"},
		"atti": {"8"}, "attc": {"6"}, "dice": {"3"}, "def": {"2"}, "fort": {"11"}}
	res := alice.postForm("/calc/aot/cards", form)
	if res.status != http.StatusSeeOther {
		t.Fatalf("create: %d %s", res.status, res.body)
	}
	doc := alice.get("/calc/aot/cards").doc(t)
	if doc.Find(`[data-testid="own-card"]`).Length() != 1 || !strings.Contains(doc.Find(`[data-testid="own-cards"]`).Text(), "Takeda cavalry") {
		t.Fatal("the new card is not listed")
	}
	edit, _ := doc.Find(`[data-testid="edit-card"]`).Attr("href")
	id := strings.TrimSuffix(strings.TrimPrefix(edit, "/calc/aot/cards/"), "/edit")

	// The card fills the calculator for its owner only.
	res = alice.get("/calc/aot?a1.card=my:" + id + "&a1.order=assault&t.card=lib:card-16-2&t.models=6")
	if res.status != 200 {
		t.Fatalf("owner's card in the calculator: %d", res.status)
	}
	if v, _ := res.doc(t).Find(`select[name="a1.def"] option[selected]`).Attr("value"); v != "2" {
		t.Errorf("own card's defense not filled: %q", v)
	}
	if res := bob.get("/calc/aot?a1.card=my:" + id + "&t.card=lib:card-16-2&t.models=6"); res.status != http.StatusUnprocessableEntity {
		t.Errorf("another browser used the card: %d", res.status)
	}
	if n := bob.get("/calc/aot/cards").doc(t).Find(`[data-testid="own-card"]`).Length(); n != 0 {
		t.Errorf("another browser sees %d cards", n)
	}
	if res := bob.get(edit); res.status != http.StatusNotFound {
		t.Errorf("another browser's edit form: %d", res.status)
	}
	form.Set("name", "Stolen")
	if res := bob.postForm("/calc/aot/cards/"+id, form); res.status != http.StatusNotFound {
		t.Errorf("another browser's update: %d", res.status)
	}
	if res := bob.postForm("/calc/aot/cards/"+id+"/delete", url.Values{}); res.status != http.StatusNotFound {
		t.Errorf("another browser's delete: %d", res.status)
	}

	// A bad edit: 422, values typed echoed, the card unchanged.
	bad := url.Values{"name": {"Takeda cavalry"}, "type": {"cavalry"}, "kind": {"inf"}, "models": {"3"}, "dice": {"3"}}
	res = alice.postForm("/calc/aot/cards/"+id, bad)
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("bad edit: %d", res.status)
	}
	d := res.doc(t)
	if !strings.Contains(d.Find(`[data-testid="problems"]`).Text(), "cavalleria") {
		t.Errorf("problems: %q", d.Find(`[data-testid="problems"]`).Text())
	}
	if v, _ := d.Find(`input[name="name"]`).Attr("value"); v != "Takeda cavalry" {
		t.Errorf("name not echoed: %q", v)
	}
	// A good edit, then delete.
	form.Set("name", "Takeda heavy cavalry")
	if res := alice.postForm("/calc/aot/cards/"+id, form); res.status != http.StatusSeeOther {
		t.Fatalf("edit: %d", res.status)
	}
	if !strings.Contains(alice.get("/calc/aot/cards").body, "Takeda heavy cavalry") {
		t.Error("edit not saved")
	}
	if res := alice.postForm("/calc/aot/cards/"+id+"/delete", url.Values{}); res.status != http.StatusSeeOther {
		t.Fatalf("delete: %d", res.status)
	}
	if alice.get("/calc/aot/cards").doc(t).Find(`[data-testid="own-card"]`).Length() != 0 {
		t.Error("card not deleted")
	}
	// The JSON list has the library.
	res = alice.get("/api/calc/aot/cards")
	if res.status != 200 || !strings.Contains(res.body, `"ref":"lib:cavalry"`) {
		t.Errorf("cards api: %d", res.status)
	}
}

// TestAoTAPIDocumented: /api lists every AoT route.
func TestAoTAPIDocumented(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	body := ts.browser(t).get("/api").body
	for _, r := range []string{"/api/calc/aot/attack", "/api/calc/aot/fortitude", "/api/calc/aot/cards", "/api/calc/aot/options"} {
		if !strings.Contains(body, "GET "+r) {
			t.Errorf("/api does not document %s", r)
		}
	}
}

// TestAoTCardRangedDice: a saved ranged cavalry card (8x3 in melee, 1
// ranged die per model) fires with 3 dice for its 3 models, not 9; the
// form shows its ranged dice and a query can set them.
func TestAoTCardRangedDice(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	form := url.Values{"name": {"Mounted archers"}, "type": {"custom"}, "kind": {"cav"}, "cmdr": {"on"}, "ranged": {"on"},
		"models": {"3"}, "dice": {"3"}, "fdice": {"1"}, "chart": {"x 5 4 3"}}
	if res := b.postForm("/calc/aot/cards", form); res.status != http.StatusSeeOther {
		t.Fatalf("create: %d %s", res.status, res.body)
	}
	edit, _ := b.get("/calc/aot/cards").doc(t).Find(`[data-testid="edit-card"]`).Attr("href")
	id := strings.TrimSuffix(strings.TrimPrefix(edit, "/calc/aot/cards/"), "/edit")
	q := "a1.card=my:" + id + "&a1.mode=ranged&a1.order=fire&a1.range=2&t.kind=inf&t.models=6&t.def=0"
	for _, tc := range []struct {
		extra string
		dice  int
	}{{"", 3}, {"&a10=one", 3}, {"&a1.fdice=2", 6}} {
		res := b.get("/api/calc/aot/attack?" + q + tc.extra)
		var got artoftactic.AttackResult
		if res.status != http.StatusOK || json.Unmarshal([]byte(res.body), &got) != nil {
			t.Fatalf("%q: %d %s", tc.extra, res.status, res.body)
		}
		if got.Strikes[0].Dice != tc.dice {
			t.Errorf("%q: %d dice, want %d", tc.extra, got.Strikes[0].Dice, tc.dice)
		}
	}
	res := b.get("/calc/aot?" + q)
	if res.status != http.StatusOK {
		t.Fatalf("page: %d", res.status)
	}
	if v, _ := res.doc(t).Find(`select[name="a1.fdice"] option[selected]`).Attr("value"); v != "1" {
		t.Errorf("ranged dice not filled from the card: %q", v)
	}
}

// aotProblemsOf reads the problems of a 422 API answer.
func aotProblemsOf(t *testing.T, res response) map[string]string {
	t.Helper()
	var body struct{ Problems map[string]string }
	if res.status != http.StatusUnprocessableEntity || json.Unmarshal([]byte(res.body), &body) != nil {
		t.Fatalf("want 422 with problems: %d %s", res.status, res.body)
	}
	return body.Problems
}

// TestAoTForcedOrders: §12.2, a Panicked unit cannot be ordered to Fire
// (it executes Panic), nor a Shaken one to Assault (it executes Flee).
func TestAoTForcedOrders(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	fire := "a1.kind=inf&a1.models=6&a1.cmdr=1&a1.mode=ranged&a1.order=fire&a1.chart=x+5+4&a1.range=2&t.kind=inf&t.models=6"
	p := aotProblemsOf(t, b.get("/api/calc/aot/attack?"+fire+"&a1.morale=panicked&lang=en"))
	if !strings.Contains(p["a1.order"], "Panicked unit executes Panic") {
		t.Errorf("panicked fire: %v", p)
	}
	p = aotProblemsOf(t, b.get("/api/calc/aot/attack?a1.kind=inf&a1.models=6&a1.cmdr=1&a1.atti=4&a1.order=assault&a1.morale=shaken&t.kind=inf&t.models=6"))
	if !strings.Contains(p["a1.order"], "Scossa esegue Fuggire") {
		t.Errorf("shaken assault: %v", p)
	}
	if res := b.get("/api/calc/aot/attack?" + fire + "&a1.morale=hesitant"); res.status != http.StatusOK {
		t.Errorf("hesitant fire: %d %s", res.status, res.body)
	}
}

// TestAoTRiverTest: §13.1, the river casualty test counts the river's -2
// fortitude with the terrain left empty, and a ford has no casualty test.
func TestAoTRiverTest(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, terrain := range []string{"", "&terrain=river"} {
		res := b.get("/api/calc/aot/fortitude?test=river&fort=10&kind=inf&models=6" + terrain)
		var got artoftactic.FortitudeResult
		if res.status != http.StatusOK || json.Unmarshal([]byte(res.body), &got) != nil {
			t.Fatalf("%q: %d %s", terrain, res.status, res.body)
		}
		if got.Pass != 310.0/1280 {
			t.Errorf("%q: pass %v, want 310/1280", terrain, got.Pass)
		}
	}
	p := aotProblemsOf(t, b.get("/api/calc/aot/fortitude?test=river&fort=10&kind=inf&models=6&terrain=ford&lang=en"))
	if !strings.Contains(p["terrain"], "No casualty test at a ford") {
		t.Errorf("ford: %v", p)
	}
	p = aotProblemsOf(t, b.get("/api/calc/aot/fortitude?test=river&fort=10&kind=inf&models=6&terrain=bridge"))
	if !strings.Contains(p["terrain"], "ponte") {
		t.Errorf("bridge: %v", p)
	}
}

// TestAoTNumberOutOfRange: a number too large is out of range, with the
// allowed range, not "not a whole number"; words still are.
func TestAoTNumberOutOfRange(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	p := aotProblemsOf(t, b.get("/api/calc/aot/attack?a1.kind=inf&a1.models=99999&t.kind=inf&t.models=6&lang=en"))
	if m := p["a1.models"]; !strings.Contains(m, "Out of range") || !strings.Contains(m, "1 to 20") {
		t.Errorf("models 99999: %q", m)
	}
	p = aotProblemsOf(t, b.get("/api/calc/aot/fortitude?test=cas&cas=99999999999999999999999&models=6&fort=10"))
	if m := p["cas"]; !strings.Contains(m, "Fuori intervallo") || !strings.Contains(m, "da 1 a 20") {
		t.Errorf("cas overflow: %q", m)
	}
	// A word is a value that does not read: a 400 (the query policy).
	res := b.get("/api/calc/aot/attack?a1.kind=inf&a1.models=six&t.kind=inf&t.models=6&lang=en")
	var six struct{ Problems map[string]string }
	if res.status != http.StatusBadRequest || json.Unmarshal([]byte(res.body), &six) != nil || !strings.Contains(six.Problems["a1.models"], "must be a whole number") {
		t.Errorf("models six: %d %s", res.status, res.body)
	}
	// The card form: a number too large for any card field.
	form := url.Values{"type": {"custom"}, "kind": {"inf"}, "models": {"99999999999999999999999"}}
	res = b.postForm("/calc/aot/cards", form)
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("card: %d", res.status)
	}
	if msg := res.doc(t).Find(`[data-testid="problems"]`).Text(); !strings.Contains(msg, "da 1 a 20") || strings.Contains(msg, "intero") {
		t.Errorf("card problems %q", msg)
	}
}
