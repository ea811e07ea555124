package campaign

import (
	"strings"
	"testing"

	"sengoku/tables"
)

func sixPlayers() map[Clan]string {
	return map[Clan]string{Hojo: "Ada", Uesugi: "Bruno", Takeda: "Carla", Imagawa: "Dario", Mori: "Elena", Shimazu: "Franco"}
}

func TestSetupSixPlayersScenario(t *testing.T) {
	st, err := NewCampaign(Setup{Name: "1560", Scenario: SixPlayers, Players: sixPlayers(), Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Provinces) != 61 || st.Owner(41) != Neutral || st.Map.KyotoID() != 41 {
		t.Fatalf("provinces %d, Kyoto owner %q", len(st.Provinces), st.Owner(41))
	}
	for c, want := range seedProvinces {
		if got := st.ProvincesOf(c); joinInts(got) != joinInts(want) {
			t.Errorf("%s owns %v, want %v", c, got, want)
		}
		cs := st.Clan(c)
		if cs.Status != Active || cs.Prestige != 10 || cs.Army.Size() != 12 || cs.Army.Location != cs.Capital {
			t.Errorf("%s: %+v", c, cs)
		}
		counts := cs.Army.Count()
		if counts[FootSamurai] != 4 || counts[MountedSamurai] != 2 || counts[Archers] != 2 || counts[Ronin] != 2 || counts[Ashigaru] != 2 {
			t.Errorf("%s army: %v", c, counts)
		}
		if !cs.Army.Elements[0].General || cs.Army.Elements[0].Type != FootSamurai {
			t.Errorf("%s: the General rides with a Foot Samurai", c)
		}
	}
	if st.Clan(Takeda).Capital != 17 || st.Clan(Hojo).Capital != 19 {
		t.Errorf("capitals: Takeda %d Hojo %d", st.Clan(Takeda).Capital, st.Clan(Hojo).Capital)
	}
}

func TestSetupFivePlayersScenario(t *testing.T) {
	players := sixPlayers()
	delete(players, Imagawa)
	st, err := NewCampaign(Setup{Name: "1560", Scenario: FivePlayers, Players: players})
	if err != nil {
		t.Fatal(err)
	}
	im := st.Clan(Imagawa)
	if im.Status != NeutralClan || im.Army.Size() != 0 || len(st.ProvincesOf(Imagawa)) != 10 {
		t.Errorf("Imagawa: %+v", im)
	}
	sh := st.Clan(Shimazu).Army.Count()
	if sh[WarriorMonks] != 8 || sh[Archers] != 4 || !st.Clan(Shimazu).Army.Elements[0].General {
		t.Errorf("Shimazu 5-player army: %v", sh)
	}
	if st.Clan(Mori).Army.Count()[Ronin] != 2 {
		t.Error("Mori fields 2 Ronin")
	}
}

func TestSetupCustomScenario(t *testing.T) {
	st, err := NewCampaign(Setup{Name: "Duel", Scenario: Custom, Players: map[Clan]string{Takeda: "A", Uesugi: "B"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := st.ActiveClans(); len(got) != 2 {
		t.Fatalf("active %v", got)
	}
	if st.Clan(Mori).Status != NeutralClan || len(st.ProvincesOf(Mori)) != 10 {
		t.Error("Mori is neutral and keeps its provinces")
	}
}

func TestSetupValidation(t *testing.T) {
	five := sixPlayers()
	cases := map[string]Setup{
		"no name":          {Scenario: SixPlayers, Players: sixPlayers()},
		"six needs six":    {Name: "x", Scenario: SixPlayers, Players: map[Clan]string{Hojo: "a"}},
		"five has Imagawa": {Name: "x", Scenario: FivePlayers, Players: five},
		"one player":       {Name: "x", Scenario: Custom, Players: map[Clan]string{Hojo: "a"}},
		"empty player":     {Name: "x", Scenario: Custom, Players: map[Clan]string{Hojo: "a", Mori: " "}},
		"unknown clan":     {Name: "x", Scenario: Custom, Players: map[Clan]string{Hojo: "a", "Oda": "b"}},
		"bad scenario":     {Name: "x", Scenario: "seven", Players: sixPlayers()},
		"long name":        {Name: strings.Repeat("x", 81), Scenario: SixPlayers, Players: sixPlayers()},
	}
	for name, s := range cases {
		_, err := NewCampaign(s)
		if _, ok := tables.AsValidation(err); !ok {
			t.Errorf("%s: want validation error, got %v", name, err)
		}
	}
}

func TestSeededRollerIsReplayable(t *testing.T) {
	a, b := NewSeededRoller(42), NewSeededRoller(42)
	for i := 0; i < 20; i++ {
		if x, y := a.Die(6, "test"), b.Die(6, "test"); x != y || x < 1 || x > 6 {
			t.Fatalf("roll %d: %d vs %d", i, x, y)
		}
	}
	c, err := RestoreRoller(a.State())
	if err != nil {
		t.Fatal(err)
	}
	if c.Die(6, "next") != b.Die(6, "next") {
		t.Fatal("restored roller diverged")
	}
	td := NewTableDice(NewSeededRoller(1), []int{5})
	if td.Die(6, "siege") != 5 || !td.Rolls()[0].Table {
		t.Fatal("table die not used")
	}
}
