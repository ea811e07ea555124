package artoftactic

import (
	"encoding/json"
	"reflect"
	"strings"
	"sync"

	"sengoku/i18n"
)

// The package's words are the catalogue's (i18n, keys "aot.…"): the
// tables' names and notes and the input problems are messages, a reader's
// language words them.

// Label is a text of the rules: a catalogue message. In JSON it is its
// words, {"en", "it"}, as the API has always written it; a type that
// embeds it writes them among its own fields (see flat).
type Label struct{ Msg i18n.Msg }

// lbl is the label of the catalogue's message key with its arguments.
func lbl(key string, args ...any) Label { return Label{i18n.M(key, args...)} }

// words is a message as the public JSON writes it.
type words struct {
	EN string `json:"en"`
	IT string `json:"it"`
}

// MarshalJSON writes the label's words.
func (l Label) MarshalJSON() ([]byte, error) {
	return json.Marshal(words{EN: i18n.EN.Render(l.Msg), IT: i18n.IT.Render(l.Msg)})
}

// UnmarshalJSON reads the words back as they were written.
func (l *Label) UnmarshalJSON(b []byte) error {
	var w words
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	l.Msg = i18n.Msg{}
	if w != (words{}) {
		l.Msg = i18n.Stored(w.IT, w.EN)
	}
	return nil
}

var (
	labelType = reflect.TypeOf(Label{})
	flatTypes sync.Map // reflect.Type → reflect.Type: the struct with an embedded Label spelt out
)

// flat writes v, a struct that embeds a Label, as encoding/json would if
// the label were its two fields "en" and "it" in its place: the shape the
// API has always had. (The embedded Label's own MarshalJSON would
// otherwise stand for the whole struct.)
func flat(v any) ([]byte, error) {
	rv := reflect.ValueOf(v)
	ft := flatType(rv.Type())
	out := reflect.New(ft).Elem()
	j := 0
	for i := 0; i < rv.NumField(); i++ {
		f := rv.Type().Field(i)
		if !f.IsExported() {
			continue
		}
		if f.Anonymous && f.Type == labelType {
			m := rv.Field(i).Interface().(Label).Msg
			out.Field(j).SetString(i18n.EN.Render(m))
			out.Field(j + 1).SetString(i18n.IT.Render(m))
			j += 2
			continue
		}
		out.Field(j).Set(rv.Field(i))
		j++
	}
	return json.Marshal(out.Interface())
}

// unflat reads into p (a pointer to a struct that embeds a Label) what flat
// wrote.
func unflat(b []byte, p any) error {
	rv := reflect.ValueOf(p).Elem()
	ft := flatType(rv.Type())
	tmp := reflect.New(ft)
	if err := json.Unmarshal(b, tmp.Interface()); err != nil {
		return err
	}
	t := tmp.Elem()
	j := 0
	for i := 0; i < rv.NumField(); i++ {
		f := rv.Type().Field(i)
		if !f.IsExported() {
			continue
		}
		if f.Anonymous && f.Type == labelType {
			en, it := t.Field(j).String(), t.Field(j+1).String()
			var l Label
			if en != "" || it != "" {
				l.Msg = i18n.Stored(it, en)
			}
			rv.Field(i).Set(reflect.ValueOf(l))
			j += 2
			continue
		}
		rv.Field(i).Set(t.Field(j))
		j++
	}
	return nil
}

func flatType(t reflect.Type) reflect.Type {
	if ft, ok := flatTypes.Load(t); ok {
		return ft.(reflect.Type)
	}
	var fields []reflect.StructField
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		if f.Anonymous && f.Type == labelType {
			fields = append(fields,
				reflect.StructField{Name: "EN", Type: reflect.TypeOf(""), Tag: `json:"en"`},
				reflect.StructField{Name: "IT", Type: reflect.TypeOf(""), Tag: `json:"it"`})
			continue
		}
		fields = append(fields, reflect.StructField{Name: f.Name, Type: f.Type, Tag: f.Tag})
	}
	ft := reflect.StructOf(fields)
	flatTypes.Store(t, ft)
	return ft
}

// The types that embed a Label write it as "en" and "it" in its place.

func (x Kind) MarshalJSON() ([]byte, error)             { return flat(x) }
func (x *Kind) UnmarshalJSON(b []byte) error            { return unflat(b, x) }
func (x Order) MarshalJSON() ([]byte, error)            { return flat(x) }
func (x *Order) UnmarshalJSON(b []byte) error           { return unflat(b, x) }
func (x Terrain) MarshalJSON() ([]byte, error)          { return flat(x) }
func (x *Terrain) UnmarshalJSON(b []byte) error         { return unflat(b, x) }
func (x Condition) MarshalJSON() ([]byte, error)        { return flat(x) }
func (x *Condition) UnmarshalJSON(b []byte) error       { return unflat(b, x) }
func (x MoraleLevel) MarshalJSON() ([]byte, error)      { return flat(x) }
func (x *MoraleLevel) UnmarshalJSON(b []byte) error     { return unflat(b, x) }
func (x Direction) MarshalJSON() ([]byte, error)        { return flat(x) }
func (x *Direction) UnmarshalJSON(b []byte) error       { return unflat(b, x) }
func (x TestKind) MarshalJSON() ([]byte, error)         { return flat(x) }
func (x *TestKind) UnmarshalJSON(b []byte) error        { return unflat(b, x) }
func (x TestLine) MarshalJSON() ([]byte, error)         { return flat(x) }
func (x *TestLine) UnmarshalJSON(b []byte) error        { return unflat(b, x) }
func (x Outcome) MarshalJSON() ([]byte, error)          { return flat(x) }
func (x *Outcome) UnmarshalJSON(b []byte) error         { return unflat(b, x) }
func (x UnitType) MarshalJSON() ([]byte, error)         { return flat(x) }
func (x *UnitType) UnmarshalJSON(b []byte) error        { return unflat(b, x) }
func (x FortitudeResult) MarshalJSON() ([]byte, error)  { return flat(x) }
func (x *FortitudeResult) UnmarshalJSON(b []byte) error { return unflat(b, x) }
func (x Factor) MarshalJSON() ([]byte, error)           { return flat(x) }
func (x *Factor) UnmarshalJSON(b []byte) error          { return unflat(b, x) }

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

// MarshalJSON writes each source as its English words, the API's shape
// since cards had sources.
func (s Sources) MarshalJSON() ([]byte, error) {
	if s == nil {
		return []byte("null"), nil
	}
	out := make(map[string]string, len(s))
	for k, m := range s {
		out[k] = i18n.EN.Render(m)
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads the sources back: a library source as its message,
// any other as the words it was written with.
func (s *Sources) UnmarshalJSON(b []byte) error {
	var in map[string]string
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	if in == nil {
		*s = nil
		return nil
	}
	*s = make(Sources, len(in))
	known := librarySources()
	for k, w := range in {
		if m, ok := known[w]; ok {
			(*s)[k] = m
			continue
		}
		(*s)[k] = i18n.Stored(w, w)
	}
	return nil
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
