package web

import "testing"

// A campaign route is one whose pattern starts with a campaign's :id, in
// the pages, the JSON API or the printables' API; a calculator's or a
// game's :id is no campaign.
func TestIsCampaignRoute(t *testing.T) {
	t.Parallel()
	for pattern, want := range map[string]bool{
		"/campaigns/:id":                  true,
		"/campaigns/:id/season":           true,
		"/api/campaigns/:id":              true,
		"/api/campaigns/:id/actions":      true,
		"/api/print/campaign/:id/booklet": true,
		"/campaigns":                      false,
		"/campaigns/:idx":                 false,
		"/campaigns/import":               false,
		"/api/campaigns":                  false,
		"/calc/ccsb/games/:id":            false,
		"/join/:token":                    false,
		"/api/print/campaign":             false,
	} {
		if got := IsCampaignRoute(pattern); got != want {
			t.Errorf("IsCampaignRoute(%q) = %t, want %t", pattern, got, want)
		}
	}
}
