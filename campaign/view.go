package campaign

import (
	"sengoku/i18n"
	"strings"
	"time"
)

// View is what one viewer may see of a campaign (§5, §6, C-37). It shares
// memory with the State it came from: treat it as read-only.
type View struct {
	Viewer   Viewer   `json:"viewer"`
	Name     string   `json:"name"`
	Scenario Scenario `json:"scenario"`
	Map      *Map     `json:"map"`
	Year     int      `json:"year"`
	Season   Season   `json:"season"`
	Phase    Phase    `json:"phase"`
	Options  Options  `json:"options"`

	Provinces []ProvinceState `json:"provinces"`
	Clans     []ClanView      `json:"clans"`
	Order     []Clan          `json:"order"`
	Deck      DeckView        `json:"deck"`

	Pending *CardChoice  `json:"pending,omitempty"`
	Ninja   *NinjaAttack `json:"ninja,omitempty"`
	Timer   Timer        `json:"timer"`
	// Deadline is the clock of play between club nights (nil: none),
	// shown to everybody as the banner shows it.
	Deadline *Deadline `json:"deadline,omitempty"`
	// Notes and Declarations are the box's notes this viewer may read and
	// the declarations of the season shown: the state does not hold them
	// (see State.NoteCount), so whoever builds the view reads them from
	// the store with BoxReaderOf and sets them.
	Notes        []Note    `json:"notes"`
	Declarations []Note    `json:"declarations"`
	Requests     []Request `json:"requests"`

	Contingents    []Contingent    `json:"contingents"`
	Confrontations []Confrontation `json:"confrontations"`
	Sieges         []SiegeView     `json:"sieges"`
	Battles        []Battle        `json:"battles"`

	Ledger    []PrestigeEntry `json:"ledger"`
	Tallies   []Tally         `json:"tallies"`
	Shogunate *Shogunate      `json:"shogunate,omitempty"`
	Result    *Summary        `json:"result,omitempty"`
}

// SiegeView is a siege with its odds, before and after the roll (§10).
type SiegeView struct {
	Siege
	Odds SiegeOdds `json:"odds"`
}

// ClanView is a clan as a viewer sees it: the hand only for its own player
// and the GM, its size for everybody.
type ClanView struct {
	Clan      Clan       `json:"clan"`
	Player    string     `json:"player,omitempty"`
	Status    ClanStatus `json:"status"`
	Capital   int        `json:"capital"`
	Army      Army       `json:"army"`
	Prestige  int        `json:"prestige"`
	PendingPP int        `json:"pendingPP"`
	HandSize  int        `json:"handSize"`
	Hand      []string   `json:"hand,omitempty"`
	SpyUpTo   int        `json:"spyUpTo,omitempty"`
	NinjaLeft int        `json:"ninjaLeft,omitempty"`
	Frozen    bool       `json:"frozen,omitempty"`
	Turn      ClanTurn   `json:"turn"`
}

// DeckView shows the deck: the draw pile's order only to the GM.
type DeckView struct {
	DrawPileSize int      `json:"drawPileSize"`
	DrawPile     []string `json:"drawPile,omitempty"`
	Table        []string `json:"table"`
	Removed      []string `json:"removed"`
	Pass         int      `json:"pass"`
	Finished     bool     `json:"finished"`
}

// VisibleTo filters the campaign for v: the GM sees everything; a player
// sees his own hand, the notes he sent or received and, after SPY, every
// note of the box up to then (C-37); the public sees hand sizes and public
// declarations only. Its cost does not depend on the length of the log.
func (s *State) VisibleTo(v Viewer) View {
	gm := v.Role == RoleGM
	me := Clan("")
	if v.Role == RolePlayer && v.Clan.Valid() {
		me = v.Clan
	}
	out := View{
		Viewer: v, Name: s.Name, Scenario: s.Scenario, Map: &s.Map, Year: s.Year, Season: s.Season, Phase: s.Phase, Options: s.Options,
		Provinces: s.Provinces, Order: s.Order, Pending: s.Pending, Ninja: s.Ninja, Timer: s.Timer, Deadline: s.Deadline,
		Notes: []Note{}, Declarations: []Note{}, Contingents: s.Contingents, Confrontations: s.Confrontations,
		Battles: s.Battles, Ledger: s.Ledger, Tallies: s.Tallies, Shogunate: s.Shogunate, Result: s.Result,
	}
	out.Sieges = make([]SiegeView, len(s.Sieges))
	for i := range s.Sieges {
		out.Sieges[i] = SiegeView{Siege: s.Sieges[i], Odds: s.OddsOf(&s.Sieges[i])}
	}
	out.Deck = DeckView{DrawPileSize: len(s.Deck.DrawPile), Table: s.Deck.Table, Removed: s.Deck.Removed, Pass: s.Deck.Pass, Finished: s.Deck.Finished}
	if gm {
		out.Deck.DrawPile = s.Deck.DrawPile
	}
	for _, cs := range s.Clans {
		cv := ClanView{Clan: cs.Clan, Player: cs.Player, Status: cs.Status, Capital: cs.Capital, Army: cs.Army,
			Prestige: cs.Prestige, PendingPP: cs.PendingPP, HandSize: len(cs.Hand), NinjaLeft: cs.NinjaLeft,
			Frozen: s.frozen(cs.Clan), Turn: cs.Turn}
		if gm || cs.Clan == me {
			cv.Hand = cs.Hand
			cv.SpyUpTo = cs.SpyUpTo
		}
		out.Clans = append(out.Clans, cv)
	}
	switch {
	case gm:
		out.Requests = s.Requests
	case me != "":
		for _, r := range s.Requests {
			if r.From == me || r.To == me {
				out.Requests = append(out.Requests, r)
			}
		}
	}
	return out
}

// Banner says what happens now and who acts, in both languages.
type Banner struct {
	Phase    Phase         `json:"phase"`
	Year     int           `json:"year"`
	Season   Season        `json:"season"`
	Waiting  []Clan        `json:"waiting"` // clans that must (or may) act now
	GM       bool          `json:"gm"`      // the game master must act to go on
	TimeLeft time.Duration `json:"timeLeft,omitempty"`
	// Msg is the banner's text; JSON flat beside the fields (key, args,
	// en, it).
	Msg i18n.Msg `json:"-"`
}

type bannerJSON Banner

// MarshalJSON keeps the banner's flat shape.
func (b Banner) MarshalJSON() ([]byte, error) { return flatJSON(bannerJSON(b), b.Msg) }

// UnmarshalJSON reads a banner.
func (b *Banner) UnmarshalJSON(data []byte) error {
	return unflatJSON(data, (*bannerJSON)(b), &b.Msg)
}

// Banner reports what happens now at clock time now.
func (s *State) Banner(now time.Time) Banner {
	bb := &bannerBuilder{s: s, b: Banner{Phase: s.Phase, Year: s.Year, Season: s.Season}}
	b := &bb.b
	switch {
	case s.Phase == PhaseSetup || s.Phase == "":
		b.GM = true
		b.Msg = i18n.M("campaign.banner.setup")
		return *b
	case s.Phase == PhaseEnded:
		if s.Result != nil {
			b.Msg = s.Result.Msg
		}
		return *b
	case s.Ninja != nil:
		b.Waiting = []Clan{s.Ninja.Target}
		bb.set("campaign.must-answer-ninja-bodyguard-accept", s.Ninja.Target)
		return *b
	case s.Pending != nil:
		b.Waiting = []Clan{s.Pending.Clan}
		bb.set("campaign.chooses-how-apply", s.Pending.Clan, cardName(s.Pending.Card))
		return *b
	}
	switch s.Phase {
	case PhaseDraw:
		bb.draw()
	case PhaseDiplomacy:
		bb.diplomacy(now)
	case PhaseMovement:
		bb.movement()
	case PhaseEndOfMovement:
		bb.confrontations()
	case PhaseSieges:
		bb.sieges()
	case PhaseBattles:
		bb.battles()
	case PhaseSupply:
		b.GM = true
		lost := 0
		for _, r := range s.SupplyPreview() {
			lost += len(r.Unsupplied)
		}
		bb.set("campaign.supply-check-game-master-applies",
			counted(lost, "campaign.noun.province-neutral"))
	case PhasePrestige:
		b.GM = true
		bb.set("campaign.prestige-tally-game-master-makes")
	}
	return *b
}

// bannerBuilder writes a banner, one method per phase.
type bannerBuilder struct {
	s *State
	b Banner
}

// set words the banner, after the season and year.
func (bb *bannerBuilder) set(key string, args ...any) {
	s := bb.s
	bb.b.Msg = i18n.M("campaign.banner", s.Season.title(), s.Year, i18n.M(key, args...))
}

func (bb *bannerBuilder) draw() {
	if c := bb.s.NextDrawer(); c != "" {
		bb.b.Waiting = []Clan{c}
		bb.set("campaign.draws-event-card", c)
		return
	}
	bb.b.GM = true
	bb.set("campaign.every-card-drawn-game-master")
}

func (bb *bannerBuilder) diplomacy(now time.Time) {
	s, b := bb.s, &bb.b
	b.GM = true
	b.TimeLeft = s.Timer.Left(now)
	if s.Timer.Running(now) {
		b.Waiting = s.ActiveClans()
		left := b.TimeLeft.Round(time.Second)
		bb.set("campaign.diplomacy-notes-public-declarations-left", int(left.Minutes()), int(left.Seconds())%60)
		return
	}
	bb.set("campaign.diplomacy-over-game-master-closes")
}

func (bb *bannerBuilder) movement() {
	if c := bb.s.Mover(); c != "" {
		bb.b.Waiting = []Clan{c}
		bb.set("campaign.declares-its-movement", c)
		return
	}
	bb.b.GM = true
	bb.set("campaign.every-movement-declared-game-master")
}

func (bb *bannerBuilder) confrontations() {
	b := &bb.b
	for _, cf := range bb.s.Confrontations {
		if c := cf.Chooser(); c != "" {
			b.Waiting = append(b.Waiting, c)
		}
	}
	if len(b.Waiting) > 0 {
		bb.set("campaign.armies-face-each-other-fight",
			subject(b.Waiting, "campaign.verb.choose"))
		return
	}
	b.GM = true
	bb.set("campaign.every-choice-made-game-master")
}

// sieges: the besiegers roll, and with table dice the game master enters
// the dice rolled at the table.
func (bb *bannerBuilder) sieges() {
	s, b := bb.s, &bb.b
	var table []string
	for _, sg := range s.Sieges {
		switch {
		case sg.AwaitsTableDie():
			table = append(table, s.provinceName(sg.Province))
		case !sg.Done:
			b.Waiting = append(b.Waiting, sg.Besieger)
		}
	}
	switch {
	case len(table) > 0 && len(b.Waiting) > 0:
		b.GM = true
		bb.set("campaign.sieges-siege-die-game-master", subject(b.Waiting, rolls), strings.Join(table, ", "))
	case len(table) > 0:
		b.GM = true
		bb.set("campaign.sieges-game-master-enters-die", strings.Join(table, ", "))
	case len(b.Waiting) > 0:
		bb.set("campaign.sieges-siege-die", subject(b.Waiting, rolls))
	default:
		b.GM = true
		bb.set("campaign.every-siege-settled-game-master")
	}
}

func (bb *bannerBuilder) battles() {
	b := &bb.b
	b.GM = true
	n := 0
	for _, bt := range bb.s.Battles {
		if !bt.Done {
			n++
			b.Waiting = append(b.Waiting, bt.Attacker, bt.Defender)
		}
	}
	if dice := bb.s.battlesAwaitingDice(); len(dice) > 0 {
		bb.set("campaign.fight-table-game-master-first", counted(n, nBattles), strings.Join(dice, ", "))
		return
	}
	if n > 0 {
		bb.set("campaign.fight-table-game-master-records", counted(n, nBattles))
		return
	}
	bb.set("campaign.every-battle-recorded-game-master")
}

func joinClans(cs []Clan) string {
	var names []string
	seen := map[Clan]bool{}
	for _, c := range cs {
		if !seen[c] {
			seen[c] = true
			names = append(names, string(c))
		}
	}
	return strings.Join(names, ", ")
}

// rolls is "roll" agreeing with its subject.
const rolls = "campaign.verb.roll"

// subject names clans as the subject of a verb that agrees with them:
// "Imagawa sceglie", "Imagawa e Takeda scelgono".
func subject(cs []Clan, verb string) i18n.Msg {
	var names []string
	seen := map[Clan]bool{}
	for _, c := range cs {
		if !seen[c] {
			seen[c] = true
			names = append(names, string(c))
		}
	}
	list := verbatim(strings.Join(names, ""))
	if len(names) >= 2 {
		list = i18n.M("campaign.and", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
	}
	return i18n.M("campaign.subject", list, i18n.M(verb, len(names)))
}

// LegalAction is one thing an actor may do now, with the inputs it accepts.
// Kind, Clan and Province go into the action's fields of the same names;
// Fields says which field takes a value from each list, so that a client
// builds the action from what it is offered alone.
type LegalAction struct {
	Kind         ActionKind    `json:"kind"`
	Clan         Clan          `json:"clan,omitempty"`
	Province     int           `json:"province,omitempty"`
	Choices      []string      `json:"choices,omitempty"`
	Cards        []string      `json:"cards,omitempty"`
	Targets      []Clan        `json:"targets,omitempty"`
	Destinations []Destination `json:"destinations,omitempty"`
	// Fields maps each list above ("choices", "cards", "targets",
	// "destinations") to the action field its values go into: "choice",
	// "choices" (a list of Picks values), "province" (a number), "card",
	// "cards" (any number of them), "target" or "result.winner".
	Fields map[string]string `json:"fields,omitempty"`
	// Picks is how many values a list field takes ("choices").
	Picks int `json:"picks,omitempty"`
	// Inputs are the further action fields the action takes that no list
	// offers: text, elements, dice, result, key, value, second.
	Inputs []string `json:"inputs,omitempty"`
	// Siege is the siege's needed score and exact odds (§10).
	Siege *SiegeOdds `json:"siege,omitempty"`
	// Unavailable are the choices the phase names that this clan cannot
	// take now, each with the rule's reason (never a hidden card).
	Unavailable []Unavailable `json:"unavailable,omitempty"`
	// Msg says what the action does; JSON flat beside the fields (key,
	// args, en, it).
	Msg i18n.Msg `json:"-"`
}

type legalActionJSON LegalAction

// MarshalJSON keeps the flat shape.
func (la LegalAction) MarshalJSON() ([]byte, error) { return flatJSON(legalActionJSON(la), la.Msg) }

// UnmarshalJSON reads a legal action.
func (la *LegalAction) UnmarshalJSON(b []byte) error {
	return unflatJSON(b, (*legalActionJSON)(la), &la.Msg)
}

// Unavailable is a choice a clan cannot take, and why.
type Unavailable struct {
	Choice string `json:"choice"`
	// Msg is the rule's reason; JSON flat beside the choice.
	Msg i18n.Msg `json:"-"`
}

type unavailableJSON Unavailable

// MarshalJSON keeps the flat shape.
func (u Unavailable) MarshalJSON() ([]byte, error) { return flatJSON(unavailableJSON(u), u.Msg) }

// UnmarshalJSON reads a reason.
func (u *Unavailable) UnmarshalJSON(b []byte) error {
	return unflatJSON(b, (*unavailableJSON)(u), &u.Msg)
}

// legalInputs are the free-value action fields of each kind (engine.go
// lists what each kind reads).
var legalInputs = map[ActionKind][]string{
	ActSetOption:    {"key", "value"},
	ActNote:         {"text"},
	ActDeclare:      {"text"},
	ActMove:         {"second"},
	ActSend:         {"elements"},
	ActBattleResult: {"result"},
	ActTimer:        {"text"},
	ActPenalty:      {"elements"},
	ActBattleDie:    {"dice"},
}

// describeFields names the action field of each list of la and the free
// inputs of its kind, keeping what the builder already set.
func describeFields(la *LegalAction) {
	if la.Fields == nil {
		la.Fields = map[string]string{}
	}
	set := func(list, field string, present bool) {
		if _, ok := la.Fields[list]; !ok && present {
			la.Fields[list] = field
		}
	}
	set("choices", "choice", len(la.Choices) > 0)
	set("cards", "card", len(la.Cards) > 0)
	set("targets", "target", len(la.Targets) > 0)
	set("destinations", "province", len(la.Destinations) > 0)
	if len(la.Fields) == 0 {
		la.Fields = nil
	}
	if la.Inputs == nil {
		la.Inputs = legalInputs[la.Kind]
	}
}

// Legal lists what actor may do now. The GM gets his own actions and every
// active clan's; a player gets his clan's. It only offers: Apply decides.
func (s *State) Legal(actor Actor, now time.Time) []LegalAction {
	var out []LegalAction
	switch actor.Role {
	case RoleGM:
		out = append(out, s.gmLegal(now)...)
		for _, c := range s.ActiveClans() {
			out = append(out, s.clanLegal(c, now, true)...)
		}
	case RolePlayer:
		if s.active(actor.Clan) {
			out = s.clanLegal(actor.Clan, now, false)
		}
	}
	for i := range out {
		describeFields(&out[i])
	}
	return out
}

func (s *State) gmLegal(now time.Time) []LegalAction {
	var out []LegalAction
	add := func(k ActionKind, key string) LegalAction {
		out = append(out, LegalAction{Kind: k, Msg: i18n.M(key)})
		return out[len(out)-1]
	}
	switch s.Phase {
	case PhaseSetup:
		add(ActSetOption, "campaign.change-rules-option")
		add(ActStart, "campaign.start-campaign")
		return out
	case PhaseEnded:
		return nil
	}
	if b := s.Banner(now); b.GM && len(b.Waiting) == 0 && !s.awaitingTableDie() || s.Phase == PhaseDiplomacy {
		add(ActAdvance, "campaign.go-next-phase")
	}
	if s.Phase == PhaseDiplomacy {
		// Started again, the clock runs only for the time it has left;
		// "extend" gives five minutes more, with the reason (§6).
		choices := []string{"stop"}
		if !s.Timer.Running(now) {
			choices = nil
			if s.Timer.Unused(now) > 0 {
				choices = []string{"start"}
			}
		}
		out = append(out, LegalAction{Kind: ActTimer, Choices: append(choices, "extend"),
			Msg: i18n.M("campaign.legal.timer")})
	}
	out = append(out, s.battleDieLegal()...)
	for _, b := range s.Battles {
		if !b.Done && s.Phase == PhaseBattles && !b.AwaitsDie() { // battledie.go: the die first
			out = append(out, LegalAction{Kind: ActBattleResult, Province: b.Province, Targets: []Clan{b.Attacker, b.Defender},
				Fields: map[string]string{"targets": "result.winner"},
				Msg:    i18n.M("campaign.legal.battle-result", s.provinceName(b.Province))})
		}
		if !b.Done && !b.TerrainChosen && !b.AwaitsRoles() {
			out = append(out, LegalAction{Kind: ActBattlefield, Province: b.Province, Choices: []string{string(Plain), string(Hilly), string(Mountain)},
				Msg: i18n.M("campaign.legal.battlefield")})
		}
	}
	out = append(out, LegalAction{Kind: ActPenalty, Targets: s.ActiveClans(), Choices: []string{"exclude"},
		Msg: i18n.M("campaign.legal.penalty")})
	return out
}

// awaitingTableDie reports whether a siege waits for the game master's
// table die.
func (s *State) awaitingTableDie() bool {
	for i := range s.Sieges {
		if s.Sieges[i].AwaitsTableDie() {
			return true
		}
	}
	return false
}
