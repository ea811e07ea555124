// Package tables holds the rule tables and battle calculators of the game
// systems Sengoku supports. Each sub-package is one rule system; this package
// holds what they share: input problems reported in both UI languages and
// exact probability distributions.
//
// tables and its sub-packages import the standard library only.
package tables

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Problem is one thing wrong with an input, worded in both UI languages so
// the web layer can answer in the user's language without a second catalogue.
type Problem struct {
	Field string `json:"field"`
	EN    string `json:"en"`
	IT    string `json:"it"`
}

// ValidationError collects every problem found in one input. A calculator or
// campaign action that returns it has changed nothing.
type ValidationError struct {
	Problems []Problem `json:"problems"`
}

// Add records a problem with field; en and it are the English and Italian
// messages.
func (e *ValidationError) Add(field, en, it string) {
	e.Problems = append(e.Problems, Problem{Field: field, EN: en, IT: it})
}

// Addf is Add with the same format arguments applied to both messages.
func (e *ValidationError) Addf(field, en, it string, args ...any) {
	e.Add(field, fmt.Sprintf(en, args...), fmt.Sprintf(it, args...))
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
		msgs[i] = p.Field + ": " + p.EN
	}
	return "invalid input: " + strings.Join(msgs, "; ")
}

// Messages returns the problems in lang ("it" or "en"), keyed by field;
// several problems on one field are joined.
func (e *ValidationError) Messages(lang string) map[string]string {
	out := map[string]string{}
	for _, p := range e.Problems {
		msg := p.EN
		if lang == "it" {
			msg = p.IT
		}
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
		if lang == "it" {
			out[i] = p.IT
		} else {
			out[i] = p.EN
		}
	}
	return out
}

// Invalid returns a ValidationError with one problem.
func Invalid(field, en, it string) error {
	v := &ValidationError{}
	v.Add(field, en, it)
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
