package senjutsu

import (
	"strconv"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Options are the points the rulebook leaves open (digest §29, "Uncertainties")
// that change what this package computes. Each has the documented default;
// a zero value means "default" (see Normalize), so `{}` in JSON is the
// default rule set.
type Options struct {
	// DeckSize is the default Skill-deck size: 40 (§4) or 30 (§23). U1.
	DeckSize int `json:"deck_size"`
	// DiscardPlayed: "all" in-play Skill cards are discarded at Discard step 1
	// (reference summary, default), or only "one" of them (literal OCR). U5.
	DiscardPlayed string `json:"discard_played"`
	// CrippledStacking: "per_card" (−1 per active Crippled card, default, as a
	// community implementation does) or "single" (−1 however many). U7.
	CrippledStacking string `json:"crippled_stacking"`
	// CrippledRotations: end-of-turn rotations after which a Crippled card is
	// upright again and discarded: 4 (90° per turn, default) ... U7.
	CrippledRotations int `json:"crippled_rotations"`
	// StunSpeed: a played Stun card's speed is "entered" by the players
	// (default: the seed does not give it) or is "zero" (1.5 edition). U8.
	StunSpeed string `json:"stun_speed"`
	// PlayedStun: a played Stun card is "removed" from the game at the end of
	// the turn (default, inferred) or goes back "to_hand". U8.
	PlayedStun string `json:"played_stun"`
	// BleedingEmptyDeck: with an empty deck the Bleeding discard is "skip"ped
	// (default, community implementation) or costs a "wound". U9.
	BleedingEmptyDeck string `json:"bleeding_empty_deck"`
	// FocusOverflow: Focus gained above 3 is "lost" (default, inferred) or the
	// tracker "refuse"s the action. U10.
	FocusOverflow string `json:"focus_overflow"`
	// WeaponTie: in a same-speed tie a Special Weapon card is ranked by its
	// type first and goes after non-Special cards of that type ("after_type",
	// default, digest §28.3), or every non-Special card goes before it whatever
	// the types ("before_type", the other reading of §7.3).
	WeaponTie string `json:"weapon_tie"`
	// SpeedCompare: initiative-comparison attacks (§12.7) compare
	// Crippled-adjusted ("effective", default, inferred) or "printed" speeds.
	SpeedCompare string `json:"speed_compare"`
}

// optionTable is the data behind OptionList, Normalize and Validate.
var optionTable = tables.Options{
	{ID: "U1", Key: "deck_size", Kind: tables.OptionChoice, Values: tables.Plain("40", "30"), Default: "40", Source: rulebook.Senjutsu.Title(1543, 1543), // cites §4, §23
		Text: i18n.M("senjutsu.option.u1.text")},
	{ID: "U5", Key: "discard_played", Kind: tables.OptionChoice, Values: []tables.Choice{tables.C("all", i18n.M("senjutsu.option.u5.value.all")), tables.C("one", i18n.M("senjutsu.option.u5.value.only-one"))}, Default: "all", Source: rulebook.Senjutsu.Title(517), // cites §6.6
		Text: i18n.M("senjutsu.option.u5.text")},
	{ID: "U7a", Key: "crippled_stacking", Kind: tables.OptionChoice, Values: []tables.Choice{tables.C("per_card", i18n.M("senjutsu.option.u7a.value.per-card")), tables.C("single", i18n.M("senjutsu.option.u7a.value.single"))}, Default: "per_card", Source: rulebook.Senjutsu.Title(1202), // cites §17.4
		Text: i18n.M("senjutsu.option.u7a.text")},
	{ID: "U7b", Key: "crippled_rotations", Kind: tables.OptionChoice, Values: tables.Plain("1", "2", "3", "4"), Default: "4", Source: rulebook.Senjutsu.Title(1202), // cites §17.4
		Text: i18n.M("senjutsu.option.u7b.text")},
	{ID: "U8a", Key: "stun_speed", Kind: tables.OptionChoice, Values: []tables.Choice{tables.C("entered", i18n.M("senjutsu.option.u8a.value.entered")), tables.C("zero", i18n.M("senjutsu.option.u8a.value.zero"))}, Default: "entered", Source: rulebook.Senjutsu.Title(1176, 1176), // cites §17.3, §27
		Text: i18n.M("senjutsu.option.u8a.text")},
	{ID: "U8b", Key: "played_stun", Kind: tables.OptionChoice, Values: []tables.Choice{tables.C("removed", i18n.M("senjutsu.option.u8b.value.removed")), tables.C("to_hand", i18n.M("senjutsu.option.u8b.value.to-hand"))}, Default: "removed", Source: rulebook.Senjutsu.Title(1176), // cites §17.3
		Text: i18n.M("senjutsu.option.u8b.text")},
	{ID: "U9", Key: "bleeding_empty_deck", Kind: tables.OptionChoice, Values: []tables.Choice{tables.C("skip", i18n.M("senjutsu.option.u9.value.skip")), tables.C("wound", i18n.M("senjutsu.option.u9.value.wound"))}, Default: "skip", Source: rulebook.Senjutsu.Title(857), // cites §17.2
		Text: i18n.M("senjutsu.option.u9.text")},
	{ID: "U10", Key: "focus_overflow", Kind: tables.OptionChoice, Values: []tables.Choice{tables.C("lost", i18n.M("senjutsu.option.u10.value.lost")), tables.C("refuse", i18n.M("senjutsu.option.u10.value.refuse"))}, Default: "lost", Source: rulebook.Senjutsu.Title(173), // cites §9.5
		Text: i18n.M("senjutsu.option.u10.text")},
	{ID: rulebook.Senjutsu.Title(533), Key: "weapon_tie", Kind: tables.OptionChoice, Values: []tables.Choice{tables.C("after_type", i18n.M("senjutsu.option.weapon-tie.value.after-type")), tables.C("before_type", i18n.M("senjutsu.option.weapon-tie.value.before-type"))}, Default: "after_type", Source: rulebook.Senjutsu.Title(533, 533), // cites §7.3, §28.3; §7.3
		Text: i18n.M("senjutsu.option.weapon-tie.text")},
	{ID: rulebook.Senjutsu.Title(1605), Key: "speed_compare", Kind: tables.OptionChoice, Values: []tables.Choice{tables.C("effective", i18n.M("senjutsu.option.speed-compare.value.effective")), tables.C("printed", i18n.M("senjutsu.option.speed-compare.value.printed"))}, Default: "effective", Source: rulebook.Senjutsu.Title(1605), // cites §12.7
		Text: i18n.M("senjutsu.option.speed-compare.text")},
}

// OptionList returns the options with their allowed values and defaults, for
// the UI to show.
func OptionList() tables.Options { return optionTable.Clone() }

// DefaultOptions returns every option at its documented default.
func DefaultOptions() Options { return Options{}.Normalize() }

// get returns the option named by its JSON key, as text.
func (o Options) get(key string) string {
	switch key {
	case "deck_size":
		return strconv.Itoa(o.DeckSize)
	case "crippled_rotations":
		return strconv.Itoa(o.CrippledRotations)
	}
	if p, ok := o.texts()[key]; ok {
		return *p
	}
	return ""
}

// texts points at the options held as text, by JSON key.
func (o *Options) texts() map[string]*string {
	return map[string]*string{
		"discard_played": &o.DiscardPlayed, "crippled_stacking": &o.CrippledStacking,
		"stun_speed": &o.StunSpeed, "played_stun": &o.PlayedStun,
		"bleeding_empty_deck": &o.BleedingEmptyDeck, "focus_overflow": &o.FocusOverflow,
		"weapon_tie": &o.WeaponTie, "speed_compare": &o.SpeedCompare,
	}
}

// Normalize returns o with every unset (zero) option at its default and
// every allowed value in its own spelling.
func (o Options) Normalize() Options {
	if o.DeckSize == 0 {
		o.DeckSize = optionInt("deck_size")
	}
	if o.CrippledRotations == 0 {
		o.CrippledRotations = optionInt("crippled_rotations")
	}
	for key, p := range o.texts() {
		opt, _ := optionTable.Lookup(key)
		if v, ok := opt.Resolve(*p); ok {
			*p = v
		}
	}
	return o
}

// optionInt is the default of a numeric option.
func optionInt(key string) int {
	opt, _ := optionTable.Lookup(key)
	n, _ := strconv.Atoi(opt.Default)
	return n
}

// Validate reports options outside their allowed values (after Normalize).
func (o Options) Validate() error {
	v := &tables.ValidationError{}
	o.validate(v, "options.")
	return v.Err()
}

func (o Options) validate(v *tables.ValidationError, prefix string) {
	n := o.Normalize()
	for _, opt := range optionTable {
		opt.Check(prefix+opt.Key, n.get(opt.Key), v)
	}
}

// crippledPenalty is the speed penalty of n active Crippled cards.
func (o Options) crippledPenalty(n int) int {
	if n <= 0 {
		return 0
	}
	if o.Normalize().CrippledStacking == "single" {
		return 1
	}
	return n
}
