package campaign

import (
	"net/url"
	"slices"
	"strings"

	"sengoku/campaign"
	"sengoku/tables/affinati"
	"sengoku/views"
)

// BattleCalc is one side's links to the SAMURAI calculators, prefilled for
// a campaign battle: its General's element against the enemy's, PIP with
// CHARISMA when the side played it for this battle (C-08), and the losses
// against this battle's sizes, MORALE and break rule (§11.1, C-15).
type BattleCalc struct {
	Role   string // "attacker" or "defender"
	Clan   campaign.Clan
	Types  []campaign.ElementType // the types present in its army and contingents
	Combat string
	PIP    string
	Losses string
	// BreakOff is "" when the side has no Mounted Samurai, the only troops
	// that may break off (§9).
	BreakOff string
}

// affinatiTroop maps the campaign's element types to the SAMURAI troop
// types (campaign-1560 §3 names the SAMURAI types).
var affinatiTroop = map[campaign.ElementType]affinati.TroopType{
	campaign.FootSamurai:    affinati.FootSamurai,
	campaign.MountedSamurai: affinati.MountedSamurai,
	campaign.Archers:        affinati.Archers,
	campaign.Ronin:          affinati.Ronin,
	campaign.WarriorMonks:   affinati.WarriorMonks,
	campaign.Ashigaru:       affinati.Ashigaru,
}

// troopsOf maps campaign element types to SAMURAI troop types.
func troopsOf(ts []campaign.ElementType) []affinati.TroopType {
	out := make([]affinati.TroopType, 0, len(ts))
	for _, t := range ts {
		out = append(out, affinatiTroop[t])
	}
	return out
}

// AffinatiTroop is the SAMURAI troop type of a campaign element type.
func AffinatiTroop(t campaign.ElementType) affinati.TroopType { return affinatiTroop[t] }

// campaignBreakRule is the calculator's B-27 rule for the campaign's C-15.
var campaignBreakRule = map[string]string{
	campaign.BreakTable:          "campaignTable",
	campaign.BreakTableMoreEnemy: "campaignTablePlusMoreThanEnemy",
	campaign.BreakSamurai:        "battle",
}

// NewBattleCalcs builds both sides' links, attacker first.
func NewBattleCalcs(st *campaign.State, sh BattleSheet) []BattleCalc {
	b := sh.Battle
	lead := map[campaign.Clan]affinati.TroopType{}
	types := map[campaign.Clan][]campaign.ElementType{}
	for _, g := range sh.Groups {
		side := g.With
		for _, tc := range g.Types {
			if !slices.Contains(types[side], tc.Type) {
				types[side] = append(types[side], tc.Type)
			}
			if tc.General || lead[side] == "" {
				lead[side] = affinatiTroop[tc.Type]
			}
		}
	}
	losses := url.Values{"breakRule": {campaignBreakRule[st.Options.BreakRule]}, "attacker": {"a"},
		"a.size": {itoa(b.AttackerSize)}, "b.size": {itoa(b.DefenderSize)}}
	if sh.AttackerMorale {
		losses.Set("a.morale", "true")
	}
	if sh.DefenderMorale {
		losses.Set("b.morale", "true")
	}
	if st.Options.MoraleTable != campaign.DefaultMoraleTable && st.Options.BreakRule != campaign.BreakSamurai {
		// The campaign's own morale table (C-16): the calculator knows
		// only the seed's, so each side's break point goes with the link.
		losses.Set("a.breakAt", itoa(min(sh.Sides[0].Base, affinati.MaxBreakAt)))
		losses.Set("b.breakAt", itoa(min(sh.Sides[1].Base, affinati.MaxBreakAt)))
	}
	var out []BattleCalc
	for _, sd := range sh.Sides {
		enemy := b.Defender
		if sd.Clan == b.Defender {
			enemy = b.Attacker
		}
		combat := url.Values{"a.troop": {string(lead[sd.Clan])}, "a.general": {"true"}, "b.troop": {string(lead[enemy])}, "b.general": {"true"}}
		// Each picker offers only the types present on its side.
		views.TroopsOnly{"a": troopsOf(types[sd.Clan]), "b": troopsOf(types[enemy])}.Add(combat)
		pip := url.Values{}
		if slices.Contains(b.Charisma, sd.Clan) && st.Options.Charisma != campaign.CharismaNone {
			pip.Set("charisma", "true")
		}
		bc := BattleCalc{Role: sd.Role, Clan: sd.Clan, Types: types[sd.Clan],
			Combat: views.CalcWithQuery(views.AffinatiPath(views.AffCombat), combat),
			PIP:    views.CalcWithQuery(views.AffinatiPath(views.AffPIP), pip), // no "?" without a query
			Losses: views.CalcWithQuery(views.AffinatiPath(views.AffLosses), losses)}
		if slices.Contains(types[sd.Clan], campaign.MountedSamurai) {
			bo := url.Values{"troop": {string(affinati.MountedSamurai)}, "enemy": {string(lead[enemy])}}
			// The enemy picker offers only the enemy's types.
			views.TroopsOnly{"b": troopsOf(types[enemy])}.Add(bo)
			bc.BreakOff = views.CalcWithQuery(views.AffinatiPath(views.AffBreakOff), bo)
		}
		out = append(out, bc)
	}
	return out
}

// CalcsFor are the calculator links the viewer may see on battle sh: the
// game master sees both sides, a player only his own, anyone else none.
func (b BattlesView) CalcsFor(sh BattleSheet) []BattleCalc {
	var out []BattleCalc
	for _, c := range sh.Calcs {
		if b.GM || (b.Clan != "" && b.Clan == c.Clan) {
			out = append(out, c)
		}
	}
	return out
}

// typeNames lists element types by name.
func typeNames(l views.Lang, ts []campaign.ElementType) string {
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = views.ElementName(l, t)
	}
	return strings.Join(names, ", ")
}
