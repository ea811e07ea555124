package artoftactic

import (
	"fmt"
	"strconv"
	"strings"
)

// ChartError is a problem in a written firepower chart, in both languages.
type ChartError struct{ Label }

func (e *ChartError) Error() string { return e.EN }

func chartErr(en, it string, args ...any) error {
	return &ChartError{Label{fmt.Sprintf(en, args...), fmt.Sprintf(it, args...)}}
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
		return nil, chartErr("the chart is empty", "la tabella è vuota")
	}
	if len(f) > MaxChartRange {
		return nil, chartErr("more than %d boxes", "più di %d caselle", MaxChartRange)
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
			return nil, chartErr("box %d: %q is neither x nor a number 0-%d", "casella %d: %q non è né x né un numero 0-%d",
				i+1, tok, MaxValue)
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
