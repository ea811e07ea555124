package affinati

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImportsStdlibAndTablesOnly enforces the dependency rule of the house
// style: tables → stdlib (and sengoku/tables, and its leaf table of the
// printed rulebooks' sections, sengoku/tables/rulebook).
func TestImportsStdlibAndTablesOnly(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) == 0 {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		af, err := parser.ParseFile(fset, f, src, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range af.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			first, _, _ := strings.Cut(p, "/")
			stdlib := !strings.Contains(first, ".") && first != "sengoku"
			if !stdlib && p != "sengoku/tables" && p != "sengoku/tables/rulebook" {
				t.Errorf("%s imports %s", f, p)
			}
		}
	}
}
