package sekigahara

import (
	"fmt"

	"sengoku/tables"
)

// Overrun is a possible overrun in one location (7.4).
type Overrun struct {
	// Friendly is the overrunning side's blocks in the location: the
	// arriving blocks plus friendly blocks already there (7.4.2).
	Friendly int `json:"friendly"`
	// FriendlyInCastle is friendly blocks inside a castle there, which add
	// to an overrun of an enemy force besieging them (7.4.3).
	FriendlyInCastle int `json:"friendlyInCastle"`
	// Enemy is the enemy blocks that would be overrun.
	Enemy int `json:"enemy"`
	// EnemyControlsCastle: the enemy controls a castle there, so it
	// cannot be overrun (7.4.3).
	EnemyControlsCastle bool    `json:"enemyControlsCastle"`
	Options             Options `json:"options" query:",inline"`
}

// OverrunResult says whether the enemy is overrun (7.4).
type OverrunResult struct {
	Overrun bool `json:"overrun"`
	// Total is Friendly + FriendlyInCastle; Needed is 4 × Enemy; Missing
	// is how many more blocks an overrun would take (0 when it happens or
	// when a castle prevents it).
	Total   int `json:"total"`
	Needed  int `json:"needed"`
	Missing int `json:"missing"`
	// EnemyLost is the enemy blocks destroyed; the winner loses nothing.
	EnemyLost int `json:"enemyLost"`
	// EnemyDraws is the cards the enemy draws for its losses, ⌊lost/2⌋,
	// under option overrunDraws (S-14).
	EnemyDraws int     `json:"enemyDraws"`
	Options    Options `json:"options"`
	EN         string  `json:"en"`
	IT         string  `json:"it"`
}

// Validate reports problems with o as a *tables.ValidationError.
func (o Overrun) Validate() error {
	v := &tables.ValidationError{}
	for _, f := range []struct {
		field string
		n     int
		min   int
	}{{"friendly", o.Friendly, 1}, {"friendlyInCastle", o.FriendlyInCastle, 0}, {"enemy", o.Enemy, 1}} {
		if f.n < f.min || f.n > BlocksPerSide {
			v.AddTextf(f.field, "%s must be between %d and %d (each side has %d blocks, 1), not %d.",
				"%s deve essere tra %d e %d (ogni parte ha %d blocchi, 1), non %d.", f.field, f.min, BlocksPerSide, BlocksPerSide, f.n)
		}
	}
	if o.Friendly+o.FriendlyInCastle > BlocksPerSide {
		v.AddTextf("friendlyInCastle", "A side has %d blocks in all (1).", "Una parte ha %d blocchi in tutto (1).", BlocksPerSide)
	}
	if o.FriendlyInCastle > 0 && o.EnemyControlsCastle {
		v.AddText("enemyControlsCastle", "Only one side can control the castle: friendly blocks are inside it (4.3).",
			"Solo una parte può controllare il castello: dentro ci sono blocchi amici (4.3).")
	}
	o.Options.validate(v)
	return v.Err()
}

// CheckOverrun tells whether a force overruns the enemy: at least 4 times
// as many blocks, whatever their strength, unless the enemy controls a
// castle there (7.4.1, 7.4.3).
func CheckOverrun(o Overrun) (OverrunResult, error) {
	if err := o.Validate(); err != nil {
		return OverrunResult{}, err
	}
	opt := o.Options.WithDefaults()
	res := OverrunResult{Total: o.Friendly + o.FriendlyInCastle, Needed: OverrunRatio * o.Enemy, Options: opt}
	ratio := bi{fmt.Sprintf("%d blocks against %d: %d needed for 4:1 (7.4.1)", res.Total, o.Enemy, res.Needed),
		fmt.Sprintf("%d blocchi contro %d: ne servono %d per il 4:1 (7.4.1)", res.Total, o.Enemy, res.Needed)}
	if o.FriendlyInCastle > 0 {
		ratio = bi{fmt.Sprintf("%d blocks (%d inside the castle, 7.4.3) against %d: %d needed for 4:1 (7.4.1)", res.Total, o.FriendlyInCastle, o.Enemy, res.Needed),
			fmt.Sprintf("%d blocchi (%d dentro il castello, 7.4.3) contro %d: ne servono %d per il 4:1 (7.4.1)", res.Total, o.FriendlyInCastle, o.Enemy, res.Needed)}
	}
	var text bi
	switch {
	case o.EnemyControlsCastle:
		text = join(ratio, bi{"— but units that control a castle cannot be overrun (7.4.3). No overrun.",
			"— ma le unità che controllano un castello non possono essere Sbaragliate (7.4.3). Nessuno Sbaragliamento."})
	case res.Total >= res.Needed:
		res.Overrun = true
		res.EnemyLost = o.Enemy
		if opt.OverrunDraws == "true" {
			res.EnemyDraws = res.EnemyLost / 2
		}
		text = join(ratio, bi{
			fmt.Sprintf("— overrun: the %s are destroyed at once and the winner loses nothing; moving blocks may continue (7.4.2).", blocksEN(o.Enemy)),
			fmt.Sprintf("— Sbaragliamento: %s nemici sono distrutti subito e il vincitore non subisce perdite; i blocchi in movimento possono proseguire (7.4.2).", blocksIT(o.Enemy))})
		if opt.OverrunDraws == "true" {
			text = join(text, bi{
				fmt.Sprintf("The overrun side draws %s, 1 per 2 blocks lost (8.10, S-14).", cardsEN(res.EnemyDraws)),
				fmt.Sprintf("La parte Sbaragliata pesca %s, 1 ogni 2 blocchi persi (8.10, S-14).", cardsIT(res.EnemyDraws))})
		}
	default:
		res.Missing = res.Needed - res.Total
		text = join(ratio, bi{
			fmt.Sprintf("— no overrun; %s more would do it. Moving blocks must stop here (7.3.2).", blocksEN(res.Missing)),
			fmt.Sprintf("— nessuno Sbaragliamento; %s. I blocchi in movimento devono fermarsi qui (7.3.2).", missingIT(res.Missing))})
	}
	res.EN, res.IT = text.en, text.it
	return res, nil
}

func missingIT(n int) string {
	if n == 1 {
		return "ne servirebbe ancora 1"
	}
	return fmt.Sprintf("ne servirebbero altri %d", n)
}
