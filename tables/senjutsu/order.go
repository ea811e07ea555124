package senjutsu

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"sengoku/i18n"
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
	// Msg explains the step ("en" and "it" in the API: handlers/calc/wire).
	Msg i18n.Msg `json:"-"`
}

// Prompt asks a fighter for a tie choice.
type Prompt struct {
	Fighter string   `json:"fighter"`
	Speed   int      `json:"speed"`
	Places  []int    `json:"places"` // places still free
	Msg     i18n.Msg `json:"-"`      // "en" and "it" in the API (handlers/calc/wire)
}

// Note is an explanation attached to a fighter, outside the event list.
type Note struct {
	Fighter string   `json:"fighter"`
	Msg     i18n.Msg `json:"-"` // "en" and "it" in the API (handlers/calc/wire)
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
	// Msg is the order in one line ("en" and "it" in the API: handlers/calc/wire).
	Msg i18n.Msg `json:"-"`
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
		v.Add("track", "senjutsu.advantage-track-must-list-fighters", MinFighters, MaxFighters)
		return
	}
	pos := r.trackPositions(v)
	if len(r.Plays) > MaxFighters {
		v.Add("plays", "senjutsu.at-most-revealed-cards-one", MaxFighters)
		return
	}
	played := r.validatePlays(v, pos, o)
	for _, id := range r.Track {
		if _, ok := pos[id]; ok && !played[id] {
			v.Add("plays", "senjutsu.has-no-revealed-card-every", id, rulebook.Senjutsu.Cite(440)) // cites §6.2
		}
	}
	if len(r.Ties) > 2*MaxFighters*(maxSplit+1) {
		v.Add("ties", "senjutsu.too-many-tie-choices")
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
			v.Add(f, "senjutsu.not-valid-fighter-id-1", id)
			continue
		}
		if _, dup := pos[id]; dup {
			v.Add(f, "senjutsu.advantage-track-twice", id)
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
			v.Add(pf+".fighter", "senjutsu.not-advantage-track", p.Fighter)
		} else if played[p.Fighter] {
			v.Add(pf+".fighter", "senjutsu.revealed-two-cards-each-fighter", p.Fighter, rulebook.Senjutsu.Cite(440)) // cites §6.2
		}
		played[p.Fighter] = true
		if p.Team != "" && !isID(p.Team) {
			v.Add(pf+".team", "senjutsu.team-names-use-1-16")
		}
		if p.Crippled < 0 || p.Crippled > maxCrippled {
			v.Add(pf+".crippled", "senjutsu.active-crippled-cards-must-between", maxCrippled)
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
			v.Add(f, "senjutsu.not-advantage-track", t.Fighter)
		}
		if t.Speed < 0 || t.Speed > maxSpeed {
			v.Add(f, "senjutsu.speeds-are-between-0", maxSpeed)
		}
		if t.Place < 1 || t.Place > MaxFighters {
			v.Add(f, "senjutsu.place-tie-between-1", MaxFighters)
		}
		k := [2]string{t.Fighter, fmt.Sprint(t.Speed)}
		if seen[k] {
			v.Add(f, "senjutsu.has-two-choices-tie-at", t.Fighter, t.Speed)
		}
		seen[k] = true
	}
}

func validateSpeed(v *tables.ValidationError, field string, s int) bool {
	if s < 0 || s > maxSpeed {
		v.Add(field, "senjutsu.initiative-speed-out-range-0", s, maxSpeed)
		return false
	}
	return true
}

func validateFace(v *tables.ValidationError, field string, f Face, o *Options) {
	checkName(v, field+".name", f.Name, false)
	if typeRank(f.Type) < 0 {
		v.Add(field+".type", "senjutsu.unknown-card-type-defense-attack", string(f.Type))
		return
	}
	if f.Weapon && (f.Type == Special || f.Type == Stun) {
		v.Add(field+".type", "senjutsu.special-weapon-card-counts-as", rulebook.Senjutsu.Cite(533)) // cites §7.3
	}
	validateSpeed(v, field+".speed", f.Speed)
	if f.Variable() {
		if f.Type == Stun {
			v.Add(field+".high", "senjutsu.stun-card-has-no-variable")
		}
		if validateSpeed(v, field+".high", f.High) && validateSpeed(v, field+".low", f.Low) {
			if f.High <= f.Low {
				v.Add(field+".high", "senjutsu.variable-range-written-high-low", f.High, f.Low)
			} else if f.Speed < f.Low || f.Speed > f.High {
				v.Add(field+".speed", "senjutsu.chosen-speed-not-between-step", f.Speed, f.High, f.Low, rulebook.Senjutsu.Cite(468)) // cites §6.4
			}
		}
	}
	if f.AltSpeed && f.Type == Stun {
		v.Add(field+".alt_speed", "senjutsu.stun-card-has-no-alternative")
	}
	if len(f.Split) > maxSplit {
		v.Add(field+".split", "senjutsu.at-most-dividing-lines-card", maxSplit)
	} else if len(f.Split) > 0 && f.Type == Stun {
		v.Add(field+".split", "senjutsu.stun-card-has-no-dividing")
	} else {
		prev := f.Speed
		for i, s := range f.Split {
			sf := fmt.Sprintf("%s.split[%d]", field, i)
			if validateSpeed(v, sf, s) && s == prev {
				v.Add(sf, "senjutsu.dividing-line-shows-different-speed", rulebook.Senjutsu.Cite(533), s) // cites §7.5
			}
			prev = s
		}
	}
	if o != nil && f.Type == Stun && o.StunSpeed == "zero" && f.Speed != 0 {
		v.Add(field+".speed", "senjutsu.with-option-stun-speed-zero")
	}
}

func validateInstant(v *tables.ValidationError, field string, host Face, in Instant, o *Options) {
	switch in.Kind {
	case Replacement:
		validateFace(v, field+".card", in.Card, o)
		// R13: only onto non-Special cards of a different type (§15).
		if host.Type == Stun {
			v.Add(field, "senjutsu.stun-card-not-skill-card", rulebook.Senjutsu.Cite(1102)) // cites §15
		} else if host.Type == Special || host.Weapon {
			v.Add(field, "senjutsu.instant-replacement-cannot-replace-special", rulebook.Senjutsu.Cite(1102)) // cites §15
		} else if in.Card.Type == host.Type {
			v.Add(field+".card.type", "senjutsu.instant-replacement-must-different-type", typeName(host.Type), rulebook.Senjutsu.Cite(1102)) // cites §15
		}
		if in.Card.Type == Stun {
			v.Add(field+".card.type", "senjutsu.stun-card-not-instant-replacement")
		}
	case Additional, Plain:
		checkName(v, field+".card.name", in.Card.Name, false)
		if typeRank(in.Card.Type) < 0 || in.Card.Type == Stun {
			v.Add(field+".card.type", "senjutsu.unknown-instant-card-type-defense", string(in.Card.Type))
			return
		}
		if in.Card.Weapon || in.Card.Speed != 0 || in.Card.Variable() || in.Card.AltSpeed || len(in.Card.Split) > 0 {
			if in.Kind == Additional {
				v.Add(field+".card", "senjutsu.instant-additional-card-uses-speed", rulebook.Senjutsu.Cite(533)) // cites §7.6
			} else {
				v.Add(field+".card", "senjutsu.plain-instant-card-played-when", rulebook.Senjutsu.Cite(1102)) // cites §15
			}
		}
		if in.Kind == Additional {
			if host.Type == Stun || host.Type == Special || host.Weapon {
				v.Add(field, "senjutsu.instant-additional-only-added-to-skill", rulebook.Senjutsu.Cite(1102)) // cites §15
			} else if in.Card.Type == host.Type {
				v.Add(field+".card.type", "senjutsu.instant-additional-card-must-different", typeName(host.Type), rulebook.Senjutsu.Cite(1102)) // cites §15
			}
		}
	default:
		v.Add(field+".kind", "senjutsu.unknown-instant-kind-replacement-additional", string(in.Kind))
	}
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

// cardLabel is the short name of a fighter's card: "aiko's Defense card" /
// "carta Difesa di aiko" (an Italian sentence adds the article "la").
// Fighter ids are kept as written, never capitalised.
func cardLabel(fighter string, f Face) i18n.Msg {
	kind := typeName(f.Type)
	switch {
	case f.Weapon:
		kind = i18n.M("senjutsu.card.weapon", kind)
	case f.Type == Special:
		kind = i18n.M("senjutsu.card.special-ability")
	}
	if f.Name != "" {
		kind = i18n.M("senjutsu.card.named", kind, f.Name)
	}
	return i18n.M("senjutsu.card.of", fighter, kind)
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
		var why i18n.Msg
		e.Rule, why = explainStep(prev, e, o)
		e.Msg = sentences(why, tieText[i], speedNote(r, e, o))
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
	label := cardLabel(p.Fighter, p.Instant.Card)
	res.Instants = append(res.Instants, Note{p.Fighter, i18n.M(
		"senjutsu.instant-played-outside-order-at", label, p.Fighter, rulebook.Senjutsu.Cite(533, 1102))}) // cites §7.6, §15
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
func (res *Resolution) breakTies(r Reveal, evs []event) ([]i18n.Msg, error) {
	ties := map[[2]string]TieChoice{}
	for _, t := range r.Ties {
		ties[[2]string{t.Fighter, fmt.Sprint(t.Speed)}] = t
	}
	used := map[[2]string]bool{}
	v := &tables.ValidationError{}
	tieText := make([]i18n.Msg, len(evs))
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
			v.Add(fmt.Sprintf("ties[%d]", i), "senjutsu.not-tie-at-speed-that", t.Fighter, t.Speed)
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
	var steps i18n.Msg
	for i, e := range evs {
		res.Events[i] = e.Event
		step := i18n.M("senjutsu.summary.step", i+1, cardLabel(e.Fighter, Face{Name: e.Name, Type: e.Type, Weapon: e.Weapon}), e.Speed)
		if e.Segment > 0 {
			step = i18n.M("senjutsu.summary.step-part", i+1, cardLabel(e.Fighter, Face{Name: e.Name, Type: e.Type, Weapon: e.Weapon}), e.Segment+1, e.Speed)
		}
		if i == 0 {
			steps = step
		} else {
			steps = i18n.M("senjutsu.summary.then", steps, step)
		}
	}
	res.Msg = i18n.M("senjutsu.summary", steps)
	if !res.Complete {
		res.Msg = sentences(res.Msg, i18n.M("senjutsu.summary.provisional"))
	}
}

// orderTie reorders one group of events sharing speed, type and
// Special-ness by the Advantage choices (§7.4, §19) and writes each event's
// tie sentence. The events arrive in track order, a fighter's parts together.
func orderTie(g []event, text []i18n.Msg, ties map[[2]string]TieChoice, used map[[2]string]bool, res *Resolution, v *tables.ValidationError) error {
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
	t := &tie{units: units, n: n, speed: g[0].Speed, place: make([]int, n), free: make([]bool, n+1), why: make([]i18n.Msg, n), pending: -1}
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
	why     []i18n.Msg
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
		v.Add("ties", "senjutsu.lowest-advantage-track-among-tied", u[0].Fighter, rulebook.Senjutsu.Cite(533, 1309)) // cites §7.4, §19
	case t.pending >= 0 && ok:
		v.Add("ties", "senjutsu.chooses-after-who-has-not", u[0].Fighter, t.units[t.pending][0].Fighter, rulebook.Senjutsu.Cite(1309))
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
	t.why[i] = i18n.M("senjutsu.lowest-them-advantage-track-does", u[0].Fighter, ordinal(t.place[i], n), rulebook.Senjutsu.Cite(533, 1309)) // cites §7.4, §19
}

// prompt asks fighter to choose among the free places.
func (t *tie) prompt(fighter string) Prompt {
	fl := t.freeList()
	pr := Prompt{Fighter: fighter, Speed: t.speed, Places: fl}
	if t.n == 2 {
		pr.Msg = i18n.M("senjutsu.tie-at-speed-higher-advantage", t.speed, fighter, rulebook.Senjutsu.Cite(533)) // cites §7.4
	} else {
		pr.Msg = i18n.M("senjutsu.tie-at-speed-chooses-when", t.speed, fighter, places(fl), rulebook.Senjutsu.Cite(1309)) // cites §19
	}
	return pr
}

// choose places unit i where its choice c says, if that place is free.
func (t *tie) choose(i int, c TieChoice, v *tables.ValidationError) {
	u, n := t.units[i], t.n
	if c.Place < 1 || c.Place > n || !t.free[c.Place] {
		v.Add("ties", "senjutsu.cannot-take-place-tie-at", u[0].Fighter, c.Place, t.speed, fmt.Sprint(t.freeList()))
		return
	}
	t.place[i], t.free[c.Place] = c.Place, false
	if n == 2 {
		t.why[i] = i18n.M("senjutsu.higher-advantage-track-chose-resolve", u[0].Fighter, ordinal(c.Place, 2), rulebook.Senjutsu.Cite(533)) // cites §7.4
		return
	}
	t.why[i] = i18n.M("senjutsu.them-advantage-track-chose-resolve", u[0].Fighter, ordinal(i+1, n), ordinal(c.Place, n), rulebook.Senjutsu.Cite(1309)) // cites §19
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
		t.why[i] = i18n.M("senjutsu.provisional-waiting-choose-shown-advantage", t.units[t.pending][0].Fighter, rulebook.Senjutsu.Cite(533)) // cites §7.4
	}
}

// reorder writes the group back into g in the places taken, with each
// fighter's tie sentence on its first event.
func (t *tie) reorder(g []event, text []i18n.Msg) {
	n := t.n
	names := make([]string, n)
	for i, u := range t.units {
		names[i] = u[0].Fighter
	}
	tied := i18n.M("senjutsu.tied-at-speed-with-same", t.speed, strings.Join(names, ", "))
	byPlace := make([]int, n+1)
	for i, p := range t.place {
		byPlace[p] = i
	}
	out := g[:0:0]
	var outText []i18n.Msg
	for p := 1; p <= n; p++ {
		i := byPlace[p]
		for k, e := range t.units[i] {
			e.Provisional = t.pending >= 0
			out = append(out, e)
			if k == 0 {
				outText = append(outText, sentences(tied, t.why[i]))
			} else {
				outText = append(outText, i18n.Msg{})
			}
		}
	}
	copy(g, out)
	copy(text, outText)
}

// ordinal is the place i in words: "first", "primo".
func ordinal(i, _ int) i18n.Msg { return i18n.M("senjutsu.ordinal." + strconv.Itoa(i)) }

// places lists the places in words: "first, third".
func places(ps []int) i18n.Msg {
	var out i18n.Msg
	for i, p := range ps {
		if i == 0 {
			out = ordinal(p, 4)
		} else {
			out = i18n.M("senjutsu.list", out, ordinal(p, 4))
		}
	}
	return out
}

// explainStep says which tie-break puts e after prev.
func explainStep(prev, e *event, o Options) (Rule, i18n.Msg) {
	label := cardLabel(e.Fighter, Face{Name: e.Name, Type: e.Type, Weapon: e.Weapon})
	if e.Segment > 0 {
		label = i18n.M("senjutsu.card.part", label, e.Segment, rulebook.Senjutsu.Cite(533)) // cites §7.5
	}
	if prev == nil {
		return RuleFirst, i18n.M("senjutsu.resolves-first-speed-highest-this", label, e.Speed, rulebook.Senjutsu.Cite(533)) // cites §6.5
	}
	switch {
	case prev.Speed > e.Speed:
		return RuleSpeed, i18n.M("senjutsu.resolves-next-speed-lower-than", label, e.Speed, prev.Speed, rulebook.Senjutsu.Cite(533)) // cites §7.1
	case prev.key.k2 != e.key.k2 && o.WeaponTie == "before_type":
		return RuleSpecial, i18n.M("senjutsu.resolves-next-same-speed-non", label, e.Speed, rulebook.Senjutsu.Cite(533)) // cites §7.3
	case prev.Type != e.Type:
		return RuleType, i18n.M("senjutsu.resolves-next-same-speed-cards", label, e.Speed, typeName(e.Type), typeName(prev.Type), rulebook.Senjutsu.Cite(533)) // cites §7.2
	case prev.key != e.key:
		return RuleSpecial, i18n.M("senjutsu.resolves-next-same-speed-type", label, e.Speed, rulebook.Senjutsu.Cite(533)) // cites §7.3
	case prev.Fighter == e.Fighter:
		return RuleSameCard, i18n.M("senjutsu.resolves-next-same-speed-as", label, e.Speed, rulebook.Senjutsu.Cite(602)) // cites §10.1
	default:
		return RuleAdvantage, i18n.M("senjutsu.same-speed-type-so-advantage", label, e.Speed, rulebook.Senjutsu.Cite(533)) // cites §7.4
	}
}

// speedNote explains how the effective speed was reached.
func speedNote(r Reveal, e *event, o Options) i18n.Msg {
	var p Play
	for _, q := range r.Plays {
		if q.Fighter == e.Fighter {
			p = q
		}
	}
	f := p.inOrder()
	var notes []i18n.Msg
	if e.Segment == 0 {
		if f.Variable() {
			notes = append(notes, i18n.M("senjutsu.variable-speed-chose-step-5", f.High, f.Low, e.Fighter, f.Speed, rulebook.Senjutsu.Cite(468))) // cites §6.4
		}
		if f.AltSpeed {
			notes = append(notes, i18n.M("senjutsu.alternative-speed-paid-with-optional", rulebook.Senjutsu.Cite(468))) // cites §6.4
		}
		if f.Type == Stun {
			if o.StunSpeed == "zero" {
				notes = append(notes, i18n.M("senjutsu.played-stun-card-has-speed"))
			} else {
				notes = append(notes, i18n.M("senjutsu.stun-card-played-instead-skill", rulebook.Senjutsu.Cite(1176))) // cites §17.3
			}
		}
		if e.Additional != "" {
			notes = append(notes, i18n.M("senjutsu.with-instant-additional-card-acting", typeName(e.Additional), rulebook.Senjutsu.Cite(533))) // cites §7.6
		}
	}
	pen := o.crippledPenalty(p.Crippled)
	switch {
	case pen == 0 || f.Type == Stun:
	case e.PrintedSpeed <= MinimumCrippledSpeed:
		notes = append(notes, i18n.M("senjutsu.crippled-speed-cannot-go-below", e.PrintedSpeed, rulebook.Senjutsu.Cite(1202))) // cites §17.4
	case e.Speed != e.PrintedSpeed-pen:
		notes = append(notes, i18n.M("senjutsu.crippled-minimum-1", e.PrintedSpeed, pen, e.Speed, rulebook.Senjutsu.Cite(1202))) // cites §17.4
	default:
		notes = append(notes, i18n.M("senjutsu.crippled-speed", e.PrintedSpeed, pen, e.Speed, rulebook.Senjutsu.Title(1202))) // cites §17.4
	}
	return sentences(notes...)
}

func instantNote(p Play) Note {
	in := *p.Instant
	label := cardLabel(p.Fighter, in.Card)
	if in.Kind == Replacement {
		old := cardLabel(p.Fighter, p.Card)
		return Note{p.Fighter, i18n.M("senjutsu.instant-replacement-replaces-which-discarded", label, old, rulebook.Senjutsu.Cite(468), rulebook.Senjutsu.Cite(1102))} // cites §6.4, §15
	}
	return Note{p.Fighter, i18n.M("senjutsu.instant-additional-modifies-revealed-card", label, p.Fighter, rulebook.Senjutsu.Cite(1102, 1449))} // cites §15, §16
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
				e.Msg = sentences(e.Msg, i18n.M("senjutsu.blocks-active-at-speed-defense", e.Speed, strings.Join(e.BlockableBy, ", "), rulebook.Senjutsu.Cite(533, 1480))) // cites §7.2, §13
			}
		case Defense:
			attacks := false
			for _, a := range evs {
				if a.Type == Attack && a.Speed == e.Speed && a.Fighter != e.Fighter {
					attacks = true
				}
			}
			if attacks {
				e.Msg = sentences(e.Msg, i18n.M("senjutsu.its-block-active-only-at", e.Speed, rulebook.Senjutsu.Cite(1480))) // cites §13
			} else {
				e.Msg = sentences(e.Msg, i18n.M("senjutsu.its-block-active-no-attack", e.Speed, rulebook.Senjutsu.Cite(533, 1480))) // cites §7.7, §13
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
	Fighter     string   `json:"fighter"`
	Speed       int      `json:"speed"` // the value compared
	AttackSpeed int      `json:"attack_speed"`
	Lower       bool     `json:"lower"` // the attack can hit this opponent (if in range)
	Msg         i18n.Msg `json:"-"`     // "en" and "it" in the API (handlers/calc/wire)
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
		return nil, tables.Invalid("attacker", "senjutsu.has-no-revealed-card", attacker)
	}
	af := att.inOrder()
	speeds := append([]int{af.Speed}, af.Split...)
	if segment < 0 || segment >= len(speeds) {
		return nil, tables.Invalid("segment", "senjutsu.card-has-parts-0", len(speeds)-1)
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
		speed := i18n.M("senjutsu.speed", p.Fighter, s)
		if f.Variable() {
			s = f.Low
			speed = i18n.M("senjutsu.variable-card-counts-as-its", p.Fighter, f.High, f.Low, s, rulebook.Senjutsu.Cite(1605)) // cites §12.7
		}
		if o.SpeedCompare == "effective" {
			if e := effectiveSpeed(s, o.crippledPenalty(p.Crippled), f.Type); e != s {
				s = e
				speed = i18n.M("senjutsu.after-crippled", speed, s)
			}
		}
		c := SpeedComparison{Fighter: p.Fighter, Speed: s, AttackSpeed: as, Lower: s < as}
		if c.Lower {
			c.Msg = i18n.M("senjutsu.hit-if-range-lower-than", speed, as, rulebook.Senjutsu.Cite(1605)) // cites §12.7
		} else {
			c.Msg = i18n.M("senjutsu.not-target-not-lower-than", speed, as, rulebook.Senjutsu.Cite(1605)) // cites §12.7
		}
		out = append(out, c)
	}
	return out, nil
}
