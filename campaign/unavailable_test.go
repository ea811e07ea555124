package campaign

import (
	"strings"
	"testing"
)

// unavailableOf is the reasons clan c's confrontation legal action in
// province gives, by choice.
func unavailableOf(g *game, c Clan, province int) map[string]Unavailable {
	out := map[string]Unavailable{}
	for _, la := range g.s.Legal(PlayerOf(c), t0) {
		if la.Kind == ActConfront && la.Province == province {
			for _, u := range la.Unavailable {
				out[u.Choice] = u
			}
		}
	}
	return out
}

// §9: the choices the end of movement names but a clan cannot take come
// with the rule's reason: no Fortress in the province, no withdrawal from
// one's own Capital (the withdrawal goes there), only the owner shuts in.
func TestConfrontation_S9_UnavailableChoicesSayWhy(t *testing.T) {
	g := invade(t, nil, nil, map[Clan]Action{Takeda: {Kind: ActMove, Province: 32}, Imagawa: {Kind: ActMove, Province: 32}})
	u := unavailableOf(g, Imagawa, 32)
	if r, ok := u[ChooseFortress]; !ok || !strings.Contains(r.Italian(), "non ha una Fortezza") || !strings.Contains(r.English(), "no Fortress") {
		t.Errorf("Imagawa in province 32, without a Fortress: %+v", u)
	}
	if _, ok := u[ChooseWithdraw]; ok {
		t.Errorf("Imagawa may withdraw, yet a reason is given: %+v", u)
	}
	if len(unavailableOf(g, Takeda, 32)) != 0 {
		t.Error("Takeda, who chooses second, is given reasons before his turn")
	}
	g.as(Imagawa, Action{Kind: ActConfront, Province: 32, Choice: ChooseFight})
	// Takeda chooses second: he may withdraw; the Fortress is never his.
	if u := unavailableOf(g, Takeda, 32); len(u) != 0 {
		t.Errorf("the second chooser is told of choices the phase does not offer him: %+v", u)
	}

	g = invade(t, nil, nil, map[Clan]Action{Imagawa: {Kind: ActMove, Province: 17}})
	if r, ok := unavailableOf(g, Takeda, 17)[ChooseWithdraw]; !ok || !strings.Contains(r.English(), "own Capital") {
		t.Errorf("Takeda in Kai, his Capital: %+v", unavailableOf(g, Takeda, 17))
	}
}

// §5, §10: after a failed siege roll, only a besieger holding DIVINE
// INTERVENTION is told he may re-roll; the others are told to accept.
func TestSiege_S10_RerollOfferedOnlyWithTheCard(t *testing.T) {
	g := siegeGame(t, nil, true)
	g.as(Takeda, Action{Kind: ActSiege, Province: 32})
	g.gm(Action{Kind: ActSiege, Clan: Takeda, Province: 32, Dice: []int{4}})
	for _, la := range g.s.Legal(PlayerOf(Takeda), t0) {
		if la.Kind == ActReroll && (strings.Contains(la.English(), "DIVINE") || strings.Contains(la.Italian(), "INTERVENTO") || len(la.Cards) != 0) {
			t.Errorf("a clan without DIVINE INTERVENTION is offered the re-roll: %+v", la)
		}
	}
}

// battlefieldForms counts the battlefield legal actions actor is offered.
func battlefieldForms(g *game, actor Actor) int {
	n := 0
	for _, la := range g.s.Legal(actor, t0) {
		if la.Kind == ActBattlefield {
			n++
		}
	}
	return n
}

// §11: the battlefield type is chosen once, by the terrain placer or the
// game master. Before it the game master has one form for it (not a
// second one for the placer), the placer his own; after it neither has a
// form, and a second choice is refused with the type chosen.
func TestBattle_S11_BattlefieldChosenOnce(t *testing.T) {
	g := battleAt32(t, nil)
	bt := g.s.Battles[0]
	if n := battlefieldForms(g, GM()); n != 1 {
		t.Errorf("the game master has %d battlefield forms, want 1", n)
	}
	if n := battlefieldForms(g, PlayerOf(bt.TerrainPlacer)); n != 1 {
		t.Errorf("the terrain placer has %d battlefield forms, want 1", n)
	}
	g.as(bt.TerrainPlacer, Action{Kind: ActBattlefield, Province: 32, Choice: string(Hilly)})
	if !g.s.Battles[0].TerrainChosen || g.s.Battles[0].Terrain != Hilly {
		t.Fatalf("battle after the choice: %+v", g.s.Battles[0])
	}
	if n := battlefieldForms(g, GM()) + battlefieldForms(g, PlayerOf(bt.TerrainPlacer)); n != 0 {
		t.Errorf("%d battlefield forms after the choice", n)
	}
	v := g.refused(GM(), Action{Kind: ActBattlefield, Province: 32, Choice: string(Mountain)}, ErrNotNow)
	if !strings.Contains(v.Problems[0].Italian(), "già scelto: collinare") {
		t.Errorf("second choice refused with %q", v.Problems[0].Italian())
	}
}
