package campaign

import "sengoku/i18n"

// A battle is drawn up inside a player's confront action (§9), and a
// player never enters a die (Options.TableDice). So under table dice the
// battle's own rolls — the C-25 roll-off for the roles and the §11 river
// roll — are not rolled by the app: the battle records the die it waits
// for, the game master enters it from the table (ActBattleDie), and the
// battle goes on, as a declared siege waits for his die (§10).

// BattleDie is the roll a battle waits for under table dice.
type BattleDie struct {
	// Roll is DieRoles or DieRiver.
	Roll string `json:"roll"`
	// By are who roll: the two clans of the roll-off, the first to enter
	// the province first; none for the river roll, which no rule gives to
	// a side (seed l.597).
	By []Clan `json:"by,omitempty"`
	// Ties counts the roll-off's ties so far: each is rolled again.
	Ties int `json:"ties,omitempty"`
}

// The rolls a battle may wait for.
const (
	// DieRoles: C-25 rollOff in a province neither clan owns: each rolls a
	// die, the higher attacks, a tie is rolled again (seed l.132: "il
	// risultato minore è il Difensore").
	DieRoles = "roles"
	// DieRiver: a province with a river rolls 1d6, 1–4 no river, 5–6 a
	// river from edge to edge (§11, seed l.597).
	DieRiver = "river"
)

// Dice is how many dice the roll takes: one per clan of a roll-off.
func (d *BattleDie) Dice() int {
	if d.Roll == DieRoles {
		return 2
	}
	return 1
}

// AwaitsDie reports whether the battle waits for the game master to enter
// a die rolled at the table.
func (b *Battle) AwaitsDie() bool { return !b.Done && b.Awaiting != nil }

// AwaitsRoles reports whether the battle's Attacker and Defender are still
// to be decided by the roll-off at the table: until then both are
// provisional (the first to enter attacks).
func (b *Battle) AwaitsRoles() bool { return b.AwaitsDie() && b.Awaiting.Roll == DieRoles }

// awaitsWord names the roll b waits for, for a refusal.
func (b *Battle) awaitsWord() i18n.Msg { return i18n.M("campaign.die." + b.Awaiting.Roll) }

// battleDice starts the rolls of a new battle: the roll-off if its
// confrontation left the roles to the table, else the river roll.
func (e *engine) battleDice(b *Battle, cf *Confrontation) {
	if cf.RollOff {
		b.Awaiting = &BattleDie{Roll: DieRoles, By: []Clan{cf.Attacker, cf.Defender}}
		e.say("battle", "campaign.roles-are-decided-by-roll",
			e.s.provinceName(b.Province), cf.Attacker, cf.Defender)
		return
	}
	e.riverRoll(b)
}

// riverRoll rolls the battle's river roll, or under table dice makes the
// battle wait for it (§11).
func (e *engine) riverRoll(b *Battle) {
	mp, _ := e.s.Map.Province(b.Province)
	if !mp.River {
		return
	}
	if e.s.Options.TableDice {
		b.Awaiting = &BattleDie{Roll: DieRiver}
		e.say("battle", "campaign.river-roll-rolled-at-table", e.s.provinceName(b.Province))
		return
	}
	// River: 1–4 none, 5–6 a river from edge to edge (§11).
	b.RiverRoll = e.die(6, PurposeRiver)
	b.River = b.RiverRoll >= 5
}

// battleDie enters the die a battle waits for (GM: Province or Battle,
// Choice the roll, Dice). Choice, when given, must name the roll the
// battle waits for, so that a form sent for a roll already entered loses.
func (e *engine) battleDie() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	b, err := e.awaitingBattle()
	if err != nil {
		return err
	}
	aw := b.Awaiting
	if e.a.Choice != "" && e.a.Choice != aw.Roll {
		return refuse(ErrNotNow, "choice", "campaign.battle-waits-not-that-die", e.s.provinceName(b.Province), b.awaitsWord())
	}
	if n := aw.Dice(); len(e.a.Dice) != n {
		return invalid("dice", "campaign.enter-from-table",
			counted(n, nDice), b.awaitsWord())
	}
	if aw.Roll == DieRoles {
		return e.rollOff(b)
	}
	return e.enterRiver(b)
}

// awaitingBattle is the battle the action names (Battle, else Province)
// when it waits for a die.
func (e *engine) awaitingBattle() (*Battle, error) {
	s := e.s
	b := s.battleIn(e.a.Province)
	if e.a.Battle != 0 {
		b = s.findBattle(e.a.Battle)
	}
	switch {
	case (b == nil || b.Done) && e.a.Battle != 0:
		return nil, refuse(ErrNotFound, "battle", "campaign.there-no-battle-fight", e.a.Battle)
	case b == nil || b.Done:
		return nil, refuse(ErrNotFound, "province", "campaign.there-no-battle-fight-province", e.a.Province)
	}
	if b.Awaiting == nil {
		return nil, refuse(ErrNotNow, "kind", "campaign.battle-waits-no-die-was", s.provinceName(b.Province))
	}
	return b, nil
}

// rollOff applies the roll-off's two dice, in the order of Awaiting.By: the
// higher attacks, a tie is rolled again (C-25, seed l.132). Once the roles
// are known the river is rolled.
func (e *engine) rollOff(b *Battle) error {
	aw := b.Awaiting
	x, y := aw.By[0], aw.By[1]
	dx, err := e.tableDie(PurposeRoles, string(x))
	if err != nil {
		return err
	}
	dy, err := e.tableDie(PurposeRoles, string(y))
	if err != nil {
		return err
	}
	where := e.s.provinceName(b.Province)
	if dx == dy {
		b.Awaiting = &BattleDie{Roll: DieRoles, By: []Clan{x, y}, Ties: aw.Ties + 1}
		e.say("battle", "campaign.roll-off-roles-tie-roll", where, x, dx, y, dy)
		return nil
	}
	b.Awaiting = nil
	if (dy > dx) != (b.Attacker == y) {
		e.swapRoles(b)
	}
	e.say("battle", "campaign.roll-off-roles-attacks-defends", where, x, dx, y, dy, b.Attacker, b.Defender)
	e.riverRoll(b)
	return nil
}

// swapRoles makes the battle's Defender its Attacker: sizes follow the
// clans, and the Defender places the terrain unless RECONNAISSANCE was
// played (seed l.587). The confrontation's roles follow too.
func (e *engine) swapRoles(b *Battle) {
	b.Attacker, b.Defender = b.Defender, b.Attacker
	b.AttackerSize, b.DefenderSize = b.DefenderSize, b.AttackerSize
	b.AttackerAllied, b.DefenderAllied = b.DefenderAllied, b.AttackerAllied
	if b.Reconnaissance == "" {
		b.TerrainPlacer = b.Defender
	}
	for i := range e.s.Confrontations {
		if cf := &e.s.Confrontations[i]; cf.Province == b.Province && cf.RollOff {
			cf.Attacker, cf.Defender, cf.RollOff = b.Attacker, b.Defender, false
		}
	}
}

// enterRiver applies the river die entered from the table (§11).
func (e *engine) enterRiver(b *Battle) error {
	v, err := e.tableDie(PurposeRiver)
	if err != nil {
		return err
	}
	b.Awaiting = nil
	b.RiverRoll, b.River = v, v >= 5
	outcome := i18n.M("campaign.river.none")
	if b.River {
		outcome = i18n.M("campaign.river.edge-to-edge")
	}
	e.say("battle", "campaign.river-roll-entered",
		e.s.provinceName(b.Province), v, outcome)
	return nil
}

// refuseAwaiting refuses what a battle cannot do before the game master
// enters the die it waits for.
func refuseAwaiting(s *State, b *Battle) error {
	return refuse(ErrNotNow, "kind", "campaign.battle-waits-game-master-enter", s.provinceName(b.Province), b.awaitsWord())
}

// battleDieLegal offers the game master the die each battle waits for.
func (s *State) battleDieLegal() []LegalAction {
	var out []LegalAction
	for _, b := range s.Battles {
		if !b.AwaitsDie() {
			continue
		}
		w := b.awaitsWord()
		out = append(out, LegalAction{Kind: ActBattleDie, Province: b.Province, Choices: []string{b.Awaiting.Roll},
			Msg: i18n.M("campaign.legal.battle-die", w, s.provinceName(b.Province))})
	}
	return out
}

// battlesAwaitingDice names the provinces whose battle waits for the game
// master's die, for the banner.
func (s *State) battlesAwaitingDice() []string {
	var out []string
	for _, b := range s.Battles {
		if b.AwaitsDie() {
			out = append(out, s.provinceName(b.Province))
		}
	}
	return out
}

// nDice counts dice.
const nDice = "campaign.noun.die"
