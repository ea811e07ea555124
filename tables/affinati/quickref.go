package affinati

import (
	"strconv"

	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// refLine is one rule sentence of the quick reference; "{cm:X}" stands for
// a distance of X cm in the rules, printed in the sheet's units.
type refLine struct {
	Text Text
	Rule string
}

// turnSequence is §5–§6, "Sequenza di gioco".
var turnSequence = [...]refLine{
	{i18n.M("affinati.initiative-roll-1d6-score-this"), rulebook.Samurai.Title(rulebook.SamSequence, rulebook.SamPIP)},                          // cites §6, §7
	{i18n.M("affinati.tactical-moves-spend-pips-moves"), rulebook.Samurai.Title(rulebook.SamSequence, rulebook.SamMoves, rulebook.SamWithdraw)}, // cites §6, §8, §9
	{i18n.M("affinati.shooting-every-archer-arquebusier-element"), rulebook.Samurai.Title(rulebook.SamSequence) + "; B-10"},                     // cites §6
	{i18n.M("affinati.close-combat-every-element-both"), rulebook.Samurai.Title(rulebook.SamSequence, rulebook.SamCloseCombat)},                 // cites §6, §12
	{i18n.M("affinati.end-turn-check-victory-conditions"), rulebook.Samurai.Title(rulebook.SamVictory)},                                         // cites §15
}

// movementRules is §4, §8 and §10.
var movementRules = [...]refLine{
	{i18n.M("affinati.move-straight-ahead-obliquely-never"), rulebook.Samurai.Title(rulebook.SamMoves) + "; B-13"},     // cites §8
	{i18n.M("affinati.instead-moving-element-may-change"), rulebook.Samurai.Title(rulebook.SamMoves)},                  // cites §8
	{i18n.M("affinati.no-element-may-enter-cm", rulesCM(5)), rulebook.Samurai.Title(rulebook.SamMoves)},                // cites §8
	{i18n.M("affinati.no-element-may-pass-through"), rulebook.Samurai.Title(rulebook.SamMoves)},                        // cites §8
	{i18n.M("affinati.any-troop-may-move-into"), rulebook.Samurai.Title(rulebook.SamContact, rulebook.SamCloseCombat)}, // cites §10, §12
	{i18n.M("affinati.difficult-terrain-woods-hills-dunes"), rulebook.Samurai.Title(rulebook.SamBattlefield)},          // cites §4
	{i18n.M("affinati.rivers-are-difficult-terrain-element"), rulebook.Samurai.Title(rulebook.SamContact)},             // cites §10
}

// withdrawalRules is §9.
var withdrawalRules = [...]refLine{
	{i18n.M("affinati.withdrawal-1-pip-per-single", rulesCM(5)), rulebook.Samurai.Title(rulebook.SamWithdraw)},                    // cites §9
	{i18n.M("affinati.cavalry-break-off-mounted-samurai", rulesCM(2.5)), rulebook.Samurai.Title(rulebook.SamWithdraw) + "; B-14"}, // cites §9
}

// shootingRules is §11.1.
var shootingRules = [...]refLine{
	{i18n.M("affinati.archers-arquebusiers-shoot-up-cm", rulesCM(10)), rulebook.Samurai.Title(rulebook.SamShooting)}, // cites §11.1
	{i18n.M("affinati.difficult-terrain-any-element-even"), rulebook.Samurai.Title(rulebook.SamShooting)},            // cites §11.1
	{i18n.M("affinati.up-two-more-elements-may"), rulebook.Samurai.Title(rulebook.SamShooting)},                      // cites §11.1
	{i18n.M("affinati.shooter-target-roll-1d6-each"), rulebook.Samurai.Title(rulebook.SamShooting) + "; B-16"},       // cites §11.1
}

// afterCombatRules is §13.1 and §14, "Ripiegare, fuggire, inseguire".
var afterCombatRules = [...]refLine{
	{i18n.M("affinati.recoil-straight-back-one-base"), rulebook.Samurai.Title(rulebook.SamRecoil)},             // cites §14
	{i18n.M("affinati.flee-recoil-turn-180-make"), rulebook.Samurai.Title(rulebook.SamRecoil)},                 // cites §14
	{i18n.M("affinati.pursue-mounted-samurai-foot-samurai"), rulebook.Samurai.Title(rulebook.SamRecoil)},       // cites §14
	{i18n.M("affinati.ashigaru-ronin-archers-arquebusiers-never"), rulebook.Samurai.Title(rulebook.SamRecoil)}, // cites §14
	{i18n.M("affinati.rear-supporters-share-result-element"), rulebook.Samurai.Title(rulebook.SamResult)},      // cites §13.1
}

// ReferenceInput chooses the units of the quick-reference sheet.
type ReferenceInput struct {
	// Figures is "15mm" (default) or "25mm"; Units "cm" (default) or "in".
	Figures string `json:"figures"`
	Units   string `json:"units"`
	Options
}

// QuickRef is the content of a two-sided quick-reference sheet.
type QuickRef struct {
	Title    Text         `json:"title"`
	Figures  string       `json:"figures"`
	Units    string       `json:"units"`
	Sections []RefSection `json:"sections"`
	Source   Text         `json:"source"`
	Options  Options      `json:"options"`
}

// RefSection is one box of the sheet; Side is 1 (front) or 2 (back).
type RefSection struct {
	ID      string   `json:"id"`
	Side    int      `json:"side"`
	Title   Text     `json:"title"`
	Columns []Text   `json:"columns,omitempty"`
	Rows    []RefRow `json:"rows"`
	Notes   []Text   `json:"notes,omitempty"`
	Rule    string   `json:"rule"`
}

// RefRow is one line of a section: one cell per column (one cell when the
// section has no columns).
type RefRow struct {
	Cells []Text `json:"cells"`
	Rule  string `json:"rule,omitempty"`
}

// QuickReference returns the sheet with every option at its default, in
// cm for 15 mm figures.
func QuickReference() QuickRef {
	q, _ := QuickReferenceFor(ReferenceInput{})
	return q
}

// Validate reports every problem with the input.
func (in ReferenceInput) Validate() error {
	s, v := in.Options.resolve()
	resolveScale(v, in.Figures, in.Units, s)
	return v.Err()
}

// QuickReferenceFor builds the sheet from the rule tables under the chosen
// options and units: side 1 turn sequence, PIPs, troops and movement,
// withdrawal, shooting; side 2 close combat, results, recoil/flee/pursue,
// victory.
func QuickReferenceFor(in ReferenceInput) (QuickRef, error) {
	if err := in.Validate(); err != nil {
		return QuickRef{}, err
	}
	s, v := in.Options.resolve()
	sp := resolveScale(v, in.Figures, in.Units, s)
	r := refBuilder{in: in, s: s, sp: sp}
	q := QuickRef{
		Title:   i18n.M("affinati.samurai-quick-reference"),
		Figures: sp.basing.Figures, Units: sp.units, Options: in.Options.WithDefaults(),
		Source: i18n.M("affinati.samurai-wargame-rules-medieval-japan"),
	}

	q.Sections = []RefSection{
		r.sequenceSection(),
		r.pipSection(),
		r.troopSection(),
		r.movementSection(),
		r.withdrawalSection(),
		r.shootingSection(),
		r.meleeSection(),
		resultSection(s),
		r.afterCombatSection(),
		victorySection(s),
	}
	return q, nil
}

// refBuilder writes the quick reference's sections for one set of options
// and one scale.
type refBuilder struct {
	in ReferenceInput
	s  settings
	sp scaleSpec
}

// fill writes the distances of t in the reference's scale.
func (r refBuilder) fill(t Text) Text { return fillDistances(t, r.sp.format) }

func (r refBuilder) lines(ls []refLine) []RefRow {
	rows := make([]RefRow, len(ls))
	for i, l := range ls {
		rows[i] = RefRow{Cells: []Text{r.fill(l.Text)}, Rule: l.Rule}
	}
	return rows
}

// sequenceSection is the turn sequence (§6).
func (r refBuilder) sequenceSection() RefSection {
	seq := RefSection{ID: "sequence", Side: 1, Title: i18n.M("affinati.turn-sequence"), Rule: rulebook.Samurai.Title(rulebook.SamSequence), // cites §6
		Notes: []Text{i18n.M("affinati.attacker-plays-turn-1-then")}}
	for i, l := range turnSequence {
		seq.Rows = append(seq.Rows, RefRow{Cells: []Text{Same(strconv.Itoa(i + 1)), r.fill(l.Text)}, Rule: l.Rule})
	}
	return seq
}

// pipSection is the PIP costs (§7).
func (r refBuilder) pipSection() RefSection {
	pips := RefSection{ID: "pips", Side: 1, Title: i18n.M("affinati.initiative-points-pips"), Rule: rulebook.Samurai.Title(rulebook.SamPIP), // cites §7
		Columns: []Text{i18n.M("affinati.move"), i18n.M("affinati.pips")}}
	pips.Rows = append(pips.Rows, RefRow{Cells: []Text{i18n.M("affinati.element-tactical-group-dba-group"), Same(strconv.Itoa(pipBaseCost))}, Rule: rulebook.Samurai.Title(rulebook.SamPIP) + "; B-11"}) // cites §7
	for _, sc := range pipSurcharges {
		if sc.Key == "dismounting" && !r.s.allowDismount {
			continue
		}
		pips.Rows = append(pips.Rows, RefRow{Cells: []Text{r.fill(sc.Text), Same(signed(pipSurchargeAdd))}, Rule: sc.Rule})
	}
	pips.Rows = append(pips.Rows, RefRow{Cells: []Text{i18n.M("affinati.withdraw-one-element-from-close"),
		Same(strconv.Itoa(pipWithdrawCost))}, Rule: rulebook.Samurai.Title(rulebook.SamWithdraw)}) // cites §9
	surcharge := i18n.M("affinati.no-surcharge-each-player-first")
	if r.s.pipCumulative {
		surcharge = i18n.M("affinati.no-surcharge-each-player-first-2")
	}
	_, m1 := movesPerTurn(1, false)
	_, m2 := movesPerTurn(2, false)
	pips.Notes = []Text{surcharge, i18n.M("affinati.average-moves-per-turn", decimal(num(m1)), decimal(num(m2)))}
	return pips
}

// troopSection is each troop's moves, range and combat factors (§3).
func (r refBuilder) troopSection() RefSection {
	troops := RefSection{ID: "troops", Side: 1, Title: i18n.M("affinati.troops-movement"), Rule: rulebook.Samurai.Title(rulebook.SamTroops), // cites §3
		Columns: []Text{i18n.M("affinati.troop"), i18n.M("affinati.good-terrain"), i18n.M("affinati.difficult-terrain"),
			i18n.M("affinati.shooting-range"), i18n.M("affinati.cf-vs-foot"), i18n.M("affinati.cf-vs-mounted"), i18n.M("affinati.difficult-terrain-melee")}}
	for _, tr := range troopTraits {
		p, _ := profile(tr.Type, r.s)
		rng := i18n.M("affinati.dash")
		if p.Shoots {
			rng = r.sp.format(p.Range)
		}
		troops.Rows = append(troops.Rows, RefRow{Cells: []Text{p.Name, r.sp.format(p.MoveGood), r.sp.format(p.MoveDifficult), rng,
			Same(strconv.Itoa(p.CFFoot)), Same(strconv.Itoa(p.CFMounted)), p.TerrainNote}, Rule: p.Rule})
	}
	return troops
}

// movementSection is tactical movement (§8, §10).
func (r refBuilder) movementSection() RefSection {
	mv := RefSection{ID: "movement", Side: 1, Title: i18n.M("affinati.tactical-movement"), Rule: rulebook.Samurai.Title(rulebook.SamMoves, rulebook.SamContact), Rows: r.lines(movementRules[:])} // cites §8, §10
	if r.s.allowDismount {
		mv.Rows = append(mv.Rows, RefRow{Cells: []Text{i18n.M("affinati.mounted-samurai-may-dismount-as")}, Rule: rulebook.Samurai.Title(rulebook.SamPIP) + "; B-05"}) // cites §3.3
	}
	return mv
}

// withdrawalSection is leaving close combat (§9).
func (r refBuilder) withdrawalSection() RefSection {
	wd := RefSection{ID: "withdrawal", Side: 1, Title: i18n.M("affinati.leaving-close-combat"), Rule: rulebook.Samurai.Title(rulebook.SamWithdraw), // cites §9
		Columns: []Text{i18n.M("affinati.mounted-samurai-contacted-by"), i18n.M("affinati.break-off")}}
	for _, l := range withdrawalRules {
		wd.Notes = append(wd.Notes, r.fill(l.Text))
	}
	wd.Rows = breakOffRows(r.in.Options)
	if r.s.speedCurrent {
		wd.Notes = append(wd.Notes, i18n.M("affinati.speeds-compared-terrain-each-element"))
	}
	return wd
}

// shootingSection is shooting (§11).
func (r refBuilder) shootingSection() RefSection {
	sh := RefSection{ID: "shooting", Side: 1, Title: i18n.M("affinati.shooting"), Rule: rulebook.Samurai.Title(rulebook.SamShooting), // cites §11
		Columns: []Text{i18n.M("affinati.target-modifier"), i18n.M("affinati.condition")}}
	for _, l := range shootingRules {
		sh.Notes = append(sh.Notes, r.fill(l.Text))
	}
	mods, _ := ShootingModifiers(r.in.Options)
	for _, m := range mods {
		sh.Rows = append(sh.Rows, RefRow{Cells: []Text{Same(signed(m.Value)), m.Text}, Rule: m.Rule})
	}
	if r.s.supportVsShooting {
		sh.Rows = append(sh.Rows, RefRow{Cells: []Text{Same(signed(melee(modSupport).Value)), i18n.M("affinati.rear-support-also-counts-when")}, Rule: rulebook.Samurai.Title(rulebook.SamCloseCombat) + "; B-21"}) // cites §12
	} else {
		sh.Notes = append(sh.Notes, i18n.M("affinati.rear-support-3-does-not"))
	}
	if r.s.mutualTwoOneWay {
		sh.Notes = append(sh.Notes, i18n.M("affinati.two-shooters-firing-at-each"))
	} else {
		sh.Notes = append(sh.Notes, i18n.M("affinati.two-shooters-firing-at-each-2"))
	}
	return sh
}

// meleeSection is close combat's modifiers (§12).
func (r refBuilder) meleeSection() RefSection {
	ml := RefSection{ID: "melee", Side: 2, Title: i18n.M("affinati.close-combat"), Rule: rulebook.Samurai.Title(rulebook.SamCloseCombat), // cites §12
		Columns: []Text{i18n.M("affinati.modifier"), i18n.M("affinati.condition")},
		Notes:   []Text{i18n.M("affinati.each-element-rolls-1d6-adds")}}
	for _, m := range meleeModifiers {
		ml.Rows = append(ml.Rows, RefRow{Cells: []Text{Same(signed(m.Value)), m.Text}, Rule: m.Rule})
	}
	if r.s.monkBonus > 0 {
		ml.Rows = append(ml.Rows, RefRow{Cells: []Text{Same(signed(r.s.monkBonus)), i18n.M("affinati.warrior-monks-melee-difficult-terrain")}, Rule: rulebook.Samurai.Title(rulebook.SamSummary) + "; B-04"}) // cites §3.2
	}
	if r.s.plusOneCumulative {
		ml.Notes = append(ml.Notes, i18n.M("affinati.higher-ground-river-bank-defensive"))
	} else {
		ml.Notes = append(ml.Notes, i18n.M("affinati.higher-ground-river-bank-defensive-2"))
	}
	ml.Notes = append(ml.Notes, i18n.M("affinati.flank-threatened-by-enemy-beside"))
	if r.s.flankBefore {
		ml.Notes = append(ml.Notes, i18n.M("affinati.element-contacted-only-flank-rear"))
	} else {
		ml.Notes = append(ml.Notes, i18n.M("affinati.element-contacted-only-flank-rear-2"))
	}
	return ml
}

// afterCombatSection is recoil, flee and pursue (§14).
func (r refBuilder) afterCombatSection() RefSection {
	ac := RefSection{ID: "afterCombat", Side: 2, Title: i18n.M("affinati.recoil-flee-pursue"), Rule: rulebook.Samurai.Title(rulebook.SamRecoil), Rows: r.lines(afterCombatRules[:])} // cites §14
	if r.s.pursuitEnteringOnly {
		ac.Rows = append(ac.Rows, RefRow{Cells: []Text{i18n.M("affinati.no-pursuit-into-difficult-terrain")}, Rule: rulebook.Samurai.Title(rulebook.SamRecoil) + "; B-29"}) // cites §14
	} else {
		ac.Rows = append(ac.Rows, RefRow{Cells: []Text{i18n.M("affinati.no-pursuit-if-any-part")}, Rule: rulebook.Samurai.Title(rulebook.SamRecoil) + "; B-29"}) // cites §14
	}
	bs := r.sp.basing
	ac.Notes = []Text{join("", i18n.M("affinati.base-depth"), i18n.M("affinati.foot"), r.sp.physical(bs.DepthFoot, bs.DepthFoot).Text,
		i18n.M("affinati.mounted"), r.sp.physical(bs.DepthMounted, bs.DepthMounted).Text, i18n.M("affinati.cited-end", rulebook.Samurai.Cite(rulebook.SamArmy)))} // cites §2
	return ac
}

// breakOffRows runs the break-off calculator against each enemy type and
// groups the types with the same answer.
func breakOffRows(o Options) []RefRow {
	var rows []RefRow
	var keys []string
	for _, tr := range troopTraits {
		r, err := BreakOff(BreakOffInput{Enemy: tr.Type, Options: o})
		if err != nil {
			continue
		}
		cell := i18n.M("affinati.not-allowed-enemy-not-slower")
		key := "no"
		if r.BreakOff {
			n := strconv.Itoa(r.Need)
			cell = i18n.M("affinati.break-off-on-in-6", n, strconv.Itoa(r.Chance.N))
			key = n
		}
		found := false
		for i, k := range keys {
			if k == key {
				rows[i].Cells[0] = join(", ", rows[i].Cells[0], tr.Name)
				found = true
			}
		}
		if !found {
			keys = append(keys, key)
			rows = append(rows, RefRow{Cells: []Text{tr.Name, cell}, Rule: rulebook.Samurai.Title(rulebook.SamWithdraw) + "; B-14"}) // cites §9
		}
	}
	return rows
}

var bandLabels = map[Band]Text{
	Tie:   i18n.M("affinati.equal-totals"),
	Lower: i18n.M("affinati.lower-but-more-than-half-2"),
	Half:  i18n.M("affinati.half-less-2-l-w"),
}

var effectLabels = map[Effect]Text{
	NoEffect:  i18n.M("affinati.no-effect-2"),
	Recoil:    i18n.M("affinati.recoil-2"),
	Flee:      i18n.M("affinati.flee-2"),
	Destroyed: i18n.M("affinati.destroyed"),
}

// resultSection prints the result table of §13.2 from its rules.
func resultSection(s settings) RefSection {
	sec := RefSection{ID: "results", Side: 2, Title: i18n.M("affinati.combat-results"), Rule: rulebook.Samurai.Title(rulebook.SamResult), // cites §13.2
		Columns: []Text{i18n.M("affinati.lower-total"), i18n.M("affinati.loser"), i18n.M("affinati.condition"), i18n.M("affinati.result")}}
	plain := map[string]Text{
		"loser":  i18n.M("affinati.loser-good-terrain"),
		"winner": i18n.M("affinati.winner-good-terrain"),
		"both":   i18n.M("affinati.both-good-terrain"),
	}[s.plainRefersTo]
	for i, r := range resultTable {
		loser := i18n.M("affinati.all")
		if r.Loser != "" {
			loser = troopName(r.Loser)
		}
		var cond []Text
		if r.Difficult {
			cond = append(cond, i18n.M("affinati.difficult-terrain-2"))
		}
		if r.Winner != "" {
			w := troopName(r.Winner)
			cond = append(cond, i18n.M("affinati.beaten-by", w))
		}
		if r.Plain {
			cond = append(cond, join("", i18n.M("affinati.plain"), plain, i18n.M("affinati.b-24-close")))
		}
		if r.Context == ContextMelee {
			cond = append(cond, i18n.M("affinati.melee"))
		} else if r.Context == ContextShooting {
			cond = append(cond, i18n.M("affinati.shot-at"))
		}
		c := join(" ", cond...)
		if len(cond) == 0 {
			c = i18n.M("affinati.dash")
			if i > 0 && resultTable[i-1].Band == r.Band && resultTable[i-1].Loser == r.Loser {
				c = i18n.M("affinati.otherwise")
			}
		}
		eff := effectLabels[r.Effect]
		if r.Band == Tie && r.Effect == NoEffect {
			eff = i18n.M("affinati.no-effect-melee-continues-next-2")
		}
		sec.Rows = append(sec.Rows, RefRow{Cells: []Text{bandLabels[r.Band], loser, c, eff}, Rule: r.Rule})
	}
	sec.Notes = []Text{
		i18n.M("affinati.w-higher-total-l-lower"),
		i18n.M("affinati.shooters-that-are-not-shot", rulebook.Samurai.Cite(rulebook.SamShooting)), // cites §11.1
	}
	return sec
}

// victorySection prints §15 and, under a campaign break rule, the morale
// table.
func victorySection(s settings) RefSection {
	_, text := breakPoint12(s)
	gw := generalWeight(s)
	sec := RefSection{ID: "victory", Side: 2, Title: i18n.M("affinati.victory"), Rule: rulebook.Samurai.Title(rulebook.SamVictory) + "; B-26; B-27", // cites §15
		Columns: []Text{i18n.M("affinati.loss"), i18n.M("affinati.counts")},
		Rows: []RefRow{
			{Cells: []Text{i18n.M("affinati.element-destroyed-off-table-returns"), Same("1")}, Rule: rulebook.Samurai.Title(rulebook.SamVictory)},                          // cites §15
			{Cells: []Text{i18n.M("affinati.general-element"), Same(strconv.Itoa(gw))}, Rule: rulebook.Samurai.Title(rulebook.SamVictory) + "; B-26"},                      // cites §15
			{Cells: []Text{i18n.M("affinati.each-camp-village-captured-still"), Same(signed(battleVictory.CampExtra))}, Rule: rulebook.Samurai.Title(rulebook.SamVictory)}, // cites §15
		},
		Notes: []Text{text},
	}
	if s.breakRule != "battle" {
		for _, b := range campaignMorale {
			sec.Rows = append(sec.Rows, RefRow{Cells: []Text{
				i18n.M("affinati.army-elements-routs-after-losing", strconv.Itoa(b.MinSize), strconv.Itoa(b.MaxSize)),
				Same(strconv.Itoa(b.BreakAt))}, Rule: b.Rule})
		}
		sec.Rows = append(sec.Rows, RefRow{Cells: []Text{i18n.M("affinati.morale-card-break-point"), Same(signed(moraleCardBonus))}, Rule: rulebook.Samurai.Title(rulebook.CampEvents)}) // cites campaign-1560 §5
	}
	return sec
}
