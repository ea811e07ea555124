package views

import "strings"

// Numbers in the reader's habit: a decimal comma in Italian (50,00%),
// a point in English (50.00%). Every number a person reads on a page goes
// through these methods; the package's language-free formatters (percent,
// shortPercent2, decimal) only decide the digits. JSON keeps machine
// numbers and never comes here.
//
// golang.org/x/text/number was weighed: it would also add grouping
// separators and needs a printer per request, while every number shown is
// below a thousand and the calculators' special forms ("<0.01%", ">99.9%")
// are strings of their own; one decimal-mark rule keeps a single spine.

// decimalMark swaps the decimal point of an already formatted number for
// the reader's mark. The inputs are produced here, so a point is only ever
// a decimal point.
func (l Lang) decimalMark(s string) string {
	if l == EN {
		return s
	}
	return strings.ReplaceAll(s, ".", ",")
}

// Percent is a probability with 2 decimals: 50,00% / 50.00%.
func (l Lang) Percent(p float64) string { return l.decimalMark(percent(p)) }

// ShortPercent2 is a headline percentage: 7,5% / 7.5%, 42%.
func (l Lang) ShortPercent2(p float64) string { return l.decimalMark(shortPercent2(p)) }

// Decimal is a mean or a distance with at most 2 decimals: 1,25 / 1.25.
func (l Lang) Decimal(x float64) string { return l.decimalMark(decimal(x)) }
