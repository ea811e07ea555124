package campaign

import (
	"maps"
	"slices"
	"sort"
	"strings"
	"time"

	"sengoku/i18n"
	"sengoku/tables"
)

// DiplomacyTime is the longest the Diplomacy phase may last (§6).
const DiplomacyTime = 5 * time.Minute

// Timer is the Diplomacy phase's clock (§6). The engine never reads the
// clock itself: StartedAt comes from the action that opened the phase.
type Timer struct {
	StartedAt time.Time `json:"startedAt,omitempty"`
	Stopped   bool      `json:"stopped,omitempty"`
	// Span is how long the clock runs from StartedAt: 0 reads as the rule's
	// five minutes; a restart runs only for what was left, an extension
	// for five minutes more (§6).
	Span time.Duration `json:"span,omitempty"`
	// Rest is the time that was left when the clock was stopped.
	Rest time.Duration `json:"rest,omitempty"`
}

func (t Timer) span() time.Duration {
	if t.Span > 0 {
		return t.Span
	}
	return DiplomacyTime
}

// Running reports whether notes may still be passed at now.
func (t Timer) Running(now time.Time) bool {
	return !t.StartedAt.IsZero() && !t.Stopped && !now.Before(t.StartedAt) && now.Sub(t.StartedAt) <= t.span()
}

// Left is the time left at now (0 when over or not started).
func (t Timer) Left(now time.Time) time.Duration {
	if !t.Running(now) {
		return 0
	}
	return t.span() - now.Sub(t.StartedAt)
}

// Unused is the diplomacy time still to spend at now: all five minutes
// before the clock first starts, what was left when it was stopped, what
// is left of a running clock (§6).
func (t Timer) Unused(now time.Time) time.Duration {
	switch {
	case t.StartedAt.IsZero():
		return DiplomacyTime
	case t.Stopped:
		return t.Rest
	}
	return t.Left(now)
}

func (e *engine) setOption() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	settings := e.a.Settings
	if len(settings) == 0 {
		settings = map[string]string{e.a.Key: e.a.Value}
	}
	keys := slices.Sorted(maps.Keys(settings))
	if e.s.Phase != PhaseSetup {
		if err := e.onlyDuringPlay(settings, keys); err != nil {
			return err
		}
	}
	next := e.s.Options
	for _, k := range keys {
		if err := next.Set(k, settings[k]); err != nil {
			return err
		}
	}
	for _, k := range keys {
		sp, _ := findOption(k)
		if len(e.a.Settings) > 0 && sp.get(&next) == sp.get(&e.s.Options) {
			continue // a page of options names the unchanged ones too
		}
		var value any = sp.get(&next)
		if sp.info.Kind == tables.OptionBool {
			value = map[any]i18n.Msg{"true": i18n.M("campaign.yes"), "false": i18n.M("campaign.no")}[value]
		}
		e.say("option", "campaign.option-set", sp.info.ID, value)
	}
	e.s.Options = next
	return nil
}

// onlyDuringPlay refuses, once the campaign has started, a change to an
// option that is a rule of the game; unchanged values a page of options
// sends along pass.
func (e *engine) onlyDuringPlay(settings map[string]string, keys []string) error {
	for _, k := range keys {
		sp, ok := findOption(k)
		if !ok {
			return tables.Invalid("key", "campaign.unknown-option", k)
		}
		if ChangesDuringPlay(sp.info.Key) {
			continue
		}
		next := e.s.Options
		if err := next.Set(k, settings[k]); err != nil {
			return err // a wrong value is refused for what it is
		}
		if sp.get(&next) != sp.get(&e.s.Options) {
			return refuse(ErrNotNow, "key", "campaign.rules-options-can-change-only")
		}
	}
	return nil
}

// start shuffles the deck and opens the first Spring (§4, §5).
func (e *engine) start() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	s := e.s
	if s.Phase != PhaseSetup {
		return refuse(ErrNotNow, "kind", "campaign.campaign-has-already-started")
	}
	if err := s.Options.Validate(); err != nil {
		return err
	}
	if len(s.ActiveClans()) == 0 {
		return invalid("players", "campaign.campaign-has-no-players")
	}
	if len(s.Deck.DrawPile) == 0 && len(s.Deck.Removed) == 0 {
		for _, c := range Deck {
			s.Deck.DrawPile = append(s.Deck.DrawPile, c.ID)
		}
	}
	perm := e.shuffle(len(s.Deck.DrawPile), PurposeDeck)
	pile := make([]string, len(perm))
	for i, j := range perm {
		pile[i] = s.Deck.DrawPile[j]
	}
	s.Deck.DrawPile = pile
	s.Deck.Pass = 1
	e.say("start", "campaign.campaign-begins-deck-shuffled")
	e.beginSeason()
	return nil
}

// beginSeason clears the season's records, sets the playing order and opens
// the Draw phase.
func (e *engine) beginSeason() {
	s := e.s
	for i := range s.Clans {
		s.Clans[i].Turn = ClanTurn{}
	}
	s.Requests, s.Contingents, s.Confrontations, s.Sieges, s.Battles = nil, nil, nil, nil, nil
	s.Arrivals, s.MoveRound = 0, 0
	s.Timer = Timer{}
	e.computeOrder()
	s.Phase = PhaseDraw
	var names []string
	for _, c := range s.Order {
		names = append(names, string(c))
	}
	e.say("season", "campaign.begins-playing-order",
		s.Season.title(), s.Year, strings.Join(names, ", "))
}

// OrderPP is the Prestige that sets the playing order and the Shogunate
// threshold: the official total of the last Winter, or the running one
// (C-07).
func (s *State) OrderPP(c Clan) int {
	cs := s.Clan(c)
	if cs == nil {
		return 0
	}
	if s.Options.PPForOrder == OrderRunning {
		return cs.Prestige + cs.PendingPP
	}
	return cs.Prestige
}

// computeOrder puts the active clans lowest Prestige first; ties are broken
// at random through the roller (§4, C-29).
func (e *engine) computeOrder() {
	s := e.s
	act := s.ActiveClans()
	perm := e.shuffle(len(act), PurposeOrder)
	order := make([]Clan, len(act))
	for i, j := range perm {
		order[i] = act[j]
	}
	sort.SliceStable(order, func(i, j int) bool { return s.OrderPP(order[i]) < s.OrderPP(order[j]) })
	s.Order = order
}

// advance closes the current phase and opens the next (§4). Each phase must
// be complete: every card drawn, every declaration made, every choice,
// siege and battle settled.
func (e *engine) advance() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	s := e.s
	if s.Ninja != nil {
		return refuse(ErrNotNow, "kind", "campaign.must-first-answer-ninja", s.Ninja.Target)
	}
	if s.Pending != nil {
		return refuse(ErrNotNow, "kind", "campaign.must-first-resolve", s.Pending.Clan, cardName(s.Pending.Card))
	}
	switch s.Phase {
	case PhaseSetup:
		return refuse(ErrNotNow, "kind", "campaign.start-campaign-first")
	case PhaseDraw:
		if err := e.openDiplomacy(); err != nil {
			return err
		}
	case PhaseDiplomacy:
		if winter := e.closeDiplomacy(); winter {
			return nil
		}
	case PhaseMovement:
		if c := s.Mover(); c != "" {
			return refuse(ErrNotNow, "kind", "campaign.has-not-declared-its-movement", c)
		}
		if e.secondRound() {
			return nil
		}
		e.endMovement()
	case PhaseEndOfMovement:
		if err := e.openSieges(); err != nil {
			return err
		}
	case PhaseSieges:
		if err := e.openBattles(); err != nil {
			return err
		}
	case PhaseBattles:
		for _, b := range s.Battles {
			if !b.Done {
				return refuse(ErrNotNow, "kind", "campaign.result-battle-has-not-been", s.provinceName(b.Province))
			}
		}
		e.endSeason()
	case PhaseSupply:
		e.applySupply()
		s.Phase = PhasePrestige
		e.say("phase", "campaign.winter-prestige-tally")
	case PhasePrestige:
		e.tally()
		if s.Phase != PhaseEnded {
			e.endSeason()
		}
	}
	e.passEmptyPhases()
	return nil
}

// openDiplomacy ends the Draw phase once every clan has drawn: the cards
// on the table are removed and the diplomacy timer starts.
func (e *engine) openDiplomacy() error {
	s := e.s
	if c := s.NextDrawer(); c != "" {
		return refuse(ErrNotNow, "kind", "campaign.has-not-drawn-card-yet", c)
	}
	s.Deck.Removed = append(s.Deck.Removed, s.Deck.Table...)
	s.Deck.Table = nil
	s.Phase = PhaseDiplomacy
	s.Timer = Timer{StartedAt: e.a.At.UTC()}
	if e.a.At.IsZero() {
		s.Timer = Timer{}
	}
	e.say("phase", "campaign.diplomacy-five-minutes-pass-notes")
	return nil
}

// closeDiplomacy stops the timer and opens the movement, or in winter the
// supply check (reported as winter).
func (e *engine) closeDiplomacy() (winter bool) {
	s := e.s
	s.Timer.Stopped = true
	if s.Season == Winter {
		s.Phase = PhaseSupply
		e.say("phase", "campaign.winter-supply-check")
		return true
	}
	s.Phase = PhaseMovement
	s.MoveRound = 1
	e.say("phase", "campaign.movement-playing-order")
	return false
}

// openSieges once every confrontation is chosen.
func (e *engine) openSieges() error {
	s := e.s
	for _, cf := range s.Confrontations {
		if !cf.Done {
			return refuse(ErrNotNow, "kind", "campaign.armies-have-not-chosen-yet", s.provinceName(cf.Province))
		}
	}
	s.Phase = PhaseSieges
	e.say("phase", "campaign.sieges")
	return nil
}

// openBattles once every siege is settled.
func (e *engine) openBattles() error {
	s := e.s
	for _, sg := range s.Sieges {
		if !sg.Done {
			return refuse(ErrNotNow, "kind", "campaign.siege-not-settled", s.provinceName(sg.Province))
		}
	}
	s.Phase = PhaseBattles
	e.say("phase", "campaign.phase-battles")
	return nil
}

// passEmptyPhases passes by itself each phase just opened that has nothing
// to decide, with a log entry saying so: the end of movement with no armies
// facing each other, sieges with no siege, battles with no battle. The
// game master clicks only where a decision is needed.
func (e *engine) passEmptyPhases() {
	s := e.s
	for {
		switch {
		case s.Phase == PhaseEndOfMovement && !slices.ContainsFunc(s.Confrontations, func(cf Confrontation) bool { return !cf.Done }):
			s.Phase = PhaseSieges
			e.say("phase", "campaign.no-armies-face-each-other")
		case s.Phase == PhaseSieges && !slices.ContainsFunc(s.Sieges, func(sg Siege) bool { return !sg.Done }):
			s.Phase = PhaseBattles
			e.say("phase", "campaign.no-siege-settle-battles")
		case s.Phase == PhaseBattles && !slices.ContainsFunc(s.Battles, func(b Battle) bool { return !b.Done }):
			e.say("phase", "campaign.no-battle-fight-season-ends")
			e.endSeason()
		default:
			return
		}
	}
}

// secondRound starts the FORCED MARCH second round (C-10 secondRound) when a
// clan is owed one, and reports whether it did.
func (e *engine) secondRound() bool {
	s := e.s
	if s.MoveRound != 1 {
		return false
	}
	for _, c := range s.Order {
		if cs := s.Clan(c); cs.Status == Active && cs.Turn.SecondMove {
			s.MoveRound = 2
			e.say("phase", "campaign.forced-march-second-round-movement")
			return true
		}
	}
	return false
}

// endSeason brings the armies home (C-03), updates the Shogunate and NINJA
// counters, checks the end of the game and opens the next season.
func (e *engine) endSeason() {
	s := e.s
	for len(s.Contingents) > 0 {
		e.returnContingent(0)
	}
	for i := range s.Clans {
		if s.Clans[i].Status == Active {
			s.Clans[i].Army.Location = s.Clans[i].Capital
		}
	}
	e.shogunateSeasonEnd()
	if s.Phase == PhaseEnded {
		return
	}
	idx := s.seasonIndex()
	for i := range s.Clans {
		cs := &s.Clans[i]
		if cs.NinjaLeft > 0 && idx >= cs.NinjaFrom && (s.Options.NinjaUnit != UnitMovementSeason || s.Season != Winter) {
			cs.NinjaLeft--
		}
	}
	if s.Deck.Finished && (s.Options.EndTiming == EndOfSeasonOpt || s.Season == Winter) {
		if s.Season != Winter {
			e.finalTally()
		}
		e.endGame(EndDeck)
		return
	}
	if s.Season == Winter {
		s.Season = Spring
		s.Year++
	} else {
		s.Season++
	}
	e.beginSeason()
}

// NextDrawer is the clan that draws next in the Draw phase, or "".
func (s *State) NextDrawer() Clan {
	if s.Phase != PhaseDraw {
		return ""
	}
	for _, c := range s.Order {
		if cs := s.Clan(c); cs != nil && cs.Status == Active && !cs.Turn.Drawn {
			return c
		}
	}
	return ""
}

// Mover is the clan that declares its movement next, or "" (§8.1). A clan
// that cannot move but might send a contingent (BAD WEATHER with C-13
// badWeatherBlocksContingent=false) always takes its turn, asked or not:
// requests are private, and the banner must not reveal them.
func (s *State) Mover() Clan {
	if s.Phase != PhaseMovement {
		return ""
	}
	for _, c := range s.Order {
		cs := s.Clan(c)
		if cs == nil || cs.Status != Active {
			continue
		}
		if s.MoveRound == 2 {
			if cs.Turn.SecondMove {
				return c
			}
			continue
		}
		if !cs.Turn.Moved && (s.canMove(c) == nil || s.mightSend(c) == nil) {
			return c
		}
	}
	return ""
}

// frozen reports whether c's army is held by NINJA this season (C-27).
func (s *State) frozen(c Clan) bool {
	cs := s.Clan(c)
	return cs != nil && cs.NinjaLeft > 0 && s.seasonIndex() >= cs.NinjaFrom
}
