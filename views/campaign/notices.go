package campaign

import (
	"fmt"
	"strings"
	"time"

	"sengoku/campaign"
	"sengoku/views"
)

// NoticeFacts are what a notice outside the site may say: the campaign,
// where it stands and the deadline. Never a card, a note's text or a
// move: a notice goes where the site's sessions do not reach.
type NoticeFacts struct {
	Campaign string
	Year     int
	Season   string
	Phase    campaign.Phase
	Due      *time.Time
	Zone     string
}

// NoticeText words a notice of kind in l: a title and one line.
func NoticeText(l views.Lang, kind string, f NoticeFacts) (title, text string) {
	title = fmt.Sprintf("%s — %s", f.Campaign, l.T("notice."+kind))
	parts := []string{fmt.Sprintf("%s %d · %s", l.T("season."+f.Season), f.Year, l.T("phase."+string(f.Phase)))}
	if f.Due != nil {
		loc, err := time.LoadLocation(f.Zone)
		if err != nil {
			loc = time.UTC
		}
		parts = append(parts, fmt.Sprintf("%s %s (%s)", l.T("dl.due"), f.Due.In(loc).Format("2006-01-02 15:04"), f.Zone))
	}
	return title, strings.Join(parts, " · ")
}

// NoticeSub is one of a reader's ways of being told.
type NoticeSub struct {
	ID                             int64
	Channel, Format, Target, Token string // Token "": its link cannot be shown again
}

// NoticesView is a reader's notices page.
type NoticesView struct {
	ID       int64
	State    *campaign.State
	Base     string // the site's address, for the feed's URL
	Subs     []NoticeSub
	Email    bool // e-mail is offered (the server has an SMTP server)
	Problems []string
	// Failed are the deliveries that failed (the game master's page only).
	Failed []string
}
