package campaign

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"sengoku/i18n"
	"sengoku/tables"
)

// Phase is a step of the season's sequence (campaign-1560 §4).
type Phase string

// The phases. Spring, Summer and Autumn run Draw, Diplomacy, Movement,
// EndOfMovement (the §9 choices), Sieges and Battles; Winter runs Draw,
// Diplomacy, Supply and Prestige.
const (
	PhaseSetup         Phase = "setup" // before the first season: options may change
	PhaseDraw          Phase = "draw"
	PhaseDiplomacy     Phase = "diplomacy"
	PhaseMovement      Phase = "movement"
	PhaseEndOfMovement Phase = "end-of-movement"
	PhaseSieges        Phase = "sieges"
	PhaseBattles       Phase = "battles"
	PhaseSupply        Phase = "supply"
	PhasePrestige      Phase = "prestige"
	PhaseEnded         Phase = "ended"
)

// Role is who is acting or looking.
type Role string

// Roles.
const (
	RoleGM     Role = "gm"
	RolePlayer Role = "player"
	RolePublic Role = "public"
)

// Actor is who performs an action: the game master, or the player of a clan.
type Actor struct {
	Role Role `json:"role"`
	Clan Clan `json:"clan,omitempty"` // the player's clan
}

// GM is the game master.
func GM() Actor { return Actor{Role: RoleGM} }

// PlayerOf is the player of clan c.
func PlayerOf(c Clan) Actor { return Actor{Role: RolePlayer, Clan: c} }

// Public is an onlooker with no clan.
func Public() Actor { return Actor{Role: RolePublic} }

// Viewer is who looks at the campaign; same shape as Actor.
type Viewer = Actor

// ActionKind names an action.
type ActionKind string

// Action kinds. Fields used are listed with each.
const (
	ActSetOption    ActionKind = "set-option"    // GM, setup: Key, Value or Settings
	ActStart        ActionKind = "start"         // GM, setup: shuffle the deck, first playing order
	ActAdvance      ActionKind = "advance"       // GM: next phase (At starts the diplomacy timer)
	ActDraw         ActionKind = "draw"          // Clan: draw this season's card
	ActChooseCard   ActionKind = "choose-card"   // Clan: Province or Choice/Choices for the pending card
	ActTimer        ActionKind = "timer"         // GM, diplomacy: Choice start|stop|extend (Text: the reason), At
	ActNote         ActionKind = "note"          // Clan, diplomacy: Target, Text, At
	ActDeclare      ActionKind = "declare"       // Clan, diplomacy: Text, At (public declaration)
	ActRequest      ActionKind = "request"       // Clan: Target (asks Target for a contingent)
	ActProclaim     ActionKind = "proclaim"      // Clan, diplomacy: Card (a MARRIAGE)
	ActStay         ActionKind = "stay"          // Clan, movement
	ActMove         ActionKind = "move"          // Clan, movement: Province; Card (FORCED MARCH) and Second
	ActSend         ActionKind = "send"          // Clan, movement: Target (receiving clan), Elements (indexes)
	ActPlay         ActionKind = "play"          // Clan: Card; Target, Province, Choices as the card needs
	ActNinjaAnswer  ActionKind = "ninja-answer"  // target Clan: Card (BODYGUARD) or none to accept
	ActConfront     ActionKind = "confront"      // Clan: Province, Choice fight|withdraw|fortress|siege
	ActSiege        ActionKind = "siege"         // besieger Clan: Province, Choice roll|withdraw, Cards (MERCHANTS), Dice
	ActReroll       ActionKind = "reroll"        // besieger Clan: Province, Card (DIVINE INTERVENTION) or Choice accept, Dice
	ActBattlefield  ActionKind = "battlefield"   // terrain placer or GM: Province, Choice plain|hilly|mountain
	ActBattleResult ActionKind = "battle-result" // GM: Result (its Battle, or the battle's Province)
	ActPenalty      ActionKind = "penalty"       // GM: Target, Elements (lost) or Choice exclude (§6)
	ActBattleNote   ActionKind = "battle-note"   // GM: Battle, Text (the notes of a fought battle's report)
	ActBattleDie    ActionKind = "battle-die"    // GM: Province or Battle, Choice roles|river, Dice (table dice the battle waits for)
	ActBattlePhoto  ActionKind = "battle-photo"  // GM: Battle, Choice removed (logs the removal; the photo lives outside the log)
	ActDeadline     ActionKind = "deadline"      // GM: Choice set (Deadline) | off | pause | resume | extend (Extend), Text: the reason, At
	ActAuto         ActionKind = "auto"          // the server as GM: the next automatic step (a default or the advance), At
)

// Action is one thing someone does in the campaign. It is logged as JSON
// and replayed, so it carries every input, the clock included.
type Action struct {
	Kind     ActionKind    `json:"kind"`
	Clan     Clan          `json:"clan,omitempty"` // the clan acted for; the GM must name it, a player may omit it
	Province int           `json:"province,omitempty"`
	Second   int           `json:"second,omitempty"` // FORCED MARCH second step
	Card     string        `json:"card,omitempty"`
	Cards    []string      `json:"cards,omitempty"`
	Target   Clan          `json:"target,omitempty"`
	Choice   string        `json:"choice,omitempty"`
	Choices  []string      `json:"choices,omitempty"`
	Elements []int         `json:"elements,omitempty"` // indexes into the army's elements
	Count    int           `json:"count,omitempty"`    // penalty: how many elements, picked by the engine when Elements is empty
	Text     string        `json:"text,omitempty"`
	Key      string        `json:"key,omitempty"`
	Value    string        `json:"value,omitempty"`
	Dice     []int         `json:"dice,omitempty"` // table dice (Options.TableDice), game master only
	Result   *BattleResult `json:"result,omitempty"`
	Battle   int           `json:"battle,omitempty"`   // a fought battle's id (battle-note)
	Deadline *DeadlineSpec `json:"deadline,omitempty"` // ActDeadline set
	Extend   time.Duration `json:"extend,omitempty"`   // ActDeadline extend
	At       time.Time     `json:"at,omitempty"`       // the clock, given by the caller

	// Settings are several rules options (key → value) set together: all
	// are checked before any changes.
	Settings map[string]string `json:"settings,omitempty"`
}

// Message is one thing that happened: a catalogue message worded in the
// reader's language. Private messages are for one clan (and the GM) only.
//
// Its JSON keeps the flat shape the action log has always stored:
// {"kind", "key", "args", "en", "it", "private"}; a message stored before
// it had a key ({"kind", "en", "it"}) reads back as its stored words.
type Message struct {
	Kind    string
	Msg     i18n.Msg
	Private Clan
}

// MarshalJSON writes the kind and privacy beside the message's key,
// arguments and words.
func (m Message) MarshalJSON() ([]byte, error) {
	body, err := json.Marshal(m.Msg)
	if err != nil {
		return nil, fmt.Errorf("%s message: %w", m.Kind, err)
	}
	kind, err := json.Marshal(m.Kind)
	if err != nil {
		return nil, err
	}
	out := append(append([]byte(`{"kind":`), kind...), ',')
	out = append(out, body[1:len(body)-1]...)
	if m.Private != "" {
		to, err := json.Marshal(m.Private)
		if err != nil {
			return nil, err
		}
		out = append(append(out, `,"private":`...), to...)
	}
	return append(out, '}'), nil
}

// UnmarshalJSON reads what MarshalJSON wrote, or a message stored with its
// words only.
func (m *Message) UnmarshalJSON(b []byte) error {
	var head struct {
		Kind    string `json:"kind"`
		Private Clan   `json:"private"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return fmt.Errorf("message: %w", err)
	}
	m.Kind, m.Private = head.Kind, head.Private
	return m.Msg.UnmarshalJSON(b)
}

// Outcome is what an action did.
type Outcome struct {
	Messages []Message `json:"messages"`
	Rolls    []Roll    `json:"rolls"` // every die and shuffle, table dice included
	// Box holds the notes and declarations the action wrote, for the store
	// to keep beside the state in the action's transaction (never sent:
	// a note is read through the box's own rules).
	Box []Note `json:"-"`
	// Archive is the ledger and the tallies a tally took out of the state
	// (State.ArchivesAtTally), for the store to keep.
	Archive History `json:"-"`
	// Reports are the reports of the battles whose result the action
	// applied, and ReportNotes the notes it wrote on a report, for the
	// store to keep beside the state (State.Fought indexes them).
	Reports     []BattleReport `json:"-"`
	ReportNotes []ReportNote   `json:"-"`
}

// History is a campaign's Prestige history: scoring-table entries and
// Winter tallies, oldest first.
type History struct {
	Ledger  []PrestigeEntry
	Tallies []Tally
}

// Errors an action can fail with, besides a *tables.ValidationError for a
// wrong input. Each is wrapped in an *ActionError that also carries the
// bilingual message, so both errors.Is and tables.AsValidation work.
var (
	ErrForbidden = errors.New("not allowed") // the actor may not do this at all
	ErrNotNow    = errors.New("not now")     // wrong phase, not this clan's turn
	ErrNotFound  = errors.New("not found")   // no such battle, siege, card… (or, from a Store, campaign, session, item…)
)

// ActionError is a refused action: a sentinel and the bilingual problem.
type ActionError struct {
	Kind    error
	Problem *tables.ValidationError
}

func (e *ActionError) Error() string { return e.Kind.Error() + ": " + e.Problem.Error() }

// Unwrap exposes both the sentinel and the validation error.
func (e *ActionError) Unwrap() []error { return []error{e.Kind, e.Problem} }

// counted is n with the counted noun key in the form that agrees with it
// in the reader's language ("1 element", "3 elementi").
func counted(n int, noun string) i18n.Msg {
	return i18n.M("campaign.count", n, i18n.M(noun, n))
}

// Nouns counted in messages: catalogue keys of their forms.
const (
	nElements = "campaign.noun.element"
	nCards    = "campaign.noun.card"
	nBattles  = "campaign.noun.battle"
	nPieces   = "campaign.noun.piece"
)

// words joins terms with ", " in the reader's language.
func words(ws []i18n.Msg) i18n.Msg {
	if len(ws) == 0 {
		return i18n.Msg{}
	}
	out := ws[0]
	for _, w := range ws[1:] {
		out = i18n.M("campaign.list", out, w)
	}
	return out
}

func refuse(kind error, field, key string, args ...any) error {
	v := &tables.ValidationError{}
	v.Add(field, key, args...)
	return &ActionError{Kind: kind, Problem: v}
}

func invalid(field, key string, args ...any) error {
	return tables.Invalid(field, key, args...)
}

// Apply validates action a by actor and applies it to s, rolling through r.
// On error s is left exactly as it was. It depends only on s, a and r, so
// replaying the log with the recorded rolls reproduces the campaign.
func Apply(s *State, actor Actor, a Action, r Roller) (Outcome, error) {
	backup := s.clone()
	out, err := applyOnce(s, actor, a, r)
	if err != nil {
		*s = *backup
	}
	return out, err
}

// applyOnce is Apply for a state that its caller throws away when the
// action is refused (a store's freshly decoded copy, a preview's copy): on
// error s may be half changed, and nothing is copied to restore it.
func applyOnce(s *State, actor Actor, a Action, r Roller) (Outcome, error) {
	e := &engine{s: s, actor: actor, a: a, r: r}
	before := s.mark()
	if err := e.run(); err != nil {
		return Outcome{}, err
	}
	e.restartDeadline(before)
	if e.out.Messages == nil {
		e.out.Messages = []Message{}
	}
	if e.out.Rolls == nil {
		e.out.Rolls = []Roll{}
	}
	return e.out, nil
}

// Step applies a with the campaign's own seeded generator, continuing from
// s.RollerState and saving it back on success.
func Step(s *State, actor Actor, a Action) (Outcome, error) {
	return step(s, actor, a, Apply)
}

// stepOnce is Step for a state thrown away when the action is refused
// (see applyOnce).
func stepOnce(s *State, actor Actor, a Action) (Outcome, error) {
	return step(s, actor, a, applyOnce)
}

func step(s *State, actor Actor, a Action, apply func(*State, Actor, Action, Roller) (Outcome, error)) (Outcome, error) {
	var r *SeededRoller
	if len(s.RollerState) == 0 {
		r = NewSeededRoller(s.Seed)
	} else {
		var err error
		if r, err = RestoreRoller(s.RollerState); err != nil {
			return Outcome{}, err
		}
	}
	out, err := apply(s, actor, a, r)
	if err != nil {
		return out, err
	}
	s.RollerState = r.State()
	return out, nil
}

type engine struct {
	s     *State
	actor Actor
	a     Action
	r     Roller
	out   Outcome
	dice  int // table dice used so far
	// held collects the Capitals captured while lone armies settle
	// together at the end of movement (C-40); nil otherwise.
	held *[]heldDefeat
}

func (e *engine) run() error {
	if err := e.check(); err != nil {
		return err
	}
	if done, err := e.gmAction(); done {
		return err
	}
	c, err := e.acting()
	if err != nil {
		return err
	}
	if e.s.Phase == PhaseSetup {
		return refuse(ErrNotNow, "kind", "campaign.campaign-has-not-started-yet")
	}
	return e.clanAction(c)
}

// check refuses an actor who may not act at all, or any action once the
// campaign is over; a new campaign starts in its set-up.
func (e *engine) check() error {
	s, a := e.s, e.a
	switch e.actor.Role {
	case RoleGM, RolePlayer:
	default:
		return refuse(ErrForbidden, "actor", "campaign.only-game-master-players-can")
	}
	if e.actor.Role == RolePlayer && !e.actor.Clan.Valid() {
		return refuse(ErrForbidden, "actor", "campaign.unknown-player-clan")
	}
	if e.actor.Role == RolePlayer && len(a.Dice) > 0 {
		// Table dice are entered by the game master (Options.TableDice);
		// otherwise the app rolls. A player never supplies a die.
		return refuse(ErrForbidden, "dice", "campaign.only-game-master-enters-dice")
	}
	if s.Phase == PhaseEnded {
		return refuse(ErrNotNow, "kind", "campaign.campaign-over")
	}
	if s.Phase == "" {
		s.Phase = PhaseSetup
		if s.Options == (Options{}) {
			s.Options = DefaultOptions()
		}
	}
	return nil
}

// gmAction runs the actions that are not a clan's (each checks who may
// take it); done is false for a clan's action.
func (e *engine) gmAction() (done bool, err error) {
	switch e.a.Kind {
	case ActSetOption:
		return true, e.setOption()
	case ActStart:
		return true, e.start()
	case ActAdvance:
		return true, e.advance()
	case ActTimer:
		return true, e.timer()
	case ActBattleResult:
		return true, e.battleResult()
	case ActPenalty:
		return true, e.penalty()
	case ActBattleNote:
		return true, e.battleNote()
	case ActBattleDie:
		return true, e.battleDie()
	case ActBattlePhoto:
		return true, e.battlePhoto()
	case ActBattlefield:
		return true, e.battlefield()
	case ActDeadline:
		return true, e.deadline()
	case ActAuto:
		return true, e.auto()
	}
	return false, nil
}

// clanAction runs clan c's action.
func (e *engine) clanAction(c Clan) error {
	a := e.a
	switch a.Kind {
	case ActDraw:
		return e.draw(c)
	case ActChooseCard:
		return e.chooseCard(c)
	case ActNote:
		return e.note(c)
	case ActDeclare:
		return e.declare(c)
	case ActRequest:
		return e.request(c)
	case ActProclaim:
		return e.proclaim(c)
	case ActStay:
		return e.stay(c)
	case ActMove:
		return e.move(c)
	case ActSend:
		return e.send(c)
	case ActPlay:
		return e.play(c)
	case ActNinjaAnswer:
		return e.ninjaAnswer(c)
	case ActConfront:
		return e.confront(c)
	case ActSiege:
		return e.siege(c)
	case ActReroll:
		return e.reroll(c)
	}
	return invalid("kind", "campaign.unknown-action", a.Kind)
}

// acting returns the clan the action is for, checking that a player acts
// only for his own clan and that the clan is still in the game.
func (e *engine) acting() (Clan, error) {
	c := e.a.Clan
	if e.actor.Role == RolePlayer {
		if c == "" {
			c = e.actor.Clan
		}
		if c != e.actor.Clan {
			return "", refuse(ErrForbidden, "clan", "campaign.you-may-act-only-your", e.actor.Clan, c)
		}
	}
	cs := e.s.Clan(c)
	if cs == nil {
		return "", invalid("clan", "campaign.choose-clan-act")
	}
	if cs.Status != Active {
		return "", refuse(ErrForbidden, "clan", "campaign.not-game", c)
	}
	return c, nil
}

func (e *engine) gmOnly() error {
	if e.actor.Role != RoleGM {
		return refuse(ErrForbidden, "kind", "campaign.only-game-master-can-do")
	}
	return nil
}

func (e *engine) say(kind, key string, args ...any) {
	e.out.Messages = append(e.out.Messages, Message{Kind: kind, Msg: i18n.M(key, args...)})
}

func (e *engine) whisper(to Clan, kind, key string, args ...any) {
	e.out.Messages = append(e.out.Messages, Message{Kind: kind, Msg: i18n.M(key, args...), Private: to})
}

// die rolls through the roller and records the result in the outcome:
// purpose is a catalogue key (see rollpurpose.go), of the clan or province
// the roll concerns, if any.
func (e *engine) die(sides int, purpose string, of ...string) int {
	v := e.r.Die(sides, purpose)
	e.out.Rolls = append(e.out.Rolls, Roll{Purpose: purpose, Of: strings.Join(of, " "), Sides: sides, Value: v})
	return v
}

// tableDie is a d6 that the game master enters from the table when the
// campaign uses table dice, and the generator's otherwise.
func (e *engine) tableDie(purpose string, of ...string) (int, error) {
	if !e.s.Options.TableDice {
		return e.die(6, purpose, of...), nil
	}
	if e.dice >= len(e.a.Dice) {
		return 0, invalid("dice", "campaign.enter-die-rolled-at-table")
	}
	v := e.a.Dice[e.dice]
	e.dice++
	if v < 1 || v > 6 {
		return 0, invalid("dice", "campaign.die-shows-1-6-not", v)
	}
	e.out.Rolls = append(e.out.Rolls, Roll{Purpose: purpose, Of: strings.Join(of, " "), Sides: 6, Value: v, Table: true})
	return v, nil
}

func (e *engine) shuffle(n int, purpose string) []int {
	p := e.r.Shuffle(n, purpose)
	e.out.Rolls = append(e.out.Rolls, Roll{Purpose: purpose, Order: append([]int(nil), p...)})
	return p
}

// clone copies everything an action may change in place. The ledger, the
// notes, the declarations and the tallies are append-only: copying their
// slice headers is enough, and keeps Apply independent of the campaign's
// length.
func (s *State) clone() *State {
	copies.Add(1)
	c := *s
	c.Provinces = append([]ProvinceState(nil), s.Provinces...)
	c.Clans = make([]ClanState, len(s.Clans))
	for i, cs := range s.Clans {
		cs.Army.Elements = cloneElements(cs.Army.Elements)
		cs.Hand = cloneStrings(cs.Hand)
		c.Clans[i] = cs
	}
	c.Order = cloneClans(s.Order)
	if s.Deadline != nil {
		d := *s.Deadline
		c.Deadline = &d
	}
	c.Deck.DrawPile = cloneStrings(s.Deck.DrawPile)
	c.Deck.Table = cloneStrings(s.Deck.Table)
	c.Deck.Removed = cloneStrings(s.Deck.Removed)
	if s.Pending != nil {
		p := *s.Pending
		p.Options = cloneStrings(p.Options)
		c.Pending = &p
	}
	if s.Ninja != nil {
		n := *s.Ninja
		c.Ninja = &n
	}
	c.Requests = cloneSlice(s.Requests)
	c.Contingents = cloneSlice(s.Contingents)
	for i := range c.Contingents {
		c.Contingents[i].Elements = cloneElements(c.Contingents[i].Elements)
	}
	c.Confrontations = cloneSlice(s.Confrontations)
	c.Sieges = cloneSlice(s.Sieges)
	c.Battles = cloneSlice(s.Battles)
	c.Fought = cloneSlice(s.Fought)
	for i := range c.Battles {
		b := &c.Battles[i]
		b.Morale, b.Charisma, b.Divine = cloneClans(b.Morale), cloneClans(b.Charisma), cloneClans(b.Divine)
		if b.Result != nil {
			r := *b.Result
			b.Result = &r
		}
		if b.Awaiting != nil {
			w := *b.Awaiting
			w.By = cloneClans(w.By)
			b.Awaiting = &w
		}
	}
	if s.Shogunate != nil {
		sh := *s.Shogunate
		c.Shogunate = &sh
	}
	if s.Result != nil {
		r := *s.Result
		c.Result = &r
	}
	return &c
}

// cloneSlice copies a slice, keeping nil and empty apart so that the JSON
// of a restored state is byte-identical.
func cloneSlice[T any](in []T) []T {
	if in == nil {
		return nil
	}
	return append(make([]T, 0, len(in)), in...)
}

func cloneElements(in []Element) []Element {
	if in == nil {
		return nil
	}
	return append([]Element{}, in...)
}

func cloneStrings(in []string) []string {
	if in == nil {
		return nil
	}
	return append([]string{}, in...)
}

func cloneClans(in []Clan) []Clan {
	if in == nil {
		return nil
	}
	return append([]Clan{}, in...)
}

// seasonIndex numbers the seasons from the first Spring (0).
func (s *State) seasonIndex() int { return (s.Year-FirstYear)*4 + int(s.Season) }

// movementIndex numbers the movement seasons (Spring, Summer, Autumn) from
// the first Spring (0); Winter shares the index of the Autumn before it.
func (s *State) movementIndex() int {
	ss := int(s.Season)
	if ss > 2 {
		ss = 2
	}
	return (s.Year-FirstYear)*3 + ss
}

// title is the season's capitalised name ("Spring", "Primavera").
func (s Season) title() i18n.Msg {
	if s < Spring || s > Winter {
		return verbatim("?")
	}
	return i18n.M("campaign.season." + s.String() + ".title")
}

func (s *State) provinceName(id int) string {
	if p, ok := s.Map.Province(id); ok {
		return fmt.Sprintf("%s (%d)", p.Name, id)
	}
	return fmt.Sprintf("%d", id)
}

func (s *State) province(id int) *ProvinceState {
	if id < 1 || id > len(s.Provinces) {
		return nil
	}
	return &s.Provinces[id-1]
}

func (s *State) active(c Clan) bool {
	cs := s.Clan(c)
	return cs != nil && cs.Status == Active
}
