package ccsb

import (
	"math"
	"testing"

	"sengoku/tables"
)

// The worked examples of the digest (§7.4) and the rulebook's own Army
// Commander example (§3.18, seed l.3430–3457). Exact values are fractions
// copied from the digest; values it gives to 4 decimals are checked to
// that precision.

func near(t *testing.T, what string, got, want, eps float64) {
	t.Helper()
	if math.Abs(got-want) > eps {
		t.Errorf("%s = %.10f, want %.10f", what, got, want)
	}
}

func nearDist(t *testing.T, what string, got tables.Dist, want []float64, eps float64) {
	t.Helper()
	for k := 0; k < max(len(got), len(want)); k++ {
		w := 0.0
		if k < len(want) {
			w = want[k]
		}
		if math.Abs(got.Prob(k)-w) > eps {
			t.Errorf("%s = %v, want %v", what, got, want)
			return
		}
	}
}

func mustCombat(t *testing.T, in Input) *Result {
	t.Helper()
	r, err := Combat(in)
	if err != nil {
		t.Fatalf("Combat(%+v): %v", in, err)
	}
	return r
}

const exact = 1e-12

// Example 1 — ASp attacks SSp: blue against a red square of superior rank.
func TestExample1_RankIgnoresSwordAndRedSquareIgnoresFlag(t *testing.T) {
	r := mustCombat(t, Input{Att: "ASp", Tgt: "SSp", BB: true})
	if r.Dice != 3 || r.SwordsIgnored != 1 || r.FlagsIgnorable != 1 {
		t.Fatalf("dice %d, swords ignored %d, flags ignorable %d; want 3, 1, 1", r.Dice, r.SwordsIgnored, r.FlagsIgnorable)
	}
	nearDist(t, "hits", r.Hits, []float64{14.0 / 27, 7.0 / 18, 19.0 / 216, 1.0 / 216, 0}, exact)
	near(t, "E[hits]", r.EHits, 125.0/216, exact)
	nearDist(t, "retreat", r.Retreat, []float64{25.0 / 27, 5.0 / 72, 1.0 / 216}, exact)
	near(t, "E[H&F lost]", r.EHFLost, 0.1574, 5e-5)
	nearDist(t, "tokens", r.Tokens, tables.Binomial(3, 1.0/6), exact)
	near(t, "P(battle back)", r.BattleBack.P, 25.0/27, exact)
}

// Example 2 — Levy Charge: two LI roll 4 dice together against an ASp.
func TestExample2_LevyChargeCombinesDiceRankAppliedOnce(t *testing.T) {
	in := Input{Att: "LI", Levy: 2, Tgt: "ASp", BB: true}
	r := mustCombat(t, in)
	if r.Dice != 4 || r.SwordsIgnored != 1 {
		t.Fatalf("dice %d, swords ignored %d; want 4, 1", r.Dice, r.SwordsIgnored)
	}
	nearDist(t, "hits", r.Hits, []float64{32.0 / 81, 34.0 / 81, 13.0 / 81, 31.0 / 1296, 1.0 / 1296}, exact)
	near(t, "E[hits]", r.EHits, 0.8156, 5e-5)
	nearDist(t, "retreat", r.Retreat, tables.Binomial(4, 1.0/6), exact)
	near(t, "E[H&F lost]", r.EHFLost, 2.0/3, 1e-3)
	nearDist(t, "tokens", r.Tokens, tables.Binomial(4, 1.0/6), exact)
	near(t, "P(battle back)", r.BattleBack.P, 13.0/27, exact)

	in.Blocked, in.Free = true, 1
	r = mustCombat(t, in)
	nearDist(t, "lost, 1 hex free", r.Lost, []float64{5.0 / 16, 4.0 / 9, 17.0 / 81, 7.0 / 216, 1.0 / 1296}, exact)
	near(t, "E[lost], 1 hex free", r.ELost, 0.9645, 5e-5)
}

// Example 3 — inspired SSpC attacks an AB with an attached foot leader.
func TestExample3_InspiredCavalryLeaderCheckAndNoTokensVsLowerRank(t *testing.T) {
	r := mustCombat(t, Input{Att: "SSpC", Insp: true, Tgt: "AB", TgtLdr: "foot"})
	if r.Dice != 5 || r.SwordsIgnored != 0 {
		t.Fatalf("dice %d, swords ignored %d; want 5, 0", r.Dice, r.SwordsIgnored)
	}
	nearDist(t, "hits", r.Hits, []float64{32.0 / 243, 80.0 / 243, 80.0 / 243, 40.0 / 243, 11.0 / 243}, exact)
	near(t, "E[blocks removed]", r.EHits, 1.6626, 5e-5)
	near(t, "P(leader killed)", r.PLeaderKilled, 211.0/1458, exact)
	nearDist(t, "tokens", r.Tokens, []float64{1}, exact)
	near(t, "P(eliminated)", r.PEliminated, 11.0/243, exact)
	// Retreat once the leader may be dead; eliminated units demand 0.
	nearDist(t, "retreat", r.Retreat, []float64{0.7019 + 11.0/243, 0.1963, 0.0497, 0.0064, 0.0003}, 5e-5)
}

// Example 4 — ranged: SBC fires 3 dice at an AA with a leader, range 3.
func TestExample4_RangedBowsHitOwnSymbolOnlyTwoDiceLeaderCheck(t *testing.T) {
	r := mustCombat(t, Input{Mode: "ranged", Att: "SBC", Range: 3, Tgt: "AA", TgtLdr: "mounted", BB: true})
	nearDist(t, "hits", r.Hits, []float64{125.0 / 216, 25.0 / 72, 5.0 / 72, 1.0 / 216, 0}, exact)
	near(t, "P(leader killed)", r.PLeaderKilled, 91.0/7776, exact)
	nearDist(t, "tokens", r.Tokens, tables.Binomial(3, 1.0/6), exact)
	// The digest's retreat {25/27, 5/72, 1/216} assumes the leader's
	// flag-ignore; the check comes first (§3.9), so with probability 1/36
	// after a G hit the leader dies and one flag more is taken. Exactly:
	// P(1 flag, ≥1 G) = 1/8 and P(2 flags, 1 G) = 1/72, each times 1/36.
	one, two := 1.0/8/36, 1.0/72/36
	nearDist(t, "retreat", r.Retreat, []float64{25.0/27 - one, 5.0/72 + one - two, 1.0/216 + two}, exact)
	// With a source that cannot die (support) the digest's figures hold.
	sup := mustCombat(t, Input{Mode: "ranged", Att: "SBC", Range: 3, Tgt: "AA", Sup: true})
	nearDist(t, "retreat, supported", sup.Retreat, []float64{25.0 / 27, 5.0 / 72, 1.0 / 216}, exact)
	if r.BattleBack.P != 0 || len(r.BattleBack.Reasons) == 0 {
		t.Errorf("ranged combat must never allow a battle back: %+v", r.BattleBack)
	}
}

// Example 5 — Lack of Honor, the seed's own example: reserve 1, owes 2.
func TestExample5_LackOfHonorRollsFourPlusShortfall(t *testing.T) {
	r, err := LackOfHonor(LackInput{Unit: "SSp", Reserve: 1, Owed: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Dice != 5 || r.Paid != 1 {
		t.Fatalf("dice %d paid %d; want 5, 1", r.Dice, r.Paid)
	}
	nearDist(t, "lost", r.Lost, []float64{3125.0 / 7776, 3125.0 / 7776, 0.1608, 0.0322, 26.0 / 7776}, 5e-5)
	near(t, "P(0)", r.Lost[0], 3125.0/7776, exact)
	near(t, "P(4+)", r.Lost[4], 26.0/7776, exact)
	near(t, "E[lost]", r.Lost.Mean(), 5.0/6, 1e-3)
	near(t, "E[other symbol]", r.EOther, 5.0/6, exact)

	// The same case inside a combat: an SSp that retreats exactly 1 hex
	// with a reserve of 1 rolls 5 dice.
	c := mustCombat(t, Input{Att: "ASp", Tgt: "SSp", Lack: true, Res: 1})
	near(t, "P(5 Lack dice)", c.Lack.Dice.Prob(5), c.Moved.Prob(1), exact)
}

// Example 6 — Bodyguards (3 blocks, inspired: 4 dice) battle back against
// an SSp: no rank, every sword re-rolled once.
func TestExample6_BodyguardsRerollSwords(t *testing.T) {
	in := Input{Att: "BG", AttBlocks: 3, Insp: true, Tgt: "SSp"}
	r := mustCombat(t, in)
	if r.Dice != 4 || r.SwordsIgnored != 0 {
		t.Fatalf("dice %d, swords ignored %d; want 4, 0", r.Dice, r.SwordsIgnored)
	}
	nearDist(t, "hits", r.Hits, []float64{0.1975, 0.3292, 0.2716, 0.1395, 0.0622}, 5e-5)
	near(t, "P(0)", r.Hits[0], 16.0/81, exact)

	// Per die: R = 1 hit; S = 1 hit and a re-roll that adds 1 on R or S.
	perDie := tables.Dist{4.0 / 6, 1.0/6 + 1.0/6*4.0/6, 1.0 / 6 * 2.0 / 6}
	want := perDie.Convolve(perDie).Convolve(perDie).Convolve(perDie).Cap(4)
	nearDist(t, "hits", r.Hits, want, exact)

	// With option 8.6 "no", a sword on the re-rolled die scores nothing
	// (a re-rolled R still does).
	in.OReroll = "no"
	r = mustCombat(t, in)
	perDie = tables.Dist{4.0 / 6, 1.0/6 + 1.0/6*5.0/6, 1.0 / 6 * 1.0 / 6}
	want = perDie.Convolve(perDie).Convolve(perDie).Convolve(perDie).Cap(4)
	nearDist(t, "hits, re-rolled sword scores nothing", r.Hits, want, exact)
}

// §3.18 — the rulebook's Army Commander example, used as a regression test.
func TestSeedExample_ArmyCommanderAndBodyguards(t *testing.T) {
	r := mustCombat(t, Input{Att: "SSp", AttLdr: "foot", Insp: true, Tgt: "BG", TgtTer: "tent", BB: true, BBInsp: true})
	// 1) 4 + 1 inspired = 5 dice.
	if r.Dice != 5 {
		t.Fatalf("dice %d, want 5", r.Dice)
	}
	// 2) Only swords hit Bodyguards; flags must be ignored.
	nearDist(t, "hits", r.Hits, tables.Binomial(5, 1.0/6).Cap(4), exact)
	nearDist(t, "retreat", r.Retreat, []float64{1}, exact)
	if r.FlagsIgnorable != -1 {
		t.Errorf("Bodyguards must ignore all flags, got %d", r.FlagsIgnorable)
	}
	// 2) Army Commander check with 2 dice after a block is lost.
	near(t, "P(check)", r.Check.PCheck, 1-math.Pow(5.0/6, 5), exact)
	near(t, "P(AC killed | check)", r.Check.PKill, 1.0/36, exact)
	// 3) Blue battles back with 3 blocks + 1 inspired = 4 dice.
	var found bool
	for _, c := range r.BattleBack.Cases {
		if c.Blocks == 3 && c.Inspired {
			found = true
			if c.Result.Dice != 4 || c.Result.SwordsIgnored != 0 {
				t.Errorf("battle back with 3 blocks: dice %d, swords ignored %d; want 4, 0", c.Result.Dice, c.Result.SwordsIgnored)
			}
			// 4) SSp is hit by squares and swords: 2 blocks possible.
			if c.Result.Hits.Prob(2) <= 0 {
				t.Errorf("battle back cannot remove 2 blocks: %v", c.Result.Hits)
			}
		}
	}
	if !found {
		t.Fatalf("no battle-back case with 3 Bodyguard blocks: %+v", r.BattleBack.Cases)
	}
	// 5) SSp with its leader retreating 1 hex pays 3 H&F.
	back := mustCombat(t, Input{Att: "BG", AttBlocks: 3, Insp: true, Tgt: "SSp", TgtLdr: "foot", Take: true})
	if back.HFLost.Prob(3) <= 0 {
		t.Errorf("SSp + leader retreating 1 hex must cost 3 H&F: %v", back.HFLost)
	}
}
