package campaign

import (
	"testing"
)

// exampleBMap is the reference map arranged for §16.4 example B: Suruga
// (31) is an ordinary Imagawa province next to Takeda's Capital (Imagawa's
// Capital moves to Ise-Shima, 35), and Kaga (30, Uesugi) touches Mori's
// Tanba-Tango (42) — the example's "assumed adjacent".
func exampleBMap(t *testing.T) *Map {
	m := DefaultMap()
	m.Provinces = append([]Province(nil), m.Provinces...)
	m.Provinces[30].Capital = false
	m.Provinces[34].Capital = true
	m.Edges = append(append([]Edge(nil), m.Edges...), Edge{A: 30, B: 42, Kind: Land})
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	return &m
}

// playExampleB plays the sample Spring of example B and the rest of the
// year quietly, and returns the game after the Winter tally.
func playExampleB(t *testing.T, opts map[string]string) *game {
	st, err := NewCampaign(Setup{Name: "B", Scenario: SixPlayers, Players: sixPlayers(), Seed: 9, Map: exampleBMap(t)})
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: t, s: st, clock: t0, safe: true}
	for k, v := range opts {
		g.gm(Action{Kind: ActSetOption, Key: k, Value: v})
	}
	g.gm(Action{Kind: ActStart})
	stackSafe(g.s)
	stack(g.s, map[Clan]string{Takeda: "A-S"})
	for c := g.s.NextDrawer(); c != ""; c = g.s.NextDrawer() {
		g.as(c, Action{Kind: ActDraw})
		if c == Takeda {
			g.as(c, Action{Kind: ActChooseCard, Province: 22}) // Takeda builds a Fortress: +5
		}
	}
	g.advance()
	g.as(Takeda, Action{Kind: ActRequest, Target: Hojo})
	g.advance()
	g.moves(map[Clan]Action{
		Takeda:  {Kind: ActMove, Province: 31},                            // Takeda invades Suruga
		Imagawa: {Kind: ActMove, Province: 31},                            // Imagawa stays and fights
		Hojo:    {Kind: ActSend, Target: Takeda, Elements: []int{10, 11}}, // a 2-element contingent
		Uesugi:  {Kind: ActMove, Province: 42},
		Mori:    {Kind: ActMove, Province: 42},
	})
	g.advance()
	g.as(Imagawa, Action{Kind: ActConfront, Province: 31, Choice: ChooseFight})
	g.as(Takeda, Action{Kind: ActConfront, Province: 31, Choice: ChooseFight})
	g.as(Mori, Action{Kind: ActConfront, Province: 42, Choice: ChooseFight})
	g.as(Uesugi, Action{Kind: ActConfront, Province: 42, Choice: ChooseWithdraw}) // Uesugi withdraws: −10
	g.advanceTo(PhaseBattles)
	b := g.s.Battles[0]
	if b.AttackerSize != 14 || b.DefenderSize != 12 || b.BreakPoint(&g.s.Options, Takeda) != 4 || b.BreakPoint(&g.s.Options, Imagawa) != 4 {
		t.Fatalf("example B sheet: %+v", b)
	}
	// Imagawa breaks: 3 elements and its General's (weight 2) = 5 ≥ 4.
	// Takeda lost 1 own element and 1 Hojo allied element.
	out := g.gm(Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: Takeda, Losses: []BattleLoss{
		{Owner: Imagawa, Types: []ElementType{FootSamurai, Ashigaru, Ashigaru, Archers}, General: true},
		{Owner: Takeda, Types: []ElementType{Archers}},
		{Owner: Hojo, With: Takeda, Types: []ElementType{Ashigaru}},
	}}})
	for _, m := range out.Messages {
		if m.Kind == "battle" && len(m.English()) > 5 && m.English()[:5] == "Note:" {
			t.Errorf("the result agrees with the break rule: %s", m.English())
		}
	}
	for g.s.Season != Winter || g.s.Phase != PhaseSupply {
		g.quietSeasonStep()
	}
	if len(g.s.SupplyPreview()[0].Unsupplied) != 0 {
		t.Fatalf("example B keeps every province supplied: %+v", g.s.SupplyPreview())
	}
	g.advance() // supply
	g.advance() // tally
	return g
}

// quietSeasonStep moves one phase on in a season where nobody acts.
func (g *game) quietSeasonStep() {
	switch g.s.Phase {
	case PhaseDraw:
		g.drawAll()
	case PhaseMovement:
		g.moves(nil)
	}
	g.advance()
}

func lastTally(tallies []Tally, c Clan) Tally {
	for i := len(tallies) - 1; i >= 0; i-- {
		if tallies[i].Clan == c {
			return tallies[i]
		}
	}
	return Tally{}
}

func TestPrestige_S164_ExampleB(t *testing.T) {
	cases := []struct {
		name string
		opts map[string]string
		want map[Clan]int
		dead Clan
	}{
		// The example's figures: its events leave out Imagawa's +5 for each of
		// the 2 elements it destroyed, i.e. loserScoresKills=false.
		{"perWinter", map[string]string{"loserScoresKills": "false"}, map[Clan]int{Takeda: 185, Hojo: 120, Imagawa: 40, Uesugi: 100, Mori: 110}, ""},
		{"onChange", map[string]string{"loserScoresKills": "false", "provinceScoring": "onChange"}, map[Clan]int{Takeda: 85, Hojo: 20, Imagawa: -50, Uesugi: 0, Mori: 10}, Imagawa},
		// The seed's scoring table: Imagawa scores its 2 kills.
		{"seed table", nil, map[Clan]int{Takeda: 185, Hojo: 120, Imagawa: 50, Uesugi: 100}, ""},
		{"seed table onChange", map[string]string{"provinceScoring": "onChange"}, map[Clan]int{Takeda: 85, Imagawa: -40}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := playExampleB(t, tc.opts)
			for c, want := range tc.want {
				if got := lastTally(g.tallies(), c).After; got != want {
					t.Errorf("%s: %d, want %d (tally %+v)", c, got, want, lastTally(g.tallies(), c))
				}
			}
			if lastTally(g.tallies(), Takeda).Provinces != 11 || lastTally(g.tallies(), Imagawa).Provinces != 9 {
				t.Errorf("provinces: Takeda %d Imagawa %d", lastTally(g.tallies(), Takeda).Provinces, lastTally(g.tallies(), Imagawa).Provinces)
			}
			if tc.dead != "" && g.s.Clan(tc.dead).Status != Seppuku {
				t.Errorf("%s must commit seppuku at −50 (C-30)", tc.dead)
			}
			if tc.dead == "" && g.s.Clan(Imagawa).Status != Active {
				t.Error("Imagawa survives")
			}
			if g.s.Season != Spring || g.s.Year != 1561 {
				t.Errorf("after the tally: %s %d", g.s.Season, g.s.Year)
			}
			if g.s.Clan(Takeda).PendingPP != 0 {
				t.Error("the tally empties the pending ledger")
			}
		})
	}
}

func TestPrestige_S13_LedgerEntriesHaveReasonAndSeason(t *testing.T) {
	g := playExampleB(t, nil)
	codes := map[Clan][]string{}
	for _, e := range g.ledger() {
		if e.English() == "" || e.Italian() == "" || e.Year != 1560 {
			t.Errorf("entry %+v", e)
		}
		codes[e.Clan] = append(codes[e.Clan], e.Code)
	}
	want := map[Clan]string{
		Takeda:  "[fortress-built battle-won kills general-killed losses provinces-held]",
		Hojo:    "[contingent-win provinces-held]",
		Uesugi:  "[retreat provinces-held]",
		Imagawa: "[battle-lost kills losses province-lost provinces-held]",
	}
	for c, w := range want {
		if got := fmtList(codes[c]); got != w {
			t.Errorf("%s ledger %s, want %s", c, got, w)
		}
	}
}

func fmtList(l []string) string {
	out := "["
	for i, s := range l {
		if i > 0 {
			out += " "
		}
		out += s
	}
	return out + "]"
}

// exampleC builds the supply situation of §16.4 example C on its
// hypothetical adjacency, in the Supply phase of Winter.
func exampleC(fortress bool, opts map[string]string) *State {
	m := Map{}
	for id := 1; id <= 20; id++ {
		m.Provinces = append(m.Provinces, Province{ID: id, Name: "P", Terrain: Plain})
	}
	for _, e := range [][2]int{{1, 2}, {2, 3}, {3, 4}, {4, 7}, {7, 10}, {10, 11}, {11, 14}, {14, 19}, {19, 20}} {
		m.Edges = append(m.Edges, Edge{A: e[0], B: e[1], Kind: Land})
	}
	s := &State{Name: "C", Map: m, Year: 1560, Season: Winter, Phase: PhaseSupply, Options: DefaultOptions()}
	for k, v := range opts {
		_ = s.Options.Set(k, v)
	}
	for id := 1; id <= 20; id++ {
		s.Provinces = append(s.Provinces, ProvinceState{ID: id})
	}
	for _, id := range []int{1, 2, 3, 10, 11, 14, 19, 20} {
		s.Provinces[id-1].Owner = Hojo
	}
	s.Provinces[3].Owner, s.Provinces[6].Owner = Uesugi, Uesugi
	s.Provinces[18].Fortress = fortress
	s.Clans = []ClanState{
		{Clan: Hojo, Player: "A", Status: Active, Capital: 1, Prestige: 10, PendingPP: -20, Army: Army{Location: 1}},
		{Clan: Uesugi, Player: "B", Status: Active, Capital: 4, Prestige: 10, Army: Army{Location: 4}},
	}
	s.Order = []Clan{Hojo, Uesugi}
	s.Deck = DeckState{DrawPile: []string{"2-C", "3-C"}, Pass: 1}
	return s
}

func TestSupply_S164_ExampleC(t *testing.T) {
	cases := []struct {
		name       string
		fortress   bool
		opts       map[string]string
		unsupplied int
		pp         int
	}{
		{"fortress in 19", true, nil, 0, 70},
		{"no fortress", false, nil, 5, -30},
		{"no fortress, loss not scored", false, map[string]string{"supplyLossScored": "false"}, 5, 20},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := exampleC(tc.fortress, tc.opts)
			prev := s.SupplyPreview()
			if len(prev[0].Unsupplied) != tc.unsupplied {
				t.Fatalf("preview: %+v", prev[0])
			}
			before := mustJSON(t, s)
			if after := mustJSON(t, s); string(before) != string(after) {
				t.Fatal("the preview changes nothing")
			}
			r := NewSeededRoller(1)
			var tallies []Tally
			for i := 0; i < 2; i++ {
				out, err := Apply(s, GM(), Action{Kind: ActAdvance}, r)
				if err != nil {
					t.Fatal(err)
				}
				tallies = append(tallies, out.Archive.Tallies...)
			}
			if got := lastTally(append(tallies, s.Tallies...), Hojo).After; got != tc.pp {
				t.Errorf("Hojo Winter PP %d, want %d", got, tc.pp)
			}
			if tc.unsupplied > 0 && (s.Owner(10) != Neutral || s.Owner(20) != Neutral || s.Owner(3) != Hojo) {
				t.Error("10, 11, 14, 19 and 20 turn neutral")
			}
		})
	}
}

func TestPrestige_C30_SeppukuAtMinus50(t *testing.T) {
	g := started(t, nil)
	g.safe = true
	g.s.Clan(Mori).Prestige = -150 // 10 provinces: −150 + 100 = −50
	for g.s.Season != Spring || g.s.Year == 1560 {
		g.quietSeason()
	}
	if g.s.Clan(Mori).Status != Seppuku || len(g.s.ProvincesOf(Mori)) != 0 || g.s.Clan(Mori).Army.Size() != 0 {
		t.Fatalf("Mori %+v", g.s.Clan(Mori).Status)
	}
	if contains(clanStrings(g.s.Order), string(Mori)) {
		t.Error("a clan out of the game does not play")
	}
}

func TestShogunate_S7_ProclaimHoldKyotoWin(t *testing.T) {
	g := started(t, nil)
	g.safe = true
	giveCard(g.s, Takeda, "10-C")
	g.drawAll()
	g.advance()
	g.refused(PlayerOf(Takeda), Action{Kind: ActProclaim, Card: "10-C"}, nil) // 10 provinces, 10 PP
	g.s.Clan(Takeda).Prestige = 200
	g.refused(PlayerOf(Takeda), Action{Kind: ActProclaim, Card: "6-D"}, nil)
	g.as(Takeda, Action{Kind: ActProclaim, Card: "10-C"})
	if g.s.Shogunate == nil || contains(g.s.Clan(Takeda).Hand, "10-C") {
		t.Fatal("claim not recorded or Marriage not discarded")
	}
	g.advance()
	for _, d := range g.s.Destinations(Mori) {
		if d.Province == 41 && !d.Legal {
			t.Errorf("C-04: once a claim is active any army may enter Kyoto: %s", d.English())
		}
	}
	g.moves(map[Clan]Action{Takeda: {Kind: ActMove, Province: 41}})
	g.advance()
	if g.s.Owner(41) != Takeda {
		t.Fatal("Takeda holds Kyoto")
	}
	for g.s.Phase != PhaseEnded {
		g.quietSeason()
	}
	if g.s.Result == nil || g.s.Result.Reason != EndShogun || g.s.Result.Winners[0] != Takeda || g.s.Season != Autumn {
		t.Fatalf("result %+v at %s", g.s.Result, g.s.Season)
	}
	g.refused(GM(), Action{Kind: ActAdvance}, ErrNotNow)
}

func TestShogunate_S7_FailureCosts50(t *testing.T) {
	g := started(t, nil)
	g.safe = true
	giveCard(g.s, Takeda, "10-C")
	g.s.Clan(Takeda).Prestige = 200
	g.drawAll()
	g.advance()
	g.as(Takeda, Action{Kind: ActProclaim, Card: "10-C"})
	g.advance()
	g.moves(nil)
	g.advance()
	if g.s.Shogunate != nil || g.s.Clan(Takeda).PendingPP != -50 {
		t.Fatalf("the claimant did not march on Kyoto: −50, got %d", g.s.Clan(Takeda).PendingPP)
	}
}

func TestEnd_S14_LastClanStanding(t *testing.T) {
	st, err := NewCampaign(Setup{Name: "Duel", Scenario: Custom, Players: map[Clan]string{Takeda: "A", Imagawa: "B"}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: t, s: st, clock: t0, safe: true}
	g.gm(Action{Kind: ActStart})
	g.drawAll()
	g.advance()
	g.advance()
	g.moves(map[Clan]Action{Takeda: {Kind: ActMove, Province: 31}, Imagawa: {Kind: ActMove, Province: 32}})
	g.advance()
	if g.s.Phase != PhaseEnded || g.s.Result.Reason != EndLastStanding || g.s.Result.Winners[0] != Takeda {
		t.Fatalf("phase %s result %+v", g.s.Phase, g.s.Result)
	}
}

func TestEnd_C29_PrestigeThenProvincesThenShared(t *testing.T) {
	g := started(t, nil)
	e := &engine{s: g.s, actor: GM()}
	for _, c := range Clans {
		g.s.Clan(c).Prestige = 100
	}
	g.s.Clan(Mori).Prestige = 120
	g.s.Clan(Shimazu).Prestige = 120
	g.s.province(1).Owner = Mori
	e.endGame(EndDeck)
	if w := g.s.Result.Winners; len(w) != 1 || w[0] != Mori {
		t.Fatalf("more provinces wins a tie: %v", w)
	}
	g = started(t, nil)
	e = &engine{s: g.s, actor: GM()}
	g.s.Clan(Mori).Prestige = 120
	g.s.Clan(Shimazu).Prestige = 120
	e.endGame(EndDeck)
	if w := g.s.Result.Winners; len(w) != 2 {
		t.Fatalf("a full tie is shared: %v", w)
	}
}

// TestPrestige_TallyArchivesTheYear: the Winter tally hands the entries it
// made official and the tallies to the store (Outcome.Archive), so the
// state holds the year in play only; a campaign created before this
// (ArchivesAtTally false) keeps its whole ledger in the state, as it
// always did.
func TestPrestige_TallyArchivesTheYear(t *testing.T) {
	for _, archives := range []bool{true, false} {
		g := started(t, nil)
		g.s.ArchivesAtTally = archives
		for g.s.Season != Winter || g.s.Phase != PhasePrestige {
			g.quietSeasonStep()
		}
		before := len(g.ledger())
		out := g.advance()
		official := len(g.ledger()) - before // the tally's own entries (provinces held)
		switch {
		case archives && (len(g.s.Ledger) != 0 || len(g.s.Tallies) != 0 || len(out.Archive.Tallies) != 6 || len(out.Archive.Ledger) != before+official):
			t.Errorf("archiving: state %d entries %d tallies; archived %d entries %d tallies", len(g.s.Ledger), len(g.s.Tallies), len(out.Archive.Ledger), len(out.Archive.Tallies))
		case !archives && (len(g.s.Ledger) != before+official || len(g.s.Tallies) != 6 || len(out.Archive.Ledger) != 0):
			t.Errorf("an older campaign: state %d entries %d tallies; archived %d", len(g.s.Ledger), len(g.s.Tallies), len(out.Archive.Ledger))
		}
		if g.s.Year != FirstYear+1 || len(g.tallies()) != 6 {
			t.Errorf("year %d, %d tallies in all", g.s.Year, len(g.tallies()))
		}
	}
}
