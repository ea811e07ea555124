package handlers_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/models/dbtest"
)

// The API and the pages agree (issue 25): each calculator link of a
// campaign battle's sheet, with its a.only/b.only restriction, answers
// the same on /api/calc/… as the page computes (200, a result); the
// restriction changes no calculation; the combat page's comparison
// (cmp=1, alt.*) answers the second setup under "compare".
func TestBattleSheetCalculatorLinksWorkOnTheAPI(t *testing.T) {
	tb, _ := battleTable(t, dbtest.SQLite)
	doc := tb.gm.get(tb.path + "/battles").doc(t)
	var links []string
	doc.Find(`[data-testid^="battle-calc-"] a[href^="/calc/affinati"]`).Each(func(_ int, s *goquery.Selection) {
		links = append(links, s.AttrOr("href", ""))
	})
	if len(links) < 4 {
		t.Fatalf("%d calculator links on the sheet", len(links))
	}
	sawOnly := false
	for _, href := range links {
		sawOnly = sawOnly || strings.Contains(href, ".only=")
		api := "/api" + href
		if strings.HasPrefix(href, "/calc/affinati?") {
			api = strings.Replace(href, "/calc/affinati?", "/api/calc/affinati/combat?", 1)
		}
		res := tb.ts.browser(t).get(api)
		if res.status != http.StatusOK || !json.Valid([]byte(res.body)) {
			t.Errorf("%s on the API (%s): %d %.300s", href, api, res.status, res.body)
			continue
		}
		without := tb.ts.browser(t).get(dropOnly(api))
		if without.status != http.StatusOK || without.body != res.body {
			t.Errorf("%s: a.only/b.only change the answer (%d)", api, without.status)
		}
	}
	if !sawOnly {
		t.Error("no sheet link carries a.only/b.only")
	}
	res := tb.ts.browser(t).get("/api/calc/affinati/combat?a.troop=ashigaru&b.troop=ashigaru&cmp=1&alt.a.troop=mountedSamurai&alt.b.troop=ashigaru")
	var cmp struct {
		Rolls   []any `json:"rolls"`
		Compare *struct {
			Rolls []struct {
				A struct {
					Troop string `json:"troop"`
				} `json:"a"`
			} `json:"rolls"`
		} `json:"compare"`
	}
	if err := json.Unmarshal([]byte(res.body), &cmp); err != nil || res.status != http.StatusOK || len(cmp.Rolls) == 0 ||
		cmp.Compare == nil || len(cmp.Compare.Rolls) == 0 || cmp.Compare.Rolls[0].A.Troop != "mountedSamurai" {
		t.Errorf("the comparison on the API: %d %v %.300s", res.status, err, res.body)
	}
	if res := tb.ts.browser(t).get("/api/calc/affinati/combat?a.troop=ashigaru&nonsense=1"); res.status != http.StatusBadRequest {
		t.Errorf("an unknown key: %d", res.status)
	}
}

// dropOnly is u without its a.only and b.only values.
func dropOnly(u string) string {
	path, q, _ := strings.Cut(u, "?")
	var kept []string
	for _, kv := range strings.Split(q, "&") {
		if !strings.HasPrefix(kv, "a.only=") && !strings.HasPrefix(kv, "b.only=") {
			kept = append(kept, kv)
		}
	}
	return path + "?" + strings.Join(kept, "&")
}
