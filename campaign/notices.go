package campaign

import (
	"slices"
	"time"
)

// Notices are what players and the game master may be told outside the
// site when an action is stored (they opt in; see models' outbox). A
// notice names its kind and its reader only: never a card, a note's text
// or anything else the reader may not see.

// Notice kinds.
const (
	NoticeTurn   = "turn"   // the reader must act now (with the deadline)
	NoticePhase  = "phase"  // the phase advanced
	NoticeNote   = "note"   // a diplomacy note for the reader (never its text)
	NoticeBattle = "battle" // a battle's result is in
	NoticeSoon   = "soon"   // the phase's deadline is in one hour
)

// Notice is one thing to tell one reader: a clan's player, or the game
// master (Clan "").
type Notice struct {
	Kind string `json:"kind"`
	Clan Clan   `json:"clan,omitempty"`
	GM   bool   `json:"gm,omitempty"`
}

// Turn is what the notices compare of the state before an action: its
// phase and who was to act (the banner's), taken before the action runs
// so that nothing else of the state needs keeping.
type Turn struct {
	mark    phaseMark
	waiting []Clan
	gm      bool
}

// TurnOf is s's turn at now.
func TurnOf(s *State, now time.Time) Turn {
	b := s.Banner(now)
	return Turn{mark: s.mark(), waiting: b.Waiting, gm: b.GM}
}

// NoticesOf lists the notices of an action that took the campaign from
// turn was to after: the phase advanced (to every player and the GM),
// whose turn it now is, a note for its addressee, a battle result.
func NoticesOf(was Turn, after *State, a Action) []Notice {
	var out []Notice
	readers := func(kind string) {
		for _, cs := range after.Clans {
			if cs.Status == Active {
				out = append(out, Notice{Kind: kind, Clan: cs.Clan})
			}
		}
		out = append(out, Notice{Kind: kind, GM: true})
	}
	moved := was.mark != after.mark()
	if moved {
		readers(NoticePhase)
	}
	if a.Kind == ActBattleResult {
		readers(NoticeBattle)
	}
	if a.Kind == ActNote && a.Target != "" {
		out = append(out, Notice{Kind: NoticeNote, Clan: a.Target})
	}
	// Whose turn: the banner's, who must (or may) act now, movement in
	// playing order included.
	is := after.Banner(a.At)
	for _, c := range is.Waiting {
		if !slices.Contains(was.waiting, c) || moved {
			out = append(out, Notice{Kind: NoticeTurn, Clan: c})
		}
	}
	if is.GM && (!was.gm || moved) {
		out = append(out, Notice{Kind: NoticeTurn, GM: true})
	}
	return out
}

// SoonBefore is how long before a deadline the players who have not acted
// yet are reminded (notice kind NoticeSoon; the seeds know no deadlines,
// the hour is the issue's).
const SoonBefore = time.Hour

// SoonNotices are the reminders due at now: one per clan still waited for
// when the running (not paused) deadline is at most SoonBefore away, with
// that deadline, which names the reminder so that it goes once.
func (s *State) SoonNotices(now time.Time) (time.Time, []Notice) {
	if s.Deadline == nil || s.Deadline.IsPaused(now) {
		return time.Time{}, nil
	}
	due := s.Deadline.DueAt(now)
	if due.IsZero() || !due.After(now) || due.Sub(now) > SoonBefore {
		return time.Time{}, nil
	}
	var out []Notice
	for _, c := range s.Waiting() {
		out = append(out, Notice{Kind: NoticeSoon, Clan: c})
	}
	return due, out
}
