package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The domain returns values with message keys and the API layer renders
// them: no type of tables/ writes JSON of its own (a MarshalJSON method);
// handlers/calc/wire is the one encoder of the answers.
func TestTablesWriteNoJSON(t *testing.T) {
	root := filepath.Join("..", "..", "tables")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		for _, at := range marshalers(t, path) {
			t.Errorf("%s: a MarshalJSON in tables/; the API's shape of it belongs in handlers/calc/wire", at)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// marshalers lists the MarshalJSON methods file name declares.
func marshalers(t *testing.T, name string) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv != nil && fn.Name.Name == "MarshalJSON" {
			out = append(out, fset.Position(fn.Pos()).String())
		}
	}
	return out
}

// TestMarshalersFindsTheMethod: the check sees a MarshalJSON method, and
// not a function of that name or another method.
func TestMarshalersFindsTheMethod(t *testing.T) {
	dir := t.TempDir()
	src := "package p\ntype A int\nfunc (A) MarshalJSON() ([]byte, error) { return nil, nil }\n" +
		"func MarshalJSON() {}\nfunc (A) UnmarshalJSON([]byte) error { return nil }\n"
	name := filepath.Join(dir, "p.go")
	if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := marshalers(t, name); len(got) != 1 || !strings.HasSuffix(got[0], ":3:1") {
		t.Errorf("found %v, want the method on line 3", got)
	}
}
