package account

import (
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
	"sengoku/views/pdf"
)

// The players' join links: the GM's page with a QR code per clan, the
// printable join cards, and regenerating a link.

func (s *Server) links(c *gin.Context) {
	id, cp, players, err := s.campaignPlayers(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	failed, err := s.failedLogins(c.Request.Context(), id)
	if err != nil {
		s.Fail(c, err)
		return
	}
	base := s.LinkBase(c.Request)
	v := campaignview.LinksPage{ID: id, Name: cp.Name, State: cp.State, LocalOnly: base.LocalOnly, FailedLogins: failed.Count, LastFailedLogin: failed.Last}
	for _, p := range players {
		if p.Token == "" {
			v.Links = append(v.Links, campaignview.PlayerLink{Clan: p.Clan, Player: p.Name})
			continue
		}
		u := base.URL.String() + "/join/" + p.Token
		q, err := views.NewQR(u)
		if err != nil {
			s.Fail(c, fmt.Errorf("join link of %s: %w", p.Clan, err))
			return
		}
		v.Links = append(v.Links, campaignview.PlayerLink{Clan: p.Clan, Player: p.Name, URL: u, QR: q})
	}
	p := s.Page(c, cp.Name, "campaigns")
	p.Viewer = s.Viewer(c, id)
	web.Render(c, http.StatusOK, campaignview.Links(p, v))
}

// joinCardsPDF prints the players' join cards, one per clan, to cut out
// and hand round the table.
func (s *Server) joinCardsPDF(c *gin.Context) {
	id, cp, players, err := s.campaignPlayers(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	base := s.LinkBase(c.Request).URL.String()
	j := pdf.JoinCards{Meta: s.PrintMeta(c, c.Query("paper")), Campaign: cp.Name}
	for _, p := range players {
		if p.Token == "" {
			continue // cannot be shown again: the links page says so
		}
		j.Cards = append(j.Cards, pdf.JoinCard{Clan: string(p.Clan), Colour: views.ClanColour[p.Clan], Player: p.Name, URL: base + "/join/" + p.Token})
	}
	data, err := pdf.JoinCardsPDF(j)
	s.AnswerPDF(c, fmt.Sprintf("join-cards-%d.pdf", id), data, err)
}

// campaignPlayers reads the :id campaign (the GM's routes: the guard has
// let him in) and its players with their join tokens.
func (s *Server) campaignPlayers(c *gin.Context) (int64, *models.Campaign, []models.Player, error) {
	id, _ := web.CampaignID(c)
	ctx := c.Request.Context()
	cp, err := s.Campaign(ctx, id)
	if err != nil {
		return 0, nil, nil, err
	}
	players, err := s.Store.Players(ctx, id)
	return id, cp, players, err
}

func (s *Server) rotateLink(c *gin.Context) {
	id, _ := web.CampaignID(c)
	clan, ok := campaign.ParseClan(c.Param("clan"))
	if !ok {
		s.Fail(c, campaign.ErrNotFound)
		return
	}
	token, err := campaign.NewToken()
	if err != nil {
		s.Fail(c, err)
		return
	}
	if err := s.Store.RotatePlayerToken(c.Request.Context(), id, clan, token); err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d/links", id))
}
