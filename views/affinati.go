package views

import (
	"strconv"
	"strings"

	"sengoku/query"
	"sengoku/tables"
	"sengoku/tables/affinati"
)

// Affinati tabs: the combat resolver and the four helpers (§18.2).
const (
	AffCombat   = "combat"
	AffPIP      = "pip"
	AffBreakOff = "breakoff"
	AffLosses   = "losses"
	AffArmy     = "army"
)

// AffinatiPath is the page of a tab.
func AffinatiPath(tab string) string {
	if tab == AffCombat {
		return "/calc/affinati"
	}
	return "/calc/affinati/" + tab
}

var affinatiTabs = []string{AffCombat, AffPIP, AffBreakOff, AffLosses, AffArmy}

// AffinatiTabs links the Affinati pages, marking the current one.
func AffinatiTabs(l Lang, current string) []CalcLink {
	out := make([]CalcLink, len(affinatiTabs))
	for i, t := range affinatiTabs {
		out[i] = CalcLink{Href: AffinatiPath(t), Label: l.T("aff.tab." + t), On: t == current}
	}
	return out
}

// AffinatiCombatPage is the close-combat and shooting resolver: one setup,
// or two side by side ("what if").
type AffinatiCombatPage struct {
	Setups  []AffinatiCombatSetup
	Compare bool
	// Share is the short address of this calculation; CompareLink adds or
	// removes the second setup.
	Share       string
	CompareLink string
	// Only restricts both setups' troop pickers (a campaign battle's link).
	Only TroopsOnly
	// Fragment: the page is answered as its CalcResult fragment (htmx),
	// with the summary bar out of band.
	Fragment bool
}

// AffinatiCombatSetup is one set of inputs and its answer.
type AffinatiCombatSetup struct {
	// Prefix of its form names: "" or "alt.".
	Prefix   string
	Input    affinati.CombatInput
	Result   *affinati.CombatResult
	Problems []string
	Invalid  FieldProblems
	// Only restricts its troop pickers.
	Only TroopsOnly
}

// ProblemFields are the controls of every setup a problem names.
func (p AffinatiCombatPage) ProblemFields(l Lang) []CalcField {
	var out []CalcField
	for _, s := range p.Setups {
		out = append(out, ProblemFields(s.Fieldsets(l))...)
	}
	return out
}

// Title names setup i (1-based) in a comparison.
func (p AffinatiCombatPage) Title(l Lang, i int) string {
	return l.T("calc.setup") + " " + strconv.Itoa(i+1)
}

func affTroopOpts(l Lang, none bool) []CalcOpt {
	var out []CalcOpt
	if none {
		out = append(out, CalcOpt{Value: "", Label: "—"})
	}
	for _, t := range affinati.TroopTypes() {
		out = append(out, CalcOpt{Value: string(t), Label: AffTroopName(l, t)})
	}
	return out
}

// AffTroopName is a SAMURAI troop type's name.
func AffTroopName(l Lang, t affinati.TroopType) string {
	if t == "" {
		return "—"
	}
	return l.T("aff.troop." + string(t))
}

func dieOpts() []CalcOpt {
	out := []CalcOpt{{Value: "", Label: "—"}}
	for d := 1; d <= 6; d++ {
		s := strconv.Itoa(d)
		out = append(out, CalcOpt{Value: s, Label: s})
	}
	return out
}

func intValue(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// affOptionFields are the B-nn options that change calculator calc, as
// selects whose first value is the documented default ("").
func affOptionFields(l Lang, prefix, calc string, o affinati.Options, invalid FieldProblems) []CalcField {
	return affOptionSet(prefix, calc, o, invalid).CalcFields(l)
}

// affOptionSet is the B-nn options chosen from a list that change calc.
func affOptionSet(prefix, calc string, o affinati.Options, invalid FieldProblems) OptionSet {
	var opts tables.Options
	for _, info := range affinati.OptionList() {
		if info.AppliesTo(calc) && (info.Kind == tables.OptionChoice || info.Kind == tables.OptionBool) {
			opts = append(opts, info)
		}
	}
	return OptionSet{Prefix: prefix, Options: opts, Values: o.Values(), Problems: invalid,
		Name: affOptValue, Title: func(l Lang, o tables.Option) string { return l.T("aff.opt." + o.Key) }}
}

// AffPrintOptions are the B-nn options that change printable applies
// (roster, reference), as chosen.
func AffPrintOptions(applies string, chosen affinati.Options) OptionSet {
	var opts tables.Options
	for _, o := range affinati.OptionList() {
		if o.AppliesTo(applies) && o.Kind != tables.OptionData {
			opts = append(opts, o)
		}
	}
	return OptionSet{Options: opts, Values: chosen.Values(), Name: affOptValue}
}

// affOptValue names an option value: yes/no for booleans, else the
// catalogue's name when it has one; a number ("2.5" cm, B-03) is written
// with the reader's decimal mark (the value sent stays "2.5").
func affOptValue(l Lang, v string) string {
	if s := Cited(l, "aff.val."+v); s != "aff.val."+v {
		return s
	}
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		return l.DecimalMark(v)
	}
	return v
}

// Fieldsets are the resolver's controls: the roll, each side, the options.
func (s AffinatiCombatSetup) Fieldsets(l Lang) []CalcFieldset {
	p, in := s.Prefix, s.Input
	mark := func(f CalcField, key string) CalcField {
		f = f.Marked(s.Invalid, key)
		return f
	}
	mode := string(in.Mode)
	if mode == "" {
		mode = string(affinati.ModeMelee)
	}
	roll := CalcFieldset{ID: p2id(p) + "roll", Legend: l.T("aff.roll"), Inputs: []CalcField{
		mark(CalcSelect(p+"mode", l.T("aff.mode"), mode, []CalcOpt{
			{Value: "melee", Label: l.T("aff.mode.melee")},
			{Value: "shooting", Label: l.T("aff.mode.shooting")},
			{Value: "mutual", Label: l.T("aff.mode.mutual")},
		}), "mode"),
		mark(CalcSelect(p+"da", l.T("aff.da"), intValue(in.DA), dieOpts()), "da"),
		mark(CalcSelect(p+"db", l.T("aff.db"), intValue(in.DB), dieOpts()), "db"),
	}}
	if in.MutualShooting == "twoOneWay" || in.DA2 != 0 || in.DB2 != 0 {
		roll.More = []CalcField{
			mark(CalcSelect(p+"da2", l.T("aff.da2"), intValue(in.DA2), dieOpts()), "da2"),
			mark(CalcSelect(p+"db2", l.T("aff.db2"), intValue(in.DB2), dieOpts()), "db2"),
		}
	}
	side := func(tag string, sd affinati.Side) CalcFieldset {
		k := func(f string) string { return tag + "." + f }
		fs := CalcFieldset{ID: p2id(p) + "side-" + tag, Legend: l.T("aff.side." + tag)}
		fs.Inputs = []CalcField{
			mark(CalcSelect(p+k("troop"), l.T("aff.troop"), string(sd.Troop), s.Only.options(l, tag, sd.Troop)), k("troop")),
			mark(CalcCheck(p+k("difficult"), l.T("aff.difficult"), sd.Difficult), k("difficult")),
			mark(CalcCheck(p+k("general"), l.T("aff.general"), sd.General), k("general")),
			mark(CalcCheck(p+k("support"), l.T("aff.support"), sd.Support), k("support")),
			mark(CalcCheck(p+k("village"), l.T("aff.village"), sd.Village), k("village")),
			mark(CalcCheck(p+k("higher"), l.T("aff.higher"), sd.Higher), k("higher")),
			mark(CalcCheck(p+k("riverBank"), l.T("aff.riverBank"), sd.RiverBank), k("riverBank")),
			mark(CalcCheck(p+k("defPos"), l.T("aff.defPos"), sd.DefPos), k("defPos")),
			mark(CalcSelect(p+k("flank"), l.T("aff.flank"), strconv.Itoa(sd.Flank), CalcRange(0, 4)), k("flank")),
			mark(CalcCheck(p+k("flankContact"), l.T("aff.flankContact"), sd.FlankContact), k("flankContact")),
		}
		fs.More = []CalcField{
			mark(CalcCheck(p+k("fortified"), l.T("aff.fortified"), sd.Fortified), k("fortified")),
			mark(CalcSelect(p+k("extra"), l.T("aff.extra"), strconv.Itoa(sd.Extra), CalcRange(0, 2)), k("extra")),
		}
		return fs
	}
	opts := CalcFieldset{ID: p2id(p) + "options", Legend: l.T("aff.options"), Note: l.T("aff.options.help"),
		More: affOptionFields(l, p, "combat", in.Options, s.Invalid)}
	return []CalcFieldset{roll, side("a", in.A), side("b", in.B), opts}
}

func p2id(prefix string) string {
	return strings.TrimSuffix(strings.ReplaceAll(prefix, ".", "-"), "-") + pIDSep(prefix)
}

func pIDSep(prefix string) string {
	if prefix == "" {
		return ""
	}
	return "-"
}

// AffSummary is one headline number of a roll.
type AffSummary struct {
	Label string
	P     float64
	Key   string // "win", "tie", "lose", or an effect
}

// AffinatiSummary gives the headline odds of a roll: who wins, then what
// happens to each side and who pursues.
func AffinatiSummary(l Lang, r affinati.Roll) []AffSummary {
	var aLow, bLow float64
	for _, o := range r.Outcomes {
		switch o.Loser {
		case "a":
			aLow += o.Chance.P
		case "b":
			bLow += o.Chance.P
		}
	}
	var out []AffSummary
	if r.Kind == affinati.ContextMelee || r.Shooter == "both" {
		out = append(out,
			AffSummary{l.T("aff.sum.awins"), bLow, "win"},
			AffSummary{l.T("aff.sum.tie"), r.Tie.P, "tie"},
			AffSummary{l.T("aff.sum.bwins"), aLow, "lose"})
	} else {
		out = append(out, AffSummary{l.T("aff.sum.noeffect"), r.NoEffect.P, "tie"})
	}
	for i, sc := range []affinati.SideScore{r.A, r.B} {
		if !sc.CanSuffer {
			continue
		}
		tag := "A"
		if i == 1 {
			tag = "B"
		}
		for _, e := range []struct {
			key string
			c   affinati.Chance
		}{{"recoil", sc.Recoil}, {"flee", sc.Flee}, {"destroyed", sc.Destroyed}} {
			if e.c.N > 0 || e.key == "destroyed" {
				out = append(out, AffSummary{tag + " " + l.T("aff.eff."+e.key), e.c.P, e.key})
			}
		}
	}
	for i, sc := range []affinati.SideScore{r.A, r.B} {
		if sc.Pursues.N > 0 {
			tag := "A"
			if i == 1 {
				tag = "B"
			}
			out = append(out, AffSummary{tag + " " + l.T("aff.eff.pursues"), sc.Pursues.P, "pursues"})
		}
	}
	return out
}

// affBandLabels are short names of the five outcome bands (§13.2), in
// Roll.Outcomes order.
var affBandLabels = [5]string{"B ≤½", "B <", "=", "A <", "A ≤½"}

// AffinatiOutcomeChart charts the five outcome bands.
func AffinatiOutcomeChart(l Lang, id string, r affinati.Roll) Chart {
	c := Chart{ID: id + "-outcomes", Title: l.T("aff.chart.outcomes")}
	for k, o := range r.Outcomes {
		c.Bars = append(c.Bars, Bar{Label: affBandLabels[k], P: o.Chance.P})
	}
	return c
}

// AffinatiMarginChart charts A's total minus B's over the 36 die pairs,
// with the chance of each margin or more.
func AffinatiMarginChart(l Lang, id string, r affinati.Roll) Chart {
	lo := 1 + r.A.Net - (6 + r.B.Net)
	counts := make([]int, 11)
	for da := 1; da <= 6; da++ {
		for db := 1; db <= 6; db++ {
			counts[(da+r.A.Net)-(db+r.B.Net)-lo]++
		}
	}
	c := Chart{ID: id + "-margin", Title: l.T("aff.chart.margin"), Ordered: true}
	left := 36
	for k, n := range counts {
		m := lo + k
		label := strconv.Itoa(m)
		if m > 0 {
			label = "+" + label
		}
		c.Bars = append(c.Bars, Bar{Label: label, P: float64(n) / 36, AtLeast: float64(left) / 36})
		left -= n
	}
	return c
}

// AffGridCell is one die pair of the 6×6 result grid.
type AffGridCell struct {
	DA, DB  int
	Outcome int
	Mark    string // short effect: "=", "–", "A↩", "B✕"…
	Class   string
	Rolled  bool
}

// AffinatiGrid lays out the outcome of every die pair: rows are A's die,
// columns B's.
func AffinatiGrid(r affinati.Roll) [6][6]AffGridCell {
	var g [6][6]AffGridCell
	for i := range 6 {
		for j := range 6 {
			k := r.Grid[i][j]
			o := r.Outcomes[k]
			cell := AffGridCell{DA: i + 1, DB: j + 1, Outcome: k}
			switch {
			case o.A != affinati.NoEffect && o.A != "":
				cell.Mark, cell.Class = "A"+effMark(o.A), "eff-a "+string(o.A)
			case o.B != affinati.NoEffect && o.B != "":
				cell.Mark, cell.Class = "B"+effMark(o.B), "eff-b "+string(o.B)
			case k == 2:
				cell.Mark, cell.Class = "=", "eff-tie"
			default:
				cell.Mark, cell.Class = "–", "eff-none"
			}
			if r.Dice != nil && r.Dice.DA == i+1 && r.Dice.DB == j+1 {
				cell.Rolled = true
				cell.Class += " rolled"
			}
			g[i][j] = cell
		}
	}
	return g
}

func effMark(e affinati.Effect) string {
	switch e {
	case affinati.Recoil:
		return "↩"
	case affinati.Flee:
		return "»"
	case affinati.Destroyed:
		return "✕"
	}
	return ""
}

// AffText words a text of the engine in the reader's language.
func AffText(l Lang, t affinati.Text) string { return l.Render(t) }

// AffChance prints "n/36 · p%".
func AffChance(l Lang, c affinati.Chance, of int) string {
	return strconv.Itoa(c.N) + "/" + strconv.Itoa(of) + " · " + l.Percent(c.P)
}

// Rolls returns the rolls of a setup's result (none if it failed).
func (s AffinatiCombatSetup) Rolls() []affinati.Roll {
	if s.Result == nil {
		return nil
	}
	return s.Result.Rolls
}

// AffCompareRow is one line of the side-by-side comparison.
type AffCompareRow struct {
	Label string
	P     []float64 // one per setup; -1 when the setup has no such value
}

// CompareRows lines up the first roll's headline numbers of each setup.
func (p AffinatiCombatPage) CompareRows(l Lang) []AffCompareRow {
	var rows []AffCompareRow
	index := map[string]int{}
	for si, s := range p.Setups {
		rolls := s.Rolls()
		if len(rolls) == 0 {
			continue
		}
		for _, it := range AffinatiSummary(l, rolls[0]) {
			i, ok := index[it.Label]
			if !ok {
				i = len(rows)
				index[it.Label] = i
				ps := make([]float64, len(p.Setups))
				for k := range ps {
					ps[k] = -1
				}
				rows = append(rows, AffCompareRow{Label: it.Label, P: ps})
			}
			rows[i].P[si] = it.P
		}
	}
	return rows
}

// affPct prints a comparison cell.
func affPct(l Lang, p float64) string {
	if p < 0 {
		return "—"
	}
	return l.Percent(p)
}

// AffinatiToolPage is one of the helpers: PIP cost, break-off, losses,
// army list. Result is one of the engine's result types.
type AffinatiToolPage struct {
	Tab       string
	Fieldsets []CalcFieldset
	Problems  []string
	Share     string
	Result    any
	// Fragment: the page is answered as its CalcResult fragment (htmx),
	// with the summary bar out of band.
	Fragment bool
	// Only restricts the break-off pickers (a campaign battle's link): a
	// the troop breaking off, b the enemy.
	Only TroopsOnly
}

// AffinatiToolFieldsets builds the controls of a helper tab from its
// input; invalid marks fields named by problems.
func AffinatiToolFieldsets(l Lang, tab string, input any, invalid FieldProblems, only TroopsOnly) []CalcFieldset {
	switch in := input.(type) {
	case affinati.PIPInput:
		return affPIPFieldsets(l, in, invalid)
	case affinati.BreakOffInput:
		return affBreakOffFieldsets(l, in, invalid, only)
	case affinati.LossInput:
		return affLossFieldsets(l, in, invalid)
	case affinati.ArmyInput:
		return affArmyFieldsets(l, in, invalid)
	}
	return nil
}

// affPIPFieldsets are the PIP calculator's fields.
func affPIPFieldsets(l Lang, in affinati.PIPInput, invalid FieldProblems) []CalcFieldset {
	mark := func(f CalcField) CalcField { return f.Marked(invalid, f.Name) }
	return []CalcFieldset{
		{ID: "pip", Legend: l.T("aff.pip.move"), Inputs: []CalcField{
			mark(CalcCheck("firstTurn", l.T("aff.pip.firstTurn"), in.FirstTurn)),
			mark(CalcCheck("dismounting", l.T("aff.pip.dismounting"), in.Dismounting)),
			mark(CalcCheck("far", l.T("aff.pip.far"), in.Far)),
			mark(CalcCheck("generalLost", l.T("aff.pip.generalLost"), in.GeneralLost)),
			mark(CalcCheck("generalDifficult", l.T("aff.pip.generalDifficult"), in.GeneralDifficult)),
			mark(CalcCheck("charisma", l.T("aff.pip.charisma"), in.Charisma)),
		}},
		{ID: "options", Legend: l.T("aff.options"), More: affOptionFields(l, "", "pip", in.Options, invalid)},
	}
}

// affBreakOffFieldsets are the break-off calculator's fields.
func affBreakOffFieldsets(l Lang, in affinati.BreakOffInput, invalid FieldProblems, only TroopsOnly) []CalcFieldset {
	mark := func(f CalcField) CalcField { return f.Marked(invalid, f.Name) }
	troop := string(in.Troop)
	if troop == "" {
		troop = string(affinati.MountedSamurai)
	}
	return []CalcFieldset{
		{ID: "breakoff", Legend: l.T("aff.bo.contact"), Inputs: []CalcField{
			mark(CalcSelect("troop", l.T("aff.bo.troop"), troop, only.options(l, "a", affinati.TroopType(troop)))),
			mark(CalcSelect("enemy", l.T("aff.bo.enemy"), string(in.Enemy), only.options(l, "b", in.Enemy))),
			mark(CalcCheck("difficult", l.T("aff.bo.difficult"), in.Difficult)),
			mark(CalcCheck("enemyDifficult", l.T("aff.bo.enemyDifficult"), in.EnemyDifficult)),
			mark(CalcCheck("flankContact", l.T("aff.bo.flankContact"), in.FlankContact)),
			mark(CalcSelect("die", l.T("aff.bo.die"), intValue(in.Die), dieOpts())),
		}},
		{ID: "options", Legend: l.T("aff.options"), More: affOptionFields(l, "", "breakoff", in.Options, invalid)},
	}
}

// affLossFieldsets are the losses calculator's: one fieldset per side fields.
func affLossFieldsets(l Lang, in affinati.LossInput, invalid FieldProblems) []CalcFieldset {
	mark := func(f CalcField) CalcField { return f.Marked(invalid, f.Name) }
	side := func(tag string, s affinati.LossSide) CalcFieldset {
		size := s.Size
		if size == 0 {
			size = 12
		}
		k := func(f string) string { return tag + "." + f }
		return CalcFieldset{ID: "loss-" + tag, Legend: l.T("aff.side." + tag), Inputs: []CalcField{
			mark(CalcSelect(k("destroyed"), l.T("aff.loss.destroyed"), strconv.Itoa(s.Destroyed), CalcRange(0, 18))),
			mark(CalcSelect(k("offTable"), l.T("aff.loss.offTable"), strconv.Itoa(s.OffTable), CalcRange(0, 18))),
			mark(CalcCheck(k("general"), l.T("aff.loss.general"), s.General)),
			mark(CalcSelect(k("camps"), l.T("aff.loss.camps"), strconv.Itoa(s.Camps), CalcRange(0, 4))),
		}, More: []CalcField{
			mark(CalcSelect(k("size"), l.T("aff.loss.size"), strconv.Itoa(size), CalcRange(1, 18))),
			mark(CalcCheck(k("morale"), l.T("aff.loss.morale"), s.Morale)),
			mark(CalcSelect(k("breakAt"), l.T("aff.loss.breakAt"), strconv.Itoa(s.BreakAt), breakAtOpts(l))),
		}}
	}
	return []CalcFieldset{side("a", in.A), side("b", in.B),
		{ID: "options", Legend: l.T("aff.options"), Inputs: []CalcField{
			mark(CalcSelect("attacker", l.T("aff.loss.attacker"), in.Attacker, []CalcOpt{{Value: "", Label: "—"}, {Value: "a", Label: "A"}, {Value: "b", Label: "B"}})),
		}, More: affOptionFields(l, "", "losses", in.Options, invalid)}}
}

// affArmyFieldsets are the army check's fields.
func affArmyFieldsets(l Lang, in affinati.ArmyInput, invalid FieldProblems) []CalcFieldset {
	mark := func(f CalcField) CalcField { return f.Marked(invalid, f.Name) }
	var lists []CalcOpt
	for _, al := range affinati.ArmyLists() {
		g := Cited(l, "aff.army.battle")
		if al.Kind == "campaign" {
			g = l.T("aff.army.campaign")
		}
		lists = append(lists, CalcOpt{Value: al.ID, Label: AffText(l, al.Name), Group: g})
	}
	counts := CalcFieldset{ID: "army-counts", Legend: l.T("aff.army.elements")}
	for _, t := range affinati.TroopTypes() {
		counts.Inputs = append(counts.Inputs, mark(CalcSelect(string(t), AffTroopName(l, t), strconv.Itoa(in.Count(t)), CalcRange(0, 18))))
	}
	return []CalcFieldset{
		{ID: "army", Legend: l.T("aff.army.list"), Inputs: []CalcField{
			mark(CalcSelect("list", l.T("aff.army.list"), in.List, lists)),
			mark(CalcSelect("general", l.T("aff.army.general"), string(in.General), affTroopOpts(l, true))),
			mark(CalcSelect("allied", l.T("aff.army.allied"), strconv.Itoa(in.Allied), CalcRange(0, 6))),
		}},
		counts,
		{ID: "options", Legend: l.T("aff.options"), More: affOptionFields(l, "", "army", in.Options, invalid)},
	}
}

// AffMovesChart charts the moves a PIP roll pays for.
func AffMovesChart(l Lang, r affinati.PIPResult) Chart {
	d := make([]float64, len(r.Moves))
	for k, c := range r.Moves {
		d[k] = c.P
	}
	return NewCountChart("pip-moves", l.T("aff.pip.moves"), d)
}

// AffShare is the address of a helper's input.
func AffShare(tab string, input any) string {
	return calcWithQuery(AffinatiPath(tab), query.ValuesOf(input))
}

// AffFactorSum adds up factors.
func AffFactorSum(f []affinati.Factor) int {
	n := 0
	for _, x := range f {
		n += x.Value
	}
	return n
}

// AffValue prints a factor value with its sign.
func AffValue(v int) string { return CalcSigned(v) }
