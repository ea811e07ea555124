package affinati

import (
	"strconv"
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Mode is what the resolver resolves (§18.2 item 1).
type Mode string

// Resolver modes.
const (
	// ModeMelee is a close combat between A and B (§12); the empty mode
	// means melee.
	ModeMelee Mode = "melee"
	// ModeShooting is A shooting at B; only B can suffer (§11.1).
	ModeShooting Mode = "shooting"
	// ModeMutual is A and B shooting at each other, resolved per B-15.
	ModeMutual Mode = "mutual"
)

// Input limits.
const (
	// maxFlank bounds Side.Flank: two flank overlaps and two contacts on
	// flank or rear are the most that fit round one element; the modifier
	// itself stops at −2 (§12).
	maxFlank = 4
	// maxExtraShooters: "fino a due elementi aggiuntivi" (§11.1).
	maxExtraShooters = 2
)

// Side is one element's situation in a melee or a shot. Inputs that do not
// apply to the mode are ignored and named in the result's notes.
type Side struct {
	Troop TroopType `json:"troop"`
	// Difficult: the element stands in difficult terrain, a river
	// included (§4, §10).
	Difficult bool `json:"difficult"`
	// General: the element contains the General (§12, +1 in melee).
	General bool `json:"general"`
	// Support: an element of the same type is lined up directly behind;
	// Ashigaru and Warrior Monks only (§12, +3).
	Support bool `json:"support"`
	// Village: inside a Village (§12 +2 for foot in melee; §11.2 when
	// shot at, B-17).
	Village bool `json:"village"`
	// Higher, RiverBank, DefPos: higher than the enemy, defending a river
	// bank, behind a defensive position (§12 +1, B-19; DefPos also §11.2).
	Higher    bool `json:"higher"`
	RiverBank bool `json:"riverBank"`
	DefPos    bool `json:"defPos"`
	// Fortified: in a fortification, camp or similar (§11.2, +2 when shot
	// at).
	Fortified bool `json:"fortified"`
	// Flank counts the other enemy elements that threaten one of its
	// flanks or touch its flank or rear with their front (§12, B-20):
	// 0–4; the modifier stops at −2.
	Flank int `json:"flank"`
	// FlankContact: this element is contacted by its opponent only on a
	// flank or the rear (§12, B-18).
	FlankContact bool `json:"flankContact"`
	// Extra counts the additional friendly elements shooting at the same
	// target in support of this shooter: 0–2, −1 each to the target
	// (§11.1–§11.2).
	Extra int `json:"extra"`
}

// CombatInput is one close combat or shot to resolve.
type CombatInput struct {
	// Mode: "melee" (default), "shooting" (A shoots at B) or "mutual"; the
	// digest's "shootingOneWay" and "shootingMutual" are accepted too.
	Mode Mode `json:"mode"`
	A    Side `json:"a"`
	B    Side `json:"b"`
	// DA and DB are the dice actually rolled by A and B (1–6), or 0 when
	// not entered; give both or neither.
	DA int `json:"da"`
	DB int `json:"db"`
	// DA2 and DB2 are the dice of the second shot when mutual shooting is
	// resolved as two one-way shots (B-15 twoOneWay): B shoots at A.
	DA2 int `json:"da2"`
	DB2 int `json:"db2"`
	// ResultTable replaces the result table of §13.2 (B-23, B-25); empty
	// means the printed table. JSON API only.
	ResultTable []ResultRule `json:"resultTable,omitempty"`
	Options
}

// CombatResult is the resolver's answer.
type CombatResult struct {
	Mode Mode `json:"mode"`
	// Rolls holds one opposed roll, or two for mutual shooting resolved
	// as two one-way shots (B-15).
	Rolls []Roll `json:"rolls"`
	Notes []Text `json:"notes,omitempty"`
	// Options echoes the options used, defaults filled in.
	Options Options `json:"options"`
}

// Roll is one opposed roll of 1d6 each (§11.1, §12) and its exact result
// distribution over the 36 die pairs.
type Roll struct {
	// Kind is "melee" or "shooting".
	Kind string `json:"kind"`
	// Shooter is "a" or "b" for a one-way shot, "both" for an opposed
	// mutual shot, empty in melee.
	Shooter string    `json:"shooter,omitempty"`
	Title   Text      `json:"title"`
	A       SideScore `json:"a"`
	B       SideScore `json:"b"`
	// Outcomes always has five entries, in this order: B half or less, B
	// lower but more than half, tie, A lower but more than half, A half or
	// less (§13.2).
	Outcomes []Outcome `json:"outcomes"`
	// Grid[da-1][db-1] is the index in Outcomes of the die pair (da, db).
	Grid [6][6]int `json:"grid"`
	// Tie is the chance of equal totals; NoEffect the chance that nobody
	// is affected (ties, and a shooter's higher total in a one-way shot).
	Tie      Chance `json:"tie"`
	NoEffect Chance `json:"noEffect"`
	// Dice is the result of the dice entered, if any.
	Dice *DiceResult `json:"dice,omitempty"`
}

// SideScore is one side of a roll: its itemised factors and what can
// happen to it.
type SideScore struct {
	Troop TroopType `json:"troop"`
	Name  Text      `json:"name"`
	// Role is "melee", "shooter", "target" or "shooterTarget".
	Role    string   `json:"role"`
	Factors []Factor `json:"factors"`
	// Net is the sum of the factors: the total is 1d6 + Net, from Min to
	// Max.
	Net       int    `json:"net"`
	Min       int    `json:"min"`
	Max       int    `json:"max"`
	CanSuffer bool   `json:"canSuffer"`
	Recoil    Chance `json:"recoil"`
	Flee      Chance `json:"flee"`
	Destroyed Chance `json:"destroyed"`
	// Pursues is the chance that this side wins a melee and must pursue
	// (§14).
	Pursues Chance `json:"pursues"`
}

// Outcome is one comparison band with the effect on each side.
type Outcome struct {
	Band Band `json:"band"`
	// Loser is "a" or "b"; empty on a tie.
	Loser string `json:"loser,omitempty"`
	A     Effect `json:"a"`
	B     Effect `json:"b"`
	// Pursuer is "a" or "b" when the winner must pursue (§14).
	Pursuer string `json:"pursuer,omitempty"`
	Chance
	Text Text   `json:"-"`
	Rule string `json:"rule"`
}

// DiceResult reads off the result for the dice entered.
type DiceResult struct {
	DA     int `json:"da"`
	DB     int `json:"db"`
	TotalA int `json:"totalA"`
	TotalB int `json:"totalB"`
	// Outcome is the index in Roll.Outcomes.
	Outcome int  `json:"outcome"`
	Text    Text `json:"-"`
}

// mode is the mode asked for; the digest's names (§18.2) are accepted too.
func (in CombatInput) mode() Mode {
	switch in.Mode {
	case "":
		return ModeMelee
	case "shootingOneWay":
		return ModeShooting
	case "shootingMutual":
		return ModeMutual
	}
	return in.Mode
}

// canShoot: only troop types with a shooting range shoot (§11.1: Archers
// and Arquebusiers).
func canShoot(t TroopType) bool {
	for _, c := range descriptionTable {
		if c.Type == t {
			return c.Range > 0
		}
	}
	return false
}

// Validate reports every problem with the input.
func (in CombatInput) Validate() error {
	v := &tables.ValidationError{}
	s, ov := in.Options.resolve()
	v.Problems = append(v.Problems, ov.Problems...)
	mode := in.mode()
	switch mode {
	case ModeMelee, ModeShooting, ModeMutual:
	default:
		v.Add("mode", "affinati.unknown-mode-melee-shooting-mutual", clip(string(mode)))
	}
	in.A.validate(v, "a")
	in.B.validate(v, "b")
	if mode == ModeMelee && in.A.Higher && in.B.Higher {
		v.Add("b.higher", "affinati.both-elements-cannot-higher-than")
	}
	if mode == ModeMelee && in.A.FlankContact && in.B.FlankContact {
		v.Add("b.flankContact", "affinati.only-one-two-can-contacted")
	}
	shooterOnly := func(side Side, field string) {
		if knownTroop(side.Troop) && !canShoot(side.Troop) {
			n := troopName(side.Troop)
			v.Add(field, "affinati.cannot-shoot-only-archers-arquebusiers", n, rulebook.Samurai.Cite(rulebook.SamShooting)) // cites §11.1
		}
	}
	switch mode {
	case ModeShooting:
		shooterOnly(in.A, "a.troop")
	case ModeMutual:
		shooterOnly(in.A, "a.troop")
		shooterOnly(in.B, "b.troop")
	}
	checkDice(v, "da", "db", in.DA, in.DB)
	checkDice(v, "da2", "db2", in.DA2, in.DB2)
	if len(ov.Problems) == 0 {
		validateResultTable(v, in.ResultTable, s.plainRefersTo)
	}
	return v.Err()
}

func (sd Side) validate(v *tables.ValidationError, p string) {
	switch {
	case sd.Troop == "":
		v.Add(p+".troop", "affinati.choose-troop-type")
	case !knownTroop(sd.Troop):
		v.Add(p+".troop", "affinati.unknown-troop-type", clip(string(sd.Troop)))
	}
	if sd.Flank < 0 || sd.Flank > maxFlank {
		v.Add(p+".flank", "affinati.flank-threats-must-from-0", maxFlank)
	}
	if sd.Extra < 0 || sd.Extra > maxExtraShooters {
		v.Add(p+".extra", "affinati.additional-shooters-must-from-0", maxExtraShooters, rulebook.Samurai.Cite(rulebook.SamShooting)) // cites §11.1
	}
	if tr, ok := traitOf(sd.Troop); ok && sd.Support && !tr.RearSupport {
		v.Add(p+".support", "affinati.only-ashigaru-warrior-monks-get", rulebook.Samurai.Cite(rulebook.SamCloseCombat)) // cites §12
	}
}

func checkDice(v *tables.ValidationError, fa, fb string, da, db int) {
	for _, d := range []struct {
		f string
		x int
	}{{fa, da}, {fb, db}} {
		if d.x < 0 || d.x > 6 {
			v.Add(d.f, "affinati.die-shows-1-6-leave")
		}
	}
	if (da == 0) != (db == 0) {
		f := fa
		if db == 0 {
			f = fb
		}
		v.Add(f, "affinati.enter-both-dice-neither")
	}
}

// rollSetup is one opposed roll before it is resolved.
type rollSetup struct {
	kind    string
	shooter string
	title   Text
	side    [2]Side
	troop   [2]Troop
	factors [2][]Factor
	role    [2]string
	suffer  [2]bool
	// supported: the +3 rear support counted, so the supporter shares the
	// result (§13.1).
	supported [2]bool
}

var sideTags = [2]string{"a", "b"}

func tagged(t Troop, i int) Text {
	tag := " (A)"
	if i == 1 {
		tag = " (B)"
	}
	return i18n.M("affinati.join.none", t.Name, tag)
}

// Resolve resolves a close combat or a shot: each side's itemised factors,
// the exact chance of every result over the 36 die pairs, and the result of
// the dice entered.
func Resolve(in CombatInput) (CombatResult, error) {
	if err := in.Validate(); err != nil {
		return CombatResult{}, err
	}
	s, _ := in.Options.resolve()
	table := in.ResultTable
	if len(table) == 0 {
		table = resultTable[:]
	}
	mode := in.mode()
	var setups []rollSetup
	switch {
	case mode == ModeMelee:
		setups = []rollSetup{meleeSetup(in, s)}
	case mode == ModeShooting:
		setups = []rollSetup{shotSetup(in, s, 0)}
	case s.mutualTwoOneWay:
		setups = []rollSetup{shotSetup(in, s, 0), shotSetup(in, s, 1)}
	default:
		setups = []rollSetup{opposedSetup(in, s)}
	}
	res := CombatResult{Mode: mode, Options: in.Options.WithDefaults()}
	dice := [2][2]int{{in.DA, in.DB}, {in.DA2, in.DB2}}
	for i, st := range setups {
		roll := st.resolve(table, s)
		if d := dice[i]; d[0] != 0 && d[1] != 0 {
			roll.Dice = st.readDice(roll, d[0], d[1])
		}
		res.Rolls = append(res.Rolls, roll)
	}
	if len(setups) == 1 && (in.DA2 != 0 || in.DB2 != 0) {
		res.Notes = append(res.Notes, i18n.M("affinati.second-dice-ignored-only-mutual"))
	}
	res.Notes = append(res.Notes, combatNotes(in, mode, s, res.Rolls)...)
	return res, nil
}

func meleeSetup(in CombatInput, s settings) rollSetup {
	st := rollSetup{kind: ContextMelee, side: [2]Side{in.A, in.B}}
	for i := range 2 {
		st.troop[i], _ = profile(st.side[i].Troop, s)
	}
	for i := range 2 {
		st.factors[i] = meleeFactors(st.side[i], st.troop[i], st.troop[1-i], s)
		st.role[i] = "melee"
		st.suffer[i] = true
		st.supported[i] = st.side[i].Support && st.troop[i].RearSupport
	}
	a, b := tagged(st.troop[0], 0), tagged(st.troop[1], 1)
	st.title = i18n.M("affinati.close-combat-against", a, b)
	return st
}

// shotSetup: side shooter shoots at the other; only the target can suffer
// (§11.1).
func shotSetup(in CombatInput, s settings, shooter int) rollSetup {
	st := rollSetup{kind: ContextShooting, side: [2]Side{in.A, in.B}, shooter: sideTags[shooter]}
	for i := range 2 {
		st.troop[i], _ = profile(st.side[i].Troop, s)
	}
	t := 1 - shooter
	st.factors[shooter] = []Factor{cfFactor(st.troop[shooter], st.troop[t].Class, s, false)}
	st.factors[shooter] = append(st.factors[shooter], shootingGeneral(st.side[shooter], s)...)
	st.factors[t] = targetFactors(st.side[t], st.troop[t], st.side[shooter], s)
	st.role[shooter], st.role[t] = "shooter", "target"
	st.suffer[t] = true
	st.supported[t] = st.side[t].Support && st.troop[t].RearSupport && s.supportVsShooting
	a, b := tagged(st.troop[shooter], shooter), tagged(st.troop[t], t)
	st.title = i18n.M("affinati.shooting-shoot-at", a, b)
	return st
}

// opposedSetup: two shooters firing at each other make one opposed roll
// and the lower suffers (B-15 default); each is a target and adds its own
// target modifiers.
func opposedSetup(in CombatInput, s settings) rollSetup {
	st := rollSetup{kind: ContextShooting, side: [2]Side{in.A, in.B}, shooter: "both"}
	for i := range 2 {
		st.troop[i], _ = profile(st.side[i].Troop, s)
	}
	for i := range 2 {
		st.factors[i] = targetFactors(st.side[i], st.troop[i], st.side[1-i], s)
		st.role[i] = "shooterTarget"
		st.suffer[i] = true
		st.supported[i] = st.side[i].Support && st.troop[i].RearSupport && s.supportVsShooting
	}
	a, b := tagged(st.troop[0], 0), tagged(st.troop[1], 1)
	st.title = i18n.M("affinati.mutual-shooting-one-opposed-roll", a, b)
	return st
}

// cfFactor is the combat factor against class vs (§3.1; §3.2 with B-02).
func cfFactor(t Troop, vs Class, s settings, shotAt bool) Factor {
	text := i18n.M("affinati.combat-factor-vs-foot")
	if vs == Mounted {
		text = i18n.M("affinati.combat-factor-vs-mounted")
	}
	rule := rulebook.Samurai.Title(rulebook.SamTroops) // cites §3.1
	if s.tableFactors {
		rule = rulebook.Samurai.Title(rulebook.SamSummary) + "; B-02" // cites §3.2
	}
	if shotAt {
		// B-16: the target uses its CF against the shooter's class, and
		// every shooter is foot.
		text = join(" ", text, i18n.M("affinati.shooters-are-foot-b-16"))
		rule += "; B-16"
	}
	return Factor{Key: "cf", Value: t.CFAgainst(vs), Text: text, Rule: rule}
}

func fromMod(m Modifier) Factor {
	return Factor{Key: m.Key, Value: m.Value, Text: m.Text, Rule: m.Rule}
}

// meleeFactors itemises one side's close-combat total (§12).
func meleeFactors(self Side, st, enemy Troop, s settings) []Factor {
	f := []Factor{cfFactor(st, enemy.Class, s, false)}
	if self.Support && st.RearSupport {
		f = append(f, fromMod(melee(modSupport)))
	}
	if self.Village && st.Class == Foot {
		f = append(f, fromMod(melee(modVillage)))
	}
	if self.General {
		f = append(f, fromMod(melee(modGeneral)))
	}
	// The "+1 higher / river bank / defensive position" line (B-19): each
	// reason in the catalogue as it reads inside the line and, with ".first",
	// at its start.
	var lines []string
	if self.Higher {
		lines = append(lines, "affinati.higher-than-enemy")
	}
	if self.RiverBank {
		lines = append(lines, "affinati.defending-river-bank")
	}
	if self.DefPos {
		lines = append(lines, "affinati.behind-defensive-position")
	}
	hi := melee(modHigher)
	if s.plusOneCumulative {
		for _, l := range lines {
			f = append(f, Factor{Key: hi.Key, Value: hi.Value,
				Text: join(" ", i18n.M(l+".first"), i18n.M("affinati.cumulative-b-19")), Rule: hi.Rule})
		}
	} else if len(lines) > 0 {
		reasons := []Text{i18n.M(lines[0] + ".first")}
		for _, l := range lines[1:] {
			reasons = append(reasons, i18n.M(l))
		}
		f = append(f, Factor{Key: hi.Key, Value: hi.Value,
			Text: join(" ", join(", ", reasons...), i18n.M("affinati.1-at-most-b-19")), Rule: hi.Rule})
	}
	// Flank threats and contacts (B-20); the opponent's own flank or rear
	// contact counts unless the element turns first (B-18).
	n, rule := self.Flank, melee(modFlank).Rule
	if self.FlankContact {
		rule += "; B-18"
		if !s.flankBefore {
			n++
		}
	}
	if n > 0 {
		m := melee(modFlank)
		f = append(f, Factor{Key: m.Key, Value: max(m.Value*n, -m.Max),
			Text: i18n.M("affinati.enemies-threatening-flank-touching-flank", n),
			Rule: rule})
	}
	if self.Difficult {
		switch {
		case st.Terrain == Disadvantaged:
			f = append(f, fromMod(melee(modDifficult)))
		case s.monkBonus > 0:
			f = append(f, Factor{Key: modDifficult, Value: s.monkBonus,
				Text: i18n.M("affinati.advantaged-difficult-terrain"), Rule: rulebook.Samurai.Title(rulebook.SamSummary) + "; B-04"}) // cites §3.2
		default:
			f = append(f, Factor{Key: modDifficult, Value: 0,
				Text: i18n.M("affinati.difficult-terrain-warrior-monks-take"), Rule: rulebook.Samurai.Title(rulebook.SamCloseCombat)}) // cites §12
		}
	}
	return f
}

// targetFactors itemises the total of an element being shot at (§11.1–
// §11.2): its CF against foot (B-16) and the shooting modifiers; the
// enemy's additional shooters count against it.
func targetFactors(self Side, st Troop, enemy Side, s settings) []Factor {
	f := []Factor{cfFactor(st, Foot, s, true)}
	f = append(f, shootingGeneral(self, s)...)
	if self.Support && st.RearSupport && s.supportVsShooting {
		m := fromMod(melee(modSupport))
		m.Rule += "; B-21"
		f = append(f, m)
	}
	// One +2 line and one +1 line; each counts once however many of its
	// conditions apply. The Village sits on one or the other (B-17).
	var two, one []Text
	key2 := modFortification
	if self.Fortified {
		two = append(two, shooting(modFortification).Text)
	}
	if self.Village && s.villageShoot == 2 {
		if len(two) == 0 {
			key2 = modVillageShot
		}
		two = append(two, shooting(modVillageShot).Text)
	}
	if len(two) > 0 {
		f = append(f, Factor{Key: key2, Value: 2, Text: join("; ", two...), Rule: rulebook.Samurai.Title(rulebook.SamShootMods) + "; B-17"}) // cites §11.2
	}
	if self.DefPos {
		one = append(one, i18n.M("affinati.target-behind-defensive-position"))
	}
	if self.Difficult {
		one = append(one, i18n.M("affinati.target-difficult-terrain"))
	}
	if self.Village && s.villageShoot == 1 {
		one = append(one, join(" ", shooting(modVillageShot).Text, i18n.M("affinati.summary-table-b-17")))
	}
	if len(one) > 0 {
		c := shooting(modCover)
		f = append(f, Factor{Key: c.Key, Value: c.Value, Text: join("; ", one...), Rule: c.Rule})
	}
	if enemy.Extra > 0 {
		m := shooting(modExtraShooters)
		n := min(enemy.Extra, maxExtraShooters)
		f = append(f, Factor{Key: m.Key, Value: max(m.Value*n, -m.Max),
			Text: i18n.M("affinati.additional-enemy-shooters-1-each", n),
			Rule: m.Rule})
	}
	return f
}

// shootingGeneral is the General's +1 for his element shooting or shot
// at, only under B-30 true: the shooting modifiers (seed 004 l.208) leave
// it out, l.234 may carry the close-combat ones over.
func shootingGeneral(self Side, s settings) []Factor {
	if !self.General || !s.generalInShooting {
		return nil
	}
	m := fromMod(melee(modGeneral))
	m.Rule += "; B-30"
	return []Factor{m}
}

func sum(f []Factor) int {
	n := 0
	for _, x := range f {
		n += x.Value
	}
	return n
}

// classify places the totals in one of the five outcome bands, indexed as
// Roll.Outcomes: 0 B half or less, 1 B lower, 2 tie, 3 A lower, 4 A half
// or less. "Half" is compared exactly: 2·L ≤ W (B-22).
func classify(ta, tb int) int {
	switch {
	case ta == tb:
		return 2
	case ta > tb:
		if 2*tb <= ta {
			return 0
		}
		return 1
	default:
		if 2*ta <= tb {
			return 4
		}
		return 3
	}
}

// bandOf gives the band and the losing side (0 = A, 1 = B, -1 = tie) of an
// outcome index.
func bandOf(idx int) (Band, int) {
	switch idx {
	case 0:
		return Half, 1
	case 1:
		return Lower, 1
	case 3:
		return Lower, 0
	case 4:
		return Half, 0
	}
	return Tie, -1
}

// pursuitBlocked: no pursuit across difficult terrain (§14, B-29). The
// pursuit moves into the loser's place, so the winner's and the loser's
// terrain are the start and the end of the move.
func pursuitBlocked(winner, loser Side, s settings) bool {
	if s.pursuitEnteringOnly {
		return !winner.Difficult && loser.Difficult
	}
	return winner.Difficult || loser.Difficult
}

// outcome works out one band's effects from the result table (§13.2) and
// the pursuit rule (§14).
func (st *rollSetup) outcome(idx int, table []ResultRule, s settings) Outcome {
	band, loser := bandOf(idx)
	var eff [2]Effect
	eff[0], eff[1] = NoEffect, NoEffect
	var rules []string
	effectOf := func(i int) {
		c := fightContext{band: band, loser: st.troop[i].Type, winner: st.troop[1-i].Type,
			loserDifficult: st.side[i].Difficult, winnerDifficult: st.side[1-i].Difficult, context: st.kind}
		if r, ok := lookup(table, c, s.plainRefersTo); ok {
			eff[i] = r.Effect
			rules = append(rules, r.Rule)
		}
	}
	switch {
	case loser < 0:
		for i := range 2 {
			if st.suffer[i] {
				effectOf(i)
			}
		}
	case st.suffer[loser]:
		effectOf(loser)
	default:
		rules = append(rules, rulebook.Samurai.Title(rulebook.SamShooting)) // cites §11.1
	}
	o := Outcome{Band: band, A: eff[0], B: eff[1]}
	if loser >= 0 {
		o.Loser = sideTags[loser]
	}
	// Pursuit: close combat only; the winner must be a pursuing type and
	// untouched, its opponent recoiling, fleeing or destroyed (§14).
	var pursuit Text
	if st.kind == ContextMelee {
		for w := range 2 {
			l := 1 - w
			if eff[w] != NoEffect || eff[l] == NoEffect || !st.troop[w].Pursues {
				continue
			}
			name := tagged(st.troop[w], w)
			if pursuitBlocked(st.side[w], st.side[l], s) {
				pursuit = i18n.M("affinati.do-not-pursue-difficult-terrain", name)
				rules = append(rules, rulebook.Samurai.Title(rulebook.SamRecoil)+"; B-29") // cites §14
			} else {
				o.Pursuer = sideTags[w]
				pursuit = i18n.M("affinati.pursue-one-base-depth", name)
				rules = append(rules, rulebook.Samurai.Title(rulebook.SamRecoil)) // cites §14
			}
		}
	}
	o.Text = st.describe(band, loser, eff, pursuit)
	o.Rule = joinRules(rules)
	return o
}

func joinRules(rules []string) string {
	seen := map[string]bool{}
	out := ""
	for _, r := range rules {
		if r == "" || seen[r] {
			continue
		}
		seen[r] = true
		if out != "" {
			out += "; "
		}
		out += r
	}
	return out
}

var effectVerbs = map[Effect]Text{
	Recoil:    i18n.M("affinati.recoil"),
	Flee:      i18n.M("affinati.flee"),
	Destroyed: i18n.M("affinati.are-destroyed"),
}

func (st *rollSetup) describe(band Band, loser int, eff [2]Effect, pursuit Text) Text {
	var head Text
	switch band {
	case Tie:
		head = i18n.M("affinati.equal-totals")
	case Lower:
		tag := strings.ToUpper(sideTags[loser])
		head = i18n.M("affinati.lower-but-more-than-half", tag)
	case Half:
		tag := strings.ToUpper(sideTags[loser])
		head = i18n.M("affinati.half-less", tag)
	}
	var parts []Text
	for i := range 2 {
		if eff[i] == NoEffect {
			continue
		}
		n := tagged(st.troop[i], i)
		verb := effectVerbs[eff[i]]
		parts = append(parts, i18n.M("affinati.join.space", n, verb))
		if st.supported[i] {
			parts = append(parts, i18n.M("affinati.rear-supporter-shares-result", rulebook.Samurai.Cite(rulebook.SamResult))) // cites §13.1
		}
	}
	switch {
	case len(parts) > 0:
	case loser >= 0 && !st.suffer[loser]:
		parts = append(parts, i18n.M("affinati.no-effect-only-target-can", rulebook.Samurai.Cite(rulebook.SamShooting))) // cites §11.1
	case st.kind == ContextMelee:
		parts = append(parts, i18n.M("affinati.no-effect-melee-continues-next"))
	default:
		parts = append(parts, i18n.M("affinati.no-effect"))
	}
	parts = append(parts, pursuit)
	return join(": ", head, join("; ", parts...))
}

// resolve enumerates the 36 equally likely die pairs.
func (st *rollSetup) resolve(table []ResultRule, s settings) Roll {
	r := Roll{Kind: st.kind, Shooter: st.shooter, Title: st.title}
	var net [2]int
	for i := range 2 {
		net[i] = sum(st.factors[i])
	}
	r.Outcomes = make([]Outcome, 5)
	for k := range r.Outcomes {
		r.Outcomes[k] = st.outcome(k, table, s)
	}
	var count [5]int
	for da := 1; da <= 6; da++ {
		for db := 1; db <= 6; db++ {
			k := classify(da+net[0], db+net[1])
			r.Grid[da-1][db-1] = k
			count[k]++
		}
	}
	var per [2]struct{ recoil, flee, destroyed, pursues int }
	noEffect := 0
	for k := range r.Outcomes {
		o := &r.Outcomes[k]
		o.Chance = chance(count[k], 36)
		for i, e := range [2]Effect{o.A, o.B} {
			switch e {
			case Recoil:
				per[i].recoil += count[k]
			case Flee:
				per[i].flee += count[k]
			case Destroyed:
				per[i].destroyed += count[k]
			}
			if o.Pursuer == sideTags[i] {
				per[i].pursues += count[k]
			}
		}
		if o.A == NoEffect && o.B == NoEffect {
			noEffect += count[k]
		}
	}
	r.Tie = chance(count[2], 36)
	r.NoEffect = chance(noEffect, 36)
	for i := range 2 {
		sc := SideScore{
			Troop: st.troop[i].Type, Name: st.troop[i].Name, Role: st.role[i],
			Factors: st.factors[i], Net: net[i], Min: 1 + net[i], Max: 6 + net[i],
			CanSuffer: st.suffer[i],
			Recoil:    chance(per[i].recoil, 36), Flee: chance(per[i].flee, 36),
			Destroyed: chance(per[i].destroyed, 36), Pursues: chance(per[i].pursues, 36),
		}
		if i == 0 {
			r.A = sc
		} else {
			r.B = sc
		}
	}
	return r
}

// readDice reads off the result of one die pair.
func (st *rollSetup) readDice(r Roll, da, db int) *DiceResult {
	ta, tb := da+r.A.Net, db+r.B.Net
	k := classify(ta, tb)
	arith := func(tag string, d, net, tot int) string {
		op := " + " + strconv.Itoa(net)
		if net < 0 {
			op = " − " + strconv.Itoa(-net)
		}
		return tag + ": " + strconv.Itoa(d) + op + " = " + strconv.Itoa(tot)
	}
	cmp := strconv.Itoa(ta) + " = " + strconv.Itoa(tb)
	band, loser := bandOf(k)
	if loser >= 0 {
		l, w := ta, tb
		if loser == 1 {
			l, w = tb, ta
		}
		rel := " > "
		if band == Half {
			rel = " ≤ "
		}
		cmp = "2×" + strconv.Itoa(l) + " = " + strconv.Itoa(2*l) + rel + strconv.Itoa(w)
	}
	head := arith("A", da, r.A.Net, ta) + "; " + arith("B", db, r.B.Net, tb) + "; " + cmp + ". "
	o := r.Outcomes[k]
	return &DiceResult{DA: da, DB: db, TotalA: ta, TotalB: tb, Outcome: k,
		Text: i18n.M("affinati.join.none", head, o.Text)}
}

// sideField is a Side input as the notes name it.
type sideField struct {
	key   string
	label Text
	set   func(Side) bool
}

var sideFields = []sideField{
	{"general", i18n.M("affinati.general"), func(s Side) bool { return s.General }},
	{"support", i18n.M("affinati.rear-support"), func(s Side) bool { return s.Support }},
	{"village", i18n.M("affinati.village"), func(s Side) bool { return s.Village }},
	{"higher", i18n.M("affinati.higher-ground"), func(s Side) bool { return s.Higher }},
	{"riverBank", i18n.M("affinati.river-bank"), func(s Side) bool { return s.RiverBank }},
	{"defPos", i18n.M("affinati.defensive-position"), func(s Side) bool { return s.DefPos }},
	{"fortified", i18n.M("affinati.fortification-camp"), func(s Side) bool { return s.Fortified }},
	{"flank", i18n.M("affinati.flank-threats"), func(s Side) bool { return s.Flank > 0 }},
	{"flankContact", i18n.M("affinati.flank-rear-contact"), func(s Side) bool { return s.FlankContact }},
	{"extra", i18n.M("affinati.additional-shooters"), func(s Side) bool { return s.Extra > 0 }},
}

// usedFields lists the Side inputs a role uses.
func usedFields(role string, t Troop, s settings) map[string]bool {
	u := map[string]bool{}
	add := func(keys ...string) {
		for _, k := range keys {
			u[k] = true
		}
	}
	switch role {
	case "melee":
		add("general", "support", "higher", "riverBank", "defPos", "flank", "flankContact")
		if t.Class == Foot {
			add("village")
		}
	case "shooter":
		add("extra")
	case "target", "shooterTarget":
		add("village", "defPos", "fortified")
		if s.supportVsShooting {
			add("support")
		}
		if role == "shooterTarget" {
			add("extra")
		}
	}
	return u
}

func combatNotes(in CombatInput, mode Mode, s settings, rolls []Roll) []Text {
	sides := [2]Side{in.A, in.B}
	notes := ignoredNotes(sides, s, rolls)
	if mode == ModeMelee {
		notes = append(notes, meleeNotes(sides, s)...)
	} else {
		notes = append(notes, i18n.M("affinati.shooting-modifiers-apply-target-only", rulebook.Samurai.Cite(rulebook.SamShooting, rulebook.SamRecoil))) // cites §11, §14
	}
	var recoil, flee bool
	for _, r := range rolls {
		recoil = recoil || r.A.Recoil.N > 0 || r.B.Recoil.N > 0
		flee = flee || r.A.Flee.N > 0 || r.B.Flee.N > 0
	}
	if recoil || flee {
		notes = append(notes, i18n.M("affinati.recoiling-element-moves-straight-back", rulebook.Samurai.Cite(rulebook.SamRecoil))) // cites §14
	}
	if flee {
		notes = append(notes, i18n.M("affinati.fleeing-element-recoils-turns-180", rulebook.Samurai.Cite(rulebook.SamRecoil))) // cites §14
	}
	return notes
}

// ignoredNotes name the inputs that did not count for each side: those
// no roll's role used.
func ignoredNotes(sides [2]Side, s settings, rolls []Roll) []Text {
	var notes []Text
	for i := range 2 {
		used := map[string]bool{}
		var t Troop
		for _, r := range rolls {
			sc := r.A
			if i == 1 {
				sc = r.B
			}
			t, _ = profile(sc.Troop, s)
			for k := range usedFields(sc.Role, t, s) {
				used[k] = true
			}
		}
		var ignored []Text
		for _, f := range sideFields {
			if f.set(sides[i]) && !used[f.key] {
				ignored = append(ignored, f.label)
			}
		}
		if len(ignored) > 0 {
			n := tagged(t, i)
			list := join(", ", ignored...)
			notes = append(notes, i18n.M("affinati.not-used-here", n, list))
		}
	}
	return notes
}

// meleeNotes explain flank contacts (§12, B-18) and the recoil of the
// elements that fought through them (§13.1).
func meleeNotes(sides [2]Side, s settings) []Text {
	var notes []Text
	for i := range 2 {
		if !sides[i].FlankContact {
			continue
		}
		t, _ := profile(sides[i].Troop, s)
		tag := strings.ToUpper(sideTags[i])
		n := i18n.M("affinati.element", tag, t.Name)
		if s.flankBefore {
			notes = append(notes, i18n.M("affinati.turns-face-its-attacker-before", n))
		} else {
			notes = append(notes, i18n.M("affinati.fights-with-1-contact-its", n, rulebook.Samurai.Cite(rulebook.SamCloseCombat))) // cites §12
		}
	}
	notes = append(notes, i18n.M("affinati.elements-that-fought-because-they", rulebook.Samurai.Cite(rulebook.SamResult))) // cites §13.1
	return notes
}
