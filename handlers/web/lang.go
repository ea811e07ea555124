package web

import (
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/views"
)

// LangCookie is the cookie that keeps the language a browser chose.
const LangCookie = "lang"

// pseudoLocaleKey marks the requests of a server that serves the
// pseudo-locale (ServePseudoLocale).
const pseudoLocaleKey = "sengoku.pseudoLocale"

// ServePseudoLocale is the middleware of a server that serves the
// pseudo-locale en-XA besides Italian and English.
func ServePseudoLocale(c *gin.Context) { c.Set(pseudoLocaleKey, true) }

// Lang is the request's UI language: the lang query parameter, then the
// language cookie, then (for API clients) Accept-Language; Italian otherwise.
// The pseudo-locale (en-XA) is a language only where the server serves it.
func Lang(c *gin.Context) views.Lang {
	if q := c.Query("lang"); ServedLang(c, q) {
		return views.Lang(q)
	}
	if v, err := c.Cookie(LangCookie); err == nil && ServedLang(c, v) {
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

// ServedLang reports whether name is a language this server answers in.
func ServedLang(c *gin.Context, name string) bool {
	return name == string(views.IT) || name == string(views.EN) || (name == string(views.Pseudo) && c.GetBool(pseudoLocaleKey))
}
