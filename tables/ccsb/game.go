package ccsb

import (
	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// A game of a scenario followed at the table: the Victory Banners each
// side won and what won each, its Honor & Fortune pool with the rule of
// every gain and spend, its Command-card hand as the game changes it, the
// Command Tent captured, and the end. A game is its setup and its events:
// Replay rebuilds it (a few µs), so the store keeps each event once, as
// it was recorded, and never rewrites one (an undo is an event too).
//
// The rules cited (seed lines of 000_b30dd86bf7c90fad.txt):
//   - a Victory Banner for every enemy unit (its last block), leader or
//     Army Commander eliminated (l.93-95, l.553-554, l.593-594); banners
//     for a scenario's objectives (l.99-100, l.594-596), permanent ones
//     never lost nor won twice (l.2741-2742, l.3206), temporary ones held
//     while the position is (l.2604-2606);
//   - the enemy Command Tent occupied at the start of the turn: removed, 3
//     banners, and a Command card of its owner chosen at random and
//     discarded (l.97-99, l.582-586; «permanenti» l.2358);
//   - the game ends the moment a side reaches the scenario's banners
//     (l.598, l.1635-1640); a player whose hand is down to one Command card
//     at the start of his turn surrenders (l.1641-1642);
//   - Honor & Fortune: the scenario's tokens at the start (l.621-623), from
//     a common pool of 30 (l.32) that, once empty, gives nothing
//     (l.1622-1625); gains and spends by GameRules; a loss for a retreat
//     or a Dragon card's effect that the reserve cannot cover takes the
//     whole reserve and calls for a Lack of Honor roll of 4 dice plus one
//     per token not paid (l.1463-1470); a Dragon card whose cost the
//     reserve cannot pay cannot be played (l.1654-1657);
//   - the command is the hand of Command cards the scenario gives
//     (l.613-615, l.722-723) and changes with it (l.735-736).
//
// Tokens spent go back to the common pool at once: the tracker does not
// follow the end of the turn, when a Dragon card's tokens return
// (digest §5.3).

// Game event kinds.
const (
	// EvFlag: Side wins N banners For a reason (FlagReasons).
	EvFlag = "flag"
	// EvFlagLost: Side no longer holds N temporary banners.
	EvFlagLost = "flag-lost"
	// EvTent: Side occupied the enemy Command Tent at the start of its turn.
	EvTent = "tent"
	// EvHF: Side's Honor & Fortune, by the rule For (GameRules) and N tokens.
	EvHF = "hf"
	// EvHand: Side's Command hand changes by N (+1 or -1) by the rule For.
	EvHand = "hand"
	// EvSeppuku: a leader of Side commits seppuku: +5 tokens, a Command card
	// less (l.1399-1402); the enemy draws a Dragon card (l.1404).
	EvSeppuku = "seppuku"
	// EvSurrender: Side surrenders, its hand down to one Command card at the
	// start of its turn (l.1641-1642).
	EvSurrender = "surrender"
	// EvVictory: Side wins at once by a scenario objective (e.g. l.2478).
	EvVictory = "victory"
	// EvCarry: mini-campaign, the second day: Side's carry-over roll showed
	// N Honor & Fortune symbols, each a token of the enemy's pool
	// (l.2693-2694).
	EvCarry = "carry"
	// EvUndo: takes back event N, the last one still standing.
	EvUndo = "undo"
)

// Banner reasons (EvFlag's For).
const (
	FlagUnit      = "unit"
	FlagLeader    = "leader"
	FlagCommander = "commander"
	FlagObjective = "objective"
	FlagTemporary = "temporary"
	FlagTent      = "tent"
)

// FlagReasons are the reasons an EvFlag names, in the page's order.
var FlagReasons = []string{FlagUnit, FlagLeader, FlagCommander, FlagObjective, FlagTemporary}

// GameRule is one way a side's Honor & Fortune pool or Command hand
// changes: Sign +1 gains, -1 spends or loses, 0 sets (a correction); Fixed
// is the number of tokens the rule moves (0: the players give it); Lack
// marks a loss that calls for a Lack of Honor roll when the reserve is
// short, Pay one that cannot be made then; Hand marks a rule of the
// Command hand; Source cites the rulebook's sections (seed lines: gains
// l.1613-1620, l.1182-1190; inspiration l.1133-1139; a Dragon card's cost
// l.1654-1657; retreats l.1436-1461; Lack of Honor l.1463-1467; a leader
// off the battlefield l.888-890; the starting tokens l.621-623; the
// command l.735-736).
type GameRule struct {
	ID     string
	Sign   int
	Fixed  int
	Lack   bool
	Pay    bool
	Hand   bool
	Source i18n.Msg
	Label  string
}

// GameRules are the Honor & Fortune and Command-hand rules, in the page's
// order.
var GameRules = []GameRule{
	{ID: "turn-end", Sign: 1, Fixed: 2, Source: rulebook.CCSB.Cite(1613), Label: "ccsb.game.rule.turn-end"},
	{ID: "discard-dragon", Sign: 1, Fixed: 1, Source: rulebook.CCSB.Cite(1615), Label: "ccsb.game.rule.discard-dragon"},
	{ID: "close-combat", Sign: 1, Source: rulebook.CCSB.Cite(1618, 1182), Label: "ccsb.game.rule.close-combat"},
	{ID: "ranged", Sign: 1, Source: rulebook.CCSB.Cite(1619), Label: "ccsb.game.rule.ranged"},
	{ID: "dragon-gain", Sign: 1, Source: rulebook.CCSB.Cite(1617), Label: "ccsb.game.rule.dragon-gain"},
	{ID: "inspire", Sign: -1, Fixed: 1, Pay: true, Source: rulebook.CCSB.Cite(1133), Label: "ccsb.game.rule.inspire"},
	{ID: "dragon-cost", Sign: -1, Pay: true, Source: rulebook.CCSB.Cite(1654), Label: "ccsb.game.rule.dragon-cost"},
	{ID: "retreat", Sign: -1, Lack: true, Source: rulebook.CCSB.Cite(1436), Label: "ccsb.game.rule.retreat"},
	{ID: "dragon-effect", Sign: -1, Lack: true, Source: rulebook.CCSB.Cite(1463), Label: "ccsb.game.rule.dragon-effect"},
	{ID: "leader-off", Sign: -1, Fixed: 3, Pay: true, Source: rulebook.CCSB.Cite(888), Label: "ccsb.game.rule.leader-off"},
	{ID: "set", Sign: 0, Source: rulebook.CCSB.Cite(621), Label: "ccsb.game.rule.set"},
	{ID: "dragon-card", Hand: true, Source: rulebook.CCSB.Cite(735), Label: "ccsb.game.rule.hand-dragon"},
	{ID: "scenario", Hand: true, Source: rulebook.CCSB.Cite(735), Label: "ccsb.game.rule.hand-scenario"},
}

// RuleByID is the rule id, ok false for any other.
func RuleByID(id string) (GameRule, bool) {
	for _, r := range GameRules {
		if r.ID == id {
			return r, true
		}
	}
	return GameRule{}, false
}

// CommonPool is the Honor & Fortune tokens in the box (l.32).
const CommonPool = 30

// MaxGameEvents bounds the events of one game: a game is a few dozen.
const MaxGameEvents = 500

// TentFlags are the banners the enemy Command Tent is worth (l.584).
const TentFlags = 3

// GameEvent is one change recorded on a game; Seq is its revision (1, 2,
// …) and Seat the player who recorded it (0 or 1), both set by the store.
type GameEvent struct {
	Seq  int    `json:"seq"`
	Kind string `json:"kind"`
	Side int    `json:"side"`
	For  string `json:"for,omitempty"`
	N    int    `json:"n,omitempty"`
	Seat int    `json:"seat"`
}

// Carry is the first day of a mini-campaign a second day continues: its
// game and the banners each side won there.
type Carry struct {
	From   int64  `json:"from"`
	Flags  [2]int `json:"flags"`
	Winner int    `json:"winner"`
}

// GameSetup starts a game: the scenario, the players' corrections of its
// unclear values, and for a second day the first day's result.
type GameSetup struct {
	Scenario int         `json:"scenario"`
	Fix      ScenarioFix `json:"fix"`
	Carry    *Carry      `json:"carry,omitempty"`
}

// FlagWon is what won banners: the event, its reason and how many.
type FlagWon struct {
	Seq int    `json:"seq"`
	For string `json:"for"`
	N   int    `json:"n"`
}

// GameSide is one army in a game.
type GameSide struct {
	// Flags are the banners held; Temporary those of them that can be lost.
	Flags     int       `json:"flags"`
	Temporary int       `json:"temporary"`
	Won       []FlagWon `json:"won"`
	Pool      int       `json:"pool"`
	Hand      int       `json:"hand"`
	// TentLost: the side's own Command Tent was captured.
	TentLost bool `json:"tentLost"`
	// Lack is the Lack of Honor dice the last short loss calls for (0:
	// none pending since).
	Lack int `json:"lack"`
	// Carried: the side's carry-over roll is recorded.
	Carried bool `json:"carried"`
}

// Game is a game as it stands.
type Game struct {
	Setup    GameSetup
	Scenario Scenario
	Target   int
	Sides    [2]GameSide
	Rev      int
	Over     bool
	Winner   int // -1 while none
	End      string
	// Events are all the events, Undone the seqs taken back.
	Events []GameEvent
	Undone map[int]bool
	// Note is the last event's reminder for the table (zero: none).
	Note i18n.Msg
}

// Common is the tokens left in the common pool.
func (g *Game) Common() int { return max(0, CommonPool-g.Sides[0].Pool-g.Sides[1].Pool) }

// NewGame sets a game up: each side's tokens and hand as the scenario
// gives them (with the players' fix), and no banner.
func NewGame(s GameSetup) (*Game, error) {
	sc, ok := ScenarioByNumber(s.Scenario)
	if !ok {
		return nil, tables.Invalid("scenario", "ccsb.game.err.scenario")
	}
	sc, err := sc.Apply(s.Fix)
	if err != nil {
		return nil, err
	}
	if s.Carry != nil {
		if first, ok := MiniCampaigns[s.Scenario]; !ok || first == 0 {
			return nil, tables.Invalid("scenario", "ccsb.game.err.not-second-day")
		}
	}
	g := &Game{Setup: s, Scenario: sc, Target: sc.VictoryFlags.Value, Winner: -1, Undone: map[int]bool{}}
	for i, sd := range sc.Sides {
		g.Sides[i] = GameSide{Pool: sd.HonorFortune.Value, Hand: sd.CommandCards.Value, Won: []FlagWon{}}
	}
	return g, nil
}

// Replay rebuilds the game of setup s from its events, in order.
func Replay(s GameSetup, events []GameEvent) (*Game, error) {
	g, err := NewGame(s)
	if err != nil {
		return nil, err
	}
	undone := map[int]bool{}
	var standing []int
	for _, ev := range events {
		if ev.Kind == EvUndo {
			if n := len(standing); n > 0 {
				undone[standing[n-1]] = true
				standing = standing[:n-1]
			}
			continue
		}
		standing = append(standing, ev.Seq)
	}
	for _, ev := range events {
		if ev.Kind != EvUndo && !undone[ev.Seq] {
			if err := g.apply(ev); err != nil {
				return nil, err
			}
		}
	}
	g.Events, g.Undone, g.Rev = events, undone, len(events)
	if n := len(events); n == 0 || events[n-1].Kind == EvUndo {
		g.Note = i18n.Msg{}
	}
	return g, nil
}

// Record checks ev made on g and returns the game after it; g is left as
// it was. The event's Seq is set to the next revision.
func Record(g *Game, ev GameEvent) (*Game, GameEvent, error) {
	ev.Seq = g.Rev + 1
	if g.Rev >= MaxGameEvents {
		return nil, ev, tables.Invalid("kind", "ccsb.game.err.too-many", MaxGameEvents)
	}
	if ev.Kind == EvUndo {
		if last, ok := g.LastStanding(); !ok || (ev.N != 0 && ev.N != last) {
			return nil, ev, tables.Invalid("n", "ccsb.game.err.undo")
		}
		ev.N, ev.Side, ev.For = 0, 0, ""
	} else if g.Over {
		return nil, ev, tables.Invalid("kind", "ccsb.game.err.over")
	}
	out, err := Replay(g.Setup, append(append([]GameEvent(nil), g.Events...), ev))
	if err != nil {
		return nil, ev, err
	}
	return out, ev, nil
}

// LastStanding is the seq of the last event not taken back.
func (g *Game) LastStanding() (int, bool) {
	for i := len(g.Events) - 1; i >= 0; i-- {
		ev := g.Events[i]
		if ev.Kind != EvUndo && !g.Undone[ev.Seq] {
			return ev.Seq, true
		}
	}
	return 0, false
}

// apply applies one event, checked: an event the rules refuse is a
// *tables.ValidationError naming the field.
func (g *Game) apply(ev GameEvent) error {
	if ev.Side != 0 && ev.Side != 1 {
		return tables.Invalid("side", "ccsb.game.err.side")
	}
	if g.Over {
		return tables.Invalid("kind", "ccsb.game.err.over")
	}
	g.Note = i18n.Msg{}
	switch ev.Kind {
	case EvFlag:
		return g.flag(ev)
	case EvFlagLost:
		return g.flagLost(ev)
	case EvTent:
		return g.tent(ev)
	case EvHF:
		return g.honor(ev)
	case EvHand:
		return g.hand(ev)
	case EvSeppuku:
		return g.seppuku(ev)
	case EvSurrender:
		g.finish(1-ev.Side, EvSurrender)
		return nil
	case EvVictory:
		g.finish(ev.Side, EvVictory)
		return nil
	case EvCarry:
		return g.carry(ev)
	}
	return tables.Invalid("kind", "ccsb.game.err.kind", ev.Kind)
}

func (g *Game) finish(winner int, end string) {
	g.Over, g.Winner, g.End = true, winner, end
}

// win gives side n banners won for reason at event seq, and ends the game
// when the side reaches the scenario's banners (l.598).
func (g *Game) win(side, seq, n int, reason string) {
	sd := &g.Sides[side]
	sd.Flags += n
	if reason == FlagTemporary {
		sd.Temporary += n
	}
	sd.Won = append(sd.Won, FlagWon{Seq: seq, For: reason, N: n})
	if sd.Flags >= g.Target {
		g.finish(side, "flags")
	}
}

func (g *Game) flag(ev GameEvent) error {
	switch ev.For {
	case FlagUnit, FlagLeader, FlagCommander:
		if ev.N > 1 {
			return tables.Invalid("n", "ccsb.game.err.one-flag")
		}
		ev.N = 1
	case FlagObjective, FlagTemporary:
		if ev.N == 0 {
			ev.N = 1
		}
		if ev.N < 1 || ev.N > g.Target {
			return tables.Invalid("n", "ccsb.game.err.flag-count", g.Target)
		}
	default:
		return tables.Invalid("for", "ccsb.game.err.flag-reason", ev.For)
	}
	g.win(ev.Side, ev.Seq, ev.N, ev.For)
	return nil
}

func (g *Game) flagLost(ev GameEvent) error {
	sd := &g.Sides[ev.Side]
	n := max(ev.N, 1)
	if n > sd.Temporary {
		return tables.Invalid("n", "ccsb.game.err.no-temporary")
	}
	sd.Temporary -= n
	sd.Flags -= n
	sd.Won = append(sd.Won, FlagWon{Seq: ev.Seq, For: FlagTemporary, N: -n})
	return nil
}

// tent: the enemy Command Tent is removed, 3 banners, and the enemy
// discards a random Command card (l.582-586).
func (g *Game) tent(ev GameEvent) error {
	enemy := &g.Sides[1-ev.Side]
	if enemy.TentLost {
		return tables.Invalid("kind", "ccsb.game.err.tent-gone")
	}
	enemy.TentLost = true
	g.win(ev.Side, ev.Seq, TentFlags, FlagTent)
	g.Note = i18n.M("ccsb.game.note.tent", g.Scenario.Sides[1-ev.Side].Army)
	return nil
}

func (g *Game) honor(ev GameEvent) error {
	r, ok := RuleByID(ev.For)
	if !ok || r.Hand {
		return tables.Invalid("for", "ccsb.game.err.rule", ev.For)
	}
	n := ev.N
	if r.Fixed > 0 {
		n = r.Fixed
	}
	if n < 0 || n > CommonPool || (n == 0 && r.Sign != 0) {
		return tables.Invalid("n", "ccsb.game.err.tokens", CommonPool)
	}
	sd := &g.Sides[ev.Side]
	switch {
	case r.Sign > 0:
		gain := min(n, g.Common())
		sd.Pool += gain
		if gain < n {
			g.Note = i18n.M("ccsb.game.note.pool-empty", n-gain)
		}
	case r.Sign == 0:
		if n > sd.Pool+g.Common() {
			return tables.Invalid("n", "ccsb.game.err.tokens", sd.Pool+g.Common())
		}
		sd.Pool = n
	case n <= sd.Pool:
		sd.Pool -= n
	case r.Pay:
		return tables.Invalid("n", "ccsb.game.err.cannot-pay", sd.Pool, n)
	default: // r.Lack: the whole reserve, and the roll (l.1465-1470)
		sd.Lack = 4 + n - sd.Pool
		sd.Pool = 0
		g.Note = i18n.M("ccsb.game.note.lack", sd.Lack)
	}
	return nil
}

func (g *Game) hand(ev GameEvent) error {
	r, ok := RuleByID(ev.For)
	if !ok || !r.Hand {
		return tables.Invalid("for", "ccsb.game.err.rule", ev.For)
	}
	if ev.N != 1 && ev.N != -1 {
		return tables.Invalid("n", "ccsb.game.err.hand-step")
	}
	return g.changeHand(ev.Side, ev.N)
}

// changeHand changes side's command; a hand is never below one card: at
// one, the side surrenders at the start of its turn (l.1641-1642).
func (g *Game) changeHand(side, n int) error {
	sd := &g.Sides[side]
	if sd.Hand+n < 1 {
		return tables.Invalid("n", "ccsb.game.err.hand-one")
	}
	sd.Hand += n
	if sd.Hand == 1 {
		g.Note = i18n.M("ccsb.game.note.hand-one", g.Scenario.Sides[side].Army)
	}
	return nil
}

func (g *Game) seppuku(ev GameEvent) error {
	if err := g.changeHand(ev.Side, -1); err != nil {
		return err
	}
	gain := min(5, g.Common())
	g.Sides[ev.Side].Pool += gain
	if g.Note.Key == "" {
		g.Note = i18n.M("ccsb.game.note.seppuku", g.Scenario.Sides[1-ev.Side].Army)
	}
	return nil
}

// carry: the second day's carry-over roll of side took N tokens of the
// enemy's pool, at most what it holds (l.2693-2694); each side rolls once.
func (g *Game) carry(ev GameEvent) error {
	c := g.Setup.Carry
	sd := &g.Sides[ev.Side]
	switch {
	case c == nil:
		return tables.Invalid("kind", "ccsb.game.err.no-carry")
	case sd.Carried:
		return tables.Invalid("side", "ccsb.game.err.carried")
	case ev.N < 0 || ev.N > c.Flags[ev.Side]:
		return tables.Invalid("n", "ccsb.game.err.carry-n", c.Flags[ev.Side])
	}
	sd.Carried = true
	enemy := &g.Sides[1-ev.Side]
	enemy.Pool -= min(ev.N, enemy.Pool)
	return nil
}
