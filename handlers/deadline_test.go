package handlers_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// The game master sets a 24-hour deadline from the banner's controls:
// every viewer's banner shows it in a <time> element (UTC, localised by
// the page's script) with the campaign's zone as fallback and who has not
// acted yet; only the GM has the controls; a player cannot touch the
// clock; a wrong zone is refused in the reader's language and changes
// nothing. Time moved past the deadline: the automatic steps draw for
// whoever did not, each in the history, and the banner moves on to
// Diplomacy.
func TestDeadlineBannerAndAutoAdvance(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		tb := newTableOn(t, b)
		tb.gmDo(t, "kind", "start")
		tb.rig(t, stackSafe) // the deck is random: first the cards that ask nothing
		set := []string{"kind", "deadline", "choice", "set", "dl.kind", "after", "dl.hours", "24", "dl.zone", "Asia/Tokyo", "dl.pause", "12"}
		if doc := tb.gm.get(tb.path).doc(t); doc.Find(`[data-testid="deadline-set"]`).Length() != 1 {
			t.Fatal("the GM has no deadline form")
		}
		msg := tb.refused(t, tb.gm, form(append(set[:len(set)-4:len(set)-4], "dl.zone", "Atlantis/Capital", "lang", "it")...), http.StatusUnprocessableEntity)
		if !strings.Contains(msg, "Fuso orario") && !strings.Contains(msg, "time zone") {
			t.Errorf("wrong zone refused with %q", msg)
		}
		tb.refused(t, tb.players[campaign.Takeda], form(set...), http.StatusForbidden)
		tb.gmDo(t, set...)
		due := tb.state(t).Deadline.Due
		first, last := tb.state(t).Order[0], tb.state(t).Order[5]
		tb.as(t, first, "kind", "draw")

		page := tb.players[last].get(tb.path).doc(t)
		tm := page.Find(`[data-testid="deadline-time"]`)
		if dt, _ := tm.Attr("datetime"); dt != due.Format(time.RFC3339) || !strings.Contains(tm.Text(), "Asia/Tokyo") ||
			!strings.Contains(tm.Text(), due.In(mustZone(t, "Asia/Tokyo")).Format("15:04")) {
			t.Errorf("deadline shown as %q (%s), want %s", tm.Text(), dt, due)
		}
		notActed := page.Find(`[data-testid="not-acted"]`).Text()
		if strings.Contains(notActed, string(first)) || !strings.Contains(notActed, string(last)) {
			t.Errorf("not acted yet: %q (%s drew)", notActed, first)
		}
		if page.Find(`[data-testid="deadline-controls"]`).Length() != 0 {
			t.Error("a player sees the GM's deadline controls")
		}
		if tb.ts.URL == "" || page.Find(`[data-testid="countdown"]`).Length() != 1 {
			t.Error("no countdown")
		}

		svc := campaign.NewService(tb.ts.db, func() time.Time { return due.Add(time.Minute) })
		_, n, err := svc.AutoAdvance(context.Background(), tb.id)
		if err != nil || n != 6 { // five defaults, then the advance
			t.Fatalf("%d steps: %v", n, err)
		}
		st := tb.state(t)
		if st.Phase != campaign.PhaseDiplomacy {
			t.Fatalf("phase %s after the deadline", st.Phase)
		}
		hist := tb.players[campaign.Mori].get(tb.path + "/history").body
		if strings.Count(hist, "missedDeadline") < 5 {
			t.Errorf("%d defaults in the history", strings.Count(hist, "missedDeadline"))
		}
		banner := tb.players[campaign.Mori].get(tb.path).doc(t).Find(`[data-testid="banner"]`)
		if banner.AttrOr("data-phase", "") != string(campaign.PhaseDiplomacy) {
			t.Errorf("banner phase %s", banner.AttrOr("data-phase", ""))
		}
	})
}

func mustZone(t *testing.T, name string) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// stackSafe puts first in the draw pile the cards that ask their drawer
// nothing: SUPPLIES and the cards kept in hand.
func stackSafe(st *campaign.State) {
	var safe, rest []string
	for _, id := range st.Deck.DrawPile {
		if c, _ := campaign.CardByID(id); c.Event == campaign.EvSupplies || c.Timing == campaign.WhenYouWant {
			safe = append(safe, id)
		} else {
			rest = append(rest, id)
		}
	}
	st.Deck.DrawPile = append(safe, rest...)
}
