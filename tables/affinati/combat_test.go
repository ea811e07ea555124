package affinati

import (
	"errors"
	"strings"
	"testing"

	"sengoku/tables"
)

// counts returns, for a single-roll result, the five band counts (B half,
// B lower, tie, A lower, A half) out of 36.
func counts(r Roll) [5]int {
	var c [5]int
	for i, o := range r.Outcomes {
		c[i] = o.N
	}
	return c
}

func resolve(t *testing.T, in CombatInput) CombatResult {
	t.Helper()
	res, err := Resolve(in)
	if err != nil {
		t.Fatalf("Resolve(%+v): %v", in, err)
	}
	return res
}

// TestWorkedExample1AshigaruSupportVsFootSamuraiGeneral is §18.3 example 1.
func TestWorkedExample1AshigaruSupportVsFootSamuraiGeneral(t *testing.T) {
	in := CombatInput{A: Side{Troop: Ashigaru, Support: true}, B: Side{Troop: FootSamurai, General: true}}
	r := resolve(t, in).Rolls[0]
	if r.A.Net != 6 || r.B.Net != 5 {
		t.Fatalf("net a=%d b=%d, want 6 and 5", r.A.Net, r.B.Net)
	}
	if got, want := counts(r), [5]int{1, 20, 5, 10, 0}; got != want {
		t.Fatalf("band counts %v, want %v", got, want)
	}
	checks := []struct {
		name string
		got  Chance
		n    int
	}{
		{"Foot Samurai destroyed", r.B.Destroyed, 1},
		{"Foot Samurai recoil", r.B.Recoil, 20},
		{"Ashigaru recoil", r.A.Recoil, 10},
		{"Ashigaru destroyed", r.A.Destroyed, 0},
		{"Foot Samurai pursue", r.B.Pursues, 10},
		{"Ashigaru pursue", r.A.Pursues, 0},
		{"tie", r.Tie, 5},
	}
	for _, c := range checks {
		if c.got.N != c.n || c.got.P != float64(c.n)/36 {
			t.Errorf("%s: %+v, want %d/36", c.name, c.got, c.n)
		}
	}
	// Single-roll checks: (2,5) gives 8 vs 10 and (1,6) gives 7 vs 11; both
	// are recoils with the supporter sharing it and the Foot Samurai pursuing.
	for _, d := range [][2]int{{2, 5}, {1, 6}} {
		in.DA, in.DB = d[0], d[1]
		dr := resolve(t, in).Rolls[0]
		o := dr.Outcomes[dr.Dice.Outcome]
		if o.A != Recoil || o.Pursuer != "b" || dr.Dice.TotalA != d[0]+6 || dr.Dice.TotalB != d[1]+5 {
			t.Errorf("dice %v: outcome %+v totals %d/%d", d, o, dr.Dice.TotalA, dr.Dice.TotalB)
		}
		if !strings.Contains(wordsEN(o.Text), "rear supporter") || !strings.Contains(wordsIT(o.Text), "supporto") {
			t.Errorf("dice %v: the supporter sharing the recoil is not explained: %q", d, wordsEN(o.Text))
		}
	}
}

// TestWorkedExample2MountedVsArchersFactorSource is §18.3 example 2 (B-02).
func TestWorkedExample2MountedVsArchersFactorSource(t *testing.T) {
	cases := []struct {
		source                                          string
		b                                               int
		archersDestroyed, tie, mountedRecoil, mountedDe int
	}{
		{"", 4, 10, 5, 17, 4},
		{"text", 4, 10, 5, 17, 4},
		{"table", 3, 15, 6, 13, 2},
	}
	for _, c := range cases {
		t.Run("factorSource="+c.source, func(t *testing.T) {
			r := resolve(t, CombatInput{A: Side{Troop: MountedSamurai}, B: Side{Troop: Archers},
				Options: Options{FactorSource: OptionValue(c.source)}}).Rolls[0]
			if r.A.Net != 3 || r.B.Net != c.b {
				t.Fatalf("net %d/%d, want 3/%d", r.A.Net, r.B.Net, c.b)
			}
			if r.B.Destroyed.N != c.archersDestroyed || r.Tie.N != c.tie || r.A.Recoil.N != c.mountedRecoil || r.A.Destroyed.N != c.mountedDe {
				t.Errorf("archers destroyed %d tie %d mounted recoil %d destroyed %d; want %d %d %d %d",
					r.B.Destroyed.N, r.Tie.N, r.A.Recoil.N, r.A.Destroyed.N, c.archersDestroyed, c.tie, c.mountedRecoil, c.mountedDe)
			}
			if r.B.Recoil.N != 0 {
				t.Errorf("Archers beaten by Mounted Samurai in the plain must never recoil, got %d/36", r.B.Recoil.N)
			}
		})
	}
}

// TestWorkedExample3MonksInWoodNoPursuit is §18.3 example 3 (B-29).
func TestWorkedExample3MonksInWoodNoPursuit(t *testing.T) {
	in := CombatInput{A: Side{Troop: WarriorMonks, Support: true, Difficult: true}, B: Side{Troop: FootSamurai, Difficult: true}}
	r := resolve(t, in).Rolls[0]
	if r.A.Net != 5 || r.B.Net != 2 {
		t.Fatalf("net %d/%d, want 5/2", r.A.Net, r.B.Net)
	}
	if got, want := counts(r), [5]int{12, 18, 3, 3, 0}; got != want {
		t.Fatalf("band counts %v, want %v", got, want)
	}
	if r.B.Destroyed.N != 12 || r.B.Recoil.N != 18 || r.A.Recoil.N != 3 || r.A.Destroyed.N != 0 {
		t.Errorf("effects: %+v / %+v", r.A, r.B)
	}
	if r.A.Pursues.N != 0 || r.B.Pursues.N != 0 {
		t.Errorf("nobody pursues in the wood under blockAny: %d %d", r.A.Pursues.N, r.B.Pursues.N)
	}
	in.DA, in.DB = 3, 3
	dr := resolve(t, in).Rolls[0]
	if o := dr.Outcomes[dr.Dice.Outcome]; o.B != Recoil || dr.Dice.TotalA != 8 || dr.Dice.TotalB != 5 {
		t.Errorf("dice 3,3: %+v totals %d/%d, want Foot Samurai recoil at 8 vs 5", o, dr.Dice.TotalA, dr.Dice.TotalB)
	}
}

// TestWorkedExample4ArquebusiersShootAshigaruInDifficult is §18.3 extra
// example 4.
func TestWorkedExample4ArquebusiersShootAshigaruInDifficult(t *testing.T) {
	r := resolve(t, CombatInput{Mode: ModeShooting, A: Side{Troop: Arquebusiers, Extra: 1}, B: Side{Troop: Ashigaru, Difficult: true}}).Rolls[0]
	if r.A.Net != 4 || r.B.Net != 3 {
		t.Fatalf("net %d/%d, want 4/3", r.A.Net, r.B.Net)
	}
	if r.B.Destroyed.N != 4 || r.B.Recoil.N != 17 || r.NoEffect.N != 15 {
		t.Errorf("target destroyed %d recoil %d no effect %d; want 4, 17, 15", r.B.Destroyed.N, r.B.Recoil.N, r.NoEffect.N)
	}
	if r.A.Recoil.N+r.A.Destroyed.N+r.A.Flee.N != 0 || r.A.CanSuffer {
		t.Errorf("the shooter can never suffer: %+v", r.A)
	}
	if r.B.Pursues.N+r.A.Pursues.N != 0 {
		t.Error("nobody pursues after shooting")
	}
}

// TestWorkedExample5MountedInDifficultVsAshigaru is §18.3 extra example 5.
func TestWorkedExample5MountedInDifficultVsAshigaru(t *testing.T) {
	r := resolve(t, CombatInput{A: Side{Troop: MountedSamurai, Difficult: true}, B: Side{Troop: Ashigaru}}).Rolls[0]
	if r.A.Net != 1 || r.B.Net != 3 {
		t.Fatalf("net %d/%d, want 1/3", r.A.Net, r.B.Net)
	}
	if r.A.Destroyed.N != 26 || r.Tie.N != 4 || r.B.Recoil.N != 6 {
		t.Errorf("mounted destroyed %d tie %d ashigaru recoil %d; want 26, 4, 6", r.A.Destroyed.N, r.Tie.N, r.B.Recoil.N)
	}
}

// TestReferenceCountsBandsForNetValues is the reference table of §18.3.
func TestReferenceCountsBandsForNetValues(t *testing.T) {
	rows := []struct {
		a, b int
		want [5]int
	}{
		{3, 3, [5]int{2, 13, 6, 13, 2}},
		{4, 3, [5]int{4, 17, 5, 10, 0}},
		{5, 3, [5]int{6, 20, 4, 6, 0}},
		{6, 3, [5]int{9, 21, 3, 3, 0}},
		{4, 4, [5]int{1, 14, 6, 14, 1}},
		{2, 4, [5]int{0, 6, 4, 17, 9}},
		{6, 5, [5]int{1, 20, 5, 10, 0}},
		{3, 4, [5]int{0, 10, 5, 17, 4}},
		{5, 0, [5]int{24, 11, 1, 0, 0}},
		{7, 2, [5]int{18, 17, 1, 0, 0}},
	}
	for _, row := range rows {
		var got [5]int
		for da := 1; da <= 6; da++ {
			for db := 1; db <= 6; db++ {
				got[classify(da+row.a, db+row.b)]++
			}
		}
		if got != row.want {
			t.Errorf("a=%d b=%d: %v, want %v", row.a, row.b, got, row.want)
		}
	}
}

// TestCloseCombatModifiers checks each line of §12 and the options that
// change them (B-04, B-18, B-19, B-20).
func TestCloseCombatModifiers(t *testing.T) {
	cases := []struct {
		name string
		a, b Side
		opts Options
		net  int
	}{
		{"CF vs foot", Side{Troop: FootSamurai}, Side{Troop: Ashigaru}, Options{}, 4},
		{"CF vs mounted", Side{Troop: FootSamurai}, Side{Troop: MountedSamurai}, Options{}, 3},
		{"rear support Monks +3", Side{Troop: WarriorMonks, Support: true}, Side{Troop: Ashigaru}, Options{}, 5},
		{"foot in Village +2", Side{Troop: Ashigaru, Village: true}, Side{Troop: Ashigaru}, Options{}, 5},
		{"mounted in Village gets nothing", Side{Troop: MountedSamurai, Village: true}, Side{Troop: Ashigaru}, Options{}, 3},
		{"General +1", Side{Troop: Ronin, General: true}, Side{Troop: Ashigaru}, Options{}, 5},
		{"higher, river bank and defensive position +1 at most (B-19)", Side{Troop: Ashigaru, Higher: true, RiverBank: true, DefPos: true}, Side{Troop: Ashigaru}, Options{}, 4},
		{"B-19 cumulative", Side{Troop: Ashigaru, Higher: true, RiverBank: true, DefPos: true}, Side{Troop: Ashigaru}, Options{PlusOneCumulative: "true"}, 6},
		{"one flank threat −1", Side{Troop: Ashigaru, Flank: 1}, Side{Troop: Ashigaru}, Options{}, 2},
		{"flank threats stop at −2", Side{Troop: Ashigaru, Flank: 4}, Side{Troop: Ashigaru}, Options{}, 1},
		{"flank contact −1 after combat (B-18)", Side{Troop: Ashigaru, FlankContact: true}, Side{Troop: Ashigaru}, Options{}, 2},
		{"flank contact turns before combat (B-18 option)", Side{Troop: Ashigaru, FlankContact: true}, Side{Troop: Ashigaru}, Options{FlankTurn: "beforeCombat"}, 3},
		{"difficult −2", Side{Troop: Archers, Difficult: true}, Side{Troop: Ashigaru}, Options{}, 1},
		{"Monks exempt in difficult", Side{Troop: WarriorMonks, Difficult: true}, Side{Troop: Ashigaru}, Options{}, 2},
		{"Monks advantaged +1 (B-04)", Side{Troop: WarriorMonks, Difficult: true}, Side{Troop: Ashigaru}, Options{MonkDifficultBonus: "1"}, 3},
		{"B-04 only in difficult terrain", Side{Troop: WarriorMonks}, Side{Troop: Ashigaru}, Options{MonkDifficultBonus: "2"}, 2},
		{"lowest melee total is 0", Side{Troop: Ashigaru, Difficult: true, Flank: 2}, Side{Troop: Ashigaru}, Options{}, -1},
		{"highest melee net 10", Side{Troop: Ashigaru, Support: true, Village: true, General: true, Higher: true}, Side{Troop: Ashigaru}, Options{}, 10},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := resolve(t, CombatInput{A: c.a, B: c.b, Options: c.opts}).Rolls[0]
			if r.A.Net != c.net {
				t.Errorf("net %d, want %d; factors %+v", r.A.Net, c.net, r.A.Factors)
			}
			if r.A.Min != 1+c.net || r.A.Max != 6+c.net {
				t.Errorf("range %d..%d", r.A.Min, r.A.Max)
			}
			for _, f := range r.A.Factors {
				if wordsEN(f.Text) == "" || wordsIT(f.Text) == "" || f.Rule == "" {
					t.Errorf("factor without bilingual label or rule: %+v", f)
				}
			}
		})
	}
}

// TestShootingModifiersApplyToTarget checks §11.2 and B-16, B-17, B-21.
func TestShootingModifiersApplyToTarget(t *testing.T) {
	cases := []struct {
		name      string
		shooter   Side
		target    Side
		opts      Options
		sNet, tgt int
	}{
		{"Archers shoot mounted with CF vs mounted", Side{Troop: Archers}, Side{Troop: MountedSamurai}, Options{}, 4, 3},
		{"target uses CF vs foot (B-16)", Side{Troop: Archers}, Side{Troop: FootSamurai}, Options{}, 3, 4},
		{"table factors (B-02)", Side{Troop: Archers}, Side{Troop: MountedSamurai}, Options{FactorSource: "table"}, 3, 3},
		{"fortification +2", Side{Troop: Archers}, Side{Troop: Ashigaru, Fortified: true}, Options{}, 3, 5},
		{"Village +2 (B-17)", Side{Troop: Archers}, Side{Troop: Ashigaru, Village: true}, Options{}, 3, 5},
		{"Village and fortification one +2 line", Side{Troop: Archers}, Side{Troop: Ashigaru, Village: true, Fortified: true}, Options{}, 3, 5},
		{"Village +1 (B-17 table)", Side{Troop: Archers}, Side{Troop: Ashigaru, Village: true}, Options{VillageShootBonus: "1"}, 3, 4},
		{"Village +1 shares the cover line (B-17 table)", Side{Troop: Archers}, Side{Troop: Ashigaru, Village: true, Difficult: true}, Options{VillageShootBonus: "1"}, 3, 4},
		{"defensive position and difficult one +1", Side{Troop: Archers}, Side{Troop: Ashigaru, DefPos: true, Difficult: true}, Options{}, 3, 4},
		{"fortification and cover add up", Side{Troop: Archers}, Side{Troop: Ashigaru, Fortified: true, DefPos: true}, Options{}, 3, 6},
		{"two extra shooters −2", Side{Troop: Archers, Extra: 2}, Side{Troop: Ashigaru}, Options{}, 3, 1},
		{"support ignored when shot at (B-21)", Side{Troop: Archers}, Side{Troop: Ashigaru, Support: true}, Options{}, 3, 3},
		{"support counts when shot at (B-21 option)", Side{Troop: Archers}, Side{Troop: Ashigaru, Support: true}, Options{SupportVsShooting: "true"}, 3, 6},
		{"no melee modifiers when shot at", Side{Troop: Archers, General: true}, Side{Troop: Ashigaru, General: true, Higher: true, Flank: 2}, Options{}, 3, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := resolve(t, CombatInput{Mode: ModeShooting, A: c.shooter, B: c.target, Options: c.opts}).Rolls[0]
			if r.A.Net != c.sNet || r.B.Net != c.tgt {
				t.Errorf("net %d/%d, want %d/%d; %+v", r.A.Net, r.B.Net, c.sNet, c.tgt, r.B.Factors)
			}
		})
	}
}

// TestResultTableLoserWinnerTerrain checks the lines of §13.2 and B-24.
func TestResultTableLoserWinnerTerrain(t *testing.T) {
	// A is always the winner with a big edge in the "lower" band: use a
	// custom side set-up and read the B-lower outcome (index 1).
	cases := []struct {
		name   string
		a, b   Side
		mode   Mode
		opts   Options
		effect Effect
	}{
		{"Mounted Samurai in difficult destroyed", Side{Troop: Ashigaru}, Side{Troop: MountedSamurai, Difficult: true}, ModeMelee, Options{}, Destroyed},
		{"Mounted Samurai in good terrain recoil", Side{Troop: Ashigaru}, Side{Troop: MountedSamurai}, ModeMelee, Options{}, Recoil},
		{"Ashigaru beaten by Monks destroyed", Side{Troop: WarriorMonks}, Side{Troop: Ashigaru}, ModeMelee, Options{}, Destroyed},
		{"Ashigaru beaten by others recoil", Side{Troop: FootSamurai}, Side{Troop: Ashigaru}, ModeMelee, Options{}, Recoil},
		{"Archers beaten by Mounted in the plain destroyed", Side{Troop: MountedSamurai}, Side{Troop: Archers}, ModeMelee, Options{}, Destroyed},
		{"Archers in difficult beaten by Mounted recoil", Side{Troop: MountedSamurai}, Side{Troop: Archers, Difficult: true}, ModeMelee, Options{}, Recoil},
		{"B-24 winner: Mounted in a wood, Archers in the plain recoil", Side{Troop: MountedSamurai, Difficult: true}, Side{Troop: Archers}, ModeMelee, Options{PlainRefersTo: "winner"}, Recoil},
		{"B-24 winner: Archers in a wood, Mounted in the plain destroyed", Side{Troop: MountedSamurai}, Side{Troop: Archers, Difficult: true}, ModeMelee, Options{PlainRefersTo: "winner"}, Destroyed},
		{"B-24 both: one in a wood recoil", Side{Troop: MountedSamurai, Difficult: true}, Side{Troop: Archers}, ModeMelee, Options{PlainRefersTo: "both"}, Recoil},
		{"Arquebusiers beaten by Monks destroyed", Side{Troop: WarriorMonks}, Side{Troop: Arquebusiers, Difficult: true}, ModeMelee, Options{}, Destroyed},
		{"Ronin beaten by Mounted in the plain destroyed", Side{Troop: MountedSamurai}, Side{Troop: Ronin}, ModeMelee, Options{}, Destroyed},
		{"Ronin beaten by Foot Samurai recoil", Side{Troop: FootSamurai}, Side{Troop: Ronin}, ModeMelee, Options{}, Recoil},
		{"Monks recoil", Side{Troop: MountedSamurai}, Side{Troop: WarriorMonks}, ModeMelee, Options{}, Recoil},
		{"Foot Samurai recoil", Side{Troop: WarriorMonks}, Side{Troop: FootSamurai}, ModeMelee, Options{}, Recoil},
		{"Mounted shot in difficult destroyed", Side{Troop: Archers}, Side{Troop: MountedSamurai, Difficult: true}, ModeShooting, Options{}, Destroyed},
		{"Mounted shot in good terrain recoil", Side{Troop: Archers}, Side{Troop: MountedSamurai}, ModeShooting, Options{}, Recoil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := resolve(t, CombatInput{Mode: c.mode, A: c.a, B: c.b, Options: c.opts}).Rolls[0]
			if got := r.Outcomes[1].B; got != c.effect {
				t.Errorf("B lower: %s, want %s (%s)", got, c.effect, wordsEN(r.Outcomes[1].Text))
			}
			if got := r.Outcomes[0].B; got != Destroyed {
				t.Errorf("B half or less: %s, want destroyed", got)
			}
			if r.Outcomes[2].A != NoEffect || r.Outcomes[2].B != NoEffect {
				t.Errorf("tie must have no effect (B-23): %+v", r.Outcomes[2])
			}
		})
	}
}

// TestPursuitWhoAndDifficultTerrain checks §14 and B-29.
func TestPursuitWhoAndDifficultTerrain(t *testing.T) {
	cases := []struct {
		name    string
		a, b    Side
		opts    Options
		pursuer string
	}{
		{"Foot Samurai pursue", Side{Troop: FootSamurai}, Side{Troop: Ashigaru}, Options{}, "a"},
		{"Mounted Samurai pursue", Side{Troop: MountedSamurai}, Side{Troop: Ashigaru}, Options{}, "a"},
		{"Monks pursue", Side{Troop: WarriorMonks}, Side{Troop: Ashigaru}, Options{}, "a"},
		{"Ashigaru never pursue", Side{Troop: Ashigaru}, Side{Troop: FootSamurai}, Options{}, ""},
		{"Ronin never pursue", Side{Troop: Ronin}, Side{Troop: FootSamurai}, Options{}, ""},
		{"Archers never pursue", Side{Troop: Archers}, Side{Troop: FootSamurai}, Options{}, ""},
		{"Arquebusiers never pursue", Side{Troop: Arquebusiers}, Side{Troop: FootSamurai}, Options{}, ""},
		{"blockAny: loser in difficult", Side{Troop: FootSamurai}, Side{Troop: Ashigaru, Difficult: true}, Options{}, ""},
		{"blockAny: winner in difficult", Side{Troop: FootSamurai, Difficult: true}, Side{Troop: Ashigaru}, Options{}, ""},
		{"blockEnteringOnly: winner already in difficult pursues", Side{Troop: FootSamurai, Difficult: true}, Side{Troop: Ashigaru}, Options{PursuitDifficult: "blockEnteringOnly"}, "a"},
		{"blockEnteringOnly: both in a wood pursue", Side{Troop: WarriorMonks, Difficult: true}, Side{Troop: Ashigaru, Difficult: true}, Options{PursuitDifficult: "blockEnteringOnly"}, "a"},
		{"blockEnteringOnly: entering difficult blocked", Side{Troop: FootSamurai}, Side{Troop: Ashigaru, Difficult: true}, Options{PursuitDifficult: "blockEnteringOnly"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := resolve(t, CombatInput{A: c.a, B: c.b, Options: c.opts}).Rolls[0]
			for _, k := range []int{0, 1} {
				if got := r.Outcomes[k].Pursuer; got != c.pursuer {
					t.Errorf("outcome %d: pursuer %q, want %q (%s)", k, got, c.pursuer, wordsEN(r.Outcomes[k].Text))
				}
			}
			if r.Outcomes[2].Pursuer != "" {
				t.Error("nobody pursues on a tie")
			}
		})
	}
}

// TestMutualShootingB15 checks both readings of mutual shooting.
func TestMutualShootingB15(t *testing.T) {
	in := CombatInput{Mode: ModeMutual, A: Side{Troop: Archers, Extra: 1}, B: Side{Troop: Arquebusiers, Difficult: true}, DA: 6, DB: 1}
	res := resolve(t, in)
	if len(res.Rolls) != 1 {
		t.Fatalf("opposed: %d rolls, want 1", len(res.Rolls))
	}
	r := res.Rolls[0]
	// Both are targets: CF vs foot; B gets +1 cover and −1 for A's extra
	// shooter.
	if r.A.Net != 3 || r.B.Net != 4 || !r.A.CanSuffer || !r.B.CanSuffer {
		t.Fatalf("opposed: %+v %+v", r.A, r.B)
	}
	if r.A.Recoil.N == 0 || r.B.Recoil.N == 0 || r.A.Pursues.N+r.B.Pursues.N != 0 {
		t.Errorf("opposed: both can suffer and nobody pursues: %+v %+v", r.A, r.B)
	}
	in.Options.MutualShooting = "twoOneWay"
	in.DA2, in.DB2 = 2, 3
	res = resolve(t, in)
	if len(res.Rolls) != 2 {
		t.Fatalf("twoOneWay: %d rolls, want 2", len(res.Rolls))
	}
	first, second := res.Rolls[0], res.Rolls[1]
	if first.Shooter != "a" || first.A.CanSuffer || !first.B.CanSuffer || second.Shooter != "b" || !second.A.CanSuffer || second.B.CanSuffer {
		t.Errorf("twoOneWay roles: %+v / %+v", first, second)
	}
	if first.A.Net != 3 || first.B.Net != 4 || second.B.Net != 4 || second.A.Net != 3 {
		t.Errorf("twoOneWay nets: %d %d / %d %d", first.A.Net, first.B.Net, second.A.Net, second.B.Net)
	}
	if second.Dice == nil || second.Dice.DA != 2 || second.Dice.DB != 3 {
		t.Errorf("second dice not read: %+v", second.Dice)
	}
}

// TestCustomResultTableB23B25 replaces §13.2 with a table that has a tie
// line and Flee results.
func TestCustomResultTableB23B25(t *testing.T) {
	table := []ResultRule{
		{Band: Tie, Loser: MountedSamurai, Context: ContextMelee, Effect: Recoil},
		{Band: Tie, Effect: NoEffect},
		{Band: Lower, Loser: Ashigaru, Effect: Flee},
		{Band: Lower, Effect: Recoil},
		{Band: Half, Effect: Destroyed},
	}
	r := resolve(t, CombatInput{A: Side{Troop: MountedSamurai}, B: Side{Troop: Ashigaru}, ResultTable: table}).Rolls[0]
	if r.Outcomes[2].A != Recoil || r.Outcomes[2].B != NoEffect || r.Outcomes[2].Pursuer != "" {
		t.Errorf("tie line: %+v", r.Outcomes[2])
	}
	if r.Outcomes[1].B != Flee || r.Outcomes[1].Pursuer != "a" || r.B.Flee.N != r.Outcomes[1].N {
		t.Errorf("flee line: %+v", r.Outcomes[1])
	}
	_, err := Resolve(CombatInput{A: Side{Troop: Ashigaru}, B: Side{Troop: Ashigaru},
		ResultTable: []ResultRule{{Band: Tie, Effect: NoEffect}, {Band: Half, Effect: Destroyed}}})
	if v, ok := tables.AsValidation(err); !ok || v.Fields()[0] != "resultTable" {
		t.Errorf("a table without a lower line must be refused: %v", err)
	}
	_, err = Resolve(CombatInput{A: Side{Troop: Ashigaru}, B: Side{Troop: Ashigaru},
		ResultTable: []ResultRule{{Band: "worse", Effect: "vanish"}}})
	if _, ok := tables.AsValidation(err); !ok {
		t.Errorf("unknown band and effect must be refused: %v", err)
	}
}

// TestDiceEntryMatchesGrid reads every die pair both ways.
func TestDiceEntryMatchesGrid(t *testing.T) {
	in := CombatInput{A: Side{Troop: Archers, Difficult: true, Flank: 1}, B: Side{Troop: MountedSamurai, General: true}}
	base := resolve(t, in).Rolls[0]
	for da := 1; da <= 6; da++ {
		for db := 1; db <= 6; db++ {
			in.DA, in.DB = da, db
			r := resolve(t, in).Rolls[0]
			if r.Dice.Outcome != base.Grid[da-1][db-1] || r.Dice.Outcome != classify(da+base.A.Net, db+base.B.Net) {
				t.Fatalf("dice %d,%d: outcome %d, grid %d", da, db, r.Dice.Outcome, base.Grid[da-1][db-1])
			}
			if !strings.Contains(wordsEN(r.Dice.Text), wordsEN(r.Outcomes[r.Dice.Outcome].Text)) || !strings.Contains(wordsIT(r.Dice.Text), wordsIT(r.Outcomes[r.Dice.Outcome].Text)) {
				t.Fatalf("dice text does not carry the outcome: %q", wordsEN(r.Dice.Text))
			}
		}
	}
}

// TestCombatInputRefused lists absurd inputs; each must be refused with a
// bilingual problem on the named field.
func TestCombatInputRefused(t *testing.T) {
	ok := Side{Troop: Ashigaru}
	cases := []struct {
		name  string
		in    CombatInput
		field string
	}{
		{"no troop", CombatInput{A: Side{}, B: ok}, "a.troop"},
		{"unknown troop", CombatInput{A: ok, B: Side{Troop: "elephants"}}, "b.troop"},
		{"unknown mode", CombatInput{Mode: "siege", A: ok, B: ok}, "mode"},
		{"negative flank", CombatInput{A: Side{Troop: Ashigaru, Flank: -1}, B: ok}, "a.flank"},
		{"1000 flank threats", CombatInput{A: Side{Troop: Ashigaru, Flank: 1000}, B: ok}, "a.flank"},
		{"three extra shooters", CombatInput{Mode: ModeShooting, A: Side{Troop: Archers, Extra: 3}, B: ok}, "a.extra"},
		{"rear support for Foot Samurai", CombatInput{A: Side{Troop: FootSamurai, Support: true}, B: ok}, "a.support"},
		{"both higher", CombatInput{A: Side{Troop: Ashigaru, Higher: true}, B: Side{Troop: Ashigaru, Higher: true}}, "b.higher"},
		{"both flank-contacted", CombatInput{A: Side{Troop: Ashigaru, FlankContact: true}, B: Side{Troop: Ashigaru, FlankContact: true}}, "b.flankContact"},
		{"Monks cannot shoot", CombatInput{Mode: ModeShooting, A: Side{Troop: WarriorMonks}, B: ok}, "a.troop"},
		{"mutual needs two shooters", CombatInput{Mode: ModeMutual, A: Side{Troop: Archers}, B: ok}, "b.troop"},
		{"die 7", CombatInput{A: ok, B: ok, DA: 7, DB: 1}, "da"},
		{"one die only", CombatInput{A: ok, B: ok, DA: 3}, "db"},
		{"negative die", CombatInput{A: ok, B: ok, DA: -1, DB: 2}, "da"},
		{"bad option", CombatInput{A: ok, B: ok, Options: Options{FactorSource: "book"}}, "factorSource"},
		{"bad number option", CombatInput{A: ok, B: ok, Options: Options{DistanceScale: "NaN"}}, "distanceScale"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Resolve(c.in)
			var v *tables.ValidationError
			if !errors.As(err, &v) {
				t.Fatalf("want *tables.ValidationError, got %v", err)
			}
			found := false
			for _, p := range v.Problems {
				if p.English() == "" || p.Italian() == "" || p.English() == p.Italian() {
					t.Errorf("problem not in both languages: %+v", p)
				}
				found = found || p.Field == c.field
			}
			if !found {
				t.Errorf("no problem on %q: %+v", c.field, v.Problems)
			}
		})
	}
}

// TestIgnoredInputsAreNamed: inputs that do not apply are named in the
// notes rather than silently dropped.
func TestIgnoredInputsAreNamed(t *testing.T) {
	res := resolve(t, CombatInput{Mode: ModeShooting, A: Side{Troop: Archers, General: true}, B: Side{Troop: Ashigaru, Higher: true}})
	var all string
	for _, n := range res.Notes {
		all += wordsEN(n) + "|"
	}
	if !strings.Contains(all, "General") || !strings.Contains(all, "higher ground") {
		t.Errorf("notes do not name the ignored inputs: %s", all)
	}
}

// TestShooting_B30_L208_L234_GeneralInShooting: the shooting modifiers
// (seed 004 l.208) do not list the General, so by default his element
// shoots and is shot at without the +1; under B-30 true, l.234 ("sia che
// tiri, sia che sia soggetto al tiro avversario … tutti i modificatori
// tattici") carries the close-combat +1 over, for the shooter and the
// target alike, in one-way and mutual shooting.
func TestShooting_B30_L208_L234_GeneralInShooting(t *testing.T) {
	shooter, target := Side{Troop: Archers, General: true}, Side{Troop: Ashigaru, General: true}
	for _, c := range []struct {
		opt       OptionValue
		sNet, tgt int
	}{{"", 3, 3}, {"false", 3, 3}, {"true", 4, 4}} {
		r := resolve(t, CombatInput{Mode: ModeShooting, A: shooter, B: target, Options: Options{GeneralInShooting: c.opt}}).Rolls[0]
		if r.A.Net != c.sNet || r.B.Net != c.tgt {
			t.Errorf("B-30 %q: net %d/%d, want %d/%d", c.opt, r.A.Net, r.B.Net, c.sNet, c.tgt)
		}
		if c.opt == "true" && !hasFactorRule(r.A.Factors, "B-30") {
			t.Errorf("the shooter's +1 does not cite B-30: %+v", r.A.Factors)
		}
	}
	mutual := CombatInput{Mode: ModeMutual, A: Side{Troop: Archers, General: true}, B: Side{Troop: Arquebusiers}, Options: Options{GeneralInShooting: "true"}}
	if r := resolve(t, mutual).Rolls[0]; r.A.Net != resolve(t, CombatInput{Mode: ModeMutual, A: Side{Troop: Archers}, B: Side{Troop: Arquebusiers}}).Rolls[0].A.Net+1 {
		t.Errorf("mutual shooting: the General's element gets +1 under B-30: %+v", r.A.Factors)
	}
}

func hasFactorRule(fs []Factor, rule string) bool {
	for _, f := range fs {
		if strings.Contains(f.Rule, rule) {
			return true
		}
	}
	return false
}
