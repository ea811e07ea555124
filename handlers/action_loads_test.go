package handlers_test

import (
	"net/http"
	"slices"
	"strconv"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// One action reads its campaign once, in its transaction, and copies no
// state: the form needs nothing of the campaign (a penalty's count is
// turned into elements by the engine), the notices compare the turn
// before with the state after, and the answer renders the campaign the
// action stored. Not parallel: the count of copies is the program's.
func TestActionLoadsOnceAndCopiesNoState(t *testing.T) {
	tb := newTable(t)
	hx := []string{"HX-Request", "true", "HX-Target", "campaign"}
	check := func(what string, post func() response, want int) {
		t.Helper()
		loads, copies := tb.ts.db.StateLoads(), campaign.StateCopies()
		res := post()
		if res.status != want {
			t.Fatalf("%s: %d %.200s", what, res.status, res.body)
		}
		if n := tb.ts.db.StateLoads() - loads; n != 1 {
			t.Errorf("%s: %d states loaded, want 1", what, n)
		}
		if n := campaign.StateCopies() - copies; n != 0 {
			t.Errorf("%s: %d states copied, want none", what, n)
		}
	}
	check("htmx start", func() response {
		return postHX(tb.gm, tb.path+"/actions", form("kind", "start", "return", "map"), hx...)
	}, http.StatusOK)
	els := len(tb.state(t).Clan(campaign.Takeda).Army.Elements)
	check("form penalty of a count", func() response {
		return tb.gm.postForm(tb.path+"/actions", form("kind", "penalty", "target", "Takeda", "choice", "elements", "count", "2", "return", "map"))
	}, http.StatusSeeOther)
	if n := len(tb.state(t).Clan(campaign.Takeda).Army.Elements); n != els-2 {
		t.Fatalf("a penalty of 2 left %d of %d elements", n, els)
	}
	check("API penalty", func() response {
		return tb.gm.postJSON("/api"+tb.path+"/actions", `{"kind":"penalty","target":"Takeda","count":1}`)
	}, http.StatusOK)
	check("htmx penalty of a count", func() response {
		return postHX(tb.gm, tb.path+"/actions", form("kind", "penalty", "target", "Takeda", "choice", "elements", "count", "1", "return", "battles"), hx...)
	}, http.StatusOK)
	if n := len(tb.state(t).Clan(campaign.Takeda).Army.Elements); n != els-4 {
		t.Fatalf("the penalties left %d of %d elements", n, els)
	}
	// The undo of the last one restores its elements.
	check("undo", func() response {
		return tb.gm.postForm(tb.path+"/undo", form())
	}, http.StatusSeeOther)
	if n := len(tb.state(t).Clan(campaign.Takeda).Army.Elements); n != els-3 {
		t.Fatalf("after the undo %d of %d elements", n, els)
	}
}

// A card played on a battle's tracker is the campaign's action and the
// tracker's event in one transaction: the campaign read once, the event
// checked on the state before the play (the card still in the hand) with
// no copy of it. Not parallel: the count of copies is the program's.
func TestTrackerCardLoadsOnceAndCopiesNoState(t *testing.T) {
	tb, _ := battleTable(t, dbtest.SQLite)
	path := trackerPath(t, tb)
	tk := tb.players[campaign.Takeda]
	if res := tb.gm.postJSON("/api"+tb.path+"/undo", `{}`); res.status != http.StatusOK {
		t.Fatalf("undo the MORALE played from the battle sheet: %d %s", res.status, res.body)
	}
	rev := decodeRoll(t, tk.get(path)).Rev
	loads, copies := tb.ts.db.StateLoads(), campaign.StateCopies()
	res := tk.postJSON(path, `{"rev":`+strconv.Itoa(rev)+`,"kind":"card","card":"7-C"}`)
	if res.status != http.StatusOK {
		t.Fatalf("card: %d %s", res.status, res.body)
	}
	if n := tb.ts.db.StateLoads() - loads; n != 1 {
		t.Errorf("%d states loaded, want 1", n)
	}
	if n := campaign.StateCopies() - copies; n != 0 {
		t.Errorf("%d states copied, want none", n)
	}
	if slices.Contains(tb.state(t).Clan(campaign.Takeda).Hand, "7-C") {
		t.Error("MORALE is still in Takeda's hand")
	}
}
