package play

import (
	"bytes"
	"fmt"
	"net/http"
	"sort"
	"strconv"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
)

// withCampaign is the one step by which a handler reads the request's
// campaign (:id): through the cache, which costs one query for its
// version while the decoded campaign is current. The campaign is shared:
// read-only (an action works on its own copy, in its transaction).
func (s *Server) withCampaign(c *gin.Context) (*models.Campaign, *cacheEntry, error) {
	id, err := web.CampaignID(c)
	if err != nil {
		return nil, nil, err
	}
	return s.Campaign(c.Request.Context(), id)
}

// LoadCampaign is withCampaign for a page or view of the campaign: still
// open to this request at the version read (the listing's check), as the
// viewer may see it (Shown), with the viewer. The printables and the
// calculators' campaign cards read a campaign through it too.
func (s *Server) LoadCampaign(c *gin.Context) (*models.Campaign, views.Viewer, error) {
	cp, _, err := s.withCampaign(c)
	if err != nil {
		return nil, views.Viewer{}, err
	}
	if !s.StillOpen(c, cp.ID, cp.Listing, cp.PublicKey) {
		return nil, views.Viewer{}, campaign.ErrNotFound
	}
	v := s.Viewer(c, cp.ID)
	return s.Shown(cp, v), v, nil
}

// showCampaign is the map page: banner, the viewer's "act now" panel, the
// map and the standings.
func (s *Server) showCampaign(c *gin.Context) { s.renderTab(c, "map", http.StatusOK, "") }

// showProvince is a province's detail: the panel alone for htmx, the map
// page with the province selected and its panel open without it.
func (s *Server) showProvince(c *gin.Context) {
	s.serveAnswer(c, s.htmlAnswer(s.provinceDetail))
}

func (s *Server) provinceDetail(c *gin.Context, cp *models.Campaign, _ *cacheEntry, viewer views.Viewer) (templ.Component, error) {
	pid, err := strconv.Atoi(c.Param("pid"))
	if err != nil {
		return nil, campaign.ErrNotFound
	}
	d, ok := campaignview.NewProvinceDetail(cp.ID, cp.State, pid)
	if !ok {
		return nil, campaign.ErrNotFound
	}
	l := web.Lang(c)
	mv := views.NewMapView(cp.ID, cp.State, s.shapes.of(cp.State.Map))
	mv.SelectArmy(cp.State, pid, viewer.GM, viewer.Clan)
	if web.IsFragment(c) {
		// The selected army's destination lines replace the overlay's.
		return templ.Join(campaignview.ProvinceDetailPanel(l, *d), campaignview.MapMoves(l, mv, true)), nil
	}
	// Without htmx the detail comes as the map page with this province
	// selected and its panel open.
	var svg bytes.Buffer
	if err := campaignview.MapSVG(l, mv).Render(c.Request.Context(), &svg); err != nil {
		return nil, fmt.Errorf("render the map of campaign %d: %w", cp.ID, err)
	}
	p := s.Page(c, d.Province.Name+" · "+cp.Name, "campaigns")
	p.Viewer = viewer
	return campaignview.CampaignShow(p, campaignview.CampaignPage{ID: cp.ID, State: cp.State, MapSVG: svg.Bytes(), Standings: campaignview.NewStandings(cp.State), Detail: d,
		Top: s.seasonTop(c, cp, viewer), Moves: mv, Frame: campaignview.MapFrame(cp.State, s.shapes.of(cp.State.Map), viewer.Clan)}), nil
}

func (s *Server) provinceTable(c *gin.Context) { s.renderTab(c, "table", http.StatusOK, "") }

func tableTab(s *Server, c *gin.Context, cp *models.Campaign, _ *cacheEntry, _ views.Viewer, p views.Page, top campaignview.SeasonTop) (templ.Component, error) {
	st := cp.State
	t := campaignview.ProvinceTable{Top: top, ID: cp.ID, Name: cp.Name, State: st, Sort: c.DefaultQuery("sort", "id")}
	armies := map[int][]views.MapArmy{}
	for _, cl := range st.Clans {
		if cl.Status == campaign.Active {
			armies[cl.Army.Location] = append(armies[cl.Army.Location], views.MapArmy{Clan: cl.Clan, Elements: cl.Army.Size()})
		}
	}
	for _, pr := range st.Map.Provinces {
		_, capital := st.IsCapital(pr.ID)
		row := campaignview.ProvinceRow{Province: pr, Owner: st.Owner(pr.ID), Capital: capital, Armies: armies[pr.ID]}
		if pr.ID <= len(st.Provinces) {
			row.Fortress = st.Provinces[pr.ID-1].Fortress
		}
		t.Rows = append(t.Rows, row)
	}
	switch t.Sort {
	case "owner":
		// Clans in their order, then Kyoto and neutral provinces last.
		rank := func(r campaignview.ProvinceRow) int {
			for i, cl := range campaign.Clans {
				if r.Owner == cl {
					return i
				}
			}
			if r.Province.Kyoto() {
				return len(campaign.Clans)
			}
			return len(campaign.Clans) + 1
		}
		sort.SliceStable(t.Rows, func(i, j int) bool { return rank(t.Rows[i]) < rank(t.Rows[j]) })
	case "name":
		sort.SliceStable(t.Rows, func(i, j int) bool { return t.Rows[i].Province.Name < t.Rows[j].Province.Name })
	default:
		t.Sort = "id"
	}
	return campaignview.ProvinceTablePage(p, t), nil
}
