package handlers_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"sengoku/campaign"
)

// TestAPILogActorIsACode: the log's actor is "gm", the clan's name or
// "system" whatever the reader's language, as the README documents; the
// history page names the game master in words.
func TestAPILogActorIsACode(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "2-C", campaign.Takeda: "3-C", campaign.Uesugi: "4-C",
		campaign.Imagawa: "5-C", campaign.Mori: "6-C", campaign.Shimazu: "7-C"}, nil)
	for _, lang := range []string{"it", "en"} {
		res := tb.gm.get("/api/campaigns" + tb.path[len("/campaigns"):] + "/log?lang=" + lang)
		if res.status != http.StatusOK {
			t.Fatalf("log %s: %d %s", lang, res.status, res.body)
		}
		var body struct {
			Entries []struct{ Actor, Kind string }
		}
		if err := json.Unmarshal([]byte(res.body), &body); err != nil {
			t.Fatal(err)
		}
		actors := map[string]bool{}
		for _, e := range body.Entries {
			actors[e.Actor] = true
			if e.Kind == "start" && e.Actor != "gm" {
				t.Errorf("%s: the start is by %q, want \"gm\"", lang, e.Actor)
			}
		}
		if !actors["gm"] || !actors["Takeda"] {
			t.Errorf("%s: actors %v, want gm and the clans", lang, actors)
		}
		for a := range actors {
			if a == "Master" || a == "Game master" {
				t.Errorf("%s: actor %q is a word, not a code", lang, a)
			}
		}
	}
	if page := tb.gm.get(tb.path + "/history?lang=it").body; !strings.Contains(page, "Master") {
		t.Error("the Italian history page does not name the game master as Master")
	}
}
