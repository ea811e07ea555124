package main

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// browserContext starts headless Debian chromium for a real-browser test,
// or skips when it is not installed (./test.sh installs it) or the tests
// run with -short (./test.sh quick: no browser walks).
func browserContext(t *testing.T, width, height int64) context.Context {
	t.Helper()
	return browserContextFor(t, width, height, 90*time.Second)
}

// browserContextFor is browserContext for a test that needs more (or less)
// than 90 s in its browser.
func browserContextFor(t *testing.T, width, height int64, limit time.Duration) context.Context {
	t.Helper()
	if testing.Short() {
		t.Skip("a browser test: skipped with -short (./test.sh quick)")
	}
	path, err := exec.LookPath("chromium")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("chromium is not installed: run ./test.sh")
		}
		t.Skip("chromium not installed; ./test.sh installs it")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(int(width), int(height)),
	)
	// A busy machine (the whole suite on two cores) can take chromium past
	// chromedp's 20 s default to print its DevTools address: allow a
	// minute, and start once more on the rare start that still fails.
	opts = append(opts, chromedp.WSURLReadTimeout(time.Minute))
	var ctx context.Context
	for attempt := 1; attempt <= browserStarts; attempt++ {
		if ctx, err = startBrowser(t, opts, limit); err == nil {
			break
		}
		t.Logf("start chromium (attempt %d of %d): %v", attempt, browserStarts, err)
	}
	if err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	// Irreversible steps ask for a confirmation: the person at the keyboard
	// says yes (a test that checks the wording records the dialogs too).
	chromedp.ListenTarget(ctx, func(ev any) {
		if _, ok := ev.(*page.EventJavascriptDialogOpening); ok {
			go func() { _ = chromedp.Run(ctx, page.HandleJavaScriptDialog(true)) }()
		}
	})
	failOnCSPViolations(t, ctx)
	return ctx
}

// browserStarts is how many times browserContextFor tries to start
// chromium before the test fails.
const browserStarts = 2

// startBrowser starts one chromium with opts and its first tab, which
// lives for limit at the most; the browser ends with the test, or at once
// when it does not start.
func startBrowser(t *testing.T, opts []chromedp.ExecAllocatorOption, limit time.Duration) (context.Context, error) {
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTimeout := context.WithTimeout(ctx, limit)
	stop := func() {
		cancelTimeout()
		cancelCtx()
		cancelAlloc()
	}
	if err := chromedp.Run(ctx); err != nil {
		stop()
		return nil, err
	}
	t.Cleanup(stop)
	return ctx, nil
}

// cspBinding is the function through which a page reports the content
// security policy violations it sees.
const cspBinding = "sengokuCSPViolation"

// failOnCSPViolations makes t fail on any content security policy
// violation the browser reports in the tab ctx (or in a tab later opened
// from it with newTab): an inline script, style or handler the policy
// blocked means a page that does not work as written.
func failOnCSPViolations(t *testing.T, ctx context.Context) {
	t.Helper()
	var mu sync.Mutex
	var violations []string
	chromedp.ListenTarget(ctx, func(ev any) {
		if e, ok := ev.(*runtime.EventBindingCalled); ok && e.Name == cspBinding {
			mu.Lock()
			violations = append(violations, e.Payload)
			mu.Unlock()
		}
	})
	report := `document.addEventListener("securitypolicyviolation", (e) => ` + cspBinding +
		`(e.documentURI + ": " + e.violatedDirective + " blocked " + (e.blockedURI || "inline") + " " + (e.sample || "") + " at line " + e.lineNumber));`
	err := chromedp.Run(ctx,
		runtime.AddBinding(cspBinding),
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(report).Do(ctx)
			return err
		}),
	)
	if err != nil {
		t.Fatalf("watch for CSP violations: %v", err)
	}
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, v := range violations {
			t.Errorf("content security policy violation: %s", v)
		}
	})
}

// newTab opens another tab in ctx's browser (sharing its cookies), watched
// for CSP violations like the first.
func newTab(t *testing.T, ctx context.Context) context.Context {
	t.Helper()
	tab, cancel := chromedp.NewContext(ctx)
	t.Cleanup(cancel)
	failOnCSPViolations(t, tab)
	return tab
}

// createCampaignInBrowser fills the create form as a game master would.
func createCampaignInBrowser(t *testing.T, ctx context.Context, base string) {
	t.Helper()
	players := map[string]string{"Hojo": "Ada", "Uesugi": "Bruno", "Takeda": "Carla", "Imagawa": "Dario", "Mori": "Elena", "Shimazu": "Franco"}
	actions := []chromedp.Action{
		chromedp.Navigate(base + "/"),
		chromedp.Click(`[data-testid="new-campaign"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="new-campaign-form"]`, chromedp.ByQuery),
		chromedp.SendKeys(`input[name="name"]`, "Kawanakajima", chromedp.ByQuery),
	}
	for clan, name := range players {
		actions = append(actions, chromedp.SendKeys(`input[name="player.`+clan+`"]`, name, chromedp.ByQuery))
	}
	actions = append(actions,
		chromedp.SendKeys(`input[name="gm_password"]`, "shingen-kenshin", chromedp.ByQuery),
		chromedp.SendKeys(`input[name="gm_password2"]`, "shingen-kenshin", chromedp.ByQuery),
		chromedp.Click(`[data-testid="create"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`svg.map`, chromedp.ByQuery),
	)
	if err := chromedp.Run(ctx, actions...); err != nil {
		t.Fatalf("create campaign: %v", err)
	}
}

func TestBrowserCampaignFoundation(t *testing.T) {
	base := startServer(t)
	ctx := browserContext(t, 390, 844) // a phone
	createCampaignInBrowser(t, ctx, base)

	var provinces int
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`document.querySelectorAll('svg.map a.province').length`, &provinces),
	); err != nil {
		t.Fatal(err)
	}
	if provinces != 61 {
		t.Fatalf("map shows %d provinces", provinces)
	}

	// Open a province's detail: htmx swaps it in beside the map.
	var detail string
	if err := chromedp.Run(ctx,
		chromedp.Click(`svg.map a[data-province="17"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#detail [data-testid="province-detail"]`, chromedp.ByQuery),
		chromedp.Text(`#detail [data-testid="province-detail"]`, &detail, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("province detail: %v", err)
	}
	if !strings.Contains(detail, "Kai") || !strings.Contains(detail, "Takeda") {
		t.Fatalf("detail: %q", detail)
	}

	// Switch to English and back to Italian.
	var tab string
	if err := chromedp.Run(ctx,
		chromedp.Click(`[data-testid="lang-switch"]`, chromedp.ByQuery),
		// Wait for the English page itself: the Italian one is still there
		// for a moment after the click.
		chromedp.WaitVisible(`html[lang="en"] [data-testid="tab-table"]`, chromedp.ByQuery),
		chromedp.Text(`html[lang="en"] [data-testid="role"]`, &tab, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("switch language: %v", err)
	}
	if tab != "Game master" {
		t.Fatalf("after switching to English the role reads %q", tab)
	}

	// The GM's links page gives Takeda's secret link.
	var link string
	if err := chromedp.Run(ctx,
		chromedp.Click(`[data-testid="tab-links"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`input.copy[data-clan="Takeda"]`, chromedp.ByQuery),
		chromedp.Value(`input.copy[data-clan="Takeda"]`, &link, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("links: %v", err)
	}

	// A player on another device opens it and plays Takeda.
	pctx := newTab(t, ctx) // the join link replaces the GM cookie for this campaign
	var role string
	if err := chromedp.Run(pctx,
		chromedp.Navigate(link),
		chromedp.WaitVisible(`[data-testid="own-army"]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid="role"]`, &role, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("player link: %v", err)
	}
	if !strings.Contains(role, "Takeda") {
		t.Fatalf("player sees role %q", role)
	}
}
