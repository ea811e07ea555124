package campaign

import "slices"

// penalty punishes a blatant or repeated breach of the diplomacy rules: the
// loss of elements, or exclusion from the campaign (§6).
func (e *engine) penalty() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	s, a := e.s, e.a
	if s.Phase == PhaseSetup {
		return refuse(ErrNotNow, "kind", "The campaign has not started yet.", "La campagna non è ancora iniziata.")
	}
	cs := s.Clan(a.Target)
	if cs == nil || cs.Status != Active {
		return invalid("target", "Choose a clan in the game.", "Scegli un clan in gioco.")
	}
	if a.Choice == "exclude" {
		e.defeat(a.Target, "", Excluded)
		return nil
	}
	if len(a.Elements) == 0 {
		return invalid("elements", "Choose the elements lost, or exclude the player.", "Scegli gli elementi persi, o escludi il giocatore.")
	}
	seen := map[int]bool{}
	for _, i := range a.Elements {
		if i < 0 || i >= len(cs.Army.Elements) || seen[i] {
			return invalid("elements", "Choose distinct elements of the army.", "Scegli elementi diversi dell'esercito.")
		}
		seen[i] = true
	}
	if !generalGoesLast(cs.Army.Elements, seen) {
		return invalid("elements", "The General's element is lost only when no other element remains.",
			"L'elemento del Generale si perde solo quando non ne resta nessun altro.")
	}
	var lost []word
	var out []Element
	for i, el := range cs.Army.Elements {
		if seen[i] {
			lost = append(lost, el.Type.name())
			continue
		}
		out = append(out, el)
	}
	cs.Army.Elements = out
	e.say("penalty", "Penalty: %s loses %s.", "Penalità: %s perde %s.", a.Target, words(lost))
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
