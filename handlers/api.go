package handlers

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/views"
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

// failBody answers a body web.DecodeStrict refused: 400, naming an unknown
// field in the caller's language.
func (s *Server) failBody(c *gin.Context, err error) {
	var uf web.UnknownFieldError
	if !errors.As(err, &uf) {
		s.failJSON(c, err)
		return
	}
	msg := web.Lang(c).Render(i18n.M("api.err.unknown-body-field", uf.Field))
	c.JSON(http.StatusBadRequest, gin.H{"error": msg, "problems": gin.H{uf.Field: msg}})
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
		s.failJSON(c, web.BadRequest("err.toolarge"))
		return
	}
	var req apiCreateRequest
	if err := web.DecodeStrict(body, &req); err != nil {
		s.failBody(c, err)
		return
	}
	var m *campaign.Map
	if len(req.Map) > 0 && string(req.Map) != "null" {
		parsed, err := campaign.ParseMapJSON(req.Map)
		if err != nil {
			s.failJSON(c, err)
			return
		}
		m = &parsed
	}
	players, monks, err := req.clans()
	if err != nil {
		s.failJSON(c, err)
		return
	}
	cr := createRequest{
		Setup:      campaign.Setup{Name: req.Name, Scenario: campaign.Scenario(req.Scenario), Players: players, Monks: monks, Map: m},
		GMPassword: req.GMPassword, Listing: req.Visibility,
	}
	id, tokens, err := s.create(c.Request.Context(), cr)
	if err != nil {
		s.failJSON(c, err)
		return
	}
	links := map[string]string{}
	for cl, tok := range tokens {
		links[string(cl)] = s.absURL(c.Request, "/join/"+tok)
	}
	out := gin.H{"id": id, "url": fmt.Sprintf("/campaigns/%d", id), "joinLinks": links}
	if err := s.addPublicLink(c, id, out); err != nil {
		s.failJSON(c, err)
		return
	}
	c.JSON(http.StatusCreated, out)
}

// apiDocs is the /api page. Its examples name the address this reader
// reaches the site by (the public URL when one is set), not the README's
// localhost:8080, so they can be pasted as they are.
func (s *Server) apiDocs(c *gin.Context) {
	l := web.Lang(c)
	base := strings.TrimSuffix(s.linkBase(c.Request).URL.String(), "/")
	routes := make([]views.APIRoute, len(apiRoutes))
	for i, r := range apiRoutes {
		r.Example = strings.ReplaceAll(r.Example, "http://localhost:8080", base)
		r.Response = strings.ReplaceAll(r.Response, "http://localhost:8080", base)
		routes[i] = r
	}
	web.Render(c, http.StatusOK, views.APIDocs(s.page(c, l.T("api.title"), "api"), routes))
}
