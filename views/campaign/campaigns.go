// Package campaign draws the 1560 campaign's pages: the list of campaigns,
// creating and importing one, the season page and its tabs (map, actions,
// battles, diplomacy, hand, Prestige, history, options, summary), the
// account, deadlines, notices and the battle report. The handlers import it
// as campaignview beside the rules engine (sengoku/campaign); the layout and
// shared components are views'.
package campaign

import (
	"time"

	"github.com/a-h/templ"

	"sengoku/campaign"
	"sengoku/views"
)

// CampaignListItem is a line of the campaign list.
type CampaignListItem struct {
	ID        int64
	Name      string
	UpdatedAt time.Time
	Year      int
	Season    campaign.Season
	Phase     campaign.Phase
	// Role is the viewer's part in it: "gm", a clan, or "" for none.
	Role string
}

// NewCampaignForm is the create-campaign form with the values typed so far
// and the problems found.
type NewCampaignForm struct {
	Name     string
	Players  int
	Scenario string
	Names    map[campaign.Clan]string
	Neutral  map[campaign.Clan]bool
	Monks    map[campaign.Clan]bool // 2 Warrior Monks instead of 2 Ronin (§3)
	// Listing is who may see the campaign: the server's default until chosen.
	Listing  campaign.Listing
	Problems []string
	// NameTaken: another campaign on the server has this name (a warning).
	NameTaken bool
}

// CampaignPage is the campaign's main page: the map, the standings and what
// the viewer may see.
type CampaignPage struct {
	ID     int64
	State  *campaign.State
	MapSVG []byte // the rendered MapSVG, cached per campaign version
	// Moves is the selected army's destination lines (MapMoves); Frame
	// the viewBox a phone opens on (the viewer's clan), "" for all Japan.
	Moves     views.MapView
	Frame     string
	Standings []Standing
	Detail    *ProvinceDetail
	// Created is set right after creation, to remind the GM to hand out links.
	Created bool
	// Army is the viewer's own army (players only).
	Army *campaign.Army
	// Top is the banner and the outcome of the last action; Panel the
	// viewer's "act now" forms; Supply the Winter supply check before the
	// game master applies it.
	Top    SeasonTop
	Panel  ActPanel
	Supply *SupplyView
}

// Standing is a clan's line in the public Prestige standings.
type Standing struct {
	Clan      campaign.Clan
	Player    string
	Status    campaign.ClanStatus
	Prestige  int
	Provinces int
	Army      int
	Colour    string
}

// NewStandings orders clans by official Prestige, highest first.
func NewStandings(st *campaign.State) []Standing {
	var out []Standing
	for _, c := range st.Clans {
		out = append(out, Standing{Clan: c.Clan, Player: c.Player, Status: c.Status, Prestige: c.Prestige,
			Provinces: len(st.ProvincesOf(c.Clan)), Army: c.Army.Size(), Colour: views.ClanColour[c.Clan]})
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Prestige > out[j-1].Prestige; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// ProvinceDetail is a province's detail panel.
type ProvinceDetail struct {
	CampaignID int64
	Province   campaign.Province
	Owner      campaign.Clan
	Fortress   bool
	CapitalOf  campaign.Clan
	Neighbours []Neighbour
	Armies     []views.MapArmy
}

// Neighbour is an adjacent province in the detail panel.
type Neighbour struct {
	ID     int
	Name   string
	Owner  campaign.Clan
	Strait bool
}

// NewProvinceDetail gathers province id's detail.
func NewProvinceDetail(campaignID int64, st *campaign.State, id int) (*ProvinceDetail, bool) {
	p, ok := st.Map.Province(id)
	if !ok {
		return nil, false
	}
	d := &ProvinceDetail{CampaignID: campaignID, Province: p, Owner: st.Owner(id)}
	if id <= len(st.Provinces) {
		d.Fortress = st.Provinces[id-1].Fortress
	}
	if c, ok := st.IsCapital(id); ok {
		d.CapitalOf = c
	}
	for _, n := range st.Map.Neighbours(id) {
		np, _ := st.Map.Province(n)
		d.Neighbours = append(d.Neighbours, Neighbour{ID: n, Name: np.Name, Owner: st.Owner(n), Strait: st.Map.EdgeKind(id, n) == campaign.Strait})
	}
	for _, c := range st.Clans {
		if c.Status == campaign.Active && c.Army.Location == id {
			d.Armies = append(d.Armies, views.MapArmy{Clan: c.Clan, Elements: c.Army.Size(), Colour: views.ClanColour[c.Clan]})
		}
	}
	return d, true
}

// ProvinceRow is a line of the province table.
type ProvinceRow struct {
	Province campaign.Province
	Owner    campaign.Clan
	Fortress bool
	Capital  bool
	Armies   []views.MapArmy
}

// ProvinceTable is the sortable list of all provinces.
type ProvinceTable struct {
	Top   SeasonTop
	ID    int64
	Name  string
	Sort  string
	Rows  []ProvinceRow
	State *campaign.State
}

// LinksPage is the GM's page of the players' join links.
// AccountPage is the GM account page: Changed after a password change,
// views.Problems when one was refused.
type AccountPage struct {
	ID       int64
	State    *campaign.State
	Changed  bool
	Problems []string
	// FailedLogins counts the wrong GM passwords tried in the last day,
	// the last at LastFailedLogin: beside "sign out everywhere", where the
	// GM acts on them.
	FailedLogins    int
	LastFailedLogin time.Time
	// LockedUntil is when the lock-out of untrusted browsers ends (zero:
	// none), brought on by wrong passwords from LockAddresses addresses in
	// the last day; KnownDevice: this browser holds a device cookie, so
	// signs in whatever the lock-out.
	LockedUntil   time.Time
	LockAddresses int
	KnownDevice   bool
	// Listing is who may see the campaign, and its links.
	Listing ListingView
}

type LinksPage struct {
	ID    int64
	Name  string // the campaign's
	State *campaign.State
	Links []PlayerLink
	// LocalOnly: the links point at this computer's loopback address, so
	// no phone can open them.
	LocalOnly bool
	// FailedLogins counts the wrong GM passwords tried in the last day,
	// the last at LastFailedLogin.
	FailedLogins    int
	LastFailedLogin time.Time
}

// PlayerLink is a clan's secret join link, shown to the GM; URL is empty
// when the site can no longer show it (stored only as a hash).
type PlayerLink struct {
	Clan   campaign.Clan
	Player string
	URL    string
	// views.QR encodes URL, to scan at the table.
	QR views.QR
}

// clanOut reports whether clan c has left the game (a lost Capital,
// seppuku or exclusion): its player gets the "out of the game" notice.
func clanOut(st *campaign.State, c campaign.Clan) bool {
	cs := st.Clan(c)
	return cs != nil && cs.Status != campaign.Active && cs.Status != campaign.NeutralClan
}

// current marks the tab of the page shown (aria-current="page"), for
// screen readers as the "on" class marks it for the eye.
func current(on bool) templ.Attributes {
	if !on {
		return nil
	}
	return templ.Attributes{"aria-current": "page"}
}
