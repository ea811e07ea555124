package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// keyShape is a string literal that reads as a catalogue key.
var keyShape = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9][a-zA-Z0-9_-]*)+$`)

// notKeys are literals shaped like keys that are something else: file
// names and a form field's name.
var notKeys = regexp.MustCompile(`\.(json|pdf|csv|gz|db)$|^dl\.kind$`)

// TestEveryKeyTheCodeNamesIsInTheCatalogue reads every Go and templ source
// of the module: a string literal shaped like a key whose first part is a
// room's prefix (campaign., ccsb., api., …) must be an entry, or the base
// of a counted noun. A key built at run time from a prefix ("kind."+k)
// is checked by its package's own test.
func TestEveryKeyTheCodeNamesIsInTheCatalogue(t *testing.T) {
	prefixes := map[string]bool{}
	for k := range entries {
		prefixes[k[:strings.IndexByte(k+".", '.')]] = true
	}
	found := 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != ".." || d.Name() == "testdata" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || strings.HasSuffix(path, "_test.go") || strings.HasSuffix(path, "_templ.go") || strings.HasPrefix(path, filepath.Join("..", "i18n")) {
			return nil
		}
		var lits []string
		switch {
		case strings.HasSuffix(path, ".go"):
			lits = goStrings(t, path)
		case strings.HasSuffix(path, ".templ"):
			lits = templStrings(t, path)
		}
		for _, s := range lits {
			if !keyShape.MatchString(s) || notKeys.MatchString(s) || !prefixes[s[:strings.IndexByte(s, '.')]] {
				continue
			}
			found++
			if _, ok := entries[s]; ok {
				continue
			}
			if _, ok := entries[s+".other"]; ok {
				continue
			}
			t.Errorf("%s: %q is not in the catalogue", path, s)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found < 2000 {
		t.Errorf("only %d keys found in the code: is the walk reading the module?", found)
	}
}

func goStrings(t *testing.T, path string) []string {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		if b, ok := n.(*ast.BasicLit); ok && b.Kind == token.STRING {
			if s, err := strconv.Unquote(b.Value); err == nil {
				out = append(out, s)
			}
		}
		return true
	})
	return out
}

// templStrings are the double-quoted strings of a templ file.
func templStrings(t *testing.T, path string) []string {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range regexp.MustCompile(`"((?:[^"\\\n]|\\.)*)"`).FindAllStringSubmatch(string(src), -1) {
		out = append(out, m[1])
	}
	return out
}
