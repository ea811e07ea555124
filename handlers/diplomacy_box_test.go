package handlers_test

import (
	"net/http"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// TestDiplomacyShowsThePresentSeason: the Diplomacy tab and the JSON view
// show the notes and declarations of the current season; earlier seasons
// are one tap away, a page at a time, each reader seeing there exactly
// what he may read (the sender and recipient their note, every reader the
// declarations, nobody else the note), on both backends.
func TestDiplomacyShowsThePresentSeason(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testDiplomacyShowsThePresentSeason)
}

func testDiplomacyShowsThePresentSeason(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	tb.gmDo(t, "kind", "start")
	// Clubs carry no SPY: who reads a note is the test's, not the deck's.
	calm := map[campaign.Clan]string{campaign.Hojo: "2-C", campaign.Takeda: "3-C", campaign.Uesugi: "4-C",
		campaign.Imagawa: "5-C", campaign.Mori: "6-C", campaign.Shimazu: "7-C"}
	tb.drawAll(t, calm, nil)
	tb.advance(t, 1)
	tb.as(t, campaign.Takeda, "kind", "note", "target", "Uesugi", "text", "spring plan against Mori")
	tb.as(t, campaign.Uesugi, "kind", "declare", "text", "peace in the spring")
	tb.advance(t, 1)
	tb.moves(t, nil)
	tb.advance(t, 1)
	if st := tb.state(t); st.Season != campaign.Summer {
		t.Fatalf("in %s, want Summer", st.Season)
	}
	tb.drawAll(t, calm, nil)
	tb.advance(t, 1)
	tb.as(t, campaign.Takeda, "kind", "note", "target", "Uesugi", "text", "summer plan")

	takeda, mori, public := tb.players[campaign.Takeda], tb.players[campaign.Mori], tb.ts.browser(t)
	doc := takeda.get(tb.path + "/diplomacy").doc(t)
	if now := doc.Find(`[data-testid="notes"]`).Text(); !strings.Contains(now, "SUMMER PLAN") || strings.Contains(now, "SPRING PLAN") {
		t.Errorf("the box shows %q: want this season's note only", now)
	}
	if doc.Find(`[data-testid="earlier-notes"]`).Length() != 0 || doc.Find(`[data-testid="dip-earlier-open"]`).Length() != 1 {
		t.Error("earlier seasons are not one tap away")
	}
	if view := takeda.get("/api" + tb.path + "/view").body; !strings.Contains(view, "SUMMER PLAN") || strings.Contains(view, "SPRING PLAN") || strings.Contains(view, "PEACE IN THE SPRING") {
		t.Error("the JSON view does not show the present season alone")
	}
	for name, c := range map[string]struct {
		b           *browser
		note, peace bool
	}{"Takeda": {takeda, true, true}, "Mori": {mori, false, true}, "public": {public, false, true}} {
		earlier := c.b.get(tb.path + "/diplomacy?earlier=1").doc(t).Find(`[data-testid="earlier-notes"]`).Text()
		if strings.Contains(earlier, "SPRING PLAN") != c.note || strings.Contains(earlier, "PEACE IN THE SPRING") != c.peace {
			t.Errorf("%s reads earlier seasons as %q", name, earlier)
		}
		if strings.Contains(earlier, "SUMMER PLAN") {
			t.Errorf("%s's earlier seasons hold this season's note", name)
		}
	}
	// The JSON API: every season, what each may read.
	for name, c := range map[string]struct {
		b            *browser
		spring, peak bool
	}{"Takeda": {takeda, true, true}, "Mori": {mori, false, true}, "public": {public, false, true}} {
		body := c.b.get("/api" + tb.path + "/notes").body
		if strings.Contains(body, "SPRING PLAN") != c.spring || strings.Contains(body, "SUMMER PLAN") != c.spring || !strings.Contains(body, "PEACE IN THE SPRING") {
			t.Errorf("%s's /notes: %s", name, body)
		}
	}
	if res := takeda.get("/api" + tb.path + "/notes?before=x"); res.status != http.StatusUnprocessableEntity && res.status != http.StatusBadRequest {
		t.Errorf("/notes?before=x: status %d", res.status)
	}
	for _, bad := range []string{"x", "-3", "0"} {
		if res := takeda.get(tb.path + "/diplomacy?before=" + bad); res.status != http.StatusUnprocessableEntity && res.status != http.StatusBadRequest {
			t.Errorf("before=%s: status %d", bad, res.status)
		}
	}
}

// TestEarlierNotesPage: earlier seasons' notes come a page at a time,
// newest first, each page linking to the next until the first note.
func TestEarlierNotesPage(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "set-option", "key", "notesPerPhase", "value", "30")
	tb.gmDo(t, "kind", "start")
	tb.drawAll(t, nil, nil)
	tb.advance(t, 1)
	for i := 0; i < 25; i++ {
		tb.as(t, campaign.Takeda, "kind", "note", "target", "Uesugi", "text", "nota numero "+strings.Repeat("i", i+1)+" fine")
	}
	tb.advance(t, 1)
	tb.moves(t, nil)
	tb.advance(t, 1)
	doc := tb.gm.get(tb.path + "/diplomacy?earlier=1").doc(t)
	first := doc.Find(`[data-testid="earlier-notes"] li`)
	if first.Length() != 20 || !strings.Contains(first.First().Text(), strings.Repeat("I", 25)+" FINE") {
		t.Fatalf("first page: %d notes, newest %q", first.Length(), first.First().Text())
	}
	older, ok := doc.Find(`[data-testid="dip-older"]`).Attr("href")
	if !ok {
		t.Fatal("no link to older notes")
	}
	next := tb.gm.get(older).doc(t)
	rest := next.Find(`[data-testid="earlier-notes"] li`)
	if rest.Length() != 5 || !strings.Contains(rest.Last().Text(), "NOTA NUMERO I FINE") || next.Find(`[data-testid="dip-older"]`).Length() != 0 {
		t.Errorf("second page: %d notes, oldest %q", rest.Length(), rest.Last().Text())
	}
}
