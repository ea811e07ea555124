package handlers

import (
	"net/http"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"sengoku/views"
)

const langCookie = "lang"

// pseudoLocaleKey marks the requests of a server that serves the
// pseudo-locale (Options.PseudoLocale).
const pseudoLocaleKey = "sengoku.pseudoLocale"

// lang is the request's UI language: the lang query parameter, then the
// language cookie, then (for API clients) Accept-Language; Italian otherwise.
// The pseudo-locale (en-XA) is a language only where the server serves it.
func lang(c *gin.Context) views.Lang {
	if q := c.Query("lang"); servedLang(c, q) {
		return views.Lang(q)
	}
	if v, err := c.Cookie(langCookie); err == nil && servedLang(c, v) {
		return views.Lang(v)
	}
	if strings.HasPrefix(c.Request.URL.Path, "/api/") {
		al := strings.ToLower(c.GetHeader("Accept-Language"))
		if strings.HasPrefix(al, "en") {
			return views.EN
		}
	}
	return views.IT
}

// servedLang reports whether name is a language this server answers in.
func servedLang(c *gin.Context, name string) bool {
	return name == string(views.IT) || name == string(views.EN) || (name == string(views.Pseudo) && c.GetBool(pseudoLocaleKey))
}

// switchLang stores the chosen language in a cookie and goes back.
func (s *Server) switchLang(c *gin.Context) {
	l := views.ParseLang(c.Param("lang"))
	if servedLang(c, c.Param("lang")) {
		l = views.Lang(c.Param("lang"))
	}
	http.SetCookie(c.Writer, &http.Cookie{Name: langCookie, Value: string(l), Path: "/", MaxAge: 365 * 24 * 3600,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: secureCookie(c)})
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
