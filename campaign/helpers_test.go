package campaign

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"testing"
	"time"

	"sengoku/tables"
)

var t0 = time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)

// logEntry is one line of an action log, as the models layer keeps it.
type logEntry struct {
	Actor  Actor
	Action Action
	Rolls  []Roll
}

// game drives a campaign through Step, keeping the log.
type game struct {
	t       testing.TB
	s       *State
	initial []byte
	log     []logEntry
	box     []Note         // the notes and declarations written, as a store keeps them
	hist    History        // the Prestige history archived, as a store keeps it
	reports []BattleReport // the battle reports and their notes, as a store keeps them
	clock   time.Time
	// safe: every draw is a SUPPLIES or a "when you want" card, so that
	// nothing but the script changes Prestige.
	safe bool
}

func newGame(t testing.TB, seed uint64, opts map[string]string) *game {
	t.Helper()
	st, err := NewCampaign(Setup{Name: "Test", Scenario: SixPlayers, Players: sixPlayers(), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: t, s: st, clock: t0}
	for k, v := range opts {
		g.gm(Action{Kind: ActSetOption, Key: k, Value: v})
	}
	g.initial = mustJSON(t, st)
	g.log = nil
	return g
}

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func (g *game) do(actor Actor, a Action) Outcome {
	g.t.Helper()
	out, err := g.try(actor, a)
	if err != nil {
		g.t.Fatalf("%s %+v: %v", actor.Role, a, err)
	}
	return out
}

func (g *game) try(actor Actor, a Action) (Outcome, error) {
	g.clock = g.clock.Add(time.Second)
	if a.At.IsZero() {
		a.At = g.clock
	}
	out, err := Step(g.s, actor, a)
	if err == nil {
		g.log = append(g.log, logEntry{Actor: actor, Action: a, Rolls: out.Rolls})
		g.box = append(g.box, out.Box...)
		g.hist.Ledger = append(g.hist.Ledger, out.Archive.Ledger...)
		g.hist.Tallies = append(g.hist.Tallies, out.Archive.Tallies...)
		g.keepReports(out.Reports, out.ReportNotes)
	}
	return out, err
}

// keepReports keeps an action's battle reports and notes, as a store does.
func (g *game) keepReports(reports []BattleReport, notes []ReportNote) {
	g.reports = append(g.reports, reports...)
	for _, n := range notes {
		if r := g.report(n.Battle); r != nil {
			r.Notes = n.Text
		}
	}
}

// report is battle id's report as the store reads it (nil: none), if the
// state indexes it.
func (g *game) report(id int) *BattleReport {
	if g.s.FoughtBattle(id) == nil {
		return nil
	}
	for i := len(g.reports) - 1; i >= 0; i-- {
		if g.reports[i].Battle.ID == id {
			return &g.reports[i]
		}
	}
	return nil
}

// ledger is the campaign's whole ledger: what the store keeps, then what
// the state still holds.
func (g *game) ledger() []PrestigeEntry { return append(slices.Clip(g.hist.Ledger), g.s.Ledger...) }

// tallies is every Winter tally, as ledger.
func (g *game) tallies() []Tally { return append(slices.Clip(g.hist.Tallies), g.s.Tallies...) }

// notes are the box's notes (declarations apart), as a store keeps them.
func (g *game) notes() []Note {
	var out []Note
	for _, n := range g.box {
		if !n.Declaration() {
			out = append(out, n)
		}
	}
	return out
}

// readable are the notes and declarations v may read, as the store
// selects them with BoxReaderOf.
func (g *game) readable(v Viewer) (notes, declarations []Note) {
	r := g.s.BoxReaderOf(v)
	for _, n := range g.box {
		switch {
		case !r.CanRead(n):
		case n.Declaration():
			declarations = append(declarations, n)
		default:
			notes = append(notes, n)
		}
	}
	return notes, declarations
}

func (g *game) gm(a Action) Outcome { g.t.Helper(); return g.do(GM(), a) }

func (g *game) as(c Clan, a Action) Outcome { g.t.Helper(); return g.do(PlayerOf(c), a) }

func (g *game) advance() Outcome { g.t.Helper(); return g.gm(Action{Kind: ActAdvance}) }

// advanceTo advances until the campaign is in phase p; phases with nothing
// to decide pass by themselves on the way.
func (g *game) advanceTo(p Phase) {
	g.t.Helper()
	for i := 0; i < 8 && g.s.Phase != p; i++ {
		g.advance()
	}
	if g.s.Phase != p {
		g.t.Fatalf("in %s, want %s", g.s.Phase, p)
	}
}

// refused checks that the action fails with a bilingual message and leaves
// the state byte-for-byte unchanged.
func (g *game) refused(actor Actor, a Action, want error) *tables.ValidationError {
	g.t.Helper()
	before := mustJSON(g.t, g.s)
	if a.At.IsZero() {
		a.At = g.clock
	}
	_, err := Step(g.s, actor, a)
	if err == nil {
		g.t.Fatalf("%+v was accepted", a)
	}
	if want != nil && !errors.Is(err, want) {
		g.t.Errorf("%+v: error %v, want %v", a, err, want)
	}
	v, ok := tables.AsValidation(err)
	if !ok || len(v.Problems) == 0 || v.Problems[0].English() == "" || v.Problems[0].Italian() == "" || v.Problems[0].English() == v.Problems[0].Italian() {
		g.t.Errorf("%+v: error %v is not a bilingual validation error", a, err)
	}
	if after := mustJSON(g.t, g.s); !bytes.Equal(before, after) {
		g.t.Errorf("%+v: refused action changed the state", a)
	}
	return v
}

// resolve answers a pending card with its first legal choice.
func (g *game) resolve() {
	g.t.Helper()
	p := g.s.Pending
	if p == nil {
		return
	}
	a := Action{Kind: ActChooseCard, Clan: p.Clan}
	switch p.Kind {
	case "province":
		a.Province, _ = strconv.Atoi(p.Options[0])
	case "element":
		a.Choice = p.Options[0]
	case "replacement":
		lost := g.s.lostTypes(p.Clan)
		for len(a.Choices) < p.Picks {
			for _, o := range p.Options {
				if len(a.Choices) == p.Picks {
					break
				}
				if lost[ElementType(o)] > 0 {
					lost[ElementType(o)]--
					a.Choices = append(a.Choices, o)
				}
			}
		}
	}
	g.gm(a)
}

// drawAll lets every clan draw, resolving cards with their first choice.
func (g *game) drawAll() {
	g.t.Helper()
	if g.safe && g.s.NextDrawer() != "" {
		stackSafe(g.s)
	}
	for g.s.Phase == PhaseDraw {
		g.answerNinja()
		g.resolve()
		c := g.s.NextDrawer()
		if c == "" {
			return
		}
		g.as(c, Action{Kind: ActDraw})
		g.resolve()
	}
}

func (g *game) answerNinja() {
	if g.s.Ninja != nil {
		g.as(g.s.Ninja.Target, Action{Kind: ActNinjaAnswer})
	}
}

// moves declares each clan's movement from plan (stay when absent).
func (g *game) moves(plan map[Clan]Action) {
	g.t.Helper()
	for {
		c := g.s.Mover()
		if c == "" {
			return
		}
		a, ok := plan[c]
		if !ok {
			a = Action{Kind: ActStay}
		}
		g.as(c, a)
	}
}

// siege declares c's siege roll in province id with cards; under table
// dice the game master then enters die (Action.Dice is his alone).
func (g *game) siege(c Clan, id int, cards []string, die int) {
	g.t.Helper()
	g.as(c, Action{Kind: ActSiege, Province: id, Choice: "roll", Cards: cards})
	if sg := g.s.findSiege(id); sg != nil && sg.Status == SiegeAwaitingDie {
		g.gm(Action{Kind: ActSiege, Clan: c, Province: id, Dice: []int{die}})
	}
}

// reroll plays DIVINE INTERVENTION (card) for c's siege in id; under table
// dice the game master then enters the re-roll.
func (g *game) reroll(c Clan, id int, card string, die int) {
	g.t.Helper()
	g.as(c, Action{Kind: ActReroll, Province: id, Card: card})
	if sg := g.s.findSiege(id); sg != nil && sg.Status == SiegeAwaitingReroll {
		g.gm(Action{Kind: ActReroll, Clan: c, Province: id, Dice: []int{die}})
	}
}

// quietSeason plays a season in which everybody stays home.
func (g *game) quietSeason() {
	g.t.Helper()
	season, year := g.s.Season, g.s.Year
	for g.s.Phase != PhaseEnded && g.s.Season == season && g.s.Year == year {
		switch g.s.Phase {
		case PhaseDraw:
			g.drawAll()
		case PhaseMovement:
			g.moves(nil)
		case PhaseEndOfMovement:
			for i := range g.s.Confrontations {
				cf := g.s.Confrontations[i]
				for !g.s.Confrontations[i].Done {
					g.as(g.s.Confrontations[i].Chooser(), Action{Kind: ActConfront, Province: cf.Province, Choice: ChooseWithdraw})
				}
			}
		case PhaseSieges:
			for _, sg := range g.s.Sieges {
				if !sg.Done {
					g.as(sg.Besieger, Action{Kind: ActSiege, Province: sg.Province, Choice: ChooseWithdraw})
				}
			}
		}
		g.answerNinja()
		g.resolve()
		g.advance()
	}
}

// stack puts cards at the top of the draw pile so that the clans draw them
// in this season's playing order.
func stack(s *State, want map[Clan]string) {
	var top []string
	for _, id := range want {
		top = append(top, id)
	}
	var rest []string
	for _, id := range s.Deck.DrawPile {
		if !contains(top, id) {
			rest = append(rest, id)
		}
	}
	var pile []string
	for _, c := range s.Order {
		if s.Clan(c).Turn.Drawn {
			continue
		}
		if id, ok := want[c]; ok {
			pile = append(pile, id)
		} else if len(rest) > 0 {
			pile = append(pile, rest[0])
			rest = rest[1:]
		}
	}
	s.Deck.DrawPile = append(pile, rest...)
	// A card already out of the pile is taken back from wherever it is.
	drop := func(l []string) []string {
		var out []string
		for _, id := range l {
			if !contains(top, id) {
				out = append(out, id)
			}
		}
		return out
	}
	s.Deck.Removed, s.Deck.Table = drop(s.Deck.Removed), drop(s.Deck.Table)
	for i := range s.Clans {
		s.Clans[i].Hand = drop(s.Clans[i].Hand)
	}
}

// giveCard puts card id in c's hand, taking it out of the deck.
func giveCard(s *State, c Clan, id string) {
	var pile []string
	for _, x := range s.Deck.DrawPile {
		if x != id {
			pile = append(pile, x)
		}
	}
	s.Deck.DrawPile = pile
	s.Clan(c).Hand = append(s.Clan(c).Hand, id)
}

// started returns a 6-player game in the Draw phase of Spring 1560.
func started(t testing.TB, opts map[string]string) *game {
	t.Helper()
	g := newGame(t, 42, opts)
	g.gm(Action{Kind: ActStart})
	return g
}

// toMovement plays draws and diplomacy with the given cards.
func (g *game) toMovement(cards map[Clan]string) {
	g.t.Helper()
	stack(g.s, cards)
	g.drawAll()
	g.advance() // diplomacy
	g.advance() // movement
}

// stackSafe reorders the pile so that the next six cards are harmless:
// SUPPLIES or cards kept in hand (never NINJA's victims: nobody plays them).
func stackSafe(s *State) {
	var safe, rest []string
	for _, id := range s.Deck.DrawPile {
		c, _ := CardByID(id)
		if len(safe) < 6 && (c.Event == EvSupplies || c.Timing == WhenYouWant) {
			safe = append(safe, id)
		} else {
			rest = append(rest, id)
		}
	}
	s.Deck.DrawPile = append(safe, rest...)
}
