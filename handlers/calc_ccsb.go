package handlers

import (
	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// ccsbRoutes registers the ccsb calculator pages and JSON API.
func (s *Server) ccsbRoutes(r *gin.Engine) {}

// ccsbAPIRoutes documents the ccsb JSON routes.
var ccsbAPIRoutes = []views.APIRoute{}
