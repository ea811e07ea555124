package campaign

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"sengoku/tables/rulebook"
)

// Note is a diplomatic note (§6): sender, recipient and the turn it was
// written in. Notes are immutable and kept forever in the box. A public
// declaration is a Note with no recipient.
type Note struct {
	ID     int       `json:"id"`
	From   Clan      `json:"from"`
	To     Clan      `json:"to,omitempty"`
	Year   int       `json:"year"`
	Season Season    `json:"season"`
	Text   string    `json:"text"`
	At     time.Time `json:"at"`
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
		return refuse(ErrNotNow, "kind", "The timer runs in the Diplomacy phase.", "Il timer funziona nella fase di Diplomazia.")
	}
	at := e.a.At.UTC()
	if e.a.At.IsZero() && e.a.Choice != "stop" {
		return invalid("at", "The clock time is needed to start the timer.", "Serve l'ora per avviare il timer.")
	}
	switch e.a.Choice {
	case "start":
		return e.startTimer(at)
	case "stop":
		s.Timer.Rest = s.Timer.Unused(at)
		s.Timer.Stopped = true
		e.say("timer", "Diplomacy is closed.", "La diplomazia è chiusa.")
	case "extend":
		return e.extendTimer(at)
	default:
		return invalid("choice", "Choose start, stop or extend.", "Scegli start, stop o extend.")
	}
	return nil
}

// startTimer runs the diplomacy clock again for the time it has left: the
// phase "non può superare i 5 minuti" (seed 004 l.463).
func (e *engine) startTimer(at time.Time) error {
	s := e.s
	if s.Timer.Running(at) {
		return refuse(ErrNotNow, "choice", "The diplomacy timer is already running.", "Il timer della diplomazia è già avviato.")
	}
	left := s.Timer.Unused(at)
	if left <= 0 {
		return refuse(ErrNotNow, "choice",
			"The five minutes of diplomacy are used up: the phase cannot last longer ("+rulebook.Samurai.EN(rulebook.CampDiplomacy)+"). Extend it, giving the reason, or close it.",        // cites §6
			"I cinque minuti della diplomazia sono finiti: la fase non può durare di più ("+rulebook.Samurai.IT(rulebook.CampDiplomacy)+"). Prolungala indicandone il motivo, o chiudila.") // cites §6
	}
	s.Timer = Timer{StartedAt: at, Span: left}
	e.say("timer", "Diplomacy timer started: %s left.", "Timer della diplomazia avviato: restano %s.", clock(left))
	return nil
}

// extendTimer is the game master's discretion over the five minutes (§6):
// five more, with the reason in the log for everyone to read.
func (e *engine) extendTimer(at time.Time) error {
	s := e.s
	reason := strings.Join(strings.Fields(e.a.Text), " ")
	switch {
	case reason == "":
		return invalid("text", "Give the reason for extending diplomacy beyond its five minutes.", "Indica il motivo per cui la diplomazia supera i cinque minuti.")
	case utf8.RuneCountInString(reason) > 200:
		return invalid("text", "The reason is too long (at most 200 characters).", "Il motivo è troppo lungo (al massimo 200 caratteri).")
	}
	span := s.Timer.Unused(at) + DiplomacyTime
	s.Timer = Timer{StartedAt: at, Span: span}
	e.say("timer", "The game master extends diplomacy beyond the rule's five minutes ("+rulebook.Samurai.EN(rulebook.CampDiplomacy)+"): %s left. Reason: %s", // cites §6
		"Il master prolunga la diplomazia oltre i cinque minuti della regola ("+rulebook.Samurai.IT(rulebook.CampDiplomacy)+"): restano %s. Motivo: %s", clock(span), reason) // cites §6
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
		return refuse(ErrNotNow, "kind", "Notes are passed only in the Diplomacy phase.", "I biglietti si passano solo nella fase di Diplomazia.")
	}
	if s.Timer.StartedAt.IsZero() {
		return refuse(ErrNotNow, "kind", "The game master has not started the diplomacy timer.", "Il master non ha avviato il timer della diplomazia.")
	}
	if !s.Timer.Running(e.a.At) {
		return refuse(ErrNotNow, "kind", "Diplomacy is over: its five minutes have passed.", "La diplomazia è finita: i cinque minuti sono passati.")
	}
	return nil
}

// cleanText applies the note rules: block capitals, legible, not empty
// (§6). Ciphers and dialects are for the game master to judge.
func cleanText(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", invalid("text", "Write something.", "Scrivi qualcosa.")
	}
	if utf8.RuneCountInString(s) > MaxNoteLength {
		return "", invalid("text", "The note is too long (at most %d characters).", "Il biglietto è troppo lungo (al massimo %d caratteri).", MaxNoteLength)
	}
	if !utf8.ValidString(s) {
		return "", invalid("text", "The note is not valid text.", "Il biglietto non è testo valido.")
	}
	return strings.ToUpper(s), nil
}

func (e *engine) note(c Clan) error {
	s, a := e.s, e.a
	if err := e.checkDiplomacyOpen(); err != nil {
		return err
	}
	if a.Target == c || !s.active(a.Target) {
		return invalid("target", "Address the note to another player's clan.", "Indirizza il biglietto al clan di un altro giocatore.")
	}
	text, err := cleanText(a.Text)
	if err != nil {
		return err
	}
	n := Note{ID: len(s.Notes) + 1, From: c, To: a.Target, Year: s.Year, Season: s.Season, Text: text, At: a.At.UTC()}
	s.Notes = append(s.Notes, n)
	idx := len(s.Notes) - 1
	s.Clan(c).Inbox = append(s.Clan(c).Inbox, idx)
	s.Clan(a.Target).Inbox = append(s.Clan(a.Target).Inbox, idx)
	e.say("note", "%s passes a note to %s.", "%s passa un biglietto a %s.", c, a.Target)
	return nil
}

func (e *engine) declare(c Clan) error {
	s, a := e.s, e.a
	if err := e.checkDiplomacyOpen(); err != nil {
		return err
	}
	text, err := cleanText(a.Text)
	if err != nil {
		return err
	}
	s.Declarations = append(s.Declarations, Note{ID: len(s.Declarations) + 1, From: c, Year: s.Year, Season: s.Season, Text: text, At: a.At.UTC()})
	e.say("declaration", "%s declares publicly: %s", "%s dichiara pubblicamente: %s", c, text)
	return nil
}

// request asks Target for an allied contingent this season (§8.2).
func (e *engine) request(c Clan) error {
	s, a := e.s, e.a
	if s.Phase != PhaseDiplomacy && s.Phase != PhaseMovement {
		return refuse(ErrNotNow, "kind", "Contingents are requested in Diplomacy or during movement.", "I contingenti si chiedono in Diplomazia o durante il movimento.")
	}
	if s.Season == Winter {
		return refuse(ErrNotNow, "kind", "No contingents in Winter.", "Niente contingenti in Inverno.")
	}
	if a.Target == c || !s.active(a.Target) {
		return invalid("target", "Ask another player's clan.", "Chiedi al clan di un altro giocatore.")
	}
	for _, r := range s.Requests {
		if r.From == c && r.To == a.Target {
			return invalid("target", "You have already asked %s.", "Hai già chiesto a %s.", a.Target)
		}
	}
	s.Requests = append(s.Requests, Request{From: c, To: a.Target})
	e.whisper(c, "request", "%s asks %s for a contingent.", "%s chiede un contingente a %s.", c, a.Target)
	e.whisper(a.Target, "request", "%s asks %s for a contingent.", "%s chiede un contingente a %s.", c, a.Target)
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
		return "", false, invalid("clan", "%s is not in the game.", "%s non è in gioco.", c)
	}
	if s.Shogunate != nil {
		return "", false, invalid("kind", "%s has already proclaimed the Shogunate.", "%s ha già proclamato lo Shogunato.", s.Shogunate.Claimant)
	}
	card := ""
	for _, h := range cs.Hand {
		if k, _ := CardByID(h); k.Event == EvMarriage {
			card = h
			break
		}
	}
	if card == "" {
		return "", false, invalid("card", "A MARRIAGE INTO THE MINAMOTO FAMILY card is needed.", "Serve una carta MATRIMONIO CON LA FAMIGLIA MINAMOTO.")
	}
	n := len(s.ProvincesOf(c))
	if n < s.Options.ShogunateProvinces && s.OrderPP(c) < s.Options.ShogunatePP {
		return card, false, invalid("kind", "At least %d provinces or %d Prestige are needed (you have %d and %d).",
			"Servono almeno %d province o %d punti Prestigio (ne hai %d e %d).", s.Options.ShogunateProvinces, s.Options.ShogunatePP, n, s.OrderPP(c))
	}
	return card, true, nil
}

// proclaim declares the Shogunate in the Diplomacy phase, discarding the
// MARRIAGE card (§7, C-28).
func (e *engine) proclaim(c Clan) error {
	s, a := e.s, e.a
	if s.Phase != PhaseDiplomacy {
		return refuse(ErrNotNow, "kind", "The Shogunate is proclaimed in the Diplomacy phase.", "Lo Shogunato si proclama nella fase di Diplomazia.")
	}
	if !s.Timer.Running(a.At) {
		return refuse(ErrNotNow, "kind",
			"The Shogunate is proclaimed during the five minutes of diplomacy ("+rulebook.Samurai.EN(rulebook.CampDiplomacy, rulebook.CampShogunate)+"), and they are over.", // cites §6, §7
			"Lo Shogunato si proclama durante i cinque minuti della diplomazia ("+rulebook.Samurai.IT(rulebook.CampDiplomacy, rulebook.CampShogunate)+"), e sono finiti.")    // cites §6, §7
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
	e.say("shogunate", "%s proclaims the Shogunate and must march on Kyoto.", "%s proclama lo Shogunato e deve marciare su Kyoto.", c)
	return nil
}

// failClaim ends the claim with its −50 (§7, §13).
func (e *engine) failClaim(why, whyIT string) {
	sh := e.s.Shogunate
	if sh == nil {
		return
	}
	e.s.Shogunate = nil
	e.say("shogunate", "%s's claim to the Shogunate fails: %s.", "La pretesa di %s allo Shogunato fallisce: %s.", sh.Claimant, why)
	e.out.Messages[len(e.out.Messages)-1].IT = "La pretesa di " + string(sh.Claimant) + " allo Shogunato fallisce: " + whyIT + "."
	e.score(sh.Claimant, -50, "shogunate-failed", "Shogunate proclaimed without holding Kyoto", "Shogunato proclamato senza tenere Kyoto")
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
			e.failClaim("Kyoto is not in his hands", "Kyoto non è nelle sue mani")
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
	e.say("shogunate", "%s holds Kyoto: %d of %d.", "%s tiene Kyoto: %d di %d.", sh.Claimant, sh.Counter, s.Options.ShogunateTurns)
	if sh.Counter >= s.Options.ShogunateTurns {
		e.endGame(EndShogun)
	}
}
