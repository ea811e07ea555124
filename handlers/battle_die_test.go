package handlers_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// battleUnderTableDice plays Takeda and Imagawa into Totomi (32, a river
// province) under table dice; both fight, so the battle is drawn up in
// Takeda's confront action. prep runs before the armies move.
func battleUnderTableDice(t *testing.T, backend dbtest.Backend, prep func(tb *table)) *table {
	t.Helper()
	tb := newTableOn(t, backend)
	tb.gmDo(t, "kind", "set-option", "key", "tableDice", "value", "true")
	if prep != nil {
		prep(tb)
	}
	tb.toMovement(t)
	tb.moves(t, map[campaign.Clan][]string{
		campaign.Takeda:  {"kind", "move", "province", "32"},
		campaign.Imagawa: {"kind", "move", "province", "32"},
	})
	tb.advanceTo(t, campaign.PhaseEndOfMovement)
	cf := tb.state(t).Confrontations[0]
	tb.as(t, cf.First, "kind", "confront", "province", "32", "choice", "fight")
	tb.as(t, cf.Second, "kind", "confront", "province", "32", "choice", "fight")
	if bs := tb.state(t).Battles; len(bs) != 1 || !bs[0].AwaitsDie() {
		t.Fatalf("the battle does not wait for a die: %+v", bs)
	}
	return tb
}

// TestBattleDieRiverRollFromTheGM: under table dice the battle waits for
// the river roll made at the table (§11, seed l.597). Players and the
// public see that it waits and no form; only the game master enters it,
// one die 1–6 (refusals in Italian and English, nothing changed); of two
// entries sent at once exactly one wins, and a form sent again loses;
// then the sheet shows the roll and offers the result.
func TestBattleDieRiverRollFromTheGM(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testBattleDieRiverRollFromTheGM)
}

func testBattleDieRiverRollFromTheGM(t *testing.T, backend dbtest.Backend) {
	tb := battleUnderTableDice(t, backend, nil)
	takeda, public := tb.players[campaign.Takeda], tb.ts.browser(t)
	for name, b := range map[string]*browser{"Takeda": takeda, "Uesugi": tb.players[campaign.Uesugi], "public": public} {
		page := b.get(tb.path + "/battles").doc(t)
		wait := page.Find(`[data-testid="battle-die-wait"]`).Text()
		if !strings.Contains(wait, "tiro del fiume") || !strings.Contains(wait, "master") || page.Find(`[data-testid="river-pending"]`).Length() != 1 {
			t.Errorf("%s: no waiting state: %q", name, wait)
		}
		if page.Find(`form[data-testid="act-battle-die"], input[name="dice"]`).Length() != 0 {
			t.Errorf("%s is offered the river die", name)
		}
	}
	if en := takeda.get(tb.path + "/battles?lang=en").doc(t).Find(`[data-testid="battle-die-wait"]`).Text(); !strings.Contains(en, "Waiting for the game master: the river roll") {
		t.Errorf("English waiting state %q", en)
	}
	// The public API view: the battle and what it waits for are public
	// facts; no die is offered and no hand shown.
	if v := public.get("/api" + tb.path + "/view"); v.status != http.StatusOK || !strings.Contains(v.body, `"awaiting":{"roll":"river"}`) ||
		strings.Contains(v.body, `"battle-die"`) || strings.Contains(v.body, `"hand":[`) {
		t.Errorf("the public view: %d %s", v.status, v.body)
	}
	if v := tb.gm.get("/api" + tb.path + "/view").body; !strings.Contains(v, `"kind":"battle-die"`) {
		t.Error("the GM's API view does not offer the river die")
	}

	// Who may not enter it: a player (form and API), the public.
	enter := form("kind", "battle-die", "province", "32", "choice", "river", "dice", "5")
	if msg := tb.refused(t, takeda, enter, http.StatusForbidden); !strings.Contains(msg, "master") {
		t.Errorf("a player's die: %q", msg)
	}
	before, _ := json.Marshal(tb.state(t))
	for name, b := range map[string]*browser{"Imagawa": tb.players[campaign.Imagawa], "public": public} {
		if res := b.postJSON("/api"+tb.path+"/actions", `{"kind":"battle-die","province":32,"choice":"river","dice":[5]}`); res.status != http.StatusForbidden {
			t.Errorf("API: %s enters the die: %d %s", name, res.status, res.body)
		}
	}
	if after, _ := json.Marshal(tb.state(t)); string(after) != string(before) {
		t.Fatal("a refused die changed the campaign")
	}

	// Out of range or the wrong count: 422 beside the form, in both languages.
	for _, c := range []struct{ dice, it, en string }{
		{"7", "Un dado va da 1 a 6, non 7", "A die shows 1 to 6, not 7"},
		{"0", "Un dado va da 1 a 6, non 0", "A die shows 1 to 6, not 0"},
		{"", "Inserisci 1 dado del tavolo per il tiro del fiume", "Enter 1 die from the table for the river roll"},
	} {
		f := form("kind", "battle-die", "province", "32", "choice", "river", "dice", c.dice)
		if msg := tb.refused(t, tb.gm, f, http.StatusUnprocessableEntity); !strings.Contains(msg, c.it) {
			t.Errorf("die %q: %q", c.dice, msg)
		}
		res := tb.gm.postForm(tb.path+"/actions?lang=en", f)
		if msg := res.doc(t).Find(`[data-testid="refused"]`).Text(); res.status != http.StatusUnprocessableEntity || !strings.Contains(msg, c.en) {
			t.Errorf("die %q in English: %d %q", c.dice, res.status, msg)
		}
	}

	// The game master's form: one labelled die, the roll named.
	gmPage := tb.gm.get(tb.path + "/battles").doc(t)
	gmForm := gmPage.Find(`form[data-testid="act-battle-die"]`)
	if gmForm.Find(`input[name="dice"]`).Length() != 1 || gmForm.Find(`input[name="choice"][value="river"]`).Length() != 1 ||
		gmPage.Find(`[data-testid="battle-result-form"]`).Length() != 0 {
		t.Fatal("the GM's river form is wrong, or the result form shows before the die")
	}
	version, _ := gmForm.Find(`input[name="version"]`).Attr("value")

	// Two entries at once with the page's version: exactly one wins.
	var wg sync.WaitGroup
	codes := make([]int, 2)
	for i, die := range []int{5, 2} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = tb.gm.postJSON("/api"+tb.path+"/actions", fmt.Sprintf(`{"kind":"battle-die","province":32,"choice":"river","dice":[%d],"version":%s}`, die, version)).status
		}()
	}
	wg.Wait()
	won := 0
	for _, c := range codes {
		if c == http.StatusOK {
			won++
		} else if c != http.StatusConflict {
			t.Errorf("the losing entry answered %d", c)
		}
	}
	b := tb.state(t).Battles[0]
	if won != 1 || b.AwaitsDie() || (b.RiverRoll != 5 && b.RiverRoll != 2) || b.River != (b.RiverRoll == 5) {
		t.Fatalf("codes %v: battle %+v", codes, b)
	}
	// The same form sent again (its version is stale) changes nothing.
	again := form("kind", "battle-die", "province", "32", "choice", "river", "dice", "6", "version", version)
	tb.refused(t, tb.gm, again, http.StatusConflict)
	// Without a version the engine still refuses: the die is entered.
	if msg := tb.refused(t, tb.gm, form("kind", "battle-die", "province", "32", "choice", "river", "dice", "6"), http.StatusUnprocessableEntity); !strings.Contains(msg, "già stato inserito") {
		t.Errorf("second entry: %q", msg)
	}

	tb.advanceTo(t, campaign.PhaseBattles)
	sheet := tb.gm.get(tb.path + "/battles").doc(t)
	if sheet.Find(`[data-testid="battle-die-wait"]`).Length() != 0 || !strings.Contains(sheet.Find(`[data-testid="river"]`).Text(), fmt.Sprint(b.RiverRoll)) ||
		sheet.Find(`[data-testid="battle-result-form"]`).Length() != 1 {
		t.Error("after the die the sheet still waits, or offers no result")
	}
	if hist := public.get(tb.path + "/history").body; !strings.Contains(hist, fmt.Sprintf("fatto al tavolo: %d", b.RiverRoll)) {
		t.Error("the history does not show the river die")
	}
}

// TestBattleDieRollOffFromTheGM: with C-25 rollOff in a province neither
// clan owns, the GM's form asks one die per clan, named; a tie keeps the
// battle waiting, then the higher attacks and the river roll waits.
func TestBattleDieRollOffFromTheGM(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testBattleDieRollOffFromTheGM)
}

func testBattleDieRollOffFromTheGM(t *testing.T, backend dbtest.Backend) {
	tb := battleUnderTableDice(t, backend, func(tb *table) {
		tb.gmDo(t, "kind", "set-option", "key", "neutralRoles", "value", "rollOff")
		tb.rig(t, func(st *campaign.State) { st.Provinces[31].Owner = campaign.Neutral })
	})
	st := tb.state(t)
	aw := st.Battles[0].Awaiting
	if aw.Roll != campaign.DieRoles || len(aw.By) != 2 {
		t.Fatalf("awaiting %+v", aw)
	}
	// The printed kit says the roles and the river are still to be rolled.
	kit := tb.gm.get(fmt.Sprintf("%s/battles/%d/kit.pdf?paper=a4&lang=en", tb.path, st.Battles[0].ID))
	if kit.status != http.StatusOK {
		t.Fatalf("kit: %d", kit.status)
	}
	if words := pdfWords(t, kit.body); !strings.Contains(words, "waiting for the roll-off made at the table") || !strings.Contains(words, "waiting for the roll made at the table") {
		t.Errorf("the kit does not say the dice are pending: %.600s", words)
	}
	x, y := aw.By[0], aw.By[1]
	if wait := tb.players[y].get(tb.path + "/battles").doc(t).Find(`[data-testid="battle-die-wait"]`).Text(); !strings.Contains(wait, "spareggio") || !strings.Contains(wait, "provvisori") {
		t.Errorf("the player is not told the roles wait: %q", wait)
	}
	labels := tb.gm.get(tb.path + "/battles?lang=en").doc(t).Find(`form[data-testid="act-battle-die"] label`)
	if labels.Length() != 2 || !strings.Contains(labels.Eq(0).Text(), string(x)+"'s die") || !strings.Contains(labels.Eq(1).Text(), string(y)+"'s die") {
		t.Fatalf("the roll-off form: %q", labels.Text())
	}
	tb.gmDo(t, "kind", "battle-die", "province", "32", "choice", "roles", "dice", "4", "dice", "4")
	if wait := tb.ts.browser(t).get(tb.path + "/battles").doc(t).Find(`[data-testid="battle-die-wait"]`).Text(); !strings.Contains(wait, "Pari finora: 1") {
		t.Errorf("the tie is not shown: %q", wait)
	}
	tb.gmDo(t, "kind", "battle-die", "province", "32", "choice", "roles", "dice", "1", "dice", "6")
	b := tb.state(t).Battles[0]
	if b.Attacker != y || b.Defender != x || b.TerrainPlacer != x || b.Awaiting == nil || b.Awaiting.Roll != campaign.DieRiver {
		t.Fatalf("6 against 1: %s attacks, then the river waits: %+v %+v", y, b, b.Awaiting)
	}
}
