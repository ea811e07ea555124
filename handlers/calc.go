package handlers

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/views"
)

// calcAPIRoutes documents the calculators' JSON routes.
var calcAPIRoutes = concatRoutes(affinatiAPIRoutes, aotAPIRoutes, ccsbAPIRoutes, sekigaharaAPIRoutes, senjutsuAPIRoutes)

func (s *Server) calcIndex(c *gin.Context) {
	l := web.Lang(c)
	web.Render(c, http.StatusOK, views.CalcIndex(s.page(c, l.T("calc.title"), "calc"), views.Calculators))
}
