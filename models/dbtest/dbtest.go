// Package dbtest gives tests the address of a fresh, empty database on
// each backend the application supports, so that one test body runs against
// SQLite and PostgreSQL alike. It does not import models, so that models'
// own tests can use it.
//
// PostgreSQL comes from SENGOKU_TEST_POSTGRES (a postgres:// URL of a
// server the tests may create schemas in; ./test.sh starts a throwaway one).
// Without it the PostgreSQL runs are skipped, unless CI is set: there a
// missing PostgreSQL is a failure.
package dbtest

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
)

// PostgresEnv names the variable holding the test server's URL.
const PostgresEnv = "SENGOKU_TEST_POSTGRES"

// Backend is a kind of database the application runs on.
type Backend struct {
	Name string
	dsn  func(t testing.TB) string
}

// Backends lists every backend, SQLite first.
func Backends() []Backend {
	return []Backend{SQLite, Postgres}
}

var (
	// SQLite is a file in the test's temporary directory.
	SQLite = Backend{Name: "sqlite", dsn: func(t testing.TB) string {
		return filepath.Join(t.TempDir(), "test.db")
	}}
	// Postgres is a schema of its own on the test server, dropped at the
	// end of the test.
	Postgres = Backend{Name: "postgres", dsn: postgresSchema}
)

// DSN returns the address of a fresh, empty database on b, removed when t
// ends; it skips t (fails it under CI) when b is not available.
func (b Backend) DSN(t testing.TB) string {
	t.Helper()
	return b.dsn(t)
}

// Each runs fn as a subtest on every backend, named after it.
func Each(t *testing.T, fn func(t *testing.T, b Backend)) {
	t.Helper()
	for _, b := range Backends() {
		t.Run(b.Name, func(t *testing.T) { fn(t, b) })
	}
}

// PostgresURL returns the test server's URL, skipping t (failing it under
// CI) when there is none.
func PostgresURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv(PostgresEnv)
	if base == "" {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not set: under CI the PostgreSQL tests must run (./test.sh starts a server)", PostgresEnv)
		}
		t.Skipf("%s not set: PostgreSQL tests skipped", PostgresEnv)
	}
	return base
}

// postgresSchema creates a schema with a random name on the test server
// and returns a URL whose connections use it, so that tests running at the
// same time never see each other's tables.
func postgresSchema(t testing.TB) string {
	t.Helper()
	u := scratch(t, "SCHEMA", " CASCADE")
	q := u.Query()
	q.Set("search_path", u.Fragment)
	u.RawQuery, u.Fragment = q.Encode(), ""
	return u.String()
}

// EachAlone is Each with PostgreSQL in a database of its own rather than a
// schema: for a test that measures what a vacuum leaves, since a vacuum
// keeps the dead rows any open transaction of the same database may
// still see, and the tests running beside it share the server's database.
func EachAlone(t *testing.T, fn func(t *testing.T, b Backend)) {
	t.Helper()
	for _, b := range []Backend{SQLite, {Name: Postgres.Name, dsn: postgresDatabase}} {
		t.Run(b.Name, func(t *testing.T) { fn(t, b) })
	}
}

// postgresDatabase creates a database with a random name on the test
// server and returns its URL; the database is dropped at the end of t.
func postgresDatabase(t testing.TB) string {
	t.Helper()
	u := scratch(t, "DATABASE", " WITH (FORCE)")
	u.Path, u.Fragment = "/"+u.Fragment, ""
	return u.String()
}

// scratch creates a kind ("SCHEMA" or "DATABASE") with a random name on
// the test server, dropped (with drop's clause) when t ends, and returns
// the server's URL with the name as its fragment.
func scratch(t testing.TB, kind, drop string) *url.URL {
	t.Helper()
	base := PostgresURL(t)
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("parse %s: %v", PostgresEnv, err)
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("connect to %s: %v", PostgresEnv, err)
	}
	t.Cleanup(func() { _ = admin.Close() })
	var b [8]byte
	_, _ = rand.Read(b[:])
	name := "test_" + hex.EncodeToString(b[:])
	if _, err := admin.Exec("CREATE " + kind + " " + name); err != nil {
		t.Fatalf("create %s on %s: %v", kind, PostgresEnv, err)
	}
	// Registered before the caller opens the database, so it runs after
	// the database is closed.
	t.Cleanup(func() {
		if _, err := admin.Exec("DROP " + kind + " " + name + drop); err != nil {
			t.Errorf("drop %s %s: %v", kind, name, err)
		}
	})
	u.Fragment = name
	return u
}
