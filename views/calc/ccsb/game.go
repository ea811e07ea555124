package ccsb

import (
	"net/url"
	"strconv"

	"sengoku/i18n"
	cc "sengoku/tables/ccsb"
	"sengoku/views"
)

// GamesPath is where games are started; GamePath(id) one game's page.
const GamesPath = "/calc/ccsb/games"

// GamePath is the page of game id.
func GamePath(id int64) string { return GamesPath + "/" + strconv.FormatInt(id, 10) }

// GamePage is a game as its page shows it to one browser: Seat is the
// seat the browser holds (-1: it reads), Open that the second seat is
// free, Link the address to share with the second phone, NextDay the
// second day a finished first day may start, Carry the odds of each
// side's carry-over roll on a second day.
type GamePage struct {
	ID      int64
	G       *cc.Game
	Seat    int
	Open    bool
	Problem string
	Link    string
	NextDay int
	Carry   [2]*cc.CarryOver
}

// Plays reports whether the browser records on the game.
func (v GamePage) Plays() bool { return v.Seat >= 0 }

// Live is the count the page's stream names (handlers/calc gameLive).
func (v GamePage) Live() int64 {
	n := int64(v.G.Rev) * 2
	if !v.Open {
		n++
	}
	return n
}

// NextDay is the second day of the mini-campaign finished game g may
// start, 0 for none.
func NextDay(g *cc.Game) int {
	if !g.Over || g.Setup.Carry != nil {
		return 0
	}
	for second, first := range cc.MiniCampaigns {
		if first == g.Scenario.Number {
			return second
		}
	}
	return 0
}

// Army is side i's army, named.
func Army(l views.Lang, g *cc.Game, i int) string { return l.T(g.Scenario.Sides[i].Army) }

// EventWords says what event ev recorded on game g.
func EventWords(g *cc.Game, ev cc.GameEvent) i18n.Msg {
	army := i18n.M(g.Scenario.Sides[ev.Side].Army)
	switch ev.Kind {
	case cc.EvFlag:
		return i18n.M("ccsb.game.ev.flag", army, max(ev.N, 1), i18n.M("ccsb.game.flag."+ev.For))
	case cc.EvFlagLost:
		return i18n.M("ccsb.game.ev.flag-lost", army, max(ev.N, 1))
	case cc.EvHF:
		r, _ := cc.RuleByID(ev.For)
		n := ev.N
		if r.Fixed > 0 {
			n = r.Fixed
		}
		return i18n.M("ccsb.game.ev.hf", army, n, i18n.M(r.Label), r.Source)
	case cc.EvHand:
		r, _ := cc.RuleByID(ev.For)
		return i18n.M("ccsb.game.ev.hand", army, ev.N, i18n.M(r.Label))
	case cc.EvUndo:
		return i18n.M("ccsb.game.ev.undo")
	case cc.EvCarry:
		return i18n.M("ccsb.game.ev.carry", army, ev.N)
	}
	return i18n.M("ccsb.game.ev."+ev.Kind, army)
}

// FlagWords names what won banners.
func FlagWords(w cc.FlagWon) i18n.Msg {
	if w.N < 0 {
		return i18n.M("ccsb.game.won.lost", -w.N)
	}
	return i18n.M("ccsb.game.won", w.N, i18n.M("ccsb.game.flag."+w.For))
}

// EndWords says how the game ended.
func EndWords(l views.Lang, g *cc.Game) string {
	return l.Render(i18n.M("ccsb.game.end."+g.End, Army(l, g, g.Winner)))
}

// DiceLink is the dice calculator opened from the game.
type DiceLink struct {
	Label i18n.Msg
	Href  string
}

// DiceLinks are the combat calculator prefilled for side i attacking:
// the enemy's Honor & Fortune reserve for its Lack of Honor check, the
// common pool when empty, and each terrain the scenario's special rules
// put in force as the target's hex.
func DiceLinks(g *cc.Game, i int) []DiceLink {
	q := url.Values{"lack": {"true"}, "res": {strconv.Itoa(g.Sides[1-i].Pool)}}
	if g.Common() == 0 {
		q.Set("poolEmpty", "true")
	}
	out := []DiceLink{{Label: i18n.M("ccsb.game.dice.open"), Href: "/calc/ccsb?" + q.Encode()}}
	for _, t := range g.Scenario.Terrains() {
		tq := url.Values{}
		for k, v := range q {
			tq[k] = v
		}
		tq.Set("tgtTer", string(t))
		out = append(out, DiceLink{Label: i18n.M("ccsb.game.dice.into", terrainName(t)), Href: "/calc/ccsb?" + tq.Encode()})
	}
	return out
}

// HFRules are the Honor & Fortune rules the page offers, HandRules the
// Command hand's.
func HFRules() []cc.GameRule {
	var out []cc.GameRule
	for _, r := range cc.GameRules {
		if !r.Hand {
			out = append(out, r)
		}
	}
	return out
}

// HandRules are the Command hand's rules.
func HandRules() []cc.GameRule {
	var out []cc.GameRule
	for _, r := range cc.GameRules {
		if r.Hand {
			out = append(out, r)
		}
	}
	return out
}

// Results are how often each side of each scenario won on this server.
type Results map[int]ResultRow

// ResultRow is one scenario's finished games and each side's wins.
type ResultRow struct {
	Games int
	Wins  [2]int
}

// terrainName is terrain t's name.
func terrainName(t cc.Terrain) i18n.Msg {
	for _, tt := range cc.Terrains() {
		if tt.Key == t {
			return tt.Name
		}
	}
	return i18n.M("ccsb.terrain." + string(t) + ".name")
}
