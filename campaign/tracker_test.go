package campaign

import (
	"errors"
	"reflect"
	"testing"

	"sengoku/tables"
)

// tracked is a battle followed on its tracker: the events recorded so far.
type tracked struct {
	t      *testing.T
	g      *game
	b      int
	events []TrackerEvent
}

func (k *tracked) tracker() *Tracker {
	return ReplayTracker(k.g.s, *k.g.s.findBattle(k.b), k.events)
}

// record checks ev by actor on the tracker as it stands and stores it.
func (k *tracked) record(actor Actor, ev TrackerEvent) *Tracker {
	k.t.Helper()
	tr := k.tracker()
	checked, err := tr.Check(k.g.s, actor, ev)
	if err != nil {
		k.t.Fatalf("%+v: %v", ev, err)
	}
	if len(k.events) == 0 {
		k.events = append(k.events, tr.RosterEvent()) // as models stores it
	}
	k.events = append(k.events, checked)
	return k.tracker()
}

// refused checks that ev by actor is refused with a message (and want, if
// set), changing nothing.
func (k *tracked) refused(actor Actor, ev TrackerEvent, want error) {
	k.t.Helper()
	_, err := k.tracker().Check(k.g.s, actor, ev)
	var v *tables.ValidationError
	if err == nil || !errors.As(err, &v) || len(v.Problems) == 0 {
		k.t.Fatalf("%+v by %v: %v, want a refusal with its reason", ev, actor, err)
	}
	if want != nil && !errors.Is(err, want) {
		k.t.Fatalf("%+v: %v, want %v", ev, err, want)
	}
}

func side(tr *Tracker, c Clan) TrackerSide {
	if tr.Sides[0].Clan == c {
		return tr.Sides[0]
	}
	return tr.Sides[1]
}

// The worked battle of example B (§16.4) fought on the tracker: Takeda,
// with Hojo's 2-element contingent, attacks Imagawa in Totomi; Imagawa
// loses 3 elements and its General's element, 3 + 2 = 5 ≥ 4, and routs at
// the end of Takeda's second turn (seed l.599–l.611); Takeda lost one own
// Archers and one Hojo Ashigaru. The result the tracker fills in is the
// example's, and the campaign records it with its Prestige.
func TestTracker_S111_ExampleB_WorkedBattleToTheResult(t *testing.T) {
	g := battleAt32(t, nil)
	k := &tracked{t: t, g: g, b: g.s.Battles[0].ID}
	tk, im, hj := PlayerOf(Takeda), PlayerOf(Imagawa), PlayerOf(Hojo)

	tr := k.tracker()
	if a, d := side(tr, Takeda), side(tr, Imagawa); len(a.Elements) != 14 || a.Break != 4 || len(d.Elements) != 12 || d.Break != 4 || a.Role != "attacker" {
		t.Fatalf("rosters: Takeda %d (break %d), Imagawa %d (break %d)", len(a.Elements), a.Break, len(d.Elements), d.Break)
	}
	if el := side(tr, Takeda).Elements[12]; el.ID != "Hojo>Takeda.ashigaru.1" || el.Owner != Hojo || el.With != Takeda {
		t.Fatalf("the contingent is on the roster of the player it was sent to: %+v", el)
	}
	if tr.TurnOf != Takeda || tr.Turn != 1 {
		t.Fatalf("the Attacker plays turn 1: %s %d", tr.TurnOf, tr.Turn)
	}
	k.refused(hj, TrackerEvent{Kind: TrackTurn}, ErrForbidden) // a contingent's owner does not command

	// Turn 1, Takeda's.
	k.record(tk, TrackerEvent{Kind: TrackRecoil, Element: "Imagawa.ashigaru.1"})
	k.record(tk, TrackerEvent{Kind: TrackDestroy, Element: "Imagawa.ashigaru.1"})
	k.refused(tk, TrackerEvent{Kind: TrackDestroy, Element: "Imagawa.ashigaru.1"}, nil) // gone already
	k.record(tk, TrackerEvent{Kind: TrackRecoil, Element: "Imagawa.archers.1"})
	tr = k.record(tk, TrackerEvent{Kind: TrackTurn})
	if tr.Turn != 2 || tr.TurnOf != Imagawa || side(tr, Imagawa).Losses != 1 || tr.Over {
		t.Fatalf("after turn 1: turn %d of %s, Imagawa losses %d", tr.Turn, tr.TurnOf, side(tr, Imagawa).Losses)
	}

	// Turn 2, Imagawa's: a flee recorded by mistake, undone by its maker only.
	k.refused(im, TrackerEvent{Kind: TrackUndo, Undo: 1}, nil) // Takeda's, and turn 1 is over
	k.record(im, TrackerEvent{Kind: TrackReturn, Element: "Imagawa.archers.1"})
	k.record(im, TrackerEvent{Kind: TrackDestroy, Element: "Takeda.archers.1"})
	tr = k.record(im, TrackerEvent{Kind: TrackFlee, Element: "Hojo>Takeda.ashigaru.2", Off: true})
	if a := side(tr, Takeda); a.Off != 1 || a.Losses != 2 {
		t.Fatalf("off the table counts as lost (l.365): %+v", a)
	}
	k.refused(tk, TrackerEvent{Kind: TrackUndo, Undo: tr.Rev}, ErrForbidden)
	tr = k.record(im, TrackerEvent{Kind: TrackUndo, Undo: tr.Rev})
	if a := side(tr, Takeda); a.Off != 0 || a.Losses != 1 || !reflect.DeepEqual(tr.Undone, []int{7}) {
		t.Fatalf("undone: %+v undone %v", a, tr.Undone)
	}
	k.record(im, TrackerEvent{Kind: TrackTurn})

	// Turn 3, Takeda's: Imagawa reaches its break point, routs at the end.
	k.record(tk, TrackerEvent{Kind: TrackDestroy, Element: "Hojo>Takeda.ashigaru.1"}) // pursuit gone wrong
	k.record(tk, TrackerEvent{Kind: TrackDestroy, Element: "Imagawa.archers.1"})
	k.record(tk, TrackerEvent{Kind: TrackDestroy, Element: "Imagawa.ashigaru.2"})
	tr = k.record(tk, TrackerEvent{Kind: TrackGeneral, Clan: Imagawa})
	if d := side(tr, Imagawa); d.Losses != 5 || !d.AtBreak || d.Routed || tr.Over {
		t.Fatalf("3 elements + the General's (2) = 5 ≥ 4, checked at the turn's end: %+v", d)
	}
	tr = k.record(tk, TrackerEvent{Kind: TrackTurn})
	if !tr.Over || tr.BrokeFirst != Imagawa || tr.BrokeAt != 3 || !side(tr, Imagawa).Routed || len(tr.Allows) == 0 {
		t.Fatalf("Imagawa routs at the end of turn 3: %+v", tr)
	}
	k.refused(im, TrackerEvent{Kind: TrackDestroy, Element: "Takeda.ronin.1"}, ErrNotNow)

	want := &BattleResult{Battle: k.b, Winner: Takeda, BrokeFirst: Imagawa, Losses: []BattleLoss{
		{Owner: Hojo, With: Takeda, Types: []ElementType{Ashigaru}},
		{Owner: Takeda, With: Takeda, Types: []ElementType{Archers}},
		{Owner: Imagawa, With: Imagawa, Types: []ElementType{FootSamurai, Archers, Ashigaru, Ashigaru}, General: true},
	}}
	if !sameResult(tr.Result, want) || !reflect.DeepEqual(tr.GeneralsKilled, []Clan{Imagawa}) {
		t.Fatalf("result %+v, want %+v", tr.Result, want)
	}

	before := map[Clan]int{}
	for _, c := range Clans {
		before[c] = g.s.Clan(c).PendingPP
	}
	g.gm(Action{Kind: ActBattleResult, Result: tr.Result})
	d := func(c Clan) int { return g.s.Clan(c).PendingPP - before[c] }
	if d(Takeda) != 60 || d(Hojo) != 10 || d(Imagawa) != -50 {
		t.Errorf("example B's Prestige: Takeda %d Hojo %d Imagawa %d", d(Takeda), d(Hojo), d(Imagawa))
	}
	if tr = k.tracker(); !tr.Done || len(tr.Timeline) != 12 || len(side(tr, Takeda).Elements) != 14 || side(tr, Imagawa).Losses != 5 || !side(tr, Imagawa).Routed {
		t.Errorf("after the result the tracker reads as the battle ended: done %v, timeline %d, %+v", tr.Done, len(tr.Timeline), tr.Sides)
	}
	k.refused(PlayerOf(Takeda), TrackerEvent{Kind: TrackUndo, Undo: 14}, ErrNotNow)
}

// sameResult compares results whatever the order of the losses.
func sameResult(got, want *BattleResult) bool {
	if got.Winner != want.Winner || got.BrokeFirst != want.BrokeFirst || got.Battle != want.Battle || len(got.Losses) != len(want.Losses) {
		return false
	}
	for _, w := range want.Losses {
		found := false
		for _, l := range got.Losses {
			if l.Owner == w.Owner && l.With == w.With && l.General == w.General && sameTypes(l.Types, w.Types) {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func sameTypes(a, b []ElementType) bool {
	n := map[ElementType]int{}
	for _, t := range a {
		n[t]++
	}
	for _, t := range b {
		n[t]--
	}
	for _, v := range n {
		if v != 0 {
			return false
		}
	}
	return len(a) == len(b)
}

// MORALE played on the tracker, from the player's own hand and by the
// campaign's own action, raises the break point by 2 (§11.1): the same
// five losses no longer rout Imagawa.
func TestTracker_S111_MoraleRaisesTheBreakPoint(t *testing.T) {
	g := battleAt32(t, nil)
	k := &tracked{t: t, g: g, b: g.s.Battles[0].ID}
	im := PlayerOf(Imagawa)
	k.refused(im, TrackerEvent{Kind: TrackCard, Card: "7-C"}, nil) // not in the hand
	giveCard(g.s, Imagawa, "7-C")
	k.refused(im, TrackerEvent{Kind: TrackCard, Card: "A-C"}, nil) // not a battle card
	k.refused(PlayerOf(Takeda), TrackerEvent{Kind: TrackCard, Card: "7-C"}, nil)
	k.record(im, TrackerEvent{Kind: TrackCard, Card: "7-C"})
	g.as(Imagawa, Action{Kind: ActPlay, Card: "7-C", Province: 32})
	k.refused(im, TrackerEvent{Kind: TrackUndo, Undo: 1}, nil) // a card stays played
	for _, id := range []string{"Imagawa.ashigaru.1", "Imagawa.ashigaru.2", "Imagawa.archers.1"} {
		k.record(PlayerOf(Takeda), TrackerEvent{Kind: TrackDestroy, Element: id})
	}
	k.record(PlayerOf(Takeda), TrackerEvent{Kind: TrackGeneral, Clan: Imagawa})
	tr := k.record(GM(), TrackerEvent{Kind: TrackTurn})
	if d := side(tr, Imagawa); d.Break != 6 || !d.Morale || d.Losses != 5 || d.AtBreak || tr.Over || d.Cards[0] != EvMorale {
		t.Fatalf("MORALE +2: %+v over %v", d, tr.Over)
	}
	if tr.Result.Winner != "" || tr.Result.BrokeFirst != "" {
		t.Errorf("nobody broke, the game master names the winner: %+v", tr.Result)
	}
}

// Elements that leave the table count as lost for the break rule (l.365)
// but are no loss of the result: they come back. The Village held by the
// enemy counts +2 (C-17) and is the result's Village.
func TestTracker_S111_OffTableAndVillage_C17(t *testing.T) {
	g := battleAt32(t, nil)
	g.s.Battles[0].Village = true
	k := &tracked{t: t, g: g, b: g.s.Battles[0].ID}
	tk := PlayerOf(Takeda)
	k.record(tk, TrackerEvent{Kind: TrackFlee, Element: "Imagawa.ronin.1", Off: true})
	k.refused(tk, TrackerEvent{Kind: TrackReturn, Element: "Imagawa.ronin.1"}, nil)
	k.refused(tk, TrackerEvent{Kind: TrackDestroy, Element: "Imagawa.ronin.1", Off: true}, nil)
	k.record(tk, TrackerEvent{Kind: TrackVillage, Clan: Takeda})
	k.refused(tk, TrackerEvent{Kind: TrackVillage, Clan: Takeda}, nil)
	k.record(tk, TrackerEvent{Kind: TrackDestroy, Element: "Imagawa.ronin.2"})
	tr := k.record(tk, TrackerEvent{Kind: TrackTurn})
	if d := side(tr, Imagawa); d.Losses != 4 || d.Off != 1 || d.Destroyed != 1 || !d.VillageLost || tr.BrokeFirst != Imagawa || tr.BrokeAt != 1 {
		t.Fatalf("1 off + 1 destroyed + Village 2 = 4: %+v", d)
	}
	if r := tr.Result; r.VillageCapturedBy != Takeda || len(r.Losses) != 1 || len(r.Losses[0].Types) != 1 || r.Winner != Takeda {
		t.Fatalf("result %+v", r)
	}
	// The end of the turn that broke Imagawa is undone by its maker: the
	// battle goes on.
	tr = k.record(tk, TrackerEvent{Kind: TrackUndo, Undo: tr.Rev})
	if tr.Over || tr.BrokeFirst != "" || tr.Turn != 1 {
		t.Fatalf("undone break: %+v", tr)
	}
	g.gm(Action{Kind: ActBattleResult, Result: &BattleResult{Battle: k.b, Winner: Takeda, BrokeFirst: Imagawa, VillageCapturedBy: Takeda,
		Losses: k.tracker().Result.Losses}})
	if n := g.s.Clan(Imagawa).Army.Size(); n != 11 {
		t.Errorf("the Ronin off the table came back: Imagawa has %d", n)
	}
}
