package campaign

import (
	"bytes"
	"reflect"
	"testing"
)

// TestBattle_S11_PreviewShowsThePrestigeAndChangesNothing_S13: the
// preview of example B's result lists the very entries that recording it
// adds, and leaves the campaign as it was.
func TestBattle_S11_PreviewShowsThePrestigeAndChangesNothing_S13(t *testing.T) {
	g := battleAt32(t, nil)
	b := g.s.Battles[0]
	res := &BattleResult{Battle: b.ID, Winner: Takeda, Losses: []BattleLoss{
		{Owner: Imagawa, Types: []ElementType{FootSamurai, Ashigaru, Ashigaru, Archers}, General: true},
		{Owner: Takeda, Types: []ElementType{Archers}},
		{Owner: Hojo, With: Takeda, Types: []ElementType{Ashigaru}},
	}}
	a := Action{Kind: ActBattleResult, Result: res, At: g.clock}
	before := mustJSON(t, g.s)
	_, preview, err := Preview(g.s, GM(), a)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, mustJSON(t, g.s)) {
		t.Fatal("the preview changed the campaign")
	}
	n := len(g.s.Ledger)
	g.gm(a)
	if added := g.s.Ledger[n:]; !reflect.DeepEqual(preview, added) {
		t.Errorf("preview %+v, recorded %+v", preview, added)
	}
	sum := map[Clan]int{}
	for _, e := range preview {
		sum[e.Clan] += e.Points
	}
	// Example B (§13): Takeda +60, Hojo +10, Imagawa −50.
	if sum[Takeda] != 60 || sum[Hojo] != 10 || sum[Imagawa] != -50 {
		t.Errorf("preview sums %v", sum)
	}
	if _, _, err := Preview(g.s, PlayerOf(Takeda), a); err == nil {
		t.Error("a player previewed a battle result")
	}
}

// TestBattle_S111_TheSideThatBrokeFirstCannotWin: a result whose winner
// routed first is refused in both languages and changes nothing (seed
// l.599–l.611); the loser breaking first is accepted.
func TestBattle_S111_TheSideThatBrokeFirstCannotWin(t *testing.T) {
	g := battleAt32(t, nil)
	b := g.s.Battles[0]
	v := g.refused(GM(), Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: Takeda, BrokeFirst: Takeda}}, nil)
	if v.Problems[0].Field != "brokeFirst" {
		t.Errorf("refused on %q", v.Problems[0].Field)
	}
	g.refused(GM(), Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: Takeda, BrokeFirst: Mori}}, nil)
	g.gm(Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: Takeda, BrokeFirst: Imagawa}})
	if got := g.s.Battles[0].Result.BrokeFirst; got != Imagawa {
		t.Errorf("broke first recorded as %q", got)
	}
}
