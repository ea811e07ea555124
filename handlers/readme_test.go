package handlers

import (
	"os"
	"strings"
	"testing"
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

// TestAPIRoutesMarkdown prints the README's API table from apiRoutes:
// SENGOKU_README=1 go test -run APIRoutesMarkdown -v ./handlers
func TestAPIRoutesMarkdown(t *testing.T) {
	if os.Getenv("SENGOKU_README") == "" {
		t.Skip("set SENGOKU_README=1 to print the README's API table")
	}
	var b strings.Builder
	b.WriteString("| route | what |\n|---|---|\n")
	for _, r := range apiRoutes {
		b.WriteString("| `" + r.Method + " " + r.Path + "` | " + strings.ReplaceAll(r.EN, "|", "\\|") + " |\n")
	}
	t.Log("\n" + b.String())
}
