package handlers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// registering names the methods of gin's engine and router groups that
// add a route or a fallback, and calcSpec's route, which registers a
// calculator's page and API.
var registering = map[string]bool{
	"route": true,
	"GET":   true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "HEAD": true, "OPTIONS": true,
	"Any": true, "Handle": true, "Match": true, "Group": true, "NoRoute": true, "NoMethod": true,
	"Static": true, "StaticFS": true, "StaticFile": true, "StaticFileFS": true,
}

// Every path is in a routes.go: the handlers' (routes.go) or a room's
// (calc/routes.go, which routes.go calls); no other file of the handlers
// (or of the program that wires them) registers a route, so a reader finds
// the map of the site in one place per room.
func TestEveryRouteIsInRoutesGo(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	rooms, err := filepath.Glob("calc/*.go")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, rooms...)
	more, err := filepath.Glob("../cmd/sengoku/*.go")
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	for _, name := range append(files, more...) {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		for _, call := range routeCalls(t, name) {
			calls++
			if name != "routes.go" && name != filepath.Join("calc", "routes.go") {
				t.Errorf("%s registers a route: every route belongs in routes.go", call)
			}
		}
	}
	if calls < 100 {
		t.Errorf("found %d route registrations in routes.go: the check no longer sees them", calls)
	}
}

// routeCalls lists the positions of the calls in file name to a method
// that registers a route.
func routeCalls(t *testing.T, name string) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && registering[sel.Sel.Name] {
			out = append(out, fset.Position(call.Pos()).String())
		}
		return true
	})
	return out
}
