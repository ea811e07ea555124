package campaign

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
)

// Roll is one recorded random result: a die or a shuffle, with what it was for.
type Roll struct {
	// Purpose is a catalogue key (see rollpurpose.go); rolls recorded
	// before it was one hold an English phrase, read by Roll.Text.
	Purpose string `json:"purpose"`
	Of      string `json:"of,omitempty"`    // the clan or province the roll concerns
	Sides   int    `json:"sides,omitempty"` // a die; 0 for a shuffle
	Value   int    `json:"value,omitempty"`
	Order   []int  `json:"order,omitempty"` // a shuffle's permutation
	Table   bool   `json:"table,omitempty"` // entered from a physical die
}

// Roller produces the campaign's random results. Every result is recorded so
// an action can be audited and replayed.
type Roller interface {
	// Die rolls one die with sides faces (1..sides).
	Die(sides int, purpose string) int
	// Shuffle returns a random permutation of 0..n-1.
	Shuffle(n int, purpose string) []int
	// Rolls returns what was rolled so far.
	Rolls() []Roll
}

// SeededRoller is a deterministic Roller: a PCG generator whose state is
// kept with the campaign, so the next action continues the same sequence.
type SeededRoller struct {
	pcg   *rand.PCG
	rng   *rand.Rand
	rolls []Roll
}

// NewSeededRoller starts a generator from seed.
func NewSeededRoller(seed uint64) *SeededRoller {
	pcg := rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	return &SeededRoller{pcg: pcg, rng: rand.New(pcg)}
}

// RestoreRoller continues a generator from a state saved by State.
func RestoreRoller(state []byte) (*SeededRoller, error) {
	pcg := &rand.PCG{}
	if err := pcg.UnmarshalBinary(state); err != nil {
		return nil, fmt.Errorf("restore roller: %w", err)
	}
	return &SeededRoller{pcg: pcg, rng: rand.New(pcg)}, nil
}

// State is the generator's current state, to store with the campaign.
func (r *SeededRoller) State() []byte {
	b, _ := r.pcg.MarshalBinary() // PCG's MarshalBinary never fails
	return b
}

// Die implements Roller.
func (r *SeededRoller) Die(sides int, purpose string) int {
	v := 1 + r.rng.IntN(sides)
	r.rolls = append(r.rolls, Roll{Purpose: purpose, Sides: sides, Value: v})
	return v
}

// Shuffle implements Roller.
func (r *SeededRoller) Shuffle(n int, purpose string) []int {
	p := r.rng.Perm(n)
	r.rolls = append(r.rolls, Roll{Purpose: purpose, Order: p})
	return p
}

// Rolls implements Roller.
func (r *SeededRoller) Rolls() []Roll { return r.rolls }

// TableDice is a Roller for dice rolled at the table: die results come from
// the game master, in order; shuffles still come from the seeded generator.
type TableDice struct {
	*SeededRoller
	values []int
}

// NewTableDice serves the given die values in order, then falls back to the
// generator if more dice are needed than were entered.
func NewTableDice(base *SeededRoller, values []int) *TableDice {
	return &TableDice{SeededRoller: base, values: values}
}

// Die implements Roller.
func (t *TableDice) Die(sides int, purpose string) int {
	if len(t.values) == 0 {
		return t.SeededRoller.Die(sides, purpose)
	}
	v := t.values[0]
	t.values = t.values[1:]
	t.rolls = append(t.rolls, Roll{Purpose: purpose, Sides: sides, Value: v, Table: true})
	return v
}

// MarshalRolls encodes rolls for the action log.
func MarshalRolls(rolls []Roll) string {
	if len(rolls) == 0 {
		return "[]"
	}
	b, _ := json.Marshal(rolls) // a []Roll always marshals
	return string(b)
}
