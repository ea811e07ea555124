package ccsb

import (
	"math"
	"testing"

	"sengoku/tables"
)

// carryOracle rolls every sequence of n battle dice, one face of each
// symbol per die (G, B, R circle/triangle/square, S swords, F flag, H
// Honor & Fortune), and scores it by the seed's procedure (scenario 19):
// it shares no code with CarryOverOdds.
func carryOracle(in CarryOverInput) map[string]tables.Dist {
	n := in.Dice
	out := map[string]tables.Dist{}
	for _, k := range []string{"symbols", "swords", "blocks", "pushed", "tokens"} {
		out[k] = make(tables.Dist, n+1)
	}
	total := int(math.Pow(6, float64(n)))
	p := 1 / float64(total)
	for code := 0; code < total; code++ {
		var sym, sw, fl, hf int
		for i, c := 0, code; i < n; i, c = i+1, c/6 {
			switch "GBRSFH"[c%6] {
			case 'G', 'B', 'R':
				sym++
			case 'S':
				sw++
			case 'F':
				fl++
			case 'H':
				hf++
			}
		}
		blocks := sym + sw
		if in.Units+in.LeaderUnits > 0 {
			// One block per unit: try every way to send the symbols
			// to leaderless units and the swords anywhere; keep the best.
			blocks = 0
			for a := 0; a <= sym; a++ { // symbols used
				if a > in.Units {
					break
				}
				for b := 0; b <= sw; b++ { // swords used
					if b <= in.Units-a+in.LeaderUnits && a+b > blocks {
						blocks = a + b
					}
				}
			}
		}
		tok := hf
		if in.Pool >= 0 && tok > in.Pool {
			tok = in.Pool
		}
		out["symbols"][sym] += p
		out["swords"][sw] += p
		out["blocks"][blocks] += p
		out["pushed"][fl] += p
		out["tokens"][tok] += p
	}
	return out
}

// The carry-over odds are the brute-force oracle's, with and without the
// enemy's units and pool counted.
func TestCarryOverMatchesTheOracle(t *testing.T) {
	cases := []CarryOverInput{
		{Dice: 0, Pool: -1}, {Dice: 1, Pool: -1}, {Dice: 3, Pool: -1}, {Dice: 5, Pool: -1},
		{Dice: 5, Units: 2, LeaderUnits: 1, Pool: 1}, {Dice: 6, Units: 1, LeaderUnits: 0, Pool: 0},
		{Dice: 4, Units: 0, LeaderUnits: 2, Pool: 3}, {Dice: 6, Units: 3, LeaderUnits: 2, Pool: 6},
	}
	for _, in := range cases {
		got, err := CarryOverOdds(in)
		if err != nil {
			t.Fatalf("%+v: %v", in, err)
		}
		want := carryOracle(in)
		for k, d := range map[string]tables.Dist{"symbols": got.Symbols, "swords": got.Swords, "blocks": got.Blocks, "pushed": got.Pushed, "tokens": got.Tokens} {
			if math.Abs(d.Sum()-1) > 1e-12 {
				t.Errorf("%+v %s sums to %v", in, k, d.Sum())
			}
			for i := range want[k] {
				if math.Abs(d.Prob(i)-want[k][i]) > 1e-12 {
					t.Errorf("%+v %s[%d] = %v, oracle %v", in, k, i, d.Prob(i), want[k][i])
				}
			}
		}
	}
}

// Without limits a die removes a block 4 times in 6, pushes back and costs
// a token once in 6: the means are 4n/6, n/6, n/6.
func TestCarryOverMeans(t *testing.T) {
	for n := 0; n <= MaxCarryOverDice; n++ {
		got, err := CarryOverOdds(CarryOverInput{Dice: n, Pool: -1})
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(got.MeanBlocks-4*float64(n)/6) > 1e-9 || math.Abs(got.MeanPushed-float64(n)/6) > 1e-9 || math.Abs(got.MeanTokens-float64(n)/6) > 1e-9 {
			t.Errorf("%d dice: means %v %v %v", n, got.MeanBlocks, got.MeanPushed, got.MeanTokens)
		}
	}
}

// Bad input is refused with its field named, nothing computed.
func TestCarryOverRefusesBadInput(t *testing.T) {
	for in, field := range map[CarryOverInput]string{
		{Dice: -1, Pool: -1}: "dice", {Dice: 13, Pool: -1}: "dice", {Dice: 2, Units: -2, Pool: -1}: "units",
		{Dice: 2, LeaderUnits: 41, Pool: -1}: "leaderUnits", {Dice: 2, Pool: -2}: "pool",
	} {
		_, err := CarryOverOdds(in)
		v, ok := tables.AsValidation(err)
		if !ok || v.Fields()[0] != field {
			t.Errorf("%+v: %v, want %s", in, err, field)
		}
	}
}
