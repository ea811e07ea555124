package sekigahara

import (
	"sengoku/i18n"
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
	BlocksDrawn int      `json:"blocksDrawn"`
	Text        i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
}

// ReinforcementResult is both sides' Reinforcement phase.
type ReinforcementResult struct {
	Sides   []SideReinforcement `json:"sides"`
	Options Options             `json:"options"`
	Text    i18n.Msg            `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
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
		v.Add(field, "sekigahara.must-between-0-not", field, maxCount, n)
	}
}

// Validate reports problems with r as a *tables.ValidationError.
func (r Reinforcement) Validate() error {
	v := &tables.ValidationError{}
	if _, ok := ReinforcementBlocks[r.Week]; !ok {
		v.Add("week", "sekigahara.reinforcement-phase-happens-weeks-2", Weeks, r.Week)
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
	text := i18n.M("sekigahara.week-reinforcement-phase-6-2", r.Week)
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
		t := i18n.M("sekigahara.keeps-his-hand-half-rounded", s.Name(), sr.Kept, me.Hand, sr.Discarded, cardCount(sr.CardsDrawn))
		switch {
		case castleBonus && me.Castles == them.Castles:
			t = cat(t, "sekigahara.reinforce.castle-tie-both")
		case castleBonus:
			t = cat(t, "sekigahara.reinforce.castle-most", me.Castles, them.Castles)
		case me.Castles == them.Castles:
			t = cat(t, "sekigahara.reinforce.castle-tie")
		}
		t = cat(t, "sekigahara.reinforce.hand-and-blocks", sr.NewHand, blockCount(base), r.Week)
		switch {
		case resourceBonus && me.Resources == them.Resources:
			t = cat(t, "sekigahara.reinforce.resources-tie")
		case resourceBonus:
			t = cat(t, "sekigahara.reinforce.resources-most")
		}
		t = cat(t, "sekigahara.reinforce.from-bag", blockCount(sr.BlocksDrawn))
		sr.Text = t
		text = join(text, t)
		res.Sides = append(res.Sides, sr)
	}
	res.Text = text
	return res, nil
}

// Victory is what each side controls at the end of week 7 (2.2).
type Victory struct {
	Ishida   Control `json:"ishida"`
	Tokugawa Control `json:"tokugawa"`
}

// VictoryResult is the victory-point count (2.2).
type VictoryResult struct {
	Points Score    `json:"points"`
	Winner Side     `json:"winner"`
	Tie    bool     `json:"tie"`
	Text   i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
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
	line := func(s Side, h Control) i18n.Msg {
		p := res.Points.Of(s)
		return i18n.M("sekigahara.castles-resource-locations-vp", s.Name(), h.Castles, VPPerCastle, h.Resources, p)
	}
	text := join(line(Ishida, vp.Ishida), line(Tokugawa, vp.Tokugawa))
	if res.Tie {
		text = join(text, i18n.M("sekigahara.tie-goes-ishida-who-wins"))
	} else {
		text = join(text, i18n.M("sekigahara.wins-2-2", res.Winner.Name()))
	}
	res.Text = text
	return res, nil
}
