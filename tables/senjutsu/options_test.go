package senjutsu

import (
	"encoding/json"
	"reflect"
	"sengoku/i18n"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestOptionListCoversOptions(t *testing.T) {
	// Every Options field is in OptionList with its JSON key, a default among
	// its allowed values and both descriptions; and the zero value normalises
	// to those defaults.
	var keys []string
	rt := reflect.TypeOf(Options{})
	for i := 0; i < rt.NumField(); i++ {
		keys = append(keys, strings.Split(rt.Field(i).Tag.Get("json"), ",")[0])
	}
	list := OptionList()
	if len(list) != len(keys) {
		t.Fatalf("%d options listed for %d fields", len(list), len(keys))
	}
	def := DefaultOptions()
	for _, o := range list {
		if !slices.Contains(keys, o.Key) {
			t.Errorf("option %s has no field", o.Key)
		}
		if !slices.Contains(o.Allowed(), o.Default) || !i18n.Has(o.Text.Key) || o.ID == "" || o.Source == "" {
			t.Errorf("option %+v incomplete", o)
		}
		if got := def.get(o.Key); got != o.Default {
			t.Errorf("default %s = %q, want %q", o.Key, got, o.Default)
		}
		for _, v := range o.Allowed() {
			val := strconv.Quote(v)
			if _, err := strconv.Atoi(v); err == nil {
				val = v // numeric options are JSON numbers
			}
			var opts Options
			if err := json.Unmarshal([]byte(`{"`+o.Key+`":`+val+`}`), &opts); err != nil {
				t.Fatalf("cannot set %s=%s: %v", o.Key, v, err)
			}
			if got := opts.Normalize().get(o.Key); got != v {
				t.Errorf("%s=%s reads back as %q", o.Key, v, got)
			}
			if err := opts.Validate(); err != nil {
				t.Errorf("%s=%s refused: %v", o.Key, v, err)
			}
		}
	}
	if err := (Options{DiscardPlayed: "some", CrippledRotations: 9}).Validate(); err == nil {
		t.Error("values outside the list accepted")
	}
	// OptionList hands out copies.
	list[0].Values[0].Value = "x"
	if OptionList()[0].Values[0].Value == "x" {
		t.Error("OptionList exposes its table")
	}
}

func TestRuleTablesCiteSections(t *testing.T) {
	for i, ti := range TypeOrder {
		if typeRank(ti.Type) != i || ti.Source.IsZero() || enOf(ti.Name) == "" || itOf(ti.Name) == "" {
			t.Errorf("type row %+v", ti)
		}
	}
	for _, k := range KamaePositions {
		if k.Source == "" || enOf(k.Name) == "" || itOf(k.Name) == "" {
			t.Errorf("kamae row %+v", k)
		}
	}
	for _, d := range DeckSizes {
		if d.Source == "" || d.Cards <= 0 || !slices.Contains(OptionList()[0].Allowed(), strconv.Itoa(d.Cards)) {
			t.Errorf("deck size row %+v", d)
		}
	}
	for _, a := range ActionKinds {
		if a.Section.IsZero() || enOf(a.Text) == "" || itOf(a.Text) == "" {
			t.Errorf("action kind %+v", a)
		}
	}
}
