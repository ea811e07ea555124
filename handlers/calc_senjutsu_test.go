package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/i18n"
	"sengoku/tables/senjutsu"
)

func profileForm(name, adv, hand, wounds string) url.Values {
	return url.Values{"name": {name}, "advantage_number": {adv}, "hand_limit": {hand}, "wound_limit": {wounds}}
}

// createProfile saves a profile through the form and returns its id.
func (b *browser) createProfile(f url.Values) string {
	b.t.Helper()
	res := b.postForm("/calc/senjutsu/profiles", f)
	if res.status != http.StatusSeeOther || res.header.Get("Location") != "/calc/senjutsu/profiles" {
		b.t.Fatalf("create profile: %d %q\n%s", res.status, res.header.Get("Location"), res.body)
	}
	var id string
	b.get("/calc/senjutsu/profiles").doc(b.t).Find(`[data-testid="sj-profiles"] li`).EachWithBreak(func(_ int, s *goquery.Selection) bool {
		if strings.Contains(s.Text(), f.Get("name")) {
			href, _ := s.Find("a").Attr("href")
			id = href[strings.LastIndex(href, "/")+1:]
			return false
		}
		return true
	})
	if id == "" {
		b.t.Fatalf("profile %s not listed", f.Get("name"))
	}
	return id
}

// startDuel creates two profiles and a duel between them; it returns the
// duel's path.
func (b *browser) startDuel() string {
	b.t.Helper()
	a := b.createProfile(profileForm("Aiko", "2", "5", "3"))
	z := b.createProfile(profileForm("Bunta", "1", "5", "6"))
	res := b.postForm("/calc/senjutsu/duels", url.Values{"f0.profile": {a}, "f0.deck": {"40"}, "f1.profile": {z}, "f1.deck": {"30"}, "f2.profile": {""}, "f3.profile": {""}})
	if res.status != http.StatusSeeOther {
		b.t.Fatalf("start duel: %d\n%s", res.status, res.body)
	}
	return res.header.Get("Location")
}

func (b *browser) act(duel string, f url.Values) response {
	b.t.Helper()
	return b.postForm(duel+"/actions", f)
}

func TestSenjutsuPagesRender(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	ts.browser(t).expectPages(map[string]string{
		"/calc/senjutsu":          "sj-need-profiles",
		"/calc/senjutsu/profiles": "sj-profile-form",
		"/calc/senjutsu/order":    "sj-order-form",
	})
}

func TestSenjutsuProfileValidationIs422WithTypedValues(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.postForm("/calc/senjutsu/profiles", profileForm("Kenji", "2", "0", "6"))
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("status %d", res.status)
	}
	d := res.doc(t)
	if p := d.Find(`[data-testid="problems"]`).Text(); !strings.Contains(p, "Limite di Mano") {
		t.Errorf("Italian problem: %q", p)
	}
	if v, _ := d.Find(`input[name="name"]`).Attr("value"); v != "Kenji" {
		t.Errorf("name echoed as %q", v)
	}
	if v, _ := d.Find(`input[name="hand_limit"]`).Attr("value"); v != "0" {
		t.Errorf("hand limit echoed as %q", v)
	}
	if d.Find(`.field.bad input[name="hand_limit"]`).Length() != 1 {
		t.Error("the hand limit is not marked")
	}
	res = b.postForm("/calc/senjutsu/profiles?lang=en", profileForm("", "2", "5", "6"))
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.doc(t).Find(`[data-testid="problems"]`).Text(), "A name is required") {
		t.Errorf("English: %d", res.status)
	}
	// A Kamae Tree line that is not a branch.
	f := profileForm("Kenji", "2", "5", "6")
	f.Set("branches", "neutral - aggression\nnonsense")
	res = b.postForm("/calc/senjutsu/profiles", f)
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "Riga 2") {
		t.Errorf("tree line: %d", res.status)
	}
	if b.get("/calc/senjutsu/profiles").doc(t).Find(`[data-testid="sj-profiles"] li`).Length() != 0 {
		t.Fatal("saved a refused profile")
	}
}

func TestSenjutsuProfileEditKeepsTheKamaeTree(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	f := profileForm("Kenji", "2", "5", "6")
	f.Set("weapons", "Katana, Yari")
	f.Set("branches", "neutral - aggression\nneutral > f1\nf1 - balance")
	f.Set("focus_points", "f1")
	id := b.createProfile(f)
	d := b.get("/calc/senjutsu/profiles/" + id).doc(t)
	if got := d.Find(`textarea[name="branches"]`).Text(); got != "neutral - aggression\nneutral > f1\nf1 - balance" {
		t.Errorf("branches %q", got)
	}
	if v, _ := d.Find(`input[name="weapons"]`).Attr("value"); v != "Katana, Yari" {
		t.Errorf("weapons %q", v)
	}
	f.Set("wound_limit", "7")
	if res := b.postForm("/calc/senjutsu/profiles/"+id, f); res.status != http.StatusSeeOther {
		t.Fatalf("update: %d", res.status)
	}
	if !strings.Contains(b.get("/calc/senjutsu/profiles").body, "ferite 7") {
		t.Error("the update is not listed")
	}
}

func TestSenjutsuProfilesBelongToTheirBrowser(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	alice, bob := ts.browser(t), ts.browser(t)
	id := alice.createProfile(profileForm("Aiko", "2", "5", "6"))
	if res := bob.get("/calc/senjutsu/profiles/" + id); res.status != http.StatusNotFound {
		t.Errorf("another browser opens the profile: %d", res.status)
	}
	if res := bob.postForm("/calc/senjutsu/profiles/"+id, profileForm("Stolen", "1", "5", "6")); res.status != http.StatusNotFound {
		t.Errorf("another browser edits the profile: %d", res.status)
	}
	if res := bob.postForm("/calc/senjutsu/profiles/"+id+"/delete", nil); res.status != http.StatusNotFound {
		t.Errorf("another browser deletes the profile: %d", res.status)
	}
	if res := bob.postForm("/calc/senjutsu/profiles/"+id, profileForm("", "-1", "0", "0")); res.status != http.StatusNotFound {
		t.Errorf("another browser's invalid edit is told more than 404: %d", res.status)
	}
	if strings.Contains(bob.get("/calc/senjutsu/profiles").body, "Aiko") {
		t.Error("another browser lists the profile")
	}
	if body := alice.get("/calc/senjutsu/profiles").body; !strings.Contains(body, "Aiko") || strings.Contains(body, "Stolen") {
		t.Error("the owner's profile changed")
	}
	if res := alice.postForm("/calc/senjutsu/profiles/"+id+"/delete", nil); res.status != http.StatusSeeOther {
		t.Errorf("owner delete: %d", res.status)
	}
	if strings.Contains(alice.get("/calc/senjutsu/profiles").body, "Aiko") {
		t.Error("deleted profile still listed")
	}
}

func TestSenjutsuDuelUntilAWinnerIsAnnounced(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	duel := b.startDuel()
	d := b.get(duel).doc(t)
	// The opening hand is the Hand Limit: the deck holds DeckSize − 5.
	if got := d.Find(`[data-testid="sj-fighter-aiko"] [data-testid="sj-deck"]`).Text(); got != "35 / 40" {
		t.Errorf("Aiko's deck %q", got)
	}
	if got := d.Find(`[data-testid="sj-fighter-bunta"] [data-testid="sj-deck"]`).Text(); got != "25 / 30" {
		t.Errorf("Bunta's deck %q", got)
	}

	// Playing before the turn starts is refused in the user's language and
	// changes nothing.
	res := b.act(duel, url.Values{"type": {"play"}, "fighter": {"aiko"}, "card": {"skill"}})
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.doc(t).Find(`[data-testid="problems"]`).Text(), "Iniziate prima il turno") {
		t.Fatalf("play before the turn: %d", res.status)
	}
	res = b.postForm(duel+"/actions?lang=en", url.Values{"type": {"play"}, "fighter": {"aiko"}})
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "Start the turn first") {
		t.Fatalf("English: %d", res.status)
	}
	if res.doc(t).Find(`[data-testid="sj-start-turn"]`).Length() != 1 {
		t.Error("the page is not usable after a refused action")
	}

	actions := []url.Values{
		{"type": {"start_turn"}},
		{"type": {"focus"}, "fighter": {"bunta"}, "n": {"2"}},
		{"type": {"wound"}, "fighter": {"aiko"}, "n": {"1"}, "by": {"bunta"}},
		{"type": {"wound"}, "fighter": {"aiko"}, "n": {"1"}, "bleeding": {"true"}, "by": {"bunta"}},
	}
	for _, a := range actions {
		if res := b.act(duel, a); res.status != http.StatusSeeOther || res.header.Get("Location") != duel {
			t.Fatalf("%v: %d %s", a, res.status, res.header.Get("Location"))
		}
	}
	d = b.get(duel).doc(t)
	if got := d.Find(`[data-testid="sj-fighter-aiko"] [data-testid="sj-wounds"]`).Text(); got != "2" {
		t.Errorf("Aiko's wounds %q", got)
	}
	if got := d.Find(`[data-testid="sj-fighter-bunta"] [data-testid="sj-focus"]`).Text(); got != "2 / 3" {
		t.Errorf("Bunta's focus %q", got)
	}
	if d.Find(`[data-testid="sj-winner"]`).Length() != 0 {
		t.Fatal("a winner before the end")
	}

	// The third wound reaches Aiko's Wound Limit of 3: Bunta wins.
	b.act(duel, url.Values{"type": {"wound"}, "fighter": {"aiko"}, "n": {"1"}, "by": {"bunta"}})
	d = b.get(duel).doc(t)
	winner := d.Find(`[data-testid="sj-winner"]`).Text()
	if !strings.Contains(winner, "ha vinto Bunta") {
		t.Fatalf("winner banner %q", winner)
	}
	// The engine agrees.
	want, err := senjutsu.Replay(senjutsu.Setup{Fighters: []senjutsu.FighterSetup{
		{ID: "aiko", Profile: senjutsu.Profile{Name: "Aiko", AdvantageNumber: 2, HandLimit: 5, WoundLimit: 3}, DeckSize: 40},
		{ID: "bunta", Profile: senjutsu.Profile{Name: "Bunta", AdvantageNumber: 1, HandLimit: 5, WoundLimit: 6}, DeckSize: 30},
	}}, []senjutsu.Action{{Type: "start_turn"}, {Type: "focus", Fighter: "bunta", N: 2},
		{Type: "wound", Fighter: "aiko", N: 1, By: "bunta"}, {Type: "wound", Fighter: "aiko", N: 1, Bleeding: true, By: "bunta"},
		{Type: "wound", Fighter: "aiko", N: 1, By: "bunta"}})
	if err != nil || !want.Over || strings.TrimSpace(winner) != i18n.IT.Render(want.Status) {
		t.Fatalf("engine: %v %v %q", err, want.Over, i18n.IT.Render(want.Status))
	}

	// Undo brings the duel back.
	if res := b.postForm(duel+"/undo", nil); res.status != http.StatusSeeOther {
		t.Fatalf("undo: %d", res.status)
	}
	if b.get(duel).doc(t).Find(`[data-testid="sj-winner"]`).Length() != 0 {
		t.Error("undo kept the winner")
	}
}

func TestSenjutsuDuelBelongsToItsBrowser(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	alice, bob := ts.browser(t), ts.browser(t)
	duel := alice.startDuel()
	if res := bob.get(duel); res.status != http.StatusNotFound {
		t.Errorf("another browser sees the duel: %d", res.status)
	}
	if res := bob.act(duel, url.Values{"type": {"start_turn"}}); res.status != http.StatusNotFound {
		t.Errorf("another browser acts in the duel: %d", res.status)
	}
	if res := bob.postForm(duel+"/delete", nil); res.status != http.StatusNotFound {
		t.Errorf("another browser deletes the duel: %d", res.status)
	}
	if res := alice.get(duel); res.status != http.StatusOK {
		t.Errorf("owner: %d", res.status)
	}
}

func TestSenjutsuDuelSetupNeedsTwoFighters(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	a := b.createProfile(profileForm("Aiko", "2", "5", "6"))
	b.createProfile(profileForm("Bunta", "1", "5", "6"))
	res := b.postForm("/calc/senjutsu/duels", url.Values{"f0.profile": {a}, "f0.deck": {"30"}})
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.doc(t).Find(`[data-testid="problems"]`).Text(), "Scegliete da 2 a 4 personaggi") {
		t.Fatalf("one fighter: %d", res.status)
	}
	if v, _ := res.doc(t).Find(`select[name="f0.deck"] option[selected]`).Attr("value"); v != "30" {
		t.Errorf("deck echoed as %q", v)
	}
}

func TestSenjutsuOrderGivesTheEngineOrder(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	const code = "1~a.b.c.d~a.A5.rM3.t3-2~b.M3~c.WD9-2v4.c1~d.A7s3.c2.aM"
	r, _ := senjutsu.Parse(code)
	want, err := senjutsu.Order(r, senjutsu.Options{})
	if err != nil {
		t.Fatal(err)
	}
	d := b.get("/calc/senjutsu/order?code=" + code).doc(t)
	events := d.Find(`[data-testid="sj-order"] ol.order li`)
	if events.Length() != len(want.Events) {
		t.Fatalf("%d events, want %d", events.Length(), len(want.Events))
	}
	for i, e := range want.Events {
		li := events.Eq(i)
		if !strings.Contains(li.Text(), i18n.IT.Render(e.Msg)) || !strings.HasPrefix(strings.TrimSpace(li.Find("strong").First().Text()), e.Fighter) {
			t.Errorf("event %d: %q, want %s: %q", i+1, li.Text(), e.Fighter, i18n.IT.Render(e.Msg))
		}
	}
	// The form shows the reveal: d's card has a Dividing Line at 3.
	if v, _ := d.Find(`select[name="p3.split"] option[selected]`).Attr("value"); v != "3" {
		t.Errorf("split echoed as %q", v)
	}

	// The same reveal typed in the form gives the same order and a share
	// link with the code.
	q := url.Values{
		"p0.f": {"ronin"}, "p0.adv": {"1"}, "p0.type": {"A"}, "p0.speed": {"6"},
		"p1.f": {"student"}, "p1.adv": {"2"}, "p1.type": {"D"}, "p1.speed": {"6"}, "p1.hi": {"7"}, "p1.lo": {"3"},
		"p2.f": {""}, "p3.f": {""},
	}
	res := b.get("/calc/senjutsu/order?"+q.Encode(), "HX-Request", "true")
	if res.status != http.StatusOK || strings.Contains(res.body, "<html") {
		t.Fatalf("htmx: %d", res.status)
	}
	if got := res.header.Get("HX-Push-Url"); got != "/calc/senjutsu/order?code=1~ronin.student~ronin.A6~student.D7-3v6" {
		t.Errorf("HX-Push-Url %q", got)
	}
	fd := res.doc(t)
	if first := fd.Find(`[data-testid="sj-event-1"] strong`).First().Text(); first != "student" {
		t.Errorf("first event %q: Defense before Attack at equal speed", first)
	}

	// A bad reveal: 422 in Italian by default, English on request.
	res = b.get("/calc/senjutsu/order?code=1~a.b~a.A5")
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.doc(t).Find(`[data-testid="problems"]`).Text(), "non ha una carta rivelata") {
		t.Errorf("bad code: %d %s", res.status, res.doc(t).Find(`[data-testid="problems"]`).Text())
	}
	if res.doc(t).Find(`[data-testid="sj-order-form"]`).Length() != 1 {
		t.Error("the form is gone")
	}
	res = b.get("/calc/senjutsu/order?code=1~a.b~a.A5&lang=en")
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "has no revealed card") {
		t.Errorf("English: %d", res.status)
	}
}

func TestSenjutsuAPI(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	const code = "1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1"
	res := b.get("/api/calc/senjutsu/order?code=" + code)
	var got struct {
		senjutsu.Resolution
		EN string `json:"en"`
	}
	if res.status != http.StatusOK || json.Unmarshal([]byte(res.body), &got) != nil {
		t.Fatalf("order: %d %s", res.status, res.body)
	}
	r, _ := senjutsu.Parse(code)
	want, _ := senjutsu.Order(r, senjutsu.Options{})
	if len(got.Events) != len(want.Events) || got.Events[0].Fighter != want.Events[0].Fighter || got.EN != i18n.EN.Render(want.Msg) {
		t.Errorf("order differs: %+v", got)
	}
	if res := b.get("/api/calc/senjutsu/order?code=1~x"); res.status != http.StatusUnprocessableEntity {
		t.Errorf("bad code: %d", res.status)
	}
	if res := b.get("/api/calc/senjutsu/order?code=" + code + "&weapon_tie=sideways"); res.status != http.StatusUnprocessableEntity {
		t.Errorf("bad option: %d", res.status)
	}

	body := `{"setup":{"fighters":[{"id":"aiko","profile":{"name":"Aiko","advantage_number":2,"hand_limit":5,"wound_limit":6}},{"id":"bunta","profile":{"name":"Bunta","advantage_number":1,"hand_limit":5,"wound_limit":6},"deck_size":30}]},"actions":[{"type":"start_turn"},{"type":"wound","fighter":"bunta","n":6,"by":"aiko"}]}`
	res = b.postJSON("/api/calc/senjutsu/duel", body)
	var duel senjutsu.Duel
	if res.status != http.StatusOK || json.Unmarshal([]byte(res.body), &duel) != nil {
		t.Fatalf("duel: %d %s", res.status, res.body)
	}
	if !duel.Over || len(duel.Winners) != 1 || duel.Winners[0] != "aiko" {
		t.Errorf("winner: %v %v", duel.Over, duel.Winners)
	}
	res = b.postJSON("/api/calc/senjutsu/duel?lang=en", strings.Replace(body, `"start_turn"`, `"dance"`, 1))
	var e struct {
		Problems map[string]string `json:"problems"`
	}
	_ = json.Unmarshal([]byte(res.body), &e)
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(e.Problems["actions[0].type"], "Unknown action") {
		t.Errorf("bad action: %d %s", res.status, res.body)
	}
	if res := b.postJSON("/api/calc/senjutsu/duel", `{"setup":`); res.status != http.StatusBadRequest {
		t.Errorf("bad JSON: %d", res.status)
	}
}

// The fighter card offers the Kamae positions one branch away on the
// character's own tree (past a Focus Point for free, §9.6), or the standard
// positions without a tree; a tap posts change_kamae, and a refusal shows
// as any other.
func TestSenjutsuKamaeButtonsFollowTheTree(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	f := profileForm("Kenji", "2", "5", "6")
	f.Set("branches", "neutral - aggression\nneutral > f1\nf1 - balance\nbalance - tiger")
	f.Set("focus_points", "f1")
	k := b.createProfile(f)
	z := b.createProfile(profileForm("Bunta", "1", "5", "6"))
	res := b.postForm("/calc/senjutsu/duels", url.Values{"f0.profile": {k}, "f1.profile": {z}, "focus_overflow": {"refuse"}})
	if res.status != http.StatusSeeOther {
		t.Fatalf("start duel: %d\n%s", res.status, res.body)
	}
	duel := res.header.Get("Location")
	buttons := func(d *goquery.Document, fighter string) []string {
		var ids []string
		d.Find(`[data-testid="sj-kamae-` + fighter + `"] button`).Each(func(_ int, s *goquery.Selection) {
			ids = append(ids, s.AttrOr("data-testid", ""))
		})
		return ids
	}
	d := b.get(duel).doc(t)
	if got := strings.Join(buttons(d, "kenji"), " "); got != "sj-kamae-kenji-aggression sj-kamae-kenji-balance-focus" {
		t.Errorf("Kenji from Neutral: %s", got)
	}
	if got := strings.Join(buttons(d, "bunta"), " "); got != "sj-kamae-bunta-aggression sj-kamae-bunta-balance sj-kamae-bunta-determination" {
		t.Errorf("Bunta (no tree): %s", got)
	}
	// The Other action form offers the tree's own positions too.
	if d.Find(`[data-testid="sj-action-form"] select[name="kamae"] option[value="tiger"]`).Length() != 1 {
		t.Error("the Kamae select lacks the tree's position")
	}

	// Tapping Balance passes the Focus Point: +1 Focus, as the engine says.
	post := func(d *goquery.Document, testid string) response {
		t.Helper()
		form := d.Find(`[data-testid="` + testid + `"]`).Closest("form")
		if form.Length() != 1 {
			t.Fatalf("no button %s", testid)
		}
		v := url.Values{}
		form.Find(`input[type="hidden"]`).Each(func(_ int, s *goquery.Selection) {
			v.Add(s.AttrOr("name", ""), s.AttrOr("value", ""))
		})
		return b.postForm(form.AttrOr("action", ""), v)
	}
	if res := post(d, "sj-kamae-kenji-balance-focus"); res.status != http.StatusSeeOther {
		t.Fatalf("tap: %d %s", res.status, res.body)
	}
	// The page as it stands after the tap (a form of the page before it is
	// stale: TestSenjutsuDuelStaleFormIsRefused).
	d = b.get(duel).doc(t)
	if res := post(d, "sj-kamae-bunta-determination"); res.status != http.StatusSeeOther {
		t.Fatalf("tap without a tree: %d %s", res.status, res.body)
	}
	want, err := senjutsu.Replay(senjutsu.Setup{Options: senjutsu.Options{FocusOverflow: "refuse"}, Fighters: []senjutsu.FighterSetup{
		{ID: "kenji", Profile: senjutsu.Profile{Name: "Kenji", AdvantageNumber: 2, HandLimit: 5, WoundLimit: 6, KamaeTree: &senjutsu.KamaeTree{
			Positions: []string{"neutral", "aggression", "balance", "tiger"}, FocusPoints: []string{"f1"},
			Branches: []senjutsu.Branch{{From: "neutral", To: "aggression"}, {From: "neutral", To: "f1", OneWay: true}, {From: "f1", To: "balance"}, {From: "balance", To: "tiger"}}}}},
		{ID: "bunta", Profile: senjutsu.Profile{Name: "Bunta", AdvantageNumber: 1, HandLimit: 5, WoundLimit: 6}},
	}}, []senjutsu.Action{{Type: "change_kamae", Fighter: "kenji", Branches: 1, Path: []string{"f1", "balance"}},
		{Type: "change_kamae", Fighter: "bunta", Kamae: "determination"}})
	if err != nil {
		t.Fatal(err)
	}
	d = b.get(duel).doc(t)
	for _, wf := range want.Fighters {
		card := d.Find(`[data-testid="sj-fighter-` + wf.ID + `"]`)
		kamae := map[string]string{"balance": "Equilibrio", "determination": "Determinazione"}[wf.Kamae]
		if got := card.Find(`[data-testid="sj-kamae"]`).Text(); kamae == "" || got != kamae {
			t.Errorf("%s Kamae %q, engine %q", wf.ID, got, wf.Kamae)
		}
		if got := card.Find(`[data-testid="sj-focus"]`).Text(); got != strconv.Itoa(wf.Focus)+" / 3" {
			t.Errorf("%s Focus %q, engine %d", wf.ID, got, wf.Focus)
		}
	}
	// From Balance: Tiger only (f1 leads nowhere new, Neutral is one-way).
	if got := strings.Join(buttons(d, "kenji"), " "); got != "sj-kamae-kenji-tiger" {
		t.Errorf("Kenji from Balance: %s", got)
	}
	if got := strings.Join(buttons(d, "bunta"), " "); got != "sj-kamae-bunta-neutral sj-kamae-bunta-aggression sj-kamae-bunta-balance" {
		t.Errorf("Bunta from Determination: %s", got)
	}

	// Back to Neutral by hand, Focus to 3: the Focus Point would exceed 3,
	// refused (option focus_overflow) in the user's language, nothing saved.
	for _, a := range []url.Values{
		{"type": {"switch_kamae"}, "fighter": {"kenji"}, "kamae": {"neutral"}},
		{"type": {"focus"}, "fighter": {"kenji"}, "n": {"2"}},
	} {
		if res := b.act(duel, a); res.status != http.StatusSeeOther {
			t.Fatalf("%v: %d %s", a, res.status, res.body)
		}
	}
	d = b.get(duel).doc(t)
	res = post(d, "sj-kamae-kenji-balance-focus")
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.doc(t).Find(`[data-testid="problems"]`).Text(), "supererebbe 3") {
		t.Fatalf("overflow: %d %q", res.status, res.doc(t).Find(`[data-testid="problems"]`).Text())
	}
	if got := res.doc(t).Find(`[data-testid="sj-fighter-kenji"] [data-testid="sj-kamae"]`).Text(); got != "Neutra" {
		t.Errorf("after the refusal Kenji is in %q", got)
	}
	form := d.Find(`[data-testid="sj-kamae-kenji-balance-focus"]`).Closest("form")
	v := url.Values{}
	form.Find(`input[type="hidden"]`).Each(func(_ int, s *goquery.Selection) { v.Add(s.AttrOr("name", ""), s.AttrOr("value", "")) })
	if res := b.postForm(duel+"/actions?lang=en", v); res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "would exceed 3") {
		t.Errorf("English refusal: %d", res.status)
	}
}
