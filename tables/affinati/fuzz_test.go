package affinati

import (
	"errors"
	"math"
	"testing"

	"sengoku/tables"
)

// mustBeValidation fails unless err is a *tables.ValidationError whose
// problems are all in both languages.
func mustBeValidation(t *testing.T, err error) {
	t.Helper()
	var v *tables.ValidationError
	if !errors.As(err, &v) || len(v.Problems) == 0 {
		t.Fatalf("error is not a validation error: %v", err)
	}
	for _, p := range v.Problems {
		if p.Field == "" || p.English() == "" || p.Italian() == "" {
			t.Fatalf("incomplete problem %+v", p)
		}
	}
}

func checkChance(t *testing.T, what string, c Chance, of int) {
	t.Helper()
	if c.N < 0 || c.N > of || c.P < 0 || c.P > 1 || math.Abs(c.P-float64(c.N)/float64(of)) > 1e-12 {
		t.Fatalf("%s: bad chance %+v out of %d", what, c, of)
	}
}

func sideFromBits(troop string, bits uint16, flank, extra int8) Side {
	return Side{Troop: TroopType(troop), Difficult: bits&1 != 0, General: bits&2 != 0, Support: bits&4 != 0,
		Village: bits&8 != 0, Higher: bits&16 != 0, RiverBank: bits&32 != 0, DefPos: bits&64 != 0,
		Fortified: bits&128 != 0, FlankContact: bits&256 != 0, Flank: int(flank), Extra: int(extra)}
}

var fuzzOptionValues = [][]string{
	{"", "text", "table", "x"}, {"", "loser", "winner", "both"}, {"", "opposed", "twoOneWay"},
	{"", "blockAny", "blockEnteringOnly"}, {"", "afterCombat", "beforeCombat"}, {"", "true", "false"},
	{"", "2", "1", "3"}, {"", "0", "1", "2"},
}

func optionsFromBits(bits uint32) Options {
	pick := func(i int) OptionValue {
		vals := fuzzOptionValues[i]
		return OptionValue(vals[int(bits>>(3*i))%len(vals)])
	}
	return Options{FactorSource: pick(0), PlainRefersTo: pick(1), MutualShooting: pick(2), PursuitDifficult: pick(3),
		FlankTurn: pick(4), PlusOneCumulative: pick(5), SupportVsShooting: pick(5), VillageShootBonus: pick(6), MonkDifficultBonus: pick(7)}
}

// FuzzResolve: never panics; a refusal is a bilingual ValidationError; an
// answer is a distribution over the 36 die pairs.
func FuzzResolve(f *testing.F) {
	f.Add("", "ashigaru", "footSamurai", uint16(4), uint16(2), int8(0), int8(0), int8(0), int8(0), int8(0), int8(0), uint32(0))
	f.Add("shooting", "arquebusiers", "ashigaru", uint16(0), uint16(1), int8(0), int8(0), int8(1), int8(0), int8(3), int8(5), uint32(1))
	f.Add("mutual", "archers", "arquebusiers", uint16(0), uint16(0x1ff), int8(0), int8(4), int8(2), int8(2), int8(6), int8(6), uint32(2<<6))
	f.Add("melee", "monks", "mountedSamurai", uint16(0x1ff), uint16(0x0ff), int8(4), int8(-1), int8(0), int8(9), int8(7), int8(0), uint32(0xffffffff))
	f.Add("siege", "", "elephants", uint16(0), uint16(0), int8(0), int8(0), int8(0), int8(0), int8(0), int8(0), uint32(0))
	f.Fuzz(func(t *testing.T, mode, ta, tb string, ba, bb uint16, fa, fb, ea, eb, da, db int8, ob uint32) {
		in := CombatInput{Mode: Mode(mode), A: sideFromBits(ta, ba, fa, ea), B: sideFromBits(tb, bb, fb, eb),
			DA: int(da), DB: int(db), DA2: int(db), DB2: int(da), Options: optionsFromBits(ob)}
		res, err := Resolve(in)
		if err != nil {
			mustBeValidation(t, err)
			return
		}
		if len(res.Rolls) == 0 || len(res.Rolls) > 2 {
			t.Fatalf("%d rolls", len(res.Rolls))
		}
		for _, r := range res.Rolls {
			n, p := 0, 0.0
			for _, o := range r.Outcomes {
				checkChance(t, "outcome", o.Chance, 36)
				n += o.N
				p += o.P
				if wordsEN(o.Text) == "" || wordsIT(o.Text) == "" {
					t.Fatal("outcome without text")
				}
			}
			if n != 36 || math.Abs(p-1) > 1e-9 {
				t.Fatalf("outcomes sum to %d/36, %v", n, p)
			}
			for _, sc := range []SideScore{r.A, r.B} {
				for _, c := range []Chance{sc.Recoil, sc.Flee, sc.Destroyed, sc.Pursues} {
					checkChance(t, "side", c, 36)
				}
				if sc.Recoil.N+sc.Flee.N+sc.Destroyed.N > 36 || sc.Min < 0 || sc.Max != sc.Min+5 || sc.Net != sum(sc.Factors) {
					t.Fatalf("side out of range: %+v", sc)
				}
			}
			checkChance(t, "tie", r.Tie, 36)
			checkChance(t, "no effect", r.NoEffect, 36)
			for _, row := range r.Grid {
				for _, k := range row {
					if k < 0 || k >= len(r.Outcomes) {
						t.Fatalf("grid index %d", k)
					}
				}
			}
			if d := r.Dice; d != nil && (d.DA < 1 || d.DA > 6 || d.DB < 1 || d.DB > 6 || d.Outcome != r.Grid[d.DA-1][d.DB-1]) {
				t.Fatalf("dice %+v", d)
			}
		}
	})
}

// FuzzPIPCost: the cost is 1 to 5 and the moves distribution sums to 1.
func FuzzPIPCost(f *testing.F) {
	f.Add(uint8(0), "", "")
	f.Add(uint8(0x3f), "cumulative", "false")
	f.Add(uint8(0x1e), "single", "maybe")
	f.Fuzz(func(t *testing.T, bits uint8, surcharge, dismount string) {
		in := PIPInput{FirstTurn: bits&1 != 0, Dismounting: bits&2 != 0, Far: bits&4 != 0, GeneralLost: bits&8 != 0,
			GeneralDifficult: bits&16 != 0, Charisma: bits&32 != 0, Options: Options{PIPSurcharge: OptionValue(surcharge), AllowDismount: OptionValue(dismount)}}
		r, err := PIPCost(in)
		if err != nil {
			mustBeValidation(t, err)
			return
		}
		if r.Cost < 1 || r.Cost > 1+len(pipSurcharges) {
			t.Fatalf("cost %d", r.Cost)
		}
		p := 0.0
		for _, c := range r.Moves {
			checkChance(t, "moves", c, 6)
			p += c.P
		}
		if math.Abs(p-1) > 1e-9 || r.ExpectedMoves < 0 || r.ExpectedMoves > 7 {
			t.Fatalf("moves sum %v, mean %v", p, r.ExpectedMoves)
		}
	})
}

// FuzzBreakOff: the chance is a face count out of 6.
func FuzzBreakOff(f *testing.F) {
	f.Add("", "ashigaru", uint8(0), int8(0), "", "")
	f.Add("mountedSamurai", "mountedSamurai", uint8(7), int8(5), "current", "true")
	f.Add("ronin", "horde", uint8(2), int8(9), "fast", "")
	f.Fuzz(func(t *testing.T, troop, enemy string, bits uint8, die int8, basis, equal string) {
		in := BreakOffInput{Troop: TroopType(troop), Enemy: TroopType(enemy), Difficult: bits&1 != 0, EnemyDifficult: bits&2 != 0,
			FlankContact: bits&4 != 0, Die: int(die), Options: Options{SpeedBasis: OptionValue(basis), CavBreakoffVsEqual: OptionValue(equal)}}
		r, err := BreakOff(in)
		if err != nil {
			mustBeValidation(t, err)
			return
		}
		checkChance(t, "break-off", r.Chance, 6)
		if r.BreakOff != (r.Need > 0) || r.Need > 6 || (r.BreakOff && r.Chance.N != 7-r.Need) {
			t.Fatalf("%+v", r)
		}
	})
}

// FuzzLosses: weighted losses are never below the elements lost and at
// most one side loses.
func FuzzLosses(f *testing.F) {
	f.Add(int8(0), int8(3), int8(1), int8(12), int8(2), int8(0), uint8(0), "", "a")
	f.Add(int8(14), int8(4), int8(0), int8(5), int8(1), int8(1), uint8(0xff), "campaignTable", "b")
	f.Add(int8(-3), int8(40), int8(0), int8(0), int8(0), int8(9), uint8(3), "x", "z")
	f.Fuzz(func(t *testing.T, sa, da, oa, sb, db, cb int8, bits uint8, rule, attacker string) {
		in := LossInput{A: LossSide{Size: int(sa), Destroyed: int(da), OffTable: int(oa), General: bits&1 != 0, Morale: bits&2 != 0, Camps: int(bits>>6) & 1},
			B:        LossSide{Size: int(sb), Destroyed: int(db), General: bits&4 != 0, Camps: int(cb), Morale: bits&8 != 0},
			Attacker: attacker, Options: Options{BreakRule: OptionValue(rule)}}
		r, err := Losses(in)
		if err != nil {
			mustBeValidation(t, err)
			return
		}
		for _, sc := range []LossScore{r.A, r.B} {
			if sc.Weighted < sc.Lost || sc.BreakPoint < 2 || sc.Weighted != sum(sc.Factors) {
				t.Fatalf("%+v", sc)
			}
		}
		if (r.Loser == "") != (r.Winner == "") || (r.Loser != "" && r.Loser == r.Winner) {
			t.Fatalf("loser %q winner %q", r.Loser, r.Winner)
		}
	})
}

// FuzzCheckArmy: counts are echoed and Valid agrees with the problems.
func FuzzCheckArmy(f *testing.F) {
	f.Add("samurai-1000", int8(3), int8(3), int8(0), int8(0), int8(3), int8(0), int8(3), "mountedSamurai", int8(0), "")
	f.Add("c1560-6p", int8(2), int8(4), int8(2), int8(0), int8(2), int8(0), int8(2), "footSamurai", int8(2), "true")
	f.Add("", int8(-1), int8(100), int8(0), int8(0), int8(0), int8(0), int8(0), "x", int8(9), "")
	f.Fuzz(func(t *testing.T, list string, ash, fs, monks, ronin, arc, arq, ms int8, general string, allied int8, sub string) {
		in := ArmyInput{List: list, Ashigaru: int(ash), FootSamurai: int(fs), WarriorMonks: int(monks), Ronin: int(ronin),
			Archers: int(arc), Arquebusiers: int(arq), MountedSamurai: int(ms), General: TroopType(general), Allied: int(allied),
			Options: Options{AllowRoninSubstitution: OptionValue(sub)}}
		r, err := CheckArmy(in)
		if err != nil {
			mustBeValidation(t, err)
			return
		}
		if r.Valid != (len(r.Problems) == 0) || r.Total != int(ash)+int(fs)+int(monks)+int(ronin)+int(arc)+int(arq)+int(ms) || (r.Valid && r.Total != 12) {
			t.Fatalf("%+v", r)
		}
	})
}
