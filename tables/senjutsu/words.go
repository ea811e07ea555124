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

// words is a message as the public JSON has always carried it, flattened
// into the object that holds it: its words in both shipped languages.
type words struct {
	EN string `json:"en"`
	IT string `json:"it"`
}

func wordsOf(m i18n.Msg) words { return words{EN: i18n.EN.Render(m), IT: i18n.IT.Render(m)} }

// msg is the message read back from words: as it was written.
func (w words) msg() i18n.Msg {
	if w == (words{}) {
		return i18n.Msg{}
	}
	return i18n.Stored(w.IT, w.EN)
}

// MarshalJSON writes the message as "en" and "it", as always.
func (x Event) MarshalJSON() ([]byte, error) {
	type plain Event
	return i18n.MarshalFlat(plain(x), x.Msg)
}

// UnmarshalJSON reads what MarshalJSON wrote; the words come back as
// written.
func (x *Event) UnmarshalJSON(b []byte) (err error) {
	type plain Event
	x.Msg, err = i18n.UnmarshalFlat(b, (*plain)(x))
	return err
}

// MarshalJSON writes the message as "en" and "it", as always.
func (x Prompt) MarshalJSON() ([]byte, error) {
	type plain Prompt
	return i18n.MarshalFlat(plain(x), x.Msg)
}

// UnmarshalJSON reads what MarshalJSON wrote; the words come back as
// written.
func (x *Prompt) UnmarshalJSON(b []byte) (err error) {
	type plain Prompt
	x.Msg, err = i18n.UnmarshalFlat(b, (*plain)(x))
	return err
}

// MarshalJSON writes the message as "en" and "it", as always.
func (x Note) MarshalJSON() ([]byte, error) {
	type plain Note
	return i18n.MarshalFlat(plain(x), x.Msg)
}

// UnmarshalJSON reads what MarshalJSON wrote; the words come back as
// written.
func (x *Note) UnmarshalJSON(b []byte) (err error) {
	type plain Note
	x.Msg, err = i18n.UnmarshalFlat(b, (*plain)(x))
	return err
}

// MarshalJSON writes the message as "en" and "it", as always.
func (x Resolution) MarshalJSON() ([]byte, error) {
	type plain Resolution
	return i18n.MarshalFlat(plain(x), x.Msg)
}

// UnmarshalJSON reads what MarshalJSON wrote; the words come back as
// written.
func (x *Resolution) UnmarshalJSON(b []byte) (err error) {
	type plain Resolution
	x.Msg, err = i18n.UnmarshalFlat(b, (*plain)(x))
	return err
}

// MarshalJSON writes the message as "en" and "it", as always.
func (x SpeedComparison) MarshalJSON() ([]byte, error) {
	type plain SpeedComparison
	return i18n.MarshalFlat(plain(x), x.Msg)
}

// UnmarshalJSON reads what MarshalJSON wrote; the words come back as
// written.
func (x *SpeedComparison) UnmarshalJSON(b []byte) (err error) {
	type plain SpeedComparison
	x.Msg, err = i18n.UnmarshalFlat(b, (*plain)(x))
	return err
}
