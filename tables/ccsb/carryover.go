package ccsb

import (
	"sengoku/tables"
)

// The mini-campaigns' carry-over (scenario 19, seed l.2689-l.2696; scenario
// 40 follows the same procedure, l.3426-l.3429): before the second day's
// cards are dealt, the side that won the first day rolls battle dice equal
// to the Victory Banners it won, then the side that lost does the same.
// Each circle, triangle, square and swords removes one block from an enemy
// unit of the roller's choice, at most one block per unit, and only swords
// may take it from a unit with a leader attached; each flag moves an enemy
// unit back one hex towards its baseline; each Honor & Fortune symbol costs
// the enemy one token of its pool.
//
// CarryOver computes, before the roll, the exact odds of each of those
// counts with the combat calculator's own multinomial enumeration of the
// battle die (engine.go: newMulti), the three unit symbols counted as the
// faces that hit.

// CarryOverInput is one side's roll: Dice (the Victory Banners it won on
// the first day) and, when known, what limits the result on the enemy's
// side: units with no leader attached and units with one (both 0: not
// counted, no limit), and the enemy's Honor & Fortune pool (-1: not
// counted).
type CarryOverInput struct {
	Dice        int `form:"dice" json:"dice"`
	Units       int `form:"units" json:"units"`
	LeaderUnits int `form:"leaderUnits" json:"leaderUnits"`
	Pool        int `form:"pool" json:"pool"`
}

// CarryOver is what one side's roll can do, each count's distribution
// (index = count) and its mean.
type CarryOver struct {
	Dice int `json:"dice"`
	// Symbols are the circles, triangles and squares rolled; Swords the
	// swords.
	Symbols tables.Dist `json:"symbols"`
	Swords  tables.Dist `json:"swords"`
	// Blocks are the blocks removed from enemy units: symbols plus swords,
	// limited by the enemy's units when they are counted.
	Blocks tables.Dist `json:"blocks"`
	// Pushed are the enemy units moved back one hex (one per flag).
	Pushed tables.Dist `json:"pushed"`
	// Tokens are the enemy's Honor & Fortune tokens lost, limited by its
	// pool when counted.
	Tokens tables.Dist `json:"tokens"`
	// Means of Blocks, Pushed and Tokens.
	MeanBlocks float64 `json:"meanBlocks"`
	MeanPushed float64 `json:"meanPushed"`
	MeanTokens float64 `json:"meanTokens"`
	// Limited: the enemy's units were counted, so Blocks is limited by
	// them.
	Limited bool `json:"limited"`
}

// MaxCarryOverDice is the most dice a side rolls: the largest Victory
// Banner count of the two mini-campaigns' first days is 5, but a side may
// end a day past it (a Command Tent's 3 permanent banners at once), and the
// battle dice in the box are 12.
const MaxCarryOverDice = MaxDice

// Check validates the input, naming its fields as the page's form does
// (dice, units, leaderUnits, pool).
func (in CarryOverInput) Check() error {
	v := &tables.ValidationError{}
	if in.Dice < 0 || in.Dice > MaxCarryOverDice {
		v.Add("dice", "ccsb.carry.dice-range", MaxCarryOverDice)
	}
	if in.Units < 0 || in.Units > 40 {
		v.Add("units", "ccsb.carry.units-range")
	}
	if in.LeaderUnits < 0 || in.LeaderUnits > 40 {
		v.Add("leaderUnits", "ccsb.carry.units-range")
	}
	if in.Pool < -1 || in.Pool > 40 {
		v.Add("pool", "ccsb.carry.pool-range")
	}
	return v.Err()
}

// blocksRemoved is the blocks o unit symbols and s swords remove at best
// from units enemy units without a leader and leaders units with one, one
// block per unit: the symbols take the leaderless units, the swords the
// units with a leader first, then what leaderless units remain.
func blocksRemoved(o, s, units, leaders int) int {
	fromSymbols := min(o, units)
	return fromSymbols + min(s, leaders+units-fromSymbols)
}

// CarryOverOdds computes one side's roll.
func CarryOverOdds(in CarryOverInput) (CarryOver, error) {
	if err := in.Check(); err != nil {
		return CarryOver{}, err
	}
	n := in.Dice
	out := CarryOver{Dice: n, Limited: in.Units+in.LeaderUnits > 0,
		Symbols: make(tables.Dist, n+1), Swords: make(tables.Dist, n+1), Blocks: make(tables.Dist, n+1),
		Pushed: make(tables.Dist, n+1), Tokens: make(tables.Dist, n+1)}
	newMulti(n, 3).each(n, func(c counts, p float64) {
		out.Symbols[c.o] += p
		out.Swords[c.s] += p
		b := c.o + c.s
		if out.Limited {
			b = blocksRemoved(c.o, c.s, in.Units, in.LeaderUnits)
		}
		out.Blocks[b] += p
		out.Pushed[c.f] += p
		t := c.h
		if in.Pool >= 0 {
			t = min(t, in.Pool)
		}
		out.Tokens[t] += p
	})
	out.MeanBlocks, out.MeanPushed, out.MeanTokens = out.Blocks.Mean(), out.Pushed.Mean(), out.Tokens.Mean()
	return out, nil
}
