package notices

import "github.com/gin-gonic/gin"

// Routes registers a reader's notices page and its forms, and the pages
// and documents the private token of a subscription opens, over d.
func Routes(r *gin.Engine, d Deps) {
	s := &Server{Deps: d}
	r.GET("/campaigns/:id/notices", s.noticesPage)
	r.POST("/campaigns/:id/notices", s.subscribe)
	r.POST("/campaigns/:id/notices/remove", s.removeSubscription)
	r.GET("/notices/feed/:token", s.feed)
	r.GET("/notices/calendar/:token", s.calendar)
	r.GET("/notices/unsubscribe/:token", s.unsubscribe)
}
