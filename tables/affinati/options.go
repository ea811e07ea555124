package affinati

import (
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Options are the ambiguities of the digest (§17, B-01 … B-30) that change
// what these calculators compute. Every field is an OptionValue, a string
// holding one of the values OptionList allows; the empty string means the
// documented default. In JSON an option may also be given as a number or a
// boolean ("distanceScale": 2, "allowDismount": false). The JSON and form names are the digest's config keys without the
// "affinati." prefix. Calculator inputs embed Options, so in JSON and in a
// URL query the options sit beside the other fields ("factorSource=table").
type Options struct {
	// DistanceScale (B-01): multiplier for every distance when 25 mm
	// figures play on the 120 cm table: a number from 0.5 to 4, default 1.
	DistanceScale OptionValue `json:"distanceScale,omitempty"`
	// FactorSource (B-02): "text" (default, the troop descriptions) or
	// "table" (the summary table, with Archer and Arquebusier CFs swapped).
	FactorSource OptionValue `json:"factorSource,omitempty"`
	// MountedDifficultMove (B-03): "2.5" (default) or "5" cm.
	MountedDifficultMove OptionValue `json:"mountedDifficultMove,omitempty"`
	// MonkDifficultBonus (B-04): melee bonus of Warrior Monks in difficult
	// terrain: "0" (default), "1" or "2".
	MonkDifficultBonus OptionValue `json:"monkDifficultBonus,omitempty"`
	// AllowDismount (B-05): Mounted Samurai may dismount: "true" (default).
	AllowDismount OptionValue `json:"allowDismount,omitempty"`
	// PIPSurcharge (B-12): "single" (default, +1 at most) or "cumulative".
	PIPSurcharge OptionValue `json:"pipSurcharge,omitempty"`
	// CavBreakoffVsEqual (B-14): cavalry may break off from an equally fast
	// enemy: "false" (default).
	CavBreakoffVsEqual OptionValue `json:"cavBreakoffVsEqual,omitempty"`
	// SpeedBasis (B-14): speeds compared for a break-off: "good" (default,
	// good-terrain moves) or "current" (the terrain each element is in).
	SpeedBasis OptionValue `json:"speedBasis,omitempty"`
	// MutualShooting (B-15): "opposed" (default, one roll, the lower
	// suffers) or "twoOneWay" (two separate shots).
	MutualShooting OptionValue `json:"mutualShooting,omitempty"`
	// VillageShootBonus (B-17): target in a Village: "2" (default, main
	// text) or "1" (summary table).
	VillageShootBonus OptionValue `json:"villageShootBonus,omitempty"`
	// FlankTurn (B-18): "afterCombat" (default: fights with the −1, turns
	// afterwards) or "beforeCombat" (turns first, no −1 for that contact).
	FlankTurn OptionValue `json:"flankTurn,omitempty"`
	// PlusOneCumulative (B-19): higher ground, river bank and defensive
	// position add up: "false" (default, +1 at most).
	PlusOneCumulative OptionValue `json:"plusOneCumulative,omitempty"`
	// SupportVsShooting (B-21): rear support counts when shot at: "false"
	// (default).
	SupportVsShooting OptionValue `json:"supportVsShooting,omitempty"`
	// PlainRefersTo (B-24): whose terrain "in the plain" means: "loser"
	// (default), "winner" or "both".
	PlainRefersTo OptionValue `json:"plainRefersTo,omitempty"`
	// GeneralLossWeight (B-26): how many elements losing the General's
	// element counts for: "auto" (default: 3 under the battle rule, 2 under
	// the campaign table), "3" or "2".
	GeneralLossWeight OptionValue `json:"generalLossWeight,omitempty"`
	// BreakRule (B-27): "battle" (default), "campaignTable" or
	// "campaignTablePlusMoreThanEnemy".
	BreakRule OptionValue `json:"breakRule,omitempty"`
	// AllowRoninSubstitution (B-28): Ronin may replace Foot Samurai one for
	// one in the battle army lists: "false" (default).
	AllowRoninSubstitution OptionValue `json:"allowRoninSubstitution,omitempty"`
	// PursuitDifficult (B-29): "blockAny" (default: no pursuit if any part
	// of the move is in difficult terrain) or "blockEnteringOnly".
	PursuitDifficult OptionValue `json:"pursuitDifficult,omitempty"`
	// GeneralInShooting (B-30): the General's +1 also counts when his
	// element shoots or is shot at: "false" (default: the shooting
	// modifiers, seed 004 l.208, do not list it) or "true" (l.234 names
	// shooting among the rolls the combat modifiers apply to).
	GeneralInShooting OptionValue `json:"generalInShooting,omitempty"`
}

// ResultTableOption describes the one option that is data, not a value:
// the result table of §13.2 (B-23 tie lines, B-25 Flee). It is set through
// CombatInput.ResultTable in the JSON API only.
var ResultTableOption = tables.Option{
	ID: "B-23/B-25", Key: "resultTable", Kind: tables.OptionData, Default: rulebook.Samurai.Title(rulebook.SamResult), // cites §13.2
	Applies: []string{"combat", "reference"},
	Text:    i18n.M("affinati.option.b-23-b-25.text", rulebook.Samurai.Cite(rulebook.SamResult)), // cites §13.2
}

// OptionValue is the value of one option: a string such as "table",
// "2.5" or "true". JSON may give it as a string, a number or a boolean;
// null is the default.
type OptionValue string

// UnmarshalJSON reads a string, a number (as written, "2" for 2.0) or a
// boolean ("true", "false"); null leaves the default. Objects and arrays
// are refused with a *json.UnmarshalTypeError naming the field.
func (v *OptionValue) UnmarshalJSON(b []byte) error {
	raw := strings.TrimSpace(string(b))
	switch {
	case raw == "null":
		return nil
	case raw == "true" || raw == "false":
		*v = OptionValue(raw)
		return nil
	case strings.HasPrefix(raw, `"`):
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*v = OptionValue(s)
		return nil
	}
	x, err := strconv.ParseFloat(raw, 64)
	if err != nil || math.IsInf(x, 0) {
		kind := "object"
		if strings.HasPrefix(raw, "[") {
			kind = "array"
		}
		return &json.UnmarshalTypeError{Value: kind, Type: reflect.TypeOf(v).Elem()}
	}
	*v = OptionValue(strconv.FormatFloat(x, 'f', -1, 64))
	return nil
}

type optionDef struct {
	tables.Option
	field func(*Options) *OptionValue
}

var optionDefs = []optionDef{
	{tables.Option{ID: "B-01", Key: "distanceScale", Kind: tables.OptionNumber, Range: &tables.Range{Min: 0.5, Max: 4}, Default: "1",
		Applies: []string{"roster", "reference"},
		Text:    i18n.M("affinati.option.b-01.text")},
		func(o *Options) *OptionValue { return &o.DistanceScale }},
	{tables.Option{ID: "B-02", Key: "factorSource", Kind: tables.OptionChoice, Values: tables.Plain("text", "table"), Default: "text",
		Applies: []string{"combat", "roster", "reference"},
		Text:    i18n.M("affinati.option.b-02.text")},
		func(o *Options) *OptionValue { return &o.FactorSource }},
	{tables.Option{ID: "B-03", Key: "mountedDifficultMove", Kind: tables.OptionChoice, Values: tables.Plain("2.5", "5"), Default: "2.5",
		Applies: []string{"breakoff", "roster", "reference"},
		Text:    i18n.M("affinati.option.b-03.text")},
		func(o *Options) *OptionValue { return &o.MountedDifficultMove }},
	{tables.Option{ID: "B-04", Key: "monkDifficultBonus", Kind: tables.OptionChoice, Values: tables.Plain("0", "1", "2"), Default: "0",
		Applies: []string{"combat", "roster", "reference"},
		Text:    i18n.M("affinati.option.b-04.text")},
		func(o *Options) *OptionValue { return &o.MonkDifficultBonus }},
	{tables.Option{ID: "B-05", Key: "allowDismount", Kind: tables.OptionBool, Values: tables.Bool(), Default: "true",
		Applies: []string{"pip", "roster", "reference"},
		Text:    i18n.M("affinati.option.b-05.text")},
		func(o *Options) *OptionValue { return &o.AllowDismount }},
	{tables.Option{ID: "B-12", Key: "pipSurcharge", Kind: tables.OptionChoice, Values: tables.Plain("single", "cumulative"), Default: "single",
		Applies: []string{"pip", "reference"},
		Text:    i18n.M("affinati.option.b-12.text")},
		func(o *Options) *OptionValue { return &o.PIPSurcharge }},
	{tables.Option{ID: "B-14", Key: "cavBreakoffVsEqual", Kind: tables.OptionBool, Values: tables.Bool(), Default: "false",
		Applies: []string{"breakoff", "reference"},
		Text:    i18n.M("affinati.option.b-14.cav-breakoff-vs-equal.text")},
		func(o *Options) *OptionValue { return &o.CavBreakoffVsEqual }},
	{tables.Option{ID: "B-14", Key: "speedBasis", Kind: tables.OptionChoice, Values: tables.Plain("good", "current"), Default: "good",
		Applies: []string{"breakoff", "reference"},
		Text:    i18n.M("affinati.option.b-14.speed-basis.text")},
		func(o *Options) *OptionValue { return &o.SpeedBasis }},
	{tables.Option{ID: "B-15", Key: "mutualShooting", Kind: tables.OptionChoice, Values: tables.Plain("opposed", "twoOneWay"), Default: "opposed",
		Applies: []string{"combat", "reference"},
		Text:    i18n.M("affinati.option.b-15.text")},
		func(o *Options) *OptionValue { return &o.MutualShooting }},
	{tables.Option{ID: "B-17", Key: "villageShootBonus", Kind: tables.OptionChoice, Values: tables.Plain("2", "1"), Default: "2",
		Applies: []string{"combat", "reference"},
		Text:    i18n.M("affinati.option.b-17.text")},
		func(o *Options) *OptionValue { return &o.VillageShootBonus }},
	{tables.Option{ID: "B-18", Key: "flankTurn", Kind: tables.OptionChoice, Values: tables.Plain("afterCombat", "beforeCombat"), Default: "afterCombat",
		Applies: []string{"combat", "reference"},
		Text:    i18n.M("affinati.option.b-18.text")},
		func(o *Options) *OptionValue { return &o.FlankTurn }},
	{tables.Option{ID: "B-19", Key: "plusOneCumulative", Kind: tables.OptionBool, Values: tables.Bool(), Default: "false",
		Applies: []string{"combat", "reference"},
		Text:    i18n.M("affinati.option.b-19.text")},
		func(o *Options) *OptionValue { return &o.PlusOneCumulative }},
	{tables.Option{ID: "B-21", Key: "supportVsShooting", Kind: tables.OptionBool, Values: tables.Bool(), Default: "false",
		Applies: []string{"combat", "reference"},
		Text:    i18n.M("affinati.option.b-21.text")},
		func(o *Options) *OptionValue { return &o.SupportVsShooting }},
	{tables.Option{ID: "B-24", Key: "plainRefersTo", Kind: tables.OptionChoice, Values: tables.Plain("loser", "winner", "both"), Default: "loser",
		Applies: []string{"combat", "reference"},
		Text:    i18n.M("affinati.option.b-24.text")},
		func(o *Options) *OptionValue { return &o.PlainRefersTo }},
	{tables.Option{ID: "B-26", Key: "generalLossWeight", Kind: tables.OptionChoice, Values: tables.Plain("auto", "3", "2"), Default: "auto",
		Applies: []string{"losses", "roster", "reference"},
		Text:    i18n.M("affinati.option.b-26.text")},
		func(o *Options) *OptionValue { return &o.GeneralLossWeight }},
	{tables.Option{ID: "B-27", Key: "breakRule", Kind: tables.OptionChoice, Values: tables.Plain("battle", "campaignTable", "campaignTablePlusMoreThanEnemy"), Default: "battle",
		Applies: []string{"losses", "army", "roster", "reference"},
		Text:    i18n.M("affinati.option.b-27.text")},
		func(o *Options) *OptionValue { return &o.BreakRule }},
	{tables.Option{ID: "B-28", Key: "allowRoninSubstitution", Kind: tables.OptionBool, Values: tables.Bool(), Default: "false",
		Applies: []string{"army"},
		Text:    i18n.M("affinati.option.b-28.text")},
		func(o *Options) *OptionValue { return &o.AllowRoninSubstitution }},
	{tables.Option{ID: "B-29", Key: "pursuitDifficult", Kind: tables.OptionChoice, Values: tables.Plain("blockAny", "blockEnteringOnly"), Default: "blockAny",
		Applies: []string{"combat", "reference"},
		Text:    i18n.M("affinati.option.b-29.text")},
		func(o *Options) *OptionValue { return &o.PursuitDifficult }},
	{tables.Option{ID: "B-30", Key: "generalInShooting", Kind: tables.OptionBool, Values: tables.Bool(), Default: "false",
		Applies: []string{"combat", "reference"},
		Text:    i18n.M("affinati.option.b-30.text", rulebook.Samurai.Cite(234), rulebook.Samurai.Cite(rulebook.SamShootMods))},
		func(o *Options) *OptionValue { return &o.GeneralInShooting }},
}

// OptionList returns every option the UI can show, in digest order, with
// ResultTableOption last.
func OptionList() tables.Options {
	out := make(tables.Options, 0, len(optionDefs)+1)
	for _, d := range optionDefs {
		out = append(out, d.Option)
	}
	return append(out, ResultTableOption).Clone()
}

// DefaultOptions returns every option at its documented default.
func DefaultOptions() Options {
	var o Options
	return o.WithDefaults()
}

// WithDefaults returns o with every empty field set to its default and
// every allowed value in its own spelling ("2,5" → "2.5", "TRUE" → "true").
func (o Options) WithDefaults() Options {
	for _, d := range optionDefs {
		p := d.field(&o)
		if v, ok := d.Resolve(string(*p)); ok {
			*p = OptionValue(v)
		}
	}
	return o
}

// Validate reports every option holding a value it does not allow.
func (o Options) Validate() error {
	_, v := o.resolve()
	return v.Err()
}

// settings are the options resolved to typed values.
type settings struct {
	scale               float64
	tableFactors        bool
	mountedDifficult    float64
	monkBonus           int
	allowDismount       bool
	pipCumulative       bool
	breakoffVsEqual     bool
	speedCurrent        bool
	mutualTwoOneWay     bool
	villageShoot        int
	flankBefore         bool
	plusOneCumulative   bool
	supportVsShooting   bool
	plainRefersTo       string
	generalWeight       int // 0 = by break rule
	breakRule           string
	roninSubstitution   bool
	pursuitEnteringOnly bool
	generalInShooting   bool
}

// resolve checks every option and returns the typed settings; problems are
// added to the returned ValidationError (never nil).
func (o Options) resolve() (settings, *tables.ValidationError) {
	v := &tables.ValidationError{}
	o = o.WithDefaults()
	for _, d := range optionDefs {
		d.Check(d.Key, string(*d.field(&o)), v)
	}
	if len(v.Problems) > 0 {
		return settings{scale: 1, mountedDifficult: 2.5, villageShoot: 2, plainRefersTo: "loser", breakRule: "battle", allowDismount: true}, v
	}
	scale, _ := strconv.ParseFloat(string(o.DistanceScale), 64)
	s := settings{
		scale:               scale,
		tableFactors:        o.FactorSource == "table",
		mountedDifficult:    2.5,
		allowDismount:       o.AllowDismount == "true",
		pipCumulative:       o.PIPSurcharge == "cumulative",
		breakoffVsEqual:     o.CavBreakoffVsEqual == "true",
		speedCurrent:        o.SpeedBasis == "current",
		mutualTwoOneWay:     o.MutualShooting == "twoOneWay",
		villageShoot:        2,
		flankBefore:         o.FlankTurn == "beforeCombat",
		plusOneCumulative:   o.PlusOneCumulative == "true",
		supportVsShooting:   o.SupportVsShooting == "true",
		plainRefersTo:       string(o.PlainRefersTo),
		breakRule:           string(o.BreakRule),
		roninSubstitution:   o.AllowRoninSubstitution == "true",
		pursuitEnteringOnly: o.PursuitDifficult == "blockEnteringOnly",
		generalInShooting:   o.GeneralInShooting == "true",
	}
	if o.MountedDifficultMove == "5" {
		s.mountedDifficult = 5
	}
	s.monkBonus, _ = strconv.Atoi(string(o.MonkDifficultBonus))
	if o.VillageShootBonus == "1" {
		s.villageShoot = 1
	}
	if o.GeneralLossWeight != "auto" {
		s.generalWeight, _ = strconv.Atoi(string(o.GeneralLossWeight))
	}
	return s, v
}

// Values returns the options by key as o holds them ("" for a default).
func (o Options) Values() map[string]string {
	out := make(map[string]string, len(optionDefs))
	for _, d := range optionDefs {
		out[d.Key] = string(*d.field(&o))
	}
	return out
}
