package handlers_test

import (
	"net/http"
	"strings"
	"testing"
)

// TestSeasonPagesNameRulesAndActionsInTheirLanguage: the Rules options page
// names the fixed rules, and the History tab the action kinds, in the
// reader's language; data-kind keeps the identifier.
func TestSeasonPagesNameRulesAndActionsInTheirLanguage(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	opts := tb.gm.get(tb.path + "/options").doc(t)
	c32 := strings.Join(strings.Fields(opts.Find(`li.option[data-id="C-32"]`).Text()), " ")
	if !strings.Contains(c32, "Regola: esercito vuoto") || strings.Contains(c32, "empty army") {
		t.Errorf("C-32 in Italian: %q", c32)
	}
	tb.gmDo(t, "kind", "start")
	c := tb.state(t).Order[0]
	tb.as(t, c, "kind", "draw")
	check := func(lang string, want map[string]string, english []string) {
		t.Helper()
		hist := tb.gm.get(tb.path + "/history").doc(t)
		for kind, label := range want {
			head := strings.Join(strings.Fields(hist.Find(`[data-testid="log"] > li[data-kind="`+kind+`"] p.small`).First().Text()), " ")
			if !strings.Contains(head, "· "+label) {
				t.Errorf("%s: the %s entry reads %q, want %q", lang, kind, head, label)
			}
			for _, e := range english {
				if strings.Contains(head, "· "+e+" ") || strings.HasSuffix(head, "· "+e) {
					t.Errorf("%s: the %s entry shows the identifier %q: %q", lang, kind, e, head)
				}
			}
		}
		undo := strings.TrimSpace(hist.Find(`[data-testid="undo-form"] button`).Text())
		if !strings.Contains(undo, "("+want["draw"]+")") {
			t.Errorf("%s: the undo button reads %q", lang, undo)
		}
	}
	check("it", map[string]string{"start": "avvio", "draw": "pesca"}, []string{"start", "draw"})
	if res := tb.gm.get("/lang/en?next=" + tb.path); res.status != http.StatusSeeOther {
		t.Fatalf("language switch: %d", res.status)
	}
	check("en", map[string]string{"start": "start", "draw": "draw"}, nil)
	opts = tb.gm.get(tb.path + "/options").doc(t)
	if c32 := strings.Join(strings.Fields(opts.Find(`li.option[data-id="C-32"]`).Text()), " "); !strings.Contains(c32, "Rule: empty army") {
		t.Errorf("C-32 in English: %q", c32)
	}
}
