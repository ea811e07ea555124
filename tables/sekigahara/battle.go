package sekigahara

import (
	"fmt"

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
	SpecialChain int    `json:"specialChain"`
	SpecialBonus int    `json:"specialBonus"`
	Impact       int    `json:"impact"`
	EN           string `json:"en"`
	IT           string `json:"it"`
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
	Score      Score  `json:"score"`
	Ahead      Side   `json:"ahead"`
	Initiative Side   `json:"initiative,omitempty"`
	Permanent  bool   `json:"initiativePermanent,omitempty"`
	Ended      bool   `json:"ended"`
	EN         string `json:"en"`
	IT         string `json:"it"`
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
	Options Options `json:"options"`
	EN      string  `json:"en"`
	IT      string  `json:"it"`
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
	InstantVictory Side   `json:"instantVictory,omitempty"`
	EN             string `json:"en"`
	IT             string `json:"it"`
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
	Retreats bool   `json:"retreats"`
	EN       string `json:"en"`
	IT       string `json:"it"`
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
	InstantVictory Side   `json:"instantVictory,omitempty"`
	EN             string `json:"en"`
	IT             string `json:"it"`
}

// SiegeChoice is one way for the defender to take a siege's losses.
type SiegeChoice struct {
	BlocksLost int  `json:"blocksLost"`
	DiscLost   bool `json:"discLost"`
	// DefenderDraws is 1 card per block lost, none for a disc (8.9.4 F).
	DefenderDraws int    `json:"defenderDraws"`
	EN            string `json:"en"`
	IT            string `json:"it"`
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
		v.AddTextf("kind", "Kind must be \"battle\" or \"siege\", not %q.", "Il tipo deve essere \"battle\" (battaglia) o \"siege\" (assedio), non %q.", string(b.Kind))
	}
	if !b.Attacker.Valid() {
		v.AddTextf("attacker", "The attacker must be \"ishida\" or \"tokugawa\", not %q.", "L'attaccante deve essere \"ishida\" o \"tokugawa\", non %q.", string(b.Attacker))
	}
	for _, f := range []struct {
		field string
		n     int
	}{{"attackerBlocks", b.AttackerBlocks}, {"defenderBlocks", b.DefenderBlocks}} {
		if f.n < 0 || f.n > BlocksPerSide {
			v.AddTextf(f.field, "%s must be between 0 and %d (each side has %d blocks, 1), not %d.",
				"%s deve essere tra 0 e %d (ogni parte ha %d blocchi, 1), non %d.", f.field, BlocksPerSide, BlocksPerSide, f.n)
		}
	}
	if !b.Castle.valid() {
		v.AddTextf("castle", "The castle must be \"osaka\", \"ueda\" or empty, not %q.", "Il castello deve essere \"osaka\", \"ueda\" o vuoto, non %q.", string(b.Castle))
	}
	switch k {
	case Field:
		if b.Castle != OtherCastle || b.Disc {
			v.AddText("castle", "Castle and disc only matter in a siege: discs are never lost in a battle (8.9.3).",
				"Castello e disco contano solo in un assedio: i dischi non si perdono mai in battaglia (8.9.3).")
		}
	case Siege:
		if b.DefenderBlocks > MaxBlocksInCastle {
			v.AddTextf("defenderBlocks", "At most %d blocks can stay inside a castle (8.9.1); a larger force fights outside, as a battle (8.9.2).",
				"In un castello possono restare al massimo %d blocchi (8.9.1); una forza maggiore combatte fuori, in battaglia (8.9.2).", MaxBlocksInCastle)
		}
		if b.Disc && b.Castle == OtherCastle {
			v.AddText("disc", "Only Osaka (Hideyori, 9.1) and Ueda (Sanada, 9.2) hold a disc.",
				"Solo Osaka (Hideyori, 9.1) e Ueda (Sanada, 9.2) ospitano un disco.")
		}
		if b.Castle == Osaka && !b.Disc {
			v.AddText("disc", "The Hideyori disc is always in Osaka castle: its capture ends the game (2.1, 9.1).",
				"Il disco di Hideyori è sempre nel castello di Osaka: la sua cattura termina la partita (2.1, 9.1).")
		}
		if b.Disc && b.Attacker == Ishida {
			v.AddText("disc", "Both discs are gold (3.4): only Tokugawa can besiege a castle holding one.",
				"Entrambi i dischi sono oro (3.4): solo Tokugawa può assediare un castello che ne contiene uno.")
		}
		if b.DefenderBlocks == 0 && !b.Disc {
			v.AddText("defenderBlocks", "A siege needs at least one block or disc inside the castle (8.9.1).",
				"Un assedio richiede almeno un blocco o un disco dentro il castello (8.9.1).")
		}
	}
	if len(b.Deployments) > maxEvents {
		v.AddTextf("deployments", "At most %d entries per battle.", "Al massimo %d voci per battaglia.", maxEvents)
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
		v.AddTextf(f+".side", "Entry %d: the side must be \"ishida\" or \"tokugawa\", not %q.", "Voce %d: la parte deve essere \"ishida\" o \"tokugawa\", non %q.", n, string(d.Side))
	}
	switch d.Action {
	case Deploy:
	case Challenge, Pass:
		if d.Card != "" || d.CardDaimyo != "" || len(d.Blocks) > 0 {
			v.AddTextf(f, "Entry %d: a %s has no card or blocks.", "Voce %d: un'azione %s non ha carta né blocchi.", n, string(d.Action))
		}
		if d.Action == Pass && d.Refuted {
			v.AddTextf(f+".refuted", "Entry %d: only a Loyalty Challenge can be refuted.", "Voce %d: solo una Prova di Lealtà può essere annullata.", n)
		}
		return
	default:
		v.AddTextf(f+".action", "Entry %d: the action must be deploy, challenge or pass, not %q.", "Voce %d: l'azione deve essere deploy, challenge o pass, non %q.", n, string(d.Action))
		return
	}
	if d.Refuted {
		v.AddTextf(f+".refuted", "Entry %d: only a Loyalty Challenge can be refuted.", "Voce %d: solo una Prova di Lealtà può essere annullata.", n)
	}
	if !d.Card.valid() {
		v.AddTextf(f+".card", "Entry %d: the card must be free, plain, swords or double, not %q.", "Voce %d: la carta deve essere free, plain, swords o double, non %q.", n, string(d.Card))
	}
	maxBlocks := 1
	if d.Card == Double {
		maxBlocks = 2
	}
	if len(d.Blocks) == 0 || len(d.Blocks) > maxBlocks {
		v.AddTextf(f+".blocks", "Entry %d: a card deploys one block, a double card one or two (8.2.2, 8.4.2); got %d.",
			"Voce %d: una carta schiera un blocco, una carta doppia uno o due (8.2.2, 8.4.2); indicati %d.", n, len(d.Blocks))
		return
	}
	if d.CardDaimyo != "" && !validDaimyo(d.CardDaimyo) {
		v.AddTextf(f+".cardDaimyo", "Entry %d: a daimyo is 1–%d lowercase letters a–z (write Mōri as mori), not %q.",
			"Voce %d: un daimyo è fatto di 1–%d lettere minuscole a–z (Mōri si scrive mori), non %q.", n, maxDaimyoLen, d.CardDaimyo)
	}
	if w, wild := wildBlock(d.CardDaimyo); wild && w.Mon == MaxMon {
		v.AddTextf(f+".cardDaimyo", "Entry %d: there are no %s cards; the %s block deploys with any other card (9.4).",
			"Voce %d: non esistono carte %s; il blocco %s si schiera con qualsiasi altra carta (9.4).", n, daimyoName(w.Daimyo), daimyoName(w.Daimyo))
	}
	if d.Card == Free && d.CardDaimyo != "" {
		v.AddTextf(f+".cardDaimyo", "Entry %d: a free deployment plays no card (8.2.4).", "Voce %d: uno schieramento gratuito non usa carte (8.2.4).", n)
	}
	for j, b := range d.Blocks {
		validateBlock(f, n, j, d, b, v)
	}
	if len(d.Blocks) == 2 {
		if _, wild := wildBlock(d.Blocks[0].Daimyo); wild {
			v.AddTextf(f+".blocks", "Entry %d: a double card used on the %s block loses its second deployment (8.4.2).",
				"Voce %d: una carta doppia usata per il blocco %s perde il secondo schieramento (8.4.2).", n, daimyoName(d.Blocks[0].Daimyo))
		} else if _, wild := wildBlock(d.Blocks[1].Daimyo); wild {
			v.AddTextf(f+".blocks", "Entry %d: a double card used on the %s block loses its second deployment (8.4.2).",
				"Voce %d: una carta doppia usata per il blocco %s perde il secondo schieramento (8.4.2).", n, daimyoName(d.Blocks[1].Daimyo))
		}
	}
}

// validateBlock checks one deployed block against the card and the rule
// data on blocks.
func validateBlock(f string, n, j int, d Deployment, b Block, v *tables.ValidationError) {
	bf := fmt.Sprintf("%s.blocks[%d]", f, j)
	if !validDaimyo(b.Daimyo) {
		v.AddTextf(bf+".daimyo", "Entry %d: a daimyo is 1–%d lowercase letters a–z (write Mōri as mori), not %q.",
			"Voce %d: un daimyo è fatto di 1–%d lettere minuscole a–z (Mōri si scrive mori), non %q.", n, maxDaimyoLen, b.Daimyo)
		return
	}
	name := daimyoName(b.Daimyo)
	w, wild := wildBlock(b.Daimyo)
	validateMon(bf, n, b, v)
	if !b.Symbol.valid() {
		v.AddTextf(bf+".symbol", "Entry %d: the symbol must be cavalry, arquebus or none, not %q.", "Voce %d: il simbolo deve essere cavalry, arquebus o nessuno, non %q.", n, string(b.Symbol))
	}
	if b.Nobori != 0 && b.Nobori != 1 && b.Nobori != 3 {
		v.AddTextf(bf+".nobori", "Entry %d: a nobori has 1 or 3 dots (3.2), not %d.", "Voce %d: un nobori ha 1 o 3 pallini (3.2), non %d.", n, b.Nobori)
	}
	if wild && d.Side.Valid() && w.Side != d.Side {
		v.AddTextf(bf+".daimyo", "Entry %d: the %s block belongs to %s (8.2.2).", "Voce %d: il blocco %s appartiene a %s (8.2.2).", n, name, w.Side.Name())
	}
	if wild && w.Nobori != 0 && b.Nobori != 0 && b.Nobori != w.Nobori {
		v.AddTextf(bf+".nobori", "Entry %d: the %s block has a %d-dot nobori (3.2).", "Voce %d: il blocco %s ha un nobori a %d pallini (3.2).", n, name, w.Nobori)
	}
	if b.Nobori == 3 && d.Side.Valid() {
		for _, l := range Lords {
			if l.Side == d.Side && l.Daimyo != b.Daimyo {
				v.AddTextf(bf+".nobori", "Entry %d: the only %s block with a 3-dot nobori is %s (3.2).",
					"Voce %d: l'unico blocco %s con nobori a 3 pallini è %s (3.2).", n, d.Side.Name(), l.Name)
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
		v.AddTextf(bf+".mon", "Entry %d: a block has 1 to %d mon (3.2), not %d.", "Voce %d: un blocco ha da 1 a %d mon (3.2), non %d.", n, MaxMon, b.Mon)
	} else if wild && w.Mon != 0 && b.Mon != w.Mon {
		v.AddTextf(bf+".mon", "Entry %d: the %s block has %d mon (9.4).", "Voce %d: il blocco %s ha %d mon (9.4).", n, name, w.Mon)
	} else if !(wild && w.Mon == MaxMon) && b.Mon > MaxMonOrdinary {
		v.AddTextf(bf+".mon", "Entry %d: only the Ii block has %d mon (9.4); %s blocks have at most %d.",
			"Voce %d: solo il blocco Ii ha %d mon (9.4); i blocchi %s ne hanno al massimo %d.", n, MaxMon, name, MaxMonOrdinary)
	}
}

// validateBlockCard checks the block may be deployed by the entry's card:
// without one only a commander (8.2.4), with one the mon must match (8.2.2).
func validateBlockCard(bf string, n, j int, d Deployment, b Block, wild bool, v *tables.ValidationError) {
	if d.Card == Free && effectiveNobori(b) == 0 {
		v.AddTextf(bf+".nobori", "Entry %d: only a commander block (nobori) may deploy without a card (8.2.4).",
			"Voce %d: solo un blocco comandante (nobori) può schierarsi senza carta (8.2.4).", n)
	}
	if d.Card != Free && d.Card.valid() && (j > 0 || d.CardDaimyo != "") {
		if card := cardDaimyo(d); card != b.Daimyo && !wild {
			v.AddTextf(bf+".daimyo", "Entry %d: a %s card cannot deploy a %s block: the mon must match (8.2.2).",
				"Voce %d: una carta %s non può schierare un blocco %s: il mon deve corrispondere (8.2.2).", n, daimyoName(card), daimyoName(b.Daimyo))
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
	breakdown []bi
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
	res.EN, res.IT = sum.en, sum.it
	return res, nil
}

func (r *replay) fail(i int, en, it string, args ...any) bool {
	r.v.AddTextf(entryField(i), "Entry %d: "+en, "Voce %d: "+it, append([]any{i + 1}, args...)...)
	return false
}

func (r *replay) failText(i int, t bi) bool {
	r.v.AddText(entryField(i), fmt.Sprintf("Entry %d: %s", i+1, t.en), fmt.Sprintf("Voce %d: %s", i+1, t.it))
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
func (r *replay) canAct(i int, side Side, what bi) bool {
	if r.ended {
		return r.fail(i, "the combat is already over; nothing can follow.", "il combattimento è già terminato; non può seguire nulla.")
	}
	if r.siege && side != r.attacker {
		return r.fail(i, "in a siege only the attacker deploys; the defender plays no cards (8.9.4).",
			"in un assedio schiera solo l'attaccante; il difensore non gioca carte (8.9.4).")
	}
	if at := r.passedAt[side]; at > 0 {
		return r.failText(i, bi{
			fmt.Sprintf("%s declared he was finished at entry %d and may not %s again (8.5).", side.Name(), at, what.en),
			fmt.Sprintf("%s ha dichiarato di aver terminato alla voce %d e non può più %s (8.5).", side.Name(), at, what.it)})
	}
	if holder := r.initiative(); side != holder {
		return r.failText(i, bi{
			fmt.Sprintf("%s cannot %s now: %s is ahead, and the side behind holds the initiative (8.5).", side.Name(), what.en, side.Name()),
			fmt.Sprintf("%s non può %s ora: è in vantaggio, e l'iniziativa spetta a chi è in svantaggio (8.5).", side.Name(), what.it)})
	}
	return true
}

func (r *replay) deploy(i int, d Deployment) (Step, bool) {
	side := d.Side
	if !r.canAct(i, side, bi{"deploy", "schierare"}) || !r.mayDeploy(i, d) {
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
	st.EN, st.IT = text.en, text.it
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
			return r.fail(i, "no free commander deployment in a siege under option freeLeaderInSiege (S-20).",
				"nessuno schieramento gratuito del comandante in assedio con l'opzione freeLeaderInSiege (S-20).")
		case r.carded[side]:
			return r.fail(i, "%s has already deployed with a card, so a commander can no longer deploy free (8.2.4).",
				"%s ha già schierato con una carta, quindi un comandante non può più schierarsi gratis (8.2.4).", side.Name())
		case r.opt.FreeLeaders == "one" && r.free[side] > 0:
			return r.fail(i, "only one free commander deployment per side under option freeLeaders=one (S-10).",
				"un solo schieramento gratuito di comandante per parte con l'opzione freeLeaders=one (S-10).")
		}
	}
	blocks := r.b.AttackerBlocks
	if side == r.defender {
		blocks = r.b.DefenderBlocks
	}
	if blocks > 0 && (!r.siege || side == r.attacker) && r.owned[side]+len(d.Blocks) > blocks {
		return r.failText(i, bi{
			fmt.Sprintf("%s has only %s in this combat and each deploys once (8.2.2).", side.Name(), blocksEN(blocks)),
			fmt.Sprintf("%s ha solo %s in questo combattimento e ciascuno si schiera una volta (8.2.2).", side.Name(), blocksIT(blocks))})
	}
	for _, b := range d.Blocks {
		if _, wild := wildBlock(b.Daimyo); wild {
			if at := r.wildAt[b.Daimyo]; at > 0 {
				return r.fail(i, "there is a single %s block and it was deployed at entry %d (8.2.2).",
					"esiste un solo blocco %s ed è stato schierato alla voce %d (8.2.2).", daimyoName(b.Daimyo), at)
			}
			r.wildAt[b.Daimyo] = i + 1
		}
		if effectiveNobori(b) == 3 {
			if at := r.lordAt[side]; at > 0 {
				return r.fail(i, "%s has a single 3-dot commander, deployed at entry %d (3.2).",
					"%s ha un solo comandante a 3 pallini, schierato alla voce %d (3.2).", side.Name(), at)
			}
			r.lordAt[side] = i + 1
		}
	}
	return true
}

// deployText tells what was deployed and each block's Impact.
func (r *replay) deployText(d Deployment, blocks, impact int) bi {
	side := d.Side
	var what bi
	for k, b := range d.Blocks {
		if k > 0 {
			what = join(what, bi{"and the", "e il"})
		}
		db := describeBlock(b)
		if k == 0 {
			db = bi{"the " + db.en, "il " + db.it}
		}
		what = join(what, db)
	}
	text := join(bif("%s deploys", "%s schiera", side.Name()), what, describeCard(d))
	if _, wild := wildBlock(d.Blocks[0].Daimyo); wild && d.Card != Free && cardDaimyo(d) != d.Blocks[0].Daimyo {
		text = join(text, bif("(the %s block takes any card, 8.2.2)", "(il blocco %s accetta qualsiasi carta, 8.2.2)", daimyoName(d.Blocks[0].Daimyo)))
	}
	text.en += ":"
	text.it += ":"
	if blocks == 1 {
		text = join(text, r.breakdown[len(r.breakdown)-1])
	} else {
		first, second := r.breakdown[len(r.breakdown)-2], r.breakdown[len(r.breakdown)-1]
		text = join(text, bi{"First block: " + first.en, "Primo blocco: " + first.it},
			bi{"Second block: " + second.en, "Secondo blocco: " + second.it})
	}
	if blocks > 1 {
		text = join(text, bif("Together %d Impact.", "In tutto %d Impatto.", impact))
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
	text := bi{fmt.Sprintf("%d mon", b.Mon), fmt.Sprintf("%d mon", b.Mon)}
	if out.SameDaimyo > 0 {
		t := plusTerm(out.SameDaimyo, fmt.Sprintf("for earlier %s blocks (8.3.3)", name), fmt.Sprintf("per blocchi %s già schierati (8.3.3)", name))
		text.en += t.en
		text.it += t.it
	}
	var note bi
	symEN, symIT := b.Symbol.names()
	switch {
	case d.Card == Swords && b.Symbol == NoSymbol:
		note = bi{"The swords do nothing: the block has no cavalry or arquebus (8.4.1).", "Le spade non hanno effetto: il blocco non ha cavalleria né archibugio (8.4.1)."}
	case b.Symbol == NoSymbol:
	case d.Card == Double:
		note = bi{fmt.Sprintf("No %s bonus: a double card makes no Special Attack (8.4.2).", symEN),
			fmt.Sprintf("Nessun bonus di %s: una carta doppia non fa Attacchi Speciali (8.4.2).", symIT)}
	case d.Card != Swords:
		note = bi{fmt.Sprintf("No %s bonus: the card has no swords (8.4.1).", symEN),
			fmt.Sprintf("Nessun bonus di %s: la carta non ha spade (8.4.1).", symIT)}
	case r.siege:
		note = bi{"No Special Attack counts in a siege (8.9.5).", "In un assedio non conta alcun Attacco Speciale (8.9.5)."}
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
		t := plusTerm(SpecialAttackBonus.Base, symEN+" Special Attack (8.4.1)", "Attacco Speciale di "+symIT+" (8.4.1)")
		text.en += t.en
		text.it += t.it
		if out.SpecialChain > 0 {
			t := plusTerm(SpecialAttackBonus.PerEarlierBlock*out.SpecialChain,
				fmt.Sprintf("for %d earlier %s blocks", out.SpecialChain, symEN),
				fmt.Sprintf("per %d blocchi di %s già schierati", out.SpecialChain, symIT))
			text.en += t.en
			text.it += t.it
		}
	}
	out.Impact = out.Base + out.SameDaimyo + out.SpecialBonus
	text.en += fmt.Sprintf(" = %d Impact.", out.Impact)
	text.it += fmt.Sprintf(" = %d Impatto.", out.Impact)
	text = join(text, note)
	db := describeBlock(b)
	out.EN = capitalize(db.en) + ": " + text.en
	out.IT = capitalize(db.it) + ": " + text.it
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
	var named bi
	for k, rec := range recs {
		if k > 0 {
			named = join(named, bi{"and", "e"})
		}
		named = join(named, describeBlock(rec.block))
	}
	head := bi{fmt.Sprintf("%s plays a Loyalty Challenge against entry %d (%s);", side.Name(), target+1, named.en),
		fmt.Sprintf("%s gioca una Prova di Lealtà contro la voce %d (%s);", side.Name(), target+1, named.it)}
	if d.Refuted {
		text := join(head, bif("%s shows another card able to deploy it, so the block stays loyal and the card goes back to his hand (8.6.1).",
			"%s mostra un'altra carta in grado di schierarlo, quindi il blocco resta leale e la carta torna nella sua mano (8.6.1).", deployer.Name()))
		text = join(text, refuterText(t, recs))
		st.EN, st.IT = text.en, text.it
		return st, true
	}
	text := r.defect(&st, side, head)
	st.EN, st.IT = text.en, text.it
	return st, true
}

// mayChallenge: a Loyalty Challenge is played against the opponent's
// deployment just made with a card, never in a siege (8.2.4, 8.6.1, 8.9.5).
func (r *replay) mayChallenge(i int, side Side) bool {
	switch {
	case r.siege:
		return r.fail(i, "no Loyalty Challenges in a siege (8.9.5).", "nessuna Prova di Lealtà in un assedio (8.9.5).")
	case r.ended:
		return r.fail(i, "the combat is already over; nothing can follow.", "il combattimento è già terminato; non può seguire nulla.")
	case r.target == nil:
		return r.fail(i, "a Loyalty Challenge is played immediately after an opponent's deployment, against it (8.6.1).",
			"una Prova di Lealtà si gioca subito dopo uno schieramento avversario, contro di esso (8.6.1).")
	case r.target.side == side:
		return r.fail(i, "%s cannot challenge his own deployment (8.6.1).", "%s non può sfidare un proprio schieramento (8.6.1).", side.Name())
	case r.target.card == Free:
		return r.fail(i, "a commander deployed without a card is immune to Loyalty Challenges (8.2.4).",
			"un comandante schierato senza carta è immune alla Prova di Lealtà (8.2.4).")
	}
	return true
}

// refuterText says which card refutes a challenge to the deployment t,
// when the rules give it (8.6.3, S-12, S-13).
func refuterText(t *deployment, recs []record) bi {
	var refuter bi
	if _, wild := wildBlock(recs[0].block.Daimyo); wild {
		refuter = bi{"Any card but a Loyalty Challenge can refute a challenge against this block (S-13).",
			"Qualsiasi carta tranne una Prova di Lealtà può annullare una sfida contro questo blocco (S-13)."}
	} else if t.card == Double {
		refuter = bif("One %s card, single or double, refutes it even for two blocks (8.6.3, S-12).",
			"Una carta %s, singola o doppia, la annulla anche per due blocchi (8.6.3, S-12).", daimyoName(recs[0].block.Daimyo))
	}
	return refuter
}

// defect moves the challenged blocks to side: the deployer loses their
// Impact and side gains what they keep (8.6.2, S-11).
func (r *replay) defect(st *Step, side Side, head bi) bi {
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
	what := bi{"the block defects", "il blocco diserta"}
	if len(recs) > 1 {
		what = bi{"both blocks defect (8.6.3)", "entrambi i blocchi disertano (8.6.3)"}
	}
	text := join(head, bi{
		fmt.Sprintf("%s cannot show another card able to deploy it, so %s: %s loses %d Impact and %s gains %d",
			deployer.Name(), what.en, deployer.Name(), t.impact, side.Name(), gain),
		fmt.Sprintf("%s non può mostrare un'altra carta in grado di schierarlo, quindi %s: %s perde %d Impatto e %s ne guadagna %d",
			deployer.Name(), what.it, deployer.Name(), t.impact, side.Name(), gain)})
	if r.opt.DefectionTransfersSpecial == "true" {
		text = join(text, bi{"(everything, under option defectionTransfersSpecial, S-11).", "(tutto, con l'opzione defectionTransfersSpecial, S-11)."})
	} else {
		text = join(text, bi{"(mon and same-daimyo bonus, no Special Attack: 8.6.2, S-11).", "(mon e bonus dello stesso daimyo, nessun Attacco Speciale: 8.6.2, S-11)."})
	}
	text = join(text, bif("It now counts as a %s block for later bonuses; after the battle it returns to %s (8.6.1).",
		"Ora conta come blocco di %s per i bonus successivi; dopo la battaglia torna a %s (8.6.1).", side.Name(), deployer.Name()))
	return text
}

func (r *replay) pass(i int, d Deployment) (Step, bool) {
	side := d.Side
	if !r.canAct(i, side, bi{"declare he is finished", "dichiarare di aver terminato"}) {
		return Step{}, false
	}
	r.passedAt[side] = i + 1
	r.target = nil
	if r.siege || r.passedAt[side.Opponent()] > 0 {
		r.ended = true
	}
	st := Step{Index: i, Side: side, Action: Pass}
	text := bif("%s declares he will deploy no more (8.5).", "%s dichiara che non schiererà altri blocchi (8.5).", side.Name())
	if r.siege {
		text = bif("%s has finished deploying (8.9.4 A).", "%s ha terminato di schierare (8.9.4 A).", side.Name())
	}
	st.EN, st.IT = text.en, text.it
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
	var tail bi
	if st.Action != Pass && !r.siege {
		tail = scoreLine(r.score, r.defender)
	}
	if r.siege && st.Action == Deploy {
		tail = bif("Attacker's Impact: %d.", "Impatto dell'attaccante: %d.", r.score.Of(r.attacker))
	}
	switch now := st.Initiative; {
	case r.ended && r.siege:
		tail = join(tail, bi{"The siege is resolved (8.9.4 B).", "L'assedio viene risolto (8.9.4 B)."})
	case r.ended:
		tail = join(tail, bi{"Both sides have finished: the battle is over (8.5).", "Entrambe le parti hanno terminato: la battaglia è finita (8.5)."})
	case r.siege:
	case st.Permanent && (st.Action == Pass):
		tail = join(tail, bif("%s holds the initiative for good and may deploy as many blocks as he wishes (8.5).",
			"%s ha ora l'iniziativa in modo permanente e può schierare quanti blocchi desidera (8.5).", now.Name()))
	case st.Permanent:
		tail = join(tail, bif("%s keeps the initiative for good (8.5).", "%s mantiene l'iniziativa in modo permanente (8.5).", now.Name()))
	case now == before:
		tail = join(tail, bif("%s is still behind and keeps the initiative (8.5).", "%s è ancora in svantaggio e mantiene l'iniziativa (8.5).", now.Name()))
	default:
		tail = join(tail, bif("The initiative passes to %s (8.5).", "L'iniziativa passa a %s (8.5).", now.Name()))
	}
	text := join(bi{st.EN, st.IT}, tail)
	st.EN, st.IT = text.en, text.it
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
	head := bif("%s wins, %d to %d", "%s vince, %d a %d", winner.Name(), r.score.Of(winner), r.score.Of(loser))
	if r.score.Of(winner) == r.score.Of(loser) {
		head = bif("%s, the defender, wins the tie %d to %d (8.2.1)", "%s, il difensore, vince in parità %d a %d (8.2.1)", winner.Name(), r.score.Of(winner), r.score.Of(loser))
	}
	if !o.Final {
		head = bi{"If the battle ended now: " + head.en + ".", "Se la battaglia finisse ora: " + head.it + "."}
	} else {
		head = bi{head.en + ".", head.it + "."}
	}
	text := head
	for _, so := range o.Sides {
		text = join(text, bi{so.EN, so.IT})
	}
	if o.InstantVictory != "" {
		text = join(text, bif("A 3-dot commander is among the losses: %s wins the game at once (2.1).",
			"Un comandante a 3 pallini è tra le perdite: %s vince subito la partita (2.1).", o.InstantVictory.Name()))
	}
	o.EN, o.IT = text.en, text.it
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
	so.EN, so.IT = t.en, t.it
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

func sideOutcomeText(so SideOutcome, attacker bool) bi {
	text := bi{
		fmt.Sprintf("%s loses %s: ⌊%d/%d⌋ = %d for the opponent's Impact", so.Side.Name(), blocksEN(so.Losses), so.ImpactTaken, ImpactPerLoss, so.LossesFromImpact),
		fmt.Sprintf("%s perde %s: ⌊%d/%d⌋ = %d per l'Impatto avversario", so.Side.Name(), blocksIT(so.Losses), so.ImpactTaken, ImpactPerLoss, so.LossesFromImpact)}
	if so.Losses == 0 {
		text.it = fmt.Sprintf("%s non perde blocchi: ⌊%d/%d⌋ = %d per l'Impatto avversario", so.Side.Name(), so.ImpactTaken, ImpactPerLoss, so.LossesFromImpact)
	}
	if so.LoserLoss > 0 {
		text.en += fmt.Sprintf(" + %d for losing", so.LoserLoss)
		text.it += fmt.Sprintf(" + %d per la sconfitta", so.LoserLoss)
	}
	if so.Blocks > 0 && so.Losses < so.LossesFromImpact+so.LoserLoss {
		text.en += fmt.Sprintf(", but he has only %s", blocksEN(so.Blocks))
		text.it += fmt.Sprintf(", ma ne ha solo %d", so.Blocks)
	}
	text.en += " (8.7.1)."
	text.it += " (8.7.1)."
	if so.Losses > 0 {
		text = lossOrderText(text, so, attacker)
	}
	if so.LordLost {
		text = join(text, bi{"His 3-dot commander must be among them (2.1).", "Il suo comandante a 3 pallini è necessariamente tra questi (2.1)."})
	} else if so.AllLost {
		text = join(text, bi{"Every block is lost: if Ishida Mitsunari or Tokugawa Ieyasu was here, the game ends (2.1).",
			"Tutti i blocchi sono persi: se Ishida Mitsunari o Tokugawa Ieyasu era qui, la partita termina (2.1)."})
	}
	if so.Retreats && !so.AllLost {
		text = join(text, bi{"He retreats with his surviving blocks (8.8).", "Si ritira con i blocchi superstiti (8.8)."})
	}
	text = join(text, bi{
		fmt.Sprintf("He draws %s: %d for the cards played + ⌊%d/2⌋ for the blocks lost (8.10).", cardsEN(so.CardsDrawn), so.CardsPlayed, so.Losses),
		fmt.Sprintf("Pesca %s: %d per le carte giocate + ⌊%d/2⌋ per i blocchi persi (8.10).", cardsIT(so.CardsDrawn), so.CardsPlayed, so.Losses)})
	return text
}

// lossOrderText adds to text the order the losses are taken in: the
// blocks that defected, then the deployed, then the undeployed (8.7.2).
func lossOrderText(text bi, so SideOutcome, attacker bool) bi {
	order := bi{"The attacker chooses his losses first (8.7.2):", "L'attaccante sceglie le perdite per primo (8.7.2):"}
	if !attacker {
		order = bi{"The defender chooses his losses after the attacker (8.7.2):", "Il difensore sceglie le perdite dopo l'attaccante (8.7.2):"}
	}
	left := so.Losses
	var parts []bi
	take := func(n int, en, it string) {
		if left <= 0 || n == 0 {
			return
		}
		k := left
		if n > 0 && n < k {
			k = n
		}
		left -= k
		if n > 0 {
			parts = append(parts, bi{fmt.Sprintf("%d from %s (%d)", k, en, n), fmt.Sprintf("%d tra %s (%d)", k, it, n)})
		} else {
			parts = append(parts, bi{fmt.Sprintf("%d from %s", k, en), fmt.Sprintf("%d tra %s", k, it)})
		}
	}
	take(so.Defected, "his blocks that defected", "i suoi blocchi passati all'avversario")
	if so.Defected > 0 {
		take(so.Deployed, "his other deployed blocks", "gli altri blocchi schierati")
	} else {
		take(so.Deployed, "his deployed blocks", "i blocchi schierati")
	}
	take(so.Undeployed, "his undeployed blocks", "i blocchi non schierati")
	text = join(text, order)
	for k, p := range parts {
		sep := bi{", then", ", poi"}
		if k == 0 {
			sep = bi{}
		}
		text.en += sep.en + " " + p.en
		text.it += sep.it + " " + p.it
	}
	text.en += "."
	text.it += "."
	return text
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
	so.EN, so.IT = so.explain(head, d, hasDisc)
	return so
}

// addChoice adds one way the defender may take the losses (8.9.4 F).
func (so *SiegeOutcome) addChoice(d Disc, blocks int, discLost bool) {
	c := SiegeChoice{BlocksLost: blocks, DiscLost: discLost, DefenderDraws: blocks}
	t := bi{"The defender loses " + blocksEN(blocks), "Il difensore perde " + blocksIT(blocks)}
	if discLost {
		t = bif("The defender loses the %s disc", "Il difensore perde il disco di %s", d.Name)
		if blocks > 0 {
			t = join(t, bi{"and " + blocksEN(blocks), "e " + blocksIT(blocks)})
		}
	}
	draws := bi{fmt.Sprintf("and draws %s (8.9.4 F; none for a disc).", cardsEN(blocks)),
		fmt.Sprintf("e pesca %s (8.9.4 F; nessuna per un disco).", cardsIT(blocks))}
	if blocks == 0 {
		draws.it = "e non pesca carte (8.9.4 F; nessuna per un disco)."
	}
	t = join(t, draws)
	c.EN, c.IT = t.en, t.it
	so.Choices = append(so.Choices, c)
}

// siegeHead says how many losses the attacker's Impact inflicts (8.9.4 B),
// as a supposition while the combat goes on.
func siegeHead(imp, units int, final bool) bi {
	head := bif("The attacker's %d Impact inflicts ⌊%d/%d⌋ = %d", "I %d punti di Impatto dell'attaccante infliggono ⌊%d/%d⌋ = %d",
		imp, imp, ImpactPerLoss, imp/ImpactPerLoss)
	if imp/ImpactPerLoss == 1 {
		head.en += " loss on the defender only (8.9.4 B)"
		head.it += " perdita al solo difensore (8.9.4 B)"
	} else {
		head.en += " losses on the defender only (8.9.4 B)"
		head.it += " perdite al solo difensore (8.9.4 B)"
	}
	if imp/ImpactPerLoss > units {
		head.en += fmt.Sprintf(", who has only %d units inside", units)
		head.it += fmt.Sprintf(", che ha solo %d unità dentro", units)
	}
	head.en += "."
	head.it += "."
	if !final {
		head = bi{"If the attacker stopped now: t" + head.en[1:], "Se l'attaccante si fermasse ora: i" + head.it[1:]}
	}
	return head
}

// explain words the outcome after head: the defender's choices, the
// castle's fate and the cards drawn (8.9.4, 8.10).
func (so *SiegeOutcome) explain(head bi, d Disc, hasDisc bool) (string, string) {
	text := head
	if len(so.Choices) > 1 {
		text = join(text, bif("One loss may destroy the %s disc instead of a block (%s); the defender chooses:",
			"Una perdita può distruggere il disco di %s invece di un blocco (%s); sceglie il difensore:", d.Name, d.Section))
	} else if hasDisc && d.LostLast {
		text = join(text, bif("%s is always the last unit lost (%s).", "%s è sempre l'ultima unità persa (%s).", d.Name, d.Section))
	}
	for _, c := range so.Choices {
		text = join(text, bi{c.EN, c.IT})
	}
	if so.CastleFalls {
		text = join(text, bi{"Every unit inside is destroyed: the castle falls to the attacker (8.9.4 D).",
			"Tutte le unità all'interno sono distrutte: il castello cade all'attaccante (8.9.4 D)."})
	} else {
		text = join(text, bi{"The castle holds: both sides stay in the location and the defender is besieged (8.9.4 E).",
			"Il castello resiste: le due parti restano nella locazione e il difensore è assediato (8.9.4 E)."})
	}
	if so.InstantVictory != "" {
		text = join(text, bif("%s is captured: %s wins the game at once (2.1, %s).",
			"%s è catturato: %s vince subito la partita (2.1, %s).", d.Name, so.InstantVictory.Name(), d.Section))
	}
	text = join(text, bi{fmt.Sprintf("The attacker discards the cards he played and draws as many: %s (8.10).", cardsEN(so.AttackerDraws)),
		fmt.Sprintf("L'attaccante scarta le carte giocate e ne pesca altrettante: %s (8.10).", cardsIT(so.AttackerDraws))})
	return text.en, text.it
}

// summary is the result's headline.
func (r *replay) summary(res BattleResult) bi {
	what := bi{"Battle", "Battaglia"}
	if r.siege {
		what = bi{"Siege", "Assedio"}
	}
	var state bi
	switch {
	case r.ended:
		state = bi{"over", "terminato"}
		if !r.siege {
			state = bi{"over", "terminata"}
		}
	case len(res.Steps) == 0:
		state = bi{"not started", "non iniziato"}
		if !r.siege {
			state = bi{"not started", "non iniziata"}
		}
	default:
		state = bi{"in progress", "in corso"}
	}
	text := bi{
		fmt.Sprintf("%s %s (attacker %s): Ishida %d – Tokugawa %d.", what.en, state.en, r.attacker.Name(), r.score.Ishida, r.score.Tokugawa),
		fmt.Sprintf("%s %s (attaccante %s): Ishida %d – Tokugawa %d.", what.it, state.it, r.attacker.Name(), r.score.Ishida, r.score.Tokugawa)}
	if r.siege {
		text = bi{
			fmt.Sprintf("%s %s (attacker %s): %d Impact.", what.en, state.en, r.attacker.Name(), r.score.Of(r.attacker)),
			fmt.Sprintf("%s %s (attaccante %s): %d Impatto.", what.it, state.it, r.attacker.Name(), r.score.Of(r.attacker))}
	}
	if !r.ended {
		holder := r.initiative()
		text = join(text, bif("%s to act: deploy a block or declare finished.", "Tocca a %s: schierare un blocco o dichiarare di aver terminato.",
			holder.Name()))
		if res.Challenger != "" {
			text = join(text, bif("%s may first play a Loyalty Challenge against the last deployment (8.6.1).",
				"%s può prima giocare una Prova di Lealtà contro l'ultimo schieramento (8.6.1).", res.Challenger.Name()))
		}
	}
	return text
}
