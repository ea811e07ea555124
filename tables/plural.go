package tables

import "strconv"

// PluralCategory is a CLDR cardinal plural category. Italian has three for
// whole numbers (CLDR 38 and later): one (1), many (a non-zero multiple of
// a million: "un milione di elementi") and other; English has one and other.
type PluralCategory int

// The plural categories the two UI languages use.
const (
	PluralOther PluralCategory = iota
	PluralOne
	PluralMany
)

// Plural is the category of the whole number n in lang ("it" or "en").
func Plural(lang string, n int) PluralCategory {
	if n == 1 {
		return PluralOne
	}
	if lang == "it" && n != 0 && n%1_000_000 == 0 {
		return PluralMany
	}
	return PluralOther
}

// Forms are a noun phrase's forms by plural category; Many falls back to
// Other when empty.
type Forms struct{ One, Many, Other string }

// For picks the form for n in lang.
func (f Forms) For(lang string, n int) string {
	switch Plural(lang, n) {
	case PluralOne:
		return f.One
	case PluralMany:
		if f.Many != "" {
			return f.Many
		}
	}
	return f.Other
}

// Count writes n before the form of f that agrees with it: "1 elemento",
// "3 elementi".
func (f Forms) Count(lang string, n int) string {
	return strconv.Itoa(n) + " " + f.For(lang, n)
}
