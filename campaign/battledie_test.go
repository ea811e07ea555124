package campaign

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// meetIn32 plays Takeda and Imagawa into Totomi (32, a river province)
// and both choose to fight; neutral makes Totomi nobody's from the start,
// so C-25 decides the roles.
func meetIn32(t *testing.T, opts map[string]string, neutral bool) *game {
	t.Helper()
	g := newGame(t, 42, opts)
	g.gm(Action{Kind: ActStart})
	if neutral {
		g.s.province(32).Owner = Neutral
		g.initial, g.log = mustJSON(t, g.s), nil // replay from here
	}
	g.drawAll()
	g.advance()
	plan := map[Clan]Action{Takeda: {Kind: ActMove, Province: 32}, Imagawa: {Kind: ActMove, Province: 32}}
	if neutral {
		// Two Hojo elements with Takeda, so that sizes tell the sides apart.
		g.as(Takeda, Action{Kind: ActRequest, Target: Hojo})
		plan[Hojo] = Action{Kind: ActSend, Target: Takeda, Elements: []int{10, 11}}
	}
	g.advance()
	g.moves(plan)
	g.advance()
	cf := g.s.findConfrontation(32)
	if cf == nil {
		t.Fatal("no confrontation in Totomi")
	}
	first, second := cf.First, cf.Second
	g.as(first, Action{Kind: ActConfront, Province: 32, Choice: ChooseFight})
	g.as(second, Action{Kind: ActConfront, Province: 32, Choice: ChooseFight})
	if len(g.s.Battles) != 1 {
		t.Fatalf("battles %+v", g.s.Battles)
	}
	return g
}

// TestBattle_S11_TableDiceRiverRollWaitsForTheGM: under table dice the
// river roll of a battle drawn up in a player's confront action is not
// rolled by the app; the battle waits, the game master alone enters the
// die (1–6, once), and 5 gives a river from edge to edge (seed l.597).
// DIVINE INTERVENTION re-rolls it afterwards (C-41); the log replays.
func TestBattle_S11_TableDiceRiverRollWaitsForTheGM(t *testing.T) {
	g := meetIn32(t, map[string]string{"tableDice": "true"}, false)
	g.advanceTo(PhaseBattles)
	b := g.s.Battles[0]
	if !b.AwaitsDie() || b.Awaiting.Roll != DieRiver || b.RiverRoll != 0 || len(b.Awaiting.By) != 0 {
		t.Fatalf("the battle does not wait for the river die: %+v %+v", b, b.Awaiting)
	}
	for _, r := range g.log[len(g.log)-1].Rolls {
		if r.Purpose == PurposeRiver {
			t.Fatalf("the app rolled the river: %+v", r)
		}
	}
	if bn := g.s.Banner(g.clock); !strings.Contains(bn.English(), "enters the dice rolled at the table for Totomi") || !strings.Contains(bn.Italian(), "Totomi") {
		t.Errorf("banner %q / %q", bn.English(), bn.Italian())
	}
	offered := func(actor Actor) bool {
		return slices.ContainsFunc(g.s.Legal(actor, g.clock), func(la LegalAction) bool { return la.Kind == ActBattleDie })
	}
	if !offered(GM()) || offered(PlayerOf(Takeda)) || offered(PlayerOf(Imagawa)) {
		t.Error("only the game master is offered the river die")
	}
	if legal := g.s.Legal(GM(), g.clock); slices.ContainsFunc(legal, func(la LegalAction) bool { return la.Kind == ActBattleResult }) ||
		!slices.ContainsFunc(legal, func(la LegalAction) bool { return la.Kind == ActBattlefield }) {
		t.Error("before the river die the result is offered, or the battlefield is not")
	}
	enter := Action{Kind: ActBattleDie, Province: 32, Choice: DieRiver, Dice: []int{5}}
	g.refused(PlayerOf(Imagawa), enter, ErrForbidden)
	g.refused(PlayerOf(Imagawa), Action{Kind: ActBattleDie, Province: 32, Choice: DieRiver}, ErrForbidden)
	g.refused(GM(), Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: Takeda}}, ErrNotNow)
	g.refused(GM(), Action{Kind: ActBattleDie, Province: 32, Choice: DieRoles, Dice: []int{5, 2}}, ErrNotNow)
	g.refused(GM(), Action{Kind: ActBattleDie, Battle: 99, Choice: DieRiver, Dice: []int{5}}, ErrNotFound)
	g.refused(GM(), Action{Kind: ActBattleDie, Province: 14, Choice: DieRiver, Dice: []int{5}}, ErrNotFound)
	for _, dice := range [][]int{nil, {5, 5}} {
		p := g.refused(GM(), Action{Kind: ActBattleDie, Province: 32, Choice: DieRiver, Dice: dice}, nil)
		if !strings.Contains(p.Problems[0].English(), "Enter 1 die from the table for the river roll") || !strings.Contains(p.Problems[0].Italian(), "Inserisci 1 dado del tavolo per il tiro del fiume") {
			t.Errorf("%v dice: %+v", dice, p.Problems[0])
		}
	}
	for _, v := range []int{0, 7, -1} {
		p := g.refused(GM(), Action{Kind: ActBattleDie, Province: 32, Choice: DieRiver, Dice: []int{v}}, nil)
		if !strings.Contains(p.Problems[0].English(), "A die shows 1 to 6") || !strings.Contains(p.Problems[0].Italian(), "Un dado va da 1 a 6") {
			t.Errorf("die %d: %+v", v, p.Problems[0])
		}
	}
	out := g.gm(Action{Kind: ActBattleDie, Battle: b.ID, Choice: DieRiver, Dice: []int{5}}) // named by its id, as the API may
	b = g.s.Battles[0]
	if b.AwaitsDie() || b.RiverRoll != 5 || !b.River {
		t.Fatalf("5 is a river from edge to edge: %+v", b)
	}
	if !reflect.DeepEqual(out.Rolls, []Roll{{Purpose: PurposeRiver, Sides: 6, Value: 5, Table: true}}) {
		t.Errorf("rolls %+v", out.Rolls)
	}
	if m := out.Messages[0]; !strings.Contains(m.English(), "5, a river from edge to edge") || !strings.Contains(m.Italian(), "5, un fiume da un bordo all'altro") {
		t.Errorf("message %+v", m)
	}
	// A second entry, a form sent twice or by two tabs, loses.
	if p := g.refused(GM(), enter, ErrNotNow).Problems[0]; !strings.Contains(p.English(), "already entered") || !strings.Contains(p.Italian(), "già stato inserito") {
		t.Errorf("second entry: %+v", p)
	}
	checkReplay(t, g)
	// C-41 with table dice: the game master enters DIVINE INTERVENTION's re-roll.
	giveCard(g.s, Takeda, "9-D")
	g.gm(Action{Kind: ActPlay, Clan: Takeda, Card: "9-D", Province: 32, Choice: ChoiceRiver, Dice: []int{2}})
	if b = g.s.Battles[0]; !b.RiverRerolled || b.RiverRoll != 2 || b.River {
		t.Fatalf("the re-roll 2 takes the river away: %+v", b)
	}
	g.gm(Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: Takeda}})
	if g.s.Battles[0].Winner != Takeda {
		t.Fatal("the result was not recorded")
	}
}

// TestBattle_C25_TableDiceRollOffWaitsForTheGM: in a province neither
// clan owns, C-25 rollOff under table dice leaves the roll-off to the
// table: the confrontation's roles stay provisional, the battle waits for
// both dice (in the order of the first to enter), a tie is rolled again,
// the higher attacks and the Defender places the terrain (seed l.132,
// l.587); then the river roll waits. The log rebuilds the state.
func TestBattle_C25_TableDiceRollOffWaitsForTheGM(t *testing.T) {
	g := meetIn32(t, map[string]string{"tableDice": "true", "neutralRoles": RolesRollOff}, true)
	cf := g.s.Confrontations[0]
	x, y := cf.First, cf.Second
	b := g.s.Battles[0]
	if !b.AwaitsRoles() || !slices.Equal(b.Awaiting.By, []Clan{x, y}) || b.Attacker != x {
		t.Fatalf("the battle does not wait for the roll-off of %s and %s: %+v %+v", x, y, b, b.Awaiting)
	}
	sizeX, sizeY := b.AttackerSize, b.DefenderSize
	if sizeX == sizeY {
		t.Fatalf("both armies have %d elements", sizeX)
	}
	for _, e := range g.log {
		for _, r := range e.Rolls {
			if r.Purpose == PurposeRoles || r.Purpose == PurposeRiver {
				t.Fatalf("the app rolled %+v", r)
			}
		}
	}
	// The terrain placer is the Defender, not known yet.
	g.refused(PlayerOf(y), Action{Kind: ActBattlefield, Province: 32, Choice: string(Hilly)}, ErrNotNow)
	g.refused(GM(), Action{Kind: ActBattlefield, Province: 32, Choice: string(Hilly)}, ErrNotNow)
	for _, actor := range []Actor{PlayerOf(y), GM()} {
		for _, la := range g.s.Legal(actor, g.clock) {
			if la.Kind == ActBattlefield {
				t.Errorf("%+v is offered the battlefield before the roles", actor)
			}
		}
	}
	g.refused(GM(), Action{Kind: ActBattleDie, Province: 32, Choice: DieRoles, Dice: []int{4}}, nil)
	g.refused(GM(), Action{Kind: ActBattleDie, Province: 32, Choice: DieRiver, Dice: []int{4}}, ErrNotNow)
	g.refused(GM(), Action{Kind: ActBattleDie, Province: 32, Choice: DieRoles, Dice: []int{4, 9}}, nil)

	out := g.gm(Action{Kind: ActBattleDie, Province: 32, Choice: DieRoles, Dice: []int{3, 3}})
	if b = g.s.Battles[0]; !b.AwaitsRoles() || b.Awaiting.Ties != 1 || b.Attacker != x {
		t.Fatalf("a tie is rolled again: %+v %+v", b, b.Awaiting)
	}
	if !strings.Contains(out.Messages[0].English(), "A tie: roll again") || !strings.Contains(out.Messages[0].Italian(), "Pari: si ritira") {
		t.Errorf("tie message %+v", out.Messages[0])
	}
	out = g.gm(Action{Kind: ActBattleDie, Province: 32, Dice: []int{2, 5}}) // the roll named by the battle
	b = g.s.Battles[0]
	if b.Attacker != y || b.Defender != x || b.TerrainPlacer != x || b.AttackerSize != sizeY || b.DefenderSize != sizeX {
		t.Fatalf("5 against 2: %s attacks, %s defends and places the terrain: %+v", y, x, b)
	}
	want := []Roll{{Purpose: PurposeRoles, Of: string(x), Sides: 6, Value: 2, Table: true}, {Purpose: PurposeRoles, Of: string(y), Sides: 6, Value: 5, Table: true}}
	if !reflect.DeepEqual(out.Rolls, want) {
		t.Errorf("rolls %+v", out.Rolls)
	}
	if c := g.s.Confrontations[0]; c.Attacker != y || c.Defender != x || c.RollOff {
		t.Errorf("the confrontation keeps provisional roles: %+v", c)
	}
	if !b.AwaitsDie() || b.Awaiting.Roll != DieRiver {
		t.Fatalf("then the river roll waits: %+v", b.Awaiting)
	}
	g.refused(GM(), Action{Kind: ActBattleDie, Province: 32, Choice: DieRoles, Dice: []int{2, 5}}, ErrNotNow)
	g.gm(Action{Kind: ActBattleDie, Province: 32, Choice: DieRiver, Dice: []int{4}})
	if b = g.s.Battles[0]; b.AwaitsDie() || b.RiverRoll != 4 || b.River {
		t.Fatalf("4: no river: %+v", b)
	}
	g.as(x, Action{Kind: ActBattlefield, Province: 32, Choice: string(Mountain)})
	g.advanceTo(PhaseBattles)
	g.gm(Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: x}})
	checkReplay(t, g)
}

// TestBattle_C25_RollOffKeepsTheAppsDiceWithoutTableDice: without table
// dice the roll-off is rolled when the armies meet, as before, and the
// battle waits for nothing.
func TestBattle_C25_RollOffKeepsTheAppsDiceWithoutTableDice(t *testing.T) {
	g := meetIn32(t, map[string]string{"neutralRoles": RolesRollOff}, true)
	if g.s.Confrontations[0].RollOff || g.s.Battles[0].AwaitsDie() || g.s.Battles[0].RiverRoll == 0 {
		t.Fatalf("app dice: %+v %+v", g.s.Confrontations[0], g.s.Battles[0])
	}
	rolled := false
	for _, e := range g.log {
		for _, r := range e.Rolls {
			rolled = rolled || r.Purpose == PurposeRoles && !r.Table
		}
	}
	if !rolled {
		t.Error("the app did not roll the roll-off")
	}
	g.refused(GM(), Action{Kind: ActBattleDie, Province: 32, Choice: DieRiver, Dice: []int{4}}, ErrNotNow)
	checkReplay(t, g)
}

// TestBattle_C25_RollOffKeepsReconnaissanceAndSizesWithTheClans: a card
// played before the roll-off stays with its clan: RECONNAISSANCE keeps
// the terrain with its player whatever the dice say (seed l.587), MORALE
// and the sizes follow the clans into their roles.
func TestBattle_C25_RollOffKeepsReconnaissanceAndSizesWithTheClans(t *testing.T) {
	g := meetIn32(t, map[string]string{"tableDice": "true", "neutralRoles": RolesRollOff}, true)
	b := g.s.Battles[0]
	x, y := b.Awaiting.By[0], b.Awaiting.By[1]
	size := map[Clan]int{b.Attacker: b.AttackerSize, b.Defender: b.DefenderSize}
	giveCard(g.s, y, "7-S") // RECONNAISSANCE
	giveCard(g.s, x, "7-C") // MORALE
	g.as(y, Action{Kind: ActPlay, Card: "7-S", Province: 32})
	g.as(x, Action{Kind: ActPlay, Card: "7-C", Province: 32})
	g.gm(Action{Kind: ActBattleDie, Province: 32, Choice: DieRoles, Dice: []int{1, 6}}) // y attacks: without the card x would place
	b = g.s.Battles[0]
	if b.Attacker != y || b.TerrainPlacer != y || b.SideChooser != y {
		t.Fatalf("RECONNAISSANCE left %s: %+v", y, b)
	}
	if b.AttackerSize != size[y] || b.DefenderSize != size[x] || b.BreakPoint(&g.s.Options, x) != g.s.Options.BreakPoint(size[x], true) {
		t.Errorf("sizes or MORALE did not follow the clans: %+v", b)
	}
}
