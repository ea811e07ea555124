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
	// Listing is who may see the campaign; the store's default ("") is
	// listed. It is not part of the game: the state does not keep it.
	Listing Listing `json:"-"`
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
		v.Add("name", "campaign.give-campaign-name")
	case utf8.RuneCountInString(name) > MaxNameLength:
		v.Add("name", "campaign.name-too-long-at-most", MaxNameLength)
	}
	for c, p := range s.Players {
		if !c.Valid() {
			v.Add("players", "campaign.unknown-clan", c)
			continue
		}
		p = strings.TrimSpace(p)
		if p == "" {
			v.Add("player."+string(c), "campaign.give-player-name", c)
		} else if utf8.RuneCountInString(p) > 40 {
			v.Add("player."+string(c), "campaign.player-name-too-long-at", c)
		}
	}
	s.validateMonks(v)
	n := len(s.Players)
	switch s.Scenario {
	case SixPlayers:
		if n != 6 {
			v.Add("players", "campaign.6-player-scenario-needs-player", n)
		}
	case FivePlayers:
		if _, ok := s.Players[Imagawa]; ok {
			v.Add("players", "campaign.5-player-scenario-imagawa-neutral")
		}
		if n != 5 {
			v.Add("players", "campaign.5-player-scenario-needs-player", n)
		}
	case Custom:
		if n < MinPlayers || n > MaxPlayers {
			v.Add("players", "campaign.campaign-has-players-given", MinPlayers, MaxPlayers, n)
		}
	default:
		v.Add("scenario", "campaign.choose-scenario-6-players-5")
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
					v.Add("players", "campaign.clan-has-no-provinces-this", c)
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
			v.Add("monks", "campaign.unknown-clan", c)
		case seen[c]:
			v.Add("monks", "campaign.listed-twice-warrior-monks", c)
		case !playing:
			v.Add("monks", "campaign.has-no-player-so-no", c)
		case s.Scenario == FivePlayers:
			v.Add("monks", "campaign.five-players-ronin", c, rulebook.Samurai.Cite(rulebook.CampOverview)) // cites §3
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
		// The ledger of past years is kept by the store, not the state.
		ArchivesAtTally: true,
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
