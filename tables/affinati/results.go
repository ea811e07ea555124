package affinati

import (
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Band is how the lower total compares with the higher one (§13.2; B-22:
// exact comparison, no rounding).
type Band string

// The three comparison bands of §13.2.
const (
	// Tie: equal totals.
	Tie Band = "tie"
	// Lower: lower, but more than half the winner's total (2·L > W).
	Lower Band = "lower"
	// Half: half the winner's total or less (2·L ≤ W).
	Half Band = "half"
)

// Effect is what happens to an element (§13, §14).
type Effect string

// The effects of §13.1–§14.
const (
	NoEffect  Effect = "none"
	Recoil    Effect = "recoil"
	Flee      Effect = "flee"
	Destroyed Effect = "destroyed"
)

// Combat contexts a result rule can be limited to.
const (
	ContextMelee    = "melee"
	ContextShooting = "shooting"
)

// ResultRule is one line of the result table (§13.2; software notes §18.1:
// rows keyed by loser type × condition). Rules are read in order and the
// first that matches decides; an empty field matches anything.
type ResultRule struct {
	Band Band `json:"band"`
	// Loser is the troop type of the element with the lower total (for a
	// tie, of each element that can suffer).
	Loser TroopType `json:"loser,omitempty"`
	// Winner is the troop type that beat it ("destroyed by Monks").
	Winner TroopType `json:"winner,omitempty"`
	// Difficult limits the rule to a loser standing in difficult terrain.
	Difficult bool `json:"difficult,omitempty"`
	// Plain limits the rule to a fight "in the plain", read per B-24.
	Plain bool `json:"plain,omitempty"`
	// Context limits the rule to "melee" or "shooting".
	Context string `json:"context,omitempty"`
	Effect  Effect `json:"effect"`
	Rule    string `json:"rule,omitempty"`
}

// resultTable is §13.2, "Risultato del combattimento", line by line.
var resultTable = [...]ResultRule{
	// Equal totals: "Altri: nessun effetto per il tiro, mentre la mischia
	// prosegue il prossimo turno" (B-23: no type-specific tie lines).
	{Band: Tie, Effect: NoEffect, Rule: rulebook.Samurai.Title(rulebook.SamResult) + "; B-23"}, // cites §13.2
	// Lower but more than half.
	{Band: Lower, Loser: MountedSamurai, Difficult: true, Effect: Destroyed, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                              // cites §13.2
	{Band: Lower, Loser: MountedSamurai, Effect: Recoil, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                                                  // cites §13.2
	{Band: Lower, Loser: Ashigaru, Winner: WarriorMonks, Effect: Destroyed, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                               // cites §13.2
	{Band: Lower, Loser: Ashigaru, Effect: Recoil, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                                                        // cites §13.2
	{Band: Lower, Loser: Archers, Winner: MountedSamurai, Plain: true, Effect: Destroyed, Rule: rulebook.Samurai.Title(rulebook.SamResult) + "; B-24"},      // cites §13.2
	{Band: Lower, Loser: Archers, Winner: WarriorMonks, Effect: Destroyed, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                                // cites §13.2
	{Band: Lower, Loser: Archers, Effect: Recoil, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                                                         // cites §13.2
	{Band: Lower, Loser: Arquebusiers, Winner: MountedSamurai, Plain: true, Effect: Destroyed, Rule: rulebook.Samurai.Title(rulebook.SamResult) + "; B-24"}, // cites §13.2
	{Band: Lower, Loser: Arquebusiers, Winner: WarriorMonks, Effect: Destroyed, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                           // cites §13.2
	{Band: Lower, Loser: Arquebusiers, Effect: Recoil, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                                                    // cites §13.2
	{Band: Lower, Loser: Ronin, Winner: MountedSamurai, Plain: true, Effect: Destroyed, Rule: rulebook.Samurai.Title(rulebook.SamResult) + "; B-24"},        // cites §13.2
	{Band: Lower, Loser: Ronin, Winner: WarriorMonks, Effect: Destroyed, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                                  // cites §13.2
	{Band: Lower, Loser: Ronin, Effect: Recoil, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                                                           // cites §13.2
	{Band: Lower, Loser: WarriorMonks, Effect: Recoil, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                                                    // cites §13.2
	{Band: Lower, Loser: FootSamurai, Effect: Recoil, Rule: rulebook.Samurai.Title(rulebook.SamResult)},                                                     // cites §13.2
	// Half or less: "Tutti: Distrutti". No line produces Flee (B-25).
	{Band: Half, Effect: Destroyed, Rule: rulebook.Samurai.Title(rulebook.SamResult) + "; B-25"}, // cites §13.2
}

// DefaultResultTable returns the result table of §13.2.
func DefaultResultTable() []ResultRule { return append([]ResultRule(nil), resultTable[:]...) }

// fightContext is everything a result rule can look at.
type fightContext struct {
	band            Band
	loser, winner   TroopType
	loserDifficult  bool
	winnerDifficult bool
	context         string
}

// inPlain reads "in pianura" per B-24.
func inPlain(c fightContext, plainRefersTo string) bool {
	switch plainRefersTo {
	case "winner":
		return !c.winnerDifficult
	case "both":
		return !c.loserDifficult && !c.winnerDifficult
	}
	return !c.loserDifficult
}

func (r ResultRule) matches(c fightContext, plainRefersTo string) bool {
	switch {
	case r.Band != c.band,
		r.Loser != "" && r.Loser != c.loser,
		r.Winner != "" && r.Winner != c.winner,
		r.Difficult && !c.loserDifficult,
		r.Plain && !inPlain(c, plainRefersTo),
		r.Context != "" && r.Context != c.context:
		return false
	}
	return true
}

// lookup returns the first matching rule; ok is false when none matches
// (impossible for a table that passed validateResultTable).
func lookup(table []ResultRule, c fightContext, plainRefersTo string) (ResultRule, bool) {
	for _, r := range table {
		if r.matches(c, plainRefersTo) {
			return r, true
		}
	}
	return ResultRule{}, false
}

// maxResultRules bounds a user-supplied table.
const maxResultRules = 100

// validateResultTable checks a user-supplied result table (B-23, B-25):
// known values only, and a rule for every band, context, pair of troop
// types and terrain, so that no fight is left without a result.
func validateResultTable(v *tables.ValidationError, table []ResultRule, plainRefersTo string) {
	if len(table) == 0 {
		return
	}
	if len(table) > maxResultRules {
		v.Add("resultTable", "affinati.result-table-has-rules-at", len(table), maxResultRules)
		return
	}
	if !validateRules(v, table) {
		return
	}
	checkCoverage(v, table, plainRefersTo)
}

// validateRules checks each rule's band, effect, troops and context; it
// reports whether they all are known.
func validateRules(v *tables.ValidationError, table []ResultRule) bool {
	bad := false
	for i, r := range table {
		switch r.Band {
		case Tie, Lower, Half:
		default:
			v.Add("resultTable", "affinati.rule-unknown-band-tie-lower", i+1, clip(string(r.Band)))
			bad = true
		}
		switch r.Effect {
		case NoEffect, Recoil, Flee, Destroyed:
		default:
			v.Add("resultTable", "affinati.rule-unknown-effect-none-recoil", i+1, clip(string(r.Effect)))
			bad = true
		}
		if r.Loser != "" && !knownTroop(r.Loser) {
			v.Add("resultTable", "affinati.rule-unknown-loser-troop-type", i+1, clip(string(r.Loser)))
			bad = true
		}
		if r.Winner != "" && !knownTroop(r.Winner) {
			v.Add("resultTable", "affinati.rule-unknown-winner-troop-type", i+1, clip(string(r.Winner)))
			bad = true
		}
		if r.Context != "" && r.Context != ContextMelee && r.Context != ContextShooting {
			v.Add("resultTable", "affinati.rule-unknown-context-melee-shooting", i+1, clip(r.Context))
			bad = true
		}
	}
	return !bad
}

// checkCoverage: every fight (band, context, loser, winner, terrain) must
// find a rule; the first without one is reported.
func checkCoverage(v *tables.ValidationError, table []ResultRule, plainRefersTo string) {
	for _, band := range []Band{Tie, Lower, Half} {
		for _, ctx := range []string{ContextMelee, ContextShooting} {
			for _, loser := range troopTraits {
				for _, winner := range troopTraits {
					for terr := 0; terr < 4; terr++ {
						c := fightContext{band: band, loser: loser.Type, winner: winner.Type,
							loserDifficult: terr&1 != 0, winnerDifficult: terr&2 != 0, context: ctx}
						if _, ok := lookup(table, c, plainRefersTo); !ok {
							v.Add("resultTable",
								"affinati.no-rule-gives-result-beaten", loser.Name, winner.Name, band, ctx)
							return
						}
					}
				}
			}
		}
	}
}
