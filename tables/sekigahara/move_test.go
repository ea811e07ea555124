package sekigahara

import (
	"testing"

	"sengoku/i18n"
)

func mustAllowance(t *testing.T, m Move) MoveResult {
	t.Helper()
	r, err := Allowance(m)
	if err != nil {
		t.Fatalf("%+v: %v", m, err)
	}
	return r
}

func TestMovementExample_7_5(t *testing.T) {
	for _, c := range []struct {
		name string
		m    Move
		want int
	}{
		// A: 5 blocks, friendly controlled castle, main road: 1 + 1 + 1 − 1.
		{"A 5 blocks", Move{Blocks: 5, OwnCastle: true, MainRoad: true}, 2},
		// A: leaving one block behind, 4 blocks reach Kuwana.
		{"A 4 blocks", Move{Blocks: 4, OwnCastle: true, MainRoad: true}, 3},
		// C: a single block without command.
		{"C", Move{Blocks: 1}, 1},
		// D: a group with a commander (size not given; any of 1–4).
		{"D", Move{Blocks: 3, Commander: true}, 2},
		// E: command, not wholly on a main road.
		{"E", Move{Blocks: 2, Commander: true, MainRoad: false}, 2},
	} {
		r := mustAllowance(t, c.m)
		if r.Allowance != c.want || !r.CanMove {
			t.Errorf("%s: allowance %d, want %d (%s)", c.name, r.Allowance, c.want, i18n.EN.Render(r.Text))
		}
	}
	// Example A's hint: one block fewer would move 3.
	r := mustAllowance(t, Move{Blocks: 5, OwnCastle: true, MainRoad: true})
	if r.FewerBlocks != 4 || r.FewerBlocksAllowance != 3 {
		t.Errorf("fewer blocks hint %d/%d, want 4/3", r.FewerBlocks, r.FewerBlocksAllowance)
	}
}

func TestForcedMarchExample_7_3_3(t *testing.T) {
	// Command, main road all the way and a forced march: 3 more than the
	// base, i.e. 4.
	r := mustAllowance(t, Move{Blocks: 1, Commander: true, MainRoad: true, ForcedMarch: true})
	if r.Allowance != 4 || r.Allowance-r.Base != 3 {
		t.Errorf("allowance %d", r.Allowance)
	}
}

func TestCommandSourcesCountOnce_7_3_4(t *testing.T) {
	r := mustAllowance(t, Move{Blocks: 1, Commander: true, OwnCastle: true, OwnCapital: true})
	if r.Command != 1 || r.Allowance != 2 || len(r.CommandSources) != 3 {
		t.Errorf("%+v", r)
	}
}

func TestMovementTable_7_3_6(t *testing.T) {
	// Digest 11.4: rows 1–4, 5–8, 9–12, 13–16, 17+; columns none, road,
	// road + command, road + command + forced march.
	want := [][4]int{{1, 2, 3, 4}, {0, 1, 2, 3}, {0, 0, 1, 2}, {0, 0, 0, 1}, {0, 0, 0, 0}}
	rows := MovementTable()
	if len(rows) != len(want) {
		t.Fatalf("%d rows", len(rows))
	}
	for i, row := range rows {
		got := [4]int{row.None, row.Road, row.RoadCommand, row.RoadCommandForced}
		if got != want[i] {
			t.Errorf("band %d–%d: %v, want %v", row.Band.MinBlocks, row.Band.MaxBlocks, got, want[i])
		}
	}
}

// TestAllowanceMatchesFormula checks every input against the digest's
// formula: allowance = 1 + road + command + forced − ⌊(n−1)/4⌋, 0 when
// ≤ 0 or n ≥ 17 (7.3.6).
func TestAllowanceMatchesFormula(t *testing.T) {
	for n := 1; n <= BlocksPerSide; n++ {
		for mask := 0; mask < 1<<6; mask++ {
			m := Move{Blocks: n, MainRoad: mask&1 != 0, Commander: mask&2 != 0, CommanderMoves: mask&2 != 0 && mask&4 != 0,
				OwnCastle: mask&8 != 0, OwnCapital: mask&16 != 0, ForcedMarch: mask&32 != 0}
			for _, leaderMoving := range []string{"false", "true"} {
				m.Options.CommandRequiresLeaderMoving = leaderMoving
				command := m.OwnCastle || m.OwnCapital || (m.Commander && (leaderMoving == "false" || m.CommanderMoves))
				want := 1 + boolInt(m.MainRoad) + boolInt(command) + boolInt(m.ForcedMarch) - (n-1)/4
				if want <= 0 || n >= 17 {
					want = 0
				}
				r := mustAllowance(t, m)
				if r.Allowance != want || r.CanMove != (want > 0) {
					t.Fatalf("%+v: %d, formula %d", m, r.Allowance, want)
				}
				if r.FewerBlocks > 0 && (r.FewerBlocks >= n || r.FewerBlocksAllowance <= want) {
					t.Fatalf("%+v: hint %d/%d", m, r.FewerBlocks, r.FewerBlocksAllowance)
				}
			}
		}
	}
}

func TestCommandRequiresLeaderMoving_S07(t *testing.T) {
	m := Move{Blocks: 2, Commander: true}
	if r := mustAllowance(t, m); r.Allowance != 2 {
		t.Errorf("default S-07: %d", r.Allowance)
	}
	m.Options.CommandRequiresLeaderMoving = "true"
	if r := mustAllowance(t, m); r.Allowance != 1 {
		t.Errorf("S-07 true, commander stays: %d", r.Allowance)
	}
	m.CommanderMoves = true
	if r := mustAllowance(t, m); r.Allowance != 2 {
		t.Errorf("S-07 true, commander moves: %d", r.Allowance)
	}
}

func TestMoveRejects(t *testing.T) {
	for _, c := range []struct {
		m     Move
		field string
	}{
		{Move{}, "blocks"},
		{Move{Blocks: -3}, "blocks"},
		{Move{Blocks: BlocksPerSide + 1}, "blocks"},
		{Move{Blocks: 2, CommanderMoves: true}, "commanderMoves"},
		{Move{Blocks: 2, Options: Options{CommandRequiresLeaderMoving: "maybe"}}, "options.commandRequiresLeaderMoving"},
	} {
		_, err := Allowance(c.m)
		checkValidation(t, err, c.field)
	}
}

func FuzzAllowance(f *testing.F) {
	f.Add(5, true, true, false, true, false, false, "")
	f.Add(17, true, true, true, true, true, true, "true")
	f.Add(0, false, false, false, false, false, false, "x")
	f.Fuzz(func(t *testing.T, n int, road, cmd, moves, castle, capital, forced bool, opt string) {
		m := Move{Blocks: n, MainRoad: road, Commander: cmd, CommanderMoves: moves, OwnCastle: castle,
			OwnCapital: capital, ForcedMarch: forced, Options: Options{CommandRequiresLeaderMoving: opt}}
		r, err := Allowance(m)
		if err != nil {
			checkValidation(t, err, "")
			return
		}
		if r.Allowance < 0 || r.Allowance > 4 || r.CanMove != (r.Allowance > 0) || (n >= 17 && r.CanMove) {
			t.Fatalf("%+v → %+v", m, r)
		}
		if i18n.EN.Render(r.Text) == "" || i18n.IT.Render(r.Text) == "" {
			t.Fatal("unexplained")
		}
	})
}
