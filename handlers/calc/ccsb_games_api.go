package calc

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/models"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/tables/ccsb"
	"sengoku/views"
	ccsbview "sengoku/views/calc/ccsb"
)

// The games' JSON API and its wire shapes: the game as the page shows
// it, worded in the caller's language.

// apiGameSide is one army in a game.
type apiGameSide struct {
	Army      string         `json:"army"`
	Flags     int            `json:"flags"`
	Temporary int            `json:"temporary"`
	Won       []ccsb.FlagWon `json:"won"`
	Pool      int            `json:"pool"`
	Hand      int            `json:"hand"`
	TentLost  bool           `json:"tentLost"`
	Lack      int            `json:"lack,omitempty"`
	Carried   bool           `json:"carried,omitempty"`
}

// apiGameEvent is one event with its words.
type apiGameEvent struct {
	Seq    int    `json:"seq"`
	Kind   string `json:"kind"`
	Side   int    `json:"side"`
	For    string `json:"for,omitempty"`
	N      int    `json:"n,omitempty"`
	Seat   int    `json:"seat"`
	Undone bool   `json:"undone,omitempty"`
	Text   string `json:"text"`
}

// apiGame is a game as the API answers it.
type apiGame struct {
	ID       int64          `json:"id"`
	Scenario int            `json:"scenario"`
	Title    string         `json:"title"`
	Rev      int            `json:"rev"`
	Target   int            `json:"target"`
	Sides    [2]apiGameSide `json:"sides"`
	Common   int            `json:"common"`
	Over     bool           `json:"over"`
	Winner   int            `json:"winner"`
	End      string         `json:"end,omitempty"`
	Note     string         `json:"note,omitempty"`
	Seat     int            `json:"seat"`
	Open     bool           `json:"open"`
	Carry    *ccsb.Carry    `json:"carry,omitempty"`
	NextDay  int            `json:"nextDay,omitempty"`
	Page     string         `json:"page"`
	Events   []apiGameEvent `json:"events"`
}

func newAPIGame(l views.Lang, vm ccsbview.GamePage) apiGame {
	g := vm.G
	out := apiGame{ID: vm.ID, Scenario: g.Scenario.Number, Title: l.T(g.Scenario.Title), Rev: g.Rev, Target: g.Target,
		Common: g.Common(), Over: g.Over, Winner: g.Winner, End: g.End, Seat: vm.Seat, Open: vm.Open,
		Carry: g.Setup.Carry, NextDay: vm.NextDay, Page: ccsbview.GamePath(vm.ID), Events: []apiGameEvent{}}
	if g.Note.Key != "" {
		out.Note = l.Render(g.Note)
	}
	for i, sd := range g.Sides {
		out.Sides[i] = apiGameSide{Army: l.T(g.Scenario.Sides[i].Army), Flags: sd.Flags, Temporary: sd.Temporary, Won: sd.Won,
			Pool: sd.Pool, Hand: sd.Hand, TentLost: sd.TentLost, Lack: sd.Lack, Carried: sd.Carried}
	}
	for _, ev := range g.Events {
		out.Events = append(out.Events, apiGameEvent{Seq: ev.Seq, Kind: ev.Kind, Side: ev.Side, For: ev.For, N: ev.N, Seat: ev.Seat,
			Undone: g.Undone[ev.Seq], Text: l.Render(ccsbview.EventWords(g, ev))})
	}
	return out
}

// answerGame answers game id as it stands with status.
func (s *Server) answerGame(c *gin.Context, status int, id int64) {
	row, g, err := s.Games.CCSBGame(c.Request.Context(), id)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	c.JSON(status, newAPIGame(web.Lang(c), s.gameView(c, row, g)))
}

// decodeStrictJSON decodes one JSON value refusing unknown fields.
func decodeStrictJSON(raw []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return web.BadRequest("err.json")
	}
	return nil
}

// apiCreateGame is POST /api/calc/ccsb/games: 201 with the new game.
func (s *Server) apiCreateGame(c *gin.Context) {
	var r gameRequest
	if err := readGameJSON(c, &r); err != nil {
		s.FailJSON(c, err)
		return
	}
	id, err := s.newGame(c, r)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	s.publishGame(c, id)
	c.Header("Location", "/api/calc/ccsb/games/"+strconv.FormatInt(id, 10))
	s.answerGame(c, http.StatusCreated, id)
}

// apiGame is GET /api/calc/ccsb/games/{id}.
func (s *Server) apiGame(c *gin.Context) {
	id, err := gameParam(c)
	if err == nil {
		_, err = web.ReadQuery(c, query.Keys{})
	}
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	s.answerGame(c, http.StatusOK, id)
}

// apiJoinGame is POST /api/calc/ccsb/games/{id}/join.
func (s *Server) apiJoinGame(c *gin.Context) {
	id, err := s.joinGame(c)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	s.answerGame(c, http.StatusOK, id)
}

// gamePost is one event as a client sends it, with the revision it was
// made on.
type gamePost struct {
	Rev  *int   `json:"rev"`
	Kind string `json:"kind"`
	Side int    `json:"side"`
	For  string `json:"for"`
	N    int    `json:"n"`
}

// apiGameEvent is POST /api/calc/ccsb/games/{id}/events: 200 with the
// game after the event; 409 with the game as it stands on a stale
// revision; 422 with the reason; 403 for a browser holding no seat.
func (s *Server) apiGameEvent(c *gin.Context) {
	id, err := gameParam(c)
	var owner string
	if err == nil {
		owner, err = s.LibraryOwner(c)
	}
	var p gamePost
	if err == nil {
		err = readGameJSON(c, &p)
	}
	if err == nil && p.Rev == nil {
		err = tables.Invalid("rev", "ccsb.game.err.rev")
	}
	if err == nil {
		_, _, err = s.Games.RecordCCSBEvent(c.Request.Context(), id, *p.Rev, owner, ccsb.GameEvent{Kind: p.Kind, Side: p.Side, For: p.For, N: p.N})
	}
	if conflict, ok := models.IsGameConflict(err); ok {
		l := web.Lang(c)
		c.JSON(http.StatusConflict, gin.H{"error": l.T("ccsb.game.conflict"), "game": newAPIGame(l, s.gameView(c, conflict.Row, conflict.Game))})
		return
	}
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	s.publishGame(c, id)
	s.answerGame(c, http.StatusOK, id)
}

// ccsbGameAPIRoutes document the games' routes on /api.
var ccsbGameAPIRoutes = []views.APIRoute{
	{
		Method: "POST", Path: "/api/calc/ccsb/games",
		Doc:      i18n.M("api.route.post-api-calc-ccsb-games"),
		Example:  `curl -X POST 'http://localhost:8080/api/calc/ccsb/games?lang=en' -H 'Content-Type: application/json' -H 'Origin: http://localhost:8080' -d '{"scenario":1}'`,
		Response: `{"id":1,"scenario":1,"title":"First samurai skirmish","rev":0,"target":5,"sides":[{"army":"Samurai Army (red)","flags":0,"temporary":0,"won":[],"pool":5,"hand":5,"tentLost":false},…],"common":20,"over":false,"winner":-1,"seat":0,"open":true,"page":"/calc/ccsb/games/1","events":[]}`,
	},
	{
		Method: "GET", Path: "/api/calc/ccsb/games/{id}",
		Doc:      i18n.M("api.route.get-api-calc-ccsb-games-id"),
		Example:  `curl 'http://localhost:8080/api/calc/ccsb/games/1?lang=en'`,
		Response: `{"id":1,"scenario":1,…,"rev":2,"sides":[{"army":"Samurai Army (red)","flags":1,"won":[{"seq":1,"for":"unit","n":1}],"pool":7,"hand":5,…},…],"seat":-1,"events":[{"seq":1,"kind":"flag","side":0,"for":"unit","seat":0,"text":"Samurai Army (red): +1 Victory Banner (an enemy unit eliminated)."},…]}`,
	},
	{
		Method: "POST", Path: "/api/calc/ccsb/games/{id}/join",
		Doc:      i18n.M("api.route.post-api-calc-ccsb-games-id-join"),
		Example:  `curl -X POST 'http://localhost:8080/api/calc/ccsb/games/1/join?lang=en' -H 'Origin: http://localhost:8080' -b 'sengoku_lib=…'`,
		Response: `{"id":1,…,"seat":1,"open":false,…}`,
	},
	{
		Method: "POST", Path: "/api/calc/ccsb/games/{id}/events",
		Doc:      i18n.M("api.route.post-api-calc-ccsb-games-id-events"),
		Example:  `curl -X POST 'http://localhost:8080/api/calc/ccsb/games/1/events?lang=en' -b 'sengoku_lib=…' -H 'Content-Type: application/json' -H 'Origin: http://localhost:8080' -d '{"rev":0,"kind":"flag","side":0,"for":"unit"}'`,
		Response: `{"error":"The game changed meanwhile: here it is as it stands; record the change again if it still holds.","game":{"id":1,"rev":1,…}}`,
	},
}
