package views

import (
	"net/url"

	"sengoku/campaign"
)

// OptionsView is the Rules options tab.
type OptionsView struct {
	Top      SeasonTop
	Options  []campaign.OptionInfo
	Editable bool
	Typed    url.Values // a refused save: the values chosen, shown again
}
