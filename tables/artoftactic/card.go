package artoftactic

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Unit type ids (§1, §16).
const (
	TypeYari         = "yari"
	TypeArquebus     = "arquebus"
	TypeNaginata     = "naginata"
	TypeCavalry      = "cavalry"
	TypeArchers      = "archers"
	TypeGeneral      = "general"
	TypeNinja        = "ninja"
	TypeHorseArchers = "horsearchers"
	TypeTransport    = "transport"
	TypeCustom       = "custom"
)

// UnitType is one kind of unit of the game (seed L89-L115, §16).
type UnitType struct {
	ID string `json:"id"`
	Label
	// Kind is "inf", "cav", or "" when the rulebook does not say.
	Kind   string `json:"kind"`
	Ranged bool   `json:"ranged"`
	// Flag is the text on the unit's flag where the seed prints it (L16-L20),
	// attributed by the meaning of the characters; "" when not given.
	Flag      string `json:"flag"`
	Expansion bool   `json:"expansion"`
	Src       string `json:"src"`
}

// UnitTypes lists the unit types of the base set and the expansions the
// rulebook mentions.
var UnitTypes = []UnitType{
	{ID: TypeYari, Label: lbl("aot.unit.yari.name"), Kind: Infantry, Flag: "足輕兵",
		Src: rulebook.AoT.Title(16, 93)}, // cites rulebook l.16, l.93-l.95
	{ID: TypeArquebus, Label: lbl("aot.unit.arquebus.name"), Kind: Infantry, Ranged: true,
		Flag: "足輕兵", Src: rulebook.AoT.Title(20, 97)}, // cites rulebook l.20, l.97-l.99
	{ID: TypeNaginata, Label: lbl("aot.unit.naginata.name"), Kind: Infantry, Flag: "薙刀兵",
		Src: rulebook.AoT.Title(18, 101)}, // cites rulebook l.18, l.101-l.103
	{ID: TypeCavalry, Label: lbl("aot.unit.cavalry.name"), Kind: Cavalry, Flag: "長槍騎兵",
		Src: rulebook.AoT.Title(19, 105)}, // cites rulebook l.19, l.105-l.107
	{ID: TypeArchers, Label: lbl("aot.unit.archers.name"), Kind: Infantry, Ranged: true, Flag: "足輕兵",
		Src: rulebook.AoT.Title(16, 20, 109)}, // cites rulebook l.16, l.20, l.109-l.111
	{ID: TypeGeneral, Label: lbl("aot.unit.general.name"), Flag: "侍大将", Src: rulebook.AoT.Title(17, 113, 604)}, // cites rulebook l.17, l.113-l.115, l.604-l.608
	{ID: TypeNinja, Label: lbl("aot.unit.ninja.name"), Expansion: true, Src: rulebook.AoT.Title(590)},          // cites rulebook l.590-l.596
	{ID: TypeHorseArchers, Label: lbl("aot.unit.horsearchers.name"), Kind: Cavalry,
		Ranged: true, Expansion: true, Src: rulebook.AoT.Title(504, 598)}, // cites rulebook l.504, l.598-l.602
	{ID: TypeTransport, Label: lbl("aot.unit.transport.name"), Expansion: true, Src: rulebook.AoT.Title(554)}, // cites rulebook l.554-l.562
	{ID: TypeCustom, Label: lbl("aot.unit.custom.name"), Src: "user"},
}

// UnitTypeByID returns the unit type with that id.
func UnitTypeByID(id string) (UnitType, bool) {
	for _, t := range UnitTypes {
		if t.ID == id {
			return t, true
		}
	}
	return UnitType{}, false
}

// UnitCard is a unit card (§3, §4, §17): the values printed on it and the
// orders on its back. A nil pointer is a value not known (the published
// cards are mostly unknown, §16), which differs from 0. Users create and edit
// cards; Validate checks them; Unit turns one into calculator input; the
// printable order sheet reads it too.
type UnitCard struct {
	// ID is the library id; "" for a user's card.
	ID   string `json:"id"`
	Type string `json:"type"`
	// Name given by the user; Title falls back to the type's name.
	Name string `json:"name"`
	// Number written on the card and the unit's flag (seed L82); 0: none yet.
	Number int `json:"number"`
	// Kind is "inf", "cav" or "" if not known.
	Kind string `json:"kind"`
	// Commander: the unit has a commander model (§5).
	Commander bool `json:"cmdr"`
	// Models at full strength, commander included (§12.1 counts losses from
	// it).
	Models *int `json:"models"`
	// Attack values vs infantry and vs cavalry; Dice per model for melee
	// (cavalry "8x3": 8 and 3); FireDice per model for ranged attacks.
	AttInf   *int `json:"atti"`
	AttCav   *int `json:"attc"`
	Dice     *int `json:"dice"`
	FireDice *int `json:"fdice"`
	Defense  *int `json:"def"`
	// Fortitude (intermediate rules).
	Fortitude *int `json:"fort"`
	// Ranged: the unit has ranged weapons; Chart its firepower chart
	// ("x 5 4 3 2 2", seed L396), nil if not known.
	Ranged bool    `json:"ranged"`
	Chart  *string `json:"chart"`
	// Ammo: starting ammunition (7 for every ranged unit, seed L408).
	Ammo *int `json:"ammo"`
	// Supply: a Peasant Transport's supply stock (seed L560).
	Supply *int `json:"supply"`
	// Orders on the card's back (order ids); nil: the card's list is not
	// known, and OrdersFor gives what the rules allow the unit.
	Orders []string `json:"orders"`
	// Src: where each known value comes from, by JSON field name.
	Src Sources `json:"src"`
}

// Card fields that may carry a source.
var cardFields = []string{"type", "kind", "cmdr", "models", "atti", "attc", "dice", "fdice", "def", "fort",
	"ranged", "chart", "ammo", "supply", "orders"}

func ip(n int) *int       { return &n }
func sp(s string) *string { return &s }

// foundCard is the source of the one card found outside the Italian rules
// (digest §16.2): the English rulebook's card illustration at this address.
const foundCard = "https://vdocuments.mx/samurai-battles-art-of-tactic-rules-eng.html"

// src is the source of a library value: the note of the catalogue's key
// on the printed titles of the sections holding the lines (in guillemets,
// as printed, the same in every language).
func src(key string, lines ...int) i18n.Msg { return i18n.M(key, rulebook.AoT.Title(lines...)) }

// The found card's id and name; its name as the API writes it, worded in
// the reader's language by Title.
const (
	foundCardID   = "card-16-2"
	foundCardName = "Card in the English rulebook (probably Ashigaru with yari)"
)

// found is the source of a value read on the card in the English rulebook.
func found() i18n.Msg { return i18n.M("aot.src.found-card", foundCard) }

// library holds only values the rulebook gives (§16.3); every other value
// is nil.
var library = []UnitCard{
	{ID: TypeYari, Type: TypeYari, Kind: Infantry, Commander: true, Models: ip(6), Dice: ip(1), Defense: ip(1),
		Src: Sources{
			"kind":   src("aot.src.infantry", 93, 224),       // cites rulebook l.93-l.95, l.224
			"cmdr":   src("aot.src.yari-commander", 224),     // cites rulebook l.224
			"models": src("aot.src.yari-models", 224),        // cites rulebook l.224
			"dice":   src("aot.src.infantry-dice", 224, 328), // cites rulebook l.224, l.328
			"def":    src("aot.src.yari-defense", 940),       // cites rulebook l.940
		}},
	{ID: TypeArquebus, Type: TypeArquebus, Kind: Infantry, Ranged: true, Dice: ip(1), FireDice: ip(1), Ammo: ip(7),
		Src: Sources{
			"kind":  src("aot.src.cited", 97),                 // cites rulebook l.97-l.99
			"dice":  src("aot.src.infantry-dice", 328),        // cites rulebook l.328
			"fdice": src("aot.src.ranged-as-melee", 328, 404), // cites rulebook l.328, l.404
			"ammo":  src("aot.src.cited", 408),                // cites rulebook l.408
		}},
	{ID: TypeNaginata, Type: TypeNaginata, Kind: Infantry, Models: ip(6), Dice: ip(1),
		Src: Sources{
			"kind":   src("aot.src.cited", 101),                   // cites rulebook l.101-l.103
			"models": src("aot.src.derived.naginata-models", 552), // cites rulebook l.552
			"dice":   src("aot.src.infantry-dice", 328),           // cites rulebook l.328
		}},
	{ID: TypeCavalry, Type: TypeCavalry, Kind: Cavalry, Commander: true, Models: ip(3), AttInf: ip(8), AttCav: ip(6),
		Dice: ip(3),
		Src: Sources{
			"kind":   src("aot.src.cited", 19, 105),                                       // cites rulebook l.19, l.105-l.107
			"cmdr":   src("aot.src.cavalry-commander", 226),                               // cites rulebook l.226
			"models": src("aot.src.derived.cavalry-models", 226),                          // cites rulebook l.226
			"atti":   i18n.M("aot.src.cited-figure", rulebook.AoT.Title(142, 934), "8x3"), // cites rulebook l.142, l.934
			"attc":   src("aot.src.cited", 142),                                           // cites rulebook l.142
			"dice":   src("aot.src.cited", 139, 226, 936),                                 // cites rulebook l.139-l.142, l.226, l.936
		}},
	{ID: TypeArchers, Type: TypeArchers, Kind: Infantry, Ranged: true, Dice: ip(1), FireDice: ip(1), Fortitude: ip(10),
		Chart: sp("x 5 4 3 2 2"), Ammo: ip(7),
		Src: Sources{
			"kind":  src("aot.src.cited", 109),                // cites rulebook l.109-l.111
			"dice":  src("aot.src.infantry-dice", 328),        // cites rulebook l.328
			"fdice": src("aot.src.ranged-as-melee", 328, 404), // cites rulebook l.328, l.404
			"fort":  src("aot.src.archers-fortitude", 956),    // cites rulebook l.956
			"chart": src("aot.src.cited", 125, 396),           // cites rulebook l.125, l.396
			"ammo":  src("aot.src.cited", 408),                // cites rulebook l.408
		}},
	{ID: TypeGeneral, Type: TypeGeneral, Commander: true,
		Src: Sources{"cmdr": src("aot.src.general-commander", 202, 608)}}, // cites rulebook l.202, l.608
	{ID: TypeNinja, Type: TypeNinja, Src: Sources{}},
	{ID: TypeHorseArchers, Type: TypeHorseArchers, Kind: Cavalry, Ranged: true, Ammo: ip(7),
		Src: Sources{
			"kind": src("aot.src.horsearchers-kind", 504),           // cites rulebook l.504
			"ammo": i18n.M("aot.src.cited", rulebook.AoT.Cite(408)), // cites rulebook l.408
		}},
	{ID: TypeTransport, Type: TypeTransport, Src: Sources{}},
	{ID: foundCardID, Type: TypeCustom, Name: foundCardName, Kind: Infantry,
		AttInf: ip(4), AttCav: ip(6), Dice: ip(1), Defense: ip(1), Fortitude: ip(10),
		Src: Sources{
			"kind":   src("aot.src.derived.not-cavalry", 139), // cites rulebook l.139
			"atti":   found(),
			"attc":   found(),
			"dice":   src("aot.src.infantry-dice", 328), // cites rulebook l.328
			"def":    found(),
			"fort":   found(),
			"ranged": i18n.M("aot.src.found-no-chart"),
		}},
}

// Library returns copies of the library cards: the values the rulebook
// gives for each unit type, everything else unknown (§16.3).
func Library() []UnitCard {
	out := make([]UnitCard, len(library))
	for i, c := range library {
		out[i] = c.Clone()
	}
	return out
}

// LibraryCard returns a copy of the library card with that id.
func LibraryCard(id string) (UnitCard, bool) {
	for _, c := range library {
		if c.ID == id {
			return c.Clone(), true
		}
	}
	return UnitCard{}, false
}

// Clone returns a deep copy.
func (c UnitCard) Clone() UnitCard {
	cp := func(p *int) *int {
		if p == nil {
			return nil
		}
		return ip(*p)
	}
	c.Models, c.AttInf, c.AttCav, c.Dice, c.FireDice = cp(c.Models), cp(c.AttInf), cp(c.AttCav), cp(c.Dice), cp(c.FireDice)
	c.Defense, c.Fortitude, c.Ammo, c.Supply = cp(c.Defense), cp(c.Fortitude), cp(c.Ammo), cp(c.Supply)
	if c.Chart != nil {
		c.Chart = sp(*c.Chart)
	}
	if c.Orders != nil {
		c.Orders = append([]string{}, c.Orders...)
	}
	if c.Src != nil {
		m := make(Sources, len(c.Src))
		for k, v := range c.Src {
			m[k] = v
		}
		c.Src = m
	}
	return c
}

// Title is the card's name: the user's name, else the unit type's (the
// found library card's in the catalogue).
func (c UnitCard) Title() i18n.Msg {
	if c.ID == foundCardID && c.Name == foundCardName {
		return i18n.M("aot.card.found.name")
	}
	if c.Name != "" {
		return i18n.M("aot.as-written", c.Name)
	}
	t, _ := UnitTypeByID(c.Type)
	return t.Msg
}

// Limits of a card.
const (
	MaxNameLen = 60
	MaxNumber  = 999
	MaxAmmo    = 20
	MaxSupply  = 99
)

// Validate reports every problem of the card, in both languages.
func (c *UnitCard) Validate() error {
	v := &tables.ValidationError{}
	t, okType := UnitTypeByID(c.Type)
	if !okType {
		v.Add("type", "aot.unknown-unit-type", c.Type)
	}
	if utf8.RuneCountInString(c.Name) > MaxNameLen || !utf8.ValidString(c.Name) ||
		strings.IndexFunc(c.Name, unicode.IsControl) >= 0 {
		v.Add("name", "aot.name-must-at-most-printable", MaxNameLen)
	}
	if c.Number < 0 || c.Number > MaxNumber {
		v.Add("number", "aot.unit-number-must-0", MaxNumber)
	}
	switch c.Kind {
	case "", Infantry, Cavalry:
		if okType && t.Kind != "" && c.Kind != t.Kind {
			v.Add("kind", "aot.card.type-is."+t.Kind)
		}
	default:
		v.Add("kind", "aot.unknown-unit-kind-use-inf", c.Kind)
	}
	if okType && t.Ranged && !c.Ranged {
		v.Add("ranged", "aot.this-unit-type-has-ranged")
	}
	c.validateValues(v)
	c.validateRanged(v)
	if c.Supply != nil && c.Type != TypeTransport {
		v.Add("supply", "aot.only-peasant-transport-has-supply")
	}
	c.validateOrders(v)
	for k := range c.Src {
		if !slices.Contains(cardFields, k) {
			v.Add("src", "aot.unknown-field-sources", k)
		}
	}
	return v.Err()
}

// validateValues checks that the card's values are in range, and that
// infantry rolls one die per model (§10.4).
func (c *UnitCard) validateValues(v *tables.ValidationError) {
	// rng refuses a value outside lo-hi; the message names the field.
	rng := func(f string, p *int, lo, hi int) {
		if p != nil && (*p < lo || *p > hi) {
			v.Add(f, "aot.card.range."+f, lo, hi)
		}
	}
	rng("models", c.Models, 1, MaxModels)
	rng("atti", c.AttInf, 0, MaxValue)
	rng("attc", c.AttCav, 0, MaxValue)
	rng("dice", c.Dice, 1, MaxDice)
	rng("fdice", c.FireDice, 1, MaxDice)
	rng("def", c.Defense, 0, MaxValue)
	rng("fort", c.Fortitude, 0, MaxFort)
	rng("ammo", c.Ammo, 0, MaxAmmo)
	rng("supply", c.Supply, 0, MaxSupply)
	if c.Kind == Infantry {
		if c.Dice != nil && *c.Dice != 1 {
			v.Add("dice", "aot.infantry-rolls-1-die-per", rulebook.AoT.Cite(318)) // cites §10.4
		}
		if c.FireDice != nil && *c.FireDice != 1 {
			v.Add("fdice", "aot.infantry-rolls-1-die-per", rulebook.AoT.Cite(318)) // cites §10.4
		}
	}
}

// validateRanged checks the firepower chart, ranged dice and ammunition:
// only for units with ranged weapons, and a chart that parses.
func (c *UnitCard) validateRanged(v *tables.ValidationError) {
	if !c.Ranged {
		if c.Chart != nil || c.FireDice != nil || c.Ammo != nil {
			v.Add("ranged", "aot.firepower-chart-ranged-dice-ammunition")
		}
		return
	}
	if c.Chart != nil {
		if _, err := ParseChart(*c.Chart); err != nil {
			ce, _ := err.(*ChartError)
			v.Add("chart", "aot.firepower-chart-write-one-box", ce.Msg)
		}
	}
}

func (c *UnitCard) validateOrders(v *tables.ValidationError) {
	if len(c.Orders) > len(Orders) {
		v.Add("orders", "aot.too-many-orders")
		return
	}
	seen := map[string]bool{}
	for _, id := range c.Orders {
		o, ok := OrderByID(id)
		switch {
		case !ok:
			v.Add("orders", "aot.unknown-order", id)
		case seen[id]:
			v.Add("orders", "aot.order-listed-twice", o.Msg)
		case o.Who == WhoForced:
			v.Add("orders", "aot.forced-by-morale-never-printed", o.Msg, rulebook.AoT.Cite(194)) // cites L194
		case !c.eligible(o, true):
			v.Add("orders", "aot.rules-do-not-allow-this", o.Msg, rulebook.AoT.Cite(428)) // cites §9.1
		}
		seen[id] = true
	}
}

// eligible reports whether the rules let this unit receive o (§9.1 "Who
// may receive it"); with an unknown kind, lenient allows kind-bound orders.
func (c *UnitCard) eligible(o Order, lenient bool) bool {
	kindIs := func(k string) bool { return c.Kind == k || lenient && c.Kind == "" }
	switch o.Who {
	case WhoAny, WhoAuto:
		return true
	case WhoFoot:
		return kindIs(Infantry)
	case WhoRanged:
		return c.Ranged
	case WhoCavRanged:
		return c.Ranged && kindIs(Cavalry)
	case WhoNinja:
		return c.Type == TypeNinja
	case WhoSupplies:
		return c.Ranged || c.Type == TypeTransport
	case WhoMerge:
		return c.Type != TypeGeneral
	}
	return false
}

// OrdersFor returns the orders to print on the back of the card, in
// execution-step order (§17.2): the card's own list when known, else every
// order the rules allow this unit (§9.1). Flee and Panic are never printed
// (seed L194).
func OrdersFor(card UnitCard) []Order {
	var out []Order
	for _, o := range Orders {
		if o.Who == WhoForced {
			continue
		}
		if card.Orders != nil {
			if slices.Contains(card.Orders, o.ID) {
				out = append(out, o)
			}
			continue
		}
		if card.eligible(o, false) {
			out = append(out, o)
		}
	}
	return out
}

// Unit returns calculator input filled from the card (the unit at full
// strength, Normal morale, no order) and the JSON names of the fields the
// calculator needs that the card leaves unknown.
func (c UnitCard) Unit() (Unit, []string) {
	u := Unit{Kind: c.Kind, Cmdr: c.Commander, General: c.Type == TypeGeneral, Ninja: c.Type == TypeNinja}
	var missing []string
	get := func(p *int, key string, dst *int) {
		if p == nil {
			missing = append(missing, key)
			return
		}
		*dst = *p
	}
	if c.Kind == "" {
		missing = append(missing, "kind")
	}
	get(c.Models, "models", &u.Models)
	get(c.AttInf, "atti", &u.AttInf)
	get(c.AttCav, "attc", &u.AttCav)
	get(c.Dice, "dice", &u.Dice)
	get(c.Defense, "def", &u.Def)
	get(c.Fortitude, "fort", &u.Fort)
	if c.Ranged {
		if c.Chart == nil {
			missing = append(missing, "chart")
		} else {
			u.Chart = *c.Chart
		}
		switch {
		case c.FireDice != nil:
			u.FireDice = *c.FireDice
		case c.Kind != Infantry:
			// Ranged cavalry: the rulebook gives no ranged dice (§19
			// item 10); until the user enters them A-10 decides.
			missing = append(missing, "fdice")
		}
	}
	return u, missing
}
