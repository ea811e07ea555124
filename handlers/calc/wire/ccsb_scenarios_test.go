package wire

import (
	"encoding/json"
	"strings"
	"testing"

	"sengoku/tables/ccsb"
)

// A scenario's JSON carries both languages, the seed's raw text and line
// of every value, the reason of an unclear one and null where the seed
// does not say who moves first.
func TestScenarioJSON(t *testing.T) {
	s7, _ := ccsb.ScenarioByNumber(7)
	b, err := Marshal(s7)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Title struct{ IT, EN string }
		Sides []struct {
			MovesFirst   *bool
			HonorFortune struct {
				Value    int
				Raw      string
				SeedLine int
				Unclear  string
				Why      *struct{ IT, EN string }
			}
		}
		MovesFirst struct {
			Side    *int
			Unclear string
		}
		VictoryFlags struct{ Value int }
		Victory      []struct {
			IT, EN    string
			SeedLines [2]int
		}
		Unclear int
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	hf := got.Sides[0].HonorFortune
	if got.Title.IT != "CASTELLO DI KORIYAMA, 1541 d.C. (gennaio)" || got.Title.EN == "" || got.VictoryFlags.Value != 6 ||
		hf.Value != 5 || hf.Raw != "50nore & Fortuna" || hf.SeedLine != 2322 || hf.Unclear != ccsb.UnclearGlued || hf.Why == nil || !strings.Contains(hf.Why.EN, "50nore") ||
		got.Sides[0].MovesFirst != nil || got.MovesFirst.Side != nil || got.MovesFirst.Unclear != ccsb.UnclearColumn ||
		len(got.Victory) != 2 || got.Victory[1].SeedLines != [2]int{2330, 2332} || !strings.Contains(got.Victory[1].EN, "3 Victory Banners") || got.Unclear != 3 {
		t.Errorf("scenario 7 JSON: %s", b)
	}
	s3, _ := ccsb.ScenarioByNumber(3)
	b, _ = Marshal(s3)
	if !strings.Contains(string(b), `"movesFirst":{"side":0,"byRoll":false`) || !strings.Contains(string(b), `"movesFirst":true`) {
		t.Errorf("scenario 3 JSON: %s", b)
	}
	s19, _ := ccsb.ScenarioByNumber(19)
	b, _ = Marshal(s19)
	if !strings.Contains(string(b), `"miniCampaign":{"firstDay":18,"procedure":{"en":"The players may play scenarios 18 and 19`) || !strings.Contains(string(b), `"seedLines":[2689,2696]`) {
		t.Errorf("scenario 19 JSON: %s", b)
	}
}
