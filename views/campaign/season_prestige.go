package campaign

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"sengoku/campaign"
	"sengoku/views"
	"sengoku/views/figure"
)

// PrestigeView is the Prestige tab: the ledger of one clan and the
// standings over time.
type PrestigeView struct {
	Top     SeasonTop
	Clan    campaign.Clan
	Clans   []campaign.Clan
	Entries []campaign.PrestigeEntry // newest first
	Tallies []campaign.Tally         // this clan's, oldest first
	Chart   StandingsChart
	Rows    []Standing
	Pending int
}

// NewPrestigeView builds the Prestige tab for clan c.
func NewPrestigeView(l views.Lang, top SeasonTop, st *campaign.State, c campaign.Clan) PrestigeView {
	pv := PrestigeView{Top: top, Clan: c, Rows: NewStandings(st), Chart: NewStandingsChart(l, st)}
	for _, cs := range st.Clans {
		if cs.Player != "" {
			pv.Clans = append(pv.Clans, cs.Clan)
		}
		if cs.Clan == c {
			pv.Pending = cs.PendingPP
		}
	}
	for i := len(st.Ledger) - 1; i >= 0; i-- {
		if st.Ledger[i].Clan == c {
			pv.Entries = append(pv.Entries, st.Ledger[i])
		}
	}
	for _, t := range st.Tallies {
		if t.Clan == c {
			pv.Tallies = append(pv.Tallies, t)
		}
	}
	return pv
}

// StandingsChart is the official Prestige of each clan after each tally,
// drawn as lines (SVG).
type StandingsChart struct {
	Lines  []ChartLine
	Years  []ChartTick // x axis
	Levels []ChartTick // y axis
	Width  float64
	Height float64
	Zero   float64 // y of 0 PP
}

// ChartLine is one clan's line.
type ChartLine struct {
	Clan   campaign.Clan
	Colour string
	Points string // SVG polyline points
	Last   int
	Dots   []ChartDot
	// LabelY is the y of the clan's name at the end of the line: the last
	// point's, moved apart from the other names when clans tie.
	LabelY float64
}

// ChartDot is a tally on a line.
type ChartDot struct {
	X, Y  float64
	Label string
}

// ChartTick is an axis label.
type ChartTick struct {
	At    float64
	Label string
}

// NewStandingsChart charts the start (StartingPrestige before the first
// year) and every Winter tally.
func NewStandingsChart(l views.Lang, st *campaign.State) StandingsChart {
	const w, h, left, right, top, bottom = 640.0, 260.0, 46.0, 70.0, 14.0, 26.0
	ch := StandingsChart{Width: w, Height: h}
	years := map[int]bool{}
	series := map[campaign.Clan][][2]int{}
	lo, hi := campaign.StartingPrestige, campaign.StartingPrestige
	for _, t := range st.Tallies {
		years[t.Year] = true
		series[t.Clan] = append(series[t.Clan], [2]int{t.Year, t.After})
		lo, hi = min(lo, t.After), max(hi, t.After)
	}
	lo, hi = min(lo, 0), hi+10
	ys := make([]int, 0, len(years)+1)
	ys = append(ys, campaign.FirstYear-1)
	for y := range years {
		ys = append(ys, y)
	}
	sort.Ints(ys)
	span := max(1, len(ys)-1)
	xOf := func(year int) float64 {
		i := sort.SearchInts(ys, year)
		return left + float64(i)*(w-left-right)/float64(span)
	}
	yOf := func(pp int) float64 { return top + (float64(hi-pp))/float64(hi-lo)*(h-top-bottom) }
	ch.Zero = yOf(0)
	step := niceStep(hi - lo)
	for v := (lo / step) * step; v <= hi; v += step {
		if v >= lo {
			ch.Levels = append(ch.Levels, ChartTick{At: yOf(v), Label: strconv.Itoa(v)})
		}
	}
	every := max(1, len(ys)/8)
	for i, y := range ys {
		if i%every != 0 && i != len(ys)-1 {
			continue
		}
		label := strconv.Itoa(y)
		if i == 0 {
			label = l.T("standings.start")
		}
		ch.Years = append(ch.Years, ChartTick{At: xOf(y), Label: label})
	}
	for _, cs := range st.Clans {
		if cs.Player == "" {
			continue
		}
		pts := append([][2]int{{campaign.FirstYear - 1, campaign.StartingPrestige}}, series[cs.Clan]...)
		line := ChartLine{Clan: cs.Clan, Colour: views.ClanColour[cs.Clan]}
		var b strings.Builder
		for _, p := range pts {
			x, y := xOf(p[0]), yOf(p[1])
			fmt.Fprintf(&b, "%s,%s ", figure.Num(x), figure.Num(y))
			line.Dots = append(line.Dots, ChartDot{X: x, Y: y, Label: fmt.Sprintf("%s %d: %d", cs.Clan, p[0], p[1])})
			line.Last = p[1]
		}
		line.Points = strings.TrimSpace(b.String())
		line.LabelY = line.LastY() + 4
		ch.Lines = append(ch.Lines, line)
	}
	spreadLabels(ch.Lines, top+4, h-bottom+4)
	return ch
}

// labelGap is the least distance between two end labels' baselines: the
// height of a label.
const labelGap = 13.0

// spreadLabels moves the end labels apart so that tied (or close) clans'
// names do not overlap: in order of height, each at least labelGap below
// the one above, the whole stack pulled back up if it runs past bottom,
// and never above top.
func spreadLabels(lines []ChartLine, top, bottom float64) {
	order := make([]*ChartLine, len(lines))
	for i := range lines {
		order[i] = &lines[i]
	}
	sort.SliceStable(order, func(i, j int) bool { return order[i].LabelY < order[j].LabelY })
	for i := 1; i < len(order); i++ {
		order[i].LabelY = max(order[i].LabelY, order[i-1].LabelY+labelGap)
	}
	for i := len(order) - 1; i >= 0; i-- {
		limit := bottom
		if i < len(order)-1 {
			limit = order[i+1].LabelY - labelGap
		}
		order[i].LabelY = max(top, min(order[i].LabelY, limit))
	}
}

func niceStep(span int) int {
	for _, s := range []int{10, 20, 50, 100, 200, 500, 1000, 2000, 5000} {
		if span/s <= 6 {
			return s
		}
	}
	return 10000
}

// LastY is the y of a line's last point, for its label.
func (c ChartLine) LastY() float64 {
	if len(c.Dots) == 0 {
		return 0
	}
	return c.Dots[len(c.Dots)-1].Y
}

// LastX is the x of a line's last point.
func (c ChartLine) LastX() float64 {
	if len(c.Dots) == 0 {
		return 0
	}
	return c.Dots[len(c.Dots)-1].X
}
