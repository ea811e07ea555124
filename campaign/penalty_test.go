package campaign

import (
	"slices"
	"testing"
)

// A penalty removes the General's element only with every other one
// (C-11): the form and the API go through the same rule.
func TestPenaltyTakesTheGeneralLast(t *testing.T) {
	g := started(t, nil)
	els := g.s.Clan(Mori).Army.Elements
	general := slices.IndexFunc(els, func(e Element) bool { return e.General })
	if general < 0 || len(els) < 3 {
		t.Fatalf("Mori's army: %+v", els)
	}
	other := (general + 1) % len(els)
	g.refused(GM(), Action{Kind: ActPenalty, Target: Mori, Elements: []int{general}}, nil)
	g.refused(GM(), Action{Kind: ActPenalty, Target: Mori, Elements: []int{general, other}}, nil)
	if n := len(g.s.Clan(Mori).Army.Elements); n != len(els) {
		t.Fatalf("a refused penalty removed elements: %d left", n)
	}

	// The form's choice: the last elements, the General's never while
	// another remains.
	pick := PenaltyElements(g.s, Mori, len(els)-1)
	if slices.Contains(pick, general) || len(pick) != len(els)-1 {
		t.Fatalf("penalty of %d elements picks %v (General at %d)", len(els)-1, pick, general)
	}
	g.gm(Action{Kind: ActPenalty, Target: Mori, Elements: pick})
	left := g.s.Clan(Mori).Army.Elements
	if len(left) != 1 || !left[0].General {
		t.Fatalf("after the penalty: %+v", left)
	}
	// Now the General's element is the last one: it may go.
	g.gm(Action{Kind: ActPenalty, Target: Mori, Elements: PenaltyElements(g.s, Mori, 1)})
	if n := len(g.s.Clan(Mori).Army.Elements); n != 0 {
		t.Fatalf("%d elements left", n)
	}
}
