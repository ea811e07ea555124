package handlers_test

import (
	"strings"
	"testing"

	"sengoku/campaign"
)

// TestEliminatedClanPlayerIsToldSo: the player of a clan that lost its
// Capital (§14) reads, on every campaign page, that the clan is out, why,
// and that the map, history and Prestige are still his to follow; the
// other players and the game master get no such notice.
func TestEliminatedClanPlayerIsToldSo(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	tb.rig(t, func(st *campaign.State) { st.Clan(campaign.Imagawa).Status = campaign.CapitalLost })
	for _, tab := range []string{"", "/hand", "/history", "/battles"} {
		d := tb.players[campaign.Imagawa].get(tb.path + tab).doc(t)
		n := d.Find(`[data-testid="eliminated"]`)
		if n.Length() != 1 {
			t.Fatalf("%s: no eliminated notice for Imagawa", tab)
		}
		if txt := n.Text(); !strings.Contains(txt, "Imagawa è fuori dal gioco") || !strings.Contains(txt, "Capitale è stata conquistata") {
			t.Errorf("%s: notice %q", tab, txt)
		}
		if n.Find(`a[href$="/history"]`).Length() != 1 {
			t.Errorf("%s: the notice does not lead to the history", tab)
		}
		if role := d.Find(`[data-testid="role"]`).Text(); !strings.Contains(role, "Giocavi Imagawa") {
			t.Errorf("%s: role %q", tab, role)
		}
	}
	en := tb.players[campaign.Imagawa].get(tb.path + "?lang=en").doc(t).Find(`[data-testid="eliminated"]`).Text()
	if !strings.Contains(en, "Imagawa is out of the game") {
		t.Errorf("English notice %q", en)
	}
	for who, b := range map[string]*browser{"Takeda": tb.players[campaign.Takeda], "GM": tb.gm} {
		if b.get(tb.path).doc(t).Find(`[data-testid="eliminated"]`).Length() != 0 {
			t.Errorf("%s sees the eliminated notice", who)
		}
	}
}
