package campaign

import (
	"slices"
	"time"
)

// Automatic advance between club nights. When every clan that must act in
// the phase has acted, or the phase's deadline has passed, the server
// takes one step at a time as an ActAuto action: the default of one clan
// that did not act (one log entry each, option missedDeadline), or the
// advance to the next phase. Each step is one action, so a failure leaves
// the campaign at the previous step and the next tick retries. Battles
// fought on the table, sieges, the Winter tallies, a card waiting for its
// choice and a NINJA waiting for its answer are the game master's: the
// server never decides them.

// Values of Options.MissedDeadline and Options.MissedConfrontation.
const (
	MissedDefaults = "defaults" // apply the defaults below and advance
	MissedWait     = "wait"     // the deadline only informs: the game master advances
)

// Waiting lists the clans that must still act in the current phase, in
// playing order: those yet to draw, to declare their movement, to choose
// at the end of movement, to resolve a card or to answer a NINJA. Nobody
// is waited for in Diplomacy (notes are optional, §6) nor in the game
// master's phases.
func (s *State) Waiting() []Clan {
	var out []Clan
	add := func(c Clan) {
		if c != "" && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	if s.Pending != nil {
		add(s.Pending.Clan)
	}
	if s.Ninja != nil {
		add(s.Ninja.Target)
	}
	for _, c := range s.Order {
		cs := s.Clan(c)
		if cs == nil || cs.Status != Active {
			continue
		}
		switch s.Phase {
		case PhaseDraw:
			if !cs.Turn.Drawn {
				add(c)
			}
		case PhaseMovement:
			if s.mustMove(c) {
				add(c)
			}
		}
	}
	for i := range s.Confrontations {
		if s.Phase == PhaseEndOfMovement {
			add(s.Confrontations[i].Chooser())
		}
	}
	return out
}

// mustMove reports whether c has still to declare its movement (Mover's
// test, for any clan rather than only the next).
func (s *State) mustMove(c Clan) bool {
	cs := s.Clan(c)
	if s.MoveRound == 2 {
		return cs.Turn.SecondMove
	}
	return !cs.Turn.Moved && (s.canMove(c) == nil || s.mightSend(c) == nil)
}

// autoPhases are the phases the server advances by itself.
var autoPhases = []Phase{PhaseDraw, PhaseDiplomacy, PhaseMovement, PhaseEndOfMovement}

// AutoDue reports whether an ActAuto at now would do something: the
// campaign has deadlines, is in a phase the server may advance, nothing
// waits for a choice only its player can make, and either the deadline has
// passed or (but in Diplomacy, whose time is the players' to use) nobody
// is left to act.
func (s *State) AutoDue(now time.Time) bool {
	if s.Deadline == nil || !slices.Contains(autoPhases, s.Phase) || s.Pending != nil || s.Ninja != nil {
		return false
	}
	if s.Deadline.Passed(now) {
		return s.Options.MissedDeadline == MissedDefaults || len(s.Waiting()) == 0
	}
	return s.Phase != PhaseDiplomacy && len(s.Waiting()) == 0
}

// auto takes the next automatic step (ActAuto, the server as game master).
func (e *engine) auto() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	s, now := e.s, e.a.At
	if !s.AutoDue(now) {
		return refuse(ErrNotNow, "kind", "campaign.nothing-due-yet")
	}
	if w := s.Waiting(); len(w) > 0 {
		return e.missed(w[0])
	}
	if s.Deadline.Passed(now) {
		e.say("deadline", "campaign.deadline-has-passed-phase-advances")
	} else {
		e.say("deadline", "campaign.everyone-has-acted-phase-advances")
	}
	return e.advance()
}

// missed applies the default of clan c, which did not act before the
// deadline (option missedDeadline): one log entry saying so.
func (e *engine) missed(c Clan) error {
	s := e.s
	switch s.Phase {
	case PhaseDraw:
		// Drawing is no choice (§5): the server draws for the clan; a card
		// that then asks for a choice waits for its player or the GM.
		e.say("default", "campaign.deadline-has-passed-server-draws", c)
		return e.draw(c)
	case PhaseMovement:
		e.say("default", "campaign.deadline-passed-army-stays", c)
		return e.stay(c)
	}
	for i := range s.Confrontations {
		cf := &s.Confrontations[i]
		if cf.Chooser() != c {
			continue
		}
		choice := s.missedChoice(cf)
		e.say("default", "campaign.deadline-passed-default-choice",
			c, s.provinceName(cf.Province), choiceWords([]string{choice}))
		e.a = Action{Kind: ActConfront, Clan: c, Province: cf.Province, Choice: choice, At: e.a.At}
		return e.confront(c)
	}
	return refuse(ErrNotNow, "kind", "campaign.nothing-due-yet")
}

// missedChoice is the choice taken for a clan that did not choose: the
// option's if the rules allow it here, else the first the rules allow
// (to fight is always among them but after a shut-in Fortress, §9).
func (s *State) missedChoice(cf *Confrontation) string {
	legal := s.ConfrontationChoices(cf)
	if slices.Contains(legal, s.Options.MissedConfrontation) {
		return s.Options.MissedConfrontation
	}
	return legal[0]
}

// WakeAt is when the server should next look at the campaign for an
// automatic step, as seen at now: now itself when one is due, else the
// end of a pause or the deadline; zero when only a person's action can
// make one due (that action sets the next wake time).
func (s *State) WakeAt(now time.Time) time.Time {
	switch {
	case s.AutoDue(now):
		return now
	case s.Deadline == nil || !slices.Contains(autoPhases, s.Phase) || s.Pending != nil || s.Ninja != nil:
		return time.Time{}
	case s.Deadline.IsPaused(now):
		return s.Deadline.resumesAt()
	}
	if due := s.Deadline.DueAt(now); due.After(now) {
		return due
	}
	return time.Time{}
}
