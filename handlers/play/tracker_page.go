package play

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/models"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
)

// The tracker's page: opened from the battle sheet by the game master and
// the two sides' players, read by anyone once the battle is fought. Every
// change is a form posted here (post-redirect-get); the page's stream
// names a new count whenever the tracker or the campaign moves, and the
// page fetches itself again.

// trackerPath is the tracker page of battle :bid.
const trackerPath = "/campaigns/:id/battles/:bid/tracker"

// trackerKey is the events.Source key of a battle's tracker: the campaign
// ids are positive, the trackers' keys negative.
func trackerKey(id int64, bid int) int64 { return -(id<<20 | int64(bid)) }

// trackerPublish tells the tracker's open pages that it reached rev.
func (s *Server) trackerPublish(ctx context.Context, id int64, bid, rev int) {
	if err := s.Events.Publish(ctx, trackerKey(id, bid), int64(rev)); err != nil {
		s.Log.Warn("publish tracker change", "campaign", id, "battle", bid, "err", err)
	}
}

// showTracker is GET of the tracker page.
func (s *Server) showTracker(c *gin.Context) {
	if _, err := web.ReadQuery(c, trackerQuery); err != nil {
		s.Fail(c, err)
		return
	}
	cp, b, v, err := s.trackerTarget(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.renderTrackerOf(c, http.StatusOK, "", cp, b, v, nil)
}

// renderTracker renders the tracker with status and problem, why the
// viewer's request was refused before its campaign was read (a rate
// limit).
func (s *Server) renderTracker(c *gin.Context, status int, problem string) {
	cp, b, v, err := s.trackerTarget(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.renderTrackerOf(c, status, problem, cp, b, v, nil)
}

// renderTrackerOf renders battle b's tracker of campaign cp, already
// read, for v with status; problem is why the viewer's last event was
// refused; tr, when given, is the tracker as a conflict found it.
func (s *Server) renderTrackerOf(c *gin.Context, status int, problem string, cp *models.Campaign, b campaign.Battle, v views.Viewer, tr *campaign.Tracker) {
	s.renderTrackerPage(c, status, problem, cp, b, v, tr, nil)
}

// renderTrackerTried answers a refused roll with the tracker as it stands
// and the roll form as it was filled.
func (s *Server) renderTrackerTried(c *gin.Context, status int, problem string, cp *models.Campaign, b campaign.Battle, v views.Viewer, tried *campaign.CombatRoll) {
	s.renderTrackerPage(c, status, problem, cp, b, v, nil, tried)
}

func (s *Server) renderTrackerPage(c *gin.Context, status int, problem string, cp *models.Campaign, b campaign.Battle, v views.Viewer, tr *campaign.Tracker, tried *campaign.CombatRoll) {
	if tr == nil {
		var err error
		if tr, err = s.Store.Tracker(c.Request.Context(), cp, b.ID); err != nil {
			s.Fail(c, err)
			return
		}
	}
	p := s.Page(c, cp.Name, "campaigns")
	p.Viewer = v
	m := s.trackerView(c, cp, v, tr)
	m.Problem, m.Tried = problem, tried
	page := campaignview.TrackerPage(p, m)
	if web.IsFragment(c) {
		web.RenderFragments(c, status, page, "tracker")
		return
	}
	web.Render(c, status, page)
}

// trackerQuery: the page reads the language and, for the game master's
// preview when no side broke, the winner.
var trackerQuery = query.NewKeys([]string{"winner"})

// trackerView builds the page's view model.
func (s *Server) trackerView(c *gin.Context, cp *models.Campaign, v views.Viewer, tr *campaign.Tracker) campaignview.TrackerView {
	actor := v.Actor()
	top := s.seasonTop(c, cp, v)
	top.Self = "" // the tracker holds its own stream
	m := campaignview.TrackerView{Top: top, Place: campaignview.ProvinceLabel(cp.State, tr.Province), T: tr,
		Live: cp.Version + int64(tr.Rev), GM: v.GM, Clan: v.Clan, Maker: campaign.TrackerMaker(actor),
		CanRecord: tr.MayRecord(actor), TableDice: cp.State.Options.TableDice}
	if m.CanRecord {
		m.Cards = trackerCards(web.Lang(c), cp.State, tr, v)
	}
	if v.GM && !tr.Done {
		s.trackerPreview(c, cp.State, &m)
	}
	return m
}

// trackerCards are the battle cards the viewer may play: a player's own,
// the game master's both sides'.
func trackerCards(l views.Lang, st *campaign.State, tr *campaign.Tracker, v views.Viewer) []campaignview.TrackerCard {
	var out []campaignview.TrackerCard
	for _, sd := range tr.Sides {
		cs := st.Clan(sd.Clan)
		if cs == nil || (!v.GM && v.Clan != sd.Clan) {
			continue
		}
		for _, id := range cs.Hand {
			k, ok := campaign.CardByID(id)
			if ok && slices.Contains([]campaign.Event{campaign.EvMorale, campaign.EvReconnaissance, campaign.EvCharisma, campaign.EvDivineIntervention}, k.Event) {
				out = append(out, campaignview.TrackerCard{Clan: sd.Clan, ID: id, Name: l.Render(i18n.M("tracker.card.label", campaign.Events[k.Event].Name, k.Face))})
			}
		}
	}
	return out
}

// trackerPreview fills the result form's Prestige preview: the result the
// tracker fills in, with the winner picked (?winner=) when no side broke.
func (s *Server) trackerPreview(c *gin.Context, st *campaign.State, m *campaignview.TrackerView) {
	r := *m.T.Result
	if r.Winner == "" {
		r.Winner = campaign.Clan(c.Query("winner"))
		if r.Winner != m.T.Sides[0].Clan && r.Winner != m.T.Sides[1].Clan {
			return
		}
		m.Winner = r.Winner
	}
	_, entries, err := campaign.Preview(st, campaign.GM(), campaign.Action{Kind: campaign.ActBattleResult, Result: &r, At: s.Now().UTC()})
	if err != nil {
		if v, ok := tables.AsValidation(err); ok {
			m.ResultProblem = strings.Join(v.List(string(web.Lang(c))), " ")
		}
		return
	}
	m.Preview = campaignview.NewPrestigePreview(entries)
}

// postTracker records one event from the page's forms: 303 back to the
// tracker; a refusal renders it again with the reason (422, 403), a stale
// revision with the battle as it stands (409). Nothing is recorded then.
func (s *Server) postTracker(c *gin.Context) {
	cp, b, v, err := s.recorderTarget(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	rev, ev, err := trackerFromForm(c)
	if err == nil {
		_, err = s.recordTracker(c, cp.ID, b, rev, v, ev)
	}
	var conflict *campaign.TrackerConflict
	switch {
	case errors.As(err, &conflict):
		s.renderTrackerOf(c, http.StatusConflict, web.Lang(c).T("tracker.conflict"), cp, b, v, conflict.Tracker)
	case err != nil && (isValidation(err) || errors.Is(err, web.ErrForbidden)):
		// Nothing was recorded: the campaign as read stands.
		status, msg := s.Classify(c.Request.Context(), web.Lang(c), err)
		s.renderTrackerTried(c, status, msg, cp, b, v, ev.Roll)
	case err != nil:
		s.Fail(c, err)
	default:
		c.Redirect(http.StatusSeeOther, campaignview.TrackerURL(cp.ID, b.ID))
	}
}

// trackerFromForm reads an event form: rev, kind, element, off, clan,
// card ("<clan>:<card>" from the page's picker, or the card alone), undo,
// settles and, for a roll, the roll's fields.
func trackerFromForm(c *gin.Context) (int, campaign.TrackerEvent, error) {
	rev, err := strconv.Atoi(c.PostForm("rev"))
	if err != nil || rev < 0 {
		return 0, campaign.TrackerEvent{}, tables.Invalid("rev", "tracker.rev-missing")
	}
	ev := campaign.TrackerEvent{Kind: c.PostForm("kind"), Element: c.PostForm("element"), Off: c.PostForm("off") != "",
		Clan: campaign.Clan(c.PostForm("clan")), Card: c.PostForm("card")}
	if clan, card, ok := strings.Cut(ev.Card, ":"); ok {
		ev.Clan, ev.Card = campaign.Clan(clan), card
	}
	if u := c.PostForm("undo"); u != "" {
		if ev.Undo, err = strconv.Atoi(u); err != nil {
			return 0, ev, tables.Invalid("undo", "tracker.nothing-to-undo", 0)
		}
	}
	if u := c.PostForm("settles"); u != "" {
		if ev.Settles, err = strconv.Atoi(u); err != nil {
			return 0, ev, tables.Invalid("settles", "tracker.roll.nothing-pending", 0)
		}
	}
	if ev.Kind == campaign.TrackRoll {
		ev.Roll, err = rollFromForm(c)
	}
	return rev, ev, err
}

// rollCodec reads a roll's combat from the form: mode, a, b, da, db and
// each side's situation under "sideA." and "sideB." (the calculator's
// field names).
var rollCodec = query.For[campaign.CombatRoll](query.Bound(100))

// rollFromForm reads a roll's combat; a value that does not read is
// refused with its field.
func rollFromForm(c *gin.Context) (*campaign.CombatRoll, error) {
	if err := c.Request.ParseForm(); err != nil {
		return nil, web.BadRequest("err.form")
	}
	cr := &campaign.CombatRoll{}
	var qe *query.Error
	if err := rollCodec.Decode(c.Request.PostForm, "", cr); errors.As(err, &qe) {
		v := &tables.ValidationError{}
		for _, p := range qe.Problems {
			v.Add(p.Key, "tracker.roll.bad-value", p.Key)
		}
		return nil, v
	}
	return cr, nil
}

// trackerOdds is GET .../tracker/odds?a=…&b=…&mode=: the SAMURAI
// calculator prefilled for the two elements picked.
func (s *Server) trackerOdds(c *gin.Context) {
	q, err := web.ReadQuery(c, oddsQuery)
	if err != nil {
		s.Fail(c, err)
		return
	}
	cp, b, _, err := s.trackerTarget(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	tr, err := s.Store.Tracker(c.Request.Context(), cp, b.ID)
	if err != nil {
		s.Fail(c, err)
		return
	}
	a, okA := trackedElement(tr, q.Get("a"))
	e, okB := trackedElement(tr, q.Get("b"))
	if !okA || !okB || a.With == e.With {
		s.Fail(c, web.BadRequest("err.form"))
		return
	}
	c.Redirect(http.StatusSeeOther, campaignview.TrackerOdds(a, e, q.Get("mode") == "shooting"))
}

// oddsQuery: the two elements and the kind of combat.
var oddsQuery = query.NewKeys([]string{"a", "b", "mode"})

func trackedElement(tr *campaign.Tracker, id string) (campaign.TrackedElement, bool) {
	for _, sd := range tr.Sides {
		for _, el := range sd.Elements {
			if el.ID == id {
				return el, true
			}
		}
	}
	return campaign.TrackedElement{}, false
}

// trackerStream is GET .../tracker/events: the campaign's event stream
// for the tracker page, counting the campaign's version plus the
// tracker's revision, so that a card, an event or the recorded result
// each reach the page.
func (s *Server) trackerStream(c *gin.Context) {
	cp, b, _, err := s.trackerTarget(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	release, ok := s.streamSlot(c)
	if !ok {
		return
	}
	defer release()
	ctx := c.Request.Context()
	camp, err1 := s.Events.Subscribe(ctx, cp.ID)
	trk, err2 := s.Events.Subscribe(ctx, trackerKey(cp.ID, b.ID))
	// version is the campaign's version read with the latest count: who
	// may still see the campaign is asked at it, without reading it again.
	var version atomic.Int64
	current, err3 := s.trackerLive(ctx, cp.ID, b.ID, &version)
	if err := errors.Join(err1, err2, err3); err != nil {
		streamFailed(c)
		return
	}
	// The stream counts the campaign's version and the tracker's revision
	// together.
	open := func(int64) bool {
		ok, err := s.OpenAt(c, cp.ID, version.Load())
		return err == nil && ok
	}
	s.serveStream(c, s.mergeLive(ctx, cp.ID, b.ID, camp, trk, &version), current, open)
}

// trackerLive is the count the tracker page's stream names; the
// campaign's version it read is kept in version.
func (s *Server) trackerLive(ctx context.Context, id int64, bid int, version *atomic.Int64) (int64, error) {
	v, err := s.Store.CampaignVersion(ctx, id)
	if err != nil {
		return 0, err
	}
	rev, err := s.Store.TrackerRev(ctx, id, bid)
	if err != nil {
		return 0, err
	}
	version.Store(v)
	return v + int64(rev), nil
}

// mergeLive turns the campaign's and the tracker's notifications into the
// page's count, read again at each (one read of the version and one of
// the revision): the latest one only, never blocking.
func (s *Server) mergeLive(ctx context.Context, id int64, bid int, camp, trk <-chan int64, version *atomic.Int64) <-chan int64 {
	out := make(chan int64, 1)
	go func() {
		defer close(out)
		for {
			select {
			case _, ok := <-camp:
				if !ok {
					return
				}
			case _, ok := <-trk:
				if !ok {
					return
				}
			case <-ctx.Done():
				return
			}
			n, err := s.trackerLive(ctx, id, bid, version)
			if err != nil {
				continue
			}
			select {
			case <-out:
			default:
			}
			out <- n
		}
	}()
	return out
}

func isValidation(err error) bool {
	_, ok := tables.AsValidation(err)
	return ok
}
