package calc

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"sengoku/handlers/web"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/tables/artoftactic"
)

// The Art of Tactic inputs as queries (package query): a unit's fields
// under a prefix ("a1.models", "t.def"), options and test fields flat
// ("a05", "test"), by JSON name; true is written "1".

// aotNumberBound: a number beyond it is refused while decoding; within it
// the engine checks each field's own range.
const aotNumberBound = 1000

func aotCodec[T any]() *query.Codec[T] {
	return query.For[T](query.Bound(aotNumberBound), query.TrueAs("1"))
}

var (
	aotUnitCodec      = aotCodec[artoftactic.Unit]()
	aotAttackCodec    = aotCodec[artoftactic.AttackInput]()
	aotOptionsCodec   = aotCodec[artoftactic.Options]()
	aotFortitudeCodec = aotCodec[artoftactic.FortitudeInput]()
)

// aotInputError is an input's problems: the values that do not read (dec,
// a *query.Error: a 400, or a 422 for numbers out of range, which quote the
// field's own range) and the rest (v).
func aotInputError(dec error, v *tables.ValidationError) error {
	if qe, ok := dec.(*query.Error); ok {
		for i, p := range qe.Problems {
			name := p.Key[strings.LastIndex(p.Key, ".")+1:]
			if lo, hi, ok := artoftactic.InputRange(name); ok && p.Kind == query.OutOfRange {
				qe.Problems[i].Lo, qe.Problems[i].Hi = int64(lo), int64(hi)
			}
		}
	}
	switch err := web.PolicyError(dec, query.Keys{}, nil).(type) {
	case web.QueryError:
		err.Validation().Problems = append(err.Validation().Problems, v.Problems...)
		return err
	case *tables.ValidationError:
		err.Problems = append(err.Problems, v.Problems...)
		return err
	}
	return v.Err()
}

// aotUnitKeys are the form names of a unit's fields.
var aotUnitKeys = web.KeySet(aotUnitCodec.Keys())

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
