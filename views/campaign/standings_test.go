package campaign

import (
	"math"
	"testing"

	"sengoku/campaign"
	"sengoku/views"
)

// TestStandingsChartEndLabelsDoNotOverlap: six clans level at the start
// (and two tied after a tally) get their names at least a label's height
// apart, inside the chart.
func TestStandingsChartEndLabelsDoNotOverlap(t *testing.T) {
	st := &campaign.State{}
	for _, c := range campaign.Clans {
		st.Clans = append(st.Clans, campaign.ClanState{Clan: c, Player: "p", Status: campaign.Active})
	}
	check := func(name string) {
		ch := NewStandingsChart(views.IT, st)
		if len(ch.Lines) != 6 {
			t.Fatalf("%s: %d lines", name, len(ch.Lines))
		}
		for i, a := range ch.Lines {
			if a.LabelY < 0 || a.LabelY > ch.Height {
				t.Errorf("%s: %s's name at y=%.1f, outside the chart", name, a.Clan, a.LabelY)
			}
			for _, b := range ch.Lines[i+1:] {
				if math.Abs(a.LabelY-b.LabelY) < labelGap-0.01 {
					t.Errorf("%s: %s and %s's names overlap (y %.1f and %.1f)", name, a.Clan, b.Clan, a.LabelY, b.LabelY)
				}
			}
		}
	}
	check("the start")
	for i, c := range campaign.Clans {
		after := 20 + 5*i
		if i < 2 {
			after = 0 // Hojo and Uesugi tie at the bottom
		}
		st.Tallies = append(st.Tallies, campaign.Tally{Year: campaign.FirstYear, Clan: c, After: after})
	}
	check("a tie at 0 after 1560")
}
