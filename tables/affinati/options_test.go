package affinati

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
)

// TestOptionListCoversOptions: every Options field has one described
// option with a valid default, and every B-id that changes a calculator is
// listed.
func TestOptionListCoversOptions(t *testing.T) {
	list := OptionList()
	keys := map[string]tables.Option{}
	ids := map[string]bool{}
	for _, o := range list {
		if _, dup := keys[o.Key]; dup {
			t.Errorf("duplicate key %s", o.Key)
		}
		keys[o.Key] = o
		for _, id := range strings.Split(o.ID, "/") {
			ids[id] = true
		}
		if !i18n.Has(o.Text.Key) || len(o.Applies) == 0 || o.Default == "" {
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
	for _, id := range []string{"B-01", "B-02", "B-03", "B-04", "B-05", "B-12", "B-14", "B-15", "B-17", "B-18", "B-19", "B-21", "B-23", "B-24", "B-25", "B-26", "B-27", "B-28", "B-29", "B-30"} {
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
		vals := d.Allowed()
		if d.Kind == "number" {
			vals = []string{"0.5", "1", "2", "4"}
		}
		for _, val := range vals {
			var o Options
			*d.field(&o) = OptionValue(val)
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

// In JSON an option may be a string, a number or a boolean: a client
// sending "distanceScale": 2 or "allowDismount": false means what the
// strings "2" and "false" mean; null is the default; an object or an array
// is a type error naming the field.
func TestOptionValuesFromJSONTypes(t *testing.T) {
	cases := []struct {
		body string
		want Options
	}{
		{`{"distanceScale":2,"allowDismount":false}`, Options{DistanceScale: "2", AllowDismount: "false"}},
		{`{"distanceScale":"2","allowDismount":"false"}`, Options{DistanceScale: "2", AllowDismount: "false"}},
		{`{"distanceScale":2.50,"mountedDifficultMove":5,"monkDifficultBonus":1}`, Options{DistanceScale: "2.5", MountedDifficultMove: "5", MonkDifficultBonus: "1"}},
		{`{"distanceScale":1e0,"cavBreakoffVsEqual":true}`, Options{DistanceScale: "1", CavBreakoffVsEqual: "true"}},
		{`{"distanceScale":null,"factorSource":"table"}`, Options{FactorSource: "table"}},
	}
	for _, c := range cases {
		var o Options
		if err := json.Unmarshal([]byte(c.body), &o); err != nil {
			t.Errorf("%s: %v", c.body, err)
			continue
		}
		if o != c.want {
			t.Errorf("%s: %+v, want %+v", c.body, o, c.want)
		}
		if err := o.Validate(); err != nil {
			t.Errorf("%s: %v", c.body, err)
		}
	}
	// Embedded in a calculator input, beside its other fields.
	var in ArmyInput
	if err := json.Unmarshal([]byte(`{"list":"samurai-1500","ashigaru":3,"allowRoninSubstitution":true}`), &in); err != nil ||
		in.List != "samurai-1500" || in.Ashigaru != 3 || in.AllowRoninSubstitution != "true" {
		t.Errorf("army input: %+v %v", in, err)
	}
	for _, body := range []string{`{"distanceScale":{}}`, `{"allowDismount":[true]}`} {
		var o Options
		var te *json.UnmarshalTypeError
		if err := json.Unmarshal([]byte(body), &o); !errors.As(err, &te) || te.Field == "" {
			t.Errorf("%s: %v, want a type error naming the field", body, err)
		}
	}
	// A number out of range is still refused by Validate, as a string is.
	var o Options
	if err := json.Unmarshal([]byte(`{"distanceScale":9}`), &o); err != nil || o.Validate() == nil {
		t.Errorf("distanceScale 9: %v, accepted", err)
	}
}
