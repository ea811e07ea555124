package campaign

import (
	"errors"
	"strings"
	"testing"

	"sengoku/tables"
	"sengoku/tables/affinati"
)

// dice is a Roller that serves the given dice, for a roll whose dice the
// test chooses.
func dice(values ...int) Roller { return NewTableDice(NewSeededRoller(1), values) }

// rolled records the roll ev by actor with r's dice, as models stores it
// (the roll and its outcome together), and returns the events stored.
func (k *tracked) rolled(actor Actor, ev TrackerEvent, r Roller) []TrackerEvent {
	k.t.Helper()
	tr := k.tracker()
	out, err := tr.Record(k.g.s, actor, ev, r)
	if err != nil {
		k.t.Fatalf("%+v: %v", ev.Roll, err)
	}
	if len(k.events) == 0 {
		k.events = append(k.events, tr.RosterEvent())
	}
	k.events = append(k.events, out...)
	return out
}

// rollRefused checks that roll ev by actor is refused with its reason.
func (k *tracked) rollRefused(actor Actor, ev TrackerEvent, r Roller, want error) {
	k.t.Helper()
	_, err := k.tracker().Record(k.g.s, actor, ev, r)
	var v *tables.ValidationError
	if err == nil || !errors.As(err, &v) || len(v.Problems) == 0 || (want != nil && !errors.Is(err, want)) {
		k.t.Fatalf("%+v by %v: %v, want a refusal (%v)", ev.Roll, actor, err, want)
	}
}

func melee(a, b string) TrackerEvent {
	return TrackerEvent{Kind: TrackRoll, Roll: &CombatRoll{Mode: affinati.ModeMelee, A: a, B: b}}
}

func status(tr *Tracker, id string) string { return tr.element(id).Status }

// §12–§13.2 worked on the tracker, table dice off: Takeda's General's
// Foot Samurai (CF 4 against foot, +1 General) against an Imagawa
// Ashigaru (CF 3).
//   - dice 3 and 2: 8 against 5, 2×5 = 10 > 8: the Ashigaru is lower but
//     more than half, not beaten by Monks: it recoils (§13.2), and the
//     Foot Samurai must pursue (§14). How it recoils is the table's: in
//     place, off the table, or destroyed when blocked — offered, not
//     decided.
//   - dice 5 and 1: 10 against 4, 2×4 ≤ 10: destroyed, applied at once.
//   - Ashigaru against Ashigaru, 4 and 4: equal totals, the melee goes on.
func TestTrackerRoll_S13_MeleeOutcomesAppliedOrOffered(t *testing.T) {
	g := battleAt32(t, nil)
	k := &tracked{t: t, g: g, b: g.s.Battles[0].ID}
	tk, im := PlayerOf(Takeda), PlayerOf(Imagawa)

	out := k.rolled(tk, melee("Takeda.foot-samurai.g", "Imagawa.ashigaru.1"), dice(3, 2))
	cr := out[0].Roll
	if len(out) != 1 || cr.TotalA != 8 || cr.TotalB != 5 || cr.Band != affinati.Lower || cr.Effects != [2]affinati.Effect{affinati.NoEffect, affinati.Recoil} || cr.Pursuer != "a" {
		t.Fatalf("8 against 5: %+v (%d events)", cr, len(out))
	}
	if cr.Table || len(cr.Dice) != 2 || cr.Dice[0].Purpose != PurposeTrackerDieA || cr.Dice[1].Value != 2 {
		t.Errorf("the dice are recorded with their purposes: %+v", cr.Dice)
	}
	tr := k.tracker()
	if len(tr.Pending) != 1 || tr.Pending[0].Element != "Imagawa.ashigaru.1" || len(tr.Pending[0].Choices) != 3 || status(tr, "Imagawa.ashigaru.1") != InLine {
		t.Fatalf("the recoil is left to the table: %+v", tr.Pending)
	}
	roll := out[0].Seq
	k.refused(im, TrackerEvent{Kind: TrackReturn, Element: "Imagawa.ashigaru.1", Settles: roll}, nil) // not a choice
	k.refused(im, TrackerEvent{Kind: TrackRecoil, Element: "Imagawa.ashigaru.2", Settles: roll}, nil) // not that element
	k.refused(tk, TrackerEvent{Kind: TrackUndo, Undo: roll}, nil)                                     // the app's dice stay rolled
	tr = k.record(im, TrackerEvent{Kind: TrackRecoil, Element: "Imagawa.ashigaru.1", Off: true, Settles: roll})
	if len(tr.Pending) != 0 || status(tr, "Imagawa.ashigaru.1") != OffTable || side(tr, Imagawa).Losses != 1 {
		t.Fatalf("recoiled off the table, lost (l.365): %+v %v", tr.Pending, status(tr, "Imagawa.ashigaru.1"))
	}
	k.refused(im, TrackerEvent{Kind: TrackRecoil, Element: "Imagawa.ashigaru.1", Settles: roll}, nil) // settled

	out = k.rolled(im, melee("Imagawa.ashigaru.2", "Takeda.foot-samurai.g"), dice(1, 5))
	if len(out) != 2 || out[1].Kind != TrackDestroy || out[1].Element != "Imagawa.ashigaru.2" || out[1].Of != out[0].Seq || out[1].Seq != out[0].Seq+1 {
		t.Fatalf("4 against 10: destroyed with the roll: %+v", out)
	}
	k.refused(im, TrackerEvent{Kind: TrackUndo, Undo: out[1].Seq}, nil) // the dice decided it
	if tr = k.tracker(); status(tr, "Imagawa.ashigaru.2") != Destroyed || side(tr, Imagawa).Losses != 2 {
		t.Fatalf("destroyed: %+v", side(tr, Imagawa))
	}

	out = k.rolled(tk, melee("Takeda.ashigaru.1", "Imagawa.archers.1"), dice(4, 4))
	if cr := out[0].Roll; len(out) != 1 || cr.Band != affinati.Tie || cr.Effects != [2]affinati.Effect{affinati.NoEffect, affinati.NoEffect} {
		t.Fatalf("7 against 7: %+v", out)
	}
	if w := out[0].Words().String(); w == "" || len(k.tracker().Pending) != 0 {
		t.Errorf("a tie changes nothing: %q", w)
	}
}

// The General's element beaten by half or less falls with the General
// (l.609): it counts double.
func TestTrackerRoll_S13_GeneralFalls(t *testing.T) {
	g := battleAt32(t, nil)
	k := &tracked{t: t, g: g, b: g.s.Battles[0].ID}
	// Imagawa's General's Foot Samurai in difficult terrain rolls 1:
	// 1 + 4 + 1 − 2 = 4; a Takeda Foot Samurai rolls 6: 6 + 4 = 10.
	// 2×4 ≤ 10: destroyed (§12, §13.2).
	ev := melee("Takeda.foot-samurai.1", "Imagawa.foot-samurai.g")
	ev.Roll.SideB.Difficult = true
	out := k.rolled(PlayerOf(Takeda), ev, dice(6, 1))
	if len(out) != 2 || out[1].Kind != TrackGeneral || out[1].Clan != Imagawa || out[0].Roll.TotalB != 4 || out[0].Roll.TotalA != 10 {
		t.Fatalf("the General falls: %+v / %+v", out, out[0].Roll)
	}
	if d := side(k.tracker(), Imagawa); d.Losses != 2 || !d.GeneralKilled {
		t.Fatalf("the General's element counts double: %+v", d)
	}
}

// §11.1, §13.2: Takeda's Archers (CF 4 against mounted) shoot at Imagawa's
// Mounted Samurai (CF 3 against foot, +1 in difficult terrain, §11.2).
// Dice 4 and 2: 8 against 6, lower but more than half: a Mounted Samurai
// in difficult terrain is destroyed; in good terrain (5) it recoils. The
// shooter never suffers, and nobody pursues after shooting (§14).
func TestTrackerRoll_S11_ShootingAtCavalry(t *testing.T) {
	g := battleAt32(t, nil)
	k := &tracked{t: t, g: g, b: g.s.Battles[0].ID}
	shot := func(difficult bool) TrackerEvent {
		ev := melee("Takeda.archers.1", "Imagawa.mounted-samurai.1")
		ev.Roll.Mode, ev.Roll.SideB.Difficult = affinati.ModeShooting, difficult
		return ev
	}
	out := k.rolled(PlayerOf(Takeda), shot(false), dice(4, 2))
	if cr := out[0].Roll; cr.TotalA != 8 || cr.TotalB != 5 || cr.Effects[1] != affinati.Recoil || cr.Pursuer != "" || len(out) != 1 {
		t.Fatalf("good terrain: %+v", cr)
	}
	out = k.rolled(PlayerOf(Takeda), shot(true), dice(4, 2))
	if cr := out[0].Roll; cr.TotalB != 6 || cr.Effects[1] != affinati.Destroyed || len(out) != 2 {
		t.Fatalf("difficult terrain: %+v", cr)
	}
	tr := k.tracker()
	if len(tr.Pending) != 0 {
		t.Errorf("the element that had to recoil is destroyed since: nothing left to carry out: %+v", tr.Pending)
	}
	k.rollRefused(PlayerOf(Imagawa), func() TrackerEvent {
		ev := melee("Imagawa.ashigaru.1", "Takeda.ronin.1")
		ev.Roll.Mode = affinati.ModeShooting
		return ev
	}(), dice(1, 1), nil) // Ashigaru do not shoot (§11.1)
}

// Who rolls and with which dice: the game master and the two sides'
// players; a contingent's owner does not command. With table dice off the
// app rolls and a die sent is refused; with table dice on the players'
// dice are required, and a roll entered from the table is undone whole by
// its maker, its outcome with it.
func TestTrackerRoll_TableDiceAndWhoRolls(t *testing.T) {
	g := battleAt32(t, nil)
	k := &tracked{t: t, g: g, b: g.s.Battles[0].ID}
	ev := melee("Takeda.foot-samurai.g", "Imagawa.ashigaru.1")
	k.rollRefused(PlayerOf(Hojo), ev, dice(1, 1), ErrForbidden)
	k.rollRefused(PlayerOf(Takeda), melee("Takeda.foot-samurai.g", "Takeda.ashigaru.1"), dice(1, 1), nil)
	k.rollRefused(PlayerOf(Takeda), melee("Takeda.foot-samurai.g", "Nobody.x.1"), dice(1, 1), nil)
	typed := melee("Takeda.foot-samurai.g", "Imagawa.ashigaru.1")
	typed.Roll.DA, typed.Roll.DB = 6, 1
	k.rollRefused(PlayerOf(Takeda), typed, dice(1, 1), nil) // the app rolls

	g.s.Options.TableDice = true
	k.rollRefused(GM(), melee("Takeda.foot-samurai.g", "Imagawa.ashigaru.1"), nil, nil) // enter the dice
	out := k.rolled(PlayerOf(Imagawa), typed, nil)
	if cr := out[0].Roll; !cr.Table || cr.DA != 6 || cr.DB != 1 || len(out) != 2 || !cr.Dice[0].Table {
		t.Fatalf("the table's dice: %+v", cr)
	}
	k.refused(PlayerOf(Takeda), TrackerEvent{Kind: TrackUndo, Undo: out[0].Seq}, ErrForbidden)
	k.record(PlayerOf(Imagawa), TrackerEvent{Kind: TrackUndo, Undo: out[0].Seq})
	tr := k.tracker()
	if status(tr, "Imagawa.ashigaru.1") != InLine || len(tr.Undone) != 2 {
		t.Fatalf("the roll and its outcome are taken back together: %v %v", status(tr, "Imagawa.ashigaru.1"), tr.Undone)
	}
}

// The roll applies the calculator's result table to every one of the 36
// die pairs: counted over them, the outcomes on the tracker are the
// calculator's exact odds (§13.2).
func TestTrackerRoll_BruteForceAgainstTheCalculator(t *testing.T) {
	g := battleAt32(t, nil)
	cases := []TrackerEvent{
		melee("Takeda.foot-samurai.g", "Imagawa.ashigaru.1"),
		melee("Takeda.mounted-samurai.1", "Imagawa.archers.1"),
		func() TrackerEvent {
			ev := melee("Takeda.archers.2", "Imagawa.mounted-samurai.2")
			ev.Roll.Mode, ev.Roll.SideB.Difficult = affinati.ModeShooting, true
			return ev
		}(),
	}
	for _, ev := range cases {
		k := &tracked{t: t, g: g, b: g.s.Battles[0].ID}
		var n [2]map[affinati.Effect]int
		n[0], n[1] = map[affinati.Effect]int{}, map[affinati.Effect]int{}
		for da := 1; da <= 6; da++ {
			for db := 1; db <= 6; db++ {
				x := *ev.Roll
				out, err := k.tracker().Record(g.s, GM(), TrackerEvent{Kind: TrackRoll, Roll: &x}, dice(da, db))
				if err != nil {
					t.Fatal(err)
				}
				for i := range 2 {
					n[i][out[0].Roll.Effects[i]]++
				}
				destroyed := 0
				for _, o := range out[1:] {
					if o.Of == out[0].Seq {
						destroyed++
					}
				}
				if want := countEffect(out[0].Roll.Effects, affinati.Destroyed); destroyed != want {
					t.Fatalf("%d, %d: %d destroyed events for %v", da, db, destroyed, out[0].Roll.Effects)
				}
			}
		}
		tr := k.tracker()
		in := *ev.Roll
		in.SideA.Troop, in.SideA.General = troopOf(tr.element(in.A).Type), tr.element(in.A).General
		in.SideB.Troop, in.SideB.General = troopOf(tr.element(in.B).Type), tr.element(in.B).General
		res, err := affinati.Resolve(in.input())
		if err != nil {
			t.Fatal(err)
		}
		exact := res.Rolls[0]
		for i, sc := range []affinati.SideScore{exact.A, exact.B} {
			if n[i][affinati.Destroyed] != sc.Destroyed.N || n[i][affinati.Recoil] != sc.Recoil.N || n[i][affinati.Flee] != sc.Flee.N {
				t.Errorf("%s against %s, side %d: counted %v, the calculator %d/%d/%d", in.A, in.B, i, n[i], sc.Destroyed.N, sc.Recoil.N, sc.Flee.N)
			}
		}
	}
}

func countEffect(es [2]affinati.Effect, e affinati.Effect) int {
	n := 0
	for _, x := range es {
		if x == e {
			n++
		}
	}
	return n
}

// The app's dice come from the campaign's generator, split by battle and
// revision: the same campaign rolls the same dice, another revision
// others.
func TestTrackerRoller_ReproducibleFromTheCampaign(t *testing.T) {
	g := battleAt32(t, nil)
	a, b := TrackerRoller(g.s, 1, 5), TrackerRoller(g.s, 1, 5)
	var same, other []int
	for range 20 {
		x := a.Die(6, PurposeTrackerDieA)
		same = append(same, x)
		if y := b.Die(6, PurposeTrackerDieA); y != x {
			t.Fatal("the same battle and revision roll the same dice")
		}
	}
	c := TrackerRoller(g.s, 1, 6)
	for range 20 {
		other = append(other, c.Die(6, PurposeTrackerDieA))
	}
	if equalInts(same, other) {
		t.Error("another revision rolls other dice")
	}
	if len(a.Rolls()) != 20 || a.Rolls()[0].Purpose != PurposeTrackerDieA {
		t.Errorf("every die is recorded: %d", len(a.Rolls()))
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// §13.1: an element supported from behind shares its result; the roll
// says so, since only the table knows which element that is. An Ashigaru
// supported from behind rolls 1: 1 + 3 + 3 = 7; Takeda's General's Foot
// Samurai rolls 6: 6 + 4 + 1 = 11; 2×7 > 11: the Ashigaru recoils (§12,
// §13.2), its supporter with it.
func TestTrackerRoll_S131_SupporterSharesTheResult(t *testing.T) {
	g := battleAt32(t, nil)
	k := &tracked{t: t, g: g, b: g.s.Battles[0].ID}
	ev := melee("Takeda.foot-samurai.g", "Imagawa.ashigaru.1")
	ev.Roll.SideB.Support = true
	out := k.rolled(PlayerOf(Takeda), ev, dice(6, 1))
	if cr := out[0].Roll; cr.TotalA != 11 || cr.TotalB != 7 || cr.Effects[1] != affinati.Recoil {
		t.Fatalf("11 against 7: %+v", cr)
	}
	if w := out[0].Words().String(); !strings.Contains(w, "shares the result") {
		t.Errorf("the supporter is named: %q", w)
	}
}

// The roll form's second army shoots too: "shooting-b" is read the other
// way round, the shooter first, its die with it (§11.1).
func TestTrackerRoll_S111_TheSecondArmyShoots(t *testing.T) {
	g := battleAt32(t, nil)
	k := &tracked{t: t, g: g, b: g.s.Battles[0].ID}
	ev := melee("Takeda.mounted-samurai.1", "Imagawa.archers.1")
	ev.Roll.Mode = ShootingBack
	out := k.rolled(PlayerOf(Imagawa), ev, dice(4, 2))
	if cr := out[0].Roll; cr.Mode != affinati.ModeShooting || cr.A != "Imagawa.archers.1" || cr.B != "Takeda.mounted-samurai.1" || cr.TotalA != 8 || cr.TotalB != 5 || cr.Effects[1] != affinati.Recoil {
		t.Fatalf("Imagawa's Archers shoot: %+v", cr)
	}
}
