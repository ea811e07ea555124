package handlers

import (
	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// printRoutes registers the routes of the printables (/print, PDF downloads).
func (s *Server) printRoutes(r *gin.Engine) {}

// printAPIRoutes documents the JSON routes of the printables (/print, PDF downloads).
var printAPIRoutes = []views.APIRoute{}
