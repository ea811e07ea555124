package rulebook

import (
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// devCitation is a citation a club cannot follow: an OCR line ("l.484",
// "r. 208", "L1081") or the English digests ("§13.2", "riassunto",
// "digest"). Comments may hold them; texts may not.
var devCitation = regexp.MustCompile(`(?i)\bl\.\s?\d|\br\.\s?\d|\bL\d{2,}\b|riassunto|digest|§\s*\d`)

// No string of the program (outside tests) cites OCR lines or the digests:
// every text a reader may meet, the error messages no crawl reaches
// included, cites the printed rulebook through this table. Comments keep
// the lines for developers.
func TestNoTextCitesLinesOrDigests(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fset := token.NewFileSet()
		var s scanner.Scanner
		s.Init(fset.AddFile(path, fset.Base(), len(src)), src, nil, 0)
		for {
			pos, tok, lit := s.Scan()
			if tok == token.EOF {
				break
			}
			if tok == token.STRING && devCitation.MatchString(lit) {
				t.Errorf("%s: %s", fset.Position(pos), lit)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
