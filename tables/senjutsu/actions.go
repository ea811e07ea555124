package senjutsu

import (
	"fmt"
	"slices"
	"strings"

	"sengoku/i18n"
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
	Type   string   `json:"type"`
	Fields []string `json:"fields"`
	// Section cites the rule (the API: its English words).
	Section i18n.Msg `json:"-"`
	Text    i18n.Msg `json:"-"` // "en" and "it" in the API (handlers/calc/wire)
}

// ActionKinds lists the actions Apply accepts.
var ActionKinds = []ActionKind{
	{"start_turn", nil, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(428, 857)), i18n.M("senjutsu.action.start-turn")},                                                       // cites §6.1, §17.2
	{"play", []string{"fighter", "card", "cost", "optional", "requires"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(440, 468)), i18n.M("senjutsu.action.play")},           // cites §6.2, §6.4
	{"replace", []string{"fighter", "cost"}, i18n.M("senjutsu.source.step", rulebook.Senjutsu.Title(468), 4, rulebook.Senjutsu.Title(1102)), i18n.M("senjutsu.action.replace")},         // cites §6.4, §15
	{"instant", []string{"fighter", "card", "cost"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(1102)), i18n.M("senjutsu.action.instant")},                                 // cites §15
	{"reaction", []string{"fighter", "cost"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(1449)), i18n.M("senjutsu.action.reaction")},                                       // cites §14
	{"end_turn", nil, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(517, 1202)), i18n.M("senjutsu.action.end-turn")},                                                          // cites §6.6, §17.4
	{"draw", []string{"fighter", "n"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(428)), i18n.M("senjutsu.action.draw")},                                                   // cites §6.1
	{"search", []string{"fighter", "n"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(602)), i18n.M("senjutsu.action.search")},                                               // cites §10.4
	{"discard", []string{"fighter", "n"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(722)), i18n.M("senjutsu.action.discard")},                                             // cites §11.5
	{"focus", []string{"fighter", "n"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(173)), i18n.M("senjutsu.action.focus")},                                                 // cites §9.5
	{"wound", []string{"fighter", "n", "bleeding", "by"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(820, 857)), i18n.M("senjutsu.action.wound")},                          // cites §12.3, §12.4
	{"heal", []string{"fighter", "n", "bleeding"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(77)), i18n.M("senjutsu.action.heal")},                                        // cites §3
	{"stun", []string{"fighter", "n", "by"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(1176)), i18n.M("senjutsu.action.stun")},                                            // cites §17.3
	{"cripple", []string{"fighter", "n", "by"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(1202)), i18n.M("senjutsu.action.cripple")},                                      // cites §17.4
	{"poison", []string{"fighter", "by", "poison"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(1233)), i18n.M("senjutsu.action.poison")},                                   // cites §17.5
	{"cure", []string{"fighter", "poison"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(1233)), i18n.M("senjutsu.action.cure")},                                             // cites §17.5
	{"execute", []string{"fighter", "by"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(762)), i18n.M("senjutsu.action.execute")},                                            // cites §12.5
	{"advantage", []string{"fighter"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(76)), i18n.M("senjutsu.action.advantage")},                                               // cites §8
	{"switch_kamae", []string{"fighter", "kamae", "another"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(173)), i18n.M("senjutsu.action.switch-kamae")},                    // cites §9.4
	{"change_kamae", []string{"fighter", "branches", "path", "kamae", "n"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(173, 173)), i18n.M("senjutsu.action.change-kamae")}, // cites §9.3, §9.6
	{"conceal", []string{"fighter"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(1626)), i18n.M("senjutsu.action.conceal")},                                                 // cites §17.6
	{"reveal", []string{"fighter"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(1626)), i18n.M("senjutsu.action.reveal")},                                                   // cites §17.6
	{"adjust", []string{"fighter", "field", "value"}, i18n.M("senjutsu.source.cited", rulebook.Senjutsu.Title(77)), i18n.M("senjutsu.action.adjust")},                                   // cites §3
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
		return d, tables.Invalid("type", "senjutsu.duel-over", d.Status)
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
	n.Log = append(slices.Clip(n.Log), LogEntry{Turn: n.Turn, Action: act, Msg: m.text()})
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
				out.Add(fmt.Sprintf("actions[%d]", i), "senjutsu.as-written", err.Error())
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

// bad refuses an action: the catalogue's message key with its arguments.
func bad(field, key string, args ...any) error { return tables.Invalid(field, key, args...) }

// target returns the undefeated fighter named by id.
func (d *Duel) target(field, id string) (*Fighter, error) {
	f := d.fighter(id)
	if f == nil {
		return nil, bad(field, "senjutsu.there-no-fighter-this-duel", id)
	}
	if f.Defeated {
		return nil, bad(field, "senjutsu.defeated-takes-no-further-part", f.Profile.Name)
	}
	return f, nil
}

func countArg(a Action) error {
	if a.N < 1 || a.N > maxActionNumber {
		return bad("n", "senjutsu.give-number-between-1", maxActionNumber)
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
			return nil, nil, bad("type", "senjutsu.unknown-action", a.Type)
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
		return nil, nil, bad("by", "senjutsu.there-no-fighter-this-duel", a.By)
	}
	if by == f {
		return nil, nil, bad("by", "senjutsu.fighter-effect-here-must-come")
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
		m.add("senjutsu.loses-concealment-receiving", f.Profile.Name, rulebook.Senjutsu.Cite(1626)) // cites §17.6
	}
	if by != nil && by.Concealed {
		by.Concealed = false
		m.add("senjutsu.completed-successful-attack-loses-concealment", by.Profile.Name, rulebook.Senjutsu.Cite(1626)) // cites §17.6
	}
}

// gainFocus adds Focus up to the cap of 3 (§9.5, option focus_overflow).
func (d *Duel) gainFocus(f *Fighter, n int, m *msg) error {
	lost := f.Focus + n - MaxFocus
	if lost > 0 && d.Options.FocusOverflow == "refuse" {
		return bad("n", "senjutsu.has-focus-gaining-would-exceed", f.Profile.Name, f.Focus, n, rulebook.Senjutsu.Cite(173)) // cites §9.5
	}
	f.Focus = min(MaxFocus, f.Focus+n)
	m.add("senjutsu.gains-focus", f.Profile.Name, n, f.Focus)
	if lost > 0 {
		m.add("senjutsu.above-3-lost", lost, rulebook.Senjutsu.Cite(173)) // cites §9.5
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
		m.add("senjutsu.draws-deck", f.Profile.Name, count(drawn, "senjutsu.noun.card"), i18n.M("senjutsu.deck-left", f.Deck))
	}
	if wounds > 0 {
		m.add("senjutsu.cannot-draw-from-empty-deck", f.Profile.Name, count(wounds, "senjutsu.noun.wound"), rulebook.Senjutsu.Cite(428), f.WoundsTaken(), f.Profile.WoundLimit)
		if f.Concealed {
			d.hit(f, nil, m)
		}
	}
}

func (d *Duel) startTurn(m *msg) error {
	if d.InTurn {
		return bad("type", "senjutsu.turn-still-progress-end-first", d.Turn)
	}
	d.Turn++
	d.InTurn = true
	m.add("senjutsu.turn-begins-resolve-at-start", d.Turn, rulebook.Senjutsu.Cite(422)) // cites §6
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
				m.add("senjutsu.bleeds-top-card-deck-discarded", f.Profile.Name, rulebook.Senjutsu.Cite(857)) // cites §17.2
			case d.Options.BleedingEmptyDeck == "wound":
				f.Wounds++
				m.add("senjutsu.bleeds-with-empty-deck-wound", f.Profile.Name)
			default:
				m.add("senjutsu.bleeds-with-empty-deck-nothing", f.Profile.Name)
			}
		}
		d.draw(f, 1, m)
	}
	return nil
}

func (d *Duel) endTurn(m *msg) error {
	if !d.InTurn {
		return bad("type", "senjutsu.no-turn-progress")
	}
	var missing []string
	for _, f := range d.Fighters {
		if !f.Defeated && !f.Played {
			missing = append(missing, f.Profile.Name)
		}
	}
	if len(missing) > 0 {
		return bad("type", "senjutsu.every-fighter-chooses-card-each", rulebook.Senjutsu.Cite(440), strings.Join(missing, ", ")) // cites §6.2
	}
	m.add("senjutsu.end-turn", d.Turn, rulebook.Senjutsu.Cite(517)) // cites §6.6
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
			m.add("senjutsu.over-hand-limit-stun-cards", f.Profile.Name, f.Profile.HandLimit, count(out, "senjutsu.noun.skill-card"), rulebook.Senjutsu.Cite(517))
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
		m.add("senjutsu.discards", f.Profile.Name, count(disc, "senjutsu.noun.played-skill-card"))
	}
	if f.InPlay > 0 {
		m.add("senjutsu.stay-play-option-discard-played", f.InPlay)
	}
	switch f.PlayedKind {
	case "special":
		f.Special++
		m.add("senjutsu.special-card-returns-hand", f.Profile.Name, rulebook.Senjutsu.Cite(127)) // cites §2.3
	case "stun":
		if d.Options.PlayedStun == "to_hand" {
			f.Stun++
			m.add("senjutsu.played-stun-card-returns-hand", f.Profile.Name)
		} else {
			m.add("senjutsu.played-stun-card-leaves-game", f.Profile.Name)
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
	m.add("senjutsu.rotates-crippled-cards", f.Profile.Name)
	if gone > 0 {
		m.add("senjutsu.and-discards-upright", i18n.M("senjutsu.upright-again", gone), rulebook.Senjutsu.Cite(1202))
	} else {
		m.add("senjutsu.in-parens", rulebook.Senjutsu.Title(1202)) // cites §17.4
	}
}

func (d *Duel) changeKamae(f *Fighter, a Action, m *msg) error {
	name := f.Profile.Name
	t := f.Profile.KamaeTree
	if t == nil {
		// Without a tree the players say where the ring went and how many
		// Focus Points it reached.
		if !knownKamae(a.Kamae) {
			return bad("kamae", "senjutsu.not-kamae-position-neutral-aggression", a.Kamae)
		}
		if a.N < 0 || a.N > maxKamaeBranch {
			return bad("n", "senjutsu.give-focus-points-reached-0")
		}
		if a.N > 0 && d.Options.FocusOverflow == "refuse" && f.Focus+a.N > MaxFocus {
			return bad("n", "senjutsu.has-focus-gaining-would-exceed", name, f.Focus, a.N, rulebook.Senjutsu.Cite(173)) // cites §9.5
		}
		f.Kamae = a.Kamae
		m.add("senjutsu.changes-kamae-no-kamae-tree", name, kamaeLabel(a.Kamae), rulebook.Senjutsu.Cite(173)) // cites §9.3
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
		return bad("path", "senjutsu.has-focus-gaining-would-exceed", name, f.Focus, mv.FocusGained, rulebook.Senjutsu.Cite(173)) // cites §9.5
	}
	f.Kamae = mv.End
	m.add("senjutsu.named", name, mv.Msg)
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
			m.add("senjutsu.defeated-wounds-bleeding-included-reach", f.Profile.Name, f.WoundsTaken(), f.Profile.WoundLimit, rulebook.Senjutsu.Cite(422)) // cites §18
		case f.Stun >= f.Profile.HandLimit:
			f.Defeated, f.DefeatReason = true, "stun"
			m.add("senjutsu.defeated-stun-cards-hand-reach", f.Profile.Name, f.Stun, f.Profile.HandLimit, rulebook.Senjutsu.Cite(1176, 422)) // cites §17.3, §18
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
	m.put(d.Status)
}
