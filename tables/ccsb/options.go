package ccsb

import (
	"fmt"

	"sengoku/i18n"
	"sengoku/tables"
)

// Option is a rule point the digest marks uncertain (§8, plus §4.3 for the
// castle), exposed so the user can pick a reading: the one option type every
// system shares. Key is the Input field (json name) that carries it; the
// empty value means Default.
type Option = tables.Option

// optionTable is the list of uncertain rules (digest §8) that change what
// this calculator computes. §8.9–8.12 (Dragon card costs, "Order One Unit",
// Infantry Assault, scenario first player) and the line-of-sight halves of
// §8.7 do not enter a dice calculation and are left out.
var optionTable = tables.Options{
	{ID: "8.1", Key: "oFaces", Kind: tables.OptionChoice, Default: "uniform",
		Text:   i18n.M("ccsb.option.8.1.text"),
		Values: []tables.Choice{tables.C("uniform", i18n.M("ccsb.option.8.1.value.uniform"))}},
	{ID: "8.2", Key: "oSBMoved", Kind: tables.OptionChoice, Default: "to1",
		Text:   i18n.M("ccsb.option.8.2.text"),
		Values: []tables.Choice{tables.C("to1", i18n.M("ccsb.option.8.2.value.to1")), tables.C("by1", i18n.M("ccsb.option.8.2.value.by1"))}},
	{ID: "8.3", Key: "oAA", Kind: tables.OptionChoice, Default: "21",
		Text:   i18n.M("ccsb.option.8.3.text"),
		Values: aaChoices()},
	{ID: "8.4", Key: "oSBCClose", Kind: tables.OptionChoice, Default: "no",
		Text:   i18n.M("ccsb.option.8.4.text"),
		Values: []tables.Choice{tables.C("no", i18n.M("ccsb.option.8.4.value.no")), tables.C("yes", i18n.M("ccsb.option.8.4.value.yes"))}},
	{ID: "8.5", Key: "oAC", Kind: tables.OptionChoice, Default: "two",
		Text:   i18n.M("ccsb.option.8.5.text"),
		Values: []tables.Choice{tables.C("two", i18n.M("ccsb.option.8.5.value.two")), tables.C("one", i18n.M("ccsb.option.8.5.value.one-sword"))}},
	{ID: "8.6", Key: "oReroll", Kind: tables.OptionChoice, Default: "yes",
		Text:   i18n.M("ccsb.option.8.6.text"),
		Values: []tables.Choice{tables.C("yes", i18n.M("ccsb.option.8.6.value.yes")), tables.C("no", i18n.M("ccsb.option.8.6.value.no"))}},
	{ID: "8.7", Key: "oFord", Kind: tables.OptionChoice, Default: "text",
		Text:   i18n.M("ccsb.option.8.7.text"),
		Values: []tables.Choice{tables.C("text", i18n.M("ccsb.option.8.7.value.text")), tables.C("chart", i18n.M("ccsb.option.8.7.value.chart"))}},
	{ID: "8.8", Key: "oBldg", Kind: tables.OptionChoice, Default: "no",
		Text:   i18n.M("ccsb.option.8.8.text"),
		Values: []tables.Choice{tables.C("no", i18n.M("ccsb.option.8.8.value.no")), tables.C("yes", i18n.M("ccsb.option.8.8.value.yes"))}},
	{ID: "8.13a", Key: "oBBTok", Kind: tables.OptionChoice, Default: "yes",
		Text:   i18n.M("ccsb.option.8.13a.text"),
		Values: []tables.Choice{tables.C("yes", i18n.M("ccsb.option.8.13a.value.yes")), tables.C("no", i18n.M("ccsb.option.8.13a.value.no"))}},
	{ID: "8.13b", Key: "oLILdr", Kind: tables.OptionChoice, Default: "perhex",
		Text:   i18n.M("ccsb.option.8.13b.text"),
		Values: []tables.Choice{tables.C("perhex", i18n.M("ccsb.option.8.13b.value.perhex")), tables.C("none", i18n.M("ccsb.option.8.13b.value.none"))}},
	{ID: "8.13c", Key: "oLevy", Kind: tables.OptionChoice, Default: "once",
		Text:   i18n.M("ccsb.option.8.13c.text"),
		Values: []tables.Choice{tables.C("once", i18n.M("ccsb.option.8.13c.value.once")), tables.C("perunit", i18n.M("ccsb.option.8.13c.value.perunit"))}},
	{ID: "4.3", Key: "oCastle", Kind: tables.OptionChoice, Default: "no",
		Text:   i18n.M("ccsb.option.4.3.text"),
		Values: []tables.Choice{tables.C("no", i18n.M("ccsb.option.4.3.value.no")), tables.C("yes", i18n.M("ccsb.option.4.3.value.yes"))}},
}

func aaChoices() []tables.Choice {
	var out []tables.Choice
	for n := 1; n <= 3; n++ {
		for m := 1; m <= n; m++ {
			v := fmt.Sprintf("%d%d", n, m)
			out = append(out, tables.C(v, i18n.M("ccsb.option.8.3.value", n, m)))
		}
	}
	return out
}

// Options returns the uncertain rules the user may set, with their allowed
// values and defaults.
func Options() tables.Options { return optionTable.Clone() }

// options are the resolved option values of one calculation.
type options struct {
	faces, sbMoved, aa, sbcClose, ac, reroll, ford, buildings, bbTok, liLdr, levy, castle string
}

// fields returns pointers to the Input option fields and the resolved
// values, in optionTable order.
func (in *Input) optionFields() []*string {
	return []*string{&in.OFaces, &in.OSBMoved, &in.OAA, &in.OSBCClose, &in.OAC, &in.OReroll,
		&in.OFord, &in.OBldg, &in.OBBTok, &in.OLILdr, &in.OLevy, &in.OCastle}
}

// resolveOptions fills defaults and reports values not allowed (when v is
// not nil), which then count as the default.
func (in *Input) resolveOptions(v *tables.ValidationError) options {
	if v == nil {
		v = &tables.ValidationError{}
	}
	vals := make([]string, len(optionTable))
	for i, f := range in.optionFields() {
		vals[i] = optionTable[i].Check(optionTable[i].Key, *f, v)
	}
	return options{faces: vals[0], sbMoved: vals[1], aa: vals[2], sbcClose: vals[3], ac: vals[4],
		reroll: vals[5], ford: vals[6], buildings: vals[7], bbTok: vals[8], liLdr: vals[9],
		levy: vals[10], castle: vals[11]}
}

// OptionValues returns the options by key as in holds them ("" for a
// default).
func (in *Input) OptionValues() map[string]string {
	out := make(map[string]string, len(optionTable))
	for i, f := range in.optionFields() {
		out[optionTable[i].Key] = *f
	}
	return out
}

// applied lists the option values used, keyed by Input field.
func (o options) applied() map[string]string {
	vals := []string{o.faces, o.sbMoved, o.aa, o.sbcClose, o.ac, o.reroll, o.ford, o.buildings,
		o.bbTok, o.liLdr, o.levy, o.castle}
	out := make(map[string]string, len(vals))
	for i, v := range vals {
		out[optionTable[i].Key] = v
	}
	return out
}

// aaDice returns the arquebus ranged dice at range 2–3 and at range 4.
func (o options) aaDice() (near, far int) {
	if len(o.aa) == 2 {
		return int(o.aa[0] - '0'), int(o.aa[1] - '0')
	}
	return 2, 1
}

// trunc shortens user text echoed in a message.
func trunc(s string) string {
	r := []rune(s)
	if len(r) > 24 {
		return string(r[:24]) + "…"
	}
	return s
}
