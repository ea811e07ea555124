package handlers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/campaign"
)

// The Diplomacy phase "non può superare i 5 minuti" (seed 004 l.463): the
// game master's diplomacy tab starts the clock again for what is left and
// offers, folded, the extension beyond five minutes, which needs a reason
// and shows it in everyone's history.
func TestDiplomacyTimer_S6_L463_ExtendWithAReason(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	tb.drawAll(t, nil, nil)
	tb.advance(t, 1) // Diplomacy: the clock runs
	tb.gmDo(t, "kind", "timer", "choice", "stop")
	doc := tb.gm.get(tb.path + "/diplomacy").doc(t)
	forms := doc.Find(`form[data-testid="act-timer"]`)
	if forms.Find(`button[value="start"]`).Length() != 1 || forms.Find(`button[value="stop"]`).Length() != 0 {
		t.Fatalf("a stopped clock with time left offers start: %s", forms.Text())
	}
	extend := forms.FilterFunction(func(_ int, f *goquery.Selection) bool { return f.Find(`button[value="extend"]`).Length() == 1 })
	if extend.Length() != 1 || extend.Find(`textarea[name="text"][required]`).Length() != 1 {
		t.Fatalf("no extension form with its reason")
	}
	msg := tb.refused(t, tb.gm, form("kind", "timer", "choice", "extend", "text", "  "), http.StatusUnprocessableEntity)
	if !strings.Contains(msg, "motivo") {
		t.Errorf("refusal %q", msg)
	}
	tb.gmDo(t, "kind", "timer", "choice", "extend", "text", "Hojo's player was called to the phone")
	if st := tb.state(t); !st.Timer.Running(st.Timer.StartedAt) || st.Timer.Span <= campaign.DiplomacyTime {
		t.Errorf("timer %+v: running with more than five minutes", st.Timer)
	}
	if !strings.Contains(tb.players[campaign.Mori].get(tb.path+"/history").body, "Hojo&#39;s player was called to the phone") {
		t.Error("the reason is not in a player's history")
	}
}
