package ccsb

import (
	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Label is a text worded in the reader's language: a catalogue key
// (i18n/ccsb.go) and its arguments. Alone it marshals as i18n.Msg does
// ({"key","args","en","it"}); inside a larger object (a step, a face) its
// words sit beside the other fields as "en" and "it" (see words).
type Label = i18n.Msg

// Step is one step of the dice count (§3.2) and the dice after it.
type Step struct {
	Label Label `json:"-"`
	Dice  int   `json:"dice"`
}

// outCap is the cap of the hex a unit of class cl battles out of (§4.1).
func outCap(t *TerrainType, cl Class, ranged bool) Cap {
	if ranged {
		return t.OutRanged.of(cl)
	}
	return t.OutClose.of(cl)
}

// inCap is the cap of the target's hex for an attacker of class attCl on
// attTer (§4.1); a hill does not cap a close combat from another hill
// (§4.3, seed l.1876).
func inCap(tgtTer, attTer *TerrainType, attCl Class, ranged bool) Cap {
	if ranged {
		return tgtTer.InRanged.of(attCl)
	}
	if tgtTer.InCloseNotFromSame && attTer != nil && attTer.Key == tgtTer.Key {
		return 0
	}
	return tgtTer.InClose.of(attCl)
}

// applyCaps limits base dice by the attacker's and the target's terrain
// and records the caps that exist; levy numbers the Levy unit of a Levy
// Charge (0 outside one).
func (s *setup) applyCaps(base int, attTer *TerrainType, levy int) int {
	d := base
	cl := s.att.Class
	capped := func(m i18n.Msg) i18n.Msg {
		if levy > 0 {
			return i18n.M("ccsb.cap.levy-unit", levy, m)
		}
		return m
	}
	if c := outCap(attTer, cl, s.ranged); c > 0 {
		d = min(d, int(c))
		s.steps = append(s.steps, Step{capped(i18n.M("ccsb.cap.attacker", attTer.lower, int(c))), d})
	}
	if c := inCap(s.tgtTer, attTer, cl, s.ranged); c > 0 {
		d = min(d, int(c))
		s.steps = append(s.steps, Step{capped(i18n.M("ccsb.cap.target", s.tgtTer.lower, int(c))), d})
	}
	return d
}

// countDice runs the dice pipeline of §3.2: base dice, terrain caps,
// bonuses (not capped), overrides.
func (s *setup) countDice(v *tables.ValidationError, vengeance int) {
	var d int
	switch {
	case vengeance > 0:
		// Vengeance: as many dice as the enemy rolled (§5.4 #29).
		d = vengeance
		s.step(d, "ccsb.vengeance-as-many-dice-as")
		s.groups = []int{d}
	case s.ranged:
		d = s.rangedDice()
	case s.in.Levy >= 2:
		d = s.levyDice()
	default:
		d = s.closeDice()
	}
	if vengeance == 0 {
		d = s.bonusDice(d)
	}
	if s.in.Levy < 2 || s.o.levy != "perunit" {
		s.groups = []int{d}
	}
	if d > MaxDice {
		v.Add("dice", "ccsb.dice-are-more-than-battle", d, MaxDice)
	}
	if d < 1 {
		v.Add("dice", "ccsb.no-dice-roll")
	}
	s.dice = d
}

// step records how the dice came to d: the catalogue key and its
// arguments.
func (s *setup) step(d int, key string, args ...any) {
	s.steps = append(s.steps, Step{i18n.M(key, args...), d})
}

// rangedDice: the unit's dice at the range, fewer when it moved (§2.2,
// §2.3), capped by its terrain.
func (s *setup) rangedDice() int {
	a, in := s.att, s.in
	r := in.Range
	d := a.RangedDice[r]
	if a.Code == AA {
		near, far := s.o.aaDice()
		d = near
		if r >= 4 {
			d = far
		}
	}
	s.step(d, "ccsb.ranged-dice-at-range", a.Code, r, rulebook.CCSB.Cite(rulebook.CCUnitTable)) // cites §2.2
	if in.Moved {
		m := a.MovedRangedDice
		if a.Code == SB && s.o.sbMoved == "by1" {
			m = max(1, d-1)
		}
		d = min(d, m)
		s.step(d, "ccsb.moved-fires-dice", d, rulebook.CCSB.Cite(rulebook.CCUnitTable)) // cites §2.3
	}
	d = s.applyCaps(d, s.attTer, 0)
	s.groups = []int{d}
	return d
}

// levyDice: in a Levy Charge each unit's own terrain caps its own dice,
// then the dice are rolled together (§3.17).
func (s *setup) levyDice() int {
	a := s.att
	d := 0
	for i, ter := range s.levyTers {
		base := a.CloseDice
		s.step(base, "ccsb.levy-unit-close-combat-dice", i+1, base)
		g := s.applyCaps(base, ter, i+1)
		s.groups = append(s.groups, g)
		d += g
	}
	s.step(d, "ccsb.levy-charge-units-roll-dice", len(s.levyTers), d)
	return d
}

// closeDice: the unit's close-combat dice (the Bodyguards: one per block,
// §2.6), capped by its terrain.
func (s *setup) closeDice() int {
	a, in := s.att, s.in
	var d int
	if a.DicePerBlock {
		d = s.attBlocks
		s.step(d, "ccsb.bodyguards-1-die-per-block", rulebook.CCSB.Cite(rulebook.CCBodyguards)) // cites §2.6
	} else {
		d = a.CloseDice
		s.step(d, "ccsb.close-combat-dice", a.Code, rulebook.CCSB.Cite(rulebook.CCUnitTable)) // cites §2.2
		if in.Moved && a.Code == SBC && s.o.sbcClose == "yes" {
			d = 1
			s.step(d, "ccsb.moved-reduced-1-die-card")
		}
	}
	d = s.applyCaps(d, s.attTer, 0)
	s.groups = []int{d}
	return d
}

// bonusDice adds inspiration, cards and Rank Fire to the d dice, then
// applies Aikido Training's limit of 2 (§3.8).
func (s *setup) bonusDice(d int) int {
	in := s.in
	bonus := 0
	if in.Insp {
		bonus++
		s.step(d+bonus, "ccsb.inspired-leader-die", rulebook.CCSB.Cite(rulebook.CCInspired)) // cites §3.8
	}
	if in.Card > 0 {
		bonus += in.Card
		s.step(d+bonus, "ccsb.command-card", in.Card)
	}
	if in.Dragon > 0 {
		bonus += in.Dragon
		s.step(d+bonus, "ccsb.dragon-card", in.Dragon)
	}
	if in.RankFire {
		bonus++
		s.step(d+bonus, "ccsb.rank-fire-1-die-swords")
	}
	d += bonus
	s.groups[0] += bonus
	if in.Aikido && d > 2 {
		// Aikido Training: at most 2 dice, nothing raises it.
		cut := d - 2
		for i := len(s.groups) - 1; i >= 0 && cut > 0; i-- {
			c := min(cut, s.groups[i])
			s.groups[i] -= c
			cut -= c
		}
		d = 2
		s.step(d, "ccsb.aikido-training-at-most-2")
	}
	return d
}
