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
