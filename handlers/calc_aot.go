package handlers

import (
	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// aotRoutes registers the aot calculator pages and JSON API.
func (s *Server) aotRoutes(r *gin.Engine) {}

// aotAPIRoutes documents the aot JSON routes.
var aotAPIRoutes = []views.APIRoute{}
