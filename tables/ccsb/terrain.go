package ccsb

import (
	"strings"

	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// Terrain is a terrain type by key (§4.2).
type Terrain string

// Terrain keys (§4.2, seed l.1825–2066 and the terrain effects chart
// l.4906–4999).
const (
	Open        Terrain = "open"        // countryside (Campagna)
	Forest      Terrain = "forest"      // Foresta
	Hill        Terrain = "hill"        // Collina
	River       Terrain = "river"       // Fiume: no battle
	Ford        Terrain = "ford"        // Fiume guadabile / Ruscello
	ShallowFord Terrain = "shallowford" // ford of a stream the scenario declares wholly fordable
	Bridge      Terrain = "bridge"      // Ponte
	Buildings   Terrain = "buildings"   // Edifici
	Fields      Terrain = "fields"      // Campi coltivati
	Gorge       Terrain = "gorge"       // Gola
	Tent        Terrain = "tent"        // Tenda comando
	Fence       Terrain = "fence"       // Recinzione
	Palisade    Terrain = "palisade"    // Palizzata
	Castle      Terrain = "castle"      // Castello
)

// Cap is a terrain limit on the base battle dice (§4.1): 0 means no limit,
// Prohibited means no combat, any other value is the maximum.
type Cap int

// Prohibited is the "P" of the terrain chart: the combat is not allowed.
const Prohibited Cap = -1

// ClassCaps is a cap for infantry and one for cavalry.
type ClassCaps struct {
	Infantry Cap `json:"infantry"`
	Cavalry  Cap `json:"cavalry"`
}

func (c ClassCaps) of(cl Class) Cap {
	if cl == Cavalry {
		return c.Cavalry
	}
	return c.Infantry
}

// both is the same cap for both classes.
func both(c Cap) ClassCaps { return ClassCaps{c, c} }

// FlagRule says which units a terrain lets ignore 1 flag (§3.11).
type FlagRule string

// Terrain flag rules.
const (
	NoFlagRule          FlagRule = ""
	AnyUnit             FlagRule = "any"               // bridge
	InfantryOnly        FlagRule = "infantry"          // palisade, castle
	InfantryVsCavalry   FlagRule = "infantryVsCavalry" // fence: only when cavalry attacks
	buildingsFlagOption FlagRule = "option"            // buildings: §8.8 option
)

// ClassFlags is a yes/no per class.
type ClassFlags struct {
	Infantry bool `json:"infantry"`
	Cavalry  bool `json:"cavalry"`
}

func (c ClassFlags) of(cl Class) bool {
	if cl == Cavalry {
		return c.Cavalry
	}
	return c.Infantry
}

// TerrainType is one row of the terrain effects table (§4.2).
type TerrainType struct {
	Key Terrain `json:"key"`
	// Name is the terrain's name; lower is the name inside a sentence.
	Name  Label `json:"-"`
	lower Label
	// NoBattleOnEntry: a unit of that class that entered the hex this turn
	// may not battle.
	NoBattleOnEntry ClassFlags `json:"noBattleOnEntry"`
	// Out caps limit a unit in this hex, by its class ("battling out").
	OutClose  ClassCaps `json:"outClose"`
	OutRanged ClassCaps `json:"outRanged"`
	// In caps limit a unit attacking a unit in this hex, by the
	// attacker's class ("battling in").
	InClose  ClassCaps `json:"inClose"`
	InRanged ClassCaps `json:"inRanged"`
	// InCloseNotFromSame: the close-combat in cap does not apply to an
	// attacker on the same terrain (hill to hill, §4.3).
	InCloseNotFromSame bool `json:"inCloseNotFromSame,omitempty"`
	// Flags is who may ignore 1 flag here.
	Flags FlagRule `json:"flags,omitempty"`
	// NoRetreatInfantry: infantry here never retreats and takes 1 hit per
	// flag it cannot ignore (castle).
	NoRetreatInfantry bool `json:"noRetreatInfantry,omitempty"`
	// NoInspiration: a unit here cannot be inspired (buildings).
	NoInspiration bool   `json:"noInspiration,omitempty"`
	Section       string `json:"section"`
}

const pro = Prohibited

// terrainTable is the terrain effects table (§4.2), built from the terrain
// chapter (seed l.1825–2066) and the chart (l.4906–4999). The ford row
// follows the text; fordChart is the chart reading, used with option
// oFord=chart (§8.7).
var terrainTable = []TerrainType{
	{Key: Open, Name: i18n.M("ccsb.terrain.open.name"), lower: i18n.M("ccsb.terrain.open.inline"),
		Section: rulebook.CCSB.Title(1845)}, // cites rulebook l.1845
	{Key: Forest, Name: i18n.M("ccsb.terrain.forest.name"), lower: i18n.M("ccsb.terrain.forest.inline"),
		OutClose: both(2), OutRanged: both(2), InClose: both(2), InRanged: both(1),
		Section: rulebook.CCSB.Title(1853)}, // cites rulebook l.1853–1868
	{Key: Hill, Name: i18n.M("ccsb.terrain.hill.name"), lower: i18n.M("ccsb.terrain.hill.inline"),
		OutClose: both(3), InClose: both(2), InCloseNotFromSame: true,
		Section: rulebook.CCSB.Title(1870)}, // cites rulebook l.1870–1892
	{Key: River, Name: i18n.M("ccsb.terrain.river.name"), lower: i18n.M("ccsb.terrain.river.inline"),
		OutClose: both(pro), OutRanged: both(pro), InClose: both(pro), InRanged: both(pro),
		Section: rulebook.CCSB.Title(1894)}, // cites rulebook l.1894–1898
	{Key: Ford, Name: i18n.M("ccsb.terrain.ford.name"), lower: i18n.M("ccsb.terrain.ford.inline"),
		OutClose: both(2), OutRanged: both(1), InClose: both(2), InRanged: both(2),
		Section: rulebook.CCSB.Title(1900)}, // cites rulebook l.1900–1911, text
	{Key: ShallowFord, Name: i18n.M("ccsb.terrain.shallowford.name"), lower: i18n.M("ccsb.terrain.shallowford.inline"),
		Section: rulebook.CCSB.Title(1913)}, // cites rulebook l.1913–1916
	{Key: Bridge, Name: i18n.M("ccsb.terrain.bridge.name"), lower: i18n.M("ccsb.terrain.bridge.inline"),
		Flags: AnyUnit, Section: rulebook.CCSB.Title(1918)}, // cites rulebook l.1918–1923
	{Key: Buildings, Name: i18n.M("ccsb.terrain.buildings.name"), lower: i18n.M("ccsb.terrain.buildings.inline"),
		NoBattleOnEntry: ClassFlags{true, true},
		OutClose:        ClassCaps{2, 1}, OutRanged: both(1), InClose: both(2), InRanged: both(1),
		Flags: buildingsFlagOption, NoInspiration: true,
		Section: rulebook.CCSB.Title(1925)}, // cites rulebook l.1925–1956
	{Key: Fields, Name: i18n.M("ccsb.terrain.fields.name"), lower: i18n.M("ccsb.terrain.fields.inline"),
		OutClose: ClassCaps{0, 2}, OutRanged: ClassCaps{0, 2}, InClose: ClassCaps{0, 2}, InRanged: ClassCaps{0, 2},
		Section: rulebook.CCSB.Title(1958)}, // cites rulebook l.1958–1973
	{Key: Gorge, Name: i18n.M("ccsb.terrain.gorge.name"), lower: i18n.M("ccsb.terrain.gorge.inline"),
		NoBattleOnEntry: ClassFlags{true, true},
		OutClose:        both(1), OutRanged: both(1), InClose: ClassCaps{2, 1}, InRanged: both(1),
		Section: rulebook.CCSB.Title(1975)}, // cites rulebook l.1975–2000
	{Key: Tent, Name: i18n.M("ccsb.terrain.tent.name"), lower: i18n.M("ccsb.terrain.tent.inline"),
		Section: rulebook.CCSB.Title(2007)}, // cites rulebook l.2007–2018
	{Key: Fence, Name: i18n.M("ccsb.terrain.fence.name"), lower: i18n.M("ccsb.terrain.fence.inline"),
		NoBattleOnEntry: ClassFlags{false, true},
		OutClose:        both(2), OutRanged: both(2), InClose: both(2), InRanged: both(2),
		Flags: InfantryVsCavalry, Section: rulebook.CCSB.Title(2020)}, // cites rulebook l.2020–2037
	{Key: Palisade, Name: i18n.M("ccsb.terrain.palisade.name"), lower: i18n.M("ccsb.terrain.palisade.inline"),
		NoBattleOnEntry: ClassFlags{false, true},
		OutClose:        both(2), OutRanged: both(2), InClose: both(2), InRanged: both(2),
		Flags: InfantryOnly, Section: rulebook.CCSB.Title(2020)}, // cites rulebook l.2020–2037
	{Key: Castle, Name: i18n.M("ccsb.terrain.castle.name"), lower: i18n.M("ccsb.terrain.castle.inline"),
		NoBattleOnEntry: ClassFlags{true, true},
		OutClose:        ClassCaps{3, pro}, OutRanged: ClassCaps{3, pro}, InClose: ClassCaps{2, pro}, InRanged: both(1),
		Flags: InfantryOnly, NoRetreatInfantry: true,
		Section: rulebook.CCSB.Title(2039)}, // cites rulebook l.2039–2066
}

// fordChart is the ford as the terrain chart prints it: close combat out 2,
// ranged in 1, combat in 2 (seed l.4929–4937; option oFord=chart, §8.7).
var fordChart = TerrainType{Key: Ford, Name: i18n.M("ccsb.terrain.ford-chart.name"), lower: i18n.M("ccsb.terrain.ford-chart.inline"),
	OutClose: both(2), InClose: both(2), InRanged: both(1),
	Section: rulebook.CCSB.Title(4929)} // cites rulebook chart l.4929–4937

// Terrains returns the terrain effects table (text readings; see Options
// for the chart reading of the ford).
func Terrains() []TerrainType {
	out := make([]TerrainType, len(terrainTable))
	copy(out, terrainTable)
	return out
}

// terrainByKey finds a terrain type; the empty key is open countryside.
func terrainByKey(key string, o options) (*TerrainType, bool) {
	k := strings.ToLower(strings.TrimSpace(key))
	if k == "" {
		k = string(Open)
	}
	if k == string(Ford) && o.ford == "chart" {
		return &fordChart, true
	}
	for i := range terrainTable {
		if string(terrainTable[i].Key) == k {
			return &terrainTable[i], true
		}
	}
	return nil, false
}

// flagIgnore reports whether the terrain lets a defender of class cl,
// attacked by a unit of class attCl, ignore 1 flag (§3.11).
func (t *TerrainType) flagIgnore(cl, attCl Class, o options) bool {
	switch t.Flags {
	case AnyUnit:
		return true
	case InfantryOnly:
		return cl == Infantry
	case InfantryVsCavalry:
		return cl == Infantry && attCl == Cavalry
	case buildingsFlagOption:
		return o.buildings == "yes"
	}
	return false
}
