package affinati

import (
	"net/url"
	"reflect"
	"strings"
	"testing"

	"sengoku/tables"
)

// TestDecodeValuesFormNames maps a phone form onto CombatInput.
func TestDecodeValuesFormNames(t *testing.T) {
	q, _ := url.ParseQuery("mode=shooting&a.troop=archers&a.extra=1&b.troop=ashigaru&b.difficult=on&da=4&db=2&factorSource=table&distanceScale=2,5&unknown=1")
	var in CombatInput
	if err := DecodeValues(q, &in); err != nil {
		t.Fatal(err)
	}
	want := CombatInput{Mode: ModeShooting, A: Side{Troop: Archers, Extra: 1}, B: Side{Troop: Ashigaru, Difficult: true}, DA: 4, DB: 2,
		Options: Options{FactorSource: "table", DistanceScale: "2,5"}}
	if !reflect.DeepEqual(in, want) {
		t.Fatalf("got %+v\nwant %+v", in, want)
	}
	if _, err := Resolve(in); err != nil {
		t.Fatalf("decoded input refused: %v", err)
	}
	back := EncodeValues(&in)
	var again CombatInput
	if err := DecodeValues(back, &again); err != nil || !reflect.DeepEqual(again, in) {
		t.Fatalf("round trip: %v %+v", err, again)
	}
}

// TestDecodeValuesRefusesGarbage reports every unreadable value.
func TestDecodeValuesRefusesGarbage(t *testing.T) {
	q, _ := url.ParseQuery("a.flank=many&da=1e9&b.general=perhaps")
	var in CombatInput
	err := DecodeValues(q, &in)
	v, ok := tables.AsValidation(err)
	if !ok || len(v.Fields()) != 3 {
		t.Fatalf("want 3 field problems, got %v", err)
	}
	var lin LossInput
	if err := DecodeValues(url.Values{"a.destroyed": {"3"}, "breakRule": {"campaignTable"}}, &lin); err != nil || lin.A.Destroyed != 3 || lin.BreakRule != "campaignTable" {
		t.Errorf("loss input: %+v %v", lin, err)
	}
	if err := DecodeValues(url.Values{}, in); err == nil {
		t.Error("a non-pointer must be refused")
	}
}

// TestDecodeValuesOutOfRange: a whole number beyond the decoder's bound is
// out of range, with the range, not "not a whole number".
func TestDecodeValuesOutOfRange(t *testing.T) {
	for _, raw := range []string{"5000000", "-99999999999999999999999"} {
		var in CombatInput
		v, ok := tables.AsValidation(DecodeValues(url.Values{"da": {raw}}, &in))
		if !ok {
			t.Fatalf("%s: accepted", raw)
		}
		m := v.Messages("en")["da"]
		if !strings.Contains(m, "Out of range") || !strings.Contains(m, "-1000000 to 1000000") {
			t.Errorf("%s: %q", raw, m)
		}
		if m := v.Messages("it")["da"]; !strings.Contains(m, "Fuori intervallo") {
			t.Errorf("%s: %q", raw, m)
		}
	}
}
