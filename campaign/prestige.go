package campaign

import (
	"fmt"
	"slices"
	"sort"

	"sengoku/i18n"
)

// PrestigeEntry is one line of the Prestige ledger: a scoring-table event
// (§13) with its reason and season. Entries are official from the next
// Winter tally (C-07).
type PrestigeEntry struct {
	Clan   Clan   `json:"clan"`
	Year   int    `json:"year"`
	Season Season `json:"season"`
	Points int    `json:"points"`
	Code   string `json:"code"` // fortress-built, battle-won, province-lost…
	// Msg is the reason, worded for the reader; its JSON is flat beside
	// the other fields (key, args, en, it), and an entry stored with its
	// words only reads back as them.
	Msg i18n.Msg `json:"-"`
}

type prestigeEntryJSON PrestigeEntry

// MarshalJSON keeps the ledger's flat shape.
func (p PrestigeEntry) MarshalJSON() ([]byte, error) {
	return flatJSON(prestigeEntryJSON(p), p.Msg)
}

// UnmarshalJSON reads an entry, old or new.
func (p *PrestigeEntry) UnmarshalJSON(b []byte) error {
	return unflatJSON(b, (*prestigeEntryJSON)(p), &p.Msg)
}

// Tally is one clan's Winter tally (§13).
type Tally struct {
	Year      int  `json:"year"`
	Clan      Clan `json:"clan"`
	Before    int  `json:"before"`    // official total before
	Ledger    int  `json:"ledger"`    // the year's entries, provinces included
	Provinces int  `json:"provinces"` // held at the tally
	After     int  `json:"after"`     // new official total
	Seppuku   bool `json:"seppuku,omitempty"`
}

// score writes a ledger entry for an active clan.
func (e *engine) score(c Clan, pts int, code, key string, args ...any) {
	s := e.s
	cs := s.Clan(c)
	if cs == nil || cs.Status != Active || pts == 0 {
		return
	}
	s.Ledger = append(s.Ledger, PrestigeEntry{Clan: c, Year: s.Year, Season: s.Season, Points: pts, Code: code,
		Msg: i18n.M(key, args...)})
	cs.PendingPP += pts
}

// SupplyReport is one clan's supply check (§12).
type SupplyReport struct {
	Clan       Clan  `json:"clan"`
	Centres    []int `json:"centres"` // Capital and Fortresses
	Supplied   []int `json:"supplied"`
	Unsupplied []int `json:"unsupplied"` // turn neutral
	Points     int   `json:"points"`     // −10 each when scored (C-31)
}

// SupplyPreview computes the Winter supply check without applying it: a
// province is supplied when it is in the same connected group of own
// provinces as the clan's Capital or one of its Fortresses (§12).
func (s *State) SupplyPreview() []SupplyReport {
	var out []SupplyReport
	for _, cs := range s.Clans {
		if cs.Status != Active {
			continue
		}
		c := cs.Clan
		own := func(id int) bool { return s.Owner(id) == c }
		rep := SupplyReport{Clan: c}
		supplied := map[int]bool{}
		for _, p := range s.Provinces {
			if p.Owner != c || supplied[p.ID] {
				continue
			}
			if p.ID == cs.Capital || p.Fortress {
				for id := range s.Map.Component(p.ID, own) {
					supplied[id] = true
				}
			}
		}
		for _, p := range s.Provinces {
			if p.Owner != c {
				continue
			}
			if p.ID == cs.Capital || p.Fortress {
				rep.Centres = append(rep.Centres, p.ID)
			}
			if supplied[p.ID] {
				rep.Supplied = append(rep.Supplied, p.ID)
			} else {
				rep.Unsupplied = append(rep.Unsupplied, p.ID)
			}
		}
		if s.Options.SupplyLossScored {
			rep.Points = -10 * len(rep.Unsupplied)
		}
		out = append(out, rep)
	}
	return out
}

// applySupply turns every unsupplied province neutral; its Fortress stays
// (C-31).
func (e *engine) applySupply() {
	s := e.s
	for _, rep := range s.SupplyPreview() {
		for _, id := range rep.Unsupplied {
			s.province(id).Owner = Neutral
			e.say("supply", "campaign.cut-off-from-supply-turns", s.provinceName(id))
			if s.Options.SupplyLossScored {
				e.score(rep.Clan, -10, "province-unsupplied", "campaign.province-lost-lack-supply", s.provinceName(id))
			}
		}
	}
}

// tally is the Winter Prestige tally (§13, C-06, C-07) and the seppuku check
// (C-30).
func (e *engine) tally() {
	s := e.s
	e.makeOfficial(true)
	official := len(s.Ledger)
	defer e.archive(official)
	for i := range s.Clans {
		c := s.Clans[i].Clan
		if s.Clans[i].Status != Active || s.Clans[i].Prestige > s.Options.SeppukuAt {
			continue
		}
		for j := len(s.Tallies) - 1; j >= 0; j-- {
			if s.Tallies[j].Clan == c {
				s.Tallies[j].Seppuku = true
				break
			}
		}
		e.defeat(c, "", Seppuku)
	}
}

// makeOfficial adds +10 per province held (perWinter) and makes the year's
// ledger official.
func (e *engine) makeOfficial(winter bool) {
	s := e.s
	for i := range s.Clans {
		cs := &s.Clans[i]
		if cs.Status != Active {
			continue
		}
		n := len(s.ProvincesOf(cs.Clan))
		if s.Options.ProvinceScoring != ScoreOnChange {
			e.score(cs.Clan, 10*n, "provinces-held", "campaign.provinces-held", n)
		}
		t := Tally{Year: s.Year, Clan: cs.Clan, Before: cs.Prestige, Ledger: cs.PendingPP, Provinces: n}
		cs.Prestige += cs.PendingPP
		cs.PendingPP = 0
		t.After = cs.Prestige
		s.Tallies = append(s.Tallies, t)
		if winter {
			e.say("prestige", "campaign.prestige-this-year-provinces", cs.Clan, t.After, t.Ledger, n)
		}
	}
}

// finalTally makes the ledger official when the game ends outside Winter
// (C-26 endOfSeason).
func (e *engine) finalTally() {
	e.makeOfficial(false)
	e.archive(len(e.s.Ledger))
}

// archive hands the first official entries of the ledger, which a tally
// has just made official, and the tallies to the store, in a campaign
// that ArchivesAtTally: what is left is the year in play.
func (e *engine) archive(official int) {
	s := e.s
	if !s.ArchivesAtTally {
		return
	}
	e.out.Archive.Ledger = append(e.out.Archive.Ledger, s.Ledger[:official]...)
	e.out.Archive.Tallies = append(e.out.Archive.Tallies, s.Tallies...)
	s.Ledger = slices.Clone(s.Ledger[official:])
	s.Tallies = nil
}

// End reasons (§14).
const (
	EndShogun       = "shogun"
	EndLastStanding = "last-standing"
	EndDeck         = "deck"
)

// Standing is one clan's place at the end.
type Standing struct {
	Clan      Clan       `json:"clan"`
	Player    string     `json:"player"`
	Prestige  int        `json:"prestige"`
	Provinces int        `json:"provinces"`
	Status    ClanStatus `json:"status"`
}

// Summary is the end of the campaign (§14).
type Summary struct {
	Reason    string     `json:"reason"`
	Year      int        `json:"year"`
	Season    Season     `json:"season"`
	Winners   []Clan     `json:"winners"` // several when the win is shared (C-29)
	Standings []Standing `json:"standings"`
	// Msg says why the campaign ended; JSON flat beside the fields, as
	// PrestigeEntry's.
	Msg i18n.Msg `json:"-"`
}

type summaryJSON Summary

// MarshalJSON keeps the summary's flat shape.
func (s Summary) MarshalJSON() ([]byte, error) { return flatJSON(summaryJSON(s), s.Msg) }

// UnmarshalJSON reads a summary, old or new.
func (s *Summary) UnmarshalJSON(b []byte) error {
	return unflatJSON(b, (*summaryJSON)(s), &s.Msg)
}

// endGame closes the campaign and writes the final summary.
func (e *engine) endGame(reason string) {
	s := e.s
	sum := &Summary{Reason: reason, Year: s.Year, Season: s.Season}
	for _, cs := range s.Clans {
		if cs.Player == "" {
			continue
		}
		sum.Standings = append(sum.Standings, Standing{Clan: cs.Clan, Player: cs.Player, Prestige: cs.Prestige + cs.PendingPP,
			Provinces: len(s.ProvincesOf(cs.Clan)), Status: cs.Status})
	}
	sort.SliceStable(sum.Standings, func(i, j int) bool {
		a, b := sum.Standings[i], sum.Standings[j]
		if (a.Status == Active) != (b.Status == Active) {
			return a.Status == Active
		}
		if a.Prestige != b.Prestige {
			return a.Prestige > b.Prestige
		}
		return a.Provinces > b.Provinces
	})
	switch reason {
	case EndShogun:
		sum.Winners = []Clan{s.Shogunate.Claimant}
		sum.Msg = i18n.M("campaign.end.shogun", s.Shogunate.Claimant)
	case EndLastStanding:
		sum.Winners = s.ActiveClans()
		sum.Msg = i18n.M("campaign.end.last-standing")
	default:
		// Most Prestige; then more provinces; then shared (C-29).
		var best *Standing
		for i := range sum.Standings {
			st := &sum.Standings[i]
			if st.Status != Active {
				continue
			}
			if best == nil || st.Prestige > best.Prestige || (st.Prestige == best.Prestige && st.Provinces > best.Provinces) {
				best = st
			}
		}
		for _, st := range sum.Standings {
			if best != nil && st.Status == Active && st.Prestige == best.Prestige && st.Provinces == best.Provinces {
				sum.Winners = append(sum.Winners, st.Clan)
			}
		}
		sum.Msg = i18n.M("campaign.end.prestige")
	}
	s.Result = sum
	s.Phase = PhaseEnded
	var names []string
	for _, w := range sum.Winners {
		names = append(names, string(w))
	}
	e.say("end", "campaign.end-winner", sum.Msg, fmt.Sprintf("%v", names))
}
