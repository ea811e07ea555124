package ccsb

import (
	"fmt"
	"strings"

	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Label is a text in both UI languages.
type Label struct {
	EN string `json:"en"`
	IT string `json:"it"`
}

// txt is a Label whose texts are not formats (they are built with
// citations of the rulebook).
func txt(en, it string) Label { return Label{EN: en, IT: it} }

func lbl(en, it string, args ...any) Label {
	if len(args) == 0 {
		return Label{EN: en, IT: it}
	}
	return Label{EN: fmt.Sprintf(en, args...), IT: fmt.Sprintf(it, args...)}
}

// Step is one step of the dice count (§3.2) and the dice after it.
type Step struct {
	Label
	Dice int `json:"dice"`
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

// lowerTer is a terrain name for inline use.
func lowerTer(t *TerrainType) (string, string) {
	return strings.ToLower(t.EN), strings.ToLower(t.IT)
}

// applyCaps limits base dice by the attacker's and the target's terrain
// and records the caps that exist.
func (s *setup) applyCaps(base int, attTer *TerrainType, prefixEN, prefixIT string) int {
	d := base
	cl := s.att.Class
	if c := outCap(attTer, cl, s.ranged); c > 0 {
		d = min(d, int(c))
		en, it := lowerTer(attTer)
		s.steps = append(s.steps, Step{Label{
			EN: fmt.Sprintf("%sattacker in %s: at most %d dice", prefixEN, en, int(c)),
			IT: fmt.Sprintf("%sattaccante in %s: massimo %d dadi", prefixIT, it, int(c)),
		}, d})
	}
	if c := inCap(s.tgtTer, attTer, cl, s.ranged); c > 0 {
		d = min(d, int(c))
		en, it := lowerTer(s.tgtTer)
		s.steps = append(s.steps, Step{Label{
			EN: fmt.Sprintf("%starget in %s: at most %d dice", prefixEN, en, int(c)),
			IT: fmt.Sprintf("%sbersaglio in %s: massimo %d dadi", prefixIT, it, int(c)),
		}, d})
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
		s.step(d, "Vengeance: as many dice as the attack rolled", "Vendetta: tanti dadi quanti ne ha tirati l'attacco")
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
		v.AddTextf("dice", "%d dice are more than the %d battle dice in the box", "%d dadi sono più dei %d dadi di battaglia della scatola", d, MaxDice)
	}
	if d < 1 {
		v.AddText("dice", "no dice to roll", "nessun dado da tirare")
	}
	s.dice = d
}

// step records how the dice came to d.
func (s *setup) step(d int, en, it string, args ...any) {
	s.steps = append(s.steps, Step{lbl(en, it, args...), d})
}

// stepTxt records a step whose words are built (a citation of the
// rulebook), not a format.
func (s *setup) stepTxt(d int, t Label) { s.steps = append(s.steps, Step{t, d}) }

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
	s.step(d, "%s ranged dice at range %d ("+rulebook.CCSB.EN(rulebook.CCUnitTable)+")", "dadi a distanza %s a raggio %d ("+rulebook.CCSB.IT(rulebook.CCUnitTable)+")", a.Code, r) // cites §2.2
	if in.Moved {
		m := a.MovedRangedDice
		if a.Code == SB && s.o.sbMoved == "by1" {
			m = max(1, d-1)
		}
		d = min(d, m)
		s.step(d, "moved and fires: %d dice ("+rulebook.CCSB.EN(rulebook.CCUnitTable)+")", "ha mosso e lancia: %d dadi ("+rulebook.CCSB.IT(rulebook.CCUnitTable)+")", d) // cites §2.3
	}
	d = s.applyCaps(d, s.attTer, "", "")
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
		s.step(base, "Levy unit %d: %d close-combat dice", "unità di Leve %d: %d dadi ravvicinati", i+1, base)
		pe := fmt.Sprintf("Levy unit %d: ", i+1)
		pi := fmt.Sprintf("unità di Leve %d: ", i+1)
		g := s.applyCaps(base, ter, pe, pi)
		s.groups = append(s.groups, g)
		d += g
	}
	s.step(d, "Levy Charge: %d units roll %d dice together", "Carica delle Leve: %d unità tirano %d dadi insieme", len(s.levyTers), d)
	return d
}

// closeDice: the unit's close-combat dice (the Bodyguards: one per block,
// §2.6), capped by its terrain.
func (s *setup) closeDice() int {
	a, in := s.att, s.in
	var d int
	if a.DicePerBlock {
		d = s.attBlocks
		s.stepTxt(d, txt("Bodyguards: 1 die per block left ("+rulebook.CCSB.EN(rulebook.CCBodyguards)+")", "Guardie del Corpo: 1 dado per blocco rimasto ("+rulebook.CCSB.IT(rulebook.CCBodyguards)+")")) // cites §2.6
	} else {
		d = a.CloseDice
		s.step(d, "%s close-combat dice ("+rulebook.CCSB.EN(rulebook.CCUnitTable)+")", "dadi ravvicinati %s ("+rulebook.CCSB.IT(rulebook.CCUnitTable)+")", a.Code) // cites §2.2
		if in.Moved && a.Code == SBC && s.o.sbcClose == "yes" {
			d = 1
			s.step(d, "moved: reduced to 1 die (card note, option)", "ha mosso: ridotto ad 1 dado (nota della carta, opzione)")
		}
	}
	d = s.applyCaps(d, s.attTer, "", "")
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
		s.stepTxt(d+bonus, txt("inspired leader: +1 die (1 H&F, "+rulebook.CCSB.EN(rulebook.CCInspired)+")", "Comandante ispirato: +1 dado (1 O&F, "+rulebook.CCSB.IT(rulebook.CCInspired)+")")) // cites §3.8
	}
	if in.Card > 0 {
		bonus += in.Card
		s.step(d+bonus, "Command card: +%d", "carta Comando: +%d", in.Card)
	}
	if in.Dragon > 0 {
		bonus += in.Dragon
		s.step(d+bonus, "Dragon card: +%d", "carta Dragone: +%d", in.Dragon)
	}
	if in.RankFire {
		bonus++
		s.step(d+bonus, "Rank Fire: +1 die, swords re-rolled once", "Fuoco per Ranghi: +1 dado, spade ritirate una volta")
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
		s.step(d, "Aikido Training: at most 2 dice", "Allenamento di Aikido: massimo 2 dadi")
	}
	return d
}
