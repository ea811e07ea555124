package handlers

import (
	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// senjutsuRoutes registers the senjutsu calculator pages and JSON API.
func (s *Server) senjutsuRoutes(r *gin.Engine) {}

// senjutsuAPIRoutes documents the senjutsu JSON routes.
var senjutsuAPIRoutes = []views.APIRoute{}
