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
	a, in := s.att, s.in
	add := func(d int, en, it string, args ...any) {
		s.steps = append(s.steps, Step{lbl(en, it, args...), d})
	}
	addTxt := func(d int, l Label) { s.steps = append(s.steps, Step{l, d}) }

	var d int
	switch {
	case vengeance > 0:
		// Vengeance: as many dice as the enemy rolled (§5.4 #29).
		d = vengeance
		add(d, "Vengeance: as many dice as the attack rolled", "Vendetta: tanti dadi quanti ne ha tirati l'attacco")
		s.groups = []int{d}
	case s.ranged:
		r := in.Range
		d = a.RangedDice[r]
		if a.Code == AA {
			near, far := s.o.aaDice()
			d = near
			if r >= 4 {
				d = far
			}
		}
		add(d, "%s ranged dice at range %d ("+rulebook.CCSB.EN(rulebook.CCUnitTable)+")", "dadi a distanza %s a raggio %d ("+rulebook.CCSB.IT(rulebook.CCUnitTable)+")", a.Code, r) // cites §2.2
		if in.Moved {
			m := a.MovedRangedDice
			if a.Code == SB && s.o.sbMoved == "by1" {
				m = max(1, d-1)
			}
			d = min(d, m)
			add(d, "moved and fires: %d dice ("+rulebook.CCSB.EN(rulebook.CCUnitTable)+")", "ha mosso e lancia: %d dadi ("+rulebook.CCSB.IT(rulebook.CCUnitTable)+")", d) // cites §2.3
		}
		d = s.applyCaps(d, s.attTer, "", "")
		s.groups = []int{d}
	case s.in.Levy >= 2:
		// Levy Charge: each unit's own terrain caps its own dice, then
		// the dice are rolled together (§3.17).
		for i, ter := range s.levyTers {
			base := a.CloseDice
			add(base, "Levy unit %d: %d close-combat dice", "unità di Leve %d: %d dadi ravvicinati", i+1, base)
			pe := fmt.Sprintf("Levy unit %d: ", i+1)
			pi := fmt.Sprintf("unità di Leve %d: ", i+1)
			g := s.applyCaps(base, ter, pe, pi)
			s.groups = append(s.groups, g)
			d += g
		}
		add(d, "Levy Charge: %d units roll %d dice together", "Carica delle Leve: %d unità tirano %d dadi insieme", len(s.levyTers), d)
	default:
		if a.DicePerBlock {
			d = s.attBlocks
			addTxt(d, txt("Bodyguards: 1 die per block left ("+rulebook.CCSB.EN(rulebook.CCBodyguards)+")", "Guardie del Corpo: 1 dado per blocco rimasto ("+rulebook.CCSB.IT(rulebook.CCBodyguards)+")")) // cites §2.6
		} else {
			d = a.CloseDice
			add(d, "%s close-combat dice ("+rulebook.CCSB.EN(rulebook.CCUnitTable)+")", "dadi ravvicinati %s ("+rulebook.CCSB.IT(rulebook.CCUnitTable)+")", a.Code) // cites §2.2
			if in.Moved && a.Code == SBC && s.o.sbcClose == "yes" {
				d = 1
				add(d, "moved: reduced to 1 die (card note, option)", "ha mosso: ridotto ad 1 dado (nota della carta, opzione)")
			}
		}
		d = s.applyCaps(d, s.attTer, "", "")
		s.groups = []int{d}
	}

	if vengeance == 0 {
		bonus := 0
		if in.Insp {
			bonus++
			addTxt(d+bonus, txt("inspired leader: +1 die (1 H&F, "+rulebook.CCSB.EN(rulebook.CCInspired)+")", "Comandante ispirato: +1 dado (1 O&F, "+rulebook.CCSB.IT(rulebook.CCInspired)+")")) // cites §3.8
		}
		if in.Card > 0 {
			bonus += in.Card
			add(d+bonus, "Command card: +%d", "carta Comando: +%d", in.Card)
		}
		if in.Dragon > 0 {
			bonus += in.Dragon
			add(d+bonus, "Dragon card: +%d", "carta Dragone: +%d", in.Dragon)
		}
		if in.RankFire {
			bonus++
			add(d+bonus, "Rank Fire: +1 die, swords re-rolled once", "Fuoco per Ranghi: +1 dado, spade ritirate una volta")
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
			add(d, "Aikido Training: at most 2 dice", "Allenamento di Aikido: massimo 2 dadi")
		}
	}
	if s.in.Levy < 2 || s.o.levy != "perunit" {
		s.groups = []int{d}
	}
	if d > MaxDice {
		v.Addf("dice", "%d dice are more than the %d battle dice in the box", "%d dadi sono più dei %d dadi di battaglia della scatola", d, MaxDice)
	}
	if d < 1 {
		v.Add("dice", "no dice to roll", "nessun dado da tirare")
	}
	s.dice = d
}
