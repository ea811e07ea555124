package senjutsu

import (
	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// Rule data as typed tables. Every table names the rulebook section it comes
// from (sections of an English summary that follows the Italian
// first-edition rulebook). Values the rulebook does not
// give are not here: they are entered by the users (Profile) or offered as
// options (OptionList).

// CardType is the type of a revealed card (§2.3: Attack, Defense, Meditation,
// Special). Stun is not a Skill card type: it stands for a Stun card played
// instead of a Skill card (§17.3), which the resolution order must still place.
type CardType string

// The card types. Their order in TypeOrder is the tie-break order at equal
// Initiative Speed (§7.2).
const (
	Defense    CardType = "defense"
	Attack     CardType = "attack"
	Meditation CardType = "meditation"
	Special    CardType = "special"
	Stun       CardType = "stun"
)

// TypeInfo is one row of the card-type table.
type TypeInfo struct {
	Type   CardType `json:"type"`
	Letter byte     `json:"letter"` // letter in the reveal code (see doc.go)
	Name   i18n.Msg `json:"-"`      // "en" and "it" in the API (handlers/calc/wire)
	// Source is where the rank comes from (the API: its English words).
	Source i18n.Msg `json:"-"`
}

// TypeOrder lists the card types in the order they resolve at equal
// Initiative Speed: DIFESA, ATTACCO, MEDITAZIONE E SPECIALE (§7.2; confirmed
// by a third-party review as "Defense, Attack, Meditation, and Core"). The
// rulebook does not rank a played Stun card: placing it last is a decision of
// this package, marked as such.
var TypeOrder = []TypeInfo{
	{Defense, 'D', i18n.M("senjutsu.type.defense"), i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(533))},       // cites §7.2
	{Attack, 'A', i18n.M("senjutsu.type.attack"), i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(533))},         // cites §7.2
	{Meditation, 'M', i18n.M("senjutsu.type.meditation"), i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(533))}, // cites §7.2
	{Special, 'S', i18n.M("senjutsu.type.special"), i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(533))},       // cites §7.2
	{Stun, 'X', i18n.M("senjutsu.type.stun"), i18n.M("senjutsu.source.stun-unranked", rulebook.Senjutsu.Cite(1176))},     // cites §17.3
}

// typeRank returns the position of t in TypeOrder, or -1.
func typeRank(t CardType) int {
	for i, ti := range TypeOrder {
		if ti.Type == t {
			return i
		}
	}
	return -1
}

func typeInfo(t CardType) (TypeInfo, bool) {
	if r := typeRank(t); r >= 0 {
		return TypeOrder[r], true
	}
	return TypeInfo{}, false
}

func typeByLetter(c byte) (CardType, bool) {
	for _, ti := range TypeOrder {
		if ti.Letter == c {
			return ti.Type, true
		}
	}
	return "", false
}

// KamaePosition is one guard stance (§9.1).
type KamaePosition struct {
	ID     string   `json:"id"`
	Name   i18n.Msg `json:"-"` // "en" and "it" in the API (handlers/calc/wire)
	Source string   `json:"source"`
}

// Neutral is the Kamae every character starts in (§5.2 step 3, §9.2).
const Neutral = "neutral"

// KamaePositions are the positions named by the rulebook (§9.1, icon legend
// §26). Expansion characters may have more; a Kamae Tree entered by the users
// may name other positions.
var KamaePositions = []KamaePosition{
	{Neutral, i18n.M("senjutsu.kamae.neutral"), rulebook.Senjutsu.Title(173)},               // cites §9.1
	{"aggression", i18n.M("senjutsu.kamae.aggression"), rulebook.Senjutsu.Title(173)},       // cites §9.1
	{"balance", i18n.M("senjutsu.kamae.balance"), rulebook.Senjutsu.Title(173)},             // cites §9.1
	{"determination", i18n.M("senjutsu.kamae.determination"), rulebook.Senjutsu.Title(173)}, // cites §9.1
}

func knownKamae(id string) bool {
	for _, k := range KamaePositions {
		if k.ID == id {
			return true
		}
	}
	return false
}

// DeckSize is one allowed Skill-deck size.
type DeckSize struct {
	Cards  int      `json:"cards"`
	Label  i18n.Msg `json:"-"` // "en" and "it" in the API (handlers/calc/wire)
	Source string   `json:"source"`
}

// DeckSizes: the rules text asks for 40 Skill cards (§4), but the four
// preconstructed decks on the back cover add up to 30 (§23). Special cards
// are outside both counts.
var DeckSizes = []DeckSize{
	{40, i18n.M("senjutsu.deck.40"), rulebook.Senjutsu.IT(1543)}, // cites §4
	{30, i18n.M("senjutsu.deck.30"), rulebook.Senjutsu.EN(1543)}, // cites §23
}

// Rule numbers stated by the rulebook.
const (
	// MaxFocus: a character can never have more than 3 Focus (§9.5).
	MaxFocus = 3
	// MaxInstantsPerTurn: one Instant Skill card per turn (§15, R12).
	MaxInstantsPerTurn = 1
	// MinimumCrippledSpeed: Crippled lowers speeds to a minimum of 1 (§17.4).
	MinimumCrippledSpeed = 1
	// MinFighters and MaxFighters: the duel tracker covers 2–4 characters
	// (§19 allows 1–4 players; solo play against AI is not covered here).
	MinFighters = 2
	MaxFighters = 4
)

// Sanity bounds. They are not rules: they only refuse absurd input (a typo of
// 400 wounds) before it reaches the engine.
const (
	maxSpeed        = 20
	maxAdvantage    = 99
	maxHandLimit    = 20
	maxWoundLimit   = 30
	maxCount        = 200 // any card counter
	maxCrippled     = 10
	maxSplit        = 3 // Dividing Lines on one card
	maxNameLen      = 60
	maxWeapons      = 8
	maxKamaeNodes   = 16
	maxKamaeBranch  = 40
	maxPoisons      = 12
	maxLog          = 5000
	maxCost         = MaxFocus
	maxCodeLen      = 600
	maxActionNumber = 20
)
