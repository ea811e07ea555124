package views

import (
	"net/url"
	"slices"

	"sengoku/query"
	"sengoku/tables/affinati"
)

// TroopsOnly restricts the combat calculator's troop pickers, side by
// side ("a", "b"), and the break-off calculator's (a the troop breaking
// off, b the enemy): a campaign battle's links offer each side only the
// troop types present in its army (issue story "only those present").
// A side without an entry offers every type.
type TroopsOnly map[string][]affinati.TroopType

// onlyParam is the query name of side tag's restriction, e.g. "a.only".
func onlyParam(tag string) string { return tag + ".only" }

// ParseTroopsOnly reads and removes the restriction from q: each side's
// "only" values, in the rulebook's order, without repeats; a value that
// is no troop type is ignored (the restriction only narrows a picker, it
// is never an input of a calculation).
func ParseTroopsOnly(q url.Values) TroopsOnly {
	out := TroopsOnly{}
	for _, tag := range []string{"a", "b"} {
		vals := q[onlyParam(tag)]
		q.Del(onlyParam(tag))
		for _, t := range affinati.TroopTypes() {
			if slices.Contains(vals, string(t)) {
				out[tag] = append(out[tag], t)
			}
		}
	}
	return out
}

// Add writes the restriction into q, as ParseTroopsOnly reads it.
func (o TroopsOnly) Add(q url.Values) {
	for tag, ts := range o {
		for _, t := range ts {
			q.Add(onlyParam(tag), string(t))
		}
	}
}

// Hidden lists the restriction as form fields, so that a recalculation
// keeps it.
func (o TroopsOnly) Hidden() []CalcOpt {
	var out []CalcOpt
	for _, tag := range []string{"a", "b"} {
		for _, t := range o[tag] {
			out = append(out, CalcOpt{Value: string(t), Label: onlyParam(tag)})
		}
	}
	return out
}

// Options are the picker's troop types for side tag: the restriction,
// plus current when it lies outside it (a picker never hides what is
// selected).
func (o TroopsOnly) Options(l Lang, tag string, current affinati.TroopType) []CalcOpt {
	only := o[tag]
	if len(only) == 0 {
		return AffTroopOpts(l, false)
	}
	var out []CalcOpt
	for _, t := range affinati.TroopTypes() {
		if slices.Contains(only, t) || t == current {
			out = append(out, CalcOpt{Value: string(t), Label: AffTroopName(l, t)})
		}
	}
	return out
}

// AffShareOnly is a helper tab's share link for input, keeping the
// restriction.
func AffShareOnly(tab string, input any, only TroopsOnly) string {
	q := query.ValuesOf(input)
	only.Add(q)
	return CalcWithQuery(AffinatiPath(tab), q)
}

// AffTroopOpts are the SAMURAI troop types as picker options, after
// a blank one when none.
func AffTroopOpts(l Lang, none bool) []CalcOpt {
	var out []CalcOpt
	if none {
		out = append(out, CalcOpt{Value: "", Label: "—"})
	}
	for _, t := range affinati.TroopTypes() {
		out = append(out, CalcOpt{Value: string(t), Label: AffTroopName(l, t)})
	}
	return out
}

// AffTroopName is a SAMURAI troop type's name.
func AffTroopName(l Lang, t affinati.TroopType) string {
	if t == "" {
		return "—"
	}
	return l.T("aff.troop." + string(t))
}
