package campaigns

import (
	"testing"

	"sengoku/campaign"
	campaignview "sengoku/views/campaign"
)

// Who has a player: all six clans in the 6-player scenario, all but
// Imagawa in the 5-player one, and in a custom campaign every named clan
// not ticked neutral.
func TestActivePlayersByScenario(t *testing.T) {
	t.Parallel()
	names := map[campaign.Clan]string{}
	for _, cl := range campaign.Clans {
		names[cl] = "p-" + string(cl)
	}
	custom := map[campaign.Clan]string{campaign.Takeda: "Ada", campaign.Uesugi: "Bruno", campaign.Imagawa: "Carla"}
	for _, tc := range []struct {
		scenario string
		names    map[campaign.Clan]string
		neutral  map[campaign.Clan]bool
		want     []campaign.Clan
	}{
		{string(campaign.SixPlayers), names, nil, campaign.Clans},
		{string(campaign.FivePlayers), names, nil, without(campaign.Clans, campaign.Imagawa)},
		{"custom", custom, map[campaign.Clan]bool{campaign.Imagawa: true}, []campaign.Clan{campaign.Takeda, campaign.Uesugi}},
	} {
		got := activePlayers(campaignview.NewCampaignForm{Scenario: tc.scenario, Names: tc.names, Neutral: tc.neutral})
		if len(got) != len(tc.want) {
			t.Errorf("%s: %d players, want %d (%v)", tc.scenario, len(got), len(tc.want), got)
		}
		for _, cl := range tc.want {
			if name, ok := got[cl]; !ok || name != tc.names[cl] {
				t.Errorf("%s: %s has player %q (%t), want %q", tc.scenario, cl, name, ok, tc.names[cl])
			}
		}
	}
}

func without(clans []campaign.Clan, out campaign.Clan) []campaign.Clan {
	var rest []campaign.Clan
	for _, cl := range clans {
		if cl != out {
			rest = append(rest, cl)
		}
	}
	return rest
}
