package handlers_test

import (
	"context"
	"encoding/json"
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

// The deadline form is read per choice: a weekly deadline is set whatever
// the unused hours field holds (empty, 0, words), and a duration whatever
// the weekday and time hold; the chosen choice's own fields are still
// checked, in the reader's language.
func TestDeadlineFormReadsOnlyTheChosenKind(t *testing.T) {
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	weekly := []string{"kind", "deadline", "choice", "set", "dl.kind", "weekly", "dl.weekday", "4", "dl.clock", "21:00", "dl.zone", "Europe/Rome", "dl.pause", "48"}
	for _, hours := range []string{"", "0", "abc"} {
		tb.gmDo(t, append(weekly, "dl.hours", hours)...)
		if sp := tb.state(t).Deadline.Spec; sp.Kind != campaign.DeadlineWeekly || sp.Clock != "21:00" || sp.After != 0 {
			t.Errorf("hours %q beside a weekly deadline: spec %+v", hours, sp)
		}
	}
	after := []string{"kind", "deadline", "choice", "set", "dl.kind", "after", "dl.hours", "24", "dl.zone", "Europe/Rome", "dl.pause", "48"}
	tb.gmDo(t, append(after, "dl.weekday", "", "dl.clock", "nonsense")...)
	if sp := tb.state(t).Deadline.Spec; sp.Kind != campaign.DeadlineAfter || sp.After != 24*time.Hour || sp.Clock != "" {
		t.Errorf("a duration beside an empty weekday: spec %+v", sp)
	}
	for lang, want := range map[string]string{"it": "minuto", "en": "minute"} {
		tb.gm.get("/lang/" + lang + "?next=/")
		msg := tb.refused(t, tb.gm, form(append(after[:6:6], "dl.hours", "0", "dl.zone", "Europe/Rome")...), http.StatusUnprocessableEntity)
		if !strings.Contains(msg, want) {
			t.Errorf("%s: a zero duration refused with %q", lang, msg)
		}
	}
}

// In the Draw only one clan can act at a time (§7): the banner names the
// clan whose turn it is and those after it, not "every clan has not acted".
func TestDeadlineBannerNamesWhoseTurnInTheDraw(t *testing.T) {
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	tb.rig(t, stackSafe)
	tb.gmDo(t, "kind", "deadline", "choice", "set", "dl.kind", "after", "dl.hours", "24", "dl.zone", "Europe/Rome", "dl.pause", "12")
	order := tb.state(t).Order
	for lang, words := range map[string][2]string{"it": {"tocca a", "poi:"}, "en": {"to act now:", "then:"}} {
		page := tb.players[order[3]].get(tb.path + "?lang=" + lang).doc(t)
		line := page.Find(`[data-testid="not-acted"]`).Text()
		if now := page.Find(`[data-testid="acting-now"]`).Text(); now != string(order[0]) {
			t.Errorf("%s: acting now %q, want %s", lang, now, order[0])
		}
		if !strings.Contains(line, words[0]) || !strings.Contains(line, words[1]) || strings.Contains(line, "non hanno") || strings.Contains(line, "not acted") {
			t.Errorf("%s: banner %q", lang, line)
		}
		if strings.Index(line, string(order[1])) < strings.Index(line, words[1]) {
			t.Errorf("%s: %s listed before %q: %q", lang, order[1], words[1], line)
		}
	}
}

// The deadline action as the /api reference documents it: the game
// master's JSON sets a weekly deadline (durations in nanoseconds), a
// player's is refused with 403.
func TestDeadlineActionThroughTheAPI(t *testing.T) {
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	body := `{"kind":"deadline","choice":"set","deadline":{"kind":"weekly","weekday":4,"clock":"21:00","zone":"Europe/Rome","pauseLimit":172800000000000},"version":0}`
	api := "/api" + tb.path + "/actions"
	if res := tb.players[campaign.Takeda].postJSON(api, body, "Origin", tb.ts.URL); res.status != http.StatusForbidden {
		t.Errorf("a player set the deadline: %d", res.status)
	}
	if res := tb.gm.postJSON(api, body, "Origin", tb.ts.URL); res.status != http.StatusOK {
		t.Fatalf("the documented deadline: %d %s", res.status, res.body)
	}
	sp := tb.state(t).Deadline.Spec
	if sp.Kind != campaign.DeadlineWeekly || sp.Weekday != time.Thursday || sp.Clock != "21:00" || sp.PauseLimit != 48*time.Hour {
		t.Errorf("spec %+v", sp)
	}
	res := tb.gm.postJSON(api, `{"kind":"deadline","choice":"extend","extend":86400000000000,"text":"club night moved","version":0}`, "Origin", tb.ts.URL)
	if res.status != http.StatusOK {
		t.Errorf("extend by 24 h: %d %s", res.status, res.body)
	}
	// Every reader of the view finds the deadline in it, as in the banner.
	for name, b := range map[string]*browser{"player": tb.players[campaign.Takeda], "public": tb.ts.browser(t)} {
		var out struct {
			View struct {
				Deadline *campaign.Deadline `json:"deadline"`
			} `json:"view"`
		}
		if err := json.Unmarshal([]byte(b.get("/api"+tb.path+"/view").body), &out); err != nil || out.View.Deadline == nil || out.View.Deadline.Spec.Clock != "21:00" || out.View.Deadline.Due.IsZero() {
			t.Errorf("the %s's view has no deadline: %+v, %v", name, out.View.Deadline, err)
		}
	}
}
