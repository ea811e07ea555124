package campaign

import (
	"strings"

	"sengoku/campaign"
)

// SummaryView is the end of the campaign.
type SummaryView struct {
	Top    SeasonTop
	Result *campaign.Summary
	Chart  StandingsChart
}

// SummaryWinner reports whether c is among the winners.
func SummaryWinner(r *campaign.Summary, c campaign.Clan) bool {
	for _, w := range r.Winners {
		if w == c {
			return true
		}
	}
	return false
}

// SummaryWinnerNames lists the winners, "A, B".
func SummaryWinnerNames(r *campaign.Summary) string {
	out := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		out[i] = string(w)
	}
	return strings.Join(out, ", ")
}
