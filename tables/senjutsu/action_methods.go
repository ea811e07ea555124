package senjutsu

import (
	"slices"
	"strings"

	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// play applies play (§6.2, §6.4): choose and reveal a card (skill, special or stun), paying its Focus costs.
func (d *Duel) play(a Action, f, _ *Fighter, m *msg) error {
	if err := d.canPlay(a, f); err != nil {
		return err
	}
	if err := takeCard(a, f, m); err != nil {
		return err
	}
	f.Played = true
	f.Focus -= a.Cost + a.Optional
	f.PaidForCard = a.Cost + a.Optional
	if a.Cost > 0 {
		m.add("senjutsu.pays-mandatory-focus-cost-step", a.Cost, rulebook.Senjutsu.Cite(468)) // cites §6.4
	}
	if a.Optional > 0 {
		m.add("senjutsu.pays-optional-focus-alternative-speed", a.Optional, rulebook.Senjutsu.Cite(468)) // cites §6.4
	}
	m.add("senjutsu.focus-now", f.Focus)
	return nil
}

// canPlay checks that f may choose a card this turn and pay its costs (§6.2, §6.4).
func (d *Duel) canPlay(a Action, f *Fighter) error {
	name := f.Profile.Name
	if !d.InTurn {
		return tables.Invalid("type", "senjutsu.start-turn-first-cards-are", rulebook.Senjutsu.Cite(422)) // cites §6
	}
	if f.Played {
		return bad("fighter", "senjutsu.has-already-chosen-this-turn", name, rulebook.Senjutsu.Cite(440)) // cites §6.2
	}
	if a.Cost < 0 || a.Cost > maxCost || a.Optional < 0 || a.Optional > maxCost {
		return bad("cost", "senjutsu.focus-costs-are-between-0", maxCost)
	}
	if a.Requires != "" && a.Requires != f.Kamae {
		return tables.Invalid("requires", "senjutsu.kamae-requirement-not-met", name, kamaeLabel(f.Kamae), kamaeLabel(a.Requires), rulebook.Senjutsu.Cite(440)) // cites §6.2
	}
	if a.Cost > f.Focus {
		return bad("cost", "senjutsu.has-focus-cannot-choose-card", name, f.Focus, a.Cost, rulebook.Senjutsu.Cite(440, 308)) // cites §6.2, §9.7
	}
	if a.Cost+a.Optional > f.Focus {
		return bad("optional", "senjutsu.has-focus-not-enough-optional", name, f.Focus, a.Optional, a.Cost)
	}
	return nil
}

// takeCard puts the chosen card in play: a Skill card, or a Special or Stun
// card instead of it (§6.2, §17.3).
func takeCard(a Action, f *Fighter, m *msg) error {
	name := f.Profile.Name
	switch a.Card {
	case "skill", "":
		if f.Hand < 1 {
			return bad("card", "senjutsu.has-no-skill-card-hand", name)
		}
		f.Hand--
		f.InPlay++
		f.PlayedKind = "skill"
		m.add("senjutsu.chooses-reveals-skill-card", name)
	case "special":
		if f.Special < 1 {
			return bad("card", "senjutsu.has-no-special-card-hand", name)
		}
		f.Special--
		f.PlayedKind = "special"
		m.add("senjutsu.plays-special-card-instead-skill", name, rulebook.Senjutsu.Cite(440)) // cites §6.2
	case "stun":
		if f.Stun < 1 {
			return bad("card", "senjutsu.has-no-stun-card-hand", name)
		}
		f.Stun--
		f.PlayedKind = "stun"
		m.add("senjutsu.plays-stun-card-instead-skill", name, rulebook.Senjutsu.Cite(1176)) // cites §17.3
	default:
		return bad("card", "senjutsu.card-played-skill-special-stun", a.Card)
	}
	return nil
}

// replaceCard applies replace (§6.4 step 4, §15): play an Instant Replacement over the revealed card; its Focus comes back.
func (d *Duel) replaceCard(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if !d.InTurn || !f.Played {
		return bad("type", "senjutsu.has-no-revealed-card-replace", name, rulebook.Senjutsu.Cite(468)) // cites §6.4
	}
	if f.PlayedKind != "skill" || f.InPlay < 1 {
		return tables.Invalid("type", "senjutsu.instant-replacement-only-replaces-non", rulebook.Senjutsu.Cite(1102)) // cites §15
	}
	if f.Instants >= MaxInstantsPerTurn {
		return bad("type", "senjutsu.has-already-played-instant-card", name, rulebook.Senjutsu.Cite(1102)) // cites §15
	}
	if f.Hand < 1 {
		return bad("fighter", "senjutsu.has-no-skill-card-hand", name)
	}
	if a.Cost < 0 || a.Cost > maxCost {
		return bad("cost", "senjutsu.focus-costs-are-between-0", maxCost)
	}
	if a.Cost > f.Focus {
		return bad("cost", "senjutsu.has-focus-cannot-pay-cost", name, f.Focus, a.Cost, rulebook.Senjutsu.Cite(468)) // cites §6.4
	}
	f.Hand--
	f.Discard++
	f.Instants++
	f.Focus -= a.Cost
	refund := f.PaidForCard
	lost := f.Focus + refund - MaxFocus
	f.Focus = min(MaxFocus, f.Focus+refund)
	f.PaidForCard = a.Cost
	m.add("senjutsu.plays-instant-replacement-cost-revealed", name, a.Cost, refund, rulebook.Senjutsu.Cite(468), f.Focus)
	if lost > 0 {
		m.add("senjutsu.focus-above-3-lost", lost, rulebook.Senjutsu.Cite(173)) // cites §9.5
	}
	return nil
}

// instantCard applies instant (§15), an Instant card, and reaction (§14), an Attack card played as a Reaction.
func (d *Duel) instantCard(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if !d.InTurn || !f.Played {
		return bad("type", "senjutsu.has-no-revealed-card-this", name)
	}
	if a.Type == "instant" {
		if a.Card != "additional" && a.Card != "plain" {
			return bad("card", "senjutsu.instant-kind-additional-plain-got", a.Card)
		}
		if f.Instants >= MaxInstantsPerTurn {
			return bad("type", "senjutsu.has-already-played-instant-card", name, rulebook.Senjutsu.Cite(1102)) // cites §15
		}
		if a.Card == "additional" && f.PlayedKind != "skill" {
			return tables.Invalid("card", "senjutsu.instant-additional-card-can-only", rulebook.Senjutsu.Cite(1102)) // cites §15
		}
	}
	if f.Hand < 1 {
		return bad("fighter", "senjutsu.has-no-skill-card-hand", name)
	}
	if a.Cost < 0 || a.Cost > maxCost {
		return bad("cost", "senjutsu.focus-costs-are-between-0", maxCost)
	}
	if a.Cost > f.Focus {
		return bad("cost", "senjutsu.has-focus-cannot-pay", name, f.Focus, a.Cost)
	}
	f.Hand--
	f.InPlay++
	f.Focus -= a.Cost
	if a.Type == "reaction" {
		m.add("senjutsu.plays-attack-card-as-reaction", name, rulebook.Senjutsu.Cite(1449)) // cites §14
	} else {
		f.Instants++
		if a.Card == "additional" {
			m.add("senjutsu.plays-instant-additional-card", name, rulebook.Senjutsu.Cite(1102)) // cites §15
		} else {
			m.add("senjutsu.plays-instant-card", name, rulebook.Senjutsu.Cite(1102)) // cites §15
		}
	}
	if a.Cost > 0 {
		m.add("senjutsu.pays-focus-left", a.Cost, f.Focus)
	}
	return nil
}

// drawCards applies draw (§6.1): draw cards (an empty deck gives a Wound for each).
func (d *Duel) drawCards(a Action, f, _ *Fighter, m *msg) error {
	if err := countArg(a); err != nil {
		return err
	}
	d.draw(f, a.N, m)
	return nil
}

// search applies search (§10.4): take cards from the deck into the hand.
func (d *Duel) search(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if err := countArg(a); err != nil {
		return err
	}
	if f.Deck < a.N {
		return bad("n", "senjutsu.deck-holds-only-cards", name, f.Deck)
	}
	f.Deck -= a.N
	f.Hand += a.N
	m.add("senjutsu.takes-from-deck-into-hand", name, count(a.N, "senjutsu.noun.card"), rulebook.Senjutsu.Cite(602)) // cites §10.4
	return nil
}

// discardCards applies discard (§11.5): discard Skill cards from the hand.
func (d *Duel) discardCards(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if err := countArg(a); err != nil {
		return err
	}
	if f.Hand < a.N {
		return bad("n", "senjutsu.has-only-skill-cards-hand", name, f.Hand, rulebook.Senjutsu.Cite(1176, 127)) // cites §17.3, §2.3
	}
	f.Hand -= a.N
	f.Discard += a.N
	m.add("senjutsu.discards", name, count(a.N, "senjutsu.noun.skill-card"))
	return nil
}

// focus applies focus (§9.5): gain (n > 0) or spend (n < 0) Focus.
func (d *Duel) focus(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if a.N == 0 || a.N < -MaxFocus || a.N > maxActionNumber {
		return bad("n", "senjutsu.give-focus-gained-positive-spent")
	}
	if a.N < 0 {
		if f.Focus < -a.N {
			return bad("n", "senjutsu.has-only-focus", name, f.Focus)
		}
		f.Focus += a.N
		m.add("senjutsu.spends-focus-left", name, -a.N, f.Focus)
	} else if err := d.gainFocus(f, a.N, m); err != nil {
		return err
	}
	return nil
}

// wound applies wound (§12.3, §12.4): take Wounds or Bleeding Wounds.
func (d *Duel) wound(a Action, f, by *Fighter, m *msg) error {
	name := f.Profile.Name
	if err := countArg(a); err != nil {
		return err
	}
	if a.Bleeding {
		f.Bleeding += a.N
		m.add("senjutsu.takes-they-count-as-wounds", name, count(a.N, "senjutsu.noun.bleeding-wound"), rulebook.Senjutsu.Cite(857))
	} else {
		f.Wounds += a.N
		m.add("senjutsu.takes", name, count(a.N, "senjutsu.noun.wound"), rulebook.Senjutsu.Cite(820)) // cites §12.3
	}
	m.add("senjutsu.wounds-of-limit", f.WoundsTaken(), f.Profile.WoundLimit)
	d.hit(f, by, m)
	return nil
}

// heal applies heal (§3): remove Wounds as a card says.
func (d *Duel) heal(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if err := countArg(a); err != nil {
		return err
	}
	if a.Bleeding {
		if f.Bleeding < a.N {
			return bad("n", "senjutsu.has-only-bleeding-wounds", name, f.Bleeding)
		}
		f.Bleeding -= a.N
	} else {
		if f.Wounds < a.N {
			return bad("n", "senjutsu.has-only-wounds", name, f.Wounds)
		}
		f.Wounds -= a.N
	}
	m.add("senjutsu.removes-as-card-says", name, count(a.N, "senjutsu.noun.wound"), f.WoundsTaken(), f.Profile.WoundLimit)
	return nil
}

// stun applies stun (§17.3): take Stun cards into the hand.
func (d *Duel) stun(a Action, f, by *Fighter, m *msg) error {
	name := f.Profile.Name
	if err := countArg(a); err != nil {
		return err
	}
	f.Stun += a.N
	m.add("senjutsu.takes-into-hand-they-count", name, count(a.N, "senjutsu.noun.stun-card"), rulebook.Senjutsu.Cite(1176), f.Stun, f.Profile.HandLimit)
	d.hit(f, by, m)
	return nil
}

// cripple applies cripple (§17.4): take Crippled cards.
func (d *Duel) cripple(a Action, f, by *Fighter, m *msg) error {
	name := f.Profile.Name
	if err := countArg(a); err != nil {
		return err
	}
	if len(f.Crippled)+a.N > maxCrippled {
		return bad("n", "senjutsu.at-most-crippled-cards", maxCrippled)
	}
	for i := 0; i < a.N; i++ {
		f.Crippled = append(f.Crippled, 0)
	}
	m.add("senjutsu.crippled-active-speed-every-skill", name, len(f.Crippled), d.Options.crippledPenalty(len(f.Crippled)), rulebook.Senjutsu.Cite(1202)) // cites §17.4
	d.hit(f, by, m)
	return nil
}

// poison applies poison (§17.5): receive a Poison from the attacker's Poison deck.
func (d *Duel) poison(a Action, f, by *Fighter, m *msg) error {
	name := f.Profile.Name
	if by == nil {
		return tables.Invalid("by", "senjutsu.say-who-inflicts-poison-comes", rulebook.Senjutsu.Cite(1233)) // cites §17.5
	}
	i := slices.IndexFunc(by.PoisonDeck, func(p string) bool { return strings.EqualFold(p, a.Poison) })
	if a.Poison == "" || i < 0 {
		return bad("poison", "senjutsu.not-poison-deck-left-poison", a.Poison, by.Profile.Name, strings.Join(by.PoisonDeck, ", "), rulebook.Senjutsu.Cite(1233)) // cites §17.5
	}
	if len(f.Poisons) >= maxPoisons {
		return bad("poison", "senjutsu.too-many-active-poisons")
	}
	p := by.PoisonDeck[i]
	by.PoisonDeck = slices.Delete(by.PoisonDeck, i, i+1)
	f.Poisons = append(f.Poisons, p)
	m.add("senjutsu.receives-from-must-resolve-its", name, p, by.Profile.Name, rulebook.Senjutsu.Cite(1233)) // cites §17.5
	d.hit(f, by, m)
	return nil
}

// cure applies cure (§17.5): a Poison has been resolved: discard it.
func (d *Duel) cure(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	i := slices.IndexFunc(f.Poisons, func(p string) bool { return strings.EqualFold(p, a.Poison) })
	if i < 0 {
		return bad("poison", "senjutsu.has-no-active-poison", name, a.Poison)
	}
	p := f.Poisons[i]
	f.Poisons = slices.Delete(f.Poisons, i, i+1)
	m.add("senjutsu.has-resolved-discarded", name, p, rulebook.Senjutsu.Cite(1233)) // cites §17.5
	return nil
}

// execute applies execute (§12.5): hit by a successful Execution: defeated.
func (d *Duel) execute(a Action, f, by *Fighter, m *msg) error {
	name := f.Profile.Name
	f.Defeated, f.DefeatReason = true, "execution"
	m.add("senjutsu.hit-by-successful-execution-defeated", name, rulebook.Senjutsu.Cite(762)) // cites §12.5
	if by != nil && by.Concealed {
		by.Concealed = false
		m.add("senjutsu.completed-successful-attack-loses-concealment", by.Profile.Name, rulebook.Senjutsu.Cite(1626)) // cites §17.6
	}
	return nil
}

// advantage applies advantage (§8): advantage effect: move to the top of the track.
func (d *Duel) advantage(_ Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	i := slices.Index(d.Track, f.ID)
	d.Track = slices.Delete(d.Track, i, i+1)
	d.Track = slices.Insert(d.Track, 0, f.ID)
	m.add("senjutsu.advantage-effect-moves-top-advantage", name, rulebook.Senjutsu.Cite(76), d.names(d.Track)) // cites §8
	return nil
}

// switchKamae applies switch_kamae (§9.4): switch to a Kamae (no branches, no Focus).
func (d *Duel) switchKamae(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if !f.validKamae(a.Kamae) {
		return bad("kamae", "senjutsu.not-kamae-position", a.Kamae, name)
	}
	if a.Another && (a.Kamae == Neutral || a.Kamae == f.Kamae) {
		return tables.Invalid("kamae", "senjutsu.switch-another-kamae-goes-any", rulebook.Senjutsu.Cite(173)) // cites §9.4
	}
	f.Kamae = a.Kamae
	m.add("senjutsu.switches-not-kamae-movement-so", name, kamaeLabel(a.Kamae), rulebook.Senjutsu.Cite(173)) // cites §9.4
	return nil
}

// conceal applies conceal (§17.6): enter Concealment.
func (d *Duel) conceal(_ Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	f.Concealed = true
	m.add("senjutsu.enters-concealment", name, rulebook.Senjutsu.Cite(1626)) // cites §17.6
	return nil
}

// reveal applies reveal (§17.6): lose Concealment (after a successful attack or block).
func (d *Duel) reveal(_ Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if !f.Concealed {
		return bad("fighter", "senjutsu.not-concealed", name)
	}
	f.Concealed = false
	m.add("senjutsu.loses-concealment", name, rulebook.Senjutsu.Cite(1626)) // cites §17.6
	return nil
}

// adjustCounter applies adjust (§3): correct a counter by hand (card effects the tracker does not model).
func (d *Duel) adjustCounter(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	hi, ok := adjustFields[a.Field]
	if !ok {
		return bad("field", "senjutsu.adjust-sets-one-deck-discard", a.Field)
	}
	if a.Value < 0 || a.Value > hi {
		return bad("value", "senjutsu.value-must-between-0", hi)
	}
	old := f.adjust(a.Field, a.Value)
	m.add("senjutsu.correction-by-hand-goes-from", name, a.Field, old, a.Value)
	return nil
}
