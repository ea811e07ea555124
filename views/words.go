package views

import (
	"strings"

	"sengoku/campaign"
)

// rollPurposes name the engine's roll purposes (identifiers kept in the
// log, and part of the replay) in the reader's language; the prefixes are
// followed by a clan or a province.
var rollPurposes = []struct{ id, key string }{
	{"playing order ties", "roll.order"},
	{"deck reshuffle", "roll.reshuffle"},
	{"deck", "roll.deck"},
	{"river", "roll.river"},
	{"siege re-roll ", "roll.reroll"},
	{"siege ", "roll.siege"},
	{"roles ", "roll.roles"},
}

// RollPurpose says what a die or a shuffle in the history was for, in l:
// "assedio Kai", "parità nell'ordine di gioco". An event's roll is named
// after its card; an unknown purpose is shown as it is.
func RollPurpose(l Lang, purpose string) string {
	if ev, ok := campaign.Events[campaign.Event(purpose)]; ok {
		return l.Render(ev.Name)
	}
	for _, p := range rollPurposes {
		if rest, ok := strings.CutPrefix(purpose, p.id); ok && (rest == "" || strings.HasSuffix(p.id, " ")) {
			return strings.TrimSpace(l.T(p.key) + " " + rest)
		}
	}
	return purpose
}
