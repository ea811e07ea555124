package i18n

import "strconv"

// Lang is a language a reader sees Sengoku in. Italian is the default: the
// clubs are Italian.
type Lang string

// The languages. IT and EN are shipped; Pseudo is the test locale whose
// every catalogue text is English wrapped in ⟦…⟧, so that a page rendered
// in it shows at a glance any word that did not come from the catalogue.
const (
	IT     Lang = "it"
	EN     Lang = "en"
	Pseudo Lang = "en-XA"
)

// Shipped are the languages a reader can choose.
var Shipped = []Lang{IT, EN}

// ParseLang returns the shipped language named s, Italian when unknown.
func ParseLang(s string) Lang {
	if s == string(EN) {
		return EN
	}
	return IT
}

// Other is the shipped language to switch to, and the second language a
// sheet printed in both shows. The pseudo-locale's other is itself, so
// that the second language's words are checked too.
func (l Lang) Other() Lang {
	switch l {
	case EN:
		return IT
	case Pseudo:
		return Pseudo
	}
	return EN
}

// column is the index of l's wording in a catalogue entry and whether the
// text is wrapped as the pseudo-locale's.
func (l Lang) column() (int, bool) {
	switch l {
	case EN:
		return 1, false
	case Pseudo:
		return 1, true
	}
	return 0, false
}

// plural is the language whose plural rules l follows.
func (l Lang) plural() Lang {
	if l == Pseudo {
		return EN
	}
	return l
}

// T translates a catalogue key; an unknown key is returned as it is, so a
// missing entry shows up on the page and in the catalogue's tests.
func (l Lang) T(key string) string {
	e, ok := entries[key]
	if !ok {
		return key
	}
	return l.pick(e)
}

func (l Lang) pick(e [2]string) string {
	col, wrap := l.column()
	if wrap {
		return Open + e[col] + Close
	}
	return e[col]
}

// The pseudo-locale's brackets.
const (
	Open  = "⟦"
	Close = "⟧"
)

// Has reports whether the catalogue holds key.
func Has(key string) bool {
	_, ok := entries[key]
	return ok
}

// Noun is the form of a counted noun that agrees with n: the catalogue
// holds it as key+".one", key+".other" and, where Italian needs it (CLDR
// "many": un milione di …), key+".many".
func (l Lang) Noun(key string, n int) string {
	return l.T(formKey(key, l.plural(), n))
}

// N is n followed by the agreeing form of the counted noun key: "1 terreno
// difficile", "2 terreni difficili".
func (l Lang) N(key string, n int) string {
	return l.Int(n) + " " + l.Noun(key, n)
}

// formKey is the catalogue key of the form of noun key that agrees with n
// in l.
func formKey(key string, l Lang, n int) string {
	switch Plural(l, n) {
	case One:
		return key + ".one"
	case Many:
		if _, ok := entries[key+".many"]; ok {
			return key + ".many"
		}
	}
	return key + ".other"
}

// Int writes a count as l does: digits grouped by thousands with "." in
// Italian and "," in English (1.234 / 1,234). Years and identifiers are
// not counts and never come here.
func (l Lang) Int(n int) string {
	s := strconv.Itoa(n)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	if len(s) > 3 {
		sep := "."
		if l.plural() == EN {
			sep = ","
		}
		var b []byte
		for i := range len(s) {
			if i > 0 && (len(s)-i)%3 == 0 {
				b = append(b, sep...)
			}
			b = append(b, s[i])
		}
		s = string(b)
	}
	if neg {
		s = "-" + s
	}
	return s
}
