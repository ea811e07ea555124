package campaign

import (
	"strings"
	"testing"
)

// TestBattleReport_PhotoRemovalIsLogged: the game master's removal of a
// fought battle's photo is one logged action that changes nothing else;
// a player, an unfought battle and another choice are refused; the log
// replays.
func TestBattleReport_PhotoRemovalIsLogged(t *testing.T) {
	g := battleAt32(t, nil)
	b := g.s.Battles[0]
	remove := Action{Kind: ActBattlePhoto, Battle: b.ID, Choice: PhotoRemoved}
	g.refused(GM(), remove, ErrNotFound) // not fought yet: no report
	g.gm(Action{Kind: ActBattleResult, Result: &BattleResult{Battle: b.ID, Winner: Takeda}})
	g.refused(PlayerOf(Takeda), remove, ErrForbidden)
	g.refused(GM(), Action{Kind: ActBattlePhoto, Battle: b.ID, Choice: "added"}, nil)
	g.refused(GM(), Action{Kind: ActBattlePhoto, Battle: 99, Choice: PhotoRemoved}, ErrNotFound)
	before := string(mustJSON(t, g.s))
	out := g.gm(remove)
	if m := out.Messages; len(m) != 1 || !strings.Contains(m[0].English(), "removed the photo of the table of the battle of Totomi") || !strings.Contains(m[0].Italian(), "rimosso la foto del tavolo") || m[0].Private != "" {
		t.Errorf("messages %+v", m)
	}
	if after := string(mustJSON(t, g.s)); after != before {
		t.Error("the removal's entry changed the state")
	}
	checkReplay(t, g)
}
