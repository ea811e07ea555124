package play

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	campaignview "sengoku/views/campaign"
)

// battleReportPath is a fought battle's report page: everyone who may see
// the campaign reads it; the game master writes its notes there.
const battleReportPath = "/campaigns/:id/battles/:bid/report"

// reportEcho is what a refused form sends back to the report page: the
// problem with the notes as typed, or the problem with the photo.
type reportEcho struct {
	problem, notes, photoProblem string
}

// renderBattleReport renders battle :bid's report with echo.
func (s *Server) renderBattleReport(c *gin.Context, status int, echo reportEcho) {
	cp, r, err := s.foughtBattle(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	v := s.Viewer(c, cp.ID)
	p := s.Page(c, cp.Name, "campaigns")
	p.Viewer = v
	m := campaignview.BattleReportView{Top: s.seasonTop(c, cp, v), Report: *r, Place: campaignview.ProvinceLabel(cp.State, r.Battle.Province),
		GM: v.GM, Problem: echo.problem, Notes: r.Notes, PhotoProblem: echo.photoProblem}
	if echo.problem != "" {
		m.Notes = echo.notes
	}
	if tr, err := s.Store.Tracker(c.Request.Context(), cp, r.Battle.ID); err == nil {
		m.Timeline = tr.Timeline
	}
	at, ok, err := s.Store.HasBattlePhoto(c.Request.Context(), cp.ID, r.Battle.ID)
	if err != nil {
		s.Fail(c, err)
		return
	}
	if ok {
		// The stored time names the version, so a replaced photo is fetched anew.
		m.Photo = campaignview.BattlePhotoURL(cp.ID, r.Battle.ID) + "?v=" + strconv.FormatInt(at.UnixNano(), 10)
	}
	web.Render(c, status, campaignview.BattleReportPage(p, m))
}

func (s *Server) showBattleReport(c *gin.Context) {
	s.renderBattleReport(c, http.StatusOK, reportEcho{})
}

// postBattleReport saves the game master's notes (one campaign action,
// battle-note), then shows the report again.
func (s *Server) postBattleReport(c *gin.Context) {
	id, err := web.CampaignID(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	bid, err := strconv.Atoi(c.Param("bid"))
	if err != nil {
		s.Fail(c, campaign.ErrNotFound)
		return
	}
	version, _ := strconv.ParseInt(c.PostForm("version"), 10, 64)
	text := c.PostForm("text")
	a := campaign.Action{Kind: campaign.ActBattleNote, Battle: bid, Text: text}
	if _, _, err := s.act(c.Request.Context(), id, version, s.Viewer(c, id), a); err != nil {
		status, msg := s.Classify(c.Request.Context(), web.Lang(c), err)
		if status >= http.StatusInternalServerError {
			s.Fail(c, err)
			return
		}
		s.renderBattleReport(c, status, reportEcho{problem: msg, notes: text})
		return
	}
	c.Redirect(http.StatusSeeOther, campaignview.BattleReportURL(id, bid))
}
