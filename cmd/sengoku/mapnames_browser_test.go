package main

import (
	"context"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// mapNames measures the province names the map shows: how many are in
// view, the smallest rendered font size among them (the computed size in
// map units times the SVG's current scale), and the pairs whose boxes
// cover more than a fifth of the smaller one.
const mapNames = `(() => {
	const svg = document.querySelector('svg.map'), R = svg.getBoundingClientRect();
	const shown = [...svg.querySelectorAll('text.name, text.kyoto-label')]
		.filter((e) => getComputedStyle(e).display !== 'none' && getComputedStyle(e).visibility !== 'hidden' && e.textContent.trim() !== '')
		.map((e) => ({e, r: e.getBoundingClientRect()}))
		.filter(({r}) => r.width > 0 && r.right > R.left && r.left < R.right && r.bottom > R.top && r.top < R.bottom);
	const sizes = shown.map(({e}) => parseFloat(getComputedStyle(e).fontSize) * e.getScreenCTM().a);
	const overlaps = [];
	for (let i = 0; i < shown.length; i++) {
		for (let j = i + 1; j < shown.length; j++) {
			const a = shown[i].r, b = shown[j].r;
			const w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
			if (w > 0 && h > 0 && w * h > 0.2 * Math.min(a.width * a.height, b.width * b.height)) {
				overlaps.push(shown[i].e.textContent + ' / ' + shown[j].e.textContent);
			}
		}
	}
	return {count: shown.length, min: sizes.length ? Math.min(...sizes) : 0, max: sizes.length ? Math.max(...sizes) : 0, overlaps};
})()`

// viewCentreDistance is how far, in map units, the centre of the map's
// view lies from the centre of the viewer's own provinces (the frame a
// phone opens on).
const viewCentreDistance = `(() => {
	const box = document.querySelector('.map-scroll');
	const v = document.querySelector('svg.map').getAttribute('viewBox').split(' ').map(Number);
	const f = box.dataset.frame.split(' ').map(Number);
	return Math.hypot(v[0] + v[2] / 2 - (f[0] + f[2] / 2), v[1] + v[3] / 2 - (f[1] + f[3] / 2));
})()`

type namesSeen struct {
	Count    int      `json:"count"`
	Min      float64  `json:"min"`
	Max      float64  `json:"max"`
	Overlaps []string `json:"overlaps"`
}

// TestBrowserMapNamesLegible: a Takeda player's map, on a 360 px phone
// and a 1280 px laptop, shows province names at 11 px or more on screen
// (shortened or left out where a province is too small for its name),
// without names covering each other; "+" zooms toward Takeda's
// provinces, and the names stay legible and multiply as it does.
func TestBrowserMapNamesLegible(t *testing.T) {
	base := startServer(t)
	gm := browserContext(t, 1280, 900)
	links := gmLinks(t, gm, base)
	for _, size := range []struct{ w, h int64 }{{360, 740}, {1280, 900}} {
		t.Run(fmt.Sprint(size.w), func(t *testing.T) {
			ctx := browserContext(t, size.w, size.h)
			if err := chromedp.Run(ctx,
				chromedp.EmulateViewport(size.w, size.h),
				chromedp.Navigate(links["Takeda"]),
				chromedp.WaitVisible(`svg.map`, chromedp.ByQuery),
				chromedp.Poll(`document.querySelector('.map-scroll').dataset.zoom === "1"`, nil, chromedp.WithPollingTimeout(5*time.Second)),
			); err != nil {
				t.Fatal(err)
			}
			check := func(when string) namesSeen {
				t.Helper()
				var seen namesSeen
				if err := chromedp.Run(ctx, chromedp.Evaluate(mapNames, &seen)); err != nil {
					t.Fatal(err)
				}
				t.Logf("%s: %d names shown, %.1f to %.1f px, overlapping: %q", when, seen.Count, seen.Min, seen.Max, seen.Overlaps)
				if seen.Count < 4 {
					t.Errorf("%s: only %d names shown", when, seen.Count)
				}
				if seen.Min < 11 {
					t.Errorf("%s: a name is %.1f px on screen, want 11 or more", when, seen.Min)
				}
				if len(seen.Overlaps) > 0 {
					t.Errorf("%s: names cover each other: %q", when, seen.Overlaps)
				}
				return seen
			}
			opened := check("as the page opens")
			screenshot(t, ctx, "names")
			// From all of Japan (a phone opens on Takeda's provinces
			// already), "+" closes in on Takeda's.
			if err := chromedp.Run(ctx, chromedp.Click(`[data-testid="map-whole"]`, chromedp.ByQuery)); err != nil {
				t.Fatal(err)
			}
			whole := check("all of Japan")
			screenshot(t, ctx, "names-whole")
			var before, after float64
			if err := chromedp.Run(ctx,
				chromedp.Evaluate(viewCentreDistance, &before),
				chromedp.Click(`[data-map-zoom="in"]`, chromedp.ByQuery),
				chromedp.Sleep(100*time.Millisecond),
				chromedp.Evaluate(viewCentreDistance, &after),
			); err != nil {
				t.Fatal(err)
			}
			t.Logf("+: the view's centre from %.0f to %.0f map units from Takeda's provinces", before, after)
			if !(after < before-10) || math.IsNaN(after) {
				t.Errorf("+ moved the view's centre from %.0f to %.0f map units from Takeda's provinces", before, after)
			}
			zoomed := check("after +")
			screenshot(t, ctx, "names-zoomed")
			if zoomed.Count <= whole.Count && whole.Count < opened.Count {
				t.Errorf("closer in, no more names: %d after +, %d for all of Japan", zoomed.Count, whole.Count)
			}
			dragKeepsNames(t, ctx, check)
			swapsLeaveNoListener(t, ctx)
		})
	}
}

// dragKeepsNames drags the map by the mouse across a fifth of its width in
// twenty moves: the view pans, and once the drag ends the names are laid
// out for where it stopped (a drag lays them out once per frame).
func dragKeepsNames(t *testing.T, ctx context.Context, check func(string) namesSeen) {
	t.Helper()
	var r struct{ X, Y, W float64 }
	var before, after string
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`(() => { const b = document.querySelector('svg.map').getBoundingClientRect(); return {X: b.left + b.width / 2, Y: b.top + b.height / 2, W: b.width}; })()`, &r),
		chromedp.AttributeValue(`svg.map`, "viewBox", &before, nil, chromedp.ByQuery),
	); err != nil {
		t.Fatal(err)
	}
	drag := []chromedp.Action{chromedp.MouseEvent(input.MousePressed, r.X, r.Y, chromedp.ButtonLeft)}
	for i := 1; i <= 20; i++ {
		drag = append(drag, chromedp.MouseEvent(input.MouseMoved, r.X+r.W/5*float64(i)/20, r.Y, chromedp.ButtonLeft, chromedp.ButtonModifiers(input.ModifierNone)))
	}
	drag = append(drag, chromedp.MouseEvent(input.MouseReleased, r.X+r.W/5, r.Y, chromedp.ButtonLeft), chromedp.Sleep(150*time.Millisecond),
		chromedp.AttributeValue(`svg.map`, "viewBox", &after, nil, chromedp.ByQuery))
	if err := chromedp.Run(ctx, drag...); err != nil {
		t.Fatal(err)
	}
	if after == before {
		t.Errorf("a drag left the view at %q", before)
	}
	check("after a drag")
}

// resizeListeners counts the window's resize listeners.
const resizeListeners = `(getEventListeners(window).resize || []).length`

// swapsLeaveNoListener swaps the map for a fresh copy twice, as htmx does
// when a page brings its map again: the window keeps the listeners it had.
func swapsLeaveNoListener(t *testing.T, ctx context.Context) {
	t.Helper()
	withConsole := func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithIncludeCommandLineAPI(true) }
	var before, after int
	swap := `(() => { const b = document.querySelector('.map-scroll'), c = b.cloneNode(true); delete c.dataset.zoom; b.replaceWith(c); document.dispatchEvent(new Event('htmx:load')); return c.dataset.zoom; })()`
	var zoomed string
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(resizeListeners, &before, withConsole),
		chromedp.Evaluate(swap, &zoomed),
		chromedp.Evaluate(swap, &zoomed),
		chromedp.Evaluate(resizeListeners, &after, withConsole),
	); err != nil {
		t.Fatal(err)
	}
	if zoomed != "1" {
		t.Fatalf("the swapped map was not set up (data-zoom %q)", zoomed)
	}
	if after != before {
		t.Errorf("two swapped maps: %d resize listeners on the window, %d before", after, before)
	}
}
