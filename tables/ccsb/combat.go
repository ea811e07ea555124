package ccsb

import (
	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Outcome is the exact distribution of what one roll does to its target.
// Every distribution is indexed from 0 and sums to 1.
type Outcome struct {
	// Hits: blocks removed by the roll's hits, capped at the blocks left
	// (a lone leader: 1 = killed).
	Hits tables.Dist `json:"hits"`
	// Flags: flag results against the target (doubled by Terror Strike),
	// before any is ignored.
	Flags tables.Dist `json:"flags"`
	// Retreat: hexes the flags not ignored demand (0 when the unit is
	// eliminated by hits, ignores them, or stands in a castle).
	Retreat tables.Dist `json:"retreat"`
	// Moved: hexes actually retreated (a blocked path stops it).
	Moved tables.Dist `json:"moved"`
	// Extra: blocks lost to a blocked retreat or to flags in a castle.
	Extra tables.Dist `json:"extra"`
	// Lost: all blocks the target loses (hits + extra; Bodyguards whose
	// Army Commander dies surrender the rest).
	Lost tables.Dist `json:"lost"`
	// Tokens: H&F tokens the attacking player collects (§3.7).
	Tokens tables.Dist `json:"tokens"`
	// HFLost: H&F tokens the target's player loses for the retreat (§3.13).
	HFLost tables.Dist `json:"hfLost"`
	// VB: Victory Banners the attacking player gains (unit eliminated,
	// leader killed).
	VB tables.Dist `json:"vb"`

	PEliminated float64 `json:"pElim"`
	// PStays: the target keeps at least 1 block and does not leave its
	// hex; after a close combat it may battle back (§3.15).
	PStays float64 `json:"pStays"`
	// PLeaderKilled: the attached leader (or the Army Commander, or the
	// lone leader) is killed.
	PLeaderKilled float64 `json:"pLeaderKilled"`
	// PLeaderAlone: the leader survives with no unit left; it must retreat
	// 1–3 hexes (3 H&F) or commit seppuku (§3.9, §3.10).
	PLeaderAlone float64 `json:"pLeaderAlone"`
	// PLeaderless: the unit survives but its leader was killed.
	PLeaderless float64 `json:"pLeaderless"`

	EHits   float64 `json:"eHits"`
	ELost   float64 `json:"eLost"`
	EMoved  float64 `json:"eMoved"`
	ETokens float64 `json:"eTokens"`
	EHFLost float64 `json:"eHFLost"`
	EVB     float64 `json:"eVB"`
}

// Item is an itemised rule with its value (swords or flags ignored).
type Item struct {
	Label Label `json:"-"`
	Value int   `json:"value"`
}

// Face says what one die face does in this combat; each has P = 1/6.
type Face struct {
	Face  string  `json:"face"` // G, B, R, S, F, H
	Label Label   `json:"-"`
	P     float64 `json:"p"`
}

// Check is the leader loss check of this combat (§3.9).
type Check struct {
	Label Label `json:"-"`
	// PKill is P(leader killed) when the check is rolled and the unit
	// survives; PKillElim when the unit was eliminated.
	PKill     float64 `json:"pKill"`
	PKillElim float64 `json:"pKillElim"`
	// PCheck is the probability the check is rolled at all.
	PCheck float64 `json:"pCheck"`
}

// Lack is the Lack of Honor the target's player risks after the retreat
// (§3.14), given his reserve.
type Lack struct {
	Reserve int `json:"reserve"`
	// P is the probability of a Lack of Honor roll.
	P float64 `json:"p"`
	// Dice: dice of the Lack of Honor roll (0 = none).
	Dice tables.Dist `json:"dice"`
	// Lost: further blocks the retreating unit loses to its own symbol.
	Lost tables.Dist `json:"lost"`
	// PEliminated: the unit is eliminated by the Lack of Honor roll.
	PEliminated float64 `json:"pElim"`
	// EOther: expected blocks lost by the nearest friendly unit of each
	// other symbol (if such units exist).
	EOther float64 `json:"eOther"`
}

// BattleBack is the close combat the defender may answer with (§3.15),
// enumerated over the first roll's outcomes.
type BattleBack struct {
	// P is the probability the defender battles back.
	P float64 `json:"p"`
	// Reasons say why it cannot, when it never can.
	Reasons []Label `json:"reasons,omitempty"`
	// Cases are the distinct battle backs, by the Bodyguard blocks left
	// (their dice) and whether inspiration is still possible; P is
	// unconditional and Result is conditional on the case.
	Cases []BBCase `json:"cases,omitempty"`
	// Overall is the battle back's effect on the original attacker,
	// unconditional (no battle back = nothing happens).
	Overall Outcome `json:"overall"`
}

// BBCase is one battle back.
type BBCase struct {
	P        float64 `json:"p"`
	Blocks   int     `json:"blocks,omitempty"`
	Inspired bool    `json:"inspired"`
	Result   *Result `json:"result"`
}

// Result is the exact outcome of one combat.
type Result struct {
	Mode string `json:"mode"`
	Att  Unit   `json:"att"`
	Tgt  Unit   `json:"tgt"`
	// Dice rolled and how they were counted (§3.2).
	Dice  int    `json:"dice"`
	Steps []Step `json:"steps"`
	Faces []Face `json:"faces"`
	// SwordsIgnored for rank and stature (§3.6), itemised in SwordRules.
	SwordsIgnored int    `json:"swordsIgnored"`
	SwordRules    []Item `json:"swordRules,omitempty"`
	// Blocks of the target before the roll.
	Blocks int `json:"blocks"`
	// FlagSources are the target's flag-ignore sources with its leader
	// alive; FlagsIgnorable is what they allow (-1 = all flags).
	FlagSources    []Item `json:"flagSources,omitempty"`
	FlagsIgnorable int    `json:"flagsIgnorable"`
	Check          *Check `json:"check,omitempty"`
	// TokenRules explain the H&F collected.
	TokenRules []Label `json:"tokenRules,omitempty"`
	Outcome
	Lack       *Lack             `json:"lack,omitempty"`
	BattleBack *BattleBack       `json:"battleBack,omitempty"`
	Notes      []Label           `json:"notes,omitempty"`
	Options    map[string]string `json:"options"`
}

// Combat computes one close or ranged combat exactly. The input is
// validated first; a *tables.ValidationError lists every problem.
func Combat(in Input) (*Result, error) {
	s, err := in.prepare(false)
	if err != nil {
		return nil, err
	}
	return s.compute(), nil
}

// model is the face model of the roll.
func (s *setup) model() faceModel {
	m := faceModel{ownFaces: 1, rerollScores: s.o.reroll == "yes"}
	switch {
	case s.tgt.Code == LoneLeader:
		// Each sword eliminates a lone leader, bows included (§3.10).
		m.ownFaces, m.sword = 0, swordHit
	case s.tgt.Code == BG:
		// Bodyguards are hit only by swords, no rank (§2.6).
		m.ownFaces, m.sword = 0, swordHit
	case s.ranged && s.att.Weapon == Arquebus:
		m.sword = swordHit
	case s.ranged:
		m.sword = swordNothing
	default:
		m.sword = swordIgnorable
		m.ignore = s.swordsIgnored()
	}
	m.reroll = (!s.ranged && s.att.Code == BG) || s.in.RankFire
	if m.reroll {
		m.ignore = 0 // no rank with Bodyguards (§2.6) or in ranged combat (§3.6)
	}
	return m
}

// swordRules itemises the swords the target ignores (§3.6).
func (s *setup) swordRules() []Item {
	if s.ranged || s.tgt.Code == LoneLeader {
		return nil
	}
	if s.att.Code == BG || s.tgt.Code == BG {
		return []Item{{i18n.M("ccsb.no-rank-stature-when-bodyguards", rulebook.CCSB.Cite(rulebook.CCBodyguards)), 0}} // cites §2.6
	}
	var out []Item
	if n := rankIgnore[s.tgt.Symbol][s.att.Symbol]; n > 0 {
		out = append(out, Item{i18n.M("ccsb.superior-rank-ignores", string(s.tgt.Code), i18n.M("ccsb.count", n, i18n.M("ccsb.noun.sword", n)), symName(s.att.Symbol), rulebook.CCSB.Cite(rulebook.CCClose)), n}) // cites §3.6
	}
	if s.tgt.Stature && s.att.Class == Infantry {
		out = append(out, Item{i18n.M("ccsb.superior-stature-ignores-1-sword", s.tgt.Code, rulebook.CCSB.Cite(rulebook.CCClose)), StatureIgnore}) // cites §3.6
	}
	return out
}

func (s *setup) swordsIgnored() int {
	n := 0
	for _, it := range s.swordRules() {
		n += it.Value
	}
	return n
}

// symName names a unit symbol.
func symName(sym Symbol) i18n.Msg {
	switch sym {
	case Circle:
		return i18n.M("ccsb.symbol.circle")
	case Triangle:
		return i18n.M("ccsb.symbol.triangle")
	case Square:
		return i18n.M("ccsb.symbol.square")
	}
	return i18n.M("ccsb.symbol.other", string(sym))
}

// flagSources itemises the target's flag-ignore sources (§3.11).
func (s *setup) flagSources(leaderAlive bool) []Item {
	var out []Item
	one := func(key string) { out = append(out, Item{i18n.M(key), 1}) }
	if s.in.Sup {
		one("ccsb.support-2-friendly-units-adjacent")
	}
	if s.tgt.Symbol == Square {
		one("ccsb.red-square-unit")
	}
	if s.tgtLdr != NoLeader && leaderAlive {
		one("ccsb.attached-leader")
	}
	if s.tgtTer.flagIgnore(s.tgt.Class, s.att.Class, s.o) {
		out = append(out, Item{i18n.M("ccsb.flag.terrain", s.tgtTer.lower), 1})
	}
	return out
}

// ignorable is how many flags the target ignores; -1 = all.
func (s *setup) ignorable(leaderAlive bool) int {
	switch {
	case s.tgt.MustIgnoreFlags:
		return -1 // Bodyguards in the tent must ignore all flags (§2.6)
	case s.in.NoIgnore, s.in.Take:
		return 0 // Cowards / Panic, or the owner's choice
	case s.in.IgnoreAll:
		return -1
	}
	return min(MaxFlagsIgnored, len(s.flagSources(leaderAlive)))
}

// checkOdds returns P(leader killed) for a check when the unit survives and
// when it is eliminated (§3.9), and the check's description.
func (s *setup) checkOdds() (surv, elim float64, l Label) {
	switch {
	case s.tgt.Code == BG:
		if s.o.ac == "one" {
			return 11.0 / 36, 11.0 / 36, i18n.M("ccsb.check.army-commander-option")
		}
		return 1.0 / 36, 1.0 / 36, i18n.M("ccsb.check.army-commander-inferred")
	case s.ranged:
		return 1.0 / 36, 1.0 / 6, i18n.M("ccsb.check.leader-ranged")
	}
	return 1.0 / 6, 1.0 / 6, i18n.M("ccsb.check.leader-close")
}

// hfCost is the H&F the target's player loses for retreating moved hexes
// (§3.13).
func (s *setup) hfCost(moved int, leaderAlive bool) int {
	if moved <= 0 {
		return 0
	}
	withLeader := s.tgtLdr != NoLeader && leaderAlive
	if s.tgt.HFFlat > 0 {
		c := s.tgt.HFFlat
		if withLeader && s.o.liLdr == "perhex" {
			c += LeaderRetreatHFPerHex * moved
		}
		return c
	}
	c := s.tgt.HFPerHex * moved
	if withLeader {
		c += LeaderRetreatHFPerHex * moved
	}
	return c
}

// tokenPolicy decides the H&F the attacker collects from rolled H symbols
// (§3.7).
type tokenPolicy struct {
	none     bool // no token for the symbols rolled
	inspired bool // one token fewer
	head     bool // +2 per enemy block eliminated
	empty    bool // the pool is empty
	rules    []Label
}

func (s *setup) tokens() tokenPolicy {
	tp := tokenPolicy{inspired: s.in.Insp, head: s.in.Head, empty: s.in.PoolEmpty}
	exceptions := !s.bb || s.o.bbTok == "yes"
	switch {
	case s.ranged && s.att.Weapon == Arquebus:
		tp.none = true
		tp.rules = append(tp.rules, i18n.M("ccsb.arquebus-units-collect-no-h"))
	case s.ranged:
		tp.rules = append(tp.rules, i18n.M("ccsb.bows-collect-1-h-f"))
	case exceptions && s.att.Class == Cavalry && rank(s.tgt.Symbol) > 0 && rank(s.tgt.Symbol) < rank(Square):
		tp.none = true
		tp.rules = append(tp.rules, i18n.M("ccsb.samurai-cavalry-against-lower-rank"))
	case exceptions && s.tgt.Code == LI:
		tp.none = true
		tp.rules = append(tp.rules, i18n.M("ccsb.no-h-f-attacking-levy"))
	default:
		tp.rules = append(tp.rules, i18n.M("ccsb.tokens.per-symbol"))
	}
	if tp.inspired && !tp.none {
		tp.rules = append(tp.rules, i18n.M("ccsb.inspired-1-h-f-fewer"))
	}
	if tp.head {
		tp.rules = append(tp.rules, i18n.M("ccsb.head-collector-2-h-f"))
	}
	if tp.empty {
		tp.rules = append(tp.rules, i18n.M("ccsb.common-pool-empty-gains-are"))
	}
	return tp
}

// gain is the tokens collected for h symbols rolled and blocks eliminated.
func (tp tokenPolicy) gain(h, blocks int) int {
	if tp.empty {
		return 0
	}
	g := h
	if tp.none {
		g = 0
	} else if tp.inspired {
		g = max(0, g-1)
	}
	if tp.head {
		g += 2 * blocks
	}
	return g
}

// faces describes each face for the result.
func (s *setup) faces(m faceModel, tp tokenPolicy) []Face {
	out := make([]Face, 0, 6)
	for _, f := range []struct {
		code string
		sym  Symbol
	}{{"G", Circle}, {"B", Triangle}, {"R", Square}} {
		l := i18n.M("ccsb.face.no-effect", symName(f.sym))
		if m.ownFaces == 1 && s.tgt.Symbol == f.sym {
			l = i18n.M("ccsb.face.one-hit", symName(f.sym))
		}
		out = append(out, Face{f.code, l, 1.0 / 6})
	}
	var sw Label
	switch {
	case s.tgt.Code == LoneLeader:
		sw = i18n.M("ccsb.swords-leader-eliminated")
	case m.sword == swordNothing:
		sw = i18n.M("ccsb.swords-no-hit-bows-ranged")
	case m.sword == swordIgnorable && m.ignore > 0:
		sw = i18n.M("ccsb.swords-1-hit-each-ignored", m.ignore)
	default:
		sw = i18n.M("ccsb.swords-1-hit")
	}
	if m.reroll {
		sw = i18n.M("ccsb.face.swords-rerolled", sw)
	}
	out = append(out, Face{"S", sw, 1.0 / 6})
	fl := i18n.M("ccsb.flag-retreat-unless-ignored")
	switch {
	case s.tgt.Code == LoneLeader:
		fl = i18n.M("ccsb.flag-no-effect-lone-leader")
	case s.tgt.MustIgnoreFlags:
		fl = i18n.M("ccsb.flag-must-ignored-bodyguards")
	case s.tgtTer.NoRetreatInfantry && s.tgt.Class == Infantry:
		fl = i18n.M("ccsb.flag-1-hit-unless-ignored")
	}
	out = append(out, Face{"F", fl, 1.0 / 6})
	hl := i18n.M("ccsb.h-f-1-token")
	if tp.none || tp.empty {
		hl = i18n.M("ccsb.h-f-no-token")
	}
	out = append(out, Face{"H", hl, 1.0 / 6})
	return out
}
