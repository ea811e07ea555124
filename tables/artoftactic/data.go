package artoftactic

import (
	"strconv"

	"sengoku/tables/rulebook"
)

// Mod is one cell of a modifier table: add V to the ability, or (Zero) set
// the ability to 0, which wins over every other modifier (§15).
type Mod struct {
	V    int  `json:"v"`
	Zero bool `json:"zero,omitempty"`
	// NS: the rulebook does not state this cell (e.g. firepower under Honor,
	// A-08); it is printed "?" and the calculator follows the option.
	NS bool `json:"ns,omitempty"`
}

// String renders the cell as printed on a card: "+2", "-1", "=0", "—" for
// none and "?" for not stated.
func (m Mod) String() string {
	switch {
	case m.Zero:
		return "=0"
	case m.NS:
		return "?"
	case m.V == 0:
		return "—"
	case m.V > 0:
		return "+" + strconv.Itoa(m.V)
	default:
		return strconv.Itoa(m.V)
	}
}

// Unit kinds (§3): the target's kind selects the attack value; cavalry rolls
// the card's dice per model.
const (
	Infantry = "inf"
	Cavalry  = "cav"
)

// Kind is a unit kind with its name.
type Kind struct {
	ID string `json:"id"`
	Label
}

// Kinds are the unit kinds with their names.
var Kinds = []Kind{
	{Infantry, lbl("aot.kind.inf")},
	{Cavalry, lbl("aot.kind.cav")},
}

// Order ids (§9.1).
const (
	OrderAllAround    = "allround"
	OrderDefend       = "defend"
	OrderFireRetreat  = "fireretreat"
	OrderFire         = "fire"
	OrderAssault      = "assault"
	OrderMarch        = "march"
	OrderMoveFire     = "movefire"
	OrderPursue       = "pursue"
	OrderRun          = "run"
	OrderAmbush       = "ambush"
	OrderJoinUp       = "joinup"
	OrderSupplies     = "supplies"
	OrderRecon        = "recon"
	OrderRest         = "rest"
	OrderRetreat      = "retreat"
	OrderFlee         = "flee"
	OrderPanic        = "panic"
	OrderContinuation = "" // no order: a unit continuing a melee (§10.6)
)

// Who may receive an order (§9.1 "Who may receive it").
const (
	WhoAny       = "any"       // any unit whose card lists it
	WhoFoot      = "foot"      // not cavalry
	WhoRanged    = "ranged"    // units with ranged weapons
	WhoCavRanged = "cavranged" // cavalry with ranged weapons (Mounted Samurai Archers)
	WhoNinja     = "ninja"     // Ninja only
	WhoSupplies  = "supplies"  // ranged units next to a Peasant Transport, and the Transport
	WhoMerge     = "merge"     // two damaged units of one type: never the (unique) General's unit
	WhoAuto      = "auto"      // given automatically (Pursue, §12.6)
	WhoForced    = "forced"    // forced by morale, never printed on a card (L194)
)

// Order is one row of the order table (§9.1) as printed on the back of a
// unit card (§4, §17.2).
type Order struct {
	ID string `json:"id"`
	Label
	// Step of the Execution phase, 1-6 (§6.3, seed L187-L192).
	Step int `json:"step"`
	// Modifiers to attack, defense, firepower and fortitude for the whole
	// turn (§9.1, seed L987-L1105).
	Att  Mod    `json:"att"`
	Def  Mod    `json:"def"`
	FP   Mod    `json:"fp"`
	Fort Mod    `json:"fort"`
	Who  string `json:"who"`
	// Hexes moved by infantry and cavalry (§7.1); -1: not allowed for that
	// kind; 0: no movement. They size the hex-path boxes of the sheet.
	MoveInf int `json:"moveInf"`
	MoveCav int `json:"moveCav"`
	// Target: the card has a box for the enemy unit number (§4).
	Target bool `json:"target"`
	// Facing: the player writes the facing hexes (Defense Zone, §8.2).
	Facing bool `json:"facing"`
	// Coverage: maximum range of the Coverage Zone; -1 up to the unit's
	// maximum range, 0 none (§8.3).
	Coverage int `json:"coverage"`
	// FireHex, MergeHex, HiddenHex: extra hex boxes (Move and Fire, Join Up,
	// Ambush).
	FireHex   bool `json:"fireHex"`
	MergeHex  bool `json:"mergeHex"`
	HiddenHex bool `json:"hiddenHex"`
	// Fatigue tokens gained (+1) or removed (-1) by executing it (§14).
	Fatigue int `json:"fatigue"`
	// Ammo: costs 1 ammunition for each shot (§11).
	Ammo bool `json:"ammo"`
	// NoCmdr: a unit without a commander (and not next to one) may receive
	// it (§5, seed L206-L211). Retreat follows option A-09.
	NoCmdr bool `json:"noCmdr"`
	// NoFatigue4: not allowed with 4 or more fatigue tokens (§14).
	NoFatigue4 bool   `json:"noFatigue4"`
	Src        string `json:"src"`
}

// Orders is the order table in execution-step order (§9.1).
var Orders = []Order{
	{ID: OrderAllAround, Label: lbl("aot.order.allround"), Step: 1,
		Att: Mod{V: -2}, Def: Mod{V: 1}, Fort: Mod{V: -1}, Who: WhoFoot, NoCmdr: true,
		Src: rulebook.AoT.Title(432, 438, 997) + " (fortitude -1: A-14)"}, // cites §9.2, rulebook l.438, l.997
	{ID: OrderDefend, Label: lbl("aot.order.defend"), Step: 1,
		Def: Mod{V: 1}, Fort: Mod{V: 1}, Who: WhoFoot, Facing: true, Coverage: -1, Ammo: true, NoCmdr: true,
		Src: rulebook.AoT.Title(432, 442, 1001)}, // cites §9.2, rulebook l.442-l.448, l.1001
	{ID: OrderFireRetreat, Label: lbl("aot.order.fireretreat"), Step: 1,
		Att: Mod{V: -2}, Def: Mod{V: -1}, Fort: Mod{V: -1}, Who: WhoRanged, MoveInf: 1, MoveCav: 1,
		Facing: true, Coverage: 2, Ammo: true,
		Src: rulebook.AoT.Title(432, 452, 1005)}, // cites §9.2, rulebook l.452-l.468, l.1005-l.1007
	{ID: OrderFire, Label: lbl("aot.order.fire"), Step: 2,
		Who: WhoRanged, Target: true, Ammo: true,
		Src: rulebook.AoT.Title(470, 476, 1013)}, // cites §9.3, rulebook l.476, l.1013
	{ID: OrderAssault, Label: lbl("aot.order.assault"), Step: 3,
		Att: Mod{V: 2}, Who: WhoAny, MoveInf: 2, MoveCav: 4, Target: true, Fatigue: 1, NoFatigue4: true,
		Src: rulebook.AoT.Title(480, 484, 1019, 1213)}, // cites §9.4, rulebook l.484-l.490, l.1019, l.1213
	{ID: OrderMarch, Label: lbl("aot.order.march"), Step: 3,
		Who: WhoAny, MoveInf: 1, MoveCav: 2, NoCmdr: true,
		Src: rulebook.AoT.Title(480, 240, 492) + " (infantry 1 hex: A-03)"}, // cites §9.4, rulebook l.240, l.492-l.498
	{ID: OrderMoveFire, Label: lbl("aot.order.movefire"), Step: 3,
		Att: Mod{V: -1}, FP: Mod{V: -2}, Who: WhoCavRanged, MoveInf: -1, MoveCav: 4, Target: true,
		FireHex: true, Fatigue: 1, Ammo: true,
		Src: rulebook.AoT.Title(480, 500, 1027, 1217)}, // cites §9.4, rulebook l.500-l.512, l.1027, l.1217
	{ID: OrderPursue, Label: lbl("aot.order.pursue"), Step: 3,
		Who: WhoAuto, MoveInf: 2, MoveCav: 4, Target: true,
		Src: rulebook.AoT.Title(480, 922, 1029)}, // cites §9.4, §12.6, rulebook l.1029-l.1037
	{ID: OrderRun, Label: lbl("aot.order.run"), Step: 3,
		Att: Mod{V: -1}, Def: Mod{V: -1}, Fort: Mod{V: -1}, Who: WhoAny, MoveInf: 2, MoveCav: 4,
		Fatigue: 1, NoFatigue4: true,
		Src: rulebook.AoT.Title(480, 514, 1041, 1227)}, // cites §9.4, rulebook l.514-l.516, l.1041, l.1227
	{ID: OrderAmbush, Label: lbl("aot.order.ambush"), Step: 4,
		Att: Mod{V: 3}, Def: Mod{V: 1}, FP: Mod{V: 2}, Fort: Mod{V: 1}, Who: WhoAny,
		Facing: true, Coverage: 2, HiddenHex: true, Fatigue: -1, Ammo: true,
		Src: rulebook.AoT.Title(518, 522, 1047, 1231)}, // cites §9.5, rulebook l.522-l.542, l.1047-l.1051, l.1231
	{ID: OrderJoinUp, Label: lbl("aot.order.joinup"), Step: 4,
		Att: Mod{V: -2}, Def: Mod{V: -1}, Fort: Mod{V: -1}, Who: WhoMerge, MergeHex: true,
		Src: rulebook.AoT.Title(518, 544, 1055)}, // cites §9.5, rulebook l.544-l.552, l.1055-l.1061
	{ID: OrderSupplies, Label: lbl("aot.order.supplies"), Step: 4,
		Who: WhoSupplies,
		Src: rulebook.AoT.Title(518, 554)}, // cites §9.5, rulebook l.554-l.562
	{ID: OrderRecon, Label: lbl("aot.order.recon"), Step: 4,
		Who: WhoNinja,
		Src: rulebook.AoT.Title(518, 570)}, // cites §9.5, rulebook l.570-l.572
	{ID: OrderRest, Label: lbl("aot.order.rest"), Step: 4,
		Att: Mod{V: -2}, Def: Mod{V: -1}, Fort: Mod{V: -1}, Who: WhoAny, Fatigue: -1, NoCmdr: true,
		Src: rulebook.AoT.Title(518, 564, 1073, 1239)}, // cites §9.5, rulebook l.564-l.568, l.1073, l.1239
	{ID: OrderRetreat, Label: lbl("aot.order.retreat"), Step: 6,
		Att: Mod{Zero: true}, Def: Mod{V: 1}, Fort: Mod{V: 1}, Who: WhoAny, MoveInf: 1, MoveCav: 2, Fatigue: 1,
		Src: rulebook.AoT.Title(574, 578, 1105, 1221) + " (without a commander: A-09)"}, // cites §9.6, rulebook l.578-l.584, l.1105, l.1221
	{ID: OrderFlee, Label: lbl("aot.order.flee"), Step: 6,
		Att: Mod{V: -3}, Def: Mod{V: -2}, Fort: Mod{V: -2}, Who: WhoForced, MoveInf: 2, MoveCav: 4,
		Src: rulebook.AoT.Title(574, 1077) + " (A-04, A-05)"}, // cites §9.6, rulebook l.1077-l.1089
	{ID: OrderPanic, Label: lbl("aot.order.panic"), Step: 6,
		Att: Mod{Zero: true}, Def: Mod{Zero: true}, Fort: Mod{V: -3}, Who: WhoForced, MoveInf: 2, MoveCav: 4,
		Src: rulebook.AoT.Title(574, 1091) + " (A-05)"}, // cites §9.6, rulebook l.1091-l.1101
}

// Steps names the six steps of the Execution phase (§6.3, seed L187-L192).
var Steps = []Label{
	lbl("aot.step.1"),
	lbl("aot.step.2"),
	lbl("aot.step.3"),
	lbl("aot.step.4"),
	lbl("aot.step.5"),
	lbl("aot.step.6"),
}

// OrderByID returns the order with that id.
func OrderByID(id string) (Order, bool) {
	for _, o := range Orders {
		if o.ID == id {
			return o, true
		}
	}
	return Order{}, false
}

// Terrain ids (§13.1).
const (
	TerrainPlain      = "plain"
	TerrainLightWoods = "lightwoods"
	TerrainDenseWoods = "densewoods"
	TerrainRice       = "rice"
	TerrainRiver      = "river"
	TerrainFord       = "ford"
	TerrainBridge     = "bridge"
	TerrainRavine     = "ravine"
	TerrainRocky      = "rocky"
	TerrainVillage    = "village"
)

// Where Ambush may be ordered (§13.1).
const (
	AmbushAll       = "all"
	AmbushInfantry  = "inf"
	AmbushNo        = "no"
	AmbushNotStated = "ns"
)

// Terrain is one row of the terrain table: the combat modifiers of the
// advanced rules apply to the unit standing in the hex (§13.1, seed
// L1123-L1175); on a hill the terrain on top decides (L704).
type Terrain struct {
	ID string `json:"id"`
	Label
	Att  int `json:"att"`
	Def  int `json:"def"`
	FP   int `json:"fp"`
	Fort int `json:"fort"`
	// NoCavalry: cavalry cannot enter or cross the hex.
	NoCavalry bool   `json:"noCavalry"`
	Ambush    string `json:"ambush"`
	BlocksLOS bool   `json:"blocksLOS"`
	Src       string `json:"src"`
}

// Terrains is the terrain table (§13.1).
var Terrains = []Terrain{
	{ID: TerrainPlain, Label: lbl("aot.terrain.plain"), Ambush: AmbushNo, Src: rulebook.AoT.Title(1125, 1129)}, // cites §13.1, rulebook l.1129-l.1131
	{ID: TerrainLightWoods, Label: lbl("aot.terrain.lightwoods"), Def: 1, Ambush: AmbushAll, BlocksLOS: true,
		Src: rulebook.AoT.Title(1125, 1133)}, // cites §13.1, rulebook l.1133-l.1135
	{ID: TerrainDenseWoods, Label: lbl("aot.terrain.densewoods"), Def: 2, NoCavalry: true, Ambush: AmbushInfantry,
		BlocksLOS: true, Src: rulebook.AoT.Title(1125, 1137)}, // cites §13.1, rulebook l.1137-l.1139
	{ID: TerrainRice, Label: lbl("aot.terrain.rice"), Ambush: AmbushNo, Src: rulebook.AoT.Title(1125, 1141)}, // cites §13.1, rulebook l.1141-l.1143
	{ID: TerrainRiver, Label: lbl("aot.terrain.river"), Att: -3, Def: -2, FP: -2, Fort: -2, Ambush: AmbushNotStated,
		Src: rulebook.AoT.Title(1125, 1145)}, // cites §13.1, rulebook l.1145-l.1148
	{ID: TerrainFord, Label: lbl("aot.terrain.ford"), Att: -1, Def: -1, FP: -1, Fort: -1, Ambush: AmbushNo,
		Src: rulebook.AoT.Title(1125, 1150)}, // cites §13.1, rulebook l.1150-l.1153
	{ID: TerrainBridge, Label: lbl("aot.terrain.bridge"), Att: -2, FP: -2, Ambush: AmbushNo, Src: rulebook.AoT.Title(1125, 1155)}, // cites §13.1, rulebook l.1155-l.1157
	{ID: TerrainRavine, Label: lbl("aot.terrain.ravine"), NoCavalry: true, Ambush: AmbushNotStated,
		Src: rulebook.AoT.Title(1125, 1167)}, // cites §13.1, rulebook l.1167-l.1169
	{ID: TerrainRocky, Label: lbl("aot.terrain.rocky"), Ambush: AmbushNo, Src: rulebook.AoT.Title(1125, 1163)}, // cites §13.1, rulebook l.1163-l.1165
	{ID: TerrainVillage, Label: lbl("aot.terrain.village"), Def: 1, Fort: 1, Ambush: AmbushAll, BlocksLOS: true,
		Src: rulebook.AoT.Title(1125, 1159)}, // cites §13.1, rulebook l.1159-l.1161
}

// TerrainByID returns the terrain with that id; "" is plain.
func TerrainByID(id string) (Terrain, bool) {
	if id == "" {
		id = TerrainPlain
	}
	for _, t := range Terrains {
		if t.ID == id {
			return t, true
		}
	}
	return Terrain{}, false
}

// HillMelee is the melee attack modifier for standing one level above (+1)
// or below (-1) the enemy fought (§13.1 Hill, seed L1171-L1175). Across a
// steep (2) or extreme (3) slope there is no melee at all (§13.2).
var HillMelee = struct {
	Above, Below int
	Src          string
}{1, -1, rulebook.AoT.Title(1125, 1171)} // cites §13.1, rulebook l.1171-l.1175

// Morale level ids (§12.2).
const (
	MoraleNormal   = "normal"
	MoraleHesitant = "hesitant"
	MoraleShaken   = "shaken"
	MoralePanicked = "panicked"
)

// Condition ids of the conditions table (§17.1).
const (
	CondCommander = "commander"
	CondInspire   = "inspire"
	CondDishonor  = "dishonor"
	CondHonor     = "honor"
	CondHesitant  = MoraleHesitant
	CondShaken    = MoraleShaken
	CondPanicked  = MoralePanicked
	CondFlank     = "flank"
	CondRear      = "rear"
	CondFatigue2  = "fatigue2"
	CondFatigue4  = "fatigue4"
)

// Condition is one column of the unit card's conditions table (§17.1): the
// value a condition adds to each ability. Columns and values are those of
// the only card found (§16.2), which match the rule text.
type Condition struct {
	ID string `json:"id"`
	Label
	Fort Mod `json:"fort"`
	Def  Mod `json:"def"`
	Att  Mod `json:"att"`
	FP   Mod `json:"fp"`
	// Addition: not on the found card; added for the printed sheet (§17.1).
	Addition bool   `json:"addition,omitempty"`
	Src      string `json:"src"`
}

// Conditions is the conditions table (§17.1). The calculators take their
// commander, General, Honor, morale, flank/rear and fatigue values from it.
var Conditions = []Condition{
	{ID: CondCommander, Label: lbl("aot.condition.commander"), Fort: Mod{V: 3},
		Src: rulebook.AoT.Title(196, 755, 765, 865)}, // cites §5, §12.1, rulebook l.765, l.865
	{ID: CondInspire, Label: lbl("aot.condition.inspire"),
		Fort: Mod{V: 4}, Def: Mod{V: 1}, Att: Mod{V: 2}, FP: Mod{NS: true},
		Src: rulebook.AoT.Title(196) + " Inspire; " + rulebook.AoT.Title(1117) + " (firepower: A-08)"}, // cites §5, rulebook l.1117-l.1119
	{ID: CondDishonor, Label: lbl("aot.condition.dishonor"), Fort: Mod{V: -2},
		Src: rulebook.AoT.Title(196) + " Dishonor; " + rulebook.AoT.Title(950, 1121)}, // cites §5, rulebook l.950, l.1121
	{ID: CondHonor, Label: lbl("aot.condition.honor"), Fort: Mod{V: 2}, Att: Mod{V: 1}, FP: Mod{NS: true},
		Src: rulebook.AoT.Title(972, 753, 769, 978) + " (firepower: A-08)"}, // cites §12.5, rulebook l.753, l.769, l.978-l.981
	{ID: CondHesitant, Label: lbl("aot.condition.hesitant"), Fort: Mod{V: -1}, Def: Mod{V: -1}, Att: Mod{V: -2},
		FP: Mod{NS: true}, Src: rulebook.AoT.Title(801, 819) + " (firepower: A-08)"}, // cites §12.2, rulebook l.819-l.823
	{ID: CondShaken, Label: lbl("aot.condition.shaken"), Fort: Mod{V: -2}, Def: Mod{V: -2}, Att: Mod{V: -3},
		FP: Mod{NS: true}, Src: rulebook.AoT.Title(801, 831) + " (firepower: A-08)"}, // cites §12.2, rulebook l.831-l.835
	{ID: CondPanicked, Label: lbl("aot.condition.panicked"), Fort: Mod{V: -3}, Def: Mod{Zero: true},
		Att: Mod{Zero: true}, FP: Mod{NS: true}, Addition: true,
		Src: rulebook.AoT.Title(801, 845) + " (firepower: A-08)"}, // cites §12.2, rulebook l.845-l.849
	{ID: CondFlank, Label: lbl("aot.condition.flank"),
		Fort: Mod{V: 1}, Def: Mod{V: 1}, Att: Mod{V: 2}, Src: rulebook.AoT.Title(336, 883)}, // cites §10.5, rulebook l.883-l.887
	{ID: CondRear, Label: lbl("aot.condition.rear"),
		Fort: Mod{V: 2}, Def: Mod{V: 2}, Att: Mod{V: 3}, Src: rulebook.AoT.Title(336, 891)}, // cites §10.5, rulebook l.891-l.895
	{ID: CondFatigue2, Label: lbl("aot.condition.fatigue2"),
		Fort: Mod{V: -1}, Att: Mod{V: -1}, FP: Mod{V: -1}, Src: rulebook.AoT.Title(1179, 1189)}, // cites §14, rulebook l.1189-l.1199
	{ID: CondFatigue4, Label: lbl("aot.condition.fatigue4"),
		Fort: Mod{V: -2}, Def: Mod{V: -1}, Att: Mod{V: -1}, FP: Mod{V: -2}, Src: rulebook.AoT.Title(1179, 1189)}, // cites §14, rulebook l.1189-l.1199
}

// ConditionByID returns the condition with that id.
func ConditionByID(id string) (Condition, bool) {
	for _, c := range Conditions {
		if c.ID == id {
			return c, true
		}
	}
	return Condition{}, false
}

func cond(id string) Condition { return conditionByID[id] }

// MoraleLevel is one morale level (§12.2): the number of red morale markers
// and the condition holding its penalties (none for Normal).
type MoraleLevel struct {
	ID string `json:"id"`
	Label
	Markers   int    `json:"markers"`
	Condition string `json:"condition"`
	Src       string `json:"src"`
}

// MoraleLevels lists the levels from best to worst; the index is the number
// of markers.
var MoraleLevels = []MoraleLevel{
	{ID: MoraleNormal, Label: lbl("aot.morale.normal"), Markers: 0, Src: rulebook.AoT.Title(801, 807)}, // cites §12.2, rulebook l.807-l.813
	{ID: MoraleHesitant, Label: lbl("aot.morale.hesitant"), Markers: 1, Condition: CondHesitant,
		Src: rulebook.AoT.Title(801, 819)}, // cites §12.2, rulebook l.819-l.825
	{ID: MoraleShaken, Label: lbl("aot.morale.shaken"), Markers: 2, Condition: CondShaken,
		Src: rulebook.AoT.Title(801, 831)}, // cites §12.2, rulebook l.831-l.841
	{ID: MoralePanicked, Label: lbl("aot.morale.panicked"), Markers: 3, Condition: CondPanicked,
		Src: rulebook.AoT.Title(801, 843)}, // cites §12.2, rulebook l.843-l.859
}

const (
	lvNormal = iota
	lvHesitant
	lvShaken
	lvPanicked
	nLevels
)

// moraleIndex returns the number of markers of a level id ("" is Normal).
func moraleIndex(id string) (int, bool) {
	if id == "" {
		return lvNormal, true
	}
	for i, l := range MoraleLevels {
		if l.ID == id {
			return i, true
		}
	}
	return 0, false
}

// FatigueBand gives the fatigue penalties for a range of tokens (§14, seed
// L1189-L1199); 0-1 tokens have no effect.
type FatigueBand struct {
	Min, Max  int // tokens, inclusive; Max -1: no upper bound
	Condition string
}

// FatigueBands is the fatigue table (§14).
var FatigueBands = []FatigueBand{
	{Min: 2, Max: 3, Condition: CondFatigue2},
	{Min: 4, Max: -1, Condition: CondFatigue4},
}

// Fatigue limits (§14, seed L1205-L1207).
const (
	// FatigueNoAssault: with this many tokens a unit may not Assault or Run.
	FatigueNoAssault = 4
	// FatigueRestOnly: with this many tokens a unit may only Rest, and if
	// engaged in melee it surrenders at the end of the melee step.
	FatigueRestOnly = 6
)

func fatigueCondition(tokens int) (Condition, bool) {
	for _, b := range FatigueBands {
		if tokens >= b.Min && (b.Max < 0 || tokens <= b.Max) {
			return cond(b.Condition), true
		}
	}
	return Condition{}, false
}

// Assault directions (§10.5).
const (
	DirFront = "front"
	DirFlank = "flank"
	DirRear  = "rear"
)

// Direction is where an Assault strikes the defender (§10.5): the attacker
// gains the condition's bonuses and the defender takes an immediate
// fortitude test with Test added, before the melee.
type Direction struct {
	ID string `json:"id"`
	Label
	Condition string `json:"condition"`
	Test      int    `json:"test"`
	Src       string `json:"src"`
}

// Directions is the flank/rear table (§10.5, seed L877-L897).
var Directions = []Direction{
	{ID: DirFront, Label: lbl("aot.direction.front"), Src: rulebook.AoT.Title(336)},                                      // cites §10.5
	{ID: DirFlank, Label: lbl("aot.direction.flank"), Condition: CondFlank, Test: -3, Src: rulebook.AoT.Title(336, 881)}, // cites §10.5, rulebook l.881-l.887
	{ID: DirRear, Label: lbl("aot.direction.rear"), Condition: CondRear, Test: -5, Src: rulebook.AoT.Title(336, 889)},    // cites §10.5, rulebook l.889-l.895
}

func directionByID(id string) (Direction, bool) {
	if id == "" {
		id = DirFront
	}
	for _, d := range Directions {
		if d.ID == id {
			return d, true
		}
	}
	return Direction{}, false
}

// Fortitude test kinds (§12.3).
const (
	TestCasualties = "cas"       // after casualties (fortitude already lowered by them)
	TestFlank      = "flank"     // assaulted in the flank, before melee
	TestRear       = "rear"      // assaulted in the rear, before melee
	TestGeneral    = "general"   // own General's unit destroyed
	TestMorale     = "morale"    // Morale phase
	TestPursue     = "pursue"    // winner whose enemy was put to flight
	TestRiver      = "river"     // river casualty test, then the fortitude test
	TestCollision  = "collision" // Assault-vs-Assault encounter: d20 + fortitude
)

// TestKind is one kind of fortitude test (§12.3) with its test-only
// modifier.
type TestKind struct {
	ID string `json:"id"`
	Label
	Mod int `json:"mod"`
	// Worsens: a failure worsens morale (not in the Morale phase nor the
	// pursuit test, seed L970).
	Worsens bool   `json:"worsens"`
	Src     string `json:"src"`
}

// TestKinds is the list of fortitude tests (§12.3, §12.4, §13.1, §9.4).
var TestKinds = []TestKind{
	{ID: TestCasualties, Label: lbl("aot.test.cas"), Worsens: true, Src: rulebook.AoT.Title(942, 946)}, // cites §12.3, rulebook l.946
	{ID: TestFlank, Label: lbl("aot.test.flank"), Mod: -3, Worsens: true,
		Src: rulebook.AoT.Title(336, 942, 883, 947)}, // cites §10.5, §12.3, rulebook l.883, l.947
	{ID: TestRear, Label: lbl("aot.test.rear"), Mod: -5, Worsens: true,
		Src: rulebook.AoT.Title(336, 942, 891, 948)}, // cites §10.5, §12.3, rulebook l.891, l.948
	{ID: TestGeneral, Label: lbl("aot.test.general"), Mod: -2, Worsens: true,
		Src: rulebook.AoT.Title(196) + " Dishonor, " + rulebook.AoT.Title(942, 950, 1121) + " (A-06)"}, // cites §5, §12.3, rulebook l.950, l.1121
	{ID: TestMorale, Label: lbl("aot.test.morale"), Src: rulebook.AoT.Title(797, 952, 799, 970)}, // cites §6.1, §12.4, rulebook l.799, l.970
	{ID: TestPursue, Label: lbl("aot.test.pursue"), Src: rulebook.AoT.Title(922, 1031, 970)},     // cites §12.6, rulebook l.1031, l.970
	{ID: TestRiver, Label: lbl("aot.test.river"), Worsens: true,
		Src: rulebook.AoT.Title(1125, 656)}, // cites §13.1, rulebook l.656-l.658
	{ID: TestCollision, Label: lbl("aot.test.collision"),
		Src: rulebook.AoT.Title(480, 490)}, // cites §9.4, rulebook l.490
}

func testKind(id string) (TestKind, bool) {
	for _, t := range TestKinds {
		if t.ID == id {
			return t, true
		}
	}
	return TestKind{}, false
}

// RiverSafe is the highest d20 roll with which a model crosses a river
// safely; 11+ drowns it (§13.1, seed L658). Defense does not help.
const RiverSafe = 10

// Die is the number of faces of every die of the game (§2, seed L38).
const Die = 20
