package handlers

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/models"
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

// unknownFieldError is a request body field the route does not know: a
// 400 naming it, since a misspelt field silently ignored would change
// what the caller asked for.
type unknownFieldError struct{ field string }

func (e unknownFieldError) Error() string { return fmt.Sprintf("unknown field %q", e.field) }

// decodeStrict decodes one JSON value from body into v, refusing unknown
// fields and anything after the value.
func decodeStrict(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			if field, uerr := strconv.Unquote(name); uerr == nil {
				return unknownFieldError{field}
			}
		}
		return web.BadRequest("err.json")
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return web.BadRequest("err.json")
	}
	return nil
}

// failBody answers a body decodeStrict refused: 400, naming an unknown
// field in the caller's language.
func (s *Server) failBody(c *gin.Context, err error) {
	var uf unknownFieldError
	if !errors.As(err, &uf) {
		s.failJSON(c, err)
		return
	}
	msg := web.Lang(c).Render(i18n.M("api.err.unknown-body-field", uf.field))
	c.JSON(http.StatusBadRequest, gin.H{"error": msg, "problems": gin.H{uf.field: msg}})
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
	if err := decodeStrict(body, &req); err != nil {
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

// publicCampaign is GET /api/campaigns/{id}: what anyone may see.
type publicCampaign struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	// Visibility is who may see the campaign: listed, unlisted, private.
	Visibility string           `json:"visibility"`
	Scenario   string           `json:"scenario"`
	Year       int              `json:"year"`
	Season     string           `json:"season"`
	Phase      string           `json:"phase"`
	Order      []string         `json:"order"`
	Deck       publicDeck       `json:"deck"`
	Shogunate  *publicShogunate `json:"shogunate,omitempty"`
	Provinces  []publicProvince `json:"provinces"`
	Clans      []publicClan     `json:"clans"`
}

// publicShogunate is an active claim to the Shogunate (§7): public, since
// it is declared aloud and opens Kyoto to every army (C-04).
type publicShogunate struct {
	Claimant string `json:"claimant"`
	Counter  int    `json:"counter"` // consecutive season ends holding Kyoto
	Turns    int    `json:"turns"`   // the count that wins (C-28)
}

// publicDeck is what anyone may know of the event deck: its size, never
// its order.
type publicDeck struct {
	DrawPile int  `json:"drawPile"`
	Pass     int  `json:"pass"`
	Finished bool `json:"finished"`
}

type publicProvince struct {
	ID       int          `json:"id"`
	Name     string       `json:"name"`
	Kanji    string       `json:"kanji"`
	Owner    string       `json:"owner"`
	Kyoto    bool         `json:"kyoto,omitempty"`
	Fortress bool         `json:"fortress"`
	Armies   []publicArmy `json:"armies"`
}

type publicArmy struct {
	Clan     string `json:"clan"`
	Elements int    `json:"elements"`
}

type publicClan struct {
	Clan      string `json:"clan"`
	Player    string `json:"player,omitempty"`
	Status    string `json:"status"`
	Capital   int    `json:"capital"`
	Prestige  int    `json:"prestige"`
	Provinces int    `json:"provinces"`
	HandSize  int    `json:"handSize"`
	Army      *struct {
		Location int `json:"location"`
		Elements int `json:"elements"`
	} `json:"army,omitempty"`
}

// apiCampaign is GET /api/campaigns/{id}: the same for everyone, rendered
// once per version (answers.go).
func (s *Server) apiCampaign(c *gin.Context) {
	s.serveAnswer(c, answerSpec{contentType: web.JSONType, anyViewer: true, fail: s.failJSON,
		render: func(_ *gin.Context, cp *models.Campaign, _ *cacheEntry, _ views.Viewer) ([]byte, error) {
			return marshalAnswer(cp, newPublicCampaign(cp))
		}})
}

// marshalAnswer encodes a JSON answer about cp as gin's c.JSON would.
func marshalAnswer(cp *models.Campaign, v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode campaign %d: %w", cp.ID, err)
	}
	return data, nil
}

func newPublicCampaign(cp *models.Campaign) publicCampaign {
	st := cp.State
	out := publicCampaign{ID: cp.ID, Name: cp.Name, Visibility: string(cp.Listing), Scenario: string(st.Scenario), Year: st.Year, Season: st.Season.String(),
		Phase: string(st.Phase), Order: []string{}, Deck: publicDeck{DrawPile: len(st.Deck.DrawPile), Pass: st.Deck.Pass, Finished: st.Deck.Finished}}
	if out.Phase == "" {
		out.Phase = string(campaign.PhaseSetup)
	}
	for _, c := range st.Order {
		out.Order = append(out.Order, string(c))
	}
	if sh := st.Shogunate; sh != nil && st.Phase != campaign.PhaseEnded {
		out.Shogunate = &publicShogunate{Claimant: string(sh.Claimant), Counter: sh.Counter, Turns: st.Options.ShogunateTurns}
	}
	armies := map[int][]publicArmy{}
	for _, cl := range st.Clans {
		pc := publicClan{Clan: string(cl.Clan), Player: cl.Player, Status: string(cl.Status), Capital: cl.Capital, Prestige: cl.Prestige,
			Provinces: len(st.ProvincesOf(cl.Clan)), HandSize: len(cl.Hand)}
		if cl.Status == campaign.Active {
			pc.Army = &struct {
				Location int `json:"location"`
				Elements int `json:"elements"`
			}{cl.Army.Location, cl.Army.Size()}
			armies[cl.Army.Location] = append(armies[cl.Army.Location], publicArmy{Clan: string(cl.Clan), Elements: cl.Army.Size()})
		}
		out.Clans = append(out.Clans, pc)
	}
	for _, p := range st.Map.Provinces {
		pp := publicProvince{ID: p.ID, Name: p.Name, Kanji: p.Kanji, Owner: string(st.Owner(p.ID)), Kyoto: p.Kyoto(), Armies: armies[p.ID]}
		if pp.Armies == nil {
			pp.Armies = []publicArmy{}
		}
		if p.ID <= len(st.Provinces) {
			pp.Fortress = st.Provinces[p.ID-1].Fortress
		}
		out.Provinces = append(out.Provinces, pp)
	}
	return out
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
