package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// A room of the web layer declares the small store interface it uses
// (consumer-owned) and never names the database itself (*models.DB): the
// root hands the database to it as that interface.
func TestRoomsNameNoDatabase(t *testing.T) {
	for _, room := range rooms {
		dir := filepath.Join("..", "..", strings.TrimPrefix(room, "sengoku/"))
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		if len(files) == 0 {
			t.Errorf("room %s: no files in %s", room, dir)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			for _, at := range namesDB(t, name) {
				t.Errorf("%s names models.DB: a room uses the store through an interface of its own", at)
			}
		}
	}
}

// namesDB lists where file name mentions models.DB.
func namesDB(t *testing.T, name string) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "DB" {
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "models" {
				out = append(out, fset.Position(sel.Pos()).String())
			}
		}
		return true
	})
	return out
}
