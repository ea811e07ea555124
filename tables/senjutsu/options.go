package senjutsu

import (
	"slices"
	"strconv"

	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Options are the points the rulebook leaves open (digest §29, "Uncertainties")
// that change what this package computes. Each has the documented default;
// a zero value means "default" (see Normalize), so `{}` in JSON is the
// default rule set.
type Options struct {
	// DeckSize is the default Skill-deck size: 40 (§4) or 30 (§23). U1.
	DeckSize int `json:"deck_size"`
	// DiscardPlayed: "all" in-play Skill cards are discarded at Discard step 1
	// (reference summary, default), or only "one" of them (literal OCR). U5.
	DiscardPlayed string `json:"discard_played"`
	// CrippledStacking: "per_card" (−1 per active Crippled card, default, as a
	// community implementation does) or "single" (−1 however many). U7.
	CrippledStacking string `json:"crippled_stacking"`
	// CrippledRotations: end-of-turn rotations after which a Crippled card is
	// upright again and discarded: 4 (90° per turn, default) ... U7.
	CrippledRotations int `json:"crippled_rotations"`
	// StunSpeed: a played Stun card's speed is "entered" by the players
	// (default: the seed does not give it) or is "zero" (1.5 edition). U8.
	StunSpeed string `json:"stun_speed"`
	// PlayedStun: a played Stun card is "removed" from the game at the end of
	// the turn (default, inferred) or goes back "to_hand". U8.
	PlayedStun string `json:"played_stun"`
	// BleedingEmptyDeck: with an empty deck the Bleeding discard is "skip"ped
	// (default, community implementation) or costs a "wound". U9.
	BleedingEmptyDeck string `json:"bleeding_empty_deck"`
	// FocusOverflow: Focus gained above 3 is "lost" (default, inferred) or the
	// tracker "refuse"s the action. U10.
	FocusOverflow string `json:"focus_overflow"`
	// WeaponTie: in a same-speed tie a Special Weapon card is ranked by its
	// type first and goes after non-Special cards of that type ("after_type",
	// default, digest §28.3), or every non-Special card goes before it whatever
	// the types ("before_type", the other reading of §7.3).
	WeaponTie string `json:"weapon_tie"`
	// SpeedCompare: initiative-comparison attacks (§12.7) compare
	// Crippled-adjusted ("effective", default, inferred) or "printed" speeds.
	SpeedCompare string `json:"speed_compare"`
}

// Option describes one entry of Options for the UI.
type Option struct {
	ID      string   `json:"id"`  // uncertainty id in digest §29 (U…) or the digest section
	Key     string   `json:"key"` // JSON key in Options
	Allowed []string `json:"allowed"`
	Default string   `json:"default"`
	Source  string   `json:"source"`
	EN      string   `json:"en"`
	IT      string   `json:"it"`
}

// optionTable is the data behind OptionList, Normalize and Validate.
var optionTable = []Option{
	{ID: "U1", Key: "deck_size", Allowed: []string{"40", "30"}, Default: "40", Source: rulebook.Senjutsu.Title(1543, 1543), // cites §4, §23
		EN: "Skill-deck size: 40 by the deck-building rule, 30 as in the preconstructed decks.",
		IT: "Dimensione del mazzo Abilità: 40 secondo la regola di costruzione, 30 come nei mazzi precostruiti."},
	{ID: "U5", Key: "discard_played", Allowed: []string{"all", "one"}, Default: "all", Source: rulebook.Senjutsu.Title(517), // cites §6.6
		EN: "Discard step 1: discard all in-play Skill cards (the rulebook's summary) or only one (its literal text).",
		IT: "Scartare, passaggio 1: scartate tutte le carte Abilità in gioco (riepilogo del regolamento) o solo una (testo letterale)."},
	{ID: "U7a", Key: "crippled_stacking", Allowed: []string{"per_card", "single"}, Default: "per_card", Source: rulebook.Senjutsu.Title(1202), // cites §17.4
		EN: "Several Crippled cards: −1 speed each, or −1 in total.",
		IT: "Più carte Azzoppato: −1 alla velocità per ciascuna, oppure −1 in tutto."},
	{ID: "U7b", Key: "crippled_rotations", Allowed: []string{"1", "2", "3", "4"}, Default: "4", Source: rulebook.Senjutsu.Title(1202), // cites §17.4
		EN: "End-of-turn rotations before a Crippled card is upright again and discarded (4 = 90° per turn).",
		IT: "Rotazioni di fine turno prima che una carta Azzoppato torni diritta e sia scartata (4 = 90° per turno)."},
	{ID: "U8a", Key: "stun_speed", Allowed: []string{"entered", "zero"}, Default: "entered", Source: rulebook.Senjutsu.Title(1176, 1176), // cites §17.3, §27
		EN: "Speed of a played Stun card: entered by the players, or 0 (1.5 edition).",
		IT: "Velocità di una carta Stordimento giocata: inserita dai giocatori, oppure 0 (edizione 1.5)."},
	{ID: "U8b", Key: "played_stun", Allowed: []string{"removed", "to_hand"}, Default: "removed", Source: rulebook.Senjutsu.Title(1176), // cites §17.3
		EN: "A played Stun card leaves the game at the end of the turn, or returns to the hand.",
		IT: "Una carta Stordimento giocata esce dal gioco a fine turno, oppure torna in mano."},
	{ID: "U9", Key: "bleeding_empty_deck", Allowed: []string{"skip", "wound"}, Default: "skip", Source: rulebook.Senjutsu.Title(857), // cites §17.2
		EN: "Bleeding with an empty deck: nothing happens, or the fighter takes a Wound.",
		IT: "Ferita Sanguinante con il mazzo vuoto: non succede nulla, oppure il personaggio subisce una Ferita."},
	{ID: "U10", Key: "focus_overflow", Allowed: []string{"lost", "refuse"}, Default: "lost", Source: rulebook.Senjutsu.Title(173), // cites §9.5
		EN: "Focus gained above 3: the excess is lost, or the tracker refuses the action.",
		IT: "Concentrazione oltre 3: l'eccesso va perso, oppure il tracker rifiuta l'azione."},
	{ID: rulebook.Senjutsu.Title(533), Key: "weapon_tie", Allowed: []string{"after_type", "before_type"}, Default: "after_type", Source: rulebook.Senjutsu.Title(533, 533), // cites §7.3, §28.3; §7.3
		EN: "Same speed with a Special Weapon card: compare types first, then non-Special first; or non-Special cards first whatever the type.",
		IT: "Pari velocità con una carta Arma Speciale: prima il tipo, poi le non-Speciali; oppure prima tutte le non-Speciali, qualunque sia il tipo."},
	{ID: rulebook.Senjutsu.Title(1605), Key: "speed_compare", Allowed: []string{"effective", "printed"}, Default: "effective", Source: rulebook.Senjutsu.Title(1605), // cites §12.7
		EN: "Attacks against a lower Initiative Speed compare speeds after Crippled, or printed speeds.",
		IT: "Gli attacchi contro una Velocità di Iniziativa inferiore confrontano le velocità dopo Azzoppato, oppure quelle stampate."},
}

// OptionList returns the options with their allowed values and defaults, for
// the UI to show.
func OptionList() []Option {
	out := make([]Option, len(optionTable))
	for i, o := range optionTable {
		o.Allowed = slices.Clone(o.Allowed)
		out[i] = o
	}
	return out
}

// DefaultOptions returns every option at its documented default.
func DefaultOptions() Options { return Options{}.Normalize() }

// get returns the option named by its JSON key, as text.
func (o Options) get(key string) string {
	switch key {
	case "deck_size":
		return strconv.Itoa(o.DeckSize)
	case "discard_played":
		return o.DiscardPlayed
	case "crippled_stacking":
		return o.CrippledStacking
	case "crippled_rotations":
		return strconv.Itoa(o.CrippledRotations)
	case "stun_speed":
		return o.StunSpeed
	case "played_stun":
		return o.PlayedStun
	case "bleeding_empty_deck":
		return o.BleedingEmptyDeck
	case "focus_overflow":
		return o.FocusOverflow
	case "weapon_tie":
		return o.WeaponTie
	case "speed_compare":
		return o.SpeedCompare
	}
	return ""
}

// Normalize returns o with every unset (zero) option at its default.
func (o Options) Normalize() Options {
	if o.DeckSize == 0 {
		o.DeckSize = 40
	}
	if o.CrippledRotations == 0 {
		o.CrippledRotations = 4
	}
	def := func(p *string, key string) {
		if *p == "" {
			for _, row := range optionTable {
				if row.Key == key {
					*p = row.Default
				}
			}
		}
	}
	def(&o.DiscardPlayed, "discard_played")
	def(&o.CrippledStacking, "crippled_stacking")
	def(&o.StunSpeed, "stun_speed")
	def(&o.PlayedStun, "played_stun")
	def(&o.BleedingEmptyDeck, "bleeding_empty_deck")
	def(&o.FocusOverflow, "focus_overflow")
	def(&o.WeaponTie, "weapon_tie")
	def(&o.SpeedCompare, "speed_compare")
	return o
}

// Validate reports options outside their allowed values (after Normalize).
func (o Options) Validate() error {
	v := &tables.ValidationError{}
	o.validate(v, "options.")
	return v.Err()
}

func (o Options) validate(v *tables.ValidationError, prefix string) {
	n := o.Normalize()
	for _, row := range optionTable {
		val := n.get(row.Key)
		if !slices.Contains(row.Allowed, val) {
			v.Addf(prefix+row.Key, "%q is not allowed here; allowed: %s.", "%q non è ammesso; valori ammessi: %s.",
				val, joinQuoted(row.Allowed))
		}
	}
}

func joinQuoted(xs []string) string {
	s := ""
	for i, x := range xs {
		if i > 0 {
			s += ", "
		}
		s += strconv.Quote(x)
	}
	return s
}

// crippledPenalty is the speed penalty of n active Crippled cards.
func (o Options) crippledPenalty(n int) int {
	if n <= 0 {
		return 0
	}
	if o.Normalize().CrippledStacking == "single" {
		return 1
	}
	return n
}
