package views

import "strconv"

// Shared pieces of the table assistants (C&C Samurai Battles, Sekigahara,
// Senjutsu): select options, field problems and small formatting helpers.
// Names start with Assist/assist so they never collide with other features.

// AssistOpt is one choice of a select.
type AssistOpt struct {
	Value, Label string
}

// AssistNums are the options lo..hi, labelled with the number.
func AssistNums(lo, hi int) []AssistOpt {
	out := make([]AssistOpt, 0, hi-lo+1)
	for n := lo; n <= hi; n++ {
		s := strconv.Itoa(n)
		out = append(out, AssistOpt{s, s})
	}
	return out
}

// AssistProblems are validation messages by field name, in the user's
// language.
type AssistProblems map[string]string

// AssistF2 formats an expectation with 2 decimals in the reader's habit.
func AssistF2(l Lang, x float64) string {
	return l.Fixed(x, 2)
}
