package campaign

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"sengoku/tables"
)

// Every state the engine makes is valid: Validate never refuses a real
// campaign, set-up, playing or ended.
func TestValidateAcceptsEveryStateTheEngineMakes(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		rng := rand.New(rand.NewPCG(seed, 11))
		g := newGame(t, seed, nil)
		if err := g.s.Validate(); err != nil {
			t.Fatalf("a new campaign: %v", err)
		}
		g.gm(Action{Kind: ActStart})
		for i := 0; i < 800 && g.s.Phase != PhaseEnded; i++ {
			actor, a := randomAction(g.s, rng)
			a.At = g.clock
			if _, err := Step(g.s, actor, a); err != nil {
				continue
			}
			g.clock = g.clock.Add(10 * 1e9)
			st := g.s
			if i%10 == 0 { // now and then as stored and read back
				st = &State{}
				if err := json.Unmarshal(mustJSON(t, g.s), st); err != nil {
					t.Fatal(err)
				}
			}
			if err := st.Validate(); err != nil {
				t.Fatalf("seed %d step %d (%s, %s %d): %v", seed, i, a.Kind, g.s.Phase, g.s.Year, err)
			}
		}
	}
	for _, sc := range []Scenario{FivePlayers, Custom} {
		players := sixPlayers()
		delete(players, Imagawa)
		if sc == Custom {
			delete(players, Mori)
		}
		st, err := NewCampaign(Setup{Name: "V", Scenario: sc, Players: players, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		if err := st.Validate(); err != nil {
			t.Errorf("%s: %v", sc, err)
		}
	}
}

// Each corruption an imported file may carry is refused with a problem
// naming it, in both languages.
func TestValidateRefusesCorruptStates(t *testing.T) {
	started := func() *State {
		g := newGame(t, 5, nil)
		g.gm(Action{Kind: ActStart})
		g.s.Clan(Takeda).Hand = []string{"6-C"}
		g.s.Deck.DrawPile = without(g.s.Deck.DrawPile, "6-C")
		if err := g.s.Validate(); err != nil {
			t.Fatalf("the base state: %v", err)
		}
		return g.s
	}
	cases := []struct {
		name  string
		edit  func(s *State)
		wants []string
	}{
		{"dragon army", func(s *State) {
			s.Clan(Takeda).Army.Elements = make([]Element, 40)
			for i := range s.Clan(Takeda).Army.Elements {
				s.Clan(Takeda).Army.Elements[i] = Element{Type: "dragon"}
			}
		}, []string{"the army has 40 elements", `unknown type "dragon"`}},
		{"two Generals", func(s *State) { s.Clan(Hojo).Army.Elements[1].General = true }, []string{"2 Generals"}},
		{"army off the map", func(s *State) { s.Clan(Mori).Army.Location = 99 }, []string{"province 99"}},
		{"active army nowhere", func(s *State) { s.Clan(Mori).Army.Location = 0 }, []string{"province 0"}},
		{"unknown card in hand", func(s *State) { s.Clan(Takeda).Hand = []string{"ZZ"} }, []string{`unknown card "ZZ"`, "6-C"}},
		{"card twice", func(s *State) { s.Clan(Uesugi).Hand = []string{"6-C"} }, []string{"two places", "6-C"}},
		{"card lost", func(s *State) { s.Deck.DrawPile = s.Deck.DrawPile[1:] }, []string{"1 of the 54 cards are nowhere"}},
		{"unknown card in deck", func(s *State) { s.Deck.Removed = []string{"11-X"} }, []string{`unknown cards: 11-X`}},
		{"bogus phase", func(s *State) { s.Phase = "bogus" }, []string{`Unknown phase "bogus"`}},
		{"season 9", func(s *State) { s.Season = 9 }, []string{"Season 9"}},
		{"year -3", func(s *State) { s.Year = -3 }, []string{"Year -3"}},
		{"morale table", func(s *State) { s.Options.MoraleTable = "1-5:2,7-8:3" }, []string{"morale table"}},
		{"maxAllied -5", func(s *State) { s.Options.MaxAllied = -5 }, []string{"maxAllied"}},
		{"roller state", func(s *State) { s.RollerState = []byte("nonsense") }, []string{"dice generator"}},
		{"unknown owner", func(s *State) { s.Provinces[4].Owner = "Oda" }, []string{`Province 5: unknown owner "Oda"`}},
		{"provinces missing", func(s *State) { s.Provinces = s.Provinces[:60] }, []string{"60 provinces but the map has 61"}},
		{"clans out of order", func(s *State) { s.Clans[0], s.Clans[1] = s.Clans[1], s.Clans[0] }, []string{"Clan entry 1"}},
		{"unknown status", func(s *State) { s.Clan(Mori).Status = "asleep" }, []string{`unknown status "asleep"`}},
		{"capital off the map", func(s *State) { s.Clan(Shimazu).Capital = 70 }, []string{"capital 70"}},
		{"order", func(s *State) { s.Order = []Clan{Hojo, Hojo} }, []string{"playing order"}},
		{"deck pass", func(s *State) { s.Deck.Pass = 7 }, []string{"pass is 7"}},
		{"scenario", func(s *State) { s.Scenario = "seven" }, []string{`scenario "seven"`}},
		{"pending card", func(s *State) { s.Pending = &CardChoice{Clan: Hojo, Card: "nope"} }, []string{`"nope", does not exist`}},
		{"map", func(s *State) { s.Map.Provinces[40].Owner = "" }, []string{"exactly one Kyoto"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started()
			tc.edit(s)
			err := s.Validate()
			v, ok := tables.AsValidation(err)
			if !ok {
				t.Fatalf("want a validation error, got %v", err)
			}
			for _, w := range tc.wants {
				if !strings.Contains(v.Error(), w) {
					t.Errorf("%q does not mention %q", v.Error(), w)
				}
			}
			for _, p := range v.Problems {
				if p.Italian() == "" || p.English() == "" || p.Italian() == p.English() {
					t.Errorf("not in both languages: %+v", p)
				}
			}
		})
	}
}

// A file with thousands of problems gets a readable list.
func TestValidateListsAtMostSomeProblems(t *testing.T) {
	g := newGame(t, 5, nil)
	for i := range g.s.Provinces {
		g.s.Provinces[i].Owner = "Oda"
	}
	v, ok := tables.AsValidation(g.s.Validate())
	if !ok || len(v.Problems) != maxStateProblems+1 || !strings.Contains(v.Problems[maxStateProblems].English(), "36 more problems") {
		t.Fatalf("%d problems: %v", len(v.Problems), v)
	}
}

func without(ids []string, id string) []string {
	var out []string
	for _, x := range ids {
		if x != id {
			out = append(out, x)
		}
	}
	return out
}
