package query

import (
	"slices"
	"strings"
)

// Keys are the keys a route reads: exact keys and key prefixes (a tie
// choice "tie.<fighter>.<speed>", a card's fields "a3.models").
type Keys struct {
	exact    map[string]bool
	list     []string
	prefixes []string
	match    func(string) bool
	lists    map[string]bool // keys given once per value on purpose
}

// NewKeys accepts keys exactly and any key starting with one of prefixes.
func NewKeys(keys []string, prefixes ...string) Keys {
	k := Keys{exact: map[string]bool{}, prefixes: prefixes}
	return k.With(keys...)
}

// With is k accepting keys too.
func (k Keys) With(keys ...string) Keys {
	out := Keys{exact: make(map[string]bool, len(k.exact)+len(keys)), list: slices.Clone(k.list), prefixes: k.prefixes, match: k.match, lists: k.lists}
	for name := range k.exact {
		out.exact[name] = true
	}
	for _, name := range keys {
		if !out.exact[name] {
			out.exact[name] = true
			out.list = append(out.list, name)
		}
	}
	slices.Sort(out.list)
	return out
}

// Matching is k accepting also the keys match reports (keys with an index,
// "a7.models"); suggestions still come from the listed keys.
func (k Keys) Matching(match func(string) bool) Keys {
	k.match = match
	return k
}

// Lists is k accepting also keys that a query gives once per value (a
// picker narrowed to several troop types: "a.only=x&a.only=y"): such a key
// is never a repeated key, and Strict keeps all its values.
func (k Keys) Lists(keys ...string) Keys {
	out := k.With(keys...)
	out.lists = make(map[string]bool, len(k.lists)+len(keys))
	for name := range k.lists {
		out.lists[name] = true
	}
	for _, name := range keys {
		out.lists[name] = true
	}
	return out
}

// List is the keys accepted exactly, sorted.
func (k Keys) List() []string { return slices.Clone(k.list) }

// Accepts reports whether the route reads key.
func (k Keys) Accepts(key string) bool {
	if k.exact[key] || k.match != nil && k.match(key) {
		return true
	}
	for _, p := range k.prefixes {
		if strings.HasPrefix(key, p) {
			return true
		}
	}
	return false
}

// Suggest is the accepted key that key was most likely meant to be
// ("mainroad" → "mainRoad"), or "": the same letters in another case,
// else the closest key at most two edits away (the first in order on a
// tie).
func (k Keys) Suggest(key string) string {
	lk := strings.ToLower(key)
	best, bestD := "", 3
	for _, name := range k.list {
		if strings.EqualFold(name, key) {
			return name
		}
		if d := editDistance(lk, strings.ToLower(name), bestD); d < bestD {
			best, bestD = name, d
		}
	}
	return best
}

// editDistance is the edit distance of a and b counting a swap of two
// neighbouring letters as one edit ("modles" is one from "models"; optimal
// string alignment), or limit when it is at least limit (the keys are
// short; long input is not compared at all).
func editDistance(a, b string, limit int) int {
	if len(a) > 64 || len(b) > 64 || len(a)-len(b) >= limit || len(b)-len(a) >= limit {
		return limit
	}
	rows := [3][]int{make([]int, len(b)+1), make([]int, len(b)+1), make([]int, len(b)+1)}
	for j := range rows[1] {
		rows[1][j] = j
	}
	for i := 1; i <= len(a); i++ {
		prev2, prev, cur := rows[0], rows[1], rows[2]
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		rows[0], rows[1], rows[2] = prev, cur, prev2
	}
	return min(rows[1][len(b)], limit)
}
