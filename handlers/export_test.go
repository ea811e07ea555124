package handlers

import "github.com/gin-gonic/gin"

// RouteTable lists every route New registers: method and path pattern.
func RouteTable() gin.RoutesInfo {
	s := &Server{engine: gin.New()}
	s.routes()
	return s.engine.Routes()
}
