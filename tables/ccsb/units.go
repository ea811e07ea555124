package ccsb

import (
	"strings"

	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// Unit is a unit type by its rulebook code (§2.2), or LoneLeader for a
// leader block alone in its hex (§3.10), which can be a target but never
// battles.
type Unit string

// Unit codes (§2.2, seed l.247–587).
const (
	SSp        Unit = "SSp"  // Samurai Spear Infantry
	SB         Unit = "SB"   // Samurai Bow Infantry
	ASp        Unit = "ASp"  // Ashigaru Spear Infantry
	AB         Unit = "AB"   // Ashigaru Bow Infantry
	AA         Unit = "AA"   // Ashigaru Arquebus Infantry
	LI         Unit = "LI"   // Levy / Irregular Infantry
	SSpC       Unit = "SSpC" // Samurai Spear Cavalry
	SBC        Unit = "SBC"  // Samurai Bow Cavalry
	BG         Unit = "BG"   // Army Commander's Bodyguard
	LoneLeader Unit = "LDR"  // a leader alone in its hex (target only)
)

// Symbol is the class symbol on a block label, which is also the die face
// that hits it (§2.1).
type Symbol string

// Symbols (§2.1). Rank rises from Circle (green) to Square (red).
const (
	Circle   Symbol = "circle"   // green circle, lowest rank
	Triangle Symbol = "triangle" // blue triangle
	Square   Symbol = "square"   // red square, highest rank
	Swords   Symbol = "swords"   // Bodyguard blocks (§2.6)
	Leader   Symbol = "leader"   // leader block (white circle / star / diamond)
)

// Class is infantry or cavalry; terrain caps and some rules depend on it
// (§4.2). Bodyguards are foot (small blocks, §2.1).
type Class string

// Classes.
const (
	Infantry Class = "infantry"
	Cavalry  Class = "cavalry"
)

// Weapon is the missile weapon of a unit that can fire (§3.3).
type Weapon string

// Weapons. A unit with no missile weapon cannot make ranged combat.
const (
	NoMissile Weapon = ""
	Bow       Weapon = "bow"      // swords never hit in ranged combat; collects H&F
	Arquebus  Weapon = "arquebus" // swords hit in ranged combat; no H&F
)

// UnitType is one row of the unit reference table (§2.2).
type UnitType struct {
	Code Unit  `json:"code"`
	Name Label `json:"-"`
	// Symbol is the face that scores hits on the unit.
	Symbol Symbol `json:"symbol"`
	Class  Class  `json:"class"`
	// Blocks is the full strength (§2.1: 4 for every unit).
	Blocks int `json:"blocks"`
	// CloseDice are the close-combat dice; DicePerBlock replaces them with
	// one die per block left (Bodyguards, §2.6).
	CloseDice    int    `json:"closeDice"`
	DicePerBlock bool   `json:"dicePerBlock,omitempty"`
	Weapon       Weapon `json:"weapon,omitempty"`
	// RangedDice[r] are the ranged dice at range r hexes (0: out of
	// range); the maximum range is len(RangedDice)-1.
	RangedDice []int `json:"rangedDice,omitempty"`
	// MovedRangedDice are the ranged dice after moving (§2.3); 0 for units
	// with no missile weapon or that cannot fire after moving.
	MovedRangedDice int `json:"movedRangedDice,omitempty"`
	// NoBattleAfterMove: the unit may not battle at all on a turn it moves
	// (AA, §2.4).
	NoBattleAfterMove bool `json:"noBattleAfterMove,omitempty"`
	// Stature: ignores 1 sword from any foot unit in close combat, on top
	// of rank (Samurai cavalry, §3.6).
	Stature bool `json:"stature,omitempty"`
	// RetreatPerFlag is the hexes retreated per flag not ignored (§3.12).
	RetreatPerFlag int `json:"retreatPerFlag"`
	// HFPerHex / HFFlat are the Honor & Fortune tokens the owner loses per
	// hex retreated or once per retreat (§3.13).
	HFPerHex int `json:"hfPerHex"`
	HFFlat   int `json:"hfFlat,omitempty"`
	// MustIgnoreFlags: never retreats while in the command tent (§2.6).
	MustIgnoreFlags bool   `json:"mustIgnoreFlags,omitempty"`
	Section         string `json:"section"`
}

// unitTable is the unit reference table (§2.2; seed unit cards l.247–587,
// close-combat dice in words l.1088–1112). Ranged dice are rebuilt from
// icon residue (§2.3); the SB and AA readings are options (§8.2, §8.3).
var unitTable = []UnitType{
	{Code: SSp, Name: i18n.M("ccsb.unit.ssp.name"),
		Symbol: Square, Class: Infantry, Blocks: 4, CloseDice: 4,
		RetreatPerFlag: 1, HFPerHex: 2, Section: rulebook.CCSB.Title(247)}, // cites rulebook l.247–270, 1094
	{Code: SB, Name: i18n.M("ccsb.unit.sb.name"),
		Symbol: Square, Class: Infantry, Blocks: 4, CloseDice: 3,
		Weapon: Bow, RangedDice: []int{0, 0, 3, 3}, MovedRangedDice: 1,
		RetreatPerFlag: 1, HFPerHex: 2, Section: rulebook.CCSB.Title(271)}, // cites rulebook l.271–299, 1097
	{Code: ASp, Name: i18n.M("ccsb.unit.asp.name"),
		Symbol: Triangle, Class: Infantry, Blocks: 4, CloseDice: 3,
		RetreatPerFlag: 1, HFPerHex: 1, Section: rulebook.CCSB.Title(300)}, // cites rulebook l.300–306, 1100
	{Code: AB, Name: i18n.M("ccsb.unit.ab.name"),
		Symbol: Circle, Class: Infantry, Blocks: 4, CloseDice: 2,
		Weapon: Bow, RangedDice: []int{0, 0, 2, 2}, MovedRangedDice: 1,
		RetreatPerFlag: 1, HFPerHex: 1, Section: rulebook.CCSB.Title(307)}, // cites rulebook l.307–341, 1104
	{Code: AA, Name: i18n.M("ccsb.unit.aa.name"),
		Symbol: Circle, Class: Infantry, Blocks: 4, CloseDice: 2,
		Weapon: Arquebus, RangedDice: []int{0, 0, 2, 2, 1}, NoBattleAfterMove: true,
		RetreatPerFlag: 1, HFPerHex: 1, Section: rulebook.CCSB.Title(342)}, // cites rulebook l.342–368, 1107
	{Code: LI, Name: i18n.M("ccsb.unit.li.name"),
		Symbol: Circle, Class: Infantry, Blocks: 4, CloseDice: 2,
		RetreatPerFlag: 2, HFFlat: 2, Section: rulebook.CCSB.Title(369)}, // cites rulebook l.369–404, 1111
	{Code: SSpC, Name: i18n.M("ccsb.unit.sspc.name"),
		Symbol: Square, Class: Cavalry, Blocks: 4, CloseDice: 4, Stature: true,
		RetreatPerFlag: 1, HFPerHex: 2, Section: rulebook.CCSB.Title(405)}, // cites rulebook l.405–434, 1088
	{Code: SBC, Name: i18n.M("ccsb.unit.sbc.name"),
		Symbol: Square, Class: Cavalry, Blocks: 4, CloseDice: 3, Stature: true,
		Weapon: Bow, RangedDice: []int{0, 0, 3, 3}, MovedRangedDice: 1,
		RetreatPerFlag: 1, HFPerHex: 2, Section: rulebook.CCSB.Title(435)}, // cites rulebook l.435–480, 1091
	{Code: BG, Name: i18n.M("ccsb.unit.bg.name"),
		Symbol: Swords, Class: Infantry, Blocks: 4, DicePerBlock: true, MustIgnoreFlags: true,
		Section: rulebook.CCSB.Title(518)}, // cites rulebook l.518–587
	{Code: LoneLeader, Name: i18n.M("ccsb.unit.ldr.name"),
		Symbol: Leader, Class: Infantry, Blocks: 1,
		HFFlat: 3, Section: rulebook.CCSB.Title(1276)}, // cites rulebook l.1276–1308
}

// Units returns the unit reference table, in rulebook order.
func Units() []UnitType {
	out := make([]UnitType, len(unitTable))
	copy(out, unitTable)
	return out
}

// unitByCode finds a unit type by code, ignoring case.
func unitByCode(code string) (*UnitType, bool) {
	for i := range unitTable {
		if strings.EqualFold(string(unitTable[i].Code), strings.TrimSpace(code)) {
			return &unitTable[i], true
		}
	}
	return nil, false
}

// rankIgnore[defender][attacker] is the swords a defender ignores in close
// combat for superior rank (§3.6, seed l.1150–1168): a red square ignores 1
// from a blue triangle and 2 from a green circle; a blue triangle ignores 1
// from a green circle.
var rankIgnore = map[Symbol]map[Symbol]int{
	Square:   {Triangle: 1, Circle: 2},
	Triangle: {Circle: 1},
}

// StatureIgnore is the swords a unit with superior stature ignores from any
// attacking foot unit, on top of rank (§3.6, seed l.405–434, 1157).
const StatureIgnore = 1

// rank orders the unit symbols for the cavalry H&F exception (§3.7).
func rank(s Symbol) int {
	switch s {
	case Circle:
		return 1
	case Triangle:
		return 2
	case Square:
		return 3
	}
	return 0
}

// LeaderKind is the leader attached to a unit (§2.5).
type LeaderKind string

// Leader kinds. A foot leader attaches to infantry only, a mounted leader
// to any unit (§2.5).
const (
	NoLeader      LeaderKind = ""
	FootLeader    LeaderKind = "foot"
	MountedLeader LeaderKind = "mounted"
)

// LeaderRetreatHFPerHex is the extra H&F lost per hex when a unit retreats
// with its attached leader (§3.13, seed l.1444).
const LeaderRetreatHFPerHex = 1

// LoneLeaderRetreatHF is the flat H&F a lone leader (or the Army Commander
// leaving the tent) loses when it retreats (§3.13, §2.6).
const LoneLeaderRetreatHF = 3

// MaxFlagsIgnored is the most flags a unit may ignore per combat roll
// unless a card or the Bodyguard rule says "all" (§3.11, seed l.1426).
const MaxFlagsIgnored = 2

// MaxDice is the number of battle dice in the box (§1.1); no roll of this
// calculator uses more.
const MaxDice = 12

// LackOfHonorBaseDice is the Lack of Honor roll before the unpaid tokens
// (§3.14, seed l.1466).
const LackOfHonorBaseDice = 4
