package ccsb

import (
	"fmt"
	"math"
	"testing"

	"sengoku/tables"
)

// The brute-force oracle: it rolls every face of every die one by one (and
// every face of every re-rolled sword, leader-check die and battle-back
// die), scores each roll with a plain reading of the rules, and adds up
// the probabilities. It shares with the engine only the dice count and the
// table look-ups of the validated setup.

const (
	fG = iota
	fB
	fR
	fS
	fF
	fH
)

var symFace = map[Symbol]int{Circle: fG, Triangle: fB, Square: fR}

// roll is one sequence of faces, with the faces of re-rolled swords.
type rolled struct {
	faces   []int
	rerolls []int // one per sword, in order; empty when swords are not re-rolled
}

// everyRoll calls fn for each face sequence of n dice (and each re-roll of
// its swords when reroll is set) with its probability.
func everyRoll(n int, reroll bool, fn func(r rolled, p float64)) {
	faces := make([]int, n)
	var rec func(i int, p float64)
	rec = func(i int, p float64) {
		if i < n {
			for f := 0; f < 6; f++ {
				faces[i] = f
				rec(i+1, p/6)
			}
			return
		}
		swords := 0
		for _, f := range faces {
			if f == fS {
				swords++
			}
		}
		if !reroll || swords == 0 {
			fn(rolled{faces: faces}, p)
			return
		}
		re := make([]int, swords)
		var rr func(k int, q float64)
		rr = func(k int, q float64) {
			if k < swords {
				for f := 0; f < 6; f++ {
					re[k] = f
					rr(k+1, q/6)
				}
				return
			}
			fn(rolled{faces: faces, rerolls: re}, q)
		}
		rr(0, p)
	}
	rec(0, 1)
}

// oracleOut mirrors Outcome (plus the Lack and battle-back totals).
type oracleOut struct {
	hits, flags, retreat, moved, extra, lost, tokens, hfLost, vb tables.Dist
	pElim, pStays, pKilled, pAlone, pLeaderless                  float64
	lackDice, lackLost                                           tables.Dist
	lackP, lackElim, lackOther                                   float64
	bbP                                                          float64
	bb                                                           *oracleOut // battle back, unconditional mixture
	dice                                                         int
}

// oracle computes a combat by brute force.
func oracle(t *testing.T, in Input, isBB bool, veng int) (*oracleOut, error) {
	t.Helper()
	s, err := in.prepareBB(isBB, veng)
	if err != nil {
		return nil, err
	}
	out := &oracleOut{dice: s.dice}
	blocks := s.tgtBlocks
	out.hits = make(tables.Dist, blocks+1)
	out.lost = make(tables.Dist, blocks+1)
	reroll := (!s.ranged && s.att.Code == BG) || in.RankFire
	rerollScores := s.o.reroll == "yes"
	ign := 0
	if !s.ranged && s.att.Code != BG && s.tgt.Code != BG && s.tgt.Code != LoneLeader {
		ign = rankIgnore[s.tgt.Symbol][s.att.Symbol]
		if s.tgt.Stature && s.att.Class == Infantry {
			ign++
		}
	}
	own, hasOwn := symFace[s.tgt.Symbol]
	if s.tgt.Code == BG || s.tgt.Code == LoneLeader {
		hasOwn = false
	}
	type bbCase struct {
		in  Input
		out *oracleOut
		ok  bool
	}
	bbCache := map[Input]*bbCase{}
	var bbMass float64
	bbMix := &oracleOut{}

	everyRoll(s.dice, reroll, func(r rolled, p float64) {
		// Score each group (Levy Charge per unit) and sum.
		hits, flags, hf := 0, 0, 0
		start, ri := 0, 0
		for _, g := range s.groups {
			o, sw, fl, h := 0, 0, 0, 0
			for _, f := range r.faces[start : start+g] {
				switch {
				case hasOwn && f == own:
					o++
				case f == fS:
					sw++
					if reroll {
						rf := r.rerolls[ri]
						ri++
						switch {
						case hasOwn && rf == own:
							o++
						case rf == fS && rerollScores:
							sw++
						case rf == fF:
							fl++
						case rf == fH:
							h++
						}
					}
				case f == fF:
					fl++
				case f == fH:
					h++
				}
			}
			start += g
			switch {
			case s.tgt.Code == LoneLeader || s.tgt.Code == BG:
				hits += sw
			case s.ranged && s.att.Weapon == Arquebus:
				hits += o + sw
			case s.ranged:
				hits += o
			default:
				hits += o + max(0, sw-ign)
			}
			flags += fl
			hf += h
		}
		if in.Terror {
			flags *= 2
		}
		if s.tgt.Code == LoneLeader {
			killed := hits >= 1
			e := oracleEnd{removed: min(hits, 1), flags: flags, elim: killed, alive: !killed}
			e.lost = e.removed
			oracleRecord(s, in, isBB, out, p, e, hf)
			return
		}
		removed := min(hits, blocks)
		elimHits := hits >= blocks
		leader := s.tgtLdr != NoLeader || s.tgt.Code == BG
		// Leader loss check, die by die (§3.9).
		branches := []checkBranch{{p, true}}
		if leader && removed >= 1 {
			branches = checkDice(s, elimHits, p)
		}
		for _, b := range branches {
			for _, e := range oracleResolve(s, in, removed, elimHits, flags, b.alive, b.p) {
				oracleRecord(s, in, isBB, out, e.p, e.oracleEnd, hf)
				stays := !e.elim && e.moved == 0
				if !in.BB || isBB || s.ranged || !stays {
					continue
				}
				bin := Input{
					Mode: "close", Att: in.Tgt, AttTer: in.TgtTer,
					Insp: in.BBInsp && (s.tgtLdr == NoLeader || e.alive), Card: in.BBCard, Dragon: in.BBDragon, Aikido: in.BBAikido,
					Tgt: in.Att, TgtBlocks: in.AttBlocks, TgtLdr: in.AttLdr, TgtTer: in.AttTer,
					Sup: in.AttSup, Blocked: in.AttBlocked, Free: in.AttFree, PoolEmpty: in.PoolEmpty,
					OFaces: in.OFaces, OSBMoved: in.OSBMoved, OAA: in.OAA, OSBCClose: in.OSBCClose, OAC: in.OAC,
					OReroll: in.OReroll, OFord: in.OFord, OBldg: in.OBldg, OBBTok: in.OBBTok, OLILdr: in.OLILdr,
					OLevy: in.OLevy, OCastle: in.OCastle,
				}
				if s.tgt.Code == BG {
					bin.AttBlocks = blocks - e.lost
				}
				c, ok := bbCache[bin]
				if !ok {
					v := 0
					if in.BBVeng {
						v = s.dice
					}
					o, err := oracle(t, bin, true, v)
					c = &bbCase{in: bin, out: o, ok: err == nil}
					bbCache[bin] = c
				}
				if !c.ok {
					continue
				}
				bbMass += e.p
				mixInto(bbMix, c.out, e.p)
			}
		}
	})
	if in.BB && !isBB {
		out.bbP = bbMass
		none := 1 - bbMass
		for _, d := range []*tables.Dist{&bbMix.hits, &bbMix.flags, &bbMix.retreat, &bbMix.moved, &bbMix.extra, &bbMix.lost, &bbMix.tokens, &bbMix.hfLost, &bbMix.vb} {
			addAt(d, 0, none)
		}
		bbMix.pStays += none
		out.bb = bbMix
	}
	return out, nil
}

func mixInto(dst, src *oracleOut, w float64) {
	pairs := [][2]*tables.Dist{{&dst.hits, &src.hits}, {&dst.flags, &src.flags}, {&dst.retreat, &src.retreat},
		{&dst.moved, &src.moved}, {&dst.extra, &src.extra}, {&dst.lost, &src.lost}, {&dst.tokens, &src.tokens},
		{&dst.hfLost, &src.hfLost}, {&dst.vb, &src.vb}}
	for _, pr := range pairs {
		for k, q := range *pr[1] {
			addAt(pr[0], k, w*q)
		}
	}
	dst.pElim += w * src.pElim
	dst.pStays += w * src.pStays
	dst.pKilled += w * src.pKilled
	dst.pAlone += w * src.pAlone
	dst.pLeaderless += w * src.pLeaderless
}

// checkDice rolls the leader loss check die by die.
type checkBranch struct {
	p     float64
	alive bool
}

func checkDice(s *setup, elim bool, p float64) []checkBranch {
	n, needAll := 1, true
	switch {
	case s.tgt.Code == BG:
		n, needAll = 2, s.o.ac == "two"
	case s.ranged && !elim:
		n = 2
	}
	var alive, dead float64
	everyRoll(n, false, func(r rolled, q float64) {
		sw := 0
		for _, f := range r.faces {
			if f == fS {
				sw++
			}
		}
		if (needAll && sw == n) || (!needAll && sw >= 1) {
			dead += q
		} else {
			alive += q
		}
	})
	return []checkBranch{{p * alive, true}, {p * dead, false}}
}

type oracleEnd struct {
	removed, flags, demand, moved, extra, lost int
	elim, alive                                bool
}

type weightedEnd struct {
	oracleEnd
	p float64
}

// oracleResolve applies flags and retreat (§3.11–§3.13).
func oracleResolve(s *setup, in Input, removed int, elimHits bool, flags int, alive bool, p float64) []weightedEnd {
	blocks := s.tgtBlocks
	e := oracleEnd{removed: removed, flags: flags, alive: alive}
	if elimHits || (s.tgt.Code == BG && !alive) {
		e.lost, e.elim = blocks, true
		return []weightedEnd{{e, p}}
	}
	ignore := 0
	switch {
	case s.tgt.Code == BG:
		ignore = flags
	case in.NoIgnore || in.Take:
	case in.IgnoreAll:
		ignore = flags
	default:
		src := 0
		if in.Sup {
			src++
		}
		if s.tgt.Symbol == Square {
			src++
		}
		if s.tgtLdr != NoLeader && alive {
			src++
		}
		if s.tgtTer.flagIgnore(s.tgt.Class, s.att.Class, s.o) {
			src++
		}
		ignore = min(src, 2)
	}
	taken := max(0, flags-ignore)
	castle := s.tgtTer.Key == Castle && s.tgt.Class == Infantry
	if castle {
		e.extra = min(taken, blocks-removed)
	} else {
		per := 1
		if s.tgt.Code == LI {
			per = 2
		}
		e.demand = taken * per
		e.moved = e.demand
		if in.Blocked && e.moved > in.Free {
			e.moved = in.Free
		}
		e.extra = min(e.demand-e.moved, blocks-removed)
	}
	e.lost = removed + e.extra
	e.elim = e.lost >= blocks
	if castle && e.extra > 0 && s.tgtLdr != NoLeader && alive && s.o.castle == "yes" {
		var out []weightedEnd
		for _, b := range checkDice(s, e.elim, p) {
			e2 := e
			e2.alive = b.alive
			out = append(out, weightedEnd{e2, b.p})
		}
		return out
	}
	return []weightedEnd{{e, p}}
}

// oracleRecord adds one end state; h is the H&F symbols rolled.
func oracleRecord(s *setup, in Input, isBB bool, out *oracleOut, p float64, e oracleEnd, h int) {
	if p == 0 {
		return
	}
	lone := s.tgt.Code == LoneLeader
	leader := s.tgtLdr != NoLeader || s.tgt.Code == BG || lone
	killed := leader && !e.alive
	// H&F lost for the hexes retreated (§3.13).
	hf := 0
	if e.moved > 0 && !lone {
		withLeader := s.tgtLdr != NoLeader && e.alive
		switch {
		case s.tgt.Code == LI:
			hf = 2
			if withLeader && s.o.liLdr == "perhex" {
				hf += e.moved
			}
		case s.tgt.Symbol == Square:
			hf = 2 * e.moved
		default:
			hf = e.moved
		}
		if withLeader && s.tgt.Code != LI {
			hf += e.moved
		}
	}
	// H&F gained (§3.7).
	g := h
	none := s.ranged && s.att.Weapon == Arquebus
	if !s.ranged && (!isBB || s.o.bbTok == "yes") {
		if s.att.Class == Cavalry && (s.tgt.Symbol == Circle || s.tgt.Symbol == Triangle) {
			none = true
		}
		if s.tgt.Code == LI {
			none = true
		}
	}
	if none {
		g = 0
	} else if in.Insp {
		g = max(0, g-1)
	}
	if in.Head {
		g += 2 * (e.removed + e.extra)
	}
	if in.PoolEmpty {
		g = 0
	}
	vb := 0
	if e.elim && s.tgt.Code != BG && !lone {
		vb++
	}
	if killed {
		vb++
	}
	addAt(&out.hits, e.removed, p)
	addAt(&out.flags, e.flags, p)
	addAt(&out.retreat, e.demand, p)
	addAt(&out.moved, e.moved, p)
	addAt(&out.extra, e.extra, p)
	addAt(&out.lost, e.lost, p)
	addAt(&out.tokens, g, p)
	addAt(&out.hfLost, hf, p)
	addAt(&out.vb, vb, p)
	if e.elim {
		out.pElim += p
	}
	if !e.elim && e.moved == 0 && !lone {
		out.pStays += p
	}
	if killed {
		out.pKilled += p
	}
	switch {
	case lone && !killed:
		out.pAlone += p
	case !lone && leader && !killed && e.elim:
		out.pAlone += p
	case !lone && killed && !e.elim:
		out.pLeaderless += p
	}
	// Lack of Honor (§3.14), die by die: own symbol or not.
	if in.Lack && !lone {
		short := hf - in.Res
		if short <= 0 {
			addAt(&out.lackDice, 0, p)
			addAt(&out.lackLost, 0, p)
			return
		}
		n := 4 + short
		out.lackP += p
		out.lackOther += p * float64(n) / 6
		addAt(&out.lackDice, n, p)
		left := s.tgtBlocks - e.lost
		if e.elim {
			addAt(&out.lackLost, 0, p)
			return
		}
		for mask := 0; mask < 1<<n; mask++ {
			k, q := 0, p
			for i := 0; i < n; i++ {
				if mask&(1<<i) != 0 {
					k++
					q /= 6
				} else {
					q *= 5.0 / 6
				}
			}
			addAt(&out.lackLost, min(k, left), q)
			if k >= left {
				out.lackElim += q
			}
		}
	}
}

const tol = 1e-12

func distClose(a, b tables.Dist) bool {
	n := max(len(a), len(b))
	for k := 0; k < n; k++ {
		if math.Abs(a.Prob(k)-b.Prob(k)) > tol {
			return false
		}
	}
	return true
}

// compareOutcome checks an engine Outcome against the oracle.
func compareOutcome(t *testing.T, name string, got *Outcome, want *oracleOut) {
	t.Helper()
	for _, c := range []struct {
		n    string
		g, w tables.Dist
	}{{"hits", got.Hits, want.hits}, {"flags", got.Flags, want.flags}, {"retreat", got.Retreat, want.retreat},
		{"moved", got.Moved, want.moved}, {"extra", got.Extra, want.extra}, {"lost", got.Lost, want.lost},
		{"tokens", got.Tokens, want.tokens}, {"hfLost", got.HFLost, want.hfLost}, {"vb", got.VB, want.vb}} {
		if !distClose(c.g, c.w) {
			t.Errorf("%s: %s = %v, oracle %v", name, c.n, c.g, c.w)
		}
	}
	for _, c := range []struct {
		n    string
		g, w float64
	}{{"pElim", got.PEliminated, want.pElim}, {"pStays", got.PStays, want.pStays},
		{"pLeaderKilled", got.PLeaderKilled, want.pKilled}, {"pLeaderAlone", got.PLeaderAlone, want.pAlone},
		{"pLeaderless", got.PLeaderless, want.pLeaderless}} {
		if math.Abs(c.g-c.w) > tol {
			t.Errorf("%s: %s = %v, oracle %v", name, c.n, c.g, c.w)
		}
	}
}

// oracleCases are combats of up to 6 dice (4 when swords are re-rolled)
// covering every rule branch of the engine.
func oracleCases() []Input {
	cases := []Input{
		{Att: "ASp", Tgt: "SSp", BB: true},
		{Att: "LI", Levy: 2, Tgt: "ASp", BB: true},
		{Att: "LI", Levy: 3, LevyTer3: "forest", Tgt: "SSpC", OLevy: "perunit", BB: true},
		{Att: "LI", Levy: 2, Tgt: "SSp", OLevy: "perunit", Insp: true},
		{Att: "SSpC", Insp: true, Tgt: "AB", TgtLdr: "foot", BB: true, BBInsp: true},
		{Mode: "ranged", Att: "SBC", Range: 3, Tgt: "AA", TgtLdr: "mounted"},
		{Mode: "ranged", Att: "AA", Range: 2, Tgt: "ASp", TgtLdr: "foot", TgtBlocks: 2},
		{Mode: "ranged", Att: "AA", Range: 4, RankFire: true, Dragon: 2, Tgt: "SSp", TgtLdr: "foot"},
		{Mode: "ranged", Att: "AA", Range: 3, RankFire: true, Tgt: "LDR", OReroll: "no"},
		{Mode: "ranged", Att: "SB", Range: 2, Tgt: "LDR"},
		{Mode: "ranged", Att: "AB", Range: 3, Moved: true, Tgt: "LI", Blocked: true, Free: 1, Lack: true, Res: 1},
		{Att: "SSp", Insp: true, AttLdr: "foot", Tgt: "BG", BB: true, BBInsp: true},
		{Att: "SSp", Tgt: "BG", TgtBlocks: 2, OAC: "one", BB: true},
		{Att: "BG", AttBlocks: 3, Insp: true, Tgt: "SSp", TgtLdr: "foot", Take: true},
		{Att: "BG", AttBlocks: 2, Tgt: "SSpC", OReroll: "no", BB: true, BBCard: 1},
		{Att: "SSp", Tgt: "ASp", TgtLdr: "mounted", TgtBlocks: 2, Blocked: true, Free: 0, Lack: true, Res: 0, BB: true},
		{Att: "SSp", Tgt: "LI", TgtLdr: "foot", Lack: true, Res: 2, Blocked: true, Free: 3},
		{Att: "SSp", Tgt: "LI", TgtLdr: "foot", OLILdr: "none", Lack: true, Res: 2, Terror: true},
		{Att: "AB", Tgt: "SSp", TgtTer: "castle", TgtLdr: "foot", OCastle: "yes", Terror: true, BB: true},
		{Att: "ASp", Tgt: "AA", TgtTer: "castle", TgtLdr: "foot", Terror: true, TgtBlocks: 3},
		{Att: "SSpC", Tgt: "AB", TgtTer: "fence", Sup: true, BB: true, AttTer: "fields", AttLdr: "mounted", AttSup: true},
		{Att: "SSp", Tgt: "AB", TgtTer: "palisade", TgtLdr: "foot", Sup: true, Card: 1},
		{Att: "ASp", Tgt: "SB", TgtTer: "bridge", Sup: true, TgtLdr: "foot", Dragon: 2},
		{Att: "SSp", Tgt: "ASp", TgtTer: "buildings", OBldg: "yes", BB: true, BBInsp: false},
		{Att: "SSp", Tgt: "ASp", IgnoreAll: true, BB: true, BBVeng: true},
		{Att: "SSp", Tgt: "SSp", TgtLdr: "foot", NoIgnore: true, IgnoreAll: true, Head: true, AttLdr: "foot"},
		{Att: "SSp", Tgt: "SSpC", Head: true, AttLdr: "mounted", PoolEmpty: true, BB: true},
		{Att: "SSpC", Tgt: "ASp", BB: true, OBBTok: "no", AttBlocks: 2, AttLdr: "mounted"},
		{Att: "SSpC", Tgt: "LI", BB: true, OBBTok: "yes", Insp: true},
		{Att: "SSp", AttTer: "hill", Tgt: "SSpC", TgtTer: "hill", BB: true, Aikido: true, BBAikido: true},
		{Att: "SSp", Tgt: "SBC", TgtTer: "castle", BB: true},
		{Att: "LDR", Tgt: "SSp"}, // refused: both oracle and engine must say so
		{Att: "ASp", Tgt: "LDR", Insp: true, BB: true},
		{Att: "SSp", Tgt: "AB", TgtBlocks: 1, TgtLdr: "mounted", BB: true, BBInsp: true, BBDragon: 2},
	}
	// Every attacker against every target in close combat, open ground.
	for _, a := range []string{"SSp", "SB", "ASp", "AB", "AA", "LI", "SSpC", "SBC", "BG"} {
		for _, tg := range []string{"SSp", "SB", "ASp", "AB", "AA", "LI", "SSpC", "SBC", "BG", "LDR"} {
			in := Input{Att: a, Tgt: tg}
			if a == "BG" {
				in.AttBlocks = 3
			}
			cases = append(cases, in)
		}
	}
	return cases
}

func TestEngineMatchesBruteForceOracle(t *testing.T) {
	for i, in := range oracleCases() {
		name := fmt.Sprintf("%d:%s-%s", i, in.Att, in.Tgt)
		want, werr := oracle(t, in, false, 0)
		got, gerr := Combat(in)
		if (werr == nil) != (gerr == nil) {
			t.Fatalf("%s: oracle error %v, engine error %v", name, werr, gerr)
		}
		if gerr != nil {
			continue
		}
		if got.Dice > 6 || (got.Dice > 4 && (in.RankFire || in.Att == "BG")) {
			t.Fatalf("%s: %d dice is too many for the oracle", name, got.Dice)
		}
		compareOutcome(t, name, &got.Outcome, want)
		if in.Lack {
			if !distClose(got.Lack.Dice, want.lackDice) || !distClose(got.Lack.Lost, want.lackLost) ||
				math.Abs(got.Lack.P-want.lackP) > tol || math.Abs(got.Lack.PEliminated-want.lackElim) > tol ||
				math.Abs(got.Lack.EOther-want.lackOther) > tol {
				t.Errorf("%s: lack %+v, oracle dice %v lost %v p %v elim %v", name, got.Lack, want.lackDice, want.lackLost, want.lackP, want.lackElim)
			}
		}
		if in.BB {
			if math.Abs(got.BattleBack.P-want.bbP) > tol {
				t.Errorf("%s: battle back P = %v, oracle %v", name, got.BattleBack.P, want.bbP)
			}
			compareOutcome(t, name+" battle back", &got.BattleBack.Overall, want.bb)
		}
	}
}
