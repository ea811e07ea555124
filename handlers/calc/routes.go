package calc

import (
	"github.com/gin-gonic/gin"

	ccsbview "sengoku/views/calc/ccsb"
)

// Routes registers the calculators and table assistants, page and API,
// with the campaigns' unit-card libraries, over d.
func Routes(r *gin.Engine, d Deps) {
	s := &Server{Deps: d, cache: newJSONCache(2048)}
	r.GET("/calc", s.calcIndex)

	// SAMURAI (Affinati): combat, and one page and API route per tool
	// (pip, breakoff, losses, army: affinatiTools).
	affinatiCombatSpec.route(r, s)
	r.GET("/api/calc/affinati/options", s.apiAffinatiOptions)
	for _, t := range affinatiTools {
		t.routes(r, s)
	}

	// Art of Tactic: attack, fortitude, the unit cards of the club and of
	// a campaign.
	s.aotAttackSpec().route(r, s)
	s.aotFortitudeSpec().route(r, s)
	r.GET(aotCardsPath, s.aotCards)
	r.GET(aotCardsPath+"/new", s.aotNewCard)
	r.POST(aotCardsPath, s.aotCreateCard)
	r.GET(aotCardsPath+"/:card/edit", s.aotEditCard)
	r.POST(aotCardsPath+"/:card", s.aotUpdateCard)
	r.POST(aotCardsPath+"/:card/delete", s.aotDeleteCard)
	r.GET(aotCampaignCardsRoute, s.aotCampaignCards)
	r.GET(aotCampaignCardsRoute+"/new", s.aotCampaignNewCard)
	r.POST(aotCampaignCardsRoute, s.aotCampaignCreateCard)
	r.GET(aotCampaignCardsRoute+"/:card/edit", s.aotCampaignEditCard)
	r.POST(aotCampaignCardsRoute+"/:card", s.aotCampaignUpdateCard)
	r.POST(aotCampaignCardsRoute+"/:card/delete", s.aotCampaignDeleteCard)
	r.GET("/api/calc/aot/attack", s.apiAotAttack)
	r.GET("/api/calc/aot/fortitude", s.apiAotFortitude)
	r.GET("/api/calc/aot/cards", s.apiAotCards)
	r.GET("/api/calc/aot/options", s.apiAotOptions)

	ccsbRoutes(r, s)

	// Sekigahara: one spec per tool, the battle first.
	sekiBattleSpec.route(r, s)
	sekiMoveSpec.route(r, s)
	sekiOverrunSpec.route(r, s)
	sekiReinfSpec.route(r, s)
	sekiVictorySpec.route(r, s)
	r.GET("/api/calc/sekigahara/reference", s.apiSekiReference)

	// Senjutsu: order of play, profiles, duels.
	r.GET(senjutsuPath, s.senjutsuHome)
	senjutsuOrderSpec.route(r, s)
	r.GET(senjutsuProfilesPath, s.senjutsuProfiles)
	r.POST(senjutsuProfilesPath, s.senjutsuCreateProfile)
	r.GET(senjutsuProfilesPath+"/:id", s.senjutsuEditProfile)
	r.POST(senjutsuProfilesPath+"/:id", s.senjutsuUpdateProfile)
	r.POST(senjutsuProfilesPath+"/:id/delete", s.senjutsuDeleteProfile)
	r.POST(senjutsuDuelsPath, s.senjutsuCreateDuel)
	r.GET(senjutsuDuelsPath+"/:id", s.senjutsuShowDuel)
	r.POST(senjutsuDuelsPath+"/:id/actions", s.senjutsuDuelAction)
	r.POST(senjutsuDuelsPath+"/:id/undo", s.senjutsuUndo)
	r.POST(senjutsuDuelsPath+"/:id/delete", s.senjutsuDeleteDuel)
	r.GET("/api/calc/senjutsu/order", s.apiSenjutsuOrder)
	r.POST("/api/calc/senjutsu/duel", s.apiSenjutsuDuel)
	r.GET("/api/calc/senjutsu/reference", s.apiSenjutsuReference)
}

// ccsbRoutes registers Clash of Katanas / Samurai Battles (ccsb): the
// combat calculator spec (its page and API paths are the spec's path and
// api), its reference, the scenario library and the mini-campaigns'
// carry-over odds.
func ccsbRoutes(r *gin.Engine, s *Server) {
	ccsbSpec.route(r, s)
	r.GET("/api/calc/ccsb/reference", s.apiCCSBReference)
	r.GET(ccsbview.ScenariosPath, s.ccsbScenarios)
	r.GET(ccsbview.ScenariosPath+"/:n", s.ccsbScenario)
	r.GET("/api/calc/ccsb/scenarios", s.apiCCSBScenarios)
	r.GET("/api/calc/ccsb/scenarios/:n", s.apiCCSBScenario)
	r.GET("/api/calc/ccsb/carryover", s.apiCCSBCarryOver)
	// Games followed at the table by the two players' phones.
	r.POST(ccsbview.GamesPath, s.limitGames, s.ccsbCreateGame)
	r.GET(ccsbview.GamesPath+"/:id", s.ccsbGamePage)
	r.POST(ccsbview.GamesPath+"/:id/join", s.ccsbJoinGame)
	r.POST(ccsbview.GamesPath+"/:id/events", s.limitEvents, s.ccsbGameEvent)
	r.GET(ccsbview.GamesPath+"/:id/live", s.ccsbGameLive)
	r.POST("/api/calc/ccsb/games", s.limitGames, s.apiCreateGame)
	r.GET("/api/calc/ccsb/games/:id", s.apiGame)
	r.POST("/api/calc/ccsb/games/:id/join", s.apiJoinGame)
	r.POST("/api/calc/ccsb/games/:id/events", s.limitEvents, s.apiGameEvent)
}

// route registers a calculator spec's page (sp.path) and JSON API
// (sp.api), each when the spec has one.
func (sp *calcSpec[In, Out]) route(r *gin.Engine, s *Server) {
	if sp.path != "" {
		r.GET(sp.path, calcPage(s, sp))
	}
	if sp.api != "" {
		r.GET(sp.api, calcAPI(s, sp))
	}
}

// routes registers a SAMURAI helper's page (its spec's) and its JSON route.
func (t affinatiTool[I, R]) routes(r *gin.Engine, s *Server) {
	t.route(r, s)
	r.GET("/api/calc/affinati/"+t.name, affinatiToolAPI(s, t.calcSpec))
}
