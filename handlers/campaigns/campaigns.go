// Package campaigns is the room of the list of campaigns: the home page,
// the new-campaign form (its name check, the reference map files) and the
// API's create (create.go, api.go), and a campaign's import and export
// (import.go). What the room needs of the site around it (the page shell,
// failures, the viewer, the accounts' sessions and passwords, the links,
// the campaign use case that creates, the store through its Store
// interface) comes in Deps; the root handlers register it with Routes.
package campaigns

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
)

// Store is what the list of campaigns reads and writes. *models.DB is one.
type Store interface {
	Campaigns(ctx context.Context) ([]models.CampaignSummary, error)
	UnlistedCampaigns(ctx context.Context, ids []int64) ([]models.CampaignSummary, error)
	ListedNameTaken(ctx context.Context, name string) (bool, error)
	ExportCampaign(ctx context.Context, id int64) (*models.Export, error)
	ImportCampaign(ctx context.Context, ex *models.Export, gmPasswordHash string, tokens map[campaign.Clan]string) (int64, error)
}

// Deps is what the list of campaigns needs of the site around it.
type Deps struct {
	Store Store
	// Create stores a new campaign with its GM's password hash and
	// returns its id and each player's join token (campaign.Service).
	Create func(ctx context.Context, setup campaign.Setup, gmPasswordHash string) (int64, map[campaign.Clan]string, error)
	// Page is the layout model of a page with title, under the nav tab.
	Page func(c *gin.Context, title, nav string) views.Page
	// Fail answers an error as a page, FailJSON as JSON, FailBody a body
	// web.DecodeStrict refused.
	Fail, FailJSON, FailBody func(c *gin.Context, err error)
	// Viewer is who the browser is in campaign id (the account room's);
	// Joined the campaigns it takes part in, by id.
	Viewer func(c *gin.Context, id int64) views.Viewer
	Joined func(c *gin.Context) []int64
	// StartSession logs the browser in to campaign id with role (and
	// clan); HashPassword hashes a GM password; CheckNewPassword adds the
	// problems of a new one and its repetition (the account room's).
	StartSession     func(c *gin.Context, id int64, role string, clan campaign.Clan) error
	HashPassword     func(ctx context.Context, pw string) (string, error)
	CheckNewPassword func(v *tables.ValidationError, field, pw, field2 string, pw2 *string)
	// AbsURL makes a site path absolute; AddPublicLink adds to the API's
	// answer about campaign id its visibility and public link.
	AbsURL        func(r *http.Request, path string) string
	AddPublicLink func(c *gin.Context, id int64, out gin.H) error
	// RequireGM lets only the campaign's game master through;
	// CreateLimit and ImportLimit bound the campaigns one client address
	// creates and imports.
	RequireGM, CreateLimit, ImportLimit gin.HandlerFunc
	// Listing is who may see a new campaign unless its form says.
	Listing campaign.Listing
	// LibraryCardKind is the kind of the unit cards an export's library
	// holds (the calculators' Art of Tactic cards).
	LibraryCardKind string
}

// Server holds the list of campaigns' handlers over the site's Deps.
type Server struct {
	Deps
	// imports holds a token for each import running (at most maxImports).
	imports chan struct{}
}

// New builds the room over d.
func New(d Deps) *Server {
	return &Server{Deps: d, imports: make(chan struct{}, maxImports)}
}

// maxUpload bounds a create form (its map files) and an API body.
const maxUpload = 8 << 20

// maxImport bounds a campaign export, uploaded or, when gzipped, once
// decompressed. A ten-year campaign exports in a few MB (models.Export).
const maxImport = 64 << 20

// tooLarge is the problem of a file over limit bytes.
func tooLarge(field string, limit int64) error {
	return tables.Invalid(field, "api.err.file-too-large", int(limit>>20))
}

func (s *Server) home(c *gin.Context) {
	// The browser's own campaigns that are on no list come first: only
	// their game master and players see them here.
	own, err := s.Store.UnlistedCampaigns(c.Request.Context(), s.Joined(c))
	if err != nil {
		s.Fail(c, err)
		return
	}
	list, err := s.Store.Campaigns(c.Request.Context())
	if err != nil {
		s.Fail(c, err)
		return
	}
	list = append(own, list...)
	items := make([]campaignview.CampaignListItem, len(list))
	for i, cp := range list {
		items[i] = campaignview.CampaignListItem{ID: cp.ID, Name: cp.Name, UpdatedAt: cp.UpdatedAt, Year: cp.Year, Season: cp.Season, Phase: cp.Phase}
		// Only a browser signed in to the campaign has a part in it.
		if v := s.Viewer(c, cp.ID); v.GM {
			items[i].Role = "gm"
		} else if v.Clan != "" {
			items[i].Role = string(v.Clan)
		}
	}
	l := web.Lang(c)
	web.Render(c, http.StatusOK, campaignview.Home(s.Page(c, l.T("home.title"), "campaigns"), items))
}

func (s *Server) newCampaign(c *gin.Context) {
	l := web.Lang(c)
	f := campaignview.NewCampaignForm{Players: 6, Scenario: string(campaign.SixPlayers), Names: map[campaign.Clan]string{}, Neutral: map[campaign.Clan]bool{}, Monks: map[campaign.Clan]bool{}, Listing: s.Listing}
	web.Render(c, http.StatusOK, campaignview.NewCampaign(s.Page(c, l.T("new.title"), "campaigns"), f))
}

// nameTakenPath answers whether a campaign already has the name typed in
// the create form (its htmx fragment): a warning, never a refusal, since
// two clubs may well both play "Campagna 1560".
const nameTakenPath = "/campaigns/new/name"

func (s *Server) campaignNameTaken(c *gin.Context) {
	l := web.Lang(c)
	q, err := web.ReadQuery(c, query.NewKeys([]string{"name"}))
	if err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	taken, err := s.Store.ListedNameTaken(c.Request.Context(), q.Get("name"))
	if err != nil {
		s.Fail(c, err)
		return
	}
	web.Render(c, http.StatusOK, campaignview.NameTaken(l, taken))
}

// createCampaign handles the create form: on a problem it re-renders the
// form with 422, the values typed and every message; nothing is saved.
func (s *Server) createCampaign(c *gin.Context) {
	l := web.Lang(c)
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxUpload)
	f := campaignview.NewCampaignForm{Names: map[campaign.Clan]string{}, Neutral: map[campaign.Clan]bool{}, Monks: map[campaign.Clan]bool{}}
	// A body over the limit is not read at all: say so, and nothing else.
	if _, err := c.FormFile("map_json"); web.IsTooLarge(err) {
		v, _ := tables.AsValidation(tooLarge("map", maxUpload))
		f.Problems = v.List(string(l))
		web.Render(c, http.StatusUnprocessableEntity, campaignview.NewCampaign(s.Page(c, l.T("new.title"), "campaigns"), f))
		return
	}
	f.Name = c.PostForm("name")
	f.Scenario = c.PostForm("scenario")
	f.Players, _ = strconv.Atoi(c.PostForm("players"))
	f.Listing = campaign.Listing(c.PostForm("visibility"))
	for _, cl := range campaign.Clans {
		f.Names[cl] = strings.TrimSpace(c.PostForm("player." + string(cl)))
		f.Neutral[cl] = c.PostForm("neutral."+string(cl)) != ""
		f.Monks[cl] = c.PostForm("monks."+string(cl)) != ""
	}
	pw2 := c.PostForm("gm_password2")
	players := activePlayers(f)
	var monks []campaign.Clan
	for _, cl := range campaign.Clans {
		if _, ok := players[cl]; ok && f.Monks[cl] {
			monks = append(monks, cl)
		}
	}
	req := createRequest{
		Setup:       campaign.Setup{Name: f.Name, Scenario: campaign.Scenario(f.Scenario), Players: players, Monks: monks},
		Players:     f.Players,
		GMPassword:  c.PostForm("gm_password"),
		GMPassword2: &pw2,
		Listing:     c.PostForm("visibility"),
	}
	if req.Players == 0 {
		req.Players = -1 // a missing or non-numeric count is out of range
	}
	m, err := formMap(c)
	if err == nil {
		req.Setup.Map = m
		var id int64
		id, _, err = s.create(c.Request.Context(), req)
		if err == nil {
			if err := s.StartSession(c, id, models.RoleGM, ""); err != nil {
				s.Fail(c, err)
				return
			}
			c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d?created=1", id))
			return
		}
	}
	v, ok := tables.AsValidation(err)
	if !ok {
		s.Fail(c, err)
		return
	}
	f.Problems = v.List(string(l))
	s.refuseNewCampaign(c, f)
}

// refuseNewCampaign re-renders the create form with 422: its problems,
// the values typed, and the warning when another campaign has the name.
func (s *Server) refuseNewCampaign(c *gin.Context, f campaignview.NewCampaignForm) {
	var err error
	if f.NameTaken, err = s.Store.ListedNameTaken(c.Request.Context(), f.Name); err != nil {
		s.Fail(c, err)
		return
	}
	web.Render(c, http.StatusUnprocessableEntity, campaignview.NewCampaign(s.Page(c, web.Lang(c).T("new.title"), "campaigns"), f))
}

// activePlayers decides which clans have a player: all six in the 6-player
// scenario, all but Imagawa in the 5-player one, and in a custom campaign
// every clan with a name that is not ticked neutral.
func activePlayers(f campaignview.NewCampaignForm) map[campaign.Clan]string {
	out := map[campaign.Clan]string{}
	for _, cl := range campaign.Clans {
		switch campaign.Scenario(f.Scenario) {
		case campaign.SixPlayers:
			out[cl] = f.Names[cl]
		case campaign.FivePlayers:
			if cl != campaign.Imagawa {
				out[cl] = f.Names[cl]
			}
		default:
			if f.Names[cl] != "" && !f.Neutral[cl] {
				out[cl] = f.Names[cl]
			}
		}
	}
	return out
}

// formMap reads an optional replacement map from the create form: both CSV
// files, or one JSON file. No file means the reference map (nil).
func formMap(c *gin.Context) (*campaign.Map, error) {
	read := func(name string) ([]byte, bool, error) {
		fh, err := c.FormFile(name)
		if errors.Is(err, http.ErrMissingFile) || (err == nil && fh.Size == 0) {
			return nil, false, nil
		}
		if err != nil {
			if web.IsTooLarge(err) {
				return nil, false, tooLarge("map", maxUpload)
			}
			return nil, false, nil
		}
		data, err := readFile(fh, maxUpload)
		if web.IsTooLarge(err) {
			return nil, false, tooLarge("map", maxUpload)
		}
		if err != nil {
			return nil, false, tables.Invalid("map", "err.map.read")
		}
		return data, true, nil
	}
	js, hasJSON, err := read("map_json")
	if err != nil {
		return nil, err
	}
	pv, hasP, err := read("map_provinces")
	if err != nil {
		return nil, err
	}
	ad, hasA, err := read("map_adjacency")
	if err != nil {
		return nil, err
	}
	switch {
	case hasJSON:
		m, err := campaign.ParseMapJSON(js)
		if err != nil {
			return nil, err
		}
		return &m, nil
	case hasP && hasA:
		m, err := campaign.ParseMapCSV(pv, ad)
		if err != nil {
			return nil, err
		}
		return &m, nil
	case hasP || hasA:
		return nil, tables.Invalid("map", "err.map.both")
	}
	return nil, nil
}

// readFile reads an uploaded file of at most limit bytes; a longer one is
// web.ErrTooLarge, never cut short.
func readFile(fh *multipart.FileHeader, limit int64) ([]byte, error) {
	if fh.Size > limit {
		return nil, web.ErrTooLarge
	}
	f, err := fh.Open()
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }() // read only: closing it loses nothing
	return readAtMost(f, limit)
}

// readAtMost reads r to its end, or fails with web.ErrTooLarge past limit bytes.
func readAtMost(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, web.ErrTooLarge
	}
	return data, nil
}

func (s *Server) exportCampaign(c *gin.Context) {
	id, _ := web.CampaignID(c)
	ex, err := s.Store.ExportCampaign(c.Request.Context(), id)
	if err != nil {
		s.Fail(c, err)
		return
	}
	data, err := json.MarshalIndent(ex, "", "  ")
	if err != nil {
		s.Fail(c, fmt.Errorf("encode export: %w", err))
		return
	}
	c.Header("Content-Disposition", fmt.Sprintf(`attachment; filename="sengoku-campaign-%d.json"`, id))
	c.Data(http.StatusOK, "application/json; charset=utf-8", data)
}

// mapTemplate serves the reference map files for a GM to edit.
func (s *Server) mapTemplate(c *gin.Context) {
	pv, ad := campaign.DefaultMapFiles()
	switch c.Param("file") {
	case "provinces.csv":
		c.Header("Content-Disposition", `attachment; filename="provinces.csv"`)
		c.Data(http.StatusOK, "text/csv; charset=utf-8", pv)
	case "adjacency.csv":
		c.Header("Content-Disposition", `attachment; filename="adjacency.csv"`)
		c.Data(http.StatusOK, "text/csv; charset=utf-8", ad)
	case "map.json":
		m := campaign.DefaultMap()
		c.Header("Content-Disposition", `attachment; filename="map.json"`)
		c.JSON(http.StatusOK, m)
	default:
		s.Fail(c, campaign.ErrNotFound)
	}
}
