package handlers

import (
	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// sekigaharaRoutes registers the sekigahara calculator pages and JSON API.
func (s *Server) sekigaharaRoutes(r *gin.Engine) {}

// sekigaharaAPIRoutes documents the sekigahara JSON routes.
var sekigaharaAPIRoutes = []views.APIRoute{}
