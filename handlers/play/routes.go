package play

import "github.com/gin-gonic/gin"

// Routes registers a campaign in play over s: its map and province pages,
// the season's tabs, the actions form and undo, the battle reports,
// photos and trackers, the live stream, and their JSON API.
func Routes(r *gin.Engine, s *Server) {
	r.GET("/campaigns/:id", s.showCampaign)
	r.GET("/campaigns/:id/provinces", s.provinceTable)
	r.GET("/campaigns/:id/supply.css", s.supplyCSS)
	r.GET("/campaigns/:id/provinces/:pid", s.showProvince)
	r.GET("/api/campaigns/:id", s.apiCampaign)
	r.GET(battleReportPath, s.showBattleReport)
	r.POST(battleReportPath, s.LimitActions, s.postBattleReport)
	r.GET(trackerPath, s.showTracker)
	r.POST(trackerPath, s.LimitActions, s.postTracker)
	r.GET(trackerPath+"/events", s.trackerStream)
	r.GET(trackerPath+"/odds", s.trackerOdds)
	r.GET(battlePhotoPath, s.showBattlePhoto)
	r.POST(battlePhotoPath, s.RequireGM, s.LimitActions, s.postBattlePhoto)
	r.POST(battlePhotoPath+"/delete", s.RequireGM, s.LimitActions, s.deleteBattlePhoto)
	r.POST("/campaigns/:id/actions", s.LimitActions, s.postAction)
	r.POST("/campaigns/:id/undo", s.RequireGM, s.LimitActions, s.postUndo)
	r.GET("/campaigns/:id/banner", s.bannerFragment)
	r.GET("/campaigns/:id/events", s.campaignEvents)
	r.GET("/campaigns/:id/hand", s.tab("hand"))
	r.GET("/campaigns/:id/diplomacy", s.tab("diplomacy"))
	r.GET("/campaigns/:id/battles", s.tab("battles"))
	r.GET("/campaigns/:id/prestige", s.tab("prestige"))
	r.GET("/campaigns/:id/history", s.tab("history"))
	r.GET("/campaigns/:id/options", s.tab("options"))
	r.GET("/campaigns/:id/summary", s.tab("summary"))
	r.GET("/campaigns/:id/seasons/:year/:season", s.pastSeason)

	r.POST("/api/campaigns/:id/actions", s.LimitActions, s.apiAction)
	r.POST("/api/campaigns/:id/preview", s.apiPreview)
	r.POST("/api/campaigns/:id/undo", s.LimitActions, s.apiUndo)
	r.GET("/api/campaigns/:id/view", s.apiView)
	r.GET("/api/campaigns/:id/notes", s.apiNotes)
	r.GET("/api/campaigns/:id/log", s.apiLog)
	r.GET(apiTrackerPath, s.apiTracker)
	r.POST(apiTrackerPath, s.LimitActions, s.apiTrackerPost)
}
