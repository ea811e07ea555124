package campaign

import (
	"net/url"

	"sengoku/campaign"
	"sengoku/tables"
)

// OptionsView is the Rules options tab.
type OptionsView struct {
	Top      SeasonTop
	Options  tables.Options
	Current  map[string]string // the campaign's values, by key
	Editable bool              // every option (the game master, before the first season)
	// DuringPlay: the game master may still change the options that are
	// bounds of the site rather than rules (campaign.ChangesDuringPlay).
	DuringPlay bool
	Typed      url.Values // a refused save: the values chosen, shown again
}

// CanEdit reports whether the page offers op to change.
func (o OptionsView) CanEdit(op tables.Option) bool {
	return o.Editable || (o.DuringPlay && campaign.ChangesDuringPlay(op.Key))
}
