package sekigahara

import (
	"fmt"

	"sengoku/i18n"
	"sengoku/tables"
)

// Battle is one combat in one location (8.1): the attacker, how many blocks
// each side has there, and the ordered list of what the players did. The
// result is recomputed from scratch by Evaluate, so dropping the last entry
// undoes it.
type Battle struct {
	// Kind is "battle" (the default when empty) or "siege".
	Kind CombatKind `json:"kind,omitempty"`
	// Attacker is the active player, who deploys first (8.1, 8.2.1).
	Attacker Side `json:"attacker"`
	// AttackerBlocks and DefenderBlocks are the blocks each side has in
	// the combat, 0 when not given (then losses are not capped and the
	// undeployed blocks are unknown). In a siege DefenderBlocks is the
	// blocks inside the castle, at most 2 (8.9.1), and is always used.
	AttackerBlocks int `json:"attackerBlocks,omitempty"`
	DefenderBlocks int `json:"defenderBlocks,omitempty"`
	// Castle and Disc describe a siege: Disc is true when the castle's
	// disc is inside (Hideyori at Osaka, 9.1; Sanada at Ueda, 9.2).
	Castle      Castle       `json:"castle,omitempty"`
	Disc        bool         `json:"disc,omitempty"`
	Deployments []Deployment `json:"deployments"`
	Options     Options      `json:"options" query:",inline"`
}

// Score is the Impact of each side (8.3).
type Score struct {
	Ishida   int `json:"ishida"`
	Tokugawa int `json:"tokugawa"`
}

// Of returns side's Impact.
func (s Score) Of(side Side) int {
	if side == Ishida {
		return s.Ishida
	}
	return s.Tokugawa
}

func (s *Score) add(side Side, n int) {
	if side == Ishida {
		s.Ishida += n
	} else {
		s.Tokugawa += n
	}
}

// BlockImpact is the Impact one block brought when deployed (8.3, 8.4):
// Base + SameDaimyo + SpecialBonus.
type BlockImpact struct {
	Block
	// Base is the block's mon (8.3.2).
	Base int `json:"base"`
	// SameDaimyo is the number of same-daimyo blocks already deployed on
	// the same side, which is also the bonus (8.3.3).
	SameDaimyo int `json:"sameDaimyo"`
	// SpecialAttack is the Special Attack the deployment made, if any.
	SpecialAttack Symbol `json:"specialAttack,omitempty"`
	// SpecialChain is the number of earlier blocks counted for the +2
	// chain (8.4.1, S-09).
	SpecialChain int      `json:"specialChain"`
	SpecialBonus int      `json:"specialBonus"`
	Impact       int      `json:"impact"`
	Text         i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
}

// Step is the evaluation of one entry of Battle.Deployments.
type Step struct {
	// Index is the entry's position in Battle.Deployments (from 0).
	Index  int      `json:"index"`
	Side   Side     `json:"side"`
	Action Action   `json:"action"`
	Card   CardKind `json:"card,omitempty"`
	// Blocks is the Impact of each block deployed (Deploy).
	Blocks []BlockImpact `json:"blocks,omitempty"`
	// Impact is what a deployment added to its side; for a challenge that
	// made blocks defect, what the deployer lost.
	Impact int `json:"impact"`
	// Gained is the Impact a successful challenge gave the challenger.
	Gained int `json:"gained,omitempty"`
	// Target is the index of the deployment a challenge hit.
	Target   *int `json:"target,omitempty"`
	Defected bool `json:"defected,omitempty"`
	// CardsPlayed is the cards this entry put on the table (8.10).
	CardsPlayed int `json:"cardsPlayed"`
	// State after the entry.
	Score      Score    `json:"score"`
	Ahead      Side     `json:"ahead"`
	Initiative Side     `json:"initiative,omitempty"`
	Permanent  bool     `json:"initiativePermanent,omitempty"`
	Ended      bool     `json:"ended"`
	Text       i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
}

// BattleResult is the state of a battle or siege after every entry.
type BattleResult struct {
	Kind     CombatKind `json:"kind"`
	Attacker Side       `json:"attacker"`
	Defender Side       `json:"defender"`
	Steps    []Step     `json:"steps"`
	Impact   Score      `json:"impact"`
	// Ahead is the side winning now; the defender on a tie (8.2.1).
	Ahead Side `json:"ahead"`
	// Initiative is the side to deploy or declare next, empty when the
	// combat has ended (8.5).
	Initiative Side `json:"initiative,omitempty"`
	// Permanent is true once one side has declared finished (8.5).
	Permanent bool `json:"initiativePermanent"`
	// Passed lists the sides that have declared finished.
	Passed []Side `json:"passed"`
	// Challenger is the side that may now play a Loyalty Challenge against
	// the deployment just made (8.6.1), empty if none.
	Challenger Side `json:"challenger,omitempty"`
	Ended      bool `json:"ended"`
	// Outcome is the battle's result, or what it would be if it ended now
	// (Final false). Nil for a siege.
	Outcome *Outcome `json:"outcome,omitempty"`
	// Siege is the siege's result (or what it would be now). Nil for a
	// battle.
	Siege *SiegeOutcome `json:"siege,omitempty"`
	// Options are the options used, defaults filled in.
	Options Options  `json:"options"`
	Text    i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
}

// Outcome is the end of a battle: winner, losses and cards (8.2.1, 8.7,
// 8.10).
type Outcome struct {
	// Final is false while the battle is still going on: the figures are
	// then those of ending it now.
	Final  bool `json:"final"`
	Winner Side `json:"winner"`
	Loser  Side `json:"loser"`
	// Sides are in the order losses are taken: attacker first (8.7.2).
	Sides []SideOutcome `json:"sides"`
	// InstantVictory is the side that wins the game because a 3-dot
	// commander is certainly among the losses (2.1), empty otherwise.
	InstantVictory Side     `json:"instantVictory,omitempty"`
	Text           i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
}

// SideOutcome is one side's losses and card draw after a battle.
type SideOutcome struct {
	Side Side `json:"side"`
	// ImpactTaken is the opponent's Impact.
	ImpactTaken int `json:"impactTaken"`
	// LossesFromImpact is ⌊ImpactTaken/7⌋ (8.7.1).
	LossesFromImpact int `json:"lossesFromImpact"`
	// LoserLoss is 1 for the loser of the battle (8.7.1).
	LoserLoss int `json:"loserLoss"`
	// Losses is the blocks lost, capped at Blocks when that is known.
	Losses int `json:"losses"`
	// Blocks is the side's blocks in the battle, 0 if not given.
	Blocks int `json:"blocks"`
	// Defected, Deployed and Undeployed are the side's own blocks in the
	// order losses must be chosen (8.7.2); Undeployed is -1 when Blocks is
	// not given.
	Defected   int `json:"defected"`
	Deployed   int `json:"deployed"`
	Undeployed int `json:"undeployed"`
	// CardsPlayed includes Loyalty Challenge cards (8.10).
	CardsPlayed int `json:"cardsPlayed"`
	// CardsDrawn is CardsPlayed + ⌊Losses/2⌋ (8.10).
	CardsDrawn int `json:"cardsDrawn"`
	// LordLost is true when the side's deployed 3-dot commander must be
	// among the losses (2.1, 8.7.2).
	LordLost bool `json:"lordLost"`
	// AllLost is true when every block of the side is lost.
	AllLost bool `json:"allLost"`
	// Retreats is true for the loser (8.8).
	Retreats bool     `json:"retreats"`
	Text     i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
}

// SiegeOutcome is the end of a siege (8.9.4).
type SiegeOutcome struct {
	Final  bool   `json:"final"`
	Castle Castle `json:"castle,omitempty"`
	// Impact is the attacker's Impact; Losses is ⌊Impact/7⌋, capped at
	// the units inside.
	Impact         int  `json:"impact"`
	Losses         int  `json:"losses"`
	DefenderBlocks int  `json:"defenderBlocks"`
	Disc           bool `json:"disc"`
	// Choices are the ways the defender may take the losses; more than one
	// only when the Sanada disc may absorb a loss (9.2).
	Choices []SiegeChoice `json:"choices"`
	// CastleFalls is true when every block and disc inside is destroyed
	// (8.9.4 D).
	CastleFalls bool `json:"castleFalls"`
	// AttackerDraws is the cards the attacker played, drawn back (8.10).
	AttackerDraws int `json:"attackerDraws"`
	// InstantVictory is set when Hideyori is destroyed (2.1, 9.1).
	InstantVictory Side     `json:"instantVictory,omitempty"`
	Text           i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
}

// SiegeChoice is one way for the defender to take a siege's losses.
type SiegeChoice struct {
	BlocksLost int  `json:"blocksLost"`
	DiscLost   bool `json:"discLost"`
	// DefenderDraws is 1 card per block lost, none for a disc (8.9.4 F).
	DefenderDraws int      `json:"defenderDraws"`
	Text          i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
}

// Evaluate validates b and replays its list from the start, returning the
// Impact of every deployment, the running totals, the initiative and the
// outcome. A problem gives a *tables.ValidationError.
func Evaluate(b Battle) (BattleResult, error) {
	r, v := run(b)
	if err := v.Err(); err != nil {
		return BattleResult{}, err
	}
	return r, nil
}

// Validate reports every problem with b's fields and the first entry of
// its list that the rules do not allow at that point.
func (b Battle) Validate() error {
	_, v := run(b)
	return v.Err()
}

// kind returns b.Kind with the empty default resolved.
func (b Battle) kind() CombatKind {
	if b.Kind == "" {
		return Field
	}
	return b.Kind
}

// effectiveNobori is the block's banner dots; the Ishida block is Ishida
// Mitsunari's 3-dot commander block (3.2, 8.2.2).
func effectiveNobori(b Block) int {
	if w, ok := wildBlock(b.Daimyo); ok && w.Nobori > b.Nobori {
		return w.Nobori
	}
	return b.Nobori
}

// cardDaimyo is the mon on the card of a deployment.
func cardDaimyo(d Deployment) string {
	if d.CardDaimyo != "" {
		return d.CardDaimyo
	}
	if len(d.Blocks) > 0 {
		return d.Blocks[0].Daimyo
	}
	return ""
}

func entryField(i int) string { return fmt.Sprintf("deployments[%d]", i) }

// validateFields checks what does not depend on the order of the list.
func validateFields(b Battle, v *tables.ValidationError) {
	k := b.kind()
	if k != Field && k != Siege {
		v.Add("kind", "sekigahara.kind-must-battle-siege-not", string(b.Kind))
	}
	if !b.Attacker.Valid() {
		v.Add("attacker", "sekigahara.attacker-must-ishida-tokugawa-not", string(b.Attacker))
	}
	for _, f := range []struct {
		field string
		n     int
	}{{"attackerBlocks", b.AttackerBlocks}, {"defenderBlocks", b.DefenderBlocks}} {
		if f.n < 0 || f.n > BlocksPerSide {
			v.Add(f.field, "sekigahara.must-between-0-each-side", f.field, BlocksPerSide, BlocksPerSide, f.n)
		}
	}
	if !b.Castle.valid() {
		v.Add("castle", "sekigahara.castle-must-osaka-ueda-empty", string(b.Castle))
	}
	switch k {
	case Field:
		if b.Castle != OtherCastle || b.Disc {
			v.Add("castle", "sekigahara.castle-disc-only-matter-siege")
		}
	case Siege:
		if b.DefenderBlocks > MaxBlocksInCastle {
			v.Add("defenderBlocks", "sekigahara.at-most-blocks-can-stay", MaxBlocksInCastle)
		}
		if b.Disc && b.Castle == OtherCastle {
			v.Add("disc", "sekigahara.only-osaka-hideyori-9-1")
		}
		if b.Castle == Osaka && !b.Disc {
			v.Add("disc", "sekigahara.hideyori-disc-always-osaka-castle")
		}
		if b.Disc && b.Attacker == Ishida {
			v.Add("disc", "sekigahara.both-discs-are-gold-3")
		}
		if b.DefenderBlocks == 0 && !b.Disc {
			v.Add("defenderBlocks", "sekigahara.siege-needs-at-least-one")
		}
	}
	if len(b.Deployments) > maxEvents {
		v.Add("deployments", "sekigahara.at-most-entries-per-battle", maxEvents)
		return
	}
	b.Options.validate(v)
	for i, d := range b.Deployments {
		validateEntry(i, d, v)
	}
}

// validateEntry checks one entry on its own.
func validateEntry(i int, d Deployment, v *tables.ValidationError) {
	f := entryField(i)
	n := i + 1
	if !d.Side.Valid() {
		v.Add(f+".side", "sekigahara.entry-side-must-ishida-tokugawa", n, string(d.Side))
	}
	switch d.Action {
	case Deploy:
	case Challenge, Pass:
		if d.Card != "" || d.CardDaimyo != "" || len(d.Blocks) > 0 {
			v.Add(f, "sekigahara.entry-has-no-card-blocks", n, string(d.Action))
		}
		if d.Action == Pass && d.Refuted {
			v.Add(f+".refuted", "sekigahara.entry-only-loyalty-challenge-can", n)
		}
		return
	default:
		v.Add(f+".action", "sekigahara.entry-action-must-deploy-challenge", n, string(d.Action))
		return
	}
	if d.Refuted {
		v.Add(f+".refuted", "sekigahara.entry-only-loyalty-challenge-can", n)
	}
	if !d.Card.valid() {
		v.Add(f+".card", "sekigahara.entry-card-must-free-plain", n, string(d.Card))
	}
	maxBlocks := 1
	if d.Card == Double {
		maxBlocks = 2
	}
	if len(d.Blocks) == 0 || len(d.Blocks) > maxBlocks {
		v.Add(f+".blocks", "sekigahara.entry-card-deploys-one-block", n, len(d.Blocks))
		return
	}
	if d.CardDaimyo != "" && !validDaimyo(d.CardDaimyo) {
		v.Add(f+".cardDaimyo", "sekigahara.entry-daimyo-1-lowercase-letters", n, maxDaimyoLen, d.CardDaimyo)
	}
	if w, wild := wildBlock(d.CardDaimyo); wild && w.Mon == MaxMon {
		v.Add(f+".cardDaimyo", "sekigahara.entry-there-are-no-cards", n, daimyoName(w.Daimyo), daimyoName(w.Daimyo))
	}
	if d.Card == Free && d.CardDaimyo != "" {
		v.Add(f+".cardDaimyo", "sekigahara.entry-free-deployment-plays-no", n)
	}
	for j, b := range d.Blocks {
		validateBlock(f, n, j, d, b, v)
	}
	if len(d.Blocks) == 2 {
		if _, wild := wildBlock(d.Blocks[0].Daimyo); wild {
			v.Add(f+".blocks", "sekigahara.entry-double-card-used-block", n, daimyoName(d.Blocks[0].Daimyo))
		} else if _, wild := wildBlock(d.Blocks[1].Daimyo); wild {
			v.Add(f+".blocks", "sekigahara.entry-double-card-used-block", n, daimyoName(d.Blocks[1].Daimyo))
		}
	}
}

// validateBlock checks one deployed block against the card and the rule
// data on blocks.
func validateBlock(f string, n, j int, d Deployment, b Block, v *tables.ValidationError) {
	bf := fmt.Sprintf("%s.blocks[%d]", f, j)
	if !validDaimyo(b.Daimyo) {
		v.Add(bf+".daimyo", "sekigahara.entry-daimyo-1-lowercase-letters", n, maxDaimyoLen, b.Daimyo)
		return
	}
	name := daimyoName(b.Daimyo)
	w, wild := wildBlock(b.Daimyo)
	validateMon(bf, n, b, v)
	if !b.Symbol.valid() {
		v.Add(bf+".symbol", "sekigahara.entry-symbol-must-cavalry-arquebus", n, string(b.Symbol))
	}
	if b.Nobori != 0 && b.Nobori != 1 && b.Nobori != 3 {
		v.Add(bf+".nobori", "sekigahara.entry-nobori-has-1-3", n, b.Nobori)
	}
	if wild && d.Side.Valid() && w.Side != d.Side {
		v.Add(bf+".daimyo", "sekigahara.entry-block-belongs-8-2", n, name, w.Side.Name())
	}
	if wild && w.Nobori != 0 && b.Nobori != 0 && b.Nobori != w.Nobori {
		v.Add(bf+".nobori", "sekigahara.entry-block-has-dot-nobori", n, name, w.Nobori)
	}
	if b.Nobori == 3 && d.Side.Valid() {
		for _, l := range Lords {
			if l.Side == d.Side && l.Daimyo != b.Daimyo {
				v.Add(bf+".nobori", "sekigahara.entry-only-block-with-3", n, d.Side.Name(), l.Name)
			}
		}
	}
	validateBlockCard(bf, n, j, d, b, wild, v)
}

// validateMon checks a block's mon: 1 to MaxMon, a wild block's own
// number, and more than MaxMonOrdinary only for the Ii block (3.2, 9.4).
func validateMon(bf string, n int, b Block, v *tables.ValidationError) {
	w, wild := wildBlock(b.Daimyo)
	name := daimyoName(b.Daimyo)
	if b.Mon < 1 || b.Mon > MaxMon {
		v.Add(bf+".mon", "sekigahara.entry-block-has-1-mon", n, MaxMon, b.Mon)
	} else if wild && w.Mon != 0 && b.Mon != w.Mon {
		v.Add(bf+".mon", "sekigahara.entry-block-has-mon-9", n, name, w.Mon)
	} else if !(wild && w.Mon == MaxMon) && b.Mon > MaxMonOrdinary {
		v.Add(bf+".mon", "sekigahara.entry-only-ii-block-has", n, MaxMon, name, MaxMonOrdinary)
	}
}

// validateBlockCard checks the block may be deployed by the entry's card:
// without one only a commander (8.2.4), with one the mon must match (8.2.2).
func validateBlockCard(bf string, n, j int, d Deployment, b Block, wild bool, v *tables.ValidationError) {
	if d.Card == Free && effectiveNobori(b) == 0 {
		v.Add(bf+".nobori", "sekigahara.entry-only-commander-block-nobori", n)
	}
	if d.Card != Free && d.Card.valid() && (j > 0 || d.CardDaimyo != "") {
		if card := cardDaimyo(d); card != b.Daimyo && !wild {
			v.Add(bf+".daimyo", "sekigahara.entry-card-cannot-deploy-block", n, daimyoName(card), daimyoName(b.Daimyo))
		}
	}
}

// record is one deployed block during the replay.
type record struct {
	owner, on Side
	block     Block
	special   bool
	kept      int // mon + same-daimyo bonus: what a defection transfers
	bonus     int // Special Attack bonus
	defected  bool
}

// deployment is one Deploy entry during the replay.
type deployment struct {
	index  int
	side   Side
	card   CardKind
	first  int // records[first : first+count]
	count  int
	impact int
}

type replay struct {
	b        Battle
	opt      Options
	siege    bool
	attacker Side
	defender Side
	score    Score
	passedAt map[Side]int // entry index + 1, 0 if not passed
	carded   map[Side]bool
	free     map[Side]int
	cards    map[Side]int
	owned    map[Side]int
	records  []record
	target   *deployment
	ended    bool
	wildAt   map[string]int
	lordAt   map[Side]int
	v        *tables.ValidationError
	// breakdown is the Impact sentence of every block deployed so far,
	// without the block's name.
	breakdown []i18n.Msg
}

// run validates and replays b.
func run(b Battle) (BattleResult, *tables.ValidationError) {
	v := &tables.ValidationError{}
	validateFields(b, v)
	if len(v.Problems) > 0 {
		return BattleResult{}, v
	}
	r := &replay{
		b: b, opt: b.Options.WithDefaults(), siege: b.kind() == Siege,
		attacker: b.Attacker, defender: b.Attacker.Opponent(),
		passedAt: map[Side]int{}, carded: map[Side]bool{}, free: map[Side]int{},
		cards: map[Side]int{}, owned: map[Side]int{}, wildAt: map[string]int{}, lordAt: map[Side]int{},
		v: v,
	}
	res := BattleResult{
		Kind: b.kind(), Attacker: r.attacker, Defender: r.defender,
		Steps: make([]Step, 0, len(b.Deployments)), Options: r.opt, Passed: []Side{},
	}
	for i, d := range b.Deployments {
		before := r.initiative()
		var st Step
		var ok bool
		switch d.Action {
		case Deploy:
			st, ok = r.deploy(i, d)
		case Challenge:
			st, ok = r.challenge(i, d)
		case Pass:
			st, ok = r.pass(i, d)
		}
		if !ok {
			return BattleResult{}, v
		}
		r.finishStep(&st, before)
		res.Steps = append(res.Steps, st)
	}
	res.Impact = r.score
	res.Ahead = r.ahead()
	res.Initiative = r.initiative()
	res.Permanent = r.permanent()
	res.Ended = r.ended
	for _, s := range []Side{r.attacker, r.defender} {
		if r.passedAt[s] > 0 {
			res.Passed = append(res.Passed, s)
		}
	}
	if r.target != nil && !r.siege && r.target.card != Free {
		res.Challenger = r.target.side.Opponent()
	}
	if r.siege {
		res.Siege = r.siegeOutcome()
	} else {
		res.Outcome = r.outcome()
	}
	sum := r.summary(res)
	res.Text = sum
	return res, nil
}

// fail records a problem with entry i: the message key with args, after
// the entry's number.
func (r *replay) fail(i int, key string, args ...any) bool {
	return r.failText(i, i18n.M(key, args...))
}

// failText records the problem t with entry i.
func (r *replay) failText(i int, t i18n.Msg) bool {
	r.v.Add(entryField(i), "sekigahara.in-entry", i+1, t)
	return false
}

// ahead is the side winning now; ties go to the defender (8.2.1).
func (r *replay) ahead() Side {
	if r.score.Of(r.attacker) > r.score.Of(r.defender) {
		return r.attacker
	}
	return r.defender
}

// initiative is the side to act: the losing side, the attacker on a tie,
// or the other side for good once one has declared finished (8.5). In a
// siege the attacker deploys alone (8.9.4).
func (r *replay) initiative() Side {
	switch {
	case r.ended:
		return ""
	case r.siege:
		return r.attacker
	case r.passedAt[r.attacker] > 0:
		return r.defender
	case r.passedAt[r.defender] > 0:
		return r.attacker
	}
	return r.ahead().Opponent()
}

func (r *replay) permanent() bool {
	return !r.ended && !r.siege && (r.passedAt[r.attacker] > 0 || r.passedAt[r.defender] > 0)
}

// canAct checks that side may deploy or declare now.
func (r *replay) canAct(i int, side Side, what i18n.Msg) bool {
	if r.ended {
		return r.fail(i, "sekigahara.combat-already-over-nothing-can")
	}
	if r.siege && side != r.attacker {
		return r.fail(i, "sekigahara.siege-only-attacker-deploys-defender")
	}
	if at := r.passedAt[side]; at > 0 {
		return r.fail(i, "sekigahara.already-finished", side.Name(), at, what)
	}
	if holder := r.initiative(); side != holder {
		return r.fail(i, "sekigahara.not-your-initiative", side.Name(), what)
	}
	return true
}

func (r *replay) deploy(i int, d Deployment) (Step, bool) {
	side := d.Side
	if !r.canAct(i, side, i18n.M("sekigahara.deploy")) || !r.mayDeploy(i, d) {
		return Step{}, false
	}
	dep := &deployment{index: i, side: side, card: d.Card, first: len(r.records), count: len(d.Blocks)}
	st := Step{Index: i, Side: side, Action: Deploy, Card: d.Card}
	for _, b := range d.Blocks {
		imp := r.blockImpact(side, d, b)
		st.Blocks = append(st.Blocks, imp)
		dep.impact += imp.Impact
		r.records = append(r.records, record{
			owner: side, on: side, block: b, special: imp.SpecialAttack != NoSymbol,
			kept: imp.Base + imp.SameDaimyo, bonus: imp.SpecialBonus,
		})
	}
	r.score.add(side, dep.impact)
	r.owned[side] += len(d.Blocks)
	if d.Card == Free {
		r.free[side]++
	} else {
		r.carded[side] = true
		r.cards[side]++
		st.CardsPlayed = 1
	}
	st.Impact = dep.impact
	r.target = dep
	text := r.deployText(d, len(st.Blocks), dep.impact)
	st.Text = text
	return st, true
}

// mayDeploy checks entry i's deployment against what the side has left:
// a free commander (8.2.4, S-10, S-20), its blocks in this combat and the
// single wild and 3-dot blocks (3.2, 8.2.2).
func (r *replay) mayDeploy(i int, d Deployment) bool {
	side := d.Side
	if d.Card == Free {
		switch {
		case r.siege && r.opt.FreeLeaderInSiege == "false":
			return r.fail(i, "sekigahara.no-free-commander-deployment-siege")
		case r.carded[side]:
			return r.fail(i, "sekigahara.has-already-deployed-with-card", side.Name())
		case r.opt.FreeLeaders == "one" && r.free[side] > 0:
			return r.fail(i, "sekigahara.only-one-free-commander-deployment")
		}
	}
	blocks := r.b.AttackerBlocks
	if side == r.defender {
		blocks = r.b.DefenderBlocks
	}
	if blocks > 0 && (!r.siege || side == r.attacker) && r.owned[side]+len(d.Blocks) > blocks {
		return r.failText(i, i18n.M("sekigahara.has-only-this-combat-each", side.Name(), blockCount(blocks)))
	}
	for _, b := range d.Blocks {
		if _, wild := wildBlock(b.Daimyo); wild {
			if at := r.wildAt[b.Daimyo]; at > 0 {
				return r.fail(i, "sekigahara.there-single-block-was-deployed", daimyoName(b.Daimyo), at)
			}
			r.wildAt[b.Daimyo] = i + 1
		}
		if effectiveNobori(b) == 3 {
			if at := r.lordAt[side]; at > 0 {
				return r.fail(i, "sekigahara.has-single-3-dot-commander", side.Name(), at)
			}
			r.lordAt[side] = i + 1
		}
	}
	return true
}

// deployText tells what was deployed and each block's Impact.
func (r *replay) deployText(d Deployment, blocks, impact int) i18n.Msg {
	side := d.Side
	var what i18n.Msg
	for k, b := range d.Blocks {
		if k > 0 {
			what = join(what, i18n.M("sekigahara.and-the"))
		}
		db := describeBlock(b, false)
		if k == 0 {
			db = i18n.M("sekigahara.the-block", db)
		}
		what = join(what, db)
	}
	text := join(i18n.M("sekigahara.deploys", side.Name()), what, describeCard(d))
	if _, wild := wildBlock(d.Blocks[0].Daimyo); wild && d.Card != Free && cardDaimyo(d) != d.Blocks[0].Daimyo {
		text = join(text, i18n.M("sekigahara.block-takes-any-card-8", daimyoName(d.Blocks[0].Daimyo)))
	}
	text = i18n.M("sekigahara.colon", text)
	if blocks == 1 {
		text = join(text, r.breakdown[len(r.breakdown)-1])
	} else {
		first, second := r.breakdown[len(r.breakdown)-2], r.breakdown[len(r.breakdown)-1]
		text = join(text, i18n.M("sekigahara.first-block", first), i18n.M("sekigahara.second-block", second))
	}
	if blocks > 1 {
		text = join(text, i18n.M("sekigahara.together-impact", impact))
	}
	return text
}

// blockImpact computes one block's Impact for side (8.3, 8.4).
func (r *replay) blockImpact(side Side, d Deployment, b Block) BlockImpact {
	out := BlockImpact{Block: b, Base: b.Mon}
	for _, rec := range r.records {
		if rec.on == side && rec.block.Daimyo == b.Daimyo {
			out.SameDaimyo += SameDaimyoBonus.PerEarlierBlock
		}
	}
	name := daimyoName(b.Daimyo)
	text := i18n.M("sekigahara.mon", b.Mon)
	if out.SameDaimyo > 0 {
		text = cat(text, "sekigahara.term.same-daimyo", out.SameDaimyo, name)
	}
	var note i18n.Msg
	sym := b.Symbol.name()
	switch {
	case d.Card == Swords && b.Symbol == NoSymbol:
		note = i18n.M("sekigahara.swords-do-nothing-block-has")
	case b.Symbol == NoSymbol:
	case d.Card == Double:
		note = i18n.M("sekigahara.no-bonus-double-card", sym)
	case d.Card != Swords:
		note = i18n.M("sekigahara.no-bonus-no-swords", sym)
	case r.siege:
		note = i18n.M("sekigahara.no-special-attack-counts-siege")
	default:
		out.SpecialAttack = b.Symbol
		for _, rec := range r.records {
			if rec.on != side || rec.block.Symbol != b.Symbol {
				continue
			}
			if r.opt.SpecialChainCounts == "specialOnly" && !rec.special && rec.owner == rec.on {
				continue
			}
			out.SpecialChain++
		}
		out.SpecialBonus = SpecialAttackBonus.Base + SpecialAttackBonus.PerEarlierBlock*out.SpecialChain
		text = cat(text, "sekigahara.term.special-attack", SpecialAttackBonus.Base, sym)
		if out.SpecialChain > 0 {
			text = cat(text, "sekigahara.term.special-chain", SpecialAttackBonus.PerEarlierBlock*out.SpecialChain, out.SpecialChain, sym)
		}
	}
	out.Impact = out.Base + out.SameDaimyo + out.SpecialBonus
	text = cat(text, "sekigahara.term.impact", out.Impact)
	text = join(text, note)
	out.Text = i18n.M("sekigahara.block-impact", describeBlock(b, true), text)
	r.breakdown = append(r.breakdown, text)
	return out
}

func (r *replay) challenge(i int, d Deployment) (Step, bool) {
	side := d.Side
	if !r.mayChallenge(i, side) {
		return Step{}, false
	}
	t := r.target
	deployer := t.side
	target := t.index
	st := Step{Index: i, Side: side, Action: Challenge, Target: &target, CardsPlayed: 1}
	r.cards[side]++
	recs := r.records[t.first : t.first+t.count]
	var named i18n.Msg
	for k, rec := range recs {
		if k > 0 {
			named = join(named, i18n.M("sekigahara.and"))
		}
		named = join(named, describeBlock(rec.block, false))
	}
	head := i18n.M("sekigahara.challenge", side.Name(), target+1, named)
	if d.Refuted {
		text := join(head, i18n.M("sekigahara.shows-another-card-able-deploy", deployer.Name()))
		text = join(text, refuterText(t, recs))
		st.Text = text
		return st, true
	}
	text := r.defect(&st, side, head)
	st.Text = text
	return st, true
}

// mayChallenge: a Loyalty Challenge is played against the opponent's
// deployment just made with a card, never in a siege (8.2.4, 8.6.1, 8.9.5).
func (r *replay) mayChallenge(i int, side Side) bool {
	switch {
	case r.siege:
		return r.fail(i, "sekigahara.no-loyalty-challenges-siege-8")
	case r.ended:
		return r.fail(i, "sekigahara.combat-already-over-nothing-can")
	case r.target == nil:
		return r.fail(i, "sekigahara.loyalty-challenge-played-immediately-after")
	case r.target.side == side:
		return r.fail(i, "sekigahara.cannot-challenge-his-own-deployment", side.Name())
	case r.target.card == Free:
		return r.fail(i, "sekigahara.commander-deployed-without-card-immune")
	}
	return true
}

// refuterText says which card refutes a challenge to the deployment t,
// when the rules give it (8.6.3, S-12, S-13).
func refuterText(t *deployment, recs []record) i18n.Msg {
	var refuter i18n.Msg
	if _, wild := wildBlock(recs[0].block.Daimyo); wild {
		refuter = i18n.M("sekigahara.any-card-but-loyalty-challenge")
	} else if t.card == Double {
		refuter = i18n.M("sekigahara.one-card-single-double-refutes", daimyoName(recs[0].block.Daimyo))
	}
	return refuter
}

// defect moves the challenged blocks to side: the deployer loses their
// Impact and side gains what they keep (8.6.2, S-11).
func (r *replay) defect(st *Step, side Side, head i18n.Msg) i18n.Msg {
	t := r.target
	deployer := t.side
	recs := r.records[t.first : t.first+t.count]
	gain := 0
	for k := range recs {
		gain += recs[k].kept
		if r.opt.DefectionTransfersSpecial == "true" {
			gain += recs[k].bonus
		}
		recs[k].on = side
		recs[k].defected = true
		recs[k].special = false
	}
	r.score.add(deployer, -t.impact)
	r.score.add(side, gain)
	r.target = nil
	st.Impact, st.Gained, st.Defected = t.impact, gain, true
	what := i18n.M("sekigahara.block-defects")
	if len(recs) > 1 {
		what = i18n.M("sekigahara.both-blocks-defect-8-6")
	}
	text := join(head, i18n.M("sekigahara.defects", deployer.Name(), what, t.impact, side.Name(), gain))
	if r.opt.DefectionTransfersSpecial == "true" {
		text = join(text, i18n.M("sekigahara.everything-under-option-defectiontransfersspecial-11"))
	} else {
		text = join(text, i18n.M("sekigahara.mon-same-daimyo-bonus-no"))
	}
	text = join(text, i18n.M("sekigahara.now-counts-as-block-later", side.Name(), deployer.Name()))
	return text
}

func (r *replay) pass(i int, d Deployment) (Step, bool) {
	side := d.Side
	if !r.canAct(i, side, i18n.M("sekigahara.declare-he-finished")) {
		return Step{}, false
	}
	r.passedAt[side] = i + 1
	r.target = nil
	if r.siege || r.passedAt[side.Opponent()] > 0 {
		r.ended = true
	}
	st := Step{Index: i, Side: side, Action: Pass}
	text := i18n.M("sekigahara.declares-he-will-deploy-no", side.Name())
	if r.siege {
		text = i18n.M("sekigahara.has-finished-deploying-8-9", side.Name())
	}
	st.Text = text
	return st, true
}

// finishStep records the state after an entry and explains the score and
// the initiative.
func (r *replay) finishStep(st *Step, before Side) {
	st.Score = r.score
	st.Ahead = r.ahead()
	st.Initiative = r.initiative()
	st.Permanent = r.permanent()
	st.Ended = r.ended
	var tail i18n.Msg
	if st.Action != Pass && !r.siege {
		tail = scoreLine(r.score, r.defender)
	}
	if r.siege && st.Action == Deploy {
		tail = i18n.M("sekigahara.attacker-impact", r.score.Of(r.attacker))
	}
	switch now := st.Initiative; {
	case r.ended && r.siege:
		tail = join(tail, i18n.M("sekigahara.siege-resolved-8-9-4"))
	case r.ended:
		tail = join(tail, i18n.M("sekigahara.both-sides-have-finished-battle"))
	case r.siege:
	case st.Permanent && (st.Action == Pass):
		tail = join(tail, i18n.M("sekigahara.holds-initiative-good-may-deploy", now.Name()))
	case st.Permanent:
		tail = join(tail, i18n.M("sekigahara.keeps-initiative-good-8-5", now.Name()))
	case now == before:
		tail = join(tail, i18n.M("sekigahara.still-behind-keeps-initiative-8", now.Name()))
	default:
		tail = join(tail, i18n.M("sekigahara.initiative-passes-8-5", now.Name()))
	}
	text := join(st.Text, tail)
	st.Text = text
}

// battleLosses is the blocks a side loses after a battle: one per 7
// Impact taken, plus one for the loser (8.7.1).
func battleLosses(impactTaken int, loser bool) int {
	n := impactTaken / ImpactPerLoss
	if loser {
		n += LoserExtraLoss
	}
	return n
}

// outcome computes the battle's result, final or as if it ended now.
func (r *replay) outcome() *Outcome {
	winner := r.ahead()
	loser := winner.Opponent()
	o := &Outcome{Final: r.ended, Winner: winner, Loser: loser}
	lordLost := map[Side]bool{}
	for _, s := range []Side{r.attacker, r.defender} {
		so := r.sideOutcome(s, loser)
		lordLost[s] = so.LordLost
		o.Sides = append(o.Sides, so)
	}
	// If both sides trigger an instant victory in one battle, Ishida wins
	// (2.1).
	for _, l := range Lords {
		if lordLost[l.Side] && (o.InstantVictory == "" || l.WinnerIfKilled == Ishida) {
			o.InstantVictory = l.WinnerIfKilled
		}
	}
	head := i18n.M("sekigahara.wins", winner.Name(), r.score.Of(winner), r.score.Of(loser))
	if r.score.Of(winner) == r.score.Of(loser) {
		head = i18n.M("sekigahara.defender-wins-tie-8-2", winner.Name(), r.score.Of(winner), r.score.Of(loser))
	}
	if !o.Final {
		head = i18n.M("sekigahara.if-battle-ended-now", head)
	} else {
		head = i18n.M("sekigahara.period", head)
	}
	text := head
	for _, so := range o.Sides {
		text = join(text, so.Text)
	}
	if o.InstantVictory != "" {
		text = join(text, i18n.M("sekigahara.3-dot-commander-among-losses", o.InstantVictory.Name()))
	}
	o.Text = text
	return o
}

// sideOutcome is what side s loses, draws and whether its 3-dot
// commander falls (2.1, 8.7, 8.10).
func (r *replay) sideOutcome(s, loser Side) SideOutcome {
	so := SideOutcome{Side: s, ImpactTaken: r.score.Of(s.Opponent()), Retreats: s == loser}
	so.LossesFromImpact = so.ImpactTaken / ImpactPerLoss
	if s == loser {
		so.LoserLoss = LoserExtraLoss
	}
	so.Losses = battleLosses(so.ImpactTaken, s == loser)
	so.Blocks = r.b.AttackerBlocks
	if s == r.defender {
		so.Blocks = r.b.DefenderBlocks
	}
	lordCategory := r.countBlocks(&so)
	so.Undeployed = -1
	if so.Blocks > 0 {
		so.Undeployed = so.Blocks - so.Defected - so.Deployed
		so.Losses = min(so.Losses, so.Blocks)
		so.AllLost = so.Losses == so.Blocks
	}
	switch lordCategory {
	case 1:
		so.LordLost = so.Losses >= so.Defected
	case 2:
		so.LordLost = so.Losses >= so.Defected+so.Deployed
	}
	so.CardsPlayed = r.cards[s]
	so.CardsDrawn = so.CardsPlayed + so.Losses/2
	t := sideOutcomeText(so, s == r.attacker)
	so.Text = t
	return so
}

// countBlocks counts so.Side's blocks deployed and defected; it returns
// where its 3-dot commander is: 0 not deployed, 1 defected, 2 deployed.
func (r *replay) countBlocks(so *SideOutcome) int {
	lordCategory := 0
	for _, rec := range r.records {
		if rec.owner != so.Side {
			continue
		}
		if rec.defected {
			so.Defected++
		} else {
			so.Deployed++
		}
		if effectiveNobori(rec.block) == 3 {
			lordCategory = 2
			if rec.defected {
				lordCategory = 1
			}
		}
	}
	return lordCategory
}

func sideOutcomeText(so SideOutcome, attacker bool) i18n.Msg {
	text := i18n.M("sekigahara.loses-opponent-impact", so.Side.Name(), blockCount(so.Losses), so.ImpactTaken, ImpactPerLoss, so.LossesFromImpact)
	if so.Losses == 0 {
		text = i18n.M("sekigahara.loses-none-opponent-impact", so.Side.Name(), so.ImpactTaken, ImpactPerLoss, so.LossesFromImpact)
	}
	if so.LoserLoss > 0 {
		text = cat(text, "sekigahara.term.for-losing", so.LoserLoss)
	}
	if so.Blocks > 0 && so.Losses < so.LossesFromImpact+so.LoserLoss {
		text = cat(text, "sekigahara.term.has-only-blocks", so.Blocks)
	}
	text = cat(text, "sekigahara.term.losses-rule")
	if so.Losses > 0 {
		text = lossOrderText(text, so, attacker)
	}
	if so.LordLost {
		text = join(text, i18n.M("sekigahara.his-3-dot-commander-must"))
	} else if so.AllLost {
		text = join(text, i18n.M("sekigahara.every-block-lost-if-ishida"))
	}
	if so.Retreats && !so.AllLost {
		text = join(text, i18n.M("sekigahara.he-retreats-with-his-surviving"))
	}
	text = join(text, i18n.M("sekigahara.he-draws-cards-played-2", cardCount(so.CardsDrawn), so.CardsPlayed, so.Losses))
	return text
}

// lossOrderText adds to text the order the losses are taken in: the
// blocks that defected, then the deployed, then the undeployed (8.7.2).
func lossOrderText(text i18n.Msg, so SideOutcome, attacker bool) i18n.Msg {
	order := i18n.M("sekigahara.attacker-chooses-his-losses-first")
	if !attacker {
		order = i18n.M("sekigahara.defender-chooses-his-losses-after")
	}
	left := so.Losses
	var parts []i18n.Msg
	take := func(n int, whose string) {
		if left <= 0 || n == 0 {
			return
		}
		k := left
		if n > 0 && n < k {
			k = n
		}
		left -= k
		if n > 0 {
			parts = append(parts, i18n.M("sekigahara.loss.part-of", k, i18n.M(whose), n))
		} else {
			parts = append(parts, i18n.M("sekigahara.loss.part", k, i18n.M(whose)))
		}
	}
	take(so.Defected, "sekigahara.loss.defected")
	if so.Defected > 0 {
		take(so.Deployed, "sekigahara.loss.other-deployed")
	} else {
		take(so.Deployed, "sekigahara.loss.deployed")
	}
	take(so.Undeployed, "sekigahara.loss.undeployed")
	text = join(text, order)
	for k, p := range parts {
		if k == 0 {
			text = cat(text, "sekigahara.loss.first", p)
		} else {
			text = cat(text, "sekigahara.loss.then", p)
		}
	}
	return i18n.M("sekigahara.period", text)
}

// siegeOutcome computes a siege's result (8.9.4), final or as if the
// attacker stopped now.
func (r *replay) siegeOutcome() *SiegeOutcome {
	imp := r.score.Of(r.attacker)
	disc := 0
	if r.b.Disc {
		disc = 1
	}
	units := r.b.DefenderBlocks + disc
	losses := min(imp/ImpactPerLoss, units)
	so := &SiegeOutcome{
		Final: r.ended, Castle: r.b.Castle, Impact: imp, Losses: losses,
		DefenderBlocks: r.b.DefenderBlocks, Disc: r.b.Disc,
		CastleFalls: losses == units, AttackerDraws: r.cards[r.attacker],
	}
	d, hasDisc := discAt(r.b.Castle)
	hasDisc = hasDisc && r.b.Disc
	switch {
	case hasDisc && d.MayAbsorb && losses > 0 && losses < units:
		// Any one loss may fall on Sanada instead of a block (9.2).
		so.addChoice(d, losses, false)
		so.addChoice(d, losses-1, true)
	case hasDisc:
		// Hideyori is always the last unit lost (9.1); Sanada too when
		// every unit is lost or none.
		so.addChoice(d, min(losses, r.b.DefenderBlocks), losses > r.b.DefenderBlocks)
	default:
		so.addChoice(d, losses, false)
	}
	if hasDisc && losses > r.b.DefenderBlocks {
		so.InstantVictory = d.InstantWinner
	}
	head := siegeHead(imp, units, so.Final)
	so.Text = so.explain(head, d, hasDisc)
	return so
}

// addChoice adds one way the defender may take the losses (8.9.4 F).
func (so *SiegeOutcome) addChoice(d Disc, blocks int, discLost bool) {
	c := SiegeChoice{BlocksLost: blocks, DiscLost: discLost, DefenderDraws: blocks}
	t := i18n.M("sekigahara.defender-loses", blockCount(blocks))
	if discLost {
		t = i18n.M("sekigahara.defender-loses-disc", d.Name)
		if blocks > 0 {
			t = join(t, i18n.M("sekigahara.and-blocks", blockCount(blocks)))
		}
	}
	draws := i18n.M("sekigahara.draws-8-9-4-f", cardCount(blocks))
	if blocks == 0 {
		draws = i18n.M("sekigahara.draws-none")
	}
	t = join(t, draws)
	c.Text = t
	so.Choices = append(so.Choices, c)
}

// siegeHead says how many losses the attacker's Impact inflicts (8.9.4 B),
// as a supposition while the combat goes on.
func siegeHead(imp, units int, final bool) i18n.Msg {
	key := "sekigahara.siege-head"
	if !final {
		key = "sekigahara.siege-head-if-stopped"
	}
	head := i18n.M(key, imp, imp, ImpactPerLoss, imp/ImpactPerLoss)
	head = cat(head, "sekigahara.term.siege-losses", imp/ImpactPerLoss)
	if imp/ImpactPerLoss > units {
		head = cat(head, "sekigahara.term.units-inside", units)
	}
	head = i18n.M("sekigahara.period", head)
	return head
}

// explain words the outcome after head: the defender's choices, the
// castle's fate and the cards drawn (8.9.4, 8.10).
func (so *SiegeOutcome) explain(head i18n.Msg, d Disc, hasDisc bool) i18n.Msg {
	text := head
	if len(so.Choices) > 1 {
		text = join(text, i18n.M("sekigahara.one-loss-may-destroy-disc", d.Name, d.Section))
	} else if hasDisc && d.LostLast {
		text = join(text, i18n.M("sekigahara.always-last-unit-lost", d.Name, d.Section))
	}
	for _, c := range so.Choices {
		text = join(text, c.Text)
	}
	if so.CastleFalls {
		text = join(text, i18n.M("sekigahara.every-unit-inside-destroyed-castle"))
	} else {
		text = join(text, i18n.M("sekigahara.castle-holds-both-sides-stay"))
	}
	if so.InstantVictory != "" {
		text = join(text, i18n.M("sekigahara.captured-wins-game-at-once", d.Name, so.InstantVictory.Name(), d.Section))
	}
	text = join(text, i18n.M("sekigahara.attacker-discards-cards-he-played", cardCount(so.AttackerDraws)))
	return text
}

// summary is the result's headline.
func (r *replay) summary(res BattleResult) i18n.Msg {
	what := i18n.M("sekigahara.state.battle")
	if r.siege {
		what = i18n.M("sekigahara.state.siege")
	}
	var state i18n.Msg
	switch {
	case r.ended:
		state = i18n.M("sekigahara.state.over-siege")
		if !r.siege {
			state = i18n.M("sekigahara.state.over-battle")
		}
	case len(res.Steps) == 0:
		state = i18n.M("sekigahara.state.not-started-siege")
		if !r.siege {
			state = i18n.M("sekigahara.state.not-started-battle")
		}
	default:
		state = i18n.M("sekigahara.state.in-progress")
	}
	text := i18n.M("sekigahara.summary", what, state, r.attacker.Name(), r.score.Ishida, r.score.Tokugawa)
	if r.siege {
		text = i18n.M("sekigahara.summary-siege", what, state, r.attacker.Name(), r.score.Of(r.attacker))
	}
	if !r.ended {
		holder := r.initiative()
		text = join(text, i18n.M("sekigahara.act-deploy-block-declare-finished",
			holder.Name()))
		if res.Challenger != "" {
			text = join(text, i18n.M("sekigahara.may-first-play-loyalty-challenge", res.Challenger.Name()))
		}
	}
	return text
}
