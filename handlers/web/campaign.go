package web

import (
	"slices"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
)

// CampaignID is the campaign of a campaign route (its :id): a positive
// number, or campaign.ErrNotFound, so that a malformed id answers as a
// campaign that does not exist.
func CampaignID(c *gin.Context) (int64, error) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, campaign.ErrNotFound
	}
	return id, nil
}

// campaignRoutePrefixes start the patterns of one campaign's routes: its
// pages (battle reports, photos and PDFs included), its JSON API and its
// printables' API. (A calculator's :id is no campaign.)
var campaignRoutePrefixes = []string{"/campaigns/:id", "/api/campaigns/:id", "/api/print/campaign/:id"}

// IsCampaignRoute reports whether the route pattern is one campaign's:
// who may see the campaign decides who may use it (handlers/listing).
func IsCampaignRoute(pattern string) bool {
	for _, p := range campaignRoutePrefixes {
		if rest, ok := strings.CutPrefix(pattern, p); ok && (rest == "" || rest[0] == '/') {
			return true
		}
	}
	return false
}

// WithoutPlayers is st without its players' names: a shallow copy (the
// shared state is read-only) with its own clans.
func WithoutPlayers(st *campaign.State) *campaign.State {
	out := *st
	out.Clans = slices.Clone(st.Clans)
	for i := range out.Clans {
		out.Clans[i].Player = ""
	}
	return &out
}
