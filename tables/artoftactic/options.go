package artoftactic

import (
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

// OptionValue is one allowed value of an option.
type OptionValue struct {
	Value string `json:"value"`
	Label
}

// OptionInfo describes one option for the UI.
type OptionInfo struct {
	ID      string        `json:"id"`  // digest id, e.g. "A-05"
	Key     string        `json:"key"` // JSON / query name
	Default string        `json:"default"`
	Values  []OptionValue `json:"values"`
	Label                 // short description
	Src     string        `json:"src"`
}

var optionInfo = []OptionInfo{
	{ID: "A-04", Key: "a04", Default: "flee",
		Values: []OptionValue{
			{"flee", Label{"Flee (" + rulebook.AoT.IT(1081) + ")", "Fuggire (" + rulebook.AoT.EN(1081) + ")"}},      // cites L1081; rulebook l.1081
			{"retreat", Label{"Retreat (" + rulebook.AoT.IT(839) + ")", "Ritirata (" + rulebook.AoT.EN(839) + ")"}}, // cites L839; rulebook l.839
		},
		Label: Label{"Forced move of a Shaken unit", "Movimento forzato di un'unità Scossa"},
		Src:   rulebook.AoT.Title(839, 851, 1081)}, // digest §19 item 4 // cites rulebook l.839, l.851, l.1081
	{ID: "A-05", Key: "a05", Default: "once",
		Values: []OptionValue{
			{"once", Label{"Once", "Una volta"}},
			{"both", Label{"Order and morale both", "Ordine e morale insieme"}},
		},
		Label: Label{"Flee/Panic modifiers with the Shaken/Panicked penalties",
			"Modificatori Fuggire/Panico con le penalità di Scossa/Panico"},
		Src: rulebook.AoT.Title(1079, 1093)}, // digest §19 item 5 // cites rulebook l.1079, l.1093
	{ID: "A-06", Key: "a06", Default: "2",
		Values: []OptionValue{
			{"2", Label{"-2 in total", "-2 in totale"}},
			{"4", Label{"-2 and the permanent -2 (-4)", "-2 più il -2 permanente (-4)"}},
		},
		Label: Label{"Test when the own General is destroyed", "Test quando il proprio Generale è distrutto"},
		Src:   rulebook.AoT.Title(950, 1121)}, // digest §19 item 6 // cites rulebook l.950, l.1121
	{ID: "A-07", Key: "a07", Default: "no",
		Values: []OptionValue{
			{"no", Label{"No", "No"}},
			{"yes", Label{"Yes", "Sì"}},
		},
		Label: Label{"The General's own unit gets the 'General within 2 hexes' bonus",
			"L'unità del Generale riceve il bonus 'Generale entro 2 esagoni'"},
		Src: rulebook.AoT.Title(1117)}, // digest §19 item 7 // cites rulebook l.1117
	{ID: "A-08", Key: "a08", Default: "no",
		Values: []OptionValue{
			{"no", Label{"No: attack only", "No: solo l'attacco"}},
			{"yes", Label{"Yes: also firepower", "Sì: anche la potenza di fuoco"}},
		},
		Label: Label{"Morale, Honor and General change firepower", "Morale, Onore e Generale modificano la potenza di fuoco"},
		Src:   rulebook.AoT.Title(753, 817, 1117)}, // digest §19 item 8 // cites rulebook l.753, l.817, l.1117
	{ID: "A-09", Key: "a09", Default: "allow",
		Values: []OptionValue{
			{"allow", Label{"Allowed", "Permessa"}},
			{"forbid", Label{"Forbidden", "Vietata"}},
		},
		Label: Label{"Retreat for a unit without a commander", "Ritirata per un'unità senza comandante"},
		Src:   rulebook.AoT.Title(206, 578)}, // digest §19 item 9 // cites rulebook l.206-l.213, l.578
	{ID: "A-10", Key: "a10", Default: "card",
		Values: []OptionValue{
			{"card", Label{"Card dice per model, as in melee", "Dadi per modello della scheda, come in mischia"}},
			{"one", Label{"1 die per model", "1 dado per modello"}},
		},
		Label: Label{"Ranged dice of cavalry, when the card gives none", "Dadi a distanza della cavalleria, se la scheda non li dà"},
		Src:   rulebook.AoT.Title(404)}, // digest §19 item 10 // cites rulebook l.404
	{ID: "A-14", Key: "a14", Default: "-1",
		Values: []OptionValue{
			{"-1", Label{"-1 (seed)", "-1 (regolamento)"}},
			{"0", Label{"None", "Nessuno"}},
		},
		Label: Label{"All-Around Defense fortitude modifier", "Modificatore Forza d'Animo di Difesa Circolare"},
		Src:   rulebook.AoT.Title(997)}, // digest §19 item 14 // cites rulebook l.997
	{ID: "C-01", Key: "c01", Default: "step",
		Values: []OptionValue{
			{"step", Label{"One per combat step", "Uno per fase di combattimento"}},
			{"attack", Label{"One after each attack", "Uno dopo ogni attacco"}},
		},
		Label: Label{"Fortitude tests for casualties from several attackers",
			"Test di Forza d'Animo per perdite da più attaccanti"},
		Src: rulebook.AoT.Title(34, 181, 946)}, // cites rulebook l.34, l.181, l.946
}

// OptionList describes every option: id, key, allowed values, default and a
// short bilingual description.
func OptionList() []OptionInfo {
	out := make([]OptionInfo, len(optionInfo))
	for i, o := range optionInfo {
		o.Values = append([]OptionValue(nil), o.Values...)
		out[i] = o
	}
	return out
}

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
		info := optionInfo[i]
		if *p == "" {
			continue
		}
		ok := false
		for _, val := range info.Values {
			if val.Value == *p {
				ok = true
			}
		}
		if !ok {
			v.Addf(prefix+info.Key, "%s: unknown value %q.", "%s: valore %q sconosciuto.", info.ID, *p)
		}
	}
}

// resolved returns the options with defaults filled in.
func (o Options) resolved() Options {
	for i, p := range o.ptrs() {
		if *p == "" {
			*p = optionInfo[i].Default
		}
	}
	return o
}
