package handlers

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/calc"
	"sengoku/handlers/notices"
	"sengoku/handlers/play"
	"sengoku/handlers/print"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/views"
)

// apiRoutes documents every JSON route, shown at /api and mirrored in
// docs/api.md (TestAPIRoutesMarkdown). Keep it in step with the routes
// (TestAPIDocsListEveryRoute). Each feature documents its routes in its own file.
var apiRoutes = concatRoutes(campaignAPIRoutes, calc.APIRoutes, print.APIRoutes, play.SeasonAPIRoutes, play.TrackerAPIRoutes, notices.APIRoutes)

// apiDocs is the /api page. Its examples name the address this reader
// reaches the site by (the public URL when one is set), not the README's
// localhost:8080, so they can be pasted as they are.
func (s *Server) apiDocs(c *gin.Context) {
	l := web.Lang(c)
	base := strings.TrimSuffix(s.site.LinkBase(c.Request).URL.String(), "/")
	routes := make([]views.APIRoute, len(apiRoutes))
	for i, r := range apiRoutes {
		r.Example = strings.ReplaceAll(r.Example, "http://localhost:8080", base)
		r.Response = strings.ReplaceAll(r.Response, "http://localhost:8080", base)
		routes[i] = r
	}
	web.Render(c, http.StatusOK, views.APIDocs(s.page(c, l.T("api.title"), "api"), routes))
}

func concatRoutes(lists ...[]views.APIRoute) []views.APIRoute {
	var out []views.APIRoute
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

var campaignAPIRoutes = []views.APIRoute{
	{
		Method: "GET", Path: "/healthz",
		Doc:      i18n.M("api.route.get-healthz"),
		Example:  `curl http://localhost:8080/healthz`,
		Response: `ok`,
	},
	{
		Method: "GET", Path: "/readyz",
		Doc:      i18n.M("api.route.get-readyz"),
		Example:  `curl http://localhost:8080/readyz`,
		Response: `ok`,
	},
	{
		Method: "POST", Path: "/api/campaigns",
		Doc:      i18n.M("api.route.post-api-campaigns"),
		Example:  `curl -X POST http://localhost:8080/api/campaigns -H 'Content-Type: application/json' -d '{"name":"Autunno 1560","scenario":"custom","players":{"Takeda":"Ada","Uesugi":"Bruno"},"monks":["Uesugi"],"gmPassword":"kawanakajima"}'`,
		Response: `{"id":1,"url":"/campaigns/1","visibility":"listed","joinLinks":{"Takeda":"http://localhost:8080/join/…","Uesugi":"http://localhost:8080/join/…"}}`,
	},
	{
		Method: "GET", Path: "/api/campaigns/{id}",
		Doc:      i18n.M("api.route.get-api-campaigns-id"),
		Example:  `curl http://localhost:8080/api/campaigns/1`,
		Response: `{"id":1,"name":"Autunno 1560","scenario":"custom","year":1560,"season":"spring","phase":"movement","order":["Uesugi","Takeda"],"deck":{"drawPile":50,"pass":1,"finished":false},"shogunate":{"claimant":"Takeda","counter":0,"turns":3},"provinces":[{"id":1,"name":"Mutsu","kanji":"陸奥","owner":"","fortress":false,"armies":[]},…,{"id":41,"name":"Yamashiro","kanji":"山城","owner":"","kyoto":true,"fortress":false,"armies":[]},…],"clans":[{"clan":"Takeda","player":"Ada","status":"active","capital":17,"prestige":10,"provinces":10,"handSize":1,"army":{"location":17,"elements":12}},…]}`,
	},
}
