package query

import (
	"errors"
	"math"
	"net/url"
	"reflect"
	"strconv"
	"strings"
)

// Codec maps a struct type T onto query keys. A field's key is its
// `query` tag, else its `form` tag, else its `json` name; "-" leaves it
// out. An embedded struct, or one tagged `query:",inline"`, is flattened;
// another struct field nests under "name." ("a.troop"). Strings, booleans,
// whole and decimal numbers are read; slices, maps and pointers are left
// out (JSON-only) unless the codec is given their text form (Text).
type Codec[T any] struct {
	fields []field
	set    settings
}

type field struct {
	key   string
	index []int
	typ   reflect.Type
	text  *textForm
}

// textForm is a field type's own text encoding.
type textForm struct {
	parse  func(string) (reflect.Value, error)
	format func(reflect.Value) (string, error)
}

type settings struct {
	trueAs string
	bound  int64
	texts  map[reflect.Type]*textForm
}

// Option configures a Codec.
type Option func(*settings)

// TrueAs is how Encode writes true ("true" unless set).
func TrueAs(s string) Option { return func(st *settings) { st.trueAs = s } }

// Bound refuses whole numbers beyond ±n as OutOfRange: they never reach
// the rules, whose own ranges are narrower.
func Bound(n int64) Option { return func(st *settings) { st.bound = n } }

// Text gives fields of type F their own text form: parse reads a value
// (its error is the problem's reason), format writes one.
func Text[F any](parse func(string) (F, error), format func(F) (string, error)) Option {
	return func(st *settings) {
		st.texts[reflect.TypeFor[F]()] = &textForm{
			parse: func(s string) (reflect.Value, error) {
				v, err := parse(s)
				return reflect.ValueOf(&v).Elem(), err
			},
			format: func(v reflect.Value) (string, error) { return format(v.Interface().(F)) },
		}
	}
}

// For is the codec of T, a struct type (any other type has no keys).
func For[T any](opts ...Option) *Codec[T] {
	c := &Codec[T]{set: settings{trueAs: "true", texts: map[reflect.Type]*textForm{}}}
	for _, o := range opts {
		o(&c.set)
	}
	if t := reflect.TypeFor[T](); t.Kind() == reflect.Struct {
		c.fields = walk(t, "", nil, &c.set)
	}
	return c
}

// tagName is a field's key and whether to flatten it.
func tagName(f reflect.StructField) (name string, inline, skip bool) {
	tag, ok := f.Tag.Lookup("query")
	if !ok {
		if tag, ok = f.Tag.Lookup("form"); !ok {
			tag = f.Tag.Get("json")
		}
	}
	name, opts, _ := strings.Cut(tag, ",")
	embedded := f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct
	if name == "-" || !f.IsExported() && !embedded {
		return "", false, true
	}
	inline = opts == "inline" || embedded
	if name == "" {
		name = f.Name
	}
	return name, inline, false
}

// walk lists the fields of struct type t under prefix.
func walk(t reflect.Type, prefix string, index []int, set *settings) []field {
	var out []field
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, inline, skip := tagName(f)
		if skip {
			continue
		}
		idx := append(append([]int(nil), index...), i)
		text := set.texts[f.Type]
		switch {
		case text != nil:
			out = append(out, field{key: prefix + name, index: idx, typ: f.Type, text: text})
		case inline && f.Type.Kind() == reflect.Struct:
			out = append(out, walk(f.Type, prefix, idx, set)...)
		case f.Type.Kind() == reflect.Struct:
			out = append(out, walk(f.Type, prefix+name+".", idx, set)...)
		case readable(f.Type.Kind()):
			out = append(out, field{key: prefix + name, index: idx, typ: f.Type})
		}
	}
	return out
}

func readable(k reflect.Kind) bool {
	switch k {
	case reflect.String, reflect.Bool, reflect.Float64, reflect.Float32,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return true
	}
	return false
}

// Keys lists the keys T reads, in field order.
func (c *Codec[T]) Keys() []string {
	keys := make([]string, len(c.fields))
	for i, f := range c.fields {
		keys[i] = f.key
	}
	return keys
}

// Decode sets the fields of *dst whose prefix+key q holds (the first value
// of each); the others keep their value, so decode into a zero T for a
// fresh input. A value that does not decode is a problem naming its key
// (an *Error); the fields that did decode are set even then.
func (c *Codec[T]) Decode(q url.Values, prefix string, dst *T) error {
	e := &Error{}
	rv := reflect.ValueOf(dst).Elem()
	for _, f := range c.fields {
		vals, ok := q[prefix+f.key]
		if !ok || len(vals) == 0 {
			continue
		}
		if p, bad := c.decodeField(rv.FieldByIndex(f.index), f, strings.TrimSpace(vals[0])); bad {
			p.Key = prefix + f.key
			e.add(p)
		}
	}
	return e.err()
}

// decodeField sets fv from s, or returns the problem.
func (c *Codec[T]) decodeField(fv reflect.Value, f field, s string) (Problem, bool) {
	if f.text != nil {
		v, err := f.text.parse(s)
		if err != nil {
			return Problem{Kind: Undecodable, Want: WantText, Value: clip(s), Err: err}, true
		}
		fv.Set(v)
		return Problem{}, false
	}
	switch fv.Kind() {
	case reflect.String:
		fv.SetString(s)
	case reflect.Bool:
		b, ok := ParseBool(s)
		if !ok {
			return Problem{Kind: Undecodable, Want: WantBool, Value: clip(s)}, true
		}
		fv.SetBool(b)
	case reflect.Float32, reflect.Float64:
		x, ok := parseNumber(s)
		if !ok {
			return Problem{Kind: Undecodable, Want: WantNumber, Value: clip(s)}, true
		}
		fv.SetFloat(x)
	default:
		return c.decodeInt(fv, s)
	}
	return Problem{}, false
}

// decodeInt sets the whole-number field fv from s, or returns the problem.
func (c *Codec[T]) decodeInt(fv reflect.Value, s string) (Problem, bool) {
	if s == "" {
		fv.SetInt(0)
		return Problem{}, false
	}
	n, err := strconv.ParseInt(strings.TrimPrefix(s, "+"), 10, fv.Type().Bits())
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return Problem{Kind: Undecodable, Want: WantInt, Value: clip(s)}, true
	}
	lo, hi := int64(math.MinInt64), int64(math.MaxInt64)
	if c.set.bound > 0 {
		lo, hi = -c.set.bound, c.set.bound
	}
	if err != nil || n < lo || n > hi {
		return Problem{Kind: OutOfRange, Value: clip(s), Lo: lo, Hi: hi}, true
	}
	fv.SetInt(n)
	return Problem{}, false
}

// ParseBool reads a yes/no value: true/false, 1/0, on/off, yes/no in any
// case; empty is false. ok is false for anything else.
func ParseBool(s string) (b, ok bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "false", "0", "off", "no":
		return false, true
	case "true", "1", "on", "yes":
		return true, true
	}
	return false, false
}

// parseNumber reads a decimal number, with a point or a comma; empty is 0.
func parseNumber(s string) (float64, bool) {
	if s == "" {
		return 0, true
	}
	x, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64)
	return x, err == nil && !math.IsNaN(x) && !math.IsInf(x, 0)
}

// Encode writes the non-zero fields of v into out under prefix: the
// shortest query Decode reads back as v. It fails only when a field's own
// text form does (Text).
func (c *Codec[T]) Encode(v T, prefix string, out url.Values) error {
	rv := reflect.ValueOf(v)
	for _, f := range c.fields {
		fv := rv.FieldByIndex(f.index)
		if fv.IsZero() {
			continue
		}
		s, err := c.encodeField(fv, f)
		if err != nil {
			return err
		}
		out.Set(prefix+f.key, s)
	}
	return nil
}

// ValuesOf is For[T]().Values(v) for a v whose type is known only at run
// time: a struct, or a pointer to one (nil: no values).
func ValuesOf(v any) url.Values {
	out := url.Values{}
	rv := reflect.ValueOf(v)
	for rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct {
		return out
	}
	c := &Codec[struct{}]{set: settings{trueAs: "true"}}
	c.fields = walk(rv.Type(), "", nil, &c.set)
	for _, f := range c.fields {
		if fv := rv.FieldByIndex(f.index); !fv.IsZero() {
			s, _ := c.encodeField(fv, f) // no text forms: cannot fail
			out.Set(f.key, s)
		}
	}
	return out
}

// Values is Encode into a new query, without a prefix.
func (c *Codec[T]) Values(v T) (url.Values, error) {
	out := url.Values{}
	return out, c.Encode(v, "", out)
}

func (c *Codec[T]) encodeField(fv reflect.Value, f field) (string, error) {
	if f.text != nil {
		return f.text.format(fv)
	}
	switch fv.Kind() {
	case reflect.String:
		return fv.String(), nil
	case reflect.Bool:
		return c.set.trueAs, nil
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(fv.Float(), 'f', -1, 64), nil
	default:
		return strconv.FormatInt(fv.Int(), 10), nil
	}
}
