package sekigahara

import "testing"

func TestOverrunQuickChecks_7_4(t *testing.T) {
	// Digest 11.6: 4 vs 1 yes; 7 vs 2 no; 8 vs 2 yes; 8 vs 2 in a castle no.
	for _, c := range []struct {
		o    Overrun
		want bool
	}{
		{Overrun{Friendly: 4, Enemy: 1}, true},
		{Overrun{Friendly: 7, Enemy: 2}, false},
		{Overrun{Friendly: 8, Enemy: 2}, true},
		{Overrun{Friendly: 8, Enemy: 2, EnemyControlsCastle: true}, false},
	} {
		r, err := CheckOverrun(c.o)
		if err != nil || r.Overrun != c.want {
			t.Errorf("%+v: %v (%v)", c.o, r.Overrun, err)
		}
	}
}

func TestOverrunExample_7_4_2(t *testing.T) {
	// The defender has 1 block: a 2-block group stops (2:1); a second
	// 2-block group makes 4:1 with the first and overruns.
	r, _ := CheckOverrun(Overrun{Friendly: 2, Enemy: 1})
	if r.Overrun || r.Missing != 2 {
		t.Errorf("first group: %+v", r)
	}
	r, _ = CheckOverrun(Overrun{Friendly: 2 + 2, Enemy: 1})
	if !r.Overrun || r.EnemyLost != 1 || r.Missing != 0 {
		t.Errorf("second group: %+v", r)
	}
}

func TestOverrunCastleDefendersHelp_7_4_3(t *testing.T) {
	// Blocks inside a castle add to an overrun of the besiegers outside.
	r, _ := CheckOverrun(Overrun{Friendly: 6, FriendlyInCastle: 2, Enemy: 2})
	if !r.Overrun || r.Total != 8 {
		t.Errorf("%+v", r)
	}
}

func TestOverrunDraws_S14(t *testing.T) {
	r, _ := CheckOverrun(Overrun{Friendly: 12, Enemy: 3})
	if r.EnemyDraws != 1 {
		t.Errorf("default S-14: %d cards", r.EnemyDraws)
	}
	r, _ = CheckOverrun(Overrun{Friendly: 12, Enemy: 3, Options: Options{OverrunDraws: "false"}})
	if r.EnemyDraws != 0 {
		t.Errorf("S-14 false: %d cards", r.EnemyDraws)
	}
}

func TestOverrunRejects(t *testing.T) {
	for _, c := range []struct {
		o     Overrun
		field string
	}{
		{Overrun{Enemy: 1}, "friendly"},
		{Overrun{Friendly: 1}, "enemy"},
		{Overrun{Friendly: 49, Enemy: 1}, "friendly"},
		{Overrun{Friendly: 40, FriendlyInCastle: 9, Enemy: 1}, "friendlyInCastle"},
		{Overrun{Friendly: 1, FriendlyInCastle: 1, Enemy: 1, EnemyControlsCastle: true}, "enemyControlsCastle"},
		{Overrun{Friendly: 1, Enemy: 1, Options: Options{OverrunDraws: "maybe"}}, "options.overrunDraws"},
	} {
		_, err := CheckOverrun(c.o)
		checkValidation(t, err, c.field)
	}
}

func FuzzCheckOverrun(f *testing.F) {
	f.Add(4, 0, 1, false, "")
	f.Add(8, 0, 2, true, "false")
	f.Add(-1, 3, 0, true, "x")
	f.Fuzz(func(t *testing.T, friendly, inCastle, enemy int, castle bool, draws string) {
		o := Overrun{Friendly: friendly, FriendlyInCastle: inCastle, Enemy: enemy, EnemyControlsCastle: castle, Options: Options{OverrunDraws: draws}}
		r, err := CheckOverrun(o)
		if err != nil {
			checkValidation(t, err, "")
			return
		}
		want := !castle && friendly+inCastle >= OverrunRatio*enemy
		if r.Overrun != want || (r.Overrun && r.EnemyLost != enemy) || (!r.Overrun && r.EnemyLost != 0) || r.EnemyDraws > r.EnemyLost/2 {
			t.Fatalf("%+v → %+v", o, r)
		}
	})
}
