package sekigahara

import "sengoku/i18n"

// Rule data transcribed from the Italian rulebook (seed
// 002_c317cb01518fb7ee.txt); section numbers follow the original. Nothing
// here comes from the map, block roster or decks, which the seed lacks
// (S-01): users enter those from the components.

// BlocksPerSide is the number of blocks of each colour (1: 48 gold, 48
// black). No side can bring more to one location.
const BlocksPerSide = 48

// ImpactPerLoss is the Impact that costs the opponent one block, rounded
// down (8.7.1 for battles, 8.9.4 B for sieges).
const ImpactPerLoss = 7

// LoserExtraLoss is the extra block the loser of a battle loses (8.7.1).
// Sieges have none (8.9.4 B; S-21).
const LoserExtraLoss = 1

// SpecialAttackBonus is the Impact of a Special Attack and its increment
// per block with the same attack type already deployed on the same side
// (8.4.1).
var SpecialAttackBonus = struct {
	Base, PerEarlierBlock int
	Section               string
}{Base: 2, PerEarlierBlock: 2, Section: "8.4.1"}

// SameDaimyoBonus is the Impact added for every block of the same daimyo
// already deployed on the same side (8.3.3).
var SameDaimyoBonus = struct {
	PerEarlierBlock int
	Section         string
}{PerEarlierBlock: 1, Section: "8.3.3"}

// MaxMon is the strongest block (3.2: 1–4 mon); only the Ii block has 4
// (9.4), every other block at most MaxMonOrdinary.
const (
	MaxMon         = 4
	MaxMonOrdinary = 3
)

// WildBlock is a block any daimyo's card can deploy (8.2.2).
type WildBlock struct {
	Side   Side   `json:"side"`
	Daimyo string `json:"daimyo"`
	// Mon is the block's printed strength when the rules give it, 0 when
	// only the component shows it.
	Mon int `json:"mon"`
	// Nobori is the banner dots the rules give the block (3.2), 0 if none.
	Nobori  int    `json:"nobori"`
	Section string `json:"section"`
}

// WildBlocks are the single Ishida block and the single Ii block (8.2.2).
// The Ishida block is Ishida Mitsunari, whose commander block carries the
// 3-dot nobori (3.2); the Ii block has 4 mon (9.4).
var WildBlocks = []WildBlock{
	{Side: Ishida, Daimyo: "ishida", Nobori: 3, Section: "3.2, 8.2.2"},
	{Side: Tokugawa, Daimyo: "ii", Mon: 4, Section: "8.2.2, 9.4"},
}

// wildBlock returns the wild block of daimyo, if it is one.
func wildBlock(daimyo string) (WildBlock, bool) {
	for _, w := range WildBlocks {
		if w.Daimyo == daimyo {
			return w, true
		}
	}
	return WildBlock{}, false
}

// Lord is a block with a 3-dot nobori (3.2).
type Lord struct {
	Side           Side   `json:"side"`
	WinnerIfKilled Side   `json:"winnerIfKilled"`
	Daimyo         string `json:"daimyo"`
	Name           string `json:"name"`
	Section        string `json:"section"`
}

// Lords are the two blocks with a 3-dot nobori (3.2) whose death ends the
// game at once (2.1): killing a side's lord makes the other side win.
var Lords = []Lord{
	{Side: Ishida, WinnerIfKilled: Tokugawa, Daimyo: "ishida", Name: "Ishida Mitsunari", Section: "2.1, 3.2"},
	{Side: Tokugawa, WinnerIfKilled: Ishida, Daimyo: "tokugawa", Name: "Tokugawa Ieyasu", Section: "2.1, 3.2"},
}

// MaxBlocksInCastle is how many blocks may stay inside a castle (8.9.1);
// discs do not count (8.9.3).
const MaxBlocksInCastle = 2

// Disc is a unit that can be destroyed like a block but never moves or
// fights (3.4, 8.9.3).
type Disc struct {
	Name    string
	Side    Side
	Castle  Castle
	Section string
	// LostLast: always the last unit lost in a siege of its castle (9.1).
	LostLast bool
	// MayAbsorb: any one loss of a siege of its castle may fall on it
	// instead of a block (9.2).
	MayAbsorb bool
	// InstantWinner wins at once when the disc is destroyed (2.1, 9.1).
	InstantWinner Side
}

// Discs are the two gold discs (3.4) and the castle each one stays in.
var Discs = []Disc{
	{Name: "Toyotomi Hideyori", Side: Ishida, Castle: Osaka, Section: "9.1", LostLast: true, InstantWinner: Tokugawa},
	{Name: "Sanada Masayuki", Side: Ishida, Castle: Ueda, Section: "9.2", MayAbsorb: true},
}

// discAt returns the disc that stays in castle c, if any.
func discAt(c Castle) (Disc, bool) {
	for _, d := range Discs {
		if c != OtherCastle && d.Castle == c {
			return d, true
		}
	}
	return Disc{}, false
}

// MovementModifier is one line of the movement table (7.3.6).
type MovementModifier struct {
	Key     string   `json:"key"`
	Value   int      `json:"value"`
	Name    i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
	Section string   `json:"section"`
}

// MovementModifiers are the base allowance and its bonuses (7.3.3, 7.3.6).
// Command counts once whatever its sources (7.3.4).
var MovementModifiers = []MovementModifier{
	{Key: "base", Value: 1, Name: i18n.M("sekigahara.modifier.base"), Section: "7.3.3"},
	{Key: "mainRoad", Value: 1, Name: i18n.M("sekigahara.modifier.main-road"), Section: "7.3.3"},
	{Key: "command", Value: 1, Name: i18n.M("sekigahara.modifier.command"), Section: "7.3.3, 7.3.4"},
	{Key: "forcedMarch", Value: 1, Name: i18n.M("sekigahara.modifier.forced-march"), Section: "7.3.3"},
}

func movementModifier(key string) int {
	for _, m := range MovementModifiers {
		if m.Key == key {
			return m.Value
		}
	}
	return 0
}

// SizeBand is one size line of the movement table (7.3.5, 7.3.6).
type SizeBand struct {
	MinBlocks int `json:"minBlocks"`
	// MaxBlocks is 0 for the open-ended last band.
	MaxBlocks int `json:"maxBlocks"`
	Modifier  int `json:"modifier"`
	// CannotMove marks the band that never moves whatever its bonuses.
	CannotMove bool   `json:"cannotMove"`
	Section    string `json:"section"`
}

// SizeBands is the size penalty: −1 at the 5th, 9th, 13th and 17th block;
// 17 or more cannot move (7.3.5, 7.3.6).
var SizeBands = []SizeBand{
	{MinBlocks: 1, MaxBlocks: 4, Modifier: 0, Section: "7.3.6"},
	{MinBlocks: 5, MaxBlocks: 8, Modifier: -1, Section: "7.3.6"},
	{MinBlocks: 9, MaxBlocks: 12, Modifier: -2, Section: "7.3.6"},
	{MinBlocks: 13, MaxBlocks: 16, Modifier: -3, Section: "7.3.6"},
	{MinBlocks: 17, MaxBlocks: 0, Modifier: -4, CannotMove: true, Section: "7.3.6"},
}

// sizeBand returns the band of a group of n ≥ 1 blocks.
func sizeBand(n int) SizeBand {
	for _, b := range SizeBands {
		if n >= b.MinBlocks && (b.MaxBlocks == 0 || n <= b.MaxBlocks) {
			return b
		}
	}
	return SizeBands[len(SizeBands)-1]
}

// MovementCardOption is one line of the movement-card choice (7.1).
type MovementCardOption struct {
	Key   string `json:"key"`
	Cards int    `json:"cards"`
	// Groups is how many groups may move; -1 means every friendly group.
	Groups int `json:"groups"`
	// Recruit: whether a Recruit action is possible (7.2), and whether it
	// replaces one of the group moves.
	Recruit         bool     `json:"recruit"`
	RecruitReplaces bool     `json:"recruitReplaces"`
	Cycle           bool     `json:"cycle"`
	Name            i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
	Section         string   `json:"section"`
}

// MovementCards are the four ways to start a Movement phase (7.1).
var MovementCards = []MovementCardOption{
	{Key: "none", Cards: 0, Groups: 0, Cycle: true, Section: "7.1",
		Name: i18n.M("sekigahara.movement-card.none")},
	{Key: "minimal", Cards: 0, Groups: 1, Recruit: true, RecruitReplaces: true, Section: "7.1",
		Name: i18n.M("sekigahara.movement-card.minimal")},
	{Key: "limited", Cards: 1, Groups: 3, Recruit: true, RecruitReplaces: true, Section: "7.1",
		Name: i18n.M("sekigahara.movement-card.limited")},
	{Key: "full", Cards: 2, Groups: -1, Recruit: true, Section: "7.1",
		Name: i18n.M("sekigahara.movement-card.full")},
}

// OverrunRatio is how many times the enemy's blocks a force needs to
// overrun it; block strength does not matter (7.4.1).
const OverrunRatio = 4

// Reinforcement data (6.2).
var (
	// ReinforcementCards is the cards each player draws every week from
	// week 2; CastleBonusCards goes to the player with most castles.
	ReinforcementCards = 5
	CastleBonusCards   = 1
	// ReinforcementBlocks is the blocks drawn from the bag by week.
	ReinforcementBlocks = map[int]int{2: 2, 3: 2, 4: 2, 5: 1, 6: 1, 7: 1}
	// ResourceBonusBlocks goes to the player with most Resource Locations,
	// to both on a tie.
	ResourceBonusBlocks = 1
)

// Weeks is the length of the game (6); the Reinforcement phase is skipped
// in week 1 (6.2).
const Weeks = 7

// Victory points (2.2): per castle and per Resource Location; a tie goes
// to Ishida.
const (
	VPPerCastle   = 2
	VPPerResource = 1
)

// VPTieWinner wins a victory-point tie (2.2).
const VPTieWinner = Ishida

// App limits, not rules: they only refuse absurd input.
const (
	maxDaimyoLen = 20
	// maxEvents bounds a battle's list: 2×48 deployments plus challenges
	// and passes fit with room to spare.
	maxEvents = 256
	// maxEncoded bounds the text encoding of a list.
	maxEncoded = 4096
	// maxCount bounds hand sizes and castle or Resource counts, which the
	// seed does not give (S-01).
	maxCount = 99
)
