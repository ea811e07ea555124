package artoftactic

import (
	"encoding/json"
	"reflect"
	"sengoku/i18n"
	"strings"
	"testing"
)

// The order table against the "Modifiche" lines of the seed (L997-L1105),
// written here as Att/Def/FP/Fort cells.
func TestOrderTable_ModifiersAsInSeed_Section9_1(t *testing.T) {
	want := map[string]string{
		OrderAllAround:   "-2 +1 — -1",  // L997
		OrderDefend:      "— +1 — +1",   // L1001
		OrderFireRetreat: "-2 -1 — -1",  // L1005
		OrderFire:        "— — — —",     // L1013
		OrderAssault:     "+2 — — —",    // L1019
		OrderMarch:       "— — — —",     // L1023
		OrderMoveFire:    "-1 — -2 —",   // L1027
		OrderPursue:      "— — — —",     // L1031
		OrderRun:         "-1 -1 — -1",  // L1041
		OrderAmbush:      "+3 +1 +2 +1", // L1047
		OrderJoinUp:      "-2 -1 — -1",  // L1055
		OrderSupplies:    "— — — —",     // L1065
		OrderRecon:       "— — — —",     // L1069
		OrderRest:        "-2 -1 — -1",  // L1073
		OrderFlee:        "-3 -2 — -2",  // L1079
		OrderPanic:       "=0 =0 — -3",  // L1093
		OrderRetreat:     "=0 +1 — +1",  // L1105
	}
	if len(Orders) != len(want) {
		t.Fatalf("%d orders, want %d", len(Orders), len(want))
	}
	for i, o := range Orders {
		got := strings.Join([]string{o.Att.String(), o.Def.String(), o.FP.String(), o.Fort.String()}, " ")
		if got != want[o.ID] {
			t.Errorf("%s: %s, want %s", o.ID, got, want[o.ID])
		}
		if i > 0 && o.Step < Orders[i-1].Step {
			t.Errorf("%s is out of execution-step order", o.ID)
		}
		if i18n.EN.Render(o.Msg) == "" || i18n.IT.Render(o.Msg) == "" || o.Src == "" || o.Step < 1 || o.Step > len(Steps) {
			t.Errorf("%s: incomplete row %+v", o.ID, o)
		}
	}
}

// The execution steps of the seed (L187-L192).
func TestOrderSteps_Section6_3(t *testing.T) {
	want := map[int][]string{
		1: {OrderAllAround, OrderDefend, OrderFireRetreat},
		2: {OrderFire},
		3: {OrderAssault, OrderMarch, OrderMoveFire, OrderPursue, OrderRun},
		4: {OrderAmbush, OrderJoinUp, OrderSupplies, OrderRecon, OrderRest},
		6: {OrderRetreat, OrderFlee, OrderPanic},
	}
	got := map[int][]string{}
	for _, o := range Orders {
		got[o.Step] = append(got[o.Step], o.ID)
	}
	for s, ids := range want {
		for _, id := range ids {
			o, _ := OrderByID(id)
			if o.Step != s {
				t.Errorf("%s in step %d, want %d", id, o.Step, s)
			}
		}
		if len(got[s]) != len(ids) {
			t.Errorf("step %d: %v, want %v", s, got[s], ids)
		}
	}
}

// The conditions table against the only card found (§16.2): Fortitude,
// Defense and Attack rows over Commander, General, General destroyed,
// Honor, Hesitant, Shaken, Flank, Rear | Fatigue 2-3, Fatigue 4+.
func TestConditionsTable_MatchesFoundCard_Section16_2(t *testing.T) {
	ids := []string{CondCommander, CondInspire, CondDishonor, CondHonor, CondHesitant, CondShaken, CondFlank, CondRear,
		CondFatigue2, CondFatigue4}
	rows := map[string]string{
		"fort": "+3 +4 -2 +2 -1 -2 +1 +2 -1 -2",
		"def":  "— +1 — — -1 -2 +1 +2 — -1",
		"att":  "— +2 — +1 -2 -3 +2 +3 -1 -1",
	}
	for row, want := range rows {
		var got []string
		for _, id := range ids {
			c, ok := ConditionByID(id)
			if !ok {
				t.Fatalf("no condition %s", id)
			}
			m := map[string]Mod{"fort": c.Fort, "def": c.Def, "att": c.Att}[row]
			got = append(got, m.String())
		}
		if g := strings.Join(got, " "); g != want {
			t.Errorf("%s row: %s, want %s", row, g, want)
		}
	}
	p, _ := ConditionByID(CondPanicked)
	if !p.Addition || !p.Att.Zero || !p.Def.Zero || p.Fort.V != -3 {
		t.Errorf("Panicked column %+v (rulebook l.845-l.849, a sheet addition)", p)
	}
}

// The terrain combat modifiers of the advanced rules (seed L1129-L1169).
func TestTerrainTable_Section13_1(t *testing.T) {
	want := map[string][4]int{ // att, def, fp, fort
		TerrainPlain: {}, TerrainLightWoods: {0, 1, 0, 0}, TerrainDenseWoods: {0, 2, 0, 0}, TerrainRice: {},
		TerrainRiver: {-3, -2, -2, -2}, TerrainFord: {-1, -1, -1, -1}, TerrainBridge: {-2, 0, -2, 0},
		TerrainRavine: {}, TerrainRocky: {}, TerrainVillage: {0, 1, 0, 1},
	}
	for _, tr := range Terrains {
		if got := [4]int{tr.Att, tr.Def, tr.FP, tr.Fort}; got != want[tr.ID] {
			t.Errorf("%s: %v, want %v", tr.ID, got, want[tr.ID])
		}
	}
	if len(Terrains) != len(want) {
		t.Errorf("%d terrains, want %d", len(Terrains), len(want))
	}
}

func TestOptionList_DescribesEveryOption(t *testing.T) {
	list := OptionList()
	ty := reflect.TypeOf(Options{})
	if ty.NumField() != len(list) {
		t.Fatalf("%d option fields, %d described", ty.NumField(), len(list))
	}
	for i, o := range list {
		if tag := ty.Field(i).Tag.Get("json"); tag != o.Key {
			t.Errorf("field %s has key %q, list says %q", ty.Field(i).Name, tag, o.Key)
		}
		found := false
		for _, v := range o.Values {
			found = found || v.Value == o.Default
			if !i18n.Has(v.Words.Key) {
				t.Errorf("%s value %q lacks a label", o.ID, v.Value)
			}
		}
		if !found || !i18n.Has(o.Text.Key) || o.Source == "" || len(o.Values) < 2 {
			t.Errorf("%s: incomplete %+v", o.ID, o)
		}
	}
	list[0].Values[0].Value = "changed"
	if OptionList()[0].Values[0].Value == "changed" {
		t.Error("OptionList shares its slices")
	}
}

// The web layer decodes the query into these structs: flat option keys,
// attackers as a list (the result's JSON: handlers/calc/wire).
func TestAttackInput_JSONShape(t *testing.T) {
	const q = `{"att":[{"kind":"cav","models":2,"cmdr":true,"dice":3,"atti":8,"order":"assault"}],
		"tgt":{"kind":"inf","models":4,"def":1,"fort":10},"back":true,"a05":"both","c01":"attack"}`
	var in AttackInput
	if err := json.Unmarshal([]byte(q), &in); err != nil {
		t.Fatal(err)
	}
	if in.A05 != "both" || in.C01 != "attack" || in.Attackers[0].AttInf != 8 || in.Target.Fort != 10 {
		t.Fatalf("decoded %+v", in)
	}
	if _, err := Attack(in); err != nil {
		t.Fatal(err)
	}
	var f FortitudeInput
	if err := json.Unmarshal([]byte(`{"models":4,"fort":10,"test":"cas","cas":2,"a14":"0"}`), &f); err != nil {
		t.Fatal(err)
	}
	if f.Models != 4 || f.Cas != 2 || f.A14 != "0" {
		t.Errorf("fortitude input decoded %+v", f)
	}
}
