package handlers_test

import (
	"encoding/xml"
	"net/http"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
)

// A reader's two feeds to the letter of their standards. The Atom feed
// (RFC 4287 §4.1.1): a feed has an id, a title, an updated date and an
// author (here the feed's own, which every entry inherits); each entry an
// id, a title, an updated date and a link; the title does not change with
// the latest notice. The iCalendar (RFC 5545): lines end with CRLF (§3.1)
// and are folded at 75 octets, the calendar has PRODID and VERSION:2.0
// (§3.6), each event UID, DTSTAMP and DTSTART (§3.6.1), and it lasts:
// its DTEND is after its DTSTART.
func TestFeedsFollowTheirRFCs(t *testing.T) {
	tb := newTable(t)
	takeda := tb.players[campaign.Takeda]
	if res := takeda.postForm(tb.path+"/notices", form("channel", "feed")); res.status != http.StatusSeeOther {
		t.Fatalf("feed: %d", res.status)
	}
	doc := takeda.get(tb.path + "/notices").doc(t)
	feedURL, _ := doc.Find(`[data-testid="feed-url"]`).Attr("value")
	calURL, _ := doc.Find(`[data-testid="calendar-url"]`).Attr("value")
	feed := feedURL[strings.Index(feedURL, "/notices/feed/"):]
	cal := calURL[strings.Index(calURL, "/notices/calendar/"):]
	reader := tb.ts.browser(t)

	empty := checkAtom(t, reader.get(feed).body, 0)
	tb.gmDo(t, "kind", "start")
	tb.gmDo(t, "kind", "deadline", "choice", "set", "dl.kind", "after", "dl.hours", "24", "dl.zone", "Asia/Tokyo", "dl.pause", "12")
	full := checkAtom(t, reader.get(feed).body, 1)
	if empty != full || !strings.Contains(full, "Campagna 1560") {
		t.Errorf("the feed's title changes with its notices: %q, then %q", empty, full)
	}

	res := reader.get(cal)
	if ct := res.header.Get("Content-Type"); !strings.HasPrefix(ct, "text/calendar") {
		t.Errorf("calendar served as %q", ct)
	}
	checkICalendar(t, res.body, tb.state(t).Deadline.Due)
}

// checkAtom checks an Atom document's required elements, with at least
// min entries, and returns its title.
func checkAtom(t *testing.T, body string, min int) string {
	t.Helper()
	type person struct {
		Name string `xml:"name"`
	}
	type link struct {
		Href string `xml:"href,attr"`
		Rel  string `xml:"rel,attr"`
	}
	var f struct {
		XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
		ID      string   `xml:"id"`
		Title   string   `xml:"title"`
		Updated string   `xml:"updated"`
		Authors []person `xml:"author"`
		Entries []struct {
			ID      string   `xml:"id"`
			Title   string   `xml:"title"`
			Updated string   `xml:"updated"`
			Authors []person `xml:"author"`
			Links   []link   `xml:"link"`
			Content string   `xml:"content"`
		} `xml:"entry"`
	}
	if err := xml.Unmarshal([]byte(body), &f); err != nil {
		t.Fatalf("not an Atom feed: %v\n%s", err, body)
	}
	if f.ID == "" || f.Title == "" {
		t.Errorf("feed id %q, title %q", f.ID, f.Title)
	}
	if _, err := time.Parse(time.RFC3339, f.Updated); err != nil {
		t.Errorf("feed updated %q: %v", f.Updated, err)
	}
	feedAuthor := len(f.Authors) > 0 && f.Authors[0].Name != ""
	if len(f.Entries) < min {
		t.Fatalf("%d entries, want at least %d", len(f.Entries), min)
	}
	if !feedAuthor && len(f.Entries) == 0 {
		t.Error("the feed has no author (RFC 4287 §4.1.1)")
	}
	for i, e := range f.Entries {
		if e.ID == "" || e.Title == "" {
			t.Errorf("entry %d: id %q, title %q", i, e.ID, e.Title)
		}
		if _, err := time.Parse(time.RFC3339, e.Updated); err != nil {
			t.Errorf("entry %d: updated %q: %v", i, e.Updated, err)
		}
		if !feedAuthor && (len(e.Authors) == 0 || e.Authors[0].Name == "") {
			t.Errorf("entry %d has no author and the feed none (RFC 4287 §4.1.1)", i)
		}
		alternate := false
		for _, l := range e.Links {
			alternate = alternate || (l.Href != "" && (l.Rel == "" || l.Rel == "alternate"))
		}
		if !alternate && e.Content == "" {
			t.Errorf("entry %d has neither content nor an alternate link (§4.1.1.1)", i)
		}
	}
	return f.Title
}

// checkICalendar checks an iCalendar's line ends, folding and required
// properties, and that its one event starts at due and lasts.
func checkICalendar(t *testing.T, body string, due time.Time) {
	t.Helper()
	if !strings.HasSuffix(body, "\r\n") {
		t.Error("the calendar does not end with CRLF")
	}
	raw := strings.Split(strings.TrimSuffix(body, "\r\n"), "\r\n")
	var lines []string // unfolded
	for i, l := range raw {
		if strings.ContainsAny(l, "\r\n") {
			t.Errorf("line %d has a bare CR or LF (RFC 5545 §3.1): %q", i, l)
		}
		if len(l) > 75 {
			t.Errorf("line %d is %d octets, more than 75 (§3.1): %q", i, len(l), l)
		}
		if strings.HasPrefix(l, " ") || strings.HasPrefix(l, "\t") {
			if len(lines) == 0 {
				t.Fatalf("the calendar starts with a continuation line")
			}
			lines[len(lines)-1] += l[1:]
			continue
		}
		lines = append(lines, l)
	}
	if len(lines) < 2 || lines[0] != "BEGIN:VCALENDAR" || lines[len(lines)-1] != "END:VCALENDAR" {
		t.Fatalf("not one VCALENDAR:\n%s", body)
	}
	props := func(ls []string) map[string][]string {
		m := map[string][]string{}
		for _, l := range ls {
			name, value, _ := strings.Cut(l, ":")
			name, _, _ = strings.Cut(name, ";")
			m[name] = append(m[name], value)
		}
		return m
	}
	var calLines, ev []string
	var events [][]string
	for _, l := range lines[1 : len(lines)-1] {
		switch {
		case l == "BEGIN:VEVENT":
			ev = []string{}
		case l == "END:VEVENT":
			events = append(events, ev)
			ev = nil
		case ev != nil:
			ev = append(ev, l)
		default:
			calLines = append(calLines, l)
		}
	}
	cp := props(calLines)
	if len(cp["PRODID"]) != 1 || cp["PRODID"][0] == "" || len(cp["VERSION"]) != 1 || cp["VERSION"][0] != "2.0" {
		t.Errorf("calendar PRODID %q, VERSION %q (§3.6)", cp["PRODID"], cp["VERSION"])
	}
	if len(events) != 1 {
		t.Fatalf("%d events, want the deadline's", len(events))
	}
	ep := props(events[0])
	for _, name := range []string{"UID", "DTSTAMP", "DTSTART"} {
		if len(ep[name]) != 1 || ep[name][0] == "" {
			t.Errorf("the event's %s: %q (§3.6.1)", name, ep[name])
		}
	}
	start, err := time.Parse("20060102T150405Z", strings.Join(ep["DTSTART"], ""))
	if err != nil || !start.Equal(due.Truncate(time.Second)) {
		t.Errorf("DTSTART %q (%v), the deadline is %v", ep["DTSTART"], err, due)
	}
	end, err := time.Parse("20060102T150405Z", strings.Join(ep["DTEND"], ""))
	if err != nil || !end.After(start) {
		t.Errorf("DTEND %q (%v) does not end after DTSTART %v: an event of no length", ep["DTEND"], err, start)
	}
}
