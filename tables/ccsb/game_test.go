package ccsb

import (
	"strings"
	"testing"

	"sengoku/i18n"

	"sengoku/tables"
)

func play(t *testing.T, s GameSetup, evs ...GameEvent) *Game {
	t.Helper()
	g, err := NewGame(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range evs {
		if g, _, err = Record(g, ev); err != nil {
			t.Fatalf("%+v: %v", ev, err)
		}
	}
	return g
}

func refused(t *testing.T, g *Game, ev GameEvent, field string) {
	t.Helper()
	_, _, err := Record(g, ev)
	v, ok := tables.AsValidation(err)
	if !ok || v.Problems[0].Field != field {
		t.Fatalf("%+v: want a problem with %s, got %v", ev, field, err)
	}
}

// The game starts with the scenario's tokens and hand (scenario 2: Mori
// 5 cards 4 tokens, Takeda 4 cards 2 tokens, 3 banners to win).
func TestGameStartsAsTheBattleNotes(t *testing.T) {
	g := play(t, GameSetup{Scenario: 2})
	if g.Target != 3 || g.Sides[0].Hand != 5 || g.Sides[1].Hand != 4 || g.Sides[0].Pool != 4 || g.Sides[1].Pool != 2 || g.Winner != -1 {
		t.Fatalf("got %+v", g)
	}
	if _, err := NewGame(GameSetup{Scenario: 41}); err == nil {
		t.Fatal("scenario 41 accepted")
	}
}

// A unit, a leader or an objective each win banners; the scenario's
// count ends the game the moment it is reached (l.598), and then only an
// undo is taken.
func TestGameEndsAtTheScenariosBanners(t *testing.T) {
	g := play(t, GameSetup{Scenario: 1},
		GameEvent{Kind: EvFlag, Side: 0, For: FlagUnit},
		GameEvent{Kind: EvFlag, Side: 1, For: FlagLeader},
		GameEvent{Kind: EvFlag, Side: 0, For: FlagObjective, N: 2},
		GameEvent{Kind: EvFlag, Side: 0, For: FlagCommander})
	if g.Over || g.Sides[0].Flags != 4 || g.Sides[1].Flags != 1 {
		t.Fatalf("got %+v", g.Sides)
	}
	refused(t, g, GameEvent{Kind: EvFlag, Side: 0, For: FlagUnit, N: 2}, "n")
	g = play(t, g.Setup, append(g.Events, GameEvent{Seq: 5, Kind: EvFlag, Side: 0, For: FlagUnit})...)
	if !g.Over || g.Winner != 0 || g.End != "flags" {
		t.Fatalf("not over: %+v", g)
	}
	refused(t, g, GameEvent{Kind: EvFlag, Side: 1, For: FlagUnit}, "kind")
	g, _, err := Record(g, GameEvent{Kind: EvUndo})
	if err != nil || g.Over || g.Sides[0].Flags != 4 {
		t.Fatalf("undo: %v %+v", err, g)
	}
}

// The Command Tent: 3 banners, once, and the reminder of the discard
// (l.582-586).
func TestGameCommandTent(t *testing.T) {
	g := play(t, GameSetup{Scenario: 1}, GameEvent{Kind: EvTent, Side: 1})
	if g.Sides[1].Flags != 3 || !g.Sides[0].TentLost || g.Note.Key != "ccsb.game.note.tent" {
		t.Fatalf("got %+v note %v", g.Sides, g.Note)
	}
	refused(t, g, GameEvent{Kind: EvTent, Side: 1}, "kind")
}

// Honor & Fortune: fixed gains, the common pool of 30, a cost that
// cannot be paid refused, a retreat that cannot be paid takes the reserve
// and calls for 4 + unpaid dice (l.1463-1470).
func TestGameHonorAndFortune(t *testing.T) {
	g := play(t, GameSetup{Scenario: 1}, // 5 and 5 tokens
		GameEvent{Kind: EvHF, Side: 0, For: "turn-end", N: 9},
		GameEvent{Kind: EvHF, Side: 0, For: "inspire"},
		GameEvent{Kind: EvHF, Side: 1, For: "retreat", N: 7})
	if g.Sides[0].Pool != 6 || g.Sides[1].Pool != 0 || g.Sides[1].Lack != 6 || g.Note.Key != "ccsb.game.note.lack" {
		t.Fatalf("got %+v", g.Sides)
	}
	refused(t, g, GameEvent{Kind: EvHF, Side: 1, For: "inspire"}, "n")
	refused(t, g, GameEvent{Kind: EvHF, Side: 1, For: "dragon-cost", N: 2}, "n")
	refused(t, g, GameEvent{Kind: EvHF, Side: 1, For: "nonsense", N: 2}, "for")
	g = play(t, g.Setup, append(g.Events, GameEvent{Seq: 4, Kind: EvHF, Side: 0, For: "close-combat", N: 30})...)
	if g.Sides[0].Pool != 30 || g.Common() != 0 {
		t.Fatalf("the common pool: %+v", g.Sides)
	}
}

// The hand: seppuku takes a card and gives 5 tokens (l.1399-1402); a hand
// never goes below one card, and one card warns of the surrender.
func TestGameCommandHand(t *testing.T) {
	g := play(t, GameSetup{Scenario: 1},
		GameEvent{Kind: EvSeppuku, Side: 0},
		GameEvent{Kind: EvHand, Side: 0, For: "dragon-card", N: -1},
		GameEvent{Kind: EvHand, Side: 0, For: "scenario", N: -1},
		GameEvent{Kind: EvHand, Side: 0, For: "scenario", N: -1})
	if g.Sides[0].Hand != 1 || g.Sides[0].Pool != 10 || g.Note.Key != "ccsb.game.note.hand-one" {
		t.Fatalf("got %+v %v", g.Sides[0], g.Note)
	}
	refused(t, g, GameEvent{Kind: EvHand, Side: 0, For: "scenario", N: -1}, "n")
	refused(t, g, GameEvent{Kind: EvHand, Side: 0, For: "inspire", N: 1}, "for")
	g, _, _ = Record(g, GameEvent{Kind: EvSurrender, Side: 0})
	if !g.Over || g.Winner != 1 {
		t.Fatalf("surrender: %+v", g)
	}
}

// The second day of a mini-campaign: each side's roll once, its tokens
// from the enemy's pool, no more symbols than its dice (l.2689-2696).
func TestGameCarryOver(t *testing.T) {
	s := GameSetup{Scenario: 19, Carry: &Carry{Flags: [2]int{2, 5}, Winner: 1}}
	g := play(t, s, GameEvent{Kind: EvCarry, Side: 1, N: 2})
	if g.Sides[0].Pool != 2 || !g.Sides[1].Carried { // Satomi 4 - 2
		t.Fatalf("got %+v", g.Sides)
	}
	refused(t, g, GameEvent{Kind: EvCarry, Side: 1, N: 1}, "side")
	refused(t, g, GameEvent{Kind: EvCarry, Side: 0, N: 3}, "n")
	refused(t, play(t, GameSetup{Scenario: 1}), GameEvent{Kind: EvCarry, Side: 0}, "kind")
	if _, err := NewGame(GameSetup{Scenario: 18, Carry: &Carry{}}); err == nil {
		t.Fatal("a first day with a carry-over accepted")
	}
}

// Each scenario's terrain is named by its special rules' text as the
// seed prints it (the catalogue's Italian).
func TestScenarioTerrainsAreInTheNotes(t *testing.T) {
	words := map[Terrain][]string{ShallowFord: {"restrizion"}, Ford: {"guad"}, Palisade: {"palizzat"}, Buildings: {"edificio"}}
	for n, ts := range scenarioTerrain {
		sc, _ := ScenarioByNumber(n)
		text := ""
		for _, nt := range sc.Special {
			text += strings.ToLower(i18n.IT.Render(i18n.M(nt.Key)))
		}
		for _, tr := range ts {
			for _, w := range words[tr] {
				if !strings.Contains(text, w) {
					t.Errorf("scenario %d: %s not in its special rules %q", n, tr, text)
				}
			}
		}
	}
}
