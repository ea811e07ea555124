package sekigahara

import "testing"

func TestReinforcementWeek3_6_2(t *testing.T) {
	// Digest 11.6: week 3, hand of 7, most castles, tied Resources: keep 4,
	// new hand 4 + 6 = 10, draw 2 + 1 = 3 blocks.
	r, err := Reinforce(Reinforcement{Week: 3,
		Ishida:   Holdings{Hand: 7, Control: Control{Castles: 5, Resources: 4}},
		Tokugawa: Holdings{Hand: 2, Control: Control{Castles: 4, Resources: 4}}})
	if err != nil {
		t.Fatal(err)
	}
	is, tk := r.Sides[0], r.Sides[1]
	if is.Kept != 4 || is.Discarded != 3 || is.CardsDrawn != 6 || is.NewHand != 10 || is.BlocksDrawn != 3 {
		t.Errorf("Ishida %+v", is)
	}
	// Tokugawa: keeps 1 of 2, draws 5, and 3 blocks on the Resource tie.
	if tk.Kept != 1 || tk.CardsDrawn != 5 || tk.NewHand != 6 || tk.BlocksDrawn != 3 {
		t.Errorf("Tokugawa %+v", tk)
	}
}

func TestReinforcementBlocksByWeek_6_2(t *testing.T) {
	for week, want := range map[int]int{2: 2, 3: 2, 4: 2, 5: 1, 6: 1, 7: 1} {
		r, err := Reinforce(Reinforcement{Week: week, Ishida: Holdings{Control: Control{Resources: 1}}})
		if err != nil {
			t.Fatal(err)
		}
		if r.Sides[0].BlocksDrawn != want+1 || r.Sides[1].BlocksDrawn != want {
			t.Errorf("week %d: %d and %d blocks, want %d and %d", week, r.Sides[0].BlocksDrawn, r.Sides[1].BlocksDrawn, want+1, want)
		}
	}
}

func TestCastleTie_S06(t *testing.T) {
	in := Reinforcement{Week: 2, Ishida: Holdings{Control: Control{Castles: 3}}, Tokugawa: Holdings{Control: Control{Castles: 3}}}
	r, _ := Reinforce(in)
	if r.Sides[0].CardsDrawn != 5 || r.Sides[1].CardsDrawn != 5 {
		t.Errorf("default S-06: %d %d", r.Sides[0].CardsDrawn, r.Sides[1].CardsDrawn)
	}
	in.Options.CastleTieBothDraw = "true"
	r, _ = Reinforce(in)
	if r.Sides[0].CardsDrawn != 6 || r.Sides[1].CardsDrawn != 6 {
		t.Errorf("S-06 true: %d %d", r.Sides[0].CardsDrawn, r.Sides[1].CardsDrawn)
	}
}

func TestReinforcementRejects(t *testing.T) {
	for _, c := range []struct {
		r     Reinforcement
		field string
	}{
		{Reinforcement{Week: 1}, "week"},
		{Reinforcement{Week: 8}, "week"},
		{Reinforcement{Week: 2, Ishida: Holdings{Hand: -1}}, "ishida.hand"},
		{Reinforcement{Week: 2, Tokugawa: Holdings{Control: Control{Castles: 100}}}, "tokugawa.castles"},
		{Reinforcement{Week: 2, Options: Options{CastleTieBothDraw: "both"}}, "options.castleTieBothDraw"},
	} {
		_, err := Reinforce(c.r)
		checkValidation(t, err, c.field)
	}
}

func TestVictoryPoints_2_2(t *testing.T) {
	// Digest 11.6: Tokugawa 5 castles + 6 Resources = 16; Ishida 4 + 8 =
	// 16: Ishida wins the tie.
	r, err := CountVictory(Victory{Ishida: Control{Castles: 4, Resources: 8}, Tokugawa: Control{Castles: 5, Resources: 6}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Points != (Score{16, 16}) || r.Winner != Ishida || !r.Tie {
		t.Errorf("%+v", r)
	}
	r, _ = CountVictory(Victory{Ishida: Control{Castles: 4, Resources: 7}, Tokugawa: Control{Castles: 5, Resources: 6}})
	if r.Winner != Tokugawa || r.Tie {
		t.Errorf("%+v", r)
	}
	_, err = CountVictory(Victory{Ishida: Control{Castles: -1}})
	checkValidation(t, err, "ishida.castles")
}

func FuzzReinforce(f *testing.F) {
	f.Add(3, 7, 5, 4, 2, 4, 4, "")
	f.Add(1, 0, 0, 0, 0, 0, 0, "true")
	f.Fuzz(func(t *testing.T, week, ih, ic, ir, th, tc, tr int, tie string) {
		in := Reinforcement{Week: week, Ishida: Holdings{ih, Control{ic, ir}}, Tokugawa: Holdings{th, Control{tc, tr}}, Options: Options{CastleTieBothDraw: tie}}
		r, err := Reinforce(in)
		if err != nil {
			checkValidation(t, err, "")
			return
		}
		for i, h := range []Holdings{in.Ishida, in.Tokugawa} {
			s := r.Sides[i]
			if s.Kept+s.Discarded != h.Hand || s.Kept < s.Discarded || s.Kept-s.Discarded > 1 ||
				s.CardsDrawn < 5 || s.CardsDrawn > 6 || s.BlocksDrawn < 1 || s.BlocksDrawn > 3 {
				t.Fatalf("%+v → %+v", in, s)
			}
		}
		// At most one side gets the castle card unless S-06 says both, in
		// any spelling of the query policy's booleans ("1", "on", "YES").
		bothDraw := Options{CastleTieBothDraw: tie}.WithDefaults().CastleTieBothDraw == "true"
		if !bothDraw && r.Sides[0].CardsDrawn == 6 && r.Sides[1].CardsDrawn == 6 {
			t.Fatalf("both drew the 6th card: %+v", in)
		}
		// The Resource bonus goes to at least one side.
		if r.Sides[0].BlocksDrawn == ReinforcementBlocks[week] && r.Sides[1].BlocksDrawn == ReinforcementBlocks[week] {
			t.Fatalf("nobody got the Resource block: %+v", in)
		}
	})
}
