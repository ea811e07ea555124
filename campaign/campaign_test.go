package campaign

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestCampaign_FullYearSixPlayers plays 1560 through Apply: draws, notes,
// a contingent, a siege with table dice, a battle, Winter supply and tally.
func TestCampaign_FullYearSixPlayers(t *testing.T) {
	g := newGame(t, 2024, map[string]string{"tableDice": "true"})
	g.gm(Action{Kind: ActStart})

	// Spring: Hojo builds a Fortress in Musashi (14); Takeda keeps MORALE.
	stack(g.s, map[Clan]string{Hojo: "A-S", Takeda: "7-C", Uesugi: "2-C", Imagawa: "3-C", Mori: "4-C", Shimazu: "5-C"})
	for c := g.s.NextDrawer(); c != ""; c = g.s.NextDrawer() {
		g.as(c, Action{Kind: ActDraw})
		if c == Hojo {
			g.as(c, Action{Kind: ActChooseCard, Province: 14})
		}
	}
	g.advance()
	g.as(Takeda, Action{Kind: ActNote, Target: Hojo, Text: "Send me two elements against Imagawa"})
	g.as(Uesugi, Action{Kind: ActDeclare, Text: "The north is at peace"})
	g.as(Takeda, Action{Kind: ActRequest, Target: Hojo})
	g.advance()
	g.moves(map[Clan]Action{
		Takeda:  {Kind: ActMove, Province: 32},
		Imagawa: {Kind: ActMove, Province: 32},
		Hojo:    {Kind: ActSend, Target: Takeda, Elements: []int{10, 11}},
		Uesugi:  {Kind: ActMove, Province: 14},
	})
	g.advance()
	if len(g.s.Sieges) != 1 || g.s.Sieges[0].Province != 14 || len(g.s.Confrontations) != 1 {
		t.Fatalf("sieges %+v confrontations %+v", g.s.Sieges, g.s.Confrontations)
	}
	g.as(Imagawa, Action{Kind: ActConfront, Province: 32, Choice: ChooseFight})
	g.as(Takeda, Action{Kind: ActConfront, Province: 32, Choice: ChooseFight})
	g.gm(Action{Kind: ActBattleDie, Province: 32, Choice: DieRiver, Dice: []int{2}}) // Totomi's river roll, at the table: no river
	g.advance()
	g.siege(Uesugi, 14, nil, 4) // empty Fortress: 4 takes it
	g.advance()
	g.as(Takeda, Action{Kind: ActPlay, Card: "7-C", Province: 32})
	b := g.s.Battles[0]
	if b.BreakPoint(&g.s.Options, Takeda) != 6 {
		t.Errorf("14 elements with MORALE break at 6")
	}
	g.gm(Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: Takeda, Losses: []BattleLoss{
		{Owner: Imagawa, Types: []ElementType{FootSamurai, Ashigaru, Ashigaru}, General: true},
		{Owner: Takeda, Types: []ElementType{Archers}},
		{Owner: Hojo, With: Takeda, Types: []ElementType{Ashigaru}},
	}}})
	g.advance()

	// Summer: SUPPLIES bring back what was lost; Imagawa restores its General.
	stack(g.s, map[Clan]string{Hojo: "2-D", Takeda: "3-D", Uesugi: "4-D", Imagawa: "5-D", Mori: "2-S", Shimazu: "3-S"})
	for c := g.s.NextDrawer(); c != ""; c = g.s.NextDrawer() {
		g.as(c, Action{Kind: ActDraw})
		if c == Imagawa {
			g.as(c, Action{Kind: ActChooseCard, Choices: []string{"foot-samurai+general"}})
		}
	}
	if !g.s.Clan(Imagawa).Army.HasGeneral() || g.s.Clan(Takeda).Army.Size() != 12 || g.s.Clan(Hojo).Army.Size() != 12 {
		t.Fatalf("replacements: Imagawa %v Takeda %d Hojo %d", g.s.Clan(Imagawa).Army.HasGeneral(), g.s.Clan(Takeda).Army.Size(), g.s.Clan(Hojo).Army.Size())
	}
	g.advance()
	g.advance()
	g.moves(nil)
	g.advance() // nobody faces, besieges or fights anybody: the season ends by itself

	// Autumn: BAD WEATHER keeps Mori home.
	stack(g.s, map[Clan]string{Hojo: "4-S", Takeda: "5-S", Uesugi: "2-H", Imagawa: "3-H", Mori: "8-C", Shimazu: "4-H"})
	g.drawAll()
	g.advance()
	g.advance()
	if g.s.Mover() == Mori {
		t.Error("Mori cannot move")
	}
	g.moves(nil)
	g.advance() // nobody faces, besieges or fights anybody: the season ends by itself

	// Winter: cards to the hand, supply, tally.
	stack(g.s, map[Clan]string{Hojo: "7-H", Takeda: "9-D", Uesugi: "10-D", Imagawa: "9-S", Mori: "10-S", Shimazu: "7-S"})
	g.drawAll()
	g.advance()
	g.advance()
	prev := map[Clan]SupplyReport{}
	for _, r := range g.s.SupplyPreview() {
		prev[r.Clan] = r
	}
	// Losing Totomi cut Suruga (Imagawa's Capital) off from 33–40.
	if len(prev[Imagawa].Unsupplied) != 8 || len(prev[Hojo].Unsupplied) != 0 {
		t.Fatalf("supply preview %+v", prev)
	}
	g.advance()
	g.advance()

	want := map[Clan]int{
		Takeda:  10 + 30 + 15 + 20 - 10 + 11*10, // 175
		Hojo:    10 + 5 + 10 - 10 - 10 + 9*10,   // 95
		Uesugi:  10 + 30 + 11*10,                // 150
		Mori:    110,
		Shimazu: 110,
	}
	for c, w := range want {
		if got := g.s.Clan(c).Prestige; got != w {
			t.Errorf("%s: %d, want %d", c, got, w)
		}
	}
	// Imagawa: 10 −30 −15 +10 −10 −80 +10 = −105: seppuku.
	if tl := lastTally(g.tallies(), Imagawa); tl.After != -105 || !tl.Seppuku || g.s.Clan(Imagawa).Status != Seppuku {
		t.Errorf("Imagawa tally %+v", tl)
	}
	if g.s.Owner(31) != Neutral || g.s.Owner(32) != Takeda || g.s.Owner(14) != Uesugi || !g.s.province(14).Fortress {
		t.Error("final ownership")
	}
	if g.s.Year != 1561 || g.s.Season != Spring || g.s.Phase != PhaseDraw || len(g.s.Order) != 5 || g.s.Order[0] != Hojo || g.s.Order[4] != Takeda {
		t.Errorf("next season: %d %s %s order %v", g.s.Year, g.s.Season, g.s.Phase, g.s.Order)
	}
	if g.s.NoteCount != 1 || g.s.DeclarationCount != 1 || len(g.box) != 2 || len(g.tallies()) != 6 || len(g.s.Tallies) != 0 {
		t.Errorf("notes %d declarations %d box %d tallies %d (%d in the state)", g.s.NoteCount, g.s.DeclarationCount, len(g.box), len(g.tallies()), len(g.s.Tallies))
	}
	for _, c := range g.s.Clans {
		if c.Status == Active && c.Army.Location != c.Capital {
			t.Errorf("%s's army is not home (C-03)", c.Clan)
		}
	}
}

// TestReplay_LogReproducesFinalState plays a long random campaign through
// Step, then replays its log (actions and recorded rolls, through JSON) on
// the initial state.
func TestReplay_LogReproducesFinalState(t *testing.T) {
	for _, seed := range []uint64{3, 12} {
		rng := rand.New(rand.NewPCG(seed, 1))
		g := newGame(t, seed, map[string]string{"tableDice": "false"})
		g.initial = mustJSON(t, g.s)
		g.log = nil
		kinds := map[ActionKind]bool{}
		for i := 0; i < 2500 && g.s.Phase != PhaseEnded; i++ {
			actor, a := randomAction(g.s, rng)
			if i == 0 {
				actor, a = GM(), Action{Kind: ActStart}
			}
			if _, err := g.try(actor, a); err == nil {
				kinds[a.Kind] = true
			}
		}
		if len(g.log) < 200 || !kinds[ActBattleResult] || !kinds[ActMove] || !kinds[ActDraw] {
			t.Fatalf("seed %d: the random campaign is too dull: %d actions, kinds %v; %s %+v", seed, len(g.log), kinds, g.s.Phase, g.s.Result)
		}
		checkReplay(t, g)
	}
}

// checkReplay replays the log with the recorded rolls on the initial state
// and compares the final state.
func checkReplay(t *testing.T, g *game) {
	t.Helper()
	var s State
	if err := json.Unmarshal(g.initial, &s); err != nil {
		t.Fatal(err)
	}
	var reports []BattleReport
	var notes []ReportNote
	for i, e := range g.log {
		// The log is stored as JSON: replay from JSON too.
		var a Action
		if err := json.Unmarshal(mustJSON(t, e.Action), &a); err != nil {
			t.Fatal(err)
		}
		r := NewReplayRoller(e.Rolls)
		out, err := Apply(&s, e.Actor, a, r)
		if err != nil {
			t.Fatalf("entry %d %+v: %v", i, a, err)
		}
		reports, notes = append(reports, out.Reports...), append(notes, out.ReportNotes...)
		if err := r.Err(); err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
	}
	s.RollerState = g.s.RollerState // Apply does not own the generator's state
	if got, want := mustJSON(t, &s), mustJSON(t, g.s); !bytes.Equal(got, want) {
		t.Fatalf("replay differs:\n%s\n%s", got, want)
	}
	// What the store keeps beside the state, the battle reports, too.
	replayed := &game{t: t, s: &s}
	replayed.keepReports(reports, notes)
	for _, f := range s.Fought {
		if got, want := mustJSON(t, replayed.report(f.ID)), mustJSON(t, g.report(f.ID)); !bytes.Equal(got, want) {
			t.Fatalf("replayed report of battle %d differs:\n%s\n%s", f.ID, got, want)
		}
	}
}

func TestCampaign_StateRoundTripsThroughJSON(t *testing.T) {
	g := started(t, nil)
	g.safe = true
	g.quietSeason()
	g.drawAll()
	g.advance()
	g.as(Mori, Action{Kind: ActNote, Target: Uesugi, Text: "hello"})
	data := mustJSON(t, g.s)
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if again := mustJSON(t, &back); !bytes.Equal(again, data) {
		t.Fatalf("round trip differs")
	}
	// Going on from the decoded state gives the same result.
	a := Action{Kind: ActAdvance}
	o1, err1 := Step(g.s, GM(), a)
	o2, err2 := Step(&back, GM(), a)
	if err1 != nil || err2 != nil || !bytes.Equal(mustJSON(t, g.s), mustJSON(t, &back)) || len(o1.Messages) != len(o2.Messages) {
		t.Fatal("the decoded state does not continue the same way")
	}
}

func TestIllegalActionsAreRefusedAndChangeNothing(t *testing.T) {
	g := started(t, nil)
	g.toMovement(nil)
	mover := g.s.Mover()
	other := Hojo
	if mover == Hojo {
		other = Mori
	}
	cases := []struct {
		name  string
		actor Actor
		a     Action
		want  error
	}{
		{"out of turn", PlayerOf(other), Action{Kind: ActStay}, ErrNotNow},
		{"for another clan", PlayerOf(other), Action{Kind: ActStay, Clan: mover}, ErrForbidden},
		{"non-adjacent move", PlayerOf(mover), Action{Kind: ActMove, Province: farFrom(g.s, mover)}, nil},
		{"into Kyoto", PlayerOf(mover), Action{Kind: ActMove, Province: 41}, nil},
		{"card not in hand", PlayerOf(mover), Action{Kind: ActPlay, Card: "BJ", Target: other}, ErrNotFound},
		{"unknown action", PlayerOf(mover), Action{Kind: "teleport"}, nil},
		{"public acts", Public(), Action{Kind: ActStay}, ErrForbidden},
		{"GM without a clan", GM(), Action{Kind: ActStay}, nil},
		{"player records a battle", PlayerOf(mover), Action{Kind: ActBattleResult, Result: &BattleResult{}}, ErrForbidden},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { g.t = t; g.refused(tc.actor, tc.a, tc.want) })
	}
	// Third army in a province.
	g.t = t
	g.moves(map[Clan]Action{Takeda: {Kind: ActMove, Province: 32}, Imagawa: {Kind: ActMove, Province: 32}})
	g2 := started(t, nil)
	g2.toMovement(nil)
	for c := g2.s.Mover(); c != ""; c = g2.s.Mover() {
		switch {
		case c == Takeda || c == Imagawa:
			g2.as(c, Action{Kind: ActMove, Province: 32})
		case c == Hojo && g2.s.Clan(Takeda).Turn.Moved && g2.s.Clan(Imagawa).Turn.Moved:
			g2.refused(PlayerOf(Hojo), Action{Kind: ActMove, Province: 31}, nil) // fine: no army in 31
			g2.as(c, Action{Kind: ActStay})
		default:
			g2.as(c, Action{Kind: ActStay})
		}
	}
}

// farFrom returns a province no move of c can reach.
func farFrom(s *State, c Clan) int {
	reach := map[int]bool{}
	for _, d := range s.Destinations(c) {
		reach[d.Province] = true
	}
	for id := len(s.Provinces); id >= 1; id-- {
		if !reach[id] && s.Owner(id) != c {
			return id
		}
	}
	return 0
}

func TestVisibleTo_FiltersHandsNotesRequests(t *testing.T) {
	g := started(t, nil)
	giveCard(g.s, Takeda, "BJ")
	g.safe = true
	g.drawAll()
	g.advance()
	g.as(Takeda, Action{Kind: ActNote, Target: Hojo, Text: "secret"})
	g.as(Takeda, Action{Kind: ActRequest, Target: Hojo})
	for _, tc := range []struct {
		v        Viewer
		hand     bool
		notes    int
		requests int
		pile     bool
	}{
		{GM(), true, 1, 1, true},
		{PlayerOf(Takeda), true, 1, 1, false},
		{PlayerOf(Hojo), false, 1, 1, false},
		{PlayerOf(Mori), false, 0, 0, false},
		{Public(), false, 0, 0, false},
	} {
		v := g.s.VisibleTo(tc.v)
		var tk ClanView
		for _, c := range v.Clans {
			if c.Clan == Takeda {
				tk = c
			}
		}
		v.Notes, v.Declarations = g.readable(tc.v)
		if (tk.Hand != nil) != tc.hand || tk.HandSize == 0 || len(v.Notes) != tc.notes || len(v.Requests) != tc.requests || (v.Deck.DrawPile != nil) != tc.pile {
			t.Errorf("%+v: hand %v size %d notes %d requests %d pile %v", tc.v, tk.Hand, tk.HandSize, len(v.Notes), len(v.Requests), v.Deck.DrawPile != nil)
		}
		data := mustJSON(t, v)
		if !tc.hand && bytes.Contains(data, []byte(`"BJ"`)) {
			t.Errorf("%+v sees Takeda's NINJA", tc.v)
		}
		if tc.notes == 0 && bytes.Contains(data, []byte("SECRET")) {
			t.Errorf("%+v reads the note", tc.v)
		}
	}
}

func TestBannerAndLegal(t *testing.T) {
	g := started(t, nil)
	b := g.s.Banner(t0)
	first := g.s.Order[0]
	if len(b.Waiting) != 1 || b.Waiting[0] != first || b.English() == "" || b.Italian() == "" || b.English() == b.Italian() {
		t.Fatalf("banner %+v", b)
	}
	la := g.s.Legal(PlayerOf(first), t0)
	if len(la) == 0 || la[0].Kind != ActDraw {
		t.Fatalf("legal %+v", la)
	}
	if la := g.s.Legal(PlayerOf(g.s.Order[1]), t0); len(la) != 0 {
		t.Errorf("the second player has nothing to do yet: %+v", la)
	}
	g.safe = true
	g.toMovement(nil)
	m := g.s.Mover()
	var move *LegalAction
	for _, l := range g.s.Legal(PlayerOf(m), t0) {
		if l.Kind == ActMove {
			move = &l
		}
	}
	if move == nil || len(move.Destinations) == 0 {
		t.Fatal("the mover is offered destinations")
	}
	for _, d := range move.Destinations {
		_, err := Apply(g.s.clone(), PlayerOf(m), Action{Kind: ActMove, Province: d.Province}, NewSeededRoller(1))
		if (err == nil) != d.Legal {
			t.Errorf("destination %d legal=%v but Apply says %v", d.Province, d.Legal, err)
		}
	}
}

// FuzzApply applies random action sequences and checks the invariants.
func FuzzApply(f *testing.F) {
	for _, seed := range []uint64{1, 2, 3, 42, 99} {
		f.Add(seed, uint16(300))
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint16) {
		rng := rand.New(rand.NewPCG(seed, 7))
		g := newGame(t, seed, nil)
		g.gm(Action{Kind: ActStart})
		for i := 0; i < int(steps%600) && g.s.Phase != PhaseEnded; i++ {
			actor, a := randomAction(g.s, rng)
			before := mustJSON(t, g.s)
			a.At = g.clock
			_, err := Step(g.s, actor, a)
			if err != nil {
				if !bytes.Equal(before, mustJSON(t, g.s)) {
					t.Fatalf("step %d %+v: refused but changed the state", i, a)
				}
				continue
			}
			g.clock = g.clock.Add(10 * 1e9)
			checkInvariants(t, g.s)
		}
	})
}

func TestFuzzSeeds(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		rng := rand.New(rand.NewPCG(seed, 7))
		g := newGame(t, seed, nil)
		g.gm(Action{Kind: ActStart})
		ok := 0
		for i := 0; i < 1500 && g.s.Phase != PhaseEnded; i++ {
			actor, a := randomAction(g.s, rng)
			before := mustJSON(t, g.s)
			a.At = g.clock
			if _, err := Step(g.s, actor, a); err != nil {
				if !bytes.Equal(before, mustJSON(t, g.s)) {
					t.Fatalf("seed %d step %d %+v: refused but changed the state", seed, i, a)
				}
				continue
			}
			ok++
			g.clock = g.clock.Add(10 * 1e9)
			checkInvariants(t, g.s)
		}
		if ok < 100 {
			t.Errorf("seed %d: only %d actions applied", seed, ok)
		}
	}
}

func checkInvariants(t *testing.T, s *State) {
	t.Helper()
	armies := map[int]int{}
	for _, c := range s.Clans {
		away := 0
		for _, k := range s.Contingents {
			if k.From == c.Clan {
				away += len(k.Elements)
			}
		}
		if c.Army.Size()+away > MaxArmy {
			t.Fatalf("%s has %d elements (+%d away)", c.Clan, c.Army.Size(), away)
		}
		if c.Status == Active {
			armies[c.Army.Location]++
		} else if c.Army.Size() != 0 && c.Status != NeutralClan {
			t.Fatalf("%s is out but keeps an army", c.Clan)
		}
	}
	for id, n := range armies {
		if n > 2 {
			t.Fatalf("%d armies in %d", n, id)
		}
	}
	for _, p := range s.Provinces {
		if p.Owner != Neutral && !p.Owner.Valid() {
			t.Fatalf("province %d owner %q", p.ID, p.Owner)
		}
		if cs := s.Clan(p.Owner); cs != nil && cs.Status != Active && cs.Status != NeutralClan {
			t.Fatalf("province %d belongs to %s, out of the game", p.ID, p.Owner)
		}
	}
}

// randomAction mostly picks one of the legal actions with plausible inputs,
// and sometimes anything at all.
func randomAction(s *State, rng *rand.Rand) (Actor, Action) {
	clans := Clans
	pick := func() Clan { return clans[rng.IntN(len(clans))] }
	if rng.IntN(5) == 0 {
		kinds := []ActionKind{ActDraw, ActMove, ActStay, ActSend, ActPlay, ActConfront, ActSiege, ActReroll, ActNote, ActRequest, ActProclaim, ActAdvance, ActChooseCard, ActNinjaAnswer, ActBattleResult, ActPenalty, ActBattlefield}
		a := Action{Kind: kinds[rng.IntN(len(kinds))], Province: rng.IntN(63), Target: pick(), Card: Deck[rng.IntN(len(Deck))].ID,
			Choice:   []string{"fight", "withdraw", "fortress", "siege", "roll", "accept", "exclude", "0", "plain"}[rng.IntN(9)],
			Elements: []int{rng.IntN(13)}, Text: "x", Choices: []string{string(ElementTypes[rng.IntN(len(ElementTypes))])}}
		actors := []Actor{GM(), PlayerOf(pick()), Public()}
		return actors[rng.IntN(3)], a
	}
	legal := s.Legal(GM(), t0)
	if len(legal) == 0 {
		return GM(), Action{Kind: ActAdvance}
	}
	// Prefer the players' actions; the GM's advance comes when nothing else is left.
	l := legal[rng.IntN(len(legal))]
	for tries := 0; tries < 8 && (l.Kind == ActPenalty || l.Kind == ActTimer || l.Kind == ActRequest); tries++ {
		l = legal[rng.IntN(len(legal))]
	}
	if l.Kind == ActPenalty {
		l.Choices = nil // exclusions would end the game too soon
	}
	a := Action{Kind: l.Kind, Clan: l.Clan, Province: l.Province}
	if len(l.Targets) > 0 {
		a.Target = l.Targets[rng.IntN(len(l.Targets))]
	}
	if len(l.Cards) > 0 && rng.IntN(2) == 0 {
		a.Card = l.Cards[rng.IntN(len(l.Cards))]
	}
	if len(l.Choices) > 0 {
		a.Choice = l.Choices[rng.IntN(len(l.Choices))]
		a.Choices = []string{a.Choice}
	}
	switch l.Kind {
	case ActConfront:
		if rng.IntN(4) != 0 && contains(l.Choices, ChooseFight) {
			a.Choice = ChooseFight
		}
	case ActMove:
		var ok []int
		for _, d := range l.Destinations {
			if d.Legal {
				ok = append(ok, d.Province)
			}
		}
		if len(ok) > 0 {
			a.Province = ok[rng.IntN(len(ok))]
		}
		if a.Card != "" && len(ok) > 0 {
			a.Second = ok[rng.IntN(len(ok))]
		}
	case ActChooseCard:
		if p := s.Pending; p != nil {
			a.Province = atoi(p.Options[rng.IntN(len(p.Options))])
			a.Choices = nil
			for i := 0; i < p.Picks; i++ {
				a.Choices = append(a.Choices, p.Options[rng.IntN(len(p.Options))])
			}
		}
	case ActSend:
		a.Elements = []int{1 + rng.IntN(5), 6 + rng.IntN(5)}
	case ActSiege:
		a.Cards = nil
		if a.Card != "" {
			a.Cards = []string{a.Card}
			a.Card = ""
		}
	case ActNote, ActDeclare, ActTimer:
		a.Text = "note" // a timer extension's reason
	case ActBattleResult:
		b := s.battleIn(l.Province)
		if b != nil {
			a.Result = &BattleResult{Battle: b.ID, Winner: l.Targets[rng.IntN(2)], Losses: []BattleLoss{
				{Owner: b.Attacker, Types: []ElementType{ElementTypes[rng.IntN(len(ElementTypes))]}},
				{Owner: b.Defender, Types: []ElementType{ElementTypes[rng.IntN(len(ElementTypes))]}, General: rng.IntN(4) == 0},
			}}
		}
	case ActPlay:
		if len(l.Cards) > 0 {
			a.Card = l.Cards[rng.IntN(len(l.Cards))]
		}
	}
	return GM(), a
}

func atoi(s string) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0
		}
		n = n*10 + int(r-'0')
	}
	return n
}

// BenchmarkApplyAndView measures one action and one filtered view on a
// campaign 40 seasons old, with its notes and ledger.
func BenchmarkApplyAndView(b *testing.B) {
	g := newGame(b, 7, nil)
	g.gm(Action{Kind: ActStart})
	g.safe = true
	for season := 0; season < 40; season++ {
		if g.s.Deck.Pass == 2 {
			g.s.Deck.Pass = 1 // keep the deck going: this is a benchmark, not a game
		}
		g.drawAll()
		g.advance()
		for i, c := range g.s.ActiveClans() {
			to := g.s.ActiveClans()[(i+1)%len(g.s.ActiveClans())]
			g.as(c, Action{Kind: ActNote, Target: to, Text: "Let us keep the peace this season"})
		}
		for g.s.Phase != PhaseDraw && g.s.Phase != PhaseEnded {
			g.quietSeasonStep()
		}
	}
	if g.s.Phase == PhaseEnded {
		b.Fatal("the campaign ended early")
	}
	g.drawAll()
	g.advance()
	b.ReportMetric(float64(g.s.NoteCount), "notes")
	b.ReportMetric(float64(len(g.ledger())), "ledger")
	r := NewSeededRoller(1)
	b.Run("apply", func(b *testing.B) {
		a := Action{Kind: ActNote, Target: Hojo, Text: "benchmark", At: g.s.Timer.StartedAt}
		for b.Loop() {
			if _, err := Apply(g.s, PlayerOf(Takeda), a, r); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("view", func(b *testing.B) {
		for b.Loop() {
			_ = g.s.VisibleTo(PlayerOf(Mori))
		}
	})
	// before is taken once: the framework calls the sub-benchmark more than
	// once, and each call leaves the request applied.
	before := g.s.clone()
	b.Run("apply+view", func(b *testing.B) {
		a := Action{Kind: ActRequest, Target: Hojo}
		for b.Loop() {
			*g.s = *before.clone()
			if _, err := Apply(g.s, PlayerOf(Mori), a, r); err != nil {
				b.Fatal(err)
			}
			_ = g.s.VisibleTo(PlayerOf(Mori))
		}
	})
}
