package sekigahara

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImportsStdlibAndTablesOnly enforces the dependency rule: tables
// packages import the standard library and sengoku/tables only.
func TestImportsStdlibAndTablesOnly(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no sources: %v", err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			first, _, _ := strings.Cut(path, "/")
			allowed := path == "sengoku/tables" || (first != "sengoku" && !strings.Contains(first, "."))
			if !allowed {
				t.Errorf("%s imports %s", name, path)
			}
		}
	}
}
