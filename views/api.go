package views

import (
	"strings"

	"sengoku/i18n"
)

// APIRoute documents one JSON route on the /api page.
type APIRoute struct {
	Method, Path string
	Doc          i18n.Msg // what it does
	Example      string   // a curl command
	Response     string   // an example answer
}

// Anchor is the route's element id on the /api page, for the table of
// contents: "get-api-campaigns-id-log" for GET /api/campaigns/{id}/log.
func (r APIRoute) Anchor() string {
	var b strings.Builder
	dash := false
	for _, ch := range strings.ToLower(r.Method + " " + r.Path) {
		if ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9' {
			b.WriteRune(ch)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
