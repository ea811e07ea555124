package i18n

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// verbs matches the fmt verbs of a catalogue text (not "%%").
var verbs = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z]`)

// argsUsed is how many arguments format consumes: the highest explicit
// index, or the count of verbs without one.
func argsUsed(format string) int {
	n, implicit := 0, 0
	for _, m := range verbs.FindAllStringSubmatch(strings.ReplaceAll(format, "%%", ""), -1) {
		if m[1] != "" {
			var i int
			for _, c := range m[1][1 : len(m[1])-1] {
				i = i*10 + int(c-'0')
			}
			n = max(n, i)
			continue
		}
		implicit++
	}
	return max(n, implicit)
}

func TestCatalogueEntries(t *testing.T) {
	total := 0
	for _, r := range rooms {
		total += len(r)
	}
	if total != len(entries) {
		t.Errorf("%d entries in the rooms, %d merged: a key is in two rooms", total, len(entries))
	}
	for key, e := range entries {
		if strings.TrimSpace(e[0]) == "" || strings.TrimSpace(e[1]) == "" {
			t.Errorf("%s: a language has no words: %q", key, e)
		}
		if a, b := argsUsed(e[0]), argsUsed(e[1]); a != b {
			t.Errorf("%s: Italian takes %d arguments, English %d: %q", key, a, b, e)
		}
		if base, ok := strings.CutSuffix(key, ".one"); ok {
			if _, ok := entries[base+".other"]; !ok {
				t.Errorf("%s has no .other form", base)
			}
		}
		if base, ok := strings.CutSuffix(key, ".many"); ok {
			if _, ok := entries[base+".other"]; !ok {
				t.Errorf("%s has no .other form", base)
			}
		}
	}
}

func TestPluralCategories(t *testing.T) {
	// CLDR 46 cardinal rules for whole numbers: en one: 1; it one: 1,
	// many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
	for _, c := range []struct {
		l    Lang
		n    int
		want Category
	}{
		{EN, 0, Other}, {EN, 1, One}, {EN, 2, Other}, {EN, 1_000_000, Other},
		{IT, 0, Other}, {IT, 1, One}, {IT, 2, Other}, {IT, 11, Other}, {IT, 1_000_000, Many}, {IT, 2_000_000, Many}, {IT, 1_000_001, Other},
	} {
		if got := Plural(c.l, c.n); got != c.want {
			t.Errorf("Plural(%s, %d) = %d, want %d", c.l, c.n, got, c.want)
		}
	}
}

func TestRender(t *testing.T) {
	cards := func(n int) Msg { return M("campaign.count", n, M("campaign.noun.card", n)) }
	for _, c := range []struct {
		l    Lang
		m    Msg
		want string
	}{
		{IT, cards(1), "1 carta"},
		{IT, cards(3), "3 carte"},
		{EN, cards(1), "1 card"},
		{EN, cards(0), "0 cards"},
		{Pseudo, cards(2), "⟦2 ⟦cards⟧⟧"},
		{IT, M("option.not-allowed", "k", "B-01", "x", "a, b"), `L'opzione k (B-01): "x" non è uno dei valori ammessi a, b.`},
		{EN, M("no.such.key"), "no.such.key"},
		{IT, Stored("parole", "words"), "parole"},
		{Pseudo, Stored("parole", "words"), "words"}, // stored words are not the catalogue's: left bare
	} {
		if got := c.l.Render(c.m); got != c.want {
			t.Errorf("%s.Render(%v) = %q, want %q", c.l, c.m.Key, got, c.want)
		}
	}
	if got := IT.N("campaign.noun.element", 1_000_000); got != "1.000.000 elementi" {
		t.Errorf("a million elements: %q (no many form: other)", got)
	}
}

func TestInt(t *testing.T) {
	for _, c := range []struct {
		n      int
		it, en string
	}{{0, "0", "0"}, {999, "999", "999"}, {1234, "1.234", "1,234"}, {-1234567, "-1.234.567", "-1,234,567"}} {
		if got := IT.Int(c.n); got != c.it {
			t.Errorf("IT.Int(%d) = %q", c.n, got)
		}
		if got := EN.Int(c.n); got != c.en {
			t.Errorf("EN.Int(%d) = %q", c.n, got)
		}
	}
}

// TestMsgJSON: a message keeps its key and typed arguments through JSON
// (the action log stores it so), and a text stored before it had a key
// renders as it was written.
func TestMsgJSON(t *testing.T) {
	m := M("campaign.count", 3, M("campaign.noun.card", 3))
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"en":"3 cards"`) || !strings.Contains(string(b), `"it":"3 carte"`) {
		t.Errorf("JSON lacks the words: %s", b)
	}
	var back Msg
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Key != m.Key || len(back.Args) != 2 {
		t.Fatalf("round trip: %+v", back)
	}
	if n, ok := back.Args[0].(int); !ok || n != 3 {
		t.Errorf("a whole number came back as %T %v", back.Args[0], back.Args[0])
	}
	if w, ok := back.Args[1].(Msg); !ok || w.Key != "campaign.noun.card" {
		t.Errorf("a word came back as %T %v", back.Args[1], back.Args[1])
	}
	if got := EN.Render(back); got != "3 cards" {
		t.Errorf("rendered back: %q", got)
	}
	var old Msg
	if err := json.Unmarshal([]byte(`{"en":"Oda moved.","it":"Oda si è mosso."}`), &old); err != nil {
		t.Fatal(err)
	}
	if IT.Render(old) != "Oda si è mosso." || EN.Render(old) != "Oda moved." {
		t.Errorf("an old row: %q / %q", IT.Render(old), EN.Render(old))
	}
	var gone Msg
	if err := json.Unmarshal([]byte(`{"key":"campaign.retired","en":"Gone.","it":"Andato."}`), &gone); err != nil {
		t.Fatal(err)
	}
	if IT.Render(gone) != "Andato." {
		t.Errorf("a key the catalogue no longer has renders as stored: %q", IT.Render(gone))
	}
	for _, bad := range []string{`[`, `{"key":1}`, `{"key":"x","args":[{"key":2}]}`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("%s was accepted", bad)
		}
	}
}

func FuzzMsgJSON(f *testing.F) {
	f.Add(`{"key":"campaign.count","args":[2,{"key":"campaign.noun.card","args":[2]}]}`)
	f.Add(`{"en":"a","it":"b"}`)
	f.Fuzz(func(t *testing.T, s string) {
		var m Msg
		if json.Unmarshal([]byte(s), &m) != nil {
			return
		}
		for _, l := range []Lang{IT, EN, Pseudo} {
			_ = l.Render(m)
		}
		if _, err := json.Marshal(m); err != nil {
			t.Errorf("%s read but not written: %v", s, err)
		}
	})
}
