package campaign

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
