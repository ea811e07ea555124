package campaign

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"

	"sengoku/campaign"
	"sengoku/views"
)

// BattleSheet is a battle's set-up for the table (§11, §16.3).
type BattleSheet struct {
	Battle          campaign.Battle
	Place           string
	Pieces          int
	AttackerBreak   int
	DefenderBreak   int
	AttackerMorale  bool
	DefenderMorale  bool
	Contingents     []campaign.Contingent
	Groups          []LossGroup // what each army and contingent may lose
	AttackerGeneral bool
	DefenderGeneral bool
	Sides           []BattleSide // attacker, then defender
	Calcs           []BattleCalc // attacker, then defender
}

// BattleSide is one army of a battle as the sheet shows it: its size, and
// the break point the §11.1 table gives for that size, +2 with MORALE.
type BattleSide struct {
	Role   string // "attacker" or "defender"
	Clan   campaign.Clan
	Colour string
	Size   int // own plus allied elements at the start
	Allied int
	Base   int // break point for Size (§11.1, C-16)
	Break  int // Base, +2 with MORALE
	Morale bool
}

// LossGroup is an army or a contingent in a battle, for the result form.
type LossGroup struct {
	Owner, With campaign.Clan
	Types       []TypeCount
	General     bool   // the group carries the General
	Role        string // "attacker" or "defender": the army the group fights in
	Size        int
}

// TypeCount is how many elements of a type a group has; General tells
// that one of them is the General's, lost only with the General box ticked.
type TypeCount struct {
	Type    campaign.ElementType
	Count   int
	General bool
}

// Maximum is the most losses of the type shown beside its field: "3 +
// General" when one element is the General's (C-11, C-12).
func (tc TypeCount) Maximum(l views.Lang) string {
	if tc.General {
		return strconv.Itoa(tc.Count-1) + " + " + l.T("campaign.general")
	}
	return strconv.Itoa(tc.Count)
}

// BattlesView is the Battles and sieges tab.
type BattlesView struct {
	Top            SeasonTop
	Sheets         []BattleSheet
	Sieges         []SiegeLine
	Confrontations []campaign.Confrontation
	GM             bool
	Clan           campaign.Clan // the viewing player's clan, "" for others
	CanRecord      bool          // the Battles phase: results may be recorded
	Panel          ActPanel
	// A refused result comes back with what was typed and the reason,
	// shown in the form of battle Refused.
	Refused int
	Problem string
	Typed   url.Values
	// Previewed is the battle whose result the game master previewed:
	// its form keeps what was typed and shows Preview, nothing stored.
	Previewed int
	Preview   []PrestigePreview
}

// PrestigePreview is what one clan would gain or lose from a battle
// result (§13): its entries and their sum.
type PrestigePreview struct {
	Clan    campaign.Clan
	Total   int
	Entries []campaign.PrestigeEntry
}

// NewPrestigePreview groups a result's Prestige entries by clan, in the
// order they were scored.
func NewPrestigePreview(entries []campaign.PrestigeEntry) []PrestigePreview {
	var out []PrestigePreview
	at := map[campaign.Clan]int{}
	for _, e := range entries {
		i, ok := at[e.Clan]
		if !ok {
			i = len(out)
			at[e.Clan] = i
			out = append(out, PrestigePreview{Clan: e.Clan})
		}
		out[i].Total += e.Points
		out[i].Entries = append(out[i].Entries, e)
	}
	return out
}

// echoes reports whether battle id's form comes back with what was typed:
// refused, or previewed.
func (b BattlesView) echoes(id int) bool { return b.Refused == id || b.Previewed == id }

// TypedValue is the value typed for field name in battle id's result form, or
// def when the form is fresh.
func (b BattlesView) TypedValue(id int, name, def string) string {
	if !b.echoes(id) || !b.Typed.Has(name) {
		return def
	}
	return b.Typed.Get(name)
}

// TypedOn reports whether the choice name=value was made in battle id's
// refused result form.
func (b BattlesView) TypedOn(id int, name, value string) bool {
	return b.echoes(id) && slices.Contains(b.Typed[name], value)
}

// SiegeLine is a siege with its odds.
type SiegeLine struct {
	Siege campaign.Siege
	Place string
	Odds  string
}

func groupOf(owner, with campaign.Clan, els []campaign.Element) LossGroup {
	g := LossGroup{Owner: owner, With: with}
	counts := map[campaign.ElementType]int{}
	var general campaign.ElementType
	g.Size = len(els)
	for _, e := range els {
		counts[e.Type]++
		if e.General {
			g.General, general = true, e.Type
		}
	}
	for _, t := range campaign.ElementTypes {
		if counts[t] > 0 {
			g.Types = append(g.Types, TypeCount{Type: t, Count: counts[t], General: g.General && t == general})
		}
	}
	return g
}

// NewBattleSheet is battle b as its sheet, its result form and its printed
// kit show it: both sides with their break points, and a loss group per
// army and per contingent fighting in it.
func NewBattleSheet(st *campaign.State, b campaign.Battle) BattleSheet {
	sh := BattleSheet{Battle: b, Place: ProvinceLabel(st, b.Province), Pieces: b.DifficultPieces(),
		AttackerBreak: b.BreakPoint(&st.Options, b.Attacker), DefenderBreak: b.BreakPoint(&st.Options, b.Defender)}
	for _, c := range b.Morale {
		sh.AttackerMorale = sh.AttackerMorale || c == b.Attacker
		sh.DefenderMorale = sh.DefenderMorale || c == b.Defender
	}
	sh.Sides = []BattleSide{
		{Role: "attacker", Clan: b.Attacker, Colour: views.ClanColour[b.Attacker], Size: b.AttackerSize, Allied: b.AttackerAllied,
			Base: st.Options.BreakPoint(b.AttackerSize, false), Break: sh.AttackerBreak, Morale: sh.AttackerMorale},
		{Role: "defender", Clan: b.Defender, Colour: views.ClanColour[b.Defender], Size: b.DefenderSize, Allied: b.DefenderAllied,
			Base: st.Options.BreakPoint(b.DefenderSize, false), Break: sh.DefenderBreak, Morale: sh.DefenderMorale},
	}
	// A line per army, each followed by the contingents fighting in it.
	for _, side := range sh.Sides {
		if cs := st.Clan(side.Clan); cs != nil {
			g := groupOf(side.Clan, side.Clan, cs.Army.Elements)
			g.Role = side.Role
			sh.Groups = append(sh.Groups, g)
		}
		for _, k := range st.Contingents {
			if k.To == side.Clan {
				sh.Contingents = append(sh.Contingents, k)
				g := groupOf(k.From, k.To, k.Elements)
				g.Role = side.Role
				sh.Groups = append(sh.Groups, g)
			}
		}
	}
	sh.Calcs = NewBattleCalcs(st, sh)
	return sh
}

// BattleKitURL is the printed kit of battle bid of campaign id.
func BattleKitURL(id int64, bid int) string {
	return fmt.Sprintf("/campaigns/%d/battles/%d/kit.pdf", id, bid)
}

// MayPrint reports whether the viewer may print the battle's kit: the game
// master or the player of either side.
func (b BattlesView) MayPrint(sh BattleSheet) bool {
	// A fought battle prints its result, for whoever reads its report.
	return !sh.Battle.Cancelled && (sh.Battle.Done || b.GM || (b.Clan != "" && (b.Clan == sh.Battle.Attacker || b.Clan == sh.Battle.Defender)))
}

// NewBattlesView builds the Battles tab.
func NewBattlesView(top SeasonTop, l views.Lang, st *campaign.State, legal []campaign.LegalAction, v views.Viewer) BattlesView {
	bv := BattlesView{Top: top, GM: v.GM, Clan: v.Clan, CanRecord: st.Phase == campaign.PhaseBattles, Confrontations: st.Confrontations}
	for _, b := range st.Battles {
		bv.Sheets = append(bv.Sheets, NewBattleSheet(st, b))
	}
	for _, sg := range st.Sieges {
		bv.Sieges = append(bv.Sieges, SiegeLine{Siege: sg, Place: ProvinceLabel(st, sg.Province), Odds: SiegeOdds(l, st, sg, 0, false)})
	}
	var keep []campaign.LegalAction
	for _, la := range legal {
		switch la.Kind {
		case campaign.ActBattlefield, campaign.ActSiege, campaign.ActReroll, campaign.ActConfront:
			keep = append(keep, la)
		case campaign.ActPlay:
			if la.Province != 0 {
				keep = append(keep, la)
			}
		}
	}
	bv.Panel = ActPanel{CampaignID: top.ID, Version: top.Version, Return: "battles", Forms: actForms(l, top.ID, st, keep, v, modePanel)}
	return bv
}
