package campaign

import (
	"slices"

	"sengoku/tables/rulebook"
)

// Check validates ev, made by actor on the tracker as it stands, and
// returns it ready to store: its Seq (the next revision), maker, turn and
// element filled in. The game master and the two sides' players record;
// anyone of them records for either army, as the players do at the table,
// but a card is played only from the player's own hand.
func (t *Tracker) Check(s *State, actor Actor, ev TrackerEvent) (TrackerEvent, error) {
	if !t.b.MayRecord(actor) {
		return ev, refuse(ErrForbidden, "kind", "tracker.not-your-battle")
	}
	ev.Seq, ev.Maker, ev.Turn = t.Rev+1, TrackerMaker(actor), t.Turn
	ev.Owner, ev.Type, ev.General = "", "", false
	switch {
	case t.Done:
		return ev, refuse(ErrNotNow, "kind", "tracker.result-recorded")
	case ev.Kind == TrackUndo:
		return ev, t.checkUndo(ev)
	case t.Over:
		return ev, refuse(ErrNotNow, "kind", "tracker.battle-over", t.BrokeFirst, t.BrokeAt)
	}
	var err error
	if ev.Kind != TrackRoll {
		ev.Roll = nil
	}
	ev.Of = 0 // only a roll makes its outcome
	if ev.Kind != TrackRecoil && ev.Kind != TrackFlee && ev.Kind != TrackDestroy {
		ev.Settles = 0
	}
	switch ev.Kind {
	case TrackRecoil, TrackFlee, TrackReturn, TrackDestroy:
		err = t.checkElement(&ev)
		if err == nil && ev.Settles != 0 {
			err = t.checkSettle(ev)
		}
	case TrackGeneral:
		err = t.checkGeneral(&ev)
	case TrackCard:
		err = t.checkCard(s, actor, &ev)
	case TrackVillage:
		err = t.checkVillage(ev)
	case TrackRoll:
		err = t.checkRoll(&ev)
	case TrackTurn:
	default:
		err = invalid("kind", "tracker.unknown-kind", ev.Kind)
	}
	return ev, err
}

// checkElement checks a change of an element's place: only an element
// still fighting recoils, flees or is destroyed, and only one that
// recoiled or fled comes back in line; one that left the table comes
// back after the battle (l.365).
func (t *Tracker) checkElement(ev *TrackerEvent) error {
	el := t.element(ev.Element)
	if el == nil {
		return invalid("element", "tracker.no-such-element", ev.Element)
	}
	ev.Owner, ev.Type, ev.General = el.Owner, el.Type, el.General
	switch {
	case ev.Kind == TrackReturn && el.Status != Recoiled && el.Status != Fled:
		if el.Status == OffTable {
			return invalid("element", "tracker.off-table-returns-after", el.Type.Name())
		}
		return invalid("element", "tracker.not-recoiled-or-fled", el.Type.Name())
	case ev.Kind != TrackReturn && !el.onTable():
		return invalid("element", "tracker.element-not-fighting", el.Type.Name())
	case ev.Off && ev.Kind != TrackRecoil && ev.Kind != TrackFlee:
		return invalid("off", "tracker.off-only-recoil-flee")
	}
	return nil
}

// checkGeneral checks the fall of side ev.Clan's General: his element is
// still fighting. It is that element's destruction (l.609).
func (t *Tracker) checkGeneral(ev *TrackerEvent) error {
	if ev.Clan != t.Sides[0].Clan && ev.Clan != t.Sides[1].Clan {
		return invalid("clan", "tracker.side-of-battle", t.Sides[0].Clan, t.Sides[1].Clan)
	}
	for _, sd := range t.Sides {
		for _, el := range sd.Elements {
			if sd.Clan == ev.Clan && el.General {
				if !el.onTable() {
					return invalid("clan", "tracker.general-not-fighting", ev.Clan)
				}
				ev.Element, ev.Owner, ev.Type, ev.General = el.ID, el.Owner, el.Type, true
				return nil
			}
		}
	}
	return invalid("clan", "tracker.no-general", ev.Clan)
}

// checkCard checks a card played for the battle: MORALE, RECONNAISSANCE,
// CHARISMA or DIVINE INTERVENTION, from the hand of a side's clan (the
// player's own; the game master names the clan), under the campaign's
// rules for playing it (§5, C-08, C-39). Playing it is the campaign's own
// action, which takes it from the hand.
func (t *Tracker) checkCard(s *State, actor Actor, ev *TrackerEvent) error {
	if actor.Role != RoleGM {
		ev.Clan = actor.Clan
	}
	if ev.Clan != t.Sides[0].Clan && ev.Clan != t.Sides[1].Clan {
		return invalid("clan", "tracker.side-of-battle", t.Sides[0].Clan, t.Sides[1].Clan)
	}
	card, ok := CardByID(ev.Card)
	battleCard := []Event{EvMorale, EvReconnaissance, EvCharisma, EvDivineIntervention}
	switch cs := s.Clan(ev.Clan); {
	case !ok || !slices.Contains(battleCard, card.Event):
		return invalid("card", "tracker.not-battle-card", ev.Card)
	case cs == nil || !slices.Contains(cs.Hand, ev.Card):
		return invalid("card", "tracker.card-not-in-hand", ev.Clan, cardName(ev.Card))
	case card.Event == EvMorale && slices.Contains(t.b.Morale, ev.Clan):
		return invalid("card", "campaign.morale-already-played-this-battle")
	case card.Event == EvReconnaissance && t.b.Reconnaissance != "":
		return invalid("card", "campaign.reconnaissance-already-played-this-battle")
	case card.Event == EvCharisma && s.Options.Charisma == CharismaNone:
		return invalid("card", "campaign.charisma-has-no-effect-this")
	}
	return nil
}

// checkVillage checks a change of hands of the battlefield's Village
// (C-17): there must be one, held now by a side or by nobody.
func (t *Tracker) checkVillage(ev TrackerEvent) error {
	switch {
	case !t.Village:
		return invalid("clan", "campaign.there-no-village-this-battlefield")
	case ev.Clan != "" && ev.Clan != t.Sides[0].Clan && ev.Clan != t.Sides[1].Clan:
		return invalid("clan", "campaign.only-side-battle-captures-village")
	case ev.Clan == t.HeldBy:
		return invalid("clan", "tracker.village-unchanged")
	}
	return nil
}

// checkUndo checks taking back event ev.Undo: by the one who made it, until
// the next turn (a later turn's end fixes it); a card, played by the
// campaign's own action, stays played.
func (t *Tracker) checkUndo(ev TrackerEvent) error {
	i := slices.IndexFunc(t.Timeline, func(x TrackerEvent) bool { return x.Seq == ev.Undo })
	if i < 0 {
		return invalid("undo", "tracker.nothing-to-undo", ev.Undo)
	}
	target := t.Timeline[i]
	switch {
	case target.Maker != ev.Maker:
		return refuse(ErrForbidden, "undo", "tracker.undo-only-maker")
	case target.Kind == TrackCard:
		return invalid("undo", "tracker.card-stays-played", rulebook.Samurai.Cite(rulebook.CampEvents))
	}
	if err := checkUndoRoll(target); err != nil {
		return err
	}
	for _, x := range t.Timeline[i+1:] {
		if x.Kind == TrackTurn {
			return invalid("undo", "tracker.undo-before-next-turn")
		}
	}
	return nil
}
