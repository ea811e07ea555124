package affinati

import (
	"reflect"
	"strings"
	"testing"
)

// TestOptionListCoversOptions: every Options field has one described
// option with a valid default, and every B-id that changes a calculator is
// listed.
func TestOptionListCoversOptions(t *testing.T) {
	list := OptionList()
	keys := map[string]OptionInfo{}
	ids := map[string]bool{}
	for _, o := range list {
		if _, dup := keys[o.Key]; dup {
			t.Errorf("duplicate key %s", o.Key)
		}
		keys[o.Key] = o
		for _, id := range strings.Split(o.ID, "/") {
			ids[id] = true
		}
		if o.EN == "" || o.IT == "" || len(o.Applies) == 0 || o.Default == "" {
			t.Errorf("%s: incomplete %+v", o.Key, o)
		}
	}
	ty := reflect.TypeOf(Options{})
	for i := 0; i < ty.NumField(); i++ {
		name, _, _ := strings.Cut(ty.Field(i).Tag.Get("json"), ",")
		if _, ok := keys[name]; !ok {
			t.Errorf("Options.%s (%s) not in OptionList", ty.Field(i).Name, name)
		}
	}
	for _, id := range []string{"B-01", "B-02", "B-03", "B-04", "B-05", "B-12", "B-14", "B-15", "B-17", "B-18", "B-19", "B-21", "B-23", "B-24", "B-25", "B-26", "B-27", "B-28", "B-29"} {
		if !ids[id] {
			t.Errorf("%s missing from OptionList", id)
		}
	}
	if err := DefaultOptions().Validate(); err != nil {
		t.Errorf("defaults invalid: %v", err)
	}
	if (Options{}).WithDefaults() != DefaultOptions() {
		t.Error("empty options must mean the defaults")
	}
}

// TestEveryAllowedOptionValueIsAccepted tries each allowed value and one
// refused value per option.
func TestEveryAllowedOptionValueIsAccepted(t *testing.T) {
	for _, d := range optionDefs {
		vals := d.Allowed
		if d.Kind == "number" {
			vals = []string{"0.5", "1", "2", "4"}
		}
		for _, val := range vals {
			var o Options
			*d.field(&o) = val
			if err := o.Validate(); err != nil {
				t.Errorf("%s=%s refused: %v", d.Key, val, err)
			}
			if _, err := Resolve(CombatInput{A: Side{Troop: Ashigaru}, B: Side{Troop: Archers}, Options: o}); err != nil {
				t.Errorf("%s=%s: Resolve: %v", d.Key, val, err)
			}
		}
		var o Options
		*d.field(&o) = "nonsense"
		if err := o.Validate(); err == nil {
			t.Errorf("%s=nonsense accepted", d.Key)
		}
	}
}
