package play

import (
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/models"
	"sengoku/tables"
	"sengoku/views"
)

// The battle tracker's JSON API: a campaign battle followed at the table
// (campaign/tracker.go). The game master and the two sides' players read
// and record it; anyone else reads it once the battle is fought, as its
// report is read, and not before.

// apiTrackerPath is the tracker of battle :bid.
const apiTrackerPath = "/api/campaigns/:id/battles/:bid/tracker"

// TrackerAPIRoutes document the tracker's routes on /api.
var TrackerAPIRoutes = []views.APIRoute{
	{
		Method: "GET", Path: "/api/campaigns/{id}/battles/{battle}/tracker",
		Doc:      i18n.M("api.route.get-api-campaigns-id-battles-battle-tracker"),
		Example:  `curl 'http://localhost:8080/api/campaigns/1/battles/1/tracker?lang=en' -b 'sengoku_c1=…'`,
		Response: `{"battle":1,"province":32,"rev":1,"turn":1,"turnOf":"Takeda","sides":[{"clan":"Takeda","role":"attacker","size":14,"breakPoint":6,"morale":true,"cards":["morale"],"cardNames":["MORALE"],"destroyed":0,"off":0,"losses":0,"atBreak":false,"routed":false,"elements":[{"id":"Takeda.foot-samurai.g","owner":"Takeda","with":"Takeda","type":"foot-samurai","general":true,"status":"line","name":"Foot Samurai"},…,{"id":"Hojo>Takeda.ashigaru.1","owner":"Hojo","with":"Takeda","type":"ashigaru","status":"line","name":"Ashigaru"},…]},{"clan":"Imagawa","role":"defender","size":11,"breakPoint":4,"destroyed":1,"off":0,"losses":1,"atBreak":false,"routed":false,"elements":[…,{"id":"Imagawa.archers.1","owner":"Imagawa","with":"Imagawa","type":"archers","status":"destroyed","name":"Archers"},…]}],"village":false,"over":false,"done":false,"result":{"battle":1,"winner":"","losses":[{"owner":"Imagawa","with":"Imagawa","types":["archers"]}]},"timeline":[{"seq":1,"kind":"destroyed","element":"Imagawa.archers.1","maker":"Takeda","turn":1,"owner":"Imagawa","type":"archers","text":"Imagawa (Archers) is destroyed."}]}`,
	},
	{
		Method: "POST", Path: "/api/campaigns/{id}/battles/{battle}/tracker",
		Doc:      i18n.M("api.route.post-api-campaigns-id-battles-battle-tracker"),
		Example:  `curl -X POST 'http://localhost:8080/api/campaigns/1/battles/1/tracker?lang=en' -b 'sengoku_c1=…' -H 'Content-Type: application/json' -H 'Origin: http://localhost:8080' -d '{"rev":0,"kind":"turn"}'`,
		Response: `{"error":"The battle changed meanwhile: here it is as it stands; record the event again if it still holds.","tracker":{"battle":1,"province":32,"rev":1,…}}`,
	},
}

// apiTrackerElement is an element as the API shows it: its type named in
// the caller's language beside the code.
type apiTrackerElement struct {
	campaign.TrackedElement
	Name string `json:"name"`
}

// apiTrackerSide is one army with its cards named.
type apiTrackerSide struct {
	campaign.TrackerSide
	Elements  []apiTrackerElement `json:"elements"`
	CardNames []string            `json:"cardNames,omitempty"`
}

// apiTrackerEvent is an event of the timeline with its words.
type apiTrackerEvent struct {
	campaign.TrackerEvent
	Text string `json:"text"`
}

// apiTracker is the tracker as the API answers it.
type apiTracker struct {
	Battle         int                    `json:"battle"`
	Province       int                    `json:"province"`
	Rev            int                    `json:"rev"`
	Turn           int                    `json:"turn"`
	TurnOf         campaign.Clan          `json:"turnOf"`
	Sides          []apiTrackerSide       `json:"sides"`
	Village        bool                   `json:"village"`
	HeldBy         campaign.Clan          `json:"villageHeldBy,omitempty"`
	BrokeFirst     campaign.Clan          `json:"brokeFirst,omitempty"`
	BrokeAt        int                    `json:"brokeAt,omitempty"`
	Over           bool                   `json:"over"`
	Done           bool                   `json:"done"`
	Allows         []string               `json:"allows,omitempty"`
	GeneralsKilled []campaign.Clan        `json:"generalsKilled,omitempty"`
	Result         *campaign.BattleResult `json:"result"`
	Timeline       []apiTrackerEvent      `json:"timeline"`
	Undone         []int                  `json:"undone,omitempty"`
	// Pending are the rolls' outcomes the table is still to carry out.
	Pending []campaign.PendingRoll `json:"pending,omitempty"`
}

// newAPITracker words tr in l.
func newAPITracker(l views.Lang, tr *campaign.Tracker) apiTracker {
	out := apiTracker{Battle: tr.Battle, Province: tr.Province, Rev: tr.Rev, Turn: tr.Turn, TurnOf: tr.TurnOf, Village: tr.Village,
		HeldBy: tr.HeldBy, BrokeFirst: tr.BrokeFirst, BrokeAt: tr.BrokeAt, Over: tr.Over, Done: tr.Done,
		GeneralsKilled: tr.GeneralsKilled, Result: tr.Result, Undone: tr.Undone, Pending: tr.Pending, Timeline: []apiTrackerEvent{}}
	for _, sd := range tr.Sides {
		as := apiTrackerSide{TrackerSide: sd}
		for _, el := range sd.Elements {
			as.Elements = append(as.Elements, apiTrackerElement{el, l.Render(el.Type.Name())})
		}
		for _, ev := range sd.Cards {
			as.CardNames = append(as.CardNames, l.Render(campaign.Events[ev].Name))
		}
		out.Sides = append(out.Sides, as)
	}
	for _, m := range tr.Allows {
		out.Allows = append(out.Allows, l.Render(m))
	}
	for _, ev := range tr.Timeline {
		out.Timeline = append(out.Timeline, apiTrackerEvent{ev, l.Render(ev.Words())})
	}
	return out
}

// mayReadTracker: those who record always; others once the battle is
// fought (its report is public), never before.
func mayReadTracker(v views.Viewer, b campaign.Battle) bool {
	return b.MayRecord(v.Actor()) || b.Done
}

// trackerTarget reads campaign :id and battle :bid for viewer v.
func (s *Server) trackerTarget(c *gin.Context) (*models.Campaign, campaign.Battle, views.Viewer, error) {
	cp, v, err := s.LoadCampaign(c)
	if err != nil {
		return nil, campaign.Battle{}, v, err
	}
	bid, err := strconv.Atoi(c.Param("bid"))
	if err != nil || bid <= 0 {
		return nil, campaign.Battle{}, v, campaign.ErrNotFound
	}
	b, err := cp.State.TrackedBattle(bid)
	if err != nil {
		return nil, b, v, err
	}
	if !mayReadTracker(v, b) {
		return nil, b, v, web.ErrForbidden
	}
	return cp, b, v, nil
}

// recorderTarget is trackerTarget for a request that records: only those
// the campaign lets record on the battle's tracker (Battle.MayRecord).
func (s *Server) recorderTarget(c *gin.Context) (*models.Campaign, campaign.Battle, views.Viewer, error) {
	cp, b, v, err := s.trackerTarget(c)
	if err == nil && !b.MayRecord(v.Actor()) {
		err = web.ErrForbidden
	}
	return cp, b, v, err
}

// apiTracker is GET /api/campaigns/{id}/battles/{battle}/tracker.
func (s *Server) apiTracker(c *gin.Context) {
	cp, b, _, err := s.trackerTarget(c)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	tr, err := s.Store.Tracker(c.Request.Context(), cp, b.ID)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	c.JSON(http.StatusOK, newAPITracker(web.Lang(c), tr))
}

// trackerPost is one event as a client sends it, with the revision of the
// tracker it was made on.
type trackerPost struct {
	Rev     *int          `json:"rev"`
	Kind    string        `json:"kind"`
	Element string        `json:"element"`
	Off     bool          `json:"off"`
	Clan    campaign.Clan `json:"clan"`
	Card    string        `json:"card"`
	Undo    int           `json:"undo"`
	// Roll is a roll's combat: mode, a, b, sideA, sideB and, with table
	// dice, da and db.
	Roll    *campaign.CombatRoll `json:"roll"`
	Settles int                  `json:"settles"`
}

func (p trackerPost) event() campaign.TrackerEvent {
	return campaign.TrackerEvent{Kind: p.Kind, Element: p.Element, Off: p.Off, Clan: p.Clan, Card: p.Card, Undo: p.Undo, Roll: p.Roll, Settles: p.Settles}
}

// apiTrackerPost is POST /api/campaigns/{id}/battles/{battle}/tracker:
// one event. 200 with the tracker after it; 409 with the tracker as it
// stands when the revision is stale; 422 with the reason when the rules
// refuse it; nothing recorded but on 200.
func (s *Server) apiTrackerPost(c *gin.Context) {
	cp, b, v, err := s.recorderTarget(c)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	var body trackerPost
	raw, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, 1<<16))
	if err != nil {
		s.FailJSON(c, web.BadRequest("err.toolarge"))
		return
	}
	if err := web.DecodeStrict(raw, &body); err != nil {
		s.FailBody(c, err)
		return
	}
	if body.Rev == nil {
		s.FailJSON(c, tables.Invalid("rev", "tracker.rev-missing"))
		return
	}
	tr, err := s.recordTracker(c, cp.ID, b, *body.Rev, v, body.event())
	var conflict *campaign.TrackerConflict
	if errors.As(err, &conflict) {
		l := web.Lang(c)
		c.JSON(http.StatusConflict, gin.H{"error": l.T("tracker.conflict"), "tracker": newAPITracker(l, conflict.Tracker)})
		return
	}
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	c.JSON(http.StatusOK, newAPITracker(web.Lang(c), tr))
}

// recordTracker records ev by v; a card is played by the campaign's own
// action in the same transaction, and the campaign's pages are told of
// the campaign's new version.
func (s *Server) recordTracker(c *gin.Context, id int64, b campaign.Battle, rev int, v views.Viewer, ev campaign.TrackerEvent) (*campaign.Tracker, error) {
	ctx, actor := c.Request.Context(), v.Actor()
	if ev.Kind != campaign.TrackCard {
		tr, err := s.Store.RecordTrackerEvent(ctx, id, b.ID, rev, actor, ev)
		if err == nil {
			s.trackerPublish(ctx, id, b.ID, tr.Rev)
		}
		return tr, err
	}
	cp, tr, err := s.Store.RecordTrackerCard(ctx, id, b.ID, rev, actor, ev, func(st *campaign.State, a campaign.Action) (models.ActionRecord, error) {
		return s.Service.Entry(st, actor, a)
	})
	if err == nil {
		s.Changed(ctx, id, cp.Version)
		s.trackerPublish(ctx, id, b.ID, tr.Rev)
	}
	return tr, err
}
