package site

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/views"
)

// crossOriginKey marks a request that http.CrossOriginProtection refused.
type crossOriginKey struct{}

// Protect puts cross-origin protection for state-changing requests in
// front of engine. A refused request still goes through the engine,
// marked, so that the refusal (RefuseCrossOrigin) speaks the user's
// language: JSON on the API, a page elsewhere.
func Protect(engine http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		engine.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), crossOriginKey{}, true)))
	}))
	return cop.Handler(engine)
}

// RefuseCrossOrigin answers a refused cross-origin request with 403 before
// any handler runs.
func (s *Site) RefuseCrossOrigin(c *gin.Context) {
	if refused, _ := c.Request.Context().Value(crossOriginKey{}).(bool); !refused {
		c.Next()
		return
	}
	l := web.Lang(c)
	if strings.HasPrefix(c.Request.URL.Path, "/api/") {
		c.AbortWithStatusJSON(http.StatusForbidden, gin.H{"error": l.T("err.crossOrigin")})
		return
	}
	web.Render(c, http.StatusForbidden, views.ErrorPage(s.Page(c, l.T("err.title"), ""), l.T("err.crossOrigin")))
	c.Abort()
}
