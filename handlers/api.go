package handlers

import (
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/views"
)

// failBody answers a body web.DecodeStrict refused: 400, naming an unknown
// field in the caller's language.
func (s *Server) failBody(c *gin.Context, err error) {
	var uf web.UnknownFieldError
	if !errors.As(err, &uf) {
		s.failJSON(c, err)
		return
	}
	msg := web.Lang(c).Render(i18n.M("api.err.unknown-body-field", uf.Field))
	c.JSON(http.StatusBadRequest, gin.H{"error": msg, "problems": gin.H{uf.Field: msg}})
}

// apiDocs is the /api page. Its examples name the address this reader
// reaches the site by (the public URL when one is set), not the README's
// localhost:8080, so they can be pasted as they are.
func (s *Server) apiDocs(c *gin.Context) {
	l := web.Lang(c)
	base := strings.TrimSuffix(s.linkBase(c.Request).URL.String(), "/")
	routes := make([]views.APIRoute, len(apiRoutes))
	for i, r := range apiRoutes {
		r.Example = strings.ReplaceAll(r.Example, "http://localhost:8080", base)
		r.Response = strings.ReplaceAll(r.Response, "http://localhost:8080", base)
		routes[i] = r
	}
	web.Render(c, http.StatusOK, views.APIDocs(s.page(c, l.T("api.title"), "api"), routes))
}
