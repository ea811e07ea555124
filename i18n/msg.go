package i18n

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Msg is a text to be worded in the reader's language: a catalogue key and
// its arguments. An argument is a whole number, a proper name (string), a
// float or another Msg (a word that must itself be translated).
//
// A Msg read from data written before the catalogue held its key keeps
// the words it was stored with and renders as them.
type Msg struct {
	Key  string
	Args []any
	// stored are the Italian and English words a keyless Msg was read with.
	stored *[2]string
}

// M is the message key with args.
func M(key string, args ...any) Msg { return Msg{Key: key, Args: args} }

// Stored is a message that exists only as the words it was stored with
// (Italian and English), before its kind of text had a key.
func Stored(it, en string) Msg { return Msg{stored: &[2]string{it, en}} }

// IsZero reports whether m holds no text.
func (m Msg) IsZero() bool { return m.Key == "" && m.stored == nil }

// String is m in English, for logs and errors read by developers.
func (m Msg) String() string { return EN.Render(m) }

// Render words m in l. A key the catalogue lacks renders as its stored
// words when it has them, and as the key otherwise.
func (l Lang) Render(m Msg) string {
	if m.Key == "" {
		if m.stored == nil {
			return ""
		}
		col, _ := l.column()
		return m.stored[col] // stored words are not the catalogue's: never wrapped
	}
	format, ok := l.format(m)
	if !ok {
		if m.stored != nil {
			col, _ := l.column()
			return m.stored[col]
		}
		return m.Key
	}
	if len(m.Args) == 0 || !strings.Contains(format, "%") {
		return format // a counted noun's form without its number takes its count only to agree
	}
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		if w, ok := a.(Msg); ok {
			a = l.Render(w)
		}
		args[i] = a
	}
	return fmt.Sprintf(format, args...)
}

// format is the catalogue text of m in l: the entry of its key or, for a
// counted noun, of the form that agrees with its first argument.
func (l Lang) format(m Msg) (string, bool) {
	if e, ok := entries[m.Key]; ok {
		return l.pick(e), true
	}
	if _, ok := entries[m.Key+".other"]; !ok {
		return "", false
	}
	n := 0
	if len(m.Args) > 0 {
		n, _ = m.Args[0].(int)
	}
	return l.pick(entries[formKey(m.Key, l.plural(), n)]), true
}

// wire is Msg's JSON: the key and arguments, with the words in both
// shipped languages for a client that shows them as they are.
type wire struct {
	Key  string            `json:"key,omitempty"`
	Args []json.RawMessage `json:"args,omitempty"`
	EN   string            `json:"en"`
	IT   string            `json:"it"`
}

// MarshalJSON writes m as its key, its arguments and its words in both
// shipped languages.
func (m Msg) MarshalJSON() ([]byte, error) {
	w := wire{Key: m.Key, EN: EN.Render(m), IT: IT.Render(m)}
	for _, a := range m.Args {
		b, err := json.Marshal(a)
		if err != nil {
			return nil, fmt.Errorf("message %s argument: %w", m.Key, err)
		}
		w.Args = append(w.Args, b)
	}
	return json.Marshal(w)
}

// UnmarshalJSON reads what MarshalJSON wrote, or the {"en","it"} of a text
// stored before it had a key.
func (m *Msg) UnmarshalJSON(b []byte) error {
	var w wire
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("message: %w", err)
	}
	*m = Msg{Key: w.Key}
	if w.Key == "" || w.EN != "" || w.IT != "" {
		m.stored = &[2]string{w.IT, w.EN}
	}
	for _, raw := range w.Args {
		a, err := decodeArg(raw)
		if err != nil {
			return fmt.Errorf("message %s: %w", w.Key, err)
		}
		m.Args = append(m.Args, a)
	}
	return nil
}

// decodeArg reads one argument back as the type it was written from: a
// whole number as int, an object as Msg.
func decodeArg(raw json.RawMessage) (any, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return nil, fmt.Errorf("empty argument")
	}
	switch raw[0] {
	case '{':
		var m Msg
		err := m.UnmarshalJSON(raw)
		return m, err
	case '"':
		var s string
		err := json.Unmarshal(raw, &s)
		return s, err
	case 't', 'f':
		var v bool
		err := json.Unmarshal(raw, &v)
		return v, err
	case 'n':
		return nil, nil
	}
	if n, err := strconv.Atoi(string(raw)); err == nil {
		return n, nil
	}
	var f float64
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, fmt.Errorf("argument %s: %w", raw, err)
	}
	return f, nil
}
