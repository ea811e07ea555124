package handlers

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"math"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"sengoku/models"
)

// example is a documented curl command taken apart.
type example struct {
	method, url, body string
	headers           http.Header
	cookie            bool // it needs a session cookie ("-b")
}

// parseCurl reads the curl commands of the API documentation: -X, -H, -d,
// -b and -o, with single-quoted arguments.
func parseCurl(t *testing.T, cmd string) example {
	t.Helper()
	var args []string
	for rest := strings.TrimSpace(strings.TrimPrefix(cmd, "curl")); rest != ""; rest = strings.TrimSpace(rest) {
		if rest[0] == '\'' {
			end := strings.IndexByte(rest[1:], '\'')
			if end < 0 {
				t.Fatalf("unbalanced quote in %s", cmd)
			}
			args, rest = append(args, rest[1:end+1]), rest[end+2:]
			continue
		}
		field, after, _ := strings.Cut(rest, " ")
		args, rest = append(args, field), after
	}
	ex := example{method: http.MethodGet, headers: http.Header{}}
	for i := 0; i < len(args); i++ {
		switch a := args[i]; a {
		case "-X":
			i++
			ex.method = args[i]
		case "-H":
			i++
			k, v, _ := strings.Cut(args[i], ":")
			ex.headers.Set(k, strings.TrimSpace(v))
		case "-d":
			i++
			ex.body = args[i]
		case "-b":
			i++
			ex.cookie = true
		case "-o":
			i++
		default:
			if !strings.HasPrefix(a, "http://localhost:8080/") {
				t.Fatalf("unknown curl argument %q in %s", a, cmd)
			}
			ex.url = strings.TrimPrefix(a, "http://localhost:8080")
		}
	}
	if ex.body != "" && ex.method == http.MethodGet {
		ex.method = http.MethodPost
	}
	return ex
}

// Every example of the API documentation runs as written against a fresh
// server, in the order documented (the first creates campaign 1), and its
// answer has the documented shape: where the documented response is
// complete JSON the values agree (an abridged string, "…", only by its
// beginning); where it is abridged, its top-level keys are there. The
// examples sent with a session cookie ("-b") show a game in progress
// (a version, a player's turn): their routes are exercised by the season
// tests, so here they are only parsed.
func TestAPIExamplesWork(t *testing.T) {
	t.Parallel()
	db, err := models.Open(context.Background(), filepath.Join(t.TempDir(), "examples.db"), time.Now)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(New(db, Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost}))
	t.Cleanup(func() { srv.Close(); _ = db.Close() })

	for _, r := range apiRoutes {
		ex := parseCurl(t, r.Example)
		if ex.url == "" {
			t.Errorf("%s %s: the example has no URL", r.Method, r.Path)
			continue
		}
		if ex.method != r.Method {
			t.Errorf("%s %s: the example sends %s", r.Method, r.Path, ex.method)
		}
		body := ex.body
		if strings.Contains(body, "…") {
			t.Errorf("%s %s: the example's body is not complete", r.Method, r.Path)
			continue
		}
		req, _ := http.NewRequest(ex.method, srv.URL+ex.url, strings.NewReader(body))
		req.Header = ex.headers.Clone()
		if req.Header.Get("Origin") != "" {
			req.Header.Set("Origin", srv.URL)
		}
		// With a session cookie, or at a reader's private link (its token
		// written "…"): the notices and season tests exercise those.
		if ex.cookie || strings.Contains(ex.url, "…") {
			continue
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode >= 300 {
			t.Errorf("%s %s: the example answers %d: %.300s", r.Method, r.Path, res.StatusCode, got)
			continue
		}
		checkDocumentedResponse(t, r.Method+" "+r.Path, r.Response, got, res.Header.Get("Content-Type"), srv.URL)
	}
}

func checkDocumentedResponse(t *testing.T, route, documented string, got []byte, contentType, base string) {
	t.Helper()
	switch {
	case strings.HasPrefix(documented, "%PDF") || strings.Contains(documented, "PDF"):
		if !bytes.HasPrefix(got, []byte("%PDF-")) || contentType != "application/pdf" {
			t.Errorf("%s: documented a PDF, got %s %.40q", route, contentType, got)
		}
		return
	case !strings.HasPrefix(strings.TrimSpace(documented), "{") && !strings.HasPrefix(strings.TrimSpace(documented), "["):
		if strings.TrimSpace(string(got)) != strings.TrimSpace(documented) {
			t.Errorf("%s: documented %q, got %.200q", route, documented, got)
		}
		return
	}
	var actual any
	if err := json.Unmarshal(got, &actual); err != nil {
		t.Errorf("%s: not JSON: %.200s", route, got)
		return
	}
	// A campaign's log is documented as it stands in a game in progress.
	inProgress := strings.HasPrefix(route, "GET /api/campaigns/{id}/")
	var doc any
	if err := json.Unmarshal([]byte(unabridged(strings.ReplaceAll(documented, "http://localhost:8080", base))), &doc); err == nil && !inProgress {
		if diff := subset(doc, actual, ""); diff != "" {
			t.Errorf("%s: the documented response disagrees with the real one at %s", route, diff)
		}
		return
	}
	// A response abridged beyond that: its top-level keys, but for those
	// only some states have (a Shogunate claim).
	obj, _ := actual.(map[string]any)
	for _, key := range topLevelKeys(documented) {
		if _, ok := obj[key]; !ok && !optionalKeys[key] {
			t.Errorf("%s: documented key %q is not in the answer", route, key)
		}
	}
}

// unabridged drops the elisions of a documented response ("…" as a member
// or an element) so that what it does show can be compared; an elided
// string stays a string ending in "…".
func unabridged(text string) string {
	return strings.NewReplacer(",…}", "}", ",…]", "]", "[…]", "[]", "{…}", "{}", ", …}", "}", ", …]", "]").Replace(text)
}

// optionalKeys are documented keys a fresh campaign does not have yet.
var optionalKeys = map[string]bool{"shogunate": true}

// topLevelKeys lists the keys at depth one of an abridged JSON object.
func topLevelKeys(text string) []string {
	var keys []string
	depth, inString := 0, false
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case inString:
			if c == '\\' {
				i++
			} else if c == '"' {
				inString = false
			}
		case c == '"':
			if depth == 1 {
				if m := jsonKey.FindStringSubmatch(text[i:]); m != nil && strings.HasPrefix(text[i:], m[0]) {
					keys = append(keys, m[1])
					i += len(m[0]) - 1
					continue
				}
			}
			inString = true
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			depth--
		}
	}
	return keys
}

// subset reports where doc is not contained in actual ("" if it is):
// every documented key present with the same value; lists compared by
// their documented elements.
func subset(doc, actual any, at string) string {
	switch d := doc.(type) {
	case map[string]any:
		a, ok := actual.(map[string]any)
		if !ok {
			return at + " (not an object)"
		}
		for k, v := range d {
			av, ok := a[k]
			if !ok {
				return at + "." + k + " (missing)"
			}
			if diff := subset(v, av, at+"."+k); diff != "" {
				return diff
			}
		}
		return ""
	case []any:
		a, ok := actual.([]any)
		if !ok || len(a) < len(d) {
			return at + " (list)"
		}
		for i := range d {
			if diff := subset(d[i], a[i], at+"["+strconv.Itoa(i)+"]"); diff != "" {
				return diff
			}
		}
		return ""
	}
	if d, ok := doc.(string); ok && strings.Contains(d, "…") {
		a, ok := actual.(string)
		if !ok || !strings.HasPrefix(a, strings.SplitN(d, "…", 2)[0]) {
			return at + " (documented " + toJSON(doc) + ", got " + toJSON(actual) + ")"
		}
		return ""
	}
	if d, ok := doc.(float64); ok {
		// A documented probability is rounded to 4 decimals.
		if a, ok := actual.(float64); ok && math.Abs(a-d) <= 5e-5 {
			return ""
		}
	}
	if !reflect.DeepEqual(doc, actual) {
		return at + " (documented " + toJSON(doc) + ", got " + toJSON(actual) + ")"
	}
	return ""
}

// jsonKey finds the keys of a (possibly abridged) JSON text.
var jsonKey = regexp.MustCompile(`"([A-Za-z][A-Za-z0-9_.]*)":`)

func toJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
