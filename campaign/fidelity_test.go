package campaign

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"sengoku/tables"
)

// Tests of the second reading of seed 004 (the 1560 campaign, l.424–l.638).

// C-40: Takeda marches into Suruga (31, Imagawa's Capital) while Imagawa
// marches into Kai (17, Takeda's Capital). Conquest happens "alla fine dei
// movimenti" (seed 004 l.451) and a captured Capital is "l'immediata
// sconfitta" (l.619): by default both clans fall, both armies disband and
// both conquerors score; never in province-id order.
func TestConquest_C40_L451_L619_TwoCapitalsTakenTogetherBothFall(t *testing.T) {
	g := started(t, nil)
	giveCard(g.s, Imagawa, "7-H")
	giveCard(g.s, Takeda, "9-H")
	g.toMovement(nil)
	g.moves(map[Clan]Action{Takeda: {Kind: ActMove, Province: 31}, Imagawa: {Kind: ActMove, Province: 17}})
	g.advance()
	for _, c := range []Clan{Takeda, Imagawa} {
		cs := g.s.Clan(c)
		if cs.Status != CapitalLost || cs.Army.Size() != 0 || len(g.s.ProvincesOf(c)) != 0 {
			t.Errorf("%s: status %s, %d elements, provinces %v; want defeated, disbanded, none", c, cs.Status, cs.Army.Size(), g.s.ProvincesOf(c))
		}
		if got := ledgerPoints(g.ledger(), c, "capital-taken"); got != 30 {
			t.Errorf("%s scored %d for the enemy Capital, want +30", c, got)
		}
		if len(cs.Hand) != 0 {
			t.Errorf("%s keeps a hand %v", c, cs.Hand)
		}
	}
	if g.s.Owner(17) != Neutral || g.s.Owner(31) != Neutral {
		t.Errorf("Kai owned by %q, Suruga by %q: both fall neutral with their conquerors", g.s.Owner(17), g.s.Owner(31))
	}
	if !contains(g.s.Deck.Removed, "7-H") || !contains(g.s.Deck.Removed, "9-H") {
		t.Errorf("no conqueror survives to take the cards: removed %v", g.s.Deck.Removed)
	}
}

// C-40 playingOrder: the same marches settled in playing order. The clan
// that plays first takes its enemy's Capital; the other is defeated before
// it can take anything, whatever the provinces' numbers.
func TestConquest_C40_L451_L619_PlayingOrderAlternative(t *testing.T) {
	for _, first := range []Clan{Takeda, Imagawa} {
		g := started(t, map[string]string{"capitalsTakenTogether": CapitalsPlayingOrder})
		giveCard(g.s, Imagawa, "7-H")
		g.toMovement(nil)
		// The playing order is drawn at random: put first before the other.
		other := Imagawa
		if first == Imagawa {
			other = Takeda
		}
		var order []Clan
		for _, c := range g.s.Order {
			if c != other {
				order = append(order, c)
			}
			if c == first {
				order = append(order, other)
			}
		}
		g.s.Order = order
		g.moves(map[Clan]Action{Takeda: {Kind: ActMove, Province: 31}, Imagawa: {Kind: ActMove, Province: 17}})
		g.advance()
		target := map[Clan]int{Takeda: 31, Imagawa: 17}[first]
		if g.s.Clan(first).Status != Active || g.s.Owner(target) != first {
			t.Errorf("%s plays first: status %s, province %d owned by %q", first, g.s.Clan(first).Status, target, g.s.Owner(target))
		}
		if g.s.Clan(other).Status != CapitalLost || ledgerPoints(g.ledger(), first, "capital-taken") != 30 || ledgerPoints(g.ledger(), other, "capital-taken") != 0 {
			t.Errorf("%s falls first and takes nothing: status %s", other, g.s.Clan(other).Status)
		}
		if !contains(g.s.Clan(first).Hand, "7-H") && first == Takeda {
			t.Errorf("Takeda takes Imagawa's hand: %v", g.s.Clan(first).Hand)
		}
	}
}

// Options saved before C-40 existed read it as its default.
func TestOptions_C40_MissingFromAStoredCampaignReadsAsDefault(t *testing.T) {
	var o Options
	if err := o.UnmarshalJSON([]byte(`{"siegeRepeat":"anyPrevious"}`)); err != nil {
		t.Fatal(err)
	}
	if o.CapitalsTakenTogether != CapitalsBothFall || o.SiegeRepeat != RepeatAnyPrevious || o.Validate() != nil {
		t.Fatalf("options %+v", o)
	}
}

// ledgerPoints sums c's ledger entries with code.
func ledgerPoints(ledger []PrestigeEntry, c Clan, code string) int {
	n := 0
	for _, e := range ledger {
		if e.Clan == c && e.Code == code {
			n += e.Points
		}
	}
	return n
}

// NINJA: "Scegli un Clan avversario e gli uccidi il suo Leader, l'esercito
// di quel Clan resta nella sua Capitale fermo per i prossimi tre turni"
// (seed 004 l.563). The General dies, his element stays (C-27), a new
// General is named before the clan's next battle (C-33); BODYGUARD cancels
// all of it.
func TestDeck_C27_L563_NinjaKillsTheLeader(t *testing.T) {
	g := started(t, nil)
	giveCard(g.s, Takeda, "BJ")
	before := g.s.Clan(Uesugi).Army.Size()
	g.as(Takeda, Action{Kind: ActPlay, Card: "BJ", Target: Uesugi})
	g.as(Uesugi, Action{Kind: ActNinjaAnswer})
	a := g.s.Clan(Uesugi).Army
	if a.HasGeneral() || a.Size() != before || !g.s.frozen(Uesugi) {
		t.Fatalf("after the NINJA: General %v, %d elements (want %d), frozen %v", a.HasGeneral(), a.Size(), before, g.s.frozen(Uesugi))
	}
	if g.s.Clan(Uesugi).PendingPP != 0 || g.s.Clan(Takeda).PendingPP != 0 {
		t.Error("a General killed by a NINJA is not killed in battle: no +20 (l.631)")
	}
	// Takeda attacks the frozen army in its Capital: C-33 names a new
	// General, a Foot Samurai, before the battle.
	g.drawAll()
	g.advance()
	g.advance()
	capital := g.s.Clan(Uesugi).Capital
	g.moves(map[Clan]Action{Takeda: {Kind: ActMove, Province: capital}})
	g.advance()
	g.as(Uesugi, Action{Kind: ActConfront, Province: capital, Choice: ChooseFight})
	g.as(Takeda, Action{Kind: ActConfront, Province: capital, Choice: ChooseFight})
	a = g.s.Clan(Uesugi).Army
	if !a.HasGeneral() || a.Elements[0].Type != FootSamurai {
		t.Errorf("a new General before the next battle (C-33): %+v", a.Elements[:2])
	}

	g = started(t, nil)
	giveCard(g.s, Takeda, "BJ")
	giveCard(g.s, Uesugi, "RJ")
	g.as(Takeda, Action{Kind: ActPlay, Card: "BJ", Target: Uesugi})
	g.as(Uesugi, Action{Kind: ActNinjaAnswer, Card: "RJ"})
	if !g.s.Clan(Uesugi).Army.HasGeneral() || g.s.frozen(Uesugi) {
		t.Error("BODYGUARD saves the General and the army")
	}
}

// C-21 and seed 004 l.579: "Una Provincia che possiede una Fortezza, per
// essere conquistata deve subire comunque un assedio". Takeda and Imagawa
// fight in a province Mori owns and has fortified, Mori's army at home:
// by default the winner must still besiege the empty Fortress; the
// alternative gives it province and Fortress at once.
func TestBattle_C21_L579_ThirdClanFortressMustStillBeBesieged(t *testing.T) {
	for _, tc := range []struct {
		option string
		owner  Clan
	}{{FieldMustBesiege, Mori}, {FieldCaptured, Takeda}} {
		g := invade(t, map[string]string{"thirdPartyFortress": tc.option}, func(s *State) {
			s.province(22).Owner, s.province(22).Fortress = Mori, true
		}, map[Clan]Action{Takeda: {Kind: ActMove, Province: 22}, Imagawa: {Kind: ActMove, Province: 22}})
		cf := g.s.findConfrontation(22)
		if cf == nil {
			t.Fatal("no confrontation in Mori's province 22")
		}
		g.as(cf.First, Action{Kind: ActConfront, Province: 22, Choice: ChooseFight})
		g.as(cf.Second, Action{Kind: ActConfront, Province: 22, Choice: ChooseFight})
		g.advanceTo(PhaseBattles) // no siege: the Sieges phase passes by itself
		b := g.s.battleIn(22)
		moriPP := g.s.Clan(Mori).PendingPP
		g.gm(Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: Takeda}})
		if g.s.Owner(22) != tc.owner || !g.s.province(22).Fortress {
			t.Errorf("%s: province 22 owned by %q (fortress %v), want %q", tc.option, g.s.Owner(22), g.s.province(22).Fortress, tc.owner)
		}
		if lost := g.s.Clan(Mori).PendingPP - moriPP; (tc.owner == Mori) != (lost == 0) {
			t.Errorf("%s: Mori scored %d", tc.option, lost)
		}
	}
	// The winner comes back alone next season and besieges the empty
	// Fortress: 4–6 takes it (l.579).
	g := invade(t, nil, func(s *State) {
		s.province(22).Owner, s.province(22).Fortress = Mori, true
	}, map[Clan]Action{Takeda: {Kind: ActMove, Province: 22}})
	sg := g.s.findSiege(22)
	if sg == nil || sg.Defended {
		t.Fatalf("a lone army before a third clan's empty Fortress besieges it: %+v", sg)
	}
	if n, p := SiegeChance(false, 0, 1, false, false); n != 4 || p != (Fraction{1, 2}) {
		t.Errorf("empty Fortress: needs %d, chance %v; want 4+, 1/2", n, p)
	}
}

// "2 Ronin (oppure 2 Monaci Guerrieri)" (seed 004 l.497): each clan of the
// 6-player lists may field Warrior Monks instead of Ronin; Ronin by default;
// a replacement brings back the type lost. The 5-player lists (l.501)
// always field Ronin.
func TestSetup_S3_L497_MonksInsteadOfRonin(t *testing.T) {
	st, err := NewCampaign(Setup{Name: "Monaci", Scenario: SixPlayers, Players: sixPlayers(), Monks: []Clan{Takeda}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range Clans {
		n := st.Clan(c).Army.Count()
		monks := c == Takeda
		if (n[WarriorMonks] == 2) != monks || (n[Ronin] == 2) == monks || st.Clan(c).Army.Size() != 12 {
			t.Errorf("%s: %v", c, n)
		}
	}
	// Takeda loses a Monk; SUPPLIES brings back a Monk, never a Ronin.
	g := &game{t: t, s: st, clock: t0}
	g.gm(Action{Kind: ActStart})
	cs := g.s.Clan(Takeda)
	for i, el := range cs.Army.Elements {
		if el.Type == WarriorMonks {
			cs.Army.Elements = append(cs.Army.Elements[:i:i], cs.Army.Elements[i+1:]...)
			break
		}
	}
	stack(g.s, map[Clan]string{Takeda: "2-C"})
	g.drawAll()
	if n := g.s.Clan(Takeda).Army.Count(); n[WarriorMonks] != 2 || n[Ronin] != 0 {
		t.Errorf("SUPPLIES replaced %v", n)
	}

	for _, bad := range []Setup{
		{Name: "x", Scenario: FivePlayers, Players: map[Clan]string{Hojo: "a", Uesugi: "b", Takeda: "c", Mori: "d", Shimazu: "e"}, Monks: []Clan{Takeda}},
		{Name: "x", Scenario: Custom, Players: map[Clan]string{Hojo: "a", Uesugi: "b"}, Monks: []Clan{Takeda}},
		{Name: "x", Scenario: SixPlayers, Players: sixPlayers(), Monks: []Clan{"Oda"}},
		{Name: "x", Scenario: SixPlayers, Players: sixPlayers(), Monks: []Clan{Mori, Mori}},
	} {
		err := bad.Validate()
		v, ok := tables.AsValidation(err)
		if !ok || v.Problems[0].Field != "monks" || v.Problems[0].Italian() == v.Problems[0].English() {
			t.Errorf("%v %v: %v", bad.Scenario, bad.Monks, err)
		}
	}
}

// legalOf returns the first legal action of kind for actor.
func legalOf(t *testing.T, s *State, actor Actor, kind ActionKind) LegalAction {
	t.Helper()
	for _, la := range s.Legal(actor, t0) {
		if la.Kind == kind {
			return la
		}
	}
	t.Fatalf("%v may not %s: %+v", actor, kind, s.Legal(actor, t0))
	return LegalAction{}
}

// FORTEZZA "in una provincia a tua scelta" (seed 004 l.510, A♣): the card's
// legal action offers province ids and says they go into the province
// field; "choice" is refused, as before.
func TestLegal_L510_CardChoiceNamesItsField(t *testing.T) {
	g := started(t, nil)
	c := g.s.Order[0]
	stack(g.s, map[Clan]string{c: "A-C"})
	g.as(c, Action{Kind: ActDraw})
	la := legalOf(t, g.s, PlayerOf(c), ActChooseCard)
	if la.Fields["choices"] != "province" || len(la.Choices) == 0 {
		t.Fatalf("legal %+v", la)
	}
	g.refused(PlayerOf(c), Action{Kind: ActChooseCard, Choice: la.Choices[0]}, nil)
	id, _ := strconv.Atoi(la.Choices[0])
	g.as(c, Action{Kind: ActChooseCard, Province: id})
	if !g.s.province(id).Fortress {
		t.Error("no Fortress built")
	}
	for _, la := range g.s.Legal(GM(), t0) {
		if (len(la.Choices) > 0 && la.Fields["choices"] == "") || (len(la.Cards) > 0 && la.Fields["cards"] == "") || (len(la.Targets) > 0 && la.Fields["targets"] == "") {
			t.Errorf("%s lists values without naming their field: %+v", la.Kind, la)
		}
	}
}

// §10 and seed 004 l.575–l.581: a siege needs 5–6 against a defended
// Fortress, 4–6 against an empty one, +1 per PORTUGUESE MERCHANTS and +1
// from the second season. The view gives every siege its needed score,
// modifiers and exact chance before and after the roll is declared, and a
// pending siege choice its odds.
func TestSiege_S10_L575_OddsInTheView(t *testing.T) {
	g := invade(t, map[string]string{"tableDice": "true"}, func(s *State) { s.province(32).Fortress = true },
		map[Clan]Action{Takeda: {Kind: ActMove, Province: 32}, Imagawa: {Kind: ActMove, Province: 32}})
	g.as(Imagawa, Action{Kind: ActConfront, Province: 32, Choice: ChooseFortress})
	la := legalOf(t, g.s, PlayerOf(Takeda), ActConfront)
	if la.Siege == nil || la.Siege.Needed != 5 || la.Siege.Chance != (Fraction{1, 3}) || la.Siege.WithReroll != (Fraction{5, 9}) {
		t.Fatalf("the siege choice's odds: %+v", la.Siege)
	}
	g.as(Takeda, Action{Kind: ActConfront, Province: 32, Choice: ChooseSiege})
	g.advance() // sieges
	odds := g.s.VisibleTo(Public()).Sieges[0].Odds
	if odds.Declared || odds.Base != 5 || odds.Needed != 5 || odds.Merchants != 0 || odds.Chance != (Fraction{1, 3}) {
		t.Errorf("before the roll: %+v", odds)
	}
	giveCard(g.s, Takeda, "9-S") // PORTUGUESE MERCHANTS
	if k, _ := CardByID("9-S"); k.Event != EvMerchants {
		t.Fatalf("9-S is %s", k.Event)
	}
	g.as(Takeda, Action{Kind: ActSiege, Province: 32, Choice: "roll", Cards: []string{"9-S"}})
	odds = g.s.VisibleTo(Public()).Sieges[0].Odds
	if !odds.Declared || odds.Merchants != 1 || odds.Needed != 4 || odds.Chance != (Fraction{1, 2}) || odds.WithReroll != (Fraction{3, 4}) {
		t.Errorf("declared with MERCHANTS: %+v", odds)
	}
	if la := legalOf(t, g.s, GM(), ActSiege); la.Siege == nil || la.Siege.Needed != 4 || la.Inputs[0] != "dice" {
		t.Errorf("the GM's table die: %+v", la)
	}
}

// The game master records a battle by its province, as its legal action
// lists it (§11.2).
func TestBattle_S112_ResultByProvince(t *testing.T) {
	g := battleAt32(t, nil)
	la := legalOf(t, g.s, GM(), ActBattleResult)
	if la.Province != 32 || la.Fields["targets"] != "result.winner" {
		t.Fatalf("legal %+v", la)
	}
	g.gm(Action{Kind: ActBattleResult, Province: 32, Result: &BattleResult{Winner: Takeda}})
	if b := g.s.Battles[0]; !b.Done || b.Result.Battle != b.ID || g.s.Owner(32) != Takeda {
		t.Errorf("battle %+v", b)
	}
}

// The Diplomacy phase "non può superare i 5 minuti" (seed 004 l.463): a
// stopped clock started again runs only for the time it had left; the
// game master may extend it, and the log says so with the reason; a
// Shogunate proclamation after the time is refused with the rule.
func TestDiplomacy_S6_L463_FiveMinutesClock(t *testing.T) {
	g := started(t, nil)
	g.safe = true
	giveCard(g.s, Takeda, "10-C") // MARRIAGE
	g.s.Clan(Takeda).Prestige = 200
	g.drawAll()
	g.advance()
	start := g.s.Timer.StartedAt
	g.gm(Action{Kind: ActTimer, Choice: "stop", At: start.Add(2 * time.Minute)})
	g.refused(PlayerOf(Takeda), Action{Kind: ActNote, Target: Hojo, Text: "closed", At: start.Add(3 * time.Minute)}, ErrNotNow)
	out := g.gm(Action{Kind: ActTimer, Choice: "start", At: start.Add(10 * time.Minute)})
	restart := start.Add(10 * time.Minute)
	if left := g.s.Timer.Left(restart); left != 3*time.Minute || !strings.Contains(out.Messages[0].English(), "3:00") {
		t.Fatalf("restarted with %v left (%s), want the 3 minutes that were left", left, out.Messages[0].English())
	}
	g.refused(PlayerOf(Takeda), Action{Kind: ActNote, Target: Hojo, Text: "late", At: restart.Add(3*time.Minute + time.Second)}, ErrNotNow)

	// Used up: "start" is refused with the rule and not offered; the
	// proclamation after the time is refused too.
	over := restart.Add(4 * time.Minute)
	v := g.refused(GM(), Action{Kind: ActTimer, Choice: "start", At: over}, ErrNotNow)
	if !strings.Contains(v.Problems[0].English(), "five minutes") || !strings.Contains(v.Problems[0].Italian(), "cinque minuti") {
		t.Errorf("refusal %+v", v.Problems[0])
	}
	for _, la := range g.s.Legal(GM(), over) {
		if la.Kind == ActTimer && (contains(la.Choices, "start") || !contains(la.Choices, "extend")) {
			t.Errorf("timer choices when the time is used up: %v", la.Choices)
		}
		if la.Kind == ActProclaim {
			t.Error("the proclamation is offered after the time")
		}
	}
	v = g.refused(PlayerOf(Takeda), Action{Kind: ActProclaim, Card: "10-C", At: over}, ErrNotNow)
	if !strings.Contains(v.Problems[0].English(), "five minutes of diplomacy") {
		t.Errorf("proclamation refusal %+v", v.Problems[0])
	}

	// Extend: only with a reason, logged for everyone; then the
	// proclamation is in time.
	g.refused(GM(), Action{Kind: ActTimer, Choice: "extend", At: over}, nil)
	out = g.gm(Action{Kind: ActTimer, Choice: "extend", Text: "  a player  was called away ", At: over})
	if m := out.Messages[0]; m.Private != "" || !strings.Contains(m.English(), "Reason: a player was called away") || !strings.Contains(m.Italian(), "Motivo: a player was called away") || !strings.Contains(m.English(), "5:00") {
		t.Errorf("extension message %+v", m)
	}
	g.as(Takeda, Action{Kind: ActProclaim, Card: "10-C", At: over.Add(time.Minute)})
	if g.s.Shogunate == nil {
		t.Fatal("the proclamation in the extended time is refused")
	}
}
