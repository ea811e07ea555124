package handlers

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/views"
)

const langCookie = "lang"

// lang is the request's UI language: the lang query parameter, then the
// language cookie, then (for API clients) Accept-Language; Italian otherwise.
func lang(c *gin.Context) views.Lang {
	if q := c.Query("lang"); q == "en" || q == "it" {
		return views.Lang(q)
	}
	if v, err := c.Cookie(langCookie); err == nil && (v == "en" || v == "it") {
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

// switchLang stores the chosen language in a cookie and goes back.
func (s *Server) switchLang(c *gin.Context) {
	l := views.ParseLang(c.Param("lang"))
	http.SetCookie(c.Writer, &http.Cookie{Name: langCookie, Value: string(l), Path: "/", MaxAge: 365 * 24 * 3600,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: c.Request.TLS != nil})
	c.Redirect(http.StatusSeeOther, localPath(c.Query("next")))
}

// localPath keeps redirects on this site.
func localPath(p string) string {
	if p == "" || !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/\\") {
		return "/"
	}
	return p
}
