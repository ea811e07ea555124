package views

import (
	"strconv"
	"strings"

	"sengoku/campaign"
	"sengoku/tables/artoftactic"
)

// AotUnitForm is the card state of one unit of a form: the card picked,
// the card its values came from, and what the card leaves unknown.
type AotUnitForm struct {
	Prefix    string // "a1.", "t." or "" (fortitude)
	Card      string // "lib:<id>", "my:<n>", "c<campaign>:<n>" or ""
	Loaded    string
	CardTitle string
	Missing   []string
}

// AotCardItem is a unit card of the library, of the browser's own or of
// a campaign the browser takes part in (Campaign names it).
type AotCardItem struct {
	Ref      string
	ID       int64 // the stored item, for own and campaign cards
	Card     artoftactic.UnitCard
	BuiltIn  bool
	Campaign string
}

// AotAttackSetup is one attack: inputs, card state, answer or problems.
type AotAttackSetup struct {
	Prefix    string // "" or "alt."
	Input     artoftactic.AttackInput
	Attackers []AotUnitForm
	Target    AotUnitForm
	Result    *artoftactic.AttackResult
	Problems  []string
	Invalid   FieldProblems
}

// ProblemFields are the controls of every setup a problem names.
func (p AotAttackPage) ProblemFields(l Lang) []CalcField {
	var out []CalcField
	for _, s := range p.Setups {
		out = append(out, ProblemFields(s.Fieldsets(l, p.Cards))...)
	}
	return out
}

// AotAttackPage is the attack calculator, with an optional second setup.
type AotAttackPage struct {
	Setups      []AotAttackSetup
	Compare     bool
	Share       string
	CompareLink string
	Cards       []AotCardItem
	// Fragment: the page is answered as its CalcResult fragment (htmx),
	// with the summary bar out of band.
	Fragment bool
}

// Title names setup i in a comparison.
func (p AotAttackPage) Title(l Lang, i int) string {
	return l.T("calc.setup") + " " + strconv.Itoa(i+1)
}

// AotFortitudePage is the fortitude-test calculator.
type AotFortitudePage struct {
	Input    artoftactic.FortitudeInput
	Unit     AotUnitForm
	Result   *artoftactic.FortitudeResult
	Problems []string
	Invalid  FieldProblems
	Share    string
	Cards    []AotCardItem
	// Fragment: the page is answered as its CalcResult fragment (htmx),
	// with the summary bar out of band.
	Fragment bool
}

// AotCardsPage is the unit-card library.
type AotCardsPage struct {
	Library []AotCardItem
	Own     []AotCardItem
	Saved   bool
	// Campaigns are the card libraries of the campaigns the browser takes
	// part in.
	Campaigns []AotCampaignLink
}

// AotCampaignLink leads to one campaign's card library.
type AotCampaignLink struct {
	ID   int64
	Name string
}

// Href is the campaign's card library page.
func (c AotCampaignLink) Href() string { return AotCampaignCardsPath(c.ID) }

// AotCampaignCardsPath is campaign id's card library page.
func AotCampaignCardsPath(id int64) string {
	return "/campaigns/" + strconv.FormatInt(id, 10) + "/cards"
}

// AotCampaignCardsPage is a campaign's card library: every participant
// reads it, the GM (Page.Viewer.GM) edits it.
type AotCampaignCardsPage struct {
	ID    int64
	State *campaign.State
	Cards []AotCardItem
	Saved bool
}

// AotCardForm is the create/edit form of a user's or a campaign's card.
type AotCardForm struct {
	ItemID   int64
	Card     artoftactic.UnitCard
	Problems []string
	Invalid  FieldProblems
	// Base is the library the form belongs to: "/calc/aot/cards" when
	// empty, or a campaign's card page.
	Base string
}

// AotLabel picks a bilingual label of the engine.
func AotLabel(l Lang, x artoftactic.Label) string { return l.Render(x.Msg) }

func aotCardOpts(l Lang, cards []AotCardItem) []CalcOpt {
	out := []CalcOpt{{Value: "", Label: "—"}}
	for _, c := range cards {
		g := l.T("aot.cards.builtin")
		switch {
		case c.Campaign != "":
			g = l.T("aot.cards.campaign") + ": " + c.Campaign
		case !c.BuiltIn:
			g = l.T("aot.cards.own")
		}
		out = append(out, CalcOpt{Value: c.Ref, Label: l.Render(c.Card.Title()), Group: g})
	}
	return out
}

func aotKindOpts(l Lang, unknown string) []CalcOpt {
	out := []CalcOpt{{Value: "", Label: unknown}}
	for _, k := range artoftactic.Kinds {
		out = append(out, CalcOpt{Value: k.ID, Label: l.Render(k.Msg)})
	}
	return out
}

func aotOrderOpts(l Lang) []CalcOpt {
	out := []CalcOpt{{Value: "", Label: l.T("aot.order.none")}}
	for _, o := range artoftactic.Orders {
		out = append(out, CalcOpt{Value: o.ID, Label: AotLabel(l, o.Label) + " " + aotOrderMods(o)})
	}
	return out
}

// aotOrderMods shows an order's attack and defense modifiers ("A+2 D−1").
func aotOrderMods(o artoftactic.Order) string {
	var parts []string
	if s := o.Att.String(); s != "—" {
		parts = append(parts, "A"+s)
	}
	if s := o.Def.String(); s != "—" {
		parts = append(parts, "D"+s)
	}
	if len(parts) == 0 {
		return ""
	}
	return "(" + strings.Join(parts, " ") + ")"
}

// aotDefaultFirst makes a select's options from a rule list whose first
// entry is the default: it is sent as "" so links stay short.
func aotDefaultFirst[T any](items []T, opt func(T) (id, label string)) []CalcOpt {
	var out []CalcOpt
	for i, it := range items {
		v, label := opt(it)
		if i == 0 {
			v = ""
		}
		out = append(out, CalcOpt{Value: v, Label: label})
	}
	return out
}

func aotMoraleOpts(l Lang) []CalcOpt {
	return aotDefaultFirst(artoftactic.MoraleLevels, func(m artoftactic.MoraleLevel) (string, string) {
		return m.ID, AotLabel(l, m.Label)
	})
}

func aotTerrainOpts(l Lang) []CalcOpt {
	return aotDefaultFirst(artoftactic.Terrains, func(t artoftactic.Terrain) (string, string) {
		return t.ID, AotLabel(l, t.Label)
	})
}

func aotDirOpts(l Lang) []CalcOpt {
	return aotDefaultFirst(artoftactic.Directions, func(d artoftactic.Direction) (string, string) {
		label := AotLabel(l, d.Label)
		if d.Test != 0 {
			label += " (" + strconv.Itoa(d.Test) + ")"
		}
		return d.ID, label
	})
}

func aotOptRange(lo, hi int, blank string) []CalcOpt {
	out := []CalcOpt{}
	if blank != "" {
		out = append(out, CalcOpt{Value: "", Label: blank})
	}
	return append(out, calcRange(lo, hi)...)
}

func itoaOr(n int, zero string) string {
	if n == 0 {
		return zero
	}
	return strconv.Itoa(n)
}

// aotUnitFieldset builds the controls of one unit. role: "att", "tgt" or
// "fort"; sp is the setup prefix, f.Prefix the unit's.
func aotUnitFieldset(l Lang, sp string, legend string, role string, u artoftactic.Unit, f AotUnitForm, cards []AotCardItem, invalid FieldProblems) CalcFieldset {
	id := strings.TrimSuffix(strings.ReplaceAll(sp+f.Prefix, ".", "-"), "-")
	if id == "" {
		id = "unit"
	}
	fs := CalcFieldset{ID: id, Legend: legend}
	if f.CardTitle != "" {
		fs.Note = l.T("aot.f.card") + ": " + f.CardTitle
		if len(f.Missing) > 0 {
			var names []string
			for _, m := range f.Missing {
				names = append(names, l.T("aot.f."+m))
			}
			fs.Note += ". " + l.T("aot.card.missing") + " " + strings.Join(names, ", ") + "."
		}
	}
	b := aotFieldBuilder{l: l, sp: sp, prefix: f.Prefix, invalid: invalid}
	fl := b.fields(u, f, cards)
	switch role {
	case "att":
		fl.attackerLayout(&fs, b, u)
	case "tgt":
		fs.Inputs = []CalcField{fl.card, fl.kind, fl.models, fl.cmdr, fl.def, fl.used, fl.fort, fl.lost, fl.order, fl.morale}
		fs.More = append([]CalcField{fl.terrain, fl.fatigue}, fl.flags...)
		fs.More = append(fs.More, b.chk("engaged", l.T("aot.f.engaged"), u.Engaged), b.chk("ninja", l.T("aot.f.ninja"), u.Ninja),
			b.chk("ambout", l.T("aot.f.ambout"), u.AmbOut), fl.atti, fl.attc, fl.dice, fl.hill)
	default: // fortitude
		fs.Inputs = []CalcField{fl.card, fl.kind, fl.models, fl.cmdr, fl.lost, fl.fort, fl.order, fl.morale}
		fs.More = append([]CalcField{fl.terrain, fl.fatigue}, fl.flags...)
		fs.More = append(fs.More, b.chk("engaged", l.T("aot.f.engaged"), u.Engaged))
	}
	return fs
}

// aotFieldBuilder makes a unit's fields: sp and prefix name them, invalid
// marks the refused ones.
type aotFieldBuilder struct {
	l       Lang
	sp      string
	prefix  string
	invalid FieldProblems
}

func (b aotFieldBuilder) mk(fl CalcField, k string) CalcField {
	fl.Name = b.sp + b.prefix + k
	return fl.Marked(b.invalid, b.prefix+k)
}

func (b aotFieldBuilder) sel(k, label, value string, opts []CalcOpt) CalcField {
	return b.mk(calcSelect(k, label, value, opts), k)
}

func (b aotFieldBuilder) chk(k, label string, on bool) CalcField {
	return b.mk(calcCheck(k, label, on), k)
}

// aotUnitFields are the fields every role of a unit shares.
type aotUnitFields struct {
	card, kind, models, lost, order, morale, terrain, fatigue CalcField
	atti, attc, dice, fdice, def, used, fort, hill, cmdr      CalcField
	flags                                                     []CalcField
}

func (b aotFieldBuilder) fields(u artoftactic.Unit, f AotUnitForm, cards []AotCardItem) aotUnitFields {
	l, sel := b.l, b.sel
	var fl aotUnitFields
	fl.card = sel("card", l.T("aot.f.card"), f.Card, aotCardOpts(l, cards))
	fl.card.Whole = true
	fl.kind = sel("kind", l.T("aot.f.kind"), u.Kind, aotKindOpts(l, "—"))
	fl.models = sel("models", l.T("aot.f.models"), strconv.Itoa(u.Models), aotOptRange(1, artoftactic.MaxModels, ""))
	if u.Models == 0 {
		fl.models.Options = append([]CalcOpt{{Value: "0", Label: "—"}}, fl.models.Options...)
	}
	fl.lost = sel("lost", l.T("aot.f.lost"), strconv.Itoa(u.Lost), calcRange(0, artoftactic.MaxModels))
	fl.order = sel("order", l.T("aot.f.order"), u.Order, aotOrderOpts(l))
	fl.morale = sel("morale", l.T("aot.f.morale"), u.Morale, aotMoraleOpts(l))
	fl.terrain = sel("terrain", l.T("aot.f.terrain"), u.Terrain, aotTerrainOpts(l))
	fl.fatigue = sel("fatigue", l.T("aot.f.fatigue"), strconv.Itoa(u.Fatigue), calcRange(0, 10))
	if u.Fatigue > 10 {
		fl.fatigue.Options = calcRange(0, artoftactic.MaxFatigue)
	}
	fl.atti = sel("atti", l.T("aot.f.atti"), strconv.Itoa(u.AttInf), calcRange(0, artoftactic.MaxValue))
	fl.attc = sel("attc", l.T("aot.f.attc"), strconv.Itoa(u.AttCav), calcRange(0, artoftactic.MaxValue))
	fl.dice = sel("dice", l.T("aot.f.dice"), itoaOr(u.Dice, ""), aotOptRange(1, artoftactic.MaxDice, "—"))
	fl.fdice = sel("fdice", l.T("aot.f.fdice"), itoaOr(u.FireDice, ""), aotOptRange(1, artoftactic.MaxDice, "—"))
	fl.def = sel("def", l.T("aot.f.def"), strconv.Itoa(u.Def), calcRange(0, artoftactic.MaxValue))
	fl.used = sel("used", l.T("aot.f.used"), strconv.Itoa(u.Used), calcRange(0, 20))
	fortOpts := calcRange(0, artoftactic.MaxFort)
	fortOpts[0].Label = "0 · " + l.T("aot.f.fort.basic")
	fl.fort = sel("fort", l.T("aot.f.fort"), strconv.Itoa(u.Fort), fortOpts)
	fl.hill = sel("hill", l.T("aot.f.hill"), strconv.Itoa(u.Hill), calcSignedRange(-1, 1))
	fl.cmdr = b.chk("cmdr", l.T("aot.f.cmdr"), u.Cmdr)
	fl.flags = []CalcField{
		b.chk("general", l.T("aot.f.general"), u.General),
		b.chk("cmdradj", l.T("aot.f.cmdradj"), u.CmdrAdj),
		b.chk("honor", l.T("aot.f.honor"), u.Honor),
		b.chk("inspire", l.T("aot.f.inspire"), u.Inspire),
		b.chk("dishonor", l.T("aot.f.dishonor"), u.Dishonor),
	}
	return fl
}

// attackerLayout: an attacker's mode comes first; the fields its mode
// uses are shown, the others kept under "more".
func (fl aotUnitFields) attackerLayout(fs *CalcFieldset, b aotFieldBuilder, u artoftactic.Unit) {
	l, sel := b.l, b.sel
	mode := u.Mode
	if mode == "" {
		mode = artoftactic.ModeMelee
	}
	modeSel := sel("mode", l.T("aot.f.mode"), mode, []CalcOpt{{Value: "melee", Label: l.T("aot.mode.melee")}, {Value: "ranged", Label: l.T("aot.mode.ranged")}})
	rng := sel("range", l.T("aot.f.range"), itoaOr(u.Range, ""), aotOptRange(1, artoftactic.MaxRange, "—"))
	chart := b.mk(calcText("chart", l.T("aot.f.chart"), u.Chart, "x 5 4 3 2 2"), "chart")
	fp := sel("fp", l.T("aot.f.fp"), strconv.Itoa(u.FP), calcRange(0, artoftactic.MaxValue))
	dir := sel("dir", l.T("aot.f.dir"), u.Dir, aotDirOpts(l))
	fs.Inputs = []CalcField{fl.card, fl.kind, fl.models, fl.cmdr, modeSel, fl.order}
	if mode == artoftactic.ModeRanged {
		fs.Inputs = append(fs.Inputs, rng, chart, fp, fl.fdice)
		fs.More = append(fs.More, fl.atti, fl.attc, fl.dice, dir, fl.hill)
	} else {
		fs.Inputs = append(fs.Inputs, dir, fl.atti, fl.attc, fl.dice)
		fs.More = append(fs.More, fl.hill, rng, chart, fp, fl.fdice)
	}
	fs.More = append(fs.More, fl.morale, fl.terrain, fl.fatigue)
	fs.More = append(fs.More, fl.flags...)
	fs.More = append(fs.More, b.chk("ninja", l.T("aot.f.ninja"), u.Ninja), b.chk("ambout", l.T("aot.f.ambout"), u.AmbOut),
		fl.lost, fl.def, fl.fort, b.chk("engaged", l.T("aot.f.engaged"), u.Engaged))
}

// aotOptionFields are the A-nn/C-nn options as selects, default first.
func aotOptionFields(l Lang, sp string, o artoftactic.Options, invalid FieldProblems) []CalcField {
	return OptionSet{Prefix: sp, Options: artoftactic.OptionList(), Values: o.Values(), Problems: invalid}.CalcFields(l)
}

// Fieldsets are the attack form's controls.
func (s AotAttackSetup) Fieldsets(l Lang, cards []AotCardItem) []CalcFieldset {
	sp := s.Prefix
	in := s.Input
	n := calcSelect(sp+"n", l.T("aot.f.n"), strconv.Itoa(len(in.Attackers)), calcRange(1, artoftactic.MaxAttackers))
	n.Whole = true
	n = n.Marked(s.Invalid, "n")
	faceOpts := []CalcOpt{{Value: "0", Label: l.T("aot.f.face.auto")}}
	for i := range in.Attackers {
		faceOpts = append(faceOpts, CalcOpt{Value: strconv.Itoa(i + 1), Label: l.T("aot.attacker") + " " + strconv.Itoa(i+1)})
	}
	face := calcSelect(sp+"face", l.T("aot.f.face"), strconv.Itoa(in.Face), faceOpts)
	face = face.Marked(s.Invalid, "face")
	back := calcCheck(sp+"back", l.T("aot.f.back"), in.Back)
	back = back.Marked(s.Invalid, "back")
	out := []CalcFieldset{{ID: strings.TrimSuffix(strings.ReplaceAll(sp, ".", "-"), "-") + "turn", Legend: l.T("aot.turn"), Inputs: []CalcField{n, back, face}}}
	for i, u := range in.Attackers {
		f := AotUnitForm{Prefix: "a" + strconv.Itoa(i+1) + "."}
		if i < len(s.Attackers) {
			f = s.Attackers[i]
		}
		out = append(out, aotUnitFieldset(l, sp, l.T("aot.attacker")+" "+strconv.Itoa(i+1), "att", u, f, cards, s.Invalid))
	}
	out = append(out, aotUnitFieldset(l, sp, l.T("aot.target"), "tgt", in.Target, s.Target, cards, s.Invalid))
	out = append(out, CalcFieldset{ID: strings.TrimSuffix(strings.ReplaceAll(sp, ".", "-"), "-") + "options", Legend: l.T("aot.options"),
		More: aotOptionFields(l, sp, in.Options, s.Invalid)})
	return out
}

// Hidden are the form's hidden values: the card each unit's values came
// from.
func (s AotAttackSetup) Hidden() [][2]string {
	var out [][2]string
	for _, f := range append(append([]AotUnitForm(nil), s.Attackers...), s.Target) {
		out = append(out, [2]string{s.Prefix + f.Prefix + "loaded", f.Loaded})
	}
	return out
}

// Fieldsets are the fortitude form's controls.
func (p AotFortitudePage) Fieldsets(l Lang) []CalcFieldset {
	in := p.Input
	var tests []CalcOpt
	for _, t := range artoftactic.TestKinds {
		tests = append(tests, CalcOpt{Value: t.ID, Label: AotLabel(l, t.Label)})
	}
	mk := func(f CalcField) CalcField {
		f = f.Marked(p.Invalid, f.Name)
		return f
	}
	vsOpts := []CalcOpt{}
	for v := -10; v <= 40; v++ {
		vsOpts = append(vsOpts, CalcOpt{Value: strconv.Itoa(v), Label: strconv.Itoa(v)})
	}
	test := CalcFieldset{ID: "test", Legend: l.T("aot.fort.test"), Inputs: []CalcField{
		mk(calcSelect("test", l.T("aot.f.test"), in.Test, tests)),
		mk(calcSelect("cas", l.T("aot.f.cas"), strconv.Itoa(in.Cas), calcRange(0, artoftactic.MaxModels))),
		mk(calcSelect("vs", l.T("aot.f.vs"), strconv.Itoa(in.Vs), vsOpts)),
	}}
	unit := aotUnitFieldset(l, "", l.T("aot.unit"), "fort", in.Unit, p.Unit, p.Cards, p.Invalid)
	opts := CalcFieldset{ID: "options", Legend: l.T("aot.options"), More: aotOptionFields(l, "", in.Options, p.Invalid)}
	return []CalcFieldset{test, unit, opts}
}

// AotSum is one headline number.
type AotSum struct {
	Label string
	Value string
	Key   string
}

// AotAttackSummary gives the headline numbers of an attack.
func AotAttackSummary(l Lang, r *artoftactic.AttackResult) []AotSum {
	t := r.Target
	out := []AotSum{
		{l.T("aot.sum.hits"), l.Decimal(t.Hits.Mean), "mean"},
		{l.T("aot.sum.cas"), l.Decimal(t.Cas.Mean), "mean"},
		{l.T("aot.sum.anycas"), l.ShortPercent2(t.AnyCas), "win"},
		{l.T("aot.sum.wiped"), l.ShortPercent2(t.Wiped), "win"},
	}
	if t.Removed > t.Wiped {
		out = append(out, AotSum{l.T("aot.sum.removed"), l.ShortPercent2(t.Removed), "win"})
	}
	if m := t.Morale; m != nil {
		if len(m.PreTests) > 0 {
			out = append(out, AotSum{l.T("aot.sum.prefailed"), l.ShortPercent2(m.PreFailed), "tie"})
		}
		out = append(out, AotSum{l.T("aot.sum.failed"), l.ShortPercent2(m.Failed), "tie"})
	}
	if r.Back != nil {
		out = append(out, AotSum{l.T("aot.sum.back") + " " + strconv.Itoa(r.Back.Face+1) + ": " + l.T("aot.sum.cas"), l.Decimal(r.Back.Damage.Cas.Mean), "lose"})
	}
	return out
}

// AotFortitudeSummary gives the headline numbers of a fortitude test.
func AotFortitudeSummary(l Lang, r *artoftactic.FortitudeResult) []AotSum {
	if r.Test == artoftactic.TestCollision {
		return []AotSum{{l.T("aot.sum.win"), l.ShortPercent2(r.Win), "win"}, {l.T("aot.sum.lose"), l.ShortPercent2(1 - r.Win), "lose"},
			{l.T("aot.sum.tie"), l.ShortPercent2(r.Tie), "tie"}}
	}
	out := []AotSum{{l.T("aot.sum.pass"), l.ShortPercent2(r.Pass), "win"}, {l.T("aot.sum.fail"), l.ShortPercent2(r.Fail), "lose"}}
	if r.NoTest > 0 {
		out = append(out, AotSum{l.T("aot.sum.notest"), l.ShortPercent2(r.NoTest), "tie"})
	}
	if r.Drowned != nil {
		out = append(out, AotSum{l.T("aot.sum.drowned"), l.Decimal(r.Drowned.Mean), "mean"})
	}
	if r.Test == artoftactic.TestPursue {
		out = append(out, AotSum{l.T("aot.sum.pursue"), l.ShortPercent2(r.Pursue), "tie"})
	}
	return out
}

// AotDistChart charts a count distribution, leaving out the tails that
// are under 0.05% so 36 dice still fit a phone.
func AotDistChart(id, title string, d artoftactic.Distribution) Chart {
	c := Chart{ID: id, Title: title, Ordered: true}
	lo, hi := 0, len(d.P)-1
	for lo < hi && d.P[lo] < 0.0005 && lo > -1 && (lo+1 < len(d.AtLeast) && d.AtLeast[lo+1] > 0.9995) {
		lo++
	}
	for hi > lo && d.P[hi] < 0.0005 {
		hi--
	}
	for k := lo; k <= hi && k < len(d.P); k++ {
		at := 0.0
		if k < len(d.AtLeast) {
			at = d.AtLeast[k]
		}
		c.Bars = append(c.Bars, Bar{Label: strconv.Itoa(k), P: d.P[k], AtLeast: at})
	}
	return c
}

// AotAfterChart charts a unit's end states.
func AotAfterChart(l Lang, id string, after []artoftactic.Outcome) Chart {
	c := Chart{ID: id, Title: l.T("aot.chart.after")}
	for _, o := range after {
		c.Bars = append(c.Bars, Bar{Label: l.T("aot.lvl." + o.ID), P: o.P})
	}
	return c
}

// AotMod prints a factor: "+2", "−1" or "=0".
func AotMod(f artoftactic.Factor) string {
	if f.Zero {
		return "=0"
	}
	return calcSigned(f.V)
}

// AotCardValue prints a card value or "?" when the rulebook does not give
// it.
func AotCardValue(p *int) string {
	if p == nil {
		return "?"
	}
	return strconv.Itoa(*p)
}

// AotCardRows are a card's values for the library table: label, value,
// source (built-in cards only).
func AotCardRows(l Lang, c artoftactic.UnitCard) [][3]string {
	kind := "?"
	for _, k := range artoftactic.Kinds {
		if k.ID == c.Kind {
			kind = l.Render(k.Msg)
		}
	}
	chart := "?"
	if c.Chart != nil {
		chart = *c.Chart
	}
	if !c.Ranged {
		chart = "—"
	}
	cmdr := l.T("calc.no")
	if c.Commander {
		cmdr = l.T("calc.yes")
	}
	rows := [][3]string{
		{l.T("aot.f.kind"), kind, l.Render(c.Src["kind"])},
		{l.T("aot.f.cmdr"), cmdr, l.Render(c.Src["cmdr"])},
		{l.T("aot.f.models"), AotCardValue(c.Models), l.Render(c.Src["models"])},
		{l.T("aot.f.atti"), AotCardValue(c.AttInf), l.Render(c.Src["atti"])},
		{l.T("aot.f.attc"), AotCardValue(c.AttCav), l.Render(c.Src["attc"])},
		{l.T("aot.f.dice"), AotCardValue(c.Dice), l.Render(c.Src["dice"])},
		{l.T("aot.f.def"), AotCardValue(c.Defense), l.Render(c.Src["def"])},
		{l.T("aot.f.fort"), AotCardValue(c.Fortitude), l.Render(c.Src["fort"])},
		{l.T("aot.f.chart"), chart, l.Render(c.Src["chart"])},
	}
	if c.Ranged {
		rows = append(rows, [3]string{l.T("aot.f.fdice"), AotCardValue(c.FireDice), l.Render(c.Src["fdice"])},
			[3]string{l.T("aot.f.ammo"), AotCardValue(c.Ammo), l.Render(c.Src["ammo"])})
	}
	return rows
}

// Fields are the card form's controls.
func (f AotCardForm) Fields(l Lang) []CalcField {
	c := f.Card
	mk := func(fl CalcField) CalcField {
		fl = fl.Marked(f.Invalid, fl.Name)
		return fl
	}
	num := func(name, label string, p *int, lo, hi int) CalcField {
		v := ""
		if p != nil {
			v = strconv.Itoa(*p)
		}
		opts := append([]CalcOpt{{Value: "", Label: "? · " + l.T("aot.card.unknown")}}, calcRange(lo, hi)...)
		if p != nil && (*p < lo || *p > hi) {
			opts = append(opts, CalcOpt{Value: v, Label: v})
		}
		return mk(calcSelect(name, label, v, opts))
	}
	var types []CalcOpt
	for _, t := range artoftactic.UnitTypes {
		types = append(types, CalcOpt{Value: t.ID, Label: AotLabel(l, t.Label)})
	}
	chart := ""
	if c.Chart != nil {
		chart = *c.Chart
	}
	num0 := ""
	if c.Number != 0 {
		num0 = strconv.Itoa(c.Number)
	}
	return []CalcField{
		mk(calcText("name", l.T("aot.card.name"), c.Name, "")),
		mk(calcSelect("type", l.T("aot.card.type"), c.Type, types)),
		mk(calcText("number", l.T("aot.card.number"), num0, "")),
		mk(calcSelect("kind", l.T("aot.f.kind"), c.Kind, aotKindOpts(l, "? · "+l.T("aot.card.unknown")))),
		mk(calcCheck("cmdr", l.T("aot.f.cmdr"), c.Commander)),
		num("models", l.T("aot.f.models"), c.Models, 1, artoftactic.MaxModels),
		num("atti", l.T("aot.f.atti"), c.AttInf, 0, artoftactic.MaxValue),
		num("attc", l.T("aot.f.attc"), c.AttCav, 0, artoftactic.MaxValue),
		num("dice", l.T("aot.f.dice"), c.Dice, 1, artoftactic.MaxDice),
		num("def", l.T("aot.f.def"), c.Defense, 0, artoftactic.MaxValue),
		num("fort", l.T("aot.f.fort"), c.Fortitude, 0, artoftactic.MaxFort),
		mk(calcCheck("ranged", l.T("aot.card.ranged"), c.Ranged)),
		mk(calcText("chart", l.T("aot.f.chart"), chart, "x 5 4 3 2 2")),
		num("fdice", l.T("aot.f.fdice"), c.FireDice, 1, artoftactic.MaxDice),
		num("ammo", l.T("aot.f.ammo"), c.Ammo, 0, artoftactic.MaxAmmo),
		num("supply", l.T("aot.card.supply"), c.Supply, 0, artoftactic.MaxSupply),
	}
}

// AotOrderChoice is one order checkbox of the card form.
type AotOrderChoice struct {
	ID, Label string
	On        bool
}

// OrderChoices are the orders a card may print (never Flee or Panic).
func (f AotCardForm) OrderChoices(l Lang) []AotOrderChoice {
	var out []AotOrderChoice
	for _, o := range artoftactic.Orders {
		if o.Who == artoftactic.WhoForced {
			continue
		}
		on := false
		for _, id := range f.Card.Orders {
			on = on || id == o.ID
		}
		out = append(out, AotOrderChoice{ID: o.ID, Label: AotLabel(l, o.Label), On: on})
	}
	return out
}

// Library is the page of the card's library, where cancel leads.
func (f AotCardForm) Library() string {
	if f.Base == "" {
		return "/calc/aot/cards"
	}
	return f.Base
}

// Action is where the card form posts.
func (f AotCardForm) Action() string {
	if f.ItemID == 0 {
		return f.Library()
	}
	return f.Library() + "/" + strconv.FormatInt(f.ItemID, 10)
}

// AotTabs links the Art of Tactic pages.
func AotTabs(l Lang, current string) []CalcLink {
	return []CalcLink{
		{Href: "/calc/aot", Label: l.T("aot.tab.attack"), On: current == "attack"},
		{Href: "/calc/aot/fortitude", Label: l.T("aot.tab.fortitude"), On: current == "fortitude"},
		{Href: "/calc/aot/cards", Label: l.T("aot.tab.cards"), On: current == "cards"},
	}
}

// AotUseLink opens the attack calculator with the card as the target or
// as the first attacker.
func AotUseLink(ref, as string) string {
	if as == "t" {
		return "/calc/aot?t.card=" + ref + "&a1.card=lib:cavalry&a1.order=assault"
	}
	return "/calc/aot?a1.card=" + ref + "&t.card=lib:card-16-2&t.models=6"
}

// AotCompareRows lines up the headline numbers of each setup.
func AotCompareRows(l Lang, m AotAttackPage) [][]string {
	var rows [][]string
	index := map[string]int{}
	for si, s := range m.Setups {
		if s.Result == nil {
			continue
		}
		for _, it := range AotAttackSummary(l, s.Result) {
			i, ok := index[it.Label]
			if !ok {
				i = len(rows)
				index[it.Label] = i
				row := make([]string, len(m.Setups)+1)
				row[0] = it.Label
				for k := 1; k < len(row); k++ {
					row[k] = "—"
				}
				rows = append(rows, row)
			}
			rows[i][si+1] = it.Value
		}
	}
	return rows
}
