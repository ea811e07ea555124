// Package wire writes the calculators' answers as JSON: the API layer's
// one codec for the results tables/ computes. The domain's results carry
// their texts as messages (i18n.Msg, tagged json:"-"); a type registered
// here with Words is written with its message's words as "en" and "it"
// among its own fields, where the API has always had them. Everything
// else is written as encoding/json writes it.
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

// shape is how a registered type is written: its fields, with the words
// of msg before the first of the keys in before (at the end when none is
// there).
type shape struct {
	msg    func(reflect.Value) i18n.Msg
	before []string
}

var (
	mu     sync.RWMutex
	shapes = map[reflect.Type]shape{}
	needs  = map[reflect.Type]bool{}
)

// Words registers T: its JSON object carries msg(x)'s words as "en" and
// "it", before the first of the keys in before that it has, or last.
func Words[T any](msg func(T) i18n.Msg, before ...string) {
	t := reflect.TypeFor[T]()
	if t.Kind() != reflect.Struct {
		panic("wire: Words of a non-struct type " + t.String())
	}
	mu.Lock()
	defer mu.Unlock()
	shapes[t] = shape{msg: func(v reflect.Value) i18n.Msg { return msg(v.Interface().(T)) }, before: before}
	clear(needs) // a type cached as plain may now hold a registered one
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
// with the words of a registered type spliced in.
func encodeStruct(buf *bytes.Buffer, v reflect.Value) error {
	var ms []member
	for _, f := range fieldsOf(v.Type()) {
		fv, ok := fieldByIndex(v, f.index)
		if !ok || f.omitEmpty && isEmpty(fv) {
			continue
		}
		var b bytes.Buffer
		if err := encode(&b, fv); err != nil {
			return err
		}
		ms = append(ms, member{f.name, quote(b.Bytes(), fv, f.quoted)})
	}
	mu.RLock()
	sh, ok := shapes[v.Type()]
	mu.RUnlock()
	if ok {
		ms = withWords(ms, sh.msg(v), sh.before)
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

// withWords puts m's words as "en" and "it" before the first of the keys
// in before, or last.
func withWords(ms []member, m i18n.Msg, before []string) []member {
	en, _ := json.Marshal(i18n.EN.Render(m)) // a string always marshals
	it, _ := json.Marshal(i18n.IT.Render(m))
	at := len(ms)
	for i, x := range ms {
		if slices.Contains(before, x.key) {
			at = i
			break
		}
	}
	return slices.Insert(ms, at, member{"en", en}, member{"it", it})
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
