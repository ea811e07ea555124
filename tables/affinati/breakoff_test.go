package affinati

import (
	"testing"

	"sengoku/tables"
)

// TestCavalryBreakOffTable is the chance table of §9 (B-14 defaults) and
// the options that change it.
func TestCavalryBreakOffTable(t *testing.T) {
	cases := []struct {
		name    string
		in      BreakOffInput
		allowed bool
		need    int
		n       int
	}{
		{"vs Ashigaru 5 cm: 3+", BreakOffInput{Enemy: Ashigaru}, true, 3, 4},
		{"vs Foot Samurai: 3+", BreakOffInput{Enemy: FootSamurai}, true, 3, 4},
		{"vs Archers: 3+", BreakOffInput{Enemy: Archers}, true, 3, 4},
		{"vs Arquebusiers: 3+", BreakOffInput{Enemy: Arquebusiers}, true, 3, 4},
		{"vs Monks 7.5 cm: 4+", BreakOffInput{Enemy: WarriorMonks}, true, 4, 3},
		{"vs Ronin: 4+", BreakOffInput{Enemy: Ronin}, true, 4, 3},
		{"vs Mounted: not slower", BreakOffInput{Enemy: MountedSamurai}, false, 0, 0},
		{"vs Mounted with cavBreakoffVsEqual: 5+", BreakOffInput{Enemy: MountedSamurai, Options: Options{CavBreakoffVsEqual: "true"}}, true, 5, 2},
		{"flank contact forbids", BreakOffInput{Enemy: Ashigaru, FlankContact: true}, false, 0, 0},
		{"current speeds: cavalry in a wood vs Ashigaru in the open", BreakOffInput{Enemy: Ashigaru, Difficult: true, Options: Options{SpeedBasis: "current"}}, false, 0, 0},
		{"current speeds: Ashigaru in a wood", BreakOffInput{Enemy: Ashigaru, EnemyDifficult: true, Options: Options{SpeedBasis: "current"}}, true, 2, 5},
		{"current speeds, B-03 5 cm: both in a wood vs Ashigaru", BreakOffInput{Enemy: Ashigaru, Difficult: true, EnemyDifficult: true, Options: Options{SpeedBasis: "current", MountedDifficultMove: "5"}}, true, 4, 3},
		{"good-terrain basis ignores the wood", BreakOffInput{Enemy: Ashigaru, Difficult: true}, true, 3, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := BreakOff(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if r.BreakOff != c.allowed || r.Need != c.need || r.Chance.N != c.n {
				t.Fatalf("allowed %v need %d chance %+v; want %v %d %d/6 (%s)", r.BreakOff, r.Need, r.Chance, c.allowed, c.need, c.n, wordsEN(r.Text))
			}
			// Oracle: count the faces that reach 5 with the bonus.
			if c.allowed {
				bonus := int((r.Speed - r.EnemySpeed) / 2.5)
				n := 0
				for face := 1; face <= 6; face++ {
					if face+bonus >= 5 {
						n++
					}
				}
				if n != r.Chance.N || !near(r.Chance.P, float64(n)/6) {
					t.Errorf("oracle %d/6, engine %+v", n, r.Chance)
				}
			}
		})
	}
}

// TestWithdrawalAndDie covers the 1-PIP withdrawal, foot troops and the
// die entered.
func TestWithdrawalAndDie(t *testing.T) {
	r, err := BreakOff(BreakOffInput{Troop: WarriorMonks, Enemy: FootSamurai})
	if err != nil || !r.Withdraw || r.BreakOff {
		t.Errorf("Monks vs Foot Samurai: withdraw %v break-off %v (%v)", r.Withdraw, r.BreakOff, err)
	}
	r, _ = BreakOff(BreakOffInput{Troop: Ashigaru, Enemy: FootSamurai})
	if r.Withdraw {
		t.Error("Ashigaru cannot withdraw from equally slow Foot Samurai")
	}
	for die, want := range map[int]bool{2: false, 3: true, 6: true} {
		r, _ = BreakOff(BreakOffInput{Enemy: Ashigaru, Die: die})
		if r.Success == nil || *r.Success != want {
			t.Errorf("die %d: success %v, want %v", die, r.Success, want)
		}
	}
	for _, in := range []BreakOffInput{{}, {Enemy: "dragon"}, {Troop: "ninja", Enemy: Ashigaru}, {Enemy: Ashigaru, Die: 9}} {
		if _, err := BreakOff(in); err == nil {
			t.Errorf("%+v accepted", in)
		} else if _, ok := tables.AsValidation(err); !ok {
			t.Errorf("%+v: %T", in, err)
		}
	}
}
