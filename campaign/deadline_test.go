package campaign

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func mustTime(t *testing.T, s string) time.Time {
	t.Helper()
	x, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatal(err)
	}
	return x.UTC()
}

// A weekly deadline is the next such weekday and time in the campaign's
// zone, across a change of summer time (Rome: CET until 29 March 2026,
// CEST after).
func TestDeadlineWeeklyInZone(t *testing.T) {
	sp := DeadlineSpec{Kind: DeadlineWeekly, Weekday: time.Thursday, Clock: "21:00", Zone: "Europe/Rome"}
	if err := sp.Check(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ from, want string }{
		{"2026-11-25T10:00:00Z", "2026-11-26T20:00:00Z"}, // Wednesday → the next day, 21:00 CET
		{"2026-11-26T20:00:00Z", "2026-12-03T20:00:00Z"}, // at the time itself → a week later
		{"2026-11-26T20:30:00Z", "2026-12-03T20:00:00Z"},
		{"2026-03-27T12:00:00Z", "2026-04-02T19:00:00Z"}, // across the change: 21:00 CEST
	} {
		if got := sp.next(mustTime(t, c.from)); !got.Equal(mustTime(t, c.want)) {
			t.Errorf("from %s: %s, want %s", c.from, got, c.want)
		}
	}
	after := DeadlineSpec{Kind: DeadlineAfter, After: 48 * time.Hour, Zone: "UTC"}
	if got := after.next(mustTime(t, "2026-11-25T10:00:00Z")); !got.Equal(mustTime(t, "2026-11-27T10:00:00Z")) {
		t.Errorf("48h: %s", got)
	}
}

func TestDeadlineSpecRefusals(t *testing.T) {
	ok := DeadlineSpec{Kind: DeadlineWeekly, Weekday: time.Thursday, Clock: "21:00", Zone: "Europe/Rome", PauseLimit: time.Hour}
	for field, sp := range map[string]DeadlineSpec{
		"zone":       {Kind: DeadlineAfter, After: time.Hour, Zone: "Mars/Olympus"},
		"zone ":      {Kind: DeadlineAfter, After: time.Hour, Zone: ""},
		"after":      {Kind: DeadlineAfter, After: time.Second, Zone: "UTC"},
		"after ":     {Kind: DeadlineAfter, After: 61 * 24 * time.Hour, Zone: "UTC"},
		"clock":      {Kind: DeadlineWeekly, Weekday: time.Monday, Clock: "25:00", Zone: "UTC"},
		"clock ":     {Kind: DeadlineWeekly, Weekday: time.Monday, Clock: "9:00pm", Zone: "UTC"},
		"weekday":    {Kind: DeadlineWeekly, Weekday: 9, Clock: "21:00", Zone: "UTC"},
		"kind":       {Kind: "monthly", Zone: "UTC"},
		"pauseLimit": {Kind: DeadlineAfter, After: time.Hour, Zone: "UTC", PauseLimit: -time.Hour},
	} {
		err := sp.Check()
		if err == nil || !strings.Contains(err.Error(), strings.TrimSpace(field)) {
			t.Errorf("%s: %v", field, err)
		}
	}
	if err := ok.Check(); err != nil {
		t.Errorf("valid spec refused: %v", err)
	}
}

// deadlineGame is a started six-player game with safe draws and a 24-hour
// deadline set at start.
func deadlineGame(t *testing.T, opts map[string]string) (*game, time.Time) {
	g := started(t, opts)
	g.safe = true
	stackSafe(g.s)
	at := g.clock.Add(time.Minute)
	g.gm(Action{Kind: ActDeadline, Choice: DeadlineSet, At: at,
		Deadline: &DeadlineSpec{Kind: DeadlineAfter, After: 24 * time.Hour, Zone: "Europe/Rome", PauseLimit: 2 * time.Hour}})
	return g, at
}

// autoAll runs every automatic step due at now and returns their outcomes.
func (g *game) autoAll(now time.Time) []Outcome {
	g.t.Helper()
	var outs []Outcome
	for i := 0; g.s.AutoDue(now); i++ {
		if i > 40 {
			g.t.Fatal("automatic steps do not end")
		}
		outs = append(outs, g.gm(Action{Kind: ActAuto, At: now}))
	}
	return outs
}

func kinds(o Outcome) []string {
	var out []string
	for _, m := range o.Messages {
		out = append(out, m.Kind)
	}
	return out
}

// Time moved forward: nothing happens before the deadline; at it, each
// clan that has not acted gets its default, one entry each saying so, and
// the phase advances with a fresh deadline; through Diplomacy and a
// Movement nobody declared, the season ends by itself.
func TestAutoAdvanceAtDeadline(t *testing.T) {
	g, at := deadlineGame(t, nil)
	first := g.s.NextDrawer()
	g.as(first, Action{Kind: ActDraw, At: at.Add(time.Hour)})
	if g.s.AutoDue(at.Add(23 * time.Hour)) {
		t.Fatal("due before the deadline")
	}
	g.refused(GM(), Action{Kind: ActAuto, At: at.Add(23 * time.Hour)}, ErrNotNow)
	due := at.Add(24 * time.Hour)
	outs := g.autoAll(due)
	if len(outs) != 6 { // five defaults and the advance
		t.Fatalf("%d steps: %+v", len(outs), outs)
	}
	for _, o := range outs[:5] {
		if k := kinds(o); k[0] != "default" || !strings.Contains(o.Messages[0].English(), "draws") || !strings.Contains(o.Messages[0].Italian(), "pesca") {
			t.Errorf("default entry: %+v", o.Messages)
		}
		if strings.Contains(o.Messages[0].English(), string(first)) {
			t.Errorf("%s drew itself, yet got a default", first)
		}
	}
	if g.s.Phase != PhaseDiplomacy || !g.s.Deadline.Due.Equal(due.Add(24*time.Hour)) {
		t.Fatalf("phase %s, due %s", g.s.Phase, g.s.Deadline.Due)
	}
	// Diplomacy waits for nobody but uses its time.
	if g.s.AutoDue(due.Add(23 * time.Hour)) {
		t.Fatal("diplomacy cut short")
	}
	g.autoAll(due.Add(24 * time.Hour))
	if g.s.Phase != PhaseMovement {
		t.Fatalf("phase %s", g.s.Phase)
	}
	outs = g.autoAll(due.Add(48 * time.Hour))
	stays := 0
	for _, o := range outs {
		if len(o.Messages) > 1 && o.Messages[0].Kind == "default" && strings.Contains(o.Messages[0].English(), "stays where it is") {
			stays++
		}
	}
	if stays != 6 || g.s.Season != Summer || g.s.Phase != PhaseDraw {
		t.Fatalf("%d stays, now %s %s", stays, g.s.Season, g.s.Phase)
	}
}

// Once everyone has acted the phase advances without waiting for the
// deadline; with missedDeadline=wait a passed deadline changes nothing.
func TestAutoAdvanceWhenEveryoneActed(t *testing.T) {
	g, at := deadlineGame(t, map[string]string{"missedDeadline": MissedWait})
	if g.s.AutoDue(at.Add(48 * time.Hour)) {
		t.Fatal("wait: a passed deadline applied defaults")
	}
	g.drawAll()
	now := g.clock.Add(time.Minute)
	if !g.s.AutoDue(now) {
		t.Fatal("everyone drew, nothing due")
	}
	out := g.gm(Action{Kind: ActAuto, At: now})
	if g.s.Phase != PhaseDiplomacy || !strings.Contains(out.Messages[0].English(), "Everyone has acted") {
		t.Fatalf("phase %s, %+v", g.s.Phase, out.Messages)
	}
}

// An unanswered confrontation takes missedConfrontation where it is legal.
func TestAutoConfrontationDefault(t *testing.T) {
	g, _ := deadlineGame(t, map[string]string{"missedConfrontation": ChooseWithdraw})
	g.toMovement(nil)
	g.moves(map[Clan]Action{Takeda: {Kind: ActMove, Province: 32}, Imagawa: {Kind: ActMove, Province: 32}})
	g.advance()
	if g.s.Phase != PhaseEndOfMovement {
		t.Fatalf("phase %s", g.s.Phase)
	}
	now := g.s.Deadline.Due
	out := g.gm(Action{Kind: ActAuto, At: now})
	if out.Messages[0].Kind != "default" || !strings.Contains(out.Messages[0].English(), "withdraw") || !strings.Contains(out.Messages[0].Italian(), "ritir") {
		t.Fatalf("%+v", out.Messages)
	}
	if len(g.s.Confrontations) != 1 || !g.s.Confrontations[0].Done {
		t.Fatalf("%+v", g.s.Confrontations)
	}
}

// Pauses are logged, limited in total, end by themselves at the limit;
// an extension moves the deadline; players may touch none of it.
func TestDeadlinePauseLimitAndExtend(t *testing.T) {
	g, at := deadlineGame(t, nil)
	d0 := g.s.Deadline.Due
	g.refused(PlayerOf(Takeda), Action{Kind: ActDeadline, Choice: DeadlinePause, At: at}, ErrForbidden)
	out := g.gm(Action{Kind: ActDeadline, Choice: DeadlinePause, Text: "Bruno is ill", At: at.Add(time.Hour)})
	if !strings.Contains(out.Messages[0].English(), "Bruno is ill") || !strings.Contains(out.Messages[0].English(), "pause 1") {
		t.Errorf("pause not logged: %+v", out.Messages)
	}
	if !g.s.Deadline.DueAt(at.Add(2*time.Hour)).IsZero() || g.s.AutoDue(at.Add(90*time.Minute)) {
		t.Error("a paused clock has a deadline")
	}
	g.gm(Action{Kind: ActDeadline, Choice: DeadlineResume, At: at.Add(2 * time.Hour)})
	if want := d0.Add(time.Hour); !g.s.Deadline.Due.Equal(want) {
		t.Fatalf("after a one-hour pause due %s, want %s", g.s.Deadline.Due, want)
	}
	// The second pause is never resumed: it ends at the limit (2h in all).
	g.gm(Action{Kind: ActDeadline, Choice: DeadlinePause, At: at.Add(3 * time.Hour)})
	if !g.s.Deadline.IsPaused(at.Add(3*time.Hour + 59*time.Minute)) {
		t.Error("pause ended early")
	}
	if want := d0.Add(2 * time.Hour); !g.s.Deadline.DueAt(at.Add(10 * time.Hour)).Equal(want) {
		t.Errorf("due %s, want %s", g.s.Deadline.DueAt(at.Add(10*time.Hour)), want)
	}
	g.refused(GM(), Action{Kind: ActDeadline, Choice: DeadlinePause, At: at.Add(5 * time.Hour)}, ErrNotNow)
	g.refused(GM(), Action{Kind: ActDeadline, Choice: DeadlineExtend, Extend: 90 * 24 * time.Hour, At: at.Add(5 * time.Hour)}, nil)
	g.gm(Action{Kind: ActDeadline, Choice: DeadlineExtend, Extend: 6 * time.Hour, Text: "harvest", At: at.Add(5 * time.Hour)})
	if want := d0.Add(8 * time.Hour); !g.s.Deadline.Due.Equal(want) {
		t.Errorf("extended due %s, want %s", g.s.Deadline.Due, want)
	}
	g.gm(Action{Kind: ActDeadline, Choice: DeadlineOff, At: at.Add(6 * time.Hour)})
	if g.s.Deadline != nil || g.s.AutoDue(at.Add(100*time.Hour)) {
		t.Error("deadlines off, still a clock")
	}
}

// A refused deadline action leaves the clock exactly as it was.
func TestDeadlineRefusalChangesNothing(t *testing.T) {
	g, at := deadlineGame(t, nil)
	before := *g.s.Deadline
	_, err := g.try(GM(), Action{Kind: ActDeadline, Choice: DeadlineSet, At: at, Deadline: &DeadlineSpec{Kind: DeadlineAfter, Zone: "Nowhere/At_All"}})
	if err == nil || *g.s.Deadline != before {
		t.Fatalf("err %v, deadline %+v", err, g.s.Deadline)
	}
	if _, err := g.try(GM(), Action{Kind: ActDeadline, Choice: DeadlineResume, At: at}); !errors.Is(err, ErrNotNow) {
		t.Errorf("resume of a running clock: %v", err)
	}
}

// The server wakes at the deadline, at the end of a pause, at once when a
// step is due, never when only a person can act.
func TestWakeAt(t *testing.T) {
	g, at := deadlineGame(t, nil)
	if w := g.s.WakeAt(at); !w.Equal(g.s.Deadline.Due) {
		t.Errorf("wake %s, want the deadline %s", w, g.s.Deadline.Due)
	}
	late := g.s.Deadline.Due.Add(time.Minute)
	if w := g.s.WakeAt(late); !w.Equal(late) {
		t.Errorf("wake %s, want now", w)
	}
	g.gm(Action{Kind: ActDeadline, Choice: DeadlinePause, At: at.Add(time.Hour)})
	if w := g.s.WakeAt(at.Add(time.Hour)); !w.Equal(at.Add(3 * time.Hour)) {
		t.Errorf("paused: wake %s, want the end of the pause limit", w)
	}
	g.gm(Action{Kind: ActDeadline, Choice: DeadlineOff, At: at.Add(2 * time.Hour)})
	if w := g.s.WakeAt(at.Add(2 * time.Hour)); !w.IsZero() {
		t.Errorf("no deadline: wake %s", w)
	}
}
