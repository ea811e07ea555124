package handlers_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// A player's feed token also opens his private calendar of the campaign's
// deadline: empty before there is a deadline, then one event at the due
// time in his language (Italian, the default), to the second; another clan's page does not show it, a wrong
// token finds nothing, and the feed's stop link ends it too.
func TestDeadlineCalendar(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		tb := newTableOn(t, b)
		takeda := tb.players[campaign.Takeda]
		if res := takeda.postForm(tb.path+"/notices", form("channel", "feed")); res.status != http.StatusSeeOther {
			t.Fatalf("feed: %d", res.status)
		}
		u, _ := takeda.get(tb.path + "/notices").doc(t).Find(`[data-testid="calendar-url"]`).Attr("value")
		if !strings.Contains(u, "/notices/calendar/") {
			t.Fatalf("calendar URL %q", u)
		}
		if tb.players[campaign.Uesugi].get(tb.path+"/notices").doc(t).Find(`[data-testid="calendar-url"]`).Length() != 0 {
			t.Error("Uesugi sees Takeda's calendar")
		}
		path := u[strings.Index(u, "/notices/calendar/"):]
		reader := tb.ts.browser(t) // a calendar app: no cookie, the token is the key
		if cal := readCalendar(t, reader.get(path)); len(cal.Events()) != 0 {
			t.Fatalf("events without a deadline: %d", len(cal.Events()))
		}
		tb.gmDo(t, "kind", "start")
		tb.gmDo(t, "kind", "deadline", "choice", "set", "dl.kind", "after", "dl.hours", "24", "dl.zone", "Asia/Tokyo", "dl.pause", "12")
		due := tb.state(t).Deadline.Due
		evs := readCalendar(t, reader.get(path)).Events()
		if len(evs) != 1 {
			t.Fatalf("%d events", len(evs))
		}
		start, err := evs[0].GetStartAt()
		if err != nil || !start.Equal(due.Truncate(time.Second)) {
			t.Errorf("starts %v (%v), want %v", start, err, due)
		}
		if s := evs[0].GetProperty(ics.ComponentPropertySummary); s == nil || !strings.Contains(s.Value, "scadenza della fase") {
			t.Errorf("summary %+v", s)
		}
		if res := reader.get("/notices/calendar/not-a-token"); res.status != http.StatusNotFound {
			t.Errorf("wrong token: %d", res.status)
		}
		if res := reader.get(strings.Replace(path, "/calendar/", "/unsubscribe/", 1)); res.status != http.StatusOK {
			t.Fatalf("stop: %d", res.status)
		}
		if res := reader.get(path); res.status != http.StatusNotFound {
			t.Errorf("calendar after the stop: %d", res.status)
		}
	})
}

func readCalendar(t *testing.T, res response) *ics.Calendar {
	t.Helper()
	if res.status != http.StatusOK {
		t.Fatalf("calendar: %d", res.status)
	}
	cal, err := ics.ParseCalendar(strings.NewReader(res.body))
	if err != nil {
		t.Fatalf("calendar %v: %s", err, res.body)
	}
	return cal
}
