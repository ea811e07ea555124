package wire

import (
	"encoding/json"
	"fmt"

	"sengoku/i18n"
	"sengoku/tables"
)

// What every system shares: an input's problem, a rule option and its
// values.
func init() {
	Shape(problemOf)
	Shape(optionOf)
	Shape(choiceOf)
}

// problemOf is a problem as {"field", "key", "args", "en", "it"}: the
// field before its message as i18n writes it.
func problemOf(p tables.Problem) any { return problemJSON(p) }

type problemJSON tables.Problem

func (p problemJSON) MarshalJSON() ([]byte, error) {
	m, err := json.Marshal(p.Msg)
	if err != nil {
		return nil, fmt.Errorf("problem with %s: %w", p.Field, err)
	}
	f, _ := json.Marshal(p.Field) // a string always marshals
	return append(append(append([]byte(`{"field":`), f...), ','), m[1:]...), nil
}

// choiceJSON is a Choice: the value and, when it has words, the words in
// both shipped languages (the API's shape since options had words).
type choiceJSON struct {
	Value string `json:"value"`
	EN    string `json:"en,omitempty"`
	IT    string `json:"it,omitempty"`
}

func choiceOf(c tables.Choice) any {
	w := choiceJSON{Value: c.Value}
	if !c.Words.IsZero() {
		w.EN, w.IT = i18n.EN.Render(c.Words), i18n.IT.Render(c.Words)
	}
	return w
}

// optionJSON is an Option: Title and Text written as their words in both
// shipped languages, the text's flat beside the other fields, in the
// order and with the names the API has always had.
type optionJSON struct {
	ID      string            `json:"id"`
	Key     string            `json:"key,omitempty"`
	Aliases []string          `json:"aliases,omitempty"`
	Kind    tables.OptionKind `json:"kind"`
	Values  []tables.Choice   `json:"values,omitempty"`
	Range   *tables.Range     `json:"range,omitempty"`
	Default string            `json:"default"`
	Title   *bilingual        `json:"title,omitempty"`
	EN      string            `json:"en"`
	IT      string            `json:"it"`
	Source  string            `json:"source,omitempty"`
	Applies []string          `json:"applies,omitempty"`
}

func optionOf(o tables.Option) any {
	w := optionJSON{ID: o.ID, Key: o.Key, Aliases: o.Aliases, Kind: o.Kind, Values: o.Values, Range: o.Range,
		Default: o.Default, EN: i18n.EN.Render(o.Text), IT: i18n.IT.Render(o.Text), Source: o.Source, Applies: o.Applies}
	if !o.Title.IsZero() {
		t := wordsOf(o.Title)
		w.Title = &t
	}
	return w
}
