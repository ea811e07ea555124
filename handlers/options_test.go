package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/tables"
	"sengoku/tables/affinati"
	"sengoku/tables/artoftactic"
	"sengoku/tables/ccsb"
	"sengoku/tables/sekigahara"
	"sengoku/tables/senjutsu"
)

// systemOptions is every system's option list, the campaign's included.
func systemOptions() map[string]tables.Options {
	return map[string]tables.Options{
		"affinati": affinati.OptionList(), "aot": artoftactic.OptionList(), "ccsb": ccsb.Options(),
		"sekigahara": sekigahara.OptionList(), "senjutsu": senjutsu.OptionList(), "campaign": campaign.OptionList(),
	}
}

// Every system describes its options with the one type, well formed: an
// ID and both descriptions, values or a range as the kind needs, a default
// among them, and no key, alias or ID used twice in one system.
func TestEverySystemsOptionsAreValidAndUnique(t *testing.T) {
	t.Parallel()
	for name, opts := range systemOptions() {
		if len(opts) == 0 {
			t.Errorf("%s: no options", name)
		}
		if err := opts.Valid(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		ids := map[string]int{}
		for _, o := range opts {
			if o.Configurable() {
				ids[o.ID+" "+o.Key]++
			}
		}
		for id, n := range ids {
			if n > 1 {
				t.Errorf("%s: %s listed %d times", name, id, n)
			}
		}
	}
}

// optionJSON is the one shape every options list is served in.
type optionJSON struct {
	ID      string   `json:"id"`
	Key     string   `json:"key"`
	Aliases []string `json:"aliases"`
	Kind    string   `json:"kind"`
	Values  []struct {
		Value string `json:"value"`
		EN    string `json:"en"`
		IT    string `json:"it"`
	} `json:"values"`
	Range *struct {
		Min *float64 `json:"min"`
		Max *float64 `json:"max"`
	} `json:"range"`
	Default *string `json:"default"`
	EN      string  `json:"en"`
	IT      string  `json:"it"`
}

// Every route that lists a system's options answers them in the one JSON
// shape, with no field outside it, and lists them all.
func TestEveryOptionsRouteAnswersTheOneShape(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	known := []string{"id", "key", "aliases", "kind", "values", "range", "default", "title", "en", "it", "source", "applies"}
	for path, want := range map[string]tables.Options{
		"/api/calc/affinati/options":     affinati.OptionList(),
		"/api/calc/aot/options":          artoftactic.OptionList(),
		"/api/calc/ccsb/reference":       ccsb.Options(),
		"/api/calc/sekigahara/reference": sekigahara.OptionList(),
		"/api/calc/senjutsu/reference":   senjutsu.OptionList(),
	} {
		res := b.get(path)
		if res.status != http.StatusOK {
			t.Errorf("%s: %d", path, res.status)
			continue
		}
		var raw struct{ Options []map[string]json.RawMessage }
		var typed struct{ Options []optionJSON }
		if err := json.Unmarshal([]byte(res.body), &raw); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if err := json.Unmarshal([]byte(res.body), &typed); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if len(typed.Options) != len(want) {
			t.Errorf("%s: %d options, want %d", path, len(typed.Options), len(want))
		}
		for i, o := range raw.Options {
			for k := range o {
				if !slices.Contains(known, k) {
					t.Errorf("%s: option %d has field %q outside the shape", path, i, k)
				}
			}
		}
		for i, o := range typed.Options {
			checkOptionJSON(t, path, o, want[min(i, len(want)-1)])
		}
	}
}

func checkOptionJSON(t *testing.T, path string, o optionJSON, want tables.Option) {
	t.Helper()
	if o.ID != want.ID || o.Key != want.Key || o.Kind != string(want.Kind) || o.Default == nil || *o.Default != want.Default || o.EN == "" || o.IT == "" {
		t.Errorf("%s: %+v, want %s %s %s default %q", path, o, want.ID, want.Key, want.Kind, want.Default)
	}
	switch want.Kind {
	case tables.OptionChoice, tables.OptionBool, tables.OptionFixed:
		if len(o.Values) != len(want.Values) || o.Range != nil {
			t.Errorf("%s %s: values %+v, range %v", path, o.Key, o.Values, o.Range)
		}
	case tables.OptionInt, tables.OptionNumber:
		if o.Range == nil || o.Range.Min == nil || o.Range.Max == nil || len(o.Values) != 0 {
			t.Errorf("%s %s: a %s option without its range", path, o.Key, o.Kind)
		}
	}
}

// The option keys shared links have always carried still name their
// options: a value allowed answers 200, a value refused answers 422 naming
// that key, or 400 naming it when the value is not even of the option's type
// (the query policy: an undecodable value is a 400; an unknown key too).
func TestOldOptionKeysStillDecode(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, c := range []struct {
		base, key, good string
		refused         int
	}{
		{"/api/calc/affinati/combat?a.troop=mountedSamurai&b.troop=ashigaru", "factorSource", "table", http.StatusUnprocessableEntity},
		{"/api/calc/affinati/combat?a.troop=mountedSamurai&b.troop=ashigaru", "plusOneCumulative", "true", http.StatusUnprocessableEntity},
		{"/api/calc/aot/fortitude?test=cas&cas=2&models=6&fort=10", "a04", "retreat", http.StatusUnprocessableEntity},
		{"/api/calc/aot/fortitude?test=cas&cas=2&models=6&fort=10", "c01", "attack", http.StatusUnprocessableEntity},
		{"/api/calc/ccsb/combat?att=SSpC&tgt=AB", "oFaces", "uniform", http.StatusUnprocessableEntity},
		{"/api/calc/ccsb/combat?att=SSpC&tgt=AB", "oAA", "11", http.StatusUnprocessableEntity},
		{"/api/calc/sekigahara/move?blocks=7&mainRoad=true&commander=true", "commandRequiresLeaderMoving", "true", http.StatusUnprocessableEntity},
		{"/api/calc/senjutsu/order?code=1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1", "weapon_tie", "before_type", http.StatusUnprocessableEntity},
		{"/api/calc/senjutsu/order?code=1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1", "deck_size", "30", http.StatusBadRequest},
	} {
		good := c.base + "&" + c.key + "=" + url.QueryEscape(c.good) + "&lang=en"
		if res := b.get(good); res.status != http.StatusOK {
			t.Errorf("%s: %d %.300s", good, res.status, res.body)
		}
		bad := c.base + "&" + c.key + "=nonsense&lang=en"
		res := b.get(bad)
		if res.status != c.refused {
			t.Errorf("%s: %d, want %d: %.300s", bad, res.status, c.refused, res.body)
			continue
		}
		msg, problems := apiProblem(t, res)
		named := strings.Contains(msg, c.key)
		for field, p := range problems {
			named = named || strings.HasSuffix(field, c.key) || strings.Contains(p, c.key)
		}
		if !named {
			t.Errorf("%s: the refusal does not name %s: %q %v", bad, c.key, msg, problems)
		}
	}
}
