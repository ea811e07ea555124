package handlers_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// TestSeasonTableDiceOnlyFromTheGM: with table dice the besieging player
// declares his siege (and his cards) but never supplies the die, through
// the API or a form; the siege waits for the game master, who alone is
// offered the die input (campaign-1560 §10, option tableDice).
func TestSeasonTableDiceOnlyFromTheGM(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testSeasonTableDiceOnlyFromTheGM)
}

func testSeasonTableDiceOnlyFromTheGM(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	tb.gmDo(t, "kind", "set-option", "key", "tableDice", "value", "true")
	tb.toMovement(t)
	tb.moves(t, map[campaign.Clan][]string{campaign.Uesugi: {"kind", "move", "province", "14"}})
	tb.rig(t, func(st *campaign.State) { st.Provinces[13].Fortress = true })
	tb.advanceTo(t, campaign.PhaseSieges)
	if sg := tb.state(t).Sieges; len(sg) != 1 || sg[0].Besieger != campaign.Uesugi {
		t.Fatalf("sieges %+v", sg)
	}
	uesugi := tb.players[campaign.Uesugi]

	// The player's own die: refused through the API and through a form.
	before, _ := json.Marshal(tb.state(t))
	res := uesugi.postJSON("/api"+tb.path+"/actions", `{"kind":"siege","province":14,"choice":"roll","dice":[6]}`)
	if res.status != http.StatusForbidden || !strings.Contains(res.body, "master") {
		t.Errorf("API: a player's table die answers %d %s", res.status, res.body)
	}
	if after, _ := json.Marshal(tb.state(t)); string(after) != string(before) {
		t.Fatal("API: the player's die changed the campaign")
	}
	if msg := tb.refused(t, uesugi, form("kind", "siege", "province", "14", "choice", "roll", "dice", "6"), http.StatusForbidden); !strings.Contains(msg, "master") {
		t.Errorf("form: the refusal does not say who enters the die: %q", msg)
	}

	// The player's siege form has no die input; it declares the siege.
	page := uesugi.get(tb.path + "/battles").doc(t)
	if f := page.Find(`form[data-testid="act-siege"]`); f.Length() != 1 || f.Find(`input[name="dice"]`).Length() != 0 {
		t.Fatalf("the player's siege form: %d forms, %d die inputs", f.Length(), f.Find(`input[name="dice"]`).Length())
	}
	tb.as(t, campaign.Uesugi, "kind", "siege", "province", "14", "choice", "roll")
	st := tb.state(t)
	if sg := st.Sieges[0]; sg.Status != campaign.SiegeAwaitingDie || sg.Die != 0 {
		t.Fatalf("the declared siege waits for the GM: %+v", sg)
	}
	if res := uesugi.postJSON("/api"+tb.path+"/actions", `{"kind":"siege","province":14,"dice":[4]}`); res.status != http.StatusForbidden {
		t.Errorf("API: the player enters the awaited die: %d", res.status)
	}
	if uesugi.get(tb.path+"/battles").doc(t).Find(`form[data-testid="act-siege"]`).Length() != 0 {
		t.Error("the player is still offered the siege")
	}
	banner := tb.ts.browser(t).get(tb.path).doc(t).Find(`[data-testid="banner"]`).Text()
	if !strings.Contains(banner, "master") {
		t.Errorf("the public banner does not say the GM enters the die: %q", strings.Join(strings.Fields(banner), " "))
	}
	gmForm := tb.gm.get(tb.path + "/battles").doc(t).Find(`form[data-testid="act-siege"]`)
	if gmForm.Find(`input[name="dice"]`).Length() != 1 || gmForm.Find(`input[name="clan"][value="Uesugi"]`).Length() != 1 {
		t.Fatal("the GM is not offered the die entry for Uesugi")
	}
	if res := tb.gm.postJSON("/api"+tb.path+"/actions", `{"kind":"siege","clan":"Uesugi","province":14,"dice":[4]}`); res.status != http.StatusOK {
		t.Fatalf("API: the GM enters the die: %d %s", res.status, res.body)
	}
	if st := tb.state(t); st.Owner(14) != campaign.Uesugi || st.Sieges[0].Die != 4 {
		t.Fatalf("4 takes the empty Fortress: %+v", st.Sieges[0])
	}
}
