package handlers_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"sengoku/models/dbtest"
)

// suiteBackend is the database backend the handler tests run on: the
// whole suite runs once per backend (TestMain), so that every page, route,
// export and PDF is tested on SQLite and on PostgreSQL alike, with no test
// copied. Set only by TestMain, between runs.
var suiteBackend = dbtest.SQLite

// TestMain runs the suite on each backend: SQLite, then PostgreSQL when a
// test server is configured (SENGOKU_TEST_POSTGRES; always under CI, where a
// missing one fails). SENGOKU_TEST_BACKENDS=sqlite or =postgres runs one.
func TestMain(m *testing.M) {
	code := 0
	for _, b := range suiteBackends() {
		suiteBackend = b
		fmt.Printf("handler suite on %s\n", b.Name)
		if c := m.Run(); c != 0 {
			code = c
		}
	}
	os.Exit(code)
}

func suiteBackends() []dbtest.Backend {
	only := os.Getenv("SENGOKU_TEST_BACKENDS")
	var out []dbtest.Backend
	for _, b := range dbtest.Backends() {
		if only != "" && !strings.Contains(only, b.Name) {
			continue
		}
		if b.Name != dbtest.SQLite.Name && only == "" && os.Getenv(dbtest.PostgresEnv) == "" && os.Getenv("CI") == "" {
			continue // no PostgreSQL here: dbtest would skip every test
		}
		out = append(out, b)
	}
	return out
}
