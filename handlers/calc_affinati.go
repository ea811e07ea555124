package handlers

import (
	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// affinatiRoutes registers the affinati calculator pages and JSON API.
func (s *Server) affinatiRoutes(r *gin.Engine) {}

// affinatiAPIRoutes documents the affinati JSON routes.
var affinatiAPIRoutes = []views.APIRoute{}
