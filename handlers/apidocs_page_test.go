package handlers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
)

// TestAPIPageTableOfContentsAndRealHost: the /api page opens with a table
// of contents linking to every route, and its examples name the address
// the reader came by, not localhost:8080.
func TestAPIPageTableOfContentsAndRealHost(t *testing.T) {
	t.Parallel()
	b := newTestServer(t).browser(t)
	req, _ := http.NewRequest(http.MethodGet, b.base+"/api", nil)
	req.Host = "sengoku.club.example:9000"
	res := b.do(req)
	if res.status != http.StatusOK {
		t.Fatalf("%d", res.status)
	}
	d := res.doc(t)
	routes := d.Find(`[data-testid="api-route"]`)
	links := d.Find(`[data-testid="api-toc"] a`)
	if routes.Length() < 10 || links.Length() != routes.Length() {
		t.Errorf("%d contents links for %d routes", links.Length(), routes.Length())
	}
	links.Each(func(_ int, a *goquery.Selection) {
		href := a.AttrOr("href", "")
		if d.Find(`[id="`+strings.TrimPrefix(href, "#")+`"]`).Length() != 1 {
			t.Errorf("contents link %s leads nowhere (or to several routes)", href)
		}
	})
	if strings.Contains(res.body, "localhost:8080") {
		t.Error("the examples still say localhost:8080")
	}
	if !strings.Contains(res.body, "curl http://sengoku.club.example:9000/healthz") {
		t.Error("the examples do not name the address the reader came by")
	}
}
