package handlers

import (
	"os"
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/views"
)

// The README documents every JSON route the /api page documents.
func TestREADMEListsEveryAPIRoute(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	for _, r := range apiRoutes {
		if !strings.Contains(readme, "`"+r.Method+" "+r.Path) {
			t.Errorf("README does not document %s %s", r.Method, r.Path)
		}
	}
}

// apiMarkdown is the README's API reference, written from apiRoutes: the
// query policy, then each route with what it does, its example and the
// answer.
func apiMarkdown() string {
	var b strings.Builder
	b.WriteString("#### " + views.EN.T("query.policy.title") + "\n\n" + views.EN.T("query.policy") + "\n")
	for _, r := range apiRoutes {
		b.WriteString("\n")
		b.WriteString("#### `" + r.Method + " " + r.Path + "`\n\n" + i18n.EN.Render(r.Doc) + "\n\n```sh\n" + r.Example + "\n```\n")
		if r.Response != "" {
			b.WriteString("\n```json\n" + r.Response + "\n```\n")
		}
	}
	return b.String()
}

// The README's API reference is the one the /api page shows. When the
// routes' documentation changes, rewrite it with
// SENGOKU_README=1 go test -run APIRoutesMarkdown ./handlers
func TestAPIRoutesMarkdown(t *testing.T) {
	const start, end = "<!-- api:start -->\n", "<!-- api:end -->"
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	i, j := strings.Index(readme, start), strings.Index(readme, end)
	if i < 0 || j < i {
		t.Fatal("README.md has no api:start / api:end markers")
	}
	want := readme[:i+len(start)] + apiMarkdown() + readme[j:]
	if want == readme {
		return
	}
	if os.Getenv("SENGOKU_README") != "" {
		if err := os.WriteFile("../README.md", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Log("README.md's API reference rewritten")
		return
	}
	t.Error("README.md's API reference is stale: SENGOKU_README=1 go test -run APIRoutesMarkdown ./handlers rewrites it")
}

// TestAPIRouteDocsAreCatalogueKeys: each route's description is the
// catalogue's api.route.<its anchor>, worded in both languages, so the
// /api page and the README say the same in every language.
func TestAPIRouteDocsAreCatalogueKeys(t *testing.T) {
	for _, r := range apiRoutes {
		want := "api.route." + r.Anchor()
		if r.Doc.Key != want {
			t.Errorf("%s %s: described by %q, want %q", r.Method, r.Path, r.Doc.Key, want)
		}
		if !i18n.Has(want) {
			t.Errorf("%s %s: the catalogue lacks %s", r.Method, r.Path, want)
		}
		for _, l := range i18n.Shipped {
			if s := l.Render(r.Doc); s == "" || strings.Contains(s, "%!") {
				t.Errorf("%s %s in %s: %q", r.Method, r.Path, l, s)
			}
		}
	}
}
