package handlers

import (
	"slices"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/account"
	"sengoku/handlers/calc"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
	aotview "sengoku/views/calc/aot"
)

// gamesPerHour bounds the Clash of Katanas games one client address
// starts in an hour: a club's evening is a handful.
const gamesPerHour = 30

// calcDeps is what the calculators (handlers/calc) need of the server.
func (s *Server) calcDeps() calc.Deps {
	return calc.Deps{Library: s.db, Campaigns: campaignCards{s}, Log: s.log, Page: s.page, AbsURL: s.site.AbsURL,
		Fail: s.fail, FailJSON: s.failJSON, FailCalcJSON: s.failCalcJSON,
		LibraryOwner: s.libraryOwner, LibraryOwnerIfAny: s.libraryOwnerIfAny,
		Games: s.db, Publish: s.play.PublishLive, Stream: s.play.LiveStream, GameLimit: s.site.LimitPerAddress("ccsb-game", gamesPerHour),
		EventLimit: s.limitGameEvents}
}

// campaignCards are the campaign access rules of the Art of Tactic unit
// cards (calc.Campaigns): a campaign's card library is open to whoever
// takes part in it (a live GM or player session), and its GM alone
// changes it; to anyone else it does not exist (404, never 403).
type campaignCards struct{ s *Server }

// TakesPart reports whether this browser takes part in campaign id.
func (cc campaignCards) TakesPart(c *gin.Context, id int64) bool { return !cc.s.viewer(c, id).Public() }

// maxSessionCookies bounds the campaign sessions one request is checked
// for: each is a database read.
const maxSessionCookies = 16

// Joined are the campaigns this browser takes part in (a
// live GM or player session), by id.
func (cc campaignCards) Joined(c *gin.Context) []aotview.CampaignLink {
	var out []aotview.CampaignLink
	for _, id := range cc.s.joinedIDs(c) {
		cp, _, err := cc.s.play.Campaign(c.Request.Context(), id)
		if err != nil {
			continue // deleted since the session began
		}
		out = append(out, aotview.CampaignLink{ID: id, Name: cp.Name})
	}
	return out
}

// joinedIDs are the ids of the campaigns this browser takes part in (a
// live GM or player session), in order.
func (s *Server) joinedIDs(c *gin.Context) []int64 {
	var ids []int64
	for _, ck := range c.Request.Cookies() {
		rest, ok := strings.CutPrefix(ck.Name, account.SessionCookiePrefix)
		if !ok || ck.Value == "" {
			continue
		}
		id, err := strconv.ParseInt(rest, 10, 64)
		if err != nil || id <= 0 || account.CookieName(id) != ck.Name || slices.Contains(ids, id) {
			continue
		}
		if ids = append(ids, id); len(ids) == maxSessionCookies {
			break
		}
	}
	slices.Sort(ids)
	return slices.DeleteFunc(ids, func(id int64) bool { return s.viewer(c, id).Public() })
}

// CardAccess loads the :id campaign for a card route. Someone who
// does not take part in it gets not found; with gm, a player gets
// forbidden.
func (cc campaignCards) CardAccess(c *gin.Context, gm bool) (*models.Campaign, views.Viewer, error) {
	cp, v, err := cc.s.play.LoadCampaign(c)
	if err != nil {
		return nil, v, err
	}
	if v.Public() {
		return nil, v, campaign.ErrNotFound
	}
	if gm && !v.GM {
		return nil, v, web.ErrForbidden
	}
	return cp, v, nil
}
