package senjutsu

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// FighterSetup is one character entering a duel.
type FighterSetup struct {
	// ID is a short id (1–16 letters, digits, _ or -) used by actions and in
	// the reveal code.
	ID      string  `json:"id"`
	Profile Profile `json:"profile"`
	// Team: fighters with the same non-empty team win together (§19).
	Team string `json:"team,omitempty"`
	// DeckSize overrides Options.DeckSize for this fighter: 40 or 30 (§4, §23).
	DeckSize int `json:"deck_size,omitempty"`
	// Weapons are the chosen Special Weapon cards (§4 step 2), among the
	// profile's usable weapons when it lists any. Empty means one weapon card.
	Weapons []string `json:"weapons,omitempty"`
	// Focus at the start; the rulebook gives no starting Focus, so 0 unless
	// entered (0–3).
	Focus int `json:"focus,omitempty"`
	// Concealed: the Ninja and Assassin may start Concealed (§17.6).
	Concealed bool `json:"concealed,omitempty"`
	// PoisonDeck: this fighter's Poison cards, one of each type (§17.5).
	PoisonDeck []string `json:"poison_deck,omitempty"`
}

// Setup starts a duel.
type Setup struct {
	Options  Options        `json:"options"`
	Fighters []FighterSetup `json:"fighters"`
	// Track optionally gives the Advantage Track, top first. It must follow
	// the Advantage Numbers (§5.2 step 4); it only settles equal numbers,
	// which the rulebook does not cover (U16). Without it, equal numbers keep
	// the order of Fighters.
	Track []string `json:"track,omitempty"`
}

// Fighter is one character's state in a duel (digest §28.1).
type Fighter struct {
	ID       string   `json:"id"`
	Profile  Profile  `json:"profile"`
	Team     string   `json:"team,omitempty"`
	DeckSize int      `json:"deck_size"`
	Weapons  []string `json:"weapons,omitempty"`

	Deck    int `json:"deck"`    // Skill cards in the draw pile
	Discard int `json:"discard"` // Skill cards in the discard pile
	Hand    int `json:"hand"`    // Skill cards in hand (Stun and Special cards apart)
	Stun    int `json:"stun"`    // Stun cards in hand: count toward the Hand Limit, never discarded (§17.3)
	Special int `json:"special"` // Special Ability and Weapon cards in hand: outside every limit (§2.3)

	// This turn (§6): the card chosen, its kind, the Focus paid for it, the
	// Skill cards in play and the Instant cards played.
	Played      bool   `json:"played"`
	PlayedKind  string `json:"played_kind,omitempty"` // "skill", "special" or "stun"
	PaidForCard int    `json:"paid_for_card"`         // Focus spent on the chosen card (refunded by a Replacement, §6.4)
	InPlay      int    `json:"in_play"`               // Skill cards in play
	Instants    int    `json:"instants"`              // Instant cards this turn (max 1, §15)

	Wounds   int      `json:"wounds"`
	Bleeding int      `json:"bleeding"`           // Bleeding Wounds, also counted as Wounds (§17.2)
	Crippled []int    `json:"crippled,omitempty"` // end-of-turn rotations of each active Crippled card (§17.4)
	Poisons  []string `json:"poisons,omitempty"`  // Poison cards received and not yet resolved (§17.5)

	PoisonDeck []string `json:"poison_deck,omitempty"`
	Focus      int      `json:"focus"`
	Kamae      string   `json:"kamae"`
	Concealed  bool     `json:"concealed,omitempty"`

	Defeated     bool   `json:"defeated"`
	DefeatReason string `json:"defeat_reason,omitempty"` // "wounds", "stun" or "execution" (§18)
}

// Duel is the whole state of a duel: store it as JSON and change it only
// through Apply.
type Duel struct {
	Options  Options   `json:"options"`
	Fighters []Fighter `json:"fighters"`
	// Track is the Advantage Track, fighter ids, top first (§8).
	Track  []string `json:"track"`
	Turn   int      `json:"turn"`
	InTurn bool     `json:"in_turn"`
	Over   bool     `json:"over"`
	// Winners are the undefeated fighters of the last side standing (§18);
	// empty when the duel is over with everyone defeated at once.
	Winners []string `json:"winners,omitempty"`
	// Status is the current situation or the result ("en" and "it" in the API: handlers/calc/wire).
	Status i18n.Msg   `json:"-"`
	Log    []LogEntry `json:"log"`
}

// LogEntry records one applied action and what it did.
type LogEntry struct {
	Turn   int      `json:"turn"`
	Action Action   `json:"action"`
	Msg    i18n.Msg `json:"-"` // "en" and "it" in the API (handlers/calc/wire)
}

// NewDuel validates s and sets the duel up (§5.2): Advantage Track by
// Advantage Number, Kamae Ring on Neutral, Special cards in hand and an
// opening hand of Hand Limit cards, so the deck holds DeckSize − HandLimit.
func NewDuel(s Setup) (Duel, error) {
	v := &tables.ValidationError{}
	s.Options.validate(v, "options.")
	o := s.Options.Normalize()
	if len(s.Fighters) < MinFighters || len(s.Fighters) > MaxFighters {
		v.Add("fighters", "senjutsu.duel-has-fighters", MinFighters, MaxFighters)
		return Duel{}, v.Err()
	}
	ids := map[string]bool{}
	sides := map[string]bool{}
	for i, fs := range s.Fighters {
		p := fmt.Sprintf("fighters[%d].", i)
		if !isID(fs.ID) {
			v.Add(p+"id", "senjutsu.fighter-ids-use-1-16")
		} else if ids[fs.ID] {
			v.Add(p+"id", "senjutsu.two-fighters-have-id", fs.ID)
		}
		ids[fs.ID] = true
		sides[side(fs.ID, fs.Team)] = true
		fs.validate(v, p, o)
	}
	if len(sides) < 2 && v.Err() == nil {
		v.Add("fighters", "senjutsu.all-fighters-are-one-team")
	}
	if err := v.Err(); err != nil {
		return Duel{}, err
	}

	d := Duel{Options: o}
	for _, fs := range s.Fighters {
		ds := fs.DeckSize
		if ds == 0 {
			ds = o.DeckSize
		}
		nw := max(1, len(fs.Weapons))
		d.Fighters = append(d.Fighters, Fighter{
			ID: fs.ID, Profile: cloneProfile(fs.Profile), Team: fs.Team, DeckSize: ds, Weapons: slices.Clone(fs.Weapons),
			Deck: ds - fs.Profile.HandLimit, Hand: fs.Profile.HandLimit, Special: 1 + nw,
			Focus: fs.Focus, Kamae: Neutral, Concealed: fs.Concealed, PoisonDeck: slices.Clone(fs.PoisonDeck),
		})
	}
	tied := d.setTrack()
	if len(s.Track) > 0 {
		if err := checkSetupTrack(d, s.Track); err != nil {
			return Duel{}, err
		}
		d.Track = slices.Clone(s.Track)
		tied = false
	}
	entry := d.setupEntry(tied)
	d.status()
	d.Log = []LogEntry{entry}
	return d, nil
}

// setTrack orders the Advantage Track: highest Advantage Number on top,
// then descending (§5.2 step 4); it reports whether two numbers are equal.
func (d *Duel) setTrack() (tied bool) {
	order := make([]int, len(d.Fighters))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		return d.Fighters[order[a]].Profile.AdvantageNumber > d.Fighters[order[b]].Profile.AdvantageNumber
	})
	for i := 1; i < len(order); i++ {
		if d.Fighters[order[i]].Profile.AdvantageNumber == d.Fighters[order[i-1]].Profile.AdvantageNumber {
			tied = true
		}
	}
	for _, i := range order {
		d.Track = append(d.Track, d.Fighters[i].ID)
	}
	return tied
}

// setupEntry is the log's first entry: the track and each fighter's cards.
func (d *Duel) setupEntry(tied bool) LogEntry {
	var m msg
	m.add("senjutsu.duel-set-up-advantage-track", rulebook.Senjutsu.Cite(361), d.names(d.Track)) // cites §5.2
	if tied {
		m.add("senjutsu.some-advantage-numbers-are-equal")
	}
	for _, f := range d.Fighters {
		m.add("senjutsu.kamae-neutral-cards-hand-plus", f.Profile.Name, f.Hand, f.Special, f.Deck, f.DeckSize, f.Profile.HandLimit)
	}
	return LogEntry{Turn: 0, Action: Action{Type: "setup"}, Msg: m.text()}
}

// validate checks one fighter's set-up (p prefixes the fields): profile,
// team, deck, weapons, Focus and Poison deck.
func (fs FighterSetup) validate(v *tables.ValidationError, p string, o Options) {
	fs.Profile.validate(v, p+"profile.")
	if fs.Team != "" && !isID(fs.Team) {
		v.Add(p+"team", "senjutsu.team-names-use-1-16")
	}
	ds := fs.DeckSize
	if ds == 0 {
		ds = o.DeckSize
	}
	if !validDeckSize(ds) {
		v.Add(p+"deck_size", "senjutsu.deck-has-40-30-skill", rulebook.Senjutsu.Cite(1543), rulebook.Senjutsu.Cite(1543), ds) // cites §4, §23
	} else if fs.Profile.HandLimit > ds {
		v.Add(p+"profile.hand_limit", "senjutsu.hand-limit-cannot-exceed-deck", rulebook.Senjutsu.Cite(361)) // cites §5.2
	}
	fs.validateWeapons(v, p)
	if fs.Focus < 0 || fs.Focus > MaxFocus {
		v.Add(p+"focus", "senjutsu.focus-between-0", MaxFocus, rulebook.Senjutsu.Cite(173)) // cites §9.5
	}
	fs.validatePoisons(v, p)
}

func (fs FighterSetup) validateWeapons(v *tables.ValidationError, p string) {
	if len(fs.Weapons) > maxWeapons {
		v.Add(p+"weapons", "senjutsu.at-most-special-weapon-cards", maxWeapons)
	}
	for j, w := range fs.Weapons {
		f := fmt.Sprintf("%sweapons[%d]", p, j)
		checkName(v, f, w, true)
		if len(fs.Profile.Weapons) > 0 && !slices.ContainsFunc(fs.Profile.Weapons, func(x string) bool { return strings.EqualFold(x, w) }) {
			v.Add(f, "senjutsu.not-among-character-usable-weapons", w, rulebook.Senjutsu.Cite(1543)) // cites §4
		}
	}
}

func (fs FighterSetup) validatePoisons(v *tables.ValidationError, p string) {
	if len(fs.PoisonDeck) > maxPoisons {
		v.Add(p+"poison_deck", "senjutsu.at-most-poison-cards", maxPoisons)
	}
	seen := map[string]bool{}
	for j, pn := range fs.PoisonDeck {
		f := fmt.Sprintf("%spoison_deck[%d]", p, j)
		checkName(v, f, pn, true)
		if seen[strings.ToLower(pn)] {
			v.Add(f, "senjutsu.poison-deck-holds-one-copy", rulebook.Senjutsu.Cite(1233), pn) // cites §17.5
		}
		seen[strings.ToLower(pn)] = true
	}
}

func validDeckSize(n int) bool {
	for _, ds := range DeckSizes {
		if ds.Cards == n {
			return true
		}
	}
	return false
}

func cloneProfile(p Profile) Profile {
	p.Weapons = slices.Clone(p.Weapons)
	if p.KamaeTree != nil {
		t := *p.KamaeTree
		t.Positions = slices.Clone(t.Positions)
		t.FocusPoints = slices.Clone(t.FocusPoints)
		t.Branches = slices.Clone(t.Branches)
		p.KamaeTree = &t
	}
	return p
}

func checkSetupTrack(d Duel, track []string) error {
	v := &tables.ValidationError{}
	if len(track) != len(d.Fighters) {
		v.Add("track", "senjutsu.advantage-track-must-list-every")
		return v.Err()
	}
	seen := map[string]bool{}
	prev := -1
	for i, id := range track {
		f := d.fighter(id)
		if f == nil || seen[id] {
			v.Add("track", "senjutsu.advantage-track-must-list-every")
			return v.Err()
		}
		seen[id] = true
		if i > 0 && f.Profile.AdvantageNumber > prev {
			v.Add("track", "senjutsu.has-higher-advantage-number-than", f.Profile.Name, rulebook.Senjutsu.Cite(361)) // cites §5.2
		}
		prev = f.Profile.AdvantageNumber
	}
	return v.Err()
}

func side(id, team string) string {
	if team == "" {
		return "#" + id
	}
	return team
}

func (d *Duel) fighter(id string) *Fighter {
	for i := range d.Fighters {
		if d.Fighters[i].ID == id {
			return &d.Fighters[i]
		}
	}
	return nil
}

func (d *Duel) names(ids []string) string {
	var out []string
	for _, id := range ids {
		if f := d.fighter(id); f != nil {
			out = append(out, f.Profile.Name)
		} else {
			out = append(out, id)
		}
	}
	return strings.Join(out, ", ")
}

// WoundsTaken is Wounds plus Bleeding Wounds, the count checked against the
// Wound Limit (§17.2, §18).
func (f Fighter) WoundsTaken() int { return f.Wounds + f.Bleeding }

// CrippledPenalty is the speed penalty of f's active Crippled cards under
// the options (§17.4): the value to put in Play.Crippled is
// len(f.Crippled); this is what Order will subtract.
func (d Duel) CrippledPenalty(id string) int {
	f := d.fighter(id)
	if f == nil {
		return 0
	}
	return d.Options.crippledPenalty(len(f.Crippled))
}

// Reveal returns a Reveal with the duel's Advantage Track and each
// undefeated fighter's team and active Crippled cards filled in; the caller
// adds the revealed cards.
func (d Duel) Reveal() Reveal {
	var r Reveal
	for _, id := range d.Track {
		f := d.fighter(id)
		if f == nil || f.Defeated {
			continue
		}
		r.Track = append(r.Track, id)
		r.Plays = append(r.Plays, Play{Fighter: id, Team: f.Team, Crippled: len(f.Crippled)})
	}
	return r
}

// status sets Status to the duel's situation.
func (d *Duel) status() {
	switch {
	case d.Over && len(d.Winners) > 1:
		d.Status = i18n.M("senjutsu.duel-over-team-won", d.names(d.Winners), rulebook.Senjutsu.Cite(422)) // cites §18
	case d.Over && len(d.Winners) > 0:
		d.Status = i18n.M("senjutsu.duel-over-won", d.names(d.Winners), rulebook.Senjutsu.Cite(422)) // cites §18
	case d.Over:
		d.Status = i18n.M("senjutsu.duel-over-no-winner", rulebook.Senjutsu.Cite(422)) // cites §18
	case d.Turn == 0:
		d.Status = i18n.M("senjutsu.ready-start-turn-1")
	case d.InTurn:
		d.Status = i18n.M("senjutsu.turn-in-progress", d.Turn)
	default:
		d.Status = i18n.M("senjutsu.turn-over-start-next", d.Turn, d.Turn+1)
	}
}

// Validate checks a stored duel before an action is applied to it, so a
// damaged or hand-edited state is refused instead of misbehaving.
func (d Duel) Validate() error {
	v := &tables.ValidationError{}
	d.Options.validate(v, "duel.options.")
	o := d.Options.Normalize()
	if len(d.Fighters) < MinFighters || len(d.Fighters) > MaxFighters {
		v.Add("duel.fighters", "senjutsu.duel-has-fighters", MinFighters, MaxFighters)
		return v.Err()
	}
	if d.Turn < 0 || d.Turn > 10*maxLog || len(d.Log) > maxLog {
		v.Add("duel.turn", "senjutsu.duel-turn-log-out-range")
	}
	ids := map[string]bool{}
	for i, f := range d.Fighters {
		p := fmt.Sprintf("duel.fighters[%d].", i)
		if !isID(f.ID) || ids[f.ID] {
			v.Add(p+"id", "senjutsu.fighter-ids-must-valid-distinct")
		}
		ids[f.ID] = true
		f.validate(v, p, o)
	}
	if len(d.Track) != len(d.Fighters) {
		v.Add("duel.track", "senjutsu.advantage-track-must-list-every")
	} else {
		seen := map[string]bool{}
		for _, id := range d.Track {
			if !ids[id] || seen[id] {
				v.Add("duel.track", "senjutsu.advantage-track-must-list-every")
				break
			}
			seen[id] = true
		}
	}
	return v.Err()
}

// validate checks a fighter's state in a duel sent back by a client (p
// prefixes the fields): every counter in range and consistent.
func (f Fighter) validate(v *tables.ValidationError, p string, o Options) {
	f.Profile.validate(v, p+"profile.")
	if f.Team != "" && !isID(f.Team) {
		v.Add(p+"team", "senjutsu.invalid-team-name")
	}
	if !validDeckSize(f.DeckSize) {
		v.Add(p+"deck_size", "senjutsu.deck-size-must-40-30")
	}
	for _, c := range []int{f.Deck, f.Discard, f.Hand, f.Stun, f.Special, f.InPlay, f.Wounds, f.Bleeding} {
		if c < 0 || c > maxCount {
			v.Add(p+"counts", "senjutsu.card-counts-are-between-0", maxCount)
			break
		}
	}
	if f.Focus < 0 || f.Focus > MaxFocus || f.PaidForCard < 0 || f.PaidForCard > 2*MaxFocus {
		v.Add(p+"focus", "senjutsu.focus-between-0", MaxFocus, rulebook.Senjutsu.Cite(173)) // cites §9.5
	}
	if f.Instants < 0 || f.Instants > MaxInstantsPerTurn {
		v.Add(p+"instants", "senjutsu.at-most-one-instant-card", rulebook.Senjutsu.Cite(1102)) // cites §15
	}
	if !slices.Contains([]string{"", "skill", "special", "stun"}, f.PlayedKind) || f.Played != (f.PlayedKind != "") {
		v.Add(p+"played_kind", "senjutsu.invalid-played-card")
	}
	f.validateCards(v, p, o)
	if !f.validKamae(f.Kamae) {
		v.Add(p+"kamae", "senjutsu.unknown-kamae", f.Kamae)
	}
	if !slices.Contains([]string{"", "wounds", "stun", "execution"}, f.DefeatReason) || f.Defeated != (f.DefeatReason != "") {
		v.Add(p+"defeat_reason", "senjutsu.invalid-defeat-reason")
	}
}

// validateCards checks the Crippled, Poison and Weapon cards.
func (f Fighter) validateCards(v *tables.ValidationError, p string, o Options) {
	if len(f.Crippled) > maxCrippled {
		v.Add(p+"crippled", "senjutsu.at-most-crippled-cards", maxCrippled)
	}
	for _, r := range f.Crippled {
		if r < 0 || r >= o.CrippledRotations {
			v.Add(p+"crippled", "senjutsu.crippled-card-rotations-are-out")
			break
		}
	}
	if len(f.Poisons) > maxPoisons || len(f.PoisonDeck) > maxPoisons || len(f.Weapons) > maxWeapons {
		v.Add(p+"poisons", "senjutsu.too-many-poison-weapon-cards")
	}
}

func (f *Fighter) validKamae(k string) bool {
	if f.Profile.KamaeTree != nil {
		return f.Profile.KamaeTree.isPosition(k)
	}
	return knownKamae(k)
}
