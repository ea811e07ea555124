package campaign

import "fmt"

// ReplayRoller serves the rolls recorded in an action's Outcome, in order,
// so the action log can be replayed exactly. Table dice are skipped: they
// are part of the action itself.
type ReplayRoller struct {
	rolls []Roll
	used  []Roll
	err   error
}

// NewReplayRoller replays rolls.
func NewReplayRoller(rolls []Roll) *ReplayRoller {
	var rs []Roll
	for _, r := range rolls {
		if !r.Table {
			rs = append(rs, r)
		}
	}
	return &ReplayRoller{rolls: rs}
}

func (r *ReplayRoller) next(die bool, sides, n int, purpose string) (Roll, bool) {
	if len(r.rolls) == 0 {
		r.fail(fmt.Errorf("replay: no recorded roll left for %q", purpose))
		return Roll{}, false
	}
	x := r.rolls[0]
	r.rolls = r.rolls[1:]
	if die && (x.Sides != sides || x.Value < 1 || x.Value > sides) {
		r.fail(fmt.Errorf("replay: recorded %q is not a d%d for %q", x.Purpose, sides, purpose))
		return Roll{}, false
	}
	if !die && (x.Sides != 0 || len(x.Order) != n) {
		r.fail(fmt.Errorf("replay: recorded %q is not a shuffle of %d for %q", x.Purpose, n, purpose))
		return Roll{}, false
	}
	r.used = append(r.used, x)
	return x, true
}

func (r *ReplayRoller) fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

// Die implements Roller.
func (r *ReplayRoller) Die(sides int, purpose string) int {
	if x, ok := r.next(true, sides, 0, purpose); ok {
		return x.Value
	}
	return 1
}

// Shuffle implements Roller.
func (r *ReplayRoller) Shuffle(n int, purpose string) []int {
	if x, ok := r.next(false, 0, n, purpose); ok {
		return append([]int(nil), x.Order...)
	}
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	return p
}

// Rolls implements Roller.
func (r *ReplayRoller) Rolls() []Roll { return r.used }

// Err reports a replay that did not match the recorded rolls: too few, of
// the wrong kind, or left over.
func (r *ReplayRoller) Err() error {
	if r.err == nil && len(r.rolls) > 0 {
		return fmt.Errorf("replay: %d recorded roll(s) not used", len(r.rolls))
	}
	return r.err
}
