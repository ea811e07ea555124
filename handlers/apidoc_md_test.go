package handlers

import (
	"os"
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/views"
)

// apiDocFile is the API reference in Markdown, beside the other guides the
// README links to.
const apiDocFile = "../docs/api.md"

// docs/api.md documents every JSON route the /api page documents.
func TestAPIDocListsEveryAPIRoute(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(apiDocFile)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	for _, r := range apiRoutes {
		if !strings.Contains(doc, "`"+r.Method+" "+r.Path) {
			t.Errorf("docs/api.md does not document %s %s", r.Method, r.Path)
		}
	}
}

// apiMarkdown is docs/api.md's API reference, written from apiRoutes: the
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

// docs/api.md's API reference (between its api:start and api:end markers)
// is the one the /api page shows, both written from apiRoutes. When the
// routes' documentation changes, rewrite it with
// go test -run TestAPIRoutesMarkdown ./handlers -update
// (SENGOKU_README=1 does the same).
func TestAPIRoutesMarkdown(t *testing.T) {
	t.Parallel()
	const start, end = "<!-- api:start -->\n", "<!-- api:end -->"
	data, err := os.ReadFile(apiDocFile)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i, j := strings.Index(doc, start), strings.Index(doc, end)
	if i < 0 || j < i {
		t.Fatal("docs/api.md has no api:start / api:end markers")
	}
	want := doc[:i+len(start)] + apiMarkdown() + doc[j:]
	if want == doc {
		return
	}
	if *updateCompat || os.Getenv("SENGOKU_README") != "" {
		if err := os.WriteFile(apiDocFile, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Log("docs/api.md's API reference rewritten")
		return
	}
	t.Error("docs/api.md's API reference is stale: go test -run TestAPIRoutesMarkdown ./handlers -update rewrites it")
}

// TestAPIRouteDocsAreCatalogueKeys: each route's description is the
// catalogue's api.route.<its anchor>, worded in both languages, so the
// /api page and docs/api.md say the same in every language.
func TestAPIRouteDocsAreCatalogueKeys(t *testing.T) {
	t.Parallel()
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
