package sekigahara

import "sengoku/tables"

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

// Option describes one entry of Options for the UI.
type Option struct {
	// ID is the ambiguity's number in the digest, e.g. "S-09".
	ID string `json:"id"`
	// Key is the config key (`sekigahara.<key>`) and the JSON/query name.
	Key     string   `json:"key"`
	Allowed []string `json:"allowed"`
	Default string   `json:"default"`
	// Applies lists the calculators the option changes: battle, siege,
	// move, overrun, reinforcement.
	Applies []string `json:"applies"`
	EN      string   `json:"en"`
	IT      string   `json:"it"`
}

// optionDefs is the option data; field reads and writes the matching
// Options field.
var optionDefs = []struct {
	Option
	field func(*Options) *string
}{
	{Option{ID: "S-07", Key: "commandRequiresLeaderMoving", Allowed: []string{"false", "true"}, Default: "false",
		Applies: []string{"move"},
		EN:      "A commander gives command (+1 movement) only if he moves with the group (7.3.4). Default: no, he only has to be in the starting location.",
		IT:      "Un comandante dà il comando (+1 al movimento) solo se muove con il gruppo (7.3.4). Predefinito: no, basta che sia nella locazione di partenza."},
		func(o *Options) *string { return &o.CommandRequiresLeaderMoving }},
	{Option{ID: "S-09", Key: "specialChainCounts", Allowed: []string{"allWithSymbol", "specialOnly"}, Default: "allWithSymbol",
		Applies: []string{"battle"},
		EN:      "Which earlier blocks add +2 to a Special Attack (8.4.1): every same-side block with the symbol, or only those that made a Special Attack themselves (defectors always count, 8.6.2).",
		IT:      "Quali blocchi già schierati aggiungono +2 a un Attacco Speciale (8.4.1): tutti quelli della stessa parte con il simbolo, o solo quelli che hanno fatto a loro volta un Attacco Speciale (i disertori contano sempre, 8.6.2)."},
		func(o *Options) *string { return &o.SpecialChainCounts }},
	{Option{ID: "S-10", Key: "freeLeaders", Allowed: []string{"unlimitedBeforeFirstCard", "one"}, Default: "unlimitedBeforeFirstCard",
		Applies: []string{"battle", "siege"},
		EN:      "How many commanders may deploy without a card (8.2.4): any number before the side's first card deployment, or only one.",
		IT:      "Quanti comandanti possono schierarsi senza carta (8.2.4): quanti se ne vuole prima del primo schieramento con carta, o uno solo."},
		func(o *Options) *string { return &o.FreeLeaders }},
	{Option{ID: "S-11", Key: "defectionTransfersSpecial", Allowed: []string{"false", "true"}, Default: "false",
		Applies: []string{"battle"},
		EN:      "When a block defects (8.6), the challenger also gains its Special Attack bonus. Default: no, only mon and same-daimyo bonus; the deployer loses the whole Impact.",
		IT:      "Quando un blocco diserta (8.6), chi ha giocato la Prova guadagna anche il bonus dell'Attacco Speciale. Predefinito: no, solo mon e bonus dello stesso daimyo; chi ha schierato perde tutto l'Impatto."},
		func(o *Options) *string { return &o.DefectionTransfersSpecial }},
	{Option{ID: "S-20", Key: "freeLeaderInSiege", Allowed: []string{"true", "false"}, Default: "true",
		Applies: []string{"siege"},
		EN:      "Commanders may deploy without a card in a siege (8.2.4, 8.9.4).",
		IT:      "I comandanti possono schierarsi senza carta in un assedio (8.2.4, 8.9.4)."},
		func(o *Options) *string { return &o.FreeLeaderInSiege }},
	{Option{ID: "S-14", Key: "overrunDraws", Allowed: []string{"true", "false"}, Default: "true",
		Applies: []string{"overrun"},
		EN:      "After an overrun the side that lost blocks draws 1 card per 2 blocks lost (8.10).",
		IT:      "Dopo uno Sbaragliamento la parte che ha perso blocchi pesca 1 carta ogni 2 blocchi persi (8.10)."},
		func(o *Options) *string { return &o.OverrunDraws }},
	{Option{ID: "S-06", Key: "castleTieBothDraw", Allowed: []string{"false", "true"}, Default: "false",
		Applies: []string{"reinforcement"},
		EN:      "On a tie for most castles both players draw the 6th card (6.2). Default: nobody draws it.",
		IT:      "In caso di parità nel numero di castelli entrambi i giocatori pescano la sesta carta (6.2). Predefinito: nessuno la pesca."},
		func(o *Options) *string { return &o.CastleTieBothDraw }},
}

// OptionList returns the options the UI can show, in digest order.
func OptionList() []Option {
	out := make([]Option, len(optionDefs))
	for i, d := range optionDefs {
		o := d.Option
		o.Allowed = append([]string(nil), d.Allowed...)
		o.Applies = append([]string(nil), d.Applies...)
		out[i] = o
	}
	return out
}

// DefaultOptions returns every option at its documented default.
func DefaultOptions() Options {
	var o Options
	return o.WithDefaults()
}

// WithDefaults returns o with every empty field set to its default.
func (o Options) WithDefaults() Options {
	for _, d := range optionDefs {
		if p := d.field(&o); *p == "" {
			*p = d.Default
		}
	}
	return o
}

// validate adds a problem for every option holding a value it does not
// allow.
func (o Options) validate(v *tables.ValidationError) {
	for _, d := range optionDefs {
		val := *d.field(&o)
		if val == "" {
			continue
		}
		ok := false
		for _, a := range d.Allowed {
			if val == a {
				ok = true
			}
		}
		if !ok {
			v.Addf("options."+d.Key,
				"%s (%s): %q is not one of %v.",
				"%s (%s): %q non è uno dei valori ammessi %v.",
				d.Key, d.ID, val, d.Allowed)
		}
	}
}
