package calc

import (
	"net/url"
	"reflect"
	"strings"
	"testing"

	"sengoku/handlers/web"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/tables/affinati"
)

// The Affinati inputs as a phone's form sends them: a side's fields under
// "a."/"b.", the options at the top level, a checkbox's "on", a decimal
// comma; and back into a link unchanged.
func TestAffinatiCodecReadsTheFormNames(t *testing.T) {
	q, _ := url.ParseQuery("mode=shooting&a.troop=archers&a.extra=1&b.troop=ashigaru&b.difficult=on&da=4&db=2&factorSource=table&distanceScale=2,5")
	var in affinati.CombatInput
	if err := affinatiCombatCodec.Decode(q, "", &in); err != nil {
		t.Fatal(err)
	}
	want := affinati.CombatInput{Mode: affinati.ModeShooting, A: affinati.Side{Troop: affinati.Archers, Extra: 1},
		B: affinati.Side{Troop: affinati.Ashigaru, Difficult: true}, DA: 4, DB: 2,
		Options: affinati.Options{FactorSource: "table", DistanceScale: "2,5"}}
	if !reflect.DeepEqual(in, want) {
		t.Fatalf("got %+v\nwant %+v", in, want)
	}
	back, _ := affinatiCombatCodec.Values(in)
	var again affinati.CombatInput
	if err := affinatiCombatCodec.Decode(back, "", &again); err != nil || !reflect.DeepEqual(again, in) {
		t.Fatalf("round trip: %v %+v", err, again)
	}
}

// Unreadable values are a 400 naming each field; a number beyond the
// bound is a rule violation (422) quoting the range.
func TestAffinatiCodecProblems(t *testing.T) {
	q, _ := url.ParseQuery("a.flank=many&da=1e9&b.general=perhaps")
	var in affinati.CombatInput
	qe, ok := web.PolicyError(affinatiCombatCodec.Decode(q, "", &in), query.NewKeys(affinatiCombatCodec.Keys()), nil).(web.QueryError)
	if !ok || len(qe.Validation().Fields()) != 3 {
		t.Fatalf("want 3 refused fields, got %v", qe)
	}
	for _, raw := range []string{"5000000", "-99999999999999999999999"} {
		err := web.PolicyError(affinatiCombatCodec.Decode(url.Values{"da": {raw}}, "", &in), query.NewKeys(affinatiCombatCodec.Keys()), nil)
		v, ok := tables.AsValidation(err)
		if !ok {
			t.Fatalf("%s: %v", raw, err)
		}
		if m := v.Messages("en")["da"]; !strings.Contains(m, "Out of range") || !strings.Contains(m, "-1000000 to 1000000") {
			t.Errorf("%s: %q", raw, m)
		}
		if m := v.Messages("it")["da"]; !strings.Contains(m, "Fuori intervallo") {
			t.Errorf("%s: %q", raw, m)
		}
	}
}

// Any query decodes or is refused naming its fields, never panics, and a
// decoded input either resolves or is refused by the rules.
func FuzzAffinatiQuery(f *testing.F) {
	f.Add("a.troop=ashigaru&b.troop=monks&a.support=on&da=3&db=4")
	f.Add("mode=mutual&a.troop=archers&b.troop=archers&mutualShooting=twoOneWay&da2=1&db2=6")
	f.Add("a.flank=-5&distanceScale=NaN&b.extra=x")
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		var in affinati.CombatInput
		if err := web.PolicyError(affinatiCombatCodec.Decode(q, "", &in), query.NewKeys(affinatiCombatCodec.Keys()), nil); err != nil {
			if _, ok := err.(web.QueryError); !ok {
				if _, ok := tables.AsValidation(err); !ok {
					t.Fatalf("%T %v", err, err)
				}
			}
			return
		}
		if _, err := affinati.Resolve(in); err != nil {
			if _, ok := tables.AsValidation(err); !ok {
				t.Fatalf("%T %v", err, err)
			}
		}
	})
}
