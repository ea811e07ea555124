package handlers

import (
	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// seasonRoutes registers the routes of playing a campaign season by season.
func (s *Server) seasonRoutes(r *gin.Engine) {}

// seasonAPIRoutes documents the JSON routes of playing a campaign season by season.
var seasonAPIRoutes = []views.APIRoute{}
