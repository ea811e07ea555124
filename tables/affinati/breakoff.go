package affinati

import (
	"strconv"

	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// breakOffRule is §9: cavalry contacted by the enemy may at once try to
// break contact on a d6 of Need or more, +1 for every Step cm of difference
// in movement rate; a withdrawal moves at least Withdraw cm straight back.
var breakOffRule = struct {
	Need     int
	Step     float64
	Withdraw float64
	Rule     string
}{5, 2.5, 5, rulebook.Samurai.Title(rulebook.SamWithdraw)} // cites §9

// BreakOffInput describes an element in contact with an enemy (§9; §18.2
// item 3).
type BreakOffInput struct {
	// Troop is the element wanting to leave; only Mounted Samurai may
	// break off at once (default mountedSamurai).
	Troop TroopType `json:"troop"`
	// Enemy is the element in contact with it.
	Enemy TroopType `json:"enemy"`
	// Difficult and EnemyDifficult: the terrain each stands in, used when
	// speeds are compared in the current terrain (B-14 speedBasis).
	Difficult      bool `json:"difficult"`
	EnemyDifficult bool `json:"enemyDifficult"`
	// FlankContact: an enemy element touches its flank or rear, which
	// forbids breaking contact.
	FlankContact bool `json:"flankContact"`
	// Die is the d6 rolled for a cavalry break-off (1–6), 0 if not rolled.
	Die int `json:"die"`
	Options
}

// BreakOffResult answers whether the element can leave the melee and the
// exact chance of a cavalry break-off.
type BreakOffResult struct {
	Troop TroopType `json:"troop"`
	Enemy TroopType `json:"enemy"`
	// Speed and EnemySpeed are the compared moves in cm (B-14).
	Speed      float64 `json:"speed"`
	EnemySpeed float64 `json:"enemySpeed"`
	// Withdraw: a withdrawal for 1 PIP in its own turn is allowed (§9).
	Withdraw     bool `json:"withdraw"`
	WithdrawText Text `json:"withdrawText"`
	// BreakOff: the immediate cavalry break-off may be tried.
	BreakOff bool     `json:"breakOff"`
	Factors  []Factor `json:"factors,omitempty"`
	// Need is the d6 score needed (1–6), 0 if it cannot be tried.
	Need   int    `json:"need"`
	Chance Chance `json:"chance"`
	Text   Text   `json:"-"`
	// Success is the result of the die entered, if any.
	Success *bool   `json:"success,omitempty"`
	Options Options `json:"options"`
}

func (in BreakOffInput) troop() TroopType {
	if in.Troop == "" {
		return MountedSamurai
	}
	return in.Troop
}

// Validate reports every problem with the input.
func (in BreakOffInput) Validate() error {
	_, v := in.Options.resolve()
	if !knownTroop(in.troop()) {
		v.Add("troop", "affinati.unknown-troop-type", clip(string(in.Troop)))
	}
	switch {
	case in.Enemy == "":
		v.Add("enemy", "affinati.choose-enemy-troop-type-contact")
	case !knownTroop(in.Enemy):
		v.Add("enemy", "affinati.unknown-troop-type", clip(string(in.Enemy)))
	}
	if in.Die < 0 || in.Die > 6 {
		v.Add("die", "affinati.die-shows-1-6-leave")
	}
	return v.Err()
}

// speed is an element's movement rate for the comparison (B-14).
func speed(t Troop, difficult bool, s settings) float64 {
	if s.speedCurrent && difficult {
		return t.MoveDifficult
	}
	return t.MoveGood
}

// BreakOff works out a withdrawal from close combat (§9): the 1-PIP
// withdrawal and, for Mounted Samurai, the immediate break-off roll with its
// exact chance.
func BreakOff(in BreakOffInput) (BreakOffResult, error) {
	if err := in.Validate(); err != nil {
		return BreakOffResult{}, err
	}
	s, _ := in.Options.resolve()
	me, _ := profile(in.troop(), s)
	en, _ := profile(in.Enemy, s)
	res := BreakOffResult{Troop: me.Type, Enemy: en.Type, Options: in.Options.WithDefaults(),
		Speed: speed(me, in.Difficult, s), EnemySpeed: speed(en, in.EnemyDifficult, s)}
	slower := res.EnemySpeed < res.Speed
	wd := fillDistances(i18n.M("affinati.withdrawal-allowed-1-pip-at", rulesCM(5), rulebook.Samurai.Cite(rulebook.SamWithdraw)), cmFormatter) // cites §9
	switch {
	case in.FlankContact:
		res.WithdrawText = i18n.M("affinati.no-withdrawal-enemy-touches-its", rulebook.Samurai.Cite(rulebook.SamWithdraw)) // cites §9
	case !slower:
		res.WithdrawText = i18n.M("affinati.no-withdrawal-enemy-not-slower", rulebook.Samurai.Cite(rulebook.SamWithdraw)) // cites §9
	default:
		res.Withdraw = true
		res.WithdrawText = wd
	}
	// The immediate break-off: Mounted Samurai only, same conditions (B-14
	// default), no PIP.
	equalOK := s.breakoffVsEqual && res.EnemySpeed == res.Speed
	switch {
	case me.Class != Mounted:
		res.Text = i18n.M("affinati.only-cavalry-mounted-samurai-may", rulebook.Samurai.Cite(rulebook.SamWithdraw)) // cites §9
		return res, nil
	case in.FlankContact:
		res.Text = i18n.M("affinati.no-break-off-enemy-touches", rulebook.Samurai.Cite(rulebook.SamWithdraw)) // cites §9
		return res, nil
	case !slower && !equalOK:
		res.Text = i18n.M("affinati.no-break-off-enemy-not", rulebook.Samurai.Cite(rulebook.SamWithdraw)) // cites §9
		return res, nil
	}
	res.BreakOff = true
	steps := int((res.Speed - res.EnemySpeed) / breakOffRule.Step)
	res.Factors = []Factor{
		{Key: "need", Value: breakOffRule.Need, Text: i18n.M("affinati.score-needed-1d6"), Rule: breakOffRule.Rule},
	}
	if steps > 0 {
		diff := res.Speed - res.EnemySpeed
		res.Factors = append(res.Factors, Factor{Key: "speed", Value: -steps,
			Text: fillDistances(i18n.M("affinati.1-die-every-cm-2", rulesCM(2.5), rulesCM(diff), strconv.Itoa(steps)), cmFormatter),
			Rule: breakOffRule.Rule + "; B-14"})
	}
	res.Need = min(max(sum(res.Factors), 1), 6)
	p := d6().AtLeast(res.Need)
	res.Chance = chance(7-res.Need, 6)
	res.Chance.P = p
	need := strconv.Itoa(res.Need)
	w := rulesCM(breakOffRule.Withdraw)
	res.Text = fillDistances(i18n.M("affinati.break-off-6-at-least", need, strconv.Itoa(7-res.Need), w), cmFormatter)
	if in.Die != 0 {
		ok := in.Die >= res.Need
		res.Success = &ok
	}
	return res, nil
}
