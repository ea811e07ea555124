package senjutsu

import (
	"fmt"
	"sort"
	"strings"

	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Face is one card as revealed: its type and Initiative Speed (§2.2, §7.1).
type Face struct {
	Name string   `json:"name,omitempty"`
	Type CardType `json:"type"`
	// Weapon marks a Special Weapon card. Its Type is the non-Special type it
	// counts as for the tie-break (§7.3); when the card shows several types the
	// players say which one governs (the rulebook does not, U6).
	Weapon bool `json:"weapon,omitempty"`
	// Speed is the Initiative Speed used: the printed one, the alternative
	// speed bought with optional Focus (AltSpeed), or, for a variable card,
	// the value chosen at Reveal step 5 (§6.4).
	Speed int `json:"speed"`
	// High and Low are a variable card's printed range, e.g. 7–3; both zero
	// for a fixed speed.
	High int `json:"high,omitempty"`
	Low  int `json:"low,omitempty"`
	// AltSpeed records that Speed is the alternative speed paid for with
	// optional Focus (§6.4 step 3).
	AltSpeed bool `json:"alt_speed,omitempty"`
	// Split lists, in card order, the speeds printed in Dividing Lines: the
	// rest of the card resolves at that speed (§7.5).
	Split []int `json:"split,omitempty"`
}

// Variable reports whether the card has a variable speed range.
func (f Face) Variable() bool { return f.High != 0 || f.Low != 0 }

// InstantKind is one of the three kinds of Instant card (§15).
type InstantKind string

// The Instant kinds.
const (
	Replacement InstantKind = "replacement" // replaces the revealed card (Reveal step 4)
	Additional  InstantKind = "additional"  // adds to the revealed card, at its speed
	Plain       InstantKind = "plain"       // played outside the sequence, when its text says
)

// Instant is the one Instant card a fighter played this turn (§15: one per
// turn). For Additional and Plain only Name and Type are used.
type Instant struct {
	Kind InstantKind `json:"kind"`
	Card Face        `json:"card"`
}

// Play is what one fighter revealed this turn.
type Play struct {
	Fighter string `json:"fighter"`
	// Team groups teammates (§19); empty means the fighter has no teammate.
	Team string `json:"team,omitempty"`
	// Card is the card revealed at Reveal step 1 (replaced, if Instant is a
	// Replacement).
	Card    Face     `json:"card"`
	Instant *Instant `json:"instant,omitempty"`
	// Crippled is the number of the fighter's active Crippled cards (§17.4).
	Crippled int `json:"crippled,omitempty"`
}

// TieChoice is a fighter's choice of place among cards tied on speed, type
// and Special-ness (§7.4, §19): Place 1 resolves first. Speed is the
// effective speed of the tie.
type TieChoice struct {
	Fighter string `json:"fighter"`
	Speed   int    `json:"speed"`
	Place   int    `json:"place"`
}

// Reveal is the input of the resolution-order helper.
type Reveal struct {
	// Track is the Advantage Track, top (who has the Advantage) first (§8).
	Track []string    `json:"track"`
	Plays []Play      `json:"plays"`
	Ties  []TieChoice `json:"ties,omitempty"`
}

// Rule names the tie-break that puts an event after the one before it.
type Rule string

// The rules of §7, in the order they are applied.
const (
	RuleFirst     Rule = "first"     // highest speed of the turn
	RuleSpeed     Rule = "speed"     // lower effective speed (§7.1)
	RuleType      Rule = "type"      // same speed: Defense → Attack → Meditation → Special (§7.2)
	RuleSpecial   Rule = "special"   // same speed (and type): non-Special before Special Weapon (§7.3)
	RuleAdvantage Rule = "advantage" // same speed, type and Special-ness: Advantage choice (§7.4, §19)
	RuleSameCard  Rule = "same_card" // same card, below a Dividing Line at the same speed (§10.1)
)

// Event is one resolution step: a card, or the part of a card below a
// Dividing Line (Segment ≥ 1).
type Event struct {
	Position     int      `json:"position"` // 1 resolves first
	Fighter      string   `json:"fighter"`
	Name         string   `json:"name,omitempty"`
	Type         CardType `json:"type"`
	Weapon       bool     `json:"weapon,omitempty"`
	Replacement  bool     `json:"replacement,omitempty"` // an Instant Replacement card
	Additional   CardType `json:"additional,omitempty"`  // type of an attached Instant Additional card
	Segment      int      `json:"segment"`               // 0 = top of the card; n = below the n-th Dividing Line
	PrintedSpeed int      `json:"printed_speed"`         // before Crippled
	Speed        int      `json:"speed"`                 // effective speed
	Rule         Rule     `json:"rule"`
	// Provisional: part of a tie still waiting for a choice (see Prompts);
	// shown in Advantage Track order meanwhile.
	Provisional bool `json:"provisional,omitempty"`
	// BlockableBy lists, for an Attack event, the fighters with a Defense card
	// resolving at the same speed: only those Blocks are active then (§7.7, §13).
	BlockableBy []string `json:"blockable_by,omitempty"`
	EN          string   `json:"en"`
	IT          string   `json:"it"`
}

// Prompt asks a fighter for a tie choice.
type Prompt struct {
	Fighter string `json:"fighter"`
	Speed   int    `json:"speed"`
	Places  []int  `json:"places"` // places still free
	EN      string `json:"en"`
	IT      string `json:"it"`
}

// Note is an explanation attached to a fighter, outside the event list.
type Note struct {
	Fighter string `json:"fighter"`
	EN      string `json:"en"`
	IT      string `json:"it"`
}

// Resolution is the helper's answer.
type Resolution struct {
	Events []Event `json:"events"`
	// ReplacementTurns is the order of the Instant Replacement opportunities
	// at Reveal step 4: bottom of the Advantage Track first (§6.4).
	ReplacementTurns []string `json:"replacement_turns"`
	// VariableTurns is the order in which fighters with a variable-speed card
	// choose their speed at Reveal step 5: bottom first (§6.4).
	VariableTurns []string `json:"variable_turns"`
	Prompts       []Prompt `json:"prompts,omitempty"`
	// Instants are plain Instant cards: outside the order (§7.6, §15).
	Instants []Note `json:"instants,omitempty"`
	Notes    []Note `json:"notes,omitempty"`
	Complete bool   `json:"complete"` // no tie choice missing
	EN       string `json:"en"`
	IT       string `json:"it"`
}

// Validate reports every problem with the reveal under the options o.
func (r Reveal) Validate(o Options) error {
	v := &tables.ValidationError{}
	o.validate(v, "options.")
	if v.Err() != nil {
		return v.Err()
	}
	on := o.Normalize()
	r.validate(v, &on)
	return v.Err()
}

// validate checks the reveal; o == nil skips the option-dependent checks.
func (r Reveal) validate(v *tables.ValidationError, o *Options) {
	if len(r.Track) < MinFighters || len(r.Track) > MaxFighters {
		v.AddTextf("track", "The Advantage Track must list %d to %d fighters.", "Il Tracciato del Vantaggio deve elencare da %d a %d personaggi.", MinFighters, MaxFighters)
		return
	}
	pos := r.trackPositions(v)
	if len(r.Plays) > MaxFighters {
		v.AddTextf("plays", "At most %d revealed cards (one per fighter).", "Al massimo %d carte rivelate (una per personaggio).", MaxFighters)
		return
	}
	played := r.validatePlays(v, pos, o)
	for _, id := range r.Track {
		if _, ok := pos[id]; ok && !played[id] {
			v.AddTextf("plays", "%s has no revealed card: every fighter chooses one ("+rulebook.Senjutsu.EN(440)+").", "%s non ha una carta rivelata: ogni personaggio ne sceglie una ("+rulebook.Senjutsu.IT(440)+").", id) // cites §6.2
		}
	}
	if len(r.Ties) > 2*MaxFighters*(maxSplit+1) {
		v.AddText("ties", "Too many tie choices.", "Troppe scelte di parità.")
		return
	}
	r.validateTies(v, pos)
}

// trackPositions checks the track's ids and returns each valid one's
// place on it.
func (r Reveal) trackPositions(v *tables.ValidationError) map[string]int {
	pos := map[string]int{}
	for i, id := range r.Track {
		f := fmt.Sprintf("track[%d]", i)
		if !isID(id) {
			v.AddTextf(f, "%q is not a valid fighter id (1–16 letters, digits, _ or -).", "%q non è un id di personaggio valido (da 1 a 16 lettere, cifre, _ o -).", id)
			continue
		}
		if _, dup := pos[id]; dup {
			v.AddTextf(f, "%s is on the Advantage Track twice.", "%s è due volte sul Tracciato del Vantaggio.", id)
			continue
		}
		pos[id] = i
	}
	return pos
}

// validatePlays checks each revealed card and returns who revealed one:
// one card per fighter on the track (§6.2).
func (r Reveal) validatePlays(v *tables.ValidationError, pos map[string]int, o *Options) map[string]bool {
	played := map[string]bool{}
	for i, p := range r.Plays {
		pf := fmt.Sprintf("plays[%d]", i)
		if _, ok := pos[p.Fighter]; !ok {
			v.AddTextf(pf+".fighter", "%q is not on the Advantage Track.", "%q non è sul Tracciato del Vantaggio.", p.Fighter)
		} else if played[p.Fighter] {
			v.AddTextf(pf+".fighter", "%s revealed two cards: each fighter chooses one card ("+rulebook.Senjutsu.EN(440)+").", "%s ha rivelato due carte: ogni personaggio sceglie una sola carta ("+rulebook.Senjutsu.IT(440)+").", p.Fighter) // cites §6.2
		}
		played[p.Fighter] = true
		if p.Team != "" && !isID(p.Team) {
			v.AddText(pf+".team", "Team names use 1–16 letters, digits, _ or -.", "I nomi delle squadre usano da 1 a 16 lettere, cifre, _ o -.")
		}
		if p.Crippled < 0 || p.Crippled > maxCrippled {
			v.AddTextf(pf+".crippled", "Active Crippled cards must be between 0 and %d.", "Le carte Azzoppato attive devono essere tra 0 e %d.", maxCrippled)
		}
		validateFace(v, pf+".card", p.Card, o)
		if p.Instant != nil {
			validateInstant(v, pf+".instant", p.Card, *p.Instant, o)
		}
	}
	return played
}

// validateTies checks the tie choices: one per fighter and speed.
func (r Reveal) validateTies(v *tables.ValidationError, pos map[string]int) {
	seen := map[[2]string]bool{}
	for i, t := range r.Ties {
		f := fmt.Sprintf("ties[%d]", i)
		if _, ok := pos[t.Fighter]; !ok {
			v.AddTextf(f, "%q is not on the Advantage Track.", "%q non è sul Tracciato del Vantaggio.", t.Fighter)
		}
		if t.Speed < 0 || t.Speed > maxSpeed {
			v.AddTextf(f, "Speeds are between 0 and %d.", "Le velocità sono tra 0 e %d.", maxSpeed)
		}
		if t.Place < 1 || t.Place > MaxFighters {
			v.AddTextf(f, "The place in a tie is between 1 and %d.", "Il posto in una parità è tra 1 e %d.", MaxFighters)
		}
		k := [2]string{t.Fighter, fmt.Sprint(t.Speed)}
		if seen[k] {
			v.AddTextf(f, "%s has two choices for the tie at speed %d.", "%s ha due scelte per la parità a velocità %d.", t.Fighter, t.Speed)
		}
		seen[k] = true
	}
}

func validateSpeed(v *tables.ValidationError, field string, s int) bool {
	if s < 0 || s > maxSpeed {
		v.AddTextf(field, "Initiative Speed %d is out of range (0–%d).", "La Velocità di Iniziativa %d è fuori intervallo (0–%d).", s, maxSpeed)
		return false
	}
	return true
}

func validateFace(v *tables.ValidationError, field string, f Face, o *Options) {
	checkName(v, field+".name", f.Name, false)
	if typeRank(f.Type) < 0 {
		v.AddTextf(field+".type", "Unknown card type %q (defense, attack, meditation, special, stun).",
			"Tipo di carta %q sconosciuto (defense, attack, meditation, special, stun).", string(f.Type))
		return
	}
	if f.Weapon && (f.Type == Special || f.Type == Stun) {
		v.AddText(field+".type", "A Special Weapon card counts as its non-Special type: give Defense, Attack or Meditation ("+rulebook.Senjutsu.EN(533)+").", // cites §7.3
			"Una carta Arma Speciale conta come il suo tipo non-Speciale: indicate Difesa, Attacco o Meditazione ("+rulebook.Senjutsu.IT(533)+").") // cites §7.3
	}
	validateSpeed(v, field+".speed", f.Speed)
	if f.Variable() {
		if f.Type == Stun {
			v.AddText(field+".high", "A Stun card has no variable speed.", "Una carta Stordimento non ha velocità variabile.")
		}
		if validateSpeed(v, field+".high", f.High) && validateSpeed(v, field+".low", f.Low) {
			if f.High <= f.Low {
				v.AddTextf(field+".high", "A variable range is written high to low, like 7–3; got %d–%d.",
					"Un intervallo variabile si scrive dal più alto al più basso, come 7–3; ricevuto %d–%d.", f.High, f.Low)
			} else if f.Speed < f.Low || f.Speed > f.High {
				v.AddTextf(field+".speed", "The chosen speed %d is not between %d and %d ("+rulebook.Senjutsu.EN(468)+" step 5).", // cites §6.4
					"La velocità scelta %d non è tra %d e %d ("+rulebook.Senjutsu.IT(468)+" passaggio 5).", f.Speed, f.High, f.Low) // cites §6.4
			}
		}
	}
	if f.AltSpeed && f.Type == Stun {
		v.AddText(field+".alt_speed", "A Stun card has no alternative speed.", "Una carta Stordimento non ha velocità alternativa.")
	}
	if len(f.Split) > maxSplit {
		v.AddTextf(field+".split", "At most %d Dividing Lines on a card.", "Al massimo %d Linee Divisorie su una carta.", maxSplit)
	} else if len(f.Split) > 0 && f.Type == Stun {
		v.AddText(field+".split", "A Stun card has no Dividing Line.", "Una carta Stordimento non ha Linee Divisorie.")
	} else {
		prev := f.Speed
		for i, s := range f.Split {
			sf := fmt.Sprintf("%s.split[%d]", field, i)
			if validateSpeed(v, sf, s) && s == prev {
				v.AddTextf(sf, "A Dividing Line shows a different speed from the part above it ("+rulebook.Senjutsu.EN(533)+"); got %d twice.", // cites §7.5
					"Una Linea Divisoria mostra una velocità diversa dalla parte sopra ("+rulebook.Senjutsu.IT(533)+"); ricevuto %d due volte.", s) // cites §7.5
			}
			prev = s
		}
	}
	if o != nil && f.Type == Stun && o.StunSpeed == "zero" && f.Speed != 0 {
		v.AddText(field+".speed", `With the option stun_speed "zero" a played Stun card has speed 0.`,
			`Con l'opzione stun_speed "zero" una carta Stordimento giocata ha velocità 0.`)
	}
}

func validateInstant(v *tables.ValidationError, field string, host Face, in Instant, o *Options) {
	switch in.Kind {
	case Replacement:
		validateFace(v, field+".card", in.Card, o)
		// R13: only onto non-Special cards of a different type (§15).
		if host.Type == Stun {
			v.AddText(field, "A Stun card is not a Skill card: an Instant Replacement cannot replace it ("+rulebook.Senjutsu.EN(1102)+").", // cites §15
				"Una carta Stordimento non è una carta Abilità: una Sostituzione Istantanea non può sostituirla ("+rulebook.Senjutsu.IT(1102)+").") // cites §15
		} else if host.Type == Special || host.Weapon {
			v.AddText(field, "An Instant Replacement cannot replace a Special card ("+rulebook.Senjutsu.EN(1102)+").", // cites §15
				"Una Sostituzione Istantanea non può sostituire una carta Speciale ("+rulebook.Senjutsu.IT(1102)+").") // cites §15
		} else if in.Card.Type == host.Type {
			v.AddText(field+".card.type", fmt.Sprintf("An Instant Replacement must be of a different type from the card it replaces (both are %s, "+rulebook.Senjutsu.EN(1102)+").", typeEN(host.Type)), // cites §15
				fmt.Sprintf("Una Sostituzione Istantanea deve essere di tipo diverso dalla carta che sostituisce (entrambe di tipo %s, "+rulebook.Senjutsu.IT(1102)+").", typeIT(host.Type))) // cites §15
		}
		if in.Card.Type == Stun {
			v.AddText(field+".card.type", "A Stun card is not an Instant Replacement.", "Una carta Stordimento non è una Sostituzione Istantanea.")
		}
	case Additional, Plain:
		checkName(v, field+".card.name", in.Card.Name, false)
		if typeRank(in.Card.Type) < 0 || in.Card.Type == Stun {
			v.AddTextf(field+".card.type", "Unknown Instant card type %q (defense, attack, meditation, special).",
				"Tipo di carta Istantanea %q sconosciuto (defense, attack, meditation, special).", string(in.Card.Type))
			return
		}
		if in.Card.Weapon || in.Card.Speed != 0 || in.Card.Variable() || in.Card.AltSpeed || len(in.Card.Split) > 0 {
			if in.Kind == Additional {
				v.AddText(field+".card", "An Instant Additional card uses the speed of the card it modifies ("+rulebook.Senjutsu.EN(533)+"): give only its type.", // cites §7.6
					"Una carta Aggiunta Istantanea usa la velocità della carta che modifica ("+rulebook.Senjutsu.IT(533)+"): indicatene solo il tipo.") // cites §7.6
			} else {
				v.AddText(field+".card", "A plain Instant card is played when its text says, outside the order ("+rulebook.Senjutsu.EN(1102)+"): give only its type.", // cites §15
					"Una carta Istantanea semplice si gioca quando dice il suo testo, fuori dall'ordine ("+rulebook.Senjutsu.IT(1102)+"): indicatene solo il tipo.") // cites §15
			}
		}
		if in.Kind == Additional {
			if host.Type == Stun || host.Type == Special || host.Weapon {
				v.AddText(field, "An Instant Additional card can only be added to a non-Special Skill card ("+rulebook.Senjutsu.EN(1102)+").", // cites §15
					"Una carta Aggiunta Istantanea si può aggiungere solo a una carta Abilità non-Speciale ("+rulebook.Senjutsu.IT(1102)+").") // cites §15
			} else if in.Card.Type == host.Type {
				v.AddText(field+".card.type", fmt.Sprintf("An Instant Additional card must be of a different type from the card it modifies (both are %s, "+rulebook.Senjutsu.EN(1102)+").", typeEN(host.Type)), // cites §15
					fmt.Sprintf("Una carta Aggiunta Istantanea deve essere di tipo diverso dalla carta che modifica (entrambe di tipo %s, "+rulebook.Senjutsu.IT(1102)+").", typeIT(host.Type))) // cites §15
			}
		}
	default:
		v.AddTextf(field+".kind", "Unknown Instant kind %q (replacement, additional, plain).",
			"Tipo di Istantanea %q sconosciuto (replacement, additional, plain).", string(in.Kind))
	}
}

func typeEN(t CardType) string {
	if ti, ok := typeInfo(t); ok {
		return ti.EN
	}
	return string(t)
}

func typeIT(t CardType) string {
	if ti, ok := typeInfo(t); ok {
		return ti.IT
	}
	return string(t)
}

// effectiveSpeed applies Crippled (§17.4): −penalty, to a minimum of 1. A
// speed already below 1 is not raised, and a Stun card is not a Skill card,
// so Crippled does not touch it.
func effectiveSpeed(speed, penalty int, t CardType) int {
	if penalty <= 0 || t == Stun || speed <= MinimumCrippledSpeed {
		return speed
	}
	return max(MinimumCrippledSpeed, speed-penalty)
}

// inOrder returns the card a play puts in the order: the Instant
// Replacement if one was played (§6.4 step 4), else the revealed card.
func (p Play) inOrder() Face {
	if p.Instant != nil && p.Instant.Kind == Replacement {
		return p.Instant.Card
	}
	return p.Card
}

// cardLabel is the bilingual short name of a fighter's card: "aiko's
// Defense card" / "carta Difesa di aiko" (the caller adds the article "la").
// Fighter ids are kept as written, never capitalised.
func cardLabel(fighter string, f Face) (en, it string) {
	en, it = typeEN(f.Type), typeIT(f.Type)
	switch {
	case f.Weapon:
		en, it = "Special Weapon ("+en+")", "Arma Speciale ("+it+")"
	case f.Type == Special:
		en, it = "Special Ability", "Abilità Speciale"
	}
	if f.Name != "" {
		en += " «" + f.Name + "»"
		it += " «" + f.Name + "»"
	}
	return fighter + "'s " + en + " card", "carta " + it + " di " + fighter
}

type sortKey struct {
	speed int // effective
	k2    int
	k3    int
}

func (o Options) key(f Face, speed int) sortKey {
	rank := typeRank(f.Type)
	special := 0
	if f.Weapon || f.Type == Special {
		special = 1
	}
	if o.WeaponTie == "before_type" {
		// Every non-Special card before any Special card, then by type.
		return sortKey{speed, special, rank}
	}
	w := 0
	if f.Weapon {
		w = 1
	}
	return sortKey{speed, rank, w}
}

type event struct {
	Event
	key   sortKey
	track int // position of the fighter on the track
}

// Order returns the order in which the revealed cards resolve (§6.5, §7),
// explaining at each step which tie-break applied. Missing tie choices do not
// stop it: the tie is shown in Advantage Track order, marked provisional, and
// a Prompt says who chooses next.
func Order(r Reveal, o Options) (Resolution, error) {
	if err := r.Validate(o); err != nil {
		return Resolution{}, err
	}
	o = o.Normalize()
	pos := map[string]int{}
	for i, id := range r.Track {
		pos[id] = i
	}
	res := Resolution{Complete: true}
	res.turns(r, pos)
	evs := res.events(r, o, pos)
	sortEvents(evs)
	tieText, err := res.breakTies(r, evs)
	if err != nil {
		return Resolution{}, err
	}
	for i := range evs {
		e := &evs[i]
		e.Position = i + 1
		var prev *event
		if i > 0 {
			prev = &evs[i-1]
		}
		e.Rule, e.EN, e.IT = explainStep(prev, e, o)
		if tieText[i][0] != "" {
			e.EN += " " + tieText[i][0]
			e.IT += " " + tieText[i][1]
		}
		en, it := speedNote(r, e, o)
		e.EN += en
		e.IT += it
	}
	annotateBlocks(evs, r)
	res.summarise(evs)
	return res, nil
}

// turns sets who acts in reveal steps 4 and 5, from the bottom of the
// track up (§6.4), and who chooses a variable speed.
func (res *Resolution) turns(r Reveal, pos map[string]int) {
	for i := len(r.Track) - 1; i >= 0; i-- {
		res.ReplacementTurns = append(res.ReplacementTurns, r.Track[i])
	}
	plays := make([]Play, len(r.Plays))
	copy(plays, r.Plays)
	sort.SliceStable(plays, func(i, j int) bool { return pos[plays[i].Fighter] > pos[plays[j].Fighter] })
	for _, p := range plays {
		if p.inOrder().Variable() {
			res.VariableTurns = append(res.VariableTurns, p.Fighter)
		}
	}
	if res.VariableTurns == nil {
		res.VariableTurns = []string{}
	}
}

// events lists what resolves: one event per speed of each card (a
// Dividing Line card has several, §7.5), with the Instants' notes.
func (res *Resolution) events(r Reveal, o Options, pos map[string]int) []event {
	var evs []event
	for _, p := range r.Plays {
		f := p.inOrder()
		pen := o.crippledPenalty(p.Crippled)
		speeds := append([]int{f.Speed}, f.Split...)
		if p.Instant != nil {
			res.noteInstant(p)
		}
		for seg, s := range speeds {
			e := event{track: pos[p.Fighter]}
			e.Fighter = p.Fighter
			e.Name = f.Name
			e.Type = f.Type
			e.Weapon = f.Weapon
			e.Replacement = p.Instant != nil && p.Instant.Kind == Replacement
			if seg == 0 && p.Instant != nil && p.Instant.Kind == Additional {
				e.Additional = p.Instant.Card.Type
			}
			e.Segment = seg
			e.PrintedSpeed = s
			e.Speed = effectiveSpeed(s, pen, f.Type)
			e.key = o.key(f, e.Speed)
			evs = append(evs, e)
		}
	}
	return evs
}

// noteInstant explains p's Instant card: a plain Instant is played
// outside the order (§7.6, §15).
func (res *Resolution) noteInstant(p Play) {
	if p.Instant.Kind != Plain {
		res.Notes = append(res.Notes, instantNote(p))
		return
	}
	en, it := cardLabel(p.Fighter, p.Instant.Card)
	res.Instants = append(res.Instants, Note{p.Fighter,
		"Instant: " + en + " is played outside the order, at the moment its text gives; it is " + p.Fighter + "'s one Instant card this turn (" + rulebook.Senjutsu.EN(533, 1102) + ").",                        // cites §7.6, §15
		"Istantanea: la " + it + " si gioca fuori dall'ordine, nel momento indicato dal suo testo; è l'unica carta Istantanea di " + p.Fighter + " in questo turno (" + rulebook.Senjutsu.IT(533, 1102) + ")."}) // cites §7.6, §15
}

// sortEvents puts the events in resolution order by their keys; equal
// keys stay in Advantage Track order, a card's parts in order.
func sortEvents(evs []event) {
	sort.SliceStable(evs, func(i, j int) bool {
		a, b := evs[i], evs[j]
		if a.key != b.key {
			if a.key.speed != b.key.speed {
				return a.key.speed > b.key.speed
			}
			if a.key.k2 != b.key.k2 {
				return a.key.k2 < b.key.k2
			}
			return a.key.k3 < b.key.k3
		}
		if a.track != b.track {
			return a.track < b.track
		}
		return a.Segment < b.Segment
	})
}

// breakTies reorders each group of tied events by the tie choices and
// returns each event's tie sentence; a choice that fits no tie is refused.
func (res *Resolution) breakTies(r Reveal, evs []event) ([][2]string, error) {
	ties := map[[2]string]TieChoice{}
	for _, t := range r.Ties {
		ties[[2]string{t.Fighter, fmt.Sprint(t.Speed)}] = t
	}
	used := map[[2]string]bool{}
	v := &tables.ValidationError{}
	tieText := make([][2]string, len(evs))
	for start := 0; start < len(evs); {
		end := start + 1
		for end < len(evs) && evs[end].key == evs[start].key {
			end++
		}
		if err := orderTie(evs[start:end], tieText[start:end], ties, used, res, v); err != nil {
			return nil, err
		}
		start = end
	}
	for i, t := range r.Ties {
		if !used[[2]string{t.Fighter, fmt.Sprint(t.Speed)}] {
			v.AddTextf(fmt.Sprintf("ties[%d]", i), "%s is not in a tie at speed %d that needs a choice.",
				"%s non è in una parità a velocità %d che richieda una scelta.", t.Fighter, t.Speed)
		}
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	return tieText, nil
}

// summarise sets the events and the one-line summary of the order.
func (res *Resolution) summarise(evs []event) {
	res.Events = make([]Event, len(evs))
	var sumEN, sumIT []string
	for i, e := range evs {
		res.Events[i] = e.Event
		en, it := cardLabel(e.Fighter, Face{Name: e.Name, Type: e.Type, Weapon: e.Weapon})
		part, parte := "", ""
		if e.Segment > 0 {
			part, parte = fmt.Sprintf(" (part %d)", e.Segment+1), fmt.Sprintf(" (parte %d)", e.Segment+1)
		}
		sumEN = append(sumEN, fmt.Sprintf("%d) %s%s @%d", i+1, en, part, e.Speed))
		sumIT = append(sumIT, fmt.Sprintf("%d) %s%s @%d", i+1, it, parte, e.Speed))
	}
	res.EN = "Resolution order: " + strings.Join(sumEN, " → ") + "."
	res.IT = "Ordine di risoluzione: " + strings.Join(sumIT, " → ") + "."
	if !res.Complete {
		res.EN += " Provisional: a tie choice is missing."
		res.IT += " Provvisorio: manca la scelta di una parità."
	}
}

// orderTie reorders one group of events sharing speed, type and
// Special-ness by the Advantage choices (§7.4, §19) and writes each event's
// tie sentence. The events arrive in track order, a fighter's parts together.
func orderTie(g []event, text [][2]string, ties map[[2]string]TieChoice, used map[[2]string]bool, res *Resolution, v *tables.ValidationError) error {
	// Units: one per fighter, in track order (top first).
	var units [][]event
	for _, e := range g {
		if n := len(units); n > 0 && units[n-1][0].Fighter == e.Fighter {
			units[n-1] = append(units[n-1], e)
		} else {
			units = append(units, []event{e})
		}
	}
	n := len(units)
	if n < 2 {
		return nil
	}
	t := &tie{units: units, n: n, speed: g[0].Speed, place: make([]int, n), free: make([]bool, n+1), why: make([][2]string, n), pending: -1}
	for i := 1; i <= n; i++ {
		t.free[i] = true
	}
	for i, u := range units {
		k := [2]string{u[0].Fighter, fmt.Sprint(t.speed)}
		c, ok := ties[k]
		if ok {
			used[k] = true
		}
		t.step(i, c, ok, res, v)
	}
	if err := v.Err(); err != nil {
		return err
	}
	if t.pending >= 0 {
		t.provisional()
	}
	t.reorder(g, text)
	return nil
}

// tie is one group of tied fighters being placed (§7.4, §19): units in
// track order, the place each took (0: none yet), the free places, why
// each is where it is, and the first fighter still to choose (-1: none).
type tie struct {
	units   [][]event
	n       int
	speed   int
	place   []int
	free    []bool
	why     [][2]string
	pending int
}

func (t *tie) freeList() []int {
	var out []int
	for i := 1; i <= t.n; i++ {
		if t.free[i] {
			out = append(out, i)
		}
	}
	return out
}

// step places unit i, whose choice is c (ok: given), or asks for it.
func (t *tie) step(i int, c TieChoice, ok bool, res *Resolution, v *tables.ValidationError) {
	u, n := t.units[i], t.n
	last := i == n-1
	switch {
	case last && ok:
		v.AddTextf("ties", "%s is the lowest on the Advantage Track among the tied fighters and does not choose ("+rulebook.Senjutsu.EN(533, 1309)+").", // cites §7.4, §19
			"%s è il più in basso sul Tracciato del Vantaggio tra i personaggi in parità e non sceglie ("+rulebook.Senjutsu.IT(533, 1309)+").", u[0].Fighter) // cites §7.4, §19
	case t.pending >= 0 && ok:
		v.AddTextf("ties", "%s chooses after %s, who has not chosen yet ("+rulebook.Senjutsu.EN(1309)+").", "%s sceglie dopo %s, che non ha ancora scelto ("+rulebook.Senjutsu.IT(1309)+").", // cites §19
			u[0].Fighter, t.units[t.pending][0].Fighter)
	case last:
		if t.pending < 0 {
			t.placeLast(i)
		}
	case t.pending >= 0:
		// waits for the fighter above
	case !ok:
		t.pending = i
		res.Prompts = append(res.Prompts, t.prompt(u[0].Fighter))
		res.Complete = false
	default:
		t.choose(i, c, v)
	}
}

// placeLast gives the lowest fighter, who does not choose, the place left.
func (t *tie) placeLast(i int) {
	u, n := t.units[i], t.n
	for p := 1; p <= n; p++ {
		if t.free[p] {
			t.place[i], t.free[p] = p, false
		}
	}
	t.why[i] = [2]string{
		fmt.Sprintf("%s, lowest of them on the Advantage Track, does not choose and resolves %s, the place left ("+rulebook.Senjutsu.EN(533, 1309)+").", u[0].Fighter, ordEN(t.place[i], n)),              // cites §7.4, §19
		fmt.Sprintf("%s, il più in basso di loro sul Tracciato del Vantaggio, non sceglie e risolve per %s, il posto rimasto ("+rulebook.Senjutsu.IT(533, 1309)+").", u[0].Fighter, ordIT(t.place[i], n)), // cites §7.4, §19
	}
}

// prompt asks fighter to choose among the free places.
func (t *tie) prompt(fighter string) Prompt {
	fl := t.freeList()
	pr := Prompt{Fighter: fighter, Speed: t.speed, Places: fl}
	if t.n == 2 {
		pr.EN = fmt.Sprintf("Tie at speed %d: %s, higher on the Advantage Track, chooses to resolve first or second ("+rulebook.Senjutsu.EN(533)+").", t.speed, fighter)                          // cites §7.4
		pr.IT = fmt.Sprintf("Parità a velocità %d: %s, più in alto sul Tracciato del Vantaggio, sceglie se risolvere per primo o per secondo ("+rulebook.Senjutsu.IT(533)+").", t.speed, fighter) // cites §7.4
	} else {
		pr.EN = fmt.Sprintf("Tie at speed %d: %s chooses when to resolve among the places %s ("+rulebook.Senjutsu.EN(1309)+").", t.speed, fighter, placesEN(fl))  // cites §19
		pr.IT = fmt.Sprintf("Parità a velocità %d: %s sceglie quando risolvere tra i posti %s ("+rulebook.Senjutsu.IT(1309)+").", t.speed, fighter, placesIT(fl)) // cites §19
	}
	return pr
}

// choose places unit i where its choice c says, if that place is free.
func (t *tie) choose(i int, c TieChoice, v *tables.ValidationError) {
	u, n := t.units[i], t.n
	if c.Place < 1 || c.Place > n || !t.free[c.Place] {
		v.AddTextf("ties", "%s cannot take place %d in the tie at speed %d: free places are %v.",
			"%s non può prendere il posto %d nella parità a velocità %d: i posti liberi sono %v.", u[0].Fighter, c.Place, t.speed, t.freeList())
		return
	}
	t.place[i], t.free[c.Place] = c.Place, false
	if n == 2 {
		t.why[i] = [2]string{
			fmt.Sprintf("%s, higher on the Advantage Track, chose to resolve %s ("+rulebook.Senjutsu.EN(533)+").", u[0].Fighter, map[int]string{1: "first", 2: "second"}[c.Place]),                          // cites §7.4
			fmt.Sprintf("%s, più in alto sul Tracciato del Vantaggio, ha scelto di risolvere %s ("+rulebook.Senjutsu.IT(533)+").", u[0].Fighter, map[int]string{1: "per primo", 2: "per secondo"}[c.Place]), // cites §7.4
		}
		return
	}
	t.why[i] = [2]string{
		fmt.Sprintf("%s, %s of them on the Advantage Track, chose to resolve %s ("+rulebook.Senjutsu.EN(1309)+").", u[0].Fighter, ordEN(i+1, n), ordEN(c.Place, n)),                // cites §19
		fmt.Sprintf("%s, %s di loro sul Tracciato del Vantaggio, ha scelto di risolvere per %s ("+rulebook.Senjutsu.IT(1309)+").", u[0].Fighter, ordIT(i+1, n), ordIT(c.Place, n)), // cites §19
	}
}

// provisional: the fighters still to choose take the free places in
// track order.
func (t *tie) provisional() {
	for i := range t.units {
		if t.place[i] != 0 {
			continue
		}
		for p := 1; p <= t.n; p++ {
			if t.free[p] {
				t.place[i], t.free[p] = p, false
				break
			}
		}
		t.why[i] = [2]string{
			fmt.Sprintf("Provisional: waiting for %s to choose; shown in Advantage Track order ("+rulebook.Senjutsu.EN(533)+").", t.units[t.pending][0].Fighter),    // cites §7.4
			fmt.Sprintf("Provvisorio: si attende la scelta di %s; mostrato in ordine di Vantaggio ("+rulebook.Senjutsu.IT(533)+").", t.units[t.pending][0].Fighter), // cites §7.4
		}
	}
}

// reorder writes the group back into g in the places taken, with each
// fighter's tie sentence on its first event.
func (t *tie) reorder(g []event, text [][2]string) {
	n := t.n
	names := make([]string, n)
	for i, u := range t.units {
		names[i] = u[0].Fighter
	}
	tiedEN := fmt.Sprintf("Tied at speed %d with the same type: %s (top of the Advantage Track first).", t.speed, strings.Join(names, ", "))
	tiedIT := fmt.Sprintf("Parità a velocità %d con lo stesso tipo: %s (dall'alto del Tracciato del Vantaggio).", t.speed, strings.Join(names, ", "))
	byPlace := make([]int, n+1)
	for i, p := range t.place {
		byPlace[p] = i
	}
	out := g[:0:0]
	var outText [][2]string
	for p := 1; p <= n; p++ {
		i := byPlace[p]
		for k, e := range t.units[i] {
			e.Provisional = t.pending >= 0
			out = append(out, e)
			if k == 0 {
				outText = append(outText, [2]string{tiedEN + " " + t.why[i][0], tiedIT + " " + t.why[i][1]})
			} else {
				outText = append(outText, [2]string{})
			}
		}
	}
	copy(g, out)
	copy(text, outText)
}

func ordEN(i, n int) string {
	if n == 2 {
		return map[int]string{1: "first", 2: "second"}[i]
	}
	return map[int]string{1: "first", 2: "second", 3: "third", 4: "fourth"}[i]
}

func ordIT(i, n int) string {
	return map[int]string{1: "primo", 2: "secondo", 3: "terzo", 4: "quarto"}[i]
}

func placesEN(ps []int) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = ordEN(p, 4)
	}
	return strings.Join(s, ", ")
}

func placesIT(ps []int) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = ordIT(p, 4)
	}
	return strings.Join(s, ", ")
}

// explainStep says which tie-break puts e after prev.
func explainStep(prev, e *event, o Options) (Rule, string, string) {
	en, it := cardLabel(e.Fighter, Face{Name: e.Name, Type: e.Type, Weapon: e.Weapon})
	it = "La " + it
	if e.Segment > 0 {
		en += fmt.Sprintf(", part below Dividing Line %d ("+rulebook.Senjutsu.EN(533)+"),", e.Segment)       // cites §7.5
		it += fmt.Sprintf(", parte sotto la Linea Divisoria %d ("+rulebook.Senjutsu.IT(533)+"),", e.Segment) // cites §7.5
	}
	if prev == nil {
		return RuleFirst, fmt.Sprintf("%s resolves first: speed %d is the highest this turn ("+rulebook.Senjutsu.EN(533)+").", en, e.Speed), // cites §6.5
			fmt.Sprintf("%s risolve per prima: la velocità %d è la più alta del turno ("+rulebook.Senjutsu.IT(533)+").", it, e.Speed) // cites §6.5
	}
	switch {
	case prev.Speed > e.Speed:
		return RuleSpeed, fmt.Sprintf("%s resolves next: speed %d is lower than %d ("+rulebook.Senjutsu.EN(533)+").", en, e.Speed, prev.Speed), // cites §7.1
			fmt.Sprintf("%s risolve dopo: la velocità %d è inferiore a %d ("+rulebook.Senjutsu.IT(533)+").", it, e.Speed, prev.Speed) // cites §7.1
	case prev.key.k2 != e.key.k2 && o.WeaponTie == "before_type":
		return RuleSpecial, fmt.Sprintf("%s resolves next: same speed %d, and non-Special cards resolve before Special cards ("+rulebook.Senjutsu.EN(533)+", option weapon_tie).", en, e.Speed), // cites §7.3
			fmt.Sprintf("%s risolve dopo: stessa velocità %d, e le carte non-Speciali risolvono prima delle Speciali ("+rulebook.Senjutsu.IT(533)+", opzione weapon_tie).", it, e.Speed) // cites §7.3
	case prev.Type != e.Type:
		return RuleType, fmt.Sprintf("%s resolves next: same speed %d, and %s cards resolve after %s cards (Defense → Attack → Meditation → Special, "+rulebook.Senjutsu.EN(533)+").", en, e.Speed, typeEN(e.Type), typeEN(prev.Type)), // cites §7.2
			fmt.Sprintf("%s risolve dopo: stessa velocità %d, e le carte %s risolvono dopo le carte %s (Difesa → Attacco → Meditazione → Speciale, "+rulebook.Senjutsu.IT(533)+").", it, e.Speed, typeIT(e.Type), typeIT(prev.Type)) // cites §7.2
	case prev.key != e.key:
		return RuleSpecial, fmt.Sprintf("%s resolves next: same speed %d and type, and in a tie with a Special Weapon card the non-Special card resolves first ("+rulebook.Senjutsu.EN(533)+").", en, e.Speed), // cites §7.3
			fmt.Sprintf("%s risolve dopo: stessa velocità %d e stesso tipo, e in parità con una carta Arma Speciale la carta non-Speciale risolve per prima ("+rulebook.Senjutsu.IT(533)+").", it, e.Speed) // cites §7.3
	case prev.Fighter == e.Fighter:
		return RuleSameCard, fmt.Sprintf("%s resolves next: same speed %d as the part above, and a card resolves top to bottom ("+rulebook.Senjutsu.EN(602)+").", en, e.Speed), // cites §10.1
			fmt.Sprintf("%s risolve dopo: stessa velocità %d della parte sopra, e una carta si risolve dall'alto in basso ("+rulebook.Senjutsu.IT(602)+").", it, e.Speed) // cites §10.1
	default:
		return RuleAdvantage, fmt.Sprintf("%s: same speed %d and type, so the Advantage decides ("+rulebook.Senjutsu.EN(533)+").", en, e.Speed), // cites §7.4
			fmt.Sprintf("%s: stessa velocità %d e stesso tipo, quindi decide il Vantaggio ("+rulebook.Senjutsu.IT(533)+").", it, e.Speed) // cites §7.4
	}
}

// speedNote explains how the effective speed was reached.
func speedNote(r Reveal, e *event, o Options) (string, string) {
	var p Play
	for _, q := range r.Plays {
		if q.Fighter == e.Fighter {
			p = q
		}
	}
	f := p.inOrder()
	var en, it string
	if e.Segment == 0 {
		if f.Variable() {
			en += fmt.Sprintf(" Variable speed %d–%d: %s chose %d ("+rulebook.Senjutsu.EN(468)+" step 5).", f.High, f.Low, e.Fighter, f.Speed)              // cites §6.4
			it += fmt.Sprintf(" Velocità variabile %d–%d: %s ha scelto %d ("+rulebook.Senjutsu.IT(468)+" passaggio 5).", f.High, f.Low, e.Fighter, f.Speed) // cites §6.4
		}
		if f.AltSpeed {
			en += " Alternative speed paid with optional Focus (" + rulebook.Senjutsu.EN(468) + " step 3)."                      // cites §6.4
			it += " Velocità alternativa pagata con Concentrazione facoltativa (" + rulebook.Senjutsu.IT(468) + " passaggio 3)." // cites §6.4
		}
		if f.Type == Stun {
			if o.StunSpeed == "zero" {
				en += " A played Stun card has speed 0 (option stun_speed, 1.5 edition)."
				it += " Una carta Stordimento giocata ha velocità 0 (opzione stun_speed, edizione 1.5)."
			} else {
				en += " Stun card played instead of a Skill card; its speed is as entered (not given by the rulebook, " + rulebook.Senjutsu.EN(1176) + ")."                  // cites §17.3
				it += " Carta Stordimento giocata al posto di una carta Abilità; velocità come inserita (il regolamento non la indica, " + rulebook.Senjutsu.IT(1176) + ")." // cites §17.3
			}
		}
		if e.Additional != "" {
			en += fmt.Sprintf(" With an Instant Additional card (%s), acting at this card's speed ("+rulebook.Senjutsu.EN(533)+").", typeEN(e.Additional))                // cites §7.6
			it += fmt.Sprintf(" Con una carta Aggiunta Istantanea (%s), che agisce alla velocità di questa carta ("+rulebook.Senjutsu.IT(533)+").", typeIT(e.Additional)) // cites §7.6
		}
	}
	pen := o.crippledPenalty(p.Crippled)
	switch {
	case pen == 0 || f.Type == Stun:
	case e.PrintedSpeed <= MinimumCrippledSpeed:
		en += fmt.Sprintf(" Crippled: speed %d cannot go below 1 ("+rulebook.Senjutsu.EN(1202)+").", e.PrintedSpeed)               // cites §17.4
		it += fmt.Sprintf(" Azzoppato: la velocità %d non può scendere sotto 1 ("+rulebook.Senjutsu.IT(1202)+").", e.PrintedSpeed) // cites §17.4
	case e.Speed != e.PrintedSpeed-pen:
		en += fmt.Sprintf(" Crippled: %d − %d, to a minimum of 1 = %d ("+rulebook.Senjutsu.EN(1202)+").", e.PrintedSpeed, pen, e.Speed)      // cites §17.4
		it += fmt.Sprintf(" Azzoppato: %d − %d, fino a un minimo di 1 = %d ("+rulebook.Senjutsu.IT(1202)+").", e.PrintedSpeed, pen, e.Speed) // cites §17.4
	default:
		en += fmt.Sprintf(" Crippled: %d − %d = %d ("+rulebook.Senjutsu.Title(1202)+").", e.PrintedSpeed, pen, e.Speed)  // cites §17.4
		it += fmt.Sprintf(" Azzoppato: %d − %d = %d ("+rulebook.Senjutsu.Title(1202)+").", e.PrintedSpeed, pen, e.Speed) // cites §17.4
	}
	return en, it
}

func instantNote(p Play) Note {
	in := *p.Instant
	en, it := cardLabel(p.Fighter, in.Card)
	if in.Kind == Replacement {
		old, vecchia := cardLabel(p.Fighter, p.Card)
		return Note{p.Fighter,
			fmt.Sprintf("Instant Replacement: %s replaces %s, which is discarded; the Focus spent on it is regained (up to 3) and the new card resolves at its own speed ("+rulebook.Senjutsu.EN(468)+" step 4, "+rulebook.Senjutsu.EN(1102)+").", en, old),                                   // cites §6.4, §15
			fmt.Sprintf("Sostituzione Istantanea: la %s sostituisce la %s, che viene scartata; la Concentrazione spesa viene riottenuta (fino a 3) e la nuova carta risolve alla propria velocità ("+rulebook.Senjutsu.IT(468)+" passaggio 4, "+rulebook.Senjutsu.IT(1102)+").", it, vecchia)} // cites §6.4, §15
	}
	return Note{p.Fighter,
		fmt.Sprintf("Instant Additional: %s modifies %s's revealed card at its speed; with an If Successful condition it waits for the success, without one it acts after the card has resolved ("+rulebook.Senjutsu.EN(1102, 1449)+").", en, p.Fighter),     // cites §15, §16
		fmt.Sprintf("Aggiunta Istantanea: la %s modifica la carta rivelata di %s alla sua velocità; con la condizione Se Riuscito attende il successo, senza agisce dopo la risoluzione della carta ("+rulebook.Senjutsu.IT(1102, 1449)+").", it, p.Fighter)} // cites §15, §16
}

// annotateBlocks marks, for each Attack event, the other fighters' Defense
// events at the same speed — the only Blocks active then (§7.7, §13) — and
// adds the block speed to each Defense event's explanation.
func annotateBlocks(evs []event, r Reveal) {
	for i := range evs {
		e := &evs[i]
		switch e.Type {
		case Attack:
			for _, d := range evs {
				if d.Type == Defense && d.Speed == e.Speed && d.Fighter != e.Fighter && !contains(e.BlockableBy, d.Fighter) {
					e.BlockableBy = append(e.BlockableBy, d.Fighter)
				}
			}
			if len(e.BlockableBy) > 0 {
				e.EN += fmt.Sprintf(" Blocks active at speed %d: %s's Defense card, which resolved just before ("+rulebook.Senjutsu.EN(533, 1480)+").", e.Speed, strings.Join(e.BlockableBy, ", "))  // cites §7.2, §13
				e.IT += fmt.Sprintf(" Blocchi attivi a velocità %d: la carta Difesa di %s, risolta subito prima ("+rulebook.Senjutsu.IT(533, 1480)+").", e.Speed, strings.Join(e.BlockableBy, ", ")) // cites §7.2, §13
			}
		case Defense:
			attacks := false
			for _, a := range evs {
				if a.Type == Attack && a.Speed == e.Speed && a.Fighter != e.Fighter {
					attacks = true
				}
			}
			if attacks {
				e.EN += fmt.Sprintf(" Its Block is active only at speed %d, where an opponent's attack resolves ("+rulebook.Senjutsu.EN(1480)+").", e.Speed)     // cites §13
				e.IT += fmt.Sprintf(" Il suo Blocco è attivo solo a velocità %d, dove risolve un attacco avversario ("+rulebook.Senjutsu.IT(1480)+").", e.Speed) // cites §13
			} else {
				e.EN += fmt.Sprintf(" Its Block is active only at speed %d and no other Attack card resolves then: it stops no attack this turn, though movement can still dodge and Terrain blocks at every speed ("+rulebook.Senjutsu.EN(533, 1480)+").", e.Speed)                                             // cites §7.7, §13
				e.IT += fmt.Sprintf(" Il suo Blocco è attivo solo a velocità %d e a quella velocità non risolve nessun'altra carta Attacco: non ferma attacchi in questo turno, anche se il movimento può ancora schivare e i Terreni bloccano a ogni velocità ("+rulebook.Senjutsu.IT(533, 1480)+").", e.Speed) // cites §7.7, §13
			}
		}
	}
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// SpeedComparison is one opponent checked by an initiative-comparison attack.
type SpeedComparison struct {
	Fighter     string `json:"fighter"`
	Speed       int    `json:"speed"` // the value compared
	AttackSpeed int    `json:"attack_speed"`
	Lower       bool   `json:"lower"` // the attack can hit this opponent (if in range)
	EN          string `json:"en"`
	IT          string `json:"it"`
}

// SlowerOpponents applies §12.7 to an Attack effect of attacker's card that
// hits "an opponent with a lower Initiative Speed": segment is the part of
// the card holding the effect (0 = top). A variable card is compared by the
// lowest value of its range, whatever was chosen. Teammates (same non-empty
// Team) are not opponents.
func SlowerOpponents(r Reveal, attacker string, segment int, o Options) ([]SpeedComparison, error) {
	if err := r.Validate(o); err != nil {
		return nil, err
	}
	o = o.Normalize()
	var att *Play
	for i := range r.Plays {
		if r.Plays[i].Fighter == attacker {
			att = &r.Plays[i]
		}
	}
	if att == nil {
		return nil, tables.InvalidText("attacker", fmt.Sprintf("%q has no revealed card.", attacker), fmt.Sprintf("%q non ha una carta rivelata.", attacker))
	}
	af := att.inOrder()
	speeds := append([]int{af.Speed}, af.Split...)
	if segment < 0 || segment >= len(speeds) {
		return nil, tables.InvalidText("segment", fmt.Sprintf("The card has parts 0 to %d.", len(speeds)-1), fmt.Sprintf("La carta ha le parti da 0 a %d.", len(speeds)-1))
	}
	as := speeds[segment]
	if o.SpeedCompare == "effective" {
		as = effectiveSpeed(as, o.crippledPenalty(att.Crippled), af.Type)
	}
	var out []SpeedComparison
	for _, p := range r.Plays {
		if p.Fighter == attacker || p.Team != "" && p.Team == att.Team {
			continue
		}
		f := p.inOrder()
		s := f.Speed
		en, it := fmt.Sprintf("%s's speed %d", p.Fighter, s), fmt.Sprintf("la velocità %d di %s", s, p.Fighter)
		if f.Variable() {
			s = f.Low
			en = fmt.Sprintf("%s's variable card %d–%d counts as its lowest value, %d ("+rulebook.Senjutsu.EN(1605)+")", p.Fighter, f.High, f.Low, s)           // cites §12.7
			it = fmt.Sprintf("la carta variabile %d–%d di %s conta come il valore più basso, %d ("+rulebook.Senjutsu.IT(1605)+")", f.High, f.Low, p.Fighter, s) // cites §12.7
		}
		if o.SpeedCompare == "effective" {
			if e := effectiveSpeed(s, o.crippledPenalty(p.Crippled), f.Type); e != s {
				s = e
				en += fmt.Sprintf(", %d after Crippled", s)
				it += fmt.Sprintf(", %d dopo Azzoppato", s)
			}
		}
		c := SpeedComparison{Fighter: p.Fighter, Speed: s, AttackSpeed: as, Lower: s < as}
		if c.Lower {
			c.EN = fmt.Sprintf("Hit if in range: %s is lower than the attack's %d ("+rulebook.Senjutsu.EN(1605)+").", en, as)                   // cites §12.7
			c.IT = fmt.Sprintf("Colpito se a distanza: %s è inferiore alla velocità %d dell'attacco ("+rulebook.Senjutsu.IT(1605)+").", it, as) // cites §12.7
		} else {
			c.EN = fmt.Sprintf("Not a target: %s is not lower than the attack's %d ("+rulebook.Senjutsu.EN(1605)+").", en, as)                   // cites §12.7
			c.IT = fmt.Sprintf("Non è un bersaglio: %s non è inferiore alla velocità %d dell'attacco ("+rulebook.Senjutsu.IT(1605)+").", it, as) // cites §12.7
		}
		out = append(out, c)
	}
	return out, nil
}
