package campaign

import (
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
)

// LastYear bounds a campaign's calendar: the deck, used twice, ends a game
// long before a century has passed (§5, C-26).
const LastYear = FirstYear + 99

// maxStateProblems is how many problems Validate lists before summing up
// the rest: a corrupt file can have thousands.
const maxStateProblems = 25

// phases lists every phase a state may be in.
var phases = []Phase{PhaseSetup, PhaseDraw, PhaseDiplomacy, PhaseMovement, PhaseEndOfMovement, PhaseSieges, PhaseBattles, PhaseSupply, PhasePrestige, PhaseEnded}

// Validate checks a whole state read from outside (an imported campaign)
// before it is stored: everything the engine relies on without checking
// again. Options, calendar and phase; the map and one entry per province
// with a known owner; the six clans in order with their status, capital,
// army (at most MaxArmy elements of known types, one General at most, in
// a province of the map) and hand; the playing order; the 54 cards, each
// in exactly one place (draw pile, table, removed, a hand); the pending
// card choices; the dice generator's saved state. Every problem is listed
// in both languages.
func (s *State) Validate() error {
	v := &tables.ValidationError{}
	add := v.Add

	switch s.Scenario {
	case SixPlayers, FivePlayers, Custom:
	default:
		add("scenario", "campaign.unknown-scenario-six-five-custom", s.Scenario)
	}
	if err := s.Options.Validate(); err != nil {
		appendProblems(v, "options", err)
	}
	if s.Year < FirstYear || s.Year > LastYear {
		add("year", "campaign.year-outside-campaign", s.Year, FirstYear, LastYear)
	}
	if s.Season < Spring || s.Season > Winter {
		add("season", "campaign.season-does-not-exist-0", int(s.Season))
	}
	if s.Phase != "" && !containsPhase(s.Phase) {
		add("phase", "campaign.unknown-phase", s.Phase)
	}
	if len(s.RollerState) > 0 {
		if _, err := RestoreRoller(s.RollerState); err != nil {
			add("rollerState", "campaign.dice-generator-saved-state-cannot")
		}
	}

	mapOK := true
	if err := s.Map.Validate(); err != nil {
		mapOK = false
		appendProblems(v, "map", err)
	}
	n := len(s.Map.Provinces)
	s.validateProvinces(add, n, mapOK)
	s.validateClans(add, n)
	s.validateOrder(add)
	s.validateDeck(add)

	if len(v.Problems) > maxStateProblems {
		more := len(v.Problems) - maxStateProblems
		v.Problems = v.Problems[:maxStateProblems]
		v.Add("state", "campaign.more-problems", more)
	}
	return v.Err()
}

type addFunc func(field, key string, args ...any)

func (s *State) validateProvinces(add addFunc, n int, mapOK bool) {
	if mapOK && len(s.Provinces) != n {
		add("provinces", "campaign.state-has-provinces-but-map", len(s.Provinces), n)
	}
	for i, p := range s.Provinces {
		if p.ID != i+1 {
			add("provinces", "campaign.province-entry-has-id", i+1, p.ID)
			continue
		}
		if p.Owner != Neutral && !p.Owner.Valid() {
			add("provinces", "campaign.province-unknown-owner", p.ID, p.Owner)
		}
		if p.SiegeLast < 0 || p.SiegeChain < 0 || p.SiegeCount < 0 {
			add("provinces", "campaign.province-negative-siege-counters", p.ID)
		}
	}
}

func (s *State) validateClans(add addFunc, n int) {
	if len(s.Clans) != len(Clans) {
		add("clans", "campaign.state-has-clans-campaign-has", len(s.Clans), len(Clans))
	}
	for i, cs := range s.Clans {
		if i < len(Clans) && cs.Clan != Clans[i] {
			add("clans", "campaign.clan-entry-expected", i+1, cs.Clan, Clans[i])
			continue
		}
		if i >= len(Clans) {
			break
		}
		s.validateClan(add, n, cs)
	}
	if p := s.Pending; p != nil {
		if !p.Clan.Valid() {
			add("pending", "campaign.card-waiting-choice-belongs-unknown", p.Clan)
		}
		if _, ok := CardByID(p.Card); !ok {
			add("pending", "campaign.card-waiting-choice-does-not", p.Card)
		}
	}
	if nj := s.Ninja; nj != nil && (!nj.From.Valid() || !nj.Target.Valid()) {
		add("ninja", "campaign.ninja-waiting-answer-names-unknown")
	}
	if sh := s.Shogunate; sh != nil && !sh.Claimant.Valid() {
		add("shogunate", "campaign.shogunate-claimant-not-clan", sh.Claimant)
	}
}

// validateClan checks one clan's status, capital, armies, hand, notes and
// counters against a map of n provinces.
func (s *State) validateClan(add addFunc, n int, cs ClanState) {
	c := cs.Clan
	switch cs.Status {
	case Active, NeutralClan, Seppuku, CapitalLost, Excluded:
	default:
		add("clans", "campaign.clan-unknown-status", c, cs.Status)
	}
	if cs.Capital < 0 || cs.Capital > n || (cs.Status == Active && cs.Capital == 0) {
		add("clans", "campaign.clan-capital-not-province-map", c, cs.Capital)
	}
	validateArmy(add, c, i18n.M("campaign.the-army"), cs.Army.Elements)
	validateArmy(add, c, i18n.M("campaign.the-starting-army"), cs.StartingArmy)
	loc := cs.Army.Location
	if loc < 0 || loc > n || (cs.Status == Active && loc == 0) {
		add("army", "campaign.clan-army-stands-province-which", c, loc)
	}
	for _, id := range cs.Hand {
		if _, ok := CardByID(id); !ok {
			add("hand", "campaign.clan-holds-unknown-card", c, id)
		}
	}
	if cs.SpyUpTo < 0 || cs.SpyUpTo > s.NoteCount || cs.NinjaLeft < 0 {
		add("clans", "campaign.clan-impossible-spy-ninja-counters", c)
	}
}

// validateArmy checks a list of elements: at most MaxArmy, known types, one
// General at most (§3).
func validateArmy(add addFunc, c Clan, what i18n.Msg, els []Element) {
	if len(els) > MaxArmy {
		add("army", "campaign.clan-has-elements-at-most", c, what, len(els), MaxArmy)
	}
	generals := 0
	for _, el := range els {
		if !containsType(el.Type) {
			add("army", "campaign.clan-has-element-unknown-type", c, what, el.Type)
			break
		}
		if el.General {
			generals++
		}
	}
	if generals > 1 {
		add("army", "campaign.clan-has-generals-at-most", c, what, generals)
	}
}

func (s *State) validateOrder(add addFunc) {
	seen := map[Clan]bool{}
	for _, c := range s.Order {
		if !c.Valid() || seen[c] {
			add("order", "campaign.playing-order-names-twice-clan", c)
			return
		}
		seen[c] = true
	}
}

// validateDeck checks that each of the 54 cards is in exactly one place:
// the draw pile, the table, the removed cards or one clan's hand (§5). A
// campaign still in set-up may have no cards dealt at all: the start fills
// the pile.
func (s *State) validateDeck(add addFunc) {
	d := s.Deck
	if d.Pass != 1 && d.Pass != 2 && !(d.Pass == 0 && s.Phase == PhaseSetup) && !(d.Pass == 0 && s.Phase == "") {
		add("deck", "campaign.deck-pass-1-2", d.Pass)
	}
	where := map[string]string{}
	var unknown, twice []string
	place := func(name string, ids []string) {
		for _, id := range ids {
			if _, ok := CardByID(id); !ok {
				if !strings.HasPrefix(name, "hand") { // hands report their own
					unknown = append(unknown, id)
				}
				continue
			}
			if _, dup := where[id]; dup {
				twice = append(twice, id)
				continue
			}
			where[id] = name
		}
	}
	place("drawPile", d.DrawPile)
	place("table", d.Table)
	place("removed", d.Removed)
	for _, cs := range s.Clans {
		place("hand "+string(cs.Clan), cs.Hand)
	}
	if len(unknown) > 0 {
		add("deck", "campaign.deck-holds-unknown-cards", strings.Join(unknown, ", "))
	}
	if len(twice) > 0 {
		add("deck", "campaign.cards-two-places-at-once", strings.Join(twice, ", "))
	}
	if len(where) == 0 && (s.Phase == PhaseSetup || s.Phase == "") {
		return
	}
	var missing []string
	for _, c := range Deck {
		if _, ok := where[c.ID]; !ok {
			missing = append(missing, c.ID)
		}
	}
	if len(missing) > 0 {
		add("deck", "campaign.cards-are-nowhere-not-pile",
			len(missing), len(Deck), strings.Join(missing, ", "))
	}
}

func appendProblems(v *tables.ValidationError, field string, err error) {
	if pv, ok := tables.AsValidation(err); ok {
		v.Problems = append(v.Problems, pv.Problems...)
		return
	}
	v.AddMsg(field, verbatim(err.Error())) // not a validation error: a developer's text
}

func containsPhase(p Phase) bool {
	for _, k := range phases {
		if k == p {
			return true
		}
	}
	return false
}

func containsType(t ElementType) bool {
	for _, k := range ElementTypes {
		if k == t {
			return true
		}
	}
	return false
}
