package notices

import (
	"fmt"
	"net/http"
	"time"

	ics "github.com/arran4/golang-ical"
	"github.com/gin-gonic/gin"

	"sengoku/models"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
)

// calendar serves a feed subscription's private iCalendar (RFC 5545) of
// its campaign's deadline: the token of the reader's Atom feed opens it
// too, so it is as private as the feed and stops with it. Only the
// running phase's deadline is known (the next is set when the phase
// changes), so the calendar holds at most that one; a paused clock or no
// deadline gives an empty calendar. golang-ical folds and escapes the
// lines, ended with CRLF (§3.1). A deadline is a moment, but an event of no
// length is one some calendars drop or hide: the event starts at the
// deadline and lasts deadlineEvent, so every calendar shows it at the
// deadline's time.
func (s *Server) calendar(c *gin.Context) {
	ctx := c.Request.Context()
	sub, err := s.Store.SubscriptionByToken(ctx, c.Param("token"))
	if err != nil || sub.Channel != models.ChannelFeed {
		c.Status(http.StatusNotFound)
		return
	}
	cp, err := s.Campaign(ctx, sub.CampaignID)
	if err != nil {
		s.Fail(c, err)
		return
	}
	l := views.ParseLang(sub.Lang)
	cal := ics.NewCalendar()
	cal.SetMethod(ics.MethodPublish)
	cal.SetProductId("-//Sengoku//Deadlines//" + string(l))
	cal.SetName(cp.Name)
	cal.SetXWRCalName(cp.Name)
	cal.SetRefreshInterval("PT1H")
	now, st := s.Now(), cp.State
	if d := st.Deadline; d != nil && !d.IsPaused(now) {
		if due := d.DueAt(now); !due.IsZero() {
			title, text := campaignview.NoticeText(l, "deadline", campaignview.NoticeFacts{Campaign: cp.Name, Year: st.Year, Season: st.Season.String(), Phase: st.Phase, Due: &due, Zone: d.Spec.Zone})
			ev := cal.AddEvent(fmt.Sprintf("deadline-%d-%d-%d@sengoku", cp.ID, sub.ID, due.Unix()))
			ev.SetDtStampTime(now)
			ev.SetStartAt(due)
			ev.SetEndAt(due.Add(deadlineEvent))
			ev.SetSummary(title)
			ev.SetDescription(text)
			ev.SetURL(fmt.Sprintf("%s/campaigns/%d", s.LinkBase(c.Request).URL.String(), cp.ID))
		}
	}
	c.Header("Cache-Control", "private, no-cache")
	c.Data(http.StatusOK, "text/calendar; charset=utf-8", []byte(cal.Serialize(ics.WithNewLineWindows)))
}

// deadlineEvent is how long a deadline's calendar event lasts.
const deadlineEvent = 15 * time.Minute
