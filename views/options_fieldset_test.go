package views

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
)

func fieldsetSample() OptionSet {
	return OptionSet{
		Prefix: "alt.",
		Options: tables.Options{
			{ID: "X-01", Key: "factorSource", Kind: tables.OptionChoice, Values: tables.Plain("text", "table"), Default: "text",
				Text: i18n.Stored("Fattori.", "Factors.")},
			{ID: "X-02", Key: "dismount", Kind: tables.OptionBool, Values: tables.Bool(), Default: "true",
				Text: i18n.Stored("Smontare.", "Dismount.")},
			{ID: "X-03", Key: "scale", Kind: tables.OptionNumber, Range: &tables.Range{Min: 0.5, Max: 4}, Default: "1",
				Text: i18n.Stored("Scala.", "Scale.")},
			{ID: "X-04", Key: "table", Kind: tables.OptionData, Default: "§13.2", Text: i18n.Stored("Tabella.", "Table.")},
			{ID: "X-05", Kind: tables.OptionFixed, Values: []tables.Choice{tables.C("map", i18n.Stored("mappa", "map"))}, Default: "map",
				Text: i18n.Stored("Mappa.", "Map.")},
		},
		Values:   map[string]string{"factorSource": "TABLE", "dismount": "true", "scale": "2,5"},
		Problems: map[string]string{"scale": "too big"},
	}
}

// Every option list becomes the same controls: the default first and sent
// as "", the value held in its own spelling, a number box for a number, no
// control for data or a fixed rule, the problem under its control.
func TestOptionSetFields(t *testing.T) {
	fs := fieldsetSample().Fields(EN)
	if len(fs) != 3 {
		t.Fatalf("%d controls, want 3 (no data, no fixed rule): %+v", len(fs), fs)
	}
	src, dis, scale := fs[0], fs[1], fs[2]
	if src.Name != "alt.factorSource" || src.Label != "X-01 · Factors." || src.Value != "table" ||
		len(src.Choices) != 2 || src.Choices[0] != (AssistOpt{"", "text · default"}) || src.Choices[1].Value != "table" {
		t.Errorf("choice: %+v", src)
	}
	if dis.Value != "" || dis.Choices[0].Label != "yes · default" || dis.Choices[1] != (AssistOpt{"false", "no"}) {
		t.Errorf("bool at its default: %+v", dis)
	}
	if !scale.Number || scale.Value != "2.5" || scale.Min != "0.5" || scale.Max != "4" || scale.Step != "any" ||
		scale.Default != "1" || scale.Problem != "too big" || scale.Choices != nil {
		t.Errorf("number: %+v", scale)
	}
	if it := fieldsetSample().Fields(IT)[1]; it.Choices[0].Label != "sì · predefinito" {
		t.Errorf("Italian: %+v", it.Choices)
	}
}

func TestOptionSetQueryHoldsOnlyChangedOptions(t *testing.T) {
	s := fieldsetSample()
	q := url.Values{}
	s.Query(q)
	if q.Encode() != "alt.factorSource=table&alt.scale=2.5" {
		t.Errorf("query %q", q.Encode())
	}
	if s.Changed() != 2 {
		t.Errorf("Changed() = %d, want 2", s.Changed())
	}
}

func TestOptionFieldsetRendersEveryControl(t *testing.T) {
	var b strings.Builder
	if err := OptionFieldset(EN, fieldsetSample()).Render(context.Background(), &b); err != nil {
		t.Fatal(err)
	}
	html := b.String()
	for _, want := range []string{`<select name="alt.factorSource"`, `<option value="table" selected>`,
		`type="number" name="alt.scale" value="2.5" placeholder="1" min="0.5" max="4" step="any"`, `aria-invalid="true"`, "too big"} {
		if !strings.Contains(html, want) {
			t.Errorf("missing %q in %s", want, html)
		}
	}
	if strings.Contains(html, "X-04") || strings.Contains(html, "X-05") {
		t.Errorf("a data option or a fixed rule got a control: %s", html)
	}
}
