package campaign

import (
	"fmt"
	"slices"

	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// The battle tracker follows one campaign battle at the table, element by
// element: what recoiled, fled, left the table or was destroyed, the cards
// played for it, the turns, and the break rule of §11.1 (seed l.599–l.611)
// applied at the end of every player turn (C-15). Its events are kept as
// they were made; the tracker is their replay over the armies the battle
// brought, so it is the same on every phone.

// Tracker event kinds.
const (
	TrackRecoil  = "recoil"         // the element recoils (Off: over the table edge)
	TrackFlee    = "flee"           // the element flees (Off: over the table edge)
	TrackReturn  = "return"         // a recoiled or fleeing element is back in line
	TrackDestroy = "destroyed"      // the element is destroyed
	TrackGeneral = "general-killed" // the side's General falls with his element
	TrackCard    = "card"           // a card played for the battle (§5)
	TrackVillage = "village"        // the Village is held by Clan ("": by nobody against its owner)
	TrackTurn    = "turn"           // the player turn ends: the break check (C-15)
	TrackUndo    = "undo"           // Undo is taken back
	// TrackRoll (tracker_roll.go) is a close combat or a shot resolved
	// by the dice.
	// TrackRoster is stored once, before a battle's first event: the
	// elements as the battle began, so that the tracker reads the same
	// once the result has changed the armies. Never sent by a client.
	TrackRoster = "roster"
)

// TrackerKinds are the event kinds a client may send.
var TrackerKinds = []string{TrackRecoil, TrackFlee, TrackReturn, TrackDestroy, TrackGeneral, TrackCard, TrackVillage, TrackTurn, TrackUndo, TrackRoll}

// Element statuses on the tracker.
const (
	InLine    = "line"
	Recoiled  = "recoiled"
	Fled      = "fled"
	OffTable  = "off" // left the table: lost for the battle, back after it (l.365)
	Destroyed = "destroyed"
)

// TrackerEvent is one change recorded on a battle's tracker. Seq is the
// revision it made; Maker, Turn and the element's Owner, Type and General
// are filled in when it is recorded, so the timeline reads the same after
// the battle changed the armies.
type TrackerEvent struct {
	Seq     int         `json:"seq"`
	Kind    string      `json:"kind"`
	Element string      `json:"element,omitempty"`
	Off     bool        `json:"off,omitempty"`
	Clan    Clan        `json:"clan,omitempty"`
	Card    string      `json:"card,omitempty"`
	Undo    int         `json:"undo,omitempty"`
	Maker   string      `json:"maker"`
	Turn    int         `json:"turn"`
	Owner   Clan        `json:"owner,omitempty"`
	Type    ElementType `json:"type,omitempty"`
	General bool        `json:"general,omitempty"`
	// Roster is a roster event's elements, attacker's then defender's.
	Roster [][]TrackedElement `json:"roster,omitempty"`
	// Roll is a roll event's combat and dice (TrackRoll).
	Roll *CombatRoll `json:"roll,omitempty"`
	// Of is the roll whose outcome this event applies, as the result
	// table decided it; Settles the roll whose outcome the players chose
	// this way (tracker_roll.go).
	Of      int `json:"of,omitempty"`
	Settles int `json:"settles,omitempty"`
	// Action is the log seq of the campaign action that played a card
	// event's card: undoing that action takes the event back.
	Action int64 `json:"action,omitempty"`
}

// TrackedElement is one element of a side as the kit's roster prints it:
// Owner's element fighting with With's army.
type TrackedElement struct {
	ID      string      `json:"id"`
	Owner   Clan        `json:"owner"`
	With    Clan        `json:"with"`
	Type    ElementType `json:"type"`
	General bool        `json:"general,omitempty"`
	Status  string      `json:"status"`
}

// lost reports whether the element counts as lost for the break rule.
func (el TrackedElement) lost() bool { return el.Status == Destroyed || el.Status == OffTable }

// onTable reports whether the element is still fighting.
func (el TrackedElement) onTable() bool { return !el.lost() }

// TrackerSide is one army on the tracker with its break rule in sight.
type TrackerSide struct {
	Clan          Clan             `json:"clan"`
	Role          string           `json:"role"` // attacker | defender
	Size          int              `json:"size"` // own plus allied at the start (§11.1)
	Break         int              `json:"breakPoint"`
	Morale        bool             `json:"morale,omitempty"`
	Cards         []Event          `json:"cards,omitempty"`
	Elements      []TrackedElement `json:"elements"`
	Destroyed     int              `json:"destroyed"`
	Off           int              `json:"off"`
	GeneralKilled bool             `json:"generalKilled,omitempty"`
	VillageLost   bool             `json:"villageLost,omitempty"`
	Losses        int              `json:"losses"` // weighted: General 2, Village +2 (§11.1, C-17)
	AtBreak       bool             `json:"atBreak"`
	Routed        bool             `json:"routed"`
}

// Tracker is a campaign battle as it stands at the table.
type Tracker struct {
	Battle   int            `json:"battle"`
	Province int            `json:"province"`
	Rev      int            `json:"rev"`
	Turn     int            `json:"turn"`
	TurnOf   Clan           `json:"turnOf"`
	Sides    [2]TrackerSide `json:"sides"`
	Village  bool           `json:"village"`
	HeldBy   Clan           `json:"villageHeldBy,omitempty"`
	// BrokeFirst routed at the end of turn BrokeAt: the battle is over.
	BrokeFirst Clan `json:"brokeFirst,omitempty"`
	BrokeAt    int  `json:"brokeAt,omitempty"`
	Over       bool `json:"over"`
	// Done: the result is recorded; the tracker only shows its timeline.
	Done     bool           `json:"done"`
	Timeline []TrackerEvent `json:"timeline"`
	// Undone are the seqs taken back, for a timeline that shows them.
	Undone []int `json:"undone,omitempty"`
	// Pending are the rolls' outcomes the players are still to carry out.
	Pending []PendingRoll `json:"pending,omitempty"`
	// Allows is what the rules allow once an army routs (§11.2).
	Allows         []i18n.Msg    `json:"allows,omitempty"`
	GeneralsKilled []Clan        `json:"generalsKilled,omitempty"`
	Result         *BattleResult `json:"result"`
	b              Battle
	o              Options
}

// TrackerSystem is the maker of the events the app makes itself: a
// battle's roster, and the undo of a card whose campaign action was
// undone.
const TrackerSystem = "system"

// TrackerMaker names the maker of an event: "gm" or the player's clan.
func TrackerMaker(a Actor) string {
	if a.Role == RoleGM {
		return string(RoleGM)
	}
	return string(a.Clan)
}

// NewTracker is battle b's tracker before any event: each side's own army
// then the contingents sent to it, as the battle kit's roster prints them.
// The armies are read from s as they stand: the battle's result has not
// touched them yet.
func NewTracker(s *State, b Battle) *Tracker {
	t := &Tracker{Battle: b.ID, Province: b.Province, Turn: 1, TurnOf: b.Attacker, Village: b.Village, Done: b.Done, b: b, o: s.Options}
	for i, c := range []Clan{b.Attacker, b.Defender} {
		sd := TrackerSide{Clan: c, Role: "attacker", Size: b.AttackerSize, Break: b.BreakPoint(&s.Options, c)}
		if i == 1 {
			sd.Role, sd.Size = "defender", b.DefenderSize
		}
		sd.Morale = slices.Contains(b.Morale, c)
		sd.Cards = battleCardsOf(b, c)
		if cs := s.Clan(c); cs != nil {
			sd.Elements = trackedElements(c, c, cs.Army.Elements)
		}
		for _, k := range s.Contingents {
			if k.To == c {
				sd.Elements = append(sd.Elements, trackedElements(k.From, c, k.Elements)...)
			}
		}
		t.Sides[i] = sd
	}
	t.settle()
	return t
}

// battleCardsOf lists the cards clan c played for battle b (§5).
func battleCardsOf(b Battle, c Clan) []Event {
	var out []Event
	if slices.Contains(b.Morale, c) {
		out = append(out, EvMorale)
	}
	if b.Reconnaissance == c {
		out = append(out, EvReconnaissance)
	}
	if slices.Contains(b.Charisma, c) {
		out = append(out, EvCharisma)
	}
	if slices.Contains(b.Divine, c) {
		out = append(out, EvDivineIntervention)
	}
	return out
}

// trackedElements names owner's elements fighting with with's army:
// "<owner>.<type>.<n>", the General's "<owner>.<type>.g", a contingent's
// "<owner>><with>.<type>.<n>", stable for the whole battle.
func trackedElements(owner, with Clan, els []Element) []TrackedElement {
	prefix := string(owner)
	if owner != with {
		prefix += ">" + string(with)
	}
	n := map[ElementType]int{}
	out := make([]TrackedElement, 0, len(els))
	for _, e := range els {
		id := fmt.Sprintf("%s.%s.g", prefix, e.Type)
		if !e.General {
			n[e.Type]++
			id = fmt.Sprintf("%s.%s.%d", prefix, e.Type, n[e.Type])
		}
		out = append(out, TrackedElement{ID: id, Owner: owner, With: with, Type: e.Type, General: e.General, Status: InLine})
	}
	return out
}

// ReplayTracker is battle b's tracker after events, as stored in order:
// the undone ones are skipped, and an event the armies no longer allow
// (an element gone since) is kept in the timeline but changes nothing.
func ReplayTracker(s *State, b Battle, events []TrackerEvent) *Tracker {
	t := NewTracker(s, b)
	if b.Done {
		// The armies have lost the battle's losses since: only a roster
		// stored as the battle began says what fought.
		t.Sides[0].Elements, t.Sides[1].Elements = nil, nil
	}
	undone := map[int]bool{}
	for _, ev := range events {
		switch ev.Kind {
		case TrackUndo:
			undone[ev.Undo] = true
		case TrackRoster:
			for i := range min(len(ev.Roster), 2) {
				t.Sides[i].Elements = slices.Clone(ev.Roster[i])
			}
		}
	}
	for _, ev := range events {
		t.Rev = max(t.Rev, ev.Seq)
		switch {
		case ev.Kind == TrackUndo || ev.Kind == TrackRoster:
		case undone[ev.Seq] || undone[ev.Of] || undone[ev.Settles]:
			// A roll taken back takes its outcome with it.
			t.Undone = append(t.Undone, ev.Seq)
		default:
			t.apply(ev)
			t.Timeline = append(t.Timeline, ev)
		}
	}
	t.settle()
	if b.Done && b.Result != nil {
		t.Result, t.BrokeFirst = b.Result, b.Result.BrokeFirst
	}
	return t
}

// apply applies a live event.
func (t *Tracker) apply(ev TrackerEvent) {
	switch ev.Kind {
	case TrackRecoil, TrackFlee:
		status := Recoiled
		if ev.Kind == TrackFlee {
			status = Fled
		}
		if ev.Off {
			status = OffTable
		}
		t.setStatus(ev.Element, status)
	case TrackReturn:
		t.setStatus(ev.Element, InLine)
	case TrackDestroy, TrackGeneral:
		t.setStatus(ev.Element, Destroyed)
	case TrackVillage:
		t.HeldBy = ev.Clan
	case TrackTurn:
		t.endTurn()
	case TrackRoll:
		t.Pending = append(t.Pending, t.pending(ev)...)
	}
	if ev.Settles != 0 {
		t.carryOut(ev)
	}
}

func (t *Tracker) setStatus(id, status string) {
	if el := t.element(id); el != nil {
		el.Status = status
	}
}

// element finds an element by id, or nil.
func (t *Tracker) element(id string) *TrackedElement {
	for i := range t.Sides {
		for j := range t.Sides[i].Elements {
			if t.Sides[i].Elements[j].ID == id {
				return &t.Sides[i].Elements[j]
			}
		}
	}
	return nil
}

// endTurn ends the player turn: the side whose weighted losses reach its
// break point routs (C-15, seed l.599–l.611); otherwise the other player
// plays the next turn (the Attacker plays the first).
func (t *Tracker) endTurn() {
	t.count()
	if routed := RoutedSide(&t.o, &t.b, t.Sides[0].Losses, t.Sides[1].Losses); routed != "" {
		t.BrokeFirst, t.BrokeAt, t.Over = routed, t.Turn, true
		return
	}
	t.Turn++
	t.TurnOf = t.Sides[(t.Turn+1)%2].Clan
}

// count works out each side's losses: destroyed and off-table elements
// (l.365), the General's element counting double and a Village held by
// the enemy +2 (§11.1, C-17).
func (t *Tracker) count() {
	for i := range t.Sides {
		sd := &t.Sides[i]
		sd.Destroyed, sd.Off, sd.GeneralKilled, sd.Losses = 0, 0, false, 0
		for _, el := range sd.Elements {
			switch el.Status {
			case Destroyed:
				sd.Destroyed++
			case OffTable:
				sd.Off++
			}
			if el.lost() {
				sd.Losses++
				if el.General && el.With == sd.Clan {
					sd.Losses++ // the General's element counts double (l.609)
				}
			}
			if el.Status == Destroyed && el.General {
				sd.GeneralKilled = true
			}
		}
		sd.VillageLost = t.HeldBy != "" && t.HeldBy != sd.Clan
		if sd.VillageLost && t.o.VillageCountsInMorale {
			sd.Losses += 2
		}
		sd.AtBreak = sd.Losses >= sd.Break
	}
}

// settle fills in what follows from the events: the losses, the rout, the
// result the form would be filled with and what the rules then allow.
func (t *Tracker) settle() {
	t.count()
	// An element gone since its roll has nothing left to carry out, nor
	// has a battle whose result is recorded.
	t.Pending = slices.DeleteFunc(t.Pending, func(p PendingRoll) bool {
		el := t.element(p.Element)
		return t.Done || el == nil || !el.onTable()
	})
	t.GeneralsKilled = nil
	for i := range t.Sides {
		t.Sides[i].Routed = t.Sides[i].Clan == t.BrokeFirst
		if t.Sides[i].GeneralKilled {
			t.GeneralsKilled = append(t.GeneralsKilled, t.Sides[i].Clan)
		}
	}
	t.Result = t.result()
	t.Allows = nil
	if t.Over {
		t.Allows = t.allows()
	}
}

// other is the side that is not c.
func (t *Tracker) other(c Clan) Clan {
	if c == t.Sides[0].Clan {
		return t.Sides[1].Clan
	}
	return t.Sides[0].Clan
}

// result is the battle result the game master's form would be filled
// with: the winner once a side routed, who broke first, the elements
// destroyed per army and contingent (those off the table come back, so
// they are no loss), the Village (§16.3).
func (t *Tracker) result() *BattleResult {
	r := &BattleResult{Battle: t.Battle, BrokeFirst: t.BrokeFirst, VillageCapturedBy: t.HeldBy}
	if t.BrokeFirst != "" {
		r.Winner = t.other(t.BrokeFirst)
	}
	for _, sd := range t.Sides {
		var groups []BattleLoss
		for _, el := range sd.Elements {
			if el.Status != Destroyed {
				continue
			}
			i := slices.IndexFunc(groups, func(l BattleLoss) bool { return l.Owner == el.Owner })
			if i < 0 {
				groups = append(groups, BattleLoss{Owner: el.Owner, With: el.With})
				i = len(groups) - 1
			}
			groups[i].Types = append(groups[i].Types, el.Type)
			groups[i].General = groups[i].General || el.General
		}
		r.Losses = append(r.Losses, groups...)
	}
	return r
}

// allows is what the rules allow once an army routed (§11.2).
func (t *Tracker) allows() []i18n.Msg {
	cite := rulebook.Samurai.Cite(rulebook.CampBattles)
	winner := t.other(t.BrokeFirst)
	return []i18n.Msg{
		i18n.M("tracker.allows.lost", t.BrokeFirst, t.BrokeAt, cite),
		i18n.M("tracker.allows.withdraw", t.BrokeFirst),
		i18n.M("tracker.allows.province", winner),
		i18n.M("tracker.allows.off-table"),
		i18n.M("tracker.allows.contingents"),
		i18n.M("tracker.allows.record"),
	}
}

// RosterEvent is the roster of t as the battle begins (TrackRoster).
func (t *Tracker) RosterEvent() TrackerEvent {
	ev := TrackerEvent{Kind: TrackRoster, Maker: TrackerSystem}
	for _, sd := range t.Sides {
		ev.Roster = append(ev.Roster, slices.Clone(sd.Elements))
	}
	return ev
}

// TrackedBattle is battle id, if it is one a tracker follows: any battle
// drawn up and not cancelled, this season's or a past one's (a fought one
// shows its timeline).
func (s *State) TrackedBattle(id int) (Battle, error) {
	b := s.findBattle(id)
	if b == nil {
		// Past seasons' battles live on in their reports.
		if f := s.FoughtBattle(id); f != nil {
			b = f.Sheet()
		}
	}
	if b == nil || b.Cancelled {
		return Battle{}, fmt.Errorf("battle %d: %w", id, ErrNotFound)
	}
	return *b, nil
}

// Clone is a deep copy of s: the state as it was before an action, for a
// check that must see it (a card on the tracker, checked against the hand
// it is played from).
func (s *State) Clone() *State { return s.clone() }

// TrackerCardAction is the campaign's own action that plays ev's card for
// battle b: the card leaves the hand and counts for the battle (§5).
func TrackerCardAction(b Battle, ev TrackerEvent) Action {
	return Action{Kind: ActPlay, Clan: ev.Clan, Card: ev.Card, Province: b.Province}
}

// TrackerConflict is an event made on a revision the tracker has moved
// past (another phone recorded meanwhile): nothing was recorded, and
// Tracker is the battle as it stands.
type TrackerConflict struct {
	Tracker *Tracker
}

func (e *TrackerConflict) Error() string {
	return fmt.Sprintf("the tracker is at revision %d", e.Tracker.Rev)
}

// Unwrap makes a TrackerConflict an ErrConflict.
func (e *TrackerConflict) Unwrap() error { return ErrConflict }

// Words describe the event for the timeline.
func (ev TrackerEvent) Words() i18n.Msg {
	el := i18n.M("tracker.element", ev.Owner, ev.Type.Name())
	switch ev.Kind {
	case TrackRecoil, TrackFlee:
		if ev.Off {
			return i18n.M("tracker.event."+ev.Kind+"-off", el)
		}
		return i18n.M("tracker.event."+ev.Kind, el)
	case TrackReturn, TrackDestroy:
		return i18n.M("tracker.event."+ev.Kind, el)
	case TrackGeneral:
		return i18n.M("tracker.event.general-killed", ev.Clan, ev.Type.Name())
	case TrackCard:
		return i18n.M("tracker.event.card", ev.Clan, cardName(ev.Card))

	case TrackVillage:
		if ev.Clan == "" {
			return i18n.M("tracker.event.village-none")
		}
		return i18n.M("tracker.event.village", ev.Clan)
	case TrackTurn:
		return i18n.M("tracker.event.turn", ev.Turn)
	case TrackRoll:
		if ev.Roll != nil {
			return ev.rollWords()
		}
	}
	return i18n.M("tracker.event.undo", ev.Undo)
}
