package affinati

import (
	"testing"

	"sengoku/tables"
)

func armyOf(list string, counts map[TroopType]int, general TroopType) ArmyInput {
	in := ArmyInput{List: list, General: general}
	in.Ashigaru, in.FootSamurai, in.WarriorMonks = counts[Ashigaru], counts[FootSamurai], counts[WarriorMonks]
	in.Ronin, in.Archers, in.Arquebusiers, in.MountedSamurai = counts[Ronin], counts[Archers], counts[Arquebusiers], counts[MountedSamurai]
	return in
}

// TestEveryListReachesTwelve: "every list can reach exactly 12" (§16);
// the search tries every composition within the limits.
func TestEveryListReachesTwelve(t *testing.T) {
	for _, l := range ArmyLists() {
		found := 0
		var rec func(i, total int, counts map[TroopType]int)
		rec = func(i, total int, counts map[TroopType]int) {
			if i == len(l.Entries) {
				if total != l.Size {
					return
				}
				for _, e := range l.Entries {
					if !e.General || counts[e.Troop] == 0 {
						continue
					}
					r, err := CheckArmy(armyOf(l.ID, counts, e.Troop))
					if err != nil {
						t.Fatal(err)
					}
					if r.Valid {
						found++
					}
				}
				return
			}
			e := l.Entries[i]
			for n := e.Min; n <= e.Max; n++ {
				counts[e.Troop] = n
				rec(i+1, total+n, counts)
			}
			counts[e.Troop] = 0
		}
		rec(0, 0, map[TroopType]int{})
		if found == 0 {
			t.Errorf("%s: no valid 12-element army", l.ID)
		}
	}
}

// TestArmyListRules checks limits, the General and the campaign lists.
func TestArmyListRules(t *testing.T) {
	cases := []struct {
		name  string
		in    ArmyInput
		valid bool
	}{
		{"Samurai 1000 valid", armyOf("samurai-1000", map[TroopType]int{MountedSamurai: 3, FootSamurai: 3, Ashigaru: 3, Archers: 3}, MountedSamurai), true},
		{"Samurai 1000: General must be mounted", armyOf("samurai-1000", map[TroopType]int{MountedSamurai: 3, FootSamurai: 3, Ashigaru: 3, Archers: 3}, FootSamurai), false},
		{"Samurai 1000: 11 elements", armyOf("samurai-1000", map[TroopType]int{MountedSamurai: 3, FootSamurai: 3, Ashigaru: 3, Archers: 2}, MountedSamurai), false},
		{"Samurai 1000: 5 Archers", armyOf("samurai-1000", map[TroopType]int{MountedSamurai: 2, FootSamurai: 3, Ashigaru: 2, Archers: 5}, MountedSamurai), false},
		{"Samurai 1000: no General", armyOf("samurai-1000", map[TroopType]int{MountedSamurai: 3, FootSamurai: 3, Ashigaru: 3, Archers: 3}, ""), false},
		{"Monks 1000: General on absent Mounted", armyOf("monks-1000", map[TroopType]int{FootSamurai: 2, Ashigaru: 4, WarriorMonks: 6}, MountedSamurai), false},
		{"Monks 1500 valid", armyOf("monks-1500", map[TroopType]int{FootSamurai: 2, Arquebusiers: 4, Ashigaru: 1, WarriorMonks: 5}, FootSamurai), true},
		{"Ronin not in a battle list", armyOf("samurai-1500", map[TroopType]int{MountedSamurai: 2, FootSamurai: 2, Ronin: 2, Ashigaru: 4, Arquebusiers: 2}, FootSamurai), false},
		{"Ronin replace Foot Samurai (B-28)", func() ArmyInput {
			in := armyOf("samurai-1500", map[TroopType]int{MountedSamurai: 2, FootSamurai: 2, Ronin: 2, Ashigaru: 4, Arquebusiers: 2}, FootSamurai)
			in.Options.AllowRoninSubstitution = "true"
			return in
		}(), true},
		{"B-28 keeps the Foot Samurai maximum", func() ArmyInput {
			in := armyOf("samurai-1000", map[TroopType]int{MountedSamurai: 2, FootSamurai: 3, Ronin: 2, Ashigaru: 3, Archers: 2}, MountedSamurai)
			in.Options.AllowRoninSubstitution = "true"
			return in
		}(), false},
		{"campaign 6p with Ronin", armyOf("c1560-6p", map[TroopType]int{FootSamurai: 4, MountedSamurai: 2, Archers: 2, Ronin: 2, Ashigaru: 2}, FootSamurai), true},
		{"campaign 6p with Monks", armyOf("c1560-6p", map[TroopType]int{FootSamurai: 4, MountedSamurai: 2, Archers: 2, WarriorMonks: 2, Ashigaru: 2}, FootSamurai), true},
		{"campaign 6p: 1 Ronin and 1 Monk", armyOf("c1560-6p", map[TroopType]int{FootSamurai: 4, MountedSamurai: 2, Archers: 2, Ronin: 1, WarriorMonks: 1, Ashigaru: 2}, FootSamurai), false},
		{"campaign 5p: Monks instead of Ronin", armyOf("c1560-5p", map[TroopType]int{FootSamurai: 4, MountedSamurai: 2, Archers: 2, WarriorMonks: 2, Ashigaru: 2}, FootSamurai), false},
		{"campaign 5p Shimazu", armyOf("c1560-5p-shimazu", map[TroopType]int{WarriorMonks: 8, Archers: 4}, WarriorMonks), true},
		{"campaign 5p Shimazu: General on Archers", armyOf("c1560-5p-shimazu", map[TroopType]int{WarriorMonks: 8, Archers: 4}, Archers), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := CheckArmy(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if r.Valid != c.valid {
				t.Errorf("valid %v, want %v: %+v", r.Valid, c.valid, r.Problems)
			}
			if r.Valid != (len(r.Problems) == 0) {
				t.Error("Valid disagrees with Problems")
			}
			for _, p := range r.Problems {
				if wordsEN(p) == "" || wordsIT(p) == "" {
					t.Errorf("problem not bilingual: %+v", p)
				}
			}
		})
	}
}

// TestArmyAlliedBreakPoint: a 12-element army with 2 allied elements
// fights as 14 and breaks at 4 (campaign-1560 example D).
func TestArmyAlliedBreakPoint(t *testing.T) {
	in := armyOf("c1560-6p", map[TroopType]int{FootSamurai: 4, MountedSamurai: 2, Archers: 2, Ronin: 2, Ashigaru: 2}, FootSamurai)
	in.Allied = 2
	r, err := CheckArmy(in)
	if err != nil || r.BattleSize != 14 || r.BreakPoint != 4 {
		t.Errorf("battle size %d break point %d (%v)", r.BattleSize, r.BreakPoint, err)
	}
	for _, bad := range []ArmyInput{{}, {List: "romans"}, {List: "samurai-1000", Ashigaru: -1}, {List: "samurai-1000", Archers: 1000}, {List: "samurai-1000", Allied: 7}, {List: "samurai-1000", General: "shogun"}} {
		if _, err := CheckArmy(bad); err == nil {
			t.Errorf("%+v accepted", bad)
		} else if _, ok := tables.AsValidation(err); !ok {
			t.Errorf("%+v: %T", bad, err)
		}
	}
}

// TestCampaignListFor is campaign-1560 §3: who uses which list.
func TestCampaignListFor(t *testing.T) {
	cases := []struct {
		players int
		clan    string
		id      string
	}{
		{6, "Imagawa", "c1560-6p"}, {6, "Shimazu", "c1560-6p"}, {5, "Takeda", "c1560-5p"},
		{5, "Shimazu", "c1560-5p-shimazu"}, {5, "Imagawa", ""}, {4, "Mori", "c1560-6p"}, {6, "Oda", ""}, {7, "Hojo", ""},
	}
	for _, c := range cases {
		l, ok := CampaignListFor(c.players, c.clan)
		if ok != (c.id != "") || l.ID != c.id {
			t.Errorf("%d players, %s: %q %v, want %q", c.players, c.clan, l.ID, ok, c.id)
		}
	}
}
