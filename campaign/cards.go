package campaign

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
	Face   string `json:"face"` // "A♣", "Joker"
	Event  Event  `json:"event"`
	Timing Timing `json:"timing"`
}

// EventInfo is an event's bilingual name and effect.
type EventInfo struct {
	NameEN, NameIT     string
	EffectEN, EffectIT string
}

// Events gives each event's name and effect in both languages, as the seed's
// card table words them (§5).
var Events = map[Event]EventInfo{
	EvFortress:           {"FORTRESS", "FORTEZZA", "Build a Fortress in one of your provinces.", "Costruisci una Fortezza in una tua provincia."},
	EvSupplies:           {"SUPPLIES", "RIFORNIMENTI", "Replace 1 element of your army.", "Rimpiazza un elemento del tuo esercito."},
	EvForcedMarch:        {"FORCED MARCH", "MARCIA FORZATA", "Your army may move twice this season.", "Puoi muovere il tuo esercito due volte in questo turno."},
	EvMorale:             {"MORALE", "MORALE", "In a battle you fight, the enemy must eliminate 2 more of your elements to beat you.", "Se combatti una battaglia, il nemico per batterti dovrà eliminarti due elementi in più."},
	EvBadWeather:         {"BAD WEATHER", "TEMPO BRUTTO", "Your army cannot move this season.", "Nessun movimento del tuo esercito."},
	EvGreatHarvest:       {"GREAT HARVEST", "GRANDE RACCOLTO", "Replace 2 elements of your army, never above 12.", "Rimpiazza due elementi del tuo esercito (mai oltre i 12)."},
	EvMarriage:           {"MARRIAGE INTO THE MINAMOTO FAMILY", "MATRIMONIO CON LA FAMIGLIA MINAMOTO", "You may proclaim the Shogunate.", "Puoi dichiarare lo Shogunato."},
	EvRevolt:             {"REVOLT", "RIVOLTA", "A religious revolt costs you 1 element.", "Una rivolta religiosa ti fa perdere un elemento."},
	EvEarthquake:         {"EARTHQUAKE!", "TERREMOTO!", "One of your Fortresses is destroyed.", "Una tua Fortezza è distrutta."},
	EvSpy:                {"SPY", "SPIA", "Read all the diplomatic notes kept in the box.", "Leggi tutti i biglietti conservati nell'apposita scatola."},
	EvDivineIntervention: {"DIVINE INTERVENTION", "INTERVENTO DIVINO", "Re-roll one die to try to improve your result.", "Puoi rilanciare un dado per tentare di migliorare il tuo risultato."},
	EvMerchants:          {"PORTUGUESE MERCHANTS", "COMMERCIANTI PORTOGHESI", "+1 to the die roll in a Siege.", "+1 al lancio del dado durante un Assedio."},
	EvTreason:            {"TREASON", "TRADIMENTO", "Lose 1 element of your army.", "Perdi un elemento del tuo esercito."},
	EvTsunami:            {"TSUNAMI", "TSUNAMI", "One of your Fortresses is destroyed; you choose which.", "Una tua Fortezza è distrutta, scegli tu quale."},
	EvReconnaissance:     {"RECONNAISSANCE", "RICOGNIZIONE", "Before a battle, choose the terrain, its placement and the deployment side.", "Prima di una battaglia scegli i terreni, il loro piazzamento e il lato di schieramento."},
	EvCharisma:           {"CHARISMA", "CARISMA", "+1 to your Control Points (PIPs) in a battle.", "+1 ai tuoi Punti Controllo (PIP) in una battaglia."},
	EvFamine:             {"FAMINE", "CARESTIA", "Lose 1 element of your choice.", "Perdi un elemento a scelta dal tuo esercito."},
	EvAmbush:             {"AMBUSH", "IMBOSCATA", "Stop a player of your choice from sending his contingent to help another player.", "Impedisci a un giocatore a scelta di inviare il suo contingente in aiuto di un altro giocatore."},
	EvBodyguard:          {"BODYGUARD", "GUARDIA DEL CORPO", "You are not affected by a Ninja card; its effect is cancelled.", "Non subisci l'attacco di una carta Ninja, evitandone l'effetto."},
	EvNinja:              {"NINJA", "NINJA", "Choose a rival clan and kill its Leader: its army stays in its Capital for the next three turns.", "Scegli un Clan avversario e uccidi il suo Leader: il suo esercito resta fermo nella Capitale per i prossimi tre turni."},
}

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

// cardName returns the English and Italian names of card id, with its face.
func cardName(id string) (string, string) {
	c, ok := CardByID(id)
	if !ok {
		return id, id
	}
	info := Events[c.Event]
	return info.NameEN + " (" + c.Face + ")", info.NameIT + " (" + c.Face + ")"
}

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
