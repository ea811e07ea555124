package senjutsu

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"sengoku/tables"
)

// Test profiles. Their numbers are test inputs, not character data: the
// rulebook prints none (§2.1).
func prof(name string, adv, hand, wounds int) Profile {
	return Profile{Name: name, AdvantageNumber: adv, HandLimit: hand, WoundLimit: wounds}
}

func duel2(t *testing.T, o Options) Duel {
	t.Helper()
	d, err := NewDuel(Setup{Options: o, Fighters: []FighterSetup{
		{ID: "aiko", Profile: prof("Aiko", 3, 4, 5)},
		{ID: "bunta", Profile: prof("Bunta", 5, 5, 6)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// run applies actions and fails on the first error.
func run(t *testing.T, d Duel, as ...Action) Duel {
	t.Helper()
	for _, a := range as {
		nd, err := Apply(d, a)
		if err != nil {
			t.Fatalf("Apply(%+v): %v", a, err)
		}
		d = nd
	}
	return d
}

func fighter(t *testing.T, d Duel, id string) Fighter {
	t.Helper()
	f := d.fighter(id)
	if f == nil {
		t.Fatalf("no fighter %s", id)
	}
	return *f
}

func refused(t *testing.T, d Duel, a Action, field string) {
	t.Helper()
	_, err := Apply(d, a)
	v, ok := tables.AsValidation(err)
	if !ok {
		t.Fatalf("Apply(%+v) = %v, want a validation error", a, err)
	}
	for _, p := range v.Problems {
		if p.English() == "" || p.Italian() == "" || p.English() == p.Italian() {
			t.Errorf("problem not bilingual: %+v", p)
		}
	}
	if field != "" && v.Problems[0].Field != field {
		t.Errorf("Apply(%+v): problem on %q, want %q (%v)", a, v.Problems[0].Field, field, v.Problems)
	}
}

func TestSetupDeckTrackAndKamae(t *testing.T) {
	// §5.2 / R19: track by Advantage Number, Neutral, deck = size − hand limit.
	for _, ds := range []int{40, 30} {
		d := duel2(t, Options{DeckSize: ds})
		if got := strings.Join(d.Track, ","); got != "bunta,aiko" {
			t.Errorf("track = %s, want bunta,aiko (higher Advantage Number on top)", got)
		}
		a := fighter(t, d, "aiko")
		if a.Deck != ds-4 || a.Hand != 4 || a.Special != 2 || a.Kamae != Neutral || a.Focus != 0 {
			t.Errorf("deck %d: aiko = %+v", ds, a)
		}
		if len(d.Log) != 1 || enOf(d.Log[0].Msg) == "" || itOf(d.Log[0].Msg) == "" {
			t.Errorf("no setup log: %+v", d.Log)
		}
	}
	// Per-fighter deck size and weapons.
	d, err := NewDuel(Setup{Fighters: []FighterSetup{
		{ID: "a", Profile: Profile{Name: "A", AdvantageNumber: 2, HandLimit: 5, WoundLimit: 5, Weapons: []string{"Katana", "Tanto"}},
			DeckSize: 30, Weapons: []string{"Katana", "Tanto"}},
		{ID: "b", Profile: prof("B", 2, 5, 5)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if a := fighter(t, d, "a"); a.Deck != 25 || a.Special != 3 {
		t.Errorf("a = deck %d special %d, want 25 and 3", a.Deck, a.Special)
	}
	// Equal Advantage Numbers: listing order, with a note; Track confirms.
	if d.Track[0] != "a" || !strings.Contains(enOf(d.Log[0].Msg), "equal") {
		t.Errorf("tie at setup: track %v log %q", d.Track, enOf(d.Log[0].Msg))
	}
	s := Setup{Fighters: []FighterSetup{{ID: "a", Profile: prof("A", 2, 5, 5)}, {ID: "b", Profile: prof("B", 2, 5, 5)}}, Track: []string{"b", "a"}}
	if d, err := NewDuel(s); err != nil || d.Track[0] != "b" {
		t.Errorf("explicit track: %v %v", d.Track, err)
	}
	s.Fighters[0].Profile.AdvantageNumber = 3
	if _, err := NewDuel(s); err == nil {
		t.Error("track against the Advantage Numbers accepted")
	}
}

func TestSetupRefusals(t *testing.T) {
	good := func() Setup {
		return Setup{Fighters: []FighterSetup{{ID: "a", Profile: prof("A", 1, 5, 5)}, {ID: "b", Profile: prof("B", 2, 5, 5)}}}
	}
	tests := []struct {
		name  string
		edit  func(*Setup)
		field string
	}{
		{"one fighter", func(s *Setup) { s.Fighters = s.Fighters[:1] }, "fighters"},
		{"five fighters", func(s *Setup) {
			for i := 0; i < 3; i++ {
				s.Fighters = append(s.Fighters, FighterSetup{ID: "x" + itoa(i), Profile: prof("X", 1, 5, 5)})
			}
		}, "fighters"},
		{"duplicate id", func(s *Setup) { s.Fighters[1].ID = "a" }, "fighters[1].id"},
		{"bad id", func(s *Setup) { s.Fighters[0].ID = "a b" }, "fighters[0].id"},
		{"no name", func(s *Setup) { s.Fighters[0].Profile.Name = " " }, "fighters[0].profile.name"},
		{"hand limit 0", func(s *Setup) { s.Fighters[0].Profile.HandLimit = 0 }, "fighters[0].profile.hand_limit"},
		{"wound limit 400", func(s *Setup) { s.Fighters[0].Profile.WoundLimit = 400 }, "fighters[0].profile.wound_limit"},
		{"deck size 35", func(s *Setup) { s.Fighters[0].DeckSize = 35 }, "fighters[0].deck_size"},
		{"option deck size 20", func(s *Setup) { s.Options.DeckSize = 20 }, "options.deck_size"},
		{"focus 4", func(s *Setup) { s.Fighters[0].Focus = 4 }, "fighters[0].focus"},
		{"weapon not usable", func(s *Setup) {
			s.Fighters[0].Profile.Weapons = []string{"Katana"}
			s.Fighters[0].Weapons = []string{"Naginata"}
		}, "fighters[0].weapons[0]"},
		{"same team", func(s *Setup) { s.Fighters[0].Team, s.Fighters[1].Team = "red", "red" }, "fighters"},
		{"poison twice", func(s *Setup) { s.Fighters[0].PoisonDeck = []string{"Debilitating", "debilitating"} }, "fighters[0].poison_deck[1]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := good()
			tc.edit(&s)
			_, err := NewDuel(s)
			v, ok := tables.AsValidation(err)
			if !ok {
				t.Fatalf("got %v, want validation error", err)
			}
			if !reflect.DeepEqual(v.Fields()[:1], []string{tc.field}) && !contains(v.Fields(), tc.field) {
				t.Errorf("fields %v, want %s", v.Fields(), tc.field)
			}
		})
	}
}

func TestDrawAndEmptyDeckWound(t *testing.T) {
	// §6.1 / R4: one card per turn; an empty deck gives a Wound every time.
	d := duel2(t, Options{})
	d = run(t, d, Action{Type: "start_turn"})
	if a := fighter(t, d, "aiko"); a.Hand != 5 || a.Deck != 35 {
		t.Errorf("after draw: hand %d deck %d", a.Hand, a.Deck)
	}
	d = run(t, d, Action{Type: "adjust", Fighter: "aiko", Field: "deck", Value: 1})
	d = run(t, d, Action{Type: "draw", Fighter: "aiko", N: 3})
	if a := fighter(t, d, "aiko"); a.Deck != 0 || a.Hand != 6 || a.Wounds != 2 {
		t.Errorf("draw 3 from 1: deck %d hand %d wounds %d, want 0 6 2", a.Deck, a.Hand, a.Wounds)
	}
}

func TestBleedingOneCardPerTurn(t *testing.T) {
	// §17.2 / R5: exactly one discard before drawing, however many Bleeding Wounds.
	d := duel2(t, Options{})
	d = run(t, d, Action{Type: "wound", Fighter: "bunta", N: 3, Bleeding: true}, Action{Type: "start_turn"})
	b := fighter(t, d, "bunta")
	if b.Deck != 40-5-2 || b.Discard != 1 || b.Hand != 6 || b.WoundsTaken() != 3 {
		t.Errorf("bunta = deck %d discard %d hand %d wounds %d", b.Deck, b.Discard, b.Hand, b.WoundsTaken())
	}
	// Empty deck: skipped by default; a Wound with bleeding_empty_deck=wound (U9).
	for opt, want := range map[string]int{"skip": 1, "wound": 2} {
		d := duel2(t, Options{BleedingEmptyDeck: opt})
		d = run(t, d, Action{Type: "wound", Fighter: "bunta", Bleeding: true, N: 1},
			Action{Type: "adjust", Fighter: "bunta", Field: "deck", Value: 0}, Action{Type: "start_turn"})
		// 1 Bleeding + 1 draw Wound (+1 with "wound").
		if got := fighter(t, d, "bunta").WoundsTaken(); got != want+1 {
			t.Errorf("%s: wounds %d, want %d", opt, got, want+1)
		}
	}
}

func TestWoundLimitDefeatAndWin(t *testing.T) {
	// §18 / R6: equal to the limit is defeat; Bleeding Wounds count.
	d := duel2(t, Options{})
	d = run(t, d, Action{Type: "wound", Fighter: "aiko", N: 3}, Action{Type: "wound", Fighter: "aiko", N: 1, Bleeding: true})
	if fighter(t, d, "aiko").Defeated || d.Over {
		t.Fatal("defeated below the limit")
	}
	d = run(t, d, Action{Type: "wound", Fighter: "aiko", N: 1, By: "bunta"})
	a := fighter(t, d, "aiko")
	if !a.Defeated || a.DefeatReason != "wounds" || !d.Over || !reflect.DeepEqual(d.Winners, []string{"bunta"}) {
		t.Errorf("aiko %+v over %v winners %v", a, d.Over, d.Winners)
	}
	if !strings.Contains(enOf(d.Status), "Bunta won") || !strings.Contains(itOf(d.Status), "ha vinto Bunta") {
		t.Errorf("announcement %q / %q", enOf(d.Status), itOf(d.Status))
	}
	refused(t, d, Action{Type: "start_turn"}, "type")
}

func TestStunDefeatAndHandLimit(t *testing.T) {
	// §17.3 / R7: Stun cards in hand ≥ Hand Limit defeat.
	d := duel2(t, Options{})
	d = run(t, d, Action{Type: "stun", Fighter: "aiko", N: 3})
	if fighter(t, d, "aiko").Defeated {
		t.Fatal("3 Stuns defeated a Hand Limit of 4")
	}
	// §6.6 / R9: Stun cards count toward the Hand Limit; only Skill cards go.
	d = run(t, d, Action{Type: "start_turn"},
		Action{Type: "play", Fighter: "aiko"}, Action{Type: "play", Fighter: "bunta"}, Action{Type: "end_turn"})
	a := fighter(t, d, "aiko")
	if a.Hand != 1 || a.Stun != 3 || a.Discard != 1+3 {
		t.Errorf("after hand limit: hand %d stun %d discard %d, want 1 3 4", a.Hand, a.Stun, a.Discard)
	}
	refused(t, d, Action{Type: "discard", Fighter: "aiko", N: 2}, "n")
	d = run(t, d, Action{Type: "stun", Fighter: "aiko", N: 1})
	if a := fighter(t, d, "aiko"); !a.Defeated || a.DefeatReason != "stun" || !d.Over {
		t.Errorf("4 Stuns: %+v", a)
	}
}

func TestExecutionDefeatsWithoutWound(t *testing.T) {
	// §12.5 / R8.
	d := duel2(t, Options{})
	d = run(t, d, Action{Type: "execute", Fighter: "bunta", By: "aiko"})
	b := fighter(t, d, "bunta")
	if !b.Defeated || b.DefeatReason != "execution" || b.Wounds != 0 || d.Winners[0] != "aiko" {
		t.Errorf("bunta %+v winners %v", b, d.Winners)
	}
}

func TestExampleCReplacementFocusRefund(t *testing.T) {
	// §28.4 C: Aiko Focus 2, Meditation cost 1 → 1; Replacement cost 0
	// refunds 1 → 2; one Instant used.
	d := duel2(t, Options{})
	d = run(t, d, Action{Type: "focus", Fighter: "aiko", N: 2}, Action{Type: "cripple", Fighter: "bunta", N: 1},
		Action{Type: "start_turn"}, Action{Type: "play", Fighter: "aiko", Cost: 1}, Action{Type: "play", Fighter: "bunta"})
	if fighter(t, d, "aiko").Focus != 1 {
		t.Fatalf("focus after cost: %d", fighter(t, d, "aiko").Focus)
	}
	d = run(t, d, Action{Type: "replace", Fighter: "aiko"})
	a := fighter(t, d, "aiko")
	if a.Focus != 2 || a.Instants != 1 || a.Discard != 1 || a.InPlay != 1 {
		t.Errorf("after replace: focus %d instants %d discard %d in play %d", a.Focus, a.Instants, a.Discard, a.InPlay)
	}
	// R12: one Instant per turn; a Reaction does not count (§14).
	refused(t, d, Action{Type: "instant", Fighter: "aiko", Card: "plain"}, "type")
	d = run(t, d, Action{Type: "reaction", Fighter: "aiko"})
	// The tracker's Reveal carries the Crippled count into the order helper.
	r := d.Reveal()
	if r.Plays[0].Fighter != "bunta" || r.Plays[0].Crippled != 1 || d.CrippledPenalty("bunta") != 1 {
		t.Errorf("reveal = %+v", r)
	}
}

func TestPlayChecksFocusKamaeAndTurn(t *testing.T) {
	d := duel2(t, Options{})
	refused(t, d, Action{Type: "play", Fighter: "aiko"}, "type") // before start_turn
	d = run(t, d, Action{Type: "start_turn"})
	refused(t, d, Action{Type: "play", Fighter: "aiko", Cost: 1}, "cost")                 // R2
	refused(t, d, Action{Type: "play", Fighter: "aiko", Requires: "balance"}, "requires") // R3
	refused(t, d, Action{Type: "play", Fighter: "aiko", Card: "stun"}, "card")
	refused(t, d, Action{Type: "play", Fighter: "aiko", Card: "wild"}, "card")
	refused(t, d, Action{Type: "end_turn"}, "type") // nobody has played
	d = run(t, d, Action{Type: "play", Fighter: "aiko", Card: "special"})
	refused(t, d, Action{Type: "play", Fighter: "aiko"}, "fighter") // one card per turn
	refused(t, d, Action{Type: "replace", Fighter: "aiko"}, "type") // R13: not onto a Special card
	refused(t, d, Action{Type: "instant", Fighter: "aiko", Card: "additional"}, "card")
	d = run(t, d, Action{Type: "play", Fighter: "bunta"}, Action{Type: "end_turn"})
	// R10: the Special card is back in hand, not discarded.
	// Aiko drew to 5 with a Hand Limit of 4: one Skill card discarded (§6.6).
	if a := fighter(t, d, "aiko"); a.Special != 2 || a.Discard != 1 || a.Hand != 4 {
		t.Errorf("special %d discard %d hand %d", a.Special, a.Discard, a.Hand)
	}
	refused(t, d, Action{Type: "end_turn"}, "type")
	refused(t, d, Action{Type: "fly", Fighter: "aiko"}, "type")
	refused(t, d, Action{Type: "wound", Fighter: "nobody", N: 1}, "fighter")
	refused(t, d, Action{Type: "wound", Fighter: "aiko", N: 0}, "n")
	refused(t, d, Action{Type: "wound", Fighter: "aiko", N: 1, By: "aiko"}, "by")
}

func TestFocusCapOption(t *testing.T) {
	// §9.5 / R1 and U10.
	d := duel2(t, Options{})
	d = run(t, d, Action{Type: "focus", Fighter: "aiko", N: 5})
	if f := fighter(t, d, "aiko").Focus; f != 3 {
		t.Errorf("focus %d, want 3", f)
	}
	refused(t, d, Action{Type: "focus", Fighter: "bunta", N: -1}, "n")
	d = duel2(t, Options{FocusOverflow: "refuse"})
	d = run(t, d, Action{Type: "focus", Fighter: "aiko", N: 3})
	refused(t, d, Action{Type: "focus", Fighter: "aiko", N: 1}, "n")
}

func TestCrippledRotation(t *testing.T) {
	// §17.4 / R11: received upright, rotated at the end of each turn, active
	// for the next three turns and discarded at the 4th rotation (default).
	for _, rot := range []int{4, 2} {
		d := duel2(t, Options{CrippledRotations: rot})
		d = run(t, d, Action{Type: "start_turn"}, Action{Type: "cripple", Fighter: "aiko", N: 1})
		active := 0
		for turn := 1; turn <= 6; turn++ {
			if turn > 1 {
				d = run(t, d, Action{Type: "start_turn"})
			}
			if len(fighter(t, d, "aiko").Crippled) > 0 {
				active++
			}
			d = run(t, d, Action{Type: "play", Fighter: "aiko"}, Action{Type: "play", Fighter: "bunta"}, Action{Type: "end_turn"})
		}
		if active != rot {
			t.Errorf("rotations %d: active during %d turns, want %d", rot, active, rot)
		}
	}
	// Stacking (U7).
	d := duel2(t, Options{})
	d = run(t, d, Action{Type: "cripple", Fighter: "aiko", N: 2})
	if d.CrippledPenalty("aiko") != 2 {
		t.Error("per_card: penalty not 2")
	}
	d.Options.CrippledStacking = "single"
	if d.CrippledPenalty("aiko") != 1 {
		t.Error("single: penalty not 1")
	}
}

func TestAdvantageEffectMovesToTop(t *testing.T) {
	// §8 / R15: to the top, those above move down one, order kept.
	d, err := NewDuel(Setup{Fighters: []FighterSetup{
		{ID: "suey", Profile: prof("Suey", 9, 5, 5), Team: "red"},
		{ID: "steve", Profile: prof("Steve", 7, 5, 5), Team: "green"},
		{ID: "george", Profile: prof("George", 5, 5, 5), Team: "blue"},
		{ID: "kim", Profile: prof("Kim", 3, 5, 5), Team: "blue"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	d = run(t, d, Action{Type: "advantage", Fighter: "george"})
	if got := strings.Join(d.Track, ","); got != "george,suey,steve,kim" {
		t.Errorf("track %s", got)
	}
	// §18: the last team standing wins, teammates together.
	d = run(t, d, Action{Type: "execute", Fighter: "suey"}, Action{Type: "execute", Fighter: "kim"})
	if d.Over {
		t.Fatal("over with two sides left")
	}
	d = run(t, d, Action{Type: "execute", Fighter: "steve"})
	if !d.Over || strings.Join(d.Winners, ",") != "george" {
		t.Errorf("over %v winners %v", d.Over, d.Winners)
	}
}

func TestSimultaneousDefeatNoWinner(t *testing.T) {
	// §18 names no winner when the last fighters fall together (empty decks).
	d := duel2(t, Options{})
	d = run(t, d, Action{Type: "adjust", Fighter: "aiko", Field: "wounds", Value: 4},
		Action{Type: "adjust", Fighter: "bunta", Field: "wounds", Value: 5},
		Action{Type: "adjust", Fighter: "aiko", Field: "deck", Value: 0},
		Action{Type: "adjust", Fighter: "bunta", Field: "deck", Value: 0},
		Action{Type: "start_turn"})
	if !d.Over || len(d.Winners) != 0 || !strings.Contains(enOf(d.Status), "no winner") {
		t.Errorf("over %v winners %v: %s", d.Over, d.Winners, enOf(d.Status))
	}
}

func TestConcealmentLost(t *testing.T) {
	// §17.6 / R22: lost on receiving a Wound or Status, and by an attacker
	// whose attack succeeded.
	d, err := NewDuel(Setup{Fighters: []FighterSetup{
		{ID: "ninja", Profile: prof("Ninja", 3, 5, 5), Concealed: true},
		{ID: "ronin", Profile: prof("Ronin", 2, 5, 5)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	d2 := run(t, d, Action{Type: "wound", Fighter: "ronin", N: 1, By: "ninja"})
	if fighter(t, d2, "ninja").Concealed {
		t.Error("attacker kept Concealment after a successful attack")
	}
	d2 = run(t, d, Action{Type: "cripple", Fighter: "ninja", N: 1})
	if fighter(t, d2, "ninja").Concealed {
		t.Error("Concealment kept after receiving Crippled")
	}
	d2 = run(t, d2, Action{Type: "conceal", Fighter: "ninja"}, Action{Type: "reveal", Fighter: "ninja"})
	refused(t, d2, Action{Type: "reveal", Fighter: "ninja"}, "fighter")
}

func TestPoisonDeckUsedOnce(t *testing.T) {
	// §17.5 / R21: a used Poison leaves its owner's Poison deck for good.
	d, err := NewDuel(Setup{Fighters: []FighterSetup{
		{ID: "master", Profile: prof("Master", 3, 5, 5), PoisonDeck: []string{"Debilitating Poison"}},
		{ID: "ronin", Profile: prof("Ronin", 2, 5, 5)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	d = run(t, d, Action{Type: "poison", Fighter: "ronin", By: "master", Poison: "debilitating poison"})
	if r := fighter(t, d, "ronin"); len(r.Poisons) != 1 || r.WoundsTaken() != 0 {
		t.Errorf("ronin %+v", r)
	}
	refused(t, d, Action{Type: "poison", Fighter: "ronin", By: "master", Poison: "Debilitating Poison"}, "poison")
	d = run(t, d, Action{Type: "cure", Fighter: "ronin", Poison: "Debilitating Poison"})
	if len(fighter(t, d, "ronin").Poisons) != 0 {
		t.Error("poison not discarded")
	}
}

func TestDiscardPlayedOption(t *testing.T) {
	// §6.6 step 1 / U5.
	for opt, want := range map[string][2]int{"all": {2, 0}, "one": {1, 1}} {
		d := duel2(t, Options{DiscardPlayed: opt})
		d = run(t, d, Action{Type: "start_turn"}, Action{Type: "play", Fighter: "aiko"},
			Action{Type: "instant", Fighter: "aiko", Card: "additional"}, Action{Type: "play", Fighter: "bunta"}, Action{Type: "end_turn"})
		a := fighter(t, d, "aiko")
		if a.Discard != want[0] || a.InPlay != want[1] {
			t.Errorf("%s: discard %d in play %d, want %v", opt, a.Discard, a.InPlay, want)
		}
	}
}

func TestPlayedStunOption(t *testing.T) {
	// §17.3 / U8b.
	for opt, want := range map[string]int{"removed": 0, "to_hand": 1} {
		d := duel2(t, Options{PlayedStun: opt})
		d = run(t, d, Action{Type: "stun", Fighter: "aiko", N: 1}, Action{Type: "start_turn"},
			Action{Type: "play", Fighter: "aiko", Card: "stun"}, Action{Type: "play", Fighter: "bunta"}, Action{Type: "end_turn"})
		if got := fighter(t, d, "aiko").Stun; got != want {
			t.Errorf("%s: stun %d, want %d", opt, got, want)
		}
	}
}

// testTree is a made-up Kamae Tree for the tests (no real tree is in the
// rulebook): neutral—fp1—balance—determination; neutral—aggression;
// aggression→fp2 one-way into a dead end; determination→fp3 one-way into a
// dead end.
func testTree() *KamaeTree {
	return &KamaeTree{
		Positions:   []string{"neutral", "aggression", "balance", "determination"},
		FocusPoints: []string{"fp1", "fp2", "fp3"},
		Branches: []Branch{
			{From: "neutral", To: "fp1"}, {From: "fp1", To: "balance"},
			{From: "neutral", To: "aggression"},
			{From: "aggression", To: "fp2", OneWay: true},
			{From: "balance", To: "determination"},
			{From: "determination", To: "fp3", OneWay: true},
		},
	}
}

func TestChangeKamaeFocusPoints(t *testing.T) {
	// §9.3, §9.6 / R16.
	tree := testTree()
	if err := tree.Validate(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		start    string
		x        int
		path     []string
		end      string
		focus    int
		used     int
		returned bool
		bad      bool
	}{
		{"no move is allowed (optional)", "neutral", 1, nil, "neutral", 0, 0, false, false},
		{"one branch", "neutral", 1, []string{"aggression"}, "aggression", 0, 1, false, false},
		{"Focus Point: +1 and the step on is free", "neutral", 1, []string{"fp1", "balance"}, "balance", 1, 1, false, false},
		{"must continue past the Focus Point", "neutral", 1, []string{"fp1"}, "", 0, 0, false, true},
		{"must not go back when a new position is reachable", "neutral", 2, []string{"fp1", "neutral"}, "", 0, 0, false, true},
		{"no new position reachable: back to start, Focus kept", "aggression", 1, []string{"fp2"}, "aggression", 1, 1, true, false},
		{"dead end after a one-way branch", "determination", 1, []string{"fp3"}, "determination", 1, 1, true, false},
		{"through a Focus Point the other way", "balance", 1, []string{"fp1", "neutral"}, "neutral", 1, 1, false, false},
		{"too many branches", "neutral", 1, []string{"aggression", "neutral"}, "", 0, 0, false, true},
		{"after the free step more paid branches", "neutral", 2, []string{"fp1", "balance", "determination"}, "determination", 1, 2, false, false},
		{"no branch", "neutral", 3, []string{"determination"}, "", 0, 0, false, true},
		{"unknown node", "neutral", 3, []string{"void"}, "", 0, 0, false, true},
		{"one-way fp3 cannot be entered backwards", "neutral", 5, []string{"fp1", "balance", "determination", "fp3", "determination"}, "", 0, 0, false, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			mv, err := tree.ChangeKamae(tc.start, tc.x, tc.path)
			if tc.bad {
				if _, ok := tables.AsValidation(err); !ok {
					t.Fatalf("got %+v, %v; want a validation error", mv, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if mv.End != tc.end || mv.FocusGained != tc.focus || mv.BranchesUsed != tc.used || mv.Returned != tc.returned {
				t.Errorf("got %+v, want end %s focus %d used %d returned %v", mv, tc.end, tc.focus, tc.used, tc.returned)
			}
		})
	}

	// Through the tracker: Focus gained, capped; Switch gives none (§9.4).
	d, err := NewDuel(Setup{Fighters: []FighterSetup{
		{ID: "a", Profile: Profile{Name: "A", AdvantageNumber: 2, HandLimit: 5, WoundLimit: 5, KamaeTree: tree}, Focus: 3},
		{ID: "b", Profile: prof("B", 1, 5, 5)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	d = run(t, d, Action{Type: "change_kamae", Fighter: "a", Branches: 1, Path: []string{"fp1", "balance"}})
	if a := fighter(t, d, "a"); a.Kamae != "balance" || a.Focus != 3 {
		t.Errorf("a = %s focus %d", a.Kamae, a.Focus)
	}
	d = run(t, d, Action{Type: "switch_kamae", Fighter: "a", Kamae: "aggression"})
	refused(t, d, Action{Type: "switch_kamae", Fighter: "a", Kamae: "neutral", Another: true}, "kamae")
	refused(t, d, Action{Type: "switch_kamae", Fighter: "a", Kamae: "fp1"}, "kamae")
	// Without a tree the players enter the target and the Focus gained.
	d = run(t, d, Action{Type: "change_kamae", Fighter: "b", Kamae: "determination", N: 1})
	if b := fighter(t, d, "b"); b.Kamae != "determination" || b.Focus != 1 {
		t.Errorf("b = %s focus %d", b.Kamae, b.Focus)
	}
}

func TestApplyIsPureAndJSONRoundTrip(t *testing.T) {
	d := duel2(t, Options{})
	before, _ := json.Marshal(d)
	d2 := run(t, d, Action{Type: "start_turn"}, Action{Type: "cripple", Fighter: "aiko", N: 1}, Action{Type: "wound", Fighter: "bunta", N: 1})
	after, _ := json.Marshal(d)
	if string(before) != string(after) {
		t.Error("Apply changed its input")
	}
	// The stored JSON state continues the duel like the value.
	b, err := json.Marshal(d2)
	if err != nil {
		t.Fatal(err)
	}
	var back Duel
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	x, err1 := Apply(d2, Action{Type: "play", Fighter: "aiko"})
	y, err2 := Apply(back, Action{Type: "play", Fighter: "aiko"})
	jx, _ := json.Marshal(x)
	jy, _ := json.Marshal(y)
	if err1 != nil || err2 != nil || string(jx) != string(jy) {
		t.Errorf("JSON round trip differs: %v %v", err1, err2)
	}
	// Replay gives the same state.
	r, err := Replay(Setup{Options: Options{}, Fighters: []FighterSetup{
		{ID: "aiko", Profile: prof("Aiko", 3, 4, 5)}, {ID: "bunta", Profile: prof("Bunta", 5, 5, 6)},
	}}, []Action{{Type: "start_turn"}, {Type: "cripple", Fighter: "aiko", N: 1}, {Type: "wound", Fighter: "bunta", N: 1}})
	jr, _ := json.Marshal(r)
	if err != nil || string(jr) != string(b) {
		t.Errorf("Replay differs: %v", err)
	}
	_, err = Replay(Setup{Fighters: []FighterSetup{
		{ID: "aiko", Profile: prof("Aiko", 3, 4, 5)}, {ID: "bunta", Profile: prof("Bunta", 5, 5, 6)},
	}}, []Action{{Type: "start_turn"}, {Type: "start_turn"}})
	if v, ok := tables.AsValidation(err); !ok || v.Problems[0].Field != "actions[1].type" {
		t.Errorf("Replay error %v", err)
	}
	// A damaged stored state is refused, not applied.
	bad := d2
	bad.Fighters = append([]Fighter(nil), d2.Fighters...)
	bad.Fighters[0].Focus = 9
	refused(t, bad, Action{Type: "end_turn"}, "duel.fighters[0].focus")
	for _, e := range r.Log {
		if enOf(e.Msg) == "" || itOf(e.Msg) == "" {
			t.Errorf("log entry without text: %+v", e)
		}
	}
}

func TestProfileValidation(t *testing.T) {
	good := Profile{Name: "Ronin", AdvantageNumber: 4, HandLimit: 5, WoundLimit: 6, Weapons: []string{"Naginata"}, KamaeTree: testTree()}
	if err := good.Validate(); err != nil {
		t.Fatalf("good profile refused: %v", err)
	}
	b, _ := json.Marshal(good)
	var back Profile
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, good) {
		t.Errorf("profile JSON round trip: %v", err)
	}
	tests := []struct {
		name  string
		edit  func(*Profile)
		field string
	}{
		{"no name", func(p *Profile) { p.Name = "" }, "name"},
		{"long name", func(p *Profile) { p.Name = strings.Repeat("x", 61) }, "name"},
		{"control char", func(p *Profile) { p.Name = "a\x00b" }, "name"},
		{"negative advantage", func(p *Profile) { p.AdvantageNumber = -1 }, "advantage_number"},
		{"hand limit 0", func(p *Profile) { p.HandLimit = 0 }, "hand_limit"},
		{"wound limit 0", func(p *Profile) { p.WoundLimit = 0 }, "wound_limit"},
		{"weapon twice", func(p *Profile) { p.Weapons = []string{"Katana", "katana"} }, "weapons[1]"},
		{"tree without neutral", func(p *Profile) { p.KamaeTree.Positions = p.KamaeTree.Positions[1:] }, "kamae_tree.positions"},
		{"branch to nowhere", func(p *Profile) {
			p.KamaeTree.Branches = append(p.KamaeTree.Branches, Branch{From: "neutral", To: "x"})
		}, "kamae_tree.branches[6]"},
		{"self branch", func(p *Profile) {
			p.KamaeTree.Branches = append(p.KamaeTree.Branches, Branch{From: "balance", To: "balance"})
		}, "kamae_tree.branches[6]"},
		{"double branch", func(p *Profile) {
			p.KamaeTree.Branches = append(p.KamaeTree.Branches, Branch{From: "aggression", To: "neutral"})
		}, "kamae_tree.branches[6]"},
		{"duplicate node", func(p *Profile) { p.KamaeTree.FocusPoints = append(p.KamaeTree.FocusPoints, "balance") }, "kamae_tree.focus_points[3]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := good
			p.Weapons = append([]string(nil), good.Weapons...)
			p.KamaeTree = cloneProfile(good).KamaeTree
			tc.edit(&p)
			v, ok := tables.AsValidation(p.Validate())
			if !ok || !contains(v.Fields(), tc.field) {
				t.Errorf("want a problem on %s, got %v", tc.field, v)
			}
		})
	}
}

// TestRandomDuelsConserveCards plays seeded random duels through whole
// turns and checks that no Skill or Special card appears or vanishes: deck,
// discard pile, hand and play area always add up to the deck size (§4,
// §5.2), and the Special cards always come back (§2.3).
func TestRandomDuelsConserveCards(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	effects := []string{"wound", "stun", "cripple", "focus", "draw", "search", "discard", "advantage", "heal", "switch_kamae", "change_kamae", "poison"}
	ids := []string{"a", "b", "c", "d"}
	turns, overs := 0, 0
	for game := 0; game < 40; game++ {
		o := Options{}
		if game%2 == 1 {
			o = Options{DiscardPlayed: "one", PlayedStun: "to_hand", CrippledRotations: 2, BleedingEmptyDeck: "wound"}
		}
		d, err := NewDuel(Setup{Options: o, Fighters: []FighterSetup{
			{ID: "a", Profile: prof("A", 3, 4, 8), PoisonDeck: []string{"P1", "P2"}},
			{ID: "b", Profile: prof("B", 2, 5, 9), Weapons: []string{"x", "y"}},
			{ID: "c", Profile: prof("C", 1, 6, 7), Team: "t"},
			{ID: "d", Profile: prof("D", 1, 3, 6), Team: "t", DeckSize: 30},
		}})
		if err != nil {
			t.Fatal(err)
		}
		try := func(a Action) {
			if nd, err := Apply(d, a); err == nil {
				d = nd
			}
		}
		for turn := 0; turn < 40 && !d.Over; turn++ {
			d = run(t, d, Action{Type: "start_turn"})
			turns++
			for k := rng.IntN(4); k > 0 && !d.Over; k-- {
				try(Action{Type: effects[rng.IntN(len(effects))], Fighter: ids[rng.IntN(4)], By: "a", N: 1 + rng.IntN(2),
					Bleeding: rng.IntN(3) == 0, Kamae: "balance", Poison: "P1"})
			}
			for _, id := range ids {
				card := []string{"skill", "skill", "skill", "special", "stun"}[rng.IntN(5)]
				try(Action{Type: "play", Fighter: id, Card: card})
				try(Action{Type: "play", Fighter: id, Card: "special"})
				switch rng.IntN(4) {
				case 0:
					try(Action{Type: "replace", Fighter: id})
				case 1:
					try(Action{Type: "instant", Fighter: id, Card: "additional"})
				case 2:
					try(Action{Type: "reaction", Fighter: id})
				}
			}
			if d.Over {
				break
			}
			d = run(t, d, Action{Type: "end_turn"})
			for _, f := range d.Fighters {
				if got := f.Deck + f.Discard + f.Hand + f.InPlay; got != f.DeckSize {
					t.Fatalf("game %d turn %d: %s has %d Skill cards, deck size %d: %+v", game, d.Turn, f.ID, got, f.DeckSize, f)
				}
				if want := 1 + max(1, len(f.Weapons)); f.Special != want {
					t.Fatalf("game %d: %s has %d Special cards, want %d", game, f.ID, f.Special, want)
				}
				if !f.Defeated && f.Hand+f.Stun > f.Profile.HandLimit {
					t.Fatalf("game %d: %s over the Hand Limit after the Discard step", game, f.ID)
				}
			}
		}
		if d.Over {
			overs++
		}
	}
	t.Logf("%d turns, %d duels finished", turns, overs)
	if turns < 300 || overs == 0 {
		t.Errorf("random games too short to mean much: %d turns, %d finished", turns, overs)
	}
}
