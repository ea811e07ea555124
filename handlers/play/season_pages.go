package play

import (
	"bytes"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/tables"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
)

// seasonTop builds what every campaign page shows on top: the banner and
// the outcome of the viewer's last action (read once).
func (s *Server) seasonTop(c *gin.Context, cp *models.Campaign, v views.Viewer) campaignview.SeasonTop {
	l := web.Lang(c)
	return campaignview.SeasonTop{ID: cp.ID, Version: cp.Version, State: cp.State,
		Banner: campaignview.NewBanner(l, cp.ID, cp.Version, cp.State, v, s.Now()), Flash: takeFlash(c, cp.ID)}
}

// tabPage builds one tab of a campaign for viewer v. The campaign may be
// shared through the cache: it must not be changed.
type tabPage func(s *Server, c *gin.Context, cp *models.Campaign, entry *cacheEntry, v views.Viewer, p views.Page, top campaignview.SeasonTop) (templ.Component, error)

var tabPages = map[string]tabPage{
	"map":       mapTab,
	"table":     tableTab,
	"hand":      handTab,
	"diplomacy": diplomacyTab,
	"battles":   battlesTab,
	"prestige":  prestigeTab,
	"history":   historyTab,
	"options":   optionsTab,
	"summary":   summaryTab,
}

// tab serves GET of a campaign tab.
func (s *Server) tab(name string) gin.HandlerFunc {
	return func(c *gin.Context) { s.renderTab(c, name, http.StatusOK, "") }
}

// renderTab renders tab with status; problem, when set, explains why the
// viewer's action was refused.
func (s *Server) renderTab(c *gin.Context, name string, status int, problem string) {
	s.renderTabFlash(c, name, status, problem, nil)
}

// renderTabFlash renders tab with status, the refusal (problem) or the
// outcome of the action just made (flash). An htmx request that is not
// boosted gets the campaign wrapper alone, which it swaps in place.
func (s *Server) renderTabFlash(c *gin.Context, name string, status int, problem string, flash []string) {
	// A plain read is the same for every request of its key until the
	// campaign changes: rendered once (answers.go).
	if c.Request.Method == http.MethodGet && status == http.StatusOK && problem == "" && flash == nil {
		fragmentContext(c)
		s.serveAnswer(c, s.htmlAnswer(func(c *gin.Context, cp *models.Campaign, e *cacheEntry, v views.Viewer) (templ.Component, error) {
			return s.tabComponent(c, name, cp, e, v, "", nil)
		}))
		return
	}
	_, entry, err := s.withCampaign(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.renderTabOf(c, entry, name, status, problem, flash)
}

// fragmentContext marks the request's context for a fragment when the
// request wants one (an htmx request neither boosted nor restoring).
func fragmentContext(c *gin.Context) {
	if web.IsFragment(c) {
		c.Request = c.Request.WithContext(campaignview.WithFragment(c.Request.Context()))
	}
}

// renderTabOf is renderTabFlash on the campaign entry holds: the one an
// action just stored, rendered without reading it again.
func (s *Server) renderTabOf(c *gin.Context, entry *cacheEntry, name string, status int, problem string, flash []string) {
	fragmentContext(c)
	cp := entry.campaign
	if status == http.StatusConflict {
		// The page is out of date: only a fresh one can be sent again.
		c.Set(staleKey, true)
	}
	v := s.Viewer(c, cp.ID)
	comp, err := s.tabComponent(c, name, s.Shown(cp, v), entry, v, problem, flash)
	if err != nil {
		s.Fail(c, err)
		return
	}
	web.Render(c, status, comp)
}

// staleKey marks a refusal because the page was out of date (409).
const staleKey = "sengoku.stale"

// tabComponent builds tab name of cp for viewer v, with the refusal
// (problem) or the outcome of the action just made (flash).
func (s *Server) tabComponent(c *gin.Context, name string, cp *models.Campaign, entry *cacheEntry, v views.Viewer, problem string, flash []string) (templ.Component, error) {
	p := s.Page(c, cp.Name, "campaigns")
	p.Viewer = v
	top := s.seasonTop(c, cp, v)
	top.Problem = problem
	if problem != "" && c.Request.Method == http.MethodPost {
		top.Typed = c.Request.PostForm
		top.Stale = c.GetBool(staleKey)
	}
	// The tab fetches itself again when the campaign changes; an action's
	// answer stands for the tab the action came from.
	top.Self = c.Request.URL.RequestURI()
	if c.Request.Method != http.MethodGet {
		top.Self = tabURL(cp.ID, name, c.PostForm("clanview"), c.PostForm("clan"))
	}
	if flash != nil {
		top.Flash = flash
	}
	build, ok := tabPages[name]
	if !ok {
		build = mapTab
	}
	return build(s, c, cp, entry, v, p, top)
}

func mapTab(s *Server, c *gin.Context, cp *models.Campaign, entry *cacheEntry, v views.Viewer, p views.Page, top campaignview.SeasonTop) (templ.Component, error) {
	l := p.Lang
	st := cp.State
	sh := s.shapes.of(st.Map)
	svg, err := entry.mapSVG(c.Request.Context(), l, sh)
	if err != nil {
		return nil, err
	}
	legal := st.Legal(v.Actor(), s.Now())
	page := campaignview.CampaignPage{ID: cp.ID, State: st, MapSVG: svg, Standings: campaignview.NewStandings(st), Created: c.Query("created") == "1" && v.GM,
		Top: top, Panel: campaignview.NewActPanel(l, cp.ID, cp.Version, st, legal, v, "map"), Supply: campaignview.NewSupplyView(st),
		Moves: views.MapView{Width: sh.Width, Height: sh.Height}, Frame: campaignview.MapFrame(st, sh, v.Clan)}
	if page.Supply != nil {
		page.Supply.StyleURL = fmt.Sprintf("/campaigns/%d/supply.css?v=%d", cp.ID, cp.Version)
	}
	if v.Clan != "" {
		if cs := st.Clan(v.Clan); cs != nil {
			army := cs.Army
			page.Army = &army
		}
	}
	return campaignview.CampaignShow(p, page), nil
}

func handTab(s *Server, c *gin.Context, cp *models.Campaign, _ *cacheEntry, v views.Viewer, p views.Page, top campaignview.SeasonTop) (templ.Component, error) {
	legal := cp.State.Legal(v.Actor(), s.Now())
	return campaignview.HandPage(p, campaignview.NewHandView(top, p.Lang, cp.State, legal, v)), nil
}

func diplomacyTab(s *Server, c *gin.Context, cp *models.Campaign, _ *cacheEntry, v views.Viewer, p views.Page, top campaignview.SeasonTop) (templ.Component, error) {
	now := s.Now()
	actor := v.Actor()
	as, _ := campaign.ParseClan(c.Query("as"))
	view, err := s.viewWithBox(c, cp, actor)
	if err != nil {
		return nil, err
	}
	d := campaignview.NewDiplomacyView(top, p.Lang, cp.State, view, cp.State.Legal(actor, now), v, now, as)
	if d.Earlier, err = s.earlierNotes(c, cp, actor); err != nil {
		return nil, err
	}
	return campaignview.DiplomacyPage(p, d), nil
}

// viewWithBox is what actor may see of cp, with the notes and
// declarations of the current season it may read.
func (s *Server) viewWithBox(c *gin.Context, cp *models.Campaign, actor campaign.Actor) (campaign.View, error) {
	view := cp.State.VisibleTo(actor)
	var err error
	view.Notes, view.Declarations, err = s.Store.SeasonBox(c.Request.Context(), cp.ID, cp.State.BoxReaderOf(actor), cp.State.Year, cp.State.Season)
	if err != nil {
		return view, err
	}
	// Every tally (one a clan a year); of the ledger, the entries of the
	// year in play, as the state holds them.
	view.Tallies, err = s.Store.Tallies(c.Request.Context(), cp.ID, cp.State)
	return view, err
}

// earlierPage is how many notes of earlier seasons a page lists.
const earlierPage = 20

// earlierNotes is the Diplomacy tab's page of earlier seasons' notes and
// declarations: asked for with ?earlier=1, then ?before=<cursor> for
// older ones; none otherwise.
func (s *Server) earlierNotes(c *gin.Context, cp *models.Campaign, actor campaign.Actor) (campaignview.EarlierNotes, error) {
	out := campaignview.EarlierNotes{OpenURL: fmt.Sprintf("/campaigns/%d/diplomacy?earlier=1#dip-earlier", cp.ID)}
	before, err := earlierCursor(c)
	if err != nil || (c.Query("earlier") == "" && before == 0) {
		return out, err
	}
	notes, next, err := s.Store.BoxPage(c.Request.Context(), cp.ID, models.BoxQuery{Reader: cp.State.BoxReaderOf(actor),
		NotYear: cp.State.Year, NotSeason: cp.State.Season, Before: before, Limit: earlierPage})
	if err != nil {
		return out, err
	}
	out.Shown, out.Notes = true, notes
	if next != 0 {
		out.OlderURL = fmt.Sprintf("/campaigns/%d/diplomacy?before=%d#dip-earlier", cp.ID, next)
	}
	return out, nil
}

// earlierCursor reads ?before=, the cursor of a page of earlier notes.
func earlierCursor(c *gin.Context) (int64, error) {
	raw := c.Query("before")
	if raw == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || n <= 0 {
		return 0, tables.Invalid("before", "err.notes.before")
	}
	return n, nil
}

func battlesTab(s *Server, c *gin.Context, cp *models.Campaign, _ *cacheEntry, v views.Viewer, p views.Page, top campaignview.SeasonTop) (templ.Component, error) {
	legal := cp.State.Legal(v.Actor(), s.Now())
	// A refused battle result: the reason goes beside its Save button and
	// the form keeps what was typed, rather than the reason on top and the
	// losses back to 0.
	var refused int
	var problem string
	if c.Request.Method == http.MethodPost && c.PostForm("kind") == string(campaign.ActBattleResult) && top.Problem != "" {
		id, _ := strconv.Atoi(c.PostForm("battle"))
		if slices.ContainsFunc(cp.State.Battles, func(b campaign.Battle) bool { return b.ID == id }) {
			refused, problem, top.Problem = id, top.Problem, ""
		}
	}
	bv := campaignview.NewBattlesView(top, p.Lang, cp.State, legal, v)
	if refused != 0 {
		bv.Refused, bv.Problem, bv.Typed = refused, problem, c.Request.PostForm
	}
	if entries, ok := previewOf(c); ok {
		bv.Previewed, bv.Typed = atoiDefault(c.PostForm("battle"), 0), c.Request.PostForm
		bv.Preview = campaignview.NewPrestigePreview(entries)
	}
	return campaignview.BattlesPage(p, bv), nil
}

func prestigeTab(s *Server, c *gin.Context, cp *models.Campaign, _ *cacheEntry, v views.Viewer, p views.Page, top campaignview.SeasonTop) (templ.Component, error) {
	st := cp.State
	clan, ok := campaign.ParseClan(c.Query("clan"))
	if !ok {
		clan = v.Clan
	}
	if cs := st.Clan(clan); cs == nil || cs.Player == "" {
		clan = ""
		for _, cs := range st.Clans {
			if cs.Player != "" {
				clan = cs.Clan
				break
			}
		}
	}
	full, err := s.withHistory(c, cp)
	if err != nil {
		return nil, err
	}
	return campaignview.PrestigePage(p, campaignview.NewPrestigeView(p.Lang, top, full, clan)), nil
}

// withHistory is cp's state with its whole Prestige history in place of
// the year the state holds (models.DB.History): a copy for the views
// that chart or list past years, read only.
func (s *Server) withHistory(c *gin.Context, cp *models.Campaign) (*campaign.State, error) {
	hist, err := s.Store.History(c.Request.Context(), cp.ID, cp.State)
	if err != nil {
		return nil, err
	}
	full := *cp.State
	full.Ledger, full.Tallies = hist.Ledger, hist.Tallies
	return &full, nil
}

func historyTab(s *Server, c *gin.Context, cp *models.Campaign, _ *cacheEntry, v views.Viewer, p views.Page, top campaignview.SeasonTop) (templ.Component, error) {
	ctx := c.Request.Context()
	page := max(1, atoiDefault(c.Query("page"), 1))
	recs, total, err := s.Store.VisibleActions(ctx, cp.ID, reader(v), (page-1)*logPage, logPage)
	if err != nil {
		return nil, err
	}
	h := campaignview.HistoryView{Top: top, Page: page, Pages: int((total + logPage - 1) / logPage), Total: total, GM: v.GM}
	if err := s.reportPage(c, cp, &h); err != nil {
		return nil, err
	}
	for _, e := range logEntries(p.Lang, v, recs) {
		h.Entries = append(h.Entries, e.LogEntry)
	}
	if v.GM {
		h.Seed = cp.State.Seed
		if last, err := s.Store.LastAction(ctx, cp.ID); err == nil {
			h.LastSeq, h.LastKind = last.Seq, last.Kind
		}
	}
	snaps, err := s.Store.Snapshots(ctx, cp.ID)
	if err != nil {
		return nil, err
	}
	for i := len(snaps) - 1; i >= 0; i-- {
		h.Snapshots = append(h.Snapshots, campaignview.SnapshotLink{Year: snaps[i].Year, Season: snaps[i].Season, URL: snapshotURL(cp.ID, snaps[i])})
	}
	return campaignview.HistoryPage(p, h), nil
}

// reportsPage is how many battle reports the history page lists at once.
const reportsPage = 20

// reportPage puts on h the history page's battle reports: the newest, or
// with ?reports=<cursor> the older ones from that page on.
func (s *Server) reportPage(c *gin.Context, cp *models.Campaign, h *campaignview.HistoryView) error {
	var before int64
	if raw := c.Query("reports"); raw != "" {
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || n <= 0 {
			return tables.Invalid("reports", "err.reports.before")
		}
		before = n
		h.ReportsNewestURL = fmt.Sprintf("/campaigns/%d/history#battle-reports", cp.ID)
	}
	reports, next, err := s.Store.ReportPage(c.Request.Context(), cp.ID, before, reportsPage)
	if err != nil {
		return err
	}
	h.Reports = reports
	if next != 0 {
		h.ReportsOlderURL = fmt.Sprintf("/campaigns/%d/history?reports=%d#battle-reports", cp.ID, next)
	}
	return nil
}

func snapshotURL(id int64, sn models.SnapshotSeason) string {
	return fmt.Sprintf("/campaigns/%d/seasons/%d/%s", id, sn.Year, sn.Season)
}

func optionsTab(s *Server, c *gin.Context, cp *models.Campaign, _ *cacheEntry, v views.Viewer, p views.Page, top campaignview.SeasonTop) (templ.Component, error) {
	st := cp.State
	o := campaignview.OptionsView{Top: top, Options: campaign.OptionList(), Current: st.Options.Values(),
		Editable: v.GM && (st.Phase == campaign.PhaseSetup || st.Phase == ""), DuringPlay: v.GM && st.Phase != campaign.PhaseEnded}
	if c.Request.Method == http.MethodPost && c.PostForm("kind") == string(campaign.ActSetOption) {
		o.Typed = c.Request.PostForm // refused: what was chosen stays chosen
	}
	return campaignview.OptionsPage(p, o), nil
}

func summaryTab(s *Server, c *gin.Context, cp *models.Campaign, _ *cacheEntry, v views.Viewer, p views.Page, top campaignview.SeasonTop) (templ.Component, error) {
	full, err := s.withHistory(c, cp)
	if err != nil {
		return nil, err
	}
	return campaignview.SummaryPage(p, campaignview.SummaryView{Top: top, Result: cp.State.Result, Chart: campaignview.NewStandingsChart(p.Lang, full)}), nil
}

// bannerFragment is GET /campaigns/:id/banner?v=<version>: the banner,
// polled by htmx, saying when the page has gone stale.
func (s *Server) bannerFragment(c *gin.Context) {
	cp, _, err := s.withCampaign(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	v := s.Viewer(c, cp.ID)
	b := campaignview.NewBanner(web.Lang(c), cp.ID, cp.Version, cp.State, v, s.Now())
	if seen, err := strconv.ParseInt(c.Query("v"), 10, 64); err == nil && seen != cp.Version {
		b.Stale = true
		b.Version = seen // keep comparing with what the page shows
	}
	c.Header("Cache-Control", "no-store")
	web.Render(c, http.StatusOK, campaignview.SeasonBanner(web.Lang(c), b))
}

// pastSeason is the map as it stood at the end of a past season.
func (s *Server) pastSeason(c *gin.Context) {
	id, err := web.CampaignID(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	ctx := c.Request.Context()
	year, err := strconv.Atoi(c.Param("year"))
	season, ok := parseSeason(c.Param("season"))
	if err != nil || !ok {
		s.Fail(c, campaign.ErrNotFound)
		return
	}
	cp, _, err := s.withCampaign(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	snap, err := s.Store.Snapshot(ctx, id, year, season)
	if err != nil {
		s.Fail(c, err)
		return
	}
	l := web.Lang(c)
	var svg bytes.Buffer
	if err := campaignview.MapSVG(l, views.NewMapView(id, snap, s.shapes.of(snap.Map))).Render(ctx, &svg); err != nil {
		s.Fail(c, err)
		return
	}
	v := s.Viewer(c, id)
	if sh := s.Shown(cp, v); sh != cp { // the public of a campaign not listed: clans only
		cp, snap = sh, web.WithoutPlayers(snap)
	}
	p := s.Page(c, cp.Name, "campaigns")
	p.Viewer = v
	pv := campaignview.PastSeasonView{Top: s.seasonTop(c, cp, v), Year: year, Season: season, MapSVG: svg.Bytes(), Standings: campaignview.NewStandings(snap)}
	snaps, err := s.Store.Snapshots(ctx, id)
	if err != nil {
		s.Fail(c, err)
		return
	}
	for i, sn := range snaps {
		if sn.Year == year && sn.Season == season {
			if i > 0 {
				pv.Prev = snapshotURL(id, snaps[i-1])
			}
			if i+1 < len(snaps) {
				pv.Next = snapshotURL(id, snaps[i+1])
			}
		}
	}
	web.Render(c, http.StatusOK, campaignview.PastSeasonPage(p, pv))
}

func parseSeason(s string) (campaign.Season, bool) {
	for se := campaign.Spring; se <= campaign.Winter; se++ {
		if se.String() == s {
			return se, true
		}
	}
	return 0, false
}

// supplyCSS is GET /campaigns/:id/supply.css: the rules that mark the
// provinces out of supply on the campaign's map during the Supply phase
// (empty otherwise). A style sheet of its own rather than an inline
// <style>, which the content security policy refuses.
func (s *Server) supplyCSS(c *gin.Context) {
	cp, _, err := s.withCampaign(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	css := ""
	if sv := campaignview.NewSupplyView(cp.State); sv != nil {
		css = sv.Style
	}
	c.Data(http.StatusOK, "text/css; charset=utf-8", []byte(css))
}
