package campaign

import (
	"slices"

	"sengoku/i18n"
	"sengoku/tables/affinati"
	"sengoku/tables/rulebook"
)

// A close combat or a shot between two elements on the tracker, resolved
// by the SAMURAI calculator (tables/affinati, §11–§13 of the battle rules,
// seed 004 first part): with table dice off the app rolls the two dice
// through the campaign's generator, with table dice on the players enter
// the dice they rolled. The roll is one event; what the result table
// decides is applied by outcome events stored with it (Of: the roll). What
// the rules leave to the table is offered, never decided: an element that
// must recoil (or flee) recoils, leaves the table over its edge, or is
// destroyed because its recoil meets an enemy, impassable terrain or a
// friend facing otherwise (§14) — the players pick (Settles: the roll).

// TrackRoll is a close combat or a shot resolved on the tracker.
const TrackRoll = "roll"

// Roll purposes, catalogue keys: the first and the second element's die.
const (
	PurposeTrackerDieA = "tracker.die.a"
	PurposeTrackerDieB = "tracker.die.b"
)

// ShootingBack is the roll form's mode for the second element shooting
// at the first: the roll is then read the other way round (A shoots).
const ShootingBack = "shooting-b"

// CombatRoll is a roll event's combat: the two elements, their situation
// as the players give it, the dice and what the result table made of them.
type CombatRoll struct {
	// Mode is "melee" or "shooting" (A shoots at B, §11.1).
	Mode affinati.Mode `json:"mode"`
	A    string        `json:"a"`
	B    string        `json:"b"`
	// Owners and Types name the two elements as they were rolled for.
	Owners [2]Clan        `json:"owners"`
	Types  [2]ElementType `json:"types"`
	// SideA and SideB are each element's situation (terrain, support,
	// flanks…); the troop type and the General come from the tracker.
	SideA affinati.Side `json:"sideA"`
	SideB affinati.Side `json:"sideB"`
	// DA and DB are the dice; Table: entered from the table.
	DA    int  `json:"da"`
	DB    int  `json:"db"`
	Table bool `json:"table,omitempty"`
	// Dice are the recorded rolls, purposes as catalogue keys.
	Dice []Roll `json:"dice,omitempty"`
	// TotalA and TotalB are die + factors; Effects what befalls A and B
	// (§13.2); Pursuer "a" or "b" when the winner must pursue (§14).
	TotalA  int                `json:"totalA"`
	TotalB  int                `json:"totalB"`
	Band    affinati.Band      `json:"band,omitempty"`
	Effects [2]affinati.Effect `json:"effects"`
	Pursuer string             `json:"pursuer,omitempty"`
}

// TrackerChoice is one way the table may carry out an outcome the rules
// leave to it: the event that settles it.
type TrackerChoice struct {
	Kind    string `json:"kind"`
	Element string `json:"element"`
	Off     bool   `json:"off,omitempty"`
}

// PendingRoll is a roll whose outcome waits for the players' choice.
type PendingRoll struct {
	Roll    int             `json:"roll"`
	Element string          `json:"element"`
	Effect  affinati.Effect `json:"effect"`
	Choices []TrackerChoice `json:"choices"`
}

// MayRecord reports whether actor records on battle b's tracker: the game
// master and the two sides' players, never a contingent's owner nor anyone
// else.
func (b Battle) MayRecord(actor Actor) bool {
	return actor.Role == RoleGM || (actor.Role == RolePlayer && (actor.Clan == b.Attacker || actor.Clan == b.Defender))
}

// MayRecord reports whether actor records on the tracker now: one who
// may record on its battle, until its result is recorded.
func (t *Tracker) MayRecord(actor Actor) bool { return !t.Done && t.b.MayRecord(actor) }

// TrackerRoller is the generator of battle's roll event seq: the
// campaign's seed split by battle and revision, so that every roll is
// reproducible from the campaign and its dice are recorded in the event.
func TrackerRoller(s *State, battle, seq int) Roller {
	x := s.Seed ^ uint64(battle)<<32 ^ uint64(seq)
	// splitmix64: neighbouring battles and revisions seed far apart.
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return NewSeededRoller(x ^ x>>31)
}

// Record checks ev by actor and returns the events to store: ev alone, or
// for a roll the roll with its dice and the outcome events the result
// table decides. r rolls the dice when the campaign's table dice are off.
func (t *Tracker) Record(s *State, actor Actor, ev TrackerEvent, r Roller) ([]TrackerEvent, error) {
	checked, err := t.Check(s, actor, ev)
	if err != nil || checked.Kind != TrackRoll {
		return []TrackerEvent{checked}, err
	}
	return t.roll(checked, r)
}

// checkRoll checks a roll's combat: two elements of opposite armies still
// fighting, a shooter that shoots, the dice from the table when the
// campaign uses table dice and never otherwise.
func (t *Tracker) checkRoll(ev *TrackerEvent) error {
	if ev.Roll == nil {
		return invalid("a", "tracker.roll.pick-two")
	}
	cr := new(CombatRoll)
	*cr = *ev.Roll // the caller's roll stays as it was sent
	ev.Roll = cr
	switch cr.Mode {
	case "":
		cr.Mode = affinati.ModeMelee
	case ShootingBack:
		cr.Mode, cr.A, cr.B, cr.SideA, cr.SideB, cr.DA, cr.DB = affinati.ModeShooting, cr.B, cr.A, cr.SideB, cr.SideA, cr.DB, cr.DA
	}
	if cr.Mode != affinati.ModeMelee && cr.Mode != affinati.ModeShooting {
		return invalid("mode", "tracker.roll.mode")
	}
	a, b := t.element(cr.A), t.element(cr.B)
	switch {
	case a == nil || b == nil:
		return invalid("a", "tracker.roll.pick-two")
	case a.With == b.With:
		return invalid("b", "tracker.roll.same-side")
	case !a.onTable():
		return invalid("a", "tracker.element-not-fighting", a.Type.Name())
	case !b.onTable():
		return invalid("b", "tracker.element-not-fighting", b.Type.Name())
	}
	cr.Owners, cr.Types = [2]Clan{a.Owner, b.Owner}, [2]ElementType{a.Type, b.Type}
	cr.SideA.Troop, cr.SideA.General = troopOf(a.Type), a.General
	cr.SideB.Troop, cr.SideB.General = troopOf(b.Type), b.General
	cr.Dice, cr.Table, cr.TotalA, cr.TotalB, cr.Band, cr.Effects, cr.Pursuer = nil, t.o.TableDice, 0, 0, "", [2]affinati.Effect{}, ""
	switch {
	case t.o.TableDice && (cr.DA < 1 || cr.DA > 6 || cr.DB < 1 || cr.DB > 6):
		return invalid("da", "tracker.roll.enter-dice")
	case !t.o.TableDice && (cr.DA != 0 || cr.DB != 0):
		return invalid("da", "tracker.roll.app-rolls")
	}
	if _, err := affinati.Resolve(cr.input()); err != nil {
		return err
	}
	return nil
}

// troopOf is the SAMURAI troop type of a campaign element (§3).
func troopOf(t ElementType) affinati.TroopType {
	switch t {
	case FootSamurai:
		return affinati.FootSamurai
	case MountedSamurai:
		return affinati.MountedSamurai
	case WarriorMonks:
		return affinati.WarriorMonks
	}
	return affinati.TroopType(t) // ashigaru, archers, ronin: the same word
}

func (cr *CombatRoll) input() affinati.CombatInput {
	return affinati.CombatInput{Mode: cr.Mode, A: cr.SideA, B: cr.SideB, DA: cr.DA, DB: cr.DB}
}

// roll rolls ev's dice (or takes the table's), reads the result off the
// calculator and returns the roll and its outcome events.
func (t *Tracker) roll(ev TrackerEvent, r Roller) ([]TrackerEvent, error) {
	cr := *ev.Roll
	if !cr.Table {
		cr.DA, cr.DB = r.Die(6, PurposeTrackerDieA), r.Die(6, PurposeTrackerDieB)
	}
	cr.Dice = []Roll{{Purpose: PurposeTrackerDieA, Sides: 6, Value: cr.DA, Table: cr.Table}, {Purpose: PurposeTrackerDieB, Sides: 6, Value: cr.DB, Table: cr.Table}}
	res, err := affinati.Resolve(cr.input())
	if err != nil {
		return nil, err
	}
	rl := res.Rolls[0]
	o := rl.Outcomes[rl.Dice.Outcome]
	cr.TotalA, cr.TotalB, cr.Band, cr.Pursuer = rl.Dice.TotalA, rl.Dice.TotalB, o.Band, o.Pursuer
	cr.Effects = [2]affinati.Effect{o.A, o.B}
	ev.Roll = &cr
	out := []TrackerEvent{ev}
	for i, id := range []string{cr.A, cr.B} {
		if cr.Effects[i] != affinati.Destroyed {
			continue
		}
		el := t.element(id)
		x := TrackerEvent{Seq: ev.Seq + len(out), Kind: TrackDestroy, Element: id, Of: ev.Seq, Maker: ev.Maker, Turn: ev.Turn,
			Owner: el.Owner, Type: el.Type, General: el.General}
		if el.General && el.Owner == el.With {
			x.Kind, x.Clan = TrackGeneral, el.With // the General falls with his element (l.609)
		}
		out = append(out, x)
	}
	return out, nil
}

// pending lists what roll ev leaves to the table: a recoil or a flight
// the players carry out as the table stands (§14).
func (t *Tracker) pending(ev TrackerEvent) []PendingRoll {
	var out []PendingRoll
	for i, id := range []string{ev.Roll.A, ev.Roll.B} {
		e := ev.Roll.Effects[i]
		if e != affinati.Recoil && e != affinati.Flee {
			continue
		}
		kind := TrackRecoil
		if e == affinati.Flee {
			kind = TrackFlee
		}
		out = append(out, PendingRoll{Roll: ev.Seq, Element: id, Effect: e, Choices: []TrackerChoice{
			{Kind: kind, Element: id}, {Kind: kind, Element: id, Off: true}, {Kind: TrackDestroy, Element: id}}})
	}
	return out
}

// checkSettle checks an event that carries out a pending outcome: it must
// be one of the choices offered for that roll's element.
func (t *Tracker) checkSettle(ev TrackerEvent) error {
	for _, p := range t.Pending {
		if p.Roll != ev.Settles || p.Element != ev.Element {
			continue
		}
		if slices.Contains(p.Choices, TrackerChoice{Kind: ev.Kind, Element: ev.Element, Off: ev.Off}) {
			return nil
		}
		return invalid("kind", "tracker.roll.not-a-choice")
	}
	return invalid("settles", "tracker.roll.nothing-pending", ev.Settles)
}

// carryOut marks the pending outcome ev carries out as done.
func (t *Tracker) carryOut(ev TrackerEvent) {
	t.Pending = slices.DeleteFunc(t.Pending, func(p PendingRoll) bool { return p.Roll == ev.Settles && p.Element == ev.Element })
}

// checkUndoRoll: dice the app rolled stay rolled, and an outcome the
// dice decided goes only with its roll; a roll entered from the table is
// taken back whole, its outcome with it.
func checkUndoRoll(target TrackerEvent) error {
	switch {
	case target.Kind == TrackRoll && !target.Roll.Table:
		return invalid("undo", "tracker.roll.stays-rolled", rulebook.Samurai.Cite(rulebook.SamResult))
	case target.Of != 0:
		return invalid("undo", "tracker.roll.outcome-of", target.Of)
	}
	return nil
}

// rollWords describe a roll for the timeline: the dice, the totals and
// what the result table decides.
func (ev TrackerEvent) rollWords() i18n.Msg {
	cr := ev.Roll
	name := func(i int) i18n.Msg { return i18n.M("tracker.element", cr.Owners[i], cr.Types[i].Name()) }
	by := "tracker.roll.by-app"
	if cr.Table {
		by = "tracker.roll.by-table"
	}
	what := i18n.M("tracker.roll.no-effect")
	if cr.Mode == affinati.ModeMelee && cr.Band == affinati.Tie {
		what = i18n.M("tracker.roll.melee-goes-on")
	}
	first := true
	add := func(m i18n.Msg) {
		if first {
			what, first = m, false
			return
		}
		what = i18n.M("tracker.join", what, m)
	}
	support := [2]bool{cr.SideA.Support, cr.SideB.Support}
	for i := range 2 {
		if e := cr.Effects[i]; e != affinati.NoEffect && e != "" {
			add(i18n.M("tracker.roll.effect."+string(e), name(i)))
			if support[i] {
				// §13.1: the element behind shares the result; which one
				// it is only the table knows.
				add(i18n.M("tracker.roll.supporter-shares"))
			}
		}
	}
	if cr.Pursuer == "a" || cr.Pursuer == "b" {
		add(i18n.M("tracker.roll.pursues", name(map[string]int{"a": 0, "b": 1}[cr.Pursuer])))
	}
	return i18n.M("tracker.event.roll", i18n.M("tracker.roll."+string(cr.Mode), name(0), name(1)),
		cr.DA, cr.TotalA, cr.DB, cr.TotalB, i18n.M(by), what)
}
