package views

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/static"
	"sengoku/views/figure"
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

// Every clan's colour class in the stylesheet is the colour the maps and
// PDFs use.
func TestClanClassesMatchClanColours(t *testing.T) {
	css, err := static.FS.ReadFile("css/app.css")
	if err != nil {
		t.Fatal(err)
	}
	for c, colour := range ClanColour {
		rule := "." + ClanClass(c) + " { --clan: " + colour + "; }"
		if !strings.Contains(string(css), rule) {
			t.Errorf("app.css lacks %q", rule)
		}
	}
	for _, rule := range []string{".clan-none { --clan: " + figure.NeutralColour + "; }", ".kyoto { --clan: " + figure.KyotoColour + "; }"} {
		if !strings.Contains(string(css), rule) {
			t.Errorf("app.css lacks %q", rule)
		}
	}
	if got := OwnerClass("", true); got != "kyoto" {
		t.Errorf("unowned Kyoto: %q", got)
	}
	if got := OwnerClass(campaign.Takeda, true); got != "clan-takeda" {
		t.Errorf("Takeda's Kyoto: %q", got)
	}
}
