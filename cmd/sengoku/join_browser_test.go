package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"sengoku/handlers/site"
)

// startServerAs runs the real program with extra flags on a free port,
// listening on every interface as a club's laptop does, and returns the
// port and what it printed at start-up. Tests send traffic to loopback only.
func startServerAs(t *testing.T, flags ...string) (port string, stdout *syncBuffer) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	_, port, _ = net.SplitHostPort(ln.Addr().String())
	_ = ln.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	stdout = &syncBuffer{}
	var stderr syncBuffer
	args := append([]string{"sengoku", "-addr", ":" + port, "-db", filepath.Join(t.TempDir(), "data.db")}, flags...)
	go func() { done <- run(ctx, args, func(string) string { return "" }, stdout, &stderr) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("run: %v", err)
		}
	})
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := http.Get("http://127.0.0.1:" + port + "/healthz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return port, stdout
			}
		}
		select {
		case err := <-done:
			t.Fatalf("server stopped: %v\n%s", err, stderr.String())
		case <-time.After(50 * time.Millisecond):
		}
	}
	t.Fatal("server did not become healthy")
	return "", nil
}

// gmLinks creates a campaign in ctx at base and opens its links page: the
// link of each clan.
func gmLinks(t *testing.T, ctx context.Context, base string) map[string]string {
	t.Helper()
	createCampaignInBrowser(t, ctx, base)
	var links map[string]string
	if err := chromedp.Run(ctx,
		chromedp.Click(`[data-testid="tab-links"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`svg.qr`, chromedp.ByQuery),
		chromedp.Evaluate(`Object.fromEntries([...document.querySelectorAll('input.copy')].map(i => [i.dataset.clan, i.value]))`, &links),
	); err != nil {
		t.Fatalf("links page: %v", err)
	}
	if len(links) != 6 {
		t.Fatalf("%d links", len(links))
	}
	return links
}

// joinThroughLoopback opens link in a browser of its own (another
// person's phone: no cookies shared) with its host replaced by this
// computer's loopback address, and returns the role the page names.
func joinThroughLoopback(t *testing.T, link, port string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	u.Scheme, u.Host = "http", "127.0.0.1:"+port
	pctx := browserContext(t, 360, 740)
	var role string
	if err := chromedp.Run(pctx,
		chromedp.Navigate(u.String()),
		chromedp.WaitVisible(`[data-testid="own-army"]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid="role"]`, &role, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("join by %s: %v", u, err)
	}
	return role
}

// A GM on a phone-sized window opens the links page through localhost:
// the links are built from an address other devices reach, the one the
// start-up line printed, and a second device joins by Takeda's link.
func TestBrowserJoinLinksReachPhones(t *testing.T) {
	port, stdout := startServerAs(t)
	ctx := browserContext(t, 360, 740)
	// Headless chromium's window is never narrower than 500 px: emulate
	// the phone's viewport.
	if err := chromedp.Run(ctx, chromedp.EmulateViewport(360, 740)); err != nil {
		t.Fatal(err)
	}
	links := gmLinks(t, ctx, "http://localhost:"+port)

	u, err := url.Parse(links["Takeda"])
	if err != nil || site.IsLoopbackHost(u.Host) {
		t.Fatalf("Takeda's link %q is built from a loopback address", links["Takeda"])
	}
	if !strings.Contains(stdout.String(), "open: http://"+u.Host+"\n") {
		t.Errorf("link host %s is not the address the start-up line gives:\n%s", u.Host, stdout.String())
	}
	var warned bool
	var overflow, width int
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`!!document.querySelector('[data-testid="local-only"]')`, &warned),
		chromedp.Evaluate(`window.innerWidth`, &width),
		chromedp.Evaluate(`document.documentElement.scrollWidth - window.innerWidth`, &overflow),
	); err != nil {
		t.Fatal(err)
	}
	if warned || overflow > 0 || width != 360 {
		t.Errorf("local-only warning %v; page %d px wider than a %d px phone", warned, overflow, width)
	}
	if role := joinThroughLoopback(t, links["Takeda"], port); !strings.Contains(role, "Takeda") {
		t.Errorf("the second device plays %q", role)
	}
}

// Behind a proxy the links carry the configured public address, and the
// players' copy and share tools and the confirmed regeneration work at
// desktop width.
func TestBrowserJoinLinksPublicURLAndRegenerate(t *testing.T) {
	port, _ := startServerAs(t, "-url", "https://sengoku.example.org")
	ctx := browserContext(t, 1280, 900)
	links := gmLinks(t, ctx, "http://localhost:"+port)
	for clan, l := range links {
		if !strings.HasPrefix(l, "https://sengoku.example.org/join/") {
			t.Errorf("%s's link %q ignores the public URL", clan, l)
		}
	}

	// Copy: the script shows the button, and a click says it copied.
	var copied string
	if err := chromedp.Run(ctx,
		chromedp.WaitVisible(`li[data-clan="Takeda"] button[data-copy]`, chromedp.ByQuery),
		chromedp.Click(`li[data-clan="Takeda"] button[data-copy]`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelector('li[data-clan="Takeda"] button[data-copy]').textContent === 'Copiato'`, nil, chromedp.WithPollingTimeout(5*time.Second)),
		chromedp.Text(`li[data-clan="Takeda"] button[data-copy]`, &copied, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("copy: %v", err)
	}
	if copied != "Copiato" {
		t.Errorf("copy button reads %q", copied)
	}

	// Regenerate: the first click only opens the confirmation.
	var consequence, fresh string
	if err := chromedp.Run(ctx,
		chromedp.Click(`li[data-clan="Takeda"] details.rotate summary`, chromedp.ByQuery),
		chromedp.WaitVisible(`li[data-clan="Takeda"] details.rotate button`, chromedp.ByQuery),
		chromedp.Text(`li[data-clan="Takeda"] details.rotate p`, &consequence, chromedp.ByQuery),
		chromedp.Click(`li[data-clan="Takeda"] details.rotate button`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelector('input.copy[data-clan="Takeda"]').value !== `+jsString(links["Takeda"]), nil, chromedp.WithPollingTimeout(10*time.Second)),
		chromedp.Value(`input.copy[data-clan="Takeda"]`, &fresh, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("regenerate: %v", err)
	}
	if !strings.Contains(consequence, "Carla") {
		t.Errorf("the confirmation does not say who needs the new link: %q", consequence)
	}
	if role := joinThroughLoopback(t, fresh, port); !strings.Contains(role, "Takeda") {
		t.Errorf("the new link plays %q", role)
	}
	old, _ := url.Parse(links["Takeda"])
	res, err := http.Get("http://127.0.0.1:" + port + old.Path)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode == http.StatusOK && !strings.Contains(string(body), "non è valido") || res.StatusCode == http.StatusSeeOther {
		t.Errorf("the old link still works: %d", res.StatusCode)
	}
}
