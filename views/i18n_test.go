package views

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every catalogue entry has both languages, no key is defined twice, and
// every key the templates use exists.
func TestCatalogueComplete(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range catalogues {
		for k, v := range c {
			if v[0] == "" || v[1] == "" {
				t.Errorf("%s lacks a language: %q", k, v)
			}
			if seen[k] {
				t.Errorf("%s is defined twice", k)
			}
			seen[k] = true
		}
	}
	files, _ := filepath.Glob("*.templ")
	more, _ := filepath.Glob("*.go")
	for _, f := range more {
		if !strings.HasSuffix(f, "_test.go") {
			files = append(files, f)
		}
	}
	counted := regexp.MustCompile(`\.(?:N|Noun)\("([a-zA-Z0-9_.\-]+)"`)
	use := regexp.MustCompile(`\.T\("([a-zA-Z0-9_.\-]+)"\)`)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range use.FindAllStringSubmatch(string(data), -1) {
			if !seen[m[1]] {
				t.Errorf("%s uses missing key %q", f, m[1])
			}
		}
		for _, m := range counted.FindAllStringSubmatch(string(data), -1) {
			if !seen[m[1]+".one"] || !seen[m[1]+".other"] {
				t.Errorf("%s counts with %q, which lacks its one or other form", f, m[1])
			}
		}
	}
}

func TestLangFallsBackToItalian(t *testing.T) {
	if ParseLang("de") != IT || ParseLang("en") != EN {
		t.Fatal("ParseLang")
	}
	if IT.T("home.new") != "Nuova campagna" || EN.T("home.new") != "New campaign" {
		t.Fatal("translation")
	}
	if IT.T("no.such.key") != "no.such.key" {
		t.Fatal("missing keys show themselves")
	}
}
