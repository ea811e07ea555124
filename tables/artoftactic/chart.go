package artoftactic

import (
	"sengoku/i18n"
	"strconv"
	"strings"
)

// ChartError is a problem in a written firepower chart: the catalogue's
// message.
type ChartError struct{ Msg i18n.Msg }

func (e *ChartError) Error() string { return e.Msg.String() }

func chartErr(key string, args ...any) error {
	return &ChartError{i18n.M(key, args...)}
}

// ChartBox is one box of a firepower chart (§3, §11): the firepower at
// Range hexes, or X when the unit cannot shoot at that range.
type ChartBox struct {
	Range int  `json:"range"`
	FP    int  `json:"fp"`
	X     bool `json:"x"`
}

// MaxChartRange is the longest firepower chart accepted (the seed's archers
// reach 6, L396).
const MaxChartRange = 12

// ParseChart reads a firepower chart written as on the card, one box per
// range from 1: "x 5 4 3 2 2" (seed L396). Boxes may be separated by spaces,
// commas, semicolons or "|". Errors are *ChartError.
func ParseChart(s string) ([]ChartBox, error) {
	f := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == '|' || r == '\t'
	})
	if len(f) == 0 {
		return nil, chartErr("aot.chart-empty")
	}
	if len(f) > MaxChartRange {
		return nil, chartErr("aot.more-than-boxes", MaxChartRange)
	}
	out := make([]ChartBox, len(f))
	for i, tok := range f {
		out[i].Range = i + 1
		if tok == "x" || tok == "X" {
			out[i].X = true
			continue
		}
		n, err := strconv.Atoi(tok)
		if err != nil || n < 0 || n > MaxValue {
			return nil, chartErr("aot.box-neither-x-nor-number", i+1, tok, MaxValue)
		}
		out[i].FP = n
	}
	return out, nil
}

// FormatChart writes a chart back in the card's notation.
func FormatChart(c []ChartBox) string {
	parts := make([]string, len(c))
	for i, b := range c {
		if b.X {
			parts[i] = "x"
		} else {
			parts[i] = strconv.Itoa(b.FP)
		}
	}
	return strings.Join(parts, " ")
}
