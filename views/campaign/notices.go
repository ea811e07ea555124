package campaign

import (
	"fmt"
	"net/url"
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
	// Typed is the refused form as it was sent, shown again in its fields;
	// Invalid names the field its problem concerns.
	Typed   url.Values
	Invalid string
	// Failed are the deliveries that failed (the game master's page only).
	Failed []string
}

// Value is what was typed in the field name of the refused form ("" on a
// fresh page).
func (v NoticesView) Value(name string) string { return v.Typed.Get(name) }

// Format reports whether f is the webhook format to show chosen.
func (v NoticesView) Format(f string) bool { return v.Value("format") == f }
