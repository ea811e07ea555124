package campaign

import (
	"fmt"

	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// Confrontation is two armies of different clans in one province at the end
// of movement (§9). First chooses, then Second (C-14).
type Confrontation struct {
	Province     int    `json:"province"`
	Attacker     Clan   `json:"attacker"`
	Defender     Clan   `json:"defender"`
	First        Clan   `json:"first"`
	Second       Clan   `json:"second"`
	FirstChoice  string `json:"firstChoice,omitempty"`
	SecondChoice string `json:"secondChoice,omitempty"`
	Done         bool   `json:"done"`
	// RollOff: under table dice the C-25 roll-off is left to the table;
	// Attacker and Defender are provisional until the battle's roll-off
	// is entered (battledie.go).
	RollOff bool `json:"rollOff,omitempty"`
}

// Choices at the end of movement (§9).
const (
	ChooseFight    = "fight"
	ChooseWithdraw = "withdraw" // to the Capital: −10 (C-23)
	ChooseFortress = "fortress" // shut into the own Fortress here
	ChooseSiege    = "siege"    // besiege the army shut in
)

// choiceWords names the §9 choices for messages (campaign.choice.<choice>).
func choiceWords(choices []string) i18n.Msg {
	ws := make([]i18n.Msg, len(choices))
	for i, c := range choices {
		ws[i] = i18n.M("campaign.choice." + c)
	}
	return words(ws)
}

// terrainName names a battlefield type (§11): campaign.terrain.<type>.
func terrainName(t Terrain) i18n.Msg { return i18n.M("campaign.terrain." + string(t)) }

// Chooser is the clan that must choose now, or "".
func (cf *Confrontation) Chooser() Clan {
	switch {
	case cf.Done:
		return ""
	case cf.FirstChoice == "":
		return cf.First
	}
	return cf.Second
}

// ConfrontationChoices lists the legal choices for the clan choosing in cf.
func (s *State) ConfrontationChoices(cf *Confrontation) []string {
	switch {
	case cf.Done:
		return nil
	case cf.FirstChoice == "":
		out := []string{ChooseFight}
		if s.canWithdraw(cf.First, cf.Province) {
			out = append(out, ChooseWithdraw)
		}
		if p := s.province(cf.Province); p.Owner == cf.First && p.Fortress {
			out = append(out, ChooseFortress)
		}
		return out
	case cf.FirstChoice == ChooseFortress:
		return []string{ChooseSiege, ChooseWithdraw}
	}
	out := []string{ChooseFight}
	if s.canWithdraw(cf.Second, cf.Province) {
		out = append(out, ChooseWithdraw)
	}
	return out
}

// confrontationUnavailable gives the reason for each choice of §9 the
// chooser of cf cannot take: both reasons come from the map (the Capital,
// the owner, the Fortress), never from a hand.
func (s *State) confrontationUnavailable(cf *Confrontation) []Unavailable {
	c := cf.Chooser()
	if c == "" || cf.FirstChoice == ChooseFortress {
		return nil
	}
	var out []Unavailable
	if !s.canWithdraw(c, cf.Province) {
		out = append(out, Unavailable{Choice: ChooseWithdraw,
			Msg: i18n.M("campaign.unavailable.withdraw-capital", rulebook.Samurai.Cite(rulebook.CampMovement))}) // cites §9
	}
	if c != cf.First {
		return out
	}
	switch p := s.province(cf.Province); {
	case p.Owner != c:
		out = append(out, Unavailable{Choice: ChooseFortress,
			Msg: i18n.M("campaign.unavailable.fortress-owner", rulebook.Samurai.Cite(rulebook.CampMovement))}) // cites §9
	case !p.Fortress:
		out = append(out, Unavailable{Choice: ChooseFortress,
			Msg: i18n.M("campaign.unavailable.no-fortress", rulebook.Samurai.Cite(rulebook.CampMovement))}) // cites §9
	}
	return out
}

// canWithdraw reports whether c's army in province id can withdraw: the
// withdrawal is "to his own Capital" (§9), so an army standing in its own
// Capital has nowhere to go and must fight or shut itself in.
func (s *State) canWithdraw(c Clan, id int) bool {
	cs := s.Clan(c)
	return cs != nil && cs.Capital != id
}

// Siege is a besieged Fortress (§10).
type Siege struct {
	Province  int    `json:"province"`
	Besieger  Clan   `json:"besieger"`
	Defender  Clan   `json:"defender,omitempty"` // the province's owner
	Defended  bool   `json:"defended"`           // the owner's army is shut inside
	Needed    int    `json:"needed,omitempty"`   // natural score needed, after modifiers
	Merchants int    `json:"merchants,omitempty"`
	Repeat    bool   `json:"repeat,omitempty"` // the C-18 +1
	Die       int    `json:"die,omitempty"`
	Reroll    int    `json:"reroll,omitempty"`
	Status    string `json:"status,omitempty"` // "" | die | reroll | reroll-die | taken | failed | abandoned | cancelled
	Done      bool   `json:"done"`
}

// Siege statuses while a siege waits for someone.
const (
	// SiegeAwaitingDie: the besieger has declared his roll (and played his
	// MERCHANTS) under table dice; the game master enters the die.
	SiegeAwaitingDie = "die"
	// SiegeReroll: a failed roll; the besieger accepts it or plays DIVINE
	// INTERVENTION.
	SiegeReroll = "reroll"
	// SiegeAwaitingReroll: DIVINE INTERVENTION played under table dice; the
	// game master enters the re-roll.
	SiegeAwaitingReroll = "reroll-die"
)

// AwaitsTableDie reports whether the siege waits for the game master to
// enter a die rolled at the table.
func (sg *Siege) AwaitsTableDie() bool {
	return !sg.Done && (sg.Status == SiegeAwaitingDie || sg.Status == SiegeAwaitingReroll)
}

// Battle is a field battle to fight on the tabletop (§11): the sheet the
// players need, then the result the game master records.
type Battle struct {
	ID             int           `json:"id"`
	Province       int           `json:"province"`
	Attacker       Clan          `json:"attacker"`
	Defender       Clan          `json:"defender"`
	AttackerSize   int           `json:"attackerSize"` // own plus allied at the start
	DefenderSize   int           `json:"defenderSize"`
	AttackerAllied int           `json:"attackerAllied"`
	DefenderAllied int           `json:"defenderAllied"`
	Terrain        Terrain       `json:"terrain"`
	RiverRoll      int           `json:"riverRoll,omitempty"` // 0: no river in the province
	River          bool          `json:"river"`
	RiverRerolled  bool          `json:"riverRerolled,omitempty"` // DIVINE INTERVENTION re-rolled it (C-41)
	Village        bool          `json:"village"`
	TerrainPlacer  Clan          `json:"terrainPlacer"`
	TerrainChosen  bool          `json:"terrainChosen,omitempty"` // the battlefield type is chosen: no form is offered again
	SideChooser    Clan          `json:"sideChooser,omitempty"`   // RECONNAISSANCE (C-39)
	Reconnaissance Clan          `json:"reconnaissance,omitempty"`
	Morale         []Clan        `json:"morale,omitempty"`
	Charisma       []Clan        `json:"charisma,omitempty"`
	Divine         []Clan        `json:"divine,omitempty"`
	Done           bool          `json:"done"`
	Winner         Clan          `json:"winner,omitempty"`
	Cancelled      bool          `json:"cancelled,omitempty"`
	Result         *BattleResult `json:"result,omitempty"`
	// Awaiting is the die the battle waits for under table dice, entered
	// by the game master (battledie.go); nil when none.
	Awaiting *BattleDie `json:"awaiting,omitempty"`
}

// DifficultPieces is the number of difficult terrain pieces, the river not
// included (§11 table).
func (b *Battle) DifficultPieces() int { return b.Terrain.DifficultPieces() }

// BreakPoint is the side's break point: the §11.1 table for its size (C-16),
// +2 with MORALE.
func (b *Battle) BreakPoint(o *Options, side Clan) int {
	size := b.AttackerSize
	if side == b.Defender {
		size = b.DefenderSize
	}
	return o.BreakPoint(size, contains(clanStrings(b.Morale), string(side)))
}

func clanStrings(cs []Clan) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = string(c)
	}
	return out
}

// BattleResult is what the game master records after a tabletop battle
// (§16.3): the winner, the elements lost by each army and contingent, and
// the Village if one was captured. Elements that left the table are not
// losses: they come back.
type BattleResult struct {
	Battle            int          `json:"battle"` // Battle.ID
	Winner            Clan         `json:"winner"`
	Losses            []BattleLoss `json:"losses,omitempty"`
	VillageCapturedBy Clan         `json:"villageCapturedBy,omitempty"`
	// BrokeFirst is the side that routed first at the table, if the game
	// master records it: that side lost the battle (seed l.599–l.611).
	BrokeFirst Clan `json:"brokeFirst,omitempty"`
}

// BattleLoss is what one army or contingent lost: Owner's elements fighting
// with With's army (With = Owner for a clan's own army).
type BattleLoss struct {
	Owner   Clan          `json:"owner"`
	With    Clan          `json:"with,omitempty"`
	Types   []ElementType `json:"types"`
	General bool          `json:"general,omitempty"` // the General's element is among Types
}

// endMovement settles what movement left behind: a lone army takes an
// unfortified province, must besiege a fortified one, and two armies face
// the §9 choices (§3, §9, §10).
func (e *engine) endMovement() {
	s := e.s
	s.Phase = PhaseEndOfMovement
	for _, c := range s.Order {
		if cs := s.Clan(c); cs.Status == Active && !cs.Turn.Moved {
			cs.Turn.Moved, cs.Turn.Move = true, "blocked"
		}
	}
	if sh := s.Shogunate; sh != nil && sh.Due == s.seasonIndex() {
		if s.Clan(sh.Claimant).Army.Location != s.Map.KyotoID() {
			e.failClaim("campaign.he-did-not-march-into")
		}
	}
	e.say("phase", "campaign.end-movement-armies-face-each")
	var lones []int
	for id := 1; id <= len(s.Provinces); id++ {
		if len(s.ArmiesIn(id)) == 1 {
			lones = append(lones, id)
		}
	}
	if s.Options.CapitalsTakenTogether == CapitalsPlayingOrder {
		e.settleInPlayingOrder(lones)
	} else {
		e.settleTogether(lones)
	}
	// A clan defeated above has no army left: the army it faced stands alone.
	for id := 1; id <= len(s.Provinces); id++ {
		if armies := s.ArmiesIn(id); len(armies) == 2 {
			e.confrontation(id, armies[0], armies[1])
		}
	}
}

// settleTogether settles every lone army at once: conquest happens "alla
// fine dei movimenti" (seed l.451) and a captured Capital is an immediate
// defeat (l.619), so two clans that take each other's Capital both fall
// and neither takes the other's hand (C-40 bothFall).
func (e *engine) settleTogether(lones []int) {
	var held []heldDefeat
	e.held = &held
	for _, id := range lones {
		if armies := e.s.ArmiesIn(id); len(armies) == 1 {
			e.lone(id, armies[0])
		}
	}
	e.held = nil
	fallen := map[Clan]bool{}
	for _, d := range held {
		fallen[d.clan] = true
	}
	for _, d := range held {
		by := d.by
		if fallen[by] {
			by = ""
		}
		e.defeat(d.clan, by, CapitalLost)
	}
}

// settleInPlayingOrder settles the lone armies in this season's playing
// order: a clan whose Capital falls first loses its army before it can
// take anything (C-40 playingOrder).
func (e *engine) settleInPlayingOrder(lones []int) {
	s := e.s
	for _, c := range s.Order {
		for _, id := range lones {
			if armies := s.ArmiesIn(id); len(armies) == 1 && armies[0] == c {
				e.lone(id, c)
			}
		}
	}
}

// heldDefeat is a Capital captured while lone armies settle together: the
// clan falls once every army has settled (C-40).
type heldDefeat struct{ clan, by Clan }

// lone settles an army alone in a province at the end of movement: it takes
// it, unless a Fortress must be besieged first (§3, §10).
func (e *engine) lone(id int, c Clan) {
	s := e.s
	p := s.province(id)
	if p.Owner == c || !s.active(c) {
		return
	}
	if p.Fortress {
		if s.Phase == PhaseBattles {
			e.say("siege", "campaign.stands-alone-but-fortress-can", c, s.provinceName(id))
			return
		}
		s.Sieges = append(s.Sieges, Siege{Province: id, Besieger: c, Defender: p.Owner})
		e.say("siege", "campaign.must-besiege-empty-fortress-take", c, s.provinceName(id))
		return
	}
	e.conquer(id, c)
}

func (e *engine) confrontation(id int, a, b Clan) {
	s := e.s
	owner := s.Owner(id)
	cf := Confrontation{Province: id}
	switch owner {
	case a, b:
		other := a
		if owner == a {
			other = b
		}
		cf.Defender, cf.Attacker = owner, other
		cf.First, cf.Second = owner, other
	default:
		// C-25: in a province neither owns, the first to enter attacks; C-14:
		// they choose in movement order.
		x, y := a, b
		if s.Clan(y).Turn.Arrival < s.Clan(x).Turn.Arrival {
			x, y = y, x
		}
		cf.First, cf.Second = x, y
		cf.Attacker, cf.Defender = x, y
		cf.RollOff = s.Options.NeutralRoles == RolesRollOff && s.Options.TableDice
		if s.Options.NeutralRoles == RolesRollOff && !cf.RollOff {
			for i := 0; i < 20; i++ {
				dx, dy := e.die(6, PurposeRoles, string(x)), e.die(6, PurposeRoles, string(y))
				if dx != dy {
					if dy > dx {
						cf.Attacker, cf.Defender = y, x
					}
					break
				}
			}
		}
	}
	s.Confrontations = append(s.Confrontations, cf)
	e.say("confrontation", "campaign.face-each-other-chooses-first",
		cf.Defender, cf.Attacker, s.provinceName(id), cf.First)
}

func (s *State) findConfrontation(id int) *Confrontation {
	for i := range s.Confrontations {
		if s.Confrontations[i].Province == id && !s.Confrontations[i].Done {
			return &s.Confrontations[i]
		}
	}
	return nil
}

// confront records c's choice at the end of movement (§9, C-14, C-23).
func (e *engine) confront(c Clan) error {
	s, a := e.s, e.a
	if s.Phase != PhaseEndOfMovement {
		return refuse(ErrNotNow, "kind", "campaign.these-choices-are-made-at")
	}
	cf := s.findConfrontation(a.Province)
	if cf == nil {
		return refuse(ErrNotFound, "province", "campaign.no-armies-face-each-other-in", a.Province)
	}
	if ch := cf.Chooser(); ch != c {
		return refuse(ErrNotNow, "kind", "campaign.choice", ch, s.provinceName(cf.Province))
	}
	if !contains(s.ConfrontationChoices(cf), a.Choice) {
		return invalid("choice", "campaign.choose-one", choiceWords(s.ConfrontationChoices(cf)))
	}
	id := cf.Province
	if cf.FirstChoice == "" {
		cf.FirstChoice = a.Choice
		switch a.Choice {
		case ChooseWithdraw:
			cf.Done = true
			e.withdraw(c, id)
			e.returnContingentsWith(cf.Second)
			e.lone(id, cf.Second)
		case ChooseFortress:
			e.say("confrontation", "campaign.shuts-itself-into-its-fortress", c, s.provinceName(id))
			if s.Options.FortressWithdrawCountsAsRetreat {
				e.score(c, -10, "retreat", "campaign.withdrew-into-fortress", s.provinceName(id))
			}
			e.returnContingentsWith(c)
		case ChooseFight:
			e.say("confrontation", "campaign.stands-gives-battle", c, s.provinceName(id))
		}
		return nil
	}
	cf.SecondChoice = a.Choice
	cf.Done = true
	switch {
	case a.Choice == ChooseWithdraw:
		e.withdraw(c, id)
		if cf.FirstChoice == ChooseFight {
			e.returnContingentsWith(cf.First)
			e.lone(id, cf.First)
		}
	case a.Choice == ChooseSiege:
		e.returnContingentsWith(c)
		s.Sieges = append(s.Sieges, Siege{Province: id, Besieger: c, Defender: cf.First, Defended: true})
		e.say("siege", "campaign.besieges-fortress", c, cf.First, s.provinceName(id))
	default:
		e.createBattle(cf)
	}
	return nil
}

// withdraw sends c's army back to its Capital before a battle: −10 (C-23).
func (e *engine) withdraw(c Clan, id int) {
	cs := e.s.Clan(c)
	cs.Army.Location = cs.Capital
	e.returnContingentsWith(c)
	e.say("confrontation", "campaign.withdraws-its-capital", c)
	e.score(c, -10, "retreat", "campaign.retreat-before-battle", e.s.provinceName(id))
}

// respawnGeneral names a new General before the clan's next battle,
// preferably a Foot Samurai (C-33).
func (e *engine) respawnGeneral(c Clan) {
	cs := e.s.Clan(c)
	if e.s.Options.GeneralRespawn != RespawnNext || cs.Army.HasGeneral() || len(cs.Army.Elements) == 0 {
		return
	}
	idx := 0
	for i, el := range cs.Army.Elements {
		if el.Type == FootSamurai {
			idx = i
			break
		}
	}
	cs.Army.Elements[idx].General = true
	e.say("general", "campaign.names-new-general", c, cs.Army.Elements[idx].Type.Name())
}

// createBattle draws up the battle sheet (§11, §16.3): sizes with the
// contingents, the river roll, the Village, who places the terrain.
func (e *engine) createBattle(cf *Confrontation) {
	s := e.s
	e.respawnGeneral(cf.Attacker)
	e.respawnGeneral(cf.Defender)
	mp, _ := s.Map.Province(cf.Province)
	s.BattleSeq++
	b := Battle{
		ID: s.BattleSeq, Province: cf.Province, Attacker: cf.Attacker, Defender: cf.Defender,
		AttackerAllied: s.allied(cf.Attacker), DefenderAllied: s.allied(cf.Defender),
		Terrain: mp.Terrain, TerrainPlacer: cf.Defender,
		Village: s.province(cf.Province).Fortress || mp.Capital,
	}
	b.AttackerSize = len(s.Clan(cf.Attacker).Army.Elements) + b.AttackerAllied
	b.DefenderSize = len(s.Clan(cf.Defender).Army.Elements) + b.DefenderAllied
	if b.Terrain == "" {
		b.Terrain = Plain
	}
	s.Battles = append(s.Battles, b)
	if cf.RollOff {
		e.say("battle", "campaign.battle-against-against-elements",
			s.provinceName(cf.Province), cf.Attacker, cf.Defender, b.AttackerSize, b.DefenderSize)
	} else {
		e.say("battle", "campaign.battle-attacks-defends-against-elements",
			s.provinceName(cf.Province), cf.Attacker, cf.Defender, b.AttackerSize, b.DefenderSize)
	}
	e.battleDice(&s.Battles[len(s.Battles)-1], cf)
}

func (s *State) findBattle(id int) *Battle {
	for i := range s.Battles {
		if s.Battles[i].ID == id {
			return &s.Battles[i]
		}
	}
	return nil
}

func (s *State) battleIn(province int) *Battle {
	for i := range s.Battles {
		if s.Battles[i].Province == province && !s.Battles[i].Done {
			return &s.Battles[i]
		}
	}
	return nil
}

// playBattleCard plays MORALE, RECONNAISSANCE, CHARISMA or DIVINE
// INTERVENTION in c's battle in a.Province, before its result (§5, C-08,
// C-39).
func (e *engine) playBattleCard(c Clan, card EventCard) error {
	s := e.s
	b := s.battleIn(e.a.Province)
	if b == nil {
		return refuse(ErrNotFound, "province", "campaign.there-no-battle-fight-province", e.a.Province)
	}
	if c != b.Attacker && c != b.Defender {
		return refuse(ErrForbidden, "province", "campaign.does-not-fight-that-battle", c)
	}
	switch card.Event {
	case EvMorale:
		if contains(clanStrings(b.Morale), string(c)) {
			return invalid("card", "campaign.morale-already-played-this-battle")
		}
		b.Morale = append(b.Morale, c)
	case EvReconnaissance:
		if b.Reconnaissance != "" {
			return invalid("card", "campaign.reconnaissance-already-played-this-battle")
		}
		b.Reconnaissance, b.TerrainPlacer, b.SideChooser = c, c, c
	case EvCharisma:
		if s.Options.Charisma == CharismaNone {
			return invalid("card", "campaign.charisma-has-no-effect-this")
		}
		b.Charisma = append(b.Charisma, c)
	case EvDivineIntervention:
		switch e.a.Choice {
		case "":
		case ChoiceRiver:
			if err := e.rerollRiver(b, c); err != nil {
				return err
			}
		default:
			return invalid("choice", "campaign.divine-intervention-battle-kept-table")
		}
		b.Divine = append(b.Divine, c)
	}
	e.discard(c, card.ID)
	e.say("card", "campaign.plays-battle", c, cardName(card.ID), s.provinceName(b.Province))
	return nil
}

// ChoiceRiver plays DIVINE INTERVENTION on a battle's river roll (C-41).
const ChoiceRiver = "river"

// rerollRiver re-rolls the battle's river roll for DIVINE INTERVENTION,
// once, by either side (C-41): 1–4 no river, 5–6 a river (seed l.597). The
// new die stands, as a re-roll does; with table dice the game master
// enters it.
func (e *engine) rerollRiver(b *Battle, c Clan) error {
	switch {
	case !e.s.Options.DivineRerollsRiver:
		return invalid("choice", "campaign.this-campaign-divine-intervention-does")
	case b.AwaitsDie():
		return refuseAwaiting(e.s, b)
	case b.RiverRoll == 0:
		return invalid("choice", "campaign.there-no-river-roll-this")
	case b.RiverRerolled:
		return invalid("choice", "campaign.river-roll-this-battle-was")
	}
	v, err := e.tableDie(PurposeRiverReroll, string(c))
	if err != nil {
		return err
	}
	was := b.RiverRoll
	b.RiverRoll, b.River, b.RiverRerolled = v, v >= 5, true
	e.say("battle", "campaign.divine-intervention-re-rolls-river",
		c, e.s.provinceName(b.Province), was, v)
	return nil
}

// battlefield sets the battlefield type: the terrain placer or the GM (§11).
func (e *engine) battlefield() error {
	s, a := e.s, e.a
	b := s.battleIn(a.Province)
	if b == nil {
		return refuse(ErrNotFound, "province", "campaign.there-no-battle-fight-province", a.Province)
	}
	if b.AwaitsRoles() {
		// The Defender places the terrain (seed l.587): not known yet.
		return refuseAwaiting(s, b)
	}
	if e.actor.Role != RoleGM && e.actor.Clan != b.TerrainPlacer {
		return refuse(ErrForbidden, "kind", "campaign.only-who-places-terrain-game", b.TerrainPlacer)
	}
	if b.TerrainChosen {
		return refuse(ErrNotNow, "kind", "campaign.battlefield-already-chosen",
			s.provinceName(b.Province), terrainName(b.Terrain))
	}
	t := Terrain(a.Choice)
	if t.DifficultPieces() == 0 {
		return invalid("choice", "campaign.choose-plain-hilly-mountain")
	}
	b.Terrain, b.TerrainChosen = t, true
	e.say("battle", "campaign.battlefield", s.provinceName(b.Province), terrainName(t), counted(t.DifficultPieces(), nPieces))
	return nil
}

// SiegeNeed is the natural score a siege needs (§10, §16.3): 5 for a
// defended Fortress, 4 for an empty one, minus the modifiers, at least 1.
func SiegeNeed(defended bool, merchants int, repeat bool) int {
	need := 4
	if defended {
		need = 5
	}
	mods := merchants
	if repeat {
		mods++
	}
	return max(1, need-mods)
}

// Fraction is an exact probability.
type Fraction struct {
	Num int `json:"num"`
	Den int `json:"den"`
}

// Float is the fraction's value.
func (f Fraction) Float() float64 {
	if f.Den == 0 {
		return 0
	}
	return float64(f.Num) / float64(f.Den)
}

func (f Fraction) String() string { return fmt.Sprintf("%d/%d", f.Num, f.Den) }

func reduce(n, d int) Fraction {
	a, b := n, d
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return Fraction{0, 1}
	}
	return Fraction{n / a, d / a}
}

// SiegeChance is the exact chance of taking a Fortress (§16.3): needed is
// the natural score; with a re-roll (DIVINE INTERVENTION) p + (1−p)·p.
// consecutive is the season of siege in the chain (≥ 2 gives +1).
func SiegeChance(defended bool, merchants, consecutive int, divine, natural1Fails bool) (needed int, p Fraction) {
	needed = SiegeNeed(defended, merchants, consecutive >= 2)
	return needed, rollChance(needed, divine, natural1Fails)
}

// rollChance is the exact chance that a d6 scores needed or more, a
// natural 1 failing under C-19; with a re-roll, p + (1−p)·p.
func rollChance(needed int, divine, natural1Fails bool) Fraction {
	k := 0
	for r := 1; r <= 6; r++ {
		if r >= needed && !(natural1Fails && r == 1) {
			k++
		}
	}
	if !divine {
		return reduce(k, 6)
	}
	return reduce(k*6+(6-k)*k, 36)
}

// SiegeOdds is a siege roll's needed score with its modifiers and its exact
// chance (§10, §16.3). Before the roll it counts what everybody knows (the
// C-18 bonus) and no PORTUGUESE MERCHANTS, whose holders are secret; once
// the roll is declared, the modifiers recorded.
type SiegeOdds struct {
	Base          int      `json:"base"`          // 5 against a defended Fortress, 4 against an empty one
	Merchants     int      `json:"merchants"`     // PORTUGUESE MERCHANTS played: +1 each
	Repeat        bool     `json:"repeat"`        // +1: the same Fortress besieged the season before (C-18)
	Needed        int      `json:"needed"`        // natural score needed, at least 1
	Natural1Fails bool     `json:"natural1Fails"` // C-19
	Chance        Fraction `json:"chance"`        // one die
	WithReroll    Fraction `json:"withReroll"`    // a failed die re-rolled with DIVINE INTERVENTION
	Declared      bool     `json:"declared"`      // the roll is declared: the modifiers are final
}

// siegeOdds is the odds of a siege of province id, before its roll.
func (s *State) siegeOdds(id int, defended bool) SiegeOdds {
	repeat := false
	if p := s.province(id); p != nil {
		repeat = s.siegeRepeat(p)
	}
	return s.oddsWith(defended, 0, repeat, false)
}

// OddsOf is the odds of siege sg now: before its roll, or as declared.
func (s *State) OddsOf(sg *Siege) SiegeOdds {
	if sg.Needed > 0 {
		return s.oddsWith(sg.Defended, sg.Merchants, sg.Repeat, true)
	}
	return s.siegeOdds(sg.Province, sg.Defended)
}

func (s *State) oddsWith(defended bool, merchants int, repeat, declared bool) SiegeOdds {
	o := SiegeOdds{Base: 4, Merchants: merchants, Repeat: repeat, Natural1Fails: s.Options.SiegeNatural1Fails, Declared: declared}
	if defended {
		o.Base = 5
	}
	o.Needed = SiegeNeed(defended, merchants, repeat)
	o.Chance = rollChance(o.Needed, false, o.Natural1Fails)
	o.WithReroll = rollChance(o.Needed, true, o.Natural1Fails)
	return o
}

// siegeRepeat reports whether the siege of province p gets the C-18 +1.
func (s *State) siegeRepeat(p *ProvinceState) bool {
	ms := s.movementIndex() + 1 // stored 1-based
	consecutive := p.SiegeLast != 0 && p.SiegeLast == ms-1
	switch s.Options.SiegeRepeat {
	case RepeatAnyPrevious:
		return p.SiegeCount > 0
	case Repeat2nd3rd:
		return consecutive && p.SiegeChain+1 <= 3
	}
	return consecutive
}

func (s *State) findSiege(id int) *Siege {
	for i := range s.Sieges {
		if s.Sieges[i].Province == id && !s.Sieges[i].Done {
			return &s.Sieges[i]
		}
	}
	return nil
}

// siege rolls the siege die, or abandons the siege of an empty Fortress
// (§10, C-18, C-19).
func (e *engine) siege(c Clan) error {
	s, a := e.s, e.a
	if s.Phase != PhaseSieges {
		return refuse(ErrNotNow, "kind", "campaign.sieges-are-made-siege-phase")
	}
	sg := s.findSiege(a.Province)
	if sg == nil {
		return refuse(ErrNotFound, "province", "campaign.there-no-siege-province", a.Province)
	}
	if sg.Besieger != c {
		return refuse(ErrForbidden, "clan", "campaign.only-besieges", sg.Besieger, s.provinceName(sg.Province))
	}
	if sg.Status == SiegeReroll {
		return refuse(ErrNotNow, "kind", "campaign.decide-first-whether-re-roll")
	}
	if sg.Status == SiegeAwaitingReroll {
		return refuse(ErrNotNow, "kind", "campaign.divine-intervention-played-game-master")
	}
	if sg.Status == SiegeAwaitingDie {
		if e.actor.Role != RoleGM {
			return refuse(ErrNotNow, "kind", "campaign.siege-declared-game-master-enters")
		}
		if len(a.Cards) > 0 || a.Choice == ChooseWithdraw {
			return invalid("choice", "campaign.siege-declared-enter-only-die")
		}
		return e.rollSiege(c, sg)
	}
	if a.Choice == ChooseWithdraw {
		return e.withdrawSiege(c, sg)
	}
	if a.Choice != "" && a.Choice != "roll" {
		return invalid("choice", "campaign.choose-roll-withdraw")
	}
	if err := e.playMerchants(c); err != nil {
		return err
	}
	return e.declareSiege(c, sg)
}

// withdrawSiege: an undefended siege may be given up; the army goes home.
func (e *engine) withdrawSiege(c Clan, sg *Siege) error {
	s := e.s
	if sg.Defended {
		return invalid("choice", "campaign.siege-was-chosen-roll-die")
	}
	sg.Done, sg.Status = true, "abandoned"
	cs := s.Clan(c)
	cs.Army.Location = cs.Capital
	e.say("siege", "campaign.gives-up-siege-goes-home", c, s.provinceName(sg.Province))
	return nil
}

// playMerchants plays the PORTUGUESE MERCHANTS cards of the action, each
// once: +1 each to the siege.
func (e *engine) playMerchants(c Clan) error {
	a := e.a
	seen := map[string]bool{}
	for _, id := range a.Cards {
		if seen[id] {
			return invalid("cards", "campaign.each-card-played-once")
		}
		seen[id] = true
		if _, err := e.handCard(c, id, EvMerchants); err != nil {
			return err
		}
	}
	for _, id := range a.Cards {
		e.discard(c, id)
		e.say("card", "campaign.plays-portuguese-merchants-1", c)
	}
	return nil
}

// declareSiege sets the roll needed, records the siege in the Fortress's
// history (C-18) and rolls, or waits for the table die.
func (e *engine) declareSiege(c Clan, sg *Siege) error {
	s, a := e.s, e.a
	p := s.province(sg.Province)
	sg.Merchants = len(a.Cards)
	sg.Repeat = s.siegeRepeat(p)
	sg.Needed = SiegeNeed(sg.Defended, sg.Merchants, sg.Repeat)
	// Record the siege in the Fortress's history (C-18).
	ms := s.movementIndex() + 1
	if p.SiegeLast != 0 && p.SiegeLast == ms-1 {
		p.SiegeChain++
	} else {
		p.SiegeChain = 1
	}
	p.SiegeLast = ms
	p.SiegeCount++
	if s.Options.TableDice && len(a.Dice) == 0 {
		// The die is rolled at the table and only the game master enters
		// it (with the declaration, or now): the siege waits, as a failed
		// roll waits for the besieger.
		sg.Status = SiegeAwaitingDie
		e.say("siege", "campaign.besieges-needs-die-rolled-at", c, s.provinceName(sg.Province), sg.Needed)
		return nil
	}
	return e.rollSiege(c, sg)
}

// rollSiege rolls (or takes from the game master) the siege die of a
// declared siege and applies it (§10).
func (e *engine) rollSiege(c Clan, sg *Siege) error {
	s := e.s
	d, err := e.tableDie(PurposeSiege, s.provinceName(sg.Province))
	if err != nil {
		return err
	}
	sg.Die = d
	e.say("siege", "campaign.besieges-needs-rolls", c, s.provinceName(sg.Province), sg.Needed, d)
	if e.siegeSucceeds(d, sg.Needed) {
		e.takeFortress(sg)
		return nil
	}
	// A failed roll always waits for the besieger to accept it or play
	// DIVINE INTERVENTION: pausing only when he holds the card would tell
	// everyone that he does (hidden hands, §5).
	sg.Status = SiegeReroll
	for _, h := range s.Clan(c).Hand {
		if k, _ := CardByID(h); k.Event == EvDivineIntervention {
			e.whisper(c, "siege", "campaign.you-may-play-divine-intervention")
			break
		}
	}
	return nil
}

func (e *engine) siegeSucceeds(die, needed int) bool {
	if die == 1 && e.s.Options.SiegeNatural1Fails {
		return false
	}
	return die >= needed
}

// reroll plays DIVINE INTERVENTION after a failed siege roll, or accepts
// the failure; the new result must be kept (§10).
func (e *engine) reroll(c Clan) error {
	s, a := e.s, e.a
	sg := s.findSiege(a.Province)
	if sg == nil || (sg.Status != SiegeReroll && sg.Status != SiegeAwaitingReroll) {
		return refuse(ErrNotNow, "province", "campaign.there-no-siege-roll-repeat", a.Province)
	}
	if sg.Besieger != c {
		return refuse(ErrForbidden, "clan", "campaign.only-may-re-roll-this", sg.Besieger)
	}
	if sg.Status == SiegeAwaitingReroll {
		if e.actor.Role != RoleGM {
			return refuse(ErrNotNow, "kind", "campaign.divine-intervention-played-game-master")
		}
		if a.Card != "" || a.Choice == "accept" {
			return invalid("card", "campaign.divine-intervention-played-enter-only")
		}
		return e.rerollSiege(c, sg, false)
	}
	if a.Card == "" {
		if a.Choice != "accept" {
			return invalid("card", "campaign.play-divine-intervention-accept-result")
		}
		e.failSiege(sg)
		return nil
	}
	if _, err := e.handCard(c, a.Card, EvDivineIntervention); err != nil {
		return err
	}
	e.discard(c, a.Card)
	if s.Options.TableDice && len(a.Dice) == 0 {
		sg.Status = SiegeAwaitingReroll
		e.say("siege", "campaign.plays-divine-intervention-die-rolled", c)
		return nil
	}
	return e.rerollSiege(c, sg, true)
}

// rerollSiege rolls (or takes from the game master) the DIVINE
// INTERVENTION re-roll, whose result must be kept (§10); played: the card
// is played in this same action.
func (e *engine) rerollSiege(c Clan, sg *Siege, played bool) error {
	d, err := e.tableDie(PurposeSiegeReroll, e.s.provinceName(sg.Province))
	if err != nil {
		return err
	}
	sg.Reroll = d
	if played {
		e.say("siege", "campaign.plays-divine-intervention-re-rolls", c, d)
	} else {
		e.say("siege", "campaign.re-rolls-siege-die-at", c, d)
	}
	if e.siegeSucceeds(d, sg.Needed) {
		e.takeFortress(sg)
	} else {
		e.failSiege(sg)
	}
	return nil
}

func (e *engine) failSiege(sg *Siege) {
	sg.Done, sg.Status = true, "failed"
	cs := e.s.Clan(sg.Besieger)
	cs.Army.Location = cs.Capital
	e.say("siege", "campaign.siege-fails-army-goes-back", e.s.provinceName(sg.Province), sg.Besieger)
}

// takeFortress: the Fortress falls, the army inside is destroyed, the
// province is conquered (§10, §13, C-20, C-22).
func (e *engine) takeFortress(sg *Siege) {
	s := e.s
	sg.Done, sg.Status = true, "taken"
	id := sg.Province
	p := s.province(id)
	owner := p.Owner
	c := sg.Besieger
	e.say("siege", "campaign.takes-fortress", c, s.provinceName(id))
	if sg.Defended && s.active(owner) {
		oc := s.Clan(owner)
		n := len(oc.Army.Elements)
		oc.Army.Elements = nil
		oc.Army.Location = oc.Capital
		e.say("siege", "campaign.army-inside-elements-destroyed", owner, n)
		if s.Options.SiegeElementPP && n > 0 {
			e.score(c, 5*n, "siege-kills", "campaign.enemy-elements-destroyed-siege", n, s.provinceName(id))
			e.score(owner, -5*n, "siege-losses", "campaign.elements-lost-siege", n, s.provinceName(id))
		}
	}
	e.score(c, 30, "fortress-taken", "campaign.fortress-conquered-by-siege", s.provinceName(id))
	e.score(owner, -10, "fortress-lost", "campaign.fortress-lost-siege", s.provinceName(id))
	if s.Options.FortressAfterSiege == FortressDestroyed {
		p.Fortress = false
		p.SiegeLast, p.SiegeChain, p.SiegeCount = 0, 0, 0
		e.say("siege", "campaign.fortress-razed-c-20")
	}
	e.conquer(id, c)
}

// conquer gives province id to c: −10 to the clan that loses it, +10 to c
// under onChange scoring (C-06), and the enemy Capital's +30 and the defeat
// of its clan (§13, C-09).
func (e *engine) conquer(id int, c Clan) {
	s := e.s
	p := s.province(id)
	prev := p.Owner
	if prev == c {
		return
	}
	p.Owner = c
	e.say("conquest", "campaign.takes", c, s.provinceName(id))
	if s.active(prev) {
		e.score(prev, -10, "province-lost", "campaign.province-lost", s.provinceName(id))
	}
	if s.Options.ProvinceScoring == ScoreOnChange {
		e.score(c, 10, "province-gained", "campaign.province-gained", s.provinceName(id))
	}
	if sh := s.Shogunate; sh != nil && id == s.Map.KyotoID() && prev == sh.Claimant {
		e.failClaim("campaign.he-lost-kyoto")
	}
	if pc := s.Clan(prev); pc != nil && pc.Status == Active && pc.Capital == id {
		e.score(c, 30, "capital-taken", "campaign.capital-conquered", prev)
		if e.held != nil {
			*e.held = append(*e.held, heldDefeat{prev, c})
			return
		}
		e.defeat(prev, c, CapitalLost)
	}
}

// defeat takes clan c out of the game: its army is disbanded (or absorbed,
// C-09), its provinces turn neutral, its cards go to the conqueror (C-09) or
// out of play (§13).
func (e *engine) defeat(c, by Clan, status ClanStatus) {
	s := e.s
	cs := s.Clan(c)
	if cs.Status != Active {
		return
	}
	switch status {
	case CapitalLost:
		e.say("defeat", "campaign.has-lost-its-capital-clan", c)
	case Seppuku:
		e.say("defeat", "campaign.commits-seppuku-clan-out-game", c)
	case Excluded:
		e.say("defeat", "campaign.excluded-from-campaign", c)
	}
	// Contingents it received go home first; those it sent are disbanded.
	e.returnContingentsWith(c)
	cs.Status = status
	for i := len(s.Contingents) - 1; i >= 0; i-- {
		if s.Contingents[i].From == c {
			s.Contingents = append(s.Contingents[:i:i], s.Contingents[i+1:]...)
		}
	}
	if by != "" && s.active(by) && s.Options.CapturedArmy == CapturedAbsorb {
		s.absorbArmy(cs, by)
	}
	cs.Army = Army{Location: 0}
	for i := range s.Provinces {
		if s.Provinces[i].Owner == c {
			s.Provinces[i].Owner = Neutral
		}
	}
	e.takeHand(cs, by)
	s.forget(c)
	e.cancelConfrontations(c)
	e.cancelSiegesAndBattles(c)
	if len(s.ActiveClans()) <= 1 && s.Phase != PhaseEnded {
		e.endGame(EndLastStanding)
	}
}

// absorbArmy: under C-09 absorb the conqueror by takes the defeated
// army's elements, as many as its army has room for.
func (s *State) absorbArmy(cs *ClanState, by Clan) {
	_, room := s.ReplacementOptions(by)
	bc := s.Clan(by)
	for _, el := range cs.Army.Elements {
		if room == 0 {
			break
		}
		el.General = false
		bc.Army.Elements = append(bc.Army.Elements, el)
		room--
	}
}

// takeHand gives the defeated clan's cards to its conqueror (C-09), or
// puts them out of play (§13).
func (e *engine) takeHand(cs *ClanState, by Clan) {
	s := e.s
	if by != "" && s.active(by) {
		bc := s.Clan(by)
		bc.Hand = append(bc.Hand, cs.Hand...)
		if len(cs.Hand) > 0 {
			e.whisper(by, "hand", "campaign.you-take-from", counted(len(cs.Hand), nCards), cs.Clan)
		}
	} else {
		s.Deck.Removed = append(s.Deck.Removed, cs.Hand...)
	}
	cs.Hand = nil
}

// forget drops what waits on clan c: its card choice, a NINJA it sent or
// faces, its Shogunate claim and the requests to or from it.
func (s *State) forget(c Clan) {
	if s.Pending != nil && s.Pending.Clan == c {
		s.Pending = nil
	}
	if s.Ninja != nil && (s.Ninja.Target == c || s.Ninja.From == c) {
		s.Ninja = nil
	}
	if s.Shogunate != nil && s.Shogunate.Claimant == c {
		s.Shogunate = nil
	}
	var reqs []Request
	for _, r := range s.Requests {
		if r.From != c && r.To != c {
			reqs = append(reqs, r)
		}
	}
	s.Requests = reqs
}

// cancelConfrontations: what c's army was about to do is cancelled; the
// other army stands alone.
func (e *engine) cancelConfrontations(c Clan) {
	s := e.s
	for i := range s.Confrontations {
		cf := &s.Confrontations[i]
		if cf.Done || (cf.First != c && cf.Second != c) {
			continue
		}
		cf.Done = true
		other := cf.First
		if other == c {
			other = cf.Second
		}
		if s.Clan(other).Army.Location == cf.Province {
			e.lone(cf.Province, other)
		}
	}
}

// cancelSiegesAndBattles: c's sieges are cancelled, a Fortress it defended
// turns neutral, and its battles are cancelled, the other army standing
// alone.
func (e *engine) cancelSiegesAndBattles(c Clan) {
	s := e.s
	for i := range s.Sieges {
		sg := &s.Sieges[i]
		if sg.Done {
			continue
		}
		if sg.Besieger == c {
			sg.Done, sg.Status = true, "cancelled"
		} else if sg.Defender == c {
			sg.Defender, sg.Defended = Neutral, false
		}
	}
	for i := range s.Battles {
		b := &s.Battles[i]
		if b.Done || (b.Attacker != c && b.Defender != c) {
			continue
		}
		b.Done, b.Cancelled = true, true
		other := b.Attacker
		if other == c {
			other = b.Defender
		}
		e.returnContingentsWith(other)
		if s.Clan(other).Army.Location == b.Province {
			e.lone(b.Province, other)
		}
	}
}

// battleResult applies the result the game master recorded (§11.2, §13,
// C-21, C-24, C-33): checked whole first, so that a refused result changes
// nothing, then applied and scored.
func (e *engine) battleResult() error {
	b, p, err := e.checkResult()
	if err != nil {
		return err
	}
	e.applyResult(b, p)
	return nil
}

// resultPlan is a checked battle result: the elements to remove, and what
// each side lost for the score.
type resultPlan struct {
	r             *BattleResult
	removals      []lossRemoval
	lost          map[Clan]int  // elements lost by the army of each side, allied included
	generalKilled map[Clan]bool // the side's General fell
}

// lossRemoval is one army's or contingent's losses, checked.
type lossRemoval struct {
	loss BattleLoss
	k    int // contingent index, -1 for the army
}

// checkResult checks the recorded result against its battle: the winner,
// the Village, who broke first and every loss.
func (e *engine) checkResult() (*Battle, resultPlan, error) {
	if err := e.gmOnly(); err != nil {
		return nil, resultPlan{}, err
	}
	s := e.s
	r := e.a.Result
	if r == nil {
		return nil, resultPlan{}, invalid("result", "campaign.record-battle-result")
	}
	if s.Phase != PhaseBattles {
		return nil, resultPlan{}, refuse(ErrNotNow, "kind", "campaign.battle-results-are-recorded-battles")
	}
	b := s.findBattle(r.Battle)
	if r.Battle == 0 && e.a.Province != 0 {
		// The battle named by its province, as the legal action lists it.
		b = s.battleIn(e.a.Province)
	}
	if b == nil || b.Done {
		return nil, resultPlan{}, refuse(ErrNotFound, "battle", "campaign.there-no-battle-record", r.Battle)
	}
	if b.AwaitsDie() {
		return nil, resultPlan{}, refuseAwaiting(s, b)
	}
	if r.Winner != b.Attacker && r.Winner != b.Defender {
		return nil, resultPlan{}, invalid("winner", "campaign.winner-is-one-of", b.Attacker, b.Defender)
	}
	if r.VillageCapturedBy != "" && r.VillageCapturedBy != b.Attacker && r.VillageCapturedBy != b.Defender {
		return nil, resultPlan{}, invalid("village", "campaign.only-side-battle-captures-village")
	}
	if r.VillageCapturedBy != "" && !b.Village {
		return nil, resultPlan{}, invalid("village", "campaign.there-no-village-this-battlefield")
	}
	if err := checkBrokeFirst(b, r); err != nil {
		return nil, resultPlan{}, err
	}
	p, err := e.checkLosses(b, r)
	return b, p, err
}

// checkLosses checks each army's and contingent's losses against what
// fought: recorded once, by a side of the battle, no more than was there.
func (e *engine) checkLosses(b *Battle, r *BattleResult) (resultPlan, error) {
	p := resultPlan{r: r, lost: map[Clan]int{}, generalKilled: map[Clan]bool{}}
	seen := map[[2]Clan]bool{}
	for _, l := range r.Losses {
		if l.With == "" {
			l.With = l.Owner
		}
		if l.With != b.Attacker && l.With != b.Defender {
			return p, invalid("losses", "campaign.did-not-fight-this-battle", l.With)
		}
		key := [2]Clan{l.Owner, l.With}
		if seen[key] {
			return p, invalid("losses", "campaign.record-losses-once", l.Owner)
		}
		seen[key] = true
		pool, k, err := e.lossPool(l)
		if err != nil {
			return p, err
		}
		if _, err := removeTypes(pool, l.Types, l.General); err != nil {
			return p, err
		}
		p.lost[l.With] += len(l.Types)
		if l.General {
			p.generalKilled[l.With] = true
		}
		p.removals = append(p.removals, lossRemoval{l, k})
	}
	return p, nil
}

// lossPool is the elements a loss is taken from: the owner's army, or the
// contingent it sent (k its index, -1 for the army).
func (e *engine) lossPool(l BattleLoss) ([]Element, int, error) {
	s := e.s
	if l.Owner == l.With {
		return s.Clan(l.Owner).Army.Elements, -1, nil
	}
	k := -1
	for i, c := range s.Contingents {
		if c.From == l.Owner && c.To == l.With {
			k = i
		}
	}
	if k < 0 {
		return nil, k, invalid("losses", "campaign.sent-no-contingent", l.Owner, l.With)
	}
	if l.General {
		return nil, k, invalid("losses", "campaign.contingent-has-no-general")
	}
	return s.Contingents[k].Elements, k, nil
}

// applyResult applies a checked result: the losses, the winner, the
// Prestige, the contingents home, the loser's retreat, the province and
// the report (§11.2, §13).
func (e *engine) applyResult(b *Battle, p resultPlan) {
	s, r := e.s, p.r
	for _, rm := range p.removals {
		if rm.k < 0 {
			cs := s.Clan(rm.loss.Owner)
			cs.Army.Elements, _ = removeTypes(cs.Army.Elements, rm.loss.Types, rm.loss.General)
		} else {
			s.Contingents[rm.k].Elements, _ = removeTypes(s.Contingents[rm.k].Elements, rm.loss.Types, false)
		}
	}
	b.Done, b.Winner = true, r.Winner
	rc := *r
	rc.Battle = b.ID
	b.Result = &rc
	loser := b.Attacker
	if r.Winner == b.Attacker {
		loser = b.Defender
	}
	e.say("battle", "campaign.wins-battle", r.Winner, s.provinceName(b.Province))
	if exp := e.expectedLoser(b, r, p.lost, p.generalKilled); exp != "" && exp != loser {
		e.say("battle", "campaign.note-by-break-rule-should", exp)
	}
	from := len(s.Ledger)
	e.scoreBattle(b, p)
	fought := cloneSlice(s.Contingents)
	e.returnContingentsWith(b.Attacker)
	e.returnContingentsWith(b.Defender)
	// The loser goes home, even with no line of supply (§11.2).
	lc := s.Clan(loser)
	lc.Army.Location = lc.Capital
	e.say("battle", "campaign.army-withdraws-its-capital", loser)
	e.afterFieldBattle(b, r.Winner)
	e.archiveBattle(b, fought, from)
}

// scoreBattle scores the battle's Prestige (§13, C-24): the commanders
// score losses and kills, allied elements included; contingent owners
// score only the win.
func (e *engine) scoreBattle(b *Battle, p resultPlan) {
	s, r := e.s, p.r
	where := s.provinceName(b.Province)
	for _, side := range []Clan{b.Attacker, b.Defender} {
		enemy := b.Attacker
		if side == b.Attacker {
			enemy = b.Defender
		}
		if side == r.Winner {
			e.score(side, 30, "battle-won", "campaign.battle-won", where)
		} else {
			e.score(side, -30, "battle-lost", "campaign.battle-lost", where)
		}
		if side != r.Winner && !s.Options.LoserScoresKills {
			// Only the losses count for the loser (option, digest example B).
		} else if p.lost[enemy] > 0 {
			e.score(side, 5*p.lost[enemy], "kills", "campaign.enemy-elements-destroyed-at", p.lost[enemy], where)
		}
		if p.generalKilled[enemy] && (side == r.Winner || s.Options.LoserScoresKills) {
			e.score(side, 20, "general-killed", "campaign.enemy-general-killed-at", where)
		}
		if p.lost[side] > 0 {
			e.score(side, -5*p.lost[side], "losses", "campaign.elements-lost-at", p.lost[side], where)
		}
	}
	for _, k := range s.Contingents {
		if k.To == r.Winner {
			e.score(k.From, 5*k.Sent, "contingent-win", "campaign.battle-won-with-element-contingent", where, k.Sent)
		}
	}
}

// checkBrokeFirst refuses a result whose winner is the side that routed
// first: an army in rout has lost the battle (seed l.599–l.611, §11.1).
func checkBrokeFirst(b *Battle, r *BattleResult) error {
	switch r.BrokeFirst {
	case "":
		return nil
	case r.Winner:
		return invalid("brokeFirst", "campaign.broke-first-cannot-have-won", r.BrokeFirst, r.Winner, rulebook.Samurai.Cite(rulebook.CampBattles)) // cites §11.1
	case b.Attacker, b.Defender:
		return nil
	}
	return invalid("brokeFirst", "campaign.only-side-battle-can-break", b.Attacker, b.Defender)
}

// afterFieldBattle gives the battlefield's province to the winner, unless
// its Fortress must still be besieged: always when a third party owns it,
// for "deve subire comunque un assedio" (seed l.579), and when its owner
// lost the battle under C-21 mustBesiege. The siege can only come next
// season, as for any army left alone in the Battles phase.
func (e *engine) afterFieldBattle(b *Battle, winner Clan) {
	s := e.s
	p := s.province(b.Province)
	where := s.provinceName(b.Province)
	thirdParty := p.Owner != b.Attacker && p.Owner != b.Defender
	switch {
	case p.Owner == winner:
	case p.Fortress && thirdParty && s.Options.ThirdPartyFortress == FieldMustBesiege:
		e.say("battle", "campaign.fortress-not-loser-must-still", where, winner)
	case p.Fortress && !thirdParty && s.Options.FortressAfterFieldBattle == FieldMustBesiege:
		e.say("battle", "campaign.fortress-still-holds-must-besieged", where)
	default:
		e.conquer(b.Province, winner)
	}
}

// expectedLoser applies the break rule of C-15 to the recorded losses, for
// a warning when the recorded winner disagrees. "" when neither side broke.
func (e *engine) expectedLoser(b *Battle, r *BattleResult, lost map[Clan]int, gen map[Clan]bool) Clan {
	o := &e.s.Options
	weighted := func(side Clan) int {
		w := lost[side]
		if gen[side] {
			w++ // the General's element counts double (§11.1)
		}
		if o.VillageCountsInMorale && r.VillageCapturedBy != "" && r.VillageCapturedBy != side {
			w += 2 // C-17
		}
		return w
	}
	return RoutedSide(o, b, weighted(b.Attacker), weighted(b.Defender))
}

// RoutedSide applies the C-15 break rule to weighted losses (General 2,
// Village +2) and returns the side that routs, or "" (§11.1).
func RoutedSide(o *Options, b *Battle, attackerLoss, defenderLoss int) Clan {
	ab, db := b.BreakPoint(o, b.Attacker), b.BreakPoint(o, b.Defender)
	var aBroke, dBroke bool
	switch o.BreakRule {
	case BreakSamurai:
		aBroke = attackerLoss >= 4 && attackerLoss > defenderLoss
		dBroke = defenderLoss >= 4 && defenderLoss > attackerLoss
	case BreakTableMoreEnemy:
		aBroke = attackerLoss >= ab && attackerLoss > defenderLoss
		dBroke = defenderLoss >= db && defenderLoss > attackerLoss
	default:
		aBroke, dBroke = attackerLoss >= ab, defenderLoss >= db
	}
	switch {
	case aBroke && dBroke:
		if defenderLoss-db > attackerLoss-ab {
			return b.Defender
		}
		return b.Attacker
	case aBroke:
		return b.Attacker
	case dBroke:
		return b.Defender
	}
	return ""
}

// removeTypes removes one element per entry of types from pool, the
// General's element first when general is set. It returns a new slice.
func removeTypes(pool []Element, types []ElementType, general bool) ([]Element, error) {
	out := append([]Element(nil), pool...)
	rest := append([]ElementType(nil), types...)
	if general {
		gi := -1
		for i, el := range out {
			if el.General {
				gi = i
			}
		}
		if gi < 0 {
			return nil, invalid("losses", "campaign.that-army-has-no-general")
		}
		found := false
		for j, t := range rest {
			if t == out[gi].Type {
				rest = append(rest[:j:j], rest[j+1:]...)
				found = true
				break
			}
		}
		if !found {
			return nil, invalid("losses", "campaign.general-element-type-list-among", out[gi].Type.Name())
		}
		out = append(out[:gi:gi], out[gi+1:]...)
	}
	for _, t := range rest {
		idx := -1
		for i, el := range out {
			if el.Type == t && !el.General {
				idx = i
				break
			}
		}
		if idx < 0 {
			return nil, invalid("losses", "campaign.not-that-many-elements-fought", t.Name())
		}
		out = append(out[:idx:idx], out[idx+1:]...)
	}
	return out, nil
}
