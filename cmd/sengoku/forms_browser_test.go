package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// badForm is one form of the site submitted with input the server refuses
// (the browser's own checks pass): typed values by selector, files to
// upload by selector, the button pressed, and the fields whose typed value
// must still be there after the refusal.
type badForm struct {
	name   string
	path   string
	fill   map[string]string
	upload map[string]string
	clicks []string // pressed before the typing (radio buttons)
	submit string
	kept   []string
}

// problemsInView reports whether a problem (a field marked invalid, a
// problem list or a refusal) is on screen: "visible", "none" or where it is.
const problemsInView = `(() => {
	const el = document.querySelector("[aria-invalid='true'], [data-testid='problems'], [data-testid='refused'], .problems");
	if (!el) return "none";
	const r = el.getBoundingClientRect();
	return r.bottom > 0 && r.top < window.innerHeight ? "visible" : "off screen at " + Math.round(r.top);
})()`

// fillJS types v into the field sel and tells the page it changed.
func fillJS(sel, v string) chromedp.Action {
	return chromedp.Evaluate(`(() => { const e = document.querySelector(`+jsString(sel)+`);
		e.value = `+jsString(v)+`; e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`, nil)
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// submitBad fills and submits f, then checks the problems are in view and
// the typed values kept.
func submitBad(t *testing.T, ctx context.Context, base string, f badForm) {
	t.Helper()
	actions := []chromedp.Action{
		chromedp.Navigate(base + f.path),
		chromedp.WaitVisible(f.submit, chromedp.ByQuery),
	}
	for _, sel := range f.clicks {
		actions = append(actions, chromedp.Click(sel, chromedp.ByQuery))
	}
	for sel, v := range f.fill {
		actions = append(actions, fillJS(sel, v))
	}
	for sel, content := range f.upload {
		file := filepath.Join(t.TempDir(), "upload.json")
		if err := os.WriteFile(file, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		actions = append(actions, chromedp.SetUploadFiles(sel, []string{file}, chromedp.ByQuery))
	}
	// Let a form that recalculates on change settle before the submit.
	actions = append(actions, chromedp.Sleep(300*time.Millisecond), chromedp.Click(f.submit, chromedp.ByQuery))
	if err := chromedp.Run(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", f.name, err)
	}
	var where string
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if err := chromedp.Run(ctx, chromedp.Evaluate(problemsInView, &where)); err == nil && where == "visible" {
			break
		}
	}
	if where != "visible" {
		t.Errorf("%s: problems %s", f.name, where)
	}
	for _, sel := range f.kept {
		var got string
		if err := chromedp.Run(ctx, chromedp.Evaluate(`document.querySelector(`+jsString(sel)+`).value`, &got)); err != nil {
			t.Errorf("%s: %s is gone: %v", f.name, sel, err)
		} else if got != f.fill[sel] {
			t.Errorf("%s: %s holds %q, typed %q", f.name, sel, got, f.fill[sel])
		}
	}
}

// TestBrowserFormsShowTheirProblems submits every kind of form of the site
// with input the server refuses, with JavaScript on, on a phone and on a
// desktop: the problems are on screen afterwards and what was typed is
// still there.
func TestBrowserFormsShowTheirProblems(t *testing.T) {
	base := startServer(t)
	for _, size := range [][2]int64{{360, 740}, {1280, 800}} {
		t.Run(fmt.Sprintf("%dpx", size[0]), func(t *testing.T) {
			ctx := browserContext(t, size[0], size[1])
			if err := chromedp.Run(ctx, chromedp.EmulateViewport(size[0], size[1])); err != nil {
				t.Fatal(err)
			}
			createCampaignInBrowser(t, ctx, base)
			var path string
			if err := chromedp.Run(ctx, chromedp.Evaluate(`location.pathname`, &path)); err != nil {
				t.Fatal(err)
			}
			id := strings.TrimPrefix(path, "/campaigns/")
			for _, f := range badForms(id) {
				submitBad(t, ctx, base, f)
			}
		})
	}
}

// badForms lists the refused submissions, for campaign id whose game
// master is signed in until the last one (the login form).
func badForms(id string) []badForm {
	return []badForm{
		{name: "new campaign", path: "/campaigns/new",
			fill: map[string]string{`input[name="name"]`: "Kawanakajima", `input[name="player.Takeda"]`: "Carla",
				`input[name="gm_password"]`: "shingen-kenshin", `input[name="gm_password2"]`: "kenshin-shingen"},
			submit: `[data-testid="create"]`, kept: []string{`input[name="name"]`, `input[name="player.Takeda"]`}},
		{name: "campaign import", path: "/campaigns/import",
			fill:   map[string]string{`input[name="gm_password"]`: "shingen-kenshin", `input[name="gm_password2"]`: "shingen-kenshin"},
			upload: map[string]string{`input[name="file"]`: "not a campaign"},
			submit: `form[action="/campaigns/import"] button[type="submit"]`},
		{name: "rules option", path: "/campaigns/" + id + "/options",
			fill:   map[string]string{`input[name="option.moraleTable"]`: "nonsense"},
			submit: `[data-testid="options-save"]`, kept: []string{`input[name="option.moraleTable"]`}},
		{name: "Art of Tactic unit card", path: "/calc/aot/cards/new",
			fill:   map[string]string{`input[name="name"]`: "Takeda cavalry", `select[name="type"]`: "cavalry", `select[name="kind"]`: "inf"},
			submit: `[data-testid="save-card"]`, kept: []string{`input[name="name"]`}},
		{name: "Senjutsu profile", path: "/calc/senjutsu/profiles",
			fill:   map[string]string{`input[name="name"]`: "Musashi", `textarea[name="branches"]`: "neutral - aggression\nnonsense"},
			submit: `[data-testid="sj-profile-form"] button[type="submit"]`, kept: []string{`input[name="name"]`, `textarea[name="branches"]`}},
		{name: "webhook to a private address", path: "/campaigns/" + id + "/notices",
			fill:   map[string]string{`[data-testid="add-webhook"] input[name="url"]`: "http://192.168.1.10:8080/hook", `[data-testid="add-webhook"] input[name="secret"]`: "s3cret"},
			submit: `[data-testid="add-webhook"] button[type="submit"]`,
			kept:   []string{`[data-testid="add-webhook"] input[name="url"]`, `[data-testid="add-webhook"] input[name="secret"]`}},
		{name: "GM login", path: "/campaigns/" + id + "/login",
			fill:   map[string]string{`input[name="password"]`: "not-the-password"},
			submit: `form[action$="/login"] button[type="submit"]`},
	}
}

// recordDialogs collects the messages of the dialogs the page opens (the
// harness answers them).
func recordDialogs(ctx context.Context) func() []string {
	var mu sync.Mutex
	var msgs []string
	chromedp.ListenTarget(ctx, func(ev any) {
		if d, ok := ev.(*page.EventJavascriptDialogOpening); ok {
			mu.Lock()
			msgs = append(msgs, d.Message)
			mu.Unlock()
		}
	})
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), msgs...)
	}
}

// TestBrowserIrreversibleStepsAskAndButtonsShowBusy: starting the campaign
// asks first, naming its consequence, and happens once confirmed; a button
// that sends a form is disabled and marked busy while its request runs.
func TestBrowserIrreversibleStepsAskAndButtonsShowBusy(t *testing.T) {
	base := startServer(t)
	ctx := browserContext(t, 360, 740)
	dialogs := recordDialogs(ctx)
	createCampaignInBrowser(t, ctx, base)

	var campaignPath, busy string
	if err := chromedp.Run(ctx, chromedp.Evaluate(`location.pathname`, &campaignPath)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Run(ctx,
		chromedp.Navigate(base+campaignPath+"/options"),
		chromedp.WaitVisible(`[data-testid="options-save"]`, chromedp.ByQuery),
		chromedp.Evaluate(`(() => {
			const b = document.querySelector('[data-testid="options-save"]');
			b.click();
			return b.disabled + " " + b.getAttribute("aria-busy");
		})()`, &busy),
	); err != nil {
		t.Fatal(err)
	}
	if busy != "true true" {
		t.Errorf("the pressed button is %q while its request runs, want disabled and busy", busy)
	}

	if err := chromedp.Run(ctx, chromedp.Sleep(500*time.Millisecond), chromedp.Navigate(base+campaignPath), chromedp.WaitVisible(`#banner`, chromedp.ByQuery)); err != nil {
		t.Fatal(err)
	}
	if !clickAndWait(t, ctx, `document.querySelector('form[data-testid="act-start"] button')`) {
		t.Fatal("no start button")
	}
	var phase string
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline) && phase != "draw"; time.Sleep(100 * time.Millisecond) {
		_ = chromedp.Run(ctx, chromedp.Evaluate(`(document.querySelector('[data-testid="banner"]') || {}).dataset?.phase || ""`, &phase))
	}
	if phase != "draw" {
		t.Errorf("after the confirmed start the phase is %q", phase)
	}
	got := dialogs()
	if len(got) != 1 || !strings.Contains(got[0], "opzioni") {
		t.Errorf("dialogs %q, want one naming the frozen options", got)
	}
}
