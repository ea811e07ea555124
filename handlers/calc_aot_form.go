package handlers

import (
	"errors"
	"net/url"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"sengoku/tables"
	"sengoku/tables/artoftactic"
)

// The artoftactic package has no form codec, so the web layer maps query
// values onto its inputs here: a unit's fields under a prefix ("a1.models",
// "t.def"), options and test fields flat ("a05", "test"), by JSON name.

// eachFlat calls fn with the JSON name and the value of each exported
// field of the struct sv, embedded structs flattened; fields without a
// JSON name are left out.
func eachFlat(sv reflect.Value, fn func(name string, fv reflect.Value)) {
	st := sv.Type()
	for i := 0; i < st.NumField(); i++ {
		f := st.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		fv := sv.Field(i)
		if f.Anonymous && name == "" && fv.Kind() == reflect.Struct {
			eachFlat(fv, fn)
			continue
		}
		if name == "" || name == "-" {
			continue
		}
		fn(name, fv)
	}
}

// aotNumberBound: a number beyond it is refused while decoding; within it
// the engine checks each field's own range.
const aotNumberBound = 1000

// decodeFlat fills the string, bool and int fields of *dst (embedded
// structs flattened) from q[prefix+jsonName]. Missing names keep the value;
// unreadable ones are problems under prefix+name.
func decodeFlat(q url.Values, prefix string, dst any, v *tables.ValidationError) {
	eachFlat(reflect.ValueOf(dst).Elem(), func(name string, fv reflect.Value) {
		raw, ok := q[prefix+name]
		if !ok || len(raw) == 0 {
			return
		}
		s := strings.TrimSpace(raw[len(raw)-1])
		switch fv.Kind() {
		case reflect.String:
			fv.SetString(s)
		case reflect.Bool:
			switch strings.ToLower(s) {
			case "", "0", "false", "off", "no":
				fv.SetBool(false)
			case "1", "true", "on", "yes":
				fv.SetBool(true)
			default:
				v.Add(prefix+name, "Not a yes/no value.", "Non è un valore sì/no.")
			}
		case reflect.Int:
			if s == "" {
				fv.SetInt(0)
				return
			}
			n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
			if err != nil && !errors.Is(err, strconv.ErrRange) {
				v.Add(prefix+name, "Not a whole number.", "Non è un numero intero.")
				return
			}
			if err != nil || n < -aotNumberBound || n > aotNumberBound {
				// Numbers this far out never reach the engine, whose
				// messages quote the field's range: quote it here.
				lo, hi, ok := artoftactic.InputRange(name)
				if !ok {
					lo, hi = -aotNumberBound, aotNumberBound
				}
				v.Addf(prefix+name, "Out of range: from %d to %d.", "Fuori intervallo: da %d a %d.", lo, hi)
				return
			}
			fv.SetInt(int64(n))
		}
	})
}

// encodeFlat is decodeFlat's inverse for the non-zero fields of src.
func encodeFlat(out url.Values, prefix string, src any) {
	eachFlat(reflect.ValueOf(src), func(name string, fv reflect.Value) {
		switch fv.Kind() {
		case reflect.String:
			if s := fv.String(); s != "" {
				out.Set(prefix+name, s)
			}
		case reflect.Bool:
			if fv.Bool() {
				out.Set(prefix+name, "1")
			}
		case reflect.Int:
			if n := fv.Int(); n != 0 {
				out.Set(prefix+name, strconv.FormatInt(n, 10))
			}
		}
	})
}

// aotUnitKeys are the form names of a unit's fields.
var aotUnitKeys = jsonKeys(artoftactic.Unit{})

// aotUnitParam matches a unit's field in a query: "a3.models", "t.card".
var aotUnitParam = regexp.MustCompile(`^(a([1-8])|t)\.([a-z]+)$`)

func aotKnownParam(k string) bool {
	m := aotUnitParam.FindStringSubmatch(k)
	return m != nil && (aotUnitKeys[m[3]] || m[3] == "card" || m[3] == "loaded")
}

// aotField renames an engine problem field to its form name:
// "att[0].models" → "a1.models", "tgt.def" → "t.def".
func aotField(f string) string {
	if rest, ok := strings.CutPrefix(f, "tgt."); ok {
		return "t." + rest
	}
	if rest, ok := strings.CutPrefix(f, "att["); ok {
		if i := strings.Index(rest, "]"); i > 0 {
			n, err := strconv.Atoi(rest[:i])
			if err == nil {
				return "a" + strconv.Itoa(n+1) + rest[i+1:]
			}
		}
	}
	if f == "att" {
		return "n"
	}
	return f
}

// aotAttackerCount is the number of attackers a query describes: n when
// given, else the highest a<i> prefix.
func aotAttackerCount(q url.Values) int {
	n := 0
	for k := range q {
		if m := aotUnitParam.FindStringSubmatch(k); m != nil && m[2] != "" {
			i, _ := strconv.Atoi(m[2])
			n = max(n, i)
		}
	}
	if s := q.Get("n"); s != "" {
		if i, err := strconv.Atoi(s); err == nil && i >= 1 && i <= artoftactic.MaxAttackers {
			n = i
		}
	}
	return n
}

// hasUnit reports whether q sets any field of the unit under prefix.
func hasUnit(q url.Values, prefix string) bool {
	for k := range q {
		if name, ok := strings.CutPrefix(k, prefix); ok && (aotUnitKeys[name] || name == "card") {
			return true
		}
	}
	return false
}
