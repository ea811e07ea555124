package account

import "github.com/gin-gonic/gin"

// Routes registers the sign-in and sign-out, the players' join links, and
// the game master's links and settings pages (behind RequireGM), over s.
func Routes(r *gin.Engine, s *Server) {
	r.GET("/campaigns/:id/login", s.loginForm)
	r.POST("/campaigns/:id/login", s.login)
	r.POST("/campaigns/:id/logout", s.logout)
	r.GET("/join/:token", s.join)
	r.GET("/campaigns/:id/links", s.RequireGM, s.links)
	r.GET("/campaigns/:id/links/cards.pdf", s.RequireGM, s.joinCardsPDF)
	r.POST("/campaigns/:id/links/:clan/rotate", s.RequireGM, s.rotateLink)
	r.GET("/campaigns/:id/account", s.RequireGM, s.accountPage)
	r.POST("/campaigns/:id/account/password", s.RequireGM, s.changePassword)
	r.POST("/campaigns/:id/account/signout", s.RequireGM, s.signOutEverywhere)
	r.POST("/campaigns/:id/account/visibility", s.RequireGM, s.changeListing)
}
