package handlers_test

import (
	"net/http"
	"testing"

	"sengoku/models/dbtest"
)

// /readyz follows the database on each backend: ok while it answers, 503
// once it is gone, while /healthz (the process) still answers.
func TestReadyzFollowsTheDatabase(t *testing.T) {
	t.Parallel()
	onEachBackend(t, func(t *testing.T, b dbtest.Backend) {
		ts := newTestServerOn(t, b)
		c := ts.browser(t)
		if res := c.get("/readyz"); res.status != http.StatusOK || res.body != "ok" {
			t.Fatalf("ready: %d %q", res.status, res.body)
		}
		if err := ts.db.Close(); err != nil {
			t.Fatal(err)
		}
		if res := c.get("/readyz"); res.status != http.StatusServiceUnavailable {
			t.Errorf("database closed: /readyz %d %q", res.status, res.body)
		}
		if res := c.get("/healthz"); res.status != http.StatusOK {
			t.Errorf("database closed: /healthz %d", res.status)
		}
	})
}
