package views

import "time"

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
