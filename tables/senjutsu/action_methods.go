package senjutsu

import (
	"fmt"
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
		m.add("Pays the Mandatory Focus cost %d ("+rulebook.Senjutsu.EN(468)+" step 2).", "Paga il Costo di Concentrazione Obbligatorio %d ("+rulebook.Senjutsu.IT(468)+" passaggio 2).", a.Cost) // cites §6.4
	}
	if a.Optional > 0 {
		m.add("Pays %d optional Focus for the alternative speed ("+rulebook.Senjutsu.EN(468)+" step 3).", "Paga %d Concentrazione facoltativa per la velocità alternativa ("+rulebook.Senjutsu.IT(468)+" passaggio 3).", a.Optional) // cites §6.4
	}
	m.add("Focus %d.", "Concentrazione %d.", f.Focus)
	return nil
}

// canPlay checks that f may choose a card this turn and pay its costs (§6.2, §6.4).
func (d *Duel) canPlay(a Action, f *Fighter) error {
	name := f.Profile.Name
	if !d.InTurn {
		return tables.InvalidText("type", "Start the turn first: cards are chosen after drawing ("+rulebook.Senjutsu.EN(422)+").", "Iniziate prima il turno: le carte si scelgono dopo aver pescato ("+rulebook.Senjutsu.IT(422)+").") // cites §6
	}
	if f.Played {
		return bad("fighter", "%s has already chosen this turn's card: one card per turn ("+rulebook.Senjutsu.EN(440)+").", "%s ha già scelto la carta di questo turno: una carta per turno ("+rulebook.Senjutsu.IT(440)+").", name) // cites §6.2
	}
	if a.Cost < 0 || a.Cost > maxCost || a.Optional < 0 || a.Optional > maxCost {
		return bad("cost", "Focus costs are between 0 and %d.", "I costi di Concentrazione sono tra 0 e %d.", maxCost)
	}
	if a.Requires != "" && a.Requires != f.Kamae {
		en, it := kamaeLabel(a.Requires)
		cen, cit := kamaeLabel(f.Kamae)
		return tables.InvalidText("requires", fmt.Sprintf("%s is in %s, not %s: a card with a Kamae requirement can only be chosen in that Kamae ("+rulebook.Senjutsu.EN(440)+").", name, cen, en), // cites §6.2
			fmt.Sprintf("%s è in %s, non in %s: una carta con Requisito di Kamae si può scegliere solo in quella Kamae ("+rulebook.Senjutsu.IT(440)+").", name, cit, it)) // cites §6.2
	}
	if a.Cost > f.Focus {
		return bad("cost", "%s has %d Focus and cannot choose a card costing %d ("+rulebook.Senjutsu.EN(440, 308)+").", "%s ha %d Concentrazione e non può scegliere una carta che costa %d ("+rulebook.Senjutsu.IT(440, 308)+").", name, f.Focus, a.Cost) // cites §6.2, §9.7
	}
	if a.Cost+a.Optional > f.Focus {
		return bad("optional", "%s has %d Focus: not enough for the optional %d after the cost %d.", "%s ha %d Concentrazione: non basta per la facoltativa %d dopo il costo %d.", name, f.Focus, a.Optional, a.Cost)
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
			return bad("card", "%s has no Skill card in hand.", "%s non ha carte Abilità in mano.", name)
		}
		f.Hand--
		f.InPlay++
		f.PlayedKind = "skill"
		m.add("%s chooses and reveals a Skill card.", "%s sceglie e rivela una carta Abilità.", name)
	case "special":
		if f.Special < 1 {
			return bad("card", "%s has no Special card in hand.", "%s non ha carte Speciali in mano.", name)
		}
		f.Special--
		f.PlayedKind = "special"
		m.add("%s plays a Special card instead of a Skill card ("+rulebook.Senjutsu.EN(440)+").", "%s gioca una carta Speciale al posto di una carta Abilità ("+rulebook.Senjutsu.IT(440)+").", name) // cites §6.2
	case "stun":
		if f.Stun < 1 {
			return bad("card", "%s has no Stun card in hand.", "%s non ha carte Stordimento in mano.", name)
		}
		f.Stun--
		f.PlayedKind = "stun"
		m.add("%s plays a Stun card instead of a Skill card ("+rulebook.Senjutsu.EN(1176)+").", "%s gioca una carta Stordimento al posto di una carta Abilità ("+rulebook.Senjutsu.IT(1176)+").", name) // cites §17.3
	default:
		return bad("card", "The card played is skill, special or stun; got %q.", "La carta giocata è skill, special o stun; ricevuto %q.", a.Card)
	}
	return nil
}

// replaceCard applies replace (§6.4 step 4, §15): play an Instant Replacement over the revealed card; its Focus comes back.
func (d *Duel) replaceCard(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if !d.InTurn || !f.Played {
		return bad("type", "%s has no revealed card to replace ("+rulebook.Senjutsu.EN(468)+" step 4).", "%s non ha una carta rivelata da sostituire ("+rulebook.Senjutsu.IT(468)+" passaggio 4).", name) // cites §6.4
	}
	if f.PlayedKind != "skill" || f.InPlay < 1 {
		return tables.InvalidText("type", "An Instant Replacement only replaces a non-Special Skill card ("+rulebook.Senjutsu.EN(1102)+").", "Una Sostituzione Istantanea sostituisce solo una carta Abilità non-Speciale ("+rulebook.Senjutsu.IT(1102)+").") // cites §15
	}
	if f.Instants >= MaxInstantsPerTurn {
		return bad("type", "%s has already played an Instant card this turn: one per turn ("+rulebook.Senjutsu.EN(1102)+").", "%s ha già giocato una carta Istantanea in questo turno: una per turno ("+rulebook.Senjutsu.IT(1102)+").", name) // cites §15
	}
	if f.Hand < 1 {
		return bad("fighter", "%s has no Skill card in hand.", "%s non ha carte Abilità in mano.", name)
	}
	if a.Cost < 0 || a.Cost > maxCost {
		return bad("cost", "Focus costs are between 0 and %d.", "I costi di Concentrazione sono tra 0 e %d.", maxCost)
	}
	if a.Cost > f.Focus {
		return bad("cost", "%s has %d Focus and cannot pay %d; the cost is paid before the refund ("+rulebook.Senjutsu.EN(468)+" step 4).", // cites §6.4
			"%s ha %d Concentrazione e non può pagare %d; il costo si paga prima del rimborso ("+rulebook.Senjutsu.IT(468)+" passaggio 4).", name, f.Focus, a.Cost) // cites §6.4
	}
	f.Hand--
	f.Discard++
	f.Instants++
	f.Focus -= a.Cost
	refund := f.PaidForCard
	lost := f.Focus + refund - MaxFocus
	f.Focus = min(MaxFocus, f.Focus+refund)
	f.PaidForCard = a.Cost
	m.add("%s plays an Instant Replacement (cost %d): the revealed card is discarded and the %d Focus spent on it comes back ("+rulebook.Senjutsu.EN(468)+" step 4). Focus %d.", // cites §6.4
		"%s gioca una Sostituzione Istantanea (costo %d): la carta rivelata viene scartata e la %d Concentrazione spesa viene riottenuta ("+rulebook.Senjutsu.IT(468)+" passaggio 4). Concentrazione %d.", // cites §6.4
		name, a.Cost, refund, f.Focus)
	if lost > 0 {
		m.add("%d Focus above 3 is lost ("+rulebook.Senjutsu.EN(173)+").", "%d Concentrazione oltre 3 va persa ("+rulebook.Senjutsu.IT(173)+").", lost) // cites §9.5
	}
	return nil
}

// instantCard applies instant (§15), an Instant card, and reaction (§14), an Attack card played as a Reaction.
func (d *Duel) instantCard(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if !d.InTurn || !f.Played {
		return bad("type", "%s has no revealed card this turn.", "%s non ha una carta rivelata in questo turno.", name)
	}
	if a.Type == "instant" {
		if a.Card != "additional" && a.Card != "plain" {
			return bad("card", "The Instant kind is additional or plain; got %q.", "Il tipo di Istantanea è additional o plain; ricevuto %q.", a.Card)
		}
		if f.Instants >= MaxInstantsPerTurn {
			return bad("type", "%s has already played an Instant card this turn: one per turn ("+rulebook.Senjutsu.EN(1102)+").", "%s ha già giocato una carta Istantanea in questo turno: una per turno ("+rulebook.Senjutsu.IT(1102)+").", name) // cites §15
		}
		if a.Card == "additional" && f.PlayedKind != "skill" {
			return tables.InvalidText("card", "An Instant Additional card can only modify a non-Special Skill card ("+rulebook.Senjutsu.EN(1102)+").", "Una carta Aggiunta Istantanea può modificare solo una carta Abilità non-Speciale ("+rulebook.Senjutsu.IT(1102)+").") // cites §15
		}
	}
	if f.Hand < 1 {
		return bad("fighter", "%s has no Skill card in hand.", "%s non ha carte Abilità in mano.", name)
	}
	if a.Cost < 0 || a.Cost > maxCost {
		return bad("cost", "Focus costs are between 0 and %d.", "I costi di Concentrazione sono tra 0 e %d.", maxCost)
	}
	if a.Cost > f.Focus {
		return bad("cost", "%s has %d Focus and cannot pay %d.", "%s ha %d Concentrazione e non può pagare %d.", name, f.Focus, a.Cost)
	}
	f.Hand--
	f.InPlay++
	f.Focus -= a.Cost
	if a.Type == "reaction" {
		m.add("%s plays an Attack card as a Reaction; it does not count as the turn's Instant ("+rulebook.Senjutsu.EN(1449)+").", "%s gioca una carta Attacco come Reazione; non conta come Istantanea del turno ("+rulebook.Senjutsu.IT(1449)+").", name) // cites §14
	} else {
		f.Instants++
		if a.Card == "additional" {
			m.add("%s plays an Instant Additional card ("+rulebook.Senjutsu.EN(1102)+").", "%s gioca una carta Aggiunta Istantanea ("+rulebook.Senjutsu.IT(1102)+").", name) // cites §15
		} else {
			m.add("%s plays an Instant card ("+rulebook.Senjutsu.EN(1102)+").", "%s gioca una carta Istantanea ("+rulebook.Senjutsu.IT(1102)+").", name) // cites §15
		}
	}
	if a.Cost > 0 {
		m.add("Pays %d Focus: %d left.", "Paga %d Concentrazione: ne restano %d.", a.Cost, f.Focus)
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
		return bad("n", "%s's deck holds only %d cards.", "Il mazzo di %s contiene solo %d carte.", name, f.Deck)
	}
	f.Deck -= a.N
	f.Hand += a.N
	m.add("%s takes %s from the deck into the hand and shuffles the deck ("+rulebook.Senjutsu.EN(602)+").", "%s prende %s dal mazzo in mano e mischia il mazzo ("+rulebook.Senjutsu.IT(602)+").", name, count(a.N, "card", "cards", "carta", "carte")) // cites §10.4
	return nil
}

// discardCards applies discard (§11.5): discard Skill cards from the hand.
func (d *Duel) discardCards(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if err := countArg(a); err != nil {
		return err
	}
	if f.Hand < a.N {
		return bad("n", "%s has only %d Skill cards in hand; Stun and Special cards cannot be discarded ("+rulebook.Senjutsu.EN(1176, 127)+").", // cites §17.3, §2.3
			"%s ha solo %d carte Abilità in mano; le carte Stordimento e Speciali non si possono scartare ("+rulebook.Senjutsu.IT(1176, 127)+").", name, f.Hand) // cites §17.3, §2.3
	}
	f.Hand -= a.N
	f.Discard += a.N
	m.add("%s discards %s.", "%s scarta %s.", name, count(a.N, "Skill card", "Skill cards", "carta Abilità", "carte Abilità"))
	return nil
}

// focus applies focus (§9.5): gain (n > 0) or spend (n < 0) Focus.
func (d *Duel) focus(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if a.N == 0 || a.N < -MaxFocus || a.N > maxActionNumber {
		return bad("n", "Give the Focus gained (positive) or spent (negative).", "Indicate la Concentrazione guadagnata (positiva) o spesa (negativa).")
	}
	if a.N < 0 {
		if f.Focus < -a.N {
			return bad("n", "%s has only %d Focus.", "%s ha solo %d Concentrazione.", name, f.Focus)
		}
		f.Focus += a.N
		m.add("%s spends %d Focus: %d left.", "%s spende %d Concentrazione: ne restano %d.", name, -a.N, f.Focus)
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
		m.add("%s takes %s: they count as Wounds, and while any remains the top card of the deck is discarded before each draw ("+rulebook.Senjutsu.EN(857)+").", // cites §17.2
			"%s subisce %s: contano come Ferite e, finché ne resta una, prima di ogni pescata si scarta la prima carta del mazzo ("+rulebook.Senjutsu.IT(857)+").", name, // cites §17.2
			count(a.N, "Bleeding Wound", "Bleeding Wounds", "Ferita Sanguinante", "Ferite Sanguinanti"))
	} else {
		f.Wounds += a.N
		m.add("%s takes %s ("+rulebook.Senjutsu.EN(820)+").", "%s subisce %s ("+rulebook.Senjutsu.IT(820)+").", name, count(a.N, "Wound", "Wounds", "Ferita", "Ferite")) // cites §12.3
	}
	m.add("Wounds %d of %d.", "Ferite %d su %d.", f.WoundsTaken(), f.Profile.WoundLimit)
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
			return bad("n", "%s has only %d Bleeding Wounds.", "%s ha solo %d Ferite Sanguinanti.", name, f.Bleeding)
		}
		f.Bleeding -= a.N
	} else {
		if f.Wounds < a.N {
			return bad("n", "%s has only %d Wounds.", "%s ha solo %d Ferite.", name, f.Wounds)
		}
		f.Wounds -= a.N
	}
	m.add("%s removes %s as a card says: %d of %d.", "%s rimuove %s come indica una carta: %d su %d.", name, count(a.N, "Wound", "Wounds", "Ferita", "Ferite"), f.WoundsTaken(), f.Profile.WoundLimit)
	return nil
}

// stun applies stun (§17.3): take Stun cards into the hand.
func (d *Duel) stun(a Action, f, by *Fighter, m *msg) error {
	name := f.Profile.Name
	if err := countArg(a); err != nil {
		return err
	}
	f.Stun += a.N
	m.add("%s takes %s into the hand: they count toward the Hand Limit and cannot be discarded ("+rulebook.Senjutsu.EN(1176)+"). Stun %d of %d.", // cites §17.3
		"%s prende in mano %s: contano per il Limite di Mano e non si possono scartare ("+rulebook.Senjutsu.IT(1176)+"). Stordimenti %d su %d.", name, // cites §17.3
		count(a.N, "Stun card", "Stun cards", "carta Stordimento", "carte Stordimento"), f.Stun, f.Profile.HandLimit)
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
		return bad("n", "At most %d Crippled cards.", "Al massimo %d carte Azzoppato.", maxCrippled)
	}
	for i := 0; i < a.N; i++ {
		f.Crippled = append(f.Crippled, 0)
	}
	m.add("%s is Crippled (%d active): −%d to the speed of every Skill card played, to a minimum of 1 ("+rulebook.Senjutsu.EN(1202)+").", // cites §17.4
		"%s è Azzoppato (%d attive): −%d alla velocità di ogni carta Abilità giocata, fino a un minimo di 1 ("+rulebook.Senjutsu.IT(1202)+").", name, len(f.Crippled), d.Options.crippledPenalty(len(f.Crippled))) // cites §17.4
	d.hit(f, by, m)
	return nil
}

// poison applies poison (§17.5): receive a Poison from the attacker's Poison deck.
func (d *Duel) poison(a Action, f, by *Fighter, m *msg) error {
	name := f.Profile.Name
	if by == nil {
		return tables.InvalidText("by", "Say who inflicts the Poison: it comes from their Poison deck ("+rulebook.Senjutsu.EN(1233)+").", "Indicate chi infligge il Veleno: viene dal suo mazzo Veleni ("+rulebook.Senjutsu.IT(1233)+").") // cites §17.5
	}
	i := slices.IndexFunc(by.PoisonDeck, func(p string) bool { return strings.EqualFold(p, a.Poison) })
	if a.Poison == "" || i < 0 {
		return bad("poison", "%q is not in %s's Poison deck (left: %s); a Poison once used is gone for the game ("+rulebook.Senjutsu.EN(1233)+").", // cites §17.5
			"%q non è nel mazzo Veleni di %s (restano: %s); un Veleno usato non torna più ("+rulebook.Senjutsu.IT(1233)+").", a.Poison, by.Profile.Name, strings.Join(by.PoisonDeck, ", ")) // cites §17.5
	}
	if len(f.Poisons) >= maxPoisons {
		return bad("poison", "Too many active Poisons.", "Troppi Veleni attivi.")
	}
	p := by.PoisonDeck[i]
	by.PoisonDeck = slices.Delete(by.PoisonDeck, i, i+1)
	f.Poisons = append(f.Poisons, p)
	m.add("%s receives %s from %s and must resolve its text; Poison is not a Wound ("+rulebook.Senjutsu.EN(1233)+").", "%s riceve %s da %s e deve risolverne il testo; il Veleno non è una Ferita ("+rulebook.Senjutsu.IT(1233)+").", name, p, by.Profile.Name) // cites §17.5
	d.hit(f, by, m)
	return nil
}

// cure applies cure (§17.5): a Poison has been resolved: discard it.
func (d *Duel) cure(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	i := slices.IndexFunc(f.Poisons, func(p string) bool { return strings.EqualFold(p, a.Poison) })
	if i < 0 {
		return bad("poison", "%s has no active Poison %q.", "%s non ha un Veleno attivo %q.", name, a.Poison)
	}
	p := f.Poisons[i]
	f.Poisons = slices.Delete(f.Poisons, i, i+1)
	m.add("%s has resolved %s: it is discarded ("+rulebook.Senjutsu.EN(1233)+").", "%s ha risolto %s: viene scartato ("+rulebook.Senjutsu.IT(1233)+").", name, p) // cites §17.5
	return nil
}

// execute applies execute (§12.5): hit by a successful Execution: defeated.
func (d *Duel) execute(a Action, f, by *Fighter, m *msg) error {
	name := f.Profile.Name
	f.Defeated, f.DefeatReason = true, "execution"
	m.add("%s is hit by a successful Execution and is defeated at once, whatever the Wounds; no Wound is added ("+rulebook.Senjutsu.EN(762)+").", // cites §12.5
		"%s è colpito da un'Esecuzione riuscita ed è sconfitto subito, qualunque sia il numero di Ferite; nessuna Ferita viene aggiunta ("+rulebook.Senjutsu.IT(762)+").", name) // cites §12.5
	if by != nil && by.Concealed {
		by.Concealed = false
		m.add("%s completed a successful attack and loses Concealment ("+rulebook.Senjutsu.EN(1626)+").", "%s ha completato un attacco riuscito e perde l'Occultamento ("+rulebook.Senjutsu.IT(1626)+").", by.Profile.Name) // cites §17.6
	}
	return nil
}

// advantage applies advantage (§8): advantage effect: move to the top of the track.
func (d *Duel) advantage(_ Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	i := slices.Index(d.Track, f.ID)
	d.Track = slices.Delete(d.Track, i, i+1)
	d.Track = slices.Insert(d.Track, 0, f.ID)
	m.add("Advantage effect: %s moves to the top of the Advantage Track; those above move down one space ("+rulebook.Senjutsu.EN(76)+"). Track: %s.", // cites §8
		"Effetto Vantaggio: %s va in cima al Tracciato del Vantaggio; chi era sopra scende di una casella ("+rulebook.Senjutsu.IT(76)+"). Tracciato: %s.", name, d.names(d.Track)) // cites §8
	return nil
}

// switchKamae applies switch_kamae (§9.4): switch to a Kamae (no branches, no Focus).
func (d *Duel) switchKamae(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if !f.validKamae(a.Kamae) {
		return bad("kamae", "%q is not a Kamae position of %s.", "%q non è una posizione di Kamae di %s.", a.Kamae, name)
	}
	if a.Another && (a.Kamae == Neutral || a.Kamae == f.Kamae) {
		return tables.InvalidText("kamae", "\"Switch to another Kamae\" goes to any other position except Neutral ("+rulebook.Senjutsu.EN(173)+").", "\"Passa a un'altra Kamae\" porta a qualsiasi altra posizione eccetto Neutra ("+rulebook.Senjutsu.IT(173)+").") // cites §9.4
	}
	f.Kamae = a.Kamae
	en, it := kamaeLabel(a.Kamae)
	m.put(fmt.Sprintf("%s switches to %s: not a Kamae movement, so branches are ignored and no Focus is gained ("+rulebook.Senjutsu.EN(173)+").", name, en), // cites §9.4
		fmt.Sprintf("%s passa a %s: non è un movimento di Kamae, quindi i rami sono ignorati e non si guadagna Concentrazione ("+rulebook.Senjutsu.IT(173)+").", name, it)) // cites §9.4
	return nil
}

// conceal applies conceal (§17.6): enter Concealment.
func (d *Duel) conceal(_ Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	f.Concealed = true
	m.add("%s enters Concealment ("+rulebook.Senjutsu.EN(1626)+").", "%s entra in Occultamento ("+rulebook.Senjutsu.IT(1626)+").", name) // cites §17.6
	return nil
}

// reveal applies reveal (§17.6): lose Concealment (after a successful attack or block).
func (d *Duel) reveal(_ Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	if !f.Concealed {
		return bad("fighter", "%s is not Concealed.", "%s non è in Occultamento.", name)
	}
	f.Concealed = false
	m.add("%s loses Concealment ("+rulebook.Senjutsu.EN(1626)+").", "%s perde l'Occultamento ("+rulebook.Senjutsu.IT(1626)+").", name) // cites §17.6
	return nil
}

// adjustCounter applies adjust (§3): correct a counter by hand (card effects the tracker does not model).
func (d *Duel) adjustCounter(a Action, f, _ *Fighter, m *msg) error {
	name := f.Profile.Name
	hi, ok := adjustFields[a.Field]
	if !ok {
		return bad("field", "adjust sets one of: deck, discard, hand, stun, special, wounds, bleeding, focus, crippled; got %q.",
			"adjust imposta uno tra: deck, discard, hand, stun, special, wounds, bleeding, focus, crippled; ricevuto %q.", a.Field)
	}
	if a.Value < 0 || a.Value > hi {
		return bad("value", "The value must be between 0 and %d.", "Il valore deve essere tra 0 e %d.", hi)
	}
	old := f.adjust(a.Field, a.Value)
	m.put(fmt.Sprintf("Correction by hand: %s's %s goes from %d to %d.", name, a.Field, old, a.Value),
		fmt.Sprintf("Correzione manuale: %s di %s passa da %d a %d.", a.Field, name, old, a.Value))
	return nil
}
