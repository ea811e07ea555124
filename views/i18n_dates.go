package views

import (
	"strings"
	"time"
)

// Dates and times in the reader's habit: Italian day/month/year
// (24/11/2026 23:44), English day, short month and year (24 Nov 2026
// 23:44), in the server's local time.

// DateTime is t to the minute.
func (l Lang) DateTime(t time.Time) string {
	if l == EN {
		return t.Local().Format("2 Jan 2006 15:04")
	}
	return t.Local().Format("02/01/2006 15:04")
}

// DateTimeSeconds is t to the second, where entries a second apart must
// read apart (the history).
func (l Lang) DateTimeSeconds(t time.Time) string {
	if l == EN {
		return t.Local().Format("2 Jan 2006 15:04:05")
	}
	return t.Local().Format("02/01/2006 15:04:05")
}

// Percent is the package's Percent in the reader's habit: a decimal comma
// in Italian (50,00%), a point in English (50.00%).
func (l Lang) Percent(p float64) string {
	if l == EN {
		return Percent(p)
	}
	return strings.ReplaceAll(Percent(p), ".", ",")
}
