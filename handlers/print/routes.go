package print

import "github.com/gin-gonic/gin"

// Routes registers the printables over s, page and API.
func Routes(r *gin.Engine, s *Server) {
	r.GET(printPath, s.printPage)

	// Art of Tactic: army composition and the booklet of unit cards.
	r.GET(printArmiesPath+"/new", s.aotArmyNew)
	r.POST(printArmiesPath, s.aotArmyCreate)
	r.GET(printArmiesPath+"/:aid", s.aotArmyEdit)
	r.POST(printArmiesPath+"/:aid", s.aotArmyUpdate)
	r.POST(printArmiesPath+"/:aid/delete", s.aotArmyDelete)
	r.GET(printBookletPath, s.aotBookletPDF)

	// SAMURAI (Affinati): roster and quick reference.
	r.GET(printRosterPath, s.rosterPDF)
	r.GET(printRefPath, s.referencePDF)

	// The 1560 campaign.
	r.GET(printCardsPath, s.eventCardsPDF)
	r.GET(printBlankSlips, s.blankSlipsPDF)
	r.GET(printCampaignPath, s.campaignPrintPage)
	r.GET(printCampaignPath+"/season.pdf", s.seasonSheetPDF)
	r.GET(printCampaignPath+"/slips.pdf", s.campaignSlipsPDF)
	r.GET(printCampaignPath+"/ledger.pdf", s.ledgerPDF)
	r.GET(battleKitPath, s.battleKitPDF)

	// C&C Samurai Battles: a scenario's sheet.
	r.GET(printScenarioPath, s.scenarioSheetPDF)

	// JSON API. Each route names the query parameters it reads: any other
	// is a 400 (a mistyped option would otherwise be silently ignored).
	r.POST("/api/print/aot/booklet", s.apiParams(), s.apiBookletPDF)
	r.POST("/api/print/affinati/roster", s.apiParams(), s.apiRosterPDF)
	r.GET("/api/print/affinati/reference", s.apiParams(referenceParams()...), s.referencePDF)
	r.GET("/api/print/campaign/cards", s.apiParams("paper"), s.eventCardsPDF)
	r.GET("/api/print/campaign/slips", s.apiParams("count", "paper"), s.blankSlipsPDF)
	r.GET("/api/print/campaign/:id/season", s.apiParams("copy", "paper"), s.seasonSheetPDF)
	r.GET("/api/print/campaign/:id/slips", s.apiParams("from", "copies", "paper"), s.campaignSlipsPDF)
	r.GET("/api/print/campaign/:id/ledger", s.apiParams("clan", "paper"), s.ledgerPDF)
	r.GET("/api/print/campaign/:id/battle/:bid", s.apiParams("figures", "units", "paper"), s.battleKitPDF)
}
