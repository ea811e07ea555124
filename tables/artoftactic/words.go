package artoftactic

import (
	"strings"
	"sync"

	"sengoku/i18n"
)

// The package's words are the catalogue's (i18n, keys "aot.…"): the
// tables' names and notes and the input problems are messages, a reader's
// language words them.

// Label is a text of the rules: a catalogue message. The API writes it as
// its words, {"en", "it"}, and a type that embeds it with them among its
// own fields (handlers/calc/wire).
type Label struct{ Msg i18n.Msg }

// lbl is the label of the catalogue's message key with its arguments.
func lbl(key string, args ...any) Label { return Label{i18n.M(key, args...)} }

// Sources are where a card's known values come from, by the value's JSON
// field name: the cited sections and a note, as messages.
type Sources map[string]i18n.Msg

// derivedSource is the key prefix of the sources that derive a value the
// rulebook does not print.
const derivedSource = "aot.src.derived."

// Derived reports whether the source of field derives the value rather
// than reading it in the rulebook (a source stored as words: when they
// say "derived").
func (s Sources) Derived(field string) bool {
	m, ok := s[field]
	if !ok {
		return false
	}
	if m.Key != "" {
		return strings.HasPrefix(m.Key, derivedSource)
	}
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(i18n.EN.Render(m))), "derived")
}

// SourceOf is the source written as words: a library source as its
// message, any other as the words themselves (a user's card). The API and
// the stored cards write each source as its English words
// (handlers/calc/wire.Card).
func SourceOf(words string) i18n.Msg {
	if m, ok := librarySources()[words]; ok {
		return m
	}
	return i18n.Stored(words, words)
}

// librarySources are the library's sources by their English words.
var librarySources = sync.OnceValue(func() map[string]i18n.Msg {
	out := map[string]i18n.Msg{}
	for _, c := range library {
		for _, m := range c.Src {
			out[i18n.EN.Render(m)] = m
		}
	}
	return out
})
