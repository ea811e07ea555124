package artoftactic

import (
	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Limits beyond which an input is refused as absurd. The base set's largest
// unit has 6 models (seed L224); cavalry rolls 3 dice per model (L142).
const (
	MaxModels    = 20 // models in one unit
	MaxDice      = 6  // dice per model
	MaxValue     = 20 // printed attack, defense, firepower: a d20 always hits at 20
	MaxFort      = 30 // printed fortitude
	MaxFatigue   = 20 // fatigue tokens
	MaxUsed      = 40 // hits already absorbed by defense this turn
	MaxRange     = MaxChartRange
	MaxAttackers = 8 // units attacking one target in one turn
	MaxMelee     = 6 // melee attackers: one per adjacent hex
)

// InputRange is the range of values a numeric input takes where it counts,
// by JSON name, as the validation messages quote it (where an input does
// not count, e.g. a melee attacker's range, 0 is accepted too); ok is false
// for a name that is not a number. A form decoder quotes it for a number far
// out of range.
func InputRange(name string) (lo, hi int, ok bool) {
	r, ok := inputRanges[name]
	return r[0], r[1], ok
}

var inputRanges = map[string][2]int{
	"models": {1, MaxModels}, "lost": {0, MaxModels}, "fatigue": {0, MaxFatigue},
	"atti": {0, MaxValue}, "attc": {0, MaxValue}, "def": {0, MaxValue}, "fp": {0, MaxValue},
	"dice": {1, MaxDice}, "fdice": {1, MaxDice}, "hill": {-1, 1}, "range": {1, MaxRange},
	"used": {0, MaxUsed}, "fort": {0, MaxFort},
	"cas": {1, MaxModels}, "vs": {-MaxVs, MaxVs}, "face": {0, MaxAttackers},
}

// Attack modes.
const (
	ModeMelee  = "melee"
	ModeRanged = "ranged"
)

// Unit is one unit's state in a calculation: as an attacker, as a target or
// as the unit taking a fortitude test. Fields are scalars with short JSON
// names so a form or URL query maps onto them; zero values are the common
// case (no order, Normal morale, plain, no fatigue).
type Unit struct {
	// Kind is "inf" or "cav" (§3).
	Kind string `json:"kind"`
	// Models on the base now, commander included (§5, §10.4).
	Models int `json:"models"`
	// Lost is the number of models lost since full strength; each costs 1
	// fortitude (§12.1, Join Up example seed L1061).
	Lost int `json:"lost"`
	// Cmdr: the unit has a commander (+3 fortitude; may take every order on
	// its card, §5). General: this is the General's unit, which always
	// counts as having one (seed L202, L608). CmdrAdj: a friendly unit with
	// a commander is adjacent, lifting the order limits (seed L215).
	Cmdr    bool `json:"cmdr"`
	General bool `json:"general"`
	CmdrAdj bool `json:"cmdradj"`
	// Ninja: its casualties remove the enemy commander first (seed L596).
	Ninja bool `json:"ninja"`
	// Order id this turn (§9.1); "" when continuing a melee, with no order
	// modifiers (§10.6).
	Order string `json:"order"`
	// Morale level id; "" is Normal (§12.2).
	Morale string `json:"morale"`
	// Honor token (§12.5); Inspire: within 2 hexes of the own General's unit
	// (§5); Dishonor: the own General's unit has been destroyed (§5).
	Honor    bool `json:"honor"`
	Inspire  bool `json:"inspire"`
	Dishonor bool `json:"dishonor"`
	// Terrain id of the unit's own hex, "" is plain (§13.1).
	Terrain string `json:"terrain"`
	// Fatigue tokens (§14).
	Fatigue int `json:"fatigue"`
	// Engaged in melee (put-to-flight rules, §12.6).
	Engaged bool `json:"engaged"`

	// As an attacker.

	// Mode is "melee" (default) or "ranged".
	Mode string `json:"mode"`
	// Printed attack values vs infantry and vs cavalry (§3); the target's
	// kind selects one.
	AttInf int `json:"atti"`
	AttCav int `json:"attc"`
	// Dice per model as on the card ("8x3": 3). Infantry rolls 1 (0 reads as
	// 1); cavalry must give it (§10.4).
	Dice int `json:"dice"`
	// FireDice: ranged dice per model as on the card, when the card prints
	// them; 0 when it does not, and a cavalry's ranged attack then follows
	// Infantry rolls 1 (§10.4).
	FireDice int `json:"fdice"`
	// Dir: where this unit's Assault strikes its enemy, "front" (default),
	// "flank" or "rear" (§10.5).
	Dir string `json:"dir"`
	// Hill: this unit's hill level minus the level of the enemy it fights in
	// melee, -1, 0 or 1 (§13.1).
	Hill int `json:"hill"`
	// Range in hexes of a ranged attack, and the firepower chart ("x 5 4 3 2
	// 2"); without a chart FP is the firepower at that range (§11).
	Range int    `json:"range"`
	Chart string `json:"chart"`
	FP    int    `json:"fp"`
	// AmbOut: a hidden (Ambush) unit engaged from outside its Defense Zone:
	// no +3 attack, and the enemy may attack it (seed L1049).
	AmbOut bool `json:"ambout"`

	// As a target.

	// Def: printed defense value (§3).
	Def int `json:"def"`
	// Used: hits already absorbed by defense earlier this turn (seed L334).
	Used int `json:"used"`
	// Fort: printed fortitude; 0 means the basic rules, with no fortitude
	// tests (§12).
	Fort int `json:"fort"`
}

// Factor is one itemised modifier of a final value.
type Factor struct {
	Key string `json:"key"`
	Label
	V int `json:"v"`
	// Zero: this factor sets the value to 0 (§15).
	Zero bool   `json:"zero,omitempty"`
	Src  string `json:"src"`
}

// Value is a final ability value with its breakdown.
type Value struct {
	Base    int      `json:"base"`
	Factors []Factor `json:"factors"`
	// Final is Base plus every factor, or 0 when a factor sets it to 0. It
	// may be negative or above 20.
	Final int `json:"final"`
	// P is the chance that a d20 roll is at most Final: clamp(Final,0,20)/20
	// (§2).
	P float64 `json:"p"`
	// Notes explain rules that changed nothing or were set aside.
	Notes []Label `json:"notes,omitempty"`
}

// pLE is P(d20 ≤ v) (§2: success on a roll ≤ the value; no natural 1/20).
func pLE(v int) float64 {
	return float64(min(max(v, 0), Die)) / Die
}

// builder sums a value's modifiers; unless quiet (inside the engine, where
// only the final value is needed) it also itemises them.
type builder struct {
	v     Value
	quiet bool
	sum   int
	zero  bool
}

func newBuilder(quiet bool) *builder {
	b := &builder{quiet: quiet}
	if !quiet {
		b.v.Factors = make([]Factor, 0, 8)
	}
	return b
}

func (b *builder) base(v int) {
	b.v.Base = v
	b.sum += v
}

func (b *builder) add(key string, l Label, v int, src string) {
	if v == 0 {
		return
	}
	b.sum += v
	if !b.quiet {
		b.v.Factors = append(b.v.Factors, Factor{Key: key, Label: l, V: v, Src: src})
	}
}

func (b *builder) mod(key string, l Label, m Mod, src string) {
	switch {
	case m.Zero:
		b.zero = true
		if !b.quiet {
			b.v.Factors = append(b.v.Factors, Factor{Key: key, Label: l, Zero: true, Src: src})
		}
	case !m.NS:
		b.add(key, l, m.V, src)
	}
}

func (b *builder) notes(ls ...Label) {
	if !b.quiet {
		b.v.Notes = append(b.v.Notes, ls...)
	}
}

func (b *builder) done() Value {
	b.v.Final = b.sum
	if b.zero {
		b.v.Final = 0
	}
	b.v.P = pLE(b.v.Final)
	return b.v
}

// orderEffect is what the unit's order adds this turn, after the options.
type orderEffect struct {
	ok                 bool
	label              Label
	att, def, fp, fort Mod
	src                string
	notes              []Label
}

// labelledOrder is an order with its factor label.
type labelledOrder struct {
	Order
	factor Label
}

var (
	orderByID     = map[string]labelledOrder{}
	terrainLabels = map[string]Label{}
	terrainByID   = map[string]Terrain{}
	conditionByID = map[string]Condition{}

	noteA05           = []Label{lbl("aot.flee-panic-order-modifiers-not")}
	noteRiverAssault  = []Label{lbl("aot.crossing-river-no-assault-benefits", rulebook.AoT.Cite(654))} // cites L654
	noteAmbushOutside = []Label{lbl("aot.hidden-unit-engaged-from-outside", rulebook.AoT.Cite(1049))}  // cites L1049
)

// Lookups derived from the tables, so the calculators do not search them.
func init() {
	for _, o := range Orders {
		orderByID[o.ID] = labelledOrder{o, lbl("aot.order", o.Msg)}
	}
	for _, t := range Terrains {
		terrainByID[t.ID] = t
		terrainLabels[t.ID] = lbl("aot.terrain", t.Msg)
	}
	terrainByID[""] = terrainByID[TerrainPlain]
	for _, c := range Conditions {
		conditionByID[c.ID] = c
	}
}

// effectiveOrder returns the order modifiers that apply to u at morale level
// level (§9.1, §15).
func effectiveOrder(u *Unit, o Options, level int) orderEffect {
	if u.Order == OrderContinuation {
		return orderEffect{}
	}
	ord, ok := orderByID[u.Order]
	if !ok {
		return orderEffect{}
	}
	e := orderEffect{ok: true, att: ord.Att, def: ord.Def, fp: ord.FP, fort: ord.Fort, src: ord.Src,
		label: ord.factor}
	switch {
	case u.Order == OrderFlee && o.A04 == "retreat":
		r := orderByID[OrderRetreat]
		e.att, e.def, e.fp, e.fort = r.Att, r.Def, r.FP, r.Fort
		e.label = lbl("aot.order-flee-as-retreat-04")
	case (u.Order == OrderFlee && level == lvShaken || u.Order == OrderPanic && level == lvPanicked) && o.A05 == "once":
		e.ok = false
		e.notes = noteA05
	case u.Order == OrderAllAround && o.A14 == "0":
		e.fort = Mod{}
	case u.Order == OrderAssault && u.Terrain == TerrainRiver:
		e.att = Mod{}
		e.notes = noteRiverAssault
	case u.Order == OrderAmbush && u.AmbOut:
		e.att = Mod{}
		e.notes = noteAmbushOutside
	}
	return e
}

func (u *Unit) hasCmdr() bool   { return u.Cmdr || u.General }
func (u *Unit) commanded() bool { return u.hasCmdr() || u.CmdrAdj }

// inspired: within 2 hexes of the own General, the General's own unit only
// under A-07 "yes".
func (u *Unit) inspired(o Options) bool {
	return u.Inspire && !(u.General && o.A07 != "yes")
}

func (u *Unit) level() int {
	l, _ := moraleIndex(u.Morale)
	return l
}

func (u *Unit) terrain() Terrain { return terrainByID[u.Terrain] }

func terrainLabel(t Terrain) Label { return terrainLabels[t.ID] }

// dirBonus is the flank/rear condition this unit's own Assault earns, if
// any: only an Assault earns it, not a river crossing (§10.5, seed L346,
// L654), and not against All-Around Defense or a hidden unit (enemyOK).
func (u *Unit) dirBonus(enemyOK bool) (Condition, bool) {
	if u.Order != OrderAssault || u.Terrain == TerrainRiver || !enemyOK || u.Mode == ModeRanged {
		return Condition{}, false
	}
	d, _ := directionByID(u.Dir)
	if d.Condition == "" {
		return Condition{}, false
	}
	return cond(d.Condition), true
}

func (b *builder) morale(level int, col func(Condition) Mod) {
	if level == lvNormal {
		return
	}
	c := cond(MoraleLevels[level].Condition)
	b.mod("morale", c.Label, col(c), c.Src)
}

func (b *builder) fatigue(tokens int, col func(Condition) Mod) {
	if c, ok := fatigueCondition(tokens); ok {
		b.mod("fatigue", c.Label, col(c), c.Src)
	}
}

func colAtt(c Condition) Mod  { return c.Att }
func colDef(c Condition) Mod  { return c.Def }
func colFort(c Condition) Mod { return c.Fort }
func colFP(c Condition) Mod   { return c.FP }

// attackValue is the final melee attack value (§15): the printed value by
// the target's kind + order + General within 2 hexes + Honor + morale
// level + flank/rear Assault + own terrain + hill + fatigue.
func attackValue(u *Unit, vs string, hill int, enemyOK bool, o Options, level int, honor bool) Value {
	return attackInto(newBuilder(false), u, vs, hill, enemyOK, o, level, honor)
}

func attackInto(b *builder, u *Unit, vs string, hill int, enemyOK bool, o Options, level int, honor bool) Value {
	if vs == Cavalry {
		b.base(u.AttCav)
	} else {
		b.base(u.AttInf)
	}
	e := effectiveOrder(u, o, level)
	if e.ok {
		b.mod("order", e.label, e.att, e.src)
	}
	b.notes(e.notes...)
	if u.inspired(o) {
		c := cond(CondInspire)
		b.mod("inspire", c.Label, c.Att, c.Src)
	}
	if honor {
		c := cond(CondHonor)
		b.mod("honor", c.Label, c.Att, c.Src)
	}
	b.morale(level, colAtt)
	if c, ok := u.dirBonus(enemyOK); ok {
		b.mod("dir", c.Label, c.Att, c.Src)
	}
	t := u.terrain()
	if t.Att != 0 {
		b.add("terrain", terrainLabel(t), t.Att, t.Src)
	}
	switch hill {
	case 1:
		b.add("hill", lbl("aot.one-level-above-enemy"), HillMelee.Above, HillMelee.Src)
	case -1:
		b.add("hill", lbl("aot.one-level-below-enemy"), HillMelee.Below, HillMelee.Src)
	}
	b.fatigue(u.Fatigue, colAtt)
	return b.done()
}

// chartFP is the firepower printed for u at its range, or false for "x".
func chartFP(u *Unit) (int, bool) {
	if u.Chart == "" {
		return u.FP, true
	}
	c, err := ParseChart(u.Chart)
	if err != nil || u.Range < 1 || u.Range > len(c) || c[u.Range-1].X {
		return 0, false
	}
	return c[u.Range-1].FP, true
}

// firepowerValue is the final firepower (§15): chart value at the range +
// order + own terrain + fatigue; under A-08 "yes" also General, Honor and
// morale level as for attack.
func firepowerValue(u *Unit, o Options, level int, honor bool) Value {
	b := newBuilder(false)
	fp, _ := chartFP(u)
	b.base(fp)
	e := effectiveOrder(u, o, level)
	if e.ok {
		b.mod("order", e.label, e.fp, e.src)
	}
	b.notes(e.notes...)
	if o.A08 == "yes" {
		if u.inspired(o) {
			c := cond(CondInspire)
			b.mod("inspire", lbl("aot.with-a08", c.Msg), c.Att, c.Src)
		}
		if honor {
			c := cond(CondHonor)
			b.mod("honor", lbl("aot.with-a08", c.Msg), c.Att, c.Src)
		}
		b.morale(level, colAtt)
	}
	t := u.terrain()
	if t.FP != 0 {
		b.add("terrain", terrainLabel(t), t.FP, t.Src)
	}
	b.fatigue(u.Fatigue, colFP)
	return b.done()
}

// defenseValue is the start-of-turn defense (§15): printed + order + General
// within 2 hexes + morale level + flank/rear Assault + own terrain +
// fatigue. Hits this turn then lower it.
func defenseValue(u *Unit, o Options, level int, enemyOK bool) Value {
	return defenseInto(newBuilder(false), u, o, level, enemyOK)
}

func defenseInto(b *builder, u *Unit, o Options, level int, enemyOK bool) Value {
	b.base(u.Def)
	e := effectiveOrder(u, o, level)
	if e.ok {
		b.mod("order", e.label, e.def, e.src)
	}
	if u.inspired(o) {
		c := cond(CondInspire)
		b.mod("inspire", c.Label, c.Def, c.Src)
	}
	b.morale(level, colDef)
	if c, ok := u.dirBonus(enemyOK); ok {
		b.mod("dir", c.Label, c.Def, c.Src)
	}
	t := u.terrain()
	if t.Def != 0 {
		b.add("terrain", terrainLabel(t), t.Def, t.Src)
	}
	b.fatigue(u.Fatigue, colDef)
	return b.done()
}

// fortitudeValue is the current fortitude (§12.1) before this calculation's
// casualties: printed + commander + General within 2 hexes + Honor + own
// General destroyed + order + terrain + morale level + fatigue + flank/rear
// Assault - models lost.
func fortitudeValue(u *Unit, o Options, level int, honor, cmdr, dishonor, enemyOK bool) Value {
	return fortitudeInto(newBuilder(false), u, o, level, honor, cmdr, dishonor, enemyOK)
}

func fortitudeInto(b *builder, u *Unit, o Options, level int, honor, cmdr, dishonor, enemyOK bool) Value {
	b.base(u.Fort)
	if cmdr {
		c := cond(CondCommander)
		b.mod("commander", c.Label, c.Fort, c.Src)
	}
	if u.inspired(o) {
		c := cond(CondInspire)
		b.mod("inspire", c.Label, c.Fort, c.Src)
	}
	if honor {
		c := cond(CondHonor)
		b.mod("honor", c.Label, c.Fort, c.Src)
	}
	if dishonor {
		c := cond(CondDishonor)
		b.mod("dishonor", c.Label, c.Fort, c.Src)
	}
	e := effectiveOrder(u, o, level)
	if e.ok {
		b.mod("order", e.label, e.fort, e.src)
	}
	t := u.terrain()
	if t.Fort != 0 {
		b.add("terrain", terrainLabel(t), t.Fort, t.Src)
	}
	b.morale(level, colFort)
	b.fatigue(u.Fatigue, colFort)
	if c, ok := u.dirBonus(enemyOK); ok {
		b.mod("dir", c.Label, c.Fort, c.Src)
	}
	if u.Lost != 0 {
		var l Label
		if !b.quiet {
			l = lostLabel(u.Lost)
		}
		b.add("lost", l, -u.Lost, rulebook.AoT.Title(755, 763, 1061)) // cites §12.1, rulebook l.763, l.1061
	}
	return b.done()
}

func lostLabel(n int) Label { return lbl("aot.models-lost-before", n) }

// dicePerModel: infantry rolls 1 die per model; cavalry the card's dice per
// model (§10.4). A ranged attack rolls the card's ranged dice when it
// prints them; otherwise the rulebook does not say (§19 item 10) and A-10
// decides: the melee dice ("card") or 1.
func dicePerModel(u *Unit, o Options) int {
	if u.Kind != Cavalry {
		return 1
	}
	if u.Mode == ModeRanged {
		switch {
		case u.FireDice > 0:
			return u.FireDice
		case o.A10 == "one":
			return 1
		}
	}
	return u.Dice
}

// validate checks one unit. strikes: it makes an attack (its kind and dice
// matter); attacker: it is one of the attacking units (its mode and range
// matter); a fortitude test needs neither, and accepts an empty kind.
func (u *Unit) validate(v *tables.ValidationError, p string, o Options, strikes, attacker bool, kindOptional bool) {
	switch u.Kind {
	case Infantry, Cavalry:
	case "":
		if kindOptional {
			break
		}
		v.Add(p+"kind", "aot.choose-infantry-cavalry")
	default:
		v.Add(p+"kind", "aot.unknown-unit-kind-use-inf-2", u.Kind)
	}
	if u.Models < 1 || u.Models > MaxModels {
		v.Add(p+"models", "aot.models-must-1-commander-included", MaxModels)
	}
	if u.Lost < 0 || u.Lost > MaxModels {
		v.Add(p+"lost", "aot.models-lost-must-0", MaxModels)
	}
	level, okLevel := moraleIndex(u.Morale)
	if !okLevel {
		v.Add(p+"morale", "aot.unknown-morale-level", u.Morale)
	}
	t, okT := TerrainByID(u.Terrain)
	if !okT {
		v.Add(p+"terrain", "aot.unknown-terrain", u.Terrain)
	} else if t.NoCavalry && u.Kind == Cavalry {
		v.Add(p+"terrain", "aot.cavalry-cannot-enter", t.Msg, rulebook.AoT.Cite(1125)) // cites §13.1
	}
	u.validateValues(v, p)
	u.validateDice(v, p, o, strikes, attacker)
	u.validatePosition(v, p)
	u.validateOrder(v, p, o, level, okLevel, t, okT)
	if attacker && u.Mode == ModeRanged {
		u.validateRanged(v, p, o)
	}
}

// validateValues checks the counters and the card's values are in range.
func (u *Unit) validateValues(v *tables.ValidationError, p string) {
	if u.Fatigue < 0 || u.Fatigue > MaxFatigue {
		v.Add(p+"fatigue", "aot.fatigue-tokens-must-0", MaxFatigue)
	}
	if u.Def < 0 || u.Def > MaxValue {
		v.Add(p+"def", "aot.defense-must-0", MaxValue)
	}
	if u.Used < 0 || u.Used > MaxUsed {
		v.Add(p+"used", "aot.hits-already-absorbed-must-0", MaxUsed)
	}
	if u.Fort < 0 || u.Fort > MaxFort {
		v.Add(p+"fort", "aot.fortitude-must-0-0-basic", MaxFort)
	}
	if u.AttInf < 0 || u.AttInf > MaxValue {
		v.Add(p+"atti", "aot.attack-vs-infantry-must-0", MaxValue)
	}
	if u.AttCav < 0 || u.AttCav > MaxValue {
		v.Add(p+"attc", "aot.attack-vs-cavalry-must-0", MaxValue)
	}
}

// validateDice checks the melee and ranged dice per model (§10.4).
func (u *Unit) validateDice(v *tables.ValidationError, p string, o Options, strikes, attacker bool) {
	switch {
	case u.Dice < 0 || u.Dice > MaxDice:
		v.Add(p+"dice", "aot.dice-per-model-must-1", MaxDice)
	case u.Kind == Infantry && u.Dice > 1:
		v.Add(p+"dice", "aot.infantry-rolls-1-die-per", rulebook.AoT.Cite(318)) // cites §10.4
	case u.Kind == Cavalry && u.Dice == 0 && strikes && !(attacker && u.Mode == ModeRanged && dicePerModel(u, o) > 0):
		// A ranged attacker needs no melee dice when the card's ranged
		// dice or A-10 "one" give its dice.
		v.Add(p+"dice", "aot.enter-cavalry-dice-per-model")
	}
	switch {
	case u.FireDice < 0 || u.FireDice > MaxDice:
		v.Add(p+"fdice", "aot.ranged-dice-per-model-must", MaxDice)
	case u.Kind == Infantry && u.FireDice > 1:
		v.Add(p+"fdice", "aot.infantry-rolls-1-die-per", rulebook.AoT.Cite(318)) // cites §10.4
	}
}

// validatePosition checks the slope, the direction and the attack mode.
func (u *Unit) validatePosition(v *tables.ValidationError, p string) {
	if u.Hill < -1 || u.Hill > 1 {
		v.Add(p+"hill", "aot.no-melee-across-steep-extreme", rulebook.AoT.Cite(706)) // cites §13.2
	}
	if _, ok := directionByID(u.Dir); !ok {
		v.Add(p+"dir", "aot.unknown-direction-use-front-flank", u.Dir)
	}
	switch u.Mode {
	case "", ModeMelee, ModeRanged:
	default:
		v.Add(p+"mode", "aot.unknown-attack-mode-use-melee", u.Mode)
	}
}

func (u *Unit) validateOrder(v *tables.ValidationError, p string, o Options, level int, okLevel bool, t Terrain, okT bool) {
	if u.Order == OrderContinuation {
		return
	}
	ord, ok := OrderByID(u.Order)
	if !ok {
		v.Add(p+"order", "aot.unknown-order", u.Order)
		return
	}
	f := p + "order"
	switch {
	case ord.Who == WhoFoot && u.Kind == Cavalry:
		v.Add(f, "aot.cavalry-cannot-given", ord.Msg, rulebook.AoT.Cite(432)) // cites §9.2
	case ord.Who == WhoCavRanged && u.Kind == Infantry:
		v.Add(f, "aot.only-cavalry-with-ranged-weapons", rulebook.AoT.Cite(504)) // cites L504
	case ord.Who == WhoNinja && !u.Ninja:
		v.Add(f, "aot.only-ninja-unit-may-make", rulebook.AoT.Cite(570)) // cites L570; rulebook l.570
	}
	if okLevel {
		u.validateMoraleOrder(v, f, o, level, ord)
	}
	if !u.commanded() && !ord.NoCmdr && ord.Who != WhoForced && ord.Who != WhoAuto &&
		!(u.Order == OrderRetreat && o.A09 != "forbid") {
		v.Add(f, "aot.without-commander-own-adjacent-unit", ord.Msg, rulebook.AoT.Cite(196)) // cites §5
	}
	if u.Fatigue >= FatigueRestOnly && u.Order != OrderRest && ord.Who != WhoForced {
		v.Add(f, "aot.with-more-fatigue-tokens-unit", FatigueRestOnly, rulebook.AoT.Cite(1179)) // cites §14
	} else if u.Fatigue >= FatigueNoAssault && ord.NoFatigue4 {
		v.Add(f, "aot.with-more-fatigue-tokens-unit-2", FatigueNoAssault, rulebook.AoT.Cite(1179)) // cites §14
	}
	if u.Order == OrderAmbush && okT {
		if t.Ambush == AmbushNo || t.Ambush == AmbushInfantry && u.Kind == Cavalry {
			v.Add(f, "aot.ambush-not-allowed-this-unit", t.Msg, rulebook.AoT.Cite(1125)) // cites §13.1
		}
	}
}

// validateMoraleOrder checks the order against the unit's morale level
// (§12.2, seed L810).
func (u *Unit) validateMoraleOrder(v *tables.ValidationError, f string, o Options, level int, ord Order) {
	if u.Order == OrderFlee && level != lvShaken {
		v.Add(f, "aot.flee-forced-order-shaken-unit", rulebook.AoT.Cite(1081)) // cites L1081
	}
	if u.Order == OrderPanic && level != lvPanicked {
		v.Add(f, "aot.panic-forced-order-panicked-unit", rulebook.AoT.Cite(1095)) // cites L1095
	}
	// §12.2: the morale level limits the orders (seed L810). A Shaken
	// unit executes Flee every turn, automatically, and is commanded
	// normally again only once it recovers (L837-L839, L1081; the
	// Retreat order under A-04 "retreat", L839, L851); a Panicked unit
	// executes Panic (L853, L1095). No order stays possible: the
	// Morale-phase test comes before the orders, and a melee goes on.
	switch {
	case level == lvShaken && ord.Who != WhoForced &&
		!(u.Order == OrderRetreat && o.A04 == "retreat"):
		choice := i18n.M("aot.shaken.choose-flee")
		if o.A04 == "retreat" {
			choice = i18n.M("aot.shaken.choose-flee-or-retreat")
		}
		// The Italian citation names the sections of l.837 and l.839 apart.
		v.Add(f, "aot.shaken-unit-cannot-be-given", ord.Msg, rulebook.AoT.Cite(801, 837, 1081), choice) // cites §12.2, rulebook l.837-l.839, l.1081
	case level == lvPanicked && ord.Who != WhoForced:
		v.Add(f, "aot.panicked-unit-executes-panic-every", ord.Msg, rulebook.AoT.Cite(801, 853, 1095)) // cites §12.2, L853, L1095
	}
}

func (u *Unit) validateRanged(v *tables.ValidationError, p string, o Options) {
	if !u.commanded() {
		v.Add(p+"cmdr", "aot.unit-without-commander-own-adjacent", rulebook.AoT.Cite(213)) // cites L213
	}
	switch u.Order {
	case OrderFire, OrderFireRetreat, OrderMoveFire, OrderDefend, OrderAmbush:
	default:
		v.Add(p+"order", "aot.only-fire-ranged-weapons-fire", rulebook.AoT.Cite(428)) // cites §9
	}
	if u.Range < 1 || u.Range > MaxRange {
		v.Add(p+"range", "aot.range-must-1-hexes", MaxRange)
		return
	}
	if (u.Order == OrderAmbush || u.Order == OrderFireRetreat) && u.Range > 2 {
		v.Add(p+"range", "aot.ambush-fire-retreat-fire-only", rulebook.AoT.Cite(432, 518)) // cites §9.2, §9.5
	}
	if u.Chart == "" {
		if u.FP < 0 || u.FP > MaxValue {
			v.Add(p+"fp", "aot.firepower-must-0", MaxValue)
		}
		return
	}
	c, err := ParseChart(u.Chart)
	switch {
	case err != nil:
		ce, _ := err.(*ChartError)
		v.Add(p+"chart", "aot.firepower-chart-write-one-box", ce.Msg)
	case u.Range > len(c):
		v.Add(p+"range", "aot.out-range-chart-reaches-hexes", len(c))
	case c[u.Range-1].X:
		v.Add(p+"range", "aot.chart-shows-x-at-this", rulebook.AoT.Cite(373)) // cites §11
	}
}
