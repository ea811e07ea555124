package handlers

import "github.com/gin-gonic/gin"

// RouteTable lists every route New registers: method and path pattern.
func RouteTable() gin.RoutesInfo { return Routes() }
