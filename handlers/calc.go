package handlers

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// calcRoutes registers the calculators and table assistants: an index at
// /calc, then one page (and JSON API) per rule system, each in its own file.
func (s *Server) calcRoutes(r *gin.Engine) {
	r.GET("/calc", s.calcIndex)
	s.affinatiRoutes(r)
	s.aotRoutes(r)
	s.ccsbRoutes(r)
	s.sekigaharaRoutes(r)
	s.senjutsuRoutes(r)
}

// calcAPIRoutes documents the calculators' JSON routes.
var calcAPIRoutes = concatRoutes(affinatiAPIRoutes, aotAPIRoutes, ccsbAPIRoutes, sekigaharaAPIRoutes, senjutsuAPIRoutes)

func (s *Server) calcIndex(c *gin.Context) {
	l := lang(c)
	render(c, http.StatusOK, views.CalcIndex(s.page(c, l.T("calc.title"), "calc"), views.Calculators))
}
