package handlers_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// calcGETRoutes are the calculator routes that read their whole input from
// the query string.
var calcGETRoutes = []string{
	"/api/calc/affinati/combat", "/api/calc/affinati/pip", "/api/calc/affinati/breakoff",
	"/api/calc/affinati/losses", "/api/calc/affinati/army",
	"/api/calc/aot/attack", "/api/calc/aot/fortitude",
	"/api/calc/ccsb/combat",
	"/api/calc/sekigahara/battle", "/api/calc/sekigahara/move", "/api/calc/sekigahara/overrun",
	"/api/calc/sekigahara/reinforcement", "/api/calc/sekigahara/victory",
	"/api/calc/senjutsu/order",
	"/calc/affinati", "/calc/aot", "/calc/aot/fortitude", "/calc/ccsb", "/calc/sekigahara",
	"/calc/sekigahara/move", "/calc/sekigahara/reinforcement", "/calc/sekigahara/victory", "/calc/senjutsu/order",
}

// FuzzCalculatorQueries sends arbitrary query strings to every calculator:
// the answer is a result or a clear refusal (200, 400 or 422), never a
// server error, and the API always answers JSON.
func FuzzCalculatorQueries(f *testing.F) {
	seeds := []string{
		"", "a.troop=ashigaru&b.troop=footSamurai&da=2&db=5",
		"n=2&a1.models=1000&t.def=-3", "a1.kind=cav&a1.dice=3&a1.atti=8&t.models=4&t.def=1&back=1",
		"att=SSpC&insp=true&tgt=AB&tgtLdr=foot&tgtTer=forest&bb=true", "att=XX&tgt=%ff",
		"deployments=if-mori1n.ts-maeda1c.id-ukita2-ukita2&attacker=ishida", "deployments=....&attacker=x",
		"blocks=999999999999", "code=1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1", "code=%00%01",
		"cmp=1&alt.a.troop=ronin", "lang=en&mode=shooting&a.extra=-1",
	}
	for i, s := range seeds {
		f.Add(uint8(i), s)
	}
	ts := newTestServer(f)
	client := &http.Client{}
	f.Fuzz(func(t *testing.T, route uint8, query string) {
		path := calcGETRoutes[int(route)%len(calcGETRoutes)]
		for _, b := range []byte(query) {
			if b <= ' ' || b == '#' || b >= 0x7f {
				t.Skip() // not a valid request target: net/http refuses it before any handler
			}
		}
		req, err := http.NewRequest(http.MethodGet, ts.URL+path, nil)
		if err != nil {
			t.Skip()
		}
		req.URL.RawQuery = query
		res, err := client.Do(req)
		if err != nil {
			t.Skip() // the client refused the URL: nothing reached the server
		}
		res.Body.Close()
		switch res.StatusCode {
		case http.StatusOK, http.StatusBadRequest, http.StatusUnprocessableEntity:
		default:
			t.Fatalf("GET %s?%s: status %d", path, query, res.StatusCode)
		}
		if strings.HasPrefix(path, "/api/") && !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			t.Fatalf("GET %s?%s: %s is not JSON", path, query, res.Header.Get("Content-Type"))
		}
	})
}

// FuzzCreateCampaignForm posts arbitrary create forms: a campaign or a 422
// with the problems, never a server error.
func FuzzCreateCampaignForm(f *testing.F) {
	f.Add("Campagna", "6", "six", "Ada", "Bruno", "tessen-1560", "tessen-1560", "")
	f.Add("", "9", "custom", "", "\x00", "short", "other", "Mori")
	f.Add(strings.Repeat("長", 100), "-1", "five", "a", "b", "passwordpassword", "passwordpassword", "Imagawa")
	ts := newTestServer(f)
	f.Fuzz(func(t *testing.T, name, players, scenario, p1, p2, pw, pw2, neutral string) {
		b := ts.browser(t)
		form := url.Values{"name": {name}, "players": {players}, "scenario": {scenario},
			"player.Takeda": {p1}, "player.Uesugi": {p2}, "player.Hojo": {p1}, "player.Mori": {p2},
			"player.Imagawa": {p1}, "player.Shimazu": {p2}, "neutral." + neutral: {"1"},
			"gm_password": {pw}, "gm_password2": {pw2}}
		res := b.postForm("/campaigns", form)
		if res.status != http.StatusSeeOther && res.status != http.StatusUnprocessableEntity {
			t.Fatalf("create form %v: status %d", form, res.status)
		}
	})
}

// FuzzCampaignActions posts arbitrary action forms as the game master of a
// started campaign: applied (303) or refused with a reason (403/409/422),
// never a server error.
func FuzzCampaignActions(f *testing.F) {
	f.Add("advance", "", "", "", "", "")
	f.Add("move", "Takeda", "16", "", "", "")
	f.Add("play", "Hojo", "0", "10C", "Uesugi", "fight")
	f.Add("battle-result", "", "-5", "JK", "Mori", "\x00")
	f.Add("set-option", "", "", "", "siegeRepeat", "nonsense")
	ts := newTestServer(f)
	gm := ts.browser(f)
	path := gm.createCampaign(sixPlayerForm())
	gm.postForm(path+"/actions", url.Values{"kind": {"start"}})
	f.Fuzz(func(t *testing.T, kind, clan, province, card, target, choice string) {
		gm.t = t
		form := url.Values{"kind": {kind}, "clan": {clan}, "province": {province}, "card": {card},
			"target": {target}, "choice": {choice}, "key": {target}, "value": {choice},
			"elements": {province}, "dice": {province}, "text": {choice}}
		res := gm.postForm(path+"/actions", form)
		switch res.status {
		case http.StatusSeeOther, http.StatusForbidden, http.StatusConflict, http.StatusUnprocessableEntity, http.StatusBadRequest:
		default:
			t.Fatalf("action %v: status %d", form, res.status)
		}
	})
}
