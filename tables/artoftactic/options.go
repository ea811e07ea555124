package artoftactic

import (
	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Options resolves the rulebook's ambiguities (digest §19: A-nn is item nn
// of that list) and the calculator's own open choices (C-nn). The empty
// string selects the default, so a zero Options is the documented default.
// The JSON names are the option keys of OptionList.
type Options struct {
	// A04: the forced move of a Shaken unit is the Flee order (seed L1081,
	// default "flee") or the Retreat order (seed L839, "retreat"); it decides
	// which modifiers an order "flee" applies.
	A04 string `json:"a04"`
	// A05: Flee/Panic order modifiers equal the Shaken/Panicked penalties;
	// apply them once ("once", default) or on top of the morale level
	// ("both").
	A05 string `json:"a05"`
	// A06: the test when the own General is destroyed is at -2 in total
	// ("2", default) or -2 on top of the permanent -2 ("4").
	A06 string `json:"a06"`
	// A07: the General's own unit gets the "General within 2 hexes" bonus
	// ("no", default; "yes").
	A07 string `json:"a07"`
	// A08: morale level, Honor and the General's Inspire change firepower as
	// they change attack ("no", default: the seed names only the attack
	// value; "yes").
	A08 string `json:"a08"`
	// A09: a unit without a commander may receive Retreat ("allow",
	// default, else it could never leave a melee; "forbid": not in the
	// seed's list L206-L211).
	A09 string `json:"a09"`
	// A10: dice per model of a cavalry ranged attack when the card does not
	// print its ranged dice (§19 item 10; printed ranged dice always
	// apply): the card's dice per model as in melee ("card", default:
	// ranged attacks follow the melee procedure, seed L404) or 1 per model
	// ("one").
	A10 string `json:"a10"`
	// A14: All-Around Defense fortitude modifier: -1 as the seed says ("-1",
	// default) or none ("0").
	A14 string `json:"a14"`
	// C01: when casualties trigger fortitude tests: one test per combat step
	// for that step's casualties ("step", default: effects of one step are
	// simultaneous, seed L34, L181), or one test after each attacking unit's
	// attack, in the listed order ("attack").
	C01 string `json:"c01"`
}

// optionInfo describes every option: id, key, allowed values, default, a
// short bilingual description and the printed rulebook's sections.
var optionInfo = tables.Options{
	{ID: "A-04", Key: "a04", Kind: tables.OptionChoice, Default: "flee",
		Values: []tables.Choice{
			tables.C("flee", i18n.M("aot.option.a-04.value.flee", rulebook.AoT.Cite(1081))),      // seed l.1081
			tables.C("retreat", i18n.M("aot.option.a-04.value.retreat", rulebook.AoT.Cite(839))), // seed l.839
		},
		Text:   i18n.M("aot.option.a-04.text"),
		Source: rulebook.AoT.Title(839, 851, 1081)}, // digest §19 item 4; seed l.839, l.851, l.1081
	{ID: "A-05", Key: "a05", Kind: tables.OptionChoice, Default: "once",
		Values: []tables.Choice{
			tables.C("once", i18n.M("aot.option.a-05.value.once")),
			tables.C("both", i18n.M("aot.option.a-05.value.both")),
		},
		Text:   i18n.M("aot.option.a-05.text"),
		Source: rulebook.AoT.Title(1079, 1093)}, // digest §19 item 5; seed l.1079, l.1093
	{ID: "A-06", Key: "a06", Kind: tables.OptionChoice, Default: "2",
		Values: []tables.Choice{
			tables.C("2", i18n.M("aot.option.a-06.value.2")),
			tables.C("4", i18n.M("aot.option.a-06.value.4")),
		},
		Text:   i18n.M("aot.option.a-06.text"),
		Source: rulebook.AoT.Title(950, 1121)}, // digest §19 item 6; seed l.950, l.1121
	{ID: "A-07", Key: "a07", Kind: tables.OptionChoice, Default: "no",
		Values: []tables.Choice{
			tables.C("no", i18n.M("aot.option.a-07.value.no")),
			tables.C("yes", i18n.M("aot.option.a-07.value.yes")),
		},
		Text:   i18n.M("aot.option.a-07.text"),
		Source: rulebook.AoT.Title(1117)}, // digest §19 item 7; seed l.1117
	{ID: "A-08", Key: "a08", Kind: tables.OptionChoice, Default: "no",
		Values: []tables.Choice{
			tables.C("no", i18n.M("aot.option.a-08.value.no")),
			tables.C("yes", i18n.M("aot.option.a-08.value.yes")),
		},
		Text:   i18n.M("aot.option.a-08.text"),
		Source: rulebook.AoT.Title(753, 817, 1117)}, // digest §19 item 8; seed l.753, l.817, l.1117
	{ID: "A-09", Key: "a09", Kind: tables.OptionChoice, Default: "allow",
		Values: []tables.Choice{
			tables.C("allow", i18n.M("aot.option.a-09.value.allow")),
			tables.C("forbid", i18n.M("aot.option.a-09.value.forbid")),
		},
		Text:   i18n.M("aot.option.a-09.text"),
		Source: rulebook.AoT.Title(206, 578)}, // digest §19 item 9; seed l.206-l.213, l.578
	{ID: "A-10", Key: "a10", Kind: tables.OptionChoice, Default: "card",
		Values: []tables.Choice{
			tables.C("card", i18n.M("aot.option.a-10.value.card")),
			tables.C("one", i18n.M("aot.option.a-10.value.one-die")),
		},
		Text:   i18n.M("aot.option.a-10.text"),
		Source: rulebook.AoT.Title(404)}, // digest §19 item 10; seed l.404
	{ID: "A-14", Key: "a14", Kind: tables.OptionChoice, Default: "-1",
		Values: []tables.Choice{
			tables.C("-1", i18n.M("aot.option.a-14.value.-1")),
			tables.C("0", i18n.M("aot.option.a-14.value.0")),
		},
		Text:   i18n.M("aot.option.a-14.text"),
		Source: rulebook.AoT.Title(997)}, // digest §19 item 14; seed l.997
	{ID: "C-01", Key: "c01", Kind: tables.OptionChoice, Default: "step",
		Values: []tables.Choice{
			tables.C("step", i18n.M("aot.option.c-01.value.step")),
			tables.C("attack", i18n.M("aot.option.c-01.value.attack")),
		},
		Text:   i18n.M("aot.option.c-01.text"),
		Source: rulebook.AoT.Title(34, 181, 946)}, // seed l.34, l.181, l.946
}

// OptionList describes every option: id, key, allowed values, default and a
// short bilingual description.
func OptionList() tables.Options { return optionInfo.Clone() }

// ptrs lists the option fields in OptionList order.
func (o *Options) ptrs() []*string {
	return []*string{&o.A04, &o.A05, &o.A06, &o.A07, &o.A08, &o.A09, &o.A10, &o.A14, &o.C01}
}

// Validate reports option values that are not allowed.
func (o Options) Validate() error {
	v := &tables.ValidationError{}
	o.validate(v, "")
	return v.Err()
}

func (o *Options) validate(v *tables.ValidationError, prefix string) {
	for i, p := range o.ptrs() {
		optionInfo[i].Check(prefix+optionInfo[i].Key, *p, v)
	}
}

// resolved returns the options with defaults filled in and every value in
// its own spelling.
func (o Options) resolved() Options {
	for i, p := range o.ptrs() {
		if v, ok := optionInfo[i].Resolve(*p); ok {
			*p = v
		}
	}
	return o
}

// Values returns the options by key as o holds them ("" for a default).
func (o Options) Values() map[string]string {
	out := map[string]string{}
	for i, p := range o.ptrs() {
		out[optionInfo[i].Key] = *p
	}
	return out
}
