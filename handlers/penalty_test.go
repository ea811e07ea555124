package handlers_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"sengoku/campaign"
)

// The GM's penalty follows one rule on the form and on the JSON API: the
// General's element goes only when no other element remains (C-11).
func TestPenaltyFormAndAPIAgree(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	els := tb.state(t).Clan(campaign.Takeda).Army.Elements
	general := slices.IndexFunc(els, func(e campaign.Element) bool { return e.General })
	if general < 0 || len(els) < 2 {
		t.Fatalf("Takeda's army: %+v", els)
	}
	res := tb.gm.postJSON("/api"+tb.path+"/actions?lang=en", fmt.Sprintf(`{"kind":"penalty","target":"Takeda","elements":[%d]}`, general))
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "General") {
		t.Fatalf("API penalty of the General's element: %d %s", res.status, res.body)
	}
	if n := len(tb.state(t).Clan(campaign.Takeda).Army.Elements); n != len(els) {
		t.Fatalf("a refused penalty removed elements: %d left", n)
	}
	// The form removes the last elements, the General's last of all.
	tb.gmDo(t, "kind", "penalty", "target", "Takeda", "choice", "elements", "count", fmt.Sprint(len(els)-1))
	left := tb.state(t).Clan(campaign.Takeda).Army.Elements
	if len(left) != 1 || !left[0].General {
		t.Fatalf("after the form's penalty: %+v", left)
	}
	res = tb.gm.postJSON("/api"+tb.path+"/actions?lang=en", `{"kind":"penalty","target":"Takeda","elements":[0]}`)
	if res.status != http.StatusOK {
		t.Fatalf("API penalty of the last element: %d %s", res.status, res.body)
	}
}
