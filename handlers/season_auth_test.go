package handlers_test

import (
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// toMovement starts the campaign and plays the draws and diplomacy, with
// harmless cards (SUPPLIES to full armies), up to Movement.
func (tb *table) toMovement(t *testing.T) {
	t.Helper()
	tb.gmDo(t, "kind", "start")
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "2-C", campaign.Takeda: "3-C", campaign.Uesugi: "4-C", campaign.Imagawa: "5-C", campaign.Mori: "2-D", campaign.Shimazu: "3-D"}, nil)
	tb.advance(t, 2)
}

// untilMover lets every clan before c stay.
func (tb *table) untilMover(t *testing.T, c campaign.Clan) {
	t.Helper()
	for i := 0; i < 6; i++ {
		m := tb.state(t).Mover()
		if m == c {
			return
		}
		tb.as(t, m, "kind", "stay")
	}
	t.Fatalf("%s never moves", c)
}

// TestSeasonIllegalActionsRefused: each illegal action is refused with a
// clear message in the player's language and changes nothing (§8.1, §1,
// §5, §4).
func TestSeasonIllegalActionsRefused(t *testing.T) { onEachBackend(t, testSeasonIllegalActionsRefused) }

func testSeasonIllegalActionsRefused(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	tb.toMovement(t)
	takeda := tb.players[campaign.Takeda]
	// Two armies already stand in Totomi (32), next to Takeda.
	tb.rig(t, func(st *campaign.State) {
		st.Clan(campaign.Hojo).Army.Location = 32
		st.Clan(campaign.Uesugi).Army.Location = 32
	})
	mover := tb.state(t).Mover()
	if mover != campaign.Takeda {
		other := mover
		msg := tb.refused(t, takeda, form("kind", "stay"), http.StatusUnprocessableEntity)
		if !strings.Contains(msg, "Tocca a "+string(other)) {
			t.Errorf("out of turn: %q", msg)
		}
		tb.untilMover(t, campaign.Takeda)
	}
	cases := []struct {
		name   string
		form   []string
		status int
		want   string
	}{
		{"not adjacent", []string{"kind", "move", "province", "61"}, http.StatusUnprocessableEntity, "Non è adiacente"},
		{"third army", []string{"kind", "move", "province", "32"}, http.StatusUnprocessableEntity, "già due eserciti"},
		{"Kyoto closed", []string{"kind", "move", "province", "41"}, http.StatusUnprocessableEntity, "Kyoto è chiusa"},
		{"card not in hand", []string{"kind", "move", "province", "16", "card", "6-C"}, http.StatusUnprocessableEntity, "non ha la carta"},
		{"play a card not in hand", []string{"kind", "play", "card", "7-H", "province", "32"}, http.StatusUnprocessableEntity, "non ha la carta"},
		{"for another clan", []string{"kind", "stay", "clan", "Hojo"}, http.StatusForbidden, "solo per il tuo clan"},
		{"GM-only advance", []string{"kind", "advance"}, http.StatusForbidden, "Solo il master"},
		{"GM-only battle result", []string{"kind", "battle-result", "battle", "1", "winner", "Takeda"}, http.StatusForbidden, "Solo il master"},
		{"GM-only option", []string{"kind", "set-option", "key", "tableDice", "value", "true"}, http.StatusForbidden, "Solo il master"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			msg := tb.refused(t, takeda, form(tc.form...), tc.status)
			if !strings.Contains(msg, tc.want) {
				t.Errorf("message %q lacks %q", msg, tc.want)
			}
		})
	}
	// The same through the JSON API, in English.
	res := takeda.postJSON("/api"+tb.path+"/actions?lang=en", `{"kind":"move","province":41}`)
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "Kyoto is closed") || !strings.Contains(res.body, `"problems"`) {
		t.Errorf("API refusal: %d %s", res.status, res.body)
	}
	res = takeda.postJSON("/api"+tb.path+"/actions", `{"kind":"advance"}`)
	if res.status != http.StatusForbidden {
		t.Errorf("API: a player advanced: %d", res.status)
	}
	res = takeda.postJSON("/api"+tb.path+"/actions", `{"kind":"stay","clan":"Mori"}`)
	if res.status != http.StatusForbidden {
		t.Errorf("API: a player acted for Mori: %d", res.status)
	}
	public := tb.ts.browser(t)
	if res := public.postForm(tb.path+"/actions", form("kind", "stay")); res.status != http.StatusForbidden {
		t.Errorf("the public acted: %d", res.status)
	}
	if res := public.postJSON("/api"+tb.path+"/actions", `{"kind":"stay"}`); res.status != http.StatusForbidden {
		t.Errorf("the public acted through the API: %d", res.status)
	}
	if res := takeda.postForm(tb.path+"/undo", form()); res.status != http.StatusForbidden {
		t.Errorf("a player undid: %d", res.status)
	}
	if res := takeda.postJSON("/api"+tb.path+"/undo", `{}`); res.status != http.StatusForbidden {
		t.Errorf("a player undid through the API: %d", res.status)
	}
	// The legal move still works, and moves the army.
	tb.as(t, campaign.Takeda, "kind", "move", "province", "16")
	if tb.state(t).Clan(campaign.Takeda).Army.Location != 16 {
		t.Error("the legal move did not happen")
	}
}

// TestSeasonPlayersSeeOnlyTheirOwnHandAndNotes: a player never sees another
// clan's hand or notes, on the pages or through the JSON API; the public
// sees hand sizes only (§5, §6).
func TestSeasonPlayersSeeOnlyTheirOwnHandAndNotes(t *testing.T) {
	onEachBackend(t, testSeasonPlayersSeeOnlyTheirOwnHandAndNotes)
}

func testSeasonPlayersSeeOnlyTheirOwnHandAndNotes(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	tb.gmDo(t, "kind", "start")
	tb.drawAll(t, map[campaign.Clan]string{campaign.Hojo: "6-C", campaign.Takeda: "9-D", campaign.Uesugi: "2-C", campaign.Imagawa: "3-C", campaign.Mori: "4-C", campaign.Shimazu: "5-C"}, nil)
	tb.advance(t, 1)
	tb.as(t, campaign.Takeda, "kind", "note", "target", "Uesugi", "text", "secret plan against Mori")
	tb.as(t, campaign.Takeda, "kind", "request", "target", "Hojo")

	mori, takeda, uesugi, hojo := tb.players[campaign.Mori], tb.players[campaign.Takeda], tb.players[campaign.Uesugi], tb.players[campaign.Hojo]
	public := tb.ts.browser(t)
	for name, b := range map[string]*browser{"Mori": mori, "public": public} {
		for _, tab := range []string{"", "/hand", "/diplomacy", "/history", "/battles", "/prestige"} {
			body := b.get(tb.path + tab).body
			for _, secret := range []string{"SECRET PLAN", `data-card="6-C"`, `data-card="9-D"`, "INTERVENTO DIVINO", "MARCIA FORZATA (6♣)", "chiede un contingente"} {
				if strings.Contains(body, secret) {
					t.Errorf("%s sees %q on %q", name, secret, tab)
				}
			}
		}
		view := b.get("/api" + tb.path + "/view").body
		for _, secret := range []string{"SECRET PLAN", `"6-C"`, `"9-D"`, `"drawPile":[`, `"requests":[`} {
			if strings.Contains(view, secret) {
				t.Errorf("%s's API view contains %q", name, secret)
			}
		}
		if log := b.get("/api" + tb.path + "/log").body; strings.Contains(log, "SECRET") || strings.Contains(log, "contingent") || strings.Contains(log, "shuffle") {
			t.Errorf("%s's API log leaks: %s", name, log)
		}
	}
	if !strings.Contains(public.get("/api"+tb.path+"/view").body, `"handSize":1`) {
		t.Error("the public does not see hand sizes")
	}
	// Sender and recipient read the note; Takeda sees his own hand only.
	for name, b := range map[string]*browser{"Takeda": takeda, "Uesugi": uesugi} {
		if doc := b.get(tb.path + "/diplomacy").doc(t); !strings.Contains(doc.Find(`[data-testid="notes"]`).Text(), "SECRET PLAN AGAINST MORI") {
			t.Errorf("%s cannot read the note", name)
		}
		if !strings.Contains(b.get("/api"+tb.path+"/view").body, "SECRET PLAN AGAINST MORI") {
			t.Errorf("%s's API view lacks the note", name)
		}
	}
	hand := takeda.get(tb.path + "/hand").doc(t)
	if hand.Find(`[data-card="9-D"]`).Length() != 1 || hand.Find(`[data-testid="hand-Hojo"]`).Length() != 0 || strings.Contains(hand.Text(), "6♣") {
		t.Error("Takeda's hand page is wrong")
	}
	if view := takeda.get("/api" + tb.path + "/view").body; !strings.Contains(view, `"9-D"`) || strings.Contains(view, `"6-C"`) {
		t.Error("Takeda's API view does not show exactly his own hand")
	}
	// The request is seen by the two clans it concerns, in their histories.
	if !strings.Contains(hojo.get(tb.path+"/history").body, "chiede un contingente") {
		t.Error("Hojo does not see Takeda's request in its history")
	}
	// The GM sees every hand and the draw pile.
	gmHand := tb.gm.get(tb.path + "/hand").doc(t)
	if gmHand.Find(`[data-testid="hand-Hojo"] [data-card="6-C"]`).Length() != 1 || gmHand.Find(`[data-testid="draw-pile"] li`).Length() == 0 {
		t.Error("the GM does not see every hand and the draw pile")
	}
}

// TestSeasonConcurrentActionsOneWins: two actions on the same version, at
// once: exactly one is applied, the other gets the 409 "reload" message; a
// GM undo makes a stale player action fail the same way.
func TestSeasonConcurrentActionsOneWins(t *testing.T) {
	onEachBackend(t, testSeasonConcurrentActionsOneWins)
}

func testSeasonConcurrentActionsOneWins(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	tb.toMovement(t)
	version := func() string {
		doc := tb.gm.get(tb.path).doc(t)
		v := doc.Find(`form[data-testid="act-advance"] input[name="version"], form input[name="version"]`).First().AttrOr("value", "")
		if v == "" {
			t.Fatal("no version on the page")
		}
		return v
	}
	v := version()
	mover := tb.state(t).Mover()
	var wg sync.WaitGroup
	statuses := make([]int, 2)
	bodies := make([]string, 2)
	for i, try := range []struct {
		b    *browser
		form []string
	}{
		{tb.players[mover], []string{"kind", "stay", "version", v}},
		{tb.gm, []string{"kind", "stay", "clan", string(mover), "version", v}},
	} {
		wg.Add(1)
		go func(i int, b *browser, f []string) {
			defer wg.Done()
			res := b.postForm(tb.path+"/actions", form(f...))
			statuses[i], bodies[i] = res.status, res.body
		}(i, try.b, try.form)
	}
	wg.Wait()
	ok, conflict := 0, 0
	for i, s := range statuses {
		switch s {
		case http.StatusSeeOther:
			ok++
		case http.StatusConflict:
			conflict++
			if !strings.Contains(bodies[i], "La campagna è cambiata") {
				t.Error("the 409 does not say the campaign changed")
			}
		}
	}
	if ok != 1 || conflict != 1 {
		t.Fatalf("statuses %v: want one 303 and one 409", statuses)
	}
	log := tb.gm.get("/api" + tb.path + "/log").body
	if strings.Count(log, `"kind":"stay"`) != 1 {
		t.Error("both stays were logged")
	}

	// A GM undo during a player's action: the player's stale form fails.
	v = version()
	next := tb.state(t).Mover()
	if res := tb.gm.postForm(tb.path+"/undo", form("version", v)); res.status != http.StatusSeeOther {
		t.Fatalf("undo: %d", res.status)
	}
	if tb.state(t).Mover() != mover {
		t.Error("undo did not restore the state before the stay")
	}
	res := tb.players[next].postJSON("/api"+tb.path+"/actions", `{"kind":"stay","version":`+v+`}`)
	if res.status != http.StatusConflict || !strings.Contains(res.body, "cambiata") {
		t.Errorf("a stale action after the undo: %d %s", res.status, res.body)
	}
	hist := tb.gm.get(tb.path + "/history").doc(t)
	if hist.Find(`[data-testid="log"] li[data-kind="undo"]`).Length() != 1 || hist.Find(`[data-testid="log"] li.undone`).Length() != 1 {
		t.Error("the undo is not logged, or the undone action not marked")
	}
	// Undo through the API, version unchecked.
	if res := tb.gm.postJSON("/api"+tb.path+"/undo", `{}`); res.status != http.StatusOK || !strings.Contains(res.body, `"undone"`) {
		t.Errorf("API undo: %d %s", res.status, res.body)
	}
	if n, _ := strconv.Atoi(v); n <= 0 {
		t.Errorf("version %q", v)
	}
}

// TestSeasonOptionsPage: every ambiguity C-01..C-40 is listed; the GM can
// change an option before the start only.
func TestSeasonOptionsPage(t *testing.T) {
	tb := newTable(t)
	doc := tb.gm.get(tb.path + "/options").doc(t)
	ids := map[string]bool{}
	doc.Find(`[data-testid="options"] li.option`).Each(func(_ int, s *goquery.Selection) {
		ids[s.AttrOr("data-id", "")] = true
	})
	for i := 1; i <= 40; i++ {
		id := "C-" + strconv.Itoa(100 + i)[1:]
		if !ids[id] {
			t.Errorf("%s is not listed", id)
		}
	}
	if doc.Find(`[data-testid="options-form"] input[type="radio"][name="option.siegeNatural1Fails"]`).Length() != 2 {
		t.Fatal("the GM cannot edit the options before the start")
	}
	if tb.players[campaign.Takeda].get(tb.path+"/options").doc(t).Find(`[data-testid="options-form"]`).Length() != 0 {
		t.Error("a player may edit the options")
	}
	tb.gmDo(t, "kind", "set-option", "key", "siegeNatural1Fails", "value", "true", "return", "options")
	if !tb.state(t).Options.SiegeNatural1Fails {
		t.Error("the option did not change")
	}
	if res := tb.gm.postForm(tb.path+"/actions", form("kind", "set-option", "key", "maxAllied", "value", "99", "return", "options")); res.status != http.StatusUnprocessableEntity {
		t.Errorf("an out-of-range option: %d", res.status)
	}
	tb.gmDo(t, "kind", "start")
	// After the start the rules are fixed; the site's bound on notes (no
	// rule of the game) stays the game master's to change.
	after := tb.gm.get(tb.path + "/options").doc(t)
	if after.Find(`[data-testid="options-form"] input[type="radio"]`).Length() != 0 || after.Find(`[data-testid="options-during-play"]`).Length() != 1 {
		t.Error("rules options are still editable after the start")
	}
	if after.Find(`[data-testid="options-form"] input[name="option.notesPerPhase"]`).Length() != 1 {
		t.Fatal("the bound on notes cannot be changed during play")
	}
	tb.gmDo(t, "kind", "set-option", "option.notesPerPhase", "5", "return", "options")
	if got := tb.state(t).Options.NotesPerPhase; got != 5 {
		t.Errorf("notesPerPhase %d after saving 5", got)
	}
	if res := tb.gm.postForm(tb.path+"/actions", form("kind", "set-option", "key", "siegeNatural1Fails", "value", "false", "return", "options")); res.status != http.StatusConflict && res.status != http.StatusUnprocessableEntity {
		t.Errorf("a rules option changed after the start: %d", res.status)
	}
	if !tb.state(t).Options.SiegeNatural1Fails {
		t.Error("a rules option changed after the start")
	}
	if tb.players[campaign.Takeda].get(tb.path+"/options").doc(t).Find(`[data-testid="options-form"]`).Length() != 0 {
		t.Error("a player may edit the options during play")
	}
}

// TestOptionsPageWritesChoicesOutAndSavesOnce: each ambiguity once (C-05
// has two settings under one heading), radio buttons worded in the
// reader's language with no key on show, one Save for the page that sets
// every option in one action; a refused save changes nothing and keeps
// the choices made.
func TestOptionsPageWritesChoicesOutAndSavesOnce(t *testing.T) {
	tb := newTable(t)
	doc := tb.gm.get(tb.path + "/options").doc(t)
	if n := doc.Find(`li.option[data-id="C-05"]`).Length(); n != 1 {
		t.Errorf("C-05 is listed %d times", n)
	}
	if n := doc.Find(`li.option[data-id="C-05"] .setting`).Length(); n != 2 {
		t.Errorf("C-05 has %d settings, want its two thresholds", n)
	}
	if n := doc.Find(`[data-testid="options-form"] button[type="submit"]`).Length(); n != 1 {
		t.Errorf("%d Save buttons, want one", n)
	}
	if _, ok := doc.Find(`[data-testid="options-form"]`).Attr("hx-post"); !ok {
		t.Error("the save reloads the page instead of staying where it was")
	}
	text := doc.Find(`[data-testid="options"]`).Text()
	for _, raw := range []string{"campaign.turnUnitForDurations", "anyAfterClaim"} {
		if strings.Contains(text, raw) {
			t.Errorf("the page shows the identifier %q", raw)
		}
	}
	c02 := doc.Find(`.setting[data-key="turnUnitForDurations"] label.check`)
	if c02.Length() != 3 || !strings.Contains(c02.Eq(1).Text(), "l'Inverno non conta") {
		t.Errorf("C-02's choices read %q", c02.Text())
	}

	f := form("kind", "set-option", "return", "options")
	doc.Find(`[data-testid="options-form"] input[name^="option."]`).Each(func(_ int, in *goquery.Selection) {
		name := in.AttrOr("name", "")
		if in.AttrOr("type", "") == "radio" {
			if _, on := in.Attr("checked"); on {
				f.Set(name, in.AttrOr("value", ""))
			}
			return
		}
		f.Set(name, in.AttrOr("value", ""))
	})
	f.Set("option.siegeNatural1Fails", "true")
	f.Set("option.turnUnitForDurations", campaign.UnitYear)
	tb.act(t, tb.gm, f)
	st := tb.state(t).Options
	if !st.SiegeNatural1Fails || st.TurnUnitForDurations != campaign.UnitYear {
		t.Errorf("after one save: siegeNatural1Fails %v, turnUnitForDurations %q", st.SiegeNatural1Fails, st.TurnUnitForDurations)
	}

	f.Set("option.tableDice", "true")
	f.Set("option.maxAllied", "99")
	msg := tb.refused(t, tb.gm, f, http.StatusUnprocessableEntity)
	if !strings.Contains(msg, "maxAllied") && !strings.Contains(msg, "18") {
		t.Errorf("the refusal says %q", msg)
	}
	again := tb.gm.postForm(tb.path+"/actions", f).doc(t)
	if v := again.Find(`input[name="option.maxAllied"]`).AttrOr("value", ""); v != "99" {
		t.Errorf("the typed 99 came back as %q", v)
	}
	if _, on := again.Find(`input[name="option.tableDice"][value="true"]`).Attr("checked"); !on {
		t.Error("the choice made for tableDice was lost")
	}
}
