package ccsb

import (
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// LackInput is a Lack of Honor roll (§3.14): a player owes Owed H&F for a
// retreat and holds Reserve.
type LackInput struct {
	// Unit is the retreating unit's code, or LDR for a lone leader.
	Unit string `json:"unit" form:"unit"`
	// Blocks left of the retreating unit, 1–4 (0 = full strength).
	Blocks  int `json:"blocks" form:"blocks"`
	Reserve int `json:"res" form:"res"`
	Owed    int `json:"owed" form:"owed"`
}

// LackResult is the exact outcome of a Lack of Honor roll.
type LackResult struct {
	// Dice rolled: 4 + 1 per token not paid; 0 when the reserve covers the
	// cost and nothing happens.
	Dice int `json:"dice"`
	// Paid tokens (the whole reserve when short).
	Paid int `json:"paid"`
	// Lost: blocks the retreating unit loses (dice showing its symbol),
	// capped at its blocks; empty for a lone leader.
	Lost tables.Dist `json:"lost,omitempty"`
	// PEliminated: the unit (or lone leader, on any sword) is eliminated.
	PEliminated float64 `json:"pElim"`
	// EOther: expected blocks lost by the nearest friendly unit of each
	// other symbol (if such units exist).
	EOther float64 `json:"eOther"`
	Notes  []Label `json:"notes"`
}

// maxOwed bounds what one retreat can cost (sanity limit).
const maxOwed = 99

// Validate reports every problem of the input.
func (in LackInput) Validate() error {
	v := &tables.ValidationError{}
	if strings.TrimSpace(in.Unit) == "" {
		v.Add("unit", "ccsb.choose-unit-that-retreats")
	} else if u, ok := unitByCode(in.Unit); !ok {
		v.Add("unit", "ccsb.not-unit-code-use-leader", trunc(in.Unit), unitCodes(false), LoneLeader)
	} else {
		if u.Code == BG {
			v.Add("unit", "ccsb.bodyguards-never-retreat", rulebook.CCSB.Cite(rulebook.CCBodyguards)) // cites §2.6
		}
		blocksField(v, "blocks", in.Blocks, u)
	}
	intRange(v, "res", in.Reserve, 0, maxReserve)
	intRange(v, "owed", in.Owed, 0, maxOwed)
	return sentences(v).Err()
}

// LackOfHonor computes a Lack of Honor roll exactly (§3.14, seed
// l.1463–1526): the player loses his whole reserve and rolls 4 dice plus 1
// per token he could not pay. Each die showing the retreating unit's
// symbol removes one of its blocks; other unit symbols hit the nearest
// friendly unit of that symbol. Against a lone leader one sword or more
// eliminates it.
func LackOfHonor(in LackInput) (*LackResult, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	u, _ := unitByCode(in.Unit)
	blocks := in.Blocks
	if blocks == 0 {
		blocks = u.Blocks
	}
	res := &LackResult{Paid: min(in.Owed, in.Reserve)}
	short := in.Owed - in.Reserve
	if short <= 0 {
		res.Notes = []Label{i18n.M("ccsb.reserve-covers-cost-no-lack")}
		if u.Code != LoneLeader {
			res.Lost = tables.Dist{1}
		}
		return res, nil
	}
	res.Dice = LackOfHonorBaseDice + short
	hit := tables.Binomial(res.Dice, 1.0/6)
	if u.Code == LoneLeader {
		res.PEliminated = hit.AtLeast(1)
		res.EOther = float64(res.Dice) / 6
		res.Notes = []Label{i18n.M("ccsb.one-sword-more-eliminates-lone")}
		return res, nil
	}
	res.Lost = hit.Cap(blocks)
	res.PEliminated = res.Lost.Prob(blocks)
	res.EOther = float64(res.Dice) / 6
	res.Notes = []Label{
		i18n.M("ccsb.each-die-showing-unit-symbol"),
		i18n.M("ccsb.each-other-unit-symbol-removes"),
	}
	return res, nil
}
