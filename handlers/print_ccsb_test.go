package handlers_test

import (
	"net/http"
	"strings"
	"testing"
)

// /print offers the scenario sheet; the sheet is a PDF of the scenario
// asked for, with the scenario page's corrections; a scenario outside
// 1-40, a correction of a clear value or out of range, a value that does
// not read or an unknown key, is refused with its problems (as every
// printable page does).
func TestCCSBScenarioSheet(t *testing.T) {
	ts := newTestServer(t)
	b := ts.browser(t)
	d := b.get("/print").doc(t)
	if d.Find(`[data-testid="form-ccsb-scenario"] select[name="n"] option`).Length() != 40 {
		t.Error("/print does not offer the 40 scenarios")
	}
	res := b.get("/print/ccsb/scenario.pdf?n=7&first=1&hf0=5&paper=letter&lang=en")
	if res.status != http.StatusOK || res.header.Get("Content-Type") != "application/pdf" || !strings.HasPrefix(res.body, "%PDF-") ||
		!strings.Contains(res.header.Get("Content-Disposition"), "scenario-7.pdf") {
		t.Fatalf("sheet: %d %s", res.status, res.header)
	}
	href, _ := b.get("/calc/ccsb/scenarios/7?first=1").doc(t).Find(`[data-testid="scenario-print"]`).Attr("href")
	if res := b.get(href); res.status != http.StatusOK || !strings.HasPrefix(res.body, "%PDF-") {
		t.Errorf("the scenario page's link %q: %d", href, res.status)
	}
	for url, status := range map[string]int{
		"/print/ccsb/scenario.pdf":              http.StatusUnprocessableEntity,
		"/print/ccsb/scenario.pdf?n=41":         http.StatusUnprocessableEntity,
		"/print/ccsb/scenario.pdf?n=3&first=1":  http.StatusUnprocessableEntity,
		"/print/ccsb/scenario.pdf?n=7&hf1=30":   http.StatusUnprocessableEntity,
		"/print/ccsb/scenario.pdf?n=7&paper=a3": http.StatusUnprocessableEntity,
		"/print/ccsb/scenario.pdf?n=seven":      http.StatusUnprocessableEntity,
		"/print/ccsb/scenario.pdf?n=7&zzz=1":    http.StatusUnprocessableEntity,
	} {
		if res := b.get(url); res.status != status || strings.HasPrefix(res.body, "%PDF") {
			t.Errorf("%s: %d, want %d", url, res.status, status)
		}
	}
}
