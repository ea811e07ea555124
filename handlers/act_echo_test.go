package handlers_test

import (
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/campaign"
)

// TestRefusedActionKeepsWhatWasTyped: a player's note refused for its
// length comes back in the note form, not emptied; the other clans' forms
// stay empty, and the refusal changed nothing (tb.refused checks it).
func TestRefusedActionKeepsWhatWasTyped(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "A-S", campaign.Takeda: "7-C", campaign.Uesugi: "2-C", campaign.Imagawa: "3-C", campaign.Mori: "4-C", campaign.Shimazu: "5-C"},
		map[campaign.Clan][]string{campaign.Hojo: {"14"}})
	tb.advanceTo(t, campaign.PhaseDiplomacy)
	text := strings.Repeat("a", campaign.MaxNoteLength+1)
	takeda := tb.players[campaign.Takeda]
	form := form("kind", "note", "clan", "Takeda", "target", "Hojo", "text", text, "return", "diplomacy")
	tb.refused(t, takeda, form, 422)
	res := takeda.postForm(tb.path+"/actions", form)
	doc := res.doc(t)
	note := doc.Find(`form[data-testid="act-note"] textarea[name="text"]`)
	if note.Length() == 0 {
		t.Fatal("no note form after the refusal")
	}
	if got := note.First().Text(); got != text {
		t.Errorf("the note form holds %d characters after the refusal, want the %d typed", len(got), len(text))
	}
	if sel := doc.Find(`form[data-testid="act-note"] select[name="target"] option[selected]`); sel.AttrOr("value", "") != "Hojo" {
		t.Errorf("the addressee is %q after the refusal, want Hojo", sel.AttrOr("value", ""))
	}

	// The game master acting for another clan does not see Takeda's text.
	gm := tb.gm.get(tb.path + "/diplomacy?as=Uesugi").doc(t)
	gm.Find(`form[data-testid="act-note"] textarea`).Each(func(_ int, s *goquery.Selection) {
		if s.Text() != "" {
			t.Errorf("a fresh note form holds %q", s.Text())
		}
	})
}
