package wire

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"

	"sengoku/i18n"
)

// field is one key of a struct's JSON object, as encoding/json chooses it.
type field struct {
	name      string
	index     []int
	tagged    bool
	omitEmpty bool
	quoted    bool // the ",string" option
	// inline is set for an embedded inline type (see Inline): its words
	// stand in its place.
	inline func(reflect.Value) i18n.Msg
}

var fieldCache sync.Map // reflect.Type → []field

// fieldsOf is t's JSON fields in encoding/json's order and with its rules:
// exported fields under their tag's name, an untagged embedded struct's
// fields promoted, and of fields of one name the shallowest kept (a tagged
// one among equals), none when that leaves more than one.
func fieldsOf(t reflect.Type) []field {
	if f, ok := fieldCache.Load(t); ok {
		return f.([]field)
	}
	fs := dominant(collect(t))
	fieldCache.Store(t, fs)
	return fs
}

// collect walks t breadth-first, as encoding/json does, and lists every
// candidate field with its depth (the length of its index).
func collect(t reflect.Type) []field {
	var out []field
	type level struct {
		t     reflect.Type
		index []int
	}
	next := []level{{t: t}}
	visited := map[reflect.Type]bool{}
	for len(next) > 0 {
		current := next
		next = nil
		for _, l := range current {
			if visited[l.t] {
				continue
			}
			visited[l.t] = true
			for i := range l.t.NumField() {
				sf := l.t.Field(i)
				ft := sf.Type
				if sf.Anonymous {
					if ft.Kind() == reflect.Pointer {
						ft = ft.Elem()
					}
					if !sf.IsExported() && ft.Kind() != reflect.Struct {
						continue
					}
				} else if !sf.IsExported() {
					continue
				}
				tag := sf.Tag.Get("json")
				if tag == "-" {
					continue
				}
				if msg := inlineOf(sf.Type); sf.Anonymous && msg != nil && tag == "" {
					index := append(slices.Clone(l.index), i)
					out = append(out, field{name: "\x00" + fmt.Sprint(index), index: index, inline: msg})
					continue
				}
				name, opts, _ := strings.Cut(tag, ",")
				index := append(slices.Clone(l.index), i)
				if name != "" || !sf.Anonymous || ft.Kind() != reflect.Struct {
					f := field{name: name, index: index, tagged: name != "", omitEmpty: hasOpt(opts, "omitempty"), quoted: hasOpt(opts, "string")}
					if f.name == "" {
						f.name = sf.Name
					}
					out = append(out, f)
					continue
				}
				next = append(next, level{t: ft, index: index})
			}
		}
	}
	return out
}

func hasOpt(opts, want string) bool {
	for o := range strings.SplitSeq(opts, ",") {
		if o == want {
			return true
		}
	}
	return false
}

// dominant keeps, of the fields sharing a name, the one encoding/json
// writes, and orders the rest by index.
func dominant(all []field) []field {
	byName := map[string][]field{}
	for _, f := range all {
		byName[f.name] = append(byName[f.name], f)
	}
	var out []field
	for _, fs := range byName {
		depth := len(fs[0].index)
		for _, f := range fs {
			depth = min(depth, len(f.index))
		}
		var top, tagged []field
		for _, f := range fs {
			if len(f.index) == depth {
				top = append(top, f)
				if f.tagged {
					tagged = append(tagged, f)
				}
			}
		}
		switch {
		case len(top) == 1:
			out = append(out, top[0])
		case len(tagged) == 1:
			out = append(out, tagged[0])
		}
	}
	slices.SortFunc(out, func(a, b field) int { return slices.Compare(a.index, b.index) })
	return out
}
