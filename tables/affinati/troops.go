package affinati

import (
	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// TroopType is a troop type of §3. Its values are the JSON and form values.
type TroopType string

// The troop types (§3.1, "Definizioni delle truppe").
const (
	Ashigaru       TroopType = "ashigaru"
	FootSamurai    TroopType = "footSamurai"
	WarriorMonks   TroopType = "monks"
	Ronin          TroopType = "ronin"
	Archers        TroopType = "archers"
	Arquebusiers   TroopType = "arquebusiers"
	MountedSamurai TroopType = "mountedSamurai"
)

// TroopTypes returns every troop type in the order of the rulebook's
// descriptions (§3.1).
func TroopTypes() []TroopType {
	out := make([]TroopType, len(troopTraits))
	for i, t := range troopTraits {
		out[i] = t.Type
	}
	return out
}

// Class is foot or mounted; an element uses its CF against its opponent's
// class (§3.1).
type Class string

// Troop classes (§3: "truppe appiedate", "truppe montate").
const (
	Foot    Class = "foot"
	Mounted Class = "mounted"
)

// TerrainEffect is how a troop type fights in difficult terrain (§3, §12).
type TerrainEffect string

// Terrain effects as printed: the descriptions say "svantaggiati" or "non
// sono svantaggiati", the summary table "Svantaggiati" or "Avvantaggiati".
const (
	Disadvantaged    TerrainEffect = "disadvantaged"
	NotDisadvantaged TerrainEffect = "notDisadvantaged"
	Advantaged       TerrainEffect = "advantaged"
)

// troopTrait is what both troop tables agree on: name, class, who gets rear
// support (§12: +3 for Ashigaru or Warrior Monks) and who must pursue (§14).
type troopTrait struct {
	Type        TroopType
	Name        Text
	Class       Class
	RearSupport bool
	Pursues     bool
}

// troopTraits: §3.1 (names, class), §12 (rear support), §14 (pursuit).
var troopTraits = [...]troopTrait{
	{Ashigaru, i18n.M("affinati.ashigaru"), Foot, true, false},
	{FootSamurai, i18n.M("affinati.foot-samurai"), Foot, false, true},
	{WarriorMonks, i18n.M("affinati.warrior-monks"), Foot, true, true},
	{Ronin, i18n.M("affinati.ronin"), Foot, false, false},
	{Archers, i18n.M("affinati.archers"), Foot, false, false},
	{Arquebusiers, i18n.M("affinati.arquebusiers"), Foot, false, false},
	{MountedSamurai, i18n.M("affinati.mounted-samurai"), Mounted, false, true},
}

// troopColumns is one row of a troop table as printed: moves in good and
// difficult terrain and shooting range in cm (0 = cannot shoot), combat
// factors against foot and mounted, and the difficult-terrain entry.
type troopColumns struct {
	Type          TroopType
	MoveGood      float64
	MoveDifficult float64
	Range         float64
	CFFoot        int
	CFMounted     int
	Terrain       TerrainEffect
}

// descriptionTable is §3.1, the troop descriptions ("Definizioni delle
// truppe"): the "text" preset and the default.
var descriptionTable = [...]troopColumns{
	{Ashigaru, 5, 2.5, 0, 3, 3, Disadvantaged},
	{FootSamurai, 5, 2.5, 0, 4, 3, Disadvantaged},
	{WarriorMonks, 7.5, 5, 0, 2, 2, NotDisadvantaged},
	{Ronin, 7.5, 5, 0, 4, 3, Disadvantaged},
	{Archers, 5, 2.5, 10, 3, 4, Disadvantaged},
	{Arquebusiers, 5, 2.5, 10, 4, 3, Disadvantaged},
	{MountedSamurai, 10, 2.5, 0, 3, 3, Disadvantaged},
}

// summaryTable is §3.2, the summary table ("Tabelle riassuntive") in its
// printed order: the "table" preset (B-02). Its Mounted Samurai difficult
// move (5 cm) is offered separately as B-03.
var summaryTable = [...]troopColumns{
	{FootSamurai, 5, 2.5, 0, 4, 3, Disadvantaged},
	{Ashigaru, 5, 2.5, 0, 3, 3, Disadvantaged},
	{Archers, 5, 2.5, 10, 4, 3, Disadvantaged},
	{WarriorMonks, 7.5, 5, 0, 2, 2, Advantaged},
	{Ronin, 7.5, 5, 0, 4, 3, Disadvantaged},
	{Arquebusiers, 5, 2.5, 10, 3, 4, Disadvantaged},
	{MountedSamurai, 10, 5, 0, 3, 3, Disadvantaged},
}

// Troop is a troop type's profile under a set of options: what a roster
// prints and what the calculators use. Distances are in the rules' unit,
// cm on the 60 cm table (§1).
type Troop struct {
	Type          TroopType     `json:"type"`
	Name          Text          `json:"name"`
	Class         Class         `json:"class"`
	MoveGood      float64       `json:"moveGood"`
	MoveDifficult float64       `json:"moveDifficult"`
	Range         float64       `json:"range"`
	CFFoot        int           `json:"cfFoot"`
	CFMounted     int           `json:"cfMounted"`
	Terrain       TerrainEffect `json:"terrain"`
	TerrainNote   Text          `json:"terrainNote"`
	RearSupport   bool          `json:"rearSupport"`
	Pursues       bool          `json:"pursues"`
	Shoots        bool          `json:"shoots"`
	// Rule names where each value comes from.
	Rule string `json:"rule"`
}

// CFAgainst is the combat factor against an opponent of class c (§3.1).
func (t Troop) CFAgainst(c Class) int {
	if c == Mounted {
		return t.CFMounted
	}
	return t.CFFoot
}

// knownTroop reports whether t is a troop type of §3.
func knownTroop(t TroopType) bool {
	_, ok := traitOf(t)
	return ok
}

func traitOf(t TroopType) (troopTrait, bool) {
	for _, tr := range troopTraits {
		if tr.Type == t {
			return tr, true
		}
	}
	return troopTrait{}, false
}

// troopName is the troop type's bilingual name, or the raw value.
func troopName(t TroopType) Text {
	if tr, ok := traitOf(t); ok {
		return tr.Name
	}
	return Same(clip(string(t)))
}

// profile builds t's profile under s; ok is false for an unknown type.
func profile(t TroopType, s settings) (Troop, bool) {
	tr, ok := traitOf(t)
	if !ok {
		return Troop{}, false
	}
	table, rule := descriptionTable[:], rulebook.Samurai.Title(rulebook.SamTroops) // cites §3.1
	if s.tableFactors {
		table, rule = summaryTable[:], rulebook.Samurai.Title(rulebook.SamSummary)+" (B-02 table)" // cites §3.2
	}
	var c troopColumns
	for _, row := range table {
		if row.Type == t {
			c = row
		}
	}
	// B-03: the Mounted Samurai move in difficult terrain is its own option
	// whatever the preset.
	moveDifficult := c.MoveDifficult
	if t == MountedSamurai {
		moveDifficult = s.mountedDifficult
		rule += "; B-03"
	}
	return Troop{
		Type:          t,
		Name:          tr.Name,
		Class:         tr.Class,
		MoveGood:      c.MoveGood,
		MoveDifficult: moveDifficult,
		Range:         c.Range,
		CFFoot:        c.CFFoot,
		CFMounted:     c.CFMounted,
		Terrain:       c.Terrain,
		TerrainNote:   terrainNote(c.Terrain, s.monkBonus),
		RearSupport:   tr.RearSupport,
		Pursues:       tr.Pursues,
		Shoots:        c.Range > 0,
		Rule:          rule + "; " + rulebook.Samurai.Title(rulebook.SamCloseCombat, rulebook.SamRecoil), // cites §12, §14
	}, true
}

func terrainNote(e TerrainEffect, monkBonus int) Text {
	bonus := Text{}
	if monkBonus > 0 {
		bonus = i18n.M("affinati.melee-there-b-04", signed(monkBonus))
	}
	switch e {
	case NotDisadvantaged:
		return join("", i18n.M("affinati.not-disadvantaged-difficult-terrain-no"), bonus)
	case Advantaged:
		return join("", i18n.M("affinati.advantaged-difficult-terrain-no-2"), bonus)
	}
	return i18n.M("affinati.disadvantaged-difficult-terrain-2-melee")
}

// TroopProfiles returns every troop type's profile under o, in the order of
// §3.1.
func TroopProfiles(o Options) ([]Troop, error) {
	s, v := o.resolve()
	if err := v.Err(); err != nil {
		return nil, err
	}
	out := make([]Troop, 0, len(troopTraits))
	for _, tr := range troopTraits {
		p, _ := profile(tr.Type, s)
		out = append(out, p)
	}
	return out, nil
}
