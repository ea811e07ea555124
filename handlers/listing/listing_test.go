package listing

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"sengoku/campaign"
	"sengoku/models"
	"sengoku/views"
)

// The public key leaves the query before any handler sees it; the rest of
// the query stays. A query without the key is left as it is.
func TestTakePublicKey(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		target, key, query string
	}{
		{"/campaigns/1?k=abc", "abc", ""},
		{"/campaigns/1?tab=map&k=abc", "abc", "tab=map"},
		{"/campaigns/1?tab=map", "", "tab=map"},
		{"/campaigns/1?kk=1&tab=map", "", "kk=1&tab=map"},
		{"/campaigns/1?k=", "", ""},
		{"/campaigns/1", "", ""},
	} {
		r := httptest.NewRequest(http.MethodGet, tc.target, nil)
		if key := takePublicKey(r); key != tc.key || r.URL.RawQuery != tc.query {
			t.Errorf("%s: key %q, query %q; want %q, %q", tc.target, key, r.URL.RawQuery, tc.key, tc.query)
		}
	}
}

// A key opens only when both the presented and the campaign's are set
// and equal.
func TestKeyMatches(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		presented, key string
		want           bool
	}{
		{"abc", "abc", true},
		{"abc", "abd", false},
		{"", "", false},
		{"abc", "", false},
		{"", "abc", false},
	} {
		if got := keyMatches(tc.presented, tc.key); got != tc.want {
			t.Errorf("keyMatches(%q, %q) = %t, want %t", tc.presented, tc.key, got, tc.want)
		}
	}
}

// On a campaign that does not show its players, the public reads the
// clans without their players' names; its game master and players, and
// everyone on a listed campaign, read them. The campaign is untouched.
func TestShownHidesPlayersFromThePublic(t *testing.T) {
	t.Parallel()
	public, gm, player := views.Viewer{}, views.Viewer{GM: true}, views.Viewer{Clan: "Uesugi"}
	for _, tc := range []struct {
		listing campaign.Listing
		v       views.Viewer
		want    string
	}{
		{campaign.Listed, public, "Ada"},
		{"", public, "Ada"},
		{campaign.Unlisted, public, ""},
		{campaign.Private, public, ""},
		{campaign.Unlisted, gm, "Ada"},
		{campaign.Private, player, "Ada"},
	} {
		cp := &models.Campaign{ID: 1, Listing: tc.listing, State: &campaign.State{Clans: []campaign.ClanState{{Clan: "Takeda", Player: "Ada"}}}}
		got := Shown(cp, tc.v)
		if p := got.State.Clans[0].Player; p != tc.want {
			t.Errorf("%q seen by %+v: player %q, want %q", tc.listing, tc.v, p, tc.want)
		}
		if cp.State.Clans[0].Player != "Ada" {
			t.Errorf("%q seen by %+v: the campaign itself lost its player", tc.listing, tc.v)
		}
	}
}
