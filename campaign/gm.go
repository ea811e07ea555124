package campaign

import (
	"sengoku/i18n"
	"slices"
)

// penalty punishes a blatant or repeated breach of the diplomacy rules: the
// loss of elements, or exclusion from the campaign (§6).
func (e *engine) penalty() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	s, a := e.s, e.a
	if s.Phase == PhaseSetup {
		return refuse(ErrNotNow, "kind", "campaign.campaign-has-not-started-yet")
	}
	cs := s.Clan(a.Target)
	if cs == nil || cs.Status != Active {
		return invalid("target", "campaign.choose-clan-game")
	}
	if a.Choice == "exclude" {
		e.defeat(a.Target, "", Excluded)
		return nil
	}
	if len(a.Elements) == 0 && a.Count > 0 {
		// A count of elements: the engine picks them (C-11), on the state
		// the action's transaction holds.
		a.Elements = PenaltyElements(s, a.Target, a.Count)
	}
	if len(a.Elements) == 0 {
		return invalid("elements", "campaign.choose-elements-lost-exclude-player")
	}
	seen := map[int]bool{}
	for _, i := range a.Elements {
		if i < 0 || i >= len(cs.Army.Elements) || seen[i] {
			return invalid("elements", "campaign.choose-distinct-elements-army")
		}
		seen[i] = true
	}
	if !generalGoesLast(cs.Army.Elements, seen) {
		return invalid("elements", "campaign.general-element-lost-only-when")
	}
	var lost []i18n.Msg
	var out []Element
	for i, el := range cs.Army.Elements {
		if seen[i] {
			lost = append(lost, el.Type.Name())
			continue
		}
		out = append(out, el)
	}
	cs.Army.Elements = out
	e.say("penalty", "campaign.penalty-loses", a.Target, words(lost))
	return nil
}

// generalGoesLast reports whether losing the elements in lost keeps the
// General's for last: it goes only with every other element (C-11, as for
// REVOLT and TREASON: never the General's element while another remains).
func generalGoesLast(els []Element, lost map[int]bool) bool {
	general, others := false, false
	for i, el := range els {
		switch {
		case lost[i] && el.General:
			general = true
		case !lost[i] && !el.General:
			others = true
		}
	}
	return !general || !others
}

// PenaltyElements picks the n elements a penalty removes: the last of the
// army, the General's element only when nothing else is left (C-11).
func PenaltyElements(st *State, c Clan, n int) []int {
	cs := st.Clan(c)
	if cs == nil || n <= 0 {
		return nil
	}
	var out []int
	for pass := 0; pass < 2 && len(out) < n; pass++ {
		for i := len(cs.Army.Elements) - 1; i >= 0 && len(out) < n; i-- {
			if cs.Army.Elements[i].General == (pass == 1) {
				out = append(out, i)
			}
		}
	}
	slices.Sort(out)
	return out
}
