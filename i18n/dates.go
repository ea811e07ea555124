package i18n

import "time"

// Dates and times in the reader's habit: Italian day/month/year
// (24/11/2026 23:44), English day, short month and year (24 Nov 2026
// 23:44), in the server's local time. The pseudo-locale wraps the English
// form, whose month is a word.

// DateTime is t to the minute.
func (l Lang) DateTime(t time.Time) string {
	return l.date(t, "2 Jan 2006 15:04", "02/01/2006 15:04")
}

// DateTimeSeconds is t to the second, where entries a second apart must
// read apart (the history).
func (l Lang) DateTimeSeconds(t time.Time) string {
	return l.date(t, "2 Jan 2006 15:04:05", "02/01/2006 15:04:05")
}

func (l Lang) date(t time.Time, en, it string) string {
	switch l {
	case EN:
		return t.Local().Format(en)
	case Pseudo:
		return Open + t.Local().Format(en) + Close
	}
	return t.Local().Format(it)
}
