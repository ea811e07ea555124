package campaign

import (
	"fmt"
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
)

func TestOptions_S15_EveryAmbiguityListed(t *testing.T) {
	list := OptionList()
	ids := map[string]bool{}
	def := DefaultOptions()
	for _, o := range list {
		ids[o.ID] = true
		if !i18n.Has(o.Text.Key) || i18n.EN.Render(o.Text) == i18n.IT.Render(o.Text) {
			t.Errorf("%s %s: needs an English and an Italian description", o.ID, o.Key)
		}
		if o.Kind == tables.OptionFixed {
			continue
		}
		if o.Default == "" {
			t.Errorf("%s %s: no default", o.ID, o.Key)
		}
		// The default must be accepted by Set.
		cp := def
		if err := cp.Set(o.Key, o.Default); err != nil || cp != def {
			t.Errorf("%s %s: default %q not accepted: %v", o.ID, o.Key, o.Default, err)
		}
	}
	for i := 1; i <= 40; i++ {
		if id := fmt.Sprintf("C-%02d", i); !ids[id] {
			t.Errorf("%s is not listed", id)
		}
	}
	want := map[string]string{"provinceScoring": "perWinter", "siegeRepeat": "consecutive", "seppukuAt": "-50", "maxAllied": "6",
		"shogunatePP": "200", "shogunateTurns": "3", "fortressAfterSiege": "kept", "moraleTable": DefaultMoraleTable}
	for _, o := range list {
		if w, ok := want[o.Key]; ok && o.Default != w {
			t.Errorf("%s default %q, want %q", o.Key, o.Default, w)
		}
	}
}

func TestOptions_S15_ChangedOnlyByGMBeforeStart(t *testing.T) {
	g := newGame(t, 1, nil)
	g.refused(PlayerOf(Takeda), Action{Kind: ActSetOption, Key: "siegeRepeat", Value: "anyPrevious"}, ErrForbidden)
	g.refused(GM(), Action{Kind: ActSetOption, Key: "siegeRepeat", Value: "sometimes"}, nil)
	g.refused(GM(), Action{Kind: ActSetOption, Key: "nope", Value: "1"}, nil)
	g.refused(GM(), Action{Kind: ActSetOption, Key: "seppukuAt", Value: "10"}, nil)
	g.refused(GM(), Action{Kind: ActSetOption, Key: "moraleTable", Value: "1-5:2,7-8:3"}, nil)
	g.gm(Action{Kind: ActSetOption, Key: "campaign.siegeRepeat", Value: "anyPrevious"})
	g.gm(Action{Kind: ActSetOption, Key: "moraleTable", Value: "1-5:2,6-8:3,9-14:4,15-18:5"})
	if g.s.Options.SiegeRepeat != RepeatAnyPrevious || g.s.Options.BreakPoint(17, false) != 5 {
		t.Fatalf("options not set: %+v", g.s.Options)
	}
	g.gm(Action{Kind: ActStart})
	g.refused(GM(), Action{Kind: ActSetOption, Key: "siegeRepeat", Value: "consecutive"}, ErrNotNow)
}

func TestSeason_S4_PhaseSequence(t *testing.T) {
	g := started(t, nil)
	// Nobody leaves home: the end of movement, the sieges and the battles
	// have nothing to decide and pass by themselves, each saying so.
	want := []Phase{PhaseDraw, PhaseDiplomacy, PhaseMovement}
	for season := Spring; season <= Autumn; season++ {
		var out Outcome
		for _, ph := range want {
			if g.s.Season != season || g.s.Phase != ph {
				t.Fatalf("at %s %s, want %s %s", g.s.Season, g.s.Phase, season, ph)
			}
			if ph == PhaseDraw {
				g.drawAll()
			}
			if ph == PhaseMovement {
				g.moves(nil)
			}
			out = g.advance()
		}
		var passed []string
		for _, m := range out.Messages {
			if m.Kind == "phase" {
				passed = append(passed, m.Italian())
			}
		}
		if len(passed) != 4 || !strings.Contains(passed[1], "Nessun esercito a confronto") || !strings.Contains(passed[2], "Nessun assedio") || !strings.Contains(passed[3], "Nessuna battaglia") {
			t.Errorf("%s: the empty phases are not logged as passed: %q", season, passed)
		}
	}
	for _, ph := range []Phase{PhaseDraw, PhaseDiplomacy, PhaseSupply, PhasePrestige} {
		if g.s.Season != Winter || g.s.Phase != ph {
			t.Fatalf("at %s %s, want winter %s", g.s.Season, g.s.Phase, ph)
		}
		if ph == PhaseDraw {
			g.drawAll()
		}
		g.advance()
	}
	if g.s.Season != Spring || g.s.Year != FirstYear+1 || g.s.Phase != PhaseDraw {
		t.Fatalf("after Winter: %s %d %s", g.s.Season, g.s.Year, g.s.Phase)
	}
}

func TestSeason_S4_AdvanceRefusedWhileSomeoneMustAct(t *testing.T) {
	g := started(t, nil)
	v := g.refused(GM(), Action{Kind: ActAdvance}, ErrNotNow)
	if !strings.Contains(v.Problems[0].English(), "has not drawn") {
		t.Errorf("message: %s", v.Problems[0].English())
	}
	g.refused(PlayerOf(Hojo), Action{Kind: ActAdvance}, ErrForbidden)
}

func TestSeason_S4_PlayingOrderLowestPrestigeFirstTiesAtRandom(t *testing.T) {
	g := newGame(t, 3, nil)
	for i, c := range []Clan{Mori, Hojo, Takeda, Shimazu, Uesugi, Imagawa} {
		g.s.Clan(c).Prestige = 100 - 10*i
	}
	g.s.Clan(Imagawa).Prestige = 50 // ties with Uesugi
	out := g.gm(Action{Kind: ActStart})
	got := g.s.Order
	if got[0] != Imagawa && got[0] != Uesugi || got[2] != Shimazu || got[5] != Mori {
		t.Fatalf("order %v", got)
	}
	found := false
	for _, r := range out.Rolls {
		if r.Purpose == PurposeOrder {
			found = true
		}
	}
	if !found {
		t.Error("the tie-break is not recorded through the roller")
	}
	// Same prestige for all: the first season's order is random but
	// reproducible from the seed.
	a, b := started(t, nil), started(t, nil)
	if fmt.Sprint(a.s.Order) != fmt.Sprint(b.s.Order) {
		t.Error("order is not deterministic for a seed")
	}
}

func TestSeason_C07_RunningPrestigeOption(t *testing.T) {
	g := newGame(t, 3, map[string]string{"ppForOrder": "running"})
	g.s.Clan(Takeda).PendingPP = -5
	g.gm(Action{Kind: ActStart})
	if g.s.Order[0] != Takeda {
		t.Fatalf("running PP: order %v", g.s.Order)
	}
}

func TestDeck_S5_CardTable(t *testing.T) {
	if len(Deck) != 54 {
		t.Fatalf("%d cards", len(Deck))
	}
	want := map[Event]int{EvFortress: 8, EvSupplies: 15, EvMarriage: 4, EvBadWeather: 4, EvForcedMarch: 2, EvMorale: 2,
		EvGreatHarvest: 2, EvSpy: 2, EvDivineIntervention: 2, EvMerchants: 2, EvFamine: 2, EvRevolt: 1, EvTreason: 1,
		EvEarthquake: 1, EvTsunami: 1, EvReconnaissance: 1, EvCharisma: 1, EvAmbush: 1, EvBodyguard: 1, EvNinja: 1}
	got := map[Event]int{}
	ids := map[string]bool{}
	for _, c := range Deck {
		got[c.Event]++
		if ids[c.ID] {
			t.Errorf("duplicate %s", c.ID)
		}
		ids[c.ID] = true
		if _, ok := Events[c.Event]; !ok {
			t.Errorf("%s: no text", c.ID)
		}
	}
	for ev, n := range want {
		if got[ev] != n {
			t.Errorf("%s: %d cards, want %d", ev, got[ev], n)
		}
	}
	check := map[string]struct {
		ev Event
		t  Timing
	}{
		"9-C": {EvGreatHarvest, WhenYouWant}, "J-H": {EvGreatHarvest, Immediately}, "5-H": {EvMarriage, WhenYouWant},
		"Q-D": {EvTsunami, Immediately}, "Q-C": {EvEarthquake, Immediately}, "8-D": {EvSpy, Immediately}, "J-S": {EvSpy, Immediately},
		"9-H": {EvAmbush, WhenYouWant}, "10-S": {EvCharisma, WhenYouWant}, "7-S": {EvReconnaissance, WhenYouWant},
		"7-D": {EvBadWeather, Immediately}, "RJ": {EvBodyguard, WhenYouWant}, "BJ": {EvNinja, WhenYouWant}, "K-H": {EvFortress, Immediately},
		"4-H": {EvSupplies, Immediately}, "6-H": {EvForcedMarch, WhenYouWant}, "10-D": {EvMerchants, WhenYouWant},
	}
	for id, w := range check {
		c, ok := CardByID(id)
		if !ok || c.Event != w.ev || c.Timing != w.t {
			t.Errorf("%s = %+v, want %s %s", id, c, w.ev, w.t)
		}
	}
}

func TestDeck_S5_HiddenHandAndImmediateTable(t *testing.T) {
	g := started(t, nil)
	first := g.s.Order[0]
	stack(g.s, map[Clan]string{first: "7-C"})
	out := g.as(first, Action{Kind: ActDraw})
	if !contains(g.s.Clan(first).Hand, "7-C") {
		t.Fatal("MORALE goes to the hand")
	}
	public, private := 0, 0
	for _, m := range out.Messages {
		if m.Private == first && strings.Contains(m.English(), "MORALE") {
			private++
		}
		if m.Private == "" && strings.Contains(m.English(), "MORALE") {
			public++
		}
	}
	if private != 1 || public != 0 {
		t.Errorf("the card name must be private: %+v", out.Messages)
	}
	g.refused(PlayerOf(first), Action{Kind: ActDraw}, ErrNotNow)
}

func TestDeck_S5_FortressBuiltInChosenProvince(t *testing.T) {
	g := started(t, nil)
	c := g.s.Order[0]
	stack(g.s, map[Clan]string{c: "A-S"})
	g.as(c, Action{Kind: ActDraw})
	if g.s.Pending == nil || g.s.Pending.Kind != "province" || len(g.s.Pending.Options) != 10 {
		t.Fatalf("pending: %+v", g.s.Pending)
	}
	g.refused(PlayerOf(g.s.Order[1]), Action{Kind: ActDraw}, ErrNotNow)
	g.refused(PlayerOf(c), Action{Kind: ActChooseCard, Province: 41}, nil)
	id := g.s.ProvincesOf(c)[3]
	g.as(c, Action{Kind: ActChooseCard, Province: id})
	if !g.s.province(id).Fortress || g.s.Clan(c).PendingPP != 5 {
		t.Fatalf("fortress %v, pending PP %d", g.s.province(id).Fortress, g.s.Clan(c).PendingPP)
	}
	ledger := g.ledger()
	e := ledger[len(ledger)-1]
	if e.Code != "fortress-built" || e.Points != 5 || e.Season != Spring || e.English() == "" || e.Italian() == "" {
		t.Errorf("ledger: %+v", e)
	}
}

func TestDeck_C11_RevoltRemovesRandomNeverTheGeneral(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := newGame(t, seed, nil)
		g.gm(Action{Kind: ActStart})
		c := g.s.Order[0]
		stack(g.s, map[Clan]string{c: "J-C"})
		g.as(c, Action{Kind: ActDraw})
		a := g.s.Clan(c).Army
		if a.Size() != 11 || !a.HasGeneral() {
			t.Fatalf("seed %d: size %d general %v", seed, a.Size(), a.HasGeneral())
		}
	}
}

func TestDeck_C11_FamineOwnerChooses(t *testing.T) {
	g := started(t, nil)
	c := g.s.Order[0]
	stack(g.s, map[Clan]string{c: "Q-S"})
	g.as(c, Action{Kind: ActDraw})
	if g.s.Pending == nil || g.s.Pending.Kind != "element" {
		t.Fatalf("pending %+v", g.s.Pending)
	}
	g.as(c, Action{Kind: ActChooseCard, Choice: "0"}) // the General's Foot Samurai
	if g.s.Clan(c).Army.HasGeneral() || g.s.Clan(c).Army.Size() != 11 {
		t.Fatal("FAMINE: the chosen element is lost")
	}
}

func TestDeck_C12_SuppliesBringBackLostTypesOnly(t *testing.T) {
	g := started(t, nil)
	c := g.s.Order[0]
	cs := g.s.Clan(c)
	cs.Army.Elements = cs.Army.Elements[:9] // lost 1 Ronin and 2 Ashigaru
	stack(g.s, map[Clan]string{c: "2-C"})
	g.as(c, Action{Kind: ActDraw})
	p := g.s.Pending
	if p == nil || strings.Join(p.Options, ",") != "ronin,ashigaru" || p.Picks != 1 {
		t.Fatalf("pending %+v", p)
	}
	g.refused(PlayerOf(c), Action{Kind: ActChooseCard, Choices: []string{"archers"}}, nil)
	g.as(c, Action{Kind: ActChooseCard, Choices: []string{"ashigaru"}})
	cs = g.s.Clan(c) // a refused action restores the state's slices: look again
	if cs.Army.Size() != 10 || cs.Army.Count()[Ashigaru] != 1 {
		t.Fatalf("army %v", cs.Army.Count())
	}
}

func TestDeck_S5_GreatHarvestNeverAbove12(t *testing.T) {
	g := started(t, nil)
	c := g.s.Order[0]
	cs := g.s.Clan(c)
	cs.Army.Elements = cs.Army.Elements[:11]
	giveCard(g.s, c, "9-C")
	g.refused(PlayerOf(c), Action{Kind: ActPlay, Card: "9-C", Choices: []string{"ashigaru", "ashigaru"}}, nil)
	g.as(c, Action{Kind: ActPlay, Card: "9-C", Choices: []string{"ashigaru"}})
	cs = g.s.Clan(c)
	if cs.Army.Size() != 12 || contains(cs.Hand, "9-C") || !contains(g.s.Deck.Removed, "9-C") {
		t.Fatalf("size %d hand %v", cs.Army.Size(), cs.Hand)
	}
}

func TestDeck_C35_BadWeatherFreezesMovement(t *testing.T) {
	g := started(t, nil)
	c := g.s.Order[0]
	g.toMovement(map[Clan]string{c: "8-C"})
	if !g.s.Clan(c).Turn.BadWeather {
		t.Fatal("BAD WEATHER not recorded")
	}
	if g.s.Mover() == c {
		t.Fatal("a clan under BAD WEATHER has nothing to declare")
	}
	g.refused(PlayerOf(c), Action{Kind: ActMove, Province: g.s.Destinations(c)[0].Province}, ErrNotNow)
}

func TestDeck_S5_ReshuffleSecondPassAndEnd_C26(t *testing.T) {
	g := started(t, nil)
	seasons := 0
	for g.s.Phase != PhaseEnded && seasons < 200 {
		if g.s.Deck.Pass == 2 && seasons < 9 {
			t.Fatalf("second pass after %d seasons", seasons)
		}
		g.quietSeason()
		seasons++
	}
	if g.s.Phase != PhaseEnded || g.s.Result == nil || g.s.Result.Reason != EndDeck {
		t.Fatalf("game did not end on the deck: %+v", g.s.Result)
	}
	if g.s.Season != Winter || !g.s.Deck.Finished || g.s.Deck.Pass != 2 {
		t.Errorf("ended at %s, deck %+v", g.s.Season, g.s.Deck.Pass)
	}
	if len(g.s.Result.Winners) == 0 || len(g.s.Result.Standings) != 6 {
		t.Errorf("summary %+v", g.s.Result)
	}
}

func TestDeck_C27_NinjaFreezesThreeSeasonsBodyguardCancels(t *testing.T) {
	g := started(t, nil)
	giveCard(g.s, Takeda, "BJ")
	g.as(Takeda, Action{Kind: ActPlay, Card: "BJ", Target: Uesugi})
	g.refused(GM(), Action{Kind: ActAdvance}, ErrNotNow)
	g.as(Uesugi, Action{Kind: ActNinjaAnswer})
	frozen := 0
	for i := 0; i < 5; i++ {
		if g.s.frozen(Uesugi) {
			frozen++
		}
		g.quietSeason()
	}
	if frozen != 3 {
		t.Fatalf("frozen for %d seasons, want 3", frozen)
	}

	g = started(t, nil)
	giveCard(g.s, Takeda, "BJ")
	giveCard(g.s, Uesugi, "RJ")
	g.as(Takeda, Action{Kind: ActPlay, Card: "BJ", Target: Uesugi})
	g.refused(PlayerOf(Takeda), Action{Kind: ActNinjaAnswer}, ErrNotNow)
	g.as(Uesugi, Action{Kind: ActNinjaAnswer, Card: "RJ"})
	if g.s.frozen(Uesugi) || g.s.Ninja != nil || !contains(g.s.Deck.Removed, "RJ") || !contains(g.s.Deck.Removed, "BJ") {
		t.Fatal("BODYGUARD cancels the NINJA and both cards leave play")
	}
}

func TestDiplomacy_S6_NotesTimerAndVisibility_C37(t *testing.T) {
	g := started(t, nil)
	g.drawAll()
	g.refused(PlayerOf(Takeda), Action{Kind: ActNote, Target: Hojo, Text: "early"}, ErrNotNow)
	g.advance()
	g.as(Takeda, Action{Kind: ActNote, Target: Hojo, Text: "attack imagawa together"})
	g.as(Mori, Action{Kind: ActNote, Target: Shimazu, Text: "peace in the west"})
	g.as(Uesugi, Action{Kind: ActDeclare, Text: "Uesugi seeks allies"})
	g.refused(PlayerOf(Takeda), Action{Kind: ActNote, Target: Takeda, Text: "self"}, nil)
	g.refused(PlayerOf(Takeda), Action{Kind: ActNote, Target: Hojo, Text: "  "}, nil)
	g.refused(PlayerOf(Takeda), Action{Kind: ActNote, Clan: Hojo, Target: Mori, Text: "forged"}, ErrForbidden)
	g.refused(PlayerOf(Takeda), Action{Kind: ActNote, Target: Hojo, Text: "late", At: g.s.Timer.StartedAt.Add(DiplomacyTime + 1)}, ErrNotNow)
	n := g.notes()[0]
	if n.Text != "ATTACK IMAGAWA TOGETHER" || n.From != Takeda || n.To != Hojo || n.Year != 1560 || n.Season != Spring {
		t.Errorf("note %+v: block capitals, sender, recipient, turn", n)
	}
	seen := func(v Viewer) []string {
		var out []string
		notes, _ := g.readable(v)
		for _, n := range notes {
			out = append(out, string(n.From)+">"+string(n.To))
		}
		return out
	}
	if got := fmt.Sprint(seen(PlayerOf(Hojo))); got != "[Takeda>Hojo]" {
		t.Errorf("Hojo sees %s", got)
	}
	if got := seen(Public()); len(got) != 0 {
		t.Errorf("public sees %v", got)
	}
	if got := seen(GM()); len(got) != 2 {
		t.Errorf("GM sees %v", got)
	}
	if _, decl := g.readable(Public()); len(decl) != 1 {
		t.Error("public declarations are public")
	}
	// SPY: every note stored so far (C-37), and later notes only if addressed.
	g.advance()
	g.moves(nil)
	for g.s.Phase != PhaseDraw {
		g.advance()
	}
	stack(g.s, map[Clan]string{Imagawa: "8-D"})
	g.drawAll()
	g.advance()
	g.as(Mori, Action{Kind: ActNote, Target: Shimazu, Text: "after the spy"})
	if got := seen(PlayerOf(Imagawa)); len(got) != 2 {
		t.Errorf("Imagawa after SPY sees %v, want the 2 notes stored when it was played", got)
	}
	if v := g.s.VisibleTo(Public()); v.Clans[0].Hand != nil || v.Deck.DrawPile != nil {
		t.Error("public must not see hands or the pile")
	}
	if v := g.s.VisibleTo(PlayerOf(Hojo)); v.Clans[0].Hand == nil && len(g.s.Clan(Hojo).Hand) > 0 {
		t.Error("a player sees his own hand")
	}
}

func TestMovement_S8_LegalDestinationsAndRefusals(t *testing.T) {
	g := started(t, nil)
	g.toMovement(nil)
	legal := map[int]bool{}
	reasons := map[int]string{}
	for _, d := range g.s.Destinations(Takeda) {
		legal[d.Province] = d.Legal
		reasons[d.Province] = d.English()
	}
	// Takeda (capital Kai, 17): own provinces, and their neighbours.
	for _, id := range []int{15, 27, 31, 32, 14, 13, 42} {
		if !legal[id] {
			t.Errorf("Takeda may move to %d: %s", id, reasons[id])
		}
	}
	if legal[41] || !strings.Contains(reasons[41], "Kyoto is closed") {
		t.Errorf("Kyoto: %v %q", legal[41], reasons[41])
	}
	if _, listed := legal[53]; listed {
		t.Error("Aki is far from Takeda's line")
	}
	// Play in order until Takeda's turn, refusing out-of-turn moves.
	for g.s.Mover() != Takeda {
		m := g.s.Mover()
		if m != Hojo && Takeda != m {
			g.refused(PlayerOf(Takeda), Action{Kind: ActMove, Province: 15}, ErrNotNow)
		}
		switch m {
		case Hojo:
			g.as(m, Action{Kind: ActMove, Province: 14})
		case Uesugi:
			g.as(m, Action{Kind: ActMove, Province: 14})
		default:
			g.as(m, Action{Kind: ActStay})
		}
	}
	v := g.refused(PlayerOf(Takeda), Action{Kind: ActMove, Province: 53}, nil)
	if !strings.Contains(v.Problems[0].English(), "Not adjacent") {
		t.Errorf("non-adjacent: %s", v.Problems[0].English())
	}
	v = g.refused(PlayerOf(Takeda), Action{Kind: ActMove, Province: 41}, nil)
	if !strings.Contains(v.Problems[0].English(), "Kyoto") || !strings.Contains(v.Problems[0].Italian(), "Kyoto") {
		t.Errorf("Kyoto: %+v", v.Problems[0])
	}
	if g.s.Clan(Hojo).Turn.Moved && g.s.Clan(Uesugi).Turn.Moved {
		v = g.refused(PlayerOf(Takeda), Action{Kind: ActMove, Province: 14}, nil)
		if !strings.Contains(v.Problems[0].English(), "two armies") {
			t.Errorf("third army: %s", v.Problems[0].English())
		}
	}
	g.refused(PlayerOf(Takeda), Action{Kind: ActPlay, Card: "7-C", Province: 15}, ErrNotFound)
	g.refused(PlayerOf(Takeda), Action{Kind: ActMove, Clan: Mori, Province: 42}, ErrForbidden)
	g.as(Takeda, Action{Kind: ActMove, Province: 15})
	if g.s.Clan(Takeda).Army.Location != 15 {
		t.Fatal("move not applied")
	}
}

func TestMovement_C38_CutOffProvinceUnreachable(t *testing.T) {
	g := started(t, nil)
	g.s.province(16).Owner = Hojo
	g.s.province(21).Owner = Uesugi
	g.s.province(22).Owner = Imagawa
	// Takeda's 15 is now linked to Kai (17) only through enemy land.
	g.s.province(13).Owner = Hojo
	g.s.province(18).Owner = Hojo
	for _, d := range g.s.Destinations(Takeda) {
		if d.Province == 15 {
			t.Fatalf("15 should not even be listed: %+v", d)
		}
	}
	en := i18n.EN.Render(g.s.moveProblem(Takeda, 15, g.s.chain(Takeda)))
	if !strings.Contains(en, "cut off") {
		t.Errorf("reason %q", en)
	}
}

func TestMovement_C10_ForcedMarchTwoSteps(t *testing.T) {
	g := started(t, nil)
	giveCard(g.s, Takeda, "6-C")
	g.toMovement(nil)
	for g.s.Mover() != Takeda {
		g.as(g.s.Mover(), Action{Kind: ActStay})
	}
	// 32 (Totomi) has no army and no Fortress: it becomes Takeda's at once,
	// so 33 (Mikawa), beyond it, is in reach.
	g.refused(PlayerOf(Takeda), Action{Kind: ActMove, Province: 32, Second: 40}, nil)
	g.as(Takeda, Action{Kind: ActMove, Province: 32, Card: "6-C", Second: 33})
	if g.s.Owner(32) != Takeda || g.s.Clan(Takeda).Army.Location != 33 || contains(g.s.Clan(Takeda).Hand, "6-C") {
		t.Fatalf("owner 32 %s, location %d", g.s.Owner(32), g.s.Clan(Takeda).Army.Location)
	}
	if g.s.Clan(Imagawa).PendingPP != -10 {
		t.Errorf("Imagawa lost a province: %d", g.s.Clan(Imagawa).PendingPP)
	}
}

func TestMovement_S8_SecondRoundForcedMarch_C10(t *testing.T) {
	g := newGame(t, 42, map[string]string{"forcedMarch": "secondRound"})
	g.gm(Action{Kind: ActStart})
	giveCard(g.s, Takeda, "6-H")
	g.toMovement(nil)
	g.moves(map[Clan]Action{Takeda: {Kind: ActMove, Province: 22, Card: "6-H"}})
	g.advance()
	if g.s.MoveRound != 2 || g.s.Mover() != Takeda || g.s.Phase != PhaseMovement {
		t.Fatalf("round %d mover %s", g.s.MoveRound, g.s.Mover())
	}
	g.refused(PlayerOf(Takeda), Action{Kind: ActMove, Province: 34}, nil)
	g.as(Takeda, Action{Kind: ActMove, Province: 32})
	g.advance() // nobody faces anybody: the season ends by itself
	if g.s.Phase != PhaseDraw || g.s.Season != Summer || g.s.Owner(32) != Takeda {
		t.Fatalf("%s %s owner %s", g.s.Season, g.s.Phase, g.s.Owner(32))
	}
}

func TestContingent_S82_RequestLimitsAndAmbush_C13(t *testing.T) {
	g := newGame(t, 42, map[string]string{"maxAllied": "4"})
	g.gm(Action{Kind: ActStart})
	giveCard(g.s, Mori, "9-H")
	g.drawAll()
	g.advance()
	g.as(Takeda, Action{Kind: ActRequest, Target: Hojo})
	g.as(Takeda, Action{Kind: ActRequest, Target: Uesugi})
	g.as(Takeda, Action{Kind: ActRequest, Target: Shimazu})
	g.as(Mori, Action{Kind: ActPlay, Card: "9-H", Target: Shimazu})
	g.advance()
	sent := 0
	for c := g.s.Mover(); c != ""; c = g.s.Mover() {
		switch c {
		case Hojo:
			g.refused(PlayerOf(c), Action{Kind: ActSend, Target: Takeda, Elements: []int{0}}, nil)          // the General stays
			g.refused(PlayerOf(c), Action{Kind: ActSend, Target: Takeda, Elements: []int{1, 2, 3, 4}}, nil) // at most 3
			g.refused(PlayerOf(c), Action{Kind: ActSend, Target: Mori, Elements: []int{1}}, nil)            // not asked
			g.as(c, Action{Kind: ActSend, Target: Takeda, Elements: []int{10, 11}})
			sent += 2
		case Uesugi:
			if sent == 2 {
				g.refused(PlayerOf(c), Action{Kind: ActSend, Target: Takeda, Elements: []int{1, 2, 3}}, nil) // 2+3 > 4
			}
			g.as(c, Action{Kind: ActSend, Target: Takeda, Elements: []int{1, 2}})
			sent += 2
		case Shimazu:
			g.refused(PlayerOf(c), Action{Kind: ActSend, Target: Takeda, Elements: []int{1}}, ErrNotNow) // AMBUSH
			g.as(c, Action{Kind: ActStay})
		default:
			g.as(c, Action{Kind: ActStay})
		}
	}
	if g.s.allied(Takeda) != 4 || g.s.Clan(Hojo).Army.Size() != 10 {
		t.Fatalf("allied %d", g.s.allied(Takeda))
	}
	for g.s.Phase != PhaseDraw {
		g.advance()
	}
	if g.s.Clan(Hojo).Army.Size() != 12 || g.s.Clan(Uesugi).Army.Size() != 12 || len(g.s.Contingents) != 0 {
		t.Error("contingents go home at the end of the season")
	}
}

// C-13 badWeatherBlocksContingent=false: a clan under BAD WEATHER may still
// send a contingent, so it always declares its movement in turn (stay or
// send). Waiting for it only when someone privately asked it would tell
// everybody about the request (§6, §8.2).
func TestContingent_C13_BadWeatherWaitRevealsNoRequest(t *testing.T) {
	play := func(ask bool) (movers []Clan, banners []string, g *game) {
		g = started(t, map[string]string{"badWeatherBlocksContingent": "false"})
		stack(g.s, map[Clan]string{Mori: "8-C"})
		g.drawAll()
		g.advance()
		if !g.s.Clan(Mori).Turn.BadWeather {
			t.Fatal("BAD WEATHER not recorded")
		}
		if ask {
			g.as(Takeda, Action{Kind: ActRequest, Target: Mori})
		}
		g.advance()
		for c := g.s.Mover(); c != ""; c = g.s.Mover() {
			b := g.s.Banner(g.clock)
			movers = append(movers, c)
			banners = append(banners, b.English()+"|"+b.Italian()+"|"+joinClans(b.Waiting))
			pub := g.s.VisibleTo(Public())
			if len(pub.Requests) != 0 {
				t.Errorf("the public sees the requests: %+v", pub.Requests)
			}
			if c == Mori {
				var kinds []ActionKind
				for _, la := range g.s.Legal(PlayerOf(Mori), g.clock) {
					if la.Kind != ActRequest {
						kinds = append(kinds, la.Kind)
					}
				}
				if contains(clanStringsOfKinds(kinds), string(ActMove)) {
					t.Errorf("Mori is offered a move under BAD WEATHER: %v", kinds)
				}
				if ask {
					g.refused(PlayerOf(Mori), Action{Kind: ActMove, Province: g.s.Destinations(Mori)[0].Province}, ErrNotNow)
					g.as(Mori, Action{Kind: ActSend, Target: Takeda, Elements: []int{10}})
					continue
				}
				g.refused(PlayerOf(Mori), Action{Kind: ActSend, Target: Takeda, Elements: []int{10}}, ErrNotNow)
			}
			g.as(c, Action{Kind: ActStay})
		}
		return movers, banners, g
	}
	m1, b1, g1 := play(true)
	m2, b2, _ := play(false)
	if strings.Join(clanStrings(m1), ",") != strings.Join(clanStrings(m2), ",") || !contains(clanStrings(m2), string(Mori)) {
		t.Errorf("movement order with a request %v, without %v: Mori must declare in both", m1, m2)
	}
	for i := range b1 {
		if i < len(b2) && b1[i] != b2[i] {
			t.Errorf("banner %d differs with a private request: %q vs %q", i, b1[i], b2[i])
		}
	}
	if len(g1.s.Contingents) != 1 || g1.s.Contingents[0].From != Mori {
		t.Errorf("Mori, asked, sends its contingent: %+v", g1.s.Contingents)
	}
}

func clanStringsOfKinds(ks []ActionKind) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = string(k)
	}
	return out
}

// TestDiplomacy_NotesPerPhase: a clan passes at most Options.NotesPerPhase
// notes and declarations in one Diplomacy phase (the rules set no number);
// the bound is counted again next season, and the game master may change
// it during play, while the rules' options stay closed.
func TestDiplomacy_NotesPerPhase(t *testing.T) {
	g := started(t, nil)
	if g.s.Options.NotesPerPhase != DefaultNotesPerPhase {
		t.Fatalf("default %d", g.s.Options.NotesPerPhase)
	}
	g.gm(Action{Kind: ActSetOption, Key: "notesPerPhase", Value: "2"})
	g.refused(GM(), Action{Kind: ActSetOption, Key: "shogunateTurns", Value: "4"}, ErrNotNow)
	g.gm(Action{Kind: ActSetOption, Settings: map[string]string{"notesPerPhase": "3", "shogunateTurns": "3"}})
	g.gm(Action{Kind: ActSetOption, Key: "notesPerPhase", Value: "2"})
	g.drawAll()
	g.advance()
	g.as(Takeda, Action{Kind: ActNote, Target: Hojo, Text: "one"})
	g.as(Takeda, Action{Kind: ActDeclare, Text: "two"})
	before := g.s.NoteCount
	pv := g.refused(PlayerOf(Takeda), Action{Kind: ActNote, Target: Hojo, Text: "three"}, ErrNotNow)
	if pv == nil || len(pv.Problems) == 0 || pv.Problems[0].Field != "text" {
		t.Fatalf("refusal %+v names the text", pv)
	}
	if g.s.NoteCount != before || g.s.Clan(Takeda).Turn.Notes != 2 {
		t.Errorf("a refused note changed the box: %d notes, %d counted", g.s.NoteCount, g.s.Clan(Takeda).Turn.Notes)
	}
	g.as(Hojo, Action{Kind: ActNote, Target: Takeda, Text: "another clan's own two"})
	g.gm(Action{Kind: ActSetOption, Key: "notesPerPhase", Value: "0"})
	g.as(Takeda, Action{Kind: ActNote, Target: Hojo, Text: "no bound"})
}

// TestDiplomacy_NoteIsWrittenText: a note keeps its lines but refuses the
// control characters no one writes (a NUL, an escape), whatever the store.
func TestDiplomacy_NoteIsWrittenText(t *testing.T) {
	g := started(t, nil)
	g.drawAll()
	g.advance()
	for _, bad := range []string{"nul\x00here", "esc\x1b[31m", "bell\a"} {
		g.refused(PlayerOf(Takeda), Action{Kind: ActNote, Target: Hojo, Text: bad}, nil)
		g.refused(PlayerOf(Takeda), Action{Kind: ActDeclare, Text: bad}, nil)
	}
	g.as(Takeda, Action{Kind: ActNote, Target: Hojo, Text: "two\nlines\tand a tab"})
	if got := g.notes()[0].Text; got != "TWO\nLINES\tAND A TAB" {
		t.Errorf("note %q", got)
	}
}

// TestOptions_WrongValueDuringPlayNamesItsProblem: once the campaign has
// started, a wrong value for the bound on notes is refused for what it is
// (out of range), not as a rule closed by the start.
func TestOptions_WrongValueDuringPlayNamesItsProblem(t *testing.T) {
	g := started(t, nil)
	pv := g.refused(GM(), Action{Kind: ActSetOption, Key: "notesPerPhase", Value: "9999"}, nil)
	if pv == nil || len(pv.Problems) == 0 || pv.Problems[0].Field != "value" {
		t.Fatalf("refusal %+v names the value", pv)
	}
}
