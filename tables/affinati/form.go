package affinati

import (
	"errors"
	"math"
	"net/url"
	"reflect"
	"strconv"
	"strings"

	"sengoku/tables"
)

// DecodeValues fills *dst, a calculator input (*CombatInput, *PIPInput,
// *BreakOffInput, *LossInput, *ArmyInput, *RosterInput, *ReferenceInput), from
// form or URL query values named by the JSON tags: a nested side's fields
// are "a.troop", "b.flank", the embedded Options sit at the top level
// ("factorSource"). Unknown names and slices (ResultTable) are ignored;
// missing names leave the field as it was, so decode into a zero value. A
// checkbox's "on" reads as true. Numbers may use a decimal comma. Values
// that do not parse are reported as a *tables.ValidationError.
func DecodeValues(values url.Values, dst any) error {
	rv := reflect.ValueOf(dst)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return errors.New("affinati: DecodeValues needs a pointer to a struct")
	}
	v := &tables.ValidationError{}
	decodeStruct(values, rv.Elem(), "", v)
	return v.Err()
}

// EncodeValues is DecodeValues' inverse: every non-zero field of v (a
// calculator input or a pointer to one) as form values, for links that
// reproduce a calculation.
func EncodeValues(v any) url.Values {
	out := url.Values{}
	rv := reflect.ValueOf(v)
	for rv.Kind() == reflect.Pointer {
		if rv.IsNil() {
			return out
		}
		rv = rv.Elem()
	}
	if rv.Kind() == reflect.Struct {
		encodeStruct(out, rv, "")
	}
	return out
}

// fieldName returns the JSON name of a struct field, "" to skip it, and
// whether it is an embedded struct to flatten.
func fieldName(f reflect.StructField) (string, bool) {
	if !f.IsExported() {
		return "", false
	}
	tag := f.Tag.Get("json")
	if tag == "-" {
		return "", false
	}
	name, _, _ := strings.Cut(tag, ",")
	if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
		return "", true
	}
	if name == "" {
		name = f.Name
	}
	return name, false
}

// maxNumber bounds a decoded whole number.
const maxNumber = 1_000_000

func decodeStruct(values url.Values, sv reflect.Value, prefix string, v *tables.ValidationError) {
	st := sv.Type()
	for i := 0; i < st.NumField(); i++ {
		f := st.Field(i)
		name, flatten := fieldName(f)
		fv := sv.Field(i)
		if flatten {
			decodeStruct(values, fv, prefix, v)
			continue
		}
		if name == "" {
			continue
		}
		key := prefix + name
		if fv.Kind() == reflect.Struct {
			decodeStruct(values, fv, key+".", v)
			continue
		}
		raw, ok := values[key]
		if !ok || len(raw) == 0 {
			continue
		}
		s := strings.TrimSpace(raw[0])
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
				v.Add(key, "Not a yes/no value.", "Non è un valore sì/no.")
			}
		case reflect.Int:
			if s == "" {
				fv.SetInt(0)
				continue
			}
			n, err := strconv.Atoi(s)
			if err != nil && !errors.Is(err, strconv.ErrRange) {
				v.Add(key, "Not a whole number.", "Non è un numero intero.")
				continue
			}
			if err != nil || n < -maxNumber || n > maxNumber {
				// Within the bound each input's validation gives its own
				// range; beyond it the number is refused here.
				v.Addf(key, "Out of range: from %d to %d.", "Fuori intervallo: da %d a %d.", -maxNumber, maxNumber)
				continue
			}
			fv.SetInt(int64(n))
		case reflect.Float64:
			if s == "" {
				fv.SetFloat(0)
				continue
			}
			x, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64)
			if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
				v.Add(key, "Not a number.", "Non è un numero.")
				continue
			}
			fv.SetFloat(x)
		}
	}
}

func encodeStruct(out url.Values, sv reflect.Value, prefix string) {
	st := sv.Type()
	for i := 0; i < st.NumField(); i++ {
		f := st.Field(i)
		name, flatten := fieldName(f)
		fv := sv.Field(i)
		if flatten {
			encodeStruct(out, fv, prefix)
			continue
		}
		if name == "" {
			continue
		}
		key := prefix + name
		switch fv.Kind() {
		case reflect.Struct:
			encodeStruct(out, fv, key+".")
		case reflect.String:
			if s := fv.String(); s != "" {
				out.Set(key, s)
			}
		case reflect.Bool:
			if fv.Bool() {
				out.Set(key, "true")
			}
		case reflect.Int:
			if n := fv.Int(); n != 0 {
				out.Set(key, strconv.FormatInt(n, 10))
			}
		case reflect.Float64:
			if x := fv.Float(); x != 0 {
				out.Set(key, strconv.FormatFloat(x, 'f', -1, 64))
			}
		}
	}
}
