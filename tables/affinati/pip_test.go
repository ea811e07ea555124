package affinati

import (
	"testing"

	"sengoku/tables"
)

// TestPIPCostSurchargesB12 is §7 with the worked cost of the digest: a
// group more than 20 cm from a General standing in a wood costs 2 PIPs, 3
// with cumulative surcharges and 1 in the player's first turn.
func TestPIPCostSurchargesB12(t *testing.T) {
	cases := []struct {
		name string
		in   PIPInput
		cost int
	}{
		{"plain move", PIPInput{}, 1},
		{"far from a General in a wood", PIPInput{Far: true, GeneralDifficult: true}, 2},
		{"far from a General in a wood, cumulative", PIPInput{Far: true, GeneralDifficult: true, Options: Options{PIPSurcharge: "cumulative"}}, 3},
		{"far from a General in a wood, first turn", PIPInput{FirstTurn: true, Far: true, GeneralDifficult: true}, 1},
		{"dismounting", PIPInput{Dismounting: true}, 2},
		{"General eliminated", PIPInput{GeneralLost: true}, 2},
		{"all three, cumulative", PIPInput{Dismounting: true, Far: true, GeneralLost: true, Options: Options{PIPSurcharge: "cumulative"}}, 4},
		{"all three, single", PIPInput{Dismounting: true, Far: true, GeneralLost: true}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := PIPCost(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if r.Cost != c.cost || sum(r.Factors) != c.cost {
				t.Errorf("cost %d (factors %+v), want %d", r.Cost, r.Factors, c.cost)
			}
		})
	}
}

// TestMovesPerTurnMatchesFaceEnumeration: the expected moves are 7/2 at
// cost 1 and 3/2 at cost 2 (§18.2 item 2); every chance is checked against
// the six faces.
func TestMovesPerTurnMatchesFaceEnumeration(t *testing.T) {
	for _, charisma := range []bool{false, true} {
		for cost := 1; cost <= 5; cost++ {
			moves, mean := movesPerTurn(cost, charisma)
			bonus := 0
			if charisma {
				bonus = 1
			}
			want := map[int]float64{}
			wantMean := 0.0
			for face := 1; face <= 6; face++ {
				k := (face + bonus) / cost
				want[k] += 1.0 / 6
				wantMean += float64(k) / 6
			}
			total := 0.0
			for k, c := range moves {
				if !near(c.P, want[k]) || !near(float64(c.N)/6, c.P) {
					t.Errorf("cost %d charisma %v: P(%d moves) %v (%d/6), want %v", cost, charisma, k, c.P, c.N, want[k])
				}
				total += c.P
			}
			if !near(total, 1) || !near(mean, wantMean) {
				t.Errorf("cost %d: total %v mean %v want %v", cost, total, mean, wantMean)
			}
		}
	}
	if _, m := movesPerTurn(1, false); !near(m, 3.5) {
		t.Errorf("cost 1: %v moves, want 7/2", m)
	}
	if _, m := movesPerTurn(2, false); !near(m, 1.5) {
		t.Errorf("cost 2: %v moves, want 3/2", m)
	}
}

// TestPIPInputRefused: dismounting under B-05 "false", and a General both
// eliminated and in a wood.
func TestPIPInputRefused(t *testing.T) {
	for _, in := range []PIPInput{
		{Dismounting: true, Options: Options{AllowDismount: "false"}},
		{GeneralLost: true, GeneralDifficult: true},
		{Options: Options{PIPSurcharge: "double"}},
	} {
		if _, err := PIPCost(in); err == nil {
			t.Errorf("%+v accepted", in)
		} else if _, ok := tables.AsValidation(err); !ok {
			t.Errorf("%+v: %T", in, err)
		}
	}
}
