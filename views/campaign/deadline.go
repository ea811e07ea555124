package campaign

import (
	"fmt"
	"strings"
	"time"

	"sengoku/campaign"
	"sengoku/views"
)

// ClockView is the phase's deadline as the banner shows it: the moment in
// UTC for static/js/app.js to write in the viewer's own time zone, and a
// server-written fallback in the campaign's zone; who has not acted yet;
// and, for the game master, the controls.
type ClockView struct {
	CampaignID int64
	Version    int64
	// Due is the deadline, RFC 3339 in UTC ("" while paused); Now the
	// server's clock when the page was made, for the countdown.
	Due, Now string
	// Local is the deadline in the campaign's zone, Zone that zone.
	Local, Zone string
	// Left is the time left as the server counts it ("2 h 05 min").
	Left      string
	Paused    bool
	PauseLeft string
	NotActed  []campaign.Clan
	// Sequential is a phase where the clans act one after the other (the
	// Draw, §7; the Movement, §8.1): only the first of NotActed can act now.
	Sequential bool
	ForGM      bool
	Spec       campaign.DeadlineSpec
	// Weekdays are the days for the weekly setting, in the reader's
	// language, Sunday first (time.Weekday's order).
	Weekdays []string
}

// NewClockView is the banner's deadline at now; nil when the campaign has
// no deadlines (and the viewer is not the game master of a started one).
func NewClockView(l views.Lang, id, version int64, st *campaign.State, v views.Viewer, now time.Time) *ClockView {
	d := st.Deadline
	if d == nil && (!v.GM || st.Phase == campaign.PhaseSetup || st.Phase == campaign.PhaseEnded) {
		return nil
	}
	cv := &ClockView{CampaignID: id, Version: version, ForGM: v.GM, Now: now.UTC().Format(time.RFC3339), Weekdays: weekdays(l)}
	if d == nil {
		cv.Spec = campaign.DeadlineSpec{Kind: campaign.DeadlineWeekly, Weekday: time.Thursday, Clock: "21:00", Zone: "Europe/Rome", PauseLimit: 48 * time.Hour}
		return cv
	}
	cv.Spec, cv.Zone, cv.NotActed = d.Spec, d.Spec.Zone, st.Waiting()
	cv.Sequential = st.Phase == campaign.PhaseDraw || st.Phase == campaign.PhaseMovement
	cv.Paused, cv.PauseLeft = d.IsPaused(now), Span(l, d.PauseLeft(now))
	if due := d.DueAt(now); !due.IsZero() {
		loc, err := time.LoadLocation(d.Spec.Zone)
		if err != nil {
			loc = time.UTC
		}
		cv.Due, cv.Local, cv.Left = due.UTC().Format(time.RFC3339), due.In(loc).Format("2006-01-02 15:04"), Span(l, max(due.Sub(now), 0))
	}
	return cv
}

// Span writes a duration as days, hours and minutes ("1 g 2 h 05 min").
func Span(l views.Lang, d time.Duration) string {
	m := int(d.Round(time.Minute) / time.Minute)
	days, h, m := m/(24*60), m/60%24, m%60
	var parts []string
	if days > 0 {
		parts = append(parts, fmt.Sprintf("%d %s", days, l.T("dl.days")))
	}
	if days > 0 || h > 0 {
		parts = append(parts, fmt.Sprintf("%d h", h))
	}
	parts = append(parts, fmt.Sprintf("%02d min", m))
	return strings.Join(parts, " ")
}

func weekdays(l views.Lang) []string {
	out := make([]string, 7)
	for i := range out {
		out[i] = l.T(fmt.Sprintf("dl.wd%d", i))
	}
	return out
}

// NotActedList names the clans that have not acted yet.
func (c ClockView) NotActedList() string { return clanList(c.NotActed) }

// ActingNow is the clan whose turn it is in a sequential phase ("" in the
// others), Later those that act after it.
func (c ClockView) ActingNow() string {
	if !c.Sequential || len(c.NotActed) == 0 {
		return ""
	}
	return string(c.NotActed[0])
}

// Later names the clans that act after ActingNow, in playing order.
func (c ClockView) Later() string { return clanList(c.NotActed[min(1, len(c.NotActed)):]) }

func clanList(cs []campaign.Clan) string {
	out := make([]string, len(cs))
	for i, x := range cs {
		out[i] = string(x)
	}
	return strings.Join(out, ", ")
}

// Hours writes a duration as a number of hours for a form field.
func Hours(d time.Duration) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.2f", d.Hours()), "0"), ".")
}

// hoursField is a duration for the hours field; 24 when there is none (a
// weekly spec): a 0 would stand below the field's minimum, and choosing
// "hours from the opening" should send as it opens.
func hoursField(d time.Duration) string {
	if d <= 0 {
		return "24"
	}
	return Hours(d)
}
