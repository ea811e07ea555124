package handlers

import (
	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// calcRoutes registers the routes of the calculators and table assistants (/calc, /api/calc/...).
func (s *Server) calcRoutes(r *gin.Engine) {}

// calcAPIRoutes documents the JSON routes of the calculators and table assistants (/calc, /api/calc/...).
var calcAPIRoutes = []views.APIRoute{}
