package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// serveUntilStopped runs the real program on the SQLite file db with extra
// flags on a free port and returns the port and a function that stops it
// (closing the database).
func serveUntilStopped(t *testing.T, db string, flags ...string) (string, func()) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	_ = ln.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	var stderr syncBuffer
	args := append([]string{"sengoku", "-addr", "127.0.0.1:" + port, "-db", db}, flags...)
	go func() { done <- run(ctx, args, func(string) string { return "" }, io.Discard, &stderr) }()
	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		if err := <-done; err != nil {
			t.Errorf("run: %v\n%s", err, stderr.String())
		}
	}
	t.Cleanup(stop)
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if res, err := http.Get("http://127.0.0.1:" + port + "/healthz"); err == nil {
			res.Body.Close()
			return port, stop
		}
	}
	t.Fatalf("server did not start:\n%s", stderr.String())
	return "", nil
}

// The join links are sealed with the key file made beside data.db: the
// database file holds no link. Started on a copy of the database without
// that key, the server still lets every player in by his link, and the
// GM's links page (on a phone) says it cannot show them; regenerating one
// shows it, and it works.
func TestBrowserLinksNeedTheKeyFileToBeShown(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "data.db")
	port, stop := serveUntilStopped(t, db)
	ctx := browserContext(t, 1280, 900)
	links := gmLinks(t, ctx, "http://localhost:"+port)
	var linksPage string
	if err := chromedp.Run(ctx, chromedp.Location(&linksPage)); err != nil {
		t.Fatal(err)
	}
	stop()
	if fi, err := os.Stat(db + ".key"); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("key file beside the database: %v %v", fi, err)
	}
	data, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	for clan, l := range links {
		if tok := l[strings.LastIndex(l, "/")+1:]; bytes.Contains(data, []byte(tok)) {
			t.Errorf("data.db holds %s's join token", clan)
		}
	}

	// The same database with another key (a copy taken elsewhere).
	port, _ = serveUntilStopped(t, db, "-key-file", filepath.Join(dir, "other.key"))
	if err := chromedp.Run(ctx, chromedp.EmulateViewport(360, 740)); err != nil {
		t.Fatal(err)
	}
	page := strings.Replace(linksPage, "localhost:"+portOf(linksPage), "localhost:"+port, 1)
	var sealed, shown int
	if err := chromedp.Run(ctx,
		chromedp.Navigate(page),
		chromedp.WaitVisible(`[data-testid="link-sealed"]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll('[data-testid="link-sealed"]').length`, &sealed),
		chromedp.Evaluate(`document.querySelectorAll('input.copy').length`, &shown),
	); err != nil {
		t.Fatalf("links page under another key: %v", err)
	}
	if sealed != 6 || shown != 0 {
		t.Errorf("under another key: %d links said unshowable, %d shown", sealed, shown)
	}
	if role := joinThroughLoopback(t, links["Uesugi"], port); !strings.Contains(role, "Uesugi") {
		t.Errorf("Uesugi's link under another key plays %q", role)
	}
	var fresh string
	if err := chromedp.Run(ctx,
		chromedp.Click(`li[data-clan="Takeda"] details.rotate summary`, chromedp.ByQuery),
		chromedp.WaitVisible(`li[data-clan="Takeda"] details.rotate button`, chromedp.ByQuery),
		chromedp.Click(`li[data-clan="Takeda"] details.rotate button`, chromedp.ByQuery),
		chromedp.WaitVisible(`input.copy[data-clan="Takeda"]`, chromedp.ByQuery),
		chromedp.Value(`input.copy[data-clan="Takeda"]`, &fresh, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("regenerate: %v", err)
	}
	if role := joinThroughLoopback(t, fresh, port); !strings.Contains(role, "Takeda") {
		t.Errorf("the regenerated link plays %q", role)
	}
}

// portOf is the port of the http URL u.
func portOf(u string) string {
	host := strings.SplitN(strings.TrimPrefix(u, "http://"), "/", 2)[0]
	_, port, _ := net.SplitHostPort(host)
	return port
}
