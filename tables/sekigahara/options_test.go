package sekigahara

import (
	"reflect"
	"sengoku/i18n"
	"strings"
	"testing"
)

func TestOptionListCoversOptions(t *testing.T) {
	list := OptionList()
	fields := reflect.TypeFor[Options]().NumField()
	if len(list) != fields {
		t.Fatalf("%d options listed, Options has %d fields", len(list), fields)
	}
	seen := map[string]bool{}
	def := DefaultOptions()
	dv := reflect.ValueOf(def)
	for _, o := range list {
		if !strings.HasPrefix(o.ID, "S-") || o.Key == "" || !i18n.Has(o.Text.Key) || i18n.EN.Render(o.Text) == i18n.IT.Render(o.Text) || len(o.Applies) == 0 {
			t.Errorf("incomplete option %+v", o)
		}
		if seen[o.Key] {
			t.Errorf("duplicate key %s", o.Key)
		}
		seen[o.Key] = true
		found := false
		for _, a := range o.Allowed() {
			found = found || a == o.Default
		}
		if !found {
			t.Errorf("%s: default %q not allowed", o.Key, o.Default)
		}
		// The key is the JSON name of an Options field holding the default.
		matched := false
		for i := 0; i < fields; i++ {
			name, _, _ := strings.Cut(reflect.TypeFor[Options]().Field(i).Tag.Get("json"), ",")
			if name == o.Key {
				matched = true
				if got := dv.Field(i).String(); got != o.Default {
					t.Errorf("%s: DefaultOptions gives %q, want %q", o.Key, got, o.Default)
				}
			}
		}
		if !matched {
			t.Errorf("%s: no Options field", o.Key)
		}
	}
	// OptionList returns copies.
	list[0].Values[0].Value = "changed"
	if OptionList()[0].Values[0].Value == "changed" {
		t.Error("OptionList shares its slices")
	}
}

func TestWithDefaultsKeepsChoices(t *testing.T) {
	o := Options{SpecialChainCounts: "specialOnly"}.WithDefaults()
	if o.SpecialChainCounts != "specialOnly" || o.FreeLeaders != "unlimitedBeforeFirstCard" || o.FreeLeaderInSiege != "true" {
		t.Errorf("%+v", o)
	}
}
