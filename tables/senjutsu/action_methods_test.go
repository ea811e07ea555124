package senjutsu

import "testing"

// Every action kind the API lists has exactly one method, and no method
// answers a type the API does not list.
func TestEveryActionKindHasAMethod(t *testing.T) {
	listed := map[string]bool{}
	for _, k := range ActionKinds {
		listed[k.Type] = true
		if actionMethods[k.Type] == nil {
			t.Errorf("action kind %q has no method", k.Type)
		}
	}
	for typ := range actionMethods {
		if !listed[typ] {
			t.Errorf("method for %q, which ActionKinds does not list", typ)
		}
	}
	if len(listed) != len(ActionKinds) {
		t.Errorf("ActionKinds lists a type twice: %d kinds, %d types", len(ActionKinds), len(listed))
	}
}
