package affinati

import (
	"strconv"

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
	Text
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
		v.AddTextf("troop", "Unknown troop type %q.", "Tipo di truppa %q sconosciuto.", clip(string(in.Troop)))
	}
	switch {
	case in.Enemy == "":
		v.AddText("enemy", "Choose the enemy troop type in contact.", "Scegli il tipo di truppa nemica a contatto.")
	case !knownTroop(in.Enemy):
		v.AddTextf("enemy", "Unknown troop type %q.", "Tipo di truppa %q sconosciuto.", clip(string(in.Enemy)))
	}
	if in.Die < 0 || in.Die > 6 {
		v.AddText("die", "A die shows 1 to 6 (leave it empty if not rolled).", "Un dado va da 1 a 6 (lascialo vuoto se non è stato tirato).")
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
	wd := fillDistances(T("Withdrawal allowed for 1 PIP: at least {cm:5} straight back, ending facing the enemy ("+rulebook.Samurai.EN(rulebook.SamWithdraw)+").", // cites §9
		"Ritirata permessa con 1 PIP: almeno {cm:5} direttamente indietro, terminando rivolti al nemico ("+rulebook.Samurai.IT(rulebook.SamWithdraw)+")."), cmFormatter) // cites §9
	switch {
	case in.FlankContact:
		res.WithdrawText = T("No withdrawal: an enemy touches its flank or rear ("+rulebook.Samurai.EN(rulebook.SamWithdraw)+").", "Nessuna ritirata: un nemico è a contatto sul fianco o sul retro ("+rulebook.Samurai.IT(rulebook.SamWithdraw)+").") // cites §9
	case !slower:
		res.WithdrawText = T("No withdrawal: the enemy is not slower ("+rulebook.Samurai.EN(rulebook.SamWithdraw)+").", "Nessuna ritirata: il nemico non è più lento ("+rulebook.Samurai.IT(rulebook.SamWithdraw)+").") // cites §9
	default:
		res.Withdraw = true
		res.WithdrawText = wd
	}
	// The immediate break-off: Mounted Samurai only, same conditions (B-14
	// default), no PIP.
	equalOK := s.breakoffVsEqual && res.EnemySpeed == res.Speed
	switch {
	case me.Class != Mounted:
		res.Text = T("Only cavalry (Mounted Samurai) may try to break off as soon as it is contacted ("+rulebook.Samurai.EN(rulebook.SamWithdraw)+").", // cites §9
			"Solo la cavalleria (Samurai a cavallo) può tentare di rompere il contatto appena contattata ("+rulebook.Samurai.IT(rulebook.SamWithdraw)+").") // cites §9
		return res, nil
	case in.FlankContact:
		res.Text = T("No break-off: an enemy touches its flank or rear ("+rulebook.Samurai.EN(rulebook.SamWithdraw)+", B-14).", "Nessuna rottura del contatto: un nemico è sul fianco o sul retro ("+rulebook.Samurai.IT(rulebook.SamWithdraw)+", B-14).") // cites §9
		return res, nil
	case !slower && !equalOK:
		res.Text = T("No break-off: the enemy is not slower ("+rulebook.Samurai.EN(rulebook.SamWithdraw)+", B-14).", "Nessuna rottura del contatto: il nemico non è più lento ("+rulebook.Samurai.IT(rulebook.SamWithdraw)+", B-14).") // cites §9
		return res, nil
	}
	res.BreakOff = true
	steps := int((res.Speed - res.EnemySpeed) / breakOffRule.Step)
	res.Factors = []Factor{
		{Key: "need", Value: breakOffRule.Need, Text: T("Score needed on 1d6", "Punteggio richiesto con 1d6"), Rule: breakOffRule.Rule},
	}
	if steps > 0 {
		diff := res.Speed - res.EnemySpeed
		res.Factors = append(res.Factors, Factor{Key: "speed", Value: -steps,
			Text: fillDistances(T("+1 to the die for every {cm:2.5} of speed difference ({cm:"+num(diff)+"}): the score needed drops by "+strconv.Itoa(steps),
				"+1 al dado ogni {cm:2.5} di differenza di movimento ({cm:"+num(diff)+"}): il punteggio richiesto scende di "+strconv.Itoa(steps)), cmFormatter),
			Rule: breakOffRule.Rule + "; B-14"})
	}
	res.Need = min(max(sum(res.Factors), 1), 6)
	p := d6().AtLeast(res.Need)
	res.Chance = chance(7-res.Need, 6)
	res.Chance.P = p
	need := strconv.Itoa(res.Need)
	w := "{cm:" + num(breakOffRule.Withdraw) + "}"
	res.Text = fillDistances(T("Break-off on "+need+"+ ("+strconv.Itoa(7-res.Need)+" in 6): at least "+w+" straight back, up to a full move, ending facing the enemy (B-14).",
		"Rompe il contatto con "+need+"+ ("+strconv.Itoa(7-res.Need)+" su 6): almeno "+w+" direttamente indietro, fino a una mossa intera, terminando rivolti al nemico (B-14)."), cmFormatter)
	if in.Die != 0 {
		ok := in.Die >= res.Need
		res.Success = &ok
	}
	return res, nil
}
