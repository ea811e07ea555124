package arch

import (
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// rule says what the packages matching pkgs may depend on. A pattern is an
// import path, or a path ending in "/..." for that package and every
// package below it (as the go command reads patterns).
type rule struct {
	pkgs string
	// only, when set, is everything besides the standard library the
	// packages may depend on, directly or not; their tests may import
	// nothing else either.
	only []string
	// never lists dependencies the packages' code must not reach,
	// directly or not (their tests may).
	never []string
	why   string
}

// rules is the dependency direction of the house style (STYLE.md):
// cmd → handlers → {views, campaign, tables}; models → {campaign, tables};
// campaign → tables; tables → the standard library.
var rules = []rule{
	{pkgs: "sengoku/tables/...", only: []string{"sengoku/tables", "sengoku/tables/rulebook", "sengoku/i18n"}, never: []string{"net/url"},
		why: "rule tables and calculators: the standard library, sengoku/tables, the rulebooks' sections and the catalogue (i18n) only; the web layer reads queries (query/)"},
	{pkgs: "sengoku/campaign/...", only: []string{"sengoku/campaign/...", "sengoku/tables/...", "sengoku/i18n"}, never: []string{"net/url"},
		why: "the campaign engine: no web, database or template framework"},
	{pkgs: "sengoku/tables/rulebook", only: []string{"sengoku/i18n"},
		why: "the printed rulebooks' sections, whose titles are the catalogue's (i18n): all but a leaf, that tables, views and views/pdf all cite from"},
	{pkgs: "sengoku/i18n", only: []string{},
		why: "the one catalogue of words and the language rules, a leaf that the domain, views and views/pdf all use"},
	{pkgs: "sengoku/query", only: []string{},
		why: "the query codec, a leaf that handlers and views share: the standard library only"},
	{pkgs: "sengoku/events", only: []string{},
		why: "the change notices between instances: the standard library only"},
	{pkgs: "sengoku/static", only: []string{},
		why: "the embedded files: the standard library only"},
	{pkgs: "sengoku/models/dbtest", never: []string{"sengoku/models"},
		why: "models' own tests use it"},
	{pkgs: "sengoku/models", never: []string{"sengoku/handlers/...", "sengoku/views/...", "sengoku/cmd/...", "github.com/gin-gonic/...", "github.com/a-h/templ/..."},
		why: "persistence stores and loads: no web or view code"},
	{pkgs: "sengoku/views/...", never: []string{"sengoku/handlers/...", "sengoku/models/...", "sengoku/cmd/...", "github.com/gin-gonic/...", "gorm.io/..."},
		why: "views draw view models: the handlers build them, from the database"},
	{pkgs: "sengoku/views/pdf", never: []string{"sengoku/views", "github.com/a-h/templ/..."},
		why: "the printed sheets word themselves with the catalogue (i18n) and draw the shared figures (views/figure): no page or template engine"},
	{pkgs: "sengoku/views/figure", never: []string{"sengoku/views", "sengoku/views/pdf", "github.com/a-h/templ/..."},
		why: "the figures pages and sheets both draw: no words, no template engine"},
	{pkgs: "sengoku/handlers/web", never: []string{"sengoku/handlers", "sengoku/models/...", "gorm.io/..."},
		why: "what every handler does the same way with a request and its answer (language, rendering, the query policy): a leaf under the handlers, with no server and no store"},
	{pkgs: "sengoku/handlers/...", never: []string{"sengoku/cmd/..."},
		why: "the program wires the handlers, not the other way round"},
	{pkgs: "sengoku/internal/...", never: []string{"sengoku/handlers/...", "sengoku/cmd/...", "github.com/gin-gonic/..."},
		why: "the server's background work (waking campaigns, delivering notices, purging, backups) runs beside the web layer, over the store: the program wires it"},
}

// rooms are the web layer's rooms beside the handlers' root (STYLE.md,
// Layout): what each needs of the server comes in its Deps (the store
// through the small interface it declares, the site's functions as
// fields), so it never reaches the root, which builds the Deps and
// registers the room's routes, nor another room. The site-wide middleware
// (handlers/site) and the guard of who may see a campaign
// (handlers/listing) are held to the same rules.
var rooms = []string{"sengoku/handlers/account", "sengoku/handlers/calc", "sengoku/handlers/campaigns", "sengoku/handlers/notices", "sengoku/handlers/play", "sengoku/handlers/print", "sengoku/handlers/site", "sengoku/handlers/listing"}

func init() {
	for i := range rules {
		if rules[i].pkgs == "sengoku/handlers/web" { // a leaf under every room
			rules[i].never = append(rules[i].never, rooms...)
		}
	}
	for _, room := range rooms {
		never := []string{"sengoku/handlers"}
		for _, other := range rooms {
			if other != room {
				never = append(never, other)
			}
		}
		rules = append(rules, rule{pkgs: room, never: never,
			why: "a room of the web layer: what it needs of the server and of the other rooms comes in its Deps, so it never reaches the handlers' root, which registers it, nor another room"})
	}
}

// pkg is what go list says of one package of the module.
type pkg struct {
	ImportPath   string
	Deps         []string // every dependency of its non-test code
	TestImports  []string
	XTestImports []string
}

// TestImportDirections checks every package of the module against rules,
// and that each rule still names packages (a renamed package must not
// leave its rule checking nothing).
func TestImportDirections(t *testing.T) {
	pkgs := listModule(t)
	for _, r := range rules {
		if !slices.ContainsFunc(pkgs, func(p pkg) bool { return matches(r.pkgs, p.ImportPath) }) {
			t.Errorf("rule %q names no package of the module", r.pkgs)
		}
	}
	for _, problem := range check(rules, pkgs) {
		t.Error(problem)
	}
}

// TestCheckFindsWrongDirections: the checker itself refuses what the rules
// forbid, directly or through another package, and in tests.
func TestCheckFindsWrongDirections(t *testing.T) {
	cases := []struct {
		p    pkg
		want string // "" when the package is fine
	}{
		{pkg{ImportPath: "sengoku/tables/ccsb", Deps: []string{"fmt", "sengoku/tables"}}, ""},
		{pkg{ImportPath: "sengoku/tables/ccsb", Deps: []string{"fmt", "sengoku/tables", "sengoku/tables/affinati"}}, "sengoku/tables/ccsb depends on sengoku/tables/affinati"},
		{pkg{ImportPath: "sengoku/tables/ccsb", Deps: []string{"net/url", "sengoku/tables/rulebook"}}, "sengoku/tables/ccsb depends on net/url"},
		{pkg{ImportPath: "sengoku/tables/senjutsu", TestImports: []string{"net/url", "sengoku/tables/rulebook"}}, ""},
		{pkg{ImportPath: "sengoku/query", Deps: []string{"net/url", "sengoku/tables"}}, "sengoku/query depends on sengoku/tables"},
		{pkg{ImportPath: "sengoku/tables/rulebook", Deps: []string{"sort", "sengoku/tables"}}, "sengoku/tables/rulebook depends on sengoku/tables"},
		{pkg{ImportPath: "sengoku/tables/rulebook", Deps: []string{"sort", "sengoku/i18n"}}, ""},
		{pkg{ImportPath: "sengoku/tables", Deps: []string{"github.com/a-h/templ"}}, "sengoku/tables depends on github.com/a-h/templ"},
		{pkg{ImportPath: "sengoku/tables/senjutsu", TestImports: []string{"testing", "sengoku/models/dbtest"}}, "sengoku/tables/senjutsu's tests import sengoku/models/dbtest"},
		{pkg{ImportPath: "sengoku/tables/senjutsu", XTestImports: []string{"sengoku/tables/senjutsu"}}, ""},
		{pkg{ImportPath: "sengoku/campaign", Deps: []string{"sengoku/tables", "sengoku/campaign/geo"}}, ""},
		{pkg{ImportPath: "sengoku/campaign/geo", Deps: []string{"sengoku/campaign", "gorm.io/gorm"}}, "sengoku/campaign/geo depends on gorm.io/gorm"},
		{pkg{ImportPath: "sengoku/views/pdf", Deps: []string{"sengoku/views/figure", "github.com/gin-gonic/gin"}}, "sengoku/views/pdf depends on github.com/gin-gonic/gin"},
		{pkg{ImportPath: "sengoku/views/pdf", Deps: []string{"sengoku/models"}}, "sengoku/views/pdf depends on sengoku/models"},
		{pkg{ImportPath: "sengoku/views/pdf", Deps: []string{"sengoku/i18n", "sengoku/views/figure"}}, ""},
		{pkg{ImportPath: "sengoku/views/pdf", Deps: []string{"sengoku/views", "sengoku/i18n"}}, "sengoku/views/pdf depends on sengoku/views"},
		{pkg{ImportPath: "sengoku/views/pdf", Deps: []string{"github.com/a-h/templ"}}, "sengoku/views/pdf depends on github.com/a-h/templ"},
		{pkg{ImportPath: "sengoku/models", Deps: []string{"gorm.io/gorm", "sengoku/campaign"}}, ""},
		{pkg{ImportPath: "sengoku/models", Deps: []string{"sengoku/views"}}, "sengoku/models depends on sengoku/views"},
		{pkg{ImportPath: "sengoku/handlers", Deps: []string{"sengoku/cmd/sengoku"}}, "sengoku/handlers depends on sengoku/cmd/sengoku"},
		{pkg{ImportPath: "sengoku/cmd/sengoku", Deps: []string{"sengoku/handlers", "sengoku/models"}}, ""},
		{pkg{ImportPath: "sengoku/handlers/web", Deps: []string{"sengoku/views", "sengoku/query"}}, ""},
		{pkg{ImportPath: "sengoku/handlers/web", Deps: []string{"sengoku/handlers"}}, "sengoku/handlers/web depends on sengoku/handlers"},
		{pkg{ImportPath: "sengoku/handlers/calc", Deps: []string{"sengoku/handlers/web", "sengoku/models"}}, ""},
		{pkg{ImportPath: "sengoku/handlers/calc", Deps: []string{"sengoku/handlers"}}, "sengoku/handlers/calc depends on sengoku/handlers"},
		{pkg{ImportPath: "sengoku/handlers/notices", Deps: []string{"sengoku/handlers/web", "sengoku/models", "sengoku/views"}}, ""},
		{pkg{ImportPath: "sengoku/handlers/notices", Deps: []string{"sengoku/handlers/calc"}}, "sengoku/handlers/notices depends on sengoku/handlers/calc"},
		{pkg{ImportPath: "sengoku/handlers/calc", Deps: []string{"sengoku/handlers/notices"}}, "sengoku/handlers/calc depends on sengoku/handlers/notices"},
		{pkg{ImportPath: "sengoku/handlers/notices", Deps: []string{"sengoku/handlers/account"}}, "sengoku/handlers/notices depends on sengoku/handlers/account"},
		{pkg{ImportPath: "sengoku/handlers/account", Deps: []string{"sengoku/handlers"}}, "sengoku/handlers/account depends on sengoku/handlers"},
		{pkg{ImportPath: "sengoku/handlers/web", Deps: []string{"sengoku/handlers/account"}}, "sengoku/handlers/web depends on sengoku/handlers/account"},
		{pkg{ImportPath: "sengoku/handlers", Deps: []string{"sengoku/handlers/account", "sengoku/handlers/notices", "sengoku/handlers/calc"}}, ""},
	}
	for _, c := range cases {
		got := check(rules, []pkg{c.p})
		switch {
		case c.want == "" && len(got) > 0:
			t.Errorf("%s: refused %v", c.p.ImportPath, got)
		case c.want != "" && (len(got) != 1 || !strings.HasPrefix(got[0], c.want)):
			t.Errorf("%s: got %v, want %q", c.p.ImportPath, got, c.want)
		}
	}
}

// check returns one problem for each dependency of pkgs that rules refuse.
func check(rules []rule, pkgs []pkg) []string {
	var problems []string
	for _, p := range pkgs {
		for _, r := range rules {
			if !matches(r.pkgs, p.ImportPath) {
				continue
			}
			for _, d := range p.Deps {
				if !r.allows(d) {
					problems = append(problems, p.ImportPath+" depends on "+d+" ("+r.why+")")
				}
			}
			if r.only == nil {
				continue
			}
			for _, d := range append(slices.Clone(p.TestImports), p.XTestImports...) {
				if d != p.ImportPath && !r.inOnly(d) {
					problems = append(problems, p.ImportPath+"'s tests import "+d+" ("+r.why+")")
				}
			}
		}
	}
	return problems
}

// allows reports whether the code of a package under r may depend on dep.
func (r rule) allows(dep string) bool {
	if anyOf(r.never, dep) {
		return false
	}
	return r.only == nil || r.inOnly(dep)
}

// inOnly reports whether dep is in the standard library or r.only.
func (r rule) inOnly(dep string) bool { return standard(dep) || anyOf(r.only, dep) }

// anyOf reports whether p matches one of patterns.
func anyOf(patterns []string, p string) bool {
	return slices.ContainsFunc(patterns, func(pat string) bool { return matches(pat, p) })
}

// matches reports whether the import path p matches pattern.
func matches(pattern, p string) bool {
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return p == base || strings.HasPrefix(p, base+"/")
	}
	return p == pattern
}

// standard reports whether p is in the standard library: its first element
// has no dot, and it is not the module's own.
func standard(p string) bool {
	first, _, _ := strings.Cut(p, "/")
	return !strings.Contains(first, ".") && first != "sengoku"
}

// listModule asks the go command for every package of the module.
func listModule(t *testing.T) []pkg {
	t.Helper()
	out, err := exec.Command("go", "list", "-json=ImportPath,Deps,TestImports,XTestImports", "sengoku/...").Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			t.Fatalf("go list: %v\n%s", err, ee.Stderr)
		}
		t.Fatalf("go list: %v", err)
	}
	var pkgs []pkg
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p pkg
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatalf("read go list's answer: %v", err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) < 10 {
		t.Fatalf("go list found %d packages", len(pkgs))
	}
	return pkgs
}
