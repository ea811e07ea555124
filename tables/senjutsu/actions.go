package senjutsu

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Action is one thing that happened at the table. Type picks the action
// (see ActionKinds); the other fields are its arguments, unused ones left
// empty.
type Action struct {
	Type    string `json:"type"`
	Fighter string `json:"fighter,omitempty"`
	// By is the fighter whose effect caused the action (an attacker), if any.
	By string `json:"by,omitempty"`
	// N is a count (cards, Wounds, Focus: negative to spend) or, for
	// change_kamae without a Kamae Tree, the Focus gained.
	N int `json:"n,omitempty"`
	// Bleeding selects Bleeding Wounds for wound and heal.
	Bleeding bool `json:"bleeding,omitempty"`
	// Card is what play puts in play: "skill" (or empty), "special" or "stun"; for
	// instant, the kind: "additional" or "plain".
	Card string `json:"card,omitempty"`
	// Cost is the Mandatory Focus cost; Optional the optional Focus paid for
	// an alternative speed (§6.4 steps 2–3).
	Cost     int `json:"cost,omitempty"`
	Optional int `json:"optional,omitempty"`
	// Requires is the chosen card's Kamae requirement, if any (R3).
	Requires string `json:"requires,omitempty"`
	// Kamae is the target of switch_kamae (and of change_kamae without a tree).
	Kamae string `json:"kamae,omitempty"`
	// Another: switch_kamae from "Switch to another Kamae" (any other
	// position except Neutral, §9.4).
	Another bool `json:"another,omitempty"`
	// Branches is X in "Change Kamae up to X branches"; Path the nodes
	// visited, in order, on the Kamae Tree.
	Branches int      `json:"branches,omitempty"`
	Path     []string `json:"path,omitempty"`
	Poison   string   `json:"poison,omitempty"`
	// Field and Value are for adjust.
	Field string `json:"field,omitempty"`
	Value int    `json:"value,omitempty"`
}

// ActionKind describes one action type for the UI.
type ActionKind struct {
	Type    string   `json:"type"`
	Fields  []string `json:"fields"`
	Section string   `json:"section"`
	EN      string   `json:"en"`
	IT      string   `json:"it"`
}

// ActionKinds lists the actions Apply accepts.
var ActionKinds = []ActionKind{
	{"start_turn", nil, rulebook.Senjutsu.Title(428, 857), "Start a turn: Bleeding discard, then everyone draws one card (empty deck: a Wound).", "Inizia un turno: scarto per Ferita Sanguinante, poi ognuno pesca una carta (mazzo vuoto: una Ferita)."},                                                 // cites §6.1, §17.2
	{"play", []string{"fighter", "card", "cost", "optional", "requires"}, rulebook.Senjutsu.Title(440, 468), "Choose and reveal a card (skill, special or stun), paying its Focus costs.", "Scegliete e rivelate una carta (abilità, speciale o stordimento), pagandone i costi di Concentrazione."},       // cites §6.2, §6.4
	{"replace", []string{"fighter", "cost"}, rulebook.Senjutsu.Title(468) + " step 4, " + rulebook.Senjutsu.Title(1102), "Play an Instant Replacement over the revealed card; its Focus comes back.", "Giocate una Sostituzione Istantanea sulla carta rivelata; la sua Concentrazione viene riottenuta."}, // cites §6.4, §15
	{"instant", []string{"fighter", "card", "cost"}, rulebook.Senjutsu.Title(1102), "Play an Instant Additional or plain Instant card.", "Giocate una carta Aggiunta Istantanea o Istantanea."},                                                                                                            // cites §15
	{"reaction", []string{"fighter", "cost"}, rulebook.Senjutsu.Title(1449), "Play an Attack card as a Reaction after a successful block.", "Giocate una carta Attacco come Reazione dopo un blocco riuscito."},                                                                                            // cites §14
	{"end_turn", nil, rulebook.Senjutsu.Title(517, 1202), "End the turn: discard played cards, rotate Crippled cards, apply the Hand Limit.", "Terminate il turno: scartate le carte giocate, ruotate le carte Azzoppato, applicate il Limite di Mano."},                                                   // cites §6.6, §17.4
	{"draw", []string{"fighter", "n"}, rulebook.Senjutsu.Title(428), "Draw cards (an empty deck gives a Wound for each).", "Pescate carte (un mazzo vuoto dà una Ferita per ciascuna)."},                                                                                                                   // cites §6.1
	{"search", []string{"fighter", "n"}, rulebook.Senjutsu.Title(602), "Take cards from the deck into the hand.", "Prendete carte dal mazzo nella mano."},                                                                                                                                                  // cites §10.4
	{"discard", []string{"fighter", "n"}, rulebook.Senjutsu.Title(722), "Discard Skill cards from the hand.", "Scartate carte Abilità dalla mano."},                                                                                                                                                        // cites §11.5
	{"focus", []string{"fighter", "n"}, rulebook.Senjutsu.Title(173), "Gain (n > 0) or spend (n < 0) Focus.", "Guadagnate (n > 0) o spendete (n < 0) Concentrazione."},                                                                                                                                     // cites §9.5
	{"wound", []string{"fighter", "n", "bleeding", "by"}, rulebook.Senjutsu.Title(820, 857), "Take Wounds or Bleeding Wounds.", "Subite Ferite o Ferite Sanguinanti."},                                                                                                                                     // cites §12.3, §12.4
	{"heal", []string{"fighter", "n", "bleeding"}, rulebook.Senjutsu.Title(77), "Remove Wounds as a card says.", "Rimuovete Ferite come indica una carta."},                                                                                                                                                // cites §3
	{"stun", []string{"fighter", "n", "by"}, rulebook.Senjutsu.Title(1176), "Take Stun cards into the hand.", "Prendete carte Stordimento in mano."},                                                                                                                                                       // cites §17.3
	{"cripple", []string{"fighter", "n", "by"}, rulebook.Senjutsu.Title(1202), "Take Crippled cards.", "Prendete carte Azzoppato."},                                                                                                                                                                        // cites §17.4
	{"poison", []string{"fighter", "by", "poison"}, rulebook.Senjutsu.Title(1233), "Receive a Poison from the attacker's Poison deck.", "Ricevete un Veleno dal mazzo Veleni dell'attaccante."},                                                                                                            // cites §17.5
	{"cure", []string{"fighter", "poison"}, rulebook.Senjutsu.Title(1233), "A Poison has been resolved: discard it.", "Un Veleno è stato risolto: scartatelo."},                                                                                                                                            // cites §17.5
	{"execute", []string{"fighter", "by"}, rulebook.Senjutsu.Title(762), "Hit by a successful Execution: defeated.", "Colpito da un'Esecuzione riuscita: sconfitto."},                                                                                                                                      // cites §12.5
	{"advantage", []string{"fighter"}, rulebook.Senjutsu.Title(76), "Advantage effect: move to the top of the track.", "Effetto Vantaggio: in cima al tracciato."},                                                                                                                                         // cites §8
	{"switch_kamae", []string{"fighter", "kamae", "another"}, rulebook.Senjutsu.Title(173), "Switch to a Kamae (no branches, no Focus).", "Passate a una Kamae (senza rami, senza Concentrazione)."},                                                                                                       // cites §9.4
	{"change_kamae", []string{"fighter", "branches", "path", "kamae", "n"}, rulebook.Senjutsu.Title(173, 173), "Change Kamae up to X branches along the tree.", "Cambiate Kamae fino a X rami lungo l'albero."},                                                                                            // cites §9.3, §9.6
	{"conceal", []string{"fighter"}, rulebook.Senjutsu.Title(1626), "Enter Concealment.", "Entrate in Occultamento."},                                                                                                                                                                                      // cites §17.6
	{"reveal", []string{"fighter"}, rulebook.Senjutsu.Title(1626), "Lose Concealment (after a successful attack or block).", "Perdete l'Occultamento (dopo un attacco o blocco riuscito)."},                                                                                                                // cites §17.6
	{"adjust", []string{"fighter", "field", "value"}, rulebook.Senjutsu.Title(77), "Correct a counter by hand (card effects the tracker does not model).", "Correggete un contatore a mano (effetti di carte non modellati)."},                                                                             // cites §3
}

// adjustFields are the counters adjust may set, with their upper bound.
var adjustFields = map[string]int{
	"deck": maxCount, "discard": maxCount, "hand": maxCount, "stun": maxCount, "special": maxCount,
	"wounds": maxCount, "bleeding": maxCount, "focus": MaxFocus, "crippled": maxCrippled,
}

// Apply validates a against d and returns the duel after it, with a log
// entry explaining what happened. d itself is not changed. On error nothing
// is applied and the error is a *tables.ValidationError.
func Apply(d Duel, a Action) (Duel, error) {
	if err := d.Validate(); err != nil {
		return d, err
	}
	if d.Over {
		return d, tables.InvalidText("type", "The duel is over: "+d.EN, "Il duello è finito: "+d.IT)
	}
	n := d.clone()
	n.Options = n.Options.Normalize()
	var m msg
	if err := n.apply(a, &m); err != nil {
		return d, err
	}
	n.checkDefeats(&m)
	n.checkWin(&m)
	n.status()
	act := a
	act.Path = slices.Clone(a.Path)
	n.Log = append(slices.Clip(n.Log), LogEntry{Turn: n.Turn, Action: act, EN: m.en(), IT: m.it()})
	return n, nil
}

// Replay sets a duel up and applies actions in order; an error names the
// action that failed.
func Replay(s Setup, actions []Action) (Duel, error) {
	d, err := NewDuel(s)
	if err != nil {
		return d, err
	}
	for i, a := range actions {
		nd, err := Apply(d, a)
		if err != nil {
			out := &tables.ValidationError{}
			if v, ok := tables.AsValidation(err); ok {
				for _, p := range v.Problems {
					out.AddMsg(fmt.Sprintf("actions[%d].%s", i, p.Field), p.Msg)
				}
			} else {
				out.AddText(fmt.Sprintf("actions[%d]", i), err.Error(), err.Error())
			}
			return d, out
		}
		d = nd
	}
	return d, nil
}

func (d Duel) clone() Duel {
	n := d
	n.Fighters = make([]Fighter, len(d.Fighters))
	for i, f := range d.Fighters {
		f.Weapons = slices.Clone(f.Weapons)
		f.Crippled = slices.Clone(f.Crippled)
		f.Poisons = slices.Clone(f.Poisons)
		f.PoisonDeck = slices.Clone(f.PoisonDeck)
		f.Profile = cloneProfile(f.Profile)
		n.Fighters[i] = f
	}
	n.Track = slices.Clone(d.Track)
	n.Winners = slices.Clone(d.Winners)
	return n
}

func bad(field, en, it string, args ...any) error {
	return tables.InvalidText(field, fmt.Sprintf(en, args...), fmt.Sprintf(it, args...))
}

// target returns the undefeated fighter named by id.
func (d *Duel) target(field, id string) (*Fighter, error) {
	f := d.fighter(id)
	if f == nil {
		return nil, bad(field, "There is no fighter %q in this duel.", "Non c'è un personaggio %q in questo duello.", id)
	}
	if f.Defeated {
		return nil, bad(field, "%s is defeated and takes no further part.", "%s è sconfitto e non partecipa più.", f.Profile.Name)
	}
	return f, nil
}

func countArg(a Action) error {
	if a.N < 1 || a.N > maxActionNumber {
		return bad("n", "Give a number between 1 and %d.", "Indicate un numero tra 1 e %d.", maxActionNumber)
	}
	return nil
}

// actionFunc applies one action kind: f is the fighter the action names
// (nil for start_turn and end_turn), by the one whose effect caused it (nil
// when By is empty).
type actionFunc func(d *Duel, a Action, f, by *Fighter, m *msg) error

// actionMethods holds one method per action type of ActionKinds.
var actionMethods = map[string]actionFunc{
	"start_turn":   func(d *Duel, _ Action, _, _ *Fighter, m *msg) error { return d.startTurn(m) },
	"end_turn":     func(d *Duel, _ Action, _, _ *Fighter, m *msg) error { return d.endTurn(m) },
	"change_kamae": func(d *Duel, a Action, f, _ *Fighter, m *msg) error { return d.changeKamae(f, a, m) },
	"play":         (*Duel).play,
	"replace":      (*Duel).replaceCard,
	"instant":      (*Duel).instantCard,
	"reaction":     (*Duel).instantCard,
	"draw":         (*Duel).drawCards,
	"search":       (*Duel).search,
	"discard":      (*Duel).discardCards,
	"focus":        (*Duel).focus,
	"wound":        (*Duel).wound,
	"heal":         (*Duel).heal,
	"stun":         (*Duel).stun,
	"cripple":      (*Duel).cripple,
	"poison":       (*Duel).poison,
	"cure":         (*Duel).cure,
	"execute":      (*Duel).execute,
	"advantage":    (*Duel).advantage,
	"switch_kamae": (*Duel).switchKamae,
	"conceal":      (*Duel).conceal,
	"reveal":       (*Duel).reveal,
	"adjust":       (*Duel).adjustCounter,
}

func (d *Duel) apply(a Action, m *msg) error {
	f, by, err := d.actors(a)
	if err != nil {
		return err
	}
	return actionMethods[a.Type](d, a, f, by, m)
}

// actors checks the action's type and finds its fighter and the fighter
// named by By.
func (d *Duel) actors(a Action) (f, by *Fighter, err error) {
	if a.Type != "start_turn" && a.Type != "end_turn" {
		if _, ok := actionMethods[a.Type]; !ok {
			return nil, nil, bad("type", "Unknown action %q.", "Azione %q sconosciuta.", a.Type)
		}
		if f, err = d.target("fighter", a.Fighter); err != nil {
			return nil, nil, err
		}
	}
	if a.By == "" {
		return f, nil, nil
	}
	by = d.fighter(a.By)
	if by == nil {
		return nil, nil, bad("by", "There is no fighter %q in this duel.", "Non c'è un personaggio %q in questo duello.", a.By)
	}
	if by == f {
		return nil, nil, bad("by", "A fighter's effect here must come from someone else.", "L'effetto deve provenire da un altro personaggio.")
	}
	return f, by, nil
}

func (f *Fighter) adjust(field string, v int) int {
	var p *int
	switch field {
	case "deck":
		p = &f.Deck
	case "discard":
		p = &f.Discard
	case "hand":
		p = &f.Hand
	case "stun":
		p = &f.Stun
	case "special":
		p = &f.Special
	case "wounds":
		p = &f.Wounds
	case "bleeding":
		p = &f.Bleeding
	case "focus":
		p = &f.Focus
	case "crippled":
		old := len(f.Crippled)
		// Keep the cards received last (least rotated); new ones are upright.
		for len(f.Crippled) > v {
			f.Crippled = f.Crippled[1:]
		}
		for len(f.Crippled) < v {
			f.Crippled = append(f.Crippled, 0)
		}
		return old
	}
	old := *p
	*p = v
	return old
}

// hit applies what receiving a Wound or Status effect does besides its
// count: the target loses Concealment, and a Concealed attacker whose attack
// succeeded loses it too (§17.6, R22).
func (d *Duel) hit(f, by *Fighter, m *msg) {
	if f.Concealed {
		f.Concealed = false
		m.add("%s loses Concealment on receiving it ("+rulebook.Senjutsu.EN(1626)+").", "%s perde l'Occultamento ricevendolo ("+rulebook.Senjutsu.IT(1626)+").", f.Profile.Name) // cites §17.6
	}
	if by != nil && by.Concealed {
		by.Concealed = false
		m.add("%s completed a successful attack and loses Concealment ("+rulebook.Senjutsu.EN(1626)+").", "%s ha completato un attacco riuscito e perde l'Occultamento ("+rulebook.Senjutsu.IT(1626)+").", by.Profile.Name) // cites §17.6
	}
}

// gainFocus adds Focus up to the cap of 3 (§9.5, option focus_overflow).
func (d *Duel) gainFocus(f *Fighter, n int, m *msg) error {
	lost := f.Focus + n - MaxFocus
	if lost > 0 && d.Options.FocusOverflow == "refuse" {
		return bad("n", "%s has %d Focus: gaining %d would exceed 3 ("+rulebook.Senjutsu.EN(173)+", option focus_overflow).", // cites §9.5
			"%s ha %d Concentrazione: guadagnarne %d supererebbe 3 ("+rulebook.Senjutsu.IT(173)+", opzione focus_overflow).", f.Profile.Name, f.Focus, n) // cites §9.5
	}
	f.Focus = min(MaxFocus, f.Focus+n)
	m.add("%s gains %d Focus: %d.", "%s guadagna %d Concentrazione: %d.", f.Profile.Name, n, f.Focus)
	if lost > 0 {
		m.add("%d above 3 is lost ("+rulebook.Senjutsu.EN(173)+").", "%d oltre 3 va persa ("+rulebook.Senjutsu.IT(173)+").", lost) // cites §9.5
	}
	return nil
}

// draw draws n cards; each draw from an empty deck is a Wound instead (§6.1, R4).
func (d *Duel) draw(f *Fighter, n int, m *msg) {
	drawn, wounds := 0, 0
	for i := 0; i < n; i++ {
		if f.Deck > 0 {
			f.Deck--
			f.Hand++
			drawn++
		} else {
			f.Wounds++
			wounds++
		}
	}
	if drawn > 0 {
		m.add("%s draws %s; %s in the deck.", "%s pesca %s; %s nel mazzo.", f.Profile.Name, count(drawn, "card", "cards", "carta", "carte"),
			both{strconv.Itoa(f.Deck) + " left", tables.Forms{One: "ne resta 1", Other: "ne restano " + strconv.Itoa(f.Deck)}.For("it", f.Deck)})
	}
	if wounds > 0 {
		m.add("%s cannot draw from an empty deck: %s instead, every time; the deck is never reshuffled ("+rulebook.Senjutsu.EN(428)+"). Wounds %d of %d.", // cites §6.1
			"%s non può pescare da un mazzo vuoto: %s al suo posto, ogni volta; il mazzo non si rimescola mai ("+rulebook.Senjutsu.IT(428)+"). Ferite %d su %d.", // cites §6.1
			f.Profile.Name, count(wounds, "Wound", "Wounds", "Ferita", "Ferite"), f.WoundsTaken(), f.Profile.WoundLimit)
		if f.Concealed {
			d.hit(f, nil, m)
		}
	}
}

func (d *Duel) startTurn(m *msg) error {
	if d.InTurn {
		return bad("type", "Turn %d is still in progress: end it first.", "Il turno %d è ancora in corso: terminatelo prima.", d.Turn)
	}
	d.Turn++
	d.InTurn = true
	m.add("Turn %d begins: resolve At Start of Turn effects ("+rulebook.Senjutsu.EN(422)+").", "Inizia il turno %d: risolvete gli effetti di Inizio Turno ("+rulebook.Senjutsu.IT(422)+").", d.Turn) // cites §6
	for i := range d.Fighters {
		f := &d.Fighters[i]
		if f.Defeated {
			continue
		}
		// R5: before drawing, one card for any number of Bleeding Wounds.
		if f.Bleeding > 0 {
			switch {
			case f.Deck > 0:
				f.Deck--
				f.Discard++
				m.add("%s bleeds: the top card of the deck is discarded face down, one card however many Bleeding Wounds ("+rulebook.Senjutsu.EN(857)+").", // cites §17.2
					"%s sanguina: la prima carta del mazzo è scartata a faccia in giù, una sola qualunque sia il numero di Ferite Sanguinanti ("+rulebook.Senjutsu.IT(857)+").", f.Profile.Name) // cites §17.2
			case d.Options.BleedingEmptyDeck == "wound":
				f.Wounds++
				m.add("%s bleeds with an empty deck: a Wound (option bleeding_empty_deck).", "%s sanguina con il mazzo vuoto: una Ferita (opzione bleeding_empty_deck).", f.Profile.Name)
			default:
				m.add("%s bleeds with an empty deck: nothing to discard (option bleeding_empty_deck).", "%s sanguina con il mazzo vuoto: nulla da scartare (opzione bleeding_empty_deck).", f.Profile.Name)
			}
		}
		d.draw(f, 1, m)
	}
	return nil
}

func (d *Duel) endTurn(m *msg) error {
	if !d.InTurn {
		return bad("type", "No turn is in progress.", "Nessun turno è in corso.")
	}
	var missing []string
	for _, f := range d.Fighters {
		if !f.Defeated && !f.Played {
			missing = append(missing, f.Profile.Name)
		}
	}
	if len(missing) > 0 {
		return bad("type", "Every fighter chooses a card each turn ("+rulebook.Senjutsu.EN(440)+"); missing: %s.", "Ogni personaggio sceglie una carta a ogni turno ("+rulebook.Senjutsu.IT(440)+"); manca: %s.", strings.Join(missing, ", ")) // cites §6.2
	}
	m.add("End of turn %d ("+rulebook.Senjutsu.EN(517)+").", "Fine del turno %d ("+rulebook.Senjutsu.IT(517)+").", d.Turn) // cites §6.6
	for i := range d.Fighters {
		f := &d.Fighters[i]
		if f.Defeated {
			continue
		}
		d.discardPlayed(f, m)
		d.rotateCrippled(f, m)
		// Step 3: Hand Limit; Stun cards count, only Skill cards go (§6.6, R9).
		if excess := f.Hand + f.Stun - f.Profile.HandLimit; excess > 0 {
			out := min(excess, f.Hand)
			f.Hand -= out
			f.Discard += out
			m.add("%s is over the Hand Limit %d (Stun cards count) and discards %s face down ("+rulebook.Senjutsu.EN(517)+").", // cites §6.6
				"%s supera il Limite di Mano %d (gli Stordimenti contano) e scarta %s a faccia in giù ("+rulebook.Senjutsu.IT(517)+").", f.Profile.Name, f.Profile.HandLimit, // cites §6.6
				count(out, "Skill card", "Skill cards", "carta Abilità", "carte Abilità"))
		}
		f.Played, f.PlayedKind, f.PaidForCard, f.Instants = false, "", 0, 0
	}
	d.InTurn = false
	return nil
}

// discardPlayed is step 1 of the end of the turn: the played cards go
// (options discard_played and played_stun), a Special card back to the
// hand (§2.3, §6.6).
func (d *Duel) discardPlayed(f *Fighter, m *msg) {
	disc := f.InPlay
	if d.Options.DiscardPlayed == "one" {
		disc = min(1, f.InPlay)
	}
	f.Discard += disc
	f.InPlay -= disc
	if disc > 0 {
		m.add("%s discards %s.", "%s scarta %s.", f.Profile.Name, count(disc, "played Skill card", "played Skill cards", "carta Abilità giocata", "carte Abilità giocate"))
	}
	if f.InPlay > 0 {
		m.add("%d stay in play (option discard_played).", "%d restano in gioco (opzione discard_played).", f.InPlay)
	}
	switch f.PlayedKind {
	case "special":
		f.Special++
		m.add("%s's Special card returns to the hand ("+rulebook.Senjutsu.EN(127)+").", "La carta Speciale di %s torna in mano ("+rulebook.Senjutsu.IT(127)+").", f.Profile.Name) // cites §2.3
	case "stun":
		if d.Options.PlayedStun == "to_hand" {
			f.Stun++
			m.add("%s's played Stun card returns to the hand (option played_stun).", "La carta Stordimento giocata da %s torna in mano (opzione played_stun).", f.Profile.Name)
		} else {
			m.add("%s's played Stun card leaves the game (option played_stun).", "La carta Stordimento giocata da %s esce dal gioco (opzione played_stun).", f.Profile.Name)
		}
	}
}

// rotateCrippled is step 2 of the end of the turn: each Crippled card
// rotates, and those upright again are discarded (§17.4).
func (d *Duel) rotateCrippled(f *Fighter, m *msg) {
	if len(f.Crippled) == 0 {
		return
	}
	kept := f.Crippled[:0:0]
	gone := 0
	for _, r := range f.Crippled {
		r++
		if r >= d.Options.CrippledRotations {
			gone++
			continue
		}
		kept = append(kept, r)
	}
	f.Crippled = kept
	m.add("%s rotates the Crippled cards", "%s ruota le carte Azzoppato", f.Profile.Name)
	if gone > 0 {
		m.add("and discards %s ("+rulebook.Senjutsu.EN(1202)+").", "e ne scarta %s ("+rulebook.Senjutsu.EN(1202)+").", // cites §17.4
			both{strconv.Itoa(gone) + " now upright again", tables.Forms{One: "1 tornata diritta", Other: strconv.Itoa(gone) + " tornate diritte"}.For("it", gone)})
	} else {
		m.add("("+rulebook.Senjutsu.Title(1202)+").", "("+rulebook.Senjutsu.Title(1202)+").") // cites §17.4
	}
}

func (d *Duel) changeKamae(f *Fighter, a Action, m *msg) error {
	name := f.Profile.Name
	t := f.Profile.KamaeTree
	if t == nil {
		// Without a tree the players say where the ring went and how many
		// Focus Points it reached.
		if !knownKamae(a.Kamae) {
			return bad("kamae", "%q is not a Kamae position (neutral, aggression, balance, determination).", "%q non è una posizione di Kamae (neutral, aggression, balance, determination).", a.Kamae)
		}
		if a.N < 0 || a.N > maxKamaeBranch {
			return bad("n", "Give the Focus Points reached (0 or more).", "Indicate i Punti Concentrazione raggiunti (0 o più).")
		}
		if a.N > 0 && d.Options.FocusOverflow == "refuse" && f.Focus+a.N > MaxFocus {
			return bad("n", "%s has %d Focus: gaining %d would exceed 3 ("+rulebook.Senjutsu.EN(173)+", option focus_overflow).", // cites §9.5
				"%s ha %d Concentrazione: guadagnarne %d supererebbe 3 ("+rulebook.Senjutsu.IT(173)+", opzione focus_overflow).", name, f.Focus, a.N) // cites §9.5
		}
		f.Kamae = a.Kamae
		en, it := kamaeLabel(a.Kamae)
		m.put(fmt.Sprintf("%s changes Kamae to %s (no Kamae Tree entered: path not checked, "+rulebook.Senjutsu.EN(173)+").", name, en), // cites §9.3
			fmt.Sprintf("%s cambia Kamae in %s (nessun Albero di Kamae inserito: percorso non verificato, "+rulebook.Senjutsu.IT(173)+").", name, it)) // cites §9.3
		if a.N > 0 {
			return d.gainFocus(f, a.N, m)
		}
		return nil
	}
	mv, err := t.ChangeKamae(f.Kamae, a.Branches, a.Path)
	if err != nil {
		return err
	}
	if mv.FocusGained > 0 && d.Options.FocusOverflow == "refuse" && f.Focus+mv.FocusGained > MaxFocus {
		return bad("path", "%s has %d Focus: gaining %d would exceed 3 ("+rulebook.Senjutsu.EN(173)+", option focus_overflow).", // cites §9.5
			"%s ha %d Concentrazione: guadagnarne %d supererebbe 3 ("+rulebook.Senjutsu.IT(173)+", opzione focus_overflow).", name, f.Focus, mv.FocusGained) // cites §9.5
	}
	f.Kamae = mv.End
	m.put(name+": "+mv.EN, name+": "+mv.IT)
	if mv.FocusGained > 0 {
		return d.gainFocus(f, mv.FocusGained, m)
	}
	return nil
}

// checkDefeats applies the immediate defeat conditions (§18, R6, R7).
func (d *Duel) checkDefeats(m *msg) {
	for i := range d.Fighters {
		f := &d.Fighters[i]
		if f.Defeated {
			continue
		}
		switch {
		case f.WoundsTaken() >= f.Profile.WoundLimit:
			f.Defeated, f.DefeatReason = true, "wounds"
			m.add("%s is defeated: %d Wounds (Bleeding included) reach the Wound Limit %d ("+rulebook.Senjutsu.EN(422)+").", // cites §18
				"%s è sconfitto: %d Ferite (Sanguinanti comprese) raggiungono il Limite di Ferite %d ("+rulebook.Senjutsu.IT(422)+").", f.Profile.Name, f.WoundsTaken(), f.Profile.WoundLimit) // cites §18
		case f.Stun >= f.Profile.HandLimit:
			f.Defeated, f.DefeatReason = true, "stun"
			m.add("%s is defeated: %d Stun cards in hand reach the Hand Limit %d ("+rulebook.Senjutsu.EN(1176, 422)+").", // cites §17.3, §18
				"%s è sconfitto: %d carte Stordimento in mano raggiungono il Limite di Mano %d ("+rulebook.Senjutsu.IT(1176, 422)+").", f.Profile.Name, f.Stun, f.Profile.HandLimit) // cites §17.3, §18
		}
	}
}

// checkWin ends the duel when one side (or none) is left undefeated (§18).
func (d *Duel) checkWin(m *msg) {
	sides := map[string]bool{}
	var alive []string
	for _, id := range d.Track {
		f := d.fighter(id)
		if !f.Defeated {
			sides[side(f.ID, f.Team)] = true
			alive = append(alive, f.ID)
		}
	}
	if len(sides) > 1 {
		return
	}
	d.Over = true
	d.InTurn = false
	d.Winners = alive
	d.status()
	m.put(d.EN, d.IT)
}
