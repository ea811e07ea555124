package static

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestAssetsHashedURLs(t *testing.T) {
	a, err := NewAssets(time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	u := a.URL("css/app.css")
	if !strings.HasPrefix(u, "/static/css/app.") || !strings.HasSuffix(u, ".css") || u == "/static/css/app.css" {
		t.Fatalf("URL(css/app.css) = %q", u)
	}
	hashed, ok := a.Lookup(strings.TrimPrefix(u, "/static/"))
	if !ok || !hashed.Hashed || hashed.Name != "css/app.css" {
		t.Fatalf("lookup of %s: %+v %v", u, hashed, ok)
	}
	plain, ok := a.Lookup("css/app.css")
	if !ok || plain.Hashed || !bytes.Equal(plain.Data, hashed.Data) || plain.ETag != hashed.ETag {
		t.Fatalf("plain lookup: %v %v", plain.Hashed, ok)
	}
	if !strings.HasPrefix(plain.ETag, `W/"`) {
		t.Errorf("ETag %q is not weak", plain.ETag)
	}
	for _, p := range []string{"", "css", "css/", "js/../css/app.css", "css/app.000000000000.css"} {
		if _, ok := a.Lookup(p); ok {
			t.Errorf("Lookup(%q) found something", p)
		}
	}
	if u := a.URL("nope.js"); u != "/static/nope.js" {
		t.Errorf("unknown file: %q", u)
	}
	// Two files never share a hashed URL.
	seen := map[string]bool{}
	for name, url := range a.urls {
		if seen[url] {
			t.Errorf("%s shares its URL %s", name, url)
		}
		seen[url] = true
	}
}

// The site's own style sheet and scripts leave without their comments
// and indentation, and nothing else: rules, strings and vendored files
// stay as they are.
func TestSlimDropsOnlyComments(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"css/app.css", "@media (x) {\n  a { b: \"  c\"; }\n}\n", "@media (x) {\na { b: \"  c\"; }\n}\n"},
		{"js/map.js", "function f() {\n\t  return \"  x  \";\n}\n", "function f() {\nreturn \"  x  \";\n}\n"},
		{"css/app.css", "/* why */\na { color: red; }\n/*! licence */\nb { x: 1 } /* inline */ c { y: 2 }\n", "a { color: red; }\n/*! licence */\nb { x: 1 }  c { y: 2 }\n"},
		{"js/app.js", "// why\nvar u = \"http://x\"; // trailing stays\n  // indented\nf();\n", "var u = \"http://x\"; // trailing stays\nf();\n"},
		{"js/htmx.min.js", "// kept\nx()\n", "// kept\nx()\n"},
		{"img/mon.svg", "<!-- kept -->", "<!-- kept -->"},
	}
	for _, c := range cases {
		if got := string(slim(c.name, []byte(c.in))); got != c.want {
			t.Errorf("slim(%s) = %q, want %q", c.name, got, c.want)
		}
	}
	a, err := NewAssets(time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	css, _ := a.Lookup("css/app.css")
	src, _ := FS.ReadFile("css/app.css")
	if bytes.Count(css.Data, []byte("{")) != bytes.Count(src, []byte("{")) || bytes.Contains(css.Data, []byte("/* ")) {
		t.Errorf("served app.css: %d rules of %d, comments left: %v", bytes.Count(css.Data, []byte("{")), bytes.Count(src, []byte("{")), bytes.Contains(css.Data, []byte("/* ")))
	}
}
