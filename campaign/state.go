package campaign

// Season is one of the four seasons of a campaign year (campaign-1560 §4).
type Season int

// The seasons in order.
const (
	Spring Season = iota
	Summer
	Autumn
	Winter
)

var seasonNames = [...]string{"spring", "summer", "autumn", "winter"}

// String is the season's identifier (spring, summer, autumn, winter).
func (s Season) String() string {
	if s < 0 || int(s) >= len(seasonNames) {
		return "unknown"
	}
	return seasonNames[s]
}

// FirstYear is the year the campaign starts (c. 1560).
const FirstYear = 1560

// StartingPrestige is every clan's Prestige at the start (§13).
const StartingPrestige = 10

// ClanStatus tells whether a clan is still in the game.
type ClanStatus string

// Clan statuses (§1, §13).
const (
	Active      ClanStatus = "active"       // has a player and is in the game
	NeutralClan ClanStatus = "neutral"      // no player: provinces, no army
	Seppuku     ClanStatus = "seppuku"      // out: Prestige fell to the seppuku level
	CapitalLost ClanStatus = "capital-lost" // out: its capital was conquered
	Excluded    ClanStatus = "excluded"     // out: excluded by the game master for breaking the diplomacy rules (§6)
)

// ProvinceState is what changes about a province during the campaign.
type ProvinceState struct {
	ID       int  `json:"id"`
	Owner    Clan `json:"owner"` // Neutral ("") when no clan holds it
	Fortress bool `json:"fortress"`
	// Siege history of the Fortress standing here (C-18): the movement
	// season (index+1) of the last siege, the consecutive chain it ended,
	// and how many sieges it has suffered. Reset when it is built or razed.
	SiegeLast  int `json:"siegeLast,omitempty"`
	SiegeChain int `json:"siegeChain,omitempty"`
	SiegeCount int `json:"siegeCount,omitempty"`
}

// ClanState is one clan during the campaign.
type ClanState struct {
	Clan     Clan       `json:"clan"`
	Player   string     `json:"player,omitempty"`
	Status   ClanStatus `json:"status"`
	Capital  int        `json:"capital"`
	Army     Army       `json:"army"`
	Prestige int        `json:"prestige"` // official total from the last Winter tally (C-07)
	// StartingArmy is the army list the clan began with; replacements bring
	// back lost types up to these counts (C-12).
	StartingArmy []Element `json:"startingArmy,omitempty"`

	// Hand is the hidden hand of "when you want" cards (§5), by card id.
	Hand []string `json:"hand"`
	// PendingPP is the sum of this year's ledger entries not yet made
	// official by the Winter tally (C-07).
	PendingPP int `json:"pendingPP"`
	// SpyUpTo: the clan has read the first SpyUpTo notes of the box (SPY,
	// C-37: every note stored so far).
	SpyUpTo int `json:"spyUpTo,omitempty"`
	// NINJA (C-27): the army cannot move or send contingents in NinjaLeft
	// more seasons, counting from season index NinjaFrom.
	NinjaFrom int `json:"ninjaFrom,omitempty"`
	NinjaLeft int `json:"ninjaLeft,omitempty"`
	// Turn is what the clan has done in the current season.
	Turn ClanTurn `json:"turn"`
}

// ClanTurn is a clan's record for the current season, reset when a season
// starts.
type ClanTurn struct {
	Drawn      bool   `json:"drawn,omitempty"`
	Moved      bool   `json:"moved,omitempty"`   // declared its movement
	Move       string `json:"move,omitempty"`    // stay | move | contingent | blocked
	Arrival    int    `json:"arrival,omitempty"` // order of arrival this season (C-25)
	BadWeather bool   `json:"badWeather,omitempty"`
	Ambushed   bool   `json:"ambushed,omitempty"`
	SecondMove bool   `json:"secondMove,omitempty"` // FORCED MARCH second round pending (C-10 secondRound)
	Notes      int    `json:"notes,omitempty"`      // notes passed in this season's Diplomacy phase
}

// State is a whole campaign at one moment. It is a plain value: actions take
// a State and return the next one.
type State struct {
	Name     string   `json:"name"`
	Scenario Scenario `json:"scenario"`
	Map      Map      `json:"map"`

	Year   int    `json:"year"`
	Season Season `json:"season"`

	Provinces []ProvinceState `json:"provinces"` // index = id-1
	Clans     []ClanState     `json:"clans"`     // in the order of Clans

	// Seed started the campaign's generator; RollerState is where it is now.
	Seed        uint64 `json:"seed"`
	RollerState []byte `json:"rollerState"`

	Options Options `json:"options"`
	Phase   Phase   `json:"phase"`
	// Order is this season's playing order, lowest Prestige first (§4).
	Order []Clan    `json:"order"`
	Deck  DeckState `json:"deck"`

	// Pending is an "immediately" card waiting for its drawer's choice.
	Pending *CardChoice `json:"pending,omitempty"`
	// Ninja is a NINJA card waiting for its target's answer (BODYGUARD).
	Ninja *NinjaAttack `json:"ninja,omitempty"`

	Timer Timer `json:"timer"`
	// Deadline is the clock of play between club nights (nil: none).
	Deadline *Deadline `json:"deadline,omitempty"`
	// The box of notes (§6) and the public declarations are kept outside
	// the state, one stored row each, immutable and kept forever: an action
	// puts its new ones in Outcome.Box. The state counts them, so that a
	// note is numbered and SPY knows how far the box went.
	NoteCount        int `json:"noteCount,omitempty"`
	DeclarationCount int `json:"declarationCount,omitempty"`

	// This season's movement and its consequences.
	Requests       []Request       `json:"requests"`
	Contingents    []Contingent    `json:"contingents"`
	Confrontations []Confrontation `json:"confrontations"`
	Sieges         []Siege         `json:"sieges"`
	Battles        []Battle        `json:"battles"`
	Arrivals       int             `json:"arrivals"`
	MoveRound      int             `json:"moveRound"`
	BattleSeq      int             `json:"battleSeq"`
	// Fought indexes every fought battle; their reports are kept by the
	// store, beside the state (see BattleReport).
	Fought []FoughtBattle `json:"fought,omitempty"`

	// Ledger holds the scoring-table entries not yet archived, oldest
	// first, and Tallies the Winter tallies not yet archived. In a
	// campaign that ArchivesAtTally, a tally hands the entries it made
	// official, and the tallies, to the store (Outcome.Archive): the state
	// keeps the year in play, not the years past.
	Ledger  []PrestigeEntry `json:"ledger"`
	Tallies []Tally         `json:"tallies"`
	// ArchivesAtTally: the campaign's ledger and tallies leave the state
	// at each tally. Campaigns created before it keep them in the state.
	ArchivesAtTally bool       `json:"archivesAtTally,omitempty"`
	Shogunate       *Shogunate `json:"shogunate,omitempty"`
	Result          *Summary   `json:"result,omitempty"`
}

// Clan returns the state of clan c, or nil.
func (s *State) Clan(c Clan) *ClanState {
	for i := range s.Clans {
		if s.Clans[i].Clan == c {
			return &s.Clans[i]
		}
	}
	return nil
}

// Owner returns the clan owning province id.
func (s *State) Owner(id int) Clan {
	if id < 1 || id > len(s.Provinces) {
		return Neutral
	}
	return s.Provinces[id-1].Owner
}

// ProvincesOf returns the ids owned by c, ascending.
func (s *State) ProvincesOf(c Clan) []int {
	var out []int
	for _, p := range s.Provinces {
		if p.Owner == c && c != Neutral {
			out = append(out, p.ID)
		}
	}
	return out
}

// ArmiesIn returns the clans whose army stands in province id. An army
// reduced to 0 elements is no army (C-32): it faces nobody, the province
// falls to an army that moves in alone, and it does not count toward the
// two-armies limit.
func (s *State) ArmiesIn(id int) []Clan {
	var out []Clan
	for _, c := range s.Clans {
		if c.Status == Active && c.Army.Location == id && c.Army.Size() > 0 {
			out = append(out, c.Clan)
		}
	}
	return out
}

// ActiveClans returns the clans still in play with a player.
func (s *State) ActiveClans() []Clan {
	var out []Clan
	for _, c := range s.Clans {
		if c.Status == Active {
			out = append(out, c.Clan)
		}
	}
	return out
}

// IsCapital reports whether id is the capital of an active or neutral clan.
func (s *State) IsCapital(id int) (Clan, bool) {
	for _, c := range s.Clans {
		if c.Capital == id && (c.Status == Active || c.Status == NeutralClan) {
			return c.Clan, true
		}
	}
	return Neutral, false
}
