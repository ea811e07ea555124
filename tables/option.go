package tables

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"sengoku/i18n"
)

// OptionKind is how an option's value is entered and checked.
type OptionKind string

// The option kinds. Every system and the campaign describe their rule
// options with these five; the views render and the API lists them alike.
const (
	OptionChoice OptionKind = "choice" // one of Values (compared case-insensitively)
	OptionBool   OptionKind = "bool"   // true | false
	OptionInt    OptionKind = "int"    // a whole number in Range
	OptionNumber OptionKind = "number" // a decimal number in Range ("2,5" too)
	OptionData   OptionKind = "data"   // structured text its system checks (the campaign's morale table)
	OptionFixed  OptionKind = "fixed"  // not configurable: the rule as applied, named by its one value
)

// Choice is one allowed value of an option. Its words are optional: a
// value without them (true, 2.5, text) is named by the page's catalogue.
type Choice struct {
	Value string
	// Words name the value (zero: none).
	Words i18n.Msg
}

// Range bounds an int or number option.
type Range struct {
	Min float64 `json:"min"`
	Max float64 `json:"max"`
}

// Option is one rule option: an ambiguity of a rulebook (or a choice the
// seeds leave to the table) with the reading a calculator or the campaign
// applies. It is data: each system lists its options and reads values
// through Check, so validation, defaults and aliases behave the same for
// every calculator, the campaign and the API.
type Option struct {
	// ID names the ambiguity in its digest ("B-02", "S-07", "A-04", "8.1",
	// "U7a", "C-16").
	ID string `json:"id"`
	// Key is the option's name in queries, JSON bodies and forms (empty
	// for a fixed rule). Each system keeps the keys its shared URLs have
	// always used.
	Key string `json:"key,omitempty"`
	// Aliases are other names accepted for Key (older spellings).
	Aliases []string   `json:"aliases,omitempty"`
	Kind    OptionKind `json:"kind"`
	// Values are the allowed values of a choice, bool or fixed option.
	Values []Choice `json:"values,omitempty"`
	// Range bounds an int or number option.
	Range *Range `json:"range,omitempty"`
	// Default is the value an empty input stands for.
	Default string `json:"default"`
	// Title is a short name of the option, when it has one besides Text
	// (zero: none).
	Title i18n.Msg `json:"-"`
	// Text describes the ambiguity and the readings.
	Text i18n.Msg `json:"-"`
	// Source cites the rulebook or digest lines the option rests on.
	Source string `json:"source,omitempty"`
	// Applies names the calculators of the system the option changes
	// (empty: all of them).
	Applies []string `json:"applies,omitempty"`
}

// C is a choice with its words.
func C(value string, words i18n.Msg) Choice { return Choice{Value: value, Words: words} }

// Bool returns the two values of a bool option.
func Bool() []Choice { return []Choice{{Value: "true"}, {Value: "false"}} }

// Plain returns choices named by their values only.
func Plain(values ...string) []Choice {
	out := make([]Choice, len(values))
	for i, v := range values {
		out[i] = Choice{Value: v}
	}
	return out
}

// Allowed lists the values of a choice, bool or fixed option.
func (o Option) Allowed() []string {
	out := make([]string, len(o.Values))
	for i, c := range o.Values {
		out[i] = c.Value
	}
	return out
}

// AppliesTo reports whether the option changes calculator calc.
func (o Option) AppliesTo(calc string) bool {
	if len(o.Applies) == 0 {
		return true
	}
	for _, a := range o.Applies {
		if a == calc {
			return true
		}
	}
	return false
}

// Configurable reports whether a value can be chosen.
func (o Option) Configurable() bool { return o.Kind != OptionFixed && o.Key != "" }

// Resolve returns the canonical value raw stands for: the default for a
// blank input, the allowed value's own spelling for a choice or a bool
// (compared case-insensitively: "TRUE" is "true"), the number as Go
// writes it. ok is false when raw is not allowed. A bool option takes
// true or false only, as every system's option always has: "yes" is
// refused (sekigahara's TestMoveRejects holds it).
func (o Option) Resolve(raw string) (value string, ok bool) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return o.Default, true
	}
	switch o.Kind {
	case OptionBool:
		raw = boolWord(raw)
	case OptionInt:
		n, err := strconv.Atoi(raw)
		if err != nil || o.Range == nil || float64(n) < o.Range.Min || float64(n) > o.Range.Max {
			return "", false
		}
		return strconv.Itoa(n), true
	case OptionNumber:
		x, err := strconv.ParseFloat(strings.ReplaceAll(raw, ",", "."), 64)
		if err != nil || math.IsNaN(x) || o.Range == nil || x < o.Range.Min || x > o.Range.Max {
			return "", false
		}
		return strconv.FormatFloat(x, 'f', -1, 64), true
	case OptionData:
		return raw, true
	}
	for _, c := range o.Values {
		if strings.EqualFold(c.Value, raw) {
			return c.Value, true
		}
	}
	return "", false
}

// boolWord reads the query policy's booleans (true/false, 1/0, on/off,
// yes/no, in any case; docs/api.md "Query parameters") as "true" or "false", so a
// bool option accepts every spelling a boolean parameter does; any other
// word is returned as it is, for Resolve to refuse. The same words as
// query.ParseBool (both packages are leaves, so neither calls the other);
// handlers' TestOneBooleanPolicy holds the two to one list.
func boolWord(raw string) string {
	switch strings.ToLower(raw) {
	case "true", "1", "on", "yes":
		return "true"
	case "false", "0", "off", "no":
		return "false"
	}
	return raw
}

// Check resolves raw as Resolve does; a value that is not allowed adds one
// problem on field to v (the same words for every system) and yields the
// default, so a caller can go on collecting problems.
func (o Option) Check(field, raw string, v *ValidationError) string {
	value, ok := o.Resolve(raw)
	if ok {
		return value
	}
	shown := clip(strings.TrimSpace(raw))
	switch o.Kind {
	case OptionInt:
		v.Add(field, "option.not-whole", o.Key, o.ID, shown, fmtNum(o.Range.Min), fmtNum(o.Range.Max))
	case OptionNumber:
		v.Add(field, "option.not-number", o.Key, o.ID, shown, fmtNum(o.Range.Min), fmtNum(o.Range.Max))
	default:
		v.Add(field, "option.not-allowed", o.Key, o.ID, shown, strings.Join(o.Allowed(), ", "))
	}
	return o.Default
}

// clip shortens user text echoed in a message.
func clip(s string) string {
	if r := []rune(s); len(r) > 24 {
		return string(r[:24]) + "…"
	}
	return s
}

func fmtNum(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// Options is a system's list of options, in the order its digest lists them.
type Options []Option

// Lookup finds the configurable option named key or one of its aliases.
func (os Options) Lookup(key string) (Option, bool) {
	key = strings.TrimSpace(key)
	for _, o := range os {
		if !o.Configurable() {
			continue
		}
		if o.Key == key {
			return o, true
		}
		for _, a := range o.Aliases {
			if a == key {
				return o, true
			}
		}
	}
	return Option{}, false
}

// Clone returns a deep copy, so that callers cannot change a system's data.
func (os Options) Clone() Options {
	out := make(Options, len(os))
	for i, o := range os {
		o.Aliases = append([]string(nil), o.Aliases...)
		o.Values = append([]Choice(nil), o.Values...)
		o.Applies = append([]string(nil), o.Applies...)
		if o.Range != nil {
			r := *o.Range
			o.Range = &r
		}
		out[i] = o
	}
	return out
}

// Valid checks the list itself: every option well formed (Option.Valid),
// and no key or alias used twice.
func (os Options) Valid() error {
	seen := map[string]string{}
	for _, o := range os {
		if err := o.Valid(); err != nil {
			return err
		}
		for _, k := range append([]string{o.Key}, o.Aliases...) {
			if k == "" {
				continue
			}
			if prev, dup := seen[k]; dup {
				return fmt.Errorf("option %s: key %q already names %s", o.ID, k, prev)
			}
			seen[k] = o.ID
		}
	}
	return nil
}

// Valid checks one option: an ID, a description the catalogue holds (and
// so do its title's and its values' words), a key unless fixed,
// values or a range as its kind needs, no value twice, and a default that
// Resolve accepts.
func (o Option) Valid() error {
	switch {
	case o.ID == "":
		return fmt.Errorf("option %q: no ID", o.Key)
	case o.Text.IsZero():
		return fmt.Errorf("option %s: needs a description", o.ID)
	case !wordsKnown(o.Text) || !wordsKnown(o.Title):
		return fmt.Errorf("option %s: description or title %q not in the catalogue", o.ID, o.Text.Key+" "+o.Title.Key)
	case o.Kind != OptionFixed && o.Key == "":
		return fmt.Errorf("option %s: no key", o.ID)
	}
	switch o.Kind {
	case OptionChoice, OptionBool, OptionFixed:
		if len(o.Values) == 0 {
			return fmt.Errorf("option %s: no values", o.ID)
		}
		seen := map[string]bool{}
		for _, c := range o.Values {
			if c.Value == "" || seen[strings.ToLower(c.Value)] {
				return fmt.Errorf("option %s: value %q empty or repeated", o.ID, c.Value)
			}
			seen[strings.ToLower(c.Value)] = true
			if !wordsKnown(c.Words) {
				return fmt.Errorf("option %s: words of value %q (%s) not in the catalogue", o.ID, c.Value, c.Words.Key)
			}
		}
	case OptionInt, OptionNumber:
		if o.Range == nil || o.Range.Min > o.Range.Max {
			return fmt.Errorf("option %s: no range", o.ID)
		}
	case OptionData:
	default:
		return fmt.Errorf("option %s: unknown kind %q", o.ID, o.Kind)
	}
	if v, ok := o.Resolve(o.Default); !ok || v != o.Default || o.Default == "" {
		return fmt.Errorf("option %s: default %q is not one of its values", o.ID, o.Default)
	}
	return nil
}

// wordsKnown reports whether m is empty or its key is in the catalogue.
func wordsKnown(m i18n.Msg) bool { return m.Key == "" || i18n.Has(m.Key) }
