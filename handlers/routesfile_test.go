package handlers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
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

// rooms are the handlers' rooms: each registers its routes in its own
// routes.go, through the Routes that the handlers' routes.go calls.
var rooms = []string{"account", "calc", "campaigns", "notices", "play", "print"}

// Every path is in a routes.go: the handlers' (routes.go) or a room's
// (calc/routes.go and the like, which routes.go calls); no other file of
// the handlers (or of the program that wires them) registers a route, so a
// reader finds the map of the site in one place per room.
func TestEveryRouteIsInRoutesGo(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	below, err := filepath.Glob("*/*.go") // the rooms and handlers/web
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, below...)
	allowed := map[string]bool{"routes.go": true}
	for _, room := range rooms {
		if !slices.Contains(below, filepath.Join(room, "routes.go")) {
			t.Errorf("room %s has no routes.go", room)
		}
		allowed[filepath.Join(room, "routes.go")] = true
	}
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
			if !allowed[name] {
				t.Errorf("%s registers a route: every route belongs in routes.go", call)
			}
		}
	}
	src, err := os.ReadFile("routes.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, room := range rooms {
		if !strings.Contains(string(src), room+".Routes(r, ") {
			t.Errorf("routes.go does not call %s.Routes: the room's routes are not registered", room)
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
