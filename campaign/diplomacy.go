package campaign

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// Note is a diplomatic note (§6): sender, recipient and the turn it was
// written in. Notes are immutable and kept forever in the box. A public
// declaration is a Note with no recipient; notes and declarations are
// numbered apart, from 1.
type Note struct {
	ID     int       `json:"id"`
	From   Clan      `json:"from"`
	To     Clan      `json:"to,omitempty"`
	Year   int       `json:"year"`
	Season Season    `json:"season"`
	Phase  Phase     `json:"phase,omitempty"`
	Text   string    `json:"text"`
	At     time.Time `json:"at"`
}

// Declaration reports whether n is a public declaration.
func (n Note) Declaration() bool { return n.To == "" }

// BoxReader is who reads the box and how far (§6, C-37): the game master
// every note; a player the notes he sent or received and, once he played
// SPY, every note up to the one numbered SpyUpTo; the public none.
// Declarations are everybody's.
type BoxReader struct {
	All     bool
	Clan    Clan
	SpyUpTo int
}

// BoxReaderOf is the box reader viewer v is in s.
func (s *State) BoxReaderOf(v Viewer) BoxReader {
	if v.Role == RoleGM {
		return BoxReader{All: true}
	}
	r := BoxReader{Clan: v.Clan}
	if cs := s.Clan(v.Clan); cs != nil && v.Clan != "" {
		r.SpyUpTo = cs.SpyUpTo
	}
	return r
}

// CanRead reports whether r may read n.
func (r BoxReader) CanRead(n Note) bool {
	switch {
	case r.All || n.Declaration():
		return true
	case r.Clan == "":
		return false
	}
	return n.From == r.Clan || n.To == r.Clan || n.ID <= r.SpyUpTo
}

// MaxNoteLength bounds a note's text.
const MaxNoteLength = 2000

// Request is a player's request for an allied contingent (§8.2): From asks
// To to send one.
type Request struct {
	From Clan `json:"from"`
	To   Clan `json:"to"`
}

func (e *engine) timer() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	s := e.s
	if s.Phase != PhaseDiplomacy {
		return refuse(ErrNotNow, "kind", "campaign.timer-runs-diplomacy-phase")
	}
	at := e.a.At.UTC()
	if e.a.At.IsZero() && e.a.Choice != "stop" {
		return invalid("at", "campaign.clock-time-needed-start-timer")
	}
	switch e.a.Choice {
	case "start":
		return e.startTimer(at)
	case "stop":
		s.Timer.Rest = s.Timer.Unused(at)
		s.Timer.Stopped = true
		e.say("timer", "campaign.diplomacy-closed")
	case "extend":
		return e.extendTimer(at)
	default:
		return invalid("choice", "campaign.choose-start-stop-extend")
	}
	return nil
}

// startTimer runs the diplomacy clock again for the time it has left: the
// phase "non può superare i 5 minuti" (seed 004 l.463).
func (e *engine) startTimer(at time.Time) error {
	s := e.s
	if s.Timer.Running(at) {
		return refuse(ErrNotNow, "choice", "campaign.diplomacy-timer-already-running")
	}
	left := s.Timer.Unused(at)
	if left <= 0 {
		return refuse(ErrNotNow, "choice",
			"campaign.diplomacy-used-up", rulebook.Samurai.Cite(rulebook.CampDiplomacy)) // cites §6
	}
	s.Timer = Timer{StartedAt: at, Span: left}
	e.say("timer", "campaign.diplomacy-timer-started-left", clock(left))
	return nil
}

// extendTimer is the game master's discretion over the five minutes (§6):
// five more, with the reason in the log for everyone to read.
func (e *engine) extendTimer(at time.Time) error {
	s := e.s
	reason := strings.Join(strings.Fields(e.a.Text), " ")
	switch {
	case reason == "":
		return invalid("text", "campaign.give-reason-extending-diplomacy-beyond")
	case utf8.RuneCountInString(reason) > 200:
		return invalid("text", "campaign.reason-too-long-at-most")
	}
	span := s.Timer.Unused(at) + DiplomacyTime
	s.Timer = Timer{StartedAt: at, Span: span}
	e.say("timer", "campaign.diplomacy-extended", rulebook.Samurai.Cite(rulebook.CampDiplomacy), clock(span), reason) // cites §6
	return nil
}

// clock writes a duration as minutes and seconds, "5:00".
func clock(d time.Duration) string {
	d = d.Round(time.Second)
	return fmt.Sprintf("%d:%02d", int(d.Minutes()), int(d.Seconds())%60)
}

// checkDiplomacyOpen refuses notes outside the Diplomacy phase and after its
// five minutes (§6).
func (e *engine) checkDiplomacyOpen() error {
	s := e.s
	if s.Phase != PhaseDiplomacy {
		return refuse(ErrNotNow, "kind", "campaign.notes-are-passed-only-diplomacy")
	}
	if s.Timer.StartedAt.IsZero() {
		return refuse(ErrNotNow, "kind", "campaign.game-master-has-not-started")
	}
	if !s.Timer.Running(e.a.At) {
		return refuse(ErrNotNow, "kind", "campaign.diplomacy-over-its-five-minutes")
	}
	return nil
}

// cleanText applies the note rules: block capitals, legible, not empty
// (§6). Ciphers and dialects are for the game master to judge.
func cleanText(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", invalid("text", "campaign.write-something")
	}
	if utf8.RuneCountInString(s) > MaxNoteLength {
		return "", invalid("text", "campaign.note-too-long-at-most", MaxNoteLength)
	}
	if !utf8.ValidString(s) {
		return "", invalid("text", "campaign.note-not-valid-text")
	}
	return strings.ToUpper(s), nil
}

// countNote checks the action's text and counts it among the notes and
// declarations c passed this phase, refusing it past the campaign's bound
// (Options.NotesPerPhase).
func (e *engine) countNote(c Clan) (string, error) {
	cs := e.s.Clan(c)
	if max := e.s.Options.NotesPerPhase; max > 0 && cs.Turn.Notes >= max {
		return "", refuse(ErrNotNow, "text", "campaign.notes-per-phase-reached", max)
	}
	text, err := cleanText(e.a.Text)
	if err != nil {
		return "", err
	}
	cs.Turn.Notes++
	return text, nil
}

func (e *engine) note(c Clan) error {
	s, a := e.s, e.a
	if err := e.checkDiplomacyOpen(); err != nil {
		return err
	}
	if a.Target == c || !s.active(a.Target) {
		return invalid("target", "campaign.address-note-another-player-clan")
	}
	text, err := e.countNote(c)
	if err != nil {
		return err
	}
	s.NoteCount++
	e.out.Box = append(e.out.Box, Note{ID: s.NoteCount, From: c, To: a.Target, Year: s.Year, Season: s.Season, Phase: s.Phase, Text: text, At: a.At.UTC()})
	e.say("note", "campaign.passes-note", c, a.Target)
	return nil
}

func (e *engine) declare(c Clan) error {
	s, a := e.s, e.a
	if err := e.checkDiplomacyOpen(); err != nil {
		return err
	}
	text, err := e.countNote(c)
	if err != nil {
		return err
	}
	s.DeclarationCount++
	e.out.Box = append(e.out.Box, Note{ID: s.DeclarationCount, From: c, Year: s.Year, Season: s.Season, Phase: s.Phase, Text: text, At: a.At.UTC()})
	e.say("declaration", "campaign.declares-publicly", c, text)
	return nil
}

// request asks Target for an allied contingent this season (§8.2).
func (e *engine) request(c Clan) error {
	s, a := e.s, e.a
	if s.Phase != PhaseDiplomacy && s.Phase != PhaseMovement {
		return refuse(ErrNotNow, "kind", "campaign.contingents-are-requested-diplomacy-during")
	}
	if s.Season == Winter {
		return refuse(ErrNotNow, "kind", "campaign.no-contingents-winter")
	}
	if a.Target == c || !s.active(a.Target) {
		return invalid("target", "campaign.ask-another-player-clan")
	}
	for _, r := range s.Requests {
		if r.From == c && r.To == a.Target {
			return invalid("target", "campaign.you-have-already-asked", a.Target)
		}
	}
	s.Requests = append(s.Requests, Request{From: c, To: a.Target})
	e.whisper(c, "request", "campaign.asks-contingent", c, a.Target)
	e.whisper(a.Target, "request", "campaign.asks-contingent", c, a.Target)
	return nil
}

// Shogunate is an active claim to the title (§7, C-28).
type Shogunate struct {
	Claimant Clan   `json:"claimant"`
	Year     int    `json:"year"`
	Season   Season `json:"season"`
	Due      int    `json:"due"`     // season index by which the claimant must end a move in Kyoto
	Counter  int    `json:"counter"` // consecutive season ends holding Kyoto
}

// CanProclaim reports whether c meets the Shogunate requirements (≥ the
// provinces or the Prestige of C-05 and a MARRIAGE card), with the reason
// when it does not.
func (s *State) CanProclaim(c Clan) (string, bool, error) {
	cs := s.Clan(c)
	if cs == nil || cs.Status != Active {
		return "", false, invalid("clan", "campaign.not-game", c)
	}
	if s.Shogunate != nil {
		return "", false, invalid("kind", "campaign.has-already-proclaimed-shogunate", s.Shogunate.Claimant)
	}
	card := ""
	for _, h := range cs.Hand {
		if k, _ := CardByID(h); k.Event == EvMarriage {
			card = h
			break
		}
	}
	if card == "" {
		return "", false, invalid("card", "campaign.marriage-into-minamoto-family-card")
	}
	n := len(s.ProvincesOf(c))
	if n < s.Options.ShogunateProvinces && s.OrderPP(c) < s.Options.ShogunatePP {
		return card, false, invalid("kind", "campaign.at-least-provinces-prestige-are", s.Options.ShogunateProvinces, s.Options.ShogunatePP, n, s.OrderPP(c))
	}
	return card, true, nil
}

// proclaim declares the Shogunate in the Diplomacy phase, discarding the
// MARRIAGE card (§7, C-28).
func (e *engine) proclaim(c Clan) error {
	s, a := e.s, e.a
	if s.Phase != PhaseDiplomacy {
		return refuse(ErrNotNow, "kind", "campaign.shogunate-proclaimed-diplomacy-phase")
	}
	if !s.Timer.Running(a.At) {
		return refuse(ErrNotNow, "kind",
			"campaign.proclaim-diplomacy-over", rulebook.Samurai.Cite(rulebook.CampDiplomacy, rulebook.CampShogunate)) // cites §6, §7
	}
	if _, ok, err := s.CanProclaim(c); !ok {
		return err
	}
	if _, err := e.handCard(c, a.Card, EvMarriage); err != nil {
		return err
	}
	e.discard(c, a.Card)
	due := s.seasonIndex()
	if s.Season == Winter {
		due++ // the move to Kyoto is made the following Spring
	}
	s.Shogunate = &Shogunate{Claimant: c, Year: s.Year, Season: s.Season, Due: due}
	e.say("shogunate", "campaign.proclaims-shogunate-must-march-kyoto", c)
	return nil
}

// failClaim ends the claim with its −50 (§7, §13).
func (e *engine) failClaim(key string) {
	sh := e.s.Shogunate
	if sh == nil {
		return
	}
	e.s.Shogunate = nil
	e.say("shogunate", "campaign.claim-shogunate-fails", sh.Claimant, i18n.M(key))
	e.score(sh.Claimant, -50, "shogunate-failed", "campaign.shogunate-proclaimed-without-holding-kyoto")
}

// shogunateSeasonEnd counts the seasons the claimant holds Kyoto; he wins at
// the count of C-28, and fails when Kyoto is lost or never taken (C-02).
func (e *engine) shogunateSeasonEnd() {
	s := e.s
	sh := s.Shogunate
	if sh == nil {
		return
	}
	if !s.active(sh.Claimant) {
		s.Shogunate = nil
		return
	}
	holds := s.Owner(s.Map.KyotoID()) == sh.Claimant
	if !holds {
		if s.seasonIndex() >= sh.Due || sh.Counter > 0 {
			e.failClaim("campaign.kyoto-not-his-hands")
		}
		return
	}
	switch s.Options.TurnUnitForDurations {
	case UnitMovementSeason:
		if s.Season != Winter {
			sh.Counter++
		}
	case UnitYear:
		if s.Season == Winter {
			sh.Counter++
		}
	default:
		sh.Counter++
	}
	e.say("shogunate", "campaign.holds-kyoto", sh.Claimant, sh.Counter, s.Options.ShogunateTurns)
	if sh.Counter >= s.Options.ShogunateTurns {
		e.endGame(EndShogun)
	}
}
