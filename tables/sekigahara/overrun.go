package sekigahara

import (
	"sengoku/i18n"
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
	EnemyDraws int      `json:"enemyDraws"`
	Options    Options  `json:"options"`
	Text       i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
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
			v.Add(f.field, "sekigahara.must-between-each-side-has", f.field, f.min, BlocksPerSide, BlocksPerSide, f.n)
		}
	}
	if o.Friendly+o.FriendlyInCastle > BlocksPerSide {
		v.Add("friendlyInCastle", "sekigahara.side-has-blocks-all-1", BlocksPerSide)
	}
	if o.FriendlyInCastle > 0 && o.EnemyControlsCastle {
		v.Add("enemyControlsCastle", "sekigahara.only-one-side-can-control")
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
	ratio := i18n.M("sekigahara.blocks-against-needed-4-1", res.Total, o.Enemy, res.Needed)
	if o.FriendlyInCastle > 0 {
		ratio = i18n.M("sekigahara.blocks-inside-castle-7-4", res.Total, o.FriendlyInCastle, o.Enemy, res.Needed)
	}
	var text i18n.Msg
	switch {
	case o.EnemyControlsCastle:
		text = join(ratio, i18n.M("sekigahara.but-units-that-control-castle"))
	case res.Total >= res.Needed:
		res.Overrun = true
		res.EnemyLost = o.Enemy
		if opt.OverrunDraws == "true" {
			res.EnemyDraws = res.EnemyLost / 2
		}
		text = join(ratio, i18n.M("sekigahara.overrun-are-destroyed-at-once", blockCount(o.Enemy)))
		if opt.OverrunDraws == "true" {
			text = join(text, i18n.M("sekigahara.overrun-side-draws-1-per", cardCount(res.EnemyDraws)))
		}
	default:
		res.Missing = res.Needed - res.Total
		text = join(ratio, i18n.M("sekigahara.overrun.missing", res.Missing))
	}
	res.Text = text
	return res, nil
}
