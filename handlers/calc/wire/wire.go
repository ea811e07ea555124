// Package wire writes the calculators' answers as JSON: the API layer's
// one codec for the results tables/ computes. The domain's results carry
// their texts as messages (i18n.Msg, tagged json:"-"); a type registered
// here with Words is written with its message's words as "en" and "it"
// where the message field is declared, and a type registered with Shape
// as the API's projection of it. Everything else is written as
// encoding/json writes it.
package wire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"

	"sengoku/i18n"
)

// shape is how a registered type is written: as its projection, or with
// the words of its message field (at index words) where it is declared.
type shape struct {
	project func(reflect.Value) any
	words   int
	// inline is the message of a type written as its words: in its place
	// when embedded, as {"en", "it"} elsewhere.
	inline func(reflect.Value) i18n.Msg
}

var (
	mu     sync.RWMutex
	shapes = map[reflect.Type]shape{}
	needs  = map[reflect.Type]bool{}
	// problems are registrations that name no message field.
	problems []string
)

var msgType = reflect.TypeFor[i18n.Msg]()

// Words registers T, a struct whose message field (an i18n.Msg tagged
// json:"-") is written as its words, "en" and "it", where it is declared
// among T's fields.
func Words[T any](field string) {
	t := reflect.TypeFor[T]()
	f, ok := t.FieldByName(field)
	if t.Kind() != reflect.Struct || !ok || len(f.Index) != 1 || f.Type != msgType || f.Tag.Get("json") != "-" {
		mu.Lock()
		problems = append(problems, t.String()+"."+field)
		mu.Unlock()
		return
	}
	register(t, shape{words: f.Index[0]})
}

// Shape registers T as written through project: the API's own shape of
// it (a projection must not be T itself).
func Shape[T any](project func(T) any) {
	register(reflect.TypeFor[T](), shape{words: -1, project: func(v reflect.Value) any { return project(v.Interface().(T)) }})
}

// Inline registers T, a struct that is a message (msg gives it): a struct
// embedding T carries its words as "en" and "it" in T's place; a T
// elsewhere is written as {"en", "it"}.
func Inline[T any](msg func(T) i18n.Msg) {
	register(reflect.TypeFor[T](), shape{words: -1, inline: func(v reflect.Value) i18n.Msg { return msg(v.Interface().(T)) }})
}

// inlineOf is the message function of an inline type, nil for another.
func inlineOf(t reflect.Type) func(reflect.Value) i18n.Msg {
	mu.RLock()
	defer mu.RUnlock()
	return shapes[t].inline
}

func register(t reflect.Type, sh shape) {
	mu.Lock()
	defer mu.Unlock()
	shapes[t] = sh
	clear(needs) // a type cached as plain may now hold a registered one
}

// Problems are the registrations that name no message field.
func Problems() []string {
	mu.RLock()
	defer mu.RUnlock()
	return slices.Clone(problems)
}

// Marshal is v as JSON: as json.Marshal writes it, with the words of the
// registered types at their place.
func Marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	if err := encode(&buf, reflect.ValueOf(v)); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// encode writes v.
func encode(buf *bytes.Buffer, v reflect.Value) error {
	if !v.IsValid() {
		buf.WriteString("null")
		return nil
	}
	t := v.Type()
	if !need(t) {
		return plain(buf, v)
	}
	mu.RLock()
	sh, ok := shapes[t]
	mu.RUnlock()
	switch {
	case ok && sh.project != nil:
		return encode(buf, reflect.ValueOf(sh.project(v)))
	case ok && sh.inline != nil:
		w := wordsOf(sh.inline(v))
		return plain(buf, reflect.ValueOf(w))
	}
	switch t.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			buf.WriteString("null")
			return nil
		}
		return encode(buf, v.Elem())
	case reflect.Slice, reflect.Array:
		return encodeList(buf, v)
	case reflect.Map:
		return encodeMap(buf, v)
	case reflect.Struct:
		return encodeStruct(buf, v)
	}
	return plain(buf, v)
}

// plain writes v as encoding/json does.
func plain(buf *bytes.Buffer, v reflect.Value) error {
	if !v.CanInterface() {
		return fmt.Errorf("wire: %s is reached through an unexported field", v.Type())
	}
	b, err := json.Marshal(v.Interface())
	if err != nil {
		return err
	}
	buf.Write(b)
	return nil
}

func encodeList(buf *bytes.Buffer, v reflect.Value) error {
	if v.Kind() == reflect.Slice && v.IsNil() {
		buf.WriteString("null")
		return nil
	}
	buf.WriteByte('[')
	for i := range v.Len() {
		if i > 0 {
			buf.WriteByte(',')
		}
		if err := encode(buf, v.Index(i)); err != nil {
			return err
		}
	}
	buf.WriteByte(']')
	return nil
}

// encodeMap writes a map with string keys in the order encoding/json
// writes them (sorted).
func encodeMap(buf *bytes.Buffer, v reflect.Value) error {
	if v.IsNil() {
		buf.WriteString("null")
		return nil
	}
	if v.Type().Key().Kind() != reflect.String {
		return fmt.Errorf("wire: map key %s is not a string", v.Type().Key())
	}
	keys := v.MapKeys()
	slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(a.String(), b.String()) })
	buf.WriteByte('{')
	for i, k := range keys {
		if i > 0 {
			buf.WriteByte(',')
		}
		writeKey(buf, k.String())
		if err := encode(buf, v.MapIndex(k)); err != nil {
			return err
		}
	}
	buf.WriteByte('}')
	return nil
}

// member is one key of an object and its value as JSON.
type member struct {
	key string
	raw []byte
}

// encodeStruct writes a struct's fields as encoding/json chooses them,
// with the words of a registered type where its message field stands.
func encodeStruct(buf *bytes.Buffer, v reflect.Value) error {
	mu.RLock()
	sh, worded := shapes[v.Type()]
	mu.RUnlock()
	var ms []member
	for _, f := range fieldsOf(v.Type()) {
		if worded && f.index[0] > sh.words {
			ms = append(ms, words(v.Field(sh.words).Interface().(i18n.Msg))...)
			worded = false
		}
		fv, ok := fieldByIndex(v, f.index)
		if !ok || f.omitEmpty && isEmpty(fv) {
			continue
		}
		if f.inline != nil {
			ms = append(ms, words(f.inline(fv))...)
			continue
		}
		var b bytes.Buffer
		if err := encode(&b, fv); err != nil {
			return err
		}
		ms = append(ms, member{f.name, quote(b.Bytes(), fv, f.quoted)})
	}
	if worded {
		ms = append(ms, words(v.Field(sh.words).Interface().(i18n.Msg))...)
	}
	buf.WriteByte('{')
	for i, m := range ms {
		if i > 0 {
			buf.WriteByte(',')
		}
		writeKey(buf, m.key)
		buf.Write(m.raw)
	}
	buf.WriteByte('}')
	return nil
}

// words are m's words as the members "en" and "it".
func words(m i18n.Msg) []member {
	en, _ := json.Marshal(i18n.EN.Render(m)) // a string always marshals
	it, _ := json.Marshal(i18n.IT.Render(m))
	return []member{{"en", en}, {"it", it}}
}

// quote applies the ",string" option: a number's or a bool's JSON in a
// string, a string's JSON in another.
func quote(raw []byte, v reflect.Value, quoted bool) []byte {
	if !quoted {
		return raw
	}
	switch v.Kind() {
	case reflect.String:
		b, _ := json.Marshal(string(raw)) // a string always marshals
		return b
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return append(append([]byte{'"'}, raw...), '"')
	}
	return raw
}

func writeKey(buf *bytes.Buffer, k string) {
	b, _ := json.Marshal(k) // a string always marshals
	buf.Write(b)
	buf.WriteByte(':')
}

// fieldByIndex is the field at index, false when a nil embedded pointer
// lies on the way (encoding/json leaves such a field out).
func fieldByIndex(v reflect.Value, index []int) (reflect.Value, bool) {
	for i, x := range index {
		if i > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return reflect.Value{}, false
			}
			v = v.Elem()
		}
		v = v.Field(x)
	}
	return v, true
}

// isEmpty is encoding/json's omitempty test.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Interface, reflect.Pointer:
		return v.IsZero()
	}
	return false
}

// need reports whether a value of t may hold a registered type, so that
// encoding/json alone would write it wrong. A type with its own
// MarshalJSON is written by it.
func need(t reflect.Type) bool {
	mu.RLock()
	n, ok := needs[t]
	mu.RUnlock()
	if ok {
		return n
	}
	n = needOf(t, map[reflect.Type]bool{})
	mu.Lock()
	needs[t] = n
	mu.Unlock()
	return n
}

var marshaler = reflect.TypeFor[json.Marshaler]()

func needOf(t reflect.Type, seen map[reflect.Type]bool) bool {
	if seen[t] {
		return false
	}
	seen[t] = true
	mu.RLock()
	_, registered := shapes[t]
	mu.RUnlock()
	switch {
	case registered:
		return true
	case t.Implements(marshaler) || reflect.PointerTo(t).Implements(marshaler) && t.Kind() != reflect.Interface:
		return false
	}
	switch t.Kind() {
	case reflect.Interface:
		return true // its value's type decides
	case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Map:
		return needOf(t.Elem(), seen)
	case reflect.Struct:
		for i := range t.NumField() {
			if needOf(t.Field(i).Type, seen) {
				return true
			}
		}
	}
	return false
}
