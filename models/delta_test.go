package models

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// randomEdit changes a JSON-like text in a few places, as an action
// changes a state: a value replaced, an entry appended, one removed.
func randomEdit(rng *rand.Rand, s string) string {
	toks := tokens(s)
	for n := rng.IntN(6); n >= 0 && len(toks) > 0; n-- {
		i := rng.IntN(len(toks))
		switch rng.IntN(3) {
		case 0:
			toks[i] = `"v":` + strings.Repeat("x", rng.IntN(5)) + `,`
		case 1:
			toks = append(toks[:i], append([]string{`{"id":7,`, `"at":"2025",`, `"t":"a, b"},`}, toks[i:]...)...)
		default:
			toks = append(toks[:i], toks[i+1:]...)
		}
	}
	return strings.Join(toks, "")
}

func randomState(rng *rand.Rand, n int) string {
	var b strings.Builder
	b.WriteString(`{"notes":[`)
	for i := 0; i < n; i++ {
		b.WriteString(`{"id":` + string(rune('0'+rng.IntN(10))) + `,"text":"hi, there","to":[1,2]},`)
	}
	b.WriteString(`{}],"x":{"y":[]}}`)
	return b.String()
}

// A delta rebuilds its target byte for byte, whatever the change.
func TestStateDeltaRebuildsExactly(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	cases := [][2]string{{"", ""}, {"", `{"a":1}`}, {`{"a":1}`, ""}, {`{"a":1}`, `{"a":1}`}, {`{"a":[1,2,3]}`, `{"a":[3,2,1]}`}}
	for i := 0; i < 300; i++ {
		base := randomState(rng, rng.IntN(200))
		cases = append(cases, [2]string{base, randomEdit(rng, base)})
	}
	// A change too big to diff finely is still rebuilt exactly.
	big := randomState(rng, 3000)
	cases = append(cases, [2]string{big, strings.ReplaceAll(big, `"id":`, `"ID":`)})
	for _, c := range cases {
		d := diffStates(c[0], c[1])
		got, err := applyDelta(c[0], d, 1<<30)
		if err != nil || got != c[1] {
			t.Fatalf("diff %q → %q: delta %s rebuilds %q (%v)", c[0], c[1], d, got, err)
		}
	}
	// An unchanged state is one copy; a small change in a big state is small.
	if d := diffStates(big, big); string(d) != "["+itoa(len(tokens(big)))+"]" {
		t.Errorf("same state: %s", d)
	}
	edited := strings.Replace(big, `"text":"hi, there"`, `"text":"bye, there"`, 1)
	if d := diffStates(big, edited); len(d) > 60 {
		t.Errorf("one word changed: a %d-byte delta %s", len(d), d)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// A broken delta is an error, never a panic or a wrong state.
func TestStateDeltaRefusesBrokenDeltas(t *testing.T) {
	base := `{"a":1,"b":[1,2]}` // 6 tokens
	for _, d := range []string{``, `{}`, `[0]`, `[1.5]`, `[7]`, `[-7]`, `[3]`, `[6,"x",1]`, `[true]`, `["\x"]`, `[6,"` + strings.Repeat("x", 100) + `"]`} {
		_, err := applyDelta(base, json.RawMessage(d), 64)
		if !errors.Is(err, errDelta) {
			t.Errorf("delta %q: %v", d, err)
		}
	}
	if got, err := applyDelta(base, json.RawMessage(` [ 2 , -1 , "\"b\":3}" , -3 ] `), 64); err != nil || got != `{"a":1,"b":3}` {
		t.Errorf("spaced delta: %q %v", got, err)
	}
}

func FuzzStateDelta(f *testing.F) {
	f.Add(`{"a":1,"b":[1,2]}`, `{"a":2,"b":[1,2,3]}`)
	f.Add(`{"notes":[{"t":"x, y"}]}`, `{"notes":[]}`)
	f.Add("", "[]")
	f.Add("0", "\x80")
	f.Fuzz(func(t *testing.T, base, target string) {
		if !utf8.ValidString(target) {
			// Stored states are JSON written by encoding/json: valid UTF-8.
			// (The export checks each delta and falls back on the whole state.)
			return
		}
		d := diffStates(base, target)
		got, err := applyDelta(base, d, len(target)+1)
		if err != nil || got != target {
			t.Fatalf("delta %s rebuilds %q (%v)", d, got, err)
		}
		// Any delta at all is an error or a state, never a panic.
		_, _ = applyDelta(target, d, 1<<20)
	})
}

// canonical is encoding/json's own compact form, with a shortcut for text
// already in it.
func TestCanonicalIsWhatEncodingJSONWrites(t *testing.T) {
	for _, s := range []string{
		`{"a":1}`, `{ "a": 1 }`, "{\n  \"a\": [1, 2]\n}", `{"t":"a b, c"}`, `{"t":"x<y"}`, `{"t":"\u003c"}`,
		`{"t":"say \"hi\" there"}`, `{"t":"back\\","u":" "}`, "{\"t\":\"\u2028\"}", `{"t":"tab\t"}`, `[]`, `"x y"`,
	} {
		want, err := json.Marshal(json.RawMessage(s))
		if err != nil {
			t.Fatal(err)
		}
		if got := canonical(s); got != string(want) {
			t.Errorf("canonical(%q) = %q, want %q", s, got, want)
		}
		if isCanonical(s) != (s == string(want)) {
			t.Errorf("isCanonical(%q) = %v", s, isCanonical(s))
		}
	}
}
