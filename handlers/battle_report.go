package handlers

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/models"
	"sengoku/views"
)

// battleReportPath is a fought battle's report page: everyone who may see
// the campaign reads it; the game master writes its notes there.
const battleReportPath = "/campaigns/:id/battles/:bid/report"

// battleReport renders battle :bid's report; problem and notes echo a
// refused note.
func (s *Server) battleReport(c *gin.Context, status int, problem, notes string) {
	cp, v, err := s.loadCampaign(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	bid, err := strconv.Atoi(c.Param("bid"))
	r := cp.State.Report(bid)
	if err != nil || r == nil {
		s.fail(c, models.ErrNotFound)
		return
	}
	p := s.page(c, cp.Name, "campaigns")
	p.Viewer = v
	m := views.BattleReportView{Top: s.seasonTop(c, cp, v), Report: *r, Place: views.ProvinceLabel(cp.State, r.Battle.Province),
		GM: v.GM, Problem: problem, Notes: r.Notes}
	if problem != "" {
		m.Notes = notes
	}
	render(c, status, views.BattleReportPage(p, m))
}

func (s *Server) showBattleReport(c *gin.Context) { s.battleReport(c, http.StatusOK, "", "") }

// postBattleReport saves the game master's notes (one campaign action,
// battle-note), then shows the report again.
func (s *Server) postBattleReport(c *gin.Context) {
	id, err := campaignID(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	bid, err := strconv.Atoi(c.Param("bid"))
	if err != nil {
		s.fail(c, models.ErrNotFound)
		return
	}
	version, _ := strconv.ParseInt(c.PostForm("version"), 10, 64)
	text := c.PostForm("text")
	a := campaign.Action{Kind: campaign.ActBattleNote, Battle: bid, Text: text}
	if _, _, err := s.act(c.Request.Context(), id, version, s.viewer(c, id), a); err != nil {
		status, msg := s.classify(c.Request.Context(), lang(c), err)
		if status >= http.StatusInternalServerError {
			s.fail(c, err)
			return
		}
		s.battleReport(c, status, msg, text)
		return
	}
	c.Redirect(http.StatusSeeOther, views.BattleReportURL(id, bid))
}
