package views

import (
	"sengoku/campaign"
	"sengoku/i18n"
)

// Lang is the reader's language: the catalogue's (i18n), whose methods
// translate keys (T, Noun, N), render domain messages (Render) and write
// numbers and dates in the reader's habit. Every word of the views is in
// the catalogue (i18n/views*.go and i18n/pdf.go).
type Lang = i18n.Lang

// The languages, re-exported for the handlers and the templates.
const (
	IT     = i18n.IT
	EN     = i18n.EN
	Pseudo = i18n.Pseudo
)

// ParseLang returns the shipped language named s, Italian when unknown.
func ParseLang(s string) Lang { return i18n.ParseLang(s) }

// SeasonName is the translated season.
func SeasonName(l Lang, s campaign.Season) string { return l.T("season." + s.String()) }

// OwnerName is a province owner's display name.
func OwnerName(l Lang, c campaign.Clan) string {
	if c == campaign.Neutral {
		return l.T("owner.neutral")
	}
	return string(c)
}
