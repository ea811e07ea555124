package campaign

import (
	"time"

	"sengoku/campaign"
	"sengoku/views"
)

// LogEntry is one line of the history, filtered for the viewer.
type LogEntry struct {
	Seq      int64
	At       time.Time
	Who      string
	Kind     string
	Messages []string
	Dice     []string
	Payload  string // the action as logged: the game master only
	Undone   bool
	Season   string
}

// ActionKindName is an action kind's label in l ("draw" → "pesca"); an
// unknown kind shows as it is.
func ActionKindName(l views.Lang, kind string) string {
	key := "kind." + kind
	if n := l.T(key); n != key {
		return n
	}
	return kind
}

// HistoryView is the History tab.
type HistoryView struct {
	Top       SeasonTop
	Entries   []LogEntry
	Page      int
	Pages     int
	Total     int64
	GM        bool
	Seed      uint64
	LastSeq   int64 // the action an undo would revert (GM)
	LastKind  string
	Snapshots []SnapshotLink
	// Reports are a page of the fought battles, newest first;
	// ReportsOlderURL the next page (none on the last), ReportsNewestURL
	// the first (none on it).
	Reports          []campaign.BattleReport
	ReportsOlderURL  string
	ReportsNewestURL string
}

// SnapshotLink is a past season whose map can be viewed.
type SnapshotLink struct {
	Year   int
	Season campaign.Season
	URL    string
}

// PastSeasonView is the map as it stood at the end of a past season.
type PastSeasonView struct {
	Top       SeasonTop
	Year      int
	Season    campaign.Season
	MapSVG    []byte
	Standings []Standing
	Prev      string
	Next      string
}
