package handlers

import (
	"net/http"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/views"
)

// switchLang stores the chosen language in a cookie and goes back.
func (s *Server) switchLang(c *gin.Context) {
	l := views.ParseLang(c.Param("lang"))
	if web.ServedLang(c, c.Param("lang")) {
		l = views.Lang(c.Param("lang"))
	}
	http.SetCookie(c.Writer, &http.Cookie{Name: web.LangCookie, Value: string(l), Path: "/", MaxAge: 365 * 24 * 3600,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: web.SecureCookie(c)})
	c.Redirect(http.StatusSeeOther, localPath(c.Query("next")))
}

// localPath keeps redirects on this site: next must be a path here (no
// scheme, no host, no user), and neither it nor its decoded path may hold a
// control character or a backslash, or start with "//", which browsers read
// as another host ("/\t/evil.host" and "/\evil.host" both become
// "//evil.host"). Anything else goes to the home page.
func localPath(next string) string {
	if !strings.HasPrefix(next, "/") || unsafeInPath(next) {
		return "/"
	}
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || u.Opaque != "" {
		return "/"
	}
	if !strings.HasPrefix(u.Path, "/") || unsafeInPath(u.Path) {
		return "/"
	}
	return next
}

// unsafeInPath reports whether p starts with "//" or holds a backslash or a
// control character, or is not UTF-8.
func unsafeInPath(p string) bool {
	if strings.HasPrefix(p, "//") {
		return true
	}
	return strings.ContainsFunc(p, func(r rune) bool {
		return r == '\\' || unicode.IsControl(r) || r == utf8.RuneError
	})
}
