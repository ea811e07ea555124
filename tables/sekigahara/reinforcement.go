package sekigahara

import (
	"fmt"

	"sengoku/tables"
)

// Control is what one side controls: castles (4.3) and Resource
// Locations (4.2).
type Control struct {
	Castles   int `json:"castles"`
	Resources int `json:"resources"`
}

// Holdings are one side's hand and what it controls.
type Holdings struct {
	Hand int `json:"hand"`
	Control
}

// Reinforcement is the state at a Reinforcement phase (6.2).
type Reinforcement struct {
	// Week is 2–7: week 1 has no Reinforcement phase (6.1).
	Week     int      `json:"week"`
	Ishida   Holdings `json:"ishida"`
	Tokugawa Holdings `json:"tokugawa"`
	Options  Options  `json:"options" query:",inline"`
}

// SideReinforcement is what one side discards and draws (6.2).
type SideReinforcement struct {
	Side Side `json:"side"`
	// Kept is ⌈hand/2⌉ and Discarded ⌊hand/2⌋: halving is rounded in the
	// player's favour.
	Kept      int `json:"kept"`
	Discarded int `json:"discarded"`
	// CardsDrawn is 5, +1 for most castles; NewHand is Kept + CardsDrawn.
	CardsDrawn int `json:"cardsDrawn"`
	NewHand    int `json:"newHand"`
	// BlocksDrawn is 2 in weeks 2–4 and 1 in weeks 5–7, +1 for most
	// Resource Locations (both on a tie); a short bag gives what is left
	// (S-22).
	BlocksDrawn int    `json:"blocksDrawn"`
	EN          string `json:"en"`
	IT          string `json:"it"`
}

// ReinforcementResult is both sides' Reinforcement phase.
type ReinforcementResult struct {
	Sides   []SideReinforcement `json:"sides"`
	Options Options             `json:"options"`
	EN      string              `json:"en"`
	IT      string              `json:"it"`
}

func (h Holdings) validate(prefix string, v *tables.ValidationError) {
	countField(prefix+".hand", h.Hand, v)
	h.Control.validate(prefix, v)
}

func (c Control) validate(prefix string, v *tables.ValidationError) {
	countField(prefix+".castles", c.Castles, v)
	countField(prefix+".resources", c.Resources, v)
}

func countField(field string, n int, v *tables.ValidationError) {
	if n < 0 || n > maxCount {
		v.AddTextf(field, "%s must be between 0 and %d, not %d.", "%s deve essere tra 0 e %d, non %d.", field, maxCount, n)
	}
}

// Validate reports problems with r as a *tables.ValidationError.
func (r Reinforcement) Validate() error {
	v := &tables.ValidationError{}
	if _, ok := ReinforcementBlocks[r.Week]; !ok {
		v.AddTextf("week", "The Reinforcement phase happens in weeks 2 to %d; it is skipped in week 1 (6.2). Got %d.",
			"La Fase dei Rinforzi si svolge nelle settimane da 2 a %d; nella settimana 1 si salta (6.2). Indicata %d.", Weeks, r.Week)
	}
	r.Ishida.validate("ishida", v)
	r.Tokugawa.validate("tokugawa", v)
	r.Options.validate(v)
	return v.Err()
}

// Reinforce computes the Reinforcement phase (6.2): each player keeps half
// his hand rounded up, draws 5 cards (+1 for most castles) and draws
// blocks by week (+1 for most Resource Locations, both on a tie).
func Reinforce(r Reinforcement) (ReinforcementResult, error) {
	if err := r.Validate(); err != nil {
		return ReinforcementResult{}, err
	}
	opt := r.Options.WithDefaults()
	res := ReinforcementResult{Options: opt}
	base := ReinforcementBlocks[r.Week]
	text := bif("Week %d Reinforcement phase (6.2).", "Fase dei Rinforzi della settimana %d (6.2).", r.Week)
	for _, s := range []Side{Ishida, Tokugawa} {
		me, them := r.Ishida, r.Tokugawa
		if s == Tokugawa {
			me, them = them, me
		}
		sr := SideReinforcement{Side: s, Kept: me.Hand - me.Hand/2, Discarded: me.Hand / 2}
		sr.CardsDrawn = ReinforcementCards
		castleBonus := me.Castles > them.Castles || (me.Castles == them.Castles && opt.CastleTieBothDraw == "true")
		if castleBonus {
			sr.CardsDrawn += CastleBonusCards
		}
		sr.NewHand = sr.Kept + sr.CardsDrawn
		sr.BlocksDrawn = base
		resourceBonus := me.Resources >= them.Resources
		if resourceBonus {
			sr.BlocksDrawn += ResourceBonusBlocks
		}
		t := bi{
			fmt.Sprintf("%s keeps %d of his hand of %d (half, rounded in his favour), discards %d, draws %s",
				s.Name(), sr.Kept, me.Hand, sr.Discarded, cardsEN(sr.CardsDrawn)),
			fmt.Sprintf("%s tiene %d carte della sua mano di %d (metà, arrotondata a suo favore), ne scarta %d, pesca %s",
				s.Name(), sr.Kept, me.Hand, sr.Discarded, cardsIT(sr.CardsDrawn)),
		}
		switch {
		case castleBonus && me.Castles == them.Castles:
			t.en += " (5 + 1: tied for most castles, option castleTieBothDraw, S-06)"
			t.it += " (5 + 1: parità nei castelli, opzione castleTieBothDraw, S-06)"
		case castleBonus:
			t.en += fmt.Sprintf(" (5 + 1 for most castles, %d to %d)", me.Castles, them.Castles)
			t.it += fmt.Sprintf(" (5 + 1 per il maggior numero di castelli, %d a %d)", me.Castles, them.Castles)
		case me.Castles == them.Castles:
			t.en += " (tied for castles: nobody draws the 6th card, S-06)"
			t.it += " (parità nei castelli: nessuno pesca la sesta carta, S-06)"
		}
		t.en += fmt.Sprintf(", and has %d cards. He draws %s for week %d", sr.NewHand, blocksEN(base), r.Week)
		t.it += fmt.Sprintf(", e ha %d carte. Pesca %s per la settimana %d", sr.NewHand, blocksIT(base), r.Week)
		switch {
		case resourceBonus && me.Resources == them.Resources:
			t.en += " + 1 (tied for most Resource Locations: both get it)"
			t.it += " + 1 (parità nelle Locazioni di Risorsa: a entrambi)"
		case resourceBonus:
			t.en += " + 1 for most Resource Locations"
			t.it += " + 1 per il maggior numero di Locazioni di Risorsa"
		}
		t.en += fmt.Sprintf(": %s from his bag, or what is left in it (S-22).", blocksEN(sr.BlocksDrawn))
		t.it += fmt.Sprintf(": %s dal sacchetto, o quelli che restano (S-22).", blocksIT(sr.BlocksDrawn))
		sr.EN, sr.IT = t.en, t.it
		text = join(text, t)
		res.Sides = append(res.Sides, sr)
	}
	res.EN, res.IT = text.en, text.it
	return res, nil
}

// Victory is what each side controls at the end of week 7 (2.2).
type Victory struct {
	Ishida   Control `json:"ishida"`
	Tokugawa Control `json:"tokugawa"`
}

// VictoryResult is the victory-point count (2.2).
type VictoryResult struct {
	Points Score  `json:"points"`
	Winner Side   `json:"winner"`
	Tie    bool   `json:"tie"`
	EN     string `json:"en"`
	IT     string `json:"it"`
}

// Validate reports problems with vp as a *tables.ValidationError.
func (vp Victory) Validate() error {
	v := &tables.ValidationError{}
	vp.Ishida.validate("ishida", v)
	vp.Tokugawa.validate("tokugawa", v)
	return v.Err()
}

// CountVictory counts victory points: 2 per castle and 1 per Resource Location;
// a tie goes to Ishida (2.2).
func CountVictory(vp Victory) (VictoryResult, error) {
	if err := vp.Validate(); err != nil {
		return VictoryResult{}, err
	}
	res := VictoryResult{Points: Score{
		Ishida:   VPPerCastle*vp.Ishida.Castles + VPPerResource*vp.Ishida.Resources,
		Tokugawa: VPPerCastle*vp.Tokugawa.Castles + VPPerResource*vp.Tokugawa.Resources,
	}}
	switch {
	case res.Points.Ishida > res.Points.Tokugawa:
		res.Winner = Ishida
	case res.Points.Tokugawa > res.Points.Ishida:
		res.Winner = Tokugawa
	default:
		res.Winner, res.Tie = VPTieWinner, true
	}
	line := func(s Side, h Control) bi {
		p := res.Points.Of(s)
		return bi{fmt.Sprintf("%s: %d castles × %d + %d Resource Locations = %d VP.", s.Name(), h.Castles, VPPerCastle, h.Resources, p),
			fmt.Sprintf("%s: %d castelli × %d + %d Locazioni di Risorsa = %d PV.", s.Name(), h.Castles, VPPerCastle, h.Resources, p)}
	}
	text := join(line(Ishida, vp.Ishida), line(Tokugawa, vp.Tokugawa))
	if res.Tie {
		text = join(text, bi{"A tie goes to Ishida, who wins (2.2).", "In caso di parità vince Ishida (2.2)."})
	} else {
		text = join(text, bif("%s wins (2.2).", "%s vince (2.2).", res.Winner.Name()))
	}
	res.EN, res.IT = text.en, text.it
	return res, nil
}
