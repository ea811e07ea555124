package wire

import (
	"strings"
	"testing"

	"sengoku/tables/artoftactic"
)

// An attack's answer names its parts, and every label stands as its words:
// {"en", "it"} alone, or "en" and "it" among the fields of what embeds it.
func TestAttackJSON(t *testing.T) {
	in := artoftactic.AttackInput{
		Attackers: []artoftactic.Unit{{Kind: "cav", Models: 2, Cmdr: true, Dice: 3, AttInf: 8, Order: "assault"}},
		Target:    artoftactic.Unit{Kind: "inf", Models: 4, Def: 1, Fort: 10}, Back: true}
	r, err := artoftactic.Attack(in)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, key := range []string{`"strikes"`, `"cas"`, `"atLeast"`, `"morale"`, `"back"`, `"it"`} {
		if !strings.Contains(s, key) {
			t.Errorf("result JSON lacks %s", key)
		}
	}
	if strings.Contains(s, `"Msg"`) || !strings.Contains(s, `{"key":"order","en":"Order: Assault","it":"Ordine: Assalto","v":2,`) {
		t.Errorf("a label is written as its message, not its words: %s", s)
	}
	kinds, err := Marshal(artoftactic.Kinds)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(kinds), `[{"id":`) || !strings.Contains(string(kinds), `"en":`) {
		t.Errorf("kinds: %s", kinds)
	}
}
