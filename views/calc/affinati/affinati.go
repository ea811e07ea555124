package affinati

import (
	"strconv"
	"strings"

	"sengoku/query"
	"sengoku/tables"
	af "sengoku/tables/affinati"
	"sengoku/views"
)

var affinatiTabs = []string{views.AffCombat, views.AffPIP, views.AffBreakOff, views.AffLosses, views.AffArmy}

// AffinatiTabs links the Affinati pages, marking the current one.
func AffinatiTabs(l views.Lang, current string) []views.CalcLink {
	out := make([]views.CalcLink, len(affinatiTabs))
	for i, t := range affinatiTabs {
		out[i] = views.CalcLink{Href: views.AffinatiPath(t), Label: l.T("aff.tab." + t), On: t == current}
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
	Only views.TroopsOnly
	// Fragment: the page is answered as its views.CalcResult fragment (htmx),
	// with the summary bar out of band.
	Fragment bool
}

// AffinatiCombatSetup is one set of inputs and its answer.
type AffinatiCombatSetup struct {
	// Prefix of its form names: "" or "alt.".
	Prefix   string
	Input    af.CombatInput
	Result   *af.CombatResult
	Problems []string
	Invalid  views.FieldProblems
	// Only restricts its troop pickers.
	Only views.TroopsOnly
}

// views.ProblemFields are the controls of every setup a problem names.
func (p AffinatiCombatPage) ProblemFields(l views.Lang) []views.CalcField {
	var out []views.CalcField
	for _, s := range p.Setups {
		out = append(out, views.ProblemFields(s.Fieldsets(l))...)
	}
	return out
}

// Title names setup i (1-based) in a comparison.
func (p AffinatiCombatPage) Title(l views.Lang, i int) string {
	return l.T("calc.setup") + " " + strconv.Itoa(i+1)
}

func dieOpts() []views.CalcOpt {
	out := []views.CalcOpt{{Value: "", Label: "—"}}
	for d := 1; d <= 6; d++ {
		s := strconv.Itoa(d)
		out = append(out, views.CalcOpt{Value: s, Label: s})
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
func affOptionFields(l views.Lang, prefix, calc string, o af.Options, invalid views.FieldProblems) []views.CalcField {
	return affOptionSet(prefix, calc, o, invalid).CalcFields(l)
}

// affOptionSet is the B-nn options chosen from a list that change calc.
func affOptionSet(prefix, calc string, o af.Options, invalid views.FieldProblems) views.OptionSet {
	var opts tables.Options
	for _, info := range af.OptionList() {
		if info.AppliesTo(calc) && (info.Kind == tables.OptionChoice || info.Kind == tables.OptionBool) {
			opts = append(opts, info)
		}
	}
	return views.OptionSet{Prefix: prefix, Options: opts, Values: o.Values(), Problems: invalid,
		Name: affOptValue, Title: func(l views.Lang, o tables.Option) string { return l.T("aff.opt." + o.Key) }}
}

// AffPrintOptions are the B-nn options that change printable applies
// (roster, reference), as chosen.
func AffPrintOptions(applies string, chosen af.Options) views.OptionSet {
	var opts tables.Options
	for _, o := range af.OptionList() {
		if o.AppliesTo(applies) && o.Kind != tables.OptionData {
			opts = append(opts, o)
		}
	}
	return views.OptionSet{Options: opts, Values: chosen.Values(), Name: affOptValue}
}

// affOptValue names an option value: yes/no for booleans, else the
// catalogue's name when it has one; a number ("2.5" cm, B-03) is written
// with the reader's decimal mark (the value sent stays "2.5").
func affOptValue(l views.Lang, v string) string {
	if s := views.Cited(l, "aff.val."+v); s != "aff.val."+v {
		return s
	}
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		return l.DecimalMark(v)
	}
	return v
}

// Fieldsets are the resolver's controls: the roll, each side, the options.
func (s AffinatiCombatSetup) Fieldsets(l views.Lang) []views.CalcFieldset {
	p, in := s.Prefix, s.Input
	mark := func(f views.CalcField, key string) views.CalcField {
		f = f.Marked(s.Invalid, key)
		return f
	}
	mode := string(in.Mode)
	if mode == "" {
		mode = string(af.ModeMelee)
	}
	roll := views.CalcFieldset{ID: p2id(p) + "roll", Legend: l.T("aff.roll"), Inputs: []views.CalcField{
		mark(views.CalcSelect(p+"mode", l.T("aff.mode"), mode, []views.CalcOpt{
			{Value: "melee", Label: l.T("aff.mode.melee")},
			{Value: "shooting", Label: l.T("aff.mode.shooting")},
			{Value: "mutual", Label: l.T("aff.mode.mutual")},
		}), "mode"),
		mark(views.CalcSelect(p+"da", l.T("aff.da"), intValue(in.DA), dieOpts()), "da"),
		mark(views.CalcSelect(p+"db", l.T("aff.db"), intValue(in.DB), dieOpts()), "db"),
	}}
	if in.MutualShooting == "twoOneWay" || in.DA2 != 0 || in.DB2 != 0 {
		roll.More = []views.CalcField{
			mark(views.CalcSelect(p+"da2", l.T("aff.da2"), intValue(in.DA2), dieOpts()), "da2"),
			mark(views.CalcSelect(p+"db2", l.T("aff.db2"), intValue(in.DB2), dieOpts()), "db2"),
		}
	}
	side := func(tag string, sd af.Side) views.CalcFieldset {
		k := func(f string) string { return tag + "." + f }
		fs := views.CalcFieldset{ID: p2id(p) + "side-" + tag, Legend: l.T("aff.side." + tag)}
		fs.Inputs = []views.CalcField{
			mark(views.CalcSelect(p+k("troop"), l.T("aff.troop"), string(sd.Troop), s.Only.Options(l, tag, sd.Troop)), k("troop")),
			mark(views.CalcCheck(p+k("difficult"), l.T("aff.difficult"), sd.Difficult), k("difficult")),
			mark(views.CalcCheck(p+k("general"), l.T("aff.general"), sd.General), k("general")),
			mark(views.CalcCheck(p+k("support"), l.T("aff.support"), sd.Support), k("support")),
			mark(views.CalcCheck(p+k("village"), l.T("aff.village"), sd.Village), k("village")),
			mark(views.CalcCheck(p+k("higher"), l.T("aff.higher"), sd.Higher), k("higher")),
			mark(views.CalcCheck(p+k("riverBank"), l.T("aff.riverBank"), sd.RiverBank), k("riverBank")),
			mark(views.CalcCheck(p+k("defPos"), l.T("aff.defPos"), sd.DefPos), k("defPos")),
			mark(views.CalcSelect(p+k("flank"), l.T("aff.flank"), strconv.Itoa(sd.Flank), views.CalcRange(0, 4)), k("flank")),
			mark(views.CalcCheck(p+k("flankContact"), l.T("aff.flankContact"), sd.FlankContact), k("flankContact")),
		}
		fs.More = []views.CalcField{
			mark(views.CalcCheck(p+k("fortified"), l.T("aff.fortified"), sd.Fortified), k("fortified")),
			mark(views.CalcSelect(p+k("extra"), l.T("aff.extra"), strconv.Itoa(sd.Extra), views.CalcRange(0, 2)), k("extra")),
		}
		return fs
	}
	opts := views.CalcFieldset{ID: p2id(p) + "options", Legend: l.T("aff.options"), Note: l.T("aff.options.help"),
		More: affOptionFields(l, p, "combat", in.Options, s.Invalid)}
	return []views.CalcFieldset{roll, side("a", in.A), side("b", in.B), opts}
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
func AffinatiSummary(l views.Lang, r af.Roll) []AffSummary {
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
	if r.Kind == af.ContextMelee || r.Shooter == "both" {
		out = append(out,
			AffSummary{l.T("aff.sum.awins"), bLow, "win"},
			AffSummary{l.T("aff.sum.tie"), r.Tie.P, "tie"},
			AffSummary{l.T("aff.sum.bwins"), aLow, "lose"})
	} else {
		out = append(out, AffSummary{l.T("aff.sum.noeffect"), r.NoEffect.P, "tie"})
	}
	for i, sc := range []af.SideScore{r.A, r.B} {
		if !sc.CanSuffer {
			continue
		}
		tag := "A"
		if i == 1 {
			tag = "B"
		}
		for _, e := range []struct {
			key string
			c   af.Chance
		}{{"recoil", sc.Recoil}, {"flee", sc.Flee}, {"destroyed", sc.Destroyed}} {
			if e.c.N > 0 || e.key == "destroyed" {
				out = append(out, AffSummary{tag + " " + l.T("aff.eff."+e.key), e.c.P, e.key})
			}
		}
	}
	for i, sc := range []af.SideScore{r.A, r.B} {
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
func AffinatiOutcomeChart(l views.Lang, id string, r af.Roll) views.Chart {
	c := views.Chart{ID: id + "-outcomes", Title: l.T("aff.chart.outcomes")}
	for k, o := range r.Outcomes {
		c.Bars = append(c.Bars, views.Bar{Label: affBandLabels[k], P: o.Chance.P})
	}
	return c
}

// AffinatiMarginChart charts A's total minus B's over the 36 die pairs,
// with the chance of each margin or more.
func AffinatiMarginChart(l views.Lang, id string, r af.Roll) views.Chart {
	lo := 1 + r.A.Net - (6 + r.B.Net)
	counts := make([]int, 11)
	for da := 1; da <= 6; da++ {
		for db := 1; db <= 6; db++ {
			counts[(da+r.A.Net)-(db+r.B.Net)-lo]++
		}
	}
	c := views.Chart{ID: id + "-margin", Title: l.T("aff.chart.margin"), Ordered: true}
	left := 36
	for k, n := range counts {
		m := lo + k
		label := strconv.Itoa(m)
		if m > 0 {
			label = "+" + label
		}
		c.Bars = append(c.Bars, views.Bar{Label: label, P: float64(n) / 36, AtLeast: float64(left) / 36})
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
func AffinatiGrid(r af.Roll) [6][6]AffGridCell {
	var g [6][6]AffGridCell
	for i := range 6 {
		for j := range 6 {
			k := r.Grid[i][j]
			o := r.Outcomes[k]
			cell := AffGridCell{DA: i + 1, DB: j + 1, Outcome: k}
			switch {
			case o.A != af.NoEffect && o.A != "":
				cell.Mark, cell.Class = "A"+effMark(o.A), "eff-a "+string(o.A)
			case o.B != af.NoEffect && o.B != "":
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

func effMark(e af.Effect) string {
	switch e {
	case af.Recoil:
		return "↩"
	case af.Flee:
		return "»"
	case af.Destroyed:
		return "✕"
	}
	return ""
}

// AffText words a text of the engine in the reader's language.
func AffText(l views.Lang, t af.Text) string { return l.Render(t) }

// AffChance prints "n/36 · p%".
func AffChance(l views.Lang, c af.Chance, of int) string {
	return strconv.Itoa(c.N) + "/" + strconv.Itoa(of) + " · " + l.Percent(c.P)
}

// Rolls returns the rolls of a setup's result (none if it failed).
func (s AffinatiCombatSetup) Rolls() []af.Roll {
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
func (p AffinatiCombatPage) CompareRows(l views.Lang) []AffCompareRow {
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
func affPct(l views.Lang, p float64) string {
	if p < 0 {
		return "—"
	}
	return l.Percent(p)
}

// AffinatiToolPage is one of the helpers: PIP cost, break-off, losses,
// army list. Result is one of the engine's result types.
type AffinatiToolPage struct {
	Tab       string
	Fieldsets []views.CalcFieldset
	Problems  []string
	Share     string
	Result    any
	// Fragment: the page is answered as its views.CalcResult fragment (htmx),
	// with the summary bar out of band.
	Fragment bool
	// Only restricts the break-off pickers (a campaign battle's link): a
	// the troop breaking off, b the enemy.
	Only views.TroopsOnly
}

// AffinatiToolFieldsets builds the controls of a helper tab from its
// input; invalid marks fields named by problems.
func AffinatiToolFieldsets(l views.Lang, tab string, input any, invalid views.FieldProblems, only views.TroopsOnly) []views.CalcFieldset {
	switch in := input.(type) {
	case af.PIPInput:
		return affPIPFieldsets(l, in, invalid)
	case af.BreakOffInput:
		return affBreakOffFieldsets(l, in, invalid, only)
	case af.LossInput:
		return affLossFieldsets(l, in, invalid)
	case af.ArmyInput:
		return affArmyFieldsets(l, in, invalid)
	}
	return nil
}

// affPIPFieldsets are the PIP calculator's fields.
func affPIPFieldsets(l views.Lang, in af.PIPInput, invalid views.FieldProblems) []views.CalcFieldset {
	mark := func(f views.CalcField) views.CalcField { return f.Marked(invalid, f.Name) }
	return []views.CalcFieldset{
		{ID: "pip", Legend: l.T("aff.pip.move"), Inputs: []views.CalcField{
			mark(views.CalcCheck("firstTurn", l.T("aff.pip.firstTurn"), in.FirstTurn)),
			mark(views.CalcCheck("dismounting", l.T("aff.pip.dismounting"), in.Dismounting)),
			mark(views.CalcCheck("far", l.T("aff.pip.far"), in.Far)),
			mark(views.CalcCheck("generalLost", l.T("aff.pip.generalLost"), in.GeneralLost)),
			mark(views.CalcCheck("generalDifficult", l.T("aff.pip.generalDifficult"), in.GeneralDifficult)),
			mark(views.CalcCheck("charisma", l.T("aff.pip.charisma"), in.Charisma)),
		}},
		{ID: "options", Legend: l.T("aff.options"), More: affOptionFields(l, "", "pip", in.Options, invalid)},
	}
}

// affBreakOffFieldsets are the break-off calculator's fields.
func affBreakOffFieldsets(l views.Lang, in af.BreakOffInput, invalid views.FieldProblems, only views.TroopsOnly) []views.CalcFieldset {
	mark := func(f views.CalcField) views.CalcField { return f.Marked(invalid, f.Name) }
	troop := string(in.Troop)
	if troop == "" {
		troop = string(af.MountedSamurai)
	}
	return []views.CalcFieldset{
		{ID: "breakoff", Legend: l.T("aff.bo.contact"), Inputs: []views.CalcField{
			mark(views.CalcSelect("troop", l.T("aff.bo.troop"), troop, only.Options(l, "a", af.TroopType(troop)))),
			mark(views.CalcSelect("enemy", l.T("aff.bo.enemy"), string(in.Enemy), only.Options(l, "b", in.Enemy))),
			mark(views.CalcCheck("difficult", l.T("aff.bo.difficult"), in.Difficult)),
			mark(views.CalcCheck("enemyDifficult", l.T("aff.bo.enemyDifficult"), in.EnemyDifficult)),
			mark(views.CalcCheck("flankContact", l.T("aff.bo.flankContact"), in.FlankContact)),
			mark(views.CalcSelect("die", l.T("aff.bo.die"), intValue(in.Die), dieOpts())),
		}},
		{ID: "options", Legend: l.T("aff.options"), More: affOptionFields(l, "", "breakoff", in.Options, invalid)},
	}
}

// affLossFieldsets are the losses calculator's: one fieldset per side fields.
func affLossFieldsets(l views.Lang, in af.LossInput, invalid views.FieldProblems) []views.CalcFieldset {
	mark := func(f views.CalcField) views.CalcField { return f.Marked(invalid, f.Name) }
	side := func(tag string, s af.LossSide) views.CalcFieldset {
		size := s.Size
		if size == 0 {
			size = 12
		}
		k := func(f string) string { return tag + "." + f }
		// The losses are a whole army's, not one element's (§15).
		return views.CalcFieldset{ID: "loss-" + tag, Legend: l.T("aff.lossside." + tag), Inputs: []views.CalcField{
			mark(views.CalcSelect(k("destroyed"), l.T("aff.loss.destroyed"), strconv.Itoa(s.Destroyed), views.CalcRange(0, 18))),
			mark(views.CalcSelect(k("offTable"), l.T("aff.loss.offTable"), strconv.Itoa(s.OffTable), views.CalcRange(0, 18))),
			mark(views.CalcCheck(k("general"), l.T("aff.loss.general"), s.General)),
			mark(views.CalcSelect(k("camps"), l.T("aff.loss.camps"), strconv.Itoa(s.Camps), views.CalcRange(0, 4))),
		}, More: []views.CalcField{
			mark(views.CalcSelect(k("size"), l.T("aff.loss.size"), strconv.Itoa(size), views.CalcRange(1, 18))),
			mark(views.CalcCheck(k("morale"), l.T("aff.loss.morale"), s.Morale)),
			mark(views.CalcSelect(k("breakAt"), l.T("aff.loss.breakAt"), strconv.Itoa(s.BreakAt), breakAtOpts(l))),
		}}
	}
	return []views.CalcFieldset{side("a", in.A), side("b", in.B),
		{ID: "options", Legend: l.T("aff.options"), Inputs: []views.CalcField{
			mark(views.CalcSelect("attacker", l.T("aff.loss.attacker"), in.Attacker, []views.CalcOpt{{Value: "", Label: "—"}, {Value: "a", Label: "A"}, {Value: "b", Label: "B"}})),
		}, More: affOptionFields(l, "", "losses", in.Options, invalid)}}
}

// affArmyFieldsets are the army check's fields.
func affArmyFieldsets(l views.Lang, in af.ArmyInput, invalid views.FieldProblems) []views.CalcFieldset {
	mark := func(f views.CalcField) views.CalcField { return f.Marked(invalid, f.Name) }
	var lists []views.CalcOpt
	for _, al := range af.ArmyLists() {
		g := views.Cited(l, "aff.army.battle")
		if al.Kind == "campaign" {
			g = l.T("aff.army.campaign")
		}
		lists = append(lists, views.CalcOpt{Value: al.ID, Label: AffText(l, al.Name), Group: g})
	}
	counts := views.CalcFieldset{ID: "army-counts", Legend: l.T("aff.army.elements")}
	for _, t := range af.TroopTypes() {
		counts.Inputs = append(counts.Inputs, mark(views.CalcSelect(string(t), views.AffTroopName(l, t), strconv.Itoa(in.Count(t)), views.CalcRange(0, 18))))
	}
	return []views.CalcFieldset{
		{ID: "army", Legend: l.T("aff.army.list"), Inputs: []views.CalcField{
			mark(views.CalcSelect("list", l.T("aff.army.list"), in.List, lists)),
			mark(views.CalcSelect("general", l.T("aff.army.general"), string(in.General), views.AffTroopOpts(l, true))),
			mark(views.CalcSelect("allied", l.T("aff.army.allied"), strconv.Itoa(in.Allied), views.CalcRange(0, 6))),
		}},
		counts,
		{ID: "options", Legend: l.T("aff.options"), More: affOptionFields(l, "", "army", in.Options, invalid)},
	}
}

// AffMovesChart charts the moves a PIP roll pays for.
func AffMovesChart(l views.Lang, r af.PIPResult) views.Chart {
	d := make([]float64, len(r.Moves))
	for k, c := range r.Moves {
		d[k] = c.P
	}
	return views.NewCountChart("pip-moves", l.T("aff.pip.moves"), d)
}

// AffShare is the address of a helper's input.
func AffShare(tab string, input any) string {
	return views.CalcWithQuery(views.AffinatiPath(tab), query.ValuesOf(input))
}

// AffFactorSum adds up factors.
func AffFactorSum(f []af.Factor) int {
	n := 0
	for _, x := range f {
		n += x.Value
	}
	return n
}

// AffValue prints a factor value with its sign.
func AffValue(v int) string { return views.CalcSigned(v) }

// breakAtOpts are the losses calculator's campaign break points: 0 for
// the seed's morale table, then 1 to af.MaxBreakAt.
func breakAtOpts(l views.Lang) []views.CalcOpt {
	out := []views.CalcOpt{{Value: "0", Label: l.T("aff.loss.breakAt.table")}}
	for i := 1; i <= af.MaxBreakAt; i++ {
		out = append(out, views.CalcOpt{Value: strconv.Itoa(i), Label: strconv.Itoa(i)})
	}
	return out
}
