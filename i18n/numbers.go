package i18n

import (
	"strconv"
	"strings"
)

// Numbers in the reader's habit: a decimal comma in Italian (50,00%),
// a point in English (50.00%). Every number a person reads on a page or a
// sheet goes through these methods; the language-free formatters below
// (percent, shortPercent2, decimal) only decide the digits. JSON keeps
// machine numbers and never comes here.
//
// golang.org/x/text/number was weighed: it would also add grouping
// separators and needs a printer per request, while every number shown is
// below a thousand and the calculators' special forms ("<0.01%", ">99.9%")
// are strings of their own; one decimal-mark rule keeps a single spine.

// DecimalMark swaps the decimal point of a number formatted with
// strconv (a point is only ever a decimal point there) for l's mark.
func (l Lang) DecimalMark(s string) string {
	if l.plural() == EN {
		return s
	}
	return strings.ReplaceAll(s, ".", ",")
}

// Percent is a probability with 2 decimals: 50,00% / 50.00%.
func (l Lang) Percent(p float64) string { return l.DecimalMark(percent(p)) }

// ShortPercent2 is a headline percentage: 7,5% / 7.5%, 42%.
func (l Lang) ShortPercent2(p float64) string { return l.DecimalMark(shortPercent2(p)) }

// Decimal is a mean or a distance with at most 2 decimals: 1,25 / 1.25.
func (l Lang) Decimal(x float64) string { return l.DecimalMark(decimal(x)) }

// Fixed is x with exactly prec decimals: 2,50 / 2.50.
func (l Lang) Fixed(x float64, prec int) string {
	return l.DecimalMark(strconv.FormatFloat(x, 'f', prec, 64))
}

// percent formats a probability with 2 decimals, "<0.01%" for tiny
// non-zero values, never a misleading 0 or 100.
func percent(p float64) string {
	switch {
	case p <= 0:
		return "0%"
	case p >= 1:
		return "100%"
	case p < 0.0001:
		return "<0.01%"
	case p > 0.9999:
		return ">99.99%"
	}
	return strconv.FormatFloat(p*100, 'f', 2, 64) + "%"
}

// shortPercent2 is a headline percentage: whole numbers, one decimal under
// 10%, never a misleading 0 or 100.
func shortPercent2(p float64) string {
	switch {
	case p <= 0:
		return "0%"
	case p >= 1:
		return "100%"
	case p < 0.001:
		return "<0.1%"
	case p > 0.999:
		return ">99.9%"
	case p < 0.1 || p > 0.9:
		return strconv.FormatFloat(p*100, 'f', 1, 64) + "%"
	}
	return strconv.FormatFloat(p*100, 'f', 0, 64) + "%"
}

// decimal prints a mean or a distance with at most 2 decimals.
func decimal(x float64) string {
	s := strconv.FormatFloat(x, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s
}
