package campaign

import (
	"sengoku/i18n"
	"strings"
	"testing"
)

// invade plays a Spring in which the listed clans move and the rest stay,
// and ends movement.
func invade(t *testing.T, opts map[string]string, prep func(*State), plan map[Clan]Action) *game {
	t.Helper()
	g := newGame(t, 42, opts)
	g.gm(Action{Kind: ActStart})
	if prep != nil {
		prep(g.s)
	}
	g.toMovement(map[Clan]string{Hojo: "2-C", Uesugi: "3-C", Takeda: "4-C", Imagawa: "5-C", Mori: "2-D", Shimazu: "3-D"})
	g.moves(plan)
	g.advance()
	return g
}

func TestConfrontation_S9_WithdrawCosts10AndGivesTheProvince_C23(t *testing.T) {
	g := invade(t, nil, nil, map[Clan]Action{Takeda: {Kind: ActMove, Province: 32}, Imagawa: {Kind: ActMove, Province: 32}})
	if len(g.s.Confrontations) != 1 {
		t.Fatalf("confrontations %+v", g.s.Confrontations)
	}
	cf := g.s.Confrontations[0]
	if cf.Defender != Imagawa || cf.Attacker != Takeda || cf.First != Imagawa {
		t.Fatalf("roles %+v (C-14: the owner chooses first)", cf)
	}
	g.refused(PlayerOf(Takeda), Action{Kind: ActConfront, Province: 32, Choice: ChooseFight}, ErrNotNow)
	g.refused(PlayerOf(Imagawa), Action{Kind: ActConfront, Province: 32, Choice: ChooseFortress}, nil)
	g.as(Imagawa, Action{Kind: ActConfront, Province: 32, Choice: ChooseWithdraw})
	if g.s.Owner(32) != Takeda || g.s.Clan(Imagawa).Army.Location != 31 {
		t.Fatalf("owner %s", g.s.Owner(32))
	}
	if p := g.s.Clan(Imagawa).PendingPP; p != -20 {
		t.Errorf("Imagawa: −10 retreat −10 province = −20, got %d", p)
	}
}

func TestConfrontation_S9_FortressThenSiegeOrWithdraw(t *testing.T) {
	g := invade(t, nil, func(s *State) { s.province(32).Fortress = true },
		map[Clan]Action{Takeda: {Kind: ActMove, Province: 32}, Imagawa: {Kind: ActMove, Province: 32}})
	g.as(Imagawa, Action{Kind: ActConfront, Province: 32, Choice: ChooseFortress})
	if g.s.Clan(Imagawa).PendingPP != 0 {
		t.Error("C-23: shutting into the Fortress is not a retreat")
	}
	g.refused(PlayerOf(Takeda), Action{Kind: ActConfront, Province: 32, Choice: ChooseFight}, nil)
	g.as(Takeda, Action{Kind: ActConfront, Province: 32, Choice: ChooseSiege})
	if len(g.s.Sieges) != 1 || !g.s.Sieges[0].Defended {
		t.Fatalf("sieges %+v", g.s.Sieges)
	}
}

func siegeGame(t *testing.T, opts map[string]string, defended bool) *game {
	if opts == nil {
		opts = map[string]string{}
	}
	opts["tableDice"] = "true"
	plan := map[Clan]Action{Takeda: {Kind: ActMove, Province: 32}}
	if defended {
		plan[Imagawa] = Action{Kind: ActMove, Province: 32}
	}
	g := invade(t, opts, func(s *State) { s.province(32).Fortress = true }, plan)
	if defended {
		g.as(Imagawa, Action{Kind: ActConfront, Province: 32, Choice: ChooseFortress})
		g.as(Takeda, Action{Kind: ActConfront, Province: 32, Choice: ChooseSiege})
	}
	g.advanceTo(PhaseSieges)
	return g
}

func TestSiege_S10_DefendedFortressNeeds5(t *testing.T) {
	g := siegeGame(t, nil, true)
	g.refused(GM(), Action{Kind: ActSiege, Clan: Takeda, Province: 32, Dice: []int{7}}, nil)
	g.refused(PlayerOf(Imagawa), Action{Kind: ActSiege, Province: 32, Dice: []int{5}}, ErrForbidden)
	g.refused(PlayerOf(Imagawa), Action{Kind: ActSiege, Province: 32}, ErrForbidden)
	g.as(Takeda, Action{Kind: ActSiege, Province: 32})
	g.refused(GM(), Action{Kind: ActSiege, Clan: Takeda, Province: 32}, nil) // no die entered
	g.gm(Action{Kind: ActSiege, Clan: Takeda, Province: 32, Dice: []int{4}})
	// Without DIVINE INTERVENTION in hand the failed roll still waits for the
	// besieger: pausing only for holders would reveal the card.
	if g.s.Sieges[0].Status != "reroll" {
		t.Fatalf("a failed roll waits for the besieger: %+v", g.s.Sieges[0])
	}
	g.refused(PlayerOf(Takeda), Action{Kind: ActReroll, Province: 32, Card: "9-D"}, ErrNotFound)
	g.as(Takeda, Action{Kind: ActReroll, Province: 32, Choice: "accept"})
	if g.s.Owner(32) != Imagawa || g.s.Clan(Takeda).Army.Location != 17 || g.s.Sieges[0].Status != "failed" {
		t.Fatalf("4 fails against a defended Fortress: %+v", g.s.Sieges[0])
	}

	g = siegeGame(t, nil, true)
	g.siege(Takeda, 32, nil, 5)
	im := g.s.Clan(Imagawa)
	if g.s.Owner(32) != Takeda || !g.s.province(32).Fortress || im.Army.Size() != 0 || im.Status != Active {
		t.Fatalf("5 takes it, the army inside is destroyed, the Fortress is kept (C-20)")
	}
	if g.s.Clan(Takeda).PendingPP != 30 || im.PendingPP != -20 {
		t.Errorf("PP: Takeda %d (+30), Imagawa %d (−10 −10)", g.s.Clan(Takeda).PendingPP, im.PendingPP)
	}
}

func TestSiege_S10_EmptyFortressNeeds4(t *testing.T) {
	g := siegeGame(t, nil, false)
	if len(g.s.Sieges) != 1 || g.s.Sieges[0].Defended || g.s.Owner(32) != Imagawa {
		t.Fatalf("a lone army must besiege: %+v", g.s.Sieges)
	}
	g.siege(Takeda, 32, nil, 4)
	if g.s.Owner(32) != Takeda {
		t.Fatal("4 takes an empty Fortress")
	}
}

func TestSiege_S10_MerchantsAndDivineIntervention(t *testing.T) {
	g := siegeGame(t, nil, true)
	giveCard(g.s, Takeda, "10-D")
	giveCard(g.s, Takeda, "9-D")
	g.refused(PlayerOf(Takeda), Action{Kind: ActSiege, Province: 32, Cards: []string{"9-S"}}, ErrNotFound)
	g.siege(Takeda, 32, []string{"10-D"}, 3)
	sg := g.s.Sieges[0]
	if sg.Needed != 4 || sg.Status != "reroll" {
		t.Fatalf("needs 4 with MERCHANTS, re-roll offered: %+v", sg)
	}
	g.refused(GM(), Action{Kind: ActAdvance}, ErrNotNow)
	g.reroll(Takeda, 32, "9-D", 4)
	if g.s.Owner(32) != Takeda {
		t.Fatal("the re-roll takes it")
	}
}

func TestSiege_C18_ConsecutiveSeasonBonus(t *testing.T) {
	g := siegeGame(t, nil, false)
	g.siege(Takeda, 32, nil, 3)
	if g.s.Sieges[0].Repeat {
		t.Fatal("first siege: no bonus")
	}
	g.as(Takeda, Action{Kind: ActReroll, Province: 32, Choice: "accept"})
	g.advance() // no battle: Spring ends by itself
	g.drawAll()
	g.advance()
	g.advance()
	g.moves(map[Clan]Action{Uesugi: {Kind: ActStay}, Takeda: {Kind: ActMove, Province: 32}})
	g.advanceTo(PhaseSieges)
	sg := g.s.Sieges[0]
	g.siege(Takeda, sg.Province, nil, 3)
	sg = g.s.Sieges[0]
	if !sg.Repeat || sg.Needed != 3 || g.s.Owner(32) != Takeda || g.s.province(32).SiegeChain != 2 {
		t.Fatalf("second consecutive season: +1, needs 3: %+v chain %d", sg, g.s.province(32).SiegeChain)
	}
}

func TestSiege_C19_Natural1Fails(t *testing.T) {
	g := siegeGame(t, map[string]string{"siegeNatural1Fails": "true"}, false)
	giveCard(g.s, Takeda, "10-D")
	giveCard(g.s, Takeda, "9-S")
	g.siege(Takeda, 32, []string{"10-D", "9-S"}, 1)
	if g.s.Sieges[0].Needed != 2 || g.s.Owner(32) != Imagawa {
		t.Fatal("a natural 1 fails")
	}
}

func TestSiege_C20_FortressDestroyedOption(t *testing.T) {
	g := siegeGame(t, map[string]string{"fortressAfterSiege": "destroyed"}, false)
	g.siege(Takeda, 32, nil, 6)
	if g.s.Owner(32) != Takeda || g.s.province(32).Fortress {
		t.Fatal("the Fortress is razed")
	}
}

// §16.4 example A.
func TestSiege_S164_ExampleA_Odds(t *testing.T) {
	cases := []struct {
		defended bool
		divine   bool
		need     int
		p        string
	}{
		{true, false, 3, "2/3"}, {true, true, 3, "8/9"}, {false, false, 2, "5/6"}, {false, true, 2, "35/36"},
	}
	for _, c := range cases {
		need, p := SiegeChance(c.defended, 1, 2, c.divine, false)
		if need != c.need || p.String() != c.p {
			t.Errorf("%+v: needs %d, p %s", c, need, p)
		}
	}
	// The §10 table, checked against a brute-force count of the die faces.
	for mods := 0; mods <= 3; mods++ {
		for _, defended := range []bool{true, false} {
			for _, divine := range []bool{false, true} {
				merchants, consecutive := mods, 1
				_, p := SiegeChance(defended, merchants, consecutive, divine, false)
				need := 4
				if defended {
					need = 5
				}
				win, all := 0, 0
				for a := 1; a <= 6; a++ {
					for b := 1; b <= 6; b++ {
						all++
						if a+mods >= need || (divine && b+mods >= need) {
							win++
						}
					}
				}
				if p.Num*all != win*p.Den {
					t.Errorf("mods %d defended %v divine %v: %s, brute force %d/%d", mods, defended, divine, p, win, all)
				}
			}
		}
	}
}

func TestBattle_S111_BreakPoints_C16_ExampleD(t *testing.T) {
	o := DefaultOptions()
	want := map[int]int{1: 2, 5: 2, 6: 3, 8: 3, 9: 4, 12: 4, 14: 4, 15: 5, 16: 5, 17: 6, 18: 6}
	for size, bp := range want {
		if got := o.BreakPoint(size, false); got != bp {
			t.Errorf("size %d: %d, want %d", size, got, bp)
		}
	}
	if o.BreakPoint(14, false) != 4 || o.BreakPoint(14, true) != 6 || o.BreakPoint(5, false) != 2 {
		t.Error("example D")
	}
	b := &Battle{Attacker: Takeda, Defender: Imagawa, AttackerSize: 5, DefenderSize: 12}
	if RoutedSide(&o, b, 2, 0) != Takeda {
		t.Error("example D: losing the General's element alone (weight 2) breaks a 5-element army")
	}
	if RoutedSide(&o, b, 2, 6) != Imagawa {
		t.Error("C-15: both broken, larger excess loses")
	}
	if RoutedSide(&o, b, 2, 4) != Takeda {
		t.Error("C-15: equal excess, the Attacker loses")
	}
}

// battleAt32 prepares the battle of example B: Takeda (with Hojo's
// 2-element contingent) attacks Imagawa in Totomi.
func battleAt32(t *testing.T, opts map[string]string) *game {
	g := newGame(t, 42, opts)
	g.gm(Action{Kind: ActStart})
	g.drawAll()
	g.advance()
	g.as(Takeda, Action{Kind: ActRequest, Target: Hojo})
	g.advance()
	g.moves(map[Clan]Action{
		Takeda:  {Kind: ActMove, Province: 32},
		Imagawa: {Kind: ActMove, Province: 32},
		Hojo:    {Kind: ActSend, Target: Takeda, Elements: []int{10, 11}},
	})
	g.advance()
	g.as(Imagawa, Action{Kind: ActConfront, Province: 32, Choice: ChooseFight})
	g.as(Takeda, Action{Kind: ActConfront, Province: 32, Choice: ChooseFight})
	g.advanceTo(PhaseBattles) // no siege: the Sieges phase passes by itself
	return g
}

func TestBattle_S11_SheetAndResult_C24(t *testing.T) {
	g := battleAt32(t, nil)
	b := g.s.Battles[0]
	if b.AttackerSize != 14 || b.DefenderSize != 12 || b.BreakPoint(&g.s.Options, Takeda) != 4 || b.TerrainPlacer != Imagawa {
		t.Fatalf("sheet %+v", b)
	}
	if b.RiverRoll < 1 || b.River != (b.RiverRoll >= 5) || b.Village {
		t.Errorf("Totomi has a river and no Village: %+v", b)
	}
	before := map[Clan]int{}
	for _, c := range Clans {
		before[c] = g.s.Clan(c).PendingPP
	}
	res := &BattleResult{Battle: b.ID, Winner: Takeda, Losses: []BattleLoss{
		{Owner: Imagawa, Types: []ElementType{FootSamurai, Ashigaru, Ashigaru, Archers}, General: true},
		{Owner: Takeda, Types: []ElementType{Archers}},
		{Owner: Hojo, With: Takeda, Types: []ElementType{Ashigaru}},
	}}
	g.refused(PlayerOf(Takeda), Action{Kind: ActBattleResult, Result: res}, ErrForbidden)
	g.refused(GM(), Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: Mori}}, nil)
	g.refused(GM(), Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: Takeda,
		Losses: []BattleLoss{{Owner: Hojo, With: Takeda, Types: []ElementType{Archers}}}}}, nil)
	g.gm(Action{Kind: ActBattleResult, Result: res})
	d := func(c Clan) int { return g.s.Clan(c).PendingPP - before[c] }
	// Example B: Takeda +30 +20 (4 kills) +20 (General) −10; Hojo +10;
	// Imagawa −30 −20 −10, and +10 for the 2 elements it destroyed (§13).
	if d(Takeda) != 60 || d(Hojo) != 10 || d(Imagawa) != -50 {
		t.Errorf("PP: Takeda %d Hojo %d Imagawa %d", d(Takeda), d(Hojo), d(Imagawa))
	}
	if g.s.Owner(32) != Takeda || g.s.Clan(Imagawa).Army.Location != 31 || g.s.Clan(Imagawa).Army.HasGeneral() {
		t.Errorf("conquest, retreat to the Capital, General dead")
	}
	if g.s.Clan(Hojo).Army.Size() != 11 || g.s.Clan(Takeda).Army.Size() != 11 {
		t.Errorf("sizes: Hojo %d Takeda %d", g.s.Clan(Hojo).Army.Size(), g.s.Clan(Takeda).Army.Size())
	}
}

func TestBattle_C33_NewGeneralBeforeNextBattle(t *testing.T) {
	g := started(t, nil)
	cs := g.s.Clan(Imagawa)
	cs.Army.Elements = cs.Army.Elements[1:] // the General's Foot Samurai is gone
	g.toMovement(nil)
	g.moves(map[Clan]Action{Takeda: {Kind: ActMove, Province: 32}, Imagawa: {Kind: ActMove, Province: 32}})
	g.advance()
	g.as(Imagawa, Action{Kind: ActConfront, Province: 32, Choice: ChooseFight})
	g.as(Takeda, Action{Kind: ActConfront, Province: 32, Choice: ChooseFight})
	a := g.s.Clan(Imagawa).Army
	if !a.HasGeneral() || a.Elements[0].Type != FootSamurai || !a.Elements[0].General {
		t.Fatalf("a Foot Samurai becomes General: %+v", a.Elements[:2])
	}
}

func TestBattle_C09_CapturedCapitalDefeatsClanAndHandsCards(t *testing.T) {
	g := started(t, nil)
	giveCard(g.s, Imagawa, "7-H")
	g.toMovement(nil)
	g.moves(map[Clan]Action{Takeda: {Kind: ActMove, Province: 31}, Imagawa: {Kind: ActMove, Province: 32}})
	g.advance()
	im := g.s.Clan(Imagawa)
	if im.Status != CapitalLost || g.s.Owner(31) != Takeda || len(g.s.ProvincesOf(Imagawa)) != 0 || im.Army.Size() != 0 {
		t.Fatalf("Imagawa %+v", im)
	}
	if !contains(g.s.Clan(Takeda).Hand, "7-H") || g.s.Clan(Takeda).PendingPP != 30 {
		t.Errorf("cards pass to the conqueror, +30 for the Capital: hand %v PP %d", g.s.Clan(Takeda).Hand, g.s.Clan(Takeda).PendingPP)
	}
	if g.s.Owner(33) != Neutral {
		t.Error("the other provinces become neutral")
	}
	g.refused(PlayerOf(Imagawa), Action{Kind: ActDraw}, ErrForbidden)
}

// C-32: an army reduced to 0 elements is no army. The Capital falls to an
// army that moves in alone, with no confrontation, no battle "12 against
// 0", and the empty army does not count toward the two-armies limit.
func TestConfrontation_C32_EmptyArmyIsNoArmy(t *testing.T) {
	emptyInvade := func(opts map[string]string, prep func(*State)) *game {
		g := started(t, opts)
		if prep != nil {
			prep(g.s)
		}
		g.toMovement(map[Clan]string{Hojo: "2-C", Uesugi: "3-C", Takeda: "4-C", Imagawa: "7-H", Mori: "2-D", Shimazu: "3-D"})
		g.s.Clan(Imagawa).Army.Elements = nil
		g.moves(map[Clan]Action{Takeda: {Kind: ActMove, Province: 31}})
		g.advance()
		return g
	}
	g := emptyInvade(nil, nil)
	if len(g.s.Confrontations) != 0 || len(g.s.Battles) != 0 {
		t.Fatalf("an empty army faces nobody: %+v %+v", g.s.Confrontations, g.s.Battles)
	}
	im := g.s.Clan(Imagawa)
	if g.s.Owner(31) != Takeda || im.Status != CapitalLost {
		t.Fatalf("Takeda alone in Suruga takes the Capital: owner %s, Imagawa %s", g.s.Owner(31), im.Status)
	}

	// With a Fortress the Capital must first be besieged, as an empty one (4+).
	g = emptyInvade(nil, func(s *State) { s.province(31).Fortress = true })
	if len(g.s.Confrontations) != 0 || len(g.s.Sieges) != 1 || g.s.Sieges[0].Defended {
		t.Fatalf("an empty Fortress to besiege: %+v %+v", g.s.Confrontations, g.s.Sieges)
	}

	// The two-armies limit counts only armies with elements.
	s := started(t, nil).s
	s.Clan(Imagawa).Army.Elements = nil
	s.Clan(Hojo).Army.Location = 31
	if got := s.ArmiesIn(31); len(got) != 1 || got[0] != Hojo {
		t.Fatalf("armies in Suruga: %v", got)
	}
	if en := i18n.EN.Render(s.moveProblem(Takeda, 31, s.chain(Takeda))); en != "" {
		t.Errorf("Hojo and an empty army in Suruga: Takeda may still enter, got %q", en)
	}
	s.Clan(Uesugi).Army.Location = 31
	if en := i18n.EN.Render(s.moveProblem(Takeda, 31, s.chain(Takeda))); en == "" {
		t.Error("two armies with elements fill a province")
	}
}

// §9, C-14, C-23: the choice is to withdraw to one's own Capital. A
// defender standing in his own Capital has nowhere to withdraw to: he is
// offered fight (and his Fortress), never a withdrawal that hands the
// Capital to the invader.
func TestConfrontation_S9_NoWithdrawalFromOwnCapital(t *testing.T) {
	g := invade(t, nil, nil, map[Clan]Action{Imagawa: {Kind: ActMove, Province: 17}})
	if len(g.s.Confrontations) != 1 {
		t.Fatalf("confrontations %+v", g.s.Confrontations)
	}
	cf := &g.s.Confrontations[0]
	if cf.First != Takeda || cf.Defender != Takeda {
		t.Fatalf("Takeda defends Kai and chooses first: %+v", cf)
	}
	if got := g.s.ConfrontationChoices(cf); contains(got, ChooseWithdraw) || !contains(got, ChooseFight) {
		t.Fatalf("choices in one's own Capital: %v", got)
	}
	for _, la := range g.s.Legal(PlayerOf(Takeda), t0) {
		if la.Kind == ActConfront && contains(la.Choices, ChooseWithdraw) {
			t.Errorf("legal actions offer the withdrawal: %+v", la)
		}
	}
	v := g.refused(PlayerOf(Takeda), Action{Kind: ActConfront, Province: 17, Choice: ChooseWithdraw}, nil)
	if strings.Contains(v.Problems[0].Italian(), "withdraw") || strings.Contains(v.Problems[0].Italian(), "fight") {
		t.Errorf("Italian refusal names English choices: %q", v.Problems[0].Italian())
	}
	if g.s.Clan(Takeda).Status != Active || g.s.Owner(17) != Takeda {
		t.Fatal("Takeda is still in its Capital")
	}
	// The invader may still withdraw to his own Capital.
	g.as(Takeda, Action{Kind: ActConfront, Province: 17, Choice: ChooseFight})
	cf = &g.s.Confrontations[0]
	if got := g.s.ConfrontationChoices(cf); !contains(got, ChooseWithdraw) {
		t.Fatalf("the invader's choices: %v", got)
	}
	g.as(Imagawa, Action{Kind: ActConfront, Province: 17, Choice: ChooseWithdraw})
	if g.s.Owner(17) != Takeda || g.s.Clan(Imagawa).Army.Location != 31 {
		t.Fatal("Imagawa goes home, Kai stays Takeda's")
	}

	// With a Fortress in the Capital: fight or shut in.
	g = invade(t, nil, func(s *State) { s.province(17).Fortress = true }, map[Clan]Action{Imagawa: {Kind: ActMove, Province: 17}})
	if got := g.s.ConfrontationChoices(&g.s.Confrontations[0]); len(got) != 2 || !contains(got, ChooseFight) || !contains(got, ChooseFortress) {
		t.Fatalf("choices in a fortified Capital: %v", got)
	}
}

// Table dice (option tableDice): the game master enters the dice rolled at
// the table. A player declares his siege and plays his cards; he can never
// supply a die himself: the siege then waits for the game master's entry,
// as a failed roll waits for the besieger (§10).
func TestSiege_S10_TableDiceEnteredOnlyByTheGM(t *testing.T) {
	g := siegeGame(t, nil, true)
	giveCard(g.s, Takeda, "10-D")
	giveCard(g.s, Takeda, "9-D")
	g.refused(PlayerOf(Takeda), Action{Kind: ActSiege, Province: 32, Choice: "roll", Dice: []int{6}}, ErrForbidden)
	g.refused(PlayerOf(Takeda), Action{Kind: ActSiege, Province: 32, Cards: []string{"10-D"}, Dice: []int{6}}, ErrForbidden)
	out := g.as(Takeda, Action{Kind: ActSiege, Province: 32, Choice: "roll", Cards: []string{"10-D"}})
	sg := g.s.Sieges[0]
	if sg.Status != SiegeAwaitingDie || sg.Die != 0 || sg.Needed != 4 || sg.Done || len(out.Rolls) != 0 {
		t.Fatalf("the declared siege waits for the table die: %+v rolls %v", sg, out.Rolls)
	}
	if b := g.s.Banner(g.clock); !b.GM || len(b.Waiting) != 0 || !strings.Contains(b.English(), "game master") || !strings.Contains(b.Italian(), "master") {
		t.Errorf("the banner waits for the game master: %+v", b)
	}
	for _, la := range g.s.Legal(PlayerOf(Takeda), g.clock) {
		if la.Kind == ActSiege || la.Kind == ActReroll {
			t.Errorf("the player is offered %+v while the GM enters the die", la)
		}
	}
	gmEntry := false
	for _, la := range g.s.Legal(GM(), g.clock) {
		gmEntry = gmEntry || la.Kind == ActSiege && la.Clan == Takeda && la.Province == 32
		if la.Kind == ActAdvance {
			t.Error("the GM may advance before entering the die")
		}
	}
	if !gmEntry {
		t.Error("the GM is not offered the die entry")
	}
	g.refused(PlayerOf(Takeda), Action{Kind: ActSiege, Province: 32, Choice: "roll"}, ErrNotNow)
	g.refused(PlayerOf(Takeda), Action{Kind: ActSiege, Province: 32, Dice: []int{5}}, ErrForbidden)
	g.refused(GM(), Action{Kind: ActSiege, Clan: Takeda, Province: 32}, nil) // no die
	g.refused(GM(), Action{Kind: ActSiege, Clan: Takeda, Province: 32, Dice: []int{0}}, nil)
	g.refused(GM(), Action{Kind: ActAdvance}, ErrNotNow)
	out = g.gm(Action{Kind: ActSiege, Clan: Takeda, Province: 32, Dice: []int{3}})
	sg = g.s.Sieges[0]
	if sg.Die != 3 || sg.Status != "reroll" || len(out.Rolls) != 1 || !out.Rolls[0].Table {
		t.Fatalf("3 fails against 4+: %+v %v", sg, out.Rolls)
	}
	// DIVINE INTERVENTION: the player plays it, the GM enters the re-roll.
	g.refused(PlayerOf(Takeda), Action{Kind: ActReroll, Province: 32, Card: "9-D", Dice: []int{6}}, ErrForbidden)
	g.as(Takeda, Action{Kind: ActReroll, Province: 32, Card: "9-D"})
	if sg = g.s.Sieges[0]; sg.Status != SiegeAwaitingReroll || contains(g.s.Clan(Takeda).Hand, "9-D") {
		t.Fatalf("the re-roll waits for the table die: %+v", sg)
	}
	g.refused(PlayerOf(Takeda), Action{Kind: ActReroll, Province: 32, Choice: "accept"}, ErrNotNow)
	g.refused(GM(), Action{Kind: ActReroll, Clan: Takeda, Province: 32}, nil)
	g.gm(Action{Kind: ActReroll, Clan: Takeda, Province: 32, Dice: []int{4}})
	if g.s.Owner(32) != Takeda || g.s.Sieges[0].Reroll != 4 {
		t.Fatalf("the re-roll takes it: %+v", g.s.Sieges[0])
	}

	// The game master may declare and enter the die in one action.
	g = siegeGame(t, nil, false)
	g.gm(Action{Kind: ActSiege, Clan: Takeda, Province: 32, Choice: "roll", Dice: []int{4}})
	if g.s.Owner(32) != Takeda {
		t.Fatal("4 takes the empty Fortress")
	}

	// Without table dice a player's dice are refused too: the app rolls.
	h := invade(t, nil, func(s *State) { s.province(32).Fortress = true }, map[Clan]Action{Takeda: {Kind: ActMove, Province: 32}})
	h.advanceTo(PhaseSieges)
	h.refused(PlayerOf(Takeda), Action{Kind: ActSiege, Province: 32, Dice: []int{6}}, ErrForbidden)
	h.as(Takeda, Action{Kind: ActSiege, Province: 32})
	if sg := h.s.Sieges[0]; sg.Die == 0 {
		t.Fatalf("the app rolls: %+v", sg)
	}
}
