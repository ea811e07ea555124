package print

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/tables/affinati"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
	"sengoku/views/pdf"
)

// The battle kit: a campaign battle printed for the table, its rosters
// drawn by the SAMURAI roster renderer from the armies as the campaign
// left them (losses and replacements applied), the quick reference by its
// own renderer.

// battleKitPath is the battle kit of battle :bid.
const battleKitPath = "/campaigns/:id/battles/:bid/kit.pdf"

// battleFor finds battle :bid and checks that the viewer may print it: a
// battle to fight, the game master or the player of either side; a fought
// one (its report, nil otherwise, read by report), whoever may read its
// report.
func battleFor(c *gin.Context, st *campaign.State, v views.Viewer, report func(bid int) (*campaign.BattleReport, error)) (campaign.Battle, *campaign.BattleReport, error) {
	bid, err := strconv.Atoi(c.Param("bid"))
	if err != nil {
		return campaign.Battle{}, nil, campaign.ErrNotFound
	}
	if st.FoughtBattle(bid) != nil {
		r, err := report(bid)
		if err != nil {
			return campaign.Battle{}, nil, err
		}
		return r.Battle, r, nil
	}
	for _, b := range st.Battles {
		if b.ID != bid || b.Cancelled {
			continue
		}
		if !v.GM && v.Clan != b.Attacker && v.Clan != b.Defender {
			return campaign.Battle{}, nil, web.ErrForbidden
		}
		return b, nil, nil
	}
	return campaign.Battle{}, nil, campaign.ErrNotFound
}

// battleKitPDF prints the kit (site and API); figures and units choose the
// rosters' and the reference's scale, paper the page size.
func (s *Server) battleKitPDF(c *gin.Context) {
	cp, viewer, err := s.Campaign(c)
	if err != nil {
		s.printFail(c, err)
		return
	}
	b, report, err := battleFor(c, cp.State, viewer, func(bid int) (*campaign.BattleReport, error) {
		return s.Store.BattleReport(c.Request.Context(), cp.ID, cp.State, bid)
	})
	if err != nil {
		s.printFail(c, err)
		return
	}
	k, err := battleKit(s.Meta(c, c.Query("paper")), cp.State, b, c.Query("figures"), c.Query("units"))
	if err == nil && report != nil {
		k.Recorded = recordedResult(k.Meta.Lang, *report)
		k.Sub += " · " + k.Meta.Lang.T("pdf.battle.recorded")
	}
	var data []byte
	if err == nil {
		data, err = pdf.BattleKitPDF(k)
	}
	s.AnswerPDF(c, fmt.Sprintf("battle-%d-%d-%s.pdf", cp.ID, b.ID, fileSlug(campaignview.ProvinceLabel(cp.State, b.Province))), data, err)
}

// battleKit builds the kit's view model.
func battleKit(meta pdf.Meta, st *campaign.State, b campaign.Battle, figures, units string) (pdf.BattleKit, error) {
	l := meta.Lang
	ros, err := affinati.RosterFor(affinati.RosterInput{Figures: figures, Units: units})
	if err != nil {
		return pdf.BattleKit{}, err
	}
	ref, err := affinati.QuickReferenceFor(affinati.ReferenceInput{Figures: figures, Units: units})
	if err != nil {
		return pdf.BattleKit{}, err
	}
	sh := campaignview.NewBattleSheet(st, b)
	k := pdf.BattleKit{Meta: meta, Title: fmt.Sprintf(l.T("kit.title"), sh.Place), Ref: ref,
		Sub:    fmt.Sprintf("%s · %s %d", st.Name, l.T("season."+st.Season.String()), st.Year),
		Facts:  battleFacts(l, st, sh),
		Morale: l.T("kit.morale")}
	for _, sd := range sh.Sides {
		k.Sides = append(k.Sides, kitSide(l, st, sh, sd, ros))
	}
	for _, g := range sh.Groups {
		k.Slip = append(k.Slip, slipGroup(l, g))
	}
	if b.Village {
		k.Village = []string{string(b.Attacker), string(b.Defender)}
	}
	return k, nil
}

// recordedResult words a fought battle's result as its report page does.
func recordedResult(l views.Lang, r campaign.BattleReport) *pdf.RecordedResult {
	out := &pdf.RecordedResult{Notes: r.Notes, Facts: []pdf.Fact{{Label: l.T("battle.winner"), Value: string(r.Battle.Winner)}}}
	if res := r.Battle.Result; res != nil {
		if res.BrokeFirst != "" {
			out.Facts = append(out.Facts, pdf.Fact{Label: l.T("kit.brokefirst"), Value: string(res.BrokeFirst)})
		}
		for _, x := range res.Losses {
			label := string(x.Owner)
			if x.With != "" && x.With != x.Owner {
				label += " → " + string(x.With)
			}
			value := strconv.Itoa(len(x.Types))
			if x.General {
				value += " · " + l.T("campaign.general")
			}
			out.Facts = append(out.Facts, pdf.Fact{Label: label + " · " + l.T("battle.lost"), Value: value})
		}
		if res.VillageCapturedBy != "" {
			out.Facts = append(out.Facts, pdf.Fact{Label: l.T("battle.villageby"), Value: string(res.VillageCapturedBy)})
		}
	}
	for _, e := range r.Prestige {
		out.Prestige = append(out.Prestige, fmt.Sprintf("%s %+d · %s", e.Clan, e.Points, l.Render(e.Msg)))
	}
	return out
}

// battleFacts are the battlefield's facts as the sheet shows them (§11).
func battleFacts(l views.Lang, st *campaign.State, sh campaignview.BattleSheet) []pdf.Fact {
	b := sh.Battle
	placer := string(b.TerrainPlacer)
	if b.Reconnaissance != "" {
		placer += " · RECONNAISSANCE: " + string(b.Reconnaissance) + " " + l.T("battle.sides")
	}
	river := l.T("battle.noriver")
	switch {
	case b.RiverRoll > 0 && b.River:
		river = fmt.Sprintf("%s %d → %s", l.T("battle.riverroll"), b.RiverRoll, l.T("battle.river.yes"))
	case b.RiverRoll > 0:
		river = fmt.Sprintf("%s %d → %s", l.T("battle.riverroll"), b.RiverRoll, l.T("battle.river.no"))
	case campaignview.RiverPending(st, b):
		river = l.T("die.river.pending") // table dice: the game master has not entered it yet
	}
	village := l.T("prov.no")
	if b.Village {
		village = l.T("prov.yes") + " · " + l.T("battle.village.why")
	}
	facts := []pdf.Fact{
		{Label: l.T("battle.terrain"), Value: l.T("terrain."+string(b.Terrain)) + " · " + l.N("battle.pieces", sh.Pieces)},
		{Label: l.T("battle.placer"), Value: placer},
		{Label: l.T("prov.river"), Value: river},
		{Label: l.T("battle.village"), Value: village},
	}
	if b.AwaitsRoles() {
		facts = append(facts, pdf.Fact{Label: l.T("die.roles"), Value: l.T("die.roles.pending")})
	}
	return facts
}

// kitSide is one side of the kit: its roster holds the army's own
// elements, then each contingent fighting under its player (§8.2).
func kitSide(l views.Lang, st *campaign.State, sh campaignview.BattleSheet, sd campaignview.BattleSide, ros affinati.Roster) pdf.BattleKitSide {
	cs := st.Clan(sd.Clan)
	side := pdf.BattleKitSide{Role: l.T("battle." + sd.Role), Clan: string(sd.Clan), Colour: views.ClanColour[sd.Clan],
		Player: cs.Player, Size: sd.Size, Break: sd.Break, BreakLine: fmt.Sprintf(l.T("kit.breakline"), sd.Size, sd.Base)}
	if sd.Morale {
		side.BreakLine += " · " + l.Render(campaign.Events[campaign.EvMorale].Name) + " +2"
	}
	side.Cards = battleCards(l, sh.Battle, sd.Clan)
	r := ros
	r.BreakPoint = sd.Break
	r.Break = i18n.M("kit.break", sd.Break)
	roster := pdf.AffinatiRoster{Name: string(sd.Clan), Roster: r, Army: affinati.ArmyCheck{Valid: true},
		Subtitle: fmt.Sprintf("%s · %s · %s %s", side.Role, cs.Player, l.T("pdf.aff.break"), strconv.Itoa(sd.Break))}
	own, general := typeCounts(cs.Army.Elements)
	roster.General = general
	for t, n := range own {
		roster.Army.Rows = append(roster.Army.Rows, affinati.ArmyRow{Troop: t, Count: n})
	}
	var allied []string
	for _, k := range sh.Contingents {
		if k.To != sd.Clan {
			continue
		}
		counts, _ := typeCounts(k.Elements)
		roster.Allies = append(roster.Allies, pdf.AlliedElements{From: string(k.From), Counts: counts})
		allied = append(allied, fmt.Sprintf("%s %d", k.From, len(k.Elements)))
	}
	if len(allied) > 0 {
		side.Allied = fmt.Sprintf(l.T("kit.allied"), sd.Size-sd.Allied, sd.Allied, strings.Join(allied, ", "))
	}
	side.Roster = roster
	return side
}

// typeCounts counts elements by SAMURAI troop type, and names the type
// carrying the General ("" without one).
func typeCounts(els []campaign.Element) (map[affinati.TroopType]int, affinati.TroopType) {
	out := map[affinati.TroopType]int{}
	var general affinati.TroopType
	for _, e := range els {
		t := campaignview.AffinatiTroop(e.Type)
		out[t]++
		if e.General {
			general = t
		}
	}
	return out, general
}

// battleCards are the cards clan c played for the battle (§5), named in
// the reader's language.
func battleCards(l views.Lang, b campaign.Battle, c campaign.Clan) []string {
	var out []string
	for _, set := range []struct {
		ev    campaign.Event
		clans []campaign.Clan
	}{{campaign.EvMorale, b.Morale}, {campaign.EvReconnaissance, []campaign.Clan{b.Reconnaissance}},
		{campaign.EvCharisma, b.Charisma}, {campaign.EvDivineIntervention, b.Divine}} {
		info := campaign.Events[set.ev]
		for _, x := range set.clans {
			if x == c {
				out = append(out, l.Render(info.Name))
			}
		}
	}
	return out
}

// slipGroup is an army or contingent on the result slip.
func slipGroup(l views.Lang, g campaignview.LossGroup) pdf.SlipGroup {
	label := string(g.Owner) + " · " + l.T("battle."+g.Role)
	if g.Owner != g.With {
		label = string(g.Owner) + " → " + string(g.With) + " · " + l.T("battle.contingent")
	}
	sg := pdf.SlipGroup{Label: label, General: g.General}
	for _, tc := range g.Types {
		sg.Types = append(sg.Types, pdf.SlipType{Name: views.ElementName(l, tc.Type), Max: tc.Count})
	}
	return sg
}
