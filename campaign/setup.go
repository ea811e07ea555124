package campaign

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Scenario is the starting set-up of a campaign (campaign-1560 §1, §3).
type Scenario string

// Scenarios: the seed's 6-player and 5-player set-ups, and a custom choice of
// neutral clans.
const (
	SixPlayers  Scenario = "six"
	FivePlayers Scenario = "five"
	Custom      Scenario = "custom"
)

// Setup is what a game master chooses when creating a campaign.
type Setup struct {
	Name     string          `json:"name"`
	Scenario Scenario        `json:"scenario"`
	Players  map[Clan]string `json:"players"` // active clan → player name; the other clans are neutral
	// Monks are the clans whose army takes 2 Warrior Monks instead of 2
	// Ronin: "2 Ronin (oppure 2 Monaci Guerrieri)" (seed 004 l.497). The
	// 5-player lists always field Ronin.
	Monks []Clan `json:"monks,omitempty"`
	Map   *Map   `json:"-"` // nil: the reference map
	Seed  uint64 `json:"-"`
}

// Limits of a set-up.
const (
	MinPlayers    = 2
	MaxPlayers    = 6
	MaxNameLength = 80
)

// Validate checks a set-up and reports every problem.
func (s Setup) Validate() error {
	v := &tables.ValidationError{}
	name := strings.TrimSpace(s.Name)
	switch {
	case name == "":
		v.AddText("name", "Give the campaign a name.", "Dai un nome alla campagna.")
	case utf8.RuneCountInString(name) > MaxNameLength:
		v.AddTextf("name", "The name is too long (at most %d characters).", "Il nome è troppo lungo (al massimo %d caratteri).", MaxNameLength)
	}
	for c, p := range s.Players {
		if !c.Valid() {
			v.AddTextf("players", "Unknown clan %q.", "Clan sconosciuto %q.", c)
			continue
		}
		p = strings.TrimSpace(p)
		if p == "" {
			v.AddTextf("player."+string(c), "Give the player of %s a name.", "Dai un nome al giocatore di %s.", c)
		} else if utf8.RuneCountInString(p) > 40 {
			v.AddTextf("player."+string(c), "The player name for %s is too long (at most 40 characters).", "Il nome del giocatore di %s è troppo lungo (al massimo 40 caratteri).", c)
		}
	}
	s.validateMonks(v)
	n := len(s.Players)
	switch s.Scenario {
	case SixPlayers:
		if n != 6 {
			v.AddTextf("players", "The 6-player scenario needs a player for each of the six clans (%d given).",
				"Lo scenario a 6 giocatori richiede un giocatore per ognuno dei sei clan (%d indicati).", n)
		}
	case FivePlayers:
		if _, ok := s.Players[Imagawa]; ok {
			v.AddText("players", "In the 5-player scenario Imagawa is neutral and has no player.",
				"Nello scenario a 5 giocatori gli Imagawa sono neutrali e non hanno giocatore.")
		}
		if n != 5 {
			v.AddTextf("players", "The 5-player scenario needs a player for Hojo, Uesugi, Takeda, Mori and Shimazu (%d given).",
				"Lo scenario a 5 giocatori richiede un giocatore per Hojo, Uesugi, Takeda, Mori e Shimazu (%d indicati).", n)
		}
	case Custom:
		if n < MinPlayers || n > MaxPlayers {
			v.AddTextf("players", "A campaign has %d to %d players (%d given).", "Una campagna ha da %d a %d giocatori (%d indicati).", MinPlayers, MaxPlayers, n)
		}
	default:
		v.AddText("scenario", "Choose a scenario: 6 players, 5 players or custom.", "Scegli uno scenario: 6 giocatori, 5 giocatori o personalizzato.")
	}
	if s.Map != nil {
		if err := s.Map.Validate(); err != nil {
			if mv, ok := tables.AsValidation(err); ok {
				v.Problems = append(v.Problems, mv.Problems...)
			} else {
				return fmt.Errorf("validate map: %w", err)
			}
		} else {
			for c := range s.Players {
				if c.Valid() && len(s.Map.StartingSet(c)) == 0 {
					v.AddTextf("players", "Clan %s has no provinces on this map.", "Il clan %s non ha province su questa mappa.", c)
				}
			}
		}
	}
	return v.Err()
}

// validateMonks checks the clans that field Warrior Monks instead of Ronin:
// clans with a player, once each, under the 6-player list (§3).
func (s Setup) validateMonks(v *tables.ValidationError) {
	seen := map[Clan]bool{}
	for _, c := range s.Monks {
		_, playing := s.Players[c]
		switch {
		case !c.Valid():
			v.AddTextf("monks", "Unknown clan %q.", "Clan sconosciuto %q.", c)
		case seen[c]:
			v.AddTextf("monks", "%s is listed twice for Warrior Monks.", "%s è indicato due volte per i Monaci guerrieri.", c)
		case !playing:
			v.AddTextf("monks", "%s has no player, so no army to field Warrior Monks.", "%s non ha giocatore, quindi nessun esercito con Monaci guerrieri.", c)
		case s.Scenario == FivePlayers:
			v.AddTextf("monks", "In the 5-player scenario %s always fields 2 Ronin ("+rulebook.Samurai.EN(rulebook.CampOverview)+").", "Nello scenario a 5 giocatori %s schiera sempre 2 Ronin ("+rulebook.Samurai.IT(rulebook.CampOverview)+").", c) // cites §3
		}
		seen[c] = true
	}
}

// NewCampaign sets up a campaign: each clan's starting provinces and capital
// from the map, a 12-element army in the capital of every clan with a player
// (the seed's lists per scenario, the General marked), 10 Prestige each.
// Neutral clans keep their provinces and have no army (§1–§3).
func NewCampaign(s Setup) (*State, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	m := DefaultMap()
	if s.Map != nil {
		m = *s.Map
	}
	st := &State{
		Name:     strings.TrimSpace(s.Name),
		Scenario: s.Scenario,
		Map:      m,
		Year:     FirstYear,
		Season:   Spring,
		Seed:     s.Seed,
		Phase:    PhaseSetup,
		Options:  DefaultOptions(),
		Deck:     DeckState{Pass: 1},
	}
	for _, c := range Deck {
		st.Deck.DrawPile = append(st.Deck.DrawPile, c.ID)
	}
	for _, p := range m.Provinces {
		st.Provinces = append(st.Provinces, ProvinceState{ID: p.ID, Owner: p.StartingClan()})
	}
	for _, c := range Clans {
		cs := ClanState{Clan: c, Status: NeutralClan, Capital: m.StartingCapital(c), Prestige: StartingPrestige}
		if player, ok := s.Players[c]; ok {
			cs.Player = strings.TrimSpace(player)
			cs.Status = Active
			cs.Army = Army{Elements: buildArmy(armyList(s.Scenario, c, contains(clanStrings(s.Monks), string(c)))), Location: cs.Capital}
			cs.StartingArmy = append([]Element(nil), cs.Army.Elements...)
		}
		st.Clans = append(st.Clans, cs)
	}
	st.RollerState = NewSeededRoller(s.Seed).State()
	return st, nil
}

// armyList returns the scenario's army list for clan c: the Shimazu of the
// 5-player scenario field Warrior Monks and Archers; every other army uses
// the 6-player list (§3; 4 or fewer players: default the 6-player list),
// with 2 Warrior Monks instead of 2 Ronin when monks is set (l.497).
func armyList(sc Scenario, c Clan, monks bool) []listEntry {
	if sc == FivePlayers && c == Shimazu {
		return shimazuFivePlayerList
	}
	if !monks {
		return sixPlayerList
	}
	out := append([]listEntry(nil), sixPlayerList...)
	for i := range out {
		if out[i].Type == Ronin {
			out[i].Type = WarriorMonks
		}
	}
	return out
}
