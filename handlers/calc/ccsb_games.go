package calc

import (
	"context"
	"errors"
	"io"
	"math"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/tables/ccsb"
	ccsbview "sengoku/views/calc/ccsb"
)

// Games of a scenario followed at the table by the two players' phones
// (tables/ccsb/game.go, models/ccsbgames.go). The browser that starts a
// game holds its first seat; the first other browser that opens the
// game's link and joins holds the second; anyone with the link reads it.
// Every change names the revision it was made on: a stale one is refused
// with the game as it stands (409), never lost; each change is published
// on the game's live key, and every open page fetches itself again.

// Games is the store of the games; *models.DB is one.
type Games interface {
	CreateCCSBGame(ctx context.Context, s ccsb.GameSetup, seats [2]string, campaignID int64) (int64, error)
	CCSBGame(ctx context.Context, id int64) (models.CCSBGame, *ccsb.Game, error)
	JoinCCSBGame(ctx context.Context, id int64, owner string) (models.CCSBGame, error)
	RecordCCSBEvent(ctx context.Context, id int64, rev int, owner string, ev ccsb.GameEvent) (models.CCSBGame, *ccsb.Game, error)
	CCSBResults(ctx context.Context, campaignID int64) (map[int]models.CCSBResult, error)
}

// maxGameBody bounds a game request's JSON body: an event is a few dozen
// bytes.
const maxGameBody = 4 << 10

// gameKey is a game's key on the live events source: campaigns have the
// positive keys, battle trackers negative ones from -(id<<20|battle); the
// games count up from the lowest int64, far below both.
func gameKey(id int64) int64 { return math.MinInt64 + id }

// gameParam is the :id game; anything but a positive number is not found.
func gameParam(c *gin.Context) (int64, error) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, campaign.ErrNotFound
	}
	return id, nil
}

// limitGames bounds the games one client address starts in an hour.
func (s *Server) limitGames(c *gin.Context) {
	if s.GameLimit != nil {
		s.GameLimit(c)
		return
	}
	c.Next()
}

// limitEvents bounds the changes one browser records at once.
func (s *Server) limitEvents(c *gin.Context) {
	if s.EventLimit != nil {
		s.EventLimit(c)
		return
	}
	c.Next()
}

// gameRequest is a new game: the scenario, the players' corrections of its
// unclear values, the campaign whose club plays it, and for a second day
// the finished first day it continues.
type gameRequest struct {
	Scenario int   `json:"scenario"`
	First    *int  `json:"first"`
	HF0      int   `json:"hf0"`
	HF1      int   `json:"hf1"`
	Campaign int64 `json:"campaign"`
	From     int64 `json:"from"`
}

// newGame creates the game r asks for, seat 0 for the caller; a second day
// keeps the first day's two seats. It returns the new game's id.
func (s *Server) newGame(c *gin.Context, r gameRequest) (int64, error) {
	owner, err := s.LibraryOwner(c)
	if err != nil {
		return 0, err
	}
	setup := ccsb.GameSetup{Scenario: r.Scenario, Fix: ccsb.ScenarioFix{First: -1, HF: [2]int{r.HF0, r.HF1}}}
	if r.First != nil {
		setup.Fix.First = *r.First
	}
	seats := [2]string{models.HashToken(owner), ""}
	if r.Campaign != 0 && (s.Campaigns == nil || !s.Campaigns.TakesPart(c, r.Campaign)) {
		return 0, tables.Invalid("campaign", "ccsb.game.err.campaign")
	}
	if r.From != 0 {
		row, first, err := s.Games.CCSBGame(c.Request.Context(), r.From)
		if err != nil {
			return 0, err
		}
		if row.SeatOf(owner) < 0 {
			return 0, models.ErrNotAPlayer
		}
		if ccsb.MiniCampaigns[r.Scenario] != row.Scenario || !first.Over {
			return 0, tables.Invalid("from", "ccsb.game.err.from")
		}
		setup.Fix = first.Setup.Fix
		setup.Fix.First = -1
		setup.Fix.HF = [2]int{}
		setup.Carry = &ccsb.Carry{From: row.ID, Flags: [2]int{first.Sides[0].Flags, first.Sides[1].Flags}, Winner: first.Winner}
		seats = [2]string{row.Seat0, row.Seat1}
		r.Campaign = row.CampaignID
	}
	return s.Games.CreateCCSBGame(c.Request.Context(), setup, seats, r.Campaign)
}

// gameView builds the page's model of game g for the caller.
func (s *Server) gameView(c *gin.Context, row models.CCSBGame, g *ccsb.Game) ccsbview.GamePage {
	vm := ccsbview.GamePage{ID: row.ID, G: g, Seat: row.SeatOf(s.LibraryOwnerIfAny(c)), Open: row.Seat1 == "",
		Link: s.AbsURL(c.Request, ccsbview.GamePath(row.ID)), NextDay: ccsbview.NextDay(g)}
	if g.Setup.Carry != nil {
		for i := range 2 {
			if odds, err := ccsb.CarryOverOdds(ccsb.CarryOverInput{Dice: g.Setup.Carry.Flags[i], Pool: g.Sides[1-i].Pool}); err == nil {
				vm.Carry[i] = &odds
			}
		}
	}
	return vm
}

func (s *Server) renderGame(c *gin.Context, status int, row models.CCSBGame, g *ccsb.Game, problem string) {
	vm := s.gameView(c, row, g)
	vm.Problem = problem
	l := web.Lang(c)
	page := ccsbview.Game(s.Page(c, l.T("ccsb.game.title")+" — "+l.T(g.Scenario.Title), "calc"), vm)
	if web.IsFragment(c) {
		web.RenderFragments(c, status, page, "game")
		return
	}
	web.Render(c, status, page)
}

// ccsbGamePage is GET /calc/ccsb/games/:id.
func (s *Server) ccsbGamePage(c *gin.Context) {
	id, err := gameParam(c)
	if err == nil {
		_, err = web.ReadQuery(c, query.Keys{})
	}
	if err != nil {
		s.Fail(c, err)
		return
	}
	row, g, err := s.Games.CCSBGame(c.Request.Context(), id)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.renderGame(c, http.StatusOK, row, g, "")
}

// gameForm reads the page's new-game form.
func gameForm(c *gin.Context) (gameRequest, error) {
	var r gameRequest
	var err error
	num := func(key string) int {
		v := c.PostForm(key)
		if v == "" {
			return 0
		}
		n, e := strconv.Atoi(v)
		if e != nil {
			err = tables.Invalid(key, "ccsb.game.err.number")
		}
		return n
	}
	r.Scenario, r.HF0, r.HF1 = num("scenario"), num("hf0"), num("hf1")
	if c.PostForm("first") != "" {
		f := num("first")
		r.First = &f
	}
	r.Campaign, r.From = int64(num("campaign")), int64(num("from"))
	return r, err
}

// ccsbCreateGame is POST /calc/ccsb/games: 303 to the new game.
func (s *Server) ccsbCreateGame(c *gin.Context) {
	r, err := gameForm(c)
	var id int64
	if err == nil {
		id, err = s.newGame(c, r)
	}
	if err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, ccsbview.GamePath(id))
}

// ccsbJoinGame is POST /calc/ccsb/games/:id/join: the second seat.
func (s *Server) ccsbJoinGame(c *gin.Context) {
	id, err := s.joinGame(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, ccsbview.GamePath(id))
}

// joinGame gives the :id game's second seat to this browser and tells the
// pages open on the game.
func (s *Server) joinGame(c *gin.Context) (int64, error) {
	id, err := gameParam(c)
	var owner string
	if err == nil {
		owner, err = s.LibraryOwner(c)
	}
	if err == nil {
		_, err = s.Games.JoinCCSBGame(c.Request.Context(), id, owner)
	}
	if err != nil {
		return 0, err
	}
	s.publishGame(c, id)
	return id, nil
}

// eventForm reads an event from the page's forms.
func eventForm(c *gin.Context) (int, ccsb.GameEvent, error) {
	rev, err := strconv.Atoi(c.PostForm("rev"))
	if err != nil || rev < 0 {
		return 0, ccsb.GameEvent{}, tables.Invalid("rev", "ccsb.game.err.rev")
	}
	ev := ccsb.GameEvent{Kind: c.PostForm("kind"), For: c.PostForm("for")}
	for key, p := range map[string]*int{"side": &ev.Side, "n": &ev.N} {
		if v := c.PostForm(key); v != "" {
			if *p, err = strconv.Atoi(v); err != nil {
				return 0, ev, tables.Invalid(key, "ccsb.game.err.number")
			}
		}
	}
	return rev, ev, nil
}

// ccsbGameEvent is POST /calc/ccsb/games/:id/events: 303 back to the
// game; a refusal renders it with the reason (422, 403), a stale revision
// with the game as it stands (409).
func (s *Server) ccsbGameEvent(c *gin.Context) {
	id, err := gameParam(c)
	var owner string
	if err == nil {
		owner, err = s.LibraryOwner(c)
	}
	if err != nil {
		s.Fail(c, err)
		return
	}
	rev, ev, err := eventForm(c)
	if err == nil {
		_, _, err = s.Games.RecordCCSBEvent(c.Request.Context(), id, rev, owner, ev)
	}
	if err == nil {
		s.publishGame(c, id)
		c.Redirect(http.StatusSeeOther, ccsbview.GamePath(id))
		return
	}
	l := web.Lang(c)
	status, problem := 0, ""
	if conflict, ok := models.IsGameConflict(err); ok {
		s.renderGame(c, http.StatusConflict, conflict.Row, conflict.Game, l.T("ccsb.game.conflict"))
		return
	}
	if v, ok := tables.AsValidation(err); ok {
		status, problem = http.StatusUnprocessableEntity, joinProblems(v.List(string(l)))
		if errors.Is(err, campaign.ErrForbidden) {
			status = http.StatusForbidden
		}
	}
	if status == 0 {
		s.Fail(c, err)
		return
	}
	row, g, err := s.Games.CCSBGame(c.Request.Context(), id)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.renderGame(c, status, row, g, problem)
}

func joinProblems(ps []string) string {
	out := ""
	for i, p := range ps {
		if i > 0 {
			out += " "
		}
		out += p
	}
	return out
}

// publishGame tells the game's open pages that it moved.
func (s *Server) publishGame(c *gin.Context, id int64) {
	if s.Publish == nil {
		return
	}
	ctx := c.Request.Context()
	row, _, err := s.Games.CCSBGame(ctx, id)
	if err != nil {
		return
	}
	s.Publish(ctx, gameKey(id), gameLive(row))
}

// gameLive is the count a game's page stream names: its revision, and one
// more once the second seat is taken (a join changes the page too).
func gameLive(row models.CCSBGame) int64 {
	n := int64(row.Rev) * 2
	if row.Seat1 != "" {
		n++
	}
	return n
}

// ccsbGameLive is GET /calc/ccsb/games/:id/live: the page's event stream.
func (s *Server) ccsbGameLive(c *gin.Context) {
	id, err := gameParam(c)
	if err == nil {
		_, _, err = s.Games.CCSBGame(c.Request.Context(), id)
	}
	if err == nil && s.Stream == nil {
		err = campaign.ErrNotFound // a server without the live events
	}
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.Stream(c, gameKey(id), func(ctx context.Context) (int64, error) {
		row, _, err := s.Games.CCSBGame(ctx, id)
		return gameLive(row), err
	})
}

// readGameJSON reads a bounded strict JSON body into v.
func readGameJSON(c *gin.Context, v any) error {
	raw, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, maxGameBody))
	if err != nil {
		return web.BadRequest("err.toolarge")
	}
	return decodeStrictJSON(raw, v)
}
