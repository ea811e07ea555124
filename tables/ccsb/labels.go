package ccsb

import (
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
)

// fieldLabels name the input fields in problems: the catalogue key of
// each name, and param false for a figure the engine derives (not a query
// key).
var fieldLabels = map[string]struct {
	key   string
	param bool
}{
	"mode":       {"ccsb.field.mode", true},
	"att":        {"ccsb.field.att", true},
	"attBlocks":  {"ccsb.field.att-blocks", true},
	"attLdr":     {"ccsb.field.att-ldr", true},
	"attTer":     {"ccsb.field.att-ter", true},
	"moved":      {"ccsb.field.moved", true},
	"range":      {"ccsb.field.range", true},
	"insp":       {"ccsb.field.insp", true},
	"card":       {"ccsb.field.card", true},
	"dragon":     {"ccsb.field.dragon", true},
	"aikido":     {"ccsb.field.aikido", true},
	"rankFire":   {"ccsb.field.rank-fire", true},
	"head":       {"ccsb.field.head", true},
	"levy":       {"ccsb.field.levy", true},
	"levyTer2":   {"ccsb.field.levy-ter-2", true},
	"levyTer3":   {"ccsb.field.levy-ter-3", true},
	"attSup":     {"ccsb.field.att-sup", true},
	"attBlocked": {"ccsb.field.att-blocked", true},
	"attFree":    {"ccsb.field.att-free", true},
	"tgt":        {"ccsb.field.tgt", true},
	"tgtBlocks":  {"ccsb.field.tgt-blocks", true},
	"tgtLdr":     {"ccsb.field.tgt-ldr", true},
	"tgtTer":     {"ccsb.field.tgt-ter", true},
	"sup":        {"ccsb.field.sup", true},
	"ignoreAll":  {"ccsb.field.ignore-all", true},
	"noIgnore":   {"ccsb.field.no-ignore", true},
	"terror":     {"ccsb.field.terror", true},
	"take":       {"ccsb.field.take", true},
	"blocked":    {"ccsb.field.blocked", true},
	"free":       {"ccsb.field.free", true},
	"lack":       {"ccsb.field.lack", true},
	"res":        {"ccsb.field.res", true},
	"poolEmpty":  {"ccsb.field.pool-empty", true},
	"bb":         {"ccsb.field.bb", true},
	"bbInsp":     {"ccsb.field.bb-insp", true},
	"bbCard":     {"ccsb.field.bb-card", true},
	"bbDragon":   {"ccsb.field.bb-dragon", true},
	"bbAikido":   {"ccsb.field.bb-aikido", true},
	"bbVeng":     {"ccsb.field.bb-veng", true},
	"unit":       {"ccsb.field.unit", true},
	"blocks":     {"ccsb.field.blocks", true},
	"owed":       {"ccsb.field.owed", true},
	"dice":       {"ccsb.field.dice", false},
}

// FieldName names an input field (its form tag, an option's key) for
// problems about its value; ok is false for a key the input does not have.
func FieldName(key string) (name i18n.Msg, ok bool) {
	if l, found := fieldLabels[key]; found && l.param {
		return i18n.M(l.key), true
	}
	for _, o := range optionTable {
		if o.Key == key {
			return i18n.M("ccsb.field.option", o.ID), true
		}
	}
	return i18n.Msg{}, false
}

// FieldLabel is FieldName in English and Italian, for the callers that
// still take a field's name as a pair of words.
func FieldLabel(key string) (en, it string, ok bool) {
	m, ok := FieldName(key)
	if !ok {
		return "", "", false
	}
	return i18n.EN.Render(m), i18n.IT.Render(m), true
}

// sentences turns each problem of v, recorded as the fragment that follows
// its field's name, into a whole sentence naming the field: "Range
// (range): the value must be between 0 and 12, not 20." It returns v.
func sentences(v *tables.ValidationError) *tables.ValidationError {
	for i, p := range v.Problems {
		var name any = p.Field // a key the input does not name: shown as it is
		if l, ok := fieldLabels[p.Field]; ok {
			name = i18n.M(l.key)
			if l.param {
				name = i18n.M("ccsb.field.param", name, p.Field)
			}
		} else if m, ok := FieldName(p.Field); ok {
			name = i18n.M("ccsb.field.param", m, p.Field) // an option
		}
		key := "ccsb.problem"
		if ended(i18n.EN.Render(p.Msg)) {
			key = "ccsb.problem-ended" // the fragment is a sentence of its own
		}
		v.Problems[i].Msg = i18n.M(key, name, p.Msg)
	}
	return v
}

// ended reports whether a fragment already ends a sentence.
func ended(s string) bool {
	return strings.HasSuffix(s, ".") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "!")
}

// unitCodes lists the unit codes, without the lone leader unless leader.
func unitCodes(leader bool) string {
	var codes []string
	for _, u := range unitTable {
		if u.Code != LoneLeader || leader {
			codes = append(codes, string(u.Code))
		}
	}
	return strings.Join(codes, ", ")
}

// terrainKeys lists the terrain keys.
func terrainKeys() string {
	keys := make([]string, len(terrainTable))
	for i, t := range terrainTable {
		keys[i] = string(t.Key)
	}
	return strings.Join(keys, ", ")
}
