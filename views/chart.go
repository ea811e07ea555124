package views

import (
	"math"
	"strconv"
)

// Bar is one value of a probability chart.
type Bar struct {
	Label   string
	P       float64 // probability of exactly this value
	AtLeast float64 // probability of this value or more (for ordered values)
}

// Chart is an exact distribution to draw as an SVG bar chart with an
// "X or more" table.
type Chart struct {
	ID      string // unique on the page, for aria and tests
	Title   string
	Bars    []Bar
	Ordered bool // values are counts: show the "X or more" column
}

// NewCountChart charts a distribution over 0..len(d)-1 (hits, casualties).
func NewCountChart(id, title string, d []float64) Chart {
	c := Chart{ID: id, Title: title, Ordered: true}
	s := 0.0
	atLeast := make([]float64, len(d))
	for k := len(d) - 1; k >= 0; k-- {
		s += d[k]
		atLeast[k] = math.Min(s, 1)
	}
	for k, p := range d {
		c.Bars = append(c.Bars, Bar{Label: strconv.Itoa(k), P: p, AtLeast: atLeast[k]})
	}
	return c
}

// chartGeometry: bar slots of 40 units, 160 units tall plot.
const (
	chartSlot   = 40.0
	chartHeight = 160.0
	chartTop    = 22.0
)

// Width is the chart's viewBox width.
func (c Chart) Width() float64 { return math.Max(float64(len(c.Bars))*chartSlot, 120) }

// ViewBox is the SVG viewBox.
func (c Chart) ViewBox() string {
	return "0 0 " + f1(c.Width()) + " " + f1(chartTop+chartHeight+22)
}

func (c Chart) max() float64 {
	m := 0.0
	for _, b := range c.Bars {
		m = math.Max(m, b.P)
	}
	if m == 0 {
		return 1
	}
	return m
}

// BarRect returns x, y, width, height of bar i.
func (c Chart) BarRect(i int) (x, y, w, h float64) {
	h = c.Bars[i].P / c.max() * chartHeight
	return float64(i)*chartSlot + 5, chartTop + chartHeight - h, chartSlot - 10, h
}

// ShortPercent is Percent rounded to whole numbers, for bar labels.
func ShortPercent(p float64) string {
	switch {
	case p <= 0:
		return ""
	case p < 0.005:
		return "<1"
	case p > 0.995 && p < 1:
		return ">99"
	}
	return strconv.Itoa(int(math.Round(p * 100)))
}
