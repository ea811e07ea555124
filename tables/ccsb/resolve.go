package ccsb

import (
	"sort"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// end is one end state of the target after the roll, the leader checks
// and the retreat (§3.4 steps 5–6).
type end struct {
	removed, flags, demand, moved, extra, lost int
	leaderAlive, elim                          bool
}

// bbKey is what changes a battle back: the Bodyguards' blocks left (their
// dice) and whether inspiration is still possible.
type bbKey struct {
	blocks int
	insp   bool
}

// accum collects the end states of one combat.
type accum struct {
	s      *setup
	tp     tokenPolicy
	ign    [2]int // flags ignored with the leader dead [0] or alive [1]
	castle bool
	out    Outcome
	pCheck float64
	lack   *Lack
	binom  map[int]tables.Dist
	bb     map[bbKey]float64
}

func addAt(d *tables.Dist, k int, q float64) {
	for len(*d) <= k {
		*d = append(*d, 0)
	}
	(*d)[k] += q
}

// hasLeader: the target has a leader that can be lost (an attached
// leader, or the Army Commander with his Bodyguards).
func (s *setup) hasLeader() bool { return s.tgtLdr != NoLeader || s.tgt.Code == BG }

// castleInfantry: the target never retreats and takes hits for flags
// (§3.12, §4.2 castle).
func (s *setup) castleInfantry() bool {
	return s.tgtTer.NoRetreatInfantry && s.tgt.Class == Infantry && s.tgt.Code != LoneLeader
}

// compute enumerates the roll and everything that follows it.
func (s *setup) compute() *Result {
	m := s.model()
	tp := s.tokens()
	j := m.rollGroups(s.groups)

	a := &accum{s: s, tp: tp, bb: map[bbKey]float64{}, binom: map[int]tables.Dist{},
		ign: [2]int{s.ignorable(false), s.ignorable(true)}, castle: s.castleInfantry()}
	blocks := s.tgtBlocks
	a.out.Hits = make(tables.Dist, blocks+1)
	a.out.Lost = make(tables.Dist, blocks+1)
	if s.in.Lack && s.tgt.Code != LoneLeader {
		a.lack = &Lack{Reserve: s.in.Res}
	}
	surv, elimOdds, checkLabel := s.checkOdds()
	mult := 1
	if s.in.Terror {
		mult = 2 // Terror Strike: each flag counts as 2 (§5.4 #6)
	}
	for h := 0; h < j.nh; h++ {
		for f := 0; f < j.nf; f++ {
			for t := 0; t < j.nt; t++ {
				if q := j.p[j.at(h, f, t)]; q != 0 {
					a.roll(q, h, f*mult, t, surv, elimOdds)
				}
			}
		}
	}
	res := s.result(m, tp, a)
	if s.hasLeader() {
		res.Check = &Check{Label: checkLabel, PKill: surv, PKillElim: elimOdds, PCheck: a.pCheck}
	}
	res.Outcome.finish()
	if res.Lack != nil {
		res.Lack.Dice = res.Lack.Dice.Trim()
		res.Lack.Lost = res.Lack.Lost.Trim()
	}
	res.Notes = s.explain(&res.Outcome)
	if s.in.BB && !s.bb {
		res.BattleBack = s.battleBack(a.bb)
	}
	return res
}

// roll resolves one roll of probability q: h hits, fr flags, t tokens;
// surv and elimOdds are the chances the leader survives his check (§3.9).
func (a *accum) roll(q float64, h, fr, t int, surv, elimOdds float64) {
	s := a.s
	if s.tgt.Code == LoneLeader {
		a.loneLeader(q, h, fr, t)
		return
	}
	blocks := s.tgtBlocks
	removed := min(h, blocks)
	elimHits := h >= blocks
	pk := 0.0
	if s.hasLeader() && removed >= 1 {
		// The check comes before the retreat (§3.9).
		a.pCheck += q
		pk = surv
		if elimHits {
			pk = elimOdds
		}
	}
	if pk < 1 {
		a.resolve(q*(1-pk), removed, elimHits, fr, t, true)
	}
	if pk > 0 {
		a.resolve(q*pk, removed, elimHits, fr, t, false)
	}
}

// result is the battle's answer before its leader check, notes and
// battle back.
func (s *setup) result(m faceModel, tp tokenPolicy, a *accum) *Result {
	res := &Result{
		Mode:           "close",
		Att:            s.att.Code,
		Tgt:            s.tgt.Code,
		Dice:           s.dice,
		Steps:          s.steps,
		Faces:          s.faces(m, tp),
		SwordsIgnored:  m.ignore,
		SwordRules:     s.swordRules(),
		Blocks:         s.tgtBlocks,
		FlagsIgnorable: s.ignorable(true),
		TokenRules:     tp.rules,
		Outcome:        a.out,
		Lack:           a.lack,
		Options:        s.o.applied(),
	}
	if s.ranged {
		res.Mode = "ranged"
	}
	if s.tgt.Code != LoneLeader {
		res.FlagSources = s.flagSources(true)
	} else {
		res.FlagsIgnorable = 0
	}
	return res
}

// loneLeader records a roll against a leader alone: each sword kills it,
// flags have no effect (§3.10).
func (a *accum) loneLeader(q float64, h, fr, t int) {
	killed := h >= 1
	e := end{removed: min(h, 1), flags: fr, elim: killed, leaderAlive: !killed}
	e.lost = e.removed
	a.record(q, e, t)
}

// resolve applies the flags and the retreat to one outcome of the roll and
// leader check.
func (a *accum) resolve(q float64, removed int, elimHits bool, fr, t int, alive bool) {
	s := a.s
	blocks := s.tgtBlocks
	e := end{removed: removed, flags: fr, leaderAlive: alive}
	switch {
	case elimHits:
		e.lost, e.elim = blocks, true
	case s.tgt.Code == BG && !alive:
		// Army Commander killed: the remaining Bodyguards surrender (§2.6).
		e.lost, e.elim = blocks, true
	default:
		ig := a.ign[0]
		if alive {
			ig = a.ign[1]
		}
		taken := 0
		if ig >= 0 {
			taken = fr - min(fr, ig)
		}
		if a.castle {
			// No retreat from a castle: 1 hit per flag not ignored.
			e.extra = min(taken, blocks-removed)
		} else {
			e.demand = taken * s.tgt.RetreatPerFlag
			e.moved = e.demand
			if s.in.Blocked {
				// 1 block per retreat hex that cannot be completed
				// (§3.12); no leader check for these losses (§3.9).
				e.moved = min(e.demand, s.in.Free)
				e.extra = min(e.demand-e.moved, blocks-removed)
			}
		}
		e.lost = removed + e.extra
		e.elim = e.lost >= blocks
		if a.castle && e.extra > 0 && s.tgtLdr != NoLeader && alive && s.o.castle == "yes" {
			// Option oCastle: the castle hits trigger a second check.
			surv, elimOdds, _ := s.checkOdds()
			pk := surv
			if e.elim {
				pk = elimOdds
			}
			a.record(q*(1-pk), e, t)
			e.leaderAlive = false
			a.record(q*pk, e, t)
			return
		}
	}
	a.record(q, e, t)
}

// record adds one end state with probability q; t is the H&F symbols
// rolled.
func (a *accum) record(q float64, e end, t int) {
	if q == 0 {
		return
	}
	s := a.s
	o := &a.out
	hasLeader := s.hasLeader() || s.tgt.Code == LoneLeader
	killed := hasLeader && !e.leaderAlive
	hf := 0
	if s.tgt.Code != LoneLeader {
		hf = s.hfCost(e.moved, e.leaderAlive)
	}
	stays := !e.elim && e.moved == 0 && s.tgt.Code != LoneLeader

	addAt(&o.Hits, e.removed, q)
	addAt(&o.Flags, e.flags, q)
	addAt(&o.Retreat, e.demand, q)
	addAt(&o.Moved, e.moved, q)
	addAt(&o.Extra, e.extra, q)
	addAt(&o.Lost, e.lost, q)
	addAt(&o.Tokens, a.tp.gain(t, e.removed+e.extra), q)
	addAt(&o.HFLost, hf, q)
	addAt(&o.VB, s.victoryBanners(e, killed), q)
	if e.elim {
		o.PEliminated += q
	}
	if stays {
		o.PStays += q
	}
	if killed {
		o.PLeaderKilled += q
	}
	a.recordLeader(q, e, hasLeader, killed)
	if a.lack != nil {
		a.addLack(q, e, hf)
	}
	if stays && !s.ranged && s.in.BB {
		k := bbKey{insp: s.in.BBInsp && (s.tgtLdr == NoLeader || e.leaderAlive)}
		if s.tgt.Code == BG {
			k.blocks = s.tgtBlocks - e.lost
		}
		a.bb[k] += q
	}
}

// victoryBanners the end e gives the attacker: the unit eliminated and its
// leader killed (the Bodyguards: only the Army Commander, §2.6).
func (s *setup) victoryBanners(e end, killed bool) int {
	vb := 0
	switch s.tgt.Code {
	case LoneLeader:
		if killed {
			vb = 1
		}
	case BG:
		if killed {
			vb = 1 // the Army Commander; Bodyguard blocks give no VB (§2.6)
		}
	default:
		if e.elim {
			vb++
		}
		if killed {
			vb++
		}
	}
	return vb
}

// recordLeader adds q to the chance the leader is left alone or the unit
// leaderless.
func (a *accum) recordLeader(q float64, e end, hasLeader, killed bool) {
	o := &a.out
	if a.s.tgt.Code == LoneLeader {
		if !killed {
			o.PLeaderAlone += q
		}
	} else if hasLeader && e.leaderAlive && e.elim {
		o.PLeaderAlone += q
	} else if hasLeader && killed && !e.elim {
		o.PLeaderless += q
	}
}

// addLack adds the Lack of Honor roll a retreat costing hf triggers
// (§3.14): 4 dice + 1 per token not paid; each die showing the unit's
// symbol removes one of its blocks.
func (a *accum) addLack(q float64, e end, hf int) {
	l := a.lack
	short := hf - l.Reserve
	if short <= 0 {
		addAt(&l.Dice, 0, q)
		addAt(&l.Lost, 0, q)
		return
	}
	dice := LackOfHonorBaseDice + short
	l.P += q
	addAt(&l.Dice, dice, q)
	l.EOther += q * float64(dice) / 6
	left := a.s.tgtBlocks - e.lost
	if e.elim || left <= 0 {
		addAt(&l.Lost, 0, q)
		return
	}
	d, ok := a.binom[dice]
	if !ok {
		d = tables.Binomial(dice, 1.0/6)
		a.binom[dice] = d
	}
	for k, p := range d {
		addAt(&l.Lost, min(k, left), q*p)
		if k >= left {
			l.PEliminated += q * p
		}
	}
}

// finish trims the distributions and fills the expectations.
func (o *Outcome) finish() {
	for _, d := range []*tables.Dist{&o.Flags, &o.Retreat, &o.Moved, &o.Extra, &o.Tokens, &o.HFLost, &o.VB} {
		if len(*d) == 0 {
			*d = tables.Dist{1}
		}
		*d = d.Trim()
	}
	o.EHits = o.Hits.Mean()
	o.ELost = o.Lost.Mean()
	o.EMoved = o.Moved.Mean()
	o.ETokens = o.Tokens.Mean()
	o.EHFLost = o.HFLost.Mean()
	o.EVB = o.VB.Mean()
}

// explain lists the rules behind the numbers.
func (s *setup) explain(o *Outcome) []Label {
	var out []Label
	add := func(key string, args ...any) { out = append(out, i18n.M(key, args...)) }
	if s.in.Insp {
		add("ccsb.inspiration-costs-attacking-player-1")
	}
	if s.att.Code == ASp && s.in.Moved {
		add("ccsb.ashigaru-spear-unit-that-moved", rulebook.CCSB.Cite(rulebook.CCUnitTable)) // cites §2.4
	}
	switch {
	case s.tgt.Code == LoneLeader:
		add("ccsb.lone-leader-that-survives-must", rulebook.CCSB.Cite(rulebook.CCLeaderAlone)) // cites §3.10
	case s.tgt.Code == BG:
		add("ccsb.bodyguard-blocks-give-no-vb", rulebook.CCSB.Cite(rulebook.CCBodyguards)) // cites §2.6
	case s.castleInfantry():
		add("ccsb.infantry-castle-never-retreats-each", rulebook.CCSB.Cite(rulebook.CCTerrain)) // cites §4.2
	}
	if o.PLeaderAlone > 0 && s.tgt.Code != LoneLeader && s.tgt.Code != BG {
		add("ccsb.leader-left-alone-after-its", rulebook.CCSB.Cite(rulebook.CCLeaderCheck)) // cites §3.9
	}
	if s.in.Blocked {
		add("ccsb.blocked-retreat-1-block-per", rulebook.CCSB.Cite(rulebook.CCRetreats)) // cites §3.12
	}
	if s.in.Take {
		add("ccsb.target-owner-takes-every-flag")
	}
	if s.in.Levy >= 2 && s.in.BB {
		add("ccsb.levy-charge-defender-battles-back")
	}
	return out
}

// weighted is an outcome with its probability.
type weighted struct {
	p float64
	o *Outcome
}

// mix is the mixture of outcomes; none is the mass of "nothing happens".
func mix(parts []weighted, none float64) Outcome {
	var o Outcome
	dists := func(x *Outcome) []*tables.Dist {
		return []*tables.Dist{&x.Hits, &x.Flags, &x.Retreat, &x.Moved, &x.Extra, &x.Lost, &x.Tokens, &x.HFLost, &x.VB}
	}
	od := dists(&o)
	for _, d := range od {
		*d = tables.Dist{max(none, 0)}
	}
	for _, w := range parts {
		wd := dists(w.o)
		for i := range od {
			for k, p := range *wd[i] {
				addAt(od[i], k, w.p*p)
			}
		}
		o.PEliminated += w.p * w.o.PEliminated
		o.PStays += w.p * w.o.PStays
		o.PLeaderKilled += w.p * w.o.PLeaderKilled
		o.PLeaderAlone += w.p * w.o.PLeaderAlone
		o.PLeaderless += w.p * w.o.PLeaderless
	}
	// The original attacker stays where it is when nothing happens.
	o.PStays += max(none, 0)
	o.finish()
	return o
}

// battleBack computes the battle back (§3.15) for each distinct case the
// first roll leaves, and their mixture.
func (s *setup) battleBack(keys map[bbKey]float64) *BattleBack {
	bb := &BattleBack{}
	switch {
	case s.ranged:
		bb.Reasons = []Label{i18n.M("ccsb.unit-attacked-by-ranged-combat", rulebook.CCSB.Cite(rulebook.CCRanged))} // cites §3.3
	case s.tgt.Code == LoneLeader:
		bb.Reasons = []Label{i18n.M("ccsb.leader-alone-cannot-battle", rulebook.CCSB.Cite(rulebook.CCLeaders))} // cites §3.10
	case len(keys) == 0:
		bb.Reasons = []Label{i18n.M("ccsb.defender-never-keeps-its-hex")}
	}
	if len(bb.Reasons) > 0 {
		bb.Overall = mix(nil, 1)
		return bb
	}
	ks := make([]bbKey, 0, len(keys))
	for k := range keys {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		if ks[i].blocks != ks[j].blocks {
			return ks[i].blocks > ks[j].blocks
		}
		return ks[i].insp && !ks[j].insp
	})
	seen := map[string]bool{} // a problem's English words: one reason each
	var parts []weighted
	for _, k := range ks {
		veng := 0
		if s.in.BBVeng {
			veng = s.dice
		}
		sub, err := s.bbInput(k).prepareBB(true, veng)
		if err != nil {
			if v, ok := tables.AsValidation(err); ok {
				for _, p := range v.Problems {
					if w := i18n.EN.Render(p.Msg); !seen[w] {
						seen[w] = true
						bb.Reasons = append(bb.Reasons, p.Msg)
					}
				}
			}
			continue
		}
		r := sub.compute()
		r.Notes = append([]Label{i18n.M("ccsb.battle-back-defender-rolls-against", rulebook.CCSB.Cite(rulebook.CCBattleBack))}, r.Notes...) // cites §3.15
		p := keys[k]
		bb.Cases = append(bb.Cases, BBCase{P: p, Blocks: k.blocks, Inspired: k.insp, Result: r})
		bb.P += p
		parts = append(parts, weighted{p, &r.Outcome})
	}
	bb.Overall = mix(parts, 1-bb.P)
	return bb
}

// bbInput is the battle back as a combat of its own: the defender attacks
// the original attacker (for a Levy Charge, the first Levy unit).
func (s *setup) bbInput(k bbKey) Input {
	in := s.in
	ldr := ""
	if k.insp || !in.BBInsp {
		ldr = in.TgtLdr
	}
	return Input{
		Mode: "close",
		Att:  string(s.tgt.Code), AttBlocks: k.blocks, AttLdr: ldr, AttTer: in.TgtTer,
		Insp: k.insp, Card: in.BBCard, Dragon: in.BBDragon, Aikido: in.BBAikido,
		Tgt: string(s.att.Code), TgtBlocks: s.attBlocks, TgtLdr: in.AttLdr, TgtTer: in.AttTer,
		Sup: in.AttSup, Blocked: in.AttBlocked, Free: in.AttFree,
		PoolEmpty: in.PoolEmpty,
		OFaces:    in.OFaces, OSBMoved: in.OSBMoved, OAA: in.OAA, OSBCClose: in.OSBCClose, OAC: in.OAC,
		OReroll: in.OReroll, OFord: in.OFord, OBldg: in.OBldg, OBBTok: in.OBBTok, OLILdr: in.OLILdr,
		OLevy: in.OLevy, OCastle: in.OCastle,
	}
}
