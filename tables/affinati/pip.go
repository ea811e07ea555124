package affinati

import (
	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Surcharge is one condition of §7 that adds 1 PIP to a move.
type Surcharge struct {
	Key  string `json:"key"`
	Text Text   `json:"-"`
	Rule string `json:"rule"`
}

// pipBaseCost: "Ogni elemento o gruppo tattico muove utilizzando 1 Punto
// Iniziativa" (§7); a withdrawal from close combat costs 1 PIP per single
// element (§9).
const (
	pipBaseCost     = 1
	pipSurchargeAdd = 1
	pipWithdrawCost = 1
)

// pipSurcharges is §7's list ("in uno dei seguenti tre casi", which lists
// four; B-12). Case (a) also names elephants, hordes, war wagons and
// artillery, troops these rules do not have.
var pipSurcharges = [...]Surcharge{
	{"dismounting", i18n.M("affinati.group-includes-mounted-troops-that"), rulebook.Samurai.Title(rulebook.SamPIP) + "(a); B-05"}, // cites §7
	{"far", i18n.M("affinati.every-element-group-starts-move", rulesCM(20)), rulebook.Samurai.Title(rulebook.SamPIP) + "(b)"},     // cites §7
	{"generalLost", i18n.M("affinati.general-element-has-been-eliminated"), rulebook.Samurai.Title(rulebook.SamPIP) + "(c)"},      // cites §7
	{"generalDifficult", i18n.M("affinati.general-element-difficult-terrain"), rulebook.Samurai.Title(rulebook.SamPIP) + "(d)"},   // cites §7
}

// PIPSurcharges returns the surcharge conditions of §7; "{cm:20}" stands
// for the distance, to be written in the table's units.
func PIPSurcharges() []Surcharge { return append([]Surcharge(nil), pipSurcharges[:]...) }

// PIPInput describes one move by an element or tactical group (§7; §18.2
// item 2).
type PIPInput struct {
	// FirstTurn: this is the moving player's first turn, when no surcharge
	// is charged.
	FirstTurn bool `json:"firstTurn"`
	// Dismounting: the group includes Mounted Samurai that dismount (§3.3).
	Dismounting bool `json:"dismounting"`
	// Far: every element of the group starts more than 20 cm from the
	// General's element.
	Far              bool `json:"far"`
	GeneralLost      bool `json:"generalLost"`
	GeneralDifficult bool `json:"generalDifficult"`
	// Charisma: the CHARISMA event card was played for this battle, read
	// as +1 to every PIP roll (campaign-1560 C-08 default).
	Charisma bool `json:"charisma"`
	Options
}

// PIPResult is the cost of the move and how many such moves a turn's PIP
// roll pays for.
type PIPResult struct {
	Cost    int      `json:"cost"`
	Factors []Factor `json:"factors"`
	// Moves[k] is the chance that the turn's PIP roll (1d6, §7) pays for
	// exactly k moves at this cost; N counts faces out of 6.
	Moves         []Chance `json:"moves"`
	ExpectedMoves float64  `json:"expectedMoves"`
	Notes         []Text   `json:"notes,omitempty"`
	Options       Options  `json:"options"`
}

// Validate reports every problem with the input.
func (in PIPInput) Validate() error {
	s, v := in.Options.resolve()
	if in.Dismounting && !s.allowDismount && len(v.Problems) == 0 {
		v.Add("dismounting", "affinati.dismounting-not-allowed-under-chosen")
	}
	if in.GeneralLost && in.GeneralDifficult {
		v.Add("generalDifficult", "affinati.general-element-has-been-eliminated-2")
	}
	return v.Err()
}

// PIPCost works out the PIP cost of one move (§7): 1 per element or group,
// +1 surcharge (B-12: at most once by default, once per condition if
// cumulative), never in the player's first turn.
func PIPCost(in PIPInput) (PIPResult, error) {
	if err := in.Validate(); err != nil {
		return PIPResult{}, err
	}
	s, _ := in.Options.resolve()
	res := PIPResult{Options: in.Options.WithDefaults()}
	res.Factors = append(res.Factors, Factor{Key: "move", Value: pipBaseCost,
		Text: i18n.M("affinati.move-one-element-tactical-group"), Rule: rulebook.Samurai.Title(rulebook.SamPIP)}) // cites §7
	applies := map[string]bool{
		"dismounting": in.Dismounting, "far": in.Far,
		"generalLost": in.GeneralLost, "generalDifficult": in.GeneralDifficult,
	}
	charged := 0
	for _, sc := range pipSurcharges {
		if !applies[sc.Key] {
			continue
		}
		f := Factor{Key: sc.Key, Value: pipSurchargeAdd, Text: fillDistances(sc.Text, cmFormatter), Rule: sc.Rule}
		switch {
		case in.FirstTurn:
			f.Value = 0
			f.Text = join(" ", f.Text, i18n.M("affinati.not-charged-player-first-turn"))
		case charged > 0 && !s.pipCumulative:
			f.Value = 0
			f.Text = join(" ", f.Text, i18n.M("affinati.1-at-most-b-12"))
			f.Rule += "; B-12"
		default:
			charged++
			if s.pipCumulative {
				f.Rule += "; B-12"
			}
		}
		res.Factors = append(res.Factors, f)
	}
	res.Cost = sum(res.Factors)
	res.Moves, res.ExpectedMoves = movesPerTurn(res.Cost, in.Charisma)
	if in.Charisma {
		res.Notes = append(res.Notes, i18n.M("affinati.charisma-1-pip-roll-campaign"))
	}
	res.Notes = append(res.Notes, i18n.M("affinati.unused-pips-are-lost-withdrawing", rulebook.Samurai.Cite(rulebook.SamPIP), rulebook.Samurai.Cite(rulebook.SamWithdraw))) // cites §7, §9
	return res, nil
}

// d6 is one die (§1: every roll uses a single d6).
func d6() tables.Dist {
	d := make(tables.Dist, 7)
	for k := 1; k <= 6; k++ {
		d[k] = 1.0 / 6
	}
	return d
}

// movesPerTurn: the PIP roll is 1d6 (+1 with CHARISMA), and each move costs
// cost PIPs.
func movesPerTurn(cost int, charisma bool) ([]Chance, float64) {
	bonus := 0
	if charisma {
		bonus = 1
	}
	cost = max(cost, 1)
	dist := d6().Map(func(k int) int {
		if k == 0 {
			return 0
		}
		return (k + bonus) / cost
	})
	out := make([]Chance, len(dist))
	for k := range out {
		n := 0
		for face := 1; face <= 6; face++ {
			if (face+bonus)/cost == k {
				n++
			}
		}
		out[k] = Chance{N: n, P: dist[k]}
	}
	return out, dist.Mean()
}
