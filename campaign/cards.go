package campaign

import "sengoku/i18n"

// Event is what an event card does (campaign-1560 §5).
type Event string

// The events of the French deck.
const (
	EvFortress           Event = "fortress"
	EvSupplies           Event = "supplies"
	EvForcedMarch        Event = "forced-march"
	EvMorale             Event = "morale"
	EvBadWeather         Event = "bad-weather"
	EvGreatHarvest       Event = "great-harvest"
	EvMarriage           Event = "marriage"
	EvRevolt             Event = "revolt"
	EvEarthquake         Event = "earthquake"
	EvSpy                Event = "spy"
	EvDivineIntervention Event = "divine-intervention"
	EvMerchants          Event = "portuguese-merchants"
	EvTreason            Event = "treason"
	EvTsunami            Event = "tsunami"
	EvReconnaissance     Event = "reconnaissance"
	EvCharisma           Event = "charisma"
	EvFamine             Event = "famine"
	EvAmbush             Event = "ambush"
	EvBodyguard          Event = "bodyguard"
	EvNinja              Event = "ninja"
)

// Timing tells when a card is played: at once when drawn, or kept in the
// hidden hand and played when its moment comes (§5).
type Timing string

// Card timings.
const (
	Immediately Timing = "immediately" // Subito
	WhenYouWant Timing = "when-you-want"
)

// EventCard is one card of the 54-card deck.
type EventCard struct {
	ID     string `json:"id"`   // "A-C", "10-H", "RJ", "BJ"
	Face   string `json:"face"` // "A♣", "Joker": the API's code; FaceName words it
	Event  Event  `json:"event"`
	Timing Timing `json:"timing"`
}

// EventInfo is an event's name and effect, worded for the reader.
type EventInfo struct {
	Name, Effect i18n.Msg
}

// Events gives each event's name and effect, as the seed's card table
// words them (§5): the catalogue's campaign.event.<event>.name and .effect.
var Events = eventInfos()

func eventInfos() map[Event]EventInfo {
	out := make(map[Event]EventInfo, len(eventOrder))
	for _, ev := range eventOrder {
		k := "campaign.event." + string(ev)
		out[ev] = EventInfo{Name: i18n.M(k + ".name"), Effect: i18n.M(k + ".effect")}
	}
	return out
}

// eventOrder lists the events as the seed's card table does.
var eventOrder = []Event{EvFortress, EvSupplies, EvForcedMarch, EvMorale, EvBadWeather, EvGreatHarvest, EvMarriage, EvRevolt, EvEarthquake, EvSpy, EvDivineIntervention, EvMerchants, EvTreason, EvTsunami, EvReconnaissance, EvCharisma, EvFamine, EvAmbush, EvBodyguard, EvNinja}

// Deck is the seed's card table as data: 52 cards and 2 jokers (§5, C-36).
var Deck = buildDeck()

func buildDeck() []EventCard {
	type row struct {
		rank string
		ev   [4]Event // clubs, diamonds, spades, hearts
	}
	rows := []row{
		{"A", [4]Event{EvFortress, EvFortress, EvFortress, EvFortress}},
		{"2", [4]Event{EvSupplies, EvSupplies, EvSupplies, EvSupplies}},
		{"3", [4]Event{EvSupplies, EvSupplies, EvSupplies, EvSupplies}},
		{"4", [4]Event{EvSupplies, EvSupplies, EvSupplies, EvSupplies}},
		{"5", [4]Event{EvSupplies, EvSupplies, EvSupplies, EvMarriage}},
		{"6", [4]Event{EvForcedMarch, EvMarriage, EvMarriage, EvForcedMarch}},
		{"7", [4]Event{EvMorale, EvBadWeather, EvReconnaissance, EvMorale}},
		{"8", [4]Event{EvBadWeather, EvSpy, EvBadWeather, EvBadWeather}},
		{"9", [4]Event{EvGreatHarvest, EvDivineIntervention, EvMerchants, EvAmbush}},
		{"10", [4]Event{EvMarriage, EvMerchants, EvCharisma, EvDivineIntervention}},
		{"J", [4]Event{EvRevolt, EvTreason, EvSpy, EvGreatHarvest}},
		{"Q", [4]Event{EvEarthquake, EvTsunami, EvFamine, EvFamine}},
		{"K", [4]Event{EvFortress, EvFortress, EvFortress, EvFortress}},
	}
	suits := [4]struct{ id, sym string }{{"C", "♣"}, {"D", "♦"}, {"S", "♠"}, {"H", "♥"}}
	// "When you want" cards of the seed; every other card is "Immediately".
	later := map[string]bool{
		"6-C": true, "7-C": true, "9-C": true, "10-C": true,
		"6-D": true, "9-D": true, "10-D": true,
		"6-S": true, "7-S": true, "9-S": true, "10-S": true,
		"5-H": true, "6-H": true, "7-H": true, "9-H": true, "10-H": true,
	}
	var out []EventCard
	for s, suit := range suits {
		for _, r := range rows {
			id := r.rank + "-" + suit.id
			t := Immediately
			if later[id] {
				t = WhenYouWant
			}
			out = append(out, EventCard{ID: id, Face: r.rank + suit.sym, Event: r.ev[s], Timing: t})
		}
	}
	out = append(out,
		EventCard{ID: "RJ", Face: "Joker", Event: EvBodyguard, Timing: WhenYouWant},
		EventCard{ID: "BJ", Face: "Black Joker", Event: EvNinja, Timing: WhenYouWant},
	)
	return out
}

// CardByID returns the card with id, or false.
func CardByID(id string) (EventCard, bool) {
	for _, c := range Deck {
		if c.ID == id {
			return c, true
		}
	}
	return EventCard{}, false
}

// cardName names card id with its face ("FORTRESS (A♣)"); an unknown id
// is itself.
func cardName(id string) i18n.Msg {
	c, ok := CardByID(id)
	if !ok {
		return verbatim(id)
	}
	return i18n.M("campaign.card", Events[c.Event].Name, c.FaceName())
}

// FaceName is c's face in the reader's language: a rank and a suit's
// symbol read the same in every language (A♣, 10♥); the jokers have names
// (jolly in Italian).
func (c EventCard) FaceName() i18n.Msg {
	switch c.ID {
	case "RJ":
		return i18n.M("campaign.face.joker")
	case "BJ":
		return i18n.M("campaign.face.black-joker")
	}
	return verbatim(c.Face)
}

// verbatim is text that reads the same in every language: an identifier
// or a name given by a person.
func verbatim(s string) i18n.Msg { return i18n.M("campaign.verbatim", s) }

// DeckState is the event deck during the campaign (§5, C-26).
type DeckState struct {
	DrawPile []string `json:"drawPile"` // top first
	Table    []string `json:"table"`    // immediate cards drawn this season, face up
	Removed  []string `json:"removed"`  // removed from play, reshuffled when the pile runs out
	Pass     int      `json:"pass"`     // 1 or 2
	// Finished is set when the second pass has run out: the game ends at
	// the time C-26 says.
	Finished bool `json:"finished"`
}
