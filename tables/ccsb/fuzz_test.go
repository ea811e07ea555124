package ccsb

import (
	"math"
	"testing"

	"sengoku/tables"
)

const sumTol = 1e-9

// checkDist: a probability distribution sums to 1 with no negative or NaN
// entry.
func checkDist(t *testing.T, what string, d tables.Dist) {
	t.Helper()
	if len(d) == 0 {
		t.Errorf("%s: empty distribution", what)
		return
	}
	for k, p := range d {
		if math.IsNaN(p) || p < -1e-12 {
			t.Errorf("%s[%d] = %v", what, k, p)
		}
	}
	if s := d.Sum(); math.Abs(s-1) > sumTol {
		t.Errorf("%s sums to %v", what, s)
	}
}

func checkProb(t *testing.T, what string, p float64) {
	t.Helper()
	if math.IsNaN(p) || p < -1e-12 || p > 1+sumTol {
		t.Errorf("%s = %v out of [0, 1]", what, p)
	}
}

// checkOutcome verifies the invariants of an Outcome against blocks.
func checkOutcome(t *testing.T, o *Outcome, blocks int) {
	t.Helper()
	for _, c := range []struct {
		n string
		d tables.Dist
	}{{"hits", o.Hits}, {"flags", o.Flags}, {"retreat", o.Retreat}, {"moved", o.Moved}, {"extra", o.Extra},
		{"lost", o.Lost}, {"tokens", o.Tokens}, {"hfLost", o.HFLost}, {"vb", o.VB}} {
		checkDist(t, c.n, c.d)
	}
	if len(o.Hits) != blocks+1 || len(o.Lost) != blocks+1 {
		t.Errorf("hits/lost cover %d/%d values, want %d", len(o.Hits), len(o.Lost), blocks+1)
	}
	if len(o.Extra) > blocks+1 || len(o.VB) > 3 {
		t.Errorf("extra %v or vb %v out of range", o.Extra, o.VB)
	}
	for _, p := range []float64{o.PEliminated, o.PStays, o.PLeaderKilled, o.PLeaderAlone, o.PLeaderless} {
		checkProb(t, "probability", p)
	}
	if math.Abs(o.PEliminated-o.Lost.Prob(blocks)) > sumTol {
		t.Errorf("P(eliminated) %v ≠ P(lost = %d) %v", o.PEliminated, blocks, o.Lost.Prob(blocks))
	}
	if o.PStays > 1-o.PEliminated+sumTol {
		t.Errorf("P(stays) %v + P(eliminated) %v > 1", o.PStays, o.PEliminated)
	}
	if o.EHits < 0 || o.EHits > float64(blocks)+sumTol || o.ELost > float64(blocks)+sumTol {
		t.Errorf("expected hits %v / lost %v out of range", o.EHits, o.ELost)
	}
}

// checkResult verifies every invariant of a Result.
func checkResult(t *testing.T, r *Result) {
	t.Helper()
	if r.Dice < 1 || r.Dice > MaxDice {
		t.Errorf("dice %d", r.Dice)
	}
	if len(r.Steps) == 0 || r.Steps[len(r.Steps)-1].Dice != r.Dice {
		t.Errorf("steps do not end at the dice rolled: %+v", r.Steps)
	}
	if r.Blocks < 1 || r.Blocks > 4 {
		t.Errorf("blocks %d", r.Blocks)
	}
	checkOutcome(t, &r.Outcome, r.Blocks)
	if r.Lack != nil {
		checkDist(t, "lack dice", r.Lack.Dice)
		checkDist(t, "lack lost", r.Lack.Lost)
		checkProb(t, "lack P", r.Lack.P)
		checkProb(t, "lack elim", r.Lack.PEliminated)
	}
	if bb := r.BattleBack; bb != nil {
		checkProb(t, "battle back P", bb.P)
		if bb.P > r.PStays+sumTol {
			t.Errorf("battle back P %v > P(stays) %v", bb.P, r.PStays)
		}
		sum := 0.0
		for _, c := range bb.Cases {
			sum += c.P
			checkResult(t, c.Result)
			if c.Result.BattleBack != nil {
				t.Error("a battle back has no battle back")
			}
		}
		if math.Abs(sum-bb.P) > sumTol {
			t.Errorf("battle back cases sum to %v, P %v", sum, bb.P)
		}
		attBlocks := r.Blocks
		if len(bb.Cases) > 0 {
			attBlocks = bb.Cases[0].Result.Blocks
		}
		if len(bb.Cases) > 0 {
			checkOutcome(t, &bb.Overall, attBlocks)
		} else {
			checkDist(t, "battle back overall hits", bb.Overall.Hits)
		}
	}
}

func TestInvariants_OnOracleCases(t *testing.T) {
	for _, in := range oracleCases() {
		r, err := Combat(in)
		if err != nil {
			continue
		}
		checkResult(t, r)
	}
}

var fuzzOpts = func() [][]string {
	out := make([][]string, len(optionTable))
	for i, o := range optionTable {
		for _, c := range o.Values {
			out[i] = append(out[i], c.Value)
		}
	}
	return out
}()

func FuzzCombat(f *testing.F) {
	f.Add("close", "SSp", "ASp", "", "", 0, 0, "", "", false, 0, false, 0, 0, uint32(0), 0, 0, 0, 0, 0, 0, uint16(0))
	f.Add("close", "SSpC", "AB", "hill", "forest", 0, 2, "mounted", "foot", true, 0, true, 1, 1, uint32(1<<11|1<<12), 0, 0, 0, 0, 0, 0, uint16(0xffff))
	f.Add("ranged", "AA", "SSp", "castle", "ford", 4, 3, "", "foot", false, 4, false, 0, 0, uint32(1<<1|1<<8|1<<9), 1, 0, 2, 0, 0, 0, uint16(3))
	f.Add("close", "LI", "SSpC", "gorge", "palisade", 1, 0, "", "mounted", false, 0, true, 2, 2, uint32(1<<11|1<<14), 0, 2, 5, 3, 1, 1, uint16(1<<10))
	f.Add("close", "BG", "SSp", "tent", "open", 4, 0, "", "foot", false, 0, true, 2, 2, uint32(1<<11|1<<12|1<<16), 0, 0, 0, 0, 2, 2, uint16(1<<5))
	f.Add("ranged", "SB", "LDR", "buildings", "castle", 0, 1, "", "", true, 3, false, 0, 2, uint32(0), 0, 0, 0, 0, 0, 0, uint16(0))
	f.Add("close", "ASp", "BG", "fields", "tent", -3, 9, "nobody", "foot", true, -1, true, -5, 1000, uint32(0xffffffff), -1, 99, -4, 10, 7, -2, uint16(1<<15))
	f.Add("cannon", "Ninja", "", "lava", "", 1<<30, -1<<30, "", "", false, 1<<20, false, 0, 0, uint32(0), 1<<40, 0, 0, 0, 0, 0, uint16(0))
	f.Fuzz(func(t *testing.T, mode, att, tgt, attTer, tgtTer string, attBlocks, tgtBlocks int, attLdr, tgtLdr string,
		moved bool, rng int, insp bool, card, dragon int, bits uint32, free, attFree, res, levy, bbCard, bbDragon int, opts uint16) {
		b := func(i int) bool { return bits&(1<<i) != 0 }
		in := Input{
			Mode: mode, Att: att, AttBlocks: attBlocks, AttLdr: attLdr, AttTer: attTer, Moved: moved, Range: rng,
			Insp: insp, Card: card, Dragon: dragon, Aikido: b(0), RankFire: b(1), Head: b(2), Levy: levy,
			LevyTer2: map[bool]string{true: "forest"}[b(17)], AttSup: b(15), AttBlocked: b(16), AttFree: attFree,
			Tgt: tgt, TgtBlocks: tgtBlocks, TgtLdr: tgtLdr, TgtTer: tgtTer, Sup: b(3), IgnoreAll: b(4),
			NoIgnore: b(5), Terror: b(6), Take: b(7), Blocked: b(8), Free: free, Lack: b(9), Res: res,
			PoolEmpty: b(10), BB: b(11), BBInsp: b(12), BBCard: bbCard, BBDragon: bbDragon, BBAikido: b(13), BBVeng: b(14),
		}
		for i, p := range in.optionFields() {
			vals := fuzzOpts[i]
			*p = vals[int(opts>>uint(i))%len(vals)]
		}
		if opts&(1<<15) != 0 {
			in.OReroll = "maybe"
		}
		r, err := Combat(in)
		if err != nil {
			v, ok := tables.AsValidation(err)
			if !ok || len(v.Problems) == 0 {
				t.Fatalf("error %v is not a validation error", err)
			}
			for _, p := range v.Problems {
				if p.Field == "" || p.English() == "" || p.Italian() == "" {
					t.Fatalf("incomplete problem %+v", p)
				}
				if !isSentence(p.English()) || !isSentence(p.Italian()) {
					t.Fatalf("problem %+v is not a sentence", p)
				}
			}
			if in.Validate() == nil {
				t.Fatal("Validate accepts what Combat refuses")
			}
			return
		}
		if in.Validate() != nil {
			t.Fatal("Validate refuses what Combat accepts")
		}
		checkResult(t, r)
	})
}

func FuzzLackOfHonor(f *testing.F) {
	f.Add("SSp", 0, 1, 2)
	f.Add("LI", 2, 0, 9)
	f.Add("LDR", 1, 0, 3)
	f.Add("x", -1, -1, 1<<30)
	f.Fuzz(func(t *testing.T, unit string, blocks, res, owed int) {
		r, err := LackOfHonor(LackInput{Unit: unit, Blocks: blocks, Reserve: res, Owed: owed})
		if err != nil {
			if _, ok := tables.AsValidation(err); !ok {
				t.Fatalf("error %v is not a validation error", err)
			}
			return
		}
		if r.Lost != nil {
			checkDist(t, "lost", r.Lost)
		}
		checkProb(t, "elim", r.PEliminated)
		if r.Dice != 0 && r.Dice != 4+owed-res {
			t.Errorf("dice %d for owed %d reserve %d", r.Dice, owed, res)
		}
	})
}
