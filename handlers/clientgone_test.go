package handlers_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"golang.org/x/crypto/bcrypt"

	"sengoku/handlers"
	"sengoku/models/dbtest"
)

// syncBuffer is a log the handlers write from any goroutine.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }

// A client that hangs up before its answer is no server error: its
// request is logged as 499 at info level, with no error line, while a
// request that reaches its answer keeps its own status.
func TestClientThatHangsUpIsLogged499(t *testing.T) { onEachBackend(t, testClientHangsUp) }

func testClientHangsUp(t *testing.T, backend dbtest.Backend) {
	db, err := openKeyed(t, backend.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	var log syncBuffer
	h := handlers.New(db, handlers.Options{Logger: slog.New(slog.NewTextHandler(&log, nil)), PasswordCost: bcrypt.MinCost, AccessLog: true})
	ctx, hangUp := context.WithCancel(context.Background())
	hangUp() // gone before the server reads the list of campaigns
	for _, path := range []string{"/", "/campaigns/1", "/api/campaigns/1/log"} {
		req := httptest.NewRequestWithContext(ctx, http.MethodGet, path, nil)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if w.Code < 400 {
			continue // answered from memory, without waiting on the database
		}
		if w.Code != 499 {
			t.Errorf("GET %s after the client left: %d", path, w.Code)
		}
	}
	got := log.String()
	if strings.Contains(got, "level=ERROR") || strings.Contains(got, "status=500") {
		t.Fatalf("a client that hung up logged as a server error:\n%s", got)
	}
	if !strings.Contains(got, `level=INFO msg=request method=GET route=/ status=499`) {
		t.Fatalf("no access log line with 499 at info level:\n%s", got)
	}
	// A client that stays gets its page, logged with its own status.
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/", nil))
	if w.Code != http.StatusOK || !strings.Contains(log.String(), "route=/ status=200") {
		t.Fatalf("home page: %d\n%s", w.Code, log.String())
	}
}
