package affinati

import (
	"strconv"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// battleVictory is §15: a player loses at the end of a turn once he has
// lost at least MinLost elements and more than his opponent; a captured
// camp or village still held by the enemy counts CampExtra extra elements,
// and so does the General's element (B-26: the element itself plus 2).
var battleVictory = struct {
	MinLost, CampExtra, GeneralExtra int
	Rule                             string
}{4, 2, 2, rulebook.Samurai.Title(rulebook.SamVictory)} // cites §15

// MoraleBand is one line of the campaign morale table: an army of MinSize
// to MaxSize elements at the start of the battle routs after BreakAt
// losses.
type MoraleBand struct {
	MinSize int    `json:"minSize"`
	MaxSize int    `json:"maxSize"`
	BreakAt int    `json:"breakAt"`
	Rule    string `json:"rule"`
}

// campaignMorale is the campaign's army morale table (campaign-1560
// §11.1, seed "Morale: un Esercito va in Rotta..."); the 17–18 line is not
// in the source (C-16 default).
var campaignMorale = [...]MoraleBand{
	{1, 5, 2, rulebook.Samurai.Title(rulebook.CampBattles)},   // cites campaign-1560 §11.1
	{6, 8, 3, rulebook.Samurai.Title(rulebook.CampBattles)},   // cites campaign-1560 §11.1
	{9, 14, 4, rulebook.Samurai.Title(rulebook.CampBattles)},  // cites campaign-1560 §11.1
	{15, 16, 5, rulebook.Samurai.Title(rulebook.CampBattles)}, // cites campaign-1560 §11.1
	{17, 18, 6, "campaign-1560 C-16 default"},
}

// Campaign values used with the morale table.
const (
	// moraleCardBonus: the MORALE event card makes the enemy eliminate 2
	// more elements (campaign-1560 §5).
	moraleCardBonus = 2
	// campaignGeneralWeight: the General's element "conta doppia"
	// (campaign-1560 §11.1).
	campaignGeneralWeight = 2
	// maxArmySize: 12 elements plus at most 6 allied (campaign-1560 §3,
	// §8.2, C-13).
	maxArmySize = 18
	// standardArmy: "Un esercito consiste di 12 elementi" (§2).
	standardArmy = 12
	// maxCamps bounds the camps and villages a side can lose.
	maxCamps = 4
)

// CampaignMoraleTable returns the campaign morale table.
func CampaignMoraleTable() []MoraleBand { return append([]MoraleBand(nil), campaignMorale[:]...) }

// campaignBreakPoint is the morale table's break point for an army of
// size elements (0 outside the table).
func campaignBreakPoint(size int) (int, string) {
	for _, b := range campaignMorale {
		if size >= b.MinSize && size <= b.MaxSize {
			return b.BreakAt, b.Rule
		}
	}
	return 0, ""
}

// generalWeight is B-26: 3 under the battle rule, 2 under the campaign
// table, unless the option fixes it.
func generalWeight(s settings) int {
	switch {
	case s.generalWeight != 0:
		return s.generalWeight
	case s.breakRule == "battle":
		return 1 + battleVictory.GeneralExtra
	}
	return campaignGeneralWeight
}

// breakPoint12 is the break point of a 12-element army under s (§15,
// B-27), for the roster.
func breakPoint12(s settings) (int, Text) {
	gw := strconv.Itoa(generalWeight(s))
	if s.breakRule == "battle" {
		n := strconv.Itoa(battleVictory.MinLost)
		return battleVictory.MinLost, i18n.M("affinati.loses-at-end-turn-with", n, gw, rulebook.Samurai.Cite(rulebook.SamVictory)) // cites §15
	}
	bp, _ := campaignBreakPoint(standardArmy)
	n := strconv.Itoa(bp)
	more := Text{}
	if s.breakRule == "campaignTablePlusMoreThanEnemy" {
		more = i18n.M("affinati.more-than-enemy")
	}
	return bp, join("", i18n.M("affinati.routs-after-losing-elements", n), more,
		i18n.M("affinati.campaign-morale-table-9-14", gw, rulebook.Samurai.Cite(rulebook.CampBattles))) // cites campagna 1560 §11.1
}

// LossSide is one side's losses so far (§15; §18.2 item 4).
type LossSide struct {
	// Size is the army's elements at the start of the battle, own plus
	// allied (1–18); 0 means 12. Only the campaign table uses it.
	Size int `json:"size"`
	// Destroyed counts the elements destroyed, the General's included.
	Destroyed int `json:"destroyed"`
	// OffTable counts the elements that recoiled, fled or moved off the
	// table: they count as lost (§15).
	OffTable int `json:"offTable"`
	// General: the General's element is among those lost.
	General bool `json:"general"`
	// Camps counts this side's camps or villages the enemy captured and
	// still holds.
	Camps int `json:"camps"`
	// Morale: the MORALE event card was played for this side (campaign).
	Morale bool `json:"morale"`
	// BreakAt, when set, is the break point before MORALE from a
	// campaign's own morale table (campaign-1560 C-16 moraleTable), in
	// place of the seed table's row for Size; the campaign break rules
	// only. 0: the seed table.
	BreakAt int `json:"breakAt"`
}

// MaxBreakAt bounds LossSide.BreakAt: beyond every reachable weighted
// loss (18 elements, the General, four camps, MORALE).
const MaxBreakAt = 30

// LossInput is the state of a battle at the end of a turn.
type LossInput struct {
	A LossSide `json:"a"`
	B LossSide `json:"b"`
	// Attacker is "a" or "b"; the campaign table needs it when both sides
	// break together with the same excess (campaign-1560 C-15).
	Attacker string `json:"attacker"`
	Options
}

// LossScore is one side's weighted losses and whether it breaks.
type LossScore struct {
	Size       int      `json:"size"`
	Lost       int      `json:"lost"`
	Factors    []Factor `json:"factors"`
	Weighted   int      `json:"weighted"`
	BreakPoint int      `json:"breakPoint"`
	Broken     bool     `json:"broken"`
	Text       Text     `json:"-"`
}

// LossResult says who, if anyone, has lost the battle.
type LossResult struct {
	// Rule is the break rule applied (B-27).
	Rule string    `json:"rule"`
	A    LossScore `json:"a"`
	B    LossScore `json:"b"`
	// Loser and Winner are "a" or "b", empty while the battle goes on.
	Loser   string  `json:"loser,omitempty"`
	Winner  string  `json:"winner,omitempty"`
	Verdict Text    `json:"verdict"`
	Options Options `json:"options"`
}

// Validate reports every problem with the input.
func (in LossInput) Validate() error {
	_, v := in.Options.resolve()
	in.A.validate(v, "a")
	in.B.validate(v, "b")
	switch in.Attacker {
	case "", "a", "b":
	default:
		v.Add("attacker", "affinati.attacker-choose-b", clip(in.Attacker))
	}
	return v.Err()
}

func (ls LossSide) size() int {
	if ls.Size == 0 {
		return standardArmy
	}
	return ls.Size
}

func (ls LossSide) validate(v *tables.ValidationError, p string) {
	if ls.Size < 0 || ls.Size > maxArmySize {
		v.Add(p+".size", "affinati.army-size-must-from-1", maxArmySize)
		return
	}
	if ls.Destroyed < 0 {
		v.Add(p+".destroyed", "affinati.elements-destroyed-cannot-negative")
	}
	if ls.OffTable < 0 {
		v.Add(p+".offTable", "affinati.elements-off-table-cannot-negative")
	}
	if ls.Destroyed >= 0 && ls.OffTable >= 0 && ls.Destroyed+ls.OffTable > ls.size() {
		v.Add(p+".destroyed", "affinati.elements-lost-more-than-army", ls.Destroyed+ls.OffTable, ls.size())
	}
	if ls.General && ls.Destroyed+ls.OffTable < 1 {
		v.Add(p+".general", "affinati.general-element-lost-so-count")
	}
	if ls.BreakAt < 0 || ls.BreakAt > MaxBreakAt {
		v.Add(p+".breakAt", "affinati.campaign-break-point-must-from", MaxBreakAt)
	}
	if ls.Camps < 0 || ls.Camps > maxCamps {
		v.Add(p+".camps", "affinati.camps-villages-lost-must-from", maxCamps)
	}
}

// Losses applies the chosen break rule (B-27) at the end of a turn: the
// battle rule of §15 (at least 4 weighted losses and more than the enemy)
// or the campaign morale table (campaign-1560 §11.1, C-15).
func Losses(in LossInput) (LossResult, error) {
	if err := in.Validate(); err != nil {
		return LossResult{}, err
	}
	s, _ := in.Options.resolve()
	res := LossResult{Rule: s.breakRule, Options: in.Options.WithDefaults()}
	gw := generalWeight(s)
	sides := [2]LossSide{in.A, in.B}
	var sc [2]LossScore
	for i, ls := range sides {
		sc[i] = scoreLosses(ls, gw, s)
	}
	for i := range 2 {
		me, other := &sc[i], sc[1-i]
		me.Broken = me.Weighted >= me.BreakPoint
		if s.breakRule != "campaignTable" {
			me.Broken = me.Broken && me.Weighted > other.Weighted
		}
	}
	loser := -1
	switch {
	case sc[0].Broken && sc[1].Broken:
		// Only the campaign table lets both break: the larger excess
		// loses, the Attacker on equal excess (campaign-1560 C-15).
		ea, eb := sc[0].Weighted-sc[0].BreakPoint, sc[1].Weighted-sc[1].BreakPoint
		switch {
		case ea > eb:
			loser = 0
		case eb > ea:
			loser = 1
		case in.Attacker == "a":
			loser = 0
		case in.Attacker == "b":
			loser = 1
		}
	case sc[0].Broken:
		loser = 0
	case sc[1].Broken:
		loser = 1
	}
	for i := range 2 {
		sc[i].Text = statusText(sc[i], s)
	}
	res.A, res.B = sc[0], sc[1]
	switch {
	case loser >= 0:
		res.Loser, res.Winner = sideTags[loser], sideTags[1-loser]
		l, w := sideLetter(loser), sideLetter(1-loser)
		res.Verdict = i18n.M("affinati.loses-battle-wins", l, w)
		if sc[0].Broken && sc[1].Broken {
			res.Verdict = join(" ", res.Verdict, i18n.M("affinati.both-break-larger-excess-over"))
		}
	case sc[0].Broken && sc[1].Broken:
		res.Verdict = i18n.M("affinati.both-armies-break-by-same")
	default:
		res.Verdict = i18n.M("affinati.nobody-has-lost-yet-battle")
	}
	return res, nil
}

func sideLetter(i int) string {
	if i == 1 {
		return "B"
	}
	return "A"
}

func scoreLosses(ls LossSide, gw int, s settings) LossScore {
	sc := LossScore{Size: ls.size(), Lost: ls.Destroyed + ls.OffTable}
	if ls.Destroyed > 0 {
		sc.Factors = append(sc.Factors, Factor{Key: "destroyed", Value: ls.Destroyed,
			Text: i18n.M("affinati.elements-destroyed"), Rule: rulebook.Samurai.Title(rulebook.SamVictory)}) // cites §15
	}
	if ls.OffTable > 0 {
		sc.Factors = append(sc.Factors, Factor{Key: "offTable", Value: ls.OffTable,
			Text: i18n.M("affinati.elements-off-table-they-return"), Rule: rulebook.Samurai.Title(rulebook.SamVictory)}) // cites §15
	}
	if ls.General {
		sc.Factors = append(sc.Factors, Factor{Key: "general", Value: gw - 1,
			Text: i18n.M("affinati.general-element-lost-counts-all", gw),
			Rule: rulebook.Samurai.Title(rulebook.SamVictory) + "; B-26"}) // cites §15
	}
	if ls.Camps > 0 {
		sc.Factors = append(sc.Factors, Factor{Key: "camps", Value: battleVictory.CampExtra * ls.Camps,
			Text: i18n.M("affinati.camps-villages-held-by-enemy", ls.Camps),
			Rule: rulebook.Samurai.Title(rulebook.SamVictory) + "; campaign-1560 C-17"}) // cites §15
	}
	sc.Weighted = sum(sc.Factors)
	switch {
	case s.breakRule == "battle":
		sc.BreakPoint = battleVictory.MinLost
	case ls.BreakAt > 0:
		sc.BreakPoint = ls.BreakAt // the campaign's own table (C-16)
	default:
		sc.BreakPoint, _ = campaignBreakPoint(sc.Size)
	}
	if ls.Morale {
		sc.BreakPoint += moraleCardBonus
	}
	return sc
}

func statusText(sc LossScore, s settings) Text {
	w, bp := strconv.Itoa(sc.Weighted), strconv.Itoa(sc.BreakPoint)
	base := i18n.M("affinati.weighted-losses-break-point", w, bp)
	if s.breakRule != "campaignTable" {
		base = join("", base, i18n.M("affinati.more-than-enemy-2"))
	}
	if sc.Broken {
		return join(": ", base, i18n.M("affinati.breaks"))
	}
	return join(": ", base, i18n.M("affinati.holds"))
}
