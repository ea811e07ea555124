package campaign

import "slices"

// Preview applies a for actor to a copy of s and reports what it would
// do — its outcome and the Prestige entries it would add — without
// changing s: the game master sees a battle's Prestige before he confirms
// it (§13). The copy continues the campaign's own generator, so a preview
// rolls what the action would roll; nothing is stored.
func Preview(s *State, actor Actor, a Action) (Outcome, []PrestigeEntry, error) {
	c := s.clone()
	// The append-only slices are shared by clone: clipped, an append
	// allocates instead of writing into s's arrays (s may be read by
	// other requests meanwhile).
	c.Ledger, c.Tallies = slices.Clip(s.Ledger), slices.Clip(s.Tallies)
	n := len(c.Ledger)
	out, err := stepOnce(c, actor, a) // c is thrown away on a refusal
	if err != nil {
		return Outcome{}, nil, err
	}
	// A tally archives the ledger it made official: the new entries are
	// past the old ones in the archive and in the ledger left.
	if archived := out.Archive.Ledger; len(archived) > 0 {
		return out, slices.Concat(archived[min(n, len(archived)):], c.Ledger), nil
	}
	return out, slices.Clone(c.Ledger[n:]), nil
}
