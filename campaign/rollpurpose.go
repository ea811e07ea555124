package campaign

import (
	"strings"

	"sengoku/i18n"
)

// The purposes of the engine's rolls: catalogue keys, recorded in Roll.Purpose
// with the clan or province the roll concerns in Roll.Of. An event card's
// roll records the card's name key (Events[ev].Name).
const (
	PurposeOrder       = "roll.order"       // playing order ties (1560 §Season)
	PurposeReshuffle   = "roll.reshuffle"   // the discards shuffled into a new deck
	PurposeDeck        = "roll.deck"        // the deck shuffled at the start of the year
	PurposeRiver       = "roll.river"       // the river crossing die
	PurposeRiverReroll = "roll.riverreroll" // a clan's re-roll of the river die
	PurposeSiege       = "roll.siege"       // a siege die, of a province
	PurposeSiegeReroll = "roll.reroll"      // a siege die rolled again, of a province
	PurposeRoles       = "roll.roles"       // the die that gives a clan its battle role
)

// legacyPurposes are the English phrases rolls recorded before their
// purpose was a key, with the key each stands for. A phrase ending in a
// space is followed by the clan or province the roll concerned. Stored
// logs keep these words; they are read through this table, never
// rewritten. Longer phrases come before the phrases they begin with.
var legacyPurposes = []struct{ phrase, key string }{
	{"playing order ties", PurposeOrder},
	{"deck reshuffle", PurposeReshuffle},
	{"deck", PurposeDeck},
	{"river reroll ", PurposeRiverReroll},
	{"river", PurposeRiver},
	{"siege re-roll ", PurposeSiegeReroll},
	{"siege ", PurposeSiege},
	{"roles ", PurposeRoles},
}

// Text says what the roll was for: its purpose's words, followed by the
// clan or province it concerns. A roll recorded with an English phrase
// (before purposes were keys) reads as its key would; an event card's id
// as the card's name; a purpose neither knows is shown as it was stored.
func (r Roll) Text() i18n.Msg {
	key, of := r.Purpose, r.Of
	if !i18n.Has(key) {
		key, of = legacyPurpose(r.Purpose)
	}
	switch {
	case key == "":
		return i18n.Stored(r.Purpose, r.Purpose)
	case of == "":
		return i18n.M(key)
	default:
		return i18n.M("roll.of", i18n.M(key), of)
	}
}

// legacyPurpose is the key and the name of a purpose stored as an English
// phrase; "" when it is none the engine wrote.
func legacyPurpose(phrase string) (key, of string) {
	if ev, ok := Events[Event(phrase)]; ok {
		return ev.Name.Key, ""
	}
	for _, p := range legacyPurposes {
		rest, ok := strings.CutPrefix(phrase, p.phrase)
		if ok && (rest == "" || strings.HasSuffix(p.phrase, " ")) {
			return p.key, rest
		}
	}
	return "", ""
}
