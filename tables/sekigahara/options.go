package sekigahara

import (
	"sengoku/i18n"
	"sengoku/tables"
)

// Options are the ambiguities of the digest (section 10) that change what
// these calculators compute. Every field is a string holding one of the
// allowed values listed by OptionList; the empty string means the default.
// Booleans are "true" or "false", as in the digest's config keys.
type Options struct {
	// SpecialChainCounts (S-09): which earlier blocks add +2 to a Special
	// Attack: "allWithSymbol" (default) or "specialOnly".
	SpecialChainCounts string `json:"specialChainCounts,omitempty"`
	// FreeLeaders (S-10): free commander deployments allowed before the
	// first card: "unlimitedBeforeFirstCard" (default) or "one".
	FreeLeaders string `json:"freeLeaders,omitempty"`
	// DefectionTransfersSpecial (S-11): whether the challenger also gains
	// the Special Attack bonus of a defecting block: "false" (default).
	DefectionTransfersSpecial string `json:"defectionTransfersSpecial,omitempty"`
	// FreeLeaderInSiege (S-20): commanders may deploy free in a siege:
	// "true" (default).
	FreeLeaderInSiege string `json:"freeLeaderInSiege,omitempty"`
	// CommandRequiresLeaderMoving (S-07): a commander gives command only
	// if he moves with the group: "false" (default).
	CommandRequiresLeaderMoving string `json:"commandRequiresLeaderMoving,omitempty"`
	// OverrunDraws (S-14): the side that lost blocks to an overrun draws
	// one card per two blocks: "true" (default).
	OverrunDraws string `json:"overrunDraws,omitempty"`
	// CastleTieBothDraw (S-06): on a tie for most castles both players
	// draw the 6th card: "false" (default, nobody draws it).
	CastleTieBothDraw string `json:"castleTieBothDraw,omitempty"`
}

// optionDefs is the option data; field reads and writes the matching
// Options field.
var optionDefs = []struct {
	tables.Option
	field func(*Options) *string
}{
	{tables.Option{ID: "S-07", Key: "commandRequiresLeaderMoving", Kind: tables.OptionBool, Values: tables.Bool(), Default: "false",
		Applies: []string{"move"},
		Text:    i18n.M("sekigahara.option.s-07.text")},
		func(o *Options) *string { return &o.CommandRequiresLeaderMoving }},
	{tables.Option{ID: "S-09", Key: "specialChainCounts", Kind: tables.OptionChoice, Values: []tables.Choice{
		tables.C("allWithSymbol", i18n.M("sekigahara.option.s-09.value.all-with-symbol")),
		tables.C("specialOnly", i18n.M("sekigahara.option.s-09.value.special-only"))}, Default: "allWithSymbol",
		Applies: []string{"battle"},
		Text:    i18n.M("sekigahara.option.s-09.text")},
		func(o *Options) *string { return &o.SpecialChainCounts }},
	{tables.Option{ID: "S-10", Key: "freeLeaders", Kind: tables.OptionChoice, Values: []tables.Choice{
		tables.C("unlimitedBeforeFirstCard", i18n.M("sekigahara.option.s-10.value.unlimited-before-first-card")),
		tables.C("one", i18n.M("sekigahara.option.s-10.value.only-one"))}, Default: "unlimitedBeforeFirstCard",
		Applies: []string{"battle", "siege"},
		Text:    i18n.M("sekigahara.option.s-10.text")},
		func(o *Options) *string { return &o.FreeLeaders }},
	{tables.Option{ID: "S-11", Key: "defectionTransfersSpecial", Kind: tables.OptionBool, Values: tables.Bool(), Default: "false",
		Applies: []string{"battle"},
		Text:    i18n.M("sekigahara.option.s-11.text")},
		func(o *Options) *string { return &o.DefectionTransfersSpecial }},
	{tables.Option{ID: "S-20", Key: "freeLeaderInSiege", Kind: tables.OptionBool, Values: tables.Bool(), Default: "true",
		Applies: []string{"siege"},
		Text:    i18n.M("sekigahara.option.s-20.text")},
		func(o *Options) *string { return &o.FreeLeaderInSiege }},
	{tables.Option{ID: "S-14", Key: "overrunDraws", Kind: tables.OptionBool, Values: tables.Bool(), Default: "true",
		Applies: []string{"overrun"},
		Text:    i18n.M("sekigahara.option.s-14.text")},
		func(o *Options) *string { return &o.OverrunDraws }},
	{tables.Option{ID: "S-06", Key: "castleTieBothDraw", Kind: tables.OptionBool, Values: tables.Bool(), Default: "false",
		Applies: []string{"reinforcement"},
		Text:    i18n.M("sekigahara.option.s-06.text")},
		func(o *Options) *string { return &o.CastleTieBothDraw }},
}

// OptionList returns the options the UI can show, in digest order.
func OptionList() tables.Options {
	out := make(tables.Options, len(optionDefs))
	for i, d := range optionDefs {
		out[i] = d.Option
	}
	return out.Clone()
}

// DefaultOptions returns every option at its documented default.
func DefaultOptions() Options {
	var o Options
	return o.WithDefaults()
}

// WithDefaults returns o with every empty field set to its default and
// every allowed value in its canonical spelling ("TRUE", "on" → "true").
func (o Options) WithDefaults() Options {
	for _, d := range optionDefs {
		p := d.field(&o)
		if val, ok := d.Resolve(*p); ok {
			*p = val
		}
	}
	return o
}

// validate adds a problem for every option holding a value it does not
// allow.
func (o Options) validate(v *tables.ValidationError) {
	for _, d := range optionDefs {
		d.Check("options."+d.Key, *d.field(&o), v)
	}
}

// Values returns the options by key as o holds them ("" for a default).
func (o Options) Values() map[string]string {
	out := make(map[string]string, len(optionDefs))
	for _, d := range optionDefs {
		out[d.Key] = *d.field(&o)
	}
	return out
}
