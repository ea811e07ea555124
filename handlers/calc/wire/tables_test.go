package wire

import (
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
)

// The JSON shape every /options route serves.
func TestOptionJSONShape(t *testing.T) {
	b, err := Marshal(tables.Options{
		{ID: "X-03", Key: "seppukuAt", Kind: tables.OptionInt, Range: &tables.Range{Min: -100, Max: 0}, Default: "-50",
			Text: i18n.Stored("Soglia del seppuku.", "Seppuku threshold.")},
		{ID: "X-04", Key: "distanceScale", Kind: tables.OptionNumber, Range: &tables.Range{Min: 0.5, Max: 4}, Default: "1",
			Text: i18n.Stored("Moltiplicatore delle distanze.", "Distance multiplier.")},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"id":"X-03","key":"seppukuAt","kind":"int","range":{"min":-100,"max":0},"default":"-50","en":"Seppuku threshold.","it":"Soglia del seppuku."},` +
		`{"id":"X-04","key":"distanceScale","kind":"number","range":{"min":0.5,"max":4},"default":"1","en":"Distance multiplier.","it":"Moltiplicatore delle distanze."}]`
	if string(b) != want {
		t.Errorf("JSON\n%s\nwant\n%s", b, want)
	}
}

// An option's words come from the catalogue and are written in both
// languages, flat beside its fields; a title as {"en","it"}; a value's
// words beside the value.
func TestOptionJSONWordsFromTheCatalogue(t *testing.T) {
	o := tables.Option{ID: "A-07", Key: "a07", Kind: tables.OptionChoice, Default: "no",
		Title: i18n.M("aot.option.a-07.value.yes"), Text: i18n.M("aot.option.a-07.value.no"),
		Values: []tables.Choice{tables.C("no", i18n.M("aot.option.a-07.value.no")), {Value: "yes"}}}
	b, err := Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"id":"A-07","key":"a07","kind":"choice","values":[{"value":"no","en":"No","it":"No"},{"value":"yes"}],` +
		`"default":"no","title":{"en":"Yes","it":"Sì"},"en":"No","it":"No"}`
	if string(b) != want {
		t.Errorf("JSON\n%s\nwant\n%s", b, want)
	}
}

// A problem is its field before its message's key, arguments and words.
func TestProblemJSON(t *testing.T) {
	b, err := Marshal([]tables.Problem{{Field: "a.troop", Msg: i18n.M("err.method")}})
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"field":"a.troop","key":"err.method","en":"` + i18n.EN.T("err.method") + `","it":"` + i18n.IT.T("err.method") + `"}]`
	if string(b) != want {
		t.Errorf("JSON\n%s\nwant\n%s", b, want)
	}
}
