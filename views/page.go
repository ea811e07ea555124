// Package views renders Sengoku's pages with templ. Each page takes a view
// model built by the handlers; views hold no logic beyond presentation.
package views

import (
	"net/url"

	"sengoku/campaign"
)

// Page is what every page's layout needs.
type Page struct {
	Lang  Lang
	Title string
	// Path is the current request path and query, for the language switch.
	Path string
	// Viewer is who is looking at a campaign page, if any.
	Viewer Viewer
	// Nav marks the current section: "campaigns", "calc", "print", "api".
	Nav string
}

// Viewer is a browser's role in the campaign being shown.
type Viewer struct {
	CampaignID int64
	GM         bool
	Clan       campaign.Clan // set for a player
}

// Public reports a viewer with no login.
func (v Viewer) Public() bool { return !v.GM && v.Clan == "" }

// Actor is who the viewer is to the campaign's rules: the game master, a
// clan's player or the public. Every page, action and printable of a
// campaign asks it here.
func (v Viewer) Actor() campaign.Actor {
	switch {
	case v.GM:
		return campaign.GM()
	case v.Clan != "":
		return campaign.PlayerOf(v.Clan)
	}
	return campaign.Public()
}

// LangURL is the link that switches to the other language and comes back.
func (p Page) LangURL() string {
	return "/lang/" + string(p.Lang.Other()) + "?next=" + url.QueryEscape(p.Path)
}
