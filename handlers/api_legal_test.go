package handlers_test

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"sengoku/campaign"
)

// apiLegal is a legal action as GET /api/campaigns/{id}/view lists it.
type apiLegal struct {
	Kind         string   `json:"kind"`
	Clan         string   `json:"clan"`
	Province     int      `json:"province"`
	Choices      []string `json:"choices"`
	Cards        []string `json:"cards"`
	Targets      []string `json:"targets"`
	Destinations []struct {
		Province int  `json:"province"`
		Legal    bool `json:"legal"`
	} `json:"destinations"`
	Fields map[string]string `json:"fields"`
	Picks  int               `json:"picks"`
	Inputs []string          `json:"inputs"`
	Siege  *struct {
		Needed int `json:"needed"`
		Chance struct {
			Num int `json:"num"`
			Den int `json:"den"`
		} `json:"chance"`
	} `json:"siege"`
}

// body builds the action from the legal action alone: each list's first
// value (the last legal destination, the furthest out; Picks values for a
// list field) goes into the field Fields names; optional cards are left
// out.
func (la apiLegal) body(t *testing.T) string {
	t.Helper()
	a := map[string]any{"kind": la.Kind}
	if la.Clan != "" {
		a["clan"] = la.Clan
	}
	if la.Province != 0 {
		a["province"] = la.Province
	}
	put := func(list string, values []string) {
		field, ok := la.Fields[list]
		if !ok {
			t.Fatalf("%s lists %s without naming its field: %+v", la.Kind, list, la)
		}
		switch field {
		case "province":
			n, err := strconv.Atoi(values[0])
			if err != nil {
				t.Fatalf("%s: %s goes into province but %q is no number", la.Kind, list, values[0])
			}
			a["province"] = n
		case "choices":
			var picks []string
			for i := 0; i < la.Picks; i++ {
				picks = append(picks, values[i%len(values)])
			}
			a["choices"] = picks
		case "result.winner":
			a["result"] = map[string]any{"winner": values[0]}
		default:
			a[field] = values[0]
		}
	}
	if len(la.Choices) > 0 {
		put("choices", la.Choices)
	}
	if len(la.Targets) > 0 {
		put("targets", la.Targets)
	}
	for i := len(la.Destinations) - 1; i >= 0; i-- {
		if d := la.Destinations[i]; d.Legal {
			put("destinations", []string{strconv.Itoa(d.Province)})
			break
		}
	}
	b, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// Seed 004's season (l.440–l.447) driven through the JSON API by a client
// that knows nothing but the legal actions /view lists: every body it
// builds from them is accepted, the FORTRESS card's province included
// ("choices" go into "province"), and Spring turns into Summer.
func TestAPILegal_S4_L440_ASeasonDrivenByLegalAlone(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	view := func() (string, []apiLegal) {
		res := tb.gm.get("/api" + tb.path + "/view")
		var v struct {
			View struct {
				Season int    `json:"season"`
				Phase  string `json:"phase"`
			} `json:"view"`
			Legal []apiLegal `json:"legal"`
		}
		if err := json.Unmarshal([]byte(res.body), &v); err != nil {
			t.Fatalf("view: %v %s", err, res.body)
		}
		return strconv.Itoa(v.View.Season) + " " + v.View.Phase, v.Legal
	}
	// The kinds a season needs, most urgent first; advance only when no
	// clan has anything left to do.
	order := []string{"start", "ninja-answer", "choose-card", "draw", "move", "confront", "siege", "reroll", "battle-result", "advance"}
	kinds := map[string]int{}
	fortress := false
	for step := 0; step < 300; step++ {
		state, legal := view()
		if state == "1 draw" {
			break
		}
		var pick *apiLegal
		for _, k := range order {
			for i := range legal {
				if legal[i].Kind == k && (k != "move" || len(legal[i].Destinations) > 0) {
					pick = &legal[i]
					break
				}
			}
			if pick != nil {
				break
			}
		}
		if pick == nil {
			t.Fatalf("%s: nothing to do among %+v", state, legal)
		}
		body := pick.body(t)
		res := tb.gm.postJSON("/api"+tb.path+"/actions?lang=en", body)
		if res.status != http.StatusOK {
			t.Fatalf("%s: %s refused: %d %s", state, body, res.status, res.body)
		}
		kinds[pick.Kind]++
		if pick.Kind == "start" {
			// The first drawer draws a FORTRESS: its province is chosen.
			tb.rig(t, func(st *campaign.State) {
				pile := []string{"A-C"}
				for _, id := range st.Deck.DrawPile {
					if id != "A-C" {
						pile = append(pile, id)
					}
				}
				st.Deck.DrawPile = pile
			})
		}
		if pick.Kind == "choose-card" && pick.Fields["choices"] == "province" {
			fortress = true
		}
	}
	t.Logf("actions: %v", kinds)
	if st := tb.state(t); st.Season != campaign.Summer {
		t.Fatalf("the season did not end: %s %s after %v", st.Season, st.Phase, kinds)
	}
	if !fortress || kinds["move"] == 0 || kinds["draw"] != 6 {
		t.Errorf("the season skipped a step: FORTRESS province chosen %v, actions %v", fortress, kinds)
	}
	if !strings.Contains(tb.gm.get("/api"+tb.path+"/view").body, `"fields"`) {
		t.Error("no legal action names its fields")
	}
}
