package campaigns

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/tables"
)

// apiCreateRequest is the body of POST /api/campaigns.
type apiCreateRequest struct {
	Name       string            `json:"name"`
	Scenario   string            `json:"scenario"`
	Players    map[string]string `json:"players"`
	GMPassword string            `json:"gmPassword"`
	// Monks lists the clans whose army takes 2 Warrior Monks instead of 2
	// Ronin (§3); Ronin when absent.
	Monks []string `json:"monks,omitempty"`
	// Map is read by campaign.ParseMapJSON, as the form's map.json upload.
	Map json.RawMessage `json:"map,omitempty"`
	// Visibility is who may see the campaign: listed, unlisted or
	// private; the server's default (-visibility) when absent.
	Visibility string `json:"visibility,omitempty"`
}

// clans reads the request's players and monks by clan, every unknown
// clan a problem.
func (req apiCreateRequest) clans() (map[campaign.Clan]string, []campaign.Clan, error) {
	players := map[campaign.Clan]string{}
	v := &tables.ValidationError{}
	for k, name := range req.Players {
		cl, ok := campaign.ParseClan(k)
		if !ok {
			v.Add("players", "api.err.unknown-clan", k)
			continue
		}
		players[cl] = name
	}
	var monks []campaign.Clan
	for _, k := range req.Monks {
		cl, ok := campaign.ParseClan(k)
		if !ok {
			v.Add("monks", "api.err.unknown-clan", k)
			continue
		}
		monks = append(monks, cl)
	}
	return players, monks, v.Err()
}

func (s *Server) apiCreateCampaign(c *gin.Context) {
	body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, maxUpload))
	if err != nil {
		s.FailJSON(c, web.BadRequest("err.toolarge"))
		return
	}
	var req apiCreateRequest
	if err := web.DecodeStrict(body, &req); err != nil {
		s.FailBody(c, err)
		return
	}
	var m *campaign.Map
	if len(req.Map) > 0 && string(req.Map) != "null" {
		parsed, err := campaign.ParseMapJSON(req.Map)
		if err != nil {
			s.FailJSON(c, err)
			return
		}
		m = &parsed
	}
	players, monks, err := req.clans()
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	cr := createRequest{
		Setup:      campaign.Setup{Name: req.Name, Scenario: campaign.Scenario(req.Scenario), Players: players, Monks: monks, Map: m},
		GMPassword: req.GMPassword, Listing: req.Visibility,
	}
	id, tokens, err := s.create(c.Request.Context(), cr)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	links := map[string]string{}
	for cl, tok := range tokens {
		links[string(cl)] = s.AbsURL(c.Request, "/join/"+tok)
	}
	out := gin.H{"id": id, "url": fmt.Sprintf("/campaigns/%d", id), "joinLinks": links}
	if err := s.AddPublicLink(c, id, out); err != nil {
		s.FailJSON(c, err)
		return
	}
	c.JSON(http.StatusCreated, out)
}
