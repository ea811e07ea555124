package senjutsu

import (
	"sengoku/i18n"
)

// The package's words are the catalogue's (i18n, keys "senjutsu.…"): the
// engine and the order helper return messages, a reader's language words
// them.

// typeName is the name of a card type ("Defense"); an unknown type is
// shown as written.
func typeName(t CardType) i18n.Msg {
	if ti, ok := typeInfo(t); ok {
		return ti.Name
	}
	return i18n.M("senjutsu.as-written", string(t))
}

// kamaeLabel is the name of a Kamae position; a position of a Kamae Tree
// entered by the users is its own name.
func kamaeLabel(id string) i18n.Msg {
	for _, k := range KamaePositions {
		if k.ID == id {
			return k.Name
		}
	}
	return i18n.M("senjutsu.as-written", id)
}

// count is n with a noun that agrees with it: "1 Ferita", "2 Ferite"
// (never "Ferita/e"); noun is a counted noun of the catalogue.
func count(n int, noun string) i18n.Msg {
	return i18n.M("senjutsu.count", n, i18n.M(noun, n))
}

// sentences joins messages into one text, each after the one before it
// with a space.
func sentences(ms ...i18n.Msg) i18n.Msg {
	var out i18n.Msg
	for _, m := range ms {
		switch {
		case m.IsZero():
		case out.IsZero():
			out = m
		default:
			out = i18n.M("senjutsu.then", out, m)
		}
	}
	return out
}

// msg collects the sentences of one action.
type msg struct{ lines []i18n.Msg }

func (m *msg) add(key string, args ...any) { m.lines = append(m.lines, i18n.M(key, args...)) }

func (m *msg) put(t i18n.Msg) { m.lines = append(m.lines, t) }

// text is the action's sentences in one message.
func (m *msg) text() i18n.Msg { return sentences(m.lines...) }
