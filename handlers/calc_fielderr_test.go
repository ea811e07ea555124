package handlers_test

import (
	"net/http"
	"strings"
	"testing"
)

// TestCalcProblemsUnderTheirFields: without JavaScript a refused input
// shows its message under the field and the summary bar names the field;
// an htmx answer (the result only) carries the same message for the page's
// script, and no result.
func TestCalcProblemsUnderTheirFields(t *testing.T) {
	t.Parallel()
	b := newTestServer(t).browser(t)
	q := "/calc/aot?a1.kind=inf&a1.models=6&a1.cmdr=1&a1.mode=ranged&a1.order=fire&a1.chart=x+5+4&t.kind=inf&t.models=6"
	res := b.get(q)
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("%d", res.status)
	}
	d := res.doc(t)
	if msg := d.Find(`[data-testid="problem-f-a1-range"]`).Text(); !strings.Contains(msg, "1 a 12") {
		t.Errorf("under the range: %q", msg)
	}
	if link, _ := d.Find(`[data-testid="summary-problems"] a`).Attr("href"); link != "#f-a1-range" {
		t.Errorf("the summary links to %q", link)
	}
	if d.Find(`[data-testid="strikes"]`).Length() != 0 {
		t.Error("a result beside the problems")
	}
	frag := b.get(q, "HX-Request", "true").doc(t)
	if msg := frag.Find(`[data-field-problem="a1.range"]`).Text(); !strings.Contains(msg, "1 a 12") {
		t.Errorf("the fragment's field problem: %q", msg)
	}
	if frag.Find(`[data-testid="strikes"]`).Length() != 0 {
		t.Error("a result beside the problems in the fragment")
	}
}
