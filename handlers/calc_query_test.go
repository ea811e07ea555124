package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
)

// The C&C, Sekigahara and Senjutsu calculators read their whole input from
// the query: a mistyped name or a broken escape is refused with a 400 that
// names the parameter, never silently ignored (a typo would otherwise give
// a wrong answer with a 200).

type apiError struct {
	Error    string            `json:"error"`
	Problems map[string]string `json:"problems"`
}

func decodeAPIError(t *testing.T, res response) apiError {
	t.Helper()
	var e apiError
	if err := json.Unmarshal([]byte(res.body), &e); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, res.body)
	}
	return e
}

func TestCalculatorAPIsRefuseUnknownParameters(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	cases := []struct {
		path, param, suggest string
	}{
		{"/api/calc/sekigahara/move?blocks=3&mainroad=true", "mainroad", "mainRoad"},
		{"/api/calc/ccsb/combat?att=SSp&tgt=AB&tgtter=forest", "tgtter", "tgtTer"},
		{"/api/calc/sekigahara/battle?attacker=ishida&deployments=if-mori1n&atacker=tokugawa", "atacker", "attacker"},
		{"/api/calc/sekigahara/overrun?friendly=8&enemy=2&enemycontrolscastle=true", "enemycontrolscastle", "enemyControlsCastle"},
		{"/api/calc/sekigahara/reinforcement?week=3&ishida.Hand=6", "ishida.Hand", "ishida.hand"},
		{"/api/calc/sekigahara/victory?ishida.castles=5&tokugawa.castle=4", "tokugawa.castle", "tokugawa.castles"},
		{"/api/calc/senjutsu/order?code=1~aiko.bunta~aiko.M4~bunta.A5&weapon_ties=never", "weapon_ties", "weapon_tie"},
		{"/api/calc/ccsb/reference?units=all", "units", ""},
		{"/api/calc/sekigahara/reference?x=1", "x", ""},
		{"/api/calc/senjutsu/reference?x=1", "x", ""},
	}
	for _, c := range cases {
		for _, lang := range []string{"it", "en"} {
			res := b.get(c.path + "&lang=" + lang)
			if res.status != http.StatusBadRequest {
				t.Errorf("%s (%s): status %d, want 400\n%s", c.path, lang, res.status, res.body)
				continue
			}
			e := decodeAPIError(t, res)
			msg := e.Problems[c.param]
			if msg == "" || !strings.Contains(e.Error, c.param) || !strings.Contains(msg, c.param) {
				t.Errorf("%s (%s): the error does not name %q: %+v", c.path, lang, c.param, e)
			}
			if c.suggest != "" && !strings.Contains(msg, c.suggest) {
				t.Errorf("%s (%s): no hint of %q in %q", c.path, lang, c.suggest, msg)
			}
			word := map[string]string{"it": "sconosciuto", "en": "Unknown"}[lang]
			if !strings.Contains(msg, word) {
				t.Errorf("%s (%s): %q is not in the user's language", c.path, lang, msg)
			}
		}
	}
	// The right names still compute: mainRoad gives the road bonus.
	res := b.get("/api/calc/sekigahara/move?blocks=3&mainRoad=true")
	var m struct{ Allowance int }
	if res.status != http.StatusOK || json.Unmarshal([]byte(res.body), &m) != nil || m.Allowance != 2 {
		t.Errorf("mainRoad=true: %d %s", res.status, res.body)
	}
}

func TestCalculatorAPIsRefuseBrokenEscapes(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, path := range []string{
		"/api/calc/ccsb/combat?att=SSp&tgt=AB&%zz",
		"/api/calc/ccsb/combat?att=SSp&tgt=A%zB",
		"/api/calc/sekigahara/overrun?friendly=8&enemy=2&%zz",
		"/api/calc/sekigahara/move?blocks=3%",
		"/api/calc/sekigahara/battle?attacker=ishida;deployments=if-mori1n",
		"/api/calc/sekigahara/reinforcement?week=3&%zz",
		"/api/calc/sekigahara/victory?%zz=1",
		"/api/calc/senjutsu/order?code=1~a.b~a.A5~b.A4&%zz",
	} {
		res := b.get(path)
		if res.status != http.StatusBadRequest {
			t.Errorf("%s: status %d, want 400\n%s", path, res.status, res.body)
			continue
		}
		e := decodeAPIError(t, res)
		if len(e.Problems) == 0 || !strings.Contains(e.Error, "non è leggibile") && !strings.Contains(e.Error, "punto e virgola") {
			t.Errorf("%s: %+v", path, e)
		}
	}
	res := b.get("/api/calc/ccsb/combat?att=SSp&tgt=A%zB&lang=en")
	if e := decodeAPIError(t, res); res.status != http.StatusBadRequest || !strings.Contains(e.Problems["tgt"], "cannot be read") {
		t.Errorf("English, naming tgt: %d %+v", res.status, e)
	}
}

func TestCalculatorPagesRefuseUnknownParametersAndStayUsable(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	cases := []struct {
		path, param, form, result string
	}{
		{"/calc/ccsb?att=SSp&tgt=AB&tgtter=forest", "tgtter", "ccsb-form", "ccsb-pelim"},
		{"/calc/ccsb?att=SSp&tgt=AB&%zz", "%zz", "ccsb-form", "ccsb-pelim"},
		{"/calc/sekigahara?attacker=ishida&deployments=if-mori1n&attackerblocks=6", "attackerblocks", "seki-settings", "seki-impact-ishida"},
		{"/calc/sekigahara/move?blocks=3&mainroad=true", "mainroad", "seki-move-form", "seki-allowance"},
		{"/calc/sekigahara/overrun?friendly=8&enemy=2&%zz", "%zz", "seki-overrun-form", "seki-overrun-verdict"},
		{"/calc/sekigahara/reinforcement?week=3&ishida.hnd=6", "ishida.hnd", "seki-reinf-form", "seki-reinf-table"},
		{"/calc/sekigahara/victory?ishida.castles=5&tokugawa.castle=4", "tokugawa.castle", "seki-victory-form", "seki-victory-winner"},
		{"/calc/senjutsu/order?code=1~a.b~a.A5~b.A4&weapon_ties=never", "weapon_ties", "sj-order-form", "sj-event-1"},
		{"/calc/senjutsu/order?p0.f=a&p0.type=A&p0.speed=5&p1.f=b&p1.type=A&p1.speed=4&p0.sped=6", "p0.sped", "sj-order-form", "sj-event-1"},
	}
	for _, c := range cases {
		for _, hx := range []bool{false, true} {
			var res response
			if hx {
				res = b.get(c.path, "HX-Request", "true")
			} else {
				res = b.get(c.path)
			}
			if res.status != http.StatusBadRequest {
				t.Errorf("%s (htmx %v): status %d, want 400", c.path, hx, res.status)
				continue
			}
			d := res.doc(t)
			if p := d.Find(`[data-testid="problems"]`).Text(); !strings.Contains(p, c.param) {
				t.Errorf("%s (htmx %v): problems %q do not name %q", c.path, hx, p, c.param)
			}
			if d.Find(`[data-testid="`+c.result+`"]`).Length() != 0 {
				t.Errorf("%s (htmx %v): a result is shown for a refused query", c.path, hx)
			}
			if res.header.Get("HX-Push-Url") != "" {
				t.Errorf("%s (htmx %v): a refused query is pushed into the history", c.path, hx)
			}
			if !hx && d.Find(`[data-testid="`+c.form+`"]`).Length() != 1 {
				t.Errorf("%s: the form %s is gone", c.path, c.form)
			}
		}
	}
	// English on request.
	res := b.get("/calc/sekigahara/move?blocks=3&mainroad=true&lang=en")
	if p := res.doc(t).Find(`[data-testid="problems"]`).Text(); res.status != http.StatusBadRequest || !strings.Contains(p, "Unknown parameter") || !strings.Contains(p, "mainRoad") {
		t.Errorf("English: %d %q", res.status, p)
	}
	// The battle tracker keeps its list in the settings form, so one click
	// recomputes it without the bad name.
	d := b.get("/calc/sekigahara?attacker=ishida&deployments=if-mori1n&attackerblocks=6").doc(t)
	if v, _ := d.Find(`form[data-testid="seki-settings"] input[name="deployments"]`).Attr("value"); v != "if-mori1n" {
		t.Errorf("settings form lost the list: %q", v)
	}
	if d.Find(`details[open] form[data-testid="seki-settings"]`).Length() != 1 {
		t.Error("the settings are folded away")
	}
}

// formQuery is what a GET form of the page sends as it is rendered: every
// named control with its value (a select's selected option, a ticked box,
// the first submit button).
func formQuery(form *goquery.Selection) url.Values {
	q := url.Values{}
	form.Find("input[name], select[name], textarea[name]").Each(func(_ int, s *goquery.Selection) {
		name, _ := s.Attr("name")
		switch {
		case goquery.NodeName(s) == "select":
			v, ok := s.Find("option[selected]").Attr("value")
			if !ok {
				v, _ = s.Find("option").First().Attr("value")
			}
			q.Add(name, v)
		case goquery.NodeName(s) == "textarea":
			q.Add(name, s.Text())
		default:
			typ, _ := s.Attr("type")
			v, _ := s.Attr("value")
			if (typ == "checkbox" || typ == "radio") && s.AttrOr("checked", "-") == "-" {
				return
			}
			q.Add(name, v)
		}
	})
	if btn := form.Find("button[name]").First(); btn.Length() == 1 {
		q.Add(btn.AttrOr("name", ""), btn.AttrOr("value", ""))
	}
	return q
}

// Every name a calculator page's own forms send is one it reads: the
// strict check never refuses the page's own links and forms.
func TestCalculatorFormsSendOnlyKnownParameters(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	pages := []string{
		"/calc/ccsb", "/calc/ccsb?" + ccsbExampleQuery, "/calc/ccsb?mode=ranged&att=SB&tgt=AB&tgtLdr=foot&range=3&lack=true&res=2",
		"/calc/sekigahara", "/calc/sekigahara?attacker=ishida&attackerBlocks=6&defenderBlocks=5&deployments=" + sekiExample,
		"/calc/sekigahara?kind=siege&castle=osaka&disc=true&attacker=tokugawa&defenderBlocks=2&deployments=tf-a1n.tm-a3",
		"/calc/sekigahara/move", "/calc/sekigahara/overrun", "/calc/sekigahara/reinforcement", "/calc/sekigahara/victory",
		"/calc/senjutsu/order", "/calc/senjutsu/order?code=1~a.b.c.d~a.A5.rM3.t3-2~b.M3~c.WD9-2v4.c1~d.A7s3.c2.aM",
		"/calc/senjutsu/order?code=1~a.b~a.A5~b.A5",
	}
	for _, page := range pages {
		for _, lang := range []string{"", "&lang=en"} {
			path := page
			if lang != "" && !strings.Contains(path, "?") {
				path += "?lang=en"
			} else {
				path += lang
			}
			res := b.get(path)
			if res.status != http.StatusOK {
				t.Errorf("%s: status %d", path, res.status)
				continue
			}
			d := res.doc(t)
			if d.Find(`form[method="get"]`).Length() == 0 {
				t.Errorf("%s: no form", path)
			}
			d.Find(`form[method="get"]`).Each(func(_ int, f *goquery.Selection) {
				action := f.AttrOr("action", "")
				q := formQuery(f)
				// Controls outside the form that belong to it (form="id").
				if id := f.AttrOr("id", ""); id != "" {
					d.Find(`[form="` + id + `"]`).Each(func(_ int, s *goquery.Selection) {
						v, _ := s.Find("option").First().Attr("value")
						q.Add(s.AttrOr("name", ""), v)
					})
				}
				got := b.get(action + "?" + q.Encode())
				if got.status == http.StatusBadRequest {
					t.Errorf("%s: its form to %s sends %s and is refused: %s", path, action, q.Encode(), got.doc(t).Find(`[data-testid="problems"]`).Text())
				}
			})
			// Every link the page offers back to a calculator is accepted.
			d.Find(`a[href^="/calc/"]`).Each(func(_ int, a *goquery.Selection) {
				href := a.AttrOr("href", "")
				if !strings.Contains(href, "?") {
					return
				}
				if got := b.get(href); got.status == http.StatusBadRequest {
					t.Errorf("%s: its link %s is refused", path, href)
				}
			})
			// And the share link.
			if share, ok := d.Find(`[data-testid="share"]`).Attr("value"); ok {
				u, _ := url.Parse(share)
				if got := b.get(u.RequestURI()); got.status != http.StatusOK {
					t.Errorf("%s: share link %s: %d", path, share, got.status)
				}
			}
		}
	}
}

func TestCCSBUnreadableValueNamesItsParameter(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	res := b.get("/api/calc/ccsb/combat?att=SSp&tgt=AB&card=foo")
	e := decodeAPIError(t, res)
	if res.status != http.StatusBadRequest || !strings.Contains(e.Problems["card"], "card") || !strings.Contains(e.Problems["card"], "foo") || !strings.Contains(e.Error, "card") {
		t.Errorf("card=foo: %d %+v", res.status, e)
	}
	res = b.get("/api/calc/ccsb/combat?att=SSp&tgt=AB&moved=perhaps&lang=en")
	e = decodeAPIError(t, res)
	if res.status != http.StatusBadRequest || !strings.Contains(e.Problems["moved"], "true or false") {
		t.Errorf("moved=perhaps: %d %+v", res.status, e)
	}
	// The page marks the field and says which one.
	res = b.get("/calc/ccsb?att=SSp&tgt=AB&card=foo")
	d := res.doc(t)
	if res.status != http.StatusBadRequest || !strings.Contains(d.Find(`[data-testid="problems"]`).Text(), "(card)") ||
		d.Find(`[data-testid="ccsb-form"] .field.bad select[name="card"]`).Length() != 1 {
		t.Errorf("page card=foo: %d %q", res.status, d.Find(`[data-testid="problems"]`).Text())
	}
}

// C&C problems are whole sentences, one per field, each naming it.
func TestCCSBProblemsAreSentencesNamingTheField(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, lang := range []string{"it", "en"} {
		res := b.get("/api/calc/ccsb/combat?mode=ranged&att=SB&tgt=AB&range=20&card=5&lang=" + lang)
		e := decodeAPIError(t, res)
		if res.status != http.StatusUnprocessableEntity || len(e.Problems) < 2 {
			t.Fatalf("%s: %d %+v", lang, res.status, e)
		}
		for field, msg := range e.Problems {
			if !strings.Contains(msg, "("+field+")") || !strings.HasSuffix(msg, ".") || strings.ToUpper(msg[:1]) != msg[:1] {
				t.Errorf("%s %s: %q is not a sentence naming the field", lang, field, msg)
			}
			if !strings.Contains(e.Error, msg) {
				t.Errorf("%s: the error %q leaves out %q", lang, e.Error, msg)
			}
		}
	}
}

// A calculator saves nothing: its problems say the calculation was not
// made. Forms that save (a profile, a duel, a card) keep "nothing was
// saved".
func TestCalculatorProblemsSayNothingWasCalculated(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	heading := func(res response) string {
		return res.doc(t).Find(`[data-testid="problems"] strong`).First().Text()
	}
	for _, path := range []string{
		"/calc/ccsb?att=SSp&tgt=AB&card=5",
		"/calc/ccsb?att=SSp&tgt=AB&tgtter=forest",
		"/calc/sekigahara?attacker=x",
		"/calc/sekigahara/move?blocks=99",
		"/calc/sekigahara/overrun?friendly=1&enemy=0",
		"/calc/sekigahara/reinforcement?week=1",
		"/calc/sekigahara/victory?ishida.castles=-1",
		"/calc/senjutsu/order?code=1~a.b~a.A5",
		"/calc/affinati?a.troop=tank&b.troop=ashigaru",
		"/calc/affinati/breakoff?troop=tank",
		"/calc/aot?a1.kind=inf&a1.models=1000&t.kind=inf&t.models=6",
		"/calc/aot/fortitude?test=nonsense",
	} {
		res := b.get(path)
		if h := heading(res); res.status < 400 || h != "Correggi questi dati: il calcolo non è stato fatto." {
			t.Errorf("%s: %d, heading %q", path, res.status, h)
		}
		res = b.get(path + "&lang=en")
		if h := heading(res); h != "Fix these inputs: nothing was calculated." {
			t.Errorf("%s (en): heading %q", path, h)
		}
	}
	// Forms that save keep their heading.
	res := b.postForm("/calc/senjutsu/profiles", profileForm("", "2", "5", "6"))
	if h := heading(res); res.status != http.StatusUnprocessableEntity || h != "Correggi questi problemi: non è stato salvato nulla." {
		t.Errorf("profile form: %d %q", res.status, h)
	}
	a := b.createProfile(profileForm("Aiko", "2", "5", "6"))
	b.createProfile(profileForm("Bunta", "1", "5", "6"))
	res = b.postForm("/calc/senjutsu/duels", url.Values{"f0.profile": {a}, "f0.deck": {"30"}})
	if h := heading(res); res.status != http.StatusUnprocessableEntity || h != "Correggi questi problemi: non è stato salvato nulla." {
		t.Errorf("duel setup: %d %q", res.status, h)
	}
}
