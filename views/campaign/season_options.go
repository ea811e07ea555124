package campaign

import (
	"net/url"

	"sengoku/tables"
)

// OptionsView is the Rules options tab.
type OptionsView struct {
	Top      SeasonTop
	Options  tables.Options
	Current  map[string]string // the campaign's values, by key
	Editable bool
	Typed    url.Values // a refused save: the values chosen, shown again
}
