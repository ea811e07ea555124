package ccsb

import (
	"strings"

	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Input describes one combat: an attacking unit (or a Levy Charge of Levy
// units), its target and everything that changes the dice (§7.1). Fields
// are scalars so a URL query maps onto them; the zero value of every field
// is its usual case (close combat, full-strength units, open ground, no
// leader, clear retreat path, default options).
type Input struct {
	// Mode is "close" (default) or "ranged".
	Mode string `json:"mode" form:"mode"`

	// Att is the attacking unit's code (SSp, SB, ASp, AB, AA, LI, SSpC,
	// SBC, BG).
	Att string `json:"att" form:"att"`
	// AttBlocks are the attacker's blocks left, 1–4 (0 = full strength).
	// They are the Bodyguards' dice, and the blocks a battle back can take.
	AttBlocks int `json:"attBlocks" form:"attBlocks"`
	// AttLdr is the leader attached to the attacker: "", "foot", "mounted".
	AttLdr string `json:"attLdr" form:"attLdr"`
	// AttTer is the terrain of the attacker's hex (default open).
	AttTer string `json:"attTer" form:"attTer"`
	// Moved: the attacker moved this turn (bows fire fewer dice, an
	// arquebus cannot battle, some terrain forbids battle on entry).
	Moved bool `json:"moved" form:"moved"`
	// Range in hexes for ranged combat (target hex counted, own not).
	Range int `json:"range" form:"range"`
	// Insp: a leader inspires the unit (+1 close-combat die for 1 H&F).
	Insp bool `json:"insp" form:"insp"`
	// Card and Dragon are extra dice from the Command card (Cavalry
	// Charge, Shogun) and a Dragon card (Ashigaru Attack, Fire Arrows,
	// Desperate Charge, Ambush…), added after the terrain cap.
	Card   int `json:"card" form:"card"`
	Dragon int `json:"dragon" form:"dragon"`
	// Aikido: the defender played Aikido Training (at most 2 dice).
	Aikido bool `json:"aikido" form:"aikido"`
	// RankFire: Rank Fire Dragon card (arquebus ranged: +1 die, every
	// sword re-rolled once). Its die is included; do not add it to Dragon.
	RankFire bool `json:"rankFire" form:"rankFire"`
	// Head: Head Collector Dragon card (+2 H&F per enemy block eliminated).
	Head bool `json:"head" form:"head"`
	// Levy is the number of Levy units combining their close combat in a
	// Levy Charge (2–3; 0 or 1 = no Levy Charge). LevyTer2 and LevyTer3
	// are the second and third unit's terrain (default AttTer).
	Levy     int    `json:"levy" form:"levy"`
	LevyTer2 string `json:"levyTer2" form:"levyTer2"`
	LevyTer3 string `json:"levyTer3" form:"levyTer3"`
	// AttSup, AttBlocked and AttFree describe the attacker as the target
	// of a battle back: supported by 2 friendly units, retreat path
	// blocked after AttFree hexes.
	AttSup     bool `json:"attSup" form:"attSup"`
	AttBlocked bool `json:"attBlocked" form:"attBlocked"`
	AttFree    int  `json:"attFree" form:"attFree"`

	// Tgt is the target's code: a unit code or LDR for a leader alone.
	Tgt string `json:"tgt" form:"tgt"`
	// TgtBlocks are the target's blocks left, 1–4 (0 = full strength).
	TgtBlocks int `json:"tgtBlocks" form:"tgtBlocks"`
	// TgtLdr is the leader attached to the target: "", "foot", "mounted".
	TgtLdr string `json:"tgtLdr" form:"tgtLdr"`
	// TgtTer is the terrain of the target's hex (default open).
	TgtTer string `json:"tgtTer" form:"tgtTer"`
	// Sup: the target has 2 friendly units (or lone leaders) adjacent.
	Sup bool `json:"sup" form:"sup"`
	// IgnoreAll: Brave Leader, Courage or Followers of Bishamon.
	IgnoreAll bool `json:"ignoreAll" form:"ignoreAll"`
	// NoIgnore: Cowards or Panic; beats every flag-ignore source.
	NoIgnore bool `json:"noIgnore" form:"noIgnore"`
	// Terror: Terror Strike, each flag counts as 2 (close combat).
	Terror bool `json:"terror" form:"terror"`
	// Take: the target's owner chooses not to ignore the flags he may
	// ignore (the rulebook's Army Commander example does so).
	Take bool `json:"take" form:"take"`
	// Blocked: the retreat path is blocked after Free hexes (Free = 0 for
	// a unit on its own baseline or fully hemmed in).
	Blocked bool `json:"blocked" form:"blocked"`
	Free    int  `json:"free" form:"free"`
	// Lack: check Lack of Honor against the target player's reserve Res.
	Lack bool `json:"lack" form:"lack"`
	Res  int  `json:"res" form:"res"`
	// PoolEmpty: the common H&F pool is empty, gains are lost.
	PoolEmpty bool `json:"poolEmpty" form:"poolEmpty"`

	// BB asks for the battle back that follows a close combat.
	BB bool `json:"bb" form:"bb"`
	// BBInsp, BBCard, BBDragon, BBAikido: the battle back's inspiration,
	// extra dice and Aikido Training played against it. BBVeng:
	// Vengeance, the battle back rolls as many dice as the attack did.
	BBInsp   bool `json:"bbInsp" form:"bbInsp"`
	BBCard   int  `json:"bbCard" form:"bbCard"`
	BBDragon int  `json:"bbDragon" form:"bbDragon"`
	BBAikido bool `json:"bbAikido" form:"bbAikido"`
	BBVeng   bool `json:"bbVeng" form:"bbVeng"`

	// Options for the uncertain rules; see Options. Empty = default.
	OFaces    string `json:"oFaces" form:"oFaces"`
	OSBMoved  string `json:"oSBMoved" form:"oSBMoved"`
	OAA       string `json:"oAA" form:"oAA"`
	OSBCClose string `json:"oSBCClose" form:"oSBCClose"`
	OAC       string `json:"oAC" form:"oAC"`
	OReroll   string `json:"oReroll" form:"oReroll"`
	OFord     string `json:"oFord" form:"oFord"`
	OBldg     string `json:"oBldg" form:"oBldg"`
	OBBTok    string `json:"oBBTok" form:"oBBTok"`
	OLILdr    string `json:"oLILdr" form:"oLILdr"`
	OLevy     string `json:"oLevy" form:"oLevy"`
	OCastle   string `json:"oCastle" form:"oCastle"`
}

// Limits on the numeric inputs; anything beyond is refused.
const (
	maxCardDice  = 2  // Cavalry Charge / Shogun +1; Desperate Charge +2
	maxLevyUnits = 3  // 3 Levy units per army in the box (§2.7)
	maxRange     = 12 // sanity bound for the range field
	maxFreeHexes = 12 // sanity bound for a retreat path
	maxReserve   = 99 // sanity bound for an H&F reserve (the pool has 30)
)

// Validate reports every problem of the input, in English and Italian.
func (in Input) Validate() error {
	_, err := in.prepare(false)
	return err
}

// setup is a validated input with its rule data looked up and its dice
// counted.
type setup struct {
	in     Input
	o      options
	ranged bool
	bb     bool // this is a battle back (§3.15)

	att       *UnitType
	attBlocks int
	attLdr    LeaderKind
	attTer    *TerrainType
	levyTers  []*TerrainType // terrains of every Levy unit, first = attTer

	tgt       *UnitType
	tgtBlocks int
	tgtLdr    LeaderKind
	tgtTer    *TerrainType

	dice   int
	groups []int // dice per group whose swords are ignored separately
	steps  []Step
}

// parseLeader reads a leader field.
func parseLeader(s string) (LeaderKind, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "none", "no":
		return NoLeader, true
	case "foot", "infantry":
		return FootLeader, true
	case "mounted", "cavalry":
		return MountedLeader, true
	}
	return NoLeader, false
}

// prepare validates the input and counts the dice. vengeance > 0 is the
// dice count a Vengeance battle back copies (internal use).
func (in Input) prepare(isBB bool) (*setup, error) {
	return in.prepareBB(isBB, 0)
}

func (in Input) prepareBB(isBB bool, vengeance int) (*setup, error) {
	v := &tables.ValidationError{}
	s := &setup{in: in, bb: isBB}
	s.o = in.resolveOptions(v)

	switch strings.ToLower(strings.TrimSpace(in.Mode)) {
	case "", "close":
	case "ranged":
		s.ranged = true
	default:
		v.Add("mode", "ccsb.unknown-use-close-ranged", trunc(in.Mode))
	}
	s.readUnits(v)

	// Blocks.
	s.attBlocks = blocksField(v, "attBlocks", in.AttBlocks, s.att)
	s.tgtBlocks = blocksField(v, "tgtBlocks", in.TgtBlocks, s.tgt)

	// Leaders (§2.5).
	s.attLdr = leaderField(v, "attLdr", in.AttLdr, s.att)
	s.tgtLdr = leaderField(v, "tgtLdr", in.TgtLdr, s.tgt)

	s.readTerrain(v)

	// Numeric bounds.
	intRange(v, "range", in.Range, 0, maxRange)
	intRange(v, "card", in.Card, 0, maxCardDice)
	intRange(v, "dragon", in.Dragon, 0, maxCardDice)
	intRange(v, "bbCard", in.BBCard, 0, maxCardDice)
	intRange(v, "bbDragon", in.BBDragon, 0, maxCardDice)
	intRange(v, "free", in.Free, 0, maxFreeHexes)
	intRange(v, "attFree", in.AttFree, 0, maxFreeHexes)
	intRange(v, "res", in.Res, 0, maxReserve)
	intRange(v, "levy", in.Levy, 0, maxLevyUnits)

	s.levyTers = []*TerrainType{s.attTer}
	if in.Levy >= 2 && in.Levy <= maxLevyUnits {
		s.readLevy(v)
	}

	if s.att != nil && s.tgt != nil {
		s.checkCombat(v)
	}
	if s.att != nil && s.tgt != nil && len(v.Problems) == 0 {
		s.countDice(v, vengeance)
	}
	if len(v.Problems) > 0 {
		if !isBB {
			// A battle back's problems are reasons it does not happen,
			// not fields of this input: they keep their fragments.
			v = sentences(v)
		}
		return nil, v
	}
	return s, nil
}

// readUnits reads the attacking and attacked units (§3.10: a leader alone
// does not attack).
func (s *setup) readUnits(v *tables.ValidationError) {
	in := s.in
	var ok bool
	if strings.TrimSpace(in.Att) == "" {
		v.Add("att", "ccsb.choose-unit-that-attacks")
	} else if s.att, ok = unitByCode(in.Att); !ok {
		v.Add("att", "ccsb.not-unit-code-use", trunc(in.Att), unitCodes(false))
	} else if s.att.Code == LoneLeader {
		v.Add("att", "ccsb.leader-alone-cannot-battle", rulebook.CCSB.Cite(rulebook.CCLeaders)) // cites §3.10
		s.att = nil
	}
	if strings.TrimSpace(in.Tgt) == "" {
		v.Add("tgt", "ccsb.choose-unit-attacked")
	} else if s.tgt, ok = unitByCode(in.Tgt); !ok {
		v.Add("tgt", "ccsb.not-unit-code-use-leader", trunc(in.Tgt), unitCodes(false), LoneLeader)
	}
}

// readTerrain reads both units' terrain; the Bodyguards never leave the
// command tent (§2.6).
func (s *setup) readTerrain(v *tables.ValidationError) {
	in := s.in
	var ok bool
	if s.attTer, ok = terrainByKey(in.AttTer, s.o); !ok {
		v.Add("attTer", "ccsb.not-terrain-use", trunc(in.AttTer), terrainKeys())
	}
	if s.tgtTer, ok = terrainByKey(in.TgtTer, s.o); !ok {
		v.Add("tgtTer", "ccsb.not-terrain-use", trunc(in.TgtTer), terrainKeys())
	}
	if s.att != nil && s.att.Code == BG && s.attTer != nil && s.attTer.Key != Tent && s.attTer.Key != Open {
		v.Add("attTer", "ccsb.bodyguards-never-leave-command-tent", rulebook.CCSB.Cite(rulebook.CCBodyguards)) // cites §2.6
	}
	if s.tgt != nil && s.tgt.Code == BG && s.tgtTer != nil && s.tgtTer.Key != Tent && s.tgtTer.Key != Open {
		v.Add("tgtTer", "ccsb.bodyguards-never-leave-command-tent", rulebook.CCSB.Cite(rulebook.CCBodyguards)) // cites §2.6
	}
}

// readLevy reads a Levy Charge of 2 or more units and their hexes (§3.17).
func (s *setup) readLevy(v *tables.ValidationError) {
	in := s.in
	if s.att != nil && s.att.Code != LI {
		v.Add("levy", "ccsb.only-levy-units-li-make", rulebook.CCSB.Cite(rulebook.CCLevy)) // cites §3.17
	}
	if s.ranged {
		v.Add("levy", "ccsb.levy-charge-close-combat", rulebook.CCSB.Cite(rulebook.CCLevy)) // cites §3.17
	}
	if s.tgt != nil && s.tgt.Code == LoneLeader {
		v.Add("levy", "ccsb.levy-charge-targets-enemy-unit", rulebook.CCSB.Cite(rulebook.CCLevy)) // cites §3.17
	}
	for i, ter := range []string{in.LevyTer2, in.LevyTer3}[:in.Levy-1] {
		field := []string{"levyTer2", "levyTer3"}[i]
		if strings.TrimSpace(ter) == "" {
			s.levyTers = append(s.levyTers, s.attTer)
			continue
		}
		t, ok := terrainByKey(ter, s.o)
		if !ok {
			v.Add(field, "ccsb.not-terrain-use", trunc(ter), terrainKeys())
		}
		s.levyTers = append(s.levyTers, t)
	}
}

func blocksField(v *tables.ValidationError, field string, n int, u *UnitType) int {
	full := 4
	if u != nil {
		full = u.Blocks
	}
	if n == 0 {
		return full
	}
	if n < 0 || n > full {
		v.Add(field, "ccsb.blocks-left-must-between-1", full, n)
		return full
	}
	return n
}

func leaderField(v *tables.ValidationError, field, val string, u *UnitType) LeaderKind {
	l, ok := parseLeader(val)
	if !ok {
		v.Add(field, "ccsb.unknown-use-foot-mounted", trunc(val))
		return NoLeader
	}
	if u == nil || l == NoLeader {
		return l
	}
	switch {
	case u.Code == BG:
		v.Add(field, "ccsb.bodyguards-have-army-commander-not", rulebook.CCSB.Cite(rulebook.CCBodyguards)) // cites §2.6
	case u.Code == LoneLeader:
		v.Add(field, "ccsb.leader-alone-has-no-leader")
	case l == FootLeader && u.Class == Cavalry:
		v.Add(field, "ccsb.foot-leader-attaches-infantry-only", rulebook.CCSB.Cite(rulebook.CCLeaders)) // cites §2.5
	}
	return l
}

func intRange(v *tables.ValidationError, field string, n, lo, hi int) {
	if n < lo || n > hi {
		v.Add(field, "ccsb.value-must-between-not", lo, hi, n)
	}
}

// checkCombat refuses combats the rules do not allow (§3.3, §3.4, §4).
func (s *setup) checkCombat(v *tables.ValidationError) {
	in := s.in
	a, t := s.att, s.tgt
	if s.ranged {
		s.checkRanged(v)
	}
	if in.RankFire && (!s.ranged || a.Weapon != Arquebus) {
		v.Add("rankFire", "ccsb.rank-fire-arquebus-units-ranged")
	}
	if in.Head && s.attLdr == NoLeader {
		v.Add("head", "ccsb.head-collector-targets-ordered-unit")
	}
	if in.Moved {
		s.checkMoved(v)
	}
	if in.Insp {
		for _, ter := range s.levyTers {
			if ter != nil && ter.NoInspiration {
				v.Add("insp", "ccsb.unit-buildings-cannot-inspired", rulebook.CCSB.Cite(rulebook.CCInspired)) // cites §3.8
				break
			}
		}
	}
	if in.NoIgnore && t.MustIgnoreFlags {
		v.Add("noIgnore", "ccsb.rules-do-not-say-what")
	}
	if in.BB {
		if in.BBVeng && (in.BBInsp || in.BBCard > 0 || in.BBDragon > 0) {
			v.Add("bbVeng", "ccsb.vengeance-sets-battle-back-dice")
		}
		if in.BBInsp && s.tgtTer != nil && s.tgtTer.NoInspiration {
			v.Add("bbInsp", "ccsb.unit-buildings-cannot-inspired", rulebook.CCSB.Cite(rulebook.CCInspired)) // cites §3.8
		}
	}
	s.checkTerrainProhibitions(v)
}

// checkRanged refuses what ranged combat does not allow: a unit without a
// missile weapon, a range out of reach, the Bodyguards as target, and the
// close-combat cards (§2.6, §3.3, §3.8).
func (s *setup) checkRanged(v *tables.ValidationError) {
	in := s.in
	a, t := s.att, s.tgt
	if a.Weapon == NoMissile {
		v.Add("att", "ccsb.has-no-missile-weapon-only", a.Code, rulebook.CCSB.Cite(rulebook.CCRanged)) // cites §3.3
	} else {
		maxR := len(a.RangedDice) - 1
		if (in.Range < 2 || in.Range > maxR) && in.Range >= 0 && in.Range <= maxRange {
			v.Add("range", "ccsb.fires-at-2-hexes-not", a.Code, maxR, in.Range)
		}
	}
	if t.Code == BG {
		v.Add("tgt", "ccsb.bodyguards-cannot-targeted-by-ranged", rulebook.CCSB.Cite(rulebook.CCBodyguards)) // cites §2.6
	}
	if in.Insp {
		v.Add("insp", "ccsb.inspiration-adds-die-close-combat", rulebook.CCSB.Cite(rulebook.CCInspired)) // cites §3.8
	}
	if in.Aikido {
		v.Add("aikido", "ccsb.aikido-training-played-against-close")
	}
	if in.Terror {
		v.Add("terror", "ccsb.terror-strike-doubles-flags-close")
	}
	if in.Head {
		v.Add("head", "ccsb.head-collector-played-before-close")
	}
}

// checkMoved refuses a battle by a unit that moved when it may not
// (§2.4, §2.6, §4.2).
func (s *setup) checkMoved(v *tables.ValidationError) {
	a := s.att
	switch {
	case a.Code == BG:
		v.Add("moved", "ccsb.bodyguards-cannot-move-out-command", rulebook.CCSB.Cite(rulebook.CCBodyguards)) // cites §2.6
	case a.NoBattleAfterMove:
		v.Add("moved", "ccsb.arquebus-unit-that-moves-cannot", rulebook.CCSB.Cite(rulebook.CCUnitTable)) // cites §2.4
	}
	for _, ter := range s.levyTers {
		if ter != nil && ter.NoBattleOnEntry.of(a.Class) {
			addTer(v, "moved", "ccsb.unit-that-entered-this-turn", ter, rulebook.CCSB.Cite(rulebook.CCTerrain)) // cites §4.2
			break
		}
	}
}

// checkTerrainProhibitions: terrain prohibitions ("P", §4.2) on combat out
// of the levy's hexes and into the target's.
func (s *setup) checkTerrainProhibitions(v *tables.ValidationError) {
	a := s.att
	for i, ter := range s.levyTers {
		if ter == nil {
			continue
		}
		field := "attTer"
		if i > 0 {
			field = []string{"levyTer2", "levyTer3"}[i-1]
		}
		if outCap(ter, a.Class, s.ranged) == Prohibited {
			addTer(v, field, "ccsb.no-combat-out-this-unit", ter, rulebook.CCSB.Cite(rulebook.CCTerrain)) // cites §4.2
		}
		if s.tgtTer != nil && inCap(s.tgtTer, ter, a.Class, s.ranged) == Prohibited {
			addTer(v, "tgtTer", "ccsb.no-combat-into-this-unit", s.tgtTer, rulebook.CCSB.Cite(rulebook.CCTerrain)) // cites §4.2
		}
	}
}

// addTer adds a problem naming a terrain as a sentence does (in
// lower case) before the message's other arguments.
func addTer(v *tables.ValidationError, field, key string, ter *TerrainType, args ...any) {
	v.Add(field, key, append([]any{ter.lower}, args...)...)
}
