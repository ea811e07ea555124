package handlers_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/campaign"
)

// formClans lists the clans the Diplomacy tab's forms act for.
func formClans(d *goquery.Document) map[string]bool {
	out := map[string]bool{}
	d.Find(`[data-testid="dip-forms"] form input[name="clan"]`).Each(func(_ int, s *goquery.Selection) {
		out[s.AttrOr("value", "")] = true
	})
	return out
}

// TestDiplomacyGMActsAsOneClan: the game master's Diplomacy tab shows his
// own tools and one clan's forms (not 18), with an "act as" switch over
// the clans; after acting for Mori he is back on Mori's forms.
func TestDiplomacyGMActsAsOneClan(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "2-C", campaign.Takeda: "3-C", campaign.Uesugi: "4-C",
		campaign.Imagawa: "5-C", campaign.Mori: "6-C", campaign.Shimazu: "7-C"}, nil)
	tb.advance(t, 1) // Diplomacy, the timer runs
	d := tb.gm.get(tb.path + "/diplomacy").doc(t)
	if got := formClans(d); len(got) != 1 {
		t.Errorf("the GM's Diplomacy tab acts for %v, want one clan", got)
	}
	if n := d.Find(`[data-testid="dip-forms"] form`).Length(); n > 5 {
		t.Errorf("%d forms on the GM's Diplomacy tab", n)
	}
	if n := d.Find(`[data-testid="act-as"] select[name="as"] option`).Length(); n != 6 {
		t.Errorf("the act-as switch offers %d clans, want 6", n)
	}
	d = tb.gm.get(tb.path + "/diplomacy?as=Mori").doc(t)
	if got := formClans(d); !got["Mori"] || len(got) != 1 {
		t.Errorf("as Mori: forms for %v", got)
	}
	if sel := d.Find(`select[name="as"] option[selected]`).Text(); sel != "Mori" {
		t.Errorf("the switch shows %q", sel)
	}
	res := tb.gm.postForm(tb.path+"/actions", url.Values{"kind": {"declare"}, "clan": {"Mori"}, "text": {"Il clan Mori cerca la pace."}, "return": {"diplomacy"}})
	if res.status != http.StatusSeeOther || !strings.HasSuffix(res.header.Get("Location"), "/diplomacy?as=Mori") {
		t.Errorf("after acting for Mori: %d %s", res.status, res.header.Get("Location"))
	}
	// Players keep their own forms and never see the switch.
	p := tb.players[campaign.Takeda].get(tb.path + "/diplomacy?as=Mori").doc(t)
	if p.Find(`[data-testid="act-as"]`).Length() != 0 || formClans(p)["Mori"] {
		t.Error("a player sees the act-as switch or Mori's forms")
	}
}
