package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
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

// TestNamesDBFindsTheDatabase: the check sees models.DB in a type, a
// field or a conversion, and not a Store interface or another DB.
func TestNamesDBFindsTheDatabase(t *testing.T) {
	dir := t.TempDir()
	for src, want := range map[string]int{
		"package r\nimport \"sengoku/models\"\ntype Deps struct{ DB *models.DB }\n":                                    1,
		"package r\nimport \"sengoku/models\"\nfunc f(x any) bool { _, ok := x.(*models.DB); return ok }\n":            1,
		"package r\nimport \"sengoku/models\"\ntype Store interface{ Campaign(id int64) (*models.Campaign, error) }\n": 0,
		"package r\ntype other struct{ DB int }\nvar _ = other{}.DB\n":                                                 0,
	} {
		name := filepath.Join(dir, "room.go")
		if err := os.WriteFile(name, []byte(src), 0o600); err != nil {
			t.Fatal(err)
		}
		if got := namesDB(t, name); len(got) != want {
			t.Errorf("%q: found %v, want %d", src, got, want)
		}
	}
}
