package campaign

import (
	"fmt"
	"strings"

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
	add := func(field, en, it string, args ...any) {
		e, i := bilingual(en, it, args) // a word argument reads in each language
		v.AddText(field, e, i)
	}

	switch s.Scenario {
	case SixPlayers, FivePlayers, Custom:
	default:
		add("scenario", "Unknown scenario %q (six, five or custom).", "Scenario sconosciuto %q (six, five o custom).", s.Scenario)
	}
	if err := s.Options.Validate(); err != nil {
		appendProblems(v, "options", err)
	}
	if s.Year < FirstYear || s.Year > LastYear {
		add("year", "Year %d is outside the campaign (%d–%d).", "L'anno %d è fuori dalla campagna (%d–%d).", s.Year, FirstYear, LastYear)
	}
	if s.Season < Spring || s.Season > Winter {
		add("season", "Season %d does not exist (0 spring … 3 winter).", "La stagione %d non esiste (0 primavera … 3 inverno).", int(s.Season))
	}
	if s.Phase != "" && !containsPhase(s.Phase) {
		add("phase", "Unknown phase %q.", "Fase sconosciuta %q.", s.Phase)
	}
	if len(s.RollerState) > 0 {
		if _, err := RestoreRoller(s.RollerState); err != nil {
			add("rollerState", "The dice generator's saved state cannot be read.", "Lo stato salvato del generatore di dadi non si legge.")
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
		v.AddText("state", fmt.Sprintf("… and %d more problems.", more), fmt.Sprintf("… e altri %d problemi.", more))
	}
	return v.Err()
}

type addFunc func(field, en, it string, args ...any)

func (s *State) validateProvinces(add addFunc, n int, mapOK bool) {
	if mapOK && len(s.Provinces) != n {
		add("provinces", "The state has %d provinces but the map has %d.", "Lo stato ha %d province ma la mappa ne ha %d.", len(s.Provinces), n)
	}
	for i, p := range s.Provinces {
		if p.ID != i+1 {
			add("provinces", "Province entry %d has id %d.", "La voce di provincia %d ha id %d.", i+1, p.ID)
			continue
		}
		if p.Owner != Neutral && !p.Owner.Valid() {
			add("provinces", "Province %d: unknown owner %q.", "Provincia %d: proprietario sconosciuto %q.", p.ID, p.Owner)
		}
		if p.SiegeLast < 0 || p.SiegeChain < 0 || p.SiegeCount < 0 {
			add("provinces", "Province %d: negative siege counters.", "Provincia %d: contatori d'assedio negativi.", p.ID)
		}
	}
}

func (s *State) validateClans(add addFunc, n int) {
	if len(s.Clans) != len(Clans) {
		add("clans", "The state has %d clans; the campaign has %d.", "Lo stato ha %d clan; la campagna ne ha %d.", len(s.Clans), len(Clans))
	}
	for i, cs := range s.Clans {
		if i < len(Clans) && cs.Clan != Clans[i] {
			add("clans", "Clan entry %d is %q, expected %s.", "La voce di clan %d è %q, atteso %s.", i+1, cs.Clan, Clans[i])
			continue
		}
		if i >= len(Clans) {
			break
		}
		s.validateClan(add, n, cs)
	}
	if p := s.Pending; p != nil {
		if !p.Clan.Valid() {
			add("pending", "The card waiting for a choice belongs to an unknown clan %q.", "La carta in attesa di una scelta appartiene a un clan sconosciuto %q.", p.Clan)
		}
		if _, ok := CardByID(p.Card); !ok {
			add("pending", "The card waiting for a choice, %q, does not exist.", "La carta in attesa di una scelta, %q, non esiste.", p.Card)
		}
	}
	if nj := s.Ninja; nj != nil && (!nj.From.Valid() || !nj.Target.Valid()) {
		add("ninja", "The NINJA waiting for an answer names an unknown clan.", "Il NINJA in attesa di risposta nomina un clan sconosciuto.")
	}
	if sh := s.Shogunate; sh != nil && !sh.Claimant.Valid() {
		add("shogunate", "The Shogunate claimant %q is not a clan.", "Il pretendente allo Shogunato %q non è un clan.", sh.Claimant)
	}
}

// validateClan checks one clan's status, capital, armies, hand, notes and
// counters against a map of n provinces.
func (s *State) validateClan(add addFunc, n int, cs ClanState) {
	c := cs.Clan
	switch cs.Status {
	case Active, NeutralClan, Seppuku, CapitalLost, Excluded:
	default:
		add("clans", "Clan %s: unknown status %q.", "Clan %s: stato sconosciuto %q.", c, cs.Status)
	}
	if cs.Capital < 0 || cs.Capital > n || (cs.Status == Active && cs.Capital == 0) {
		add("clans", "Clan %s: capital %d is not a province of the map.", "Clan %s: la capitale %d non è una provincia della mappa.", c, cs.Capital)
	}
	validateArmy(add, c, word{"the army", "l'esercito"}, cs.Army.Elements)
	validateArmy(add, c, word{"the starting army", "l'esercito iniziale"}, cs.StartingArmy)
	loc := cs.Army.Location
	if loc < 0 || loc > n || (cs.Status == Active && loc == 0) {
		add("army", "Clan %s: the army stands in province %d, which is not on the map.",
			"Clan %s: l'esercito si trova nella provincia %d, che non è sulla mappa.", c, loc)
	}
	for _, id := range cs.Hand {
		if _, ok := CardByID(id); !ok {
			add("hand", "Clan %s holds an unknown card %q.", "Il clan %s ha in mano una carta sconosciuta %q.", c, id)
		}
	}
	for _, k := range cs.Inbox {
		if k < 0 || k >= len(s.Notes) {
			add("clans", "Clan %s: note %d of its box does not exist.", "Clan %s: il biglietto %d della sua scatola non esiste.", c, k)
			break
		}
	}
	if cs.SpyUpTo < 0 || cs.SpyUpTo > len(s.Notes) || cs.NinjaLeft < 0 {
		add("clans", "Clan %s: impossible SPY or NINJA counters.", "Clan %s: contatori di SPIA o NINJA impossibili.", c)
	}
}

// validateArmy checks a list of elements: at most MaxArmy, known types, one
// General at most (§3).
func validateArmy(add addFunc, c Clan, what word, els []Element) {
	if len(els) > MaxArmy {
		add("army", "Clan %s: %s has %d elements; at most %d.", "Clan %s: %s ha %d elementi; al massimo %d.", c, what, len(els), MaxArmy)
	}
	generals := 0
	for _, el := range els {
		if !containsType(el.Type) {
			add("army", "Clan %s: %s has an element of unknown type %q.", "Clan %s: %s ha un elemento di tipo sconosciuto %q.", c, what, el.Type)
			break
		}
		if el.General {
			generals++
		}
	}
	if generals > 1 {
		add("army", "Clan %s: %s has %d Generals; at most one.", "Clan %s: %s ha %d Generali; al massimo uno.", c, what, generals)
	}
}

func (s *State) validateOrder(add addFunc) {
	seen := map[Clan]bool{}
	for _, c := range s.Order {
		if !c.Valid() || seen[c] {
			add("order", "The playing order names %q twice or a clan that does not exist.", "L'ordine di gioco nomina %q due volte o un clan che non esiste.", c)
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
		add("deck", "The deck's pass is %d; it is 1 or 2.", "Il giro del mazzo è %d; è 1 o 2.", d.Pass)
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
		add("deck", "The deck holds unknown cards: %s.", "Il mazzo contiene carte sconosciute: %s.", strings.Join(unknown, ", "))
	}
	if len(twice) > 0 {
		add("deck", "Cards in two places at once: %s.", "Carte in due posti insieme: %s.", strings.Join(twice, ", "))
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
		add("deck", "%d of the %d cards are nowhere (not in the pile, on the table, removed or in a hand): %s.",
			"%d delle %d carte non sono da nessuna parte (né nel mazzo, né sul tavolo, né tolte, né in mano): %s.",
			len(missing), len(Deck), strings.Join(missing, ", "))
	}
}

func appendProblems(v *tables.ValidationError, field string, err error) {
	if pv, ok := tables.AsValidation(err); ok {
		v.Problems = append(v.Problems, pv.Problems...)
		return
	}
	v.AddText(field, err.Error(), err.Error())
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
