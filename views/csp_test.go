package views

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The content security policy allows no inline script, no inline event
// handler (htmx's hx-on evaluates code) and no inline style: no template may
// carry one, in views or in a room below it (calc/<system>, print). Dynamic
// colours go through classes, dynamic widths through SVG attributes.
func TestTemplatesKeepToTheContentSecurityPolicy(t *testing.T) {
	banned := regexp.MustCompile(`\s(style|hx-on[:\w-]*|on[a-z]+)=|<script>|<script\s[^>]*>[^<]`)
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".templ") {
			files = append(files, path)
		}
		return err
	})
	if err != nil || len(files) == 0 {
		t.Fatalf("no templates found: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if m := banned.FindString(line); m != "" {
				t.Errorf("%s:%d: %q is not allowed under the content security policy", f, i+1, strings.TrimSpace(m))
			}
		}
	}
}
