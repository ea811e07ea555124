package calc

import (
	"strconv"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/tables/ccsb"
	"sengoku/views"
	ccsbview "sengoku/views/calc/ccsb"
)

// The C&C Samurai Battles scenario library: the 40 scenarios' battle notes
// (tables/ccsb), a page per scenario where a player corrects the values
// the seed leaves unclear (in the query: first, hf0, hf1) and, on a
// mini-campaign's second day, the carry-over odds (c0, c1, u0, l0, u1, l1).

// scenarioKeys are the scenario page's query keys.
var scenarioKeys = query.NewKeys([]string{"first", "hf0", "hf1", "c0", "c1", "u0", "l0", "u1", "l1"})

func (s *Server) ccsbScenarios(c *gin.Context) {
	vm := ccsbview.ScenarioList{Scenarios: ccsb.Scenarios(), Clubs: s.clubs(c)}
	q, err := web.ReadQuery(c, resultKeys)
	status, ok := s.formProblems(c, err, &vm.Problems, nil)
	if !ok {
		return
	}
	if err == nil {
		if vm.Club, err = s.resultsClub(c, q.Get("campaign"), vm.Clubs); err != nil {
			s.Fail(c, err)
			return
		}
		if vm.Results, err = s.results(c, vm.Club.ID); err != nil {
			s.Fail(c, err)
			return
		}
	}
	l := web.Lang(c)
	web.Render(c, status, ccsbview.Scenarios(s.Page(c, l.T("ccsb.scn.h1"), "calc"), vm))
}

// scenarioParam is the :n scenario; anything but 1-40 is not found.
func scenarioParam(c *gin.Context) (ccsb.Scenario, error) {
	n, err := strconv.Atoi(c.Param("n"))
	if err != nil {
		return ccsb.Scenario{}, campaign.ErrNotFound
	}
	sc, ok := ccsb.ScenarioByNumber(n)
	if !ok {
		return ccsb.Scenario{}, campaign.ErrNotFound
	}
	return sc, nil
}

func (s *Server) ccsbScenario(c *gin.Context) {
	sc, err := scenarioParam(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	q, err := web.ReadQuery(c, scenarioKeys)
	vm := ccsbview.ScenarioPage{S: sc, Read: sc, Clubs: s.clubs(c), FirstDay: ccsb.MiniCampaigns[sc.Number], SecondDay: secondDay(sc.Number),
		Form: ccsbview.ScenarioForm{First: q.Get("first"), HF0: q.Get("hf0"), HF1: q.Get("hf1"),
			C0: q.Get("c0"), C1: q.Get("c1"), U0: q.Get("u0"), L0: q.Get("l0"), U1: q.Get("u1"), L1: q.Get("l1")}}
	if err == nil {
		err = scenarioCompute(&vm)
	}
	status, ok := s.formProblems(c, err, &vm.Problems, &vm.Fields)
	if !ok {
		return
	}
	if err != nil {
		vm.S, vm.Carry = sc, nil
	}
	l := web.Lang(c)
	title := strconv.Itoa(sc.Number) + " — " + l.T(sc.Title)
	web.Render(c, status, ccsbview.Scenario(s.Page(c, title, "calc"), vm))
}

// secondDay is the scenario that continues scenario n as a mini-campaign,
// 0 for none.
func secondDay(n int) int {
	for second, first := range ccsb.MiniCampaigns {
		if first == n {
			return second
		}
	}
	return 0
}

// scenarioCompute applies the form's corrections to vm.S and, on a second
// day, computes the carry-over rolls: the first day's winner (more
// banners) rolls first.
func scenarioCompute(vm *ccsbview.ScenarioPage) error {
	v := &tables.ValidationError{}
	fix := ccsb.ScenarioFix{First: -1}
	fix.First = formInt(v, "first", vm.Form.First, -1)
	fix.HF[0] = formInt(v, "hf0", vm.Form.HF0, 0)
	fix.HF[1] = formInt(v, "hf1", vm.Form.HF1, 0)
	var in [2]ccsb.CarryOverInput
	if vm.FirstDay > 0 {
		f := vm.Form
		for i, raw := range [][3]string{{f.C0, f.U1, f.L1}, {f.C1, f.U0, f.L0}} {
			in[i] = ccsb.CarryOverInput{Dice: formInt(v, "c"+strconv.Itoa(i), raw[0], 0),
				Units: formInt(v, "u"+strconv.Itoa(1-i), raw[1], 0), LeaderUnits: formInt(v, "l"+strconv.Itoa(1-i), raw[2], 0)}
		}
	}
	if err := v.Err(); err != nil {
		return err
	}
	fixed, err := vm.S.Apply(fix)
	if err != nil {
		return err
	}
	vm.S = fixed
	if vm.FirstDay == 0 || in[0].Dice+in[1].Dice == 0 {
		return nil
	}
	order := []int{0, 1}
	if in[1].Dice > in[0].Dice {
		order = []int{1, 0}
	}
	for _, i := range order {
		in[i].Pool = fixed.Sides[1-i].HonorFortune.Value
		odds, err := ccsb.CarryOverOdds(in[i])
		if err != nil {
			return renameCarry(err, i)
		}
		vm.Carry = append(vm.Carry, ccsbview.CarrySide{Roller: i, Target: 1 - i, In: in[i], Odds: odds})
	}
	return nil
}

// renameCarry names the carry-over input's problems by the page's fields:
// side i's dice are c<i>, the units it rolls against u<1-i>, l<1-i>.
func renameCarry(err error, i int) error {
	v, ok := tables.AsValidation(err)
	if !ok {
		return err
	}
	names := map[string]string{"dice": "c" + strconv.Itoa(i), "units": "u" + strconv.Itoa(1-i), "leaderUnits": "l" + strconv.Itoa(1-i)}
	out := &tables.ValidationError{}
	for _, p := range v.Problems {
		out.AddMsg(names[p.Field], p.Msg)
	}
	return out
}

// formInt reads a whole number of the form, def when empty; anything else
// is a problem of field.
func formInt(v *tables.ValidationError, field, raw string, def int) int {
	if raw == "" {
		return def
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		v.Add(field, "ccsb.scn.not-a-number")
		return def
	}
	return n
}

// carryCodec reads the carry-over API's query (dice, units, leaderUnits,
// pool; a pool not given is not counted).
var carryCodec = query.For[ccsb.CarryOverInput]()

func (s *Server) apiCCSBCarryOver(c *gin.Context) {
	s.answerJSON(c, func() (any, error) {
		keys := query.NewKeys(carryCodec.Keys())
		q, err := web.ReadQuery(c, keys)
		if err != nil {
			return nil, err
		}
		in := ccsb.CarryOverInput{Pool: -1}
		if err := web.PolicyError(carryCodec.Decode(q, "", &in), keys, nil); err != nil {
			return nil, err
		}
		return ccsb.CarryOverOdds(in)
	})
}

func (s *Server) apiCCSBScenarios(c *gin.Context) {
	s.answerJSON(c, func() (any, error) {
		if _, err := web.ReadQuery(c, query.Keys{}); err != nil {
			return nil, err
		}
		return gin.H{"scenarios": ccsb.Scenarios(), "miniCampaigns": ccsb.MiniCampaigns}, nil
	})
}

func (s *Server) apiCCSBScenario(c *gin.Context) {
	s.answerJSON(c, func() (any, error) {
		sc, err := scenarioParam(c)
		if err != nil {
			return nil, err
		}
		if _, err := web.ReadQuery(c, query.Keys{}); err != nil {
			return nil, err
		}
		return sc, nil
	})
}

// ccsbScenarioAPIRoutes documents the scenario library's JSON routes.
var ccsbScenarioAPIRoutes = []views.APIRoute{
	{
		Method: "GET", Path: "/api/calc/ccsb/scenarios",
		Doc:      i18n.M("api.route.get-api-calc-ccsb-scenarios"),
		Example:  `curl http://localhost:8080/api/calc/ccsb/scenarios`,
		Response: `{"miniCampaigns":{"19":18,"40":39},"scenarios":[{"number":1,"title":{"en":"First samurai skirmish","it":"PRIMA SCHERMAGLIA TRA SAMURAI"},"seedLine":2143,"setup":{…},"sides":[{"army":{"en":"Samurai Army (red)","it":"Armata Samurai (rossa)"},"armySeedLine":2153,"commandCards":{"value":5,"raw":"5 carte Comando","seedLine":2154},…,"movesFirst":null},…],"movesFirst":{"side":null,"byRoll":false,"raw":"e Muove per prima","seedLine":2158,"unclear":"column","why":{…}},"victoryFlags":{"value":5,…},"victory":[…],"specialRules":[…],"unclear":1},…]}`,
	},
	{
		Method: "GET", Path: "/api/calc/ccsb/scenarios/{n}",
		Doc:      i18n.M("api.route.get-api-calc-ccsb-scenarios-n"),
		Example:  `curl http://localhost:8080/api/calc/ccsb/scenarios/3`,
		Response: `{"number":3,"title":{"en":"Arita Castle, 1517 AD (phase 2 – Matauki river)","it":"CASTELLO DI ARITA, 1517 d.C. (fase 2 - fiume Matauki)"},"seedLine":2185,"year":1517,…,"sides":[{…,"honorFortune":{"value":5,"raw":"5O0nore \u0026 Fortuna","seedLine":2196,"unclear":"glued","why":{"en":"Unclear: the number is glued to the word «Onore» …","it":"…"}},"movesFirst":true},{…,"movesFirst":false}],"movesFirst":{"side":0,"byRoll":false,"raw":"e Muove per prima","seedLine":2197},"victoryFlags":{"value":6,"raw":"Vittoria — 6 Bandiere","seedLine":2203},"victory":[{"en":"1 Victory Banner for each unit or Leader eliminated, and 2 banners for eliminating Motoshige.","it":"…","seedLines":[2205,2205]}],"specialRules":[…],"unclear":1}`,
	},
	{
		Method: "GET", Path: "/api/calc/ccsb/carryover",
		Doc:      i18n.M("api.route.get-api-calc-ccsb-carryover"),
		Example:  `curl 'http://localhost:8080/api/calc/ccsb/carryover?dice=5&units=3&leaderUnits=1&pool=4'`,
		Response: `{"dice":5,"symbols":[0.03125,0.15625,0.3125,0.3125,0.15625,0.03125],"swords":[…],"blocks":[0.0041,0.0412,0.1646,0.4646,0.3255,0],"pushed":[0.4019,0.4019,0.1608,0.0322,0.0032,0.0001],"tokens":[…],"meanBlocks":3.0662,"meanPushed":0.8333,"meanTokens":0.8332,"limited":true}`,
	},
}

// resultKeys: the scenario list reads the campaign whose club's results it
// shows.
var resultKeys = query.NewKeys([]string{"campaign"})

// clubs are the campaigns this browser takes part in.
func (s *Server) clubs(c *gin.Context) []ccsbview.Club {
	if s.Campaigns == nil {
		return nil
	}
	var out []ccsbview.Club
	for _, cp := range s.Campaigns.Joined(c) {
		out = append(out, ccsbview.Club{ID: cp.ID, Name: cp.Name})
	}
	return out
}

// resultsClub is the campaign raw names among the browser's clubs; a
// campaign the browser does not take part in does not exist for it.
func (s *Server) resultsClub(c *gin.Context, raw string, clubs []ccsbview.Club) (ccsbview.Club, error) {
	if raw == "" {
		return ccsbview.Club{}, nil
	}
	id, err := strconv.ParseInt(raw, 10, 64)
	for _, cl := range clubs {
		if err == nil && cl.ID == id {
			return cl, nil
		}
	}
	return ccsbview.Club{}, campaign.ErrNotFound
}

// results are the scenarios' finished games on this server, of campaign
// id's club alone when id > 0.
func (s *Server) results(c *gin.Context, id int64) (ccsbview.Results, error) {
	if s.Games == nil {
		return nil, nil
	}
	res, err := s.Games.CCSBResults(c.Request.Context(), id)
	if err != nil {
		return nil, err
	}
	out := ccsbview.Results{}
	for n, r := range res {
		out[n] = ccsbview.ResultRow{Games: r.Games, Wins: r.Wins}
	}
	return out, nil
}
