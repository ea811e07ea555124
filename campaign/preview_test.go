package campaign

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
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
	n := len(g.ledger())
	g.gm(a)
	if added := g.ledger()[n:]; !reflect.DeepEqual(preview, added) {
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
	// The report keeps the battle, its contingent and the same Prestige,
	// after the next season has cleared the battles.
	g.advance()
	if len(g.s.Battles) != 0 {
		t.Fatalf("%s: the season's battles are still there", g.s.Phase)
	}
	rep := g.report(b.ID)
	if rep == nil || !reflect.DeepEqual(rep.Prestige, preview) || rep.Battle.Result == nil || rep.Battle.Winner != Takeda ||
		len(rep.Contingents) != 1 || rep.Contingents[0].From != Hojo || rep.Year != g.s.Year {
		t.Fatalf("report %+v", rep)
	}
	note := Action{Kind: ActBattleNote, Battle: b.ID, Text: "Kenshin's cavalry broke on the river bank."}
	g.refused(PlayerOf(Takeda), note, ErrForbidden)
	g.refused(GM(), Action{Kind: ActBattleNote, Battle: 99, Text: "x"}, ErrNotFound)
	g.refused(GM(), Action{Kind: ActBattleNote, Battle: b.ID, Text: strings.Repeat("é", MaxReportNotes+1)}, nil)
	g.gm(note)
	if got := g.report(b.ID).Notes; got != note.Text {
		t.Errorf("notes %q", got)
	}
	if f := g.s.FoughtBattle(b.ID); f == nil || *f != rep.Fought() {
		t.Errorf("the state indexes %+v, the report is %+v", f, rep.Fought())
	}
	checkReplay(t, g) // the log rebuilds the report and its notes
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

// TestBattle_C41_DivineInterventionRerollsTheRiverRoll: DIVINE
// INTERVENTION played for a battle re-rolls its river roll once, the new
// die deciding the river (1–4 none, 5–6 a river, seed l.597), logged as a
// roll; a second re-roll, a re-roll under C-41 false and a choice the card
// does not know are refused. With table dice the game master enters it.
func TestBattle_C41_DivineInterventionRerollsTheRiverRoll(t *testing.T) {
	for _, table := range []bool{false, true} {
		opts := map[string]string{}
		if table {
			opts["tableDice"] = "true"
		}
		g := battleAt32(t, opts)
		giveCard(g.s, Takeda, "9-D")
		giveCard(g.s, Imagawa, "10-H")
		play := Action{Kind: ActPlay, Card: "9-D", Province: 32, Choice: ChoiceRiver}
		g.refused(GM(), Action{Kind: ActPlay, Clan: Takeda, Card: "9-D", Province: 32, Choice: "siege"}, nil)
		var out Outcome
		if table {
			g.refused(GM(), Action{Kind: ActPlay, Clan: Takeda, Card: "9-D", Province: 32, Choice: ChoiceRiver, Dice: []int{6}}, ErrNotNow) // the river roll is not entered yet
			g.gm(Action{Kind: ActBattleDie, Province: 32, Choice: DieRiver, Dice: []int{2}})
			g.refused(PlayerOf(Takeda), play, nil) // no die: the game master enters it
			play.Clan, play.Dice = Takeda, []int{6}
			out = g.gm(play)
		} else {
			out = g.as(Takeda, play)
		}
		b := g.s.Battles[0]
		last := out.Rolls[len(out.Rolls)-1]
		if !b.RiverRerolled || b.RiverRoll != last.Value || b.River != (last.Value >= 5) || last.Table != table || last.Purpose != PurposeRiverReroll {
			t.Errorf("table dice %v: battle %+v after the re-roll %+v", table, b, last)
		}
		if table && b.RiverRoll != 6 {
			t.Errorf("the table die 6 became %d", b.RiverRoll)
		}
		if len(b.Divine) != 1 || b.Divine[0] != Takeda || slices.Contains(g.s.Clan(Takeda).Hand, "9-D") {
			t.Errorf("DIVINE INTERVENTION not played: %+v", b.Divine)
		}
		again := Action{Kind: ActPlay, Clan: Imagawa, Card: "10-H", Province: 32, Choice: ChoiceRiver, Dice: []int{1}}
		g.refused(GM(), again, nil)
		again.Choice, again.Dice = "", nil
		g.gm(again) // kept for the table
	}
	g := battleAt32(t, map[string]string{"divineRerollsRiver": "false"})
	giveCard(g.s, Takeda, "9-D")
	g.refused(PlayerOf(Takeda), Action{Kind: ActPlay, Card: "9-D", Province: 32, Choice: ChoiceRiver}, nil)
	for _, la := range g.s.Legal(PlayerOf(Takeda), g.clock) {
		if slices.Contains(la.Choices, ChoiceRiver) {
			t.Error("the river re-roll is offered under C-41 false")
		}
	}
}
