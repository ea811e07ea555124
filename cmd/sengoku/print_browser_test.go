package main

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// pdfDownload is what the page's own fetch of a PDF link got.
type pdfDownload struct {
	PDF    string `json:"pdf"`
	Status int    `json:"status"`
	Type   string `json:"type"`
	Head   string `json:"head"`
	Size   int    `json:"size"`
}

// fetchPDFLinks downloads every a[data-pdf] of the current page with the
// page's cookies, as a click would.
func fetchPDFLinks(t *testing.T, ctx context.Context) []pdfDownload {
	t.Helper()
	const js = `(async () => {
		const out = [];
		for (const a of document.querySelectorAll('a[data-pdf]')) {
			const r = await fetch(a.href, {credentials: 'same-origin'});
			const b = new Uint8Array(await r.arrayBuffer());
			out.push({pdf: a.dataset.pdf, status: r.status, type: r.headers.get('content-type') || '',
				head: String.fromCharCode(...b.slice(0, 5)), size: b.length});
		}
		return out;
	})()`
	var got []pdfDownload
	if err := chromedp.Run(ctx, chromedp.Evaluate(js, &got, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	})); err != nil {
		t.Fatalf("fetch PDF links: %v", err)
	}
	for _, d := range got {
		if d.Status != 200 || d.Type != "application/pdf" || d.Head != "%PDF-" || d.Size < 10_000 {
			t.Errorf("%s: %+v", d.PDF, d)
		}
	}
	return got
}

func kinds(ds []pdfDownload) string {
	var ks []string
	for _, d := range ds {
		ks = append(ks, d.PDF)
	}
	return strings.Join(ks, " ")
}

// A club member opens Stampa, composes an Art of Tactic army, and downloads
// one PDF of each kind: booklet, roster, quick reference, event cards,
// slips, and a campaign's season sheet, slips and ledger.
func TestBrowserPrintables(t *testing.T) {
	base := startServer(t)
	ctx := browserContext(t, 1280, 900)

	// Stampa from the nav.
	var title string
	if err := chromedp.Run(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.Click(`header.top nav a[href="/print"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="form-booklet"]`, chromedp.ByQuery),
		chromedp.Text(`main h1`, &title, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("print page: %v", err)
	}
	if title != "Stampa" {
		t.Fatalf("title %q", title)
	}

	// Compose an army of three units and save it.
	if err := chromedp.Run(ctx,
		chromedp.Click(`[data-testid="new-army"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="army-form"]`, chromedp.ByQuery),
		chromedp.SendKeys(`[data-testid="army-name"]`, "Avanguardia Takeda", chromedp.ByQuery),
		chromedp.SetValue(`select[name="u0.card"]`, "lib:general", chromedp.ByQuery),
		chromedp.SetValue(`select[name="u1.card"]`, "lib:cavalry", chromedp.ByQuery),
		chromedp.SendKeys(`input[name="u1.number"]`, "12", chromedp.ByQuery),
		chromedp.SetValue(`select[name="u2.card"]`, "lib:archers", chromedp.ByQuery),
		chromedp.Click(`[data-testid="save-army"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid="saved"]`, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("compose army: %v", err)
	}
	got := fetchPDFLinks(t, ctx)
	if kinds(got) != "booklet" {
		t.Fatalf("army page links: %s", kinds(got))
	}

	// The print page now offers the army; every direct link downloads.
	if err := chromedp.Run(ctx,
		chromedp.Navigate(base+"/print"),
		chromedp.WaitVisible(`[data-testid="army-list"]`, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("print page with the army: %v", err)
	}
	got = fetchPDFLinks(t, ctx)
	for _, k := range []string{"booklet", "roster", "reference", "cards", "slips"} {
		if !strings.Contains(kinds(got), k) {
			t.Errorf("print page lacks a %s link: %s", k, kinds(got))
		}
	}

	// A campaign's print page: season sheet, slips, ledger.
	createCampaignInBrowser(t, ctx, base)
	var loc string
	if err := chromedp.Run(ctx, chromedp.Location(&loc)); err != nil {
		t.Fatal(err)
	}
	path := loc[strings.Index(loc, "/campaigns/"):]
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path = path[:i]
	}
	if err := chromedp.Run(ctx,
		chromedp.Navigate(base+path+"/print"),
		chromedp.WaitVisible(`[data-testid="print-season"]`, chromedp.ByQuery),
	); err != nil {
		t.Fatalf("campaign print page: %v", err)
	}
	got = fetchPDFLinks(t, ctx)
	for _, k := range []string{"season", "campaign-slips", "ledger", "cards"} {
		if !strings.Contains(kinds(got), k) {
			t.Errorf("campaign print page lacks a %s link: %s", k, kinds(got))
		}
	}
}
