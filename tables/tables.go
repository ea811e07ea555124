// Package tables holds the rule tables and battle calculators of the game
// systems Sengoku supports. Each sub-package is one rule system; this package
// holds what they share: input problems reported in both UI languages and
// exact probability distributions.
//
// tables and its sub-packages import the standard library only.
package tables

import (
	"errors"
	"sort"
	"strings"

	"sengoku/i18n"
)

// Problem is one thing wrong with an input: the field and a message the
// web layer words in the reader's language (i18n).
type Problem struct {
	Field string
	Msg   i18n.Msg
}

// ValidationError collects every problem found in one input. A calculator or
// campaign action that returns it has changed nothing.
type ValidationError struct {
	Problems []Problem `json:"problems"`
}

// Add records a problem with field: the catalogue's message key with its
// arguments.
func (e *ValidationError) Add(field, key string, args ...any) {
	e.AddMsg(field, i18n.M(key, args...))
}

// AddMsg records a problem with field worded by m.
func (e *ValidationError) AddMsg(field string, m i18n.Msg) {
	e.Problems = append(e.Problems, Problem{Field: field, Msg: m})
}

// Err returns e when it holds a problem and nil otherwise, so callers can end
// a validation with `return v.Err()`.
func (e *ValidationError) Err() error {
	if e == nil || len(e.Problems) == 0 {
		return nil
	}
	return e
}

// Error joins the English messages.
func (e *ValidationError) Error() string {
	msgs := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		msgs[i] = p.Field + ": " + p.Msg.String()
	}
	return "invalid input: " + strings.Join(msgs, "; ")
}

// Messages returns the problems in lang ("it" or "en"), keyed by field;
// several problems on one field are joined.
func (e *ValidationError) Messages(lang string) map[string]string {
	out := map[string]string{}
	for _, p := range e.Problems {
		msg := i18n.Lang(lang).Render(p.Msg)
		if prev, ok := out[p.Field]; ok {
			msg = prev + " " + msg
		}
		out[p.Field] = msg
	}
	return out
}

// List returns the problems' messages in lang, in the order they were found.
func (e *ValidationError) List(lang string) []string {
	out := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		out[i] = i18n.Lang(lang).Render(p.Msg)
	}
	return out
}

// Invalid returns a ValidationError with one problem: the catalogue's
// message key with its arguments.
func Invalid(field, key string, args ...any) error {
	v := &ValidationError{}
	v.Add(field, key, args...)
	return v
}

// AsValidation reports whether err is (or wraps) a *ValidationError.
func AsValidation(err error) (*ValidationError, bool) {
	var v *ValidationError
	ok := errors.As(err, &v)
	return v, ok
}

// Fields returns the sorted fields that have a problem.
func (e *ValidationError) Fields() []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range e.Problems {
		if !seen[p.Field] {
			seen[p.Field] = true
			out = append(out, p.Field)
		}
	}
	sort.Strings(out)
	return out
}

// English is p's message in English (logs, errors and tests).
func (p Problem) English() string { return i18n.EN.Render(p.Msg) }

// Italian is p's message in Italian.
func (p Problem) Italian() string { return i18n.IT.Render(p.Msg) }
