package campaigns

import "github.com/gin-gonic/gin"

// Routes registers the list of campaigns (the home page), the new-campaign
// form and its name check, the reference map files, import and export, and
// the API's create, over d.
func Routes(r *gin.Engine, d Deps) {
	s := New(d)
	r.GET("/", s.home)
	r.GET("/campaigns/new", s.newCampaign)
	r.GET(nameTakenPath, s.campaignNameTaken)
	r.POST("/campaigns", d.CreateLimit, s.createCampaign)
	r.GET("/campaigns/import", s.importForm)
	r.POST("/campaigns/import", d.ImportLimit, s.importCampaign)
	r.GET("/campaigns/:id/export", d.RequireGM, s.exportCampaign)
	r.GET("/map/:file", s.mapTemplate)
	r.POST("/api/campaigns", d.CreateLimit, s.apiCreateCampaign)
}
