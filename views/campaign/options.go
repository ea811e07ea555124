package campaign

import (
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/views"
)

// OptionGroup is one ambiguity of the rules (C-nn) with its settings: C-05
// and C-13, say, have two each, listed once under one heading.
type OptionGroup struct {
	ID       string
	Settings []tables.Option
}

// Groups gathers the options by ambiguity, in the rulebook's order.
func (o OptionsView) Groups() []OptionGroup {
	var out []OptionGroup
	for _, op := range o.Options {
		if n := len(out); n > 0 && out[n-1].ID == op.ID {
			out[n-1].Settings = append(out[n-1].Settings, op)
			continue
		}
		out = append(out, OptionGroup{ID: op.ID, Settings: []tables.Option{op}})
	}
	return out
}

// Value is the setting's value to show: the one just chosen when a save
// was refused, else the campaign's.
func (o OptionsView) Value(op tables.Option) string {
	if o.Typed.Has("option." + op.Key) {
		return o.Typed.Get("option." + op.Key)
	}
	return o.Current[op.Key]
}

// Changed reports whether the campaign has op away from its default.
func (o OptionsView) Changed(op tables.Option) bool {
	return op.Configurable() && o.Current[op.Key] != op.Default
}

// OptionGroupName names a group of the campaign's options: a digest's
// code (C-01) as it is, or the catalogue's word for a group named after
// what it sets (PP, dice, deadline).
func OptionGroupName(l views.Lang, id string) string {
	if key := "options.group." + strings.ToLower(id); i18n.Has(key) {
		return l.T(key)
	}
	return id
}

// OptionValueLabel writes a setting's value out in the reader's language:
// the catalogue's words for this option's value, or for the value wherever
// it appears, else the value itself (a number, or an option added since
// whose words are not in the catalogue yet).
func OptionValueLabel(l views.Lang, key, value string) string {
	for _, k := range []string{"optv." + key + "." + value, "optv." + value} {
		if w := l.T(k); w != k {
			return w
		}
	}
	return value
}
