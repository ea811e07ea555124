package handlers

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"sengoku/models"
)

// updateCompat rewrites the golden answers of TestAPICompatibility
// (go test ./handlers -run TestAPICompatibility -update) and docs/api.md's
// API reference (TestAPIRoutesMarkdown).
var updateCompat = flag.Bool("update", false, "rewrite the golden answers under testdata/compat")

// compatCase is one request of the public calculator and print API whose
// answer is frozen under testdata/compat/<name>.txt.
type compatCase struct {
	name, method, url, body string
}

// compatCases are the documented examples of every /api/calc and
// /api/print route, then the edges of the query policy on each: booleans
// spelled on/yes/YES, a repeated key, an unknown key (mistyped and
// unrelated), an undecodable value, a broken escape and a rule violation.
func compatCases(t *testing.T) []compatCase {
	var cases []compatCase
	for _, r := range apiRoutes {
		if !strings.HasPrefix(r.Path, "/api/calc/") && !strings.HasPrefix(r.Path, "/api/print/") {
			continue
		}
		ex := parseCurl(t, r.Example)
		cases = append(cases, compatCase{name: "example" + compatName(r.Method+r.Path), method: r.Method, url: ex.url, body: ex.body})
	}
	return append(cases, compatEdgeCases...)
}

var compatEdgeCases = []compatCase{
	// C&C Samurai Battles.
	{name: "ccsb-bool-on", url: "/api/calc/ccsb/combat?att=SSpC&insp=on&tgt=AB"},
	{name: "ccsb-bool-yes", url: "/api/calc/ccsb/combat?att=SSpC&insp=yes&tgt=AB"},
	{name: "ccsb-bool-upper", url: "/api/calc/ccsb/combat?att=SSpC&insp=TRUE&tgt=AB"},
	{name: "ccsb-repeated", url: "/api/calc/ccsb/combat?att=SSpC&att=SB&tgt=AB"},
	{name: "ccsb-unknown-typo", url: "/api/calc/ccsb/combat?att=SSpC&tgt=AB&Insp=true"},
	{name: "ccsb-unknown", url: "/api/calc/ccsb/combat?att=SSpC&tgt=AB&zzz=1"},
	{name: "ccsb-undecodable", url: "/api/calc/ccsb/combat?att=SSpC&tgt=AB&range=far"},
	{name: "ccsb-escape", url: "/api/calc/ccsb/combat?att=SSpC&tgt=AB%zz"},
	{name: "ccsb-rule", url: "/api/calc/ccsb/combat?att=SSpC&tgt=AB&attBlocks=9"},
	{name: "ccsb-reference-unknown", url: "/api/calc/ccsb/reference?units=1"},
	// Sekigahara.
	{name: "seki-move-bool-on", url: "/api/calc/sekigahara/move?blocks=7&mainRoad=on"},
	{name: "seki-move-bool-yes", url: "/api/calc/sekigahara/move?blocks=7&mainRoad=yes"},
	{name: "seki-move-bool-upper", url: "/api/calc/sekigahara/move?blocks=7&mainRoad=True"},
	{name: "seki-move-repeated", url: "/api/calc/sekigahara/move?blocks=7&blocks=8"},
	{name: "seki-move-unknown-typo", url: "/api/calc/sekigahara/move?blocks=7&mainroad=true"},
	{name: "seki-move-unknown", url: "/api/calc/sekigahara/move?blocks=7&zzz=1"},
	{name: "seki-move-undecodable", url: "/api/calc/sekigahara/move?blocks=seven"},
	{name: "seki-move-rule", url: "/api/calc/sekigahara/move?blocks=99"},
	{name: "seki-battle-bad-deployments", url: "/api/calc/sekigahara/battle?attacker=ishida&deployments=zz"},
	{name: "seki-reinf-undecodable", url: "/api/calc/sekigahara/reinforcement?week=3&ishida.hand=x"},
	{name: "seki-reference-unknown", url: "/api/calc/sekigahara/reference?movement=1"},
	// Senjutsu.
	{name: "senjutsu-order-repeated", url: "/api/calc/senjutsu/order?code=1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1&code=1"},
	{name: "senjutsu-order-unknown-typo", url: "/api/calc/senjutsu/order?code=1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1&weapon_ties=before_type"},
	{name: "senjutsu-order-option", url: "/api/calc/senjutsu/order?code=1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1&weapon_tie=before_type"},
	{name: "senjutsu-order-bad-option", url: "/api/calc/senjutsu/order?code=1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1&weapon_tie=sometimes"},
	{name: "senjutsu-order-no-code", url: "/api/calc/senjutsu/order"},
	{name: "senjutsu-order-bad-code", url: "/api/calc/senjutsu/order?code=zz"},
	{name: "senjutsu-reference-unknown", url: "/api/calc/senjutsu/reference?x=1"},
	{name: "senjutsu-duel-not-json", method: "POST", url: "/api/calc/senjutsu/duel", body: "{"},
	{name: "senjutsu-duel-unknown-field", method: "POST", url: "/api/calc/senjutsu/duel", body: `{"setup":{"fighters":[]},"actionz":[]}`},
	{name: "senjutsu-duel-rule", method: "POST", url: "/api/calc/senjutsu/duel", body: `{"setup":{"fighters":[]},"actions":[]}`},
	// SAMURAI (Affinati).
	{name: "affinati-bool-on", url: "/api/calc/affinati/combat?a.troop=mountedSamurai&a.general=on&b.troop=ashigaru&da=5&db=2"},
	{name: "affinati-bool-yes", url: "/api/calc/affinati/combat?a.troop=mountedSamurai&a.general=YES&b.troop=ashigaru&da=5&db=2"},
	{name: "affinati-repeated", url: "/api/calc/affinati/combat?a.troop=mountedSamurai&b.troop=ashigaru&da=5&da=6&db=2"},
	{name: "affinati-unknown-typo", url: "/api/calc/affinati/combat?a.troop=mountedSamurai&b.troop=ashigaru&da=5&db=2&a.generl=true"},
	{name: "affinati-unknown", url: "/api/calc/affinati/combat?a.troop=mountedSamurai&b.troop=ashigaru&da=5&db=2&zzz=1"},
	{name: "affinati-undecodable", url: "/api/calc/affinati/combat?a.troop=mountedSamurai&b.troop=ashigaru&da=five&db=2"},
	{name: "affinati-undecodable-bool", url: "/api/calc/affinati/combat?a.troop=mountedSamurai&a.general=maybe&b.troop=ashigaru&da=5&db=2"},
	{name: "affinati-escape", url: "/api/calc/affinati/combat?a.troop=mountedSamurai%zz"},
	{name: "affinati-rule", url: "/api/calc/affinati/combat?a.troop=dragons&b.troop=ashigaru&da=5&db=2"},
	{name: "affinati-army-rule", url: "/api/calc/affinati/army?list=samurai-1500&mountedSamurai=40"},
	{name: "affinati-pip-bool-on", url: "/api/calc/affinati/pip?far=on"},
	{name: "affinati-options-unknown", url: "/api/calc/affinati/options?x=1"},
	// Art of Tactic.
	{name: "aot-bool-on", url: "/api/calc/aot/fortitude?test=cas&cas=2&models=6&fort=10&cmdr=on"},
	{name: "aot-bool-yes", url: "/api/calc/aot/fortitude?test=cas&cas=2&models=6&fort=10&cmdr=Yes"},
	{name: "aot-repeated", url: "/api/calc/aot/fortitude?test=cas&cas=2&models=6&models=5&fort=10"},
	{name: "aot-unknown-typo", url: "/api/calc/aot/fortitude?test=cas&cas=2&model=6&fort=10"},
	{name: "aot-unknown", url: "/api/calc/aot/fortitude?test=cas&cas=2&models=6&fort=10&zzz=1"},
	{name: "aot-undecodable", url: "/api/calc/aot/fortitude?test=cas&cas=two&models=6&fort=10"},
	{name: "aot-escape", url: "/api/calc/aot/fortitude?test=cas%zz"},
	{name: "aot-rule", url: "/api/calc/aot/fortitude?test=cas&cas=9&models=6&fort=10"},
	{name: "aot-attack-unknown-unit-field", url: "/api/calc/aot/attack?a1.card=lib:cavalry&a1.order=assault&t.kind=inf&t.models=6&t.def=1&t.fort=10&a1.modles=3"},
	{name: "aot-attack-own-card", url: "/api/calc/aot/attack?a1.card=my:1&t.kind=inf&t.models=6&t.def=1&t.fort=10"},
	{name: "aot-options-unknown", url: "/api/calc/aot/options?x=1"},
	// Printables.
	{name: "print-reference-bool-yes", url: "/api/print/affinati/reference?figures=25mm&units=in&allowDismount=yes&lang=en"},
	{name: "print-reference-repeated", url: "/api/print/affinati/reference?figures=25mm&figures=15mm"},
	{name: "print-reference-unknown-typo", url: "/api/print/affinati/reference?figure=25mm"},
	{name: "print-reference-escape", url: "/api/print/affinati/reference?figures=25mm%zz"},
	{name: "print-reference-rule", url: "/api/print/affinati/reference?figures=30mm"},
	{name: "print-slips-undecodable", url: "/api/print/campaign/slips?count=many"},
	{name: "print-slips-rule", url: "/api/print/campaign/slips?count=100000"},
	{name: "print-slips-repeated", url: "/api/print/campaign/slips?count=2&count=3"},
	{name: "print-cards-unknown", url: "/api/print/campaign/cards?papr=a4"},
	{name: "print-ledger-unknown-clan", url: "/api/print/campaign/1/ledger?clan=Nobody"},
	{name: "print-booklet-unknown-param", method: "POST", url: "/api/print/aot/booklet?sise=half", body: `{"units":[{"card":"lib:yari","number":1}]}`},
	{name: "print-booklet-unknown-field", method: "POST", url: "/api/print/aot/booklet", body: `{"units":[{"card":"lib:yari","number":1}],"sise":"half"}`},
	{name: "print-booklet-rule", method: "POST", url: "/api/print/aot/booklet", body: `{"units":[]}`},
	{name: "print-roster-type", method: "POST", url: "/api/print/affinati/roster", body: `{"list":"samurai-1500","ashigaru":"three"}`},
	{name: "print-roster-rule", method: "POST", url: "/api/print/affinati/roster", body: `{"list":"samurai-1500","ashigaru":40}`},
}

var compatNameRE = regexp.MustCompile(`[^a-z0-9]+`)

func compatName(s string) string {
	return strings.TrimRight(compatNameRE.ReplaceAllString(strings.ToLower(s), "-"), "-")
}

// TestAPICompatibility freezes the answers of the public calculator and
// print API (status, content type, body; a PDF by its text): a change to
// how queries are read shows here as a golden file rewritten by -update,
// to be reviewed.
func TestAPICompatibility(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is needed to compare the PDFs")
	}
	srv, client := compatServer(t)
	seen := map[string]bool{}
	for _, tc := range compatCases(t) {
		if seen[tc.name] {
			t.Fatalf("two cases named %s", tc.name)
		}
		seen[tc.name] = true
		got := compatAnswer(t, client, srv.URL, tc)
		golden := filepath.Join("testdata", "compat", tc.name+".txt")
		if *updateCompat {
			if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Errorf("%s: %v (run with -update to write it)", tc.name, err)
			continue
		}
		if got != string(want) {
			t.Errorf("%s %s: the answer changed\n--- want\n%.2000s\n--- got\n%.2000s", tc.method, tc.url, want, got)
		}
	}
}

// compatServer is a fresh server at a fixed time with campaign 1 created
// by the documented example, and a client holding its GM session.
func compatServer(t *testing.T) (*httptest.Server, *http.Client) {
	db, err := models.Open(context.Background(), filepath.Join(t.TempDir(), "compat.db"), time.Now)
	if err != nil {
		t.Fatal(err)
	}
	now := func() time.Time { return time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC) }
	srv := httptest.NewServer(New(db, Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost, Now: now}))
	t.Cleanup(func() { srv.Close(); _ = db.Close() })
	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar}
	for _, r := range campaignAPIRoutes {
		if r.Method == http.MethodPost && r.Path == "/api/campaigns" {
			ex := parseCurl(t, r.Example)
			got := compatAnswer(t, client, srv.URL, compatCase{method: ex.method, url: ex.url, body: ex.body})
			if !strings.HasPrefix(got, "201") && !strings.HasPrefix(got, "200") {
				t.Fatalf("creating the campaign: %.300s", got)
			}
		}
	}
	return srv, client
}

// compatAnswer sends tc and writes its answer as text: the status, the
// content type, then the body (JSON indented, a PDF as pdftotext reads it).
func compatAnswer(t *testing.T, client *http.Client, base string, tc compatCase) string {
	t.Helper()
	method := tc.method
	if method == "" {
		method = http.MethodGet
	}
	req, err := http.NewRequest(method, base+tc.url, strings.NewReader(tc.body))
	if err != nil {
		t.Fatal(err)
	}
	if tc.body != "" {
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Origin", base)
	}
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	ct := res.Header.Get("Content-Type")
	var text string
	switch {
	case strings.HasPrefix(ct, "application/pdf"):
		text = pdfText(t, body)
	case strings.HasPrefix(ct, "application/json"):
		var buf bytes.Buffer
		if json.Indent(&buf, body, "", "  ") == nil {
			text = buf.String()
		} else {
			text = string(body)
		}
	default:
		text = string(body)
	}
	return fmt.Sprintf("%d\n%s\n\n%s\n", res.StatusCode, ct, strings.TrimRight(text, "\n"))
}

// pdfText is the text of a PDF as pdftotext lays it out, with its page
// count: the bytes carry a creation date.
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	cmd := exec.Command("pdftotext", "-layout", "-", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	pages := strings.Count(string(out), "\f")
	return fmt.Sprintf("(%d pages)\n%s", pages, strings.ReplaceAll(string(out), "\f", "\n--- page ---\n"))
}
