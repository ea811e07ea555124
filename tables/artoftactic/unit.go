package artoftactic

import (
	"strconv"

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

	noteA05 = []Label{{
		"Flee/Panic order modifiers not added: they equal the morale penalties (A-05).",
		"Modificatori degli ordini Fuggire/Panico non aggiunti: uguali alle penalità di morale (A-05)."}}
	noteRiverAssault = []Label{{
		"Crossing a river: no Assault benefits (" + rulebook.AoT.EN(654) + ").",                  // cites rulebook l.654
		"Attraversando un fiume: nessun beneficio dell'Assalto (" + rulebook.AoT.IT(654) + ")."}} // cites L654
	noteAmbushOutside = []Label{{
		"Hidden unit engaged from outside its Defense Zone: no +3 attack (" + rulebook.AoT.EN(1049) + ").",              // cites rulebook l.1049
		"Unità nascosta ingaggiata fuori dalla Zona di Difesa: niente +3 all'attacco (" + rulebook.AoT.IT(1049) + ")."}} // cites L1049
)

// Lookups derived from the tables, so the calculators do not search them.
func init() {
	for _, o := range Orders {
		orderByID[o.ID] = labelledOrder{o, Label{"Order: " + o.EN, "Ordine: " + o.IT}}
	}
	for _, t := range Terrains {
		terrainByID[t.ID] = t
		terrainLabels[t.ID] = Label{"Terrain: " + t.EN, "Terreno: " + t.IT}
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
		e.label = Label{"Order: Flee, as Retreat (A-04)", "Ordine: Fuggire, come Ritirata (A-04)"}
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
		b.add("hill", Label{"One level above the enemy", "Un livello sopra il nemico"}, HillMelee.Above, HillMelee.Src)
	case -1:
		b.add("hill", Label{"One level below the enemy", "Un livello sotto il nemico"}, HillMelee.Below, HillMelee.Src)
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
			b.mod("inspire", Label{c.EN + " (A-08)", c.IT + " (A-08)"}, c.Att, c.Src)
		}
		if honor {
			c := cond(CondHonor)
			b.mod("honor", Label{c.EN + " (A-08)", c.IT + " (A-08)"}, c.Att, c.Src)
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

func lostLabel(n int) Label {
	s := strconv.Itoa(n)
	return Label{s + " models lost before", s + " modelli persi in precedenza"}
}

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

// add2 records a problem whose two messages are already formatted.
func add2(v *tables.ValidationError, field, en, it string) { v.AddText(field, en, it) }

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
		v.AddText(p+"kind", "Choose infantry or cavalry.", "Scegli fanteria o cavalleria.")
	default:
		v.AddTextf(p+"kind", "Unknown unit kind %q: use inf or cav.", "Tipo di unità %q sconosciuto: usa inf o cav.", u.Kind)
	}
	if u.Models < 1 || u.Models > MaxModels {
		v.AddTextf(p+"models", "Models must be 1-%d (commander included).",
			"I modelli devono essere da 1 a %d (comandante incluso).", MaxModels)
	}
	if u.Lost < 0 || u.Lost > MaxModels {
		v.AddTextf(p+"lost", "Models lost must be 0-%d.", "I modelli persi devono essere da 0 a %d.", MaxModels)
	}
	level, okLevel := moraleIndex(u.Morale)
	if !okLevel {
		v.AddTextf(p+"morale", "Unknown morale level %q.", "Livello di morale %q sconosciuto.", u.Morale)
	}
	t, okT := TerrainByID(u.Terrain)
	if !okT {
		v.AddTextf(p+"terrain", "Unknown terrain %q.", "Terreno %q sconosciuto.", u.Terrain)
	} else if t.NoCavalry && u.Kind == Cavalry {
		add2(v, p+"terrain", "Cavalry cannot enter "+t.EN+" ("+rulebook.AoT.EN(1125)+").", "La cavalleria non può entrare in "+t.IT+" ("+rulebook.AoT.IT(1125)+").") // cites §13.1
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
		v.AddTextf(p+"fatigue", "Fatigue tokens must be 0-%d.", "I gettoni Fatica devono essere da 0 a %d.", MaxFatigue)
	}
	if u.Def < 0 || u.Def > MaxValue {
		v.AddTextf(p+"def", "Defense must be 0-%d.", "La difesa deve essere da 0 a %d.", MaxValue)
	}
	if u.Used < 0 || u.Used > MaxUsed {
		v.AddTextf(p+"used", "Hits already absorbed must be 0-%d.", "I colpi già assorbiti devono essere da 0 a %d.", MaxUsed)
	}
	if u.Fort < 0 || u.Fort > MaxFort {
		v.AddTextf(p+"fort", "Fortitude must be 0-%d (0: basic rules).", "La Forza d'Animo deve essere da 0 a %d (0: regole base).", MaxFort)
	}
	if u.AttInf < 0 || u.AttInf > MaxValue {
		v.AddTextf(p+"atti", "Attack vs infantry must be 0-%d.", "L'attacco contro fanteria deve essere da 0 a %d.", MaxValue)
	}
	if u.AttCav < 0 || u.AttCav > MaxValue {
		v.AddTextf(p+"attc", "Attack vs cavalry must be 0-%d.", "L'attacco contro cavalleria deve essere da 0 a %d.", MaxValue)
	}
}

// validateDice checks the melee and ranged dice per model (§10.4).
func (u *Unit) validateDice(v *tables.ValidationError, p string, o Options, strikes, attacker bool) {
	switch {
	case u.Dice < 0 || u.Dice > MaxDice:
		v.AddTextf(p+"dice", "Dice per model must be 1-%d.", "I dadi per modello devono essere da 1 a %d.", MaxDice)
	case u.Kind == Infantry && u.Dice > 1:
		v.AddText(p+"dice", "Infantry rolls 1 die per model ("+rulebook.AoT.EN(318)+").", "La fanteria tira 1 dado per modello ("+rulebook.AoT.IT(318)+").") // cites §10.4
	case u.Kind == Cavalry && u.Dice == 0 && strikes && !(attacker && u.Mode == ModeRanged && dicePerModel(u, o) > 0):
		// A ranged attacker needs no melee dice when the card's ranged
		// dice or A-10 "one" give its dice.
		v.AddText(p+"dice", "Enter the cavalry's dice per model from its card (e.g. 8x3: 3).",
			"Inserisci i dadi per modello della cavalleria dalla scheda (es. 8x3: 3).")
	}
	switch {
	case u.FireDice < 0 || u.FireDice > MaxDice:
		v.AddTextf(p+"fdice", "Ranged dice per model must be 1-%d (0: not on the card).",
			"I dadi a distanza per modello devono essere da 1 a %d (0: non sulla scheda).", MaxDice)
	case u.Kind == Infantry && u.FireDice > 1:
		v.AddText(p+"fdice", "Infantry rolls 1 die per model ("+rulebook.AoT.EN(318)+").", "La fanteria tira 1 dado per modello ("+rulebook.AoT.IT(318)+").") // cites §10.4
	}
}

// validatePosition checks the slope, the direction and the attack mode.
func (u *Unit) validatePosition(v *tables.ValidationError, p string) {
	if u.Hill < -1 || u.Hill > 1 {
		v.AddText(p+"hill", "No melee across a steep or extreme slope: the level difference must be -1, 0 or 1 ("+rulebook.AoT.EN(706)+").", // cites §13.2
			"Nessuna mischia attraverso una pendenza forte o estrema: la differenza di livello deve essere -1, 0 o 1 ("+rulebook.AoT.IT(706)+").") // cites §13.2
	}
	if _, ok := directionByID(u.Dir); !ok {
		v.AddTextf(p+"dir", "Unknown direction %q: use front, flank or rear.", "Direzione %q sconosciuta: usa front, flank o rear.", u.Dir)
	}
	switch u.Mode {
	case "", ModeMelee, ModeRanged:
	default:
		v.AddTextf(p+"mode", "Unknown attack mode %q: use melee or ranged.", "Modalità %q sconosciuta: usa melee o ranged.", u.Mode)
	}
}

func (u *Unit) validateOrder(v *tables.ValidationError, p string, o Options, level int, okLevel bool, t Terrain, okT bool) {
	if u.Order == OrderContinuation {
		return
	}
	ord, ok := OrderByID(u.Order)
	if !ok {
		v.AddTextf(p+"order", "Unknown order %q.", "Ordine %q sconosciuto.", u.Order)
		return
	}
	f := p + "order"
	switch {
	case ord.Who == WhoFoot && u.Kind == Cavalry:
		add2(v, f, "Cavalry cannot be given "+ord.EN+" ("+rulebook.AoT.EN(432)+").", "Alla cavalleria non si può dare "+ord.IT+" ("+rulebook.AoT.IT(432)+").") // cites §9.2
	case ord.Who == WhoCavRanged && u.Kind == Infantry:
		v.AddText(f, "Only cavalry with ranged weapons may Move and Fire ("+rulebook.AoT.EN(504)+").", // cites rulebook l.504
			"Solo la cavalleria con armi a distanza può Muoversi e Sparare ("+rulebook.AoT.IT(504)+").") // cites L504
	case ord.Who == WhoNinja && !u.Ninja:
		v.AddText(f, "Only a Ninja unit may make Reconnaissance ("+rulebook.AoT.EN(570)+").", "Solo i Ninja possono fare Ricognizione ("+rulebook.AoT.IT(570)+").") // cites L570; rulebook l.570
	}
	if okLevel {
		u.validateMoraleOrder(v, f, o, level, ord)
	}
	if !u.commanded() && !ord.NoCmdr && ord.Who != WhoForced && ord.Who != WhoAuto &&
		!(u.Order == OrderRetreat && o.A09 != "forbid") {
		add2(v, f, "Without a commander (own or adjacent) a unit may only Defend, All-Around Defense, Rest or March, not "+ord.EN+" ("+rulebook.AoT.EN(196)+").", // cites §5
			"Senza comandante (proprio o adiacente) un'unità può solo Difendere, Difesa Circolare, Riposo o Marcia, non "+ord.IT+" ("+rulebook.AoT.IT(196)+").") // cites §5
	}
	if u.Fatigue >= FatigueRestOnly && u.Order != OrderRest && ord.Who != WhoForced {
		v.AddTextf(f, "With %d or more fatigue tokens a unit may only Rest ("+rulebook.AoT.EN(1179)+").", // cites §14
			"Con %d o più gettoni Fatica un'unità può solo Riposare ("+rulebook.AoT.IT(1179)+").", FatigueRestOnly) // cites §14
	} else if u.Fatigue >= FatigueNoAssault && ord.NoFatigue4 {
		v.AddTextf(f, "With %d or more fatigue tokens a unit may not Assault or Run ("+rulebook.AoT.EN(1179)+").", // cites §14
			"Con %d o più gettoni Fatica un'unità non può Assaltare o Correre ("+rulebook.AoT.IT(1179)+").", FatigueNoAssault) // cites §14
	}
	if u.Order == OrderAmbush && okT {
		if t.Ambush == AmbushNo || t.Ambush == AmbushInfantry && u.Kind == Cavalry {
			add2(v, f, "Ambush is not allowed in "+t.EN+" for this unit ("+rulebook.AoT.EN(1125)+").", // cites §13.1
				"Imboscarsi non è permesso in "+t.IT+" per questa unità ("+rulebook.AoT.IT(1125)+").") // cites §13.1
		}
	}
}

// validateMoraleOrder checks the order against the unit's morale level
// (§12.2, seed L810).
func (u *Unit) validateMoraleOrder(v *tables.ValidationError, f string, o Options, level int, ord Order) {
	if u.Order == OrderFlee && level != lvShaken {
		v.AddText(f, "Flee is the forced order of a Shaken unit ("+rulebook.AoT.EN(1081)+").", // cites rulebook l.1081
			"Fuggire è l'ordine forzato di un'unità Scossa ("+rulebook.AoT.IT(1081)+").") // cites L1081
	}
	if u.Order == OrderPanic && level != lvPanicked {
		v.AddText(f, "Panic is the forced order of a Panicked unit ("+rulebook.AoT.EN(1095)+").", // cites rulebook l.1095
			"Panico è l'ordine forzato di un'unità Presa dal Panico ("+rulebook.AoT.IT(1095)+").") // cites L1095
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
		en, it := "choose Flee, or no order (melee continues)", "scegli Fuggire, o nessun ordine (mischia in corso)"
		if o.A04 == "retreat" {
			en, it = "choose Flee or Retreat (A-04), or no order (melee continues)",
				"scegli Fuggire o Ritirata (A-04), o nessun ordine (mischia in corso)"
		}
		add2(v, f, "A Shaken unit executes Flee every turn and cannot be given the "+ord.EN+" order"+
			" until it recovers ("+rulebook.AoT.EN(801, 837, 1081)+"): "+en+".", // cites §12.2, rulebook l.837-l.839, l.1081
			"Un'unità Scossa esegue Fuggire ogni turno e non può ricevere l'ordine "+ord.IT+
				" finché non si riprende ("+rulebook.AoT.IT(801, 837)+"-"+rulebook.AoT.IT(839, 1081)+"): "+it+".") // cites §12.2, L837, L839, L1081
	case level == lvPanicked && ord.Who != WhoForced:
		add2(v, f, "A Panicked unit executes Panic every turn and cannot be given the "+ord.EN+" order"+
			" ("+rulebook.AoT.EN(801, 853, 1095)+"): choose Panic, or no order (melee continues).", // cites §12.2, rulebook l.853, l.1095
			"Un'unità Presa dal Panico esegue Panico ogni turno e non può ricevere l'ordine "+ord.IT+
				" ("+rulebook.AoT.IT(801, 853, 1095)+"): scegli Panico, o nessun ordine (mischia in corso).") // cites §12.2, L853, L1095
	}
}

func (u *Unit) validateRanged(v *tables.ValidationError, p string, o Options) {
	if !u.commanded() {
		v.AddText(p+"cmdr", "A unit without a commander (own or adjacent) cannot make ranged attacks ("+rulebook.AoT.EN(213)+").", // cites rulebook l.213
			"Un'unità senza comandante (proprio o adiacente) non può attaccare a distanza ("+rulebook.AoT.IT(213)+").") // cites L213
	}
	switch u.Order {
	case OrderFire, OrderFireRetreat, OrderMoveFire, OrderDefend, OrderAmbush:
	default:
		v.AddText(p+"order", "Only Fire Ranged Weapons, Fire and Retreat, Move and Fire, Defend or Ambush make ranged attacks ("+rulebook.AoT.EN(428)+").", // cites §9
			"Solo Sparare, Sparare e Ritirarsi, Muoversi e Sparare, Difendere o Imboscarsi attaccano a distanza ("+rulebook.AoT.IT(428)+").") // cites §9
	}
	if u.Range < 1 || u.Range > MaxRange {
		v.AddTextf(p+"range", "Range must be 1-%d hexes.", "La distanza deve essere da 1 a %d esagoni.", MaxRange)
		return
	}
	if (u.Order == OrderAmbush || u.Order == OrderFireRetreat) && u.Range > 2 {
		v.AddText(p+"range", "Ambush and Fire and Retreat fire only within 2 hexes ("+rulebook.AoT.EN(432, 518)+").", // cites §9.2, §9.5
			"Imboscarsi e Sparare e Ritirarsi sparano solo entro 2 esagoni ("+rulebook.AoT.IT(432, 518)+").") // cites §9.2, §9.5
	}
	if u.Chart == "" {
		if u.FP < 0 || u.FP > MaxValue {
			v.AddTextf(p+"fp", "Firepower must be 0-%d.", "La potenza di fuoco deve essere da 0 a %d.", MaxValue)
		}
		return
	}
	c, err := ParseChart(u.Chart)
	switch {
	case err != nil:
		ce, _ := err.(*ChartError)
		add2(v, p+"chart", "Firepower chart: "+ce.EN+". Write one box per range, e.g. x 5 4 3 2 2.",
			"Tabella della potenza di fuoco: "+ce.IT+". Scrivi una casella per distanza, es. x 5 4 3 2 2.")
	case u.Range > len(c):
		v.AddTextf(p+"range", "Out of range: the chart reaches %d hexes.", "Fuori portata: la tabella arriva a %d esagoni.", len(c))
	case c[u.Range-1].X:
		v.AddText(p+"range", "The chart shows x at this range: the unit cannot shoot ("+rulebook.AoT.EN(373)+").", // cites §11
			"La tabella mostra x a questa distanza: l'unità non può sparare ("+rulebook.AoT.IT(373)+").") // cites §11
	}
}
