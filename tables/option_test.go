package tables

import (
	"sengoku/i18n"
	"strings"
	"testing"
)

func sample() Options {
	return Options{
		{ID: "X-01", Key: "factorSource", Kind: OptionChoice, Values: Plain("text", "table"), Default: "text",
			Text: i18n.Stored("Fattori dal testo o dalla tabella.", "Factors from the text or the table.")},
		{ID: "X-02", Key: "allowDismount", Aliases: []string{"allow_dismount"}, Kind: OptionBool, Values: Bool(), Default: "true",
			Text: i18n.Stored("Si può smontare.", "Dismounting allowed.")},
		{ID: "X-03", Key: "seppukuAt", Kind: OptionInt, Range: &Range{Min: -100, Max: 0}, Default: "-50",
			Text: i18n.Stored("Soglia del seppuku.", "Seppuku threshold.")},
		{ID: "X-04", Key: "distanceScale", Kind: OptionNumber, Range: &Range{Min: 0.5, Max: 4}, Default: "1",
			Text: i18n.Stored("Moltiplicatore delle distanze.", "Distance multiplier.")},
		{ID: "X-05", Kind: OptionFixed, Values: []Choice{C("reference map", i18n.Stored("mappa di riferimento", "reference map"))},
			Default: "reference map", Text: i18n.Stored("La mappa viene con l'app.", "The map ships with the app.")},
	}
}

func TestOptionResolveCanonicalValues(t *testing.T) {
	os := sample()
	for _, c := range []struct {
		key, raw, want string
		ok             bool
	}{
		{"factorSource", "", "text", true},
		{"factorSource", " TABLE ", "table", true},
		{"factorSource", "summary", "", false},
		{"allowDismount", "TRUE", "true", true},
		{"allowDismount", " false", "false", true},
		// The query policy's booleans, in any case (docs/api.md "Query parameters").
		{"allowDismount", "yes", "true", true},
		{"allowDismount", "On", "true", true},
		{"allowDismount", "1", "true", true},
		{"allowDismount", "0", "false", true},
		{"allowDismount", "OFF", "false", true},
		{"allowDismount", "no", "false", true},
		{"allowDismount", "maybe", "", false},
		{"allowDismount", "2", "", false},
		{"seppukuAt", "-10", "-10", true},
		{"seppukuAt", "10", "", false},
		{"seppukuAt", "-1.5", "", false},
		{"distanceScale", "2,5", "2.5", true},
		{"distanceScale", "2.50", "2.5", true},
		{"distanceScale", "NaN", "", false},
		{"distanceScale", "9", "", false},
	} {
		o, ok := os.Lookup(c.key)
		if !ok {
			t.Fatalf("%s not found", c.key)
		}
		got, ok := o.Resolve(c.raw)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("%s=%q: %q %v, want %q %v", c.key, c.raw, got, ok, c.want, c.ok)
		}
	}
}

func TestOptionCheckNamesTheFieldInBothLanguages(t *testing.T) {
	o, _ := sample().Lookup("factorSource")
	v := &ValidationError{}
	if got := o.Check("options.factorSource", "summary", v); got != "text" {
		t.Errorf("a refused value yields %q, want the default", got)
	}
	if len(v.Problems) != 1 || v.Problems[0].Field != "options.factorSource" ||
		!strings.Contains(v.Problems[0].English(), `"summary" is not one of text, table`) ||
		!strings.Contains(v.Problems[0].Italian(), "non è uno dei valori ammessi text, table") {
		t.Errorf("problems: %+v", v.Problems)
	}
	n, _ := sample().Lookup("seppukuAt")
	v = &ValidationError{}
	n.Check("value", strings.Repeat("9", 40), v)
	if len(v.Problems) != 1 || !strings.Contains(v.Problems[0].English(), "whole number from -100 to 0") || !strings.Contains(v.Problems[0].English(), "…") {
		t.Errorf("int problems: %+v", v.Problems)
	}
	v = &ValidationError{}
	if got := n.Check("value", " -7 ", v); got != "-7" || v.Err() != nil {
		t.Errorf("a good value: %q %v", got, v.Err())
	}
}

func TestOptionLookupAliasesAndFixedRules(t *testing.T) {
	os := sample()
	for _, k := range []string{"allowDismount", "allow_dismount", " allowDismount"} {
		if o, ok := os.Lookup(k); !ok || o.Key != "allowDismount" {
			t.Errorf("Lookup(%q) = %q %v", k, o.Key, ok)
		}
	}
	if _, ok := os.Lookup("reference map"); ok {
		t.Error("a fixed rule is looked up")
	}
	if _, ok := os.Lookup("nope"); ok {
		t.Error("an unknown key is found")
	}
}

func TestOptionsValidRefusesMalformedLists(t *testing.T) {
	if err := sample().Valid(); err != nil {
		t.Fatal(err)
	}
	bad := map[string]func(os Options){
		"default not allowed":   func(os Options) { os[0].Default = "summary" },
		"no description":        func(os Options) { os[1].Text = i18n.Msg{} },
		"words not catalogued":  func(os Options) { os[1].Text = i18n.M("option.no-such-text") },
		"value not catalogued":  func(os Options) { os[4].Values = []Choice{C("reference map", i18n.M("option.no-such-value"))} },
		"repeated value":        func(os Options) { os[0].Values = Plain("text", "Text") },
		"no range":              func(os Options) { os[2].Range = nil },
		"duplicate key":         func(os Options) { os[3].Key = "factorSource" },
		"alias shadows a key":   func(os Options) { os[1].Aliases = []string{"seppukuAt"} },
		"no key":                func(os Options) { os[0].Key = "" },
		"unknown kind":          func(os Options) { os[0].Kind = "enum" },
		"default out of range":  func(os Options) { os[3].Default = "5" },
		"non-canonical default": func(os Options) { os[3].Default = "1.0" },
	}
	for name, spoil := range bad {
		os := sample().Clone()
		spoil(os)
		if os.Valid() == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestOptionsCloneSharesNothing(t *testing.T) {
	os := sample()
	c := os.Clone()
	c[0].Values[0].Value = "changed"
	c[1].Aliases[0] = "changed"
	c[2].Range.Max = 99
	if os[0].Values[0].Value == "changed" || os[1].Aliases[0] == "changed" || os[2].Range.Max == 99 {
		t.Error("Clone shares its slices")
	}
}

// FuzzOptionResolve: any input resolves without panic; a value accepted
// resolves to itself again (canonical), and Check adds a problem exactly
// when Resolve refuses.
func FuzzOptionResolve(f *testing.F) {
	for _, s := range []string{"", "TABLE", "2,5", "-50", "1e3", "NaN", "true", " yes ", "∞"} {
		f.Add(s)
	}
	os := sample()
	f.Fuzz(func(t *testing.T, raw string) {
		for _, o := range os {
			v, ok := o.Resolve(raw)
			problems := &ValidationError{}
			got := o.Check("f", raw, problems)
			if ok != (problems.Err() == nil) {
				t.Fatalf("%s %q: Resolve ok=%v, Check problems %v", o.ID, raw, ok, problems.Problems)
			}
			if !ok {
				continue
			}
			if again, ok2 := o.Resolve(v); !ok2 || again != v || got != v {
				t.Fatalf("%s %q: %q resolves again to %q %v (Check %q)", o.ID, raw, v, again, ok2, got)
			}
		}
	})
}
