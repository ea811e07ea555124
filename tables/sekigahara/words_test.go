package sekigahara

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"sengoku/i18n"
)

// Every key the package names is in the catalogue (a counted noun by its
// forms), and so is every block description describeBlock builds.
func TestEveryKeyIsCatalogued(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	key := regexp.MustCompile(`"(sekigahara\.[a-z0-9.-]+)"`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range key.FindAllStringSubmatch(string(src), -1) {
			if k := m[1]; !i18n.Has(k) && !i18n.Has(k+".other") {
				t.Errorf("%s: %s is not in the catalogue", f, k)
			}
		}
	}
	for _, sym := range []Symbol{NoSymbol, Cavalry, Arquebus} {
		for _, nobori := range []int{0, 1, 3} {
			for _, start := range []bool{false, true} {
				m := describeBlock(Block{Daimyo: "mori", Mon: 2, Symbol: sym, Nobori: nobori}, start)
				if nobori == 3 {
					m = m.Args[0].(i18n.Msg)
				}
				if !i18n.Has(m.Key) {
					t.Errorf("%s is not in the catalogue", m.Key)
				}
			}
		}
	}
}
