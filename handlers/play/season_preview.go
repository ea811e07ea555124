package play

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/views"
)

// previewKey carries a battle result's Prestige preview from postAction to
// the Battles tab it renders.
const previewKey = "sengoku.battlePreview"

// previewBattle answers the result form's Preview button: the Battles tab
// again with the values typed and the Prestige each clan would gain or
// lose (§13); nothing is stored. A result the campaign would refuse is
// refused the same way as on Save.
func (s *Server) previewBattle(c *gin.Context, id int64, v views.Viewer, a campaign.Action) {
	a.At = s.Now().UTC()
	actor := v.Actor()
	if actor.Role != campaign.RoleGM {
		s.refused(c, "battles", web.ErrForbidden)
		return
	}
	cp, _, err := s.withCampaign(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	_, entries, err := campaign.Preview(cp.State, actor, a)
	if err != nil {
		s.refused(c, "battles", err)
		return
	}
	c.Set(previewKey, entries)
	s.renderTab(c, "battles", http.StatusOK, "")
}

// previewOf is the preview postAction left for the tab, if any.
func previewOf(c *gin.Context) ([]campaign.PrestigeEntry, bool) {
	v, ok := c.Get(previewKey)
	if !ok {
		return nil, false
	}
	entries, ok := v.([]campaign.PrestigeEntry)
	return entries, ok
}
