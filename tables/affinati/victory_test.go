package affinati

import (
	"testing"

	"sengoku/tables"
)

// TestBattleVictoryRule is §15 with the B-26 weight.
func TestBattleVictoryRule(t *testing.T) {
	cases := []struct {
		name     string
		in       LossInput
		wa, wb   int
		loser    string
		brokenAB [2]bool
	}{
		{"3 lost is not enough", LossInput{A: LossSide{Destroyed: 3}}, 3, 0, "", [2]bool{}},
		{"4 lost and more than the enemy", LossInput{A: LossSide{Destroyed: 3, OffTable: 1}, B: LossSide{Destroyed: 2}}, 4, 2, "a", [2]bool{true, false}},
		{"4 each: nobody", LossInput{A: LossSide{Destroyed: 4}, B: LossSide{Destroyed: 4}}, 4, 4, "", [2]bool{}},
		{"General counts 3 (B-26)", LossInput{A: LossSide{Destroyed: 2, General: true}, B: LossSide{Destroyed: 3}}, 4, 3, "a", [2]bool{true, false}},
		{"General counts 2 (B-26 option)", LossInput{A: LossSide{Destroyed: 2, General: true}, B: LossSide{Destroyed: 3}, Options: Options{GeneralLossWeight: "2"}}, 3, 3, "", [2]bool{}},
		{"captured village +2", LossInput{B: LossSide{Destroyed: 2, Camps: 1}, A: LossSide{Destroyed: 1}}, 1, 4, "b", [2]bool{false, true}},
		{"MORALE raises the threshold", LossInput{A: LossSide{Destroyed: 5, Morale: true}, B: LossSide{Destroyed: 1}}, 5, 1, "", [2]bool{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := Losses(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if r.A.Weighted != c.wa || r.B.Weighted != c.wb || r.Loser != c.loser || r.A.Broken != c.brokenAB[0] || r.B.Broken != c.brokenAB[1] {
				t.Errorf("weighted %d/%d loser %q broken %v/%v; want %d/%d %q %v (%s)",
					r.A.Weighted, r.B.Weighted, r.Loser, r.A.Broken, r.B.Broken, c.wa, c.wb, c.loser, c.brokenAB, wordsEN(r.Verdict))
			}
		})
	}
}

// TestCampaignMoraleExamples are campaign-1560 §16.4 examples B and D.
func TestCampaignMoraleExamples(t *testing.T) {
	opts := Options{BreakRule: "campaignTable"}
	// Example D: a 14-element army breaks at 4, or 6 with MORALE; a
	// 5-element army breaks at 2, and losing the General alone breaks it.
	for _, c := range []struct {
		side LossSide
		bp   int
	}{{LossSide{Size: 14}, 4}, {LossSide{Size: 14, Morale: true}, 6}, {LossSide{Size: 5}, 2}, {LossSide{Size: 17}, 6}} {
		r, err := Losses(LossInput{A: c.side, Options: opts})
		if err != nil || r.A.BreakPoint != c.bp {
			t.Errorf("%+v: break point %d, want %d (%v)", c.side, r.A.BreakPoint, c.bp, err)
		}
	}
	r, _ := Losses(LossInput{A: LossSide{Size: 5, Destroyed: 1, General: true}, Options: opts})
	if r.A.Weighted != 2 || !r.A.Broken || r.Loser != "a" {
		t.Errorf("5-element army losing its General: %+v loser %q", r.A, r.Loser)
	}
	// Example B: Takeda 12+2 lost 2; Imagawa lost 3 plus its General's
	// element, weighted 3 + 2 = 5 ≥ 4.
	r, _ = Losses(LossInput{A: LossSide{Size: 14, Destroyed: 2}, B: LossSide{Size: 12, Destroyed: 4, General: true}, Attacker: "a", Options: opts})
	if r.B.Weighted != 5 || r.B.BreakPoint != 4 || r.Loser != "b" || r.Winner != "a" {
		t.Errorf("example B: %+v loser %q", r.B, r.Loser)
	}
	// Both break (C-15): larger excess loses, the Attacker on equal excess.
	r, _ = Losses(LossInput{A: LossSide{Destroyed: 5}, B: LossSide{Destroyed: 4}, Attacker: "b", Options: opts})
	if r.Loser != "a" {
		t.Errorf("larger excess must lose: %q", r.Loser)
	}
	r, _ = Losses(LossInput{A: LossSide{Destroyed: 4}, B: LossSide{Destroyed: 4}, Attacker: "b", Options: opts})
	if r.Loser != "b" {
		t.Errorf("equal excess: the Attacker loses, got %q", r.Loser)
	}
	r, _ = Losses(LossInput{A: LossSide{Destroyed: 4}, B: LossSide{Destroyed: 4}, Options: opts})
	if r.Loser != "" || wordsEN(r.Verdict) == "" {
		t.Errorf("equal excess without an attacker: %q %q", r.Loser, wordsEN(r.Verdict))
	}
	// The table plus "more than the enemy".
	r, _ = Losses(LossInput{A: LossSide{Destroyed: 4}, B: LossSide{Destroyed: 4}, Options: Options{BreakRule: "campaignTablePlusMoreThanEnemy"}})
	if r.Loser != "" {
		t.Errorf("equal losses must not break under campaignTablePlusMoreThanEnemy: %q", r.Loser)
	}
}

// TestLossInputRefused lists absurd losses.
func TestLossInputRefused(t *testing.T) {
	for _, in := range []LossInput{
		{A: LossSide{Size: 1000}},
		{A: LossSide{Destroyed: -1}},
		{A: LossSide{Destroyed: 10, OffTable: 3}},
		{A: LossSide{General: true}},
		{A: LossSide{Camps: 9}},
		{Attacker: "c"},
		{Options: Options{BreakRule: "sudden death"}},
	} {
		if _, err := Losses(in); err == nil {
			t.Errorf("%+v accepted", in)
		} else if _, ok := tables.AsValidation(err); !ok {
			t.Errorf("%+v: %T", in, err)
		}
	}
}

// TestLosses_C16_CampaignOwnBreakPoint: a campaign with its own morale
// table (campaign-1560 C-16 moraleTable) passes each side's break point:
// it replaces the seed table's row under the campaign rules (12 elements
// would break at 4; with breakAt 5 a weighted 4 holds and 5 breaks, 7 with
// MORALE), the battle rule ignores it, and it is bounded.
func TestLosses_C16_CampaignOwnBreakPoint(t *testing.T) {
	opts := Options{BreakRule: "campaignTable"}
	for _, c := range []struct {
		side   LossSide
		bp     int
		broken bool
	}{
		{LossSide{Size: 12, Destroyed: 4}, 4, true},
		{LossSide{Size: 12, Destroyed: 4, BreakAt: 5}, 5, false},
		{LossSide{Size: 12, Destroyed: 4, General: true, BreakAt: 5}, 5, true},
		{LossSide{Size: 12, Destroyed: 6, BreakAt: 5, Morale: true}, 7, false},
	} {
		r, err := Losses(LossInput{A: c.side, Options: opts})
		if err != nil || r.A.BreakPoint != c.bp || r.A.Broken != c.broken {
			t.Errorf("%+v: break point %d broken %v, want %d %v (%v)", c.side, r.A.BreakPoint, r.A.Broken, c.bp, c.broken, err)
		}
	}
	if r, _ := Losses(LossInput{A: LossSide{Destroyed: 4, BreakAt: 9}}); r.A.BreakPoint != 4 || !r.A.Broken {
		t.Errorf("the battle rule (§15) took the campaign's break point: %+v", r.A)
	}
	for _, bad := range []int{-1, MaxBreakAt + 1} {
		_, err := Losses(LossInput{B: LossSide{BreakAt: bad}, Options: opts})
		v, ok := tables.AsValidation(err)
		if !ok || v.Problems[0].Field != "b.breakAt" || v.Problems[0].Italian() == "" {
			t.Errorf("breakAt %d: %v", bad, err)
		}
	}
}
