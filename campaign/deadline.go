package campaign

import (
	"fmt"
	"strings"
	"time"
)

// Deadlines for play between club nights. The rulebook knows only the
// table (the seeds set no time for a phase but the five minutes of
// diplomacy, §6): a deadline is the game master's setting, never a rule.
// The engine never reads the clock: every time below comes from the
// action's At, so a replay of the log gives the same deadlines.

// Deadline kinds.
const (
	DeadlineAfter  = "after"  // a duration from the moment a phase opens
	DeadlineWeekly = "weekly" // the next weekday and time in the campaign's zone
)

// Bounds on what a game master may set.
const (
	MaxDeadlineSpan = 60 * 24 * time.Hour // a duration, an extension, a pause limit
	MinDeadlineSpan = time.Minute
)

// DeadlineSpec is how each phase's deadline is set.
type DeadlineSpec struct {
	Kind    string        `json:"kind"`              // DeadlineAfter | DeadlineWeekly
	After   time.Duration `json:"after,omitempty"`   // DeadlineAfter
	Weekday time.Weekday  `json:"weekday,omitempty"` // DeadlineWeekly
	Clock   string        `json:"clock,omitempty"`   // DeadlineWeekly, "21:00"
	// Zone is the campaign's IANA time zone ("Europe/Rome"): the weekly
	// time is read in it, and pages without JavaScript show it.
	Zone string `json:"zone"`
	// PauseLimit is the total time the clock may stand paused: past it the
	// clock runs again by itself, so no campaign is frozen by accident.
	PauseLimit time.Duration `json:"pauseLimit"`
}

// Deadline is the campaign's clock: its spec and the current phase's due
// time.
type Deadline struct {
	Spec DeadlineSpec `json:"spec"`
	// Due is when the current phase's time runs out (zero: none yet).
	Due time.Time `json:"due,omitempty"`
	// PausedAt is when the running pause began (zero: not paused), Rest
	// the time that was left then.
	PausedAt time.Time     `json:"pausedAt,omitempty"`
	Rest     time.Duration `json:"rest,omitempty"`
	// Paused is the total of the pauses already over.
	Paused time.Duration `json:"paused,omitempty"`
	Pauses int           `json:"pauses,omitempty"`
}

// Check validates the spec, naming the wrong field in both languages.
func (sp DeadlineSpec) Check() error {
	if _, err := time.LoadLocation(sp.Zone); err != nil || sp.Zone == "" || strings.EqualFold(sp.Zone, "local") {
		return invalid("zone", "campaign.unknown-time-zone-e-g", sp.Zone)
	}
	if sp.PauseLimit < 0 || sp.PauseLimit > MaxDeadlineSpan {
		return invalid("pauseLimit", "campaign.pause-limit-must-between-0")
	}
	switch sp.Kind {
	case DeadlineAfter:
		if sp.After < MinDeadlineSpan || sp.After > MaxDeadlineSpan {
			return invalid("after", "campaign.phase-lasts-between-one-minute")
		}
	case DeadlineWeekly:
		if sp.Weekday < time.Sunday || sp.Weekday > time.Saturday {
			return invalid("weekday", "campaign.choose-day-week")
		}
		if _, _, ok := parseClock(sp.Clock); !ok {
			return invalid("clock", "campaign.write-time-as-hh-mm")
		}
	default:
		return invalid("kind", "campaign.choose-duration-weekly-time")
	}
	return nil
}

func parseClock(s string) (h, m int, ok bool) {
	var extra string
	n, _ := fmt.Sscanf(s+" .", "%d:%d %s", &h, &m, &extra)
	return h, m, n == 3 && extra == "." && len(s) == 5 && h >= 0 && h < 24 && m >= 0 && m < 60
}

// next is the deadline of a phase opened at t.
func (sp DeadlineSpec) next(t time.Time) time.Time {
	if sp.Kind == DeadlineAfter {
		return t.Add(sp.After).UTC()
	}
	loc, err := time.LoadLocation(sp.Zone)
	if err != nil {
		loc = time.UTC // Check refused it; a stored spec is always valid
	}
	h, m, _ := parseClock(sp.Clock)
	local := t.In(loc)
	days := (int(sp.Weekday) - int(local.Weekday()) + 7) % 7
	due := time.Date(local.Year(), local.Month(), local.Day()+days, h, m, 0, 0, loc)
	if !due.After(t) {
		due = time.Date(local.Year(), local.Month(), local.Day()+days+7, h, m, 0, 0, loc)
	}
	return due.UTC()
}

// IsPaused reports whether the clock stands paused at now: a pause ends by
// itself once the pauses reach the limit.
func (d *Deadline) IsPaused(now time.Time) bool {
	return d != nil && !d.PausedAt.IsZero() && now.Before(d.resumesAt())
}

func (d *Deadline) resumesAt() time.Time {
	return d.PausedAt.Add(max(d.Spec.PauseLimit-d.Paused, 0))
}

// DueAt is when the current phase's time runs out as seen at now (zero
// when there is no deadline or the clock stands paused).
func (d *Deadline) DueAt(now time.Time) time.Time {
	switch {
	case d == nil || d.Due.IsZero():
		return time.Time{}
	case d.PausedAt.IsZero():
		return d.Due
	case d.IsPaused(now):
		return time.Time{}
	}
	return d.resumesAt().Add(d.Rest)
}

// Passed reports whether the current phase's deadline has passed at now.
func (d *Deadline) Passed(now time.Time) bool {
	due := d.DueAt(now)
	return !due.IsZero() && !now.Before(due)
}

// PauseLeft is how much pause the game master has left at now.
func (d *Deadline) PauseLeft(now time.Time) time.Duration {
	used := d.Paused
	if !d.PausedAt.IsZero() {
		used += min(now.Sub(d.PausedAt), d.Spec.PauseLimit-d.Paused)
	}
	return max(d.Spec.PauseLimit-used, 0)
}

// settle ends a pause that ran out by itself, so that the stored clock
// reads as running again.
func (d *Deadline) settle(now time.Time) {
	if d.PausedAt.IsZero() || d.IsPaused(now) {
		return
	}
	end := d.resumesAt()
	d.Paused += end.Sub(d.PausedAt)
	d.Due, d.PausedAt, d.Rest = end.Add(d.Rest), time.Time{}, 0
}

// ActDeadline choices.
const (
	DeadlineSet    = "set"    // Action.Deadline: the spec; the current phase's time starts now
	DeadlineOff    = "off"    // no deadlines
	DeadlinePause  = "pause"  // Text: the reason
	DeadlineResume = "resume" //
	DeadlineExtend = "extend" // Action.Extend: how much longer the current phase lasts; Text: the reason
)

// deadline runs the game master's clock actions.
func (e *engine) deadline() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	if e.s.Phase == PhaseSetup || e.a.At.IsZero() {
		return refuse(ErrNotNow, "kind", "campaign.deadlines-start-with-campaign")
	}
	if e.a.Choice == DeadlineSet {
		return e.setDeadline()
	}
	if e.s.Deadline == nil {
		return refuse(ErrNotNow, "choice", "campaign.campaign-has-no-deadlines")
	}
	d := *e.s.Deadline // replaced whole: Apply's backup shares the old one
	d.settle(e.a.At)
	var err error
	switch e.a.Choice {
	case DeadlineOff:
		e.s.Deadline = nil
		e.say("deadline", "campaign.game-master-removed-deadlines")
		return nil
	case DeadlinePause:
		err = e.pause(&d)
	case DeadlineResume:
		err = e.resume(&d)
	case DeadlineExtend:
		err = e.extend(&d)
	default:
		return invalid("choice", "campaign.choose-set-off-pause-resume")
	}
	if err == nil {
		e.s.Deadline = &d
	}
	return err
}

func (e *engine) setDeadline() error {
	if e.a.Deadline == nil {
		return invalid("kind", "campaign.choose-duration-weekly-time")
	}
	sp := *e.a.Deadline
	if err := sp.Check(); err != nil {
		return err
	}
	d := &Deadline{Spec: sp, Due: sp.next(e.a.At)}
	if old := e.s.Deadline; old != nil {
		d.Paused, d.Pauses = old.Paused, old.Pauses
	}
	e.s.Deadline = d
	e.say("deadline", "campaign.deadlines-set-this-phase-ends",
		d.Due.In(sp.location()).Format("2006-01-02 15:04"), sp.Zone)
	return nil
}

func (sp DeadlineSpec) location() *time.Location {
	if loc, err := time.LoadLocation(sp.Zone); err == nil {
		return loc
	}
	return time.UTC
}

func (e *engine) pause(d *Deadline) error {
	now := e.a.At
	switch {
	case !d.PausedAt.IsZero():
		return refuse(ErrNotNow, "choice", "campaign.clock-already-paused")
	case d.Due.IsZero():
		return refuse(ErrNotNow, "choice", "campaign.this-phase-has-no-deadline")
	case d.PauseLeft(now) <= 0:
		return refuse(ErrNotNow, "choice", "campaign.pause-limit-used-up", d.Spec.PauseLimit)
	}
	d.PausedAt, d.Rest = now, max(d.Due.Sub(now), 0)
	d.Pauses++
	e.say("deadline", "campaign.game-master-paused-clock-pause",
		d.Pauses, d.PauseLeft(now).Round(time.Minute), e.reason())
	return nil
}

func (e *engine) resume(d *Deadline) error {
	now := e.a.At
	if d.PausedAt.IsZero() {
		return refuse(ErrNotNow, "choice", "campaign.clock-not-paused")
	}
	d.Paused += now.Sub(d.PausedAt)
	d.Due, d.PausedAt, d.Rest = now.Add(d.Rest), time.Time{}, 0
	e.say("deadline", "campaign.game-master-restarted-clock-this",
		d.Due.In(d.Spec.location()).Format("2006-01-02 15:04"))
	return nil
}

func (e *engine) extend(d *Deadline) error {
	by := e.a.Extend
	if by < MinDeadlineSpan || by > MaxDeadlineSpan {
		return invalid("extend", "campaign.extend-by-between-one-minute")
	}
	if d.Due.IsZero() {
		return refuse(ErrNotNow, "choice", "campaign.this-phase-has-no-deadline")
	}
	if d.PausedAt.IsZero() {
		d.Due = d.Due.Add(by)
	} else {
		d.Rest += by
	}
	e.say("deadline", "campaign.game-master-extended-this-phase", by, e.reason())
	return nil
}

// reason is the game master's reason, or a dash.
func (e *engine) reason() string {
	if t := strings.TrimSpace(e.a.Text); t != "" {
		return t
	}
	return "—"
}

// phaseMark names where the campaign stands: a change opens a new
// deadline.
type phaseMark struct {
	year   int
	season Season
	phase  Phase
	round  int
}

func (s *State) mark() phaseMark { return phaseMark{s.Year, s.Season, s.Phase, s.MoveRound} }

// restartDeadline gives a phase that has just opened its own deadline
// (a pause in progress carries over to it).
func (e *engine) restartDeadline(before phaseMark) {
	s := e.s
	if s.Deadline == nil || s.mark() == before || e.a.At.IsZero() {
		return
	}
	d := *s.Deadline
	d.settle(e.a.At)
	if s.Phase == PhaseEnded {
		d.Due = time.Time{}
	} else if d.PausedAt.IsZero() {
		d.Due = d.Spec.next(e.a.At)
	} else {
		d.Rest = d.Spec.next(e.a.At).Sub(e.a.At)
	}
	s.Deadline = &d
}
