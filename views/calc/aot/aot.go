package aot

import (
	"strconv"
	"strings"

	"sengoku/campaign"
	"sengoku/tables/artoftactic"
	"sengoku/views"
)

// UnitForm is the card state of one unit of a form: the card picked,
// the card its values came from, and what the card leaves unknown.
type UnitForm struct {
	Prefix    string // "a1.", "t." or "" (fortitude)
	Card      string // "lib:<id>", "my:<n>", "c<campaign>:<n>" or ""
	Loaded    string
	CardTitle string
	Missing   []string
}

// CardItem is a unit card of the library, of the browser's own or of
// a campaign the browser takes part in (Campaign names it).
type CardItem struct {
	Ref      string
	ID       int64 // the stored item, for own and campaign cards
	Card     artoftactic.UnitCard
	BuiltIn  bool
	Campaign string
}

// AttackSetup is one attack: inputs, card state, answer or problems.
type AttackSetup struct {
	Prefix    string // "" or "alt."
	Input     artoftactic.AttackInput
	Attackers []UnitForm
	Target    UnitForm
	Result    *artoftactic.AttackResult
	Problems  []string
	Invalid   views.FieldProblems
}

// views.ProblemFields are the controls of every setup a problem names.
func (p AttackPage) ProblemFields(l views.Lang) []views.CalcField {
	var out []views.CalcField
	for _, s := range p.Setups {
		out = append(out, views.ProblemFields(s.Fieldsets(l, p.Cards))...)
	}
	return out
}

// AttackPage is the attack calculator, with an optional second setup.
type AttackPage struct {
	Setups      []AttackSetup
	Compare     bool
	Share       string
	CompareLink string
	Cards       []CardItem
	// Fragment: the page is answered as its views.CalcResult fragment (htmx),
	// with the summary bar out of band.
	Fragment bool
}

// Title names setup i in a comparison.
func (p AttackPage) Title(l views.Lang, i int) string {
	return l.T("calc.setup") + " " + strconv.Itoa(i+1)
}

// FortitudePage is the fortitude-test calculator.
type FortitudePage struct {
	Input    artoftactic.FortitudeInput
	Unit     UnitForm
	Result   *artoftactic.FortitudeResult
	Problems []string
	Invalid  views.FieldProblems
	Share    string
	Cards    []CardItem
	// Fragment: the page is answered as its views.CalcResult fragment (htmx),
	// with the summary bar out of band.
	Fragment bool
}

// CardsPage is the unit-card library.
type CardsPage struct {
	Library []CardItem
	Own     []CardItem
	Saved   bool
	// Campaigns are the card libraries of the campaigns the browser takes
	// part in.
	Campaigns []CampaignLink
}

// CampaignLink leads to one campaign's card library.
type CampaignLink struct {
	ID   int64
	Name string
}

// Href is the campaign's card library page.
func (c CampaignLink) Href() string { return CampaignCardsPath(c.ID) }

// CampaignCardsPath is campaign id's card library page.
func CampaignCardsPath(id int64) string {
	return "/campaigns/" + strconv.FormatInt(id, 10) + "/cards"
}

// CampaignCardsPage is a campaign's card library: every participant
// reads it, the GM (views.Page.Viewer.GM) edits it.
type CampaignCardsPage struct {
	ID    int64
	State *campaign.State
	Cards []CardItem
	Saved bool
}

// CardForm is the create/edit form of a user's or a campaign's card.
type CardForm struct {
	ItemID   int64
	Card     artoftactic.UnitCard
	Problems []string
	Invalid  views.FieldProblems
	// Base is the library the form belongs to: "/calc/aot/cards" when
	// empty, or a campaign's card page.
	Base string
}

// Label picks a bilingual label of the engine.
func Label(l views.Lang, x artoftactic.Label) string { return l.Render(x.Msg) }

func aotCardOpts(l views.Lang, cards []CardItem) []views.CalcOpt {
	out := []views.CalcOpt{{Value: "", Label: "—"}}
	for _, c := range cards {
		g := l.T("aot.cards.builtin")
		switch {
		case c.Campaign != "":
			g = l.T("aot.cards.campaign") + ": " + c.Campaign
		case !c.BuiltIn:
			g = l.T("aot.cards.own")
		}
		out = append(out, views.CalcOpt{Value: c.Ref, Label: l.Render(c.Card.Title()), Group: g})
	}
	return out
}

func aotKindOpts(l views.Lang, unknown string) []views.CalcOpt {
	out := []views.CalcOpt{{Value: "", Label: unknown}}
	for _, k := range artoftactic.Kinds {
		out = append(out, views.CalcOpt{Value: k.ID, Label: l.Render(k.Msg)})
	}
	return out
}

func aotOrderOpts(l views.Lang) []views.CalcOpt {
	out := []views.CalcOpt{{Value: "", Label: l.T("aot.order.none")}}
	for _, o := range artoftactic.Orders {
		out = append(out, views.CalcOpt{Value: o.ID, Label: Label(l, o.Label) + " " + aotOrderMods(o)})
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
func aotDefaultFirst[T any](items []T, opt func(T) (id, label string)) []views.CalcOpt {
	var out []views.CalcOpt
	for i, it := range items {
		v, label := opt(it)
		if i == 0 {
			v = ""
		}
		out = append(out, views.CalcOpt{Value: v, Label: label})
	}
	return out
}

func aotMoraleOpts(l views.Lang) []views.CalcOpt {
	return aotDefaultFirst(artoftactic.MoraleLevels, func(m artoftactic.MoraleLevel) (string, string) {
		return m.ID, Label(l, m.Label)
	})
}

func aotTerrainOpts(l views.Lang) []views.CalcOpt {
	return aotDefaultFirst(artoftactic.Terrains, func(t artoftactic.Terrain) (string, string) {
		return t.ID, Label(l, t.Label)
	})
}

func aotDirOpts(l views.Lang) []views.CalcOpt {
	return aotDefaultFirst(artoftactic.Directions, func(d artoftactic.Direction) (string, string) {
		label := Label(l, d.Label)
		if d.Test != 0 {
			label += " (" + strconv.Itoa(d.Test) + ")"
		}
		return d.ID, label
	})
}

func aotOptRange(lo, hi int, blank string) []views.CalcOpt {
	out := []views.CalcOpt{}
	if blank != "" {
		out = append(out, views.CalcOpt{Value: "", Label: blank})
	}
	return append(out, views.CalcRange(lo, hi)...)
}

func itoaOr(n int, zero string) string {
	if n == 0 {
		return zero
	}
	return strconv.Itoa(n)
}

// aotUnitFieldset builds the controls of one unit. role: "att", "tgt" or
// "fort"; sp is the setup prefix, f.Prefix the unit's.
func aotUnitFieldset(l views.Lang, sp string, legend string, role string, u artoftactic.Unit, f UnitForm, cards []CardItem, invalid views.FieldProblems) views.CalcFieldset {
	id := strings.TrimSuffix(strings.ReplaceAll(sp+f.Prefix, ".", "-"), "-")
	if id == "" {
		id = "unit"
	}
	fs := views.CalcFieldset{ID: id, Legend: legend}
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
		fs.Inputs = []views.CalcField{fl.card, fl.kind, fl.models, fl.cmdr, fl.def, fl.used, fl.fort, fl.lost, fl.order, fl.morale}
		fs.More = append([]views.CalcField{fl.terrain, fl.fatigue}, fl.flags...)
		fs.More = append(fs.More, b.chk("engaged", l.T("aot.f.engaged"), u.Engaged), b.chk("ninja", l.T("aot.f.ninja"), u.Ninja),
			b.chk("ambout", l.T("aot.f.ambout"), u.AmbOut), fl.atti, fl.attc, fl.dice, fl.hill)
	default: // fortitude
		fs.Inputs = []views.CalcField{fl.card, fl.kind, fl.models, fl.cmdr, fl.lost, fl.fort, fl.order, fl.morale}
		fs.More = append([]views.CalcField{fl.terrain, fl.fatigue}, fl.flags...)
		fs.More = append(fs.More, b.chk("engaged", l.T("aot.f.engaged"), u.Engaged))
	}
	return fs
}

// aotFieldBuilder makes a unit's fields: sp and prefix name them, invalid
// marks the refused ones.
type aotFieldBuilder struct {
	l       views.Lang
	sp      string
	prefix  string
	invalid views.FieldProblems
}

func (b aotFieldBuilder) mk(fl views.CalcField, k string) views.CalcField {
	fl.Name = b.sp + b.prefix + k
	return fl.Marked(b.invalid, b.prefix+k)
}

func (b aotFieldBuilder) sel(k, label, value string, opts []views.CalcOpt) views.CalcField {
	return b.mk(views.CalcSelect(k, label, value, opts), k)
}

func (b aotFieldBuilder) chk(k, label string, on bool) views.CalcField {
	return b.mk(views.CalcCheck(k, label, on), k)
}

// aotUnitFields are the fields every role of a unit shares.
type aotUnitFields struct {
	card, kind, models, lost, order, morale, terrain, fatigue views.CalcField
	atti, attc, dice, fdice, def, used, fort, hill, cmdr      views.CalcField
	flags                                                     []views.CalcField
}

func (b aotFieldBuilder) fields(u artoftactic.Unit, f UnitForm, cards []CardItem) aotUnitFields {
	l, sel := b.l, b.sel
	var fl aotUnitFields
	fl.card = sel("card", l.T("aot.f.card"), f.Card, aotCardOpts(l, cards))
	fl.card.Whole = true
	fl.kind = sel("kind", l.T("aot.f.kind"), u.Kind, aotKindOpts(l, "—"))
	fl.models = sel("models", l.T("aot.f.models"), strconv.Itoa(u.Models), aotOptRange(1, artoftactic.MaxModels, ""))
	if u.Models == 0 {
		fl.models.Options = append([]views.CalcOpt{{Value: "0", Label: "—"}}, fl.models.Options...)
	}
	fl.lost = sel("lost", l.T("aot.f.lost"), strconv.Itoa(u.Lost), views.CalcRange(0, artoftactic.MaxModels))
	fl.order = sel("order", l.T("aot.f.order"), u.Order, aotOrderOpts(l))
	fl.morale = sel("morale", l.T("aot.f.morale"), u.Morale, aotMoraleOpts(l))
	fl.terrain = sel("terrain", l.T("aot.f.terrain"), u.Terrain, aotTerrainOpts(l))
	fl.fatigue = sel("fatigue", l.T("aot.f.fatigue"), strconv.Itoa(u.Fatigue), views.CalcRange(0, 10))
	if u.Fatigue > 10 {
		fl.fatigue.Options = views.CalcRange(0, artoftactic.MaxFatigue)
	}
	fl.atti = sel("atti", l.T("aot.f.atti"), strconv.Itoa(u.AttInf), views.CalcRange(0, artoftactic.MaxValue))
	fl.attc = sel("attc", l.T("aot.f.attc"), strconv.Itoa(u.AttCav), views.CalcRange(0, artoftactic.MaxValue))
	fl.dice = sel("dice", l.T("aot.f.dice"), itoaOr(u.Dice, ""), aotOptRange(1, artoftactic.MaxDice, "—"))
	fl.fdice = sel("fdice", l.T("aot.f.fdice"), itoaOr(u.FireDice, ""), aotOptRange(1, artoftactic.MaxDice, "—"))
	fl.def = sel("def", l.T("aot.f.def"), strconv.Itoa(u.Def), views.CalcRange(0, artoftactic.MaxValue))
	fl.used = sel("used", l.T("aot.f.used"), strconv.Itoa(u.Used), views.CalcRange(0, 20))
	fortOpts := views.CalcRange(0, artoftactic.MaxFort)
	fortOpts[0].Label = "0 · " + l.T("aot.f.fort.basic")
	fl.fort = sel("fort", l.T("aot.f.fort"), strconv.Itoa(u.Fort), fortOpts)
	fl.hill = sel("hill", l.T("aot.f.hill"), strconv.Itoa(u.Hill), views.CalcSignedRange(-1, 1))
	fl.cmdr = b.chk("cmdr", l.T("aot.f.cmdr"), u.Cmdr)
	fl.flags = []views.CalcField{
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
func (fl aotUnitFields) attackerLayout(fs *views.CalcFieldset, b aotFieldBuilder, u artoftactic.Unit) {
	l, sel := b.l, b.sel
	mode := u.Mode
	if mode == "" {
		mode = artoftactic.ModeMelee
	}
	modeSel := sel("mode", l.T("aot.f.mode"), mode, []views.CalcOpt{{Value: "melee", Label: l.T("aot.mode.melee")}, {Value: "ranged", Label: l.T("aot.mode.ranged")}})
	rng := sel("range", l.T("aot.f.range"), itoaOr(u.Range, ""), aotOptRange(1, artoftactic.MaxRange, "—"))
	chart := b.mk(views.CalcText("chart", l.T("aot.f.chart"), u.Chart, "x 5 4 3 2 2"), "chart")
	fp := sel("fp", l.T("aot.f.fp"), strconv.Itoa(u.FP), views.CalcRange(0, artoftactic.MaxValue))
	dir := sel("dir", l.T("aot.f.dir"), u.Dir, aotDirOpts(l))
	fs.Inputs = []views.CalcField{fl.card, fl.kind, fl.models, fl.cmdr, modeSel, fl.order}
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
func aotOptionFields(l views.Lang, sp string, o artoftactic.Options, invalid views.FieldProblems) []views.CalcField {
	return views.OptionSet{Prefix: sp, Options: artoftactic.OptionList(), Values: o.Values(), Problems: invalid}.CalcFields(l)
}

// Fieldsets are the attack form's controls.
func (s AttackSetup) Fieldsets(l views.Lang, cards []CardItem) []views.CalcFieldset {
	sp := s.Prefix
	in := s.Input
	n := views.CalcSelect(sp+"n", l.T("aot.f.n"), strconv.Itoa(len(in.Attackers)), views.CalcRange(1, artoftactic.MaxAttackers))
	n.Whole = true
	n = n.Marked(s.Invalid, "n")
	faceOpts := []views.CalcOpt{{Value: "0", Label: l.T("aot.f.face.auto")}}
	for i := range in.Attackers {
		faceOpts = append(faceOpts, views.CalcOpt{Value: strconv.Itoa(i + 1), Label: l.T("aot.attacker") + " " + strconv.Itoa(i+1)})
	}
	face := views.CalcSelect(sp+"face", l.T("aot.f.face"), strconv.Itoa(in.Face), faceOpts)
	face = face.Marked(s.Invalid, "face")
	back := views.CalcCheck(sp+"back", l.T("aot.f.back"), in.Back)
	back = back.Marked(s.Invalid, "back")
	out := []views.CalcFieldset{{ID: strings.TrimSuffix(strings.ReplaceAll(sp, ".", "-"), "-") + "turn", Legend: l.T("aot.turn"), Inputs: []views.CalcField{n, back, face}}}
	for i, u := range in.Attackers {
		f := UnitForm{Prefix: "a" + strconv.Itoa(i+1) + "."}
		if i < len(s.Attackers) {
			f = s.Attackers[i]
		}
		out = append(out, aotUnitFieldset(l, sp, l.T("aot.attacker")+" "+strconv.Itoa(i+1), "att", u, f, cards, s.Invalid))
	}
	out = append(out, aotUnitFieldset(l, sp, l.T("aot.target"), "tgt", in.Target, s.Target, cards, s.Invalid))
	out = append(out, views.CalcFieldset{ID: strings.TrimSuffix(strings.ReplaceAll(sp, ".", "-"), "-") + "options", Legend: l.T("aot.options"),
		More: aotOptionFields(l, sp, in.Options, s.Invalid)})
	return out
}

// Hidden are the form's hidden values: the card each unit's values came
// from.
func (s AttackSetup) Hidden() [][2]string {
	var out [][2]string
	for _, f := range append(append([]UnitForm(nil), s.Attackers...), s.Target) {
		out = append(out, [2]string{s.Prefix + f.Prefix + "loaded", f.Loaded})
	}
	return out
}

// Fieldsets are the fortitude form's controls.
func (p FortitudePage) Fieldsets(l views.Lang) []views.CalcFieldset {
	in := p.Input
	var tests []views.CalcOpt
	for _, t := range artoftactic.TestKinds {
		tests = append(tests, views.CalcOpt{Value: t.ID, Label: Label(l, t.Label)})
	}
	mk := func(f views.CalcField) views.CalcField {
		f = f.Marked(p.Invalid, f.Name)
		return f
	}
	vsOpts := []views.CalcOpt{}
	for v := -10; v <= 40; v++ {
		vsOpts = append(vsOpts, views.CalcOpt{Value: strconv.Itoa(v), Label: strconv.Itoa(v)})
	}
	test := views.CalcFieldset{ID: "test", Legend: l.T("aot.fort.test"), Inputs: []views.CalcField{
		mk(views.CalcSelect("test", l.T("aot.f.test"), in.Test, tests)),
		mk(views.CalcSelect("cas", l.T("aot.f.cas"), strconv.Itoa(in.Cas), views.CalcRange(0, artoftactic.MaxModels))),
		mk(views.CalcSelect("vs", l.T("aot.f.vs"), strconv.Itoa(in.Vs), vsOpts)),
	}}
	unit := aotUnitFieldset(l, "", l.T("aot.unit"), "fort", in.Unit, p.Unit, p.Cards, p.Invalid)
	opts := views.CalcFieldset{ID: "options", Legend: l.T("aot.options"), More: aotOptionFields(l, "", in.Options, p.Invalid)}
	return []views.CalcFieldset{test, unit, opts}
}

// Sum is one headline number.
type Sum struct {
	Label string
	Value string
	Key   string
}

// AttackSummary gives the headline numbers of an attack.
func AttackSummary(l views.Lang, r *artoftactic.AttackResult) []Sum {
	t := r.Target
	out := []Sum{
		{l.T("aot.sum.hits"), l.Decimal(t.Hits.Mean), "mean"},
		{l.T("aot.sum.cas"), l.Decimal(t.Cas.Mean), "mean"},
		{l.T("aot.sum.anycas"), l.ShortPercent2(t.AnyCas), "win"},
		{l.T("aot.sum.wiped"), l.ShortPercent2(t.Wiped), "win"},
	}
	if t.Removed > t.Wiped {
		out = append(out, Sum{l.T("aot.sum.removed"), l.ShortPercent2(t.Removed), "win"})
	}
	if m := t.Morale; m != nil {
		if len(m.PreTests) > 0 {
			out = append(out, Sum{l.T("aot.sum.prefailed"), l.ShortPercent2(m.PreFailed), "tie"})
		}
		out = append(out, Sum{l.T("aot.sum.failed"), l.ShortPercent2(m.Failed), "tie"})
	}
	if r.Back != nil {
		out = append(out, Sum{l.T("aot.sum.back") + " " + strconv.Itoa(r.Back.Face+1) + ": " + l.T("aot.sum.cas"), l.Decimal(r.Back.Damage.Cas.Mean), "lose"})
	}
	return out
}

// FortitudeSummary gives the headline numbers of a fortitude test.
func FortitudeSummary(l views.Lang, r *artoftactic.FortitudeResult) []Sum {
	if r.Test == artoftactic.TestCollision {
		return []Sum{{l.T("aot.sum.win"), l.ShortPercent2(r.Win), "win"}, {l.T("aot.sum.lose"), l.ShortPercent2(1 - r.Win), "lose"},
			{l.T("aot.sum.tie"), l.ShortPercent2(r.Tie), "tie"}}
	}
	out := []Sum{{l.T("aot.sum.pass"), l.ShortPercent2(r.Pass), "win"}, {l.T("aot.sum.fail"), l.ShortPercent2(r.Fail), "lose"}}
	if r.NoTest > 0 {
		out = append(out, Sum{l.T("aot.sum.notest"), l.ShortPercent2(r.NoTest), "tie"})
	}
	if r.Drowned != nil {
		out = append(out, Sum{l.T("aot.sum.drowned"), l.Decimal(r.Drowned.Mean), "mean"})
	}
	if r.Test == artoftactic.TestPursue {
		out = append(out, Sum{l.T("aot.sum.pursue"), l.ShortPercent2(r.Pursue), "tie"})
	}
	return out
}

// countChart charts a count distribution, leaving out the tails that
// are under 0.05% so 36 dice still fit a phone.
func countChart(id, title string, d artoftactic.Distribution) views.Chart {
	c := views.Chart{ID: id, Title: title, Ordered: true}
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
		c.Bars = append(c.Bars, views.Bar{Label: strconv.Itoa(k), P: d.P[k], AtLeast: at})
	}
	return c
}

// afterChart charts a unit's end states.
func afterChart(l views.Lang, id string, after []artoftactic.Outcome) views.Chart {
	c := views.Chart{ID: id, Title: l.T("aot.chart.after")}
	for _, o := range after {
		c.Bars = append(c.Bars, views.Bar{Label: l.T("aot.lvl." + o.ID), P: o.P})
	}
	return c
}

// Mod prints a factor: "+2", "−1" or "=0".
func Mod(f artoftactic.Factor) string {
	if f.Zero {
		return "=0"
	}
	return views.CalcSigned(f.V)
}

// CardValue prints a card value or "?" when the rulebook does not give
// it.
func CardValue(p *int) string {
	if p == nil {
		return "?"
	}
	return strconv.Itoa(*p)
}

// CardRows are a card's values for the library table: label, value,
// source (built-in cards only).
func CardRows(l views.Lang, c artoftactic.UnitCard) [][3]string {
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
		{l.T("aot.f.models"), CardValue(c.Models), l.Render(c.Src["models"])},
		{l.T("aot.f.atti"), CardValue(c.AttInf), l.Render(c.Src["atti"])},
		{l.T("aot.f.attc"), CardValue(c.AttCav), l.Render(c.Src["attc"])},
		{l.T("aot.f.dice"), CardValue(c.Dice), l.Render(c.Src["dice"])},
		{l.T("aot.f.def"), CardValue(c.Defense), l.Render(c.Src["def"])},
		{l.T("aot.f.fort"), CardValue(c.Fortitude), l.Render(c.Src["fort"])},
		{l.T("aot.f.chart"), chart, l.Render(c.Src["chart"])},
	}
	if c.Ranged {
		rows = append(rows, [3]string{l.T("aot.f.fdice"), CardValue(c.FireDice), l.Render(c.Src["fdice"])},
			[3]string{l.T("aot.f.ammo"), CardValue(c.Ammo), l.Render(c.Src["ammo"])})
	}
	return rows
}

// Fields are the card form's controls.
func (f CardForm) Fields(l views.Lang) []views.CalcField {
	c := f.Card
	mk := func(fl views.CalcField) views.CalcField {
		fl = fl.Marked(f.Invalid, fl.Name)
		return fl
	}
	num := func(name, label string, p *int, lo, hi int) views.CalcField {
		v := ""
		if p != nil {
			v = strconv.Itoa(*p)
		}
		opts := append([]views.CalcOpt{{Value: "", Label: "? · " + l.T("aot.card.unknown")}}, views.CalcRange(lo, hi)...)
		if p != nil && (*p < lo || *p > hi) {
			opts = append(opts, views.CalcOpt{Value: v, Label: v})
		}
		return mk(views.CalcSelect(name, label, v, opts))
	}
	var types []views.CalcOpt
	for _, t := range artoftactic.UnitTypes {
		types = append(types, views.CalcOpt{Value: t.ID, Label: Label(l, t.Label)})
	}
	chart := ""
	if c.Chart != nil {
		chart = *c.Chart
	}
	num0 := ""
	if c.Number != 0 {
		num0 = strconv.Itoa(c.Number)
	}
	return []views.CalcField{
		mk(views.CalcText("name", l.T("aot.card.name"), c.Name, "")),
		mk(views.CalcSelect("type", l.T("aot.card.type"), c.Type, types)),
		mk(views.CalcText("number", l.T("aot.card.number"), num0, "")),
		mk(views.CalcSelect("kind", l.T("aot.f.kind"), c.Kind, aotKindOpts(l, "? · "+l.T("aot.card.unknown")))),
		mk(views.CalcCheck("cmdr", l.T("aot.f.cmdr"), c.Commander)),
		num("models", l.T("aot.f.models"), c.Models, 1, artoftactic.MaxModels),
		num("atti", l.T("aot.f.atti"), c.AttInf, 0, artoftactic.MaxValue),
		num("attc", l.T("aot.f.attc"), c.AttCav, 0, artoftactic.MaxValue),
		num("dice", l.T("aot.f.dice"), c.Dice, 1, artoftactic.MaxDice),
		num("def", l.T("aot.f.def"), c.Defense, 0, artoftactic.MaxValue),
		num("fort", l.T("aot.f.fort"), c.Fortitude, 0, artoftactic.MaxFort),
		mk(views.CalcCheck("ranged", l.T("aot.card.ranged"), c.Ranged)),
		mk(views.CalcText("chart", l.T("aot.f.chart"), chart, "x 5 4 3 2 2")),
		num("fdice", l.T("aot.f.fdice"), c.FireDice, 1, artoftactic.MaxDice),
		num("ammo", l.T("aot.f.ammo"), c.Ammo, 0, artoftactic.MaxAmmo),
		num("supply", l.T("aot.card.supply"), c.Supply, 0, artoftactic.MaxSupply),
	}
}

// OrderChoice is one order checkbox of the card form.
type OrderChoice struct {
	ID, Label string
	On        bool
}

// OrderChoices are the orders a card may print (never Flee or Panic).
func (f CardForm) OrderChoices(l views.Lang) []OrderChoice {
	var out []OrderChoice
	for _, o := range artoftactic.Orders {
		if o.Who == artoftactic.WhoForced {
			continue
		}
		on := false
		for _, id := range f.Card.Orders {
			on = on || id == o.ID
		}
		out = append(out, OrderChoice{ID: o.ID, Label: Label(l, o.Label), On: on})
	}
	return out
}

// Library is the page of the card's library, where cancel leads.
func (f CardForm) Library() string {
	if f.Base == "" {
		return "/calc/aot/cards"
	}
	return f.Base
}

// Action is where the card form posts.
func (f CardForm) Action() string {
	if f.ItemID == 0 {
		return f.Library()
	}
	return f.Library() + "/" + strconv.FormatInt(f.ItemID, 10)
}

// Tabs links the Art of Tactic pages.
func Tabs(l views.Lang, current string) []views.CalcLink {
	return []views.CalcLink{
		{Href: "/calc/aot", Label: l.T("aot.tab.attack"), On: current == "attack"},
		{Href: "/calc/aot/fortitude", Label: l.T("aot.tab.fortitude"), On: current == "fortitude"},
		{Href: "/calc/aot/cards", Label: l.T("aot.tab.cards"), On: current == "cards"},
	}
}

// UseLink opens the attack calculator with the card as the target or
// as the first attacker.
func UseLink(ref, as string) string {
	if as == "t" {
		return "/calc/aot?t.card=" + ref + "&a1.card=lib:cavalry&a1.order=assault"
	}
	return "/calc/aot?a1.card=" + ref + "&t.card=lib:card-16-2&t.models=6"
}

// CompareRows lines up the headline numbers of each setup.
func CompareRows(l views.Lang, m AttackPage) [][]string {
	var rows [][]string
	index := map[string]int{}
	for si, s := range m.Setups {
		if s.Result == nil {
			continue
		}
		for _, it := range AttackSummary(l, s.Result) {
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
