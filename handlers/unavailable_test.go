package handlers_test

import (
	"strings"
	"testing"

	"sengoku/campaign"
)

// TestConfrontationUnavailableChoicesShowTheirReason: Takeda, invaded in
// Kai (his Capital), sees the withdrawal disabled with the rule's reason
// beside it on the Battles tab, in Italian; Imagawa, who chooses second,
// sees no form yet.
func TestConfrontationUnavailableChoicesShowTheirReason(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	tb.rig(t, func(st *campaign.State) {
		st.Phase = campaign.PhaseEndOfMovement
		st.Clan(campaign.Imagawa).Army.Location = 17
		st.Confrontations = []campaign.Confrontation{{Province: 17, Attacker: campaign.Imagawa, Defender: campaign.Takeda,
			First: campaign.Takeda, Second: campaign.Imagawa}}
	})
	d := tb.players[campaign.Takeda].get(tb.path + "/battles").doc(t)
	w := d.Find(`[data-testid="unavailable-withdraw"]`)
	if w.Length() != 1 || w.Find("button[disabled]").Length() != 1 {
		t.Fatalf("no disabled withdrawal for Takeda in his Capital")
	}
	if why := w.Find(".why").Text(); !strings.Contains(why, "propria Capitale") {
		t.Errorf("reason %q", why)
	}
	if d.Find(`button[name="choice"][value="fight"]:not([disabled])`).Length() != 1 {
		t.Error("Takeda cannot fight")
	}
	if tb.players[campaign.Imagawa].get(tb.path+"/battles").doc(t).Find(`[data-testid^="unavailable-"]`).Length() != 0 {
		t.Error("Imagawa is told of choices before his turn")
	}
}
