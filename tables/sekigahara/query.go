package sekigahara

import (
	"net/url"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"sengoku/tables"
)

// Query parameters. Every calculator input maps onto a URL query: a key is
// the field's JSON name, nested sides are prefixed ("ishida.hand"), the
// options use their keys at top level ("specialChainCounts=specialOnly"),
// booleans are true/false (also 1/0, on/off), and a battle's deployment
// list is the text encoding under "deployments". Unknown keys are ignored,
// so the web layer may add its own (e.g. lang) and refuse the rest with
// QueryKeys. The Parse*Query functions
// report malformed values as a *tables.ValidationError; the rules are
// checked afterwards by the calculator.

// ParseBattleQuery reads a Battle from a URL query.
func ParseBattleQuery(q url.Values) (Battle, error) {
	var b Battle
	return b, decodeQuery(q, &b)
}

// ParseMoveQuery reads a Move from a URL query.
func ParseMoveQuery(q url.Values) (Move, error) {
	var m Move
	return m, decodeQuery(q, &m)
}

// ParseOverrunQuery reads an Overrun from a URL query.
func ParseOverrunQuery(q url.Values) (Overrun, error) {
	var o Overrun
	return o, decodeQuery(q, &o)
}

// ParseReinforcementQuery reads a Reinforcement from a URL query.
func ParseReinforcementQuery(q url.Values) (Reinforcement, error) {
	var r Reinforcement
	return r, decodeQuery(q, &r)
}

// ParseVictoryQuery reads a Victory from a URL query.
func ParseVictoryQuery(q url.Values) (Victory, error) {
	var v Victory
	return v, decodeQuery(q, &v)
}

// Query returns b as a URL query, the inverse of ParseBattleQuery; it
// fails only when the deployment list cannot be encoded.
func (b Battle) Query() (url.Values, error) { return encodeQuery(b) }

// Query returns m as a URL query, the inverse of ParseMoveQuery.
func (m Move) Query() url.Values { q, _ := encodeQuery(m); return q }

// Query returns o as a URL query, the inverse of ParseOverrunQuery.
func (o Overrun) Query() url.Values { q, _ := encodeQuery(o); return q }

// Query returns r as a URL query, the inverse of ParseReinforcementQuery.
func (r Reinforcement) Query() url.Values { q, _ := encodeQuery(r); return q }

// Query returns vp as a URL query, the inverse of ParseVictoryQuery.
func (vp Victory) Query() url.Values { q, _ := encodeQuery(vp); return q }

// QueryKeys lists the query keys the Parse*Query function of v's type
// (Battle, Move, Overrun, Reinforcement or Victory) reads, sorted.
func QueryKeys(v any) []string {
	var keys []string
	queryFields(reflect.ValueOf(v), "", func(key string, _ reflect.Value) {
		keys = append(keys, key)
	})
	sort.Strings(keys)
	return keys
}

var (
	optionsType     = reflect.TypeFor[Options]()
	deploymentsType = reflect.TypeFor[[]Deployment]()
)

// queryFields calls fn for every query key of the struct value v.
func queryFields(v reflect.Value, prefix string, fn func(key string, f reflect.Value)) {
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		fv := v.Field(i)
		name, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
		switch {
		case !sf.IsExported() || name == "-":
		case sf.Anonymous && sf.Type.Kind() == reflect.Struct:
			queryFields(fv, prefix, fn)
		case sf.Type == optionsType:
			queryFields(fv, "", fn)
		case sf.Type.Kind() == reflect.Struct:
			queryFields(fv, prefix+name+".", fn)
		default:
			fn(prefix+name, fv)
		}
	}
}

func decodeQuery(q url.Values, dst any) error {
	v := &tables.ValidationError{}
	queryFields(reflect.ValueOf(dst).Elem(), "", func(key string, f reflect.Value) {
		vals, ok := q[key]
		if !ok {
			return
		}
		if len(vals) > 1 {
			v.Addf(key, "%s is given more than once.", "%s è indicato più di una volta.", key)
			return
		}
		s := vals[0]
		switch {
		case f.Type() == deploymentsType:
			ds, err := ParseDeployments(s)
			if err != nil {
				if ve, ok := tables.AsValidation(err); ok {
					v.Problems = append(v.Problems, ve.Problems...)
				}
				return
			}
			f.Set(reflect.ValueOf(ds))
		case f.Kind() == reflect.String:
			f.SetString(s)
		case f.Kind() == reflect.Int:
			n, err := strconv.Atoi(s)
			if err != nil {
				v.Addf(key, "%s must be a whole number, not %q.", "%s deve essere un numero intero, non %q.", key, s)
				return
			}
			f.SetInt(int64(n))
		case f.Kind() == reflect.Bool:
			switch s {
			case "true", "1", "on":
				f.SetBool(true)
			case "false", "0", "off", "":
				f.SetBool(false)
			default:
				v.Addf(key, "%s must be true or false, not %q.", "%s deve essere true o false, non %q.", key, s)
			}
		}
	})
	return v.Err()
}

func encodeQuery(src any) (url.Values, error) {
	q := url.Values{}
	var err error
	queryFields(reflect.ValueOf(src), "", func(key string, f reflect.Value) {
		switch {
		case f.Type() == deploymentsType:
			ds := f.Interface().([]Deployment)
			if len(ds) == 0 {
				return
			}
			s, e := EncodeDeployments(ds)
			if e != nil {
				err = e
				return
			}
			q.Set(key, s)
		case f.Kind() == reflect.String:
			if f.String() != "" {
				q.Set(key, f.String())
			}
		case f.Kind() == reflect.Int:
			if f.Int() != 0 {
				q.Set(key, strconv.FormatInt(f.Int(), 10))
			}
		case f.Kind() == reflect.Bool:
			if f.Bool() {
				q.Set(key, "true")
			}
		}
	})
	return q, err
}
