package web

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// A component (or an htmx fragment of one) that fails to render answers 500 with the safe message in
// the user's language, never half a page, and the cause goes to the
// server's log with the request's path.
func TestRenderLogsAFailingComponent(t *testing.T) {
	gin.SetMode(gin.TestMode)
	var logged bytes.Buffer
	cause := errors.New("the map's shapes are missing")
	failing := templ.ComponentFunc(func(_ context.Context, w io.Writer) error {
		_, _ = io.WriteString(w, "<p>half a page")
		return cause
	})
	r := gin.New()
	r.Use(WithLogger(slog.New(slog.NewTextHandler(&logged, nil))))
	r.GET("/broken", func(c *gin.Context) { Render(c, http.StatusOK, failing) })
	// An htmx request's fragment of the page fails the same way.
	r.GET("/broken/fragment", func(c *gin.Context) { RenderFragments(c, http.StatusOK, failing, "result") })

	for _, tc := range []struct{ path, lang, want string }{
		{"/broken", "en", views.EN.T("err.internal")},
		{"/broken", "it", views.IT.T("err.internal")},
		{"/broken/fragment", "en", views.EN.T("err.internal")},
		{"/broken/fragment", "it", views.IT.T("err.internal")},
	} {
		logged.Reset()
		req := httptest.NewRequest(http.MethodGet, tc.path+"?lang="+tc.lang, nil)
		res := httptest.NewRecorder()
		r.ServeHTTP(res, req)
		if res.Code != http.StatusInternalServerError || res.Body.String() != tc.want {
			t.Errorf("%s %s: %d %q, want 500 %q", tc.path, tc.lang, res.Code, res.Body.String(), tc.want)
		}
		if strings.Contains(res.Body.String(), "half a page") || strings.Contains(res.Body.String(), cause.Error()) {
			t.Errorf("%s %s: the answer shows the failed render: %q", tc.path, tc.lang, res.Body.String())
		}
		if log := logged.String(); !strings.Contains(log, "level=ERROR") || !strings.Contains(log, cause.Error()) || !strings.Contains(log, "path="+tc.path) {
			t.Errorf("%s %s: logged %q, want the error with its cause and path", tc.path, tc.lang, log)
		}
	}
}
